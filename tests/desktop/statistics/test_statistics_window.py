"""The statistics window on a synthetic history of real hands: labels, tables, charts,
the ranked/practice switch, paging, replay on the table, CSV export and reset; and the
拉米纸牌 figures behind the game selector (stalemates, 一把出完, per-game history and CSV)."""

from __future__ import annotations

import csv
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine import Phase
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.stats import HandReplay, JinlamiFigures
from jinlami_desktop.games.jinlami.words import preset_name
from jinlami_desktop.statistics.window import PAGE_SIZE, StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import players_text
from tests.desktop.game_parts import header_cell, jinlami_ui, table_cell
from tests.desktop.history import Played, RummyPlayed, build_history, build_rummy_history
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS

DECIDED = ("won", "lost", "drawn", "resigned")


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Played]]:
    db = tmp_path_factory.mktemp("history") / "stats.sqlite3"
    return db, build_history(db, count=30)


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, history: tuple[Path, list[Played]]
) -> Iterator[MainWindow]:
    data = tmp_path / "D"
    data.mkdir()
    shutil.copy(history[0], data / "stats.sqlite3")
    storage = Storage.open(data, parts=PARTS)
    w = open_window(qtbot, storage=storage, size=(1280, 800), instant=True)
    yield w
    jinlami_ui(w).controller.shutdown()
    if w.commands.stats_window is not None:
        w.commands.stats_window.close()
    w.close()
    storage.close()


def open_stats(window: MainWindow) -> StatisticsWindow:
    window.commands.show_statistics()
    sw = window.commands.stats_window
    assert isinstance(sw, StatisticsWindow) and sw.isVisible() and not sw.isModal()
    return sw


def expected(played: list[Played], practice: bool) -> dict[str, Any]:
    ms = [p for p in played if p.practice == practice]
    hands = [r for p in ms for r in p.hand_results]
    decided = [p for p in ms if p.result in DECIDED]
    won = sum(p.result == "won" for p in ms)
    return {
        "matches": ms,
        "matches_played": len(decided),
        "matches_won": won,
        "matches_lost": sum(p.result in ("lost", "resigned") for p in ms),
        "matches_abandoned": sum(p.result == "abandoned" for p in ms),
        "matches_resigned": sum(p.result == "resigned" for p in ms),
        "matches_percent": f"{100 * won / len(decided):.1f} %",
        "hands_played": len(hands),
        "hands_won": hands.count("won"),
    }


def test_overview_labels_show_the_right_numbers(
    window: MainWindow, history: tuple[Path, list[Played]]
) -> None:
    sw = open_stats(window)
    for practice in (False, True):
        sw.set_practice(practice)
        want = expected(history[1], practice)
        for key in (
            "matches_played",
            "matches_won",
            "matches_lost",
            "matches_abandoned",
            "matches_resigned",
            "matches_percent",
            "hands_played",
            "hands_won",
        ):
            assert sw.values[key].text() == str(want[key]), (practice, key)
    sw.set_practice(False)
    o = window.storage.stats.overview(practice=False) if window.storage else None
    assert o is not None
    assert sw.values["match_streak_longest"].text() == str(o.match_streaks.longest)
    assert isinstance(o.own, JinlamiFigures)
    assert sw.values["gin3"].text() == str(o.own.gins.gin3)
    assert sw.values["knocks"].text() == str(o.own.knocks.knocks)
    assert sw.values["undercuts_inflicted"].text() == str(o.own.knocks.undercuts_inflicted)
    assert o.points.avg_points is not None
    assert sw.values["avg_points"].text() == f"{o.points.avg_points:.1f}"
    assert o.best_hand is not None
    assert sw.values["best_hand"].text().startswith(f"{o.best_hand.points_for} points")
    for key, caption in sw.captions.items():
        assert caption.text().endswith(":"), key


def test_tables_by_rules_and_opponent(
    window: MainWindow, history: tuple[Path, list[Played]]
) -> None:
    sw = open_stats(window)
    want = expected(history[1], False)["matches"]
    rows = {table_cell(sw.rules_table, r, 0).text(): r for r in range(sw.rules_table.rowCount())}
    for preset in {p.rules for p in want}:
        r = rows[preset_name(preset)]
        decided = [p for p in want if p.rules == preset and p.result in DECIDED]
        assert table_cell(sw.rules_table, r, 1).text() == str(len(decided))
        hands = sum(len(p.hand_results) for p in want if p.rules == preset)
        assert table_cell(sw.rules_table, r, 5).text() == str(hands)
    assert sw.opponent_table.rowCount() == len({p.opponent for p in want})


