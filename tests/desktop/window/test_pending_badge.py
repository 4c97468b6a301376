"""The status line says how many hands wait to be recorded in the statistics (both
languages, with a tooltip), and the count goes once the statistics took them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.storage import Storage
from jinlami_desktop.words.i18n import install_language
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS
from tests.storage.test_pending_flow import write_lock
from tests.storage.test_pending_queue import queue_two_matches


def test_the_status_line_counts_the_hands_waiting_for_the_statistics(
    qtbot: QtBot, tmp_path: Path
) -> None:
    queue_two_matches(tmp_path)
    app = QApplication.instance()
    assert app is not None
    with write_lock(tmp_path):
        storage = Storage.open(tmp_path, parts=PARTS)
        win = open_window(qtbot, storage=storage)
        try:
            badge = win.pending_badge.badge
            assert badge.isVisible()
            assert badge.text() == "2 hands waiting to be recorded in Statistics"
            assert "recorded, once each" in badge.toolTip()
            install_language(app, "zh_CN")
            qtbot.waitUntil(lambda: "统计" in badge.text())
            assert "2" in badge.text() and badge.toolTip() != ""
            install_language(app, "en")
            qtbot.waitUntil(lambda: badge.text().startswith("2 hands"))
        except BaseException:
            win.shutdown()
            win.close()
            storage.close()
            raise
    try:
        win.start_match(MatchSetup(seed=5, hands=1, opponent="easy"))  # the queue goes in
        qtbot.waitUntil(lambda: not badge.isVisible())
        assert storage.waiting_to_record().matches == 0 and badge.text() == ""
    finally:
        win.shutdown()
        win.close()
        storage.close()
