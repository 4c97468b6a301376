"""Unattended runs (``--smoke`` and ``--screenshot``): a bot plays the human seat, the
picture is taken, the app quits with a status a check can trust.

They never ask and never keep: an unfinished match is declined (``--resume`` plays it
on instead, so the resume path can be smoke-tested), the player's settings are neither
read nor written, and a data folder another instance is using ends the run with
:data:`LOCKED_EXIT` (a check must not pass while playing nothing it was meant to keep).
An exception in a slot, which Qt prints and forgets, is remembered
(:func:`record_exception`) so the run exits non-zero.
"""

from __future__ import annotations

import sys
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Slot
from PySide6.QtWidgets import QApplication, QWidget

from engine.game_ids import GAME_IDS

if TYPE_CHECKING:
    from ..model.preferences import Preferences
    from ..window.main_window import MainWindow

__all__ = [
    "LOCKED_EXIT",
    "SCREENS",
    "SMOKE_SPEED",
    "UNATTENDED_TIMEOUT_MS",
    "Unattended",
    "errors",
    "quiet_preferences",
    "record_exception",
]

#: Longest a ``--smoke`` or ``--screenshot`` run may take before it fails.
UNATTENDED_TIMEOUT_MS = 120_000
#: Exit status of an unattended run whose data folder another instance is using.
LOCKED_EXIT = 4
#: ``--screenshot-at`` screens that are not a moment of the hand (no bot plays).
SCREENS = ("welcome", "tutorial")
#: Seats' moves are shown briefly in unattended runs.
SMOKE_SPEED = "fast"

#: The exceptions raised in slots during an unattended run (:func:`record_exception`).
errors: list[str] = []


def record_exception(
    kind: type[BaseException], value: BaseException, tb: TracebackType | None
) -> None:
    """Exceptions in slots are printed by Qt and then forgotten; remember them so an
    unattended run exits non-zero."""
    import traceback  # lazy: only an exception needs it

    errors.append("".join(traceback.format_exception(kind, value, tb)))
    sys.__excepthook__(kind, value, tb)


def quiet_preferences(prefs: Preferences, smoke: bool) -> None:
    """An unattended run's pace: moves shown briefly (``--smoke``) or not at all
    (``--screenshot``), bots fast (a bot plays every seat: keep the hand short), no
    sound."""
    prefs.animation_speed = SMOKE_SPEED if smoke else "off"
    prefs.bot_speed = "fast"
    prefs.sound = False


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
        window: MainWindow,
        screenshot: Path | None,
        when: str,
        game: str = GAME_IDS[0],
        players: int | None = None,
    ) -> None:
        super().__init__()
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
        from .screens import open_screen  # lazy: only --screenshot-at welcome|tutorial

        self.screen = open_screen(self.window, self.when, self.game, self.players)
        QTimer.singleShot(800, self.grab)

    @Slot()
    def grab(self) -> None:
        assert self.screenshot is not None
        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        shot = self.window.grab()
        if self.screen is not None:
            from .screens import picture  # lazy: only --screenshot-at welcome|tutorial

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
