"""Application entry point: command line, QApplication, the main window, and the two
unattended modes the acceptance checks use (``--smoke`` and ``--screenshot``).

``--game rummy --players N`` puts 拉米纸牌 on the table for those runs (and for an
attended start); without ``--game`` unattended runs play 金拉米 and an attended start
repeats the game last chosen in the new-match dialog.

Unattended runs decline an unfinished match (a new one starts); with ``--resume`` they
play it on instead, so the resume path can be smoke-tested.

One data folder, one app (:mod:`.instance_lock`): the lock is taken before any store
opens.  A second attended start is told, and quits or plays read-only (no autosave, no
statistics, no settings written; the title says so).  A second *unattended* run
prints why on standard error and exits with status 4 (:data:`LOCKED_EXIT`): a check
must not pass while playing nothing it was meant to keep.  A data folder that cannot be
used at all (``--data-dir`` names a file …) is said in words — on standard error, and in
a box when attended — and the app plays on keeping nothing.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication, QWidget

from engine.game_ids import GAME_IDS

#: Longest a ``--smoke`` or ``--screenshot`` run may take before it fails.
UNATTENDED_TIMEOUT_MS = 120_000
#: Exit status of an unattended run whose data folder another instance is using.
LOCKED_EXIT = 4
#: ``--screenshot-at`` screens that are not a moment of the hand (no bot plays).
SCREENS = ("welcome", "tutorial")
#: Seats' moves are shown briefly in unattended runs.
SMOKE_SPEED = "fast"

_errors: list[str] = []


def _record_exception(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> None:
    """Exceptions in slots are printed by Qt and then forgotten; remember them so an
    unattended run exits non-zero."""
    import traceback  # only ever needed here

    _errors.append("".join(traceback.format_exception(kind, value, tb)))
    sys.__excepthook__(kind, value, tb)


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's own "usage:" heading, in the interface language; section headings end
    with the language's colon too (「用法：」 and 「选项：」, not 「选项:」)."""

    def format_help(self) -> str:
        """argparse writes a heading as ``title + ":"``; the colon is the language's."""
        colon = QCoreApplication.translate("cli", ":", "the colon after a heading")
        text = super().format_help()
        if colon == ":":
            return text
        lines = [
            line[:-1] + colon if line.endswith(":") and not line.startswith(" ") else line
            for line in text.split("\n")
        ]
        return "\n".join(lines)

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None:
            prefix = QCoreApplication.translate("cli", "usage: ")
        super().add_usage(usage, actions, groups, prefix)

    def _format_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None,
    ) -> str:
        """argparse indents wrapped usage lines by the prefix's length in characters; a
        Chinese character takes two columns, so the indent is widened to match."""
        text = super()._format_usage(usage, actions, groups, prefix)
        extra = sum(1 for ch in prefix or "" if unicodedata.east_asian_width(ch) in "WF")
        if not extra:
            return text
        first, *rest = text.split("\n")
        pad = " " * extra
        return "\n".join([first, *(pad + line if line.startswith(" ") else line for line in rest)])


