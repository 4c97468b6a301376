"""Where everything on the table goes, computed from the view's size alone.

Why a separate, Qt-light module: the geometry is the part that must scale from a
1024×640 window to 4K, and pure arithmetic is easy to test at any size.  The scene
is laid out in the view's own (device-independent) pixels, so cards are painted at
their real size and stay crisp; nothing is stretched.

Rows from top to bottom: the opponent's hand, the piles (stock, discard, knock
area), the melds on the table (knocker's melds and layoffs), the player's hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF

__all__ = ["CardSizes", "TableGeometry", "compute_geometry", "fan_positions"]

#: Fallback when card_art is not importable; card_art.CARD_ASPECT wins.
DEFAULT_ASPECT = 1.4

# Row heights in card heights: opponent (small), piles, melds (small), hand + lift room.
SMALL = 0.72
HAND_LIFT = 0.16
LABEL_ROOM = 0.32
ROWS = SMALL + 1.0 + SMALL + 1.0 + HAND_LIFT + LABEL_ROOM
#: The least the opponent's and the melds' rows keep when larger cards take their
#: room, in normal card heights.
SMALL_FLOOR = 0.42


@dataclass(frozen=True)
class CardSizes:
    """What every table's geometry starts with: the view, the card sizes (``small`` for
    the cards away from the hand), the margin and the gap between rows, in scene pixels.

    Both tables build it with :meth:`of` and fan the hand with :attr:`hand_spacing`.
    """

    width: float
    height: float
    card_w: float
    card_h: float
    small_w: float
    small_h: float
    margin: float
    gap: float

    #: Distance between neighbouring hand cards, in card widths: enough to read the index.
    hand_overlap: ClassVar[float] = 0.52

    @staticmethod
    def of(
        width: float, height: float, card_w: float, aspect: float, small: float, **space: float
    ) -> dict[str, float]:
        """The fields for a ``card_w`` wide card (``space``: ``margin`` and ``gap``)."""
        return {
            "width": width,
            "height": height,
            "card_w": card_w,
            "card_h": card_w * aspect,
            "small_w": card_w * small,
            "small_h": card_w * aspect * small,
            **space,
        }

    @property
    def hand_spacing(self) -> float:
        """Distance between neighbouring hand cards: enough to read the index."""
        return self.card_w * self.hand_overlap

    @property
    def group_gap(self) -> float:
        return self.card_w * 0.12


@dataclass(frozen=True)
class TableGeometry(CardSizes):
    """Card sizes and the rectangles of every row and zone, in scene pixels."""

    opponent_row: QRectF
    stock: QRectF
    discard: QRectF
    knock: QRectF
    melds_row: QRectF
    hand_row: QRectF
    label_font_px: float


def compute_geometry(
    width: float, height: float, aspect: float = DEFAULT_ASPECT, scale: float = 1.0
) -> TableGeometry:
    """Lay the table out in a ``width`` × ``height`` viewport.

    ``scale`` (the player's card size, 1 = normal) enlarges the hand and pile cards
    beyond what the window would choose; the words, the gaps and the opponent's and
    melds' rows keep their normal size, the small rows give up height down to
    :data:`SMALL_FLOOR`, the hand fans tighter when it is wider than the row; past
    that the cards grow no more, so the whole table always stays in the view.
    """
    width = max(width, 320.0)
    height = max(height, 240.0)
    margin = max(6.0, min(width, height) * 0.018)
    gap_units = 0.14
    # Height limit: every row stacked; width limit: an 11-card hand in 4 groups.
    h_from_height = (height - 2 * margin) / (ROWS + 3 * gap_units)
    # 11 cards in 4 groups: 4 whole cards, 7 overlaps, 3 gaps.
    w_from_width = (width - 2 * margin) / (4 + 7 * 0.52 + 3 * 0.12 + 0.2)
    normal_h = min(h_from_height / aspect, w_from_width) * aspect
    fixed = normal_h * (LABEL_ROOM + 3 * gap_units)  # words and gaps: the normal size
    room = height - 2 * margin - fixed
    big_units = 2.0 + HAND_LIFT  # the piles and the hand with its lift
    card_h = min(
        normal_h * max(1.0, scale),
        (room - 2 * SMALL_FLOOR * normal_h) / big_units,
        # the piles' group (stock, discard, knock area: 4.35 cards) across the table
        (width - 2 * margin) / 4.5 * aspect,
    )
    card_h = max(card_h, normal_h)
    card_w = card_h / aspect
    small_h = min(card_h * SMALL, normal_h * SMALL, (room - big_units * card_h) / 2)
    small = small_h / card_h
    gap = normal_h * gap_units
    # Spread the slack evenly between rows so the table does not hug the top.
    used = 2 * small_h + big_units * card_h + fixed + 2 * margin
    extra = max(0.0, height - used) / 5
    gap += extra
    top = margin + extra * 0.5
    opponent_row = QRectF(margin, top, width - 2 * margin, small_h)
    pile_y = opponent_row.bottom() + gap
    cx = width / 2
    # stock, discard and knock area as one group centred on the table
    stock = QRectF(cx - card_w * 2.2, pile_y, card_w, card_h)
    discard = QRectF(stock.right() + card_w * 0.45, pile_y, card_w, card_h)
    knock = QRectF(discard.right() + card_w * 0.6, pile_y, card_w * 1.3, card_h)
    melds_row = QRectF(margin, pile_y + card_h + gap, width - 2 * margin, small_h)
    hand_top = melds_row.bottom() + gap + card_h * HAND_LIFT
    hand_row = QRectF(margin, hand_top, width - 2 * margin, card_h)
    return TableGeometry(
        **CardSizes.of(width, height, card_w, aspect, small, margin=margin, gap=gap),
        opponent_row=opponent_row,
        stock=stock,
        discard=discard,
        knock=knock,
        melds_row=melds_row,
        hand_row=hand_row,
        label_font_px=max(11.0, normal_h * 0.1),
    )


def fan_positions(
    groups: Sequence[int],
    row: QRectF,
    card_w: float,
    spacing: float,
    group_gap: float,
) -> list[QPointF]:
    """Top-left corners for cards in ``groups`` (sizes), centred in ``row``.

    Cards of a group overlap by ``spacing``; the last card of a group is shown whole
    and the next group starts ``group_gap`` after it, so groups read as groups.  When
    the row is too narrow everything shrinks proportionally so it still fits.
    """
    sizes = [g for g in groups if g]
    n = sum(sizes)
    if n == 0:
        return []
    stride = card_w + group_gap  # from a group's last card to the next group's first
    needed = card_w + (n - len(sizes)) * spacing + (len(sizes) - 1) * stride
    if needed > row.width() and n > 1:
        scale = (row.width() - card_w) / (needed - card_w)
        spacing *= scale
        stride *= scale
        needed = row.width()
    x = row.left() + (row.width() - needed) / 2
    out: list[QPointF] = []
    for gi, g in enumerate(sizes):
        if gi:
            x += stride
        for i in range(g):
            if i:
                x += spacing
            out.append(QPointF(x, row.top()))
    return out
