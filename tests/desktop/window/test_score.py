"""The score at the table: the scoreboard on the felt, the score sheet
one click away, and the match-end screen with Rematch and New match…, for both games.

The words are checked against what the engine's match recorded (its hand records,
totals, hands won, winner), never against numbers worked out here."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Protocol

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QTableWidget
from pytestqt.qtbot import QtBot

from engine.jinlami.match import Match
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.games.jinlami.words import result_name
from jinlami_desktop.games.registry import game_name
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.games.rummy.window import RummyUi
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.items import CardItem, StockItem
from jinlami_desktop.ui.scoreboard import Scoreboard
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import players_text
from tests.desktop.dialogs.test_text_fits import cut_texts
from tests.desktop.game_parts import header_cell, jinlami_ui, rummy_ui, table_cell


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    win = MainWindow(Preferences(animation_speed="off", auto_layoff=True))
    qtbot.addWidget(win)
    jinlami_ui(win).controller.move_delay_ms = 0
    rummy_ui(win).controller.instant = True
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.scores.close()
    for ui in win.uis():
        ui.controller.shutdown()
    win.close()


def board_rows(board: Scoreboard) -> list[tuple[str, str, str]]:
    """(turn mark, name, score) of every seat the board shows."""
    return [
        (board.markers[i].text(), board.names[i].text(), board.scores[i].text())
        for i in range(len(board.names))
        if not board.names[i].isHidden()
    ]


def cells(table: QTableWidget) -> list[list[str]]:
    out = []
    for r in range(table.rowCount()):
        row = []
        for c in range(table.columnCount()):
            item = table.item(r, c)
            row.append(item.text() if item is not None else "")
        out.append(row)
    return out


def play_jinlami_hand(qtbot: QtBot, window: MainWindow) -> None:
    """A bot plays the player's seat until the hand is over, then hands the seat back."""
    c = jinlami_ui(window).controller
    c.set_autoplay("medium")
    qtbot.waitUntil(lambda: c.state is not None and c.state.is_over, timeout=30000)
    c.set_autoplay(None)


def play_rummy_hand(qtbot: QtBot, window: MainWindow) -> None:
    r = rummy_ui(window).controller
    r.set_autoplay("medium")
    qtbot.waitUntil(lambda: r.state is not None and r.state.is_over, timeout=30000)
    r.set_autoplay(None)


# -- the scoreboard ------------------------------------------------------------------------
def test_the_jinlami_board_follows_a_hand_and_the_next(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=17, hands=3, opponent="easy"))
    ui = jinlami_ui(window)
    c, board = ui.controller, ui.scoreboard
    assert board.isVisible() and board.heading.text() == "Hand 1 of 3"
    state = c.state
    assert state is not None
    names = ["You", "Lily (Easy)"]
    marks = ["▶" if seat == state.to_act else "" for seat in (0, 1)]
    assert board_rows(board) == [(marks[0], names[0], "0"), (marks[1], names[1], "0")]
    assert board.lines[0].text() == f"Dealer: {names[state.dealer]}"
    first_dealer = state.dealer

    play_jinlami_hand(qtbot, window)
    m = c.match
    assert isinstance(m, Match)
    assert [row[2] for row in board_rows(board)] == [str(s) for s in m.scores]
    assert [row[0] for row in board_rows(board)] == ["", ""]  # nobody to play

    c.next_hand()
    assert board.heading.text() == "Hand 2 of 3"
    assert board.lines[0].text() == f"Dealer: {names[1 - first_dealer]}"  # it alternates
    assert [row[2] for row in board_rows(board)] == [str(s) for s in m.scores]


def test_the_board_names_the_target_and_the_team_score(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchSetup(mode="target", target=150, seed=4, opponent="hard"))
    board = jinlami_ui(window).scoreboard
    assert board.heading.text() == "Hand 1 · first to 150"
    window.start_match(
        MatchSetup(mode="team", hands=2, seed=4, teammates=("easy",), opponents=("easy", "hard"))
    )
    assert board.heading.text() == "Duel 1 of 4 · hand 1 of 2"
    assert board.lines[1].text() == "Teams 0 : 0"


