"""The entry point, ``main()`` (console script ``jinlami``, ``python -m jinlami_desktop``,
the frozen launcher): command line (:mod:`.cli`), start-up in two steps
(:mod:`.startup`), and the two unattended modes the acceptance checks use, ``--smoke``
and ``--screenshot`` (:mod:`.unattended`; ``--screenshot-at statistics|review`` check a
data folder without playing in it, :mod:`.data_screens`), with the exit statuses that
``--help`` lists.

``--game rummy --players N`` puts 拉米纸牌 on the table for those runs (and for an
attended start); without ``--game`` unattended runs play 金拉米 and an attended start
repeats the game last chosen in the new-match dialog.

One data folder, one app (:mod:`..storage.instance_lock`): the lock is taken before any
store opens.  A second attended start is told, and quits or plays read-only (no
autosave, no statistics, no settings written; the title says so).  A second
*unattended* run prints why on standard error and exits with status 4
(:data:`.unattended.LOCKED_EXIT`).

Fonts that would draw the app's text as boxes (no fontconfig configuration, no Chinese
font: :mod:`..ui.glyph_check`) fail a ``--smoke`` run with status 6
(:data:`.unattended.FONTS_EXIT`) before its window opens, so a package check catches
them; any other start says so once its frame is shown (:mod:`.startup`).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QEvent, QSize

from .cli import install_help_language, parse_arguments, window_size
from .startup import Startup, application, ask_read_only, delete_now, say
from .unattended import (
    FAILED_EXIT,
    FONTS_EXIT,
    LOCKED_EXIT,
    errors,
    quiet_preferences,
    record_exception,
)

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
    args = parse_arguments(argv)
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
    from ..window.placement import WindowPlacement
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
    if args.smoke:  # a check: boxes for text fail it before anything else
        from ..ui.glyph_check import font_coverage  # lazy: only --smoke checks here

        coverage = font_coverage()
        if not coverage.ok:
            say(coverage.report())
            lock.release()
            return FONTS_EXIT
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
        quiet_preferences(prefs, smoke=args.smoke, animations=args.animations)
        kept = readable = None  # unattended runs never change the player's settings

    window = MainWindow(prefs, staged=True)
    placement = WindowPlacement(window)
    startup = Startup(app, args, window, paths, settings, held, kept, readable)
    window.when_first_painted(startup.proceed)
    if unattended:  # --size exactly, wherever the screen is
        window.resize(*window_size(args.size))
        window.show()
    else:  # inside the screen, frame and all; as last closed, or maximised on a large one
        placement.open(
            QSize(*window_size(args.size)),
            readable.window_geometry if readable is not None else b"",
            readable.window_maximized if readable is not None else False,
        )
    code = app.exec()
    # Closing the windows on quit may post a second Quit; left queued it would end the
    # next event loop of this thread at once (main() inside a test session).
    QCoreApplication.removePostedEvents(app, QEvent.Type.Quit)
    if kept is not None:
        placement.remember(kept)
        kept.sync()
    code = code or startup.code
    if startup.driver is not None:
        code = code or startup.driver.code
    if unattended and errors:
        code = code or FAILED_EXIT
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
