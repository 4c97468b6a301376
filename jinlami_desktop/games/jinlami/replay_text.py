"""The words of the replay strip for a recorded 金拉米 hand: what the step just shown
did, and at the end how the hand ended (both hands are public in a replay).  Translated
in the strip's context, ``ReplayBar``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import Action

from ...model.replay import ReplayStatus
from ...words.texts import card_symbol, seat_name
from .controller import JinlamiSnapshot
from .words import move_text, result_name

__all__ = ["replay_move_text", "replay_step_words"]


def replay_move_text(action: Action | None, player: int, snap: JinlamiSnapshot) -> str:
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
        return QCoreApplication.translate(
            "ReplayBar", "{name} knocked, the {card} face down"
        ).format(name=name, card=card_symbol(action.card))
    kinds = {"pass": "pass", "discard": "discard", "declare": "declare", "layoff": "layoff"}
    return move_text(kinds.get(kind, kind), "", name, action.card)


def replay_step_words(status: ReplayStatus, snap: JinlamiSnapshot) -> tuple[str, str | None]:
    """The step's move, and (at the end of the hand) its result, for the strip."""
    text = replay_move_text(status.last, status.last_player, snap)
    view = snap.view
    result = None
    if status.at_end and view is not None:
        settlement = view.settlement
        result = result_name(settlement.kind if settlement is not None else "draw")
    return text, result