def test_the_rummy_board_follows_a_hand_and_the_next(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(RummySetup(opponents=("easy", "easy", "easy"), seed=8))
    ui = rummy_ui(window)
    r, board = ui.controller, ui.scoreboard
    assert not jinlami_ui(window).scoreboard.isVisible()
    assert board.isVisible() and board.heading.text() == "Hand 1\nFirst to 100"
    names = ["You", "Ben", "Lily", "Mia"]  # each easy bot named by its seat
    assert [row[1] for row in board_rows(board)] == names
    assert board_rows(board)[0][0] == "▶"  # seat 0 leads the first hand
    assert board.lines[0].text() == "Dealer: Mia"

    play_rummy_hand(qtbot, window)
    m = r.match
    assert m is not None
    assert [row[2] for row in board_rows(board)] == [str(s) for s in m.scores]
    assert not m.is_over  # seed 8's first hand leaves the match going: a second hand
    r.next_hand()
    assert board.heading.text() == "Hand 2\nFirst to 100"
    assert board.lines[0].text() == "Dealer: You"  # one seat on
    assert board_rows(board)[1][0] == "▶"  # West leads


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_board_covers_no_card_and_cuts_no_word(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, size: tuple[int, int], lang: str
) -> None:
    install_language(qapp, lang)
    try:
        window.resize(*size)
        seen = 0
        for setup in (
            MatchSetup(seed=11, hands=2, opponent="expert"),
            RummySetup(opponents=("medium", "medium", "medium"), seed=3),
            RummySetup(opponents=("medium",), seed=3),
        ):
            window.start_match(setup)
            ui = window.current_ui()
            ui.controller.set_autoplay("medium")
            assert isinstance(ui, JinlamiUi | RummyUi)
            board = ui.scoreboard
            for _ in range(40):
                qtbot.wait(15)
                if ui.controller.state is None or ui.controller.state.is_over:
                    break
                seen += _check_board(ui.view, board)
            ui.controller.set_autoplay(None)
            seen += _check_board(ui.view, board)
        assert seen > 20
    finally:
        install_language(qapp, "en")


def _check_board(view: object, board: Scoreboard) -> int:
    """The board lies inside the view, over no card, and every text of it fits."""
    from PySide6.QtWidgets import QGraphicsView

    assert isinstance(view, QGraphicsView)
    rect = board.geometry()
    assert QRect(0, 0, view.width(), view.height()).contains(rect), (rect, view.size())
    for item in view.scene().items():
        if isinstance(item, CardItem | StockItem) and item.isVisible():
            card = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
            assert not card.adjusted(2, 2, -2, -2).intersects(rect), (card, rect)
    for label in board.findChildren(type(board.heading)):
        for line in label.text().splitlines() if label.isVisible() else ():
            width = QFontMetrics(label.font()).horizontalAdvance(line)
            assert width <= label.contentsRect().width(), line
    return 1


# -- the score sheet -----------------------------------------------------------------------
class _Record(Protocol):
    """A finished hand of either game, as the score sheet reads it."""

    @property
    def number(self) -> int: ...
    @property
    def points(self) -> tuple[int, ...]: ...


def _check_sheet(table: QTableWidget, records: Sequence[_Record], seats: int) -> None:
    """Every finished hand is a row: its number, its result, each seat's running total
    (the sum of the recorded points) and the points it won."""
    rows = cells(table)
    assert len(rows) == len(records)
    totals = [0] * seats
    for row, rec in zip(rows, records, strict=True):
        points = rec.points
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        assert row[0].endswith(str(rec.number))
        for seat in range(seats):
            cell = row[2 + seat]
            assert int(cell.split()[0]) == totals[seat]
            assert (f"(+{points[seat]})" in cell) == (points[seat] > 0)


def test_the_jinlami_sheet_is_the_match_record(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=21, hands=4, opponent="medium"))
    c = jinlami_ui(window).controller
    play_jinlami_hand(qtbot, window)
    c.next_hand()
    play_jinlami_hand(qtbot, window)
    window.score_sheet_action.trigger()
    dlg = window.scores.sheet_dialog
    assert dlg is not None and dlg.isVisible()
    m = c.match
    assert isinstance(m, Match) and len(m.records) == 2
    _check_sheet(dlg.sheet.table, list(m.records), 2)
    results = [row[1] for row in cells(dlg.sheet.table)]
    for text, rec in zip(results, m.records, strict=True):
        assert result_name(rec.kind) in text
    assert cells(dlg.sheet.table)[-1][2:] == [
        table_cell(dlg.sheet.table, 1, 2 + s).text() for s in (0, 1)
    ]
    # An open sheet follows the next finished hand.
    c.next_hand()
    play_jinlami_hand(qtbot, window)
    _check_sheet(dlg.sheet.table, list(m.records), 2)
    assert [int(cell.split()[0]) for cell in cells(dlg.sheet.table)[-1][2:]] == m.scores


