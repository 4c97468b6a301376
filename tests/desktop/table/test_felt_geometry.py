"""A still table: the felt's geometry depends on the window's size
only.  Both games (拉米纸牌 with 2 and 4 players), both languages, two window sizes: the
table view's size and the scene rect never change while moves and phases go by (draw,
discard, knock, layoff, the hand's end, the next hand), and the panel keeps its width."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Phase
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.ui.widgets import panel_width
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.play.test_long_play import human_move

SIZES = [(1024, 640), (1280, 800)]
LANGUAGES = ["en", "zh_CN"]


class Geometry:
    """Records the table's geometry at every snapshot of the game on show."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.seen: set[tuple[QSize, tuple[float, float, float, float], int]] = set()

    def record(self, *_args: object) -> None:
        ui = self.window.current_ui()
        rect: QRectF = ui.view.sceneRect()
        key = (ui.view.size(), (rect.x(), rect.y(), rect.width(), rect.height()), ui.panel.width())
        self.seen.add(key)


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    lang = str(request.param)
    install_language(qapp, lang)
    try:
        yield lang
    finally:
        install_language(qapp, "en")


def make_window(qtbot: QtBot, size: tuple[int, int]) -> tuple[MainWindow, Geometry]:
    window = MainWindow(Preferences(animation_speed="off", auto_layoff=False))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    rummy_ui(window).controller.instant = True
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    geometry = Geometry(window)
    for ui in window.uis():
        ui.controller.updated.connect(geometry.record)
    return window, geometry


def settle_and_check(qtbot: QtBot, window: MainWindow, geometry: Geometry) -> None:
    """Let posted layouts run, record once more; one geometry, the window unchanged."""
    qtbot.wait(20)
    geometry.record()
    assert len(geometry.seen) == 1, geometry.seen
    ((view_size, _rect, panel), *_rest) = geometry.seen
    assert panel == panel_width(window.width())
    assert view_size.width() == window.width() - panel


@pytest.mark.parametrize("size", SIZES)
def test_the_jinlami_table_stands_still(qtbot: QtBot, size: tuple[int, int], language: str) -> None:
    window, geometry = make_window(qtbot, size)
    window.start_match(MatchSetup(seed=17, hands=2, opponent="easy"))
    assert window.size() == QSize(*size)
    c = jinlami_ui(window).controller
    rng = random.Random(language)
    phases: set[Phase] = set()
    for _ in range(300):
        if c.match_over:
            break
        state = c.state
        assert state is not None
        phases.add(state.phase)
        if state.is_over:
            jinlami_ui(window).panel.next_button.click()
            continue
        if state.to_act != 0 or c.busy:
            qtbot.waitUntil(
                lambda: (c.state.to_act == 0 and not c.busy) or c.state.is_over, timeout=10000
            )
            continue
        human_move(window, rng)
        geometry.record()
    assert {Phase.DRAW, Phase.DISCARD, Phase.OVER} <= phases
    assert window.size() == QSize(*size)
    settle_and_check(qtbot, window, geometry)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("opponents", [("medium",), ("medium", "hard", "easy")])
def test_the_rummy_table_stands_still(
    qtbot: QtBot, size: tuple[int, int], opponents: tuple[str, ...], language: str
) -> None:
    window, geometry = make_window(qtbot, size)
    window.start_match(RummySetup(opponents=opponents, seed=5))
    assert window.size() == QSize(*size)
    ui = rummy_ui(window)
    r = ui.controller
    for _hand in range(2):
        r.set_autoplay("medium")
        qtbot.waitUntil(lambda: ui.result_dialog is not None, timeout=30000)
        r.set_autoplay(None)
        geometry.record()
        if r.match_over:
            break
        ui.result_dialog = None
        rummy_ui(window).panel.next_button.click()
        geometry.record()
    assert window.size() == QSize(*size)
    settle_and_check(qtbot, window, geometry)
