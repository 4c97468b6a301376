"""Statistics: every figure checked on a synthetic history computed by hand, plus real
engine hands, corruption recovery and the v1 → v2 migration."""

from __future__ import annotations

import csv
import io
import itertools
import json
import os
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from jinlami_desktop.games.jinlami.stats import (
    JINLAMI_STATS,
    GinCounts,
    HandReplay,
    JinlamiFigures,
    KnockStats,
    gin_counts,
    knock_stats,
)
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import (
    SCHEMA_V1,
    SCHEMA_VERSION,
    HandEntry,
    StatsStore,
    Streaks,
    Summary,
    Tally,
    match_outcome,
)
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock, choose_action, finished_match, play_hand

CLASSIC = Rules.preset("classic")
JJ = Rules.preset("jj")
INTL = Rules.preset("international")


def entry(
    result: str,
    kind: str,
    knocker: int | None,
    pf: int = 0,
    pa: int = 0,
    dw: int | None = None,
    kdw: int | None = None,
    seat: int = 0,
) -> HandEntry:
    winner = None if result == "drawn" else (seat if result == "won" else 1 - seat)
    return HandEntry(
        kind=kind,
        result=result,
        seat=seat,
        dealer=0,
        seed=1234,
        actions=("discard 7H", "draw stock"),
        winner=winner,
        knocker=knocker,
        points_for=pf,
        points_against=pa,
        deadwood=dw,
        knocker_deadwood=kdw,
        turns=9,
        duration=60.0,
    )


def build_history(path: Path) -> StatsStore:
    """The synthetic history the expectations below are computed from.

    Ended in this order: F (resigned), A (won), B (lost), C (won, player in seat 1),
    D (abandoned), E (practice, won), H (won); G stays open.  Hands in played order:
    A1 W, A2 W, A3 L, B1 L, B2 D, C1 W, C2 W, D1 W, E1 W (practice), G1 L, H1 W.
    """
    s = StatsStore(path, clock=FakeClock(), parts=PARTS)
    f = s.start_match(rules=INTL, mode="game", opponents=["hard"])
    s.finish_match(f, "resigned")

    a = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    s.record_hand(a, entry("won", "knock", 0, pf=25, dw=3, kdw=3))  # A1
    s.record_hand(a, entry("won", "gin2", 0, pf=100, dw=0, kdw=0))  # A2
    s.record_hand(a, entry("lost", "knock", 1, pa=15, dw=20, kdw=5))  # A3
    s.finish_match(a, "won")

    b = s.start_match(rules=CLASSIC, mode="fixed", opponents=["medium"])
    s.record_hand(b, entry("lost", "undercut", 0, pa=60, dw=8, kdw=8))  # B1 suffered
    s.record_hand(b, entry("drawn", "draw", None, dw=12))  # B2
    s.finish_match(b, "lost")

    c = s.start_match(rules=JJ, mode="fixed", opponents=["medium"], seat=1)
    s.record_hand(c, entry("won", "undercut", 0, pf=55, dw=2, kdw=7, seat=1))  # C1 inflicted
    s.record_hand(c, entry("won", "gin_dragon", 1, pf=400, dw=0, kdw=0, seat=1))  # C2
    s.finish_match(c, "won")

    d = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    s.record_hand(d, entry("won", "gin3", 0, pf=50, dw=0, kdw=0))  # D1
    s.finish_match(d, "abandoned")

    e = s.start_match(rules=CLASSIC, mode="fixed", opponents=["hard"])
    s.mark_practice(e)
    s.record_hand(e, entry("won", "knock", 0, pf=30, dw=4, kdw=4))  # E1
    s.finish_match(e, "won")

    g = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    s.record_hand(g, entry("lost", "gin3", 1, pa=50, dw=25, kdw=0))  # G1: opponent's 金

    h = s.start_match(rules=CLASSIC, mode="fixed", opponents=["medium"])
    s.record_hand(h, entry("won", "knock", 0, pf=20, dw=6, kdw=6))  # H1
    s.finish_match(h, "won")
    return s


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> Iterator[StatsStore]:
    """Built once and only read by the tests that use it."""
    store = build_history(tmp_path_factory.mktemp("history") / "stats.sqlite3")
    yield store
    store.close()


