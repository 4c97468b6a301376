#!/usr/bin/env python3
"""Bootstrap for developers: one command to play or test on a fresh machine.

Usage::

    python3 packaging/dev.py play [app args...]     # launch the game
    python3 packaging/dev.py test [pytest args...]  # run the test suite (on every core)
    python3 packaging/dev.py setup                  # only create/update .venv

Only the standard library is used, so this runs with nothing but Python 3.11+.
It keeps a virtual environment in ``.venv`` at the repository root and
reinstalls the project (``pip install -e ".[dev]"``) whenever ``pyproject.toml``
changed since the last install, recorded by a hash stamp inside ``.venv``.
Pytest runs from the repository root, so test paths are relative to it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

MIN_PYTHON = (3, 11)
REPO_ROOT = Path(__file__).resolve().parent.parent
VENV_DIR = REPO_ROOT / ".venv"
STAMP_FILE = VENV_DIR / "jinlami-dev-install.stamp"
PYPROJECT = REPO_ROOT / "pyproject.toml"
IS_WINDOWS = os.name == "nt"
BIN_DIR = VENV_DIR / ("Scripts" if IS_WINDOWS else "bin")
EXE_SUFFIX = ".exe" if IS_WINDOWS else ""
VENV_PYTHON = BIN_DIR / ("python" + EXE_SUFFIX)

# Shared libraries Qt needs on Linux, mapped to the Debian package providing each.
QT_SYSTEM_LIBS = {
    "GL": "libgl1",
    "EGL": "libegl1",
    "xkbcommon": "libxkbcommon0",
    "fontconfig": "libfontconfig1",
    "dbus-1": "libdbus-1-3",
    "glib-2.0": "libglib2.0-0",
}
DEBIAN_QT_PACKAGES = (
    "libgl1 libegl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0 fonts-wqy-microhei"
)

USAGE = """\
usage: python3 packaging/dev.py COMMAND [ARGS...]

commands:
  play [args...]    launch the game (args go to the jinlami app, e.g. --seed 7)
  test [args...]    run pytest from the repo root (args go to pytest)
  setup             only create or update the .venv"""


class BootstrapError(Exception):
    """A setup step failed; the message tells the user what to do."""


def say(message: str) -> None:
    """Print a progress or hint line on stderr so it never mixes with child output."""
    print(f"dev.py: {message}", file=sys.stderr, flush=True)


def check_python() -> None:
    """Refuse to run on a Python older than the project supports."""
    if sys.version_info < MIN_PYTHON:
        wanted = ".".join(map(str, MIN_PYTHON))
        found = ".".join(map(str, sys.version_info[:3]))
        raise BootstrapError(
            f"Python {wanted} or newer is required, this is {found} ({sys.executable}). "
            f"Run this script with a newer interpreter, e.g. python{wanted} packaging/dev.py"
        )


def venv_hint() -> str:
    """Explain how to get a working venv module on the common platforms."""
    return (
        "Python's venv/ensurepip modules are not available. "
        "On Debian/Ubuntu: sudo apt install python3-venv "
        "(or the versioned package, e.g. python3.11-venv); "
        "on Fedora: sudo dnf install python3-pip; "
        "elsewhere install Python from python.org."
    )


def create_venv() -> None:
    """Create .venv with pip; a broken leftover (no interpreter) is cleared first."""
    try:
        import ensurepip  # noqa: F401  (Debian strips it out of the base python3)
        import venv  # noqa: F401
    except ImportError as exc:
        raise BootstrapError(venv_hint()) from exc

    command = [sys.executable, "-m", "venv"]
    if VENV_DIR.exists():
        say(f"{VENV_DIR} exists but has no working Python; recreating it")
        command.append("--clear")
    command.append(str(VENV_DIR))
    say(f"creating virtual environment in {VENV_DIR}")
    if subprocess.call(command) != 0 or not VENV_PYTHON.exists():
        raise BootstrapError(f"could not create the virtual environment. {venv_hint()}")


def install_stamp() -> str:
    """Hash of what the install depends on: pyproject.toml and where the repo lives."""
    digest = hashlib.sha256()
    digest.update(PYPROJECT.read_bytes())
    digest.update(str(REPO_ROOT).encode("utf-8"))
    return digest.hexdigest()


def venv_python_works() -> bool:
    """The venv can be stale (moved, or its base Python removed); check it runs."""
    if not VENV_PYTHON.exists():
        return False
    try:
        result = subprocess.run(
            [str(VENV_PYTHON), "-c", "import sys"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0


def ensure_venv() -> None:
    """Create the venv if needed and (re)install the project when pyproject changed."""
    if not PYPROJECT.is_file():
        raise BootstrapError(f"{PYPROJECT} not found; is this a complete checkout?")
    created = False
    if not venv_python_works():
        create_venv()
        created = True

    stamp = install_stamp()
    try:
        installed = STAMP_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        installed = ""
    if not created and installed == stamp:
        return

    say('installing the project and dev tools: pip install -e ".[dev]"')
    # The stamp goes away first so an interrupted install is retried next time.
    STAMP_FILE.unlink(missing_ok=True)
    result = subprocess.call(
        [str(VENV_PYTHON), "-m", "pip", "install", "-e", ".[dev]"],
        cwd=REPO_ROOT,
    )
    if result != 0:
        raise BootstrapError(
            "pip install failed (see the output above). Check the network connection "
            "or proxy settings, then run the command again; "
            f"deleting {VENV_DIR} forces a clean start."
        )
    STAMP_FILE.write_text(stamp + "\n", encoding="utf-8")


def missing_font_hint() -> bool:
    """True when fontconfig is present and knows no font that covers Chinese."""
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return False
    try:
        result = subprocess.run(
            [fc_list, ":lang=zh", "family"],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    return result.returncode == 0 and not result.stdout.strip()


def check_qt_system_libraries() -> None:
    """On Linux, warn (but go on) when shared libraries Qt loads are not installed."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes.util

    missing = [pkg for lib, pkg in QT_SYSTEM_LIBS.items() if ctypes.util.find_library(lib) is None]
    if missing:
        say(
            "Qt may fail to start: system libraries are missing (" + ", ".join(missing) + "). "
            f"On Debian/Ubuntu install them with: sudo apt install {DEBIAN_QT_PACKAGES}"
        )
    elif missing_font_hint():
        say(
            "no font with Chinese glyphs found; Chinese text will show as boxes. "
            "On Debian/Ubuntu: sudo apt install fonts-wqy-microhei"
        )


