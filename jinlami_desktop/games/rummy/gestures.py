"""The 拉米纸牌 table's mouse and keys: what a click, a drop or a key means.

Why a part of its own: the press → drag → drop mechanics are shared with 金拉米
(:class:`~jinlami_desktop.table.card_scene.CardTableScene`); what 拉米纸牌 adds is the
meaning — a click toggles a card in the selection, a selected group is dragged together,
a drop on the free table melds, a drop on a table meld lays off, the felt buttons (Undo,
the "Meld!" mark: a click lays its meld down) are clicked, and
every gesture has a key.  Each gesture becomes one of the checked moves of :mod:`.moves`.
:class:`TableGestures` is held by :class:`~.scene.RummyTableScene` as ``scene.gestures``
(the scene's mouse and key handlers hand over to it); it sees the table through
:class:`GesturesHost`.
"""

from __future__ import annotations

from functools import partial
from typing import Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from engine import Card
from engine.rummy.state import RummyPhase
from engine.rummy.view import RummyView

from ...table.callout import Spot
from ...table.card_scene import Press, run_key
from ...table.items import CardItem, ZoneItem
from .aids import SelectionAids
from .items import ButtonItem
from .moves import TableMoves

__all__ = ["GesturesHost", "TableGestures"]


class GesturesHost(Protocol):
    """What the gestures need of the table: the view, what lies under the pointer, the
    felt buttons, the hand's keyboard focus and order, and a new layout."""

    keyboard_focus: bool

    @property
    def view_(self) -> RummyView | None: ...
    @property
    def undo_button(self) -> ButtonItem: ...
    @property
    def meld_mark(self) -> ButtonItem: ...
    def press_source(self, pos: QPointF) -> tuple[str, CardItem | None] | None: ...
    def zone_at(self, pos: QPointF) -> ZoneItem | None: ...
    def card_at(self, pos: QPointF) -> CardItem | None: ...
    def focus_keys(self, event: QKeyEvent) -> bool: ...
    def focused_card(self) -> Card | None: ...
    def focus_card(self, card: Card) -> None: ...
    def move_in_hand(self, card: Card, x: float) -> None: ...
    def settle(self, animate: bool = True) -> None: ...