@pytest.fixture
def own_history(tmp_path: Path) -> StatsStore:
    """A private copy for the tests that change it."""
    return build_history(tmp_path / "stats.sqlite3")


def test_summary_ranked(history: StatsStore) -> None:
    s = history.summary()
    # decided: F resigned, A won, B lost, C won, H won; D abandoned; G open; E practice
    assert s.matches == Tally(
        played=5, won=3, lost=2, drawn=0, resigned=1, abandoned=1, in_progress=1
    )
    assert s.matches.win_percent == pytest.approx(60.0)
    # ten ranked hands: W W L L D W W W L W
    assert s.hands == Tally(played=10, won=6, lost=3, drawn=1)
    assert s.hands.win_rate == pytest.approx(0.6)


def test_summary_practice_and_all(history: StatsStore) -> None:
    p = history.summary(practice=True)
    assert p.matches == Tally(played=1, won=1)
    assert p.hands == Tally(played=1, won=1)
    everything = history.summary(practice=None)
    assert everything.matches.played == 6 and everything.matches.won == 4
    assert everything.hands.played == 11 and everything.hands.won == 7


def test_abandoned_is_not_a_loss(history: StatsStore) -> None:
    t = history.summary().matches
    assert t.abandoned == 1
    assert t.lost == 2  # B lost + F resigned, not D
    assert t.won + t.lost + t.drawn == t.played


def test_by_rules(history: StatsStore) -> None:
    assert history.by_rules() == {
        "classic": Summary(
            # A won, B lost, H won; D abandoned; G open
            Tally(played=3, won=2, lost=1, abandoned=1, in_progress=1),
            # A1 A2 A3 B1 B2 D1 G1 H1
            Tally(played=8, won=4, lost=3, drawn=1),
        ),
        "jj": Summary(Tally(played=1, won=1), Tally(played=2, won=2)),
        "international": Summary(Tally(played=1, lost=1, resigned=1), Tally()),
    }


def test_by_opponent(history: StatsStore) -> None:
    assert history.by_opponent() == {
        # A won, D abandoned, G open; hands A1 A2 A3 D1 G1
        "easy": Summary(
            Tally(played=1, won=1, abandoned=1, in_progress=1), Tally(played=5, won=3, lost=2)
        ),
        # B lost, C won, H won; hands B1 B2 C1 C2 H1
        "medium": Summary(Tally(played=3, won=2, lost=1), Tally(played=5, won=3, lost=1, drawn=1)),
        # F resigned (E is practice)
        "hard": Summary(Tally(played=1, lost=1, resigned=1), Tally()),
    }
    assert history.by_opponent(practice=True) == {
        "hard": Summary(Tally(played=1, won=1), Tally(played=1, won=1))
    }


def test_streaks(history: StatsStore) -> None:
    # matches by end: F resigned, A W, B L, C W, (D abandoned: skipped), H W
    assert history.match_streaks() == Streaks(current=2, longest=2)
    # hands: W W L L D W W W L W
    assert history.hand_streaks() == Streaks(current=1, longest=3)
    # with practice: ... D1 W, E1 W, G1 L, H1 W → longest 4
    assert history.hand_streaks(practice=None) == Streaks(current=1, longest=4)


def test_gin_counts_only_the_players_own(history: StatsStore) -> None:
    # A2 gin2, C2 gin_dragon (seat 1 knocked), D1 gin3; G1 was the opponent's 金
    gins = gin_counts(history.queries, False, "jinlami")
    assert gins == GinCounts(gin3=1, gin2=1, gin_dragon=1, gin=0)
    assert gins.total == 3
    assert gin_counts(history.queries, True, "jinlami") == GinCounts()