def test_charts_have_a_point_per_match(
    window: MainWindow, history: tuple[Path, list[Played]]
) -> None:
    sw = open_stats(window)
    want = expected(history[1], False)["matches"]
    counts = {result: s.count() for result, s in sw.result_series.items()}
    assert sum(counts.values()) == len(want)
    assert counts["abandoned"] == sum(p.result == "abandoned" for p in want)
    first_decided = next(i for i, p in enumerate(want) if p.result in DECIDED)
    assert sw.rate_series.count() == len(want) - first_decided
    assert sw.results_chart.series() and sw.rate_chart.series()
    last = sw.rate_series.at(sw.rate_series.count() - 1)
    decided = [p for p in want if p.result in DECIDED]
    won = sum(p.result == "won" for p in decided)
    assert last.y() == pytest.approx(100 * won / len(decided))
    rate_axis = sw.rate_chart.axes(Qt.Orientation.Vertical)[0]
    assert rate_axis.titleText() == "Match win rate"  # the axis is in %, not a count
    assert isinstance(rate_axis, QValueAxis)
    # a match won in a row of wins (100 %) or none (0 %) lies inside the plot, not on
    # its frame where half the point was hidden
    assert rate_axis.min() < 0 and rate_axis.max() > 100


def test_history_is_paged(window: MainWindow, history: tuple[Path, list[Played]]) -> None:
    sw = open_stats(window)
    total = expected(history[1], False)["hands_played"]
    pages = -(-total // PAGE_SIZE)
    assert sw.history.rowCount() == min(PAGE_SIZE, total)
    assert sw.page_label.text() == f"Page 1 of {pages}"
    assert sw.history_title.text() == f"{total} hands recorded"
    while sw.next_page_button.isEnabled():
        sw.next_page_button.click()
    assert sw.page_label.text() == f"Page {pages} of {pages}"
    assert sw.history.rowCount() == total - (pages - 1) * PAGE_SIZE
    abandoned = [
        table_cell(sw.history, r, 8).text()
        for r in range(sw.history.rowCount())
        if table_cell(sw.history, r, 8).text() == "Abandoned"
    ]
    sw.prev_page_button.click()
    assert sw.page_label.text() == f"Page {pages - 1} of {pages}"
    assert isinstance(abandoned, list)


def test_replay_steps_through_a_recorded_hand_without_recording(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_session(MatchSetup(seed=21))
    c = jinlami_ui(window).controller
    qtbot.waitUntil(lambda: c._human_to_act(), timeout=15000)
    assert window.storage is not None
    stats = window.storage.stats
    autosave = window.storage.saves.autosave_path.read_bytes()
    hands_before = stats.hand_count()
    live = c.view()
    live_hand = live.hand if live is not None else None

    sw = open_stats(window)
    sw.tabs.setCurrentIndex(2)
    sw.history.selectRow(0)
    row = sw.selected_hand()
    assert row is not None and sw.replay_button.isEnabled()
    sw.replay_button.click()
    assert c.replaying and jinlami_ui(window).replay_bar.isVisible()
    replay = stats.recorded_hand(row.id, HandReplay)
    start = c.view()
    assert start is not None and start.opponent_hand is not None  # both hands face up
    assert not start.legal_actions  # nothing can be played in a replay
    assert "move 0 of" in jinlami_ui(window).replay_bar.where.text()
    assert not jinlami_ui(window).replay_bar.previous_button.isEnabled()
    c.draw_stock()  # refused: a replay
    assert "replay" in window.statusBar().currentMessage().lower()
    steps = 0
    while jinlami_ui(window).replay_bar.next_button.isEnabled():
        jinlami_ui(window).replay_bar.next_button.click()
        steps += 1
        assert jinlami_ui(window).replay_bar.what.text()
    assert steps == len(replay.actions)
    final = replay.final_state()
    end = c.view()
    assert end is not None and end.phase is Phase.OVER
    assert set(end.hand) | set(end.opponent_hand or ()) >= set(final.view(replay.seat).hand)
    jinlami_ui(window).replay_bar.previous_button.click()
    assert f"move {steps - 1} of {steps}" in jinlami_ui(window).replay_bar.where.text()
    jinlami_ui(window).replay_bar.close_button.click()
    assert not c.replaying and not jinlami_ui(window).replay_bar.isVisible()
    assert c.view() is not None and c.view().hand == live_hand
    assert stats.hand_count() == hands_before  # nothing recorded
    assert window.storage.saves.autosave_path.read_bytes() == autosave  # nothing saved
    assert c._human_to_act()  # and the live match goes on
    bar = jinlami_ui(window).replay_bar
    try:  # a language switch rewords the strip, but does not show a closed replay again
        install_language(QApplication.instance(), "zh_CN")
        qtbot.waitUntil(lambda: "&Close replay" not in bar.close_button.text(), timeout=3000)
        assert not bar.isVisible()
    finally:
        install_language(QApplication.instance(), "en")


def test_export_csv_writes_a_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sw = open_stats(window)
    out = tmp_path / "export.csv"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), ""))
    )
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: told.append(a[2])))
    n = sw.export_csv()
    assert window.storage is not None
    assert n == window.storage.stats.hand_count() and n > 0
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert len(rows) == n + 1 and "match_result" in rows[0]
    assert told == [f"{n} rows written."]