def run_child(
    command: list[str], env: dict[str, str] | None = None, cwd: Path | None = None
) -> int:
    """Run the child to completion and return an exit code the shell understands."""
    try:
        process = subprocess.Popen(command, env=env, cwd=cwd)
    except OSError as exc:
        raise BootstrapError(f"could not start {command[0]}: {exc}") from exc
    while True:
        try:
            code = process.wait()
            break
        except KeyboardInterrupt:
            # Ctrl-C reached the child too; let it finish its own shutdown.
            continue
    if code < 0 and not IS_WINDOWS:
        # Killed by a signal: report it the way a shell would (128 + signal number).
        say(f"{Path(command[0]).name} was killed by {signal.Signals(-code).name}")
        return 128 - code
    return code


def play(args: list[str]) -> int:
    """Launch the game through the installed console script."""
    script = BIN_DIR / ("jinlami" + EXE_SUFFIX)
    if not script.exists():
        raise BootstrapError(
            f"{script} is missing after installation; delete {STAMP_FILE} and try again"
        )
    return run_child([str(script), *args])


def test(args: list[str]) -> int:
    """Run pytest from the venv, headless unless the caller chose a Qt platform.

    The suite runs on every core (pytest-xdist ``-n auto``) unless the caller says how
    (``-n N``, ``--numprocesses``, ``-p no:xdist``): a whole run then stays within minutes
    on a 2-core machine."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    chosen = any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in args)
    parallel = [] if chosen else ["-n", "auto"]
    return run_child([str(VENV_PYTHON), "-m", "pytest", *parallel, *args], env=env, cwd=REPO_ROOT)


def main(argv: list[str]) -> int:
    """Dispatch the sub-command; everything after it goes to the child untouched."""
    if not argv:
        print(USAGE, file=sys.stderr)
        return 2
    if argv[0] in {"-h", "--help", "help"}:
        print(USAGE)
        return 0
    command, rest = argv[0], argv[1:]
    if command not in {"play", "test", "setup"}:
        say(f"unknown command {command!r}")
        print(USAGE, file=sys.stderr)
        return 2
    try:
        check_python()
        ensure_venv()
        if command == "setup":
            return 0
        check_qt_system_libraries()
        return play(rest) if command == "play" else test(rest)
    except BootstrapError as exc:
        say(f"error: {exc}")
        return 1
    except KeyboardInterrupt:
        say("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
