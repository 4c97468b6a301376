"""The 拉米纸牌 table as a QGraphicsScene: it draws snapshots and turns gestures into requests.

Why it mirrors the 金拉米 table (:mod:`jinlami_desktop.table.scene`): the scene handles
the mouse itself — a drag moves card items with the pointer — so tests drive it with
plain mouse events, and one place decides what a drop means.  It never changes the game:
a gesture becomes ``requested(RummyRequest)``; whatever the controller answers, the next
:meth:`settle` puts every card where the newest snapshot says (a refused drop flies back).

What Rummy adds: a selection (click toggles, Space on the keyboard; selected cards rise),
groups dragged together onto the free table (a new meld) or one card onto a table meld (a
lay-off), Undo while this turn has melds or lay-offs, and the aids of the source page —
the hand's "Meld!" mark, outlines on every meld a picked-up card fits, and a ``status``
sentence saying why the selection is (not) a meld.  Gestures are checked against the
view's own ``explain_*`` first, so a refusal is explained at once in the aids' words.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from engine import Card, mask_of
from engine.melds import is_meld_mask
from engine.rummy import RummyEvent, RummyPhase, fits_meld, meld_masks_in, meld_problem
from engine.rummy_view import RummyView, TableMeld

from ..table.animations import duration_ms, is_moving, move_item
from ..table.card_art import CARD_ASPECT, DeckStyle
from ..table.hand_order import HandGroup, HandOrder
from ..table.items import CardItem, MeldMarkItem, StockItem, ZoneItem
from ..table.layout import fan_positions
from .items import (
    SEAT_COLORS,
    ButtonItem,
    MeldLabelItem,
    RummyCardItem,
    SeatBadgeItem,
    label_font,
    segments_width,
)
from .layout import MELD_MAX, RummyGeometry, compute_geometry, layout_melds, seat_sides, side_fan
from .snapshot import RummyRequest, RummySnapshot

__all__ = ["RummyTableScene"]

Z_DISCARD: Final = 10
Z_SEAT: Final = 30
Z_MELDS: Final = 50
Z_HAND: Final = 100
Z_FLYING: Final = 900
Z_DRAG: Final = 1000
#: Refusals that concern the moment, not the cards: a meld-shaped selection still is one.
_TURN_CODES: Final = ("not_your_turn", "draw_first")


class RummyTableScene(QGraphicsScene):
    """Draws the Rummy table for the human seat and reports the player's gestures."""

    requested = Signal(object)  # a RummyRequest
    status = Signal(str)  # an aid for the status line ("" = nothing to say now)
    order_changed = Signal(str)  # the hand's arrangement mode after a manual reorder

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.players = 2
        self._size = (1024.0, 640.0)
        self.geo: RummyGeometry = compute_geometry(*self._size, self.players, CARD_ASPECT)
        self.deck_style = DeckStyle()
        self.speed = "normal"
        self.snap: RummySnapshot | None = None
        self.view_: RummyView | None = None
        self.order = HandOrder()
        self.faces: dict[Card, RummyCardItem] = {}
        self.backs: dict[int, list[CardItem]] = {}
        self.selected: list[Card] = []
        self.focus_index = 0
        self.keyboard_focus = False
        self._hand_number = -1
        self._leaving: list[CardItem] = []
        self._press: tuple[QPointF, str, CardItem | None] | None = None
        self._drag: list[CardItem] = []
        self._drag_lead = 0
        self._drag_cards: list[Card] = []
        self._drag_source = ""
        self._drag_offset = QPointF()
        self._hover_zone: ZoneItem | None = None
        self._last_status = ""
        self._aid_cards: tuple[Card, ...] = ()
        self._meld_cycle = 0
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.timeout.connect(self._land)
        self.stock = StockItem()
        self.addItem(self.stock)
        self.discard_zone = ZoneItem("discard")
        self.table_zone = ZoneItem("table")
        self.table_zone.visible_frame = True
        self.hand_zone = ZoneItem("hand")
        for z in (self.table_zone, self.discard_zone, self.hand_zone):
            self.addItem(z)
        self.table_zone.setZValue(-12)
        self.meld_zones: list[ZoneItem] = []
        self.meld_labels: list[MeldLabelItem] = []
        self.hand_marks: list[MeldMarkItem] = []
        self.badges: list[SeatBadgeItem] = []
        self.undo_button = ButtonItem()
        self.meld_mark = ButtonItem(glow=True)
        for b in (self.undo_button, self.meld_mark):
            b.setVisible(False)
            self.addItem(b)
        self._ensure_badges()
        self.setSceneRect(QRectF(0, 0, *self._size))

    # -- outside world --------------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a new view size (no animation: it follows the window)."""
        self._size = (float(width), float(height))
        self.geo = compute_geometry(width, height, self.players, CARD_ASPECT)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.settle(animate=False)

    def set_style(self, style: DeckStyle) -> None:
        self.deck_style = style
        for item in self._all_cards():
            item.set_style(style)
        self.stock.set_state(self.stock.count, style, self.stock.glow)

    def set_arrangement(self, mode: str) -> None:
        """Arrange the hand by ``melds``, ``suit``, ``rank`` or keep the ``custom`` order."""
        self.order.mode = mode
        self.settle()

    def retranslate(self) -> None:
        """Reword plates, labels and buttons; a standing aid is said again in the new
        language."""
        self._last_status = ""
        self.settle(animate=False)
        if self.selected:
            self._announce_selection(force=True)

    def apply_snapshot(self, snap: RummySnapshot) -> None:
        """Bring the items in line with a new snapshot, animating what moved."""
        self.snap = snap
        view = snap.view
        self.view_ = view
        if view is None:
            self._clear_cards()
            self.selected = []
            self.settle(animate=False)
            return
        if view.players != self.players:
            self.players = view.players
            self.geo = compute_geometry(*self._size, self.players, CARD_ASPECT)
            self._ensure_badges()
        new_hand = (
            snap.redraw
            or snap.hand_number != self._hand_number
            or any(e.kind == "deal" for e in snap.events)
        )
        if new_hand:
            self._hand_number = snap.hand_number
            self._clear_cards()
            self.selected = []
            if self.order.mode == "custom":
                self.order.custom = []
        self._sync_items(view, snap.events, deal=new_hand)
        self.selected = [c for c in self.selected if c in view.hand]
        self.settle(animate=not snap.instant and not snap.redraw)
        if self.selected:
            self._announce_selection(force=False)
        elif self._last_status and not set(self._aid_cards) <= set(view.hand):
            self._say("")  # the cards the aid spoke of were melded or laid off

    # -- seats ----------------------------------------------------------------------------
    def side_of(self, seat: int) -> str:
        """Where ``seat`` sits: the human at the bottom, the others clockwise after."""
        me = self.view_.player if self.view_ is not None else 0
        return seat_sides(self.players)[(seat - me) % self.players]

    def seat_box_of(self, seat: int) -> int:
        me = self.view_.player if self.view_ is not None else 0
        return (seat - me) % self.players

    def seat_color(self, seat: int) -> QColor:
        return SEAT_COLORS[self.side_of(seat)]

    def seat_name(self, seat: int) -> str:
        from ..texts import rummy_side_name

        return rummy_side_name(self.side_of(seat))

    def _ensure_badges(self) -> None:
        while len(self.badges) < self.players:
            badge = SeatBadgeItem()
            self.addItem(badge)
            self.badges.append(badge)
        while len(self.badges) > self.players:
            self.removeItem(self.badges.pop())

    # -- items ----------------------------------------------------------------------------
    def _all_cards(self) -> list[CardItem]:
        out: list[CardItem] = list(self.faces.values())
        for backs in self.backs.values():
            out.extend(backs)
        return out

    def _clear_cards(self) -> None:
        for item in self._all_cards() + self._leaving + self._drag:
            if item.scene() is self:
                self.removeItem(item)
        self.faces.clear()
        self.backs.clear()
        self._leaving.clear()
        self._drag = []
        self._drag_cards = []
        self._press = None

    def _new_face(self, card: Card, at: QPointF) -> RummyCardItem:
        item = RummyCardItem(card, True, self.geo.card_w, self.geo.card_h)
        item.set_style(self.deck_style)
        item.setPos(at)
        self.addItem(item)
        return item

    def _new_back(self, at: QPointF) -> CardItem:
        g = self.geo
        item = CardItem(None, False, g.small_w, g.small_h)
        item.set_style(self.deck_style)
        item.setPos(at)
        item.role = "seat"
        self.addItem(item)
        return item

    def hand_cards(self) -> list[Card]:
        """The player's cards in screen order."""
        view = self.view_
        return self.order.order(list(view.hand)) if view is not None else []

    def item_for(self, card: Card) -> RummyCardItem | None:
        return self.faces.get(card)

    def _seat_faces(self, view: RummyView, seat: int) -> list[Card]:
        """An opponent's face-up cards: all of them once the hand is over, else the
        cards everyone knows it holds (taken from the discard pile …)."""
        cards = view.hands_shown[seat] if view.hands_shown is not None else view.known[seat]
        return sorted(cards, key=lambda c: (c.suit, c.rank))

    def _anchor(self, seat: int) -> QPointF:
        g = self.geo
        p = g.seats[self.seat_box_of(seat)].anchor
        return QPointF(p.x() - g.small_w / 2, p.y() - g.small_h / 2)

    def _sync_items(self, view: RummyView, events: Sequence[RummyEvent], deal: bool) -> None:
        g = self.geo
        me = view.player
        stock_pos = g.stock.topLeft()
        wanted: dict[Card, str] = {}
        for c in view.hand:
            wanted[c] = "hand"
        for c in view.discard_pile:
            wanted[c] = "discard"
        for m in view.table_melds:
            for c in m.cards:
                wanted[c] = "meld"
        for q in range(view.players):
            if q != me:
                for c in self._seat_faces(view, q):
                    wanted[c] = "seat"
        played_by: dict[Card, int] = {}
        taken_by: dict[Card, int] = {}
        drew_stock: set[int] = set()  # seats whose stock draw this snapshot shows
        for e in events:
            if e.kind == "meld":
                for c in e.cards:
                    played_by[c] = e.player
            elif e.kind in ("layoff", "discard") and e.card is not None:
                played_by[e.card] = e.player
            elif e.kind == "draw" and e.source == "discard" and e.card is not None:
                taken_by[e.card] = e.player
            elif e.kind == "draw":
                drew_stock.add(e.player)
        ms = 0 if self._instant() else duration_ms(self.speed)
        # Cards gone from every visible place fly to whoever took them (or the stock).
        for card, item in list(self.faces.items()):
            if card in wanted:
                continue
            del self.faces[card]
            item.role = "flying"
            item.setZValue(Z_FLYING)
            target = self._anchor(taken_by[card]) if card in taken_by else stock_pos
            self._leaving.append(item)
            anim = move_item(item, target, ms)
            if anim is not None:
                anim.finished.connect(self._sweep_leaving)
        # Opponents' hidden cards: new ones come from the stock.
        for q in range(view.players):
            if q == me:
                continue
            backs = self.backs.setdefault(q, [])
            hidden = (
                0
                if view.hands_shown is not None
                else (view.card_counts[q] - len(self._seat_faces(view, q)))
            )
            while len(backs) > max(0, hidden):
                self.removeItem(backs.pop())
            while len(backs) < hidden:
                backs.append(self._new_back(stock_pos))
        # Face-up cards: new ones come from the stock (deal, own draws, the up-card) or
        # from the seat that played them.
        for card, role in wanted.items():
            item = self.faces.get(card)
            if item is None:
                if deal or role == "hand":
                    start = stock_pos
                elif card in played_by and played_by[card] != me:
                    start = self._anchor(played_by[card])
                elif role == "seat":
                    owner = next(
                        q
                        for q in range(view.players)
                        if q != me and card in self._seat_faces(view, q)
                    )
                    # the public turned-over stock: a drawn card is known, and face up
                    start = stock_pos if owner in drew_stock else self._anchor(owner)
                else:
                    start = stock_pos
                item = self._new_face(card, start)
                self.faces[card] = item
            item.role = role
            item.set_face(True)
            if role != "hand":
                item.set_selected(False)

    def _instant(self) -> bool:
        return self.speed == "off" or (self.snap is not None and self.snap.instant)

    # -- layout ---------------------------------------------------------------------------
    def settle(self, animate: bool = True) -> None:
        """Move every card to its home and refresh zones, labels, buttons and outlines."""
        ms = duration_ms(self.speed) if animate and not self._instant() else 0
        view = self.view_
        self._place_zones(view)
        self._place_badges(view)
        if view is None:
            self.stock.set_state(0, self.deck_style, False)
            for zone in self.meld_zones:
                self.removeItem(zone)
            self.meld_zones.clear()
            self._sync_labels(0)
            self._place_hand_marks([], [])
            return
        self._place_hand(view, ms)
        self._place_discards(view, ms)
        self._place_melds(view, ms)
        self._place_seats(view, ms)
        for item in list(self._leaving):
            anim = getattr(item, "_move_anim", None)
            if ms == 0 or anim is None or anim.state() != anim.State.Running:
                self._drop_leaving(item)
        draw_now = view.my_turn and view.phase is RummyPhase.DRAW
        self.stock.set_state(view.stock_count, self.deck_style, draw_now)
        if not self._drag:
            self._outline_selection()

    def _home(self, item: CardItem, pos: QPointF, ms: int, z: float) -> None:
        """Send ``item`` home; a card held in a drag only learns where home is.

        A card travelling across the table flies above everything and lands in its
        place in the stack when the movement is over (:meth:`_land`).
        """
        item.home = QPointF(pos)
        if item in self._drag:
            return
        item.rest_z = z  # type: ignore[attr-defined]
        far = (item.pos() - pos).manhattanLength() > self.geo.card_w * 0.6
        if ms > 0 and far:
            item.setZValue(Z_FLYING + z)
            self._landing.start(ms + 40)
        elif not is_moving(item):
            item.setZValue(z)
        move_item(item, pos, ms)

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

    def _drop_leaving(self, item: CardItem) -> None:
        if item in self._leaving:
            self._leaving.remove(item)
            self.removeItem(item)

    def _sweep_leaving(self) -> None:
        for item in list(self._leaving):
            anim = getattr(item, "_move_anim", None)
            if anim is None or anim.state() != anim.State.Running:
                self._drop_leaving(item)

    def _place_zones(self, view: RummyView | None) -> None:
        from ..texts import rummy_table_words

        g = self.geo
        pad = g.card_w * 0.08
        self.stock.set_geometry(g.stock, g.font_px)
        self.discard_zone.set_rect(g.discard.adjusted(-pad, -pad, pad, pad), g.font_px)
        self.discard_zone.set_label(
            "" if view and view.discard_pile else rummy_table_words("discard_empty")
        )
        self.table_zone.set_rect(g.melds, g.font_px)
        empty = view is not None and not view.table_melds
        self.table_zone.set_label(rummy_table_words("melds_empty") if empty else "")
        hand = QRectF(
            g.hand_row.left() - g.gap,
            g.hand_row.top() - g.lift - g.gap * 0.5,
            g.hand_row.width() + 2 * g.gap,
            g.height - g.hand_row.top() + g.lift + g.gap * 0.5,
        )
        self.hand_zone.set_rect(hand, g.font_px)
        over = view is None or view.phase is RummyPhase.OVER
        self.undo_button.set_geometry(g.undo, g.font_px)
        self.undo_button.set_text(rummy_table_words("undo"))
        self.undo_button.setToolTip(rummy_table_words("undo_tip"))
        self.undo_button.setVisible(
            view is not None and bool(view.turn_steps) and view.my_turn and not over
        )
        self.meld_mark.set_geometry(g.mark, g.font_px * 1.05)
        self.meld_mark.set_text(rummy_table_words("meld_mark"))
        self.meld_mark.setToolTip(rummy_table_words("meld_mark_tip"))
        self.meld_mark.setVisible(view is not None and view.has_meld and not over)

    def _place_badges(self, view: RummyView | None) -> None:
        from ..texts import activity_text, level_name, rummy_cards_count, rummy_table_words

        g = self.geo
        snap = self.snap
        for seat, badge in enumerate(self.badges):
            box = g.seats[self.seat_box_of(seat)]
            badge.set_rect(box.badge, g.font_px)
            if view is None or snap is None:
                badge.setVisible(False)
                continue
            badge.setVisible(True)
            level = snap.names[seat] if seat < len(snap.names) else ""
            over = view.phase is RummyPhase.OVER
            active = view.to_act == seat and not over
            thinking = ""
            if snap.thinking == seat and not over:
                thinking = activity_text("thinking")
            elif active and seat == view.player:
                thinking = rummy_table_words("your_turn")
            badge.set_content(
                self.seat_name(seat),
                level_name(level) if level else "",
                rummy_cards_count(view.card_counts[seat]),
                self.seat_color(seat),
                active,
                thinking,
            )

    def _place_hand(self, view: RummyView, ms: int) -> None:
        g = self.geo
        groups = self.order.groups(list(view.hand))
        positions = fan_positions(
            [len(gr.cards) for gr in groups], g.hand_row, g.card_w, g.hand_spacing, g.group_gap
        )
        hand = [c for gr in groups for c in gr.cards]
        self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.setToolTip("")
            chosen = card in self.selected
            item.set_selected(chosen)
            item.set_tag(None)
            item.set_marks(focused=self.keyboard_focus and i == self.focus_index)
            self._home(
                item, QPointF(pos.x(), pos.y() - (g.lift if chosen else 0.0)), ms, Z_HAND + i
            )
        self._place_hand_marks(groups, positions)

    def _place_hand_marks(self, groups: list[HandGroup], positions: list[QPointF]) -> None:
        g = self.geo
        rects: list[QRectF] = []
        i = 0
        for gr in groups:
            if gr.is_meld and self.order.mode == "melds":
                first, last = positions[i], positions[i + len(gr.cards) - 1]
                rects.append(
                    QRectF(
                        first.x() + 2,
                        first.y() + g.card_h + 3,
                        last.x() + g.card_w - first.x() - 4,
                        max(3.0, g.card_h * 0.03),
                    )
                )
            i += len(gr.cards)
        while len(self.hand_marks) < len(rects):
            mark = MeldMarkItem()
            self.addItem(mark)
            self.hand_marks.append(mark)
        while len(self.hand_marks) > len(rects):
            self.removeItem(self.hand_marks.pop())
        for mark, rect in zip(self.hand_marks, rects, strict=True):
            mark.set_rect(rect)

    def _place_discards(self, view: RummyView, ms: int) -> None:
        g = self.geo
        for i, card in enumerate(view.discard_pile):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.set_marks()
            item.set_tag(None)
            item.setToolTip("")
            self._home(item, g.discard.topLeft(), ms, Z_DISCARD + i)

    def _meld_segments(self, meld: TableMeld) -> list[tuple[str, QColor]]:
        """The label of a table meld: the owner, then "+" and each seat that added cards."""
        from ..texts import rummy_meld_added_prefix

        dim = QColor(255, 255, 255, 170)
        segs = [(self.seat_name(meld.owner), self.seat_color(meld.owner))]
        adders = [s for s in meld.contributors if s != meld.owner]
        if adders:
            segs.append(("  " + rummy_meld_added_prefix(), dim))
            for k, seat in enumerate(adders):
                segs.append((("" if k == 0 else " ") + self.seat_name(seat), self.seat_color(seat)))
        return segs

    def _meld_tooltip(self, meld: TableMeld) -> str:
        from ..texts import card_symbol, cards_text, rummy_meld_tooltip

        added = ", ".join(f"{card_symbol(c)} {self.seat_name(s)}" for s, c in meld.added)
        return rummy_meld_tooltip(
            meld.kind, cards_text(meld.cards), self.seat_name(meld.owner), added
        )

    def _sync_labels(self, count: int) -> None:
        while len(self.meld_labels) < count:
            label = MeldLabelItem()
            self.addItem(label)
            self.meld_labels.append(label)
        while len(self.meld_labels) > count:
            self.removeItem(self.meld_labels.pop())

    def _place_melds(self, view: RummyView, ms: int) -> None:
        g = self.geo
        melds = view.table_melds
        font = label_font(g.font_px * 0.85)
        label_h = g.font_px * 1.45
        segments = [self._meld_segments(m) for m in melds]
        widths = [segments_width(s, font) + label_h * 0.8 for s in segments]
        area = g.melds.adjusted(g.gap * 0.5, g.gap * 0.3, -g.gap * 0.5, -g.gap * 0.3)
        lay = layout_melds(
            [len(m.cards) for m in melds], widths, area, g.card_w * MELD_MAX, CARD_ASPECT, label_h
        )
        while len(self.meld_zones) < len(melds):
            zone = ZoneItem("meld", len(self.meld_zones))
            zone.visible_frame = False
            self.addItem(zone)
            self.meld_zones.append(zone)
        while len(self.meld_zones) > len(melds):
            self.removeItem(self.meld_zones.pop())
        self._sync_labels(len(melds))
        pad = lay.card_w * 0.08
        for index, meld in enumerate(melds):
            adders = {c: seat for seat, c in meld.added if seat != meld.owner}
            tip = self._meld_tooltip(meld)
            for j, card in enumerate(meld.cards):
                item = self.faces[card]
                item.set_size(lay.card_w, lay.card_h)
                item.set_marks()
                item.set_tag(self.seat_color(adders[card]) if card in adders else None)
                item.setToolTip(tip)
                self._home(item, lay.card_pos(index, j), ms, Z_MELDS + j)
            rect = lay.cards_rect(index, len(meld.cards)).adjusted(-pad, -pad, pad, pad)
            self.meld_zones[index].set_rect(rect, g.font_px)
            slot = lay.slots[index]
            label_rect = QRectF(
                min(slot.left(), rect.left() + pad), slot.top(), slot.width(), label_h * 0.92
            )
            self.meld_labels[index].set_content(label_rect, segments[index], font)
            self.meld_labels[index].setToolTip(tip)

    def _place_seats(self, view: RummyView, ms: int) -> None:
        g = self.geo
        for q in range(view.players):
            if q == view.player:
                continue
            box = g.seats[self.seat_box_of(q)]
            items: list[CardItem] = [self.faces[c] for c in self._seat_faces(view, q)]
            items.extend(self.backs.get(q, []))
            for i, (item, pos) in enumerate(
                zip(items, side_fan(len(items), box, g.small_w, g.small_h), strict=True)
            ):
                item.set_size(g.small_w, g.small_h)
                item.set_marks()
                if isinstance(item, RummyCardItem):
                    item.set_tag(None)
                    item.setToolTip("")
                self._home(item, pos, ms, Z_SEAT + i)

    # -- selection and the aids ---------------------------------------------------------------
    def selection(self) -> list[Card]:
        """The selected cards in screen order."""
        return [c for c in self.hand_cards() if c in self.selected]

    def set_selection(self, cards: Sequence[Card]) -> None:
        view = self.view_
        hand = set(view.hand) if view is not None else set()
        self.selected = [c for c in cards if c in hand]
        self.settle(animate=True)
        self._announce_selection(force=True)

    def toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.settle(animate=True)
        self._announce_selection(force=True)

    def selection_text(self, cards: Sequence[Card] | None = None) -> str:
        """The aid for a selection: why it is not a meld, or that it is one."""
        from ..texts import cards_text, rummy_pickup_text, rummy_refusal_text, rummy_selection_text

        view = self.view_
        cards = self.selection() if cards is None else list(cards)
        if view is None or not cards:
            return ""
        if len(cards) == 1:
            return rummy_pickup_text(cards[0], len(view.layoff_targets(cards[0])))
        problem = view.explain_meld(cards)
        kind = is_meld_mask(mask_of(cards)) or "run"
        shown = cards_text(sorted(cards, key=lambda c: (c.suit, c.rank)))
        if problem is None:
            return rummy_selection_text(kind, shown)
        if problem.code in _TURN_CODES and meld_problem(mask_of(cards)) is None:
            return rummy_selection_text(kind, shown, problem.code)
        return rummy_refusal_text(problem.code, problem.params)

    def _announce_selection(self, force: bool) -> None:
        text = self.selection_text()
        if force or text != self._last_status:
            self._say(text, self.selection())

    def _say(self, text: str, cards: Sequence[Card] = ()) -> None:
        """Emit an aid; ``cards`` are the hand cards it speaks of (it goes stale with them)."""
        self._last_status = text
        self._aid_cards = tuple(cards)
        self.status.emit(text)

    def _outline_selection(self) -> None:
        """Outline every meld the one selected card fits; light the table for a meld."""
        view = self.view_
        chosen = self.selection()
        targets: tuple[int, ...] = ()
        if view is not None and len(chosen) == 1:
            targets = view.layoff_targets(chosen[0])
        for zone in self.meld_zones:
            zone.set_state("legal" if zone.index in targets else "")
        melds = view is not None and len(chosen) >= 3 and meld_problem(mask_of(chosen)) is None
        self.table_zone.set_state("legal" if melds else "")
        self.discard_zone.set_state("")
        self.hand_zone.set_state("")

    # -- what a gesture asks for (checked against the view first) ---------------------------------
    def _emit(self, kind: str, cards: Sequence[Card] = (), target: int = -1) -> None:
        self.requested.emit(RummyRequest(kind, tuple(cards), target))

    def _refuse(self, code: str, params: dict[str, object] | None = None) -> None:
        from ..texts import rummy_refusal_text

        self._say(rummy_refusal_text(code, params or {}))

    def _turn_problem(self) -> str | None:
        view = self.view_
        if view is None or view.phase is RummyPhase.OVER:
            return "hand_over"
        if view.to_act != view.player or not view.legal_actions:
            return "not_your_turn"
        return None

    def try_draw(self, source: str) -> None:
        view = self.view_
        problem = self._turn_problem()
        if problem is None and view is not None and view.phase is not RummyPhase.DRAW:
            self._refuse("wrong_phase", {"phase": "play", "action": "draw_" + source})
        elif problem is not None:
            self._refuse(problem)
        elif source == "stock" and view is not None and not view.stock_count:
            self._refuse("stock_empty")
        elif source == "discard" and view is not None and not view.discard_pile:
            self._refuse("discard_empty")
        else:
            self._emit("draw_" + source)

    def try_meld(self, cards: Sequence[Card]) -> None:
        from ..texts import rummy_gesture_text

        view = self.view_
        if view is None:
            return
        if not cards:
            self._say(rummy_gesture_text("nothing_selected"))
            return
        problem = view.explain_meld(list(cards))
        if problem is not None:
            self._refuse(problem.code, problem.params)
            return
        self._emit("meld", cards)

    def try_layoff(self, cards: Sequence[Card], index: int) -> None:
        from ..texts import rummy_gesture_text

        view = self.view_
        if view is None or not cards:
            return
        if len(cards) == 1:
            problem = view.explain_layoff(cards[0], index)
            if problem is not None:
                self._refuse(problem.code, problem.params)
            else:
                self._emit("layoff", cards, index)
            return
        chain = self._layoff_chain(cards, index)
        if chain is None:
            if view.explain_meld(list(cards)) is None:
                self._emit("meld", cards)  # a whole meld dropped onto a meld: meld it
            else:
                self._say(rummy_gesture_text("group_layoff"))
            return
        problem = view.explain_layoff(chain[0], index)
        if problem is not None:
            self._refuse(problem.code, problem.params)
            return
        for card in chain:  # one lay-off at a time, in an order where each fits
            self._emit("layoff", (card,), index)

    def _layoff_chain(self, cards: Sequence[Card], index: int) -> list[Card] | None:
        """An order in which ``cards`` can be laid off one by one onto meld ``index``."""
        view = self.view_
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
        view = self.view_
        if view is None:
            return
        problem = view.explain_discard(card)
        if problem is not None:
            self._refuse(problem.code, problem.params)
        else:
            self._emit("discard", (card,))

    def try_undo(self) -> None:
        view = self.view_
        if view is not None and view.turn_steps and view.my_turn:
            self._emit("undo")
        else:
            self._refuse(self._turn_problem() or "nothing_to_undo")

    def select_a_meld(self) -> None:
        """The "Meld!" mark: select a meld of the hand, the next one on every click."""
        view = self.view_
        if view is None:
            return
        options = sorted(meld_masks_in(mask_of(view.hand)), key=lambda m: -m.bit_count())
        if not options:
            return
        mask = options[self._meld_cycle % len(options)]
        self._meld_cycle += 1
        self.set_selection([c for c in view.hand if c.mask & mask])

    # -- hit testing --------------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):
            if isinstance(item, CardItem) and item not in self._leaving and item not in self._drag:
                return item
        return None

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        for zone in self.meld_zones:
            if zone.rect.contains(pos):
                return zone
        for zone in (self.discard_zone, self.table_zone, self.hand_zone):
            if zone.rect.contains(pos):
                return zone
        return None

    def top_discard_item(self) -> RummyCardItem | None:
        view = self.view_
        if view is None or not view.discard_pile:
            return None
        return self.faces.get(view.discard_pile[-1])

    def hand_index_at(self, x: float, exclude: Card | None = None) -> int:
        order = [c for c in self.hand_cards() if c != exclude]
        for i, c in enumerate(order):
            if x < self.faces[c].home.x() + self.geo.hand_spacing / 2:
                return i
        return len(order)

    def _button_at(self, pos: QPointF) -> str:
        for name, button in (("undo", self.undo_button), ("mark", self.meld_mark)):
            if button.isVisible() and button.rect.contains(pos):
                return name
        return ""

    # -- highlighting while dragging ----------------------------------------------------------
    def _zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        view = self.view_
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

    def _highlight(self, source: str, cards: Sequence[Card], hover: ZoneItem | None) -> None:
        for zone in [self.discard_zone, self.table_zone, self.hand_zone, *self.meld_zones]:
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

    # -- mouse ----------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        self._press = None
        if event.button() != Qt.MouseButton.LeftButton:
            event.accept()
            return
        button = self._button_at(pos)
        item = self.card_at(pos)
        if button:
            self._press = (pos, button, None)
        elif item is not None and item.role == "hand":
            self._press = (pos, "hand", item)
        elif item is not None and item is self.top_discard_item():
            self._press = (pos, "discard", item)
        elif self.geo.stock.adjusted(-6, -6, 6, 6).contains(pos):
            self._press = (pos, "stock", None)
        else:
            zone = self.zone_at(pos)
            kind = zone.kind if zone is not None else "felt"
            self._press = (pos, kind, None)
            if zone is not None and zone.kind == "meld":
                self._press = (pos, f"meld:{zone.index}", None)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if self._press is None:
            return
        start, source, item = self._press
        if source not in ("hand", "discard", "stock"):
            return
        if not self._drag:
            if (pos - start).manhattanLength() < QApplication.startDragDistance():
                return
            self._start_drag(start, source, item)
        if not self._drag:
            return
        # The group follows the pointer as a small fan, in hand order around the held card.
        at = pos - self._drag_offset
        step = self.geo.card_w * 0.3
        for k, item in enumerate(self._drag):
            item.setPos(at + QPointF((k - self._drag_lead) * step, 0))
        hover = self.zone_at(pos)
        if hover is not self._hover_zone:
            self._hover_zone = hover
            self._highlight(source, self._drag_cards, hover)
        event.accept()

    def _start_drag(self, start: QPointF, source: str, item: CardItem | None) -> None:
        cards: list[Card] = []
        if source == "stock":
            item = self._new_back(self.geo.stock.topLeft())
            item.set_size(self.geo.card_w, self.geo.card_h)
            item.role = "flying"
            item.home = self.geo.stock.topLeft()
            items = [item]
        elif source == "hand" and item is not None and item.card is not None:
            cards = self.selection() if item.card in self.selected else [item.card]
            lead = cards.index(item.card)
            items = [self.faces[c] for c in cards]
        else:
            assert item is not None
            items = [item]
        if source != "hand":
            lead = 0
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
        if len(cards) == 1:
            self._say(self.selection_text(cards), cards)

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

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.card_at(event.scenePos())
        if item is not None and item.role == "hand" and item.card is not None:
            if item.card in self.selected:  # the first click of the two selected it
                self.selected.remove(item.card)
            self.try_discard(item.card)
            self.settle()
        event.accept()

    def _click(self, source: str, item: CardItem | None) -> None:
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
            hand = self.hand_cards()
            if item.card in hand:
                self.focus_index = hand.index(item.card)
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

    def _drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        """Turn a drop into a request; whatever happens, cards then go (back) home."""
        from ..texts import rummy_gesture_text

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
                    self.order.move(
                        self.hand_cards(), cards[0], self.hand_index_at(pos.x(), cards[0])
                    )
                    self.order_changed.emit(self.order.mode)
            else:
                self._say(rummy_gesture_text("no_target"))
        self.settle()

    # -- keyboard -----------------------------------------------------------------------------
    def handle_key(self, event: QKeyEvent) -> bool:
        """Arrows move the focus (Ctrl+arrows move the card), Space selects, M melds the
        selection, L lays the focused card off, Enter discards it, S / D draw, U or
        Ctrl+Z undoes, Escape clears the selection."""
        key = event.key()
        mods = event.modifiers()
        ctrl = bool(mods & Qt.KeyboardModifier.ControlModifier)
        shift = bool(mods & Qt.KeyboardModifier.ShiftModifier)
        hand = self.hand_cards()
        self.keyboard_focus = True
        if key == Qt.Key.Key_Z and ctrl:
            self.try_undo()
            return True
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
            if (ctrl or shift) and step:
                self.order.move(hand, hand[self.focus_index], new)
                self.order_changed.emit(self.order.mode)
            self.focus_index = new
            self.settle()
            return True
        focused = hand[self.focus_index] if hand and self.focus_index < len(hand) else None
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
            view = self.view_
            targets = view.layoff_targets(focused) if view is not None else ()
            if targets:
                self.try_layoff([focused], targets[0])
            else:
                self._say(self.selection_text([focused]))
            self.settle()
            return True
        if key == Qt.Key.Key_Escape:
            if self.selected:
                self.set_selection([])
            return True
        simple = {
            Qt.Key.Key_S: lambda: self.try_draw("stock"),
            Qt.Key.Key_D: lambda: self.try_draw("discard"),
            Qt.Key.Key_U: self.try_undo,
        }
        action = simple.get(Qt.Key(key))
        if action is not None:
            action()
            return True
        return False

    def set_keyboard_focus(self, on: bool) -> None:
        if on != self.keyboard_focus:
            self.keyboard_focus = on
            self.settle(animate=False)