def test_knocks_and_undercuts(history: StatsStore) -> None:
    k = knock_stats(history.queries, False, "jinlami")
    # player knocked in A1 A2 B1 C2 D1 H1 with deadwood 3 0 8 0 0 6
    assert k == KnockStats(
        knocks=6, undercuts_suffered=1, undercuts_inflicted=1, avg_knock_deadwood=17 / 6
    )
    assert knock_stats(history.queries, True, "jinlami") == KnockStats(
        knocks=1, avg_knock_deadwood=4.0
    )


def test_points(history: StatsStore) -> None:
    p = history.point_stats()
    # for: 25 + 100 + 55 + 400 + 50 + 20; against: 15 + 60 + 50; ten hands
    assert (p.hands, p.points_for, p.points_against) == (10, 650, 125)
    assert p.avg_points == pytest.approx(65.0)
    assert p.avg_net == pytest.approx(52.5)


def test_best_hand(history: StatsStore) -> None:
    best = history.best_hand()
    assert best is not None
    assert (best.points_for, best.kind, best.rules, best.seat) == (400, "gin_dragon", "jj", 1)
    practice_best = history.best_hand(practice=True)
    assert practice_best is not None and practice_best.points_for == 30


def test_match_results_series(history: StatsStore) -> None:
    series = history.match_results()
    assert [(p.result, p.win_rate) for p in series] == [
        ("resigned", 0.0),
        ("won", 1 / 2),
        ("lost", 1 / 3),
        ("won", 2 / 4),
        ("abandoned", 2 / 4),  # shown, rate unchanged
        ("won", 3 / 5),
    ]
    a = series[1]
    assert (a.score_player, a.score_opponent, a.rules, a.opponent_level) == (
        125,
        15,
        "classic",
        "easy",
    )
    assert all(x.ended < y.ended for x, y in itertools.pairwise(series))


def test_hand_history_pages(history: StatsStore) -> None:
    assert history.hand_count() == 11 and history.hand_count(practice=False) == 10
    page1 = history.hand_history(limit=4)
    page3 = history.hand_history(limit=4, offset=8)
    # newest first: H1 G1 E1 D1 | C2 C1 B2 B1 | A3 A2 A1
    assert [(h.kind, h.points_for) for h in page1] == [
        ("knock", 20),
        ("gin3", 0),
        ("knock", 30),
        ("gin3", 50),
    ]
    assert [h.number for h in page3] == [3, 2, 1]
    assert page1[2].practice and not page1[0].practice
    assert all(h.duration == 60.0 and h.turns == 9 for h in page1)
    assert len(history.hand_history(limit=100, practice=True)) == 1


def test_overview_bundles_everything(history: StatsStore) -> None:
    o = history.overview()
    assert o.summary == history.summary()
    assert isinstance(o.own, JinlamiFigures)
    assert o.match_streaks == Streaks(2, 2) and o.own.gins.total == 3
    assert len(o.results) == 6 and o.best_hand is not None


def test_open_match_scores_and_finish_with_final_scores(own_history: StatsStore) -> None:
    open_ids = [m for m in range(1, 20) if (row := own_history.get_match(m)) and row.result is None]
    assert len(open_ids) == 1
    g = own_history.get_match(open_ids[0])
    assert g is not None and (g.score_player, g.score_opponent) == (0, 50)
    own_history.finish_match(g.id, "lost", scores=(10, 175))
    g2 = own_history.get_match(g.id)
    assert g2 is not None and (g2.result, g2.score_player, g2.score_opponent) == ("lost", 10, 175)
    assert g2.ended is not None


