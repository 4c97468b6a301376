"""What both card tables share: card items kept in line with snapshots, drags, keys.

Why a base class: each game's table (``games/<id>/scene.py``) draws a different game with
the same gestures.  Every one
handle the mouse in the scene — a drag moves card items with the pointer, so tests drive
it with plain mouse events on the view's viewport — and one place decides what a drop
means.  This class owns the mechanics: face items per card, cards flying away and
sweeping up after them, homes and the landing of far-travelling cards, the press → drag
→ drop cycle with target highlighting and snap-back, the hand's keyboard focus and the
meld bars under the hand.  A game supplies what a drop, a click and a key mean
(the hooks ``_zone_legal``, ``_drop``, ``_click``, ``_drag_group``, ``_drag_started``,
``handle_key``) and where everything goes (``settle``).  The public helpers
(:meth:`~CardTableScene.send_home`, :meth:`~CardTableScene.press_source`, the focus and
hand-order moves) are what a game's parts call to act on the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final, TypeAlias

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFontInfo, QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from engine import Card

from .animations import duration_ms, is_moving, move_item
from .callout import CalloutItem, Spot
from .card_art import DeckStyle
from .hand_order import HandGroup, HandOrder, meld_runs
from .items import CardItem, MeldMarkItem, StockItem, ZoneItem
from .turn_line import TurnLineItem

__all__ = [
    "DRAG_SOURCES",
    "SCOREBOARD_NAME",
    "CardTableScene",
    "Press",
    "desktop_text_px",
    "run_key",
]

Z_DISCARD: Final = 10
Z_SEATS: Final = 30
Z_MELDS: Final = 50
Z_HAND: Final = 100
Z_FLYING: Final = 900
Z_DRAG: Final = 1000
#: Where a drag can start: a hand card, the top of the discard pile, the stock.
DRAG_SOURCES: Final = ("hand", "discard", "stock")
#: The object name of the scoreboard a window lays over the view: a callout keeps clear of it.
SCOREBOARD_NAME: Final = "scoreboard"
_ARROWS: Final = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End)

#: A left press waiting to become a click or a drag: where, what it holds (a drag source,
#: a zone kind or a game's button name) and the card item pressed, if any.
Press: TypeAlias = tuple[QPointF, str, CardItem | None]


def desktop_text_px(_width: float, _height: float) -> float:
    """The desktop font's size in pixels, at any felt size."""
    return float(QFontInfo(QApplication.font()).pixelSize())


def run_key(key: int, actions: Iterable[tuple[Qt.Key, Callable[[], object]]]) -> bool:
    """Run the action bound to ``key``; whether there was one."""
    for bound, action in actions:
        if key == bound:
            action()
            return True
    return False


