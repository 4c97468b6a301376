"""The statistics window's overview shows its charts whole beside the figures:
at its opening size (1000×620) and at a full-HD size, in both games and both languages,
each chart lies inside the overview page, is not covered by the figures and is tall
enough to read; the figures scroll on their own when they do not fit."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.statistics.window import CHART_MIN_HEIGHT, StatisticsWindow
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.words.i18n import install_language
from tests.desktop.history import build_history, build_rummy_history
from tests.storage.game_parts import PARTS


@pytest.fixture(scope="module")
def history_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("layout-history") / "stats.sqlite3"
    build_history(db, count=12)
    build_rummy_history(db, count=8)
    return db


@pytest.fixture
def stats(history_db: Path) -> Iterator[StatsStore]:
    store = StatsStore(history_db, parts=PARTS)
    yield store
    store.close()


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    """``widget``'s rectangle in ``ancestor``'s coordinates."""
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("game", ["jinlami", "rummy"])
@pytest.mark.parametrize("size", [(1000, 620), (1900, 1000)])
def test_charts_are_whole_beside_the_figures(
    qtbot: QtBot,
    qapp: QApplication,
    stats: StatsStore,
    lang: str,
    game: str,
    size: tuple[int, int],
) -> None:
    install_language(qapp, lang)
    try:
        sw = StatisticsWindow(stats, game=game)
        qtbot.addWidget(sw)
        sw.resize(*size)
        sw.show()
        qtbot.waitExposed(sw)
        sw.tabs.setCurrentIndex(0)
        qapp.processEvents()
        page = sw.overview_page
        assert (sw.width(), sw.height()) == size  # the window is not pushed larger
        assert sw.results_view.isVisible() and sw.rate_view.isVisible()
        inside = page.rect()
        figures = _rect_in(sw.overview_scroll, page)
        for view in (sw.results_view, sw.rate_view):
            r = _rect_in(view, page)
            assert inside.contains(r), (view.objectName(), r, inside)
            assert not figures.intersects(r), (view.objectName(), r, figures)
            assert view.height() >= CHART_MIN_HEIGHT, (view.objectName(), view.height())
        # The figures sit beside the charts, at least partly on show without scrolling.
        assert figures.width() > 0 and figures.height() >= CHART_MIN_HEIGHT
        sw.close()
    finally:
        install_language(qapp, "en")
        qapp.processEvents()
