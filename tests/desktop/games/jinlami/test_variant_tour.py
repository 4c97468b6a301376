"""The variants' pages toured at 1024×640 and 1920×1080, in English and Chinese: nothing
cut (the text-fit tour's measure, wrapped lines too) and every control named in the
language (the accessibility tour's check).

The pages: New match with every preset (the preset's line, the knock limit's reason under
Oklahoma and Straight Gin, Hollywood's reason under the 金拉米 presets) and with
Hollywood chosen; a Hollywood match of Oklahoma Gin played out — a hand's result mid-way,
the score sheet with its three games, the last hand's result and the match-end screen;
the statistics' tables with the table by match mode; Help → Rules with the variants and
the worked hand; the felt with the up-card plate.  ``tests/desktop/dialogs/test_text_fits.py``
tours the New match page's Oklahoma and Hollywood in its own tour as well.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine import Rules
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.jinlami.words import PRESET_NAMES
from jinlami_desktop.statistics.window import StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.accessibility import problems
from tests.desktop.dialogs import test_text_fits as text_fits
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.games.jinlami.test_upcard_plate import hand
from tests.desktop.ui.test_dialog_scale import _cut, _sized
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS
from tests.storage.test_stats_by_mode import record_modes

SIZES = [(1024, 640), (1920, 1080)]


@pytest.fixture(params=["en", "zh_CN"])
def lang(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    qapp.processEvents()
    try:
        yield request.param
    finally:
        i18n.install_language(qapp, "en")


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, lang: str) -> Iterator[MainWindow]:
    data = tmp_path / "data"
    data.mkdir()
    record_modes(data / "stats.sqlite3").store.close()
    storage = Storage.open(data, parts=PARTS)
    win = open_window(qtbot, storage=storage, instant=True)
    yield win
    win.shutdown()
    if win.commands.stats_window is not None:
        win.commands.stats_window.close()
    win.close()
    storage.close()


def _shown_result(window: MainWindow, number: int) -> bool:
    dlg = jinlami_ui(window).result_dialog
    return dlg is not None and dlg.summary.number == number


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_the_variant_pages_fit_and_name_their_controls(
    qapp: QApplication,
    qtbot: QtBot,
    window: MainWindow,
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(text_fits, "SCREEN", size)  # no dialog larger than the window
    _sized(qtbot, window, size)
    found: list[str] = []
    seen: list[str] = []

    def look(top: QWidget) -> None:
        seen.append(top.objectName())
        found.extend(_cut(qapp, top))
        found.extend(f"{top.objectName()}: {line}" for line in problems(top, lang))

    ui = jinlami_ui(window)
    dlg = NewMatchDialog(ui.controller.setup, window)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    for preset in PRESET_NAMES:
        page.preset.setCurrentIndex(page.preset.findData(preset))
        look(dlg)
        assert page.preset_note.isVisibleTo(dlg)
    page.preset.setCurrentIndex(page.preset.findData("oklahoma"))
    page.mode.setCurrentIndex(page.mode.findData("hollywood"))
    look(dlg)
    dlg.close()

    # a Hollywood match of Oklahoma (three games to 20: three hands), a bot on the
    # player's seat: its hands one by one
    window.start_match(
        MatchSetup(
            rules=Rules.preset("oklahoma"), mode="hollywood", target=20, seed=5, opponent="easy"
        )
    )
    c = ui.controller
    c.move_delay_ms = 0
    c.turn_pause_ms = 0  # the bot on the player's seat and its opponent: no pauses
    c.set_autoplay("easy")
    for number in range(1, 100):
        qtbot.waitUntil(partial(_shown_result, window, number), timeout=20000)
        result = ui.result_dialog
        assert result is not None and result.games.isVisibleTo(result)
        if number == 2 or c.match_over:
            look(result)
        if c.match_over:
            break
        if number == 2:
            window.show_score_sheet()
            sheet = window.scores.sheet_dialog
            assert sheet is not None and sheet.sheet.sheet is not None
            assert len(sheet.sheet.sheet.extra_columns) == 3
            look(sheet)
            sheet.close()
        result.close()
        c.next_hand()
    window.scores.show_match_end()
    end = window.scores.match_end_dialog
    assert end is not None
    look(end)
    window.scores.close()

    window.commands.show_statistics()
    stats = window.commands.stats_window
    assert isinstance(stats, StatisticsWindow)
    stats.tabs.setCurrentIndex(1)
    assert stats.mode_table.rowCount() >= 4
    look(stats)
    stats.close()

    window.show_rules()
    rules = window.rules_dialog
    assert rules is not None
    rules.show_game("jinlami")
    look(rules)
    rules.close()

    # the felt: the up-card plate whole, inside the table
    c.set_autoplay(None)
    c.load_hand(hand(Rules.preset("oklahoma"), "5S"))
    qtbot.waitUntil(lambda: ui.scene.upcard_plate.isVisible())
    plate = ui.scene.upcard_plate
    assert plate.layout.complete
    assert ui.scene.sceneRect().contains(plate.layout.plate)

    assert len(seen) >= len(PRESET_NAMES) + 6
    assert found == [], "\n".join(found)