class _VersionAction(argparse.Action):
    """``--version``: prints ``jinlami <version>`` and exits.  The version is looked up
    only then (argparse's own ``version`` action wants the text when the parser is
    built, i.e. a metadata read on every start)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from .. import __version__

        print(f"{parser.prog} {__version__}")  # on standard output, as argparse's own
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """Command-line options; the help texts go through Qt's translation too (context
    ``cli``; ``main`` installs the language before ``--help`` prints them).  The options
    sit in a group of our own so that its heading is translated as well (argparse leaves
    its own, now empty, "options" section out)."""
    top = argparse.ArgumentParser(
        prog="jinlami",
        add_help=False,
        formatter_class=_HelpFormatter,
        description=QCoreApplication.translate(
            "cli",
            "金拉米 Desktop: two card games against bots, 金拉米 (Jin Rummy) and 拉米纸牌 (Rummy).",
        ),
    )
    parser = top.add_argument_group(QCoreApplication.translate("cli", "options"))
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help=QCoreApplication.translate(
            "cli", "keep saves, statistics and settings in DIR instead of the user folders"
        ),
    )
    parser.add_argument(
        "--lang",
        choices=("zh_CN", "en"),
        help=QCoreApplication.translate(
            "cli",
            "language of the interface (default: the saved choice or the system's); the "
            "first run's welcome screen keeps it as the saved choice",
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help=QCoreApplication.translate("cli", "seed of the first match (reproducible)"),
    )
    parser.add_argument(
        "--game",
        choices=GAME_IDS,
        help=QCoreApplication.translate(
            "cli",
            "the game of the first match: jinlami (金拉米, 2 players) or rummy (拉米纸牌, "
            "2-4 players); default: jinlami for --smoke/--screenshot, else the last choice",
        ),
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4),
        metavar="N",
        help=QCoreApplication.translate(
            "cli",
            "number of players (2-4) of 拉米纸牌: with --game rummy, or when it is chosen on "
            "the first run's welcome screen; you and N-1 bots",
        ),
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help=QCoreApplication.translate(
            "cli",
            "start the window, let a medium bot play your seat for one hand against a bot, "
            "then exit 0 (for CI)",
        ),
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help=QCoreApplication.translate(
            "cli",
            "resume the unfinished match without asking (--smoke/--screenshot otherwise "
            "start a new one)",
        ),
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help=QCoreApplication.translate(
            "cli", "save a PNG of the main window in the middle of a hand, then exit"
        ),
    )
    parser.add_argument(
        "--screenshot-at",
        choices=("mid", "end", "match-end", "welcome", "tutorial"),
        default="mid",
        help=QCoreApplication.translate(
            "cli",
            "when --screenshot is taken: mid-hand, after the hand (with result), or after a "
            "whole match (with the match-end screen); or what it shows: the first-run "
            "welcome screen, the tutorial of --game",
        ),
    )
    parser.add_argument(
        "--size",
        default="1280x800",
        metavar="WxH",
        help=QCoreApplication.translate(
            "cli", "window size for --screenshot and --smoke (default 1280x800)"
        ),
    )
    parser.add_argument(
        "--version",
        action=_VersionAction,
        help=QCoreApplication.translate("cli", "show the version and exit"),
    )
    parser.add_argument(
        "-h",
        "--help",
        action="help",
        help=QCoreApplication.translate("cli", "show this help and exit"),
    )
    return top


class Unattended(QObject):
    """Drives ``--smoke`` and ``--screenshot``: a bot plays the human seat, then we quit
    (``--screenshot-at match-end``: it plays every hand of the match, and the picture shows
    the match-end screen too, saved as ``FILE-match-end.png``).

    A QObject with bound-method slots (no lambdas capturing the window: see
    TOOLCHAIN.md about crashes at exit).  ``game``: the registry id of the game played;
    its UI says when the mid-hand picture is taken (``GameUi.mid_hand_moment``).
    """

    def __init__(
        self,
        app: QApplication,
        window: object,
        screenshot: Path | None,
        when: str,
        game: str = GAME_IDS[0],
        players: int | None = None,
    ) -> None:
        super().__init__()
        from ..window.main_window import MainWindow

        assert isinstance(window, MainWindow)
        self.app = app
        self.window = window
        self.screenshot = screenshot
        self.when = when
        self.code = 0
        self.done = False
        self.game = game
        self.players = players  # --players: the seats behind --screenshot-at welcome
        self.ui = window.ui(game)
        #: The welcome screen or tutorial shown for the picture (``--screenshot-at``).
        self.screen: QWidget | None = None
        c = self.ui.controller
        if when in SCREENS:
            QTimer.singleShot(300, self.open_screen)
        else:
            c.set_autoplay("medium")
        c.updated.connect(self.on_update)
        c.hand_finished.connect(self.on_hand_finished)
        self.deadline = QTimer(self)
        self.deadline.setSingleShot(True)
        self.deadline.timeout.connect(self.on_timeout)
        self.deadline.start(UNATTENDED_TIMEOUT_MS)

    @Slot(object)
    def on_update(self, snap: object) -> None:
        """Mid-hand screenshot: at the game's moment, with the seat handed back (the
        bot waits)."""
        if self.done or self.screenshot is None or self.when != "mid":
            return
        if self.ui.mid_hand_moment(snap):
            self.done = True
            self.ui.controller.set_autoplay(None)
            QTimer.singleShot(400, self.grab)

    @Slot(object)
    def on_hand_finished(self, summary: object) -> None:
        if self.done:
            return
        if self.screenshot is not None and self.when == "match-end":
            if self.ui.match_report() is None:  # the match goes on: the next hand
                QTimer.singleShot(0, self.ui.controller.next_hand)
                return
            self.window.scores.show_match_end()
        self.done = True
        if self.screenshot is not None:
            QTimer.singleShot(600, self.grab)
        else:
            QTimer.singleShot(300, self.app.quit)

    @Slot()
    def open_screen(self) -> None:
        """``--screenshot-at welcome|tutorial``: open that screen, then take it."""
        from .screens import open_screen

        self.screen = open_screen(self.window, self.when, self.game, self.players)
        QTimer.singleShot(800, self.grab)

    @Slot()
    def grab(self) -> None:
        assert self.screenshot is not None
        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        shot = self.window.grab()
        if self.screen is not None:
            from .screens import picture

            shot = picture(self.window, self.screen)
        if not shot.save(str(self.screenshot)):
            self.code = 3
        dlg = self.ui.result_dialog
        if dlg is not None and dlg.isVisible():
            extra = self.screenshot.with_name(self.screenshot.stem + "-result.png")
            dlg.grab().save(str(extra))
        end = self.window.scores.match_end_dialog
        if end is not None and end.isVisible():
            extra = self.screenshot.with_name(self.screenshot.stem + "-match-end.png")
            if not end.grab().save(str(extra)):
                self.code = 3
        self.app.quit()

    @Slot()
    def on_timeout(self) -> None:
        print("jinlami: unattended run timed out", file=sys.stderr)
        self.code = 2
        self.app.quit()


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        return (1280, 800)
    return (max(640, w), max(400, h))


def main(argv: list[str] | None = None) -> int:
    """Run the application and return its exit code (console script ``jinlami``).

    Start-up comes in two steps, so that the window is on screen as soon as it can be:
    here the command line, the data folder's lock, the settings, the language and the
    window's frame (``MainWindow(staged=True)``: menus, status line, the felt), shown;
    then, once that frame has been painted, :class:`_Startup` opens the storage,
    completes the window, builds the table on show and starts the session."""
    argv = sys.argv[1:] if argv is None else argv
    if "-h" in argv or "--help" in argv:
        _install_help_language(argv)
    args = build_parser().parse_args(argv)
    if args.data_dir is not None:
        os.environ["JINLAMI_DATA_DIR"] = str(args.data_dir.expanduser().resolve())

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    if existing is None:
        app.setApplicationName("JinLami")
        # Let Ctrl-C in the terminal end the app; Qt's loop would otherwise swallow it.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    from .gui_gc import install_collector

    install_collector(app)  # collections on this thread only, between events
    unattended = args.smoke or args.screenshot is not None
    bench = bool(os.environ.get("JINLAMI_STARTUP_BENCH"))
    if unattended:
        sys.excepthook = _record_exception

    from ..model.preferences import Preferences, load_preferences
    from ..storage.instance_lock import DataLock, held_text
    from ..storage.paths import AppPaths
    from ..storage.settings import Settings
    from ..window.main_window import MainWindow
    from ..words.i18n import install_language

    paths = AppPaths.resolve(args.data_dir)
    # One data folder, one app: the lock comes before any store opens.
    lock = DataLock(paths.data_dir)
    held = lock.acquire() == "held"
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
        text = held_text(paths.data_dir, lock.holder)
        if unattended or bench:
            # Unattended runs never share a folder: a clear message and exit status 4.
            _say(text)
            return LOCKED_EXIT
        if not _ask_read_only(text):
            return 0
    # Read-only (the folder in use): the choices are read, never written back.
    kept, readable = (None, settings) if held else (settings, settings)
    if unattended:
        prefs.animation_speed = SMOKE_SPEED if args.smoke else "off"
        prefs.bot_speed = "fast"  # a bot plays every seat: keep the hand short
        prefs.sound = False
        kept = readable = None  # unattended runs never change the player's settings

    window = MainWindow(prefs, staged=True)
    window.resize(*_size(args.size))
    if not unattended:
        _fit_to_screen(window)
    if readable is not None and readable.window_geometry:
        window.restoreGeometry(QByteArray(readable.window_geometry))
    startup = _Startup(app, args, window, paths, settings, held, kept, readable)
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
    if unattended and _errors:
        code = code or 1
    # Drop the window while QApplication still exists (TOOLCHAIN.md, exit crash), and
    # now: Python's references among its parts form cycles, so `del` alone left it to
    # the garbage collector, which may run in the middle of another window's paint
    # (main() inside a test session) and free Qt objects under it.
    window.shutdown()  # the match in play stays in the autosave for next time
    window.close()
    startup.close()
    _delete_now(startup, window)
    del startup
    del window
    lock.release()
    return code


def _delete_now(*objects: QObject) -> None:
    """Delete ``objects`` (and their children) on the spot, not when a garbage
    collection gets round to their Python wrappers."""
    import shiboken6

    for obj in objects:
        if shiboken6.isValid(obj):
            shiboken6.delete(obj)


#: How long the second step of start-up waits for the window's first frame at most.
_FIRST_FRAME_WAIT_MS = 500


class _Startup(QObject):
    """The second step of start-up (see :func:`main`), run once from the event loop when
    the window's frame has been painted: the storage (unless another instance holds the
    data folder), the window completed, the table on show, the session started — or the
    first-run welcome, the unattended driver, and the benchmark's report.

    A start-up that fails here ends the app with status 1 and the error on standard error
    (a window with nothing on its table must not be left waiting)."""

    def __init__(
        self,
        app: QApplication,
        args: argparse.Namespace,
        window: Any,
        paths: Any,
        settings: Any,
        held: bool,
        kept: Any,
        readable: Any,
    ) -> None:
        """``paths``: the data folders resolved; ``settings``: the settings file opened
        (``None`` if it cannot be); ``held``: another instance holds the folder; ``kept``:
        the settings to write back (``None``: read-only or unattended); ``readable``: the
        settings to start from (``None``: unattended)."""
        super().__init__()
        self.app = app
        self.args = args
        self.window = window
        self.paths = paths
        self.settings = settings
        self.held = held
        self.kept = kept
        self.readable = readable
        self.done = False
        self.code = 0
        self.storage: Any = None
        self.scratch: Any = None
        self.driver: Unattended | None = None
        self.first_run: Any = None
        self.unattended = bool(args.smoke or args.screenshot is not None)
        self.bench = bool(os.environ.get("JINLAMI_STARTUP_BENCH"))
        # A window that is never painted (hidden at once, say) is completed all the
        # same.  The timer is this object's own, so it goes with it: a timer left
        # pending past main() kept the window alive into whatever ran next.
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.timeout.connect(self.proceed)
        self._fallback.start(_FIRST_FRAME_WAIT_MS)

    @Slot()
    def proceed(self) -> None:
        if self.done:
            return
        self.done = True
        self._fallback.stop()
        if self.bench:
            # Benchmark hook (packaging/startup_bench.py): the window's frame is shown.
            print(f"shown-at {time.time():.4f}", flush=True)
        try:
            self._complete()
        except Exception:
            import traceback

            traceback.print_exc()
            self.code = 1
            self.app.exit(1)

    def _complete(self) -> None:
        from ..games.registry import entry, stats_parts
        from ..storage.errors import StorageError
        from ..storage.session import Storage
        from ..words.texts import data_dir_unusable_text

        args, window, app, paths, held = self.args, self.window, self.app, self.paths, self.held
        open_problem: str | None = None
        if not held:
            try:
                # Damaged files never make this fail; the statistics database opens, and
                # the first deal's autosave is written, from the event loop (session.py).
                self.storage = Storage.open(
                    args.data_dir, parts=stats_parts(), defer_start_up=True, settings=self.settings
                )
            except StorageError as exc:
                open_problem = exc.code  # no folder for our files: play on keeping nothing
        if open_problem is not None:
            _say(data_dir_unusable_text(str(paths.data_dir)))
        if held:
            # Read-only: the sound cache goes to a folder of this run's own.
            import tempfile

            self.scratch = tempfile.TemporaryDirectory(
                prefix="jinlami-", ignore_cleanup_errors=True
            )
            sound_dir = Path(self.scratch.name)
        else:
            sound_dir = paths.data_dir / "sounds"
        kept, readable = self.kept, self.readable
        game = args.game or GAME_IDS[0]
        if readable is not None:
            game = args.game or readable.last_game
            setup = entry(game).setup_choices().stored_setup(readable, args.seed, args.players)
        else:
            if args.resume and self.unattended and self.storage is not None:
                game = _autosave_game(self.storage) or game  # the driver follows it
            setup = entry(game).setup_choices().first_setup(args.seed, args.players)
        # Only the game on show is built (game_tables.py).
        window.complete(self.storage, sound_dir=sound_dir, game=game)
        if held:
            window.set_read_only(True)
        if kept is not None:
            from ..model.preferences import store_preferences

            window.on_prefs_changed = _Persist(kept, store_preferences)
            window.on_setup_chosen = _RememberSetup(kept)
        if self.bench:
            # … and, once the first hand is dealt and the table drawn, ready: then quit.
            QTimer.singleShot(0, _StartupReport(app))
        if self.unattended:
            self.driver = Unattended(
                app, window, args.screenshot, args.screenshot_at, game, args.players
            )
        if open_problem is not None:
            window.commands.tell_problems(
                [(open_problem, {"path": str(paths.data_dir)}, None)], dialog=not self.unattended
            )
        # Warnings, then the resume offer (unattended runs and the start-up benchmark
        # decline it without asking: a modal prompt must never wait for nobody; --resume
        # takes it), or the last setup.
        if kept is not None and kept.first_run and not self.bench:
            # The first run: the welcome screen chooses, then the session starts.
            from ..onboarding.welcome import FirstRun

            self.first_run = FirstRun(
                window,
                kept,
                setup,
                window.on_setup_chosen,
                resume=args.resume,
                language=args.lang,
                players=args.players,
            )
            QTimer.singleShot(0, self.first_run.start)
        elif not (self.unattended and args.screenshot_at == "welcome"):  # no match yet
            window.start_session(
                setup, unattended=self.unattended or self.bench, defer=True, resume=args.resume
            )
        # The keyboard focus is always seen (issue 30): the ring follows it from the
        # event loop's next turn (it has nothing to mark before the first key or dialog).
        QTimer.singleShot(0, self._install_focus_rings)

    @Slot()
    def _install_focus_rings(self) -> None:
        from ..ui.focus_ring import install_focus_rings

        install_focus_rings(self.app)

    def close(self) -> None:
        """After the event loop: the driver, the welcome and the window go (nothing here
        keeps them past :func:`main`), the storage closes, the read-only run's scratch
        folder is removed."""
        self._fallback.stop()
        self.window = None
        self.driver = None
        self.first_run = None
        if self.storage is not None:
            self.storage.close()
            self.storage = None
        if self.scratch is not None:
            self.scratch.cleanup()
            self.scratch = None


def _fit_to_screen(window: Any) -> None:
    """Shrink the window to the screen's free area if it is larger: the 1280×800 default
    on a 1024×640 screen would put the player's hand below the screen's edge (a saved
    geometry, restored afterwards, is Qt's to fit)."""
    screen = window.screen()
    if screen is None:
        return
    free = screen.availableGeometry()
    width, height = min(window.width(), free.width()), min(window.height(), free.height())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
        window.move(free.topLeft())


def _autosave_game(storage: Any) -> str | None:
    """The game of the resumable autosave (``--resume``), read from its header."""
    from ..games.registry import find

    info = storage.saves.autosave_info()
    if info is None or info.error is not None or find(info.game) is None:
        return None
    return str(info.game)


def _say(text: str) -> None:
    """A message for the terminal (standard error), in the interface language."""
    print(f"jinlami: {text}", file=sys.stderr, flush=True)


def _ask_read_only(text: str) -> bool:
    """The data folder is in use: ask whether to quit (False) or open read-only (True)."""
    from PySide6.QtWidgets import QMessageBox

    from ..storage.instance_lock import read_only_text

    box = QMessageBox()
    box.setObjectName("dataFolderInUse")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("DataLock", "Data folder in use"))
    box.setText(text)
    box.setInformativeText(read_only_text())
    read_only = box.addButton(
        QCoreApplication.translate("DataLock", "Open &read-only"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    quit_button = box.addButton(
        QCoreApplication.translate("DataLock", "&Quit"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(quit_button)
    box.exec()
    return box.clickedButton() is read_only


def _install_help_language(argv: list[str]) -> None:
    """``--help`` in the player's language: ``--lang`` or the system's (the settings file
    is not read for this).  A QCoreApplication is enough and needs no display."""
    from ..words.i18n import install_language

    lang = ""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    install_language(app, lang if lang in ("zh_CN", "en") else "")


class _StartupReport:
    """Prints the wall-clock time when the table on show has its first hand dealt and
    drawn (start-up benchmark), then quits."""

    def __init__(self, app: QApplication) -> None:
        self.app = app

    def __call__(self) -> None:
        print(f"ready-at {time.time():.4f}", flush=True)
        self.app.quit()


class _RememberSetup:
    """Stores the new-match choices (a callable, not a lambda)."""

    def __init__(self, settings: Any) -> None:
        self.settings = settings

    def __call__(self, setup: Any) -> None:
        from ..games.registry import entry_of_setup

        game = entry_of_setup(setup)
        try:
            self.settings.last_game = game.id
            game.setup_choices().remember_setup(self.settings, setup)
        except ValueError:
            return
        self.settings.sync()


class _Persist:
    """Writes preferences back to the settings file (a callable, not a lambda)."""

    def __init__(self, settings: object, store: object) -> None:
        self.settings = settings
        self.store = store

    def __call__(self, prefs: object) -> None:
        self.store(self.settings, prefs)  # type: ignore[operator]
        sync = getattr(self.settings, "sync", None)
        if sync is not None:
            sync()