def test_reset_asks_and_clears(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    sw = open_stats(window)
    assert window.storage is not None
    stats = window.storage.stats
    window.start_session(MatchSetup(seed=2))
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.No)
    )
    assert not sw.ask_reset()
    assert stats.hand_count() > 0
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    assert sw.ask_reset()
    assert stats.hand_count() == 0
    assert sw.values["matches_played"].text() == "0"
    assert sw.values["matches_percent"].text() == "—"
    assert sw.history.rowCount() == 0
    assert not sw.result_series and sw.results_view.isHidden()
    meta = jinlami_ui(window).controller.meta
    assert meta is not None and meta.stats_match_id is None


def test_the_window_refreshes_when_a_hand_ends(qtbot: QtBot, window: MainWindow) -> None:
    sw = open_stats(window)
    before = sw.values["hands_played"].text()
    window.start_session(MatchSetup(seed=30, hands=1))
    c = jinlami_ui(window).controller
    c.set_autoplay("easy")  # a bot plays the seat: practice, so switch the scope
    sw.set_practice(True)
    played = sw.values["hands_played"].text()
    qtbot.waitUntil(lambda: c.match_over, timeout=30000)
    assert sw.values["hands_played"].text() == str(int(played) + 1)
    sw.set_practice(False)
    assert sw.values["hands_played"].text() == before


# -- 拉米纸牌 (Rummy) ---------------------------------------------------------------------------
@pytest.fixture(scope="module")
def rummy_history(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[RummyPlayed]]:
    db = tmp_path_factory.mktemp("rummy-history") / "stats.sqlite3"
    build_history(db, count=4)
    return db, build_rummy_history(db, count=12)


@pytest.fixture
def rummy_window(
    qtbot: QtBot, tmp_path: Path, rummy_history: tuple[Path, list[RummyPlayed]]
) -> Iterator[StatisticsWindow]:
    shutil.copy(rummy_history[0], tmp_path / "stats.sqlite3")
    stats = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    sw = StatisticsWindow(stats, game="rummy")
    qtbot.addWidget(sw)
    sw.resize(1280, 800)
    sw.show()
    yield sw
    sw.close()
    stats.close()


