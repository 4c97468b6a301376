"""The table's geometry at every window size from 1024×640 to 4K."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from jinlami_desktop.table.layout import compute_geometry, fan_positions


@pytest.mark.parametrize("size", [(760, 560), (1000, 740), (1600, 1000), (3600, 2080), (1900, 600)])
def test_rows_fit_inside_the_view_without_overlap(size: tuple[int, int]) -> None:
    w, h = size
    g = compute_geometry(w, h, 1.4)
    assert g.card_h == pytest.approx(g.card_w * 1.4)
    assert g.opponent_row.bottom() < g.stock.top()
    assert g.stock.bottom() < g.melds_row.top()
    assert g.melds_row.bottom() < g.hand_row.top()
    assert g.hand_row.bottom() + g.label_font_px * 1.5 <= h
    for rect in (g.stock, g.discard, g.knock):
        assert rect.left() >= 0 and rect.right() <= w
    assert g.stock.right() < g.discard.left() < g.discard.right() < g.knock.left()


def test_cards_grow_with_the_window() -> None:
    small = compute_geometry(760, 560)
    large = compute_geometry(3600, 2080)
    assert large.card_w > 3 * small.card_w


@pytest.mark.parametrize("width", [500, 760, 1600])
def test_an_eleven_card_hand_in_four_groups_fits(width: int) -> None:
    g = compute_geometry(width, width * 0.7)
    pos = fan_positions([3, 3, 3, 2], g.hand_row, g.card_w, g.hand_spacing, g.group_gap)
    assert len(pos) == 11
    assert pos[0].x() >= g.hand_row.left() - 0.01
    assert pos[-1].x() + g.card_w <= g.hand_row.right() + 0.01
    xs = [p.x() for p in pos]
    assert xs == sorted(xs)


def test_groups_show_their_last_card_whole() -> None:
    row = QRectF(0, 0, 2000, 100)
    pos = fan_positions([3, 2], row, 100, 50, 10)
    assert pos[3].x() - pos[2].x() == pytest.approx(110)
    assert pos[1].x() - pos[0].x() == pytest.approx(50)


def test_both_tables_share_their_card_sizes() -> None:
    from jinlami_desktop.games.rummy.layout import compute_geometry as rummy_geometry
    from jinlami_desktop.table.layout import CardSizes

    for g in (compute_geometry(1280, 800, 1.4), rummy_geometry(1280, 800, 4, 1.4)):
        assert isinstance(g, CardSizes)
        assert g.card_h == pytest.approx(g.card_w * 1.4)
        assert g.small_w / g.card_w == pytest.approx(g.small_h / g.card_h)
        assert g.hand_spacing == pytest.approx(g.card_w * type(g).hand_overlap)
        assert g.group_gap == pytest.approx(g.card_w * 0.12)
