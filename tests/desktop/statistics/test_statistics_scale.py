"""The statistics' words grow with the main window as the side panel's do: at 1024×640
the desktop font, at 1920×1080 the panel's larger scale (the same rule,
:func:`~jinlami_desktop.ui.text_scale.panel_text_scale`), following the window while
the statistics are open."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.statistics.window import StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.ui.dialog_scale import table_text_scale
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.dialogs.test_text_fits import check_dialog
from tests.desktop.history import build_history
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS


def _desktop_px() -> int:
    return QFontInfo(QApplication.font()).pixelSize()


def _open(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> tuple[MainWindow, StatisticsWindow]:
    """A main window of ``size`` on a short recorded history, its statistics open."""
    data = tmp_path / "D"
    data.mkdir()
    build_history(data / "stats.sqlite3", count=3)
    storage = Storage.open(data, parts=PARTS)
    win = open_window(qtbot, storage=storage, size=size, instant=True)
    win.commands.show_statistics()
    sw = win.commands.stats_window
    assert isinstance(sw, StatisticsWindow) and sw.isVisible()
    return win, sw


def _close(win: MainWindow, sw: StatisticsWindow) -> None:
    sw.close()
    for game in win.uis():
        game.controller.shutdown()
    win.close()
    assert win.storage is not None
    win.storage.close()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_statistics_words_follow_the_main_windows_size(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int]
) -> None:
    win, sw = _open(qtbot, tmp_path, size)
    try:
        scale = table_text_scale(win)
        shown = [sw.game_label, sw.close_button, *sw.values.values(), *sw.captions.values()]
        sizes = {QFontInfo(w.font()).pixelSize() for w in shown}
        if size == (1024, 640):
            assert scale == pytest.approx(1.0)
            assert sizes == {_desktop_px()}
        else:
            assert scale > 1.3
            assert min(sizes) >= round(_desktop_px() * scale) - 1, (sizes, scale)
        # the larger words are never cut (the check's screen is 1024×640: the window,
        # grown with its words, is larger than that, not than this one)
        assert sw.frameGeometry().height() <= win.height()
        for tab in range(sw.tabs.count()):
            sw.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            cut = [c for c in check_dialog(sw) if not c.endswith("larger than the screen")]
            assert cut == [], tab
    finally:
        _close(win, sw)


def test_the_open_statistics_grow_and_shrink_with_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    win, sw = _open(qtbot, tmp_path, (1024, 640))
    try:
        label = sw.close_button
        assert QFontInfo(label.font()).pixelSize() == _desktop_px()
        win.resize(1920, 1080)
        qtbot.waitUntil(lambda: QFontInfo(label.font()).pixelSize() > _desktop_px() * 1.3)
        win.resize(1024, 640)
        qtbot.waitUntil(lambda: QFontInfo(label.font()).pixelSize() == _desktop_px())
    finally:
        _close(win, sw)
