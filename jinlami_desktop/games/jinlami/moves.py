"""What a gesture on the 金拉米 table asks for: the engine action and where it was asked.

Why a part of its own: the table never judges a move (the controller has the last
word), but it knows what each gesture means — a card dropped on the knock area knocks
with it, on a meld lays it off, on the pile discards it; Enter or a double-click plays
the obvious move (discard; while laying off, onto the first meld the card fits) — and
which drop zones light up in a drag (the view's legal actions, for highlighting only).
A move becomes ``requested(Request)`` (:func:`table_request`: asked where it points,
where a refusal is said); a gesture that asks for nothing is refused on the spot
(``refused_here(code, Spot)``).  :class:`TableMoves` is held by
:class:`~.scene.JinlamiScene` as ``scene.moves``; it reads the table's view through
:class:`ViewSource`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from engine import Action, Card, Phase, PlayerView

from ...play.request import Request
from ...table.callout import Spot
from ...table.items import ZoneItem

__all__ = ["TableMoves", "ViewSource", "origin_of", "table_request"]


def origin_of(action: Action) -> Spot:
    """What a move on the table points at, where its refusal is said: the pile drawn
    from (or passed), the knock area, the meld laid off on, else the card played."""
    kind = action.kind
    if kind == "draw_stock":
        return Spot("stock")
    if kind in ("draw_discard", "pass"):
        return Spot("discard")
    if kind == "knock":
        return Spot("knock")
    if kind == "layoff" and action.target >= 0:
        return Spot("meld", index=action.target)
    return Spot("card", action.card) if action.card is not None else Spot("hand")


def table_request(action: Action) -> Request:
    """The table's request for ``action``, asked where the move points."""
    return Request(action, origin_of(action))


class ViewSource(Protocol):
    """What the moves need of the table: the shown seat's view now."""

    @property
    def view_(self) -> PlayerView | None: ...


class TableMoves:
    """``ask`` an action, the ``obvious_move`` of a card, a drop zone's ``zone_legal``.

    ``request`` receives every request (the scene's ``requested`` signal), ``refuse`` a
    gesture's own refusal, code and spot (the scene's ``refused_here``).
    """

    def __init__(
        self,
        table: ViewSource,
        request: Callable[[Request], object],
        refuse: Callable[[str, Spot], object],
    ) -> None:
        self._table = table
        self._request = request
        self._refused = refuse

    def ask(self, action: Action) -> None:
        """Ask for ``action``, where it points on the table."""
        self._request(table_request(action))

    def draw(self, source: str) -> None:
        """Draw from ``source`` (``stock`` or ``discard``)."""
        self.ask(Action.draw_stock() if source == "stock" else Action.draw_discard())

    def _refuse(self, code: str, spot: Spot) -> None:
        """A gesture that asks for nothing: said at ``spot`` without asking."""
        self._refused(code, spot)

    def obvious_move(self, card: Card) -> None:
        """Double-click / Enter: discard, or lay off on the first meld it fits."""
        view = self._table.view_
        if view is not None and view.phase is Phase.LAYOFF:
            for a in view.legal_actions:
                if a.kind == "layoff" and a.card == card:
                    self.ask(Action.layoff(card, a.target))
                    return
            # not "does not fit on that meld": Enter and a double-click name no meld
            self._refuse("fits_no_meld", Spot("card", card))
            return
        self.ask(Action.discard(card))

    def drop(self, source: str, cards: Sequence[Card], zone: ZoneItem | None) -> None:
        """What a drop of ``cards`` (or a pile's card) on ``zone`` asks for (a hand card
        dropped on the hand is no move: the gestures place it)."""
        if source in ("stock", "discard"):
            if zone is not None and zone.kind == "hand":
                self.draw(source)
            else:
                self._refuse("draw_to_hand", Spot(source))
            return
        if not cards:
            return
        card = cards[0]
        kind = zone.kind if zone is not None else ""
        if kind == "discard":
            self.ask(Action.discard(card))
        elif kind == "knock":
            self.ask(Action.knock(card))
        elif kind == "meld":
            self.ask(Action.layoff(card, zone.index if zone else -1))
        else:
            self._refuse("not_a_target", Spot("card", card))

    # -- legality (for highlighting only; the controller decides) -----------------------------
    def _legal(self, action: Action) -> bool:
        view = self._table.view_
        return view is not None and action in view.legal_actions

    def zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        """Whether dropping ``cards`` (or a pile's card) on ``zone`` would be allowed."""
        if source in ("stock", "discard"):
            act = Action.draw_stock() if source == "stock" else Action.draw_discard()
            return zone.kind == "hand" and self._legal(act)
        if not cards:
            return False
        card = cards[0]
        if zone.kind == "discard":
            return self._legal(Action.discard(card))
        if zone.kind == "knock":
            return self._legal(Action.knock(card))
        if zone.kind == "meld":
            return self._legal(Action.layoff(card, zone.index))
        return zone.kind == "hand"
