"""The statistics window's table by match mode (beside the one by rules preset): a row per
mode played, named in the window's language, its matches and hands counted as the store
groups them — Hollywood, Oklahoma and Straight Gin among them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.words import preset_name
from jinlami_desktop.statistics.window import MODE_ORDER, StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.texts import mode_name
from tests.desktop.game_parts import jinlami_ui, table_cell
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS
from tests.storage.test_stats_by_mode import record_modes


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    data = tmp_path / "D"
    data.mkdir()
    record_modes(data / "stats.sqlite3").store.close()
    storage = Storage.open(data, parts=PARTS)
    w = open_window(qtbot, storage=storage, size=(1024, 640), instant=True)
    yield w
    jinlami_ui(w).controller.shutdown()
    if w.commands.stats_window is not None:
        w.commands.stats_window.close()
    w.close()
    storage.close()


def _rows(sw: StatisticsWindow, table_name: str) -> dict[str, list[str]]:
    table = getattr(sw, table_name)
    return {
        table_cell(table, r, 0).text(): [
            table_cell(table, r, c).text() for c in range(1, table.columnCount())
        ]
        for r in range(table.rowCount())
    }


def test_the_window_splits_by_mode_and_by_variant(qtbot: QtBot, window: MainWindow) -> None:
    window.commands.show_statistics()
    sw = window.commands.stats_window
    assert isinstance(sw, StatisticsWindow)
    assert window.storage is not None
    by_mode = window.storage.stats.by_mode(practice=False)
    rows = _rows(sw, "mode_table")
    assert list(rows) == [mode_name(m) for m in MODE_ORDER if m in by_mode]
    assert mode_name("hollywood") in rows and mode_name("hollywood") != "hollywood"
    for mode, summary in by_mode.items():
        cells = rows[mode_name(mode)]
        assert cells[0] == str(summary.matches.played)
        assert cells[4] == str(summary.hands.played)
    assert sw.mode_title.text() == sw.tr("By match mode")
    header = sw.mode_table.horizontalHeaderItem(0)
    assert header is not None and header.text() == sw.tr("Match mode")
    variants = _rows(sw, "rules_table")
    assert {preset_name("oklahoma"), preset_name("straight")} <= set(variants)
    sw.set_practice(True)  # the practice Hollywood of Straight Gin alone
    assert list(_rows(sw, "mode_table")) == [mode_name("hollywood")]
