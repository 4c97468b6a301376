"""The match-end screen says who won before anything else: the verdict is its first line."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.match_end import MatchEndDialog


def test_the_verdict_comes_first(qtbot: QtBot) -> None:
    dlg = MatchEndDialog(lambda: None)
    qtbot.addWidget(dlg)
    layout = dlg.layout()
    assert layout is not None
    shown = [item.widget() for item in map(layout.itemAt, range(2)) if item is not None]
    assert shown == [dlg.verdict, dlg.final]  # who won, then the final score
    assert dlg.verdict.objectName() == "matchEndVerdict"
