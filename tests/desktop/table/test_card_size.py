"""Big cards: the card-size setting re-lays both tables at every window size.

Larger cards grow as far as the table still fits: every card on the felt stays inside
the view at 1024×640 and 1920×1080, in both games, at every size; the hand and pile
cards are larger than the normal ones wherever the window has room."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF, QSize
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.layout import compute_geometry as rummy_geometry
from jinlami_desktop.games.rummy.layout import side_fan
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import CARD_SIZES, Preferences, card_scale
from jinlami_desktop.table.card_scene import CardTableScene
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.table.layout import compute_geometry, fan_positions
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui

WINDOWS = [(1024, 640), (1920, 1080)]
VIEWS = [(1024, 640), (800, 600), (1280, 800), (1920, 1080), (3840, 2160)]


def inside(inner: QRectF, outer: QRectF) -> bool:
    """``inner`` within ``outer`` (half a pixel of rounding allowed)."""
    return bool(outer.adjusted(-0.5, -0.5, 0.5, 0.5).contains(inner))


@pytest.mark.parametrize("view", VIEWS)
def test_jinlami_cards_grow_and_the_rows_stay_on_the_felt(view: tuple[int, int]) -> None:
    w, h = view
    felt = QRectF(0, 0, w, h)
    widths = []
    for size in CARD_SIZES:
        g = compute_geometry(w, h, 1.4, card_scale(size))
        widths.append(g.card_w)
        for rect in (g.opponent_row, g.stock, g.discard, g.knock, g.melds_row, g.hand_row):
            assert inside(rect, felt), (size, rect)
        lifted = g.hand_row.translated(0, -g.card_h * 0.16)
        assert lifted.top() >= g.melds_row.bottom(), size
        # an 11-card hand in four groups fans inside the row, however large the cards
        fan = fan_positions([3, 3, 3, 2], g.hand_row, g.card_w, g.hand_spacing, g.group_gap)
        assert fan[0].x() >= g.hand_row.left() - 0.5
        assert fan[-1].x() + g.card_w <= g.hand_row.right() + 0.5
        assert g.small_h > 0
    normal, large, extra = widths
    assert normal < large <= extra
    assert large <= normal * 1.2 + 1e-6 and extra <= normal * 1.4 + 1e-6


@pytest.mark.parametrize("view", VIEWS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_rummy_cards_grow_and_the_bands_stay_on_the_felt(
    view: tuple[int, int], players: int
) -> None:
    w, h = view
    felt = QRectF(0, 0, w, h)
    widths = []
    for size in CARD_SIZES:
        g = rummy_geometry(w, h, players, 1.4, card_scale(size))
        widths.append(g.card_w)
        for rect in (g.stock, g.discard, g.undo, g.melds, g.hand_row, g.mark):
            assert inside(rect, felt), (size, rect)
        assert g.undo.bottom() <= g.hand_row.top() - g.lift, size
        assert g.melds.width() > g.card_w, size
        for box in g.seats:
            assert inside(box.badge, felt), (size, box.side)
            if box.side != "bottom":
                for p in side_fan(13, box, g.small_w, g.small_h):
                    assert inside(QRectF(p.x(), p.y(), g.small_w, g.small_h), felt)
        fan = fan_positions([3, 4, 3], g.hand_row, g.card_w, g.hand_spacing, g.group_gap)
        assert fan[-1].x() + g.card_w <= g.hand_row.right() + 0.5
    normal, large, extra = widths
    assert normal < large <= extra
    assert extra <= normal * 1.4 + 1e-6


def test_a_big_window_shows_the_sizes_as_asked() -> None:
    # room at 1920×1080 for 拉米纸牌 with two players: large 1.2× exactly, extra large
    # as much of 1.4× as the height leaves
    normal, large, extra = (
        rummy_geometry(1920, 1080, 2, 1.4, card_scale(s)).card_w for s in CARD_SIZES
    )
    assert large == pytest.approx(normal * 1.2)
    assert normal * 1.3 < extra <= normal * 1.4


def test_an_unknown_card_size_is_normal() -> None:
    assert card_scale("huge") == 1.0
    assert compute_geometry(1024, 640, 1.4, card_scale("huge")) == compute_geometry(1024, 640)


def felt_cards_inside(scene: CardTableScene, felt: QRectF) -> int:
    """How many cards are on show; every one of them within ``felt``."""
    cards = [i for i in scene.items() if isinstance(i, CardItem) and i.isVisible()]
    for item in cards:
        assert inside(item.sceneBoundingRect(), felt), (item.sceneBoundingRect(), felt)
    return len(cards)


def open_at(qtbot: QtBot, size: tuple[int, int]) -> MainWindow:
    window = MainWindow(Preferences(animation_speed="off", auto_layoff=False))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    rummy_ui(window).controller.instant = True
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.size() == QSize(*size)
    return window


def hand_width(scene: CardTableScene) -> float:
    return float(scene.geo.card_w)


@pytest.mark.parametrize("size", WINDOWS)
def test_jinlami_table_at_every_card_size(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = open_at(qtbot, size)
    window.start_match(MatchSetup(seed=17, hands=2, opponent="easy"))
    ui = jinlami_ui(window)
    c = ui.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0 and not c.busy)
    widths = []
    for card_size in CARD_SIZES:
        window.apply_prefs(replace(window.prefs, card_size=card_size))  # at once
        qtbot.waitUntil(lambda: ui.scene.sceneRect() == ui.view.sceneRect())
        widths.append(hand_width(ui.scene))
        assert felt_cards_inside(ui.scene, ui.view.sceneRect()) >= 10 + 1 + 10
        hand = [i for i in ui.scene.items() if isinstance(i, CardItem) and i.role == "hand"]
        assert {round(i.w, 3) for i in hand} == {round(widths[-1], 3)}
    assert widths[0] < widths[1] <= widths[2]


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("opponents", [("medium",), ("medium", "hard", "easy")])
def test_rummy_table_at_every_card_size(
    qtbot: QtBot, size: tuple[int, int], opponents: tuple[str, ...]
) -> None:
    window = open_at(qtbot, size)
    window.start_match(RummySetup(opponents=opponents, seed=5))
    ui = rummy_ui(window)
    qtbot.waitUntil(lambda: ui.scene.snap is not None and bool(ui.scene.hand_cards()))
    widths = []
    for card_size in CARD_SIZES:
        window.apply_prefs(replace(window.prefs, card_size=card_size))
        widths.append(hand_width(ui.scene))
        shown = felt_cards_inside(ui.scene, ui.view.sceneRect())
        assert shown >= len(ui.scene.hand_cards()) * (len(opponents) + 1)
    assert widths[0] < widths[1] <= widths[2]