class CardTableScene(QGraphicsScene):
    """A card table for one seat: its stock, discard pile, hand and drop zones."""

    order_changed = Signal(str)  # the hand's arrangement mode after a manual reorder
    #: After every layout: the focus or what lies on the table may have changed (the
    #: view's accessible description follows, :mod:`.accessible`).
    settled = Signal()
    dealt = Signal()  # a new hand is on the table (the view takes the keyboard focus back)

    #: The class of face-up card items (a game may add marks of its own).
    face_item: type[CardItem] = CardItem
    #: Whether a card travelling far flies above everything and lands in its stack after.
    lands = False

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.geo: Any = None  # the game's geometry: card sizes and rectangles
        self.deck_style = DeckStyle()
        self.speed = "normal"
        #: The player's card size as a scale of the layout's own (1 = normal).
        self.card_scale = 1.0
        self.snap: Any = None
        self.view_: Any = None
        self.order = HandOrder()
        self.faces: dict[Card, CardItem] = {}
        self.focus_index = 0
        self.keyboard_focus = False
        self._hand_number = -1
        self._leaving: list[CardItem] = []
        self._press: Press | None = None
        self._drag: list[CardItem] = []  # the held items, in hand order
        self._drag_lead = 0  # which of them the pointer holds
        self._drag_cards: list[Card] = []  # the hand cards held (none for the piles)
        self._drag_source = ""
        self._drag_offset = QPointF()
        self._hover_zone: ZoneItem | None = None
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.timeout.connect(self._land)
        self.stock = StockItem()
        self.addItem(self.stock)
        self.discard_zone = ZoneItem("discard")
        self.hand_zone = ZoneItem("hand")
        self.meld_zones: list[ZoneItem] = []
        self.hand_marks: list[MeldMarkItem] = []
        self.callout = CalloutItem()
        self.addItem(self.callout)
        self.callout.gone.connect(self._callout_gone)
        #: The player's next step over the hand (the panel's turn line, on the felt):
        #: each game's layout says what; it steps aside while a bubble covers it.
        self.turn_line = TurnLineItem()
        self.addItem(self.turn_line)
        self._callout_at: tuple[str, Spot, str] | None = None  # text, spot, tone
        #: The smallest text size on the felt for a felt of this width and height: the
        #: side panel's (the game's window sets ``ui.text_scale.felt_text_px``); on its
        #: own, the desktop font's.
        self.text_floor: Callable[[float, float], float] = desktop_text_px

    # -- outside world --------------------------------------------------------------------
    def felt_px(self, px: float) -> float:
        """``px``, or the :attr:`text_floor` when that is larger: a word on the felt
        reads at least as well as the side panel's."""
        r = self.sceneRect()
        return max(px, self.text_floor(r.width(), r.height()))

    def set_card_scale(self, scale: float) -> None:
        """Draw the cards ``scale`` times the layout's own size (as far as the table
        fits), laying the table out again at once."""
        if scale != self.card_scale:
            self.card_scale = scale
            r = self.sceneRect()
            self.resize_to(r.width(), r.height())

    def set_style(self, style: DeckStyle) -> None:
        self.deck_style = style
        for item in self._all_cards():
            item.set_style(style)
        self.stock.set_state(self.stock.count, style, self.stock.glow)

    def set_arrangement(self, mode: str) -> None:
        """Arrange the hand by ``melds``, ``suit``, ``rank`` or keep the ``custom`` order."""
        self.order.mode = mode
        self.settle()

    def set_keyboard_focus(self, on: bool) -> None:
        if on != self.keyboard_focus:
            self.keyboard_focus = on
            self.settle(animate=False)

    def settle(self, animate: bool = True) -> None:
        """Move every card to its home and refresh zones and marks (the game's layout)."""
        raise NotImplementedError

    def accessible_parts(self) -> list[str]:
        """What lies on the table in words, for screen readers: the piles, then what the
        game adds (:meth:`_accessible_extra`)."""
        # lazy: imported on first use, not at start-up
        from .accessible import pile_words

        view = self.view_
        if view is None:
            return []
        return [*pile_words(view.stock_count, view.discard_pile), *self._accessible_extra()]

    def _accessible_extra(self) -> list[str]:
        """A hook: the game's own places in words (seats, knock area, melds)."""
        return []

    def is_chosen(self, card: Card) -> bool:
        """Whether the hand card ``card`` is selected (拉米纸牌 selects cards to meld)."""
        return False

    def _starts_new_hand(self, snap: Any) -> bool:
        """Whether ``snap`` deals a new hand (or redraws): the cards are then built anew."""
        new_hand = bool(
            snap.redraw
            or snap.hand_number != self._hand_number
            or any(e.kind == "deal" for e in snap.events)
        )
        if new_hand:
            self._hand_number = snap.hand_number
            self._clear_cards()
            if getattr(snap, "replay", None) is None and not snap.redraw:
                self.dealt.emit()  # a hand dealt in play (not a replay rebuilt)
            if self.order.mode == "custom":
                self.order.custom = []
        return new_hand

    def _instant(self) -> bool:
        return self.speed == "off" or (self.snap is not None and self.snap.instant)

    def _duration(self, animate: bool = True) -> int:
        return duration_ms(self.speed) if animate and not self._instant() else 0

    # -- card items -----------------------------------------------------------------------
    def _all_cards(self) -> list[CardItem]:
        return list(self.faces.values())

    def _clear_cards(self) -> None:
        for item in self._all_cards() + self._leaving + self._drag:
            if item.scene() is self:
                self.removeItem(item)
        self.faces.clear()
        self._leaving.clear()
        self._drag = []
        self._drag_cards = []
        self._press = None

    def _new_card(
        self, card: Card | None, at: QPointF, size: tuple[float, float] | None = None
    ) -> CardItem:
        """A new item at ``at``: face up for a card, a back for ``None``."""
        w, h = size if size is not None else (self.geo.card_w, self.geo.card_h)
        kind = self.face_item if card is not None else CardItem
        item = kind(card, card is not None, w, h)
        item.set_style(self.deck_style)
        item.setPos(at)
        self.addItem(item)
        return item

    def _sync_faces(
        self, wanted: dict[Card, str], start_of: Callable[[Card, str], QPointF]
    ) -> None:
        """One face-up item per wanted card with its role; a new one starts at
        ``start_of(card, role)`` (settle then moves it home)."""
        for card, role in wanted.items():
            item = self.faces.get(card)
            if item is None:
                item = self._new_card(card, start_of(card, role))
                self.faces[card] = item
            item.role = role
            item.set_face(True)

    def _send_away(self, card: Card, target: QPointF, face_down: bool = False) -> None:
        """The item of ``card`` left every visible place: it flies to ``target`` and goes."""
        item = self.faces.pop(card)
        item.role = "flying"
        item.setZValue(Z_FLYING)
        if face_down:
            item.set_face(False)
        self._leaving.append(item)
        anim = move_item(item, target, 0 if self._instant() else duration_ms(self.speed))
        if anim is not None:
            anim.finished.connect(self._sweep_leaving)

    def leaving_items(self) -> list[CardItem]:
        """The items still flying away from the table (removed once they arrive)."""
        return list(self._leaving)

    def _drop_leaving(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
            self.removeItem(item)

    def _sweep_leaving(self) -> None:
        for item in list(self._leaving):
            if not is_moving(item):
                self._drop_leaving(item)

    def _finish_leaving(self, ms: int) -> None:
        """After a layout: items that are not flying away any more are removed."""
        for item in list(self._leaving):
            if ms == 0 or not is_moving(item):
                self._drop_leaving(item)

    def send_home(self, item: CardItem, pos: QPointF, ms: int, z: float | None = None) -> None:
        """Send ``item`` home; a card held in a drag only learns where home is.

        With ``z``, a card travelling across the table flies above everything and takes
        its place ``z`` in the stack when the movement is over (:meth:`_land`).
        """
        item.home = QPointF(pos)
        if item in self._drag:
            return
        if z is not None:
            item.rest_z = z  # type: ignore[attr-defined]
            far = (item.pos() - pos).manhattanLength() > self.geo.card_w * 0.6
            if ms > 0 and far:
                item.setZValue(Z_FLYING + z)
                self._landing.start(ms + 40)
            elif not is_moving(item):
                item.setZValue(z)
        move_item(item, pos, ms)

    def _home_at(self, item: CardItem, pos: QPointF, ms: int, z: float) -> None:
        """Send ``item`` home to place ``z`` of its stack, landing there if the game lands."""
        if not self.lands:
            item.setZValue(z)
        self.send_home(item, pos, ms, z if self.lands else None)

    def _land(self) -> None:
        """Every card that has arrived takes its place in its stack again."""
        for item in self._all_cards():
            rest = getattr(item, "rest_z", None)
            if rest is None or item in self._drag or item.zValue() == rest:
                continue
            if is_moving(item):
                self._landing.start(60)  # moved again on its way: look once more
            else:
                item.setZValue(rest)

    def _place_pile(self, cards: Sequence[Card], at: QPointF, ms: int, hint_top: bool) -> None:
        """The discard pile: a neat stack, the top card last."""
        g = self.geo
        for i, card in enumerate(cards):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.set_marks(hinted=hint_top and i == len(cards) - 1)
            self._home_at(item, at, ms, Z_DISCARD + i)

    def _place_hand_marks(
        self, groups: list[HandGroup], positions: list[QPointF], gin: bool = False
    ) -> None:
        """A bar under each meld of the hand, in any order: one bar per stretch of
        adjacent cards of one meld (sorted by rank or suit a meld may lie apart)."""
        g = self.geo
        rects: list[QRectF] = []
        cards = [c for gr in groups for c in gr.cards]
        for start, end in meld_runs(cards) if cards else []:
            first, last = positions[start], positions[end]
            right = last.x() + g.card_w
            if self.order.mode != "melds" and end + 1 < len(positions):
                # Cards lie apart: the bar ends where the next card covers the last one,
                # so bars of neighbouring stretches never merge.
                right = min(right, positions[end + 1].x())
            rects.append(
                QRectF(
                    first.x() + 2,
                    first.y() + g.card_h + 4,
                    max(4.0, right - first.x() - 4),
                    max(3.0, g.card_h * 0.035),
                )
            )
        while len(self.hand_marks) < len(rects):
            mark = MeldMarkItem()
            self.addItem(mark)
            self.hand_marks.append(mark)
        while len(self.hand_marks) > len(rects):
            self.removeItem(self.hand_marks.pop())
        for mark, rect in zip(self.hand_marks, rects, strict=True):
            mark.gin = gin
            mark.set_rect(rect)

    # -- callouts: refusals and hints next to what they are about ----------------------------
    def show_callout(self, text: str, spot: Spot, tone: str = "refusal") -> None:
        """Say ``text`` in a bubble next to ``spot``, inside the visible felt."""
        if not text:
            return
        self._callout_at = (text, spot, tone)
        self.callout.animate = not self._instant()
        g = self.geo
        font_px = self.felt_px(max(12.0, min(g.card_h * 0.105, 22.0)))
        anchor = self.spot_rect(spot)
        keep = [[r for r in tier if r != anchor] for tier in self.keep_clear()]
        self.callout.show_at(
            text,
            anchor,
            self.sceneRect(),
            font_px,
            tone,
            avoid=self._board_rect(),
            keep_clear=keep,
        )
        # the bubble says what matters now; the turn line is not drawn under it
        self.turn_line.set_covered(self.callout.bubble.intersects(self.turn_line.rect))

    def _callout_gone(self) -> None:
        self.turn_line.set_covered(False)

    def keep_clear(self) -> list[list[QRectF]]:
        """What a callout must not cover now, most needed first (each game says: the
        knocker's melds while laying off …); the spot it points at is left out, and an
        empty rectangle (a hidden item's) covers nothing."""
        return []

    def _board_rect(self) -> QRectF | None:
        """Where the scoreboard (a widget over the view, above every item) covers the
        felt, in scene coordinates; ``None`` when no view shows one."""
        for view in self.views():
            board = view.findChild(QWidget, SCOREBOARD_NAME)
            if board is not None and board.isVisible():
                on_viewport = board.geometry().translated(-view.viewport().geometry().topLeft())
                return view.mapToScene(on_viewport).boundingRect()
        return None

    def withdraw_callout(self, text: str) -> None:
        """The bubble goes if it still says ``text`` (what it spoke of is gone: a
        selection cleared); another one stays."""
        if self._callout_at is not None and self._callout_at[0] == text:
            self.dismiss_callout()

    def dismiss_callout(self) -> None:
        """The next move came: the bubble fades."""
        self._callout_at = None
        self.callout.dismiss()

    def _follow_callout(self) -> None:
        """After a resize: the standing bubble moves with what it points at."""
        if self._callout_at is not None and self.callout.showing:
            text, spot, tone = self._callout_at
            self.show_callout(text, spot, tone)

    def spot_rect(self, spot: Spot) -> QRectF:
        """Where ``spot`` is on the table (a card at its home); the hand row for a spot
        the table does not show."""
        g = self.geo
        if spot.kind == "card" and spot.card is not None:
            item = self.faces.get(spot.card)
            if item is not None:
                return QRectF(item.home.x(), item.home.y(), item.w, item.h)
        if spot.kind == "stock":
            return QRectF(g.stock)
        if spot.kind == "discard":
            return QRectF(self.discard_zone.rect)
        if spot.kind == "meld" and 0 <= spot.index < len(self.meld_zones):
            return QRectF(self.meld_zones[spot.index].rect)
        return self.hand_rect() or QRectF(g.hand_row)

    def hand_rect(self) -> QRectF:
        """Where the hand's cards lie at home (empty before a deal): a callout about the
        hand points at them, not at the whole row, so it may sit beside them."""
        out = QRectF()
        for card in self.hand_cards():
            item = self.faces.get(card)
            if item is not None:
                out = out.united(QRectF(item.home.x(), item.home.y(), item.w, item.h))
        return out

    # -- what is where ----------------------------------------------------------------------
    def hand_cards(self) -> list[Card]:
        """The player's cards in the hand row, in screen order."""
        raise NotImplementedError

    def item_for(self, card: Card) -> CardItem | None:
        return self.faces.get(card)

    def top_discard_item(self) -> CardItem | None:
        view = self.view_
        if view is None or not view.discard_pile:
            return None
        return self.faces.get(view.discard_pile[-1])

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item not in self._leaving and item not in self._drag:
                return item
        return None

    def _drop_zones(self) -> list[ZoneItem]:
        """Every drop zone, the one to win first when they overlap first."""
        return [*self.meld_zones, self.discard_zone, self.hand_zone]

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        return next((z for z in self._drop_zones() if z.rect.contains(pos)), None)

    def _stock_hit(self, pos: QPointF) -> bool:
        return bool(self.geo.stock.adjusted(-6, -6, 6, 6).contains(pos))

    def hand_index_at(self, x: float, exclude: Card | None = None) -> int:
        """Where a card dropped at ``x`` goes in the shown order."""
        order = [c for c in self.hand_cards() if c != exclude]
        for i, c in enumerate(order):
            if x < self.faces[c].home.x() + self.geo.hand_spacing / 2:
                return i
        return len(order)

    def move_in_hand(self, card: Card, x: float) -> None:
        """A hand card dropped on the hand at ``x``: the player's own order."""
        self.order.move(self.hand_cards(), card, self.hand_index_at(x, card))
        self.order_changed.emit(self.order.mode)

    # -- highlighting while dragging ----------------------------------------------------------
    def _zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        raise NotImplementedError

    def _highlight(self, source: str, cards: Sequence[Card], hover: ZoneItem | None) -> None:
        """Light the legal targets of a drag; the zone under the pointer says yes or no."""
        for zone in self._drop_zones():
            legal = self._zone_legal(zone, source, cards) if source else False
            if zone is hover:
                state = "hover" if legal else "bad"
                if zone.kind == "hand" and source == "hand":
                    state = ""
            elif legal and zone.kind != "hand":
                state = "legal"
            else:
                state = ""
            zone.set_state(state)

    # -- press, drag, drop --------------------------------------------------------------------
    def press_source(self, pos: QPointF) -> tuple[str, CardItem | None] | None:
        """What a left press at ``pos`` holds: a hand card, the discard pile, the stock."""
        item = self.card_at(pos)
        if item is not None and item.role == "hand":
            return "hand", item
        if item is not None and item is self.top_discard_item():
            return "discard", item
        if self._stock_hit(pos):
            return "stock", None
        return None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is None:
            return
        start, source, item = self._press
        if source not in DRAG_SOURCES:
            return
        if not self._drag:
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(start, source, item)
        if not self._drag:
            return
        # A group follows the pointer as a small fan, in hand order around the held card.
        at = pos - self._drag_offset
        step = self.geo.card_w * 0.3
        for k, held in enumerate(self._drag):
            held.setPos(at + QPointF((k - self._drag_lead) * step, 0))
        hover = self.zone_at(pos)
        if hover is not self._hover_zone:
            self._hover_zone = hover
            self._highlight(source, self._drag_cards, hover)
        event.accept()

    def _drag_group(self, card: Card) -> list[Card]:
        """The hand cards a drag of ``card`` takes along (the card alone by default)."""
        return [card]

    def _start_drag(self, start: QPointF, source: str, item: CardItem | None) -> None:
        g = self.geo
        cards: list[Card] = []
        lead = 0
        if source == "stock":
            item = self._new_card(None, g.stock.topLeft())
            item.role = "flying"
            item.home = g.stock.topLeft()
            items = [item]
        elif source == "hand" and item is not None and item.card is not None:
            cards = self._drag_group(item.card)
            lead = cards.index(item.card)
            items = [self.faces[c] for c in cards]
        else:
            assert item is not None
            items = [item]
        for it in items:
            anim = getattr(it, "_move_anim", None)
            if anim is not None:
                anim.stop()
        self._drag = list(items)
        self._drag_lead = lead
        self._drag_cards = cards
        self._drag_source = source
        self._drag_offset = start - items[lead].pos()
        for k, it in enumerate(items):
            it.setZValue(Z_DRAG + k)
        self._hover_zone = None
        self._highlight(source, cards, None)
        self._drag_started(cards)

    def _drag_started(self, cards: list[Card]) -> None:
        """A hook: the drag of ``cards`` (none for the piles) has begun."""

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        press, dragged = self._press, self._drag
        self._press = None
        if not dragged:
            if press is not None:
                self._click(press[1], press[2])
            event.accept()
            return
        source, cards = self._drag_source, self._drag_cards
        self._drag = []
        self._drag_cards = []
        self._hover_zone = None
        self._highlight("", [], None)
        if source == "stock":
            self.removeItem(dragged[0])
        self._drop(source, cards, self.zone_at(pos), pos)
        event.accept()

    def _click(self, source: str, item: CardItem | None) -> None:
        raise NotImplementedError

    def _drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        raise NotImplementedError

    # -- the view's entry points ---------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size (each game's layout)."""
        raise NotImplementedError

    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys (each game's); whether the key was used."""
        raise NotImplementedError

    # -- keyboard -----------------------------------------------------------------------------
    def focus_keys(self, event: QKeyEvent) -> bool:
        """Arrows, Home and End move the focus; with Ctrl or Shift they move the card."""
        key = event.key()
        if key not in _ARROWS:
            return False
        hand = self.hand_cards()
        if not hand:
            return True
        mods = event.modifiers()
        carry = bool(
            mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        )
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(key), 0)
        if key == Qt.Key.Key_Home:
            new = 0
        elif key == Qt.Key.Key_End:
            new = len(hand) - 1
        else:
            new = max(0, min(len(hand) - 1, self.focus_index + step))
        if carry and step:
            self.order.move(hand, hand[self.focus_index], new)
            self.order_changed.emit(self.order.mode)
        self.focus_index = new
        self.settle()
        return True

    def focused_card(self) -> Card | None:
        """The hand card with the keyboard focus."""
        hand = self.hand_cards()
        return hand[self.focus_index] if hand and self.focus_index < len(hand) else None

    def focus_card(self, card: Card) -> None:
        hand = self.hand_cards()
        if card in hand:
            self.focus_index = hand.index(card)

    def show_focus_on(self, card: Card) -> None:
        """Put the visible keyboard focus on ``card`` (a hint points there): arrow keys
        and Enter go on from it."""
        if card in self.hand_cards():
            self.focus_card(card)
            self.keyboard_focus = True
            self.settle(animate=False)
