"""Where the app keeps its files.

Resolution order, first match wins:

1. an explicit directory (``jinlami --data-dir DIR``),
2. the environment variable ``JINLAMI_DATA_DIR`` (portable installs, tests),
3. ``platformdirs.PlatformDirs("JinLami", appauthor=False)``: user data, config and
   state folders of the platform (``~/.local/share/JinLami`` … on Linux).

With 1 or 2 *everything* lives under that one folder, so a portable copy or a test
never touches the real user's folders.  Layout::

    <data>/saves/autosave.json        the running match, rewritten after every action
    <data>/saves/slots/<name>[~<hash>].json   named save slots (see saves.slot_path)
    <data>/stats.sqlite3              statistics (SQLite, WAL)
    <data>/pending-stats.json         games waiting for the statistics (pending_queue)
    <config>/settings.ini             QSettings in IniFormat
    <state>/logs/                     log files

Nothing is created by resolving; :meth:`AppPaths.ensure` (or the stores, when they
first write) creates the folders.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = ["APP_NAME", "ENV_VAR", "AppPaths"]

APP_NAME = "JinLami"
ENV_VAR = "JINLAMI_DATA_DIR"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The three base folders and the well-known files inside them."""

    data_dir: Path
    config_dir: Path
    state_dir: Path
    portable: bool = False  # True when everything lives under one chosen folder

    @classmethod
    def resolve(
        cls, data_dir: str | os.PathLike[str] | None = None, env: Mapping[str, str] | None = None
    ) -> AppPaths:
        """Resolve from ``data_dir``, else ``JINLAMI_DATA_DIR`` in ``env``, else platformdirs."""
        environ = os.environ if env is None else env
        chosen: str | os.PathLike[str] | None = data_dir
        if chosen is None or not str(chosen).strip():
            chosen = environ.get(ENV_VAR, "").strip() or None
        if chosen is not None:
            root = Path(chosen).expanduser().resolve()
            return cls(root, root, root, portable=True)
        from platformdirs import PlatformDirs  # imported late: tests redirect XDG first

        dirs = PlatformDirs(APP_NAME, appauthor=False)
        return cls(Path(dirs.user_data_dir), Path(dirs.user_config_dir), Path(dirs.user_state_dir))

    @classmethod
    def single(cls, root: str | os.PathLike[str]) -> AppPaths:
        """Everything under ``root`` (the ``--data-dir`` layout); handy in tests."""
        return cls.resolve(root)

    # -- well-known locations --------------------------------------------------------------
    @property
    def saves_dir(self) -> Path:
        return self.data_dir / "saves"

    @property
    def slots_dir(self) -> Path:
        return self.saves_dir / "slots"

    @property
    def autosave_file(self) -> Path:
        return self.saves_dir / "autosave.json"

    @property
    def stats_db(self) -> Path:
        return self.data_dir / "stats.sqlite3"

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.ini"

    @property
    def log_dir(self) -> Path:
        return self.state_dir / "logs"

    def ensure(self) -> AppPaths:
        """Create every folder (idempotent); returns ``self`` for chaining."""
        for folder in (
            self.data_dir,
            self.config_dir,
            self.state_dir,
            self.saves_dir,
            self.slots_dir,
            self.log_dir,
        ):
            folder.mkdir(parents=True, exist_ok=True)
        return self

    def saves_writable(self) -> bool:
        """Can a file be made where the saves go?  A read-only folder (or mount) passes
        :meth:`ensure`, its folders being there already, and then every autosave
        failed, each told as a bare "not allowed" that said nothing of the match."""
        try:
            fd, name = tempfile.mkstemp(prefix=".write-test-", dir=self.saves_dir)
        except OSError:
            return False
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(name)
        return True