def test_abandon_unfinished_keeps_the_resumed_match(tmp_path: Path, clock: FakeClock) -> None:
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    ids = [s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"]) for _ in range(3)]
    s.finish_match(ids[0], "won")
    assert s.abandon_unfinished(keep=[ids[2]]) == 1
    assert s.summary().matches == Tally(played=1, won=1, abandoned=1, in_progress=1)
    assert s.abandon_unfinished() == 1
    assert s.summary().matches.abandoned == 2


def test_bad_input_is_refused(history: StatsStore) -> None:
    with pytest.raises(StorageError) as info:
        history.finish_match(1, "victory")
    assert info.value.code == "bad_result"
    with pytest.raises(StorageError) as info:
        history.record_hand(999, entry("won", "knock", 0))
    assert info.value.code == "no_such_match"
    with pytest.raises(StorageError) as info:
        history.recorded_hand(999, HandReplay)
    assert info.value.code == "no_such_hand"
    assert not history.match_exists(999) and history.match_exists(1)


def test_reset_empties_and_never_reuses_ids(own_history: StatsStore) -> None:
    before = max(h.id for h in own_history.hand_history(limit=100))
    own_history.reset()
    assert own_history.summary() == Summary(Tally(), Tally())
    assert own_history.hand_count() == 0 and own_history.match_results() == []
    m = own_history.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    hid = own_history.record_hand(m, entry("won", "knock", 0, pf=10))
    assert m > 8 and hid > before


def test_export_csv(history: StatsStore, tmp_path: Path) -> None:
    out = tmp_path / "hands.csv"
    assert history.export_csv(out) == 11
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # BOM: spreadsheets read UTF-8
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert len(rows) == 11
    best = max(rows, key=lambda r: int(r["points_for"]))
    assert best["kind"] == "gin_dragon" and best["rules"] == "jj" and best["seat"] == "1"
    assert best["actions"] == "discard 7H; draw stock" and best["match_result"] == "won"
    assert {r["practice"] for r in rows} == {"0", "1"}
    buf = io.StringIO()
    assert history.export_csv(buf, practice=False) == 10
    matches = io.StringIO()
    assert history.export_csv(matches, table="matches") == 8
    mrows = list(csv.DictReader(io.StringIO(matches.getvalue())))
    assert [r["result"] for r in mrows].count("") == 1  # G is still open
    assert {r["opponents"] for r in mrows} == {"easy", "medium", "hard"}


# -- real engine hands -----------------------------------------------------------------------
def test_hand_entry_from_real_hands_matches_the_settlement() -> None:
    kinds = set()
    for preset in ("classic", "jj", "international"):
        rules = Rules.preset(preset)
        for seed in range(12):
            state = play_hand(rules, seed, dealer=seed % 2)
            for seat in (0, 1):
                e = HandEntry.from_state(state, seat, JINLAMI_STATS)
                kinds.add(e.kind)
                assert e.actions == tuple(str(a) for a in state.actions)
                assert (e.seed, e.dealer, e.turns) == (state.seed, state.dealer, state.turn)
                assert (e.points_for, e.points_against) == (
                    state.points()[seat],
                    state.points()[1 - seat],
                )
                s = state.settlement
                if s is None:
                    assert e.kind == "draw" and e.result == "drawn" and e.knocker is None
                else:
                    assert e.kind == s.kind and e.knocker == state.knocker
                    assert e.result == ("won" if state.winner == seat else "lost")
                    assert e.knocker_deadwood == s.knocker_deadwood
                    mine = s.knocker_deadwood if seat == state.knocker else s.defender_deadwood
                    assert e.deadwood == mine
    assert "knock" in kinds


def test_unfinished_hand_cannot_be_recorded() -> None:
    state = HandState.new(CLASSIC, seed=1)
    with pytest.raises(StorageError) as info:
        HandEntry.from_state(state, 0, JINLAMI_STATS)
    assert info.value.code == "hand_not_over"


def test_recorded_match_replays_hand_by_hand(tmp_path: Path, clock: FakeClock) -> None:
    match = finished_match("jj", seed=9, hands=3)
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    mid = s.start_match_for(match, opponents=["medium"], seat=1)
    row = s.get_match(mid)
    assert row is not None and row.mode == "fixed" and row.config["hands"] == 3
    assert row.rules == "jj" and row.seed == match.seed and row.seat == 1
    for record in match.records:
        s.record_hand(
            mid, HandEntry.from_record(record, match.rules, 1, JINLAMI_STATS, duration=12.5)
        )
    result = s.finish_match_from(mid, match)
    expected, scores = match_outcome(match, PARTS, seat=1)
    assert result == expected
    row = s.get_match(mid)
    assert row is not None and (row.score_player, row.score_opponent) == scores
    hands = s.match_hands(mid)
    assert [h.number for h in hands] == [1, 2, 3]
    for h, record in zip(hands, match.records, strict=True):
        replay = s.recorded_hand(h.id, HandReplay)
        assert replay.seat == 1 and replay.actions == record.actions
        state = replay.new_state()
        for a in replay.actions:  # step by step, as the table will
            state.apply(a)
        assert state.points() == record.points
        assert replay.final_state().points() == record.points


def test_record_hand_state_uses_the_match_seat_and_practice(
    tmp_path: Path, clock: FakeClock
) -> None:
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    mid = s.start_match(rules=CLASSIC, mode="hand", opponents=["easy"], seat=1)
    state = play_hand(CLASSIC, seed=3)
    hid = s.record_hand_state(mid, state, duration=5.0, practice=True)
    (h,) = s.hand_history()
    assert h.id == hid and h.seat == 1 and h.practice and h.opponent_level == "easy"
    row = s.get_match(mid)
    assert row is not None and row.practice  # a practice hand makes the match practice
    assert s.summary().hands.played == 0 and s.summary(practice=True).hands.played == 1


def test_resign_and_abandon_from_the_engine(tmp_path: Path, clock: FakeClock) -> None:
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(4), seed=1)
    match.start_hand()
    a = s.start_match_for(match, opponents=["hard"])
    b = s.start_match_for(match, opponents=["hard"])
    assert s.finish_match_from(a, match, resigned=True) == "resigned"
    assert s.finish_match_from(b, match) == "abandoned"
    assert s.summary().matches == Tally(played=1, lost=1, resigned=1, abandoned=1)


