"""Drills in the statistics database (schema v6): kept once, due by the spaced-repetition
schedule, answers counted; old databases (v5 and older) upgraded with their rows; a
damaged drill row set aside, the rest read."""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.drills import INTERVALS, LEARNT, Drill, drill_of
from engine.games import GAME_IDS, GAMES
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import SCHEMA_V1, SCHEMA_VERSION, StatsStore
from jinlami_desktop.storage.stats.schema import MIGRATIONS
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock

DAY = dt.date(2024, 5, 1)
JIN, RUMMY = GAME_IDS


def _drills(game: str, n: int = 2) -> list[Drill]:
    """``n`` drills of ``game`` from the first positions of a hand with a choice."""
    entry = GAMES[game]
    state = entry.new_state(entry.default_rules(2), 7, 0)
    rng = random.Random(7)
    out: list[Drill] = []
    while len(out) < n:
        legal = state.legal_actions()
        if len(legal) > 1:
            view = state.view(state.to_act)
            out.append(
                drill_of(
                    view, "discard", legal[0], legal[1], (), "slower_race", {}, 0.2, None, "review"
                )
            )
        state.apply(rng.choice(legal))
    return out


def _raw(path: Path, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """A statement as another program runs it (plain SQLite)."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        return conn.execute(sql, params).fetchall()
    finally:
        conn.close()


def test_the_schema_is_version_6() -> None:
    assert SCHEMA_VERSION == 6
    with StatsStore(":memory:", parts=PARTS) as stats:
        assert stats.schema_version == 6


def test_a_drill_is_kept_once_and_due_the_day_it_is_made(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    jin, rummy = _drills(JIN), _drills(RUMMY, 1)
    with StatsStore(path, clock=FakeClock(), parts=PARTS) as stats:
        assert stats.add_drills([*jin, *rummy], DAY) == 3
        assert stats.add_drills([jin[0]], DAY + dt.timedelta(days=4)) == 0  # kept once
        assert [s.drill for s in stats.due_drills(DAY, JIN)] == jin
        assert [s.drill for s in stats.due_drills(DAY, RUMMY)] == rummy
        assert len(stats.due_drills(DAY)) == 3
        assert stats.due_drills(DAY - dt.timedelta(days=1)) == []
        first = stats.drill(jin[0].key)
        assert first is not None and (first.due, first.step) == (DAY, 0)
        assert first.created == dt.datetime(2024, 5, 1, 12, 0, tzinfo=dt.UTC)
        assert stats.drill("0" * 32) is None
    with StatsStore(path, parts=PARTS) as again:  # read back from the file, the same drills
        assert [s.drill for s in again.due_drills(DAY, JIN)] == jin
        assert again.due_drills(DAY, JIN)[0].drill.view() == jin[0].view()
        assert again.set_aside() == []


def test_answers_move_a_drill_through_the_schedule(tmp_path: Path) -> None:
    (drill,) = _drills(JIN, 1)
    with StatsStore(tmp_path / "s.sqlite3", clock=FakeClock(), parts=PARTS) as stats:
        stats.add_drills([drill], DAY)
        wrong = stats.answer_drill(drill.key, False, DAY)
        tomorrow = DAY + dt.timedelta(days=1)
        assert (wrong.step, wrong.due) == (0, tomorrow)
        assert stats.due_drills(DAY) == [] and len(stats.due_drills(tomorrow)) == 1
        day = tomorrow
        for step, gap in enumerate(INTERVALS):
            kept = stats.answer_drill(drill.key, True, day)
            day += dt.timedelta(days=gap)
            assert (kept.step, kept.due) == (step + 1, day)
            assert stats.drill(drill.key) == kept
            assert not stats.due_drills(day - dt.timedelta(days=1))
        learnt = stats.answer_drill(drill.key, True, day)
        assert (learnt.step, learnt.due) == (LEARNT, None)
        assert stats.due_drills(day + dt.timedelta(days=400)) == []
        counts = stats.drill_counts(day, JIN)
        assert (counts.kept, counts.due, counts.learnt) == (1, 0, 1)
        assert (counts.answered, counts.right) == (len(INTERVALS) + 2, len(INTERVALS) + 1)
        assert counts.accuracy == pytest.approx((len(INTERVALS) + 1) / (len(INTERVALS) + 2))
        assert stats.drill_counts(day, RUMMY).accuracy is None
        # a learnt drill answered wrong comes back tomorrow
        back = stats.answer_drill(drill.key, False, day)
        assert (back.step, back.due) == (0, day + dt.timedelta(days=1))


def test_accuracy_on_drills_day_by_day(tmp_path: Path) -> None:
    """The answers' days come from the clock (UTC): one day, then two days later."""
    clock = FakeClock(step=dt.timedelta(hours=16))
    drills = _drills(RUMMY, 2)
    with StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS) as stats:
        stats.add_drills(drills, DAY)  # 12:00 on day 1
        stats.answer_drill(drills[0].key, True, DAY)  # 04:00 on day 2
        stats.answer_drill(drills[1].key, False, DAY)  # 20:00 on day 2
        stats.answer_drill(drills[1].key, True, DAY + dt.timedelta(days=1))  # 12:00 day 3
        days = stats.drill_days(RUMMY)
        assert [(d.day, d.answered, d.right) for d in days] == [
            (dt.date(2024, 5, 2), 2, 1),
            (dt.date(2024, 5, 3), 1, 1),
        ]
        assert days[0].accuracy == 0.5 and stats.drill_days(JIN) == []
        assert len(stats.drill_days()) == 2


