"""Start-up, the steps around :func:`.main.main`: the QApplication made once, the
questions asked before the window (the data folder in use: quit or read-only), the
window fitted to the screen, and the second step (:class:`Startup`), run from the event
loop once the window's frame is painted — the storage, the window completed, the first
run's welcome or the session, the unattended driver — and the third, once the first
hand is painted (:mod:`.first_hand`): the benchmark's report, then what the first drag
does not need (the statistics database and the first autosave, the fonts' check, the
focus ring, the garbage collector's first look).

A data folder that cannot be used at all (``--data-dir`` names a file …) is said in
words — on standard error, and in a box when attended — and the app plays on keeping
nothing.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication, QWidget

from engine.game_ids import GAME_IDS

from .first_hand import FirstHand
from .gui_gc import install_collector
from .unattended import NO_MATCH, Unattended

if TYPE_CHECKING:
    from tempfile import TemporaryDirectory

    from ..model.preferences import Preferences
    from ..onboarding.welcome import FirstRun
    from ..storage.paths import AppPaths
    from ..storage.session import Storage
    from ..storage.settings import Settings
    from ..window.main_window import MainWindow

__all__ = [
    "FIRST_FRAME_WAIT_MS",
    "Persist",
    "RememberSetup",
    "Startup",
    "StartupReport",
    "application",
    "ask_read_only",
    "autosave_game",
    "delete_now",
    "fit_to_screen",
    "say",
]

#: How long the second step of start-up waits for the window's first frame at most.
FIRST_FRAME_WAIT_MS = 500


def application() -> QApplication:
    """The QApplication: the one there is (``main()`` inside a test session), or a new
    one named for the settings, whose Ctrl-C in the terminal ends it."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    if existing is None:
        app.setApplicationName("JinLami")
        # Let Ctrl-C in the terminal end the app; Qt's loop would otherwise swallow it.
        signal.signal(signal.SIGINT, signal.SIG_DFL)
    return app


def delete_now(*objects: QObject) -> None:
    """Delete ``objects`` (and their children) on the spot, not when a garbage
    collection gets round to their Python wrappers."""
    for obj in objects:
        if shiboken6.isValid(obj):
            shiboken6.delete(obj)