class TableGestures:
    """Mouse presses, clicks, double-clicks, drops and keys of the Rummy table."""

    def __init__(self, table: GesturesHost, aids: SelectionAids, moves: TableMoves) -> None:
        self._table = table
        self._aids = aids
        self._moves = moves

    def _button_at(self, pos: QPointF) -> str:
        table = self._table
        for name, button in (("undo", table.undo_button), ("mark", table.meld_mark)):
            if button.isVisible() and button.rect.contains(pos):
                return name
        return ""

    def press_at(self, pos: QPointF) -> Press:
        """What a left press at ``pos`` holds: a felt button, a drag source (a hand card,
        the discard pile, the stock), a table meld (``meld:<index>``), a zone or the felt."""
        button = self._button_at(pos)
        if button:
            return (pos, button, None)
        found = self._table.press_source(pos)
        if found is not None:
            return (pos, *found)
        zone = self._table.zone_at(pos)
        kind = zone.kind if zone is not None else "felt"
        if zone is not None and zone.kind == "meld":
            kind = f"meld:{zone.index}"
        return (pos, kind, None)

    def drag_group(self, card: Card) -> list[Card]:
        """A selected card takes the whole selection along; another goes alone."""
        return self._aids.selection() if card in self._aids.selected else [card]

    def drag_started(self, cards: list[Card]) -> None:
        """A single card picked up: say where it fits."""
        if len(cards) == 1:
            self._aids.say(self._aids.selection_text(cards), cards)

    def double_click(self, pos: QPointF) -> None:
        """A double-click on a hand card discards it."""
        item = self._table.card_at(pos)
        if item is not None and item.role == "hand" and item.card is not None:
            self._aids.deselect(item.card)  # the first click of the two selected it
            self._moves.try_discard(item.card)
            self._table.settle()

    def click(self, source: str, item: CardItem | None) -> None:
        """A press released where it began, on ``source`` (see :meth:`press_at`)."""
        aids, moves = self._aids, self._moves
        chosen = aids.selection()
        if source == "stock":
            moves.try_draw("stock")
        elif source == "discard":
            view = self._table.view_
            if view is not None and view.phase is RummyPhase.PLAY and len(chosen) == 1:
                moves.try_discard(chosen[0])
            else:
                moves.try_draw("discard")
        elif source == "hand" and item is not None and item.card is not None:
            self._table.focus_card(item.card)
            aids.toggle(item.card)
            return
        elif source == "undo":
            moves.try_undo()
        elif source == "mark":
            # one click lays down the meld the mark offers (the selection when it is one)
            moves.try_meld(aids.offered_meld())
        elif source.startswith("meld:") and chosen:
            moves.try_layoff(chosen, int(source[5:]))
        elif source == "table" and chosen:
            moves.try_meld(chosen)
        elif source in ("felt", "table", "hand") and chosen:
            aids.set_selection([])
            return
        self._table.settle()

    def drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        # lazy: imported on first use, not at start-up
        from .words import rummy_gesture_text

        moves, say = self._moves, self._aids.object_to
        kind = zone.kind if zone is not None else ""
        if source in ("stock", "discard"):
            if kind == "hand":
                moves.try_draw(source)
            else:
                say(rummy_gesture_text("draw_to_hand"), Spot(source))
        elif cards:
            if kind == "table":
                moves.try_meld(cards)
            elif kind == "meld" and zone is not None:
                moves.try_layoff(cards, zone.index)
            elif kind == "discard":
                if len(cards) == 1:
                    moves.try_discard(cards[0])
                else:
                    say(rummy_gesture_text("one_discard"), Spot("discard"))
            elif kind == "hand":
                if len(cards) == 1:
                    self._table.move_in_hand(cards[0], pos.x())
            else:
                say(rummy_gesture_text("no_target"), Spot("card", cards[0]))
        self._table.settle()

    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows move the focus (Ctrl+arrows move the card), Space selects, M melds the
        selection (with none, the meld the "Meld!" mark offers), L lays the focused
        card off, Enter discards it, S / D draw, U or Ctrl+Z undoes, Escape clears the
        selection."""
        table, aids, moves = self._table, self._aids, self._moves
        key = event.key()
        table.keyboard_focus = True
        if key == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            moves.try_undo()
            return True
        if table.focus_keys(event):
            return True
        focused = table.focused_card()
        if key == Qt.Key.Key_Space:
            if focused is not None:
                aids.toggle(focused)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if focused is not None:
                moves.try_discard(focused)
                table.settle()
            return True
        if key == Qt.Key.Key_M:
            # the selection, or with none the meld the "Meld!" mark offers
            moves.try_meld(aids.selection() or aids.offered_meld())
            table.settle()
            return True
        if key == Qt.Key.Key_L and focused is not None:
            self._lay_off(focused)
            return True
        if key == Qt.Key.Key_Escape:
            if aids.selected:
                aids.set_selection([])
            return True
        return run_key(
            key,
            (
                (Qt.Key.Key_S, partial(moves.try_draw, "stock")),
                (Qt.Key.Key_D, partial(moves.try_draw, "discard")),
                (Qt.Key.Key_U, moves.try_undo),
            ),
        )

    def _lay_off(self, card: Card) -> None:
        """L: lay the focused card off on the first meld it fits, or say why it cannot."""
        view = self._table.view_
        targets = view.layoff_targets(card) if view is not None else ()
        if targets:
            self._moves.try_layoff([card], targets[0])
        else:
            self._aids.object_to(self._aids.selection_text([card]), Spot("card", card))
        self._table.settle()
