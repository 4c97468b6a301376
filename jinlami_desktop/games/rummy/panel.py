"""The score panel beside the 拉米纸牌 table: every seat with its total and cards, the
target, hand, dealer, stock, whose turn, the last move, Undo / Next hand and the move log
of the hand (every seat's moves, in words, as public as the view is); and the replay
strip above the table while a recorded hand is stepped through.

Why widgets and not scene text (as the 金拉米 side panel): labels in a layout wrap,
translate and are read by screen readers; the table keeps its room for the cards.  The
panel only draws :class:`~.snapshot.RummySnapshot`\\ s; its buttons are wired by the
window to the controller.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from engine.rummy.state import RummyPhase

from ...model.replay import ReplayStatus
from ...ui.move_log import MoveLog
from ...ui.replay_bar import ReplayBar
from ...ui.steady_label import SteadyHeight
from ...ui.widgets import PanelFrame
from ...words.line_breaks import keep_move_line, keep_tail, keep_words_whole
from ...words.texts import players_text
from .layout import seat_sides
from .move_words import event_texts
from .snapshot import RummySnapshot
from .words import rummy_bot_name, rummy_how_out_text, rummy_prompt, rummy_seat_name

__all__ = [
    "RummyPanel",
    "RummyReplayBar",
    "bot_names",
    "last_move_text",
    "move_lines",
    "seat_names",
]

MAX_SEATS = 4


def seat_names(snap: RummySnapshot) -> tuple[str, ...]:
    """Every seat's name as the table shows it: "You", "Grace (Hard)" …"""
    sides = seat_sides(len(snap.names))
    return tuple(rummy_seat_name(sides[i], level) for i, level in enumerate(snap.names))


def bot_names(snap: RummySnapshot) -> tuple[str, ...]:
    """Every seat's short name, without the level: "You", "Grace" … (whose meld a
    card went onto)."""
    sides = seat_sides(len(snap.names))
    return tuple(rummy_bot_name(sides[i], level) for i, level in enumerate(snap.names))


