"""Session-wide isolation, applied when pytest imports this file.

This runs before any test module imports Qt or platformdirs, so every path they
compute lands in a throw-away directory and Qt never needs a display. Child
processes started by tests inherit the same environment.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

#: Root of everything tests may write outside ``tmp_path``; removed at exit.
SESSION_HOME = Path(tempfile.mkdtemp(prefix="jinlami-tests-"))


def _isolate_environment(root: Path) -> None:
    """Point Qt headless and every user-data location into ``root``."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    locations = {
        "XDG_DATA_HOME": "data",
        "XDG_CONFIG_HOME": "config",
        "XDG_STATE_HOME": "state",
        "XDG_CACHE_HOME": "cache",
        "JINLAMI_DATA_DIR": "jinlami",
    }
    if sys.platform == "win32":
        # platformdirs ignores XDG_* on Windows; it falls back to these variables.
        locations |= {"APPDATA": "appdata-roaming", "LOCALAPPDATA": "appdata-local"}
    for variable, name in locations.items():
        path = root / name
        path.mkdir(parents=True, exist_ok=True)
        os.environ[variable] = str(path)
    # Qt's offscreen plugin wants a private runtime dir and warns without one.
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700, exist_ok=True)
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)


def _remove_session_home() -> None:
    """Delete the session directory; never fail the run over leftovers."""
    shutil.rmtree(SESSION_HOME, ignore_errors=True)


_isolate_environment(SESSION_HOME)
atexit.register(_remove_session_home)


@pytest.fixture(scope="session")
def session_home() -> Path:
    """The isolated directory holding the redirected XDG and JinLami paths."""
    return SESSION_HOME


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The slow tests first, each group in its usual order: spread over processes
    (``-n auto``), the long ones then start while the short ones still wait, so that no
    process is left running one long test after the others have finished."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
