"""Where everything on the 拉米纸牌 table goes, from the view size and the seat count alone.

Why a separate module: the table must hold 2–4 seats and a growing shared meld area in
anything from 1024×640 to 4K, and that is arithmetic worth testing on its own.  Like
the 金拉米 table (:mod:`jinlami_desktop.table.layout`) everything is in the view's own
pixels, so cards are painted at their real size and stay crisp.

Bands from top to bottom: the North seat (2 and 4 players), the middle (the West and
East seats in side columns, the stock and discard pile, the meld area), the hand (your
name plate and the meld mark on the left).  The human sits South; play goes round
clockwise: South → West → North → East.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Final

from PySide6.QtCore import QPointF, QRectF

from ...table.layout import CardSizes

__all__ = [
    "SEATED",
    "MeldLayout",
    "RummyGeometry",
    "SeatBox",
    "compute_geometry",
    "layout_melds",
    "marker_rects",
    "seat_sides",
    "side_fan",
]

_SIDES: Final = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
SMALL: Final = 0.6  # opponents' cards, in card sizes
LIFT: Final = 0.2  # how far a selected hand card rises, in card heights
MELD_MAX: Final = 0.76  # largest meld-area card, in card widths
MELD_MIN_PX: Final = 30.0
MELD_SPACING: Final = 0.36  # visible strip of an overlapped meld card, in its width
#: Room kept under a side seat's fan for its last-move marker, in table font sizes: a
#: whole turn (taken card, meld, discard) at the marker's size, which never shrinks.
MARKER_LINES: Final = 9.5
#: Height of the table in card heights: middle, hand band with lift, gaps; and the North
#: band when North is seated (with three players the side seats need a little more).
_HEIGHT_UNITS: Final = 2.05 + (1.0 + LIFT + 0.08) + 0.3
_TOP_UNITS: Final = {True: SMALL, False: 0.3}


#: The seat counts a 拉米纸牌 table lays out.
SEATED: Final = frozenset(_SIDES)


def seat_sides(players: int) -> tuple[str, ...]:
    """Where each seat sits: ``"bottom"`` (the human, seat 0), ``"left"``, ``"top"``,
    ``"right"`` in play order."""
    return _SIDES[players]


@dataclass(frozen=True)
class SeatBox:
    """One seat: its name plate and where its cards fan out (down for side seats)."""

    side: str
    badge: QRectF
    fan: QRectF

    @property
    def vertical(self) -> bool:
        return self.side in ("left", "right")

    @property
    def anchor(self) -> QPointF:
        """Where cards coming from or going to this seat fly."""
        return self.fan.center()


@dataclass(frozen=True)
class RummyGeometry(CardSizes):
    """Card sizes and every rectangle of the table, in scene pixels."""

    players: int
    font_px: float
    seats: tuple[SeatBox, ...]  # per seat; seat 0's fan is the hand row
    stock: QRectF
    discard: QRectF
    undo: QRectF
    melds: QRectF  # the shared meld area (also the drop zone for a new meld)
    hand_row: QRectF  # where unselected hand cards sit
    mark: QRectF  # the hand's "Meld!" mark

    hand_overlap: ClassVar[float] = 0.5

    @property
    def lift(self) -> float:
        return self.card_h * LIFT


def compute_geometry(
    width: float, height: float, players: int, aspect: float = 1.4, scale: float = 1.0
) -> RummyGeometry:
    """Lay out a table for ``players`` seats in a ``width`` × ``height`` view.

    ``scale`` (the player's card size, 1 = normal) enlarges the hand and pile cards
    beyond what the window would choose; the words, the name plates and the
    opponents' cards keep their normal size and the hand fans tighter.  The cards grow
    only as far as the table still fits (:func:`_fits`): a small window grows them less.
    """
    width = max(width, 480.0)
    height = max(height, 320.0)
    sides = seat_sides(players)
    margin = max(6.0, min(width, height) * 0.015)
    inner_h = height - 2 * margin
    card_h = inner_h / (_HEIGHT_UNITS + _TOP_UNITS["top" in sides])
    # The widest row must fit: with two players an 11-card hand between the name plate
    # and its mirror; with side seats an 8-card hand, or the piles and a usable meld
    # area between the two side columns.
    normal_w = min(card_h / aspect, (width - 2 * margin) / (8.6 if players == 2 else 7.8))
    normal = _lay(width, height, players, aspect, margin, normal_w, normal_w)
    card_w = normal_w * max(1.0, scale)
    while card_w > normal_w:
        g = _lay(width, height, players, aspect, margin, normal_w, card_w)
        if _fits(g):
            return g
        card_w = max(normal_w, card_w * 0.97)
    return normal


def _fits(g: RummyGeometry) -> bool:
    """Everything of larger cards still in its place: the piles and the undo button in
    the middle band, room for a few melds beside them, side seats' fans at least a
    card tall, the hand row wider than a card."""
    middle_h = g.hand_row.top() - g.lift - g.gap - g.stock.top()
    fans = [box.fan.height() >= g.small_h for box in g.seats if box.vertical]
    return (
        g.undo.bottom() <= g.hand_row.top() - g.lift - g.gap + 0.5
        and middle_h > 0
        and g.melds.width() >= 2.0 * g.card_w
        and g.hand_row.width() >= 2.0 * g.card_w
        and all(fans)
    )


def _lay(
    width: float,
    height: float,
    players: int,
    aspect: float,
    margin: float,
    normal_w: float,
    card_w: float,
) -> RummyGeometry:
    """The table with ``card_w`` wide hand and pile cards; words, plates, gaps and the
    opponents' cards sized for ``normal_w``."""
    sides = seat_sides(players)
    normal_h = normal_w * aspect
    card_h = card_w * aspect
    small_w, small_h = normal_w * SMALL, normal_h * SMALL
    font_px = max(11.0, min(normal_h * 0.095, 40.0))
    gap = max(6.0, normal_h * 0.08)
    # side columns and the name plates: a marker line ("Discarded ♦10") at the felt's
    # smallest text size fits whole
    column = max(small_w * 1.3, font_px * 8.0)
    badge_h = font_px * 4.3  # three lines: name, level or activity, card count

    # The hand band at the bottom; the top band only when North is seated.
    hand_bottom = height - margin - card_h * 0.08
    hand_row = QRectF(
        margin + column + gap,
        hand_bottom - card_h,
        width - 2 * (margin + column + gap),
        card_h,
    )
    hand_band_top = hand_row.top() - card_h * LIFT
    has_top = "top" in sides
    top_band = QRectF(margin + column + gap, margin, width - 2 * (margin + column + gap), small_h)
    middle_top = (top_band.bottom() + gap) if has_top else margin
    middle = QRectF(margin, middle_top, width - 2 * margin, hand_band_top - gap - middle_top)

    seats: list[SeatBox] = []
    for side in sides:
        if side == "bottom":
            badge = QRectF(margin, hand_band_top + card_h * 0.05, column, badge_h)
            seats.append(SeatBox(side, badge, QRectF(hand_row)))
        elif side == "top":
            fan_w = min(top_band.width() - column - gap, small_w * 5.2)
            total = column + gap + fan_w
            left = top_band.center().x() - total / 2
            badge = QRectF(left, top_band.center().y() - badge_h / 2, column, badge_h)
            fan = QRectF(badge.right() + gap, top_band.top(), fan_w, small_h)
            seats.append(SeatBox(side, badge, fan))
        else:
            x = margin if side == "left" else width - margin - column
            top = margin
            badge = QRectF(x, top, column, badge_h)
            # the fan leaves room under it for the seat's last-move marker
            room = font_px * MARKER_LINES
            fan_h = min(middle.bottom() - badge.bottom() - gap - room, small_h * 3.2)
            fan = QRectF(x + (column - small_w) / 2, badge.bottom() + gap, small_w, fan_h)
            seats.append(SeatBox(side, badge, fan))

    # The middle: side columns keep their place; the piles sit left of the meld area.
    left_edge = margin + (column + gap if "left" in sides else 0.0)
    right_edge = width - margin - (column + gap if "right" in sides else 0.0)
    undo_h = max(font_px * 2.0, card_h * 0.22)
    piles_h = card_h + gap * 0.6 + undo_h
    piles_top = middle.top() + max(0.0, (middle.height() - piles_h) / 2)
    stock = QRectF(left_edge + card_w * 0.06, piles_top, card_w, card_h)
    discard = QRectF(stock.right() + card_w * 0.22, piles_top, card_w, card_h)
    undo = QRectF(stock.left(), stock.bottom() + gap * 0.6, discard.right() - stock.left(), undo_h)
    melds = QRectF(
        discard.right() + gap * 1.5,
        middle.top(),
        right_edge - discard.right() - gap * 1.5,
        middle.height(),
    )
    mark_h = max(font_px * 2.2, card_h * 0.2)
    mark = QRectF(margin, seats[0].badge.bottom() + gap, column, mark_h)
    return RummyGeometry(
        **CardSizes.of(width, height, card_w, aspect, small_w / card_w, margin=margin, gap=gap),
        players=players,
        font_px=font_px,
        seats=tuple(seats),
        stock=stock,
        discard=discard,
        undo=undo,
        melds=melds,
        hand_row=hand_row,
        mark=mark,
    )


def board_rect(g: RummyGeometry) -> QRectF:
    """The scoreboard's corner: right of the hand, mirroring the player's name plate (a
    column the layout keeps free at every size and seat count)."""
    plate = g.seats[0].badge
    top = g.hand_row.top() - g.lift
    return QRectF(g.width - g.margin - plate.width(), top, plate.width(), g.height - g.margin - top)


def marker_rects(g: RummyGeometry, top_cards: int = 0) -> tuple[QRectF, ...]:
    """Per seat box: the free room for its last-move marker, taken from what the bands
    leave over (nothing else moves): above your name plate, under the piles, with no
    seat on the left, else under your name plate and the meld mark; right of
    North's ``top_cards`` cards (its fan as wide as they are now); under a side seat's
    fan in its column, down to the hand's band (the scoreboard sits right of the hand)."""
    out: list[QRectF] = []
    half = g.gap * 0.5
    right_limit = g.width - g.margin
    for box in g.seats:
        if box.side == "right":
            right_limit = box.badge.left() - g.gap
    hand_band_top = g.hand_row.top() - g.lift
    west = any(box.side == "left" for box in g.seats)
    for box in g.seats:
        if box.side == "bottom" and not west:
            # no seat on the left: above your name plate, under the piles, as wide as they
            top = g.undo.bottom() + half
            bottom = box.badge.top() - half
            out.append(QRectF(g.margin, top, g.discard.right() - g.margin, bottom - top))
        elif box.side == "bottom":
            top = g.mark.bottom() + half
            out.append(QRectF(g.margin, top, box.badge.width(), g.height - g.margin - top))
        elif box.side == "top":
            cards = side_fan(top_cards, box, g.small_w, g.small_h)
            left = (cards[-1].x() + g.small_w if cards else box.fan.left()) + g.gap
            out.append(QRectF(left, box.fan.top(), right_limit - left, box.fan.height()))
        else:
            top = box.fan.bottom() + half
            # both side columns end above the hand's band: right of the hand (under
            # East's column) is the scoreboard's corner
            bottom = hand_band_top - half
            out.append(QRectF(box.badge.left(), top, box.badge.width(), bottom - top))
    return tuple(out)


def side_fan(count: int, box: SeatBox, w: float, h: float) -> list[QPointF]:
    """Top-left corners of ``count`` cards of size ``w``×``h`` fanned in a seat's box:
    down a side column, across the North band; squeezed to stay inside the box."""
    if count <= 0:
        return []
    fan = box.fan
    if box.vertical:
        step = h * 0.3 if count == 1 else min(h * 0.3, (fan.height() - h) / (count - 1))
        top = fan.top()
        return [QPointF(fan.left(), top + i * step) for i in range(count)]
    step = w * 0.36 if count == 1 else min(w * 0.36, (fan.width() - w) / (count - 1))
    return [QPointF(fan.left() + i * step, fan.top()) for i in range(count)]


@dataclass(frozen=True)
class MeldLayout:
    """Where the table melds go: the card size, and per meld its slot (label on top,
    cards below) and the top-left corner of its first card."""

    card_w: float
    card_h: float
    spacing: float
    label_h: float
    slots: tuple[QRectF, ...]
    firsts: tuple[QPointF, ...]

    def card_pos(self, meld: int, i: int) -> QPointF:
        p = self.firsts[meld]
        return QPointF(p.x() + i * self.spacing, p.y())

    def cards_rect(self, meld: int, count: int) -> QRectF:
        p = self.firsts[meld]
        return QRectF(p.x(), p.y(), self.card_w + self.spacing * (count - 1), self.card_h)


def layout_melds(
    sizes: Sequence[int],
    label_widths: Sequence[float],
    area: QRectF,
    max_w: float,
    aspect: float,
    label_h: float,
) -> MeldLayout:
    """Pack melds of ``sizes`` cards into rows inside ``area``, as large as they fit.

    Rows wrap left to right and are centred; the card size shrinks step by step until
    every row fits the area's height (down to a floor, below which the rows squeeze
    together instead).  A slot is as wide as its cards or its label, whichever is wider.
    """
    floor = min(max_w, max(MELD_MIN_PX, max_w * 0.42))
    w = max_w
    while True:
        placed = _pack(sizes, label_widths, area, w, aspect, label_h)
        if placed is not None or w <= floor:
            break
        w = max(floor, w * 0.94)
    if placed is None:  # the floor and still too many: squeeze the rows
        placed = _pack(sizes, label_widths, area, w, aspect, label_h, squeeze=True)
        assert placed is not None
    slots, firsts = placed
    return MeldLayout(w, w * aspect, w * MELD_SPACING, label_h, tuple(slots), tuple(firsts))


def _pack(
    sizes: Sequence[int],
    label_widths: Sequence[float],
    area: QRectF,
    w: float,
    aspect: float,
    label_h: float,
    squeeze: bool = False,
) -> tuple[list[QRectF], list[QPointF]] | None:
    h = w * aspect
    spacing = w * MELD_SPACING
    hgap = w * 0.22
    vgap = max(4.0, h * 0.1)
    widths = [max(w + spacing * (n - 1), lw) for n, lw in zip(sizes, label_widths, strict=True)]
    rows: list[list[int]] = []
    x = area.width() + 1
    for i, sw in enumerate(widths):
        if not rows or x + hgap + sw > area.width():
            rows.append([i])
            x = sw
        else:
            rows[-1].append(i)
            x += hgap + sw
    row_h = label_h + h
    needed = len(rows) * row_h + (len(rows) - 1) * vgap
    if needed > area.height() and not squeeze:
        return None
    step = row_h + vgap
    if needed > area.height() and len(rows) > 1:
        step = (area.height() - row_h) / (len(rows) - 1)
    top = area.top() + max(0.0, min(vgap, (area.height() - needed) / 2))
    slots: list[QRectF] = [QRectF()] * len(sizes)
    firsts: list[QPointF] = [QPointF()] * len(sizes)
    for r, row in enumerate(rows):
        total = sum(widths[i] for i in row) + hgap * (len(row) - 1)
        x = area.left() + max(0.0, (area.width() - total) / 2)
        y = top + r * step
        for i in row:
            slots[i] = QRectF(x, y, widths[i], row_h)
            cards_w = w + spacing * (sizes[i] - 1)
            firsts[i] = QPointF(x + (widths[i] - cards_w) / 2, y + label_h)
            x += widths[i] + hgap
    return slots, firsts
