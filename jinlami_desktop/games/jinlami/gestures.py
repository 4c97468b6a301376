"""The 金拉米 table's mouse and keys: what a press, a click, a drop or a key means.

Why a part of its own: the press → drag → drop mechanics are shared with 拉米纸牌
(:class:`~jinlami_desktop.table.card_scene.CardTableScene`); what 金拉米 adds is the
meaning — a click on a pile draws from it, a click on a hand card gives it the keyboard
focus, a right-click knocks with a card, a double-click plays its obvious move, a drop
goes where it lands, and every gesture has a key.  Each gesture becomes one of the
moves of :mod:`.moves`.  :class:`TableGestures` is held by
:class:`~.scene.JinlamiScene` as ``scene.gestures`` (the scene's mouse and key handlers
hand over to it); it sees the table through :class:`GesturesHost`.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine import Action, Card, PlayerView

from ...table.card_scene import Press, run_key
from ...table.items import CardItem, ZoneItem
from .moves import TableMoves

__all__ = ["GesturesHost", "TableGestures"]


class GesturesHost(Protocol):
    """What the gestures need of the table: the view, what lies under the pointer, the
    hand's keyboard focus and order, and a new layout."""

    keyboard_focus: bool

    @property
    def view_(self) -> PlayerView | None: ...
    def press_source(self, pos: QPointF) -> tuple[str, CardItem | None] | None: ...
    def card_at(self, pos: QPointF) -> CardItem | None: ...
    def hand_cards(self) -> list[Card]: ...
    def focus_keys(self, event: QKeyEvent) -> bool: ...
    def focused_card(self) -> Card | None: ...
    def focus_card(self, card: Card) -> None: ...
    def move_in_hand(self, card: Card, x: float) -> None: ...
    def settle(self, animate: bool = True) -> None: ...


class TableGestures:
    """Mouse presses, clicks, double-clicks, drops and keys of the 金拉米 table."""

    def __init__(self, table: GesturesHost, moves: TableMoves) -> None:
        self._table = table
        self._moves = moves

    def _hand_card_at(self, pos: QPointF) -> Card | None:
        item = self._table.card_at(pos)
        if item is not None and item.role == "hand" and item.card is not None:
            return item.card
        return None

    def right_click(self, pos: QPointF) -> None:
        """A right-click on a hand card knocks with it."""
        card = self._hand_card_at(pos)
        if card is not None:
            self._moves.ask(Action.knock(card))

    def press_at(self, pos: QPointF) -> Press | None:
        """What a left press at ``pos`` holds: a hand card, the discard pile, or the
        stock while it has cards (else nothing)."""
        table = self._table
        found = table.press_source(pos)
        stock_left = table.view_ is not None and table.view_.stock_count > 0
        if found is not None and (found[0] != "stock" or stock_left):
            return (pos, *found)
        return None

    def double_click(self, pos: QPointF) -> None:
        """A double-click on a hand card plays its obvious move."""
        card = self._hand_card_at(pos)
        if card is not None:
            self._moves.obvious_move(card)

    def click(self, source: str, item: CardItem | None) -> None:
        """A press released where it began: a pile draws, a hand card takes the focus."""
        table = self._table
        if source in ("stock", "discard"):
            self._moves.draw(source)
        elif source == "hand" and item is not None and item.card in table.hand_cards():
            table.focus_card(item.card)
            table.keyboard_focus = True
            table.settle(animate=False)

    def drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        on_hand = zone is not None and zone.kind == "hand"
        if source not in ("stock", "discard") and cards and on_hand:
            self._table.move_in_hand(cards[0], pos.x())
        else:
            self._moves.drop(source, cards, zone)
        self._table.settle()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrow keys move the focus, Ctrl+arrows move the card, Enter plays it.

        S / D draw from the stock / the discard pile, P passes, K knocks with the
        focused card, L lays it off, Home / End jump.
        """
        table, moves = self._table, self._moves
        table.keyboard_focus = True
        if table.focus_keys(event):
            return True
        key = event.key()
        focused = table.focused_card()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if focused is not None:
                moves.obvious_move(focused)
            return True
        if focused is not None:
            played = (
                (Qt.Key.Key_K, partial(moves.ask, Action.knock(focused))),
                (Qt.Key.Key_L, partial(moves.obvious_move, focused)),
            )
            if run_key(key, played):
                return True
        return run_key(
            key,
            (
                (Qt.Key.Key_S, partial(moves.draw, "stock")),
                (Qt.Key.Key_D, partial(moves.draw, "discard")),
                (Qt.Key.Key_P, partial(moves.ask, Action.pass_())),
            ),
        )