def test_a_click_on_the_board_opens_the_rummy_sheet(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(RummySetup(opponents=("easy", "easy"), seed=6))
    ui = rummy_ui(window)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(ui.scoreboard, Qt.MouseButton.LeftButton)
    dlg = window.scores.sheet_dialog
    assert dlg is not None and dlg.isVisible()
    assert cells(dlg.sheet.table)[0][1] == "No hand has been finished yet."
    play_rummy_hand(qtbot, window)
    m = ui.controller.match
    assert m is not None
    _check_sheet(dlg.sheet.table, list(m.records), 3)
    assert header_cell(dlg.sheet.table, 3).text() == "Ben (Easy)"


def test_an_open_sheet_goes_with_its_match(qtbot: QtBot, window: MainWindow) -> None:
    """A new match (here of the other game) closes the sheet of the match it replaces:
    left open, it told a 拉米纸牌 match over the new 金拉米 table."""
    window.start_match(RummySetup(opponents=("easy", "easy"), seed=6))
    window.show_score_sheet()
    dlg = window.scores.sheet_dialog
    assert dlg is not None and dlg.isVisible() and players_text(3) in dlg.title.text()
    window.start_match(MatchSetup(seed=2))
    assert window.game_kind == "jinlami" and not dlg.isVisible()
    window.show_score_sheet()  # asked again: the match on the table
    assert dlg.isVisible() and game_name("jinlami") in dlg.title.text()
    assert players_text(3) not in dlg.title.text()


# -- the end of a match --------------------------------------------------------------------
def figure(table: QTableWidget, label: str) -> list[str]:
    for row in cells(table):
        if row[0] == label:
            return [v for v in row[1:] if v]
    raise AssertionError(f"no figure {label!r} in {cells(table)}")


def test_the_jinlami_match_end_screen_then_rematch_and_new_match(
    qtbot: QtBot, window: MainWindow
) -> None:
    setup = MatchSetup(seed=5, hands=2, opponent="easy")
    window.start_match(setup)
    ui = jinlami_ui(window)
    c = ui.controller
    play_jinlami_hand(qtbot, window)
    c.next_hand()
    play_jinlami_hand(qtbot, window)
    assert c.match_over
    m = c.match
    assert isinstance(m, Match)
    result = ui.result_dialog
    assert result is not None and result.next_button.text() == "Match result…"
    assert window.scores.match_end_dialog is None
    result.next_button.click()
    end = window.scores.match_end_dialog
    assert end is not None and end.isVisible()
    names = ["You", "Lily (Easy)"]
    a, b = m.final_scores()
    winner = m.winner
    expected = {None: "The match is drawn.", 0: "You win the match!"}.get(
        winner, "Lily (Easy) wins the match!"
    )
    assert end.verdict.text() == expected
    assert end.final.text() == f"Final score: You {a} : {b} Lily (Easy)"
    # the standings: the winner first (seat order when drawn), its score and hands won
    first = 0 if winner is None else winner
    t = end.standings
    assert t.isVisible() and t.rowCount() == 2
    assert table_cell(t, 0, 1).text().startswith(names[first])
    assert table_cell(t, 0, 2).text() == str((a, b)[first])
    assert table_cell(t, 0, 3).text() == str(m.hands_won()[first])
    assert table_cell(t, 0, 1).text().endswith("— winner") == (winner is not None)
    assert figure(end.figures, "Hands won") == [str(w) for w in m.hands_won()]
    assert figure(end.figures, "Hands played") == ["2"]
    _check_sheet(end.sheet.table, list(m.records), 2)
    assert [end.sheet.table.horizontalHeaderItem(2 + i).text() for i in (0, 1)] == names
    # The board says the match is over; a click on it shows the match-end screen again.
    assert ui.scoreboard.heading.text() == "Match over"
    end.close_button.click()
    window.show_score_sheet()
    end = window.scores.match_end_dialog
    assert end is not None and end.isVisible()
    old_seed = c.setup.seed
    end.rematch_button.click()
    assert window.scores.match_end_dialog is None
    assert c.match is not m and c.match is not None and c.match.hands_played == 0
    assert not c.match_over and c.setup.seed != old_seed
    assert c.setup == replace(setup, seed=c.setup.seed)  # the same setup, a new deal
    # New match… (once this one is over too) opens the New match dialog.
    play_jinlami_hand(qtbot, window)
    c.next_hand()
    play_jinlami_hand(qtbot, window)
    window.show_score_sheet()
    end = window.scores.match_end_dialog
    assert end is not None
    end.new_button.click()
    assert window.new_match_dialog is not None and window.new_match_dialog.isVisible()
    window.new_match_dialog.close()


def test_the_team_match_end_screen(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(
        MatchSetup(mode="team", hands=1, seed=9, teammates=("easy",), opponents=("easy", "easy"))
    )
    c = jinlami_ui(window).controller
    c.set_autoplay("medium")
    for _duel in range(4):
        qtbot.waitUntil(lambda: c.match_over or c.state.is_over, timeout=30000)
        if c.match_over:
            break
        c.next_hand()  # the player's duel is over: on to the next one
    qtbot.waitUntil(lambda: c.match_over, timeout=30000)
    c.set_autoplay(None)
    team = c.team
    assert team is not None
    window.show_score_sheet()
    end = window.scores.match_end_dialog
    assert end is not None and end.isVisible()
    a, b = team.team_scores()
    assert end.final.text() == f"Team score: your team {a} : {b} the other team"
    rows = [table_cell(end.standings, r, 1).text() for r in range(2)]
    assert rows[0].startswith("Your team" if (team.winner or 0) == 0 else "The other team")
    assert figure(end.figures, "Team score") == [str(a), str(b)]
    records = [r for _a, _b, m in team.duels for r in m.records]
    assert len(records) == 4
    _check_sheet(end.sheet.table, records, 2)
    first = cells(end.sheet.table)[0]
    assert first[0] == "1·1" and first[1].startswith("You against Lily (Easy) — ")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_rummy_match_end_screen_fits_and_tells_the_match(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, lang: str
) -> None:
    install_language(qapp, lang)
    try:
        window.start_match(RummySetup(opponents=("medium", "hard", "easy"), target=50, seed=2))
        ui = rummy_ui(window)
        r = ui.controller
        while True:
            play_rummy_hand(qtbot, window)
            if r.match_over:
                break
            window.show_score_sheet()
            sheet = window.scores.sheet_dialog
            assert sheet is not None
            qapp.processEvents()
            assert cut_texts(sheet) == []
            r.next_hand()
        m = r.match
        assert m is not None and m.winner is not None
        result = ui.result_dialog
        assert result is not None
        result.next_button.click()
        end = window.scores.match_end_dialog
        assert end is not None and end.isVisible()
        qapp.processEvents()
        assert cut_texts(end) == []
        assert end.sheet.table.rowCount() == len(m.records)
        _check_sheet(end.sheet.table, list(m.records), 4)
        setup = r.setup
        end.rematch_button.click()
        assert r.match is not m and r.match is not None and not r.match_over
        assert r.setup == replace(setup, seed=r.setup.seed) and r.setup.seed != setup.seed
        assert ui.scoreboard.heading.text().splitlines()[0] in ("Hand 1", "第 1 局")
        if lang == "en":
            names = ["You", "Anna (Medium)", "Grace (Hard)", "Mia (Easy)"]
            verdict = (
                "You reach 50 and win the match!"
                if m.winner == 0
                else f"{names[m.winner]} reaches 50 and wins the match."
            )
            assert end.verdict.text() == verdict
            assert figure(end.figures, "Hands won") == [str(w) for w in m.hands_won()]
            assert figure(end.figures, "Final score") == [str(s) for s in m.scores]
            t = end.standings
            ranked = [table_cell(t, r, 1).text() for r in range(t.rowCount())]
            assert ranked[0] == f"{names[m.winner]} — winner"
            assert sorted(int(table_cell(t, r, 2).text()) for r in range(4)) == sorted(m.scores)
            assert int(table_cell(t, 0, 2).text()) == m.scores[m.winner]
    finally:
        install_language(qapp, "en")


def test_the_open_sheet_and_board_follow_a_language_switch(
    qapp: QApplication, qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(MatchSetup(seed=21, hands=4, opponent="medium"))
    play_jinlami_hand(qtbot, window)
    window.show_score_sheet()
    dlg = window.scores.sheet_dialog
    assert dlg is not None and dlg.windowTitle() == "Score sheet"
    board = jinlami_ui(window).scoreboard
    assert board.accessibleName() == "Scoreboard"
    assert dlg.sheet.table.accessibleName() == "Hand by hand"
    try:
        install_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: dlg.windowTitle() == "记分表")
        assert header_cell(dlg.sheet.table, 2).text() == "你"
        assert dlg.title.text().startswith("金拉米")
        assert board.heading.text() == "第 1 局，共 4 局"
        assert board.link.text() == "记分表…"
    finally:
        install_language(qapp, "en")


def test_an_international_game_ends_with_its_bonuses_on_the_board(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(MatchSetup(mode="game", target=100, seed=5, opponent="easy"))
    ui = jinlami_ui(window)
    c = ui.controller
    c.set_autoplay("medium")
    for _hand in range(40):
        qtbot.waitUntil(lambda: c.state.is_over, timeout=30000)
        if c.match_over:
            break
        c.next_hand()
    c.set_autoplay(None)
    m = c.match
    assert isinstance(m, Match) and m.is_over
    a, b = m.final_scores()
    assert ui.scoreboard.heading.text() == "Match over"
    assert ui.scoreboard.lines[1].text() == f"With bonuses {a} : {b}"
    report = ui.match_report()
    assert report is not None
    bonuses = next(f for f in report.figures if f.label == "Game, box and shut-out bonuses")
    assert bonuses.values == (str(a - m.scores[0]), str(b - m.scores[1]))
    assert report.sheet.notes[-1].endswith(f"{a} : {b}.")