class RummyPanel(PanelFrame):
    """Draws snapshots; ``undo_button`` and ``next_button`` are connected by the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("rummyPanel", parent)
        self.snap: RummySnapshot | None = None
        self.replay = False
        lay = self.column
        self.title = self._label(bold=True, name="rummyTitle")
        self.target_label = self._label(small=True, name="rummyTarget")
        lay.addWidget(self.title)
        lay.addWidget(self.target_label)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        self.seat_labels: list[QLabel] = []
        self.count_labels: list[QLabel] = []
        self.score_labels: list[QLabel] = []
        for i in range(MAX_SEATS):
            name = self._label(name=f"rummySeat{i}")
            count = self._label(small=True, name=f"rummyCards{i}")
            score = self._label(bold=True, name=f"rummyScore{i}")
            grid.addWidget(name, i, 0)
            grid.addWidget(count, i, 1)
            grid.addWidget(score, i, 2)
            self.seat_labels.append(name)
            self.count_labels.append(count)
            self.score_labels.append(score)
        grid.setColumnStretch(0, 1)
        lay.addLayout(grid)
        lay.addWidget(self._rule())
        self.hand_label = self._label(name="rummyHand")
        self.dealer_label = self._label(name="rummyDealer")
        self.stock_label = self._label(name="rummyStock")
        self.turns_label = self._label(small=True, name="rummyTurns")
        for w in (self.hand_label, self.dealer_label, self.stock_label, self.turns_label):
            lay.addWidget(w)
        lay.addWidget(self._rule())
        self.turn_label = self._label(bold=True, name="rummyTurn")
        # The turn line keeps the height of its longest prompt: Undo under it no longer
        # jumps a line from one seat's turn to the next.
        self.turn_height = SteadyHeight(self.turn_label)
        self.last_move_label = self._label(small=True, name="rummyLastMove")
        lay.addWidget(self.turn_label)
        self.undo_button = self._button("rummyUndoButton")
        self.next_button = self._button("rummyNextHandButton")
        lay.addWidget(self.undo_button)
        lay.addWidget(self.next_button)
        # No hand yet (the welcome's or the resume prompt's backdrop): no Undo, no Next hand.
        for b in (self.undo_button, self.next_button):
            b.setVisible(False)
        # The last move under the buttons: your own lay-off's words ("You laid off ♣6 on
        # West's set ♠6 ♥6 ♦6") took a second line above Undo just as you went for it.
        lay.addWidget(self.last_move_label)
        lay.addWidget(self._rule())
        self.log_title = self._label(bold=True, name="rummyMoveLogTitle")
        self.move_log = MoveLog(self, "rummyMoveLog")
        lay.addWidget(self.log_title)
        lay.addWidget(self.move_log, 1)  # the log takes the height the panel has left
        self.retranslate()

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Moves of this hand"))
        self.move_log.setAccessibleName(self.tr("Moves of this hand"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setToolTip(self.tr("Take back your last meld or lay-off this turn"))
        self.next_button.setText(self.tr("Next hand"))
        self.next_button.setToolTip(self.tr("Deal the next hand (Ctrl+Enter)"))
        if self.snap is not None:
            self.update_from(self.snap, self.replay)
        else:
            self.title.setText(self.tr("Rummy"))
            self.turn_label.setText(self._no_match())

    def _no_match(self) -> str:
        return keep_words_whole(self.tr("Start a new match from the Game menu"))

    def _saved_waits(self) -> str:
        """Behind the resume prompt (and after Later): the saved match is not dealt."""
        return keep_words_whole(
            self.tr("Your unfinished match is saved: Game → Resume unfinished match…")
        )

    def _thinking(self, name: str) -> str:
        return keep_words_whole(self.tr("{name} is thinking…").format(name=name))

    def _replaying(self) -> str:
        return keep_words_whole(self.tr("Every hand is shown face up"))

    def _match_over(self) -> str:
        return keep_words_whole(self.tr("The match is over"))

    def _turn_texts(self, names: tuple[str, ...]) -> list[str]:
        """Everything the turn line may say with these seats (its height is the tallest)."""
        mine = [rummy_prompt(phase, True) for phase in ("draw", "play", "over")]
        seats = [t for n in names for t in (rummy_prompt("draw", False, n), self._thinking(n))]
        ends = (self._replaying(), self._match_over(), self._no_match(), self._saved_waits())
        return [*mine, *seats, *ends]

    def update_from(self, snap: RummySnapshot, replay: bool = False) -> None:
        """Refresh every label and button from a controller snapshot (``replay``: a
        recorded hand is shown, nothing is playable)."""
        self.snap = snap
        self.replay = replay
        names = seat_names(snap)
        n = len(snap.names)
        view = snap.view
        self.title.setText(self.tr("Rummy — {players}").format(players=players_text(n)))
        self.target_label.setText(self.tr("First to {target} points").format(target=snap.target))
        to_act = view.to_act if view is not None and view.phase is not RummyPhase.OVER else -1
        for i in range(MAX_SEATS):
            shown = i < n
            # the score is said once, on the felt's scoreboard: the seats' column of it
            # here stays hidden (the cards each seat holds are said here only)
            self.score_labels[i].setVisible(False)
            for label in (self.seat_labels[i], self.count_labels[i]):
                label.setVisible(shown)
            if not shown:
                continue
            mark = "▶ " if i == to_act else ""
            dealer = " ◆" if view is not None and i == view.dealer else ""
            # The dealer's ◆ wraps with the name, never alone on a second line.
            self.seat_labels[i].setText(keep_tail(f"{mark}{names[i]}{dealer}"))
            self.score_labels[i].setText(str(snap.scores[i]) if i < len(snap.scores) else "0")
            count = view.card_counts[i] if view is not None else 0
            self.count_labels[i].setText(self.tr("%n card(s)", "", count) if view else "")
        self.seat_labels[0].setToolTip(self.tr("◆ marks the dealer; ▶ whose turn it is"))
        if view is None:
            for label in (self.dealer_label, self.stock_label, self.turns_label):
                label.setText("")
            hand = self.tr("Hand {n}").format(n=snap.hand_number)
            offered = snap.hand_number > 0  # an offered save's: its hand, not "new match"
            self.hand_label.setText(hand if offered else "")
            self.turn_label.setText(self._saved_waits() if offered else self._no_match())
            self.turn_height.set_texts(self._turn_texts(names))
            self.last_move_label.setText("")
            self.move_log.clear()
            self.undo_button.setEnabled(False)
            self.undo_button.setVisible(False)
            self.next_button.setVisible(False)
            return
        self.hand_label.setText(self.tr("Hand {n}").format(n=snap.hand_number))
        self.dealer_label.setText(self.tr("Dealer: {name}").format(name=names[view.dealer]))
        stock = self.tr("Stock: %n card(s)", "", view.stock_count)
        if view.turnovers:
            stock = self.tr("{stock} (turned over once: the next run-out ends the hand)").format(
                stock=stock
            )
        self.stock_label.setText(stock)
        self.turns_label.setText(
            self.tr("Turn {turn} of {limit}").format(
                turn=min(view.turn + 1, view.rules.turn_limit), limit=view.rules.turn_limit
            )
        )
        my_turn = view.my_turn
        phase = view.phase.value
        if replay:
            self.hand_label.setText(self.tr("Replay of hand {n}").format(n=snap.hand_number))
            self.turn_label.setText(self._replaying())
        elif snap.match_over and view.phase is not RummyPhase.OVER:
            self.turn_label.setText(self._match_over())
        elif snap.thinking is not None and not my_turn and view.phase is not RummyPhase.OVER:
            self.turn_label.setText(self._thinking(names[snap.thinking]))
        else:
            self.turn_label.setText(rummy_prompt(phase, my_turn, names[view.to_act]))
        self.turn_height.set_texts(self._turn_texts(names))
        # The last card with its word ("上" not alone), the terms whole, as in the log.
        self.last_move_label.setText(keep_move_line(self._last_move(snap, names)))
        self.last_move_label.setVisible(bool(self.last_move_label.text()))
        self.move_log.show_lines(move_lines(snap, names))
        self.undo_button.setEnabled(my_turn and bool(view.turn_steps))
        over = view.phase is RummyPhase.OVER
        self.undo_button.setVisible(not over and not replay)
        self.next_button.setVisible(over and not snap.match_over and not replay)

    @staticmethod
    def _last_move(snap: RummySnapshot, names: tuple[str, ...]) -> str:
        return last_move_text(snap, names)


def last_move_text(snap: RummySnapshot, names: tuple[str, ...]) -> str:
    """The newest move of any seat (as public as the view is)."""
    view = snap.view
    texts = event_texts(view, names, bot_names(snap)) if view is not None else []
    return texts[-1][1] if texts else ""


def move_lines(snap: RummySnapshot, names: tuple[str, ...]) -> list[str]:
    """Every move of the hand so far, one sentence each, from the view's events (redacted
    for its seat: another seat's stock draw never names the card; a lay-off names whose
    meld it went onto)."""
    view = snap.view
    if view is None:
        return []
    return [text for _e, text in event_texts(view, names, bot_names(snap))]


class RummyReplayBar(ReplayBar):
    """The 金拉米 replay strip, fed from Rummy replay snapshots: where we are, what the
    step did (every hand is face up), and Previous / Next / Close."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, name="rummyReplayBar")
        self.rummy_step: tuple[RummySnapshot, ReplayStatus] | None = None

    def show_rummy_step(self, snap: RummySnapshot, status: ReplayStatus) -> None:
        self.rummy_step = (snap, status)
        names = seat_names(snap)
        text = last_move_text(snap, names) if status.index else ""
        view = snap.view
        r = view.result if view is not None else None
        result = None
        if status.at_end and r is not None:
            winner = names[r.winner] if r.winner is not None else ""
            result = rummy_how_out_text(r.how, winner, r.rummy)
        self.show_position(status, text, result)

    def retranslate(self) -> None:
        super().retranslate()
        step = getattr(self, "rummy_step", None)
        if step is not None:
            self.show_rummy_step(*step)