def _review_all(s: StatsStore, match_id: int, accuracy: float = 0.5) -> list[float | None]:
    """Store a review of every recorded hand of a match; the pooled figure after each."""
    return [
        s.save_review(h.id, "quick", accuracy, [{"number": 1}] * 2) for h in s.match_hands(match_id)
    ]


def _whole(s: StatsStore) -> list[int]:
    return [p.match_id for p in s.match_accuracy_points()]


@pytest.mark.parametrize("ended", ["abandoned", "resigned", None])
def test_a_match_not_played_to_its_end_is_never_reviewed_whole(
    tmp_path: Path, clock: FakeClock, ended: str | None
) -> None:
    """One hand of a match left after it (abandoned, resigned, or still running) is all
    the match has recorded, but the match was not played whole: no pooled accuracy."""
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(3), seed=1)
    mid = s.start_match_for(match, opponents=["hard"])
    advance_one_hand(match)
    assert s.record_missing_hands(mid, match) == 1
    if ended is not None:
        s.finish_match(mid, ended)
    assert _review_all(s, mid) == [None]
    row = s.get_match(mid)
    assert row is not None and row.accuracy is None
    assert _whole(s) == [] and len(s.accuracy_points()) == 1  # the hand still counts
    if ended == "abandoned":
        s.reopen_match(mid)  # a loaded save goes on with it: still not whole
        assert _whole(s) == []


def test_a_match_played_to_its_end_is_reviewed_whole_once_every_hand_is(
    tmp_path: Path, clock: FakeClock
) -> None:
    s = StatsStore(tmp_path / "s.sqlite3", clock=clock, parts=PARTS)
    match = finished_match(hands=2)
    mid = s.start_match_for(match, opponents=["hard"])
    s.record_missing_hands(mid, match)
    # reviewed while the row is still open (the last hand can be the bots' in a team
    # match): whole only once the match is closed with its result
    assert _review_all(s, mid, 0.5) == [None, None]
    assert _whole(s) == []
    assert s.finish_match_from(mid, match) in ("won", "lost", "drawn")
    assert _whole(s) == [mid]
    row = s.get_match(mid)
    assert row is not None and row.accuracy == pytest.approx(0.5)
    # an earlier version's figure on an abandoned match is not shown as whole
    other = s.start_match_for(match, opponents=["hard"])
    s.finish_match(other, "abandoned")
    with s._db.write() as db:
        db.execute("UPDATE matches SET accuracy = 0.9 WHERE id = ?", (other,))
    assert _whole(s) == [mid]


