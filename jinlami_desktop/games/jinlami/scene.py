"""The card table as a QGraphicsScene: it draws snapshots and turns gestures into requests.

Why the scene handles the mouse itself (instead of QDrag or per-item handlers): a drag
of a card is a movable graphics item following the pointer, which tests can drive with
plain mouse events on the view's viewport, and one place decides what a drop means.
The scene never changes the game: a drop becomes ``requested(Request)`` (the engine
action and where it was asked, :func:`table_request`); if the controller refuses, the
next :meth:`settle` animates the card back home.

Every drag has a click and a keyboard equivalent (see :meth:`handle_key`).

This module keeps the seats, the piles and the hand; it holds four parts, each built
with the few things it needs of the table (a narrow Protocol, so no part imports this
module): ``aids`` (:mod:`.aids`, the hint's marks, the card just drawn, the deadwood
under the hand), ``moves`` (:mod:`.moves`, what a gesture asks for), ``gestures``
(:mod:`.gestures`, mouse and keys) and ``knock_area`` (:mod:`.knock_area`, the knock
area, the knock card and the knocker's melds).  The base class's hooks (``_click``,
``_drop``, ``_zone_legal``) and the mouse and key handlers hand over to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from engine import Action, Card, Phase, PlayerView

from ...table.callout import Spot
from ...table.card_art import CARD_ASPECT
from ...table.card_scene import Z_HAND, Z_SEATS, CardTableScene
from ...table.hand_order import HandOrder
from ...table.items import CardItem, ZoneItem, label_font
from ...table.layout import TableGeometry, compute_geometry, fan_positions
from ...table.portrait_art import portrait_pixmap
from ...table.seat_marker import SeatMarkerItem
from .aids import TableAids
from .controller import JinlamiSnapshot
from .deadwood import held_cards
from .gestures import TableGestures
from .knock_area import KnockArea
from .moves import TableMoves, origin_of, table_request

__all__ = ["JinlamiScene", "origin_of", "table_request"]


class JinlamiScene(CardTableScene):
    """Draws the table for one seat and reports the player's gestures.

    Its parts: ``aids`` (:class:`~.aids.TableAids`), ``moves``
    (:class:`~.moves.TableMoves`), ``gestures`` (:class:`~.gestures.TableGestures`) and
    ``knock_area`` (:class:`~.knock_area.KnockArea`).
    """

    requested = Signal(object)  # a Request
    refused_here = Signal(str, object)  # a drop on no target: error code, the Spot

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.geo: TableGeometry = compute_geometry(1024, 600, CARD_ASPECT)
        self.snap: JinlamiSnapshot | None = None
        self.view_: PlayerView | None = None
        self.backs: list[CardItem] = []
        self.knock_item: CardItem | None = None
        self.knock_zone = ZoneItem("knock")
        for z in (self.discard_zone, self.knock_zone, self.hand_zone):
            self.addItem(z)
        self.opponent_label = QGraphicsSimpleTextItem()
        self.hand_label = QGraphicsSimpleTextItem()
        for label in (self.opponent_label, self.hand_label):
            label.setBrush(QColor(255, 255, 255, 225))
            self.addItem(label)
        #: A dark plate under the opponent's portrait and name, so they read on the felt
        #: as a seat (as 拉米纸牌's plates), not as loose small print.
        self.opponent_plate = QGraphicsPathItem()
        self.opponent_plate.setPen(QPen(Qt.PenStyle.NoPen))
        self.opponent_plate.setBrush(QColor(0, 0, 0, 110))
        self.opponent_plate.setZValue(-1)
        self.addItem(self.opponent_plate)
        #: The opponent bot's portrait, left of its name on the felt (hidden for none).
        self.opponent_face = QGraphicsPixmapItem()
        self.opponent_face.setVisible(False)
        self.addItem(self.opponent_face)
        #: The bot level the portrait shows ("": none).
        self.opponent_portrait = ""
        #: Each seat's last move (by seat), in the room the rows leave free.
        self.markers = [SeatMarkerItem(), SeatMarkerItem()]
        for marker in self.markers:
            self.addItem(marker)
        #: Oklahoma's plate under the discard pile: the up-card and the terms it set.
        self.upcard_plate = SeatMarkerItem()
        self.upcard_plate.setObjectName("upcardPlate")
        self.addItem(self.upcard_plate)
        self.aids = TableAids(self)
        self.moves = TableMoves(self, self.requested.emit, self.refused_here.emit)
        self.gestures = TableGestures(self, self.moves)
        self.knock_area = KnockArea(self)
        self.setSceneRect(QRectF(0, 0, self.geo.width, self.geo.height))

    # -- outside world ------------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a new view size (no animation: it follows the window)."""
        self.geo = compute_geometry(width, height, CARD_ASPECT, self.card_scale)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.settle(animate=False)
        self._follow_callout()

    @property
    def hint(self) -> Action | None:
        """The hinted move, until the next snapshot (the aids')."""
        return self.aids.hint

    def show_hint(self, action: Action | None) -> None:
        """Mark the hinted move's card (or the pile it takes) until the next move."""
        self.aids.hint = action
        self.settle(animate=False)

    def retranslate(self) -> None:
        self.dismiss_callout()  # its words were the old language's
        self.settle(animate=False)

    def apply_snapshot(self, snap: JinlamiSnapshot) -> None:
        """Bring the items in line with a new snapshot, animating what moved."""
        self.snap = snap
        view = snap.view
        self.view_ = view
        self.aids.hint = None
        if snap.events or view is None:
            self.dismiss_callout()  # a move came: the refusal or hint is over
        if view is None:
            self._clear_cards()
            self.settle(animate=False)
            return
        new_hand = self._starts_new_hand(snap)
        self._sync_items(view, deal=new_hand)
        drawn = self.drawn_card()
        if drawn is not None and any(e.kind == "draw" for e in snap.events):
            # the keys go on from the card just drawn: a focus left where the last
            # discard was lay on another card, its ring half under the drawn one's mark
            self.focus_card(drawn)
        # A redraw (entering, rewinding or leaving a replay) places the cards at once.
        self.settle(animate=not snap.instant and not snap.redraw)

    # -- items ---------------------------------------------------------------------------
    def _all_cards(self) -> list[CardItem]:
        out = super()._all_cards() + self.backs
        if self.knock_item is not None:
            out.append(self.knock_item)
        return out

    def _clear_cards(self) -> None:
        super()._clear_cards()
        self.backs.clear()
        self.knock_item = None

    def hand_cards(self) -> list[Card]:
        """The player's cards shown in the hand row, in screen order."""
        view = self.view_
        if view is None:
            return []
        return self.order.order(held_cards(view))

    def _opponent_faces(self, view: PlayerView) -> list[Card]:
        if view.opponent_hand is None:
            return []
        on_table = {c for meld in view.table_melds for c in meld}
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
        # A discard the opponent took is public: it flies face up from the pile to it.
        events = self.snap.events if self.snap is not None else ()
        taken = {
            e.card
            for e in events
            if e.kind == "draw" and e.source == "discard" and e.player != view.player
        }
        for card in [c for c in self.faces if c not in wanted]:
            knocked = view.knock_card == card
            target = self.knock_area.card_pos() if knocked else opp_center
            self._send_away(card, target, face_down=card not in taken)
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
            item = self._new_card(None, start)
            item.role = "opponent"
            self.backs.append(item)

        # Face-up cards: new ones come from the stock (own draws) or the opponent's hand.
        def start_of(card: Card, role: str) -> QPointF:
            if role == "hand" or deal:
                return stock_pos
            if role == "discard" and view.discard_pile and card == view.discard_pile[0]:
                return stock_pos  # the up-card
            return opp_center

        self._sync_faces(wanted, start_of)
        # The face-down knock card.
        if view.knocker >= 0 and self.knock_item is None:
            self.knock_item = self._new_card(None, opp_center)
            self.knock_item.role = "knock"
        elif view.knocker < 0 and self.knock_item is not None:
            self.removeItem(self.knock_item)
            self.knock_item = None

    # -- layout --------------------------------------------------------------------------
    def settle(self, animate: bool = True) -> None:
        """Move every card to its home and refresh zones, labels and marks."""
        g = self.geo
        ms = self._duration(animate)
        view = self.view_
        self._place_zones(view)
        if view is None:
            self.stock.set_state(None, self.deck_style, False)
            self._update_labels(None)
            for marker in (*self.markers, self.upcard_plate):
                marker.set_content(QRectF(), g.label_font_px, "", [])
            self.turn_line.show_line("", 0, 0, 0, g.label_font_px)
            self.settled.emit()
            return
        # Hand
        groups = self.order.groups(held_cards(view))
        positions = fan_positions(
            [len(gr.cards) for gr in groups], g.hand_row, g.card_w, g.hand_spacing, g.group_gap
        )
        hand = [c for gr in groups for c in gr.cards]
        self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        hinted = self.aids.hinted_card()
        drawn = self.aids.drawn_card()
        for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
            item = self.faces[card]
            item.set_size(g.card_w, g.card_h)
            item.setZValue(Z_HAND + i)
            item.set_marks(
                focused=self.keyboard_focus and i == self.focus_index,
                hinted=card == hinted,
                drawn=card == drawn,
            )
            self.send_home(item, pos, ms)
        self._place_hand_marks(groups, positions, gin=self.aids.gin())
        self._place_pile(view.discard_pile, g.discard.topLeft(), ms, self.aids.takes_discard())
        fan_right = self._place_opponent(view, ms)
        self._place_markers(view, fan_right)
        self._place_upcard_plate(view)
        self.knock_area.place_melds(view, ms)
        self.knock_area.place_card(ms)
        for item in self._leaving:
            item.set_size(g.card_w if item.role != "opponent" else g.small_w, g.card_h)
        self._finish_leaving(ms)
        # after two passes of the up-card the stock is the one place to draw from: it
        # glows as the next step (the pile is not offered)
        only = view.my_turn and view.phase is Phase.DRAW and view.stock_only
        self.stock.set_state(view.stock_count, self.deck_style, self.aids.draws_stock() or only)
        self._update_labels(view)
        self._place_turn_line(view, positions)
        self.settled.emit()

    def _place_turn_line(self, view: PlayerView, positions: Sequence[QPointF]) -> None:
        """On the player's turn, what to do now over the hand, in the panel's words."""
        # lazy: imported on first use, not at start-up
        from .words import phase_prompt

        g = self.geo
        snap = self.snap
        steps = (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF)
        mine = (
            snap is not None
            and snap.replay is None
            and snap.human_seat is not None
            and view.my_turn
            and view.phase in steps
        )
        text = phase_prompt(view.phase, True, view.stock_only) if mine else ""
        left = positions[0].x() if positions else g.hand_row.left()
        right = positions[-1].x() + g.card_w if positions else g.hand_row.right()
        self.turn_line.show_line(
            text,
            (left + right) / 2,
            g.hand_row.top() - 2,
            g.hand_row.width(),
            self.felt_px(g.label_font_px),
        )

    def drawn_card(self) -> Card | None:
        """The card the player just drew, until their next move (the aids')."""
        return self.aids.drawn_card()

    def _place_zones(self, view: PlayerView | None) -> None:
        g = self.geo
        pad = g.card_w * 0.08
        self.stock.set_geometry(g.stock, g.label_font_px)
        self.discard_zone.set_rect(g.discard.adjusted(-pad, -pad, pad, pad), g.label_font_px)
        hand = QRectF(0, g.hand_row.top() - g.card_h * 0.2, g.width, g.card_h * 1.4)
        self.hand_zone.set_rect(hand, g.label_font_px)
        self.discard_zone.set_label("" if view and view.discard_pile else self.tr("Discard"))
        snap = self.snap
        self.knock_area.place_zone(view, snap.can_knock if snap is not None else None)

    def _place_opponent(self, view: PlayerView, ms: int) -> float:
        """The opponent's row; returns where its cards end on the right."""
        g = self.geo
        row = QRectF(g.opponent_row)
        right = row.center().x()
        # the fan keeps clear of the opponent's plate at the row's left, centred in the
        # rest when the whole row's centre would put it under the name
        clear = row.left() + self._plate_width(view) + g.small_w * 0.15
        needed = g.small_w * (1 + 0.42 * max(0, len(self._opponent_faces(view)) - 1))
        needed = max(needed, g.small_w * (1 + 0.3 * max(0, len(self.backs) - 1)))
        if row.center().x() - needed / 2 < clear:
            row.setLeft(min(clear, row.right() - g.small_w))
        faces = self._opponent_faces(view)
        if faces:
            groups = HandOrder("melds").groups(faces)
            pos = fan_positions(
                [len(gr.cards) for gr in groups], row, g.small_w, g.small_w * 0.42, g.small_w * 0.1
            )
            cards = [c for gr in groups for c in gr.cards]
            self._place_row([self.faces[c] for c in cards], pos, ms)
            right = max(right, pos[-1].x() + g.small_w)
        pos = fan_positions([len(self.backs)], row, g.small_w, g.small_w * 0.3, 0)
        self._place_row(self.backs, pos, ms)
        if pos:
            right = max(right, pos[-1].x() + g.small_w)
        return right

    def _place_markers(self, view: PlayerView, fan_right: float) -> None:
        """Each seat's last move: the opponent's right of its cards, the player's left
        of the stock, above the hand (neither moves anything on the felt)."""
        # lazy: imported on first use, not at start-up
        from ...words.seat_moves import seat_markers
        from ...words.texts import seat_name
        from .words import JINLAMI_TURN

        g = self.geo
        gap = g.gap * 0.5
        lines = seat_markers(view.events, 2, JINLAMI_TURN)
        me, other = view.player, 1 - view.player
        names = self.snap.players if self.snap is not None else ("you", "medium")
        top = QRectF(
            fan_right + gap,
            g.opponent_row.top(),
            g.width - g.margin - fan_right - gap,
            g.opponent_row.height(),
        )
        # Left of the stock: the pile row right of the knock area is the scoreboard's.
        mine = QRectF(g.margin, g.knock.top(), g.stock.left() - gap - g.margin, g.knock.height())
        font = self.felt_px(g.label_font_px * 0.95)  # both alike, never below the panel's
        self.markers[other].set_content(
            top, font, seat_name(names[other]), lines[other], right=True
        )
        self.markers[me].set_content(
            mine, font, seat_name(names[me]), lines[me], right=True, bottom=True
        )

    def _place_upcard_plate(self, view: PlayerView) -> None:
        """Under the discard pile in Oklahoma, until a knock puts melds in that row: the
        deal's up-card and the knock limit (or gin only, or the spade double) it set."""
        # lazy: imported on first use, not at start-up
        from .upcard_terms import deal_upcard, upcard_lines, upcard_title

        g = self.geo
        up = deal_upcard(view)
        lines: list[str] = []
        if view.rules.oklahoma and up is not None and view.knocker < 0:
            lines = upcard_lines(view.knock_limit, view.doubled)
        pad = g.card_w * 0.08
        top = g.discard.bottom() + pad + g.gap * 0.3
        # from the discard pile's left edge to the knock area's right: the melds' row,
        # empty while nobody has knocked
        rect = QRectF(g.discard.left() - pad, top, g.knock.right() - g.discard.left(), g.small_h)
        font = self.felt_px(g.label_font_px * 0.95)
        title = upcard_title(up) if lines and up is not None else ""
        self.upcard_plate.set_content(rect, font, title, lines)

    def _place_row(self, items: list[CardItem], positions: list[QPointF], ms: int) -> None:
        g = self.geo
        for i, (item, p) in enumerate(zip(items, positions, strict=True)):
            item.set_size(g.small_w, g.small_h)
            item.setZValue(Z_SEATS + i)
            self.send_home(item, p, ms)

    def _update_labels(self, view: PlayerView | None) -> None:
        g = self.geo
        font = label_font(g.label_font_px)
        self.hand_label.setFont(font)
        # the opponent's name bold, and never smaller than the side panel's words
        self.opponent_label.setFont(label_font(self.felt_px(g.label_font_px), bold=True))
        if view is None or self.snap is None:
            self.opponent_label.setText("")
            self.hand_label.setText("")
            self._show_face("", 0.0)
            self.opponent_plate.setPath(QPainterPath())
            return
        player = self.snap.players[1 - view.player]
        self.opponent_label.setText(self._opponent_words(view))
        rect = self.opponent_label.boundingRect()
        centre = g.opponent_row.center().y()
        side, gap, pad = self._plate_sizes(rect.height())
        left = g.margin
        if self._show_face("" if player == "you" else player, side):
            self.opponent_face.setPos(left, centre - side / 2)
            left += side + gap
        self.opponent_label.setPos(left, centre - rect.height() / 2)
        shown = self.opponent_label.sceneBoundingRect()
        if self.opponent_face.isVisible():
            shown = shown.united(self.opponent_face.sceneBoundingRect())
        plate = shown.adjusted(-pad, -pad / 2, pad * 1.5, pad / 2)
        path = QPainterPath()
        path.addRoundedRect(plate, plate.height() / 2, plate.height() / 2)
        self.opponent_plate.setPath(path)
        self.hand_label.setText(self.aids.deadwood_words())
        width = self.hand_label.boundingRect().width()
        self.hand_label.setPos(
            (g.width - width) / 2, g.hand_row.bottom() + max(10.0, g.card_h * 0.08)
        )

    def _opponent_words(self, view: PlayerView) -> str:
        """The opponent's plate: its name and how many cards it holds."""
        # lazy: imported on first use, not at start-up
        from ...words.texts import seat_name

        assert self.snap is not None
        opp = seat_name(self.snap.players[1 - view.player])
        count = view.opponent_card_count
        return self.tr("{name}: %n card(s)", "", count).format(name=opp)

    def _plate_sizes(self, line_h: float) -> tuple[float, float, float]:
        """The portrait's side (a little taller than the line, never taller than the
        row), the gap after it and the plate's padding, for words ``line_h`` high."""
        side = min(line_h * 1.8, self.geo.opponent_row.height())
        return side, max(4.0, side * 0.15), max(4.0, line_h * 0.3)

    def _plate_width(self, view: PlayerView) -> float:
        """How much of the opponent's row its plate takes from the left (the fan of its
        cards starts after it: on a narrow table a centred fan covered the name)."""
        if self.snap is None:
            return 0.0
        metrics = QFontMetricsF(label_font(self.felt_px(self.geo.label_font_px), bold=True))
        side, gap, pad = self._plate_sizes(metrics.height())
        text = metrics.horizontalAdvance(self._opponent_words(view))
        face = side + gap if self.snap.players[1 - view.player] != "you" else 0.0
        return face + text + pad * 2.5

    def _show_face(self, level: str, side: float) -> bool:
        """Show the portrait of the bot of ``level`` ``side`` pixels square (hide it
        for ``""``, the player); whether it shows."""
        self.opponent_portrait = level if side >= 12 else ""
        if not self.opponent_portrait:
            self.opponent_face.setVisible(False)
            return False
        views = self.views()
        ratio = views[0].devicePixelRatioF() if views else 1.0
        self.opponent_face.setPixmap(portrait_pixmap(level, round(side), ratio))
        self.opponent_face.setVisible(True)
        return True

    def keep_clear(self) -> list[list[QRectF]]:
        """While the knocker's melds are on the table (the lay-off and the hand's end),
        no callout covers them, nor the hand's deadwood under the hand: they are what
        the player lays off onto and checks (the hint "nothing to lay off, press Done"
        sat over the melds' lower half)."""
        view = self.view_
        if view is None or not view.table_melds:
            return []
        melds = [QRectF(zone.rect) for zone in self.meld_zones]
        return [[*melds, self.hand_label.sceneBoundingRect()]]

    def spot_rect(self, spot: Spot) -> QRectF:
        """The base's spots, and the knock area."""
        if spot.kind == "knock":
            return QRectF(self.knock_zone.rect)
        return super().spot_rect(spot)

    def _accessible_extra(self) -> list[str]:
        """The opponent, the knock area, the knocker's melds and the hand's deadwood."""
        # lazy: imported on first use, not at start-up
        from ...table.accessible import knock_area_words, meld_words, seat_words
        from ...words.texts import seat_name

        view, snap = self.view_, self.snap
        if view is None or snap is None:
            return []
        opp = seat_name(snap.players[1 - view.player])
        parts = [
            seat_words(opp, view.opponent_card_count, self._opponent_faces(view)),
            knock_area_words(self.knock_zone.label, knocked=view.knocker >= 0),
        ]
        if view.table_melds:
            owner = seat_name(snap.players[view.knocker]) if view.knocker >= 0 else ""
            mine = view.knocker == view.player
            for meld in view.table_melds:
                cards = sorted(meld, key=lambda c: (c.rank, c.suit))
                parts.append(meld_words(cards, owner, mine))
        if self.upcard_plate.isVisible():
            parts.append(". ".join((self.upcard_plate.title, *self.upcard_plate.lines)))
        parts.append(self.hand_label.text())
        return parts

    # -- hit testing -----------------------------------------------------------------------
    def _drop_zones(self) -> list[ZoneItem]:
        return [*self.meld_zones, self.knock_zone, self.discard_zone, self.hand_zone]

    # -- gestures: the base's hooks and Qt's handlers hand over to the parts --------------
    def _zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        return self.moves.zone_legal(zone, source, cards)

    def _click(self, source: str, item: CardItem | None) -> None:
        self.gestures.click(source, item)

    def _drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        self.gestures.drop(source, cards, zone, pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        button = event.button()
        if button == Qt.MouseButton.RightButton:
            self.gestures.right_click(event.scenePos())
        elif button == Qt.MouseButton.LeftButton:
            self._press = self.gestures.press_at(event.scenePos())
        else:
            return
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.double_click(event.scenePos())
        event.accept()

    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys (see :meth:`.gestures.TableGestures.handle_key`)."""
        return self.gestures.handle_key(event)