def test_bad_input_is_refused_in_words(tmp_path: Path) -> None:
    (drill,) = _drills(JIN, 1)
    with StatsStore(tmp_path / "s.sqlite3", parts=PARTS) as stats:
        with pytest.raises(StorageError) as e:
            stats.answer_drill(drill.key, True, DAY)
        assert e.value.code == "no_such_drill"
        stats.add_drills([drill], DAY)
        anything: Any = stats
        bad_calls: list[Callable[[], object]] = [
            lambda: anything.add_drills([drill.to_dict()], DAY),
            lambda: anything.add_drills([drill], "2024-05-01"),
            lambda: anything.add_drills([drill], dt.datetime(2024, 5, 1, 9)),
            lambda: anything.answer_drill(drill.key, 1, DAY),
            lambda: anything.due_drills("today"),
        ]
        for bad in bad_calls:
            with pytest.raises(StorageError) as e:
                bad()
            assert e.value.code == "bad_field"
        assert stats.drill_counts(DAY).answered == 0  # nothing half written


def test_a_reset_deletes_the_drills_too(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite3", parts=PARTS) as stats:
        (drill,) = _drills(JIN, 1)
        stats.add_drills([drill], DAY)
        stats.answer_drill(drill.key, True, DAY)
        stats.reset()
        assert stats.drill(drill.key) is None and stats.drill_counts(DAY).answered == 0


def test_a_damaged_drill_row_is_set_aside_and_the_rest_read(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    drills = _drills(JIN, 3)
    with StatsStore(path, parts=PARTS) as stats:
        stats.add_drills(drills, DAY)
        stats.answer_drill(drills[2].key, True, DAY)
    # a step changed behind the app's back: the row is not the one written
    _raw(path, "UPDATE drills SET step = 3 WHERE key = ?", (drills[0].key,))
    # another program's row (no checksum) whose drill is not one
    doc = drills[1].to_dict()
    doc["state_doc"]["hand"] = ["ZZ"]
    _raw(
        path,
        "UPDATE drills SET doc_json = ?, row_sum = NULL WHERE key = ?",
        (json.dumps(doc), drills[1].key),
    )
    with StatsStore(path, parts=PARTS) as stats:
        assert [s.key for s in stats.due_drills(DAY + dt.timedelta(days=5))] == [drills[2].key]
        aside = {(a.table, a.code) for a in stats.set_aside()}
        assert ("drills", "row_sum_mismatch") in aside and ("drills", "row_bad_json") in aside
        assert stats.drill_counts(DAY).kept == 1
    assert _raw(path, "SELECT count(*) FROM drills") == [(3,)]  # kept in the file


def _old_database(path: Path, version: int) -> None:
    """A database at schema ``version`` as that version wrote it, with one match."""
    con = sqlite3.connect(path)
    for v in range(version):
        con.executescript(MIGRATIONS[v] if v else SCHEMA_V1)
    con.execute(f"PRAGMA user_version = {version}")
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, seed, result, score_player, score_opponent) VALUES"
        " ('2024-01-01T10:00:00+00:00', '2024-01-01T10:30:00+00:00', ?, 'classic',"
        " '{}', 'fixed', '[\"hard\"]', 'hard', 0, 77, 'won', 150, 40)",
        (JIN,),
    )
    con.commit()
    con.close()


@pytest.mark.parametrize("version", [5, 4, 1])
def test_an_old_database_is_upgraded_with_its_rows(tmp_path: Path, version: int) -> None:
    path = tmp_path / "stats.sqlite3"
    _old_database(path, version)
    with StatsStore(path, parts=PARTS) as stats:
        assert stats.warning is None and stats.schema_version == SCHEMA_VERSION == 6
        match = stats.get_match(1)
        assert match is not None and (match.result, match.score_player) == ("won", 150)
        assert stats.drill_counts(DAY) == stats.drill_counts(DAY).__class__(0, 0, 0, 0, 0)
        (drill,) = _drills(RUMMY, 1)
        assert stats.add_drills([drill], DAY) == 1
        assert stats.answer_drill(drill.key, True, DAY).step == 1
        assert stats.set_aside() == []
    tables = {r[0] for r in _raw(path, "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"drills", "drill_answers", "matches", "hands", "fairness"} <= tables
    assert _raw(path, "PRAGMA user_version") == [(6,)]
