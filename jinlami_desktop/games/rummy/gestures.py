"""The 拉米纸牌 table's mouse and keys: what a click, a drop or a key means.

Why a module of its own: the press → drag → drop mechanics are shared with 金拉米
(:class:`~jinlami_desktop.table.card_scene.CardTableScene`); what 拉米纸牌 adds is the
meaning — a click toggles a card in the selection, a selected group is dragged together,
a drop on the free table melds, a drop on a table meld lays off, the felt buttons (Undo,
the "Meld!" mark) are clicked, and every gesture has a key.  Each gesture becomes one of
the checked moves of :mod:`.moves`.  :class:`TableGestures` is a part of
:class:`~.scene.RummyTableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from engine import Card
from engine.rummy.state import RummyPhase

from ...table.items import CardItem, ZoneItem

if TYPE_CHECKING:
    from .scene import RummyTableScene

__all__ = ["TableGestures"]


class TableGestures:
    """Mouse presses, clicks, double-clicks, drops and keys of the Rummy table."""

    def _button_at(self: RummyTableScene, pos: QPointF) -> str:
        for name, button in (("undo", self.undo_button), ("mark", self.meld_mark)):
            if button.isVisible() and button.rect.contains(pos):
                return name
        return ""

    def mousePressEvent(self: RummyTableScene, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        button = self._button_at(pos)
        found = self._press_source(pos)
        if button:
            self._press = (pos, button, None)
        elif found is not None:
            self._press = (pos, *found)
        else:
            zone = self.zone_at(pos)
            kind = zone.kind if zone is not None else "felt"
            if zone is not None and zone.kind == "meld":
                kind = f"meld:{zone.index}"
            self._press = (pos, kind, None)
        event.accept()

    def _drag_group(self: RummyTableScene, card: Card) -> list[Card]:
        """A selected card takes the whole selection along; another goes alone."""
        return self.selection() if card in self.selected else [card]

    def _drag_started(self: RummyTableScene, cards: list[Card]) -> None:
        if len(cards) == 1:
            self._say(self.selection_text(cards), cards)

    def mouseDoubleClickEvent(self: RummyTableScene, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None and item.role == "hand" and item.card is not None:
            if item.card in self.selected:  # the first click of the two selected it
                self.selected.remove(item.card)
            self.try_discard(item.card)
            self.settle()
        event.accept()

    def _click(self: RummyTableScene, source: str, item: CardItem | None) -> None:
        chosen = self.selection()
        if source == "stock":
            self.try_draw("stock")
        elif source == "discard":
            view = self.view_
            if view is not None and view.phase is RummyPhase.PLAY and len(chosen) == 1:
                self.try_discard(chosen[0])
            else:
                self.try_draw("discard")
        elif source == "hand" and item is not None and item.card is not None:
            self._focus_card(item.card)
            self.toggle(item.card)
            return
        elif source == "undo":
            self.try_undo()
        elif source == "mark":
            self.select_a_meld()
            return
        elif source.startswith("meld:") and chosen:
            self.try_layoff(chosen, int(source[5:]))
        elif source == "table" and chosen:
            self.try_meld(chosen)
        elif source in ("felt", "table", "hand") and chosen:
            self.set_selection([])
            return
        self.settle()

    def _drop(
        self: RummyTableScene, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF
    ) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        from ...texts import rummy_gesture_text

        kind = zone.kind if zone is not None else ""
        if source in ("stock", "discard"):
            if kind == "hand":
                self.try_draw(source)
            else:
                self._say(rummy_gesture_text("draw_to_hand"))
        elif cards:
            if kind == "table":
                self.try_meld(cards)
            elif kind == "meld" and zone is not None:
                self.try_layoff(cards, zone.index)
            elif kind == "discard":
                if len(cards) == 1:
                    self.try_discard(cards[0])
                else:
                    self._say(rummy_gesture_text("one_discard"))
            elif kind == "hand":
                if len(cards) == 1:
                    self._move_in_hand(cards[0], pos.x())
            else:
                self._say(rummy_gesture_text("no_target"))
        self.settle()

    def handle_key(self: RummyTableScene, event: QKeyEvent) -> bool:
        """Arrows move the focus (Ctrl+arrows move the card), Space selects, M melds the
        selection, L lays the focused card off, Enter discards it, S / D draw, U or
        Ctrl+Z undoes, Escape clears the selection."""
        key = event.key()
        self.keyboard_focus = True
        if key == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.try_undo()
            return True
        if self._focus_keys(event):
            return True
        focused = self.focused_card()
        if key == Qt.Key.Key_Space:
            if focused is not None:
                self.toggle(focused)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if focused is not None:
                self.try_discard(focused)
                self.settle()
            return True
        if key == Qt.Key.Key_M:
            self.try_meld(self.selection())
            self.settle()
            return True
        if key == Qt.Key.Key_L and focused is not None:
            self._lay_off_focused(focused)
            return True
        if key == Qt.Key.Key_Escape:
            if self.selected:
                self.set_selection([])
            return True
        return self._run_key(
            key,
            (
                (Qt.Key.Key_S, lambda: self.try_draw("stock")),
                (Qt.Key.Key_D, lambda: self.try_draw("discard")),
                (Qt.Key.Key_U, self.try_undo),
            ),
        )

    def _lay_off_focused(self: RummyTableScene, card: Card) -> None:
        """L: lay the focused card off on the first meld it fits, or say why it cannot."""
        view = self.view_
        targets = view.layoff_targets(card) if view is not None else ()
        if targets:
            self.try_layoff([card], targets[0])
        else:
            self._say(self.selection_text([card]))
        self.settle()
