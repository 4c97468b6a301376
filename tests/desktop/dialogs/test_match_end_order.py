"""The match-end screen says who won before anything else: the verdict is its first line,
the standings the next, the winner first and lit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.match_end import WINNER_BACK, MatchEndDialog
from jinlami_desktop.model.match_report import MatchReport, Sheet, Standing, standings
from tests.desktop.game_parts import header_cell, table_cell


def test_the_verdict_comes_first(qtbot: QtBot) -> None:
    dlg = MatchEndDialog(lambda: None)
    qtbot.addWidget(dlg)
    layout = dlg.layout()
    assert layout is not None
    shown = [item.widget() for item in map(layout.itemAt, range(2)) if item is not None]
    assert shown == [dlg.verdict, dlg.standings]  # who won, then the final standings
    assert dlg.verdict.objectName() == "matchEndVerdict"


def _report(ranking: tuple[Standing, ...]) -> MatchReport:
    sheet = Sheet("A match", ("You", "Grace (Hard)", "Max (Medium)"), ())
    return MatchReport(
        "Grace (Hard) reaches 50 and wins the match.", "Final", False, (), sheet, ranking
    )


def test_the_standings_show_the_winner_first_and_lit(qtbot: QtBot) -> None:
    ranking = standings(("You", "Grace (Hard)", "Max (Medium)"), (31, 55, 31), (1, 2, 0), 1)
    dlg = MatchEndDialog(lambda: _report(ranking))
    qtbot.addWidget(dlg)
    dlg.show()
    t = dlg.standings
    rows = [[table_cell(t, r, c).text() for c in range(4)] for r in range(t.rowCount())]
    assert rows == [
        ["1.", "Grace (Hard) — winner", "55", "2"],
        ["2.", "You", "31", "1"],
        ["3.", "Max (Medium)", "31", "0"],
    ]
    assert [header_cell(t, c).text() for c in range(4)] == [
        "Place",
        "Player",
        "Score",
        "Hands won",
    ]
    winner, other = table_cell(t, 0, 1), table_cell(t, 1, 1)
    assert winner.background().color() == WINNER_BACK and winner.font().bold()
    assert other.background().style() == Qt.BrushStyle.NoBrush and not other.font().bold()
    assert t.isVisible() and dlg.final.isHidden()  # the standings say the final score
    assert t.height() >= t.sizeHint().height()  # every row in view


def test_standings_rank_by_the_engines_winner_then_score_then_hands() -> None:
    # the winner first even below another's score (a rule other than points decided)
    assert [s.name for s in standings("abc", (10, 40, 40), (3, 1, 2), 0)] == ["a", "c", "b"]
    level = standings("abcd", (20, 5, 5, 0), (2, 1, 1, 0), 0)
    assert [(s.place, s.name) for s in level] == [(1, "a"), (2, "b"), (2, "c"), (4, "d")]
    drawn = standings(("You", "Lily"), (100, 100), (2, 2), None)
    assert [s.place for s in drawn] == [1, 1] and not any(s.winner for s in drawn)
    with pytest.raises(ValueError, match="every seat"):
        standings(("You", "Lily"), (1,), (0, 0), None)
