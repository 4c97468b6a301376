"""The 拉米纸牌 table as a QGraphicsScene: it draws snapshots and turns gestures into requests.

Why it builds on the 金拉米 table's base (:mod:`jinlami_desktop.table.card_scene`): the
scene handles the mouse itself — a drag moves card items with the pointer — so tests
drive it with plain mouse events, and one place decides what a drop means.  It never
changes the game: a gesture becomes ``requested(Request)``; whatever the controller
answers, the next :meth:`settle` puts every card where the newest snapshot says (a
refused drop flies back).

What Rummy adds: a selection (click toggles, Space on the keyboard; selected cards rise),
groups dragged together onto the free table (a new meld) or one card onto a table meld (a
lay-off), Undo while this turn has melds or lay-offs, and the aids of the source page —
the hand's "Meld!" mark, outlines on every meld a picked-up card fits, and a ``status``
sentence saying why the selection is (not) a meld.  Gestures are checked against the
view's own ``explain_*`` first, so a refusal is explained at once in the aids' words.

This module keeps the seats, the piles and the hand; it holds four parts, each built
with the few things it needs of the table (a narrow Protocol, so no part imports this
module): ``gestures`` (:mod:`.gestures`, mouse and keys), ``moves`` (:mod:`.moves`, what a
gesture asks for, checked), ``aids`` (:mod:`.aids`, the selection and its sentence) and
``meld_area`` (:mod:`.meld_area`, the table melds).  The base class's hooks (``_click``,
``_drop``, ``_zone_legal``, ``_drag_group``, ``_drag_started``) and the mouse and key
handlers hand over to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from engine import Action, Card
from engine.rummy.state import RummyEvent, RummyPhase
from engine.rummy.view import RummyView

from ...table.callout import Spot
from ...table.card_art import CARD_ASPECT
from ...table.card_scene import Z_HAND, Z_SEATS, CardTableScene
from ...table.items import CardItem, ZoneItem
from ...table.layout import fan_positions
from ...table.seat_marker import SeatMarkerItem
from .aids import SelectionAids
from .gestures import TableGestures
from .items import SEAT_COLORS, ButtonItem, RummyCardItem, SeatBadgeItem
from .layout import RummyGeometry, compute_geometry, marker_rects, seat_sides, side_fan
from .meld_area import MeldArea
from .moves import TableMoves
from .snapshot import RummySnapshot

__all__ = ["RummyTableScene"]


class RummyTableScene(CardTableScene):
    """Draws the Rummy table for the human seat and reports the player's gestures.

    Its parts: ``aids`` (:class:`~.aids.SelectionAids`), ``moves``
    (:class:`~.moves.TableMoves`), ``gestures`` (:class:`~.gestures.TableGestures`) and
    ``meld_area`` (:class:`~.meld_area.MeldArea`).
    """

    requested = Signal(object)  # a Request (jinlami_desktop.play.request)
    status = Signal(str)  # an aid for the status line ("" = nothing to say now)

    face_item = RummyCardItem
    lands = True

    def __init__(self, parent: object | None = None) -> None:
        super().__init__(parent)
        self.players = 2
        self._size = (1024.0, 640.0)
        self.geo: RummyGeometry = compute_geometry(*self._size, self.players, CARD_ASPECT)
        self.snap: RummySnapshot | None = None
        self.view_: RummyView | None = None
        self.backs: dict[int, list[CardItem]] = {}
        self.hint: Action | None = None  # the hinted move, until the next snapshot
        self.table_zone = ZoneItem("table")
        self.table_zone.visible_frame = True
        for z in (self.table_zone, self.discard_zone, self.hand_zone):
            self.addItem(z)
        self.table_zone.setZValue(-12)
        self.badges: list[SeatBadgeItem] = []
        self.markers: list[SeatMarkerItem] = []  # by seat: its last move
        self.undo_button = ButtonItem()
        self.meld_mark = ButtonItem(glow=True)
        for b in (self.undo_button, self.meld_mark):
            b.setVisible(False)
            self.addItem(b)
        self.aids = SelectionAids(self, self.status.emit)
        self.moves = TableMoves(self, self.aids, self.requested.emit)
        self.gestures = TableGestures(self, self.aids, self.moves)
        self.meld_area = MeldArea(self)
        self._ensure_badges()
        self.setSceneRect(QRectF(0, 0, *self._size))

    # -- outside world --------------------------------------------------------------------
    def resize_to(self, width: float, height: float) -> None:
        """Lay the table out for a new view size (no animation: it follows the window)."""
        self._size = (float(width), float(height))
        self.geo = compute_geometry(width, height, self.players, CARD_ASPECT, self.card_scale)
        self.setSceneRect(QRectF(0, 0, width, height))
        self.settle(animate=False)
        self._follow_callout()

    def retranslate(self) -> None:
        """Reword plates, labels and buttons; a standing aid is said again in the new
        language."""
        self.aids.forget_said()
        self.dismiss_callout()  # its words were the old language's
        self.settle(animate=False)
        if self.aids.selected:
            self.aids.announce(force=True)

    def apply_snapshot(self, snap: RummySnapshot) -> None:
        """Bring the items in line with a new snapshot, animating what moved."""
        self.snap = snap
        view = snap.view
        self.view_ = view
        self.hint = None
        if snap.events or view is None:
            self.dismiss_callout()  # a move came: the refusal or hint is over
        # The seats are known before a card is dealt (a new match, the resume prompt's
        # backdrop): the table is laid out for them and their plates show at once.
        self._seat(view.players if view is not None else max(2, len(snap.names)))
        if view is None:
            self._clear_cards()
            self.aids.clear()
            self.settle(animate=False)
            return
        new_hand = self._starts_new_hand(snap)
        if new_hand:
            self.aids.clear()
        self._sync_items(view, snap.events, deal=new_hand)
        drawn = _own_draw(view, snap.events)
        if drawn is not None:
            # the keys go on from the card just drawn (Enter discards what was drawn,
            # not the card that came to lie where the focus was)
            self.focus_card(drawn)
        self.aids.keep_held(view.hand)
        self.settle(animate=not snap.instant and not snap.redraw)
        self.aids.after_snapshot(view.hand)

    def show_hint(self, action: Action | None) -> None:
        """Mark the hinted move's cards (or the pile it takes) until the next move."""
        self.hint = action
        self.settle(animate=False)

    def hinted_cards(self) -> set[Card]:
        """The hand cards the hint is about (a meld's cards, the card to play)."""
        h = self.hint
        if h is None:
            return set()
        if h.kind == "meld":
            return {c for m in h.meld_cards for c in m}
        return {h.card} if h.card is not None else set()

    def keep_clear(self) -> list[list[QRectF]]:
        """No callout covers a table meld (a hint's bubble over the hand sat on the
        lowest row of melds, the ones a lay-off goes onto); where it can, none covers
        the hand, a seat's plate or a button on the felt (Undo, the hand's "Meld!")
        either."""
        melds = [QRectF(zone.rect) for zone in self.meld_zones]
        items = (*self.badges, self.undo_button, self.meld_mark)
        felt = [QRectF(item.rect) for item in items if item.isVisible()]
        return [melds, [self.hand_rect(), *felt]]

    def spot_rect(self, spot: Spot) -> QRectF:
        """The base's spots, and the free table (where a new meld goes)."""
        if spot.kind == "table":
            return QRectF(self.table_zone.rect)
        return super().spot_rect(spot)

    # -- the selection (the aids' own, here for the window and the tests) -----------------
    def selection(self) -> list[Card]:
        """The selected hand cards in screen order."""
        return self.aids.selection()

    def set_selection(self, cards: Sequence[Card]) -> None:
        """Select ``cards`` (those in the hand) and say what they make."""
        self.aids.set_selection(cards)

    def is_chosen(self, card: Card) -> bool:
        return card in self.aids.selected

    def selection_text(self, cards: Sequence[Card] | None = None) -> str:
        """The aid for ``cards`` (the selection by default): a meld, or why not."""
        return self.aids.selection_text(cards)

    # -- seats ----------------------------------------------------------------------------
    def side_of(self, seat: int) -> str:
        """Where ``seat`` sits: the human at the bottom, the others clockwise after."""
        return seat_sides(self.players)[self.seat_box_of(seat)]

    def seat_box_of(self, seat: int) -> int:
        if self.view_ is not None:
            me = self.view_.player
        else:
            me = self.snap.human_seat if self.snap is not None else 0
        return (seat - me) % self.players

    def seat_color(self, seat: int) -> QColor:
        return SEAT_COLORS[self.side_of(seat)]

    def seat_name(self, seat: int) -> str:
        """A seat's short name on the felt: the bot's own name ("Grace"; its plate
        shows the level under it), "You", or where it sits before a hand is seen."""
        # lazy: imported on first use, not at start-up
        from .words import rummy_bot_name, rummy_side_name

        snap = self.snap
        if snap is None or seat >= len(snap.names):
            return rummy_side_name(self.side_of(seat))
        return rummy_bot_name(self.side_of(seat), snap.names[seat])

    def _seat(self, players: int) -> None:
        """Lay the table out for ``players`` seats, with a plate and a marker each."""
        if players != self.players:
            self.players = players
            self.geo = compute_geometry(*self._size, self.players, CARD_ASPECT, self.card_scale)
            self._ensure_badges()

    def _ensure_badges(self) -> None:
        while len(self.badges) < self.players:
            badge = SeatBadgeItem()
            self.addItem(badge)
            self.badges.append(badge)
        while len(self.badges) > self.players:
            self.removeItem(self.badges.pop())
        while len(self.markers) < self.players:
            marker = SeatMarkerItem()
            self.addItem(marker)
            self.markers.append(marker)
        while len(self.markers) > self.players:
            self.removeItem(self.markers.pop())

    # -- items ----------------------------------------------------------------------------
    def _all_cards(self) -> list[CardItem]:
        out = super()._all_cards()
        for backs in self.backs.values():
            out.extend(backs)
        return out

    def _clear_cards(self) -> None:
        super()._clear_cards()
        self.backs.clear()

    def hand_cards(self) -> list[Card]:
        """The player's cards in screen order."""
        view = self.view_
        return self.order.order(list(view.hand)) if view is not None else []

    def item_for(self, card: Card) -> RummyCardItem | None:
        item = self.faces.get(card)
        return item if isinstance(item, RummyCardItem) else None

    def seat_faces(self, view: RummyView, seat: int) -> list[Card]:
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
        owners: dict[Card, int] = {}
        for q in range(view.players):
            if q != me:
                for c in self.seat_faces(view, q):
                    wanted[c] = "seat"
                    owners[c] = q
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
        # Cards gone from every visible place fly to whoever took them (or the stock).
        for card in [c for c in self.faces if c not in wanted]:
            self._send_away(card, self._anchor(taken_by[card]) if card in taken_by else stock_pos)
        # Opponents' hidden cards: new ones come from the stock.
        for q in range(view.players):
            if q == me:
                continue
            backs = self.backs.setdefault(q, [])
            hidden = (
                0
                if view.hands_shown is not None
                else (view.card_counts[q] - len(self.seat_faces(view, q)))
            )
            while len(backs) > max(0, hidden):
                self.removeItem(backs.pop())
            while len(backs) < hidden:
                back = self._new_card(None, stock_pos, (g.small_w, g.small_h))
                back.role = "seat"
                backs.append(back)

        # Face-up cards: new ones come from the stock (deal, own draws, the up-card) or
        # from the seat that played them.
        def start_of(card: Card, role: str) -> QPointF:
            if deal or role == "hand":
                return stock_pos
            if card in played_by and played_by[card] != me:
                return self._anchor(played_by[card])
            if role == "seat":
                # the public turned-over stock: a drawn card is known, and face up
                owner = owners[card]
                return stock_pos if owner in drew_stock else self._anchor(owner)
            return stock_pos

        self._sync_faces(wanted, start_of)
        for card, role in wanted.items():
            item = self.faces[card]
            assert isinstance(item, RummyCardItem)
            if role != "hand":
                item.set_selected(False)
                item.set_marks()
            if role in ("discard", "seat"):
                item.set_tag(None)
                item.setToolTip("")

    # -- layout ---------------------------------------------------------------------------
    def settle(self, animate: bool = True) -> None:
        """Move every card to its home and refresh zones, labels, buttons and outlines."""
        ms = self._duration(animate)
        view = self.view_
        self._place_zones(view)
        self._place_badges(view)
        self._place_markers(view)
        self._place_stock(view)
        self.meld_area.place(view, ms)
        if view is None:
            self._place_hand_marks([], [])
            self.turn_line.show_line("", 0, 0, 0, self.geo.font_px)
            self.settled.emit()
            return
        self._place_hand(view, ms)
        self._place_turn_line(view)
        take = self.hint is not None and self.hint.kind == "draw_discard"
        self._place_pile(view.discard_pile, self.geo.discard.topLeft(), ms, hint_top=take)
        self._place_seats(view, ms)
        self._finish_leaving(ms)
        if not self._drag:
            self.aids.outline_selection()
        self.settled.emit()

    def _accessible_extra(self) -> list[str]:
        """Every other seat (cards held, cards shown, thinking), the table melds with
        who laid them, and the hand's Meld! mark."""
        # lazy: imported on first use, not at start-up
        from ...table.accessible import meld_words, seat_words
        from ...words.texts import activity_text, level_name
        from .words import rummy_table_words

        view, snap = self.view_, self.snap
        if view is None or snap is None:
            return []
        parts: list[str] = []
        over = view.phase is RummyPhase.OVER
        for seat in range(view.players):
            if seat == view.player:
                continue
            level = snap.names[seat] if seat < len(snap.names) else ""
            doing = activity_text("thinking") if snap.thinking == seat and not over else ""
            parts.append(
                seat_words(
                    self.seat_name(seat),
                    view.card_counts[seat],
                    self.seat_faces(view, seat),
                    doing,
                    level_name(level) if level else "",
                )
            )
        for meld in view.table_melds:
            mine = meld.owner == view.player
            parts.append(meld_words(meld.cards, self.seat_name(meld.owner), mine))
        if self.meld_mark.isVisible():
            parts.append(rummy_table_words("meld_mark_tip"))
        if self.undo_button.isVisible():
            parts.append(rummy_table_words("undo_tip"))
        return parts

    def _drop_zones(self) -> list[ZoneItem]:
        return [*self.meld_zones, self.discard_zone, self.table_zone, self.hand_zone]

    def _place_zones(self, view: RummyView | None) -> None:
        # lazy: imported on first use, not at start-up
        from .words import rummy_table_words

        g = self.geo
        pad = g.card_w * 0.08
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
        # offered only when it can be played: on the player's turn, after the draw
        playing = view is not None and view.my_turn and view.phase is RummyPhase.PLAY
        self.meld_mark.setVisible(playing and view is not None and view.has_meld)

    def _place_stock(self, view: RummyView | None) -> None:
        """The stock; once turned over it is public: its top card lies face up with a
        band saying so, and the tooltip lists the next cards."""
        # lazy: imported on first use, not at start-up
        from ...words.texts import cards_text
        from .words import rummy_stock_tooltip, rummy_table_words

        self.stock.set_geometry(self.geo.stock, self.felt_px(self.geo.font_px))
        if view is None:
            self.stock.set_state(None, self.deck_style, False)
            self.stock.set_top(None)
            self.stock.setToolTip("")
            return
        draw_now = view.my_turn and view.phase is RummyPhase.DRAW
        self.stock.set_state(view.stock_count, self.deck_style, draw_now)
        public = view.stock_cards
        self.stock.set_top(public[0] if public else None, rummy_table_words("stock_public"))
        self.stock.setToolTip(rummy_stock_tooltip(cards_text(public)) if public else "")

    def _place_badges(self, view: RummyView | None) -> None:
        # lazy: imported on first use, not at start-up
        from ...words.texts import activity_text, level_name
        from .words import rummy_cards_count, rummy_portrait, rummy_table_words

        g = self.geo
        snap = self.snap
        for seat, badge in enumerate(self.badges):
            box = g.seats[self.seat_box_of(seat)]
            badge.set_rect(box.badge, g.font_px)
            badge.floor_px = self.felt_px(0.0)
            if snap is None:
                badge.setVisible(False)
                continue
            badge.setVisible(True)  # from the snapshot's seats on, dealt or not
            level = snap.names[seat] if seat < len(snap.names) else ""
            over = view is None or view.phase is RummyPhase.OVER
            active = view is not None and view.to_act == seat and not over
            thinking = ""
            if snap.thinking == seat and not over:
                thinking = activity_text("thinking")
            elif active and view is not None and seat == view.player:
                thinking = rummy_table_words("your_turn")
            badge.set_content(
                self.seat_name(seat),
                level_name(level) if level else "",
                rummy_cards_count(view.card_counts[seat]) if view is not None else "",
                self.seat_color(seat),
                active,
                thinking,
                rummy_portrait(self.side_of(seat), level),
            )

    def _place_markers(self, view: RummyView | None) -> None:
        """Each seat's last move, in the room its seat leaves free (see
        :func:`.layout.marker_rects`)."""
        # lazy: imported on first use, not at start-up
        from ...words.seat_moves import seat_markers
        from .words import RUMMY_TURN

        g = self.geo
        top = next((q for q in range(self.players) if self.side_of(q) == "top"), -1)
        north = 0
        if view is not None and top >= 0:
            north = len(self.seat_faces(view, top)) + len(self.backs.get(top, []))
        rects = marker_rects(g, north)
        lines = seat_markers(view.events, self.players, RUMMY_TURN) if view else []
        # one size for every seat's marker, never below the side panel's text
        font_px = self.felt_px(g.font_px * 0.92)
        for seat, marker in enumerate(self.markers):
            shown = lines[seat] if seat < len(lines) else []
            side = self.side_of(seat)
            rect = rects[self.seat_box_of(seat)]
            room = None
            # yours sits on your name plate when it is above it (no seat on the left)
            above = side == "bottom" and rect.bottom() <= g.seats[0].badge.top()
            if side == "bottom" and not above and view is not None:
                # yours may widen over the free felt up to your hand's first card
                right = self._hand_left(view) - g.gap * 0.5
                room = QRectF(
                    rect.left(), rect.top(), max(rect.width(), right - rect.left()), rect.height()
                )
            marker.set_content(
                rect, font_px, "", shown, right=side == "right", bottom=above, room=room
            )

    def _hand_left(self, view: RummyView) -> float:
        """Where the hand's first card lies (the row's left edge with no cards)."""
        g = self.geo
        groups = self.order.groups(list(view.hand))
        positions = fan_positions(
            [len(gr.cards) for gr in groups], g.hand_row, g.card_w, g.hand_spacing, g.group_gap
        )
        return positions[0].x() if positions else g.hand_row.left()

    def _place_hand(self, view: RummyView, ms: int) -> None:
        # lazy: imported on first use, not at start-up
        from .words import rummy_table_words

        g = self.geo
        groups = self.order.groups(list(view.hand))
        positions = fan_positions(
            [len(gr.cards) for gr in groups], g.hand_row, g.card_w, g.hand_spacing, g.group_gap
        )
        hand = [c for gr in groups for c in gr.cards]
        self.focus_index = max(0, min(self.focus_index, len(hand) - 1))
        hinted = self.hinted_cards()
        drawn = _stock_draw(view)
        for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
            item = self.faces[card]
            assert isinstance(item, RummyCardItem)
            item.set_size(g.card_w, g.card_h)
            taken = card == view.taken
            item.setToolTip(rummy_table_words("taken_tip") if taken else "")
            chosen = card in self.aids.selected
            item.set_selected(chosen)
            item.set_tag(None)
            # the taken discard (all turn) and the card just drawn from the stock (until
            # the next move) wear the table's one "just drawn" mark (CardItem's)
            item.set_marks(
                focused=self.keyboard_focus and i == self.focus_index,
                hinted=card in hinted,
                drawn=taken or card == drawn,
            )
            lifted = QPointF(pos.x(), pos.y() - (g.lift if chosen else 0.0))
            self.send_home(item, lifted, ms, Z_HAND + i)
        self._place_hand_marks(groups, positions)

    def _place_turn_line(self, view: RummyView) -> None:
        """On the player's turn, what to do now over the hand, in the panel's words;
        not while cards are selected (they rise where it stands, and the selection's
        own bubble speaks)."""
        # lazy: imported on first use, not at start-up
        from .words import rummy_prompt

        g = self.geo
        mine = view.my_turn and bool(view.legal_actions) and view.phase is not RummyPhase.OVER
        text = ""
        if mine and not self.aids.selected:
            text = rummy_prompt("draw" if view.phase is RummyPhase.DRAW else "play", True)
        hand = self.hand_rect()
        centre = hand.center().x() if not hand.isEmpty() else g.hand_row.center().x()
        self.turn_line.show_line(
            text,
            centre,
            g.hand_row.top() - 2,
            g.hand_row.width(),
            self.felt_px(g.font_px),
        )

    def _place_seats(self, view: RummyView, ms: int) -> None:
        g = self.geo
        for q in range(view.players):
            if q == view.player:
                continue
            box = g.seats[self.seat_box_of(q)]
            items: list[CardItem] = [self.faces[c] for c in self.seat_faces(view, q)]
            items.extend(self.backs.get(q, []))
            for i, (item, pos) in enumerate(
                zip(items, side_fan(len(items), box, g.small_w, g.small_h), strict=True)
            ):
                item.set_size(g.small_w, g.small_h)
                item.set_marks()
                self.send_home(item, pos, ms, Z_SEATS + i)

    # -- gestures: the base's hooks and Qt's handlers hand over to the parts --------------
    def _zone_legal(self, zone: ZoneItem, source: str, cards: Sequence[Card]) -> bool:
        return self.moves.zone_legal(zone, source, cards)

    def _drag_group(self, card: Card) -> list[Card]:
        return self.gestures.drag_group(card)

    def _drag_started(self, cards: list[Card]) -> None:
        self.gestures.drag_started(cards)

    def _click(self, source: str, item: CardItem | None) -> None:
        self.gestures.click(source, item)

    def _drop(self, source: str, cards: list[Card], zone: ZoneItem | None, pos: QPointF) -> None:
        self.gestures.drop(source, cards, zone, pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._press = None
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = self.gestures.press_at(event.scenePos())
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.double_click(event.scenePos())
        event.accept()

    def handle_key(self, event: QKeyEvent) -> bool:
        """The table's keys (see :meth:`.gestures.TableGestures.handle_key`)."""
        return self.gestures.handle_key(event)


def _own_draw(view: RummyView, events: Sequence[RummyEvent]) -> Card | None:
    """The card the player drew (from the stock or the discard pile) in ``events``, if
    it is in the hand."""
    for e in reversed(events):
        if e.kind == "draw" and e.player == view.player and e.card in view.hand:
            return e.card
    return None


def _stock_draw(view: RummyView) -> Card | None:
    """The card the player just drew from the stock, while that draw is the last move:
    the eye finds it in a sorted hand, as 金拉米's does."""
    last = view.events[-1] if view.events else None
    if last is None or last.kind != "draw" or last.source != "stock":
        return None
    return last.card if last.player == view.player else None
