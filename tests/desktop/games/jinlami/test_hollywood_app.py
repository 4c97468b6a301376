"""Hollywood Gin and the variants on the New match page, and Hollywood's three games in
the app: every preset with its line, the Hollywood mode only with International scoring
(its reason said otherwise), the knock limit fixed with its reason under Oklahoma and
Straight Gin; the scoreboard, the score sheet, the hand result and the match-end screen
saying which games each hand scored in and who won each game."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Rules
from engine.jinlami.hollywood import hollywood_games
from jinlami_desktop.games.jinlami.controller import HandSummary, JinlamiController, MatchSetup
from jinlami_desktop.games.jinlami.hollywood_words import (
    DECIDED_MARK,
    game_cell,
    game_line,
    games_scored,
    scored_line,
)
from jinlami_desktop.games.jinlami.new_match import MODES, JinlamiMatchPage
from jinlami_desktop.games.jinlami.result_dialog import HandResultDialog
from jinlami_desktop.games.jinlami.score import board_of, report_of, sheet_of
from jinlami_desktop.games.jinlami.setup_choices import remember_setup, stored_setup
from jinlami_desktop.games.jinlami.words import (
    PRESET_NAMES,
    match_rows,
    mode_text,
    preset_description,
)
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.words.texts import mode_name

INTERNATIONAL = ("international", "oklahoma", "straight")


@pytest.fixture
def page(qtbot: QtBot) -> JinlamiMatchPage:
    p = JinlamiMatchPage()
    qtbot.addWidget(p)
    p.retranslate()
    return p


def _choose(page: JinlamiMatchPage, preset: str, mode: str | None = None) -> None:
    page.preset.setCurrentIndex(page.preset.findData(preset))
    if mode is not None:
        page.mode.setCurrentIndex(page.mode.findData(mode))


def _hollywood_item_enabled(page: JinlamiMatchPage) -> bool:
    model = page.mode.model()
    assert isinstance(model, QStandardItemModel)
    return model.item(MODES.index("hollywood")).isEnabled()


def test_every_preset_is_offered_with_its_own_line(page: JinlamiMatchPage) -> None:
    offered = [page.preset.itemData(i) for i in range(page.preset.count())]
    assert offered == list(PRESET_NAMES)
    lines = []
    for name in PRESET_NAMES:
        _choose(page, name)
        assert page.preset_note.text() == preset_description(name) != ""
        assert "\n" not in page.preset_note.text()
        lines.append(page.preset_note.text())
    assert len(set(lines)) == len(lines)


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_hollywood_is_offered_only_with_international_scoring(
    page: JinlamiMatchPage, preset: str
) -> None:
    _choose(page, preset)
    allowed = preset in INTERNATIONAL
    assert Rules.preset(preset).scoring == ("international" if allowed else "jinlami")
    assert _hollywood_item_enabled(page) is allowed
    index = page.mode.findData("hollywood")
    said = page.mode.itemText(index) + str(page.mode.itemData(index, Qt.ItemDataRole.ToolTipRole))
    assert ("International scoring" in said) is not allowed
    assert ("a Jin Rummy gin" in said) is not allowed  # the reason, in full
    if allowed:
        page.mode.setCurrentIndex(page.mode.findData("hollywood"))
        setup = page.chosen(9)
        assert setup.mode == "hollywood"
        assert page.target.isEnabled() and not page.hands.isEnabled()
        config = setup.match_config()
        assert (config.mode, config.target) == ("hollywood", setup.target)


def test_a_preset_without_international_scoring_leaves_hollywood(page: JinlamiMatchPage) -> None:
    _choose(page, "oklahoma", "hollywood")
    assert page.mode.currentData() == "hollywood"
    _choose(page, "gin1909")
    assert page.mode.currentData() == "fixed"  # its own match: eight hands
    # a save or a stored choice of Hollywood under 金拉米 scoring is shown as fixed hands
    page.load(MatchSetup(rules=Rules.preset("jj"), mode="hollywood"))
    assert page.mode.currentData() == "fixed"
    page.load(MatchSetup(rules=Rules.preset("straight"), mode="hollywood", target=150))
    assert (page.mode.currentData(), page.target.value()) == ("hollywood", 150)


@pytest.mark.parametrize(
    ("preset", "fixed", "reason"),
    [
        ("oklahoma", True, "up-card"),
        ("straight", True, "gin only"),
        ("classic", False, ""),
        ("jj", False, ""),
        ("international", False, ""),
    ],
)
def test_the_knock_limit_is_fixed_with_its_reason(
    page: JinlamiMatchPage, preset: str, fixed: bool, reason: str
) -> None:
    _choose(page, preset)
    assert page.knock_limit.isEnabled() is not fixed
    assert page.knock_note.isVisibleTo(page) is fixed
    assert reason in page.knock_note.text()
    assert bool(page.knock_note.text()) is fixed
    page.knock_limit.setValue(3)  # a value left in the spinner is no choice when fixed
    rules = page.chosen(1).rules
    assert rules.knock_limit == (Rules.preset(preset).knock_limit if fixed else 3)
    assert (rules == Rules.preset(preset)) is fixed


def test_hollywood_is_kept_between_sessions_only_where_it_is_played(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    remember_setup(settings, MatchSetup(rules=Rules.preset("oklahoma"), mode="hollywood"))
    assert stored_setup(settings, 1).mode == "hollywood"
    remember_setup(settings, MatchSetup(rules=Rules.preset("classic"), mode="hollywood"))
    assert stored_setup(settings, 1).mode == "fixed"


# -- the three games in words ----------------------------------------------------------------
def test_a_hand_that_finishes_game_1_and_scores_in_games_2_and_3_says_so() -> None:
    """Seat 0 wins three hands: the third (60 points) decides game 1 and scores in games 2
    and 3 too; a fourth win counts in games 2 and 3 only; seat 1's first win in game 1
    only — and only while game 1 is open."""
    hands = [(0, (30, 0)), (0, (20, 0)), (0, (60, 0))]
    before = hollywood_games(hands[:2], 100)
    after = hollywood_games(hands, 100)
    assert games_scored(before, after) == (0, 1, 2)
    assert after[0].decided_at == 3 and not after[1].decided
    assert scored_line((0, 1, 2), True) == "Scored in games 1, 2 and 3."
    assert game_cell(after[0], 3) == f"110 : 0 {DECIDED_MARK}"
    assert game_cell(after[0], 2) == "110 : 0"  # not decided yet at hand 2
    assert game_cell(after[1], 3) == "80 : 0"
    fourth = hollywood_games([*hands, (0, (5, 0))], 100)
    assert games_scored(after, fourth) == (1, 2)
    late = hollywood_games([*hands, (1, (40, 0))], 100)
    assert games_scored(after, late) == ()  # seat 1's first win: game 1 is decided
    assert "none" in scored_line((), True)
    assert scored_line((), False) == "A drawn hand scores in no game."
    names = ("You", "Bot")
    # game 1: 110 + a box of 25 × 3 + 100 for the game, doubled for the shut-out
    assert game_line(0, after[0], 100, False, names, 0) == "Game 1: you win 570 : 0"
    assert game_line(0, after[0], 100, False, names, None) == "Game 1: You wins 570 : 0"
    assert game_line(1, after[1], 100, False, names, 0) == "Game 2: 80 : 0, still open"
    # the match ended with game 3 open: its boxes only, no game bonus
    assert game_line(2, after[2], 100, True, names, 0) == "Game 3: you win 85 : 0"


def _finished(hands: list[HandSummary], n: int) -> bool:
    return len(hands) >= n


@pytest.fixture
def played(qtbot: QtBot) -> Iterator[tuple[JinlamiController, list[HandSummary]]]:
    """A short Hollywood match (three games to 40) of Oklahoma Gin, a bot in each seat."""
    c = JinlamiController()
    c.move_delay_ms = 0
    hands: list[HandSummary] = []
    c.hand_finished.connect(hands.append)
    c.new_match(
        MatchSetup(
            rules=Rules.preset("oklahoma"), mode="hollywood", target=40, seed=5, opponent="easy"
        )
    )
    c.set_autoplay("easy")
    for n in range(1, 200):
        qtbot.waitUntil(partial(_finished, hands, n), timeout=20000)
        if c.match_over:
            break
        c.next_hand()
    yield c, hands
    c.shutdown()


def test_the_sheet_shows_the_three_games_hand_by_hand(
    played: tuple[JinlamiController, list[HandSummary]],
) -> None:
    c, hands = played
    match = c.match
    assert match is not None and match.is_over
    sheet = sheet_of(c)
    assert sheet is not None
    assert sheet.extra_columns == ("Game 1", "Game 2", "Game 3")
    assert DECIDED_MARK in sheet.key
    records = match.records
    assert len(sheet.rows) == len(records) == len(hands) >= 3
    previous = hollywood_games((), 40)
    for k, (row, summary) in enumerate(zip(sheet.rows, hands, strict=True), start=1):
        games = hollywood_games([(r.winner, r.points) for r in records[:k]], 40)
        assert summary.games == games and summary.games_before == previous
        assert row.extra == tuple(game_cell(g, k) for g in games)
        scored = games_scored(previous, games)
        if scored:
            assert row.result.endswith("· games " + ", ".join(str(g + 1) for g in scored))
        for g, game in enumerate(games):
            assert row.extra[g].endswith(DECIDED_MARK) is (game.decided_at is not None)
        previous = games
    assert all(g.decided for g in previous)  # over when all three are decided
    # the scoreboard: a line per game, decided ones marked
    board = board_of(c.snapshot())
    assert board is not None
    assert [line for line in board.lines if line.startswith("Game")] == [
        f"Game {g + 1}: {game_cell(game, len(records))}" for g, game in enumerate(previous)
    ]


def test_the_match_end_says_who_won_each_game(
    played: tuple[JinlamiController, list[HandSummary]],
) -> None:
    c, _hands = played
    match = c.match
    assert match is not None
    report = report_of(c)
    assert report is not None
    lines = report.final.splitlines()
    assert len(lines) == 4
    a, b = match.final_scores()
    assert f"{a} : {b}" in lines[0]
    games = match.games()
    for g, (line, game) in enumerate(zip(lines[1:], games, strict=True)):
        ta, tb = game.totals(40, True)
        assert line.startswith(f"Game {g + 1}: ") and f"{ta} : {tb}" in line
        winner = "you win" if ta > tb else report.sheet.columns[1] + " wins"
        assert winner in line
        figure = next(f for f in report.figures if f.label == f"Game {g + 1}")
        assert figure.values == (str(ta), str(tb))
    assert (a, b) == (
        sum(g.totals(40, True)[0] for g in games),
        sum(g.totals(40, True)[1] for g in games),
    )


def test_the_hand_result_says_where_the_hand_scored(
    qapp: QApplication,
    qtbot: QtBot,
    played: tuple[JinlamiController, list[HandSummary]],
) -> None:
    _c, hands = played
    for summary in (hands[0], hands[-1]):
        dlg = HandResultDialog(summary, DeckStyle())
        qtbot.addWidget(dlg)
        dlg.show()
        lines = dlg.games.text().splitlines()
        assert dlg.games.isVisible()
        assert lines[0] == scored_line(
            games_scored(summary.games_before, summary.games), summary.winner is not None
        )
        assert [line.split(":")[0] for line in lines[1:]] == ["Game 1", "Game 2", "Game 3"]
        if summary.match_over:
            assert not any("still open" in line for line in lines)
        dlg.close()


def test_other_modes_show_no_games(qtbot: QtBot) -> None:
    c = JinlamiController()
    c.new_match(MatchSetup(rules=Rules.preset("oklahoma"), mode="game", seed=2))
    snap = c.snapshot()
    assert snap.games == ()
    sheet = sheet_of(c)
    assert sheet is not None and sheet.extra_columns == () and sheet.key == ""
    c.shutdown()


def test_match_info_words_hollywood_with_its_target() -> None:
    rows = match_rows("oklahoma", "hollywood", 100, {"target": 150, "hands": 8}, 2)
    assert rows[1][1] == mode_text("hollywood", 8, 150, 20)
    assert "150" in rows[1][1] and "Hollywood" in rows[1][1]
    assert mode_name("hollywood") == "Hollywood (three games)"
