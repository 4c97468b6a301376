"""The card table as a QGraphicsScene: it draws snapshots and turns gestures into requests.

Why the scene handles the mouse itself (instead of QDrag or per-item handlers): a drag
of a card is a movable graphics item following the pointer, which tests can drive with
plain mouse events on the view's viewport, and one place decides what a drop means.
The scene never changes the game: a drop becomes ``requested(kind, card, target)``;
if the controller refuses, the next :meth:`settle` animates the card back home.

Every drag has a click and a keyboard equivalent (see :meth:`handle_key`).
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from engine import Action, Card, Phase, PlayerView, mask_of, min_deadwood
from engine.melds import min_deadwood_after_discard

from ..controller import Snapshot
from .animations import duration_ms, move_item
from .card_art import CARD_ASPECT, DeckStyle
from .hand_order import HandGroup, HandOrder
from .items import CardItem, MeldMarkItem, StockItem, ZoneItem
from .layout import TableGeometry, compute_geometry, fan_positions

__all__ = ["TableScene"]

Z_DISCARD: Final = 10
Z_OPPONENT: Final = 30
Z_MELDS: Final = 50
Z_HAND: Final = 100
Z_FLYING: Final = 900
Z_DRAG: Final = 1000


class TableScene(QGraphicsScene):
    """Draws the table for one seat and reports the player's gestures."""

    requested = Signal(str, object, int)  # kind, card (or None), meld index
    refused_here = Signal(str)  # a drop on no target: error code for the status line
    order_changed = Signal(str)  # arrangement mode after a manual reorder

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.geo: TableGeometry = compute_geometry(1024, 600, CARD_ASPECT)
        self.deck_style = DeckStyle()
        self.speed = "normal"
        self.snap: Snapshot | None = None
        self.view_: PlayerView | None = None
        self.order = HandOrder()
        self.faces: dict[Card, CardItem] = {}
        self.backs: list[CardItem] = []
        self.knock_item: CardItem | None = None
        self.focus_index = 0
        self.keyboard_focus = False
        self.hint: Action | None = None
        self._hand_number = -1
        self._leaving: list[CardItem] = []
        self._press: tuple[QPointF, str, CardItem | None] | None = None
        self._drag: CardItem | None = None
        self._drag_source = ""
        self._drag_offset = QPointF()
        self._hover_zone: ZoneItem | None = None
        self.stock = StockItem()
        self.addItem(self.stock)
        self.discard_zone = ZoneItem("discard")
        self.knock_zone = ZoneItem("knock")
        self.hand_zone = ZoneItem("hand")
        for z in (self.discard_zone, self.knock_zone, self.hand_zone):
            self.addItem(z)
        self.meld_zones: list[ZoneItem] = []
        self.marks: list[MeldMarkItem] = []
        self.opponent_label = QGraphicsSimpleTextItem()
        self.hand_label = QGraphicsSimpleTextItem()
        for label in (self.opponent_label, self.hand_label):
            label.setBrush(QColor(255, 255, 255, 225))
            self.addItem(label)
        self.setSceneRect(QRectF(0, 0, self.geo.width, self.geo.height))

    # -- outside world ------------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a new view size (no animation: it follows the window)."""
        self.geo = compute_geometry(width, height, CARD_ASPECT)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.settle(animate=False)

    def set_style(self, style: DeckStyle) -> None:
        self.deck_style = style
        for item in self._all_cards():
            item.set_style(style)
        self.stock.set_state(self.stock.count, style, self.stock.glow)

    def set_arrangement(self, mode: str) -> None:
        self.order.mode = mode
        self.settle()

    def show_hint(self, action: Action | None) -> None:
        self.hint = action
        self.settle(animate=False)

    def retranslate(self) -> None:
        self.settle(animate=False)

    def apply_snapshot(self, snap: Snapshot) -> None:
        """Bring the items in line with a new snapshot, animating what moved."""
        self.snap = snap
        view = snap.view
        self.view_ = view
        self.hint = None
        if view is None:
            self._clear_cards()
            self.settle(animate=False)
            return
        new_hand = (
            snap.redraw
            or snap.hand_number != self._hand_number
            or any(e.kind == "deal" for e in snap.events)
        )
        if new_hand:
            self._hand_number = snap.hand_number
            self._clear_cards()
            if self.order.mode == "custom":
                self.order.custom = []
        self._sync_items(view, deal=new_hand)
        # A redraw (entering, rewinding or leaving a replay) places the cards at once.
        self.settle(animate=not snap.instant and not snap.redraw)

    # -- items ---------------------------------------------------------------------------
    def _all_cards(self) -> list[CardItem]:
        out = list(self.faces.values()) + self.backs
        if self.knock_item is not None:
            out.append(self.knock_item)
        return out

    def _clear_cards(self) -> None:
        for item in self._all_cards() + self._leaving:
            self.removeItem(item)
        self.faces.clear()
        self.backs.clear()
        self.knock_item = None
        self._leaving.clear()
        self._drag = None
        self._press = None

    def _new_card(self, card: Card | None, face_up: bool, at: QPointF) -> CardItem:
        item = CardItem(card, face_up, self.geo.card_w, self.geo.card_h)
        item.set_style(self.deck_style)
        item.setPos(at)
        self.addItem(item)
        return item

    def _table_cards(self, view: PlayerView) -> set[Card]:
        return {c for meld in view.table_melds for c in meld}

    def hand_cards(self) -> list[Card]:
        """The player's cards shown in the hand row, in screen order."""
        view = self.view_
        if view is None:
            return []
        on_table = self._table_cards(view)
        return self.order.order([c for c in view.hand if c not in on_table])

    def _opponent_faces(self, view: PlayerView) -> list[Card]:
        if view.opponent_hand is None:
            return []
        on_table = self._table_cards(view)
        return [c for c in view.opponent_hand if c not in on_table]

    def _sync_items(self, view: PlayerView, deal: bool) -> None:
        g = self.geo
        stock_pos = g.stock.topLeft()
        opp_center = QPointF(g.opponent_row.center().x() - g.small_w / 2, g.opponent_row.top())
        wanted: dict[Card, str] = {}
        for c in self.hand_cards():
            wanted[c] = "hand"
        for c in view.discard_pile:
            wanted[c] = "discard"
        for meld in view.table_melds:
            for c in meld:
                wanted[c] = "meld"
        for c in self._opponent_faces(view):
            wanted[c] = "opponent"
        # Cards that left the visible places: fly towards where they went, then vanish.
        for card, item in list(self.faces.items()):
            if card in wanted:
                continue
            del self.faces[card]
            knocked = view.knock_card == card
            item.role = "flying"
            item.setZValue(Z_FLYING)
            item.set_face(False)
            target = g.knock.topLeft() if knocked else opp_center
            if knocked:
                target = QPointF(
                    g.knock.center().x() - g.card_w / 2, g.knock.center().y() - g.card_h / 2
                )
            self._leaving.append(item)
            anim = move_item(item, target, 0 if self._instant() else duration_ms(self.speed))
            if anim is not None:
                anim.finished.connect(self._sweep_leaving)
        # The opponent's hidden cards.
        hidden = 0 if view.opponent_hand is not None else view.opponent_card_count
        last_draw = next((e for e in reversed(view.events) if e.kind == "draw"), None)
        while len(self.backs) > hidden:
            self.removeItem(self.backs.pop())
        while len(self.backs) < hidden:
            start = stock_pos
            if (
                not deal
                and last_draw is not None
                and last_draw.source == "discard"
                and last_draw.player != view.player
            ):
                start = g.discard.topLeft()
            item = self._new_card(None, False, start)
            item.role = "opponent"
            self.backs.append(item)
        # Face-up cards: new ones come from the stock (own draws) or the opponent's hand.
        for card, role in wanted.items():
            found = self.faces.get(card)
            if found is None:
                if role == "hand" or deal:
                    start = stock_pos
                elif role == "discard" and view.discard_pile and card == view.discard_pile[0]:
                    start = stock_pos  # the up-card
                else:
                    start = opp_center
                found = self._new_card(card, True, start)
                self.faces[card] = found
            found.role = role
            found.set_face(True)
        # The face-down knock card.
        if view.knocker >= 0 and self.knock_item is None:
            self.knock_item = self._new_card(None, False, opp_center)
            self.knock_item.role = "knock"
        elif view.knocker < 0 and self.knock_item is not None:
            self.removeItem(self.knock_item)
            self.knock_item = None

    def _instant(self) -> bool:
        return self.speed == "off" or (self.snap is not None and self.snap.instant)

    # -- layout --------------------------------------------------------------------------
    def settle(self, animate: bool = True) -> None:
        """Move every card to its home and refresh zones, labels and marks."""
        g = self.geo
        ms = duration_ms(self.speed) if animate and not self._instant() else 0
        view = self.view_
        self._place_zones(view)
        if view is None:
            self.stock.set_state(0, self.deck_style, False)
            self._update_labels(None)
            return
        # Hand
        groups = self.order.groups([c for c in view.hand if c not in self._table_cards(view)])
        positions = fan_positions(
            [len(gr.cards) for gr in groups], g.hand_row, g.card_w, g.hand_spacing, g.group_gap
        )
        hand = [c for gr in groups for c in gr.cards]
        self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        hinted = self._hinted_card()
        for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.setZValue(Z_HAND + i)
            item.set_marks(
                focused=self.keyboard_focus and i == self.focus_index, hinted=card == hinted
            )
            self._home(item, pos, ms)
        self._place_marks(groups, positions)
        # Discard pile: a neat stack, the top card last.
        take_hint = self.hint is not None and self.hint.kind == "draw_discard"
        for i, card in enumerate(view.discard_pile):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.setZValue(Z_DISCARD + i)
            item.set_marks(hinted=take_hint and i == len(view.discard_pile) - 1)
            self._home(item, g.discard.topLeft(), ms)
        # Opponent
        self._place_opponent(view, ms)
        # Table melds
        self._place_table_melds(view, ms)
        # Knock card
        if self.knock_item is not None:
            self.knock_item.set_size(g.card_w, g.card_h)
            self.knock_item.setZValue(Z_DISCARD + 60)
            c = g.knock.center()
            self._home(self.knock_item, QPointF(c.x() - g.card_w / 2, c.y() - g.card_h / 2), ms)
        for item in list(self._leaving):
            item.set_size(g.card_w if item.role != "opponent" else g.small_w, g.card_h)
            anim = getattr(item, "_move_anim", None)
            if ms == 0 or anim is None or anim.state() != anim.State.Running:
                self._drop_leaving(item)
        hint_draw = self.hint is not None and self.hint.kind == "draw_stock"
        self.stock.set_state(view.stock_count, self.deck_style, hint_draw)
        self._update_labels(view)

    def _drop_leaving(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
            self.removeItem(item)

    def _sweep_leaving(self) -> None:
        for item in list(self._leaving):
            anim = getattr(item, "_move_anim", None)
            if anim is None or anim.state() != anim.State.Running:
                self._drop_leaving(item)

    def _home(self, item: CardItem, pos: QPointF, ms: int) -> None:
        item.home = QPointF(pos)
        if item is self._drag:
            return
        move_item(item, pos, ms)

    def _place_zones(self, view: PlayerView | None) -> None:
        g = self.geo
        pad = g.card_w * 0.08
        self.stock.set_geometry(g.stock, g.label_font_px)
        self.discard_zone.set_rect(g.discard.adjusted(-pad, -pad, pad, pad), g.label_font_px)
        self.knock_zone.set_rect(g.knock, g.label_font_px)
        hand = QRectF(0, g.hand_row.top() - g.card_h * 0.2, g.width, g.card_h * 1.4)
        self.hand_zone.set_rect(hand, g.label_font_px)
        self.discard_zone.set_label("" if view and view.discard_pile else self.tr("Discard"))
        can_knock = self._can_knock(view)
        if view is not None and view.knocker >= 0:
            self.knock_zone.set_label("")
        elif can_knock is not None:
            text = (
                self.tr("Gin possible! Drop a card here")
                if can_knock == 0
                else self.tr("Knock possible! Drop a card here")
            )
            self.knock_zone.set_label(text, emphasis=True)
        else:
            self.knock_zone.set_label(self.tr("Knock here (face down)"))

    def _can_knock(self, view: PlayerView | None) -> int | None:
        """Lowest deadwood a knock would leave, when the player may knock now."""
        if view is None or not view.my_turn or view.phase is not Phase.DISCARD:
            return None
        if not any(a.kind == "knock" for a in view.legal_actions):
            return None
        return min_deadwood_after_discard(list(view.hand))

    def _place_marks(self, groups: list[HandGroup], positions: list[QPointF]) -> None:
        g = self.geo
        melds = []
        i = 0
        for gr in groups:
            if gr.is_meld and self.order.mode == "melds":
                first, last = positions[i], positions[i + len(gr.cards) - 1]
                melds.append(
                    QRectF(
                        first.x() + 2,
                        first.y() + g.card_h + 4,
                        last.x() + g.card_w - first.x() - 4,
                        max(3.0, g.card_h * 0.035),
                    )
                )
            i += len(gr.cards)
        while len(self.marks) < len(melds):
            mark = MeldMarkItem()
            self.addItem(mark)
            self.marks.append(mark)
        while len(self.marks) > len(melds):
            self.removeItem(self.marks.pop())
        view = self.view_
        gin = view is not None and len(view.hand) >= 10 and self._hand_deadwood(view) == 0
        for mark, rect in zip(self.marks, melds, strict=True):
            mark.gin = gin
            mark.set_rect(rect)

    def _place_opponent(self, view: PlayerView, ms: int) -> None:
        g = self.geo
        row = QRectF(g.opponent_row)
        faces = self._opponent_faces(view)
        if faces:
            order = HandOrder("melds")
            groups = order.groups(faces)
            pos = fan_positions(
                [len(gr.cards) for gr in groups], row, g.small_w, g.small_w * 0.42, g.small_w * 0.1
            )
            cards = [c for gr in groups for c in gr.cards]
            for i, (card, p) in enumerate(zip(cards, pos, strict=True)):
                item = self.faces[card]
                item.set_size(g.small_w, g.small_h)
                item.setZValue(Z_OPPONENT + i)
                self._home(item, p, ms)
        pos = fan_positions([len(self.backs)], row, g.small_w, g.small_w * 0.3, 0)
        for i, (item, p) in enumerate(zip(self.backs, pos, strict=True)):
            item.set_size(g.small_w, g.small_h)
            item.setZValue(Z_OPPONENT + i)
            self._home(item, p, ms)

    def _place_table_melds(self, view: PlayerView, ms: int) -> None:
        g = self.geo
        melds = [sorted(m, key=lambda c: (c.rank, c.suit)) for m in view.table_melds]
        pos = fan_positions(
            [len(m) for m in melds], g.melds_row, g.small_w, g.small_w * 0.4, g.small_w * 0.25
        )
        while len(self.meld_zones) < len(melds):
            zone = ZoneItem("meld", len(self.meld_zones))
            self.addItem(zone)
            self.meld_zones.append(zone)
        while len(self.meld_zones) > len(melds):
            self.removeItem(self.meld_zones.pop())
        defending = view.phase is Phase.LAYOFF and view.my_turn and view.knocker != view.player
        i = 0
        for index, meld in enumerate(melds):
            first = pos[i]
            for j, card in enumerate(meld):
                item = self.faces[card]
                item.set_size(g.small_w, g.small_h)
                item.setZValue(Z_MELDS + i)
                item.set_marks(hinted=False)
                self._home(item, pos[i], ms)
                i += 1
                del j
            last = pos[i - 1]
            pad = g.small_w * 0.12
            rect = QRectF(
                first.x() - pad,
                first.y() - pad,
                last.x() + g.small_w - first.x() + 2 * pad,
                g.small_h + 2 * pad,
            )
            zone = self.meld_zones[index]
            zone.set_rect(rect, g.label_font_px)
            zone.visible_frame = defending
            zone.update()

    def _hand_deadwood(self, view: PlayerView) -> int:
        cards = [c for c in view.hand if c not in self._table_cards(view)]
        if len(cards) == 11:
            return min_deadwood_after_discard(cards)
        return min_deadwood(mask_of(cards))

    def _update_labels(self, view: PlayerView | None) -> None:
        g = self.geo
        font = QFont()
        font.setPixelSize(round(g.label_font_px))
        for label in (self.opponent_label, self.hand_label):
            label.setFont(font)
        if view is None or self.snap is None:
            self.opponent_label.setText("")
            self.hand_label.setText("")
            return
        from ..texts import seat_name

        opp = seat_name(self.snap.players[1 - view.player])
        count = view.opponent_card_count
        self.opponent_label.setText(self.tr("{name}: %n card(s)", "", count).format(name=opp))
        rect = self.opponent_label.boundingRect()
        self.opponent_label.setPos(g.margin, g.opponent_row.center().y() - rect.height() / 2)
        dw = self._hand_deadwood(view)
        cards = [c for c in view.hand if c not in self._table_cards(view)]
        if len(cards) == 11:
            text = self.tr("Deadwood after your best discard: {points}").format(points=dw)
        else:
            text = self.tr("Deadwood: {points}").format(points=dw)
        self.hand_label.setText(text)
        width = self.hand_label.boundingRect().width()
        self.hand_label.setPos(
            (g.width - width) / 2, g.hand_row.bottom() + max(10.0, g.card_h * 0.08)
        )

    def _hinted_card(self) -> Card | None:
        h = self.hint
        if h is None or h.card is None:
            return None
        return h.card

    # -- hit testing -----------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item not in self._leaving and item is not self._drag:
                return item
        return None

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        for zone in self.meld_zones:
            if zone.rect.contains(pos):
                return zone
        for zone in (self.knock_zone, self.discard_zone, self.hand_zone):
            if zone.rect.contains(pos):
                return zone
        return None

    def _stock_hit(self, pos: QPointF) -> bool:
        return self.geo.stock.adjusted(-6, -6, 6, 6).contains(pos)

    def top_discard_item(self) -> CardItem | None:
        view = self.view_
        if view is None or not view.discard_pile:
            return None
        return self.faces.get(view.discard_pile[-1])

    def item_for(self, card: Card) -> CardItem | None:
        return self.faces.get(card)

    def hand_index_at(self, x: float, exclude: Card | None = None) -> int:
        """Where a card dropped at ``x`` goes in the shown order."""
        order = [c for c in self.hand_cards() if c != exclude]
        for i, c in enumerate(order):
            item = self.faces[c]
            if x < item.home.x() + self.geo.hand_spacing / 2:
                return i
        return len(order)

    # -- legality (for highlighting only; the controller decides) ---------------------------
    def _legal(self, action: Action) -> bool:
        view = self.view_
        return view is not None and action in view.legal_actions

    def _zone_legal(self, zone: ZoneItem, source: str, card: Card | None) -> bool:
        if source in ("stock", "discard"):
            act = Action.draw_stock() if source == "stock" else Action.draw_discard()
            return zone.kind == "hand" and self._legal(act)
        if card is None:
            return False
        if zone.kind == "discard":
            return self._legal(Action.discard(card))
        if zone.kind == "knock":
            return self._legal(Action.knock(card))
        if zone.kind == "meld":
            return self._legal(Action.layoff(card, zone.index))
        return zone.kind == "hand"

    def _highlight(self, source: str, card: Card | None, hover: ZoneItem | None) -> None:
        zones = [self.discard_zone, self.knock_zone, self.hand_zone, *self.meld_zones]
        for zone in zones:
            legal = self._zone_legal(zone, source, card) if source else False
            if zone is hover:
                state = "hover" if legal else "bad"
                if zone.kind == "hand" and source == "hand":
                    state = ""
            elif legal and zone.kind != "hand":
                state = "legal"
            else:
                state = ""
            zone.set_state(state)

    # -- mouse ---------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        self._press = None
        if event.button() == Qt.MouseButton.RightButton:
            item = self.card_at(pos)
            if item is not None and item.role == "hand" and item.card is not None:
                self.requested.emit("knock", item.card, -1)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        item = self.card_at(pos)
        if item is not None and item.role == "hand":
            self._press = (pos, "hand", item)
        elif item is not None and item is self.top_discard_item():
            self._press = (pos, "discard", item)
        elif self._stock_hit(pos) and self.view_ is not None and self.view_.stock_count:
            self._press = (pos, "stock", None)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is None:
            return
        start, source, item = self._press
        if self._drag is None:
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(start, source, item)
        drag = self._drag
        if drag is None:
            return
        drag.setPos(pos - self._drag_offset)
        hover = self.zone_at(pos)
        if hover is not self._hover_zone:
            self._hover_zone = hover
            self._highlight(source, drag.card if source == "hand" else None, hover)
        event.accept()

    def _start_drag(self, start: QPointF, source: str, item: CardItem | None) -> None:
        if source == "stock":
            g = self.geo
            item = self._new_card(None, False, g.stock.topLeft())
            item.role = "flying"
            item.home = g.stock.topLeft()
        assert item is not None
        anim = getattr(item, "_move_anim", None)
        if anim is not None:
            anim.stop()
        self._drag = item
        self._drag_source = source
        self._drag_offset = start - item.pos()
        item.setZValue(Z_DRAG)
        self._hover_zone = None
        self._highlight(source, item.card if source == "hand" else None, None)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        press, drag = self._press, self._drag
        self._press = None
        if drag is None:
            if press is not None:
                self._click(press[1], press[2])
            event.accept()
            return
        source = self._drag_source
        self._drag = None
        self._hover_zone = None
        self._highlight("", None, None)
        zone = self.zone_at(pos)
        if source == "stock":
            self.removeItem(drag)
        self._drop(source, drag.card, zone, pos)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None and item.role == "hand" and item.card is not None:
            self._obvious_move(item.card)
        event.accept()

    def _click(self, source: str, item: CardItem | None) -> None:
        if source == "stock":
            self.requested.emit("draw_stock", None, -1)
        elif source == "discard":
            self.requested.emit("draw_discard", None, -1)
        elif source == "hand" and item is not None and item.card is not None:
            hand = self.hand_cards()
            if item.card in hand:
                self.focus_index = hand.index(item.card)
                self.keyboard_focus = True
                self.settle(animate=False)

    def _obvious_move(self, card: Card) -> None:
        """Double-click / Enter: discard, or lay off on the first meld it fits."""
        view = self.view_
        if view is not None and view.phase is Phase.LAYOFF:
            for a in view.legal_actions:
                if a.kind == "layoff" and a.card == card:
                    self.requested.emit("layoff", card, a.target)
                    return
            self.requested.emit("layoff", card, 0)
            return
        self.requested.emit("discard", card, -1)

    def _drop(self, source: str, card: Card | None, zone: ZoneItem | None, pos: QPointF) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        if source in ("stock", "discard"):
            if zone is not None and zone.kind == "hand":
                self.requested.emit("draw_" + source, None, -1)
            else:
                self.refused_here.emit("draw_to_hand")
        elif card is not None:
            kind = zone.kind if zone is not None else ""
            if kind == "discard":
                self.requested.emit("discard", card, -1)
            elif kind == "knock":
                self.requested.emit("knock", card, -1)
            elif kind == "meld":
                self.requested.emit("layoff", card, zone.index if zone else -1)
            elif kind == "hand":
                self.order.move(self.hand_cards(), card, self.hand_index_at(pos.x(), card))
                self.order_changed.emit(self.order.mode)
            else:
                self.refused_here.emit("not_a_target")
        self.settle()

    # -- keyboard ------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrow keys move the focus, Ctrl+arrows move the card, Enter plays it.

        S / D draw from the stock / the discard pile, P passes, K knocks with the
        focused card, L lays it off, Home / End jump.
        """
        key = event.key()
        hand = self.hand_cards()
        mods = event.modifiers()
        ctrl = bool(
            mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        )
        self.keyboard_focus = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if not hand:
                return True
            step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(key), 0)
            if key == Qt.Key.Key_Home:
                new = 0
            elif key == Qt.Key.Key_End:
                new = len(hand) - 1
            else:
                new = max(0, min(len(hand) - 1, self.focus_index + step))
            if ctrl and step:
                self.order.move(hand, hand[self.focus_index], new)
                self.order_changed.emit(self.order.mode)
            self.focus_index = new
            self.settle()
            return True
        focused = hand[self.focus_index] if hand and self.focus_index < len(hand) else None
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if focused is not None:
                self._obvious_move(focused)
            return True
        if key == Qt.Key.Key_K and focused is not None:
            self.requested.emit("knock", focused, -1)
            return True
        if key == Qt.Key.Key_L and focused is not None:
            self._obvious_move(focused)
            return True
        if key == Qt.Key.Key_S:
            self.requested.emit("draw_stock", None, -1)
            return True
        if key == Qt.Key.Key_D:
            self.requested.emit("draw_discard", None, -1)
            return True
        if key == Qt.Key.Key_P:
            self.requested.emit("pass", None, -1)
            return True
        return False

    def set_keyboard_focus(self, on: bool) -> None:
        if on != self.keyboard_focus:
            self.keyboard_focus = on
            self.settle(animate=False)
