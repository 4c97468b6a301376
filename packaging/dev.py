#!/usr/bin/env python3
"""Bootstrap for developers: one command to play or test on a fresh machine.

Usage::

    python3 packaging/dev.py play [app args...]     # launch the game
    python3 packaging/dev.py test [pytest args...]  # run the test suite (on every core)
    python3 packaging/dev.py setup                  # only create/update .venv

Only the standard library is used, so this runs with nothing but Python 3.11+.
It keeps a virtual environment in ``.venv`` at the repository root and
installs the project into it: ``play`` only what the game needs to run
(``pip install -e .``), ``test`` and ``setup`` the dev tools too (``pip install -e
".[dev]"``); again whenever ``pyproject.toml`` changed since the last install, recorded
by a stamp inside ``.venv`` that also says which of the two was installed.
Pytest runs from the repository root, so test paths are relative to it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import system_libs

MIN_PYTHON = (3, 11)
REPO_ROOT = Path(__file__).resolve().parent.parent
VENV_DIR = REPO_ROOT / ".venv"
STAMP_FILE = VENV_DIR / "jinlami-dev-install.stamp"
PYPROJECT = REPO_ROOT / "pyproject.toml"
IS_WINDOWS = os.name == "nt"
BIN_DIR = VENV_DIR / ("Scripts" if IS_WINDOWS else "bin")
EXE_SUFFIX = ".exe" if IS_WINDOWS else ""
VENV_PYTHON = BIN_DIR / ("python" + EXE_SUFFIX)

IS_LINUX = sys.platform.startswith("linux")
#: Where a local X server listens (``DISPLAY=:N`` is the socket ``X<N>`` in it).
X11_SOCKET_DIR = Path("/tmp/.X11-unix")
#: Qt platforms that need no display at all.
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc", "linuxfb", "eglfs"})

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
    sudo = system_libs.admin_prefix()
    return (
        "Python's venv/ensurepip modules are not available. "
        f"On Debian/Ubuntu: {sudo}apt install python3-venv "
        "(or the versioned package, e.g. python3.11-venv); "
        f"on Fedora: {sudo}dnf install python3-pip; "
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


#: The two installs: what the game needs to run, and that plus the dev tools.
RUNTIME, DEV = ".", ".[dev]"


def install_stamp() -> str:
    """Hash of what the install depends on: pyproject.toml and where the repo lives."""
    digest = hashlib.sha256()
    digest.update(PYPROJECT.read_bytes())
    digest.update(str(REPO_ROOT).encode("utf-8"))
    return digest.hexdigest()


def stamp_line(target: str) -> str:
    """What the stamp file holds after installing ``target`` (:data:`RUNTIME`/:data:`DEV`)."""
    return f"{install_stamp()} {target}"


def stamp_covers(recorded: str, target: str) -> bool:
    """Whether the install the stamp records serves ``target``: the same pyproject and
    place, and the dev install also serves a runtime one (a stamp of the older form,
    the hash alone, was a dev install)."""
    digest, _, installed = recorded.strip().partition(" ")
    if digest != install_stamp():
        return False
    return (installed or DEV) == DEV or installed == target


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


def ensure_venv(target: str = DEV) -> None:
    """Create the venv if needed and (re)install the project when pyproject changed or
    when ``target`` wants more than is installed (``test`` after a first ``play``)."""
    if not PYPROJECT.is_file():
        raise BootstrapError(f"{PYPROJECT} not found; is this a complete checkout?")
    created = False
    if not venv_python_works():
        create_venv()
        created = True

    try:
        installed = STAMP_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        installed = ""
    if not created and stamp_covers(installed, target):
        return

    what = "the project and dev tools" if target == DEV else "the project"
    say(f'installing {what}: pip install -e "{target}"')
    # The stamp goes away first so an interrupted install is retried next time.
    STAMP_FILE.unlink(missing_ok=True)
    result = subprocess.call(
        [str(VENV_PYTHON), "-m", "pip", "install", "-e", target],
        cwd=REPO_ROOT,
    )
    if result != 0:
        raise BootstrapError(
            "pip install failed (see the output above). Check the network connection "
            "or proxy settings, then run the command again; "
            f"deleting {VENV_DIR} forces a clean start."
        )
    STAMP_FILE.write_text(stamp_line(target) + "\n", encoding="utf-8")


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


def qt_platform(env: Mapping[str, str]) -> str:
    """The Qt platform a launch will use: ``QT_QPA_PLATFORM``'s first choice, else what
    Qt picks by itself on Linux — Wayland in a Wayland session, else X11 (xcb)."""
    chosen = env.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen
    return "wayland" if env.get("WAYLAND_DISPLAY") else "xcb"


def x_display_reachable(display: str, socket_dir: Path = X11_SOCKET_DIR) -> bool:
    """Whether a local X display (``:N``, ``unix:N``, ``:N.S``) accepts a connection on
    its socket; other displays (``host:N``, ssh forwarding) are taken on trust."""
    host, _, number = display.rpartition(":")
    number = number.split(".")[0]
    if host not in {"", "unix"} or not number.isdigit():
        return True
    path = str(socket_dir / f"X{number}")
    for address in (path, "\0" + path):  # the file, then Linux's abstract socket
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
            sock.settimeout(2)
            try:
                sock.connect(address)
            except OSError:
                continue
            return True
    return False


def display_problem(env: Mapping[str, str], socket_dir: Path = X11_SOCKET_DIR) -> str | None:
    """Why the game could not open its window here (no display), or ``None``."""
    platform = qt_platform(env)
    headless = (
        "For a run without a screen use QT_QPA_PLATFORM=offscreen with --smoke or "
        "--screenshot FILE."
    )
    if platform == "xcb":
        display = env.get("DISPLAY", "")
        if not display:
            return (
                "there is no display to open the window on: DISPLAY is not set. Start the "
                "game from a desktop session's terminal (or ssh -X, or an X server such as "
                f"Xvfb with DISPLAY=:N). {headless}"
            )
        if not x_display_reachable(display, socket_dir):
            return (
                f"the X display {display} does not answer (DISPLAY={display}, no server on "
                f"{socket_dir / ('X' + display.rpartition(':')[2].split('.')[0])}). "
                f"Start the game from the desktop session, or start that X server. {headless}"
            )
    elif platform == "wayland" and not env.get("WAYLAND_DISPLAY"):
        return f"QT_QPA_PLATFORM=wayland but WAYLAND_DISPLAY is not set. {headless}"
    return None


def libraries_problem(
    env: Mapping[str, str],
    present: Callable[[str], bool] | None = None,
    family: str | None = None,
) -> str | None:
    """Which system libraries Qt needs for this launch are missing (``present`` tells,
    the loader's own check by default), and the command that installs their packages —
    or ``None`` when all are there."""
    present = system_libs.library_present if present is None else present
    table = dict(system_libs.BASE_LIBS)
    if qt_platform(env) == "xcb":
        table |= system_libs.XCB_LIBS
    missing = system_libs.missing_libraries(table, present)
    if not missing:
        return None
    names = ", ".join(p.debian for p in missing.packages)
    return (
        f"Qt cannot start: the system libraries {', '.join(missing.sonames)} are missing "
        f"(packages {names}). Install them with: "
        f"{system_libs.install_hint(missing.packages, family)}"
    )


def launch_problems(
    env: Mapping[str, str],
    present: Callable[[str], bool] | None = None,
    socket_dir: Path = X11_SOCKET_DIR,
) -> list[str]:
    """Everything that would stop the window from opening on Linux, in words (Qt
    itself would abort with SIGABRT): missing libraries first, then the display."""
    if not IS_LINUX:
        return []
    problems = [libraries_problem(env, present)]
    if qt_platform(env) not in HEADLESS_PLATFORMS:
        problems.append(display_problem(env, socket_dir))
    return [p for p in problems if p is not None]


def check_qt_system_libraries() -> None:
    """Before the tests (offscreen): stop, in words, when libraries Qt loads are missing
    (pytest would die of an INTERNALERROR while loading its Qt plugin, before any test,
    engine tests included); warn, and go on, when no font covers Chinese."""
    if not IS_LINUX:
        return
    problem = libraries_problem({"QT_QPA_PLATFORM": "offscreen"})
    if problem is not None:
        raise BootstrapError(
            f"{problem}\nThe test suite needs them: its Qt plugin loads them before the first test."
        )
    if missing_font_hint():
        say(
            "no font with Chinese glyphs found; Chinese text will show as boxes. "
            f"Install one with: {system_libs.install_hint([system_libs.CJK_FONT])}"
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


def check_can_launch(args: list[str]) -> None:
    """Before ``play`` installs anything: refuse, in words, when the window could not
    open here (no display, missing system libraries) — Qt would abort with SIGABRT
    after minutes of installing. ``--help`` and ``--version`` open no window."""
    if any(a in {"-h", "--help", "--version"} for a in args):
        return
    problems = launch_problems(os.environ)
    if problems:
        raise BootstrapError("\n".join(problems))


def play(args: list[str]) -> int:
    """Launch the game through the installed console script; a Qt abort still gets a
    hint (:func:`check_can_launch` ran before the venv was set up)."""
    script = BIN_DIR / ("jinlami" + EXE_SUFFIX)
    if not script.exists():
        raise BootstrapError(
            f"{script} is missing after installation; delete {STAMP_FILE} and try again"
        )
    if missing_font_hint():
        say(
            "no font with Chinese glyphs found; Chinese text will show as boxes. "
            f"Install one with: {system_libs.install_hint([system_libs.CJK_FONT])}"
        )
    code = run_child([str(script), *args])
    if code == 128 + signal.SIGABRT and not IS_WINDOWS:
        say(
            "Qt aborted while starting; the lines above say why. "
            "`python3 packaging/system_libs.py check` lists missing system libraries; "
            "QT_DEBUG_PLUGINS=1 makes Qt say which file it could not load."
        )
    return code


def test(args: list[str]) -> int:
    """Run pytest from the venv, headless unless the caller chose a Qt platform.

    The suite runs on every core (pytest-xdist ``-n auto``, an idle process taking tests
    queued for a busy one) unless the caller says how (``-n N``, ``--numprocesses``,
    ``-p no:xdist``): a whole run then stays within minutes on a 2-core machine."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    chosen = any(a.startswith(("-n", "--numprocesses", "--dist")) or a == "no:xdist" for a in args)
    parallel = [] if chosen else ["-n", "auto", "--dist", "worksteal"]
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
        if command == "play":
            check_can_launch(rest)
            ensure_venv(RUNTIME)
            return play(rest)
        if command == "test":
            check_qt_system_libraries()
        ensure_venv(DEV)
        if command == "setup":
            return 0
        return test(rest)
    except BootstrapError as exc:
        say(f"error: {exc}")
        return 1
    except KeyboardInterrupt:
        say("interrupted")
        return 130


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