class Startup(QObject):
    """The second step of start-up (see :func:`.main.main`), run once from the event loop when
    the window's frame has been painted: the storage (unless another instance holds the
    data folder), the window completed, the table on show, the session started — or the
    first-run welcome, the unattended driver, and the benchmark's report.

    A start-up that fails here ends the app with status 1 and the error on standard error
    (a window with nothing on its table must not be left waiting)."""

    def __init__(
        self,
        app: QApplication,
        args: argparse.Namespace,
        window: MainWindow,
        paths: AppPaths,
        settings: Settings | None,
        held: bool,
        kept: Settings | None,
        readable: Settings | None,
    ) -> None:
        """``paths``: the data folders resolved; ``settings``: the settings file opened
        (``None`` if it cannot be); ``held``: another instance holds the folder; ``kept``:
        the settings to write back (``None``: read-only or unattended); ``readable``: the
        settings to start from (``None``: unattended)."""
        super().__init__()
        self.app = app
        self.args = args
        self.window: MainWindow | None = window
        self.paths = paths
        self.settings = settings
        self.held = held
        self.kept = kept
        self.readable = readable
        self.done = False
        self.code = 0
        self.storage: Storage | None = None
        self.scratch: TemporaryDirectory[str] | None = None
        self.driver: Unattended | None = None
        self.first_run: FirstRun | None = None
        self.first_hand: FirstHand | None = None
        #: Held until the first hand is painted (its first look would walk all of start-up).
        self.collector = install_collector(app)
        self.collector.hold()
        self.unattended = bool(args.smoke or args.screenshot is not None)
        self.bench = bool(os.environ.get("JINLAMI_STARTUP_BENCH"))
        # A window that is never painted (hidden at once, say) is completed all the
        # same.  The timer is this object's own, so it goes with it: a timer left
        # pending past main() kept the window alive into whatever ran next.
        self._fallback = QTimer(self)
        self._fallback.setSingleShot(True)
        self._fallback.timeout.connect(self.proceed)
        self._fallback.start(FIRST_FRAME_WAIT_MS)

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
            import traceback  # lazy: only a start-up that failed

            traceback.print_exc()
            self.code = 1
            self.app.exit(1)

    def _check_fonts(self) -> None:
        """Text that the installed fonts would draw as boxes is said on standard error
        and, when English can still be drawn, in a message box (after the first hand:
        the check lays out text in every script)."""
        from ..ui.glyph_check import font_coverage  # lazy: after the frame

        coverage = font_coverage()
        if coverage.ok:
            return
        say(coverage.report())
        if not (self.unattended or self.bench) and "Latin" not in coverage.missing:
            from PySide6.QtWidgets import QMessageBox  # lazy: only when fonts are missing

            box = QMessageBox(QMessageBox.Icon.Warning, "金拉米 Desktop", coverage.english())
            box.setParent(self.window, box.windowFlags())
            box.setModal(False)
            box.show()

    def _complete(self) -> None:
        # lazy: start-up time (the frame is shown before these load)
        from ..games.registry import entry, stats_parts
        from ..storage.errors import StorageError
        from ..storage.session import Storage
        from ..words.texts import data_dir_unusable_text

        args, window, app, paths, held = self.args, self.window, self.app, self.paths, self.held
        assert window is not None  # until close()
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
            say(data_dir_unusable_text(str(paths.data_dir)))
        if held:
            # Read-only: the sound cache goes to a folder of this run's own.
            import tempfile  # lazy: only a read-only run

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
                game = autosave_game(self.storage) or game  # the driver follows it
            setup = entry(game).setup_choices().first_setup(args.seed, args.players)
        if args.deal_words is not None:  # --deal-words: the first match from the words
            from ..model.fairness import with_deal_words  # lazy: only with the option

            setup = with_deal_words(setup, args.deal_words, args.seed)
        # Only the game on show is built (game_tables.py).
        window.complete(self.storage, sound_dir=sound_dir, game=game)
        if held:
            window.set_read_only(True)
        if kept is not None:
            from ..model.preferences import store_preferences  # lazy: start-up time

            window.on_prefs_changed = Persist(kept, store_preferences)
            window.on_setup_chosen = RememberSetup(kept)
        if self.unattended:
            self.driver = Unattended(
                app, window, args.screenshot, args.screenshot_at, game, args.players
            )
        if open_problem is not None:
            window.commands.tell_problems(
                [(open_problem, {"path": str(paths.data_dir)}, None)], dialog=not self.unattended
            )
        if self.settings is not None and self.settings.problem is not None:
            # Not a file where the settings go: played on with the defaults, told.
            window.commands.tell_problems(
                [("settings_not_a_file", {"path": str(self.settings.path)}, None)],
                dialog=not self.unattended,
            )
        # The statistics database and the first autosave wait for the first hand's frame.
        window.commands.hold_start_up()
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
        elif not (self.unattended and args.screenshot_at in NO_MATCH):  # no match yet
            window.start_session(
                setup, unattended=self.unattended or self.bench, defer=True, resume=args.resume
            )
        self._after_first_hand(window)

    def _after_first_hand(self, window: MainWindow) -> None:
        """Once the table on show has painted the player's hand (at once when no hand was
        dealt): the benchmark's ``ready`` (it quits), then what the first drag does not
        need — the deferred storage start-up, the fonts' check, the focus ring (it has
        nothing to mark before the first key or dialog), the garbage collector."""
        work: list[Callable[[], object]] = [StartupReport(self.app)] if self.bench else []
        work += [
            window.commands.release_start_up,
            self._check_fonts,
            self._install_focus_rings,
            self.collector.release,
        ]
        scene = window.current_ui().scene
        self.first_hand = FirstHand(window.current_ui().view, scene.hand_cards, work, self)
        if not scene.hand_cards():  # the welcome, a resume question, no match
            self.first_hand.without_hand()

    @Slot()
    def _install_focus_rings(self) -> None:
        from ..ui.focus_ring import install_focus_rings  # lazy: start-up time (after the frame)

        install_focus_rings(self.app)

    def close(self) -> None:
        """After the event loop: the driver, the welcome and the window go (nothing here
        keeps them past :func:`main`), the storage closes, the read-only run's scratch
        folder is removed."""
        self._fallback.stop()
        if self.first_hand is not None:
            self.first_hand.cancel()
            self.first_hand = None
        self.collector.release()
        self.window = None
        self.driver = None
        self.first_run = None
        if self.storage is not None:
            self.storage.close()
            self.storage = None
        if self.scratch is not None:
            self.scratch.cleanup()
            self.scratch = None


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move the window so that its whole frame lies inside the screen's free
    area (:func:`~jinlami_desktop.ui.screen_fit.fit_on_screen`): the 1280×800 default
    on a 1024×640 screen would put the player's hand and the status line below the
    screen's edge."""
    # lazy: start-up time (the window layer is imported with the window)
    from ..ui.screen_fit import fit_on_screen

    fit_on_screen(window)


def autosave_game(storage: Storage) -> str | None:
    """The game of the resumable autosave (``--resume``), read from its header."""
    from ..games.registry import find  # lazy: start-up time (after the frame)

    info = storage.saves.autosave_info()
    if info is None or info.error is not None or find(info.game) is None:
        return None
    return str(info.game)


def say(text: str) -> None:
    """A message for the terminal (standard error), in the interface language."""
    print(f"jinlami: {text}", file=sys.stderr, flush=True)


def ask_read_only(text: str) -> bool:
    """The data folder is in use: ask whether to quit (False) or open read-only (True)."""
    # lazy: only a data folder in use asks
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


class StartupReport:
    """Prints the wall-clock time when the table on show has painted its first hand
    (start-up benchmark: a card can be dragged), and the peak memory so far, then quits."""

    def __init__(self, app: QApplication) -> None:
        self.app = app

    def __call__(self) -> None:
        print(f"ready-at {time.time():.4f}", flush=True)
        peak = peak_rss_kib()
        if peak is not None:
            print(f"peak-rss-kib {peak}", flush=True)
        self.app.quit()


def peak_rss_kib() -> int | None:
    """The process's peak resident memory so far, in KiB (Linux's ``VmHWM``), or
    ``None`` where ``/proc`` does not say."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None


class RememberSetup:
    """Stores the new-match choices (a callable, not a lambda)."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def __call__(self, setup: object) -> None:
        from ..games.registry import entry_of_setup  # lazy: start-up time

        game = entry_of_setup(setup)
        try:
            self.settings.last_game = game.id
            game.setup_choices().remember_setup(self.settings, setup)
        except ValueError:
            return
        self.settings.sync()


class Persist:
    """Writes preferences back to the settings file (a callable, not a lambda)."""

    def __init__(self, settings: Settings, store: Callable[[Settings, Preferences], None]) -> None:
        self.settings = settings
        self.store = store

    def __call__(self, prefs: Preferences) -> None:
        self.store(self.settings, prefs)
        self.settings.sync()
