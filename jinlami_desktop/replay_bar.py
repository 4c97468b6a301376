"""The strip above the table while a recorded hand is replayed: where we are, what was
just played, and Previous / Next / Close.

Why a strip and not a dialog: the table must stay fully visible and the buttons must
sit where the eye already is; the strip is hidden outside a replay.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from engine import Action

from .games.jinlami.controller import Snapshot
from .replay import ReplayStatus
from .texts import card_name, move_text, result_name, seat_name
from .widgets import Retranslating, push_button, set_bold

__all__ = ["ReplayBar", "replay_move_text"]


def replay_move_text(action: Action | None, player: int, snap: Snapshot) -> str:
    """What the step just shown did, from the recorded action (both hands are public)."""
    view = snap.view
    if view is None:
        return ""
    names = (seat_name(snap.players[0]), seat_name(snap.players[1]))
    if action is None or player < 0:
        return move_text("deal", "", names[view.dealer], None)
    name = names[player]
    kind = action.kind
    if kind == "draw_stock":
        return move_text("draw", "stock", name, None)
    if kind == "draw_discard":
        taken = next((c for p, c in reversed(view.pickups) if p == player), None)
        return move_text("draw", "discard", name, taken)
    if kind == "knock" and action.card is not None:
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(
            "ReplayBar", "{name} knocked, the {card} face down"
        ).format(name=name, card=card_name(action.card))
    kinds = {"pass": "pass", "discard": "discard", "declare": "declare", "layoff": "layoff"}
    return move_text(kinds.get(kind, kind), "", name, action.card)


class ReplayBar(Retranslating, QFrame):
    """Shows a :class:`~jinlami_desktop.replay.ReplayStatus`; the buttons are wired by the
    window to the controller's ``replay_previous`` / ``replay_next`` / ``end_replay``.

    ``name``: the object name (the 拉米纸牌 strip, :class:`~.rummy.panel.RummyReplayBar`,
    is ``rummyReplayBar``); the style sheet follows it."""

    def __init__(self, parent: QWidget | None = None, *, name: str = "replayBar") -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#{name} {{ background: #f3ead2; }} #{name} QLabel {{ color: #222; }}")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 4, 10, 4)
        self.where = QLabel(self)
        self.where.setObjectName("replayWhere")
        set_bold(self.where)
        self.what = QLabel(self)
        self.what.setObjectName("replayMove")
        self.previous_button = push_button(self, "replayPrevious")
        self.next_button = push_button(self, "replayNext")
        self.close_button = push_button(self, "replayClose")
        lay.addWidget(self.where)
        lay.addWidget(self.what, 1)
        for b in (self.previous_button, self.next_button, self.close_button):
            lay.addWidget(b)
        self.snap: Snapshot | None = None
        self.hide()
        self.retranslate()

    def show_step(self, snap: Snapshot) -> None:
        """Refresh from a replay snapshot (``snap.replay`` is set)."""
        self.snap = snap
        st = snap.replay
        if st is None:
            return
        text = replay_move_text(st.last, st.last_player, snap)
        view = snap.view
        result = None
        if st.at_end and view is not None:
            settlement = view.settlement
            result = result_name(settlement.kind if settlement is not None else "draw")
        self.show_position(st, text, result)

    def show_position(self, status: ReplayStatus, move: str, result: str | None = None) -> None:
        """Show where the replay is, the step's ``move`` and (at the end) the hand's
        ``result``; Previous / Next follow the position.  Both games' strips use it."""
        self.where.setText(
            self.tr("Replay of hand {n}: move {i} of {total}").format(
                n=status.number, i=status.index, total=status.total
            )
        )
        if result is not None:
            move = self.tr("{move} — {result}").format(move=move, result=result)
        self.what.setText(move)
        self.previous_button.setEnabled(not status.at_start)
        self.next_button.setEnabled(not status.at_end)
        self.show()

    def retranslate(self) -> None:
        self.previous_button.setText(self.tr("◀ &Previous"))
        self.next_button.setText(self.tr("&Next ▶"))
        self.close_button.setText(self.tr("&Close replay"))
        self.previous_button.setToolTip(self.tr("One move back"))
        self.next_button.setToolTip(self.tr("One move forward"))
        if self.snap is not None:
            self.show_step(self.snap)