def test_rummy_figures_and_game_selector(
    rummy_window: StatisticsWindow, rummy_history: tuple[Path, list[RummyPlayed]]
) -> None:
    sw = rummy_window
    assert sw.game_box.currentData() == "rummy" and sw.game_box.currentText() == "Rummy"
    ranked = [p for p in rummy_history[1] if not p.practice]
    kinds = [(k, w) for p in ranked for k, w in zip(p.kinds, p.winners, strict=True)]
    decided = [p for p in ranked if p.result != "abandoned"]
    want = {
        "matches_played": len(decided),
        "matches_won": sum(p.result == "won" for p in ranked),
        "matches_abandoned": sum(p.result == "abandoned" for p in ranked),
        "matches_resigned": sum(p.result == "resigned" for p in ranked),
        "hands_played": len(kinds),
        "hands_won": sum(w == 0 for _k, w in kinds),
        "hands_drawn": sum(k == "stalemate" for k, _w in kinds),
        "rummy_stalemates": sum(k == "stalemate" for k, _w in kinds),
        "rummy_outs": sum(w == 0 for _k, w in kinds),
        "rummy_rummies": sum(k == "rummy" and w == 0 for k, w in kinds),
        "rummy_rummies_against": sum(k == "rummy" and w not in (0, None) for k, w in kinds),
    }
    for key, value in want.items():
        assert sw.values[key].text() == str(value), key
    assert want["rummy_stalemates"] > 0 and want["rummy_rummies_against"] > 0
    assert want["matches_resigned"] == 1
    rate = 100 * want["rummy_stalemates"] / want["hands_played"]
    assert sw.values["rummy_stalemate_percent"].text() == f"{rate:.1f} %"
    assert sw.boxes["endings"].isVisible() and not sw.boxes["gins"].isVisible()
    assert sw.captions["hands_drawn"].text() == "Drawn (stalemates):"
    assert sw.rules_title.text() == "By number of players"
    players = {table_cell(sw.rules_table, r, 0).text() for r in range(sw.rules_table.rowCount())}
    assert players == {players_text(2), players_text(3), players_text(4)}
    assert len(sw.result_series) > 0  # the charts are the Rummy matches'
    points = sum(s.count() for s in sw.result_series.values())
    assert points == sum(p.result is not None for p in ranked)

    sw.game_box.setCurrentIndex(0)  # 金拉米: its own figures, the gin boxes back
    assert sw.game == "jinlami" and sw.boxes["gins"].isVisible()
    assert not sw.boxes["endings"].isVisible()
    assert sw.values["hands_played"].text() == str(sw.stats.summary().hands.played)
    assert sw.captions["hands_drawn"].text() == "Drawn (stock ran out):"
    sw.set_game("rummy")
    assert sw.game_box.currentIndex() == 1


def test_rummy_history_shows_endings_and_no_replay_yet(
    rummy_window: StatisticsWindow, qtbot: QtBot
) -> None:
    sw = rummy_window
    sw.set_practice(False)
    sw.tabs.setCurrentIndex(2)
    assert sw.rows and all(h.game == "rummy" for h in sw.rows)
    assert header_cell(sw.history, 7).text() == "Points left in your hand"
    texts = {table_cell(sw.history, r, 5).text() for r in range(sw.history.rowCount())}
    assert any(t.startswith("Stalemate, ") for t in texts)
    assert any(t.startswith("Rummy: out in one turn, ") for t in texts)
    stalemate = next(
        r
        for r in range(sw.history.rowCount())
        if table_cell(sw.history, r, 5).text().startswith("Stal")
    )
    assert table_cell(sw.history, stalemate, 5).font().bold()
    assert table_cell(sw.history, stalemate, 4).text() == "Drawn"
    h = sw.rows[0]
    assert table_cell(sw.history, 0, 2).text() == players_text(h.players)
    sw.history.selectRow(0)
    assert sw.selected_hand() == h
    assert not sw.replay_button.isEnabled()
    assert "cannot be replayed" in sw.replay_button.toolTip()
    with qtbot.assertNotEmitted(sw.replay_requested):
        sw.replay_selected()
    sw.table_replays = True  # once the table replays every game's hands
    sw.history.clearSelection()
    sw.history.selectRow(0)
    assert sw.replay_button.isEnabled() and not sw.replay_button.toolTip()
    with qtbot.waitSignal(sw.replay_requested) as sig:
        sw.replay_selected()
    assert sig.args == [h]


def test_rummy_csv_export_is_per_game(
    rummy_window: StatisticsWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sw = rummy_window
    out = tmp_path / "rummy.csv"
    asked: list[Any] = []

    def pick(*a: Any, **k: Any) -> tuple[str, str]:
        asked.append(a)
        return (str(out), "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(pick))
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: None))
    n = sw.export_csv()
    assert n == sw.stats.hand_count(game="rummy") > 0
    assert asked[0][2] == "rummy-statistics.csv" and "Rummy" in asked[0][1]
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == n and {r["game"] for r in rows} == {"rummy"}
    assert {r["kind"] for r in rows} <= {"out", "rummy", "stalemate"}
    sw.set_game("jinlami")
    assert sw.export_csv() == sw.stats.hand_count(game="jinlami")


def test_rummy_words_follow_a_language_switch(
    rummy_window: StatisticsWindow, qapp: QApplication
) -> None:
    sw = rummy_window
    install_language(qapp, "zh_CN")
    try:
        qapp.processEvents()
        assert sw.tabs.tabText(0) != "Overview"  # the window reworded itself
        assert sw.boxes["endings"].isVisible() and sw.game == "rummy"
    finally:
        install_language(qapp, "en")
        qapp.processEvents()
    assert sw.tabs.tabText(1) == "By players and opponents"
    assert sw.game_box.itemText(0) == "Jin Rummy"
