"""Help → Rules has a tab per game, and the 拉米纸牌 tab covers docs/RULES.md Part B."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.rules_help import RulesDialog


def test_rummy_tab_covers_part_b(qtbot: QtBot) -> None:
    dlg = RulesDialog(game="rummy")
    qtbot.addWidget(dlg)
    assert dlg.tabs.currentWidget() is dlg.browsers["rummy"]
    html = dlg.html("rummy").lower()
    for word in ("two to four", "10 cards", "7", "lay off", "undo", "stalemate", "120", "doubles"):
        assert word in html, word
    for target in ("50", "100", "200"):
        assert target in html
    assert "q-k-a is not" in html  # the ace is low only
    dlg.show_game("jinlami")
    assert dlg.tabs.currentWidget() is dlg.browsers["jinlami"]
    assert dlg.tabs.tabText(1) == "Rummy"
