"""Unattended runs (``--smoke`` and ``--screenshot``): a bot plays the human seat, the
picture is taken, the app quits with a status a check can trust.

They never ask and never keep: an unfinished match is declined (``--resume`` plays it
on instead, so the resume path can be smoke-tested), the player's settings are neither
read nor written, and a data folder another instance is using ends the run with
:data:`LOCKED_EXIT` (a check must not pass while playing nothing it was meant to keep).
``--screenshot-at statistics|review|drills`` look at the data folder instead of playing in it
(:mod:`.data_screens`): no match starts, and what the player would be told about the
folder is said on standard error too.  An exception in a slot, which Qt prints and
forgets, is remembered (:func:`record_exception`) so the run exits non-zero.

The exit statuses (``--help`` lists them): 0 done (for the statistics and the review,
warnings about the data folder on standard error), :data:`FAILED_EXIT`, 2 (argparse's:
a wrong command line), :data:`PICTURE_EXIT`, :data:`LOCKED_EXIT`, :data:`TIMEOUT_EXIT`,
:data:`FONTS_EXIT`.
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
    from ..review.dialog import ReviewWindow
    from ..window.main_window import MainWindow

__all__ = [
    "DATA_SCREENS",
    "FAILED_EXIT",
    "FONTS_EXIT",
    "LOCKED_EXIT",
    "NO_MATCH",
    "PICTURE_EXIT",
    "SCREENS",
    "SMOKE_SPEED",
    "TIMEOUT_EXIT",
    "UNATTENDED_TIMEOUT_MS",
    "Unattended",
    "errors",
    "quiet_preferences",
    "record_exception",
    "say",
]

#: Longest a ``--smoke`` or ``--screenshot`` run may take before it fails.
UNATTENDED_TIMEOUT_MS = 120_000
#: Exit status of an unattended run that failed: an exception (in a slot, at start-up)
#: or a review that could not be computed; the error is on standard error.
FAILED_EXIT = 1
# Status 2 is argparse's: a wrong command line.
#: Exit status of a ``--screenshot`` run whose picture could not be saved.
PICTURE_EXIT = 3
#: Exit status of an unattended run whose data folder another instance is using.
LOCKED_EXIT = 4
#: Exit status of an unattended run that did not end within :data:`UNATTENDED_TIMEOUT_MS`.
TIMEOUT_EXIT = 5
#: Exit status of a ``--smoke`` run whose fonts would draw the app's text as boxes
#: (:mod:`..ui.glyph_check`).
FONTS_EXIT = 6
#: ``--screenshot-at`` screens that show what the data folder holds (:mod:`.data_screens`).
DATA_SCREENS = ("statistics", "review", "drills")
#: ``--screenshot-at`` screens that are not a moment of the hand (no bot plays).
SCREENS = ("welcome", "tutorial", *DATA_SCREENS)
#: ``--screenshot-at`` screens that start no match: the welcome's Play deals it, the
#: statistics and the review look at the data folder as it is.
NO_MATCH = ("welcome", *DATA_SCREENS)
#: How often a ``--screenshot-at review`` run looks whether the review is done, in ms.
_REVIEW_POLL_MS = 200
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


def quiet_preferences(prefs: Preferences, smoke: bool, animations: str | None = None) -> None:
    """An unattended run's pace: moves shown briefly (``--smoke``) or not at all
    (``--screenshot``) unless ``animations`` (``--animations``) says otherwise, bots
    fast (a bot plays every seat: keep the hand short), no sound."""
    prefs.animation_speed = animations or (SMOKE_SPEED if smoke else "off")
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
        #: The review shown for ``--screenshot-at review``.
        self.review: ReviewWindow | None = None
        c = self.ui.controller
        if when in SCREENS:
            QTimer.singleShot(300, self.open_screen)
        else:
            c.set_autoplay("medium")
        c.updated.connect(self.on_update)
        c.hand_finished.connect(self.on_hand_finished)
        #: ``--screenshot-at review``: looks whether the review is done.
        self.review_poll = QTimer(self)
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
        """``--screenshot-at welcome|tutorial|statistics|review|drills``: open that screen, then
        take it."""
        try:
            if self.when in DATA_SCREENS:
                self.open_data_screen()
                return
            from .screens import open_screen  # lazy: only --screenshot-at welcome|tutorial

            self.screen = open_screen(self.window, self.when, self.game, self.players)
        except Exception:
            # Printed and remembered, and the run ends now rather than at the deadline.
            record_exception(*sys.exc_info())
            self.code = FAILED_EXIT
            self.app.quit()
            return
        QTimer.singleShot(800, self.grab)

    def open_data_screen(self) -> None:
        """The statistics window, the drills due today (the daily puzzles without any), or
        the review of the newest recorded hand (taken once it is computed); the folder's
        warnings said on standard error and in the status
        line first."""
        # lazy: only these
        from .data_screens import notes, open_drills, open_last_review, open_statistics

        storage = self.window.storage
        told = notes(storage) if storage is not None else []
        if self.when == "statistics":
            self.screen = open_statistics(self.window)
        elif self.when == "drills":
            self.screen, why = open_drills(self.window)
            told += [why] if why else []
        else:
            review, why = open_last_review(self.window, self.game)
            told += [why] if why else []
            if review is not None:
                self.screen = self.review = review
                review.runner.failed.connect(self.on_review_failed)
                self.review_poll.timeout.connect(self.check_review)
                self.review_poll.start(_REVIEW_POLL_MS)
        for text in told:
            say(text)
        if told:  # one line: the status line's
            self.window.show_status(" — ".join(told), UNATTENDED_TIMEOUT_MS)
        if not self.review_poll.isActive():
            QTimer.singleShot(800, self.grab)

    @Slot()
    def check_review(self) -> None:
        """``--screenshot-at review``: once the review is done, or stopped, take it."""
        review = self.review
        if review is None or review.busy:
            return
        self.review_poll.stop()
        if review.error and not self.code:
            say(review.error)  # the review could not be stored: the window says it too
        QTimer.singleShot(600, self.grab)

    @Slot(int, str)
    def on_review_failed(self, token: int, message: str) -> None:
        """The review's evaluation raised: the run fails (the picture shows the error)."""
        say(message)
        self.code = FAILED_EXIT

    @Slot()
    def grab(self) -> None:
        assert self.screenshot is not None
        self.screenshot.parent.mkdir(parents=True, exist_ok=True)
        shot = self.window.grab()
        if self.screen is not None:
            from .screens import picture  # lazy: only --screenshot-at of a screen

            shot = picture(self.window, self.screen)
        if not shot.save(str(self.screenshot)):
            self.code = PICTURE_EXIT
        dlg = self.ui.result_dialog
        if dlg is not None and dlg.isVisible():
            extra = self.screenshot.with_name(self.screenshot.stem + "-result.png")
            dlg.grab().save(str(extra))
        end = self.window.scores.match_end_dialog
        if end is not None and end.isVisible():
            extra = self.screenshot.with_name(self.screenshot.stem + "-match-end.png")
            if not end.grab().save(str(extra)):
                self.code = PICTURE_EXIT
        self.app.quit()

    @Slot()
    def on_timeout(self) -> None:
        say("unattended run timed out")
        self.code = TIMEOUT_EXIT
        self.app.quit()


def say(text: str) -> None:
    """A line for the check reading standard error."""
    print(f"jinlami: {text}", file=sys.stderr, flush=True)
