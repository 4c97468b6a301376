"""The hand review window (coach) on recorded hands of both games: decisions listed the
costliest first, progress to the end, Cancel, the UI thread free while it computes, a
click showing the position on the table, the accuracy kept and shown in the statistics,
and the schema v3 → v4 migration keeping old rows."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.model.replay import Replayer
from jinlami_desktop.review.dialog import ReviewWindow
from jinlami_desktop.review.model import ReviewedDecision, review_hands
from jinlami_desktop.review.words import EXPLANATION_CODES, points_loss_text
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats import SCHEMA_V1, SCHEMA_VERSION, StatsStore
from jinlami_desktop.storage.stats.schema import MIGRATIONS
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, table_cell
from tests.desktop.review_history import build_review_history
from tests.storage.game_parts import PARTS


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    db = tmp_path_factory.mktemp("review") / "stats.sqlite3"
    jin, rummy = build_review_history(db)
    return (db, jin, rummy)


@pytest.fixture
def stats(tmp_path: Path, recorded: tuple[Path, int, int]) -> Iterator[StatsStore]:
    shutil.copy(recorded[0], tmp_path / "stats.sqlite3")
    s = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    yield s
    s.close()


def _window(qtbot: QtBot, stats: StatsStore, match_id: int, **kw: object) -> ReviewWindow:
    rows = stats.match_hands(match_id)
    win = ReviewWindow(stats, review_hands(stats, rows), effort="quick", **kw)  # type: ignore[arg-type]
    qtbot.addWidget(win)
    win.show()
    return win


def _finish(qtbot: QtBot, win: ReviewWindow) -> None:
    win.start()
    qtbot.waitUntil(lambda: win.complete or bool(win.error), timeout=60000)
    assert not win.error


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_decisions_listed_costliest_first_with_words(
    qtbot: QtBot, stats: StatsStore, recorded: tuple[Path, int, int], game: str
) -> None:
    match_id = recorded[1] if game == "jinlami" else recorded[2]
    win = _window(qtbot, stats, match_id, whole_match=True)
    progress: list[tuple[int, int]] = []
    win.runner.progressed.connect(lambda _t, done, total: progress.append((done, total)))
    _finish(qtbot, win)
    assert progress and progress[-1][0] == progress[-1][1] > 0  # progress reached the end
    assert win.progress.isHidden() and win.cancel_button.isHidden()
    rows = win.rows
    assert rows and win.table.rowCount() == len(rows)
    mistakes = [d for d in rows if not d.ok]
    assert mistakes, "random moves at the player's seat must cost something"
    assert rows[: len(mistakes)] == mistakes  # mistakes first …
    losses = [(d.loss, d.points_loss or 0.0) for d in mistakes]
    assert losses == sorted(losses, reverse=True)  # … the costliest at the top
    for r, d in enumerate(rows):
        assert d.code in EXPLANATION_CODES
        mine, why = table_cell(win.table, r, 2).text(), table_cell(win.table, r, 6).text()
        assert mine and why and "_" not in why  # words, never a code
        assert str(d.move) != mine  # not the engine's notation
    # points lost where the evaluation values points (金拉米's declarations and layoffs),
    # an empty cell elsewhere; the column shows when some decision has points
    for r, d in enumerate(rows):
        cell = win.table.item(r, 5)
        assert cell is not None and cell.text() == points_loss_text(d.points_loss)
    if game == "jinlami":
        valued = [d for d in rows if d.kind in ("declare", "layoff")]
        assert valued, "the recorded match has the player's layoffs"
        assert all(d.points_loss is not None for d in valued)
        assert all(d.points_loss is None for d in rows if d not in valued)
        assert not win.table.isColumnHidden(5)
    top = table_cell(win.table, 0, 2).text()
    assert any(s in top for s in "♠♥♦♣") or "stock" in top
    # kept in the statistics: the window's accuracy, per hand, pooled for the match
    hands = stats.match_hands(match_id)
    assert all(h.accuracy is not None for h in hands)
    for h in hands:
        review = win.reviews[h.id]
        assert h.accuracy == pytest.approx(review.accuracy)
        stored = stats.stored_review(h.id)
        assert stored is not None and stored.effort == "quick"
        assert [ReviewedDecision.from_dict(d) for d in stored.decisions] == list(review.decisions)
    match = stats.get_match(match_id)
    n = sum(len(win.reviews[h.id].decisions) for h in hands)
    ok = sum(d.ok for h in hands for d in win.reviews[h.id].decisions)
    assert match is not None
    if match.result == "abandoned":  # the 拉米纸牌 match: its hands, but not a whole match
        assert match.accuracy is None
    else:
        assert match.accuracy == pytest.approx(ok / n)
    assert f"{round(100 * ok / n)} %" in win.summary.text()


def test_a_stored_review_is_read_back_not_computed(
    qtbot: QtBot, stats: StatsStore, recorded: tuple[Path, int, int]
) -> None:
    first = _window(qtbot, stats, recorded[1])
    _finish(qtbot, first)
    again = _window(qtbot, stats, recorded[1])
    again.start()
    assert again.complete and not again.runner.running()  # at once, no thread
    assert again.rows == first.rows


def test_cancel_stops_the_review_and_the_event_loop_runs_meanwhile(
    qtbot: QtBot, stats: StatsStore, recorded: tuple[Path, int, int]
) -> None:
    win = _window(qtbot, stats, recorded[1], whole_match=True)
    win.effort = "deep"  # long enough to watch
    ticks: list[int] = [0]
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(lambda: ticks.__setitem__(0, ticks[0] + 1))
    timer.start()
    seen: list[tuple[int, int]] = []  # (decisions done, timer ticks) at each progress
    win.runner.progressed.connect(lambda _t, done, _n: seen.append((done, ticks[0])))
    win.start()
    qtbot.waitUntil(lambda: len([d for d, _t in seen if d > 0]) >= 2, timeout=60000)
    win.cancel_button.click()
    timer.stop()
    assert win.cancelled and not win.complete
    shown = win.table.rowCount()
    # the UI thread's timer fired between two decisions computed on the review thread
    done = [(d, t) for d, t in seen if d > 0]
    assert done[1][1] > done[0][1]
    qtbot.waitUntil(lambda: not win.runner.running(), timeout=30000)
    QApplication.processEvents()
    assert win.table.rowCount() == shown  # a signal of the cancelled run is dropped
    assert "cancelled" in win.progress_label.text().lower()
    assert win.cancel_button.isHidden()
    assert all(h.accuracy is None for h in stats.match_hands(recorded[1])[1:])


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, recorded: tuple[Path, int, int]) -> Iterator[MainWindow]:
    data = tmp_path / "D"
    data.mkdir()
    shutil.copy(recorded[0], data / "stats.sqlite3")
    storage = Storage.open(data, parts=PARTS)
    w = MainWindow(Preferences(animation_speed="off", auto_layoff=True), storage=storage)
    qtbot.addWidget(w)
    w.reviews.effort = "quick"
    w.resize(1280, 800)
    w.show()
    yield w
    for ui in w.games.values():
        ui.controller.shutdown()
    w.close()
    storage.close()


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_clicking_a_decision_shows_its_position_on_the_table(
    qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int], game: str
) -> None:
    assert window.storage is not None
    stats = window.storage.stats
    match_id = recorded[1] if game == "jinlami" else recorded[2]
    row = stats.match_hands(match_id)[0]
    assert window.reviews.review_hand(row)
    win = window.reviews.window
    assert win is not None
    qtbot.waitUntil(lambda: win.complete, timeout=60000)
    d = win.rows[0]
    rect = win.table.visualItemRect(table_cell(win.table, 0, 2))
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.mouseClick(win.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    c = window.games[game].controller
    assert c.replaying and isinstance(c.replayer, Replayer)
    assert c.replayer.index == d.step  # the position before the player's move
    assert c.replayer.replay.actions[d.step] == d.move
    assert window.game_kind == game
    assert str(d.step + 1) in window.statusBar().currentMessage()
    assert win.explanation.text()


def test_accuracy_shown_in_the_statistics_after_a_review(
    qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int]
) -> None:
    window.commands.show_statistics()
    sw = window.commands.stats_window
    assert sw is not None
    assert sw.accuracy_page.values["reviewed"].text() == "0"
    assert not sw.accuracy_page.view.isVisibleTo(sw) or sw.tabs.currentIndex() != 3
    sw.tabs.setCurrentIndex(2)
    jin_rows = [i for i, h in enumerate(sw.rows) if h.match_id == recorded[1]]
    sw.history.selectRow(jin_rows[0])
    assert sw.review_match_button.isEnabled()
    sw.review_match_button.click()
    win = window.reviews.window
    assert win is not None and win.whole_match
    qtbot.waitUntil(lambda: win.complete, timeout=60000)
    assert sw.accuracy_page.values["reviewed"].text() == "2"
    assert sw.accuracy_page.values["matches"].text() == "1"
    assert sw.accuracy_page.hand_series.count() == 2
    accuracy_axis = sw.accuracy_page.chart.axes(Qt.Orientation.Vertical)[0]
    assert isinstance(accuracy_axis, QValueAxis)
    assert accuracy_axis.max() > 100  # a 100 % hand is drawn whole, not half under the frame
    hand = sw.rows[jin_rows[0]]
    assert hand.accuracy is not None
    from jinlami_desktop.statistics.numbers import percent_text

    assert table_cell(sw.history, jin_rows[0], 9).text() == percent_text(100 * hand.accuracy) != "—"


def test_review_match_with_nothing_recorded_says_so(window: MainWindow) -> None:
    window.review_action.trigger()
    assert window.reviews.window is None
    assert "no recorded hand" in window.statusBar().currentMessage()


def test_the_result_dialog_offers_the_review(qtbot: QtBot, window: MainWindow) -> None:
    from tests.desktop.rigged import layoff_hand

    jin = jinlami_ui(window)
    jin.controller.move_delay_ms = 0
    jin.controller.load_hand(layoff_hand())
    qtbot.waitUntil(lambda: jin.result_dialog is not None, timeout=10000)
    dlg = jin.result_dialog
    assert dlg is not None and dlg.review_button.isVisible()
    assert dlg.review_button.text() in ("Review hand…", "Review match…")
    heard: list[str] = []
    dlg.review_hand.connect(lambda: heard.append("hand"))
    dlg.review_match.connect(lambda: heard.append("match"))
    dlg.review_button.click()
    assert heard == ["match" if dlg.review_button.text() == "Review match…" else "hand"]


def test_migration_v3_to_v4_keeps_old_rows(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    for v in range(3):
        con.executescript(MIGRATIONS[v] if v else SCHEMA_V1)
    con.execute("PRAGMA user_version = 3")
    rules = json.dumps({"deal": "dealer11"})
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, result, score_player, score_opponent, players, scores_json)"
        " VALUES ('2025-01-01T10:00:00+00:00', '2025-01-01T10:30:00+00:00', 'jinlami',"
        " 'classic', ?, 'fixed', '[\"hard\"]', 'hard', 0, 'won', 60, 20, 2, '[]')",
        (rules,),
    )
    con.execute(
        "INSERT INTO hands (match_id, number, played, game, rules, rules_json, opponent_level,"
        " seat, dealer, seed, kind, result, points_for, points_against, turns, actions_json,"
        " players, points_json, how) VALUES (1, 1, '2025-01-01T10:10:00+00:00', 'jinlami',"
        " 'classic', ?, 'hard', 0, 1, 5, 'knock', 'won', 25, 0, 12, '[\"draw stock\"]', 2,"
        " '[]', '')",
        (rules,),
    )
    con.commit()
    con.close()
    s = StatsStore(path, parts=PARTS)
    assert s.warning is None and s.schema_version == SCHEMA_VERSION == 6
    m = s.get_match(1)
    assert m is not None and (m.result, m.score_player, m.accuracy) == ("won", 60, None)
    (h,) = s.hand_history()
    assert (h.kind, h.points_for, h.turns, h.accuracy) == ("knock", 25, 12, None)
    assert s.accuracy_points() == [] and s.stored_review(h.id) is None
    assert s.save_review(h.id, "deep", 0.75, [{"number": 1}] * 4) == pytest.approx(0.75)
    s.close()
    again = StatsStore(path, parts=PARTS)
    assert again.hand_history()[0].accuracy == 0.75
    m2 = again.get_match(1)
    assert m2 is not None and m2.accuracy == 0.75
    (point,) = again.accuracy_points()
    assert (point.id, point.decisions, point.accuracy) == (h.id, 4, 0.75)
    again.close()


def test_the_review_modules_load_only_when_a_review_opens(tmp_path: Path) -> None:
    """The window starts without the review's modules (imported when one opens)."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from jinlami_desktop.window.main_window import MainWindow\n"
        "w = MainWindow()\n"
        "lazy = ('jinlami_desktop.review.dialog', 'jinlami_desktop.review.worker',\n"
        "        'jinlami_desktop.review.words', 'engine.review')\n"
        "print(sorted(m for m in lazy if m in sys.modules))\n"
        "del w\n"
    )
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root), "QT_QPA_PLATFORM": "offscreen"},
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "[]"
