"""What a gesture on the 拉米纸牌 table asks for, checked against the view first.

Why check before asking: the controller has the last word, but the view's own
``explain_meld`` / ``explain_layoff`` / ``explain_discard`` already know why a move would
be refused, so the table says it at once in the aids' words and sends nothing.  A move
that passes becomes ``requested(Request)`` (the engine action and where on the table it
was asked, where a refusal is said); a group dropped on a table meld is laid
off card by card in an order where each one fits.  :class:`TableMoves` is held by
:class:`~.scene.RummyTableScene` as ``scene.moves``; it also answers which drop zones light
up in a drag.  It reads the table's view through :class:`ViewSource` and speaks through the
aids (:class:`~.aids.SelectionAids`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from engine import Action, Card
from engine.rummy.state import RummyPhase, fits_meld
from engine.rummy.view import RummyView

from ...play.request import Request
from ...table.callout import Spot
from ...table.items import ZoneItem
from .aids import SelectionAids

__all__ = ["TableMoves", "ViewSource"]


class ViewSource(Protocol):
    """What the moves need of the table: the human seat's view now."""

    @property
    def view_(self) -> RummyView | None: ...


class TableMoves:
    """``try_draw``, ``try_meld``, ``try_layoff``, ``try_discard``, ``try_undo``.

    ``request`` receives every checked request (the scene's ``requested`` signal).
    """

    def __init__(
        self, table: ViewSource, aids: SelectionAids, request: Callable[[Request], object]
    ) -> None:
        self._table = table
        self._aids = aids
        self._request = request

    def _emit(self, action: Action, origin: Spot) -> None:
        self._request(Request(action, origin))

    def _turn_problem(self) -> str | None:
        view = self._table.view_
        if view is None or view.phase is RummyPhase.OVER:
            return "hand_over"
        if view.to_act != view.player or not view.legal_actions:
            return "not_your_turn"
        return None

    def try_draw(self, source: str) -> None:
        view = self._table.view_
        problem = self._turn_problem()
        at = Spot(source)
        if problem is None and view is not None and view.phase is not RummyPhase.DRAW:
            params: dict[str, object] = {"phase": "play", "action": "draw_" + source}
            self._aids.refuse("wrong_phase", params, at)
        elif problem is not None:
            self._aids.refuse(problem, spot=at)
        elif source == "stock" and view is not None and not view.stock_count:
            self._aids.refuse("stock_empty", spot=at)
        elif source == "discard" and view is not None and not view.discard_pile:
            self._aids.refuse("discard_empty", spot=at)
        else:
            draw = Action.draw_stock() if source == "stock" else Action.draw_discard()
            self._emit(draw, at)

    def try_meld(self, cards: Sequence[Card]) -> None:
        # lazy: imported on first use, not at start-up
        from .words import rummy_gesture_text

        view = self._table.view_
        if view is None:
            return
        if not cards:
            self._aids.object_to(rummy_gesture_text("nothing_selected"), Spot("table"))
            return
        problem = view.explain_meld(list(cards))
        if problem is not None:
            self._aids.refuse(problem.code, problem.params, Spot("table"))
            return
        self._emit(Action.meld(list(cards)), Spot("table"))

    def try_layoff(self, cards: Sequence[Card], index: int) -> None:
        # lazy: imported on first use, not at start-up
        from .words import rummy_gesture_text

        view = self._table.view_
        if view is None or not cards:
            return
        at = Spot("meld", index=index)
        if len(cards) == 1:
            problem = view.explain_layoff(cards[0], index)
            if problem is not None:
                self._aids.refuse(problem.code, problem.params, at)
            else:
                self._emit(Action.layoff(cards[0], index), at)
            return
        chain = self._layoff_chain(cards, index)
        if chain is None:
            if view.explain_meld(list(cards)) is None:
                # a whole meld dropped onto a meld: meld it
                self._emit(Action.meld(list(cards)), Spot("table"))
            else:
                self._aids.object_to(rummy_gesture_text("group_layoff"), at)
            return
        problem = view.explain_layoff(chain[0], index)
        if problem is not None:
            self._aids.refuse(problem.code, problem.params, at)
            return
        for card in chain:  # one lay-off at a time, in an order where each fits
            self._emit(Action.layoff(card, index), at)

    def _layoff_chain(self, cards: Sequence[Card], index: int) -> list[Card] | None:
        """An order in which ``cards`` can be laid off one by one onto meld ``index``."""
        view = self._table.view_
        if view is None or not 0 <= index < len(view.table_melds):
            return None
        mask = view.table_melds[index].mask
        rest, order = list(cards), []
        while rest:
            fit = next((c for c in rest if fits_meld(mask, c.mask)), None)
            if fit is None:
                return None
            order.append(fit)
            rest.remove(fit)
            mask |= fit.mask
        return order

    def try_discard(self, card: Card) -> None:
        view = self._table.view_
        if view is None:
            return
        problem = view.explain_discard(card)
        if problem is not None:
            self._aids.refuse(problem.code, problem.params, Spot("card", card))
        else:
            self._emit(Action.discard(card), Spot("card", card))

    def try_undo(self) -> None:
        view = self._table.view_
        if view is not None and view.turn_steps and view.my_turn:
            self._emit(Action.undo(), Spot("hand"))
        else:
            self._aids.refuse(self._turn_problem() or "nothing_to_undo", spot=Spot("hand"))

    def zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        """Whether dropping ``cards`` (or a pile's card) on ``zone`` would be allowed."""
        view = self._table.view_
        if view is None:
            return False
        if source in ("stock", "discard"):
            return (
                zone.kind == "hand"
                and view.my_turn
                and view.phase is RummyPhase.DRAW
                and (view.stock_count > 0 if source == "stock" else bool(view.discard_pile))
            )
        if zone.kind == "table":
            return len(cards) >= 3 and view.explain_meld(list(cards)) is None
        if zone.kind == "meld":
            if len(cards) == 1:
                return view.explain_layoff(cards[0], zone.index) is None
            chain = self._layoff_chain(cards, zone.index)
            return chain is not None and view.explain_layoff(chain[0], zone.index) is None
        if zone.kind == "discard":
            return len(cards) == 1 and view.explain_discard(cards[0]) is None
        return zone.kind == "hand"
