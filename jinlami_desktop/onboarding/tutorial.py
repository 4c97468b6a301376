"""The tutorial window: a game's real table with a guide above it that walks through
the game's lesson (``games/<id>/tutorial.py``) one step at a time.

Why a window of its own, over the main window: the tutorial hand is played on the
game's own table (its :class:`~jinlami_desktop.games.protocol.GameUi`: the same scene,
gestures, panel and dialogs as a match), but by a controller of its own with no
storage, so a tutorial hand is never autosaved nor recorded in the statistics, and the
match in the main window is only held (:meth:`MatchControllerBase.hold`: its bots wait,
nothing is abandoned) until the tutorial closes.  The window is window-modal, so the
main table takes no move meanwhile.

Each step names the moves it takes: the controller's ``gate`` refuses any other move
(the card goes back, the guide repeats what to do), and the step is checked against
every snapshot the controller sends (:class:`~.steps.Progress`); when it is done the
next step begins, dealing a new position when it has one.  The bots play the lesson's
scripted moves; after the last step the table is the player's (the gate opens and the
bots play at ``medium``, the level the table names them by).  The words are in the
``Tutorial`` context.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ..games.registry import entry
from ..games.tutorial_steps import Progress, ScriptedBot, Step, never
from ..ui.text_scale import scale_fonts
from ..ui.widgets import TablePage, panel_label, push_button, set_bold

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from engine.actions import Action

    from ..games.protocol import GameUi
    from ..model.preferences import Preferences
    from ..table.card_art import DeckStyle
    from ..ui.dialog_kit import ResultDialog

__all__ = ["REFUSAL", "TutorialHost", "TutorialWindow"]

#: The refusal code of a move the step does not ask for.
REFUSAL = "tutorial_step"
#: The level the bots play at once the lesson is over and the hand is the player's (the
#: level the tutorial's table names them by: ``load_hand``'s own).
FREE_LEVEL = "medium"
#: The guide stands out from the window: a warm paper tone, refusals in dark orange.
GUIDE_STYLE = (
    "#tutorialGuide { background: #fbf1d3; border: none; border-bottom: 1px solid #c9b98a; }"
    " #tutorialGuide QLabel { color: #2b2414; }"
    " #tutorialGuide QLabel#tutorialFeedback { color: #9a3d00; }"
)
#: The guide's words grow with a tall window (× window height / this, at most ×1.35).
GUIDE_BASE_HEIGHT = 800
#: How the guide's word-wrapped labels break their lines (for measuring them).
_WRAP = int(Qt.TextFlag.TextWordWrap.value)


class TutorialHost(Protocol):
    """What the tutorial needs of the main window."""

    @property
    def prefs(self) -> Preferences: ...

    def deck_style(self) -> DeckStyle: ...
    def play_sound(self, name: str) -> None: ...
    def uis(self) -> Iterable[GameUi]: ...
    def choose_match(self, setup: object | None = None) -> None: ...
    def start_match(self, setup: object) -> None: ...


class TutorialWindow(QWidget):
    """One game's tutorial hand: the guide over the game's table."""

    #: The tutorial window closed (the held match plays on).
    closed = Signal()

    def __init__(self, host: TutorialHost, game_id: str, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("tutorialWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.host = host
        self.game = entry(game_id)
        self.steps: tuple[Step, ...] = self.game.tutorial().lesson().steps
        self.index = -1
        self._bot_seats: tuple[int, ...] = ()
        self._advancing = False
        self._wrong_move = False
        #: The welcome's chosen match, not dealt yet (a first run's "tutorial first"):
        #: closing the tutorial deals it; Play a match… opens New match starting from it.
        self.waiting_setup: object | None = None
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self._clear_status)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.guide = QFrame(self)
        self.guide.setObjectName("tutorialGuide")
        self.guide.setStyleSheet(GUIDE_STYLE)
        guide = QHBoxLayout(self.guide)
        self._guide_row = guide
        guide.setContentsMargins(12, 8, 12, 8)
        words = QVBoxLayout()
        self._words = words
        self.step_label = QLabel(self.guide)
        self.step_label.setObjectName("tutorialStep")
        self.step_label.setWordWrap(True)
        set_bold(self.step_label, 1.15)
        self.instruction = panel_label(self.guide, name="tutorialInstruction")
        font = self.instruction.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.instruction.setFont(font)
        self.feedback = panel_label(self.guide, name="tutorialFeedback")
        for w in (self.step_label, self.instruction, self.feedback):
            words.addWidget(w)
        words.addStretch(1)  # a short step's words stay at the top of the guide
        guide.addLayout(words, 1)
        buttons = QVBoxLayout()
        self._buttons = buttons
        self.next_button = push_button(self.guide, "tutorialNext")
        self.play_button = push_button(self.guide, "tutorialPlay")
        self.close_button = push_button(self.guide, "tutorialClose")
        for b in (self.next_button, self.play_button, self.close_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        guide.addLayout(buttons)
        layout.addWidget(self.guide)

        self.services = _Services(self, host)
        self.ui: GameUi = self.game.make_ui(self.services, self)
        self.table = TablePage(self.ui.replay_bar, self.ui.view, self.ui.panel, self)
        layout.addWidget(self.table, 1)
        self.progress = Progress(self.ui)
        c = self.ui.controller
        c.gate = self._gate
        c.updated.connect(self._on_snapshot)
        c.refused.connect(self._on_refused)
        arranged = getattr(self.ui.panel, "arrange_requested", None)
        if arranged is not None:  # a game whose panel arranges the hand
            arranged.connect(self._on_arranged)
        self.next_button.clicked.connect(self._next_clicked)
        self.play_button.clicked.connect(self._play_match)
        self.close_button.clicked.connect(self.close)
        self.ui.apply_prefs(self.services.prefs)
        self.retranslate()
        self._begin(0)

    # -- the host's match waits ------------------------------------------------------------
    def hold_host(self) -> None:
        """The main window's matches wait while the tutorial is open."""
        for ui in self.host.uis():
            ui.controller.hold()

    def _release_host(self) -> None:
        for ui in self.host.uis():
            ui.controller.release()

    # -- steps -------------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index == len(self.steps) - 1

    def _begin(self, index: int) -> None:
        """Show step ``index``; deal its position, if it has one."""
        self.index = index
        self._wrong_move = False
        self.progress.events.clear()
        step = self.step
        c = self.ui.controller
        if step.deal is not None:
            self.ui.close_result_dialog()
            c.load_hand(step.deal())
            self._bot_seats = tuple(step.bots)
            for seat, moves in step.bots.items():
                c.use_bot(seat, ScriptedBot(moves))
            if step.arrange is not None:
                self.ui.arrange(step.arrange)
        if self.last:
            self._free_table()
        self._clear_status()
        self.retranslate()
        self.ui.view.setFocus()
        self._check()

    def _free_table(self) -> None:
        """The lesson is over: the table is the player's, the bots play for real."""
        c = self.ui.controller
        c.gate = None
        for seat in self._bot_seats:
            c.use_bot(seat, self.game.make_bot(FREE_LEVEL, seed=seat))

    def _check(self) -> None:
        """Is the step done?  Then the next one begins (from the event loop: a deal must
        not start inside the controller's own signal)."""
        step = self.step
        if step.read:
            self.next_button.setEnabled(step.done is never or step.done(self.progress))
            return
        if not self._advancing and step.done(self.progress):
            self._advancing = True
            QTimer.singleShot(0, self._advance)

    @Slot()
    def _advance(self) -> None:
        self._advancing = False
        if not self.last:
            self._begin(self.index + 1)

    @Slot()
    def _next_clicked(self) -> None:
        if self.step.read and not self.last:
            self._begin(self.index + 1)

    def _gate(self, action: Action) -> tuple[str, dict[str, Any]] | None:
        """The controller asks before it applies the player's move: the step's own
        moves pass, any other is refused (with the step's instruction)."""
        return None if self.step.allows(action) else (REFUSAL, {})

    # -- the controller and the table --------------------------------------------------------
    @Slot(object)
    def _on_snapshot(self, snap: object) -> None:
        self.progress.snapshot = snap
        self.progress.events.extend(getattr(snap, "events", ()))
        self._check()

    @Slot(str, object)
    def _on_refused(self, code: str, params: object) -> None:
        if code == REFUSAL:
            self._wrong_move = True
            self._status_timer.stop()
            self._word_feedback()

    @Slot(str)
    def _on_arranged(self, mode: str) -> None:
        self._check()

    def show_status(self, text: str, timeout_ms: int) -> None:
        """The table's own words (a refusal's reason, what a selection is)."""
        self._wrong_move = False
        self.feedback.setText(text)
        self._status_timer.start(max(timeout_ms, 1000))

    @Slot()
    def _clear_status(self) -> None:
        self._wrong_move = False
        self.feedback.setText("")

    @Slot()
    def _play_match(self) -> None:
        """Play a match: the tutorial closes and the main window's New match asks which
        (after the welcome, starting from the match chosen there, still undealt)."""
        waiting, self.waiting_setup = self.waiting_setup, None
        self.close()
        self.host.choose_match(waiting)

    def open_result(
        self, dlg: ResultDialog, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> None:
        """The end of a tutorial hand: its result, over the tutorial's table."""
        if old is not None:
            old.close()
            old.deleteLater()
        dlg.next_hand.connect(next_hand)
        dlg.new_match.connect(self._play_match)
        dlg.show()

    # -- words -----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tutorial: {game}").format(game=self.game.name()))
        step = self.step
        heading, instruction = self._step_words(self.index)
        self.step_label.setText(heading)
        self.instruction.setText(instruction)
        self.next_button.setText(self.tr("&Next"))
        self.next_button.setVisible(step.read and not self.last)
        self.play_button.setText(self.tr("&Play a match…"))
        self.play_button.setVisible(self.last)
        self.close_button.setText(self.tr("&Close tutorial"))
        self.ui.retranslate()
        if self._wrong_move:
            self._word_feedback()
        self._fit_guide()

    def _step_words(self, index: int) -> tuple[str, str]:
        """Step ``index``'s heading and instruction, as the guide shows them."""
        step = self.steps[index]
        heading = self.tr("Step {n} of {count}: {title}").format(
            n=index + 1, count=len(self.steps), title=step.title()
        )
        return heading, step.text()

    def _feedback_words(self, step: Step) -> str:
        """What the guide says to a move the step does not ask for."""
        if step.read:
            return self.tr("Read this step, then click Next.")
        return self.tr("Not that move now: this step is “{title}”, as the line above says.").format(
            title=step.title()
        )

    def _word_feedback(self) -> None:
        self.feedback.setText(self._feedback_words(self.step))

    def _fit_guide(self) -> None:
        """The guide is as tall as its tallest step, so the felt below keeps its height
        from step to step (and when a feedback line comes and goes).

        Why measured rather than left to the layout: each step's words wrap to a different
        number of lines, and the table takes whatever the guide leaves.  The buttons'
        column is as wide as its widest button, shown or not (Next and Play a match… take
        turns), so the words' width — and their wrapping — is the same at every step.
        Word-wrapped plain labels break lines as the font metrics do, so measuring each
        step's words at that width gives the heights the labels will take.
        """
        if not self.isVisible():
            return  # measured at the width it is shown at (showEvent, resizeEvent)
        buttons = (self.next_button, self.play_button, self.close_button)
        column = max(b.sizeHint().width() for b in buttons)
        for b in buttons:
            b.setMinimumWidth(column)
        margins = self._guide_row.contentsMargins()
        gap = max(0, self._guide_row.spacing())
        width = max(1, self.width() - margins.left() - margins.right() - gap - column)
        spacing = max(0, self._words.spacing())

        def tall(label: QLabel, text: str) -> int:
            box = QRect(0, 0, width, 100_000)
            lines = QFontMetrics(label.font()).boundingRect(box, _WRAP, text or " ")
            return lines.height()

        words = 0
        for i, step in enumerate(self.steps):
            heading, instruction = self._step_words(i)
            words = max(
                words,
                tall(self.step_label, heading)
                + tall(self.instruction, instruction)
                + tall(self.feedback, self._feedback_words(step))
                + 2 * spacing,
            )
        shown = 2  # Next or Play a match…, and Close
        column_h = shown * max(b.sizeHint().height() for b in buttons) + self._buttons.spacing()
        frame = self.guide.contentsMargins()  # the style sheet's bottom rule
        self.guide.setMinimumHeight(
            max(words, column_h) + margins.top() + margins.bottom() + frame.top() + frame.bottom()
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A tall window: the guide's words and its buttons grow with it (the table's
        cards do); a button left at the desktop font looked tiny beside the words."""
        scale = min(1.35, max(1.0, event.size().height() / GUIDE_BASE_HEIGHT))
        words = (self.step_label, self.instruction, self.feedback)
        scale_fonts((*words, self.next_button, self.play_button, self.close_button), scale)
        super().resizeEvent(event)
        self._fit_guide()

    def showEvent(self, event: QShowEvent) -> None:
        """The guide is measured for the width the window is shown at."""
        super().showEvent(event)
        self._fit_guide()

    def changeEvent(self, event: QEvent) -> None:
        """A language switch rewords the guide and the table at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """The tutorial's bots stop and the held match plays on (or the welcome's match
        waiting for the tutorial is dealt)."""
        c = self.ui.controller
        c.gate = None
        c.shutdown()
        self.ui.close_result_dialog()
        self._release_host()
        waiting, self.waiting_setup = self.waiting_setup, None
        if waiting is not None:
            self.host.start_match(waiting)
        self.closed.emit()
        super().closeEvent(event)


class _Services:
    """What the tutorial's table gets from around it (the game's ``WindowServices``):
    the player's preferences without the automatic layoff (the lesson asks for it), the
    guide's line for the table's words, the main window's sounds and cards."""

    def __init__(self, window: TutorialWindow, host: TutorialHost) -> None:
        self.window = window
        self.host = host

    @property
    def prefs(self) -> Preferences:
        return replace(self.host.prefs, auto_layoff=False)

    def dialog_parent(self) -> QWidget:
        return self.window

    def show_status(self, text: str, timeout_ms: int) -> None:
        self.window.show_status(text, timeout_ms)

    def clear_status(self) -> None:
        self.window.show_status("", 0)

    def play_sound(self, name: str) -> None:
        self.host.play_sound(name)

    def deck_style(self) -> DeckStyle:
        return self.host.deck_style()

    def is_on_show(self, game_id: str) -> bool:
        return game_id == self.window.game.id

    def set_resign_enabled(self, enabled: bool) -> None:
        """No resigning a tutorial (it has no menu)."""

    def open_result(
        self, dlg: ResultDialog, old: ResultDialog | None, next_hand: Callable[[], object]
    ) -> None:
        self.window.open_result(dlg, old, next_hand)

    def replay_closed(self, game_id: str) -> None:
        """No replays in a tutorial."""

    def show_score_sheet(self) -> None:
        """No score sheet in a tutorial: its hand is not a match worth a sheet."""