def advance_one_hand(match: Match) -> None:
    """Play ``match``'s next hand to its end with greedy moves."""
    rng = random.Random(7)
    state = match.start_hand()
    while not state.is_over:
        match.apply(choose_action(state, rng))


def test_levels_of_several_opponents_are_mixed(tmp_path: Path) -> None:
    s = StatsStore(tmp_path / "s.sqlite3", parts=PARTS)
    s.start_match(rules=CLASSIC, mode="team", opponents=["easy", "hard"])
    s.start_match(rules=CLASSIC, mode="team", opponents=["hard", "hard"])
    assert set(s.by_opponent()) == {"mixed", "hard"}


# -- opening, corruption, migration ----------------------------------------------------------
def _populated(path: Path, hands: int = 300) -> None:
    s = StatsStore(path, parts=PARTS)
    mid = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    s.close()
    con = sqlite3.connect(path)
    with con:
        con.executemany(
            "INSERT INTO hands (match_id, number, played, game, rules, rules_json, seat,"
            " dealer, seed, kind, result, actions_json)"
            " VALUES (?, ?, '2024-01-01T00:00:00+00:00', 'jinlami', 'classic', '{}', 0, 0,"
            " ?, 'knock', 'won', ?)",
            [(mid, i, i, json.dumps(["draw stock"] * 40)) for i in range(hands)],
        )
    con.close()


def _check_recovered(store: StatsStore, path: Path, original: bytes) -> None:
    assert store.warning == "stats_corrupt"
    assert store.moved_to is not None and store.moved_to.read_bytes() == original
    assert store.moved_to.name.startswith("stats.sqlite3.corrupt-")
    assert not store.in_memory and store.schema_version == SCHEMA_VERSION
    mid = store.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    store.record_hand(mid, entry("won", "knock", 0, pf=12))
    store.close()
    again = StatsStore(path, parts=PARTS)
    assert again.warning is None and again.hand_count() == 1
    again.close()


def test_healthy_database_opens_without_warning(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _populated(path, hands=5)
    s = StatsStore(path, parts=PARTS)
    assert s.warning is None and s.moved_to is None and s.hand_count() == 5
    assert s._conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    s.close()


def test_random_bytes_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    data = random.Random(1).randbytes(8192)
    path.write_bytes(data)
    _check_recovered(StatsStore(path, parts=PARTS), path, data)


@pytest.mark.parametrize("keep", [0.5, 0.9, 100])
def test_truncated_database_is_moved_aside(tmp_path: Path, keep: float) -> None:
    path = tmp_path / "stats.sqlite3"
    _populated(path)
    full = path.read_bytes()
    data = full[: int(len(full) * keep)] if keep < 1 else full[: int(keep)]
    path.write_bytes(data)
    _check_recovered(StatsStore(path, parts=PARTS), path, data)


def test_damaged_wal_files_go_aside_too(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"not a database at all" * 100)
    wal = tmp_path / "stats.sqlite3-wal"
    wal.write_bytes(b"stale wal")
    store = StatsStore(path, parts=PARTS)
    assert store.warning == "stats_corrupt"
    (aside,) = [p for p in tmp_path.iterdir() if p.name.startswith("stats.sqlite3-wal.corrupt-")]
    assert aside.read_bytes() == b"stale wal"
    assert not wal.exists() or wal.read_bytes() != b"stale wal"  # the fresh DB's own WAL
    assert store.hand_count() == 0
    store.close()


def test_foreign_sqlite_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE recipes (name TEXT)")
    con.commit()
    con.close()
    original = path.read_bytes()
    _check_recovered(StatsStore(path, parts=PARTS), path, original)


def test_newer_database_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    _populated(path, hands=2)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    before = path.read_bytes()
    s = StatsStore(path, parts=PARTS)
    assert s.warning == "stats_newer_version" and s.in_memory and s.moved_to is None
    mid = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])  # still works
    s.record_hand(mid, entry("won", "knock", 0))
    s.close()
    assert path.read_bytes() == before


