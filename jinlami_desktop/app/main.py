"""The entry point, ``main()`` (console script ``jinlami``, ``python -m jinlami_desktop``,
the frozen launcher): command line (:mod:`.cli`), start-up in two steps
(:mod:`.startup`), and the two unattended modes the acceptance checks use, ``--smoke``
and ``--screenshot`` (:mod:`.unattended`).

``--game rummy --players N`` puts 拉米纸牌 on the table for those runs (and for an
attended start); without ``--game`` unattended runs play 金拉米 and an attended start
repeats the game last chosen in the new-match dialog.

One data folder, one app (:mod:`..storage.instance_lock`): the lock is taken before any
store opens.  A second attended start is told, and quits or plays read-only (no
autosave, no statistics, no settings written; the title says so).  A second
*unattended* run prints why on standard error and exits with status 4
(:data:`.unattended.LOCKED_EXIT`).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent

from .cli import build_parser, install_help_language, window_size
from .startup import Startup, application, ask_read_only, delete_now, fit_to_screen, say
from .unattended import LOCKED_EXIT, errors, quiet_preferences, record_exception

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run the application and return its exit code (console script ``jinlami``).

    Start-up comes in two steps, so that the window is on screen as soon as it can be:
    here the command line, the data folder's lock, the settings, the language and the
    window's frame (``MainWindow(staged=True)``: menus, status line, the felt), shown;
    then, once that frame has been painted, :class:`.startup.Startup` opens the storage,
    completes the window, builds the table on show and starts the session."""
    argv = sys.argv[1:] if argv is None else argv
    if "-h" in argv or "--help" in argv:
        install_help_language(argv)
    args = build_parser().parse_args(argv)
    if args.data_dir is not None:
        os.environ["JINLAMI_DATA_DIR"] = str(args.data_dir.expanduser().resolve())

    app = application()
    from .gui_gc import install_collector  # lazy: start-up time (after the command line)

    install_collector(app)  # collections on this thread only, between events
    unattended = args.smoke or args.screenshot is not None
    bench = bool(os.environ.get("JINLAMI_STARTUP_BENCH"))
    if unattended:
        sys.excepthook = record_exception

    # lazy: start-up time (--help and --version load none of these)
    from ..model.preferences import Preferences, load_preferences
    from ..storage.instance_lock import DataLock
    from ..storage.paths import AppPaths
    from ..storage.settings import Settings
    from ..window.main_window import MainWindow
    from ..words.i18n import install_language

    paths = AppPaths.resolve(args.data_dir)
    # One data folder, one app: the lock comes before any store opens.
    lock = DataLock(paths.data_dir)
    # "held": another app lives on it; "blocked": a folder (…) where the lock goes, so no
    # one can tell.  Both ask; "unavailable" (a read-only folder …) runs on as without.
    held = lock.acquire() in ("held", "blocked")
    settings: Settings | None
    try:
        settings = Settings(paths.settings_file)  # read only below when held
    except OSError:
        settings = None  # --data-dir names a file: no settings either
    prefs = load_preferences(settings) if settings is not None else Preferences()
    # --lang is for this run only: the stored choice ("" = the system's) stays as it is
    # (but on a first run, where the welcome stores it as the player's choice).
    install_language(app, args.lang or prefs.language)
    if held:
        text = lock.refusal_text(paths.data_dir)
        if unattended or bench:
            # Unattended runs never share a folder: a clear message and exit status 4.
            say(text)
            return LOCKED_EXIT
        if not ask_read_only(text):
            return 0
    # Read-only (the folder in use): the choices are read, never written back.
    kept, readable = (None, settings) if held else (settings, settings)
    if unattended:
        quiet_preferences(prefs, smoke=args.smoke)
        kept = readable = None  # unattended runs never change the player's settings

    window = MainWindow(prefs, staged=True)
    window.resize(*window_size(args.size))
    if not unattended:
        fit_to_screen(window)
    if readable is not None and readable.window_geometry:
        window.restoreGeometry(QByteArray(readable.window_geometry))
    startup = Startup(app, args, window, paths, settings, held, kept, readable)
    window.when_first_painted(startup.proceed)
    window.show()
    code = app.exec()
    # Closing the windows on quit may post a second Quit; left queued it would end the
    # next event loop of this thread at once (main() inside a test session).
    QCoreApplication.removePostedEvents(app, QEvent.Type.Quit)
    if kept is not None:
        kept.window_geometry = bytes(window.saveGeometry().data())
        kept.sync()
    code = code or startup.code
    if startup.driver is not None:
        code = code or startup.driver.code
    if unattended and errors:
        code = code or 1
    # Drop the window while QApplication still exists (TOOLCHAIN.md, exit crash), and
    # now: Python's references among its parts form cycles, so `del` alone left it to
    # the garbage collector, which may run in the middle of another window's paint
    # (main() inside a test session) and free Qt objects under it.
    window.shutdown()  # the match in play stays in the autosave for next time
    window.close()
    startup.close()
    delete_now(startup, window)
    del startup
    del window
    lock.release()
    return code
