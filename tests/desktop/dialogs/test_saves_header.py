"""The Load list's score column is headed truly for both games' saves.

It said "Score (you : them)" over 拉米纸牌 saves whose score is every seat's
("You 0, West (Medium) 0, East (Medium) 0"); now "Score (yours first)" (比分（你的在前）),
which holds for a 金拉米 pair ("35 : 20") and a seat list alike — checked on a list
holding one save of each, in both languages.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.saves import SavesDialog
from jinlami_desktop.storage import SaveMeta
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import header_cell, table_cell
from tests.desktop.window.test_storage_commands import rummy_store
from tests.storage.helpers import make_match

HEADING = {"en": "Score (yours first)", "zh_CN": "比分（你的在前）"}
YOU = {"en": "You ", "zh_CN": "你 "}


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_score_heading_holds_for_both_games(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, lang: str
) -> None:
    store, _rummy = rummy_store(tmp_path)
    store.save_slot("Gin night", make_match(), SaveMeta(player_name="me", opponents=("hard",)))
    install_language(qapp, lang)
    try:
        dialog = SavesDialog(store, mode="load")
        qtbot.addWidget(dialog)
        column = SavesDialog.COLUMNS.index("score")
        assert header_cell(dialog.table, column).text() == HEADING[lang]
        scores = {}
        for row, info in enumerate(dialog.infos):
            scores[info.multi_seat] = (info, table_cell(dialog.table, row, column).text())
        info, rummy = scores[True]
        assert rummy.startswith(f"{YOU[lang].strip()}") and str(info.scores[0]) in rummy
        info, jinlami = scores[False]
        assert jinlami == f"{info.scores[0]} : {info.scores[1]}"  # yours first
    finally:
        install_language(qapp, "en")