def test_unopenable_database_falls_back_to_memory(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.mkdir()  # a folder where the file should be
    s = StatsStore(path, parts=PARTS)
    assert s.warning == "stats_unavailable" and s.in_memory and path.is_dir()
    s.close()


def test_migration_from_v1_keeps_every_row(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1)
    con.execute("PRAGMA user_version = 1")
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, result, score_player, score_opponent) VALUES"
        " ('2023-01-01T10:00:00+00:00', '2023-01-01T10:30:00+00:00', 'jinlami', 'classic',"
        " ?, 'fixed', '[\"hard\"]', 'hard', 0, 'won', 150, 40)",
        (json.dumps(CLASSIC.to_dict()),),
    )
    state = play_hand(CLASSIC, seed=2)
    e = HandEntry.from_state(state, 0, JINLAMI_STATS)
    con.execute(
        "INSERT INTO hands (match_id, number, played, game, rules, rules_json, opponent_level,"
        " seat, dealer, seed, kind, result, winner, knocker, points_for, points_against,"
        " deadwood, knocker_deadwood, turns, actions_json) VALUES (1, 1,"
        " '2023-01-01T10:10:00+00:00', 'jinlami', 'classic', ?, 'hard', 0, ?, ?, ?, ?, ?, ?,"
        " ?, ?, ?, ?, ?, ?)",
        (
            json.dumps(CLASSIC.to_dict()),
            e.dealer,
            e.seed,
            e.kind,
            e.result,
            e.winner,
            e.knocker,
            e.points_for,
            e.points_against,
            e.deadwood,
            e.knocker_deadwood,
            e.turns,
            json.dumps(list(e.actions)),
        ),
    )
    con.commit()
    con.close()

    s = StatsStore(path, parts=PARTS)
    assert s.warning is None and s.schema_version == SCHEMA_VERSION == 6
    m = s.get_match(1)
    assert m is not None and (m.result, m.score_player, m.opponents) == ("won", 150, ("hard",))
    assert not m.practice
    (h,) = s.hand_history()
    assert (h.kind, h.points_for, h.practice, h.duration) == (e.kind, e.points_for, False, 0.0)
    assert s.summary().matches == Tally(played=1, won=1)  # old rows count as ranked
    assert s.recorded_hand(h.id, HandReplay).final_state().points() == state.points()
    # and new rows use the new columns
    mid = s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"], practice=True)
    s.record_hand(mid, entry("won", "knock", 0, pf=9))
    assert s.summary(practice=True).hands.played == 1
    s.close()
    reopened = StatsStore(path, parts=PARTS)
    assert reopened.schema_version == SCHEMA_VERSION and reopened.hand_count() == 2
    reopened.close()


def test_failed_migration_leaves_the_old_version(tmp_path: Path) -> None:
    """Each migration is one transaction: a failure rolls back schema and version, the
    file is left for a later version to retry, and this session records in memory."""
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1)
    # an odd file on which the v2 migration fails after its ALTER TABLEs have run
    con.execute("CREATE TABLE hands_by_practice (x)")
    con.execute("PRAGMA user_version = 1")
    con.commit()
    con.close()
    s = StatsStore(path, parts=PARTS)
    assert s.warning == "stats_unavailable" and s.in_memory and s.moved_to is None
    assert s.schema_version == SCHEMA_VERSION
    s.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == 1
    cols = {r[1] for r in con.execute("PRAGMA table_info(matches)")}
    assert "practice" not in cols
    con.close()


def test_memory_database(tmp_path: Path) -> None:
    s = StatsStore(":memory:", parts=PARTS)
    assert s.in_memory and s.warning is None and s.schema_version == SCHEMA_VERSION
    assert not list(tmp_path.iterdir())
    s.close()


@pytest.mark.skipif(os.name != "posix", reason="file modes")
def test_files_stay_in_their_folder(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "sub" / "stats.sqlite3", parts=PARTS) as s:
        s.start_match(rules=CLASSIC, mode="fixed", opponents=["easy"])
    assert {p.name for p in (tmp_path / "sub").iterdir()} <= {
        "stats.sqlite3",
        "stats.sqlite3-wal",
        "stats.sqlite3-shm",
    }
