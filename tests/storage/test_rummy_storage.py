"""拉米纸牌 (Rummy, 2–4 seats) through the same :class:`Storage` protocol as 金拉米:
whole bot matches recorded hand by hand, resume to the identical position, damaged
saves moved aside with a coded error, named slots, the Rummy figures (stalemates and
一把出完 forced), the v2 → v3 statistics migration and the per-game CSV export."""

from __future__ import annotations

import copy
import csv
import io
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.cards import parse_cards
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.jinlami.stats import HandReplay
from jinlami_desktop.games.rummy.stats import (
    RUMMY_STATS,
    RummyCounts,
    RummyHandReplay,
    rummy_counts,
)
from jinlami_desktop.storage import SaveMeta, Storage, StorageError
from jinlami_desktop.storage.stats import (
    SCHEMA_V1,
    SCHEMA_VERSION,
    HandEntry,
    StatsStore,
    Tally,
)
from jinlami_desktop.storage.stats.schema import _V1_TO_V2
from tests.storage.game_parts import PARTS

LEVELS = ("medium", "easy", "hard", "medium")


class Bots:
    """Seeded bots for every seat (the human's seat 0 played by a bot, as in --smoke)."""

    def __init__(self, players: int, seed: int) -> None:
        self.bots = [make_rummy_bot(LEVELS[i], seed=seed * 10 + i) for i in range(players)]

    def step(self, match: RummyMatch) -> None:
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(self.bots[state.to_act].choose(state.view(state.to_act)))


def play(
    storage: Storage,
    match: RummyMatch,
    meta: SaveMeta,
    bots: Bots,
    max_actions: int | None = None,
) -> SaveMeta:
    """Play through the after-action hook, like the controller does."""
    done = 0
    while not match.is_over and (max_actions is None or done < max_actions):
        bots.step(match)
        done += 1
        meta = storage.after_action(match, meta, hand_seconds=3.0)
    return meta


def mid_hand(
    storage: Storage, match: RummyMatch, meta: SaveMeta, bots: Bots, hands: int = 1
) -> SaveMeta:
    """Play until ``hands`` hands are over and the next one is half way through a turn
    with melds on the table (a match to 200 is not over by then)."""
    while not (
        match.hands_played >= hands
        and match.state is not None
        and not match.state.is_over
        and match.state.melds
        and match.state.phase is RummyPhase.PLAY
    ):
        assert not match.is_over
        meta = play(storage, match, meta, bots, max_actions=1)
    return meta


def begin(
    storage: Storage, players: int, seed: int, target: int = 50
) -> tuple[RummyMatch, SaveMeta]:
    match = RummyMatch(RummyRules(players=players), target, seed=seed)
    meta = storage.begin(match, opponents=LEVELS[1:players], player_name="玩家")
    return match, meta


def position(state: RummyState | None) -> dict[str, Any]:
    """Everything that makes a Rummy position (hidden cards and stock order included)."""
    assert state is not None
    keys = (
        "seed",
        "dealer",
        "hands",
        "stock",
        "discards",
        "melds",
        "meld_owner",
        "meld_added",
        "phase",
        "to_act",
        "turn",
        "taken",
        "steps",
        "played",
        "turnovers",
        "actions",
    )
    return {k: copy.deepcopy(getattr(state, k)) for k in keys}


# -- whole matches ---------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 4), (4, 10)])
def test_bot_match_is_recorded_hand_by_hand(tmp_path: Path, players: int, seed: int) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, players, seed)
    assert meta.mode == "target" and meta.stats_match_id is not None
    meta = play(storage, match, meta, Bots(players, seed))
    assert match.is_over and match.winner is not None
    stats = storage.stats
    match_id = meta.stats_match_id
    assert match_id is not None
    row = stats.get_match(match_id)
    assert row is not None
    assert (row.game, row.players, row.mode, row.config) == (
        "rummy",
        players,
        "target",
        {"target": 50},
    )
    assert row.opponents == LEVELS[1:players]
    assert row.result == ("won" if match.winner == 0 else "lost")
    assert row.scores == tuple(match.scores)
    assert row.score_player == match.scores[0]
    assert row.score_opponent == max(match.scores[1:])
    hands = stats.match_hands(match_id)
    assert [h.number for h in hands] == list(range(1, match.hands_played + 1))
    for h, rec in zip(hands, match.records, strict=True):
        assert (h.game, h.kind, h.winner, h.points, h.players) == (
            "rummy",
            rec.kind,
            rec.winner,
            rec.points,
            players,
        )
        want = "drawn" if rec.kind == "stalemate" else "won" if rec.winner == 0 else "lost"
        assert h.result == want and h.duration == 3.0 and h.how == rec.how
        assert h.points_for == rec.points[0] and h.points_against == sum(rec.points[1:])
        replay = stats.recorded_hand(h.id, RummyHandReplay)
        assert replay.final_state().points() == rec.points
    o = stats.overview(game="rummy")
    assert o.summary.matches.played == 1
    assert o.summary.hands.played == match.hands_played
    assert isinstance(o.own, RummyCounts)
    assert o.own.stalemates == sum(r.kind == "stalemate" for r in match.records)
    assert o.own.outs == sum(r.winner == 0 for r in match.records)
    assert set(o.by_players) == {players}
    assert stats.overview().summary == stats.summary(game="jinlami")
    assert stats.overview().summary.matches == Tally()  # 金拉米 figures stay apart
    assert storage.saves.load_autosave() is None  # a finished match leaves no autosave
    storage.close()


def test_resume_from_autosave_reproduces_the_position(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 4, seed=10, target=200)
    bots = Bots(4, 10)
    meta = mid_hand(storage, match, meta, bots)
    recorded = storage.stats.hand_count(game="rummy")
    del storage  # the app dies mid-hand

    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and isinstance(offer.game, RummyMatch)
    info = storage.saves.autosave_info()
    assert info is not None
    assert (info.game, info.players, info.target, info.mode) == ("rummy", 4, 200, "target")
    assert info.scores == tuple(match.scores) and info.hands_played == match.hands_played
    assert info.opponents == ("easy", "hard", "medium") and info.seat == 0
    resumed = offer.game
    assert position(resumed.state) == position(match.state)
    assert resumed.scores == match.scores and resumed.records == match.records
    assert resumed.legal_actions() == match.legal_actions()
    meta2 = storage.accept_resume(offer)
    assert meta2.stats_match_id == meta.stats_match_id and meta2.player_name == "玩家"
    assert storage.stats.hand_count(game="rummy") == recorded
    play(storage, resumed, meta2, bots)
    hands = storage.stats.match_hands(meta.stats_match_id or 0)
    assert [h.number for h in hands] == list(range(1, resumed.hands_played + 1))
    assert storage.stats.summary(game="rummy").matches.abandoned == 0
    storage.close()


def test_crash_between_autosave_and_recording_loses_no_rummy_hand(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 3, seed=4, target=200)
    bots = Bots(3, 4)
    bots.step(match)
    while match.state is not None and not match.state.is_over:  # saved, never recorded
        bots.step(match)
        meta = storage.saves.write_autosave(match, meta)
    assert storage.stats.hand_count(game="rummy") == 0
    del storage

    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and isinstance(offer.game, RummyMatch)
    storage.accept_resume(offer)
    (h,) = storage.stats.hand_history(game="rummy")
    assert (h.number, h.seed, h.kind) == (1, match.records[0].seed, match.records[0].kind)
    storage.close()


def test_decline_resign_and_practice(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 2, seed=1, target=200)
    meta = mid_hand(storage, match, meta, Bots(2, 1), hands=0)
    del storage
    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok
    storage.decline_resume(offer)
    assert storage.stats.summary(game="rummy").matches.abandoned == 1
    assert storage.saves.load_autosave() is None

    match, meta = begin(storage, 3, seed=2, target=200)
    meta = mid_hand(storage, match, meta, Bots(3, 2), hands=1)
    meta = storage.mark_practice(meta)
    storage.end_early(match, meta, resigned=True)
    practice = storage.stats.summary(practice=True, game="rummy").matches
    assert (practice.played, practice.lost, practice.resigned) == (1, 1, 1)
    row = storage.stats.get_match(meta.stats_match_id or 0)
    assert row is not None and row.scores == tuple(match.scores)
    storage.close()


# -- damaged saves and slots ------------------------------------------------------------------
def _tamper_action(data: dict[str, Any]) -> None:
    hand = data["hands"][-1]
    hand[-1] = "discard KS" if hand[-1] != "discard KS" else "discard QS"
    hand.append("meld AS 2S 3S")


def _tamper_score(data: dict[str, Any]) -> None:
    data["progress"]["scores"][1] += 7


@pytest.mark.parametrize(
    ("damage", "code"),
    [
        (lambda raw: raw[: len(raw) // 2], "not_json"),
        (lambda raw: _edit(raw, _tamper_action), "replay_failed"),
        (lambda raw: _edit(raw, _tamper_score), "progress_mismatch"),
        (lambda raw: _edit(raw, lambda d: d.update(rules={"players": 5})), "replay_failed"),
    ],
)
def test_damaged_rummy_autosave_is_moved_aside(tmp_path: Path, damage: Any, code: str) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 4, seed=10, target=200)
    meta = mid_hand(storage, match, meta, Bots(4, 10))
    path = storage.saves.autosave_path
    raw = path.read_bytes()
    path.write_bytes(damage(raw))
    storage.close()

    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and not offer.ok and offer.error_code == code
    assert offer.moved_to is not None and offer.moved_to.name.startswith("autosave.json.corrupt-")
    assert not path.exists()
    assert storage.stats.summary(game="rummy").matches.abandoned == 1  # never a loss
    storage.close()


def _edit(raw: bytes, change: Any) -> bytes:
    data = json.loads(raw)
    change(data)
    return json.dumps(data).encode()


def test_named_slot_round_trip_and_continue(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 3, seed=4, target=200)
    bots = Bots(3, 4)
    meta = mid_hand(storage, match, meta, bots)
    info = storage.saves.save_slot("四人 拉米", match, meta)
    assert (info.game, info.players, info.target, info.seat) == ("rummy", 3, 200, 0)
    assert info.rules == "rummy" and info.mode == "target" and info.error is None
    assert info.scores == tuple(match.scores) and info.opponents == ("easy", "hard")
    (listed,) = storage.saves.list_slots()
    assert listed.slot == info.slot and listed.multi_seat

    loaded = storage.saves.load_slot(info.slot)
    assert loaded.ok and isinstance(loaded.game, RummyMatch)
    assert position(loaded.game.state) == position(match.state)
    storage.end_early(match, meta)  # the game in play ends first (abandoned)
    meta2 = storage.continue_loaded(loaded)
    assert meta2.stats_match_id == meta.stats_match_id  # nothing after the save: same row
    assert storage.stats.match_is_open(meta.stats_match_id or 0)
    play(storage, loaded.game, meta2, bots)
    row = storage.stats.get_match(meta.stats_match_id or 0)
    assert row is not None and row.result in ("won", "lost")
    assert row.scores == tuple(loaded.game.scores)
    storage.close()


def test_jinlami_saves_still_read_as_jinlami(tmp_path: Path) -> None:
    from tests.storage.helpers import make_match

    storage = Storage.open(tmp_path, parts=PARTS)
    info = storage.saves.save_slot("classic", make_match(), SaveMeta(opponents=("hard",)))
    assert (info.game, info.players, info.target, info.multi_seat) == ("jinlami", 2, None, False)
    storage.close()


# -- forced endings -------------------------------------------------------------------------
def rummy_out_position(winner: int = 0) -> RummyState:
    """Two seats; ``winner`` draws the 7♣ and melds everything in one turn (一把出完)."""
    melder = parse_cards("2H 3H 4H 5S 5D 5C 9C TC JC KD")
    other = parse_cards("AS 3S 6D 8D TD JH QH KH 9S 4C")
    hands = [melder, other] if winner == 0 else [other, melder]
    return RummyState.setup(
        RummyRules(players=2),
        hands,
        stock_top=parse_cards("QC"),
        to_act=winner,
        phase=RummyPhase.DRAW,
    )


def go_out_at_once(state: RummyState) -> None:
    from engine.actions import Action

    for text in ("draw stock", "meld 2H 3H 4H", "meld 5S 5D 5C", "meld 9C TC JC QC", "discard KD"):
        state.apply(Action.parse(text))


def test_forced_rummy_and_stalemate_are_counted(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    # 一把出完 by the player, through the storage calls as a single hand
    state = rummy_out_position(0)
    meta = storage.begin(state, opponents=("hard",), player_name="me")
    go_out_at_once(state)
    assert state.result is not None and state.result.rummy
    meta = storage.after_action(state, meta, hand_seconds=9.0)
    (h,) = storage.stats.hand_history(game="rummy")
    left = 1 + 3 + 6 + 8 + 10 + 10 + 10 + 10 + 9 + 4
    assert (h.kind, h.result, h.winner, h.how) == ("rummy", "won", 0, "discard")
    assert (h.points_for, h.points, h.deadwood) == (2 * left, (2 * left, 0), 0)
    row = storage.stats.get_match(meta.stats_match_id or 0)
    assert row is not None and (row.result, row.mode, row.scores) == ("won", "hand", (2 * left, 0))

    # 一把出完 by an opponent, recorded directly
    other = rummy_out_position(1)
    go_out_at_once(other)
    mid = storage.stats.start_match_for(other, opponents=("easy",))
    storage.stats.record_hand(mid, HandEntry.from_state(other, 0, RUMMY_STATS))
    storage.stats.finish_match_from(mid, other)

    # stalemates: a table whose turn limit is one turn, played through the storage calls
    match = RummyMatch(RummyRules(players=4, turn_limit=1), 50, seed=3)
    meta = storage.begin(match, opponents=("easy", "medium", "hard"))
    bots = Bots(4, 3)
    while match.hands_played < 3:
        bots.step(match)
        meta = storage.after_action(match, meta)
    stalemates = sum(r.kind == "stalemate" for r in match.records)
    assert stalemates >= 1
    storage.end_early(match, meta)

    counts = rummy_counts(storage.stats.queries, False, "rummy")
    assert counts == RummyCounts(
        hands=5,
        outs=1 + sum(r.winner == 0 for r in match.records),
        rummies=1,
        rummies_against=1,
        stalemates=stalemates,
    )
    assert counts.stalemate_rate == pytest.approx(stalemates / 5)
    o = storage.stats.overview(game="rummy")
    assert o.own == counts and o.game == "rummy"
    assert o.summary.hands.drawn == stalemates
    assert o.summary.matches == Tally(played=2, won=1, lost=1, abandoned=1)
    assert o.best_hand is not None and o.best_hand.kind == "rummy"
    assert o.points.points_for >= 2 * left
    storage.close()


# -- migration and export -------------------------------------------------------------------
def test_migration_from_v2_keeps_every_row(tmp_path: Path) -> None:
    from engine.jinlami.rules import Rules

    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    con.executescript(SCHEMA_V1)
    con.executescript(_V1_TO_V2)
    con.execute("PRAGMA user_version = 2")
    classic = json.dumps(Rules.preset("classic").to_dict())
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, result, score_player, score_opponent, practice) VALUES"
        " ('2024-01-01T10:00:00+00:00', '2024-01-01T10:30:00+00:00', 'jinlami', 'classic',"
        " ?, 'fixed', '[\"hard\"]', 'hard', 0, 'won', 150, 40, 1)",
        (classic,),
    )
    con.execute(
        "INSERT INTO hands (match_id, number, played, game, rules, rules_json, opponent_level,"
        " seat, dealer, seed, kind, result, winner, knocker, points_for, points_against,"
        " deadwood, turns, actions_json, practice, duration) VALUES (1, 1,"
        " '2024-01-01T10:10:00+00:00', 'jinlami', 'classic', ?, 'hard', 0, 1, 5, 'knock',"
        " 'won', 0, 0, 25, 0, 3, 12, '[\"draw stock\"]', 1, 42.5)",
        (classic,),
    )
    con.commit()
    con.close()

    s = StatsStore(path, parts=PARTS)
    assert s.warning is None and s.schema_version == SCHEMA_VERSION == 6
    m = s.get_match(1)
    assert m is not None
    assert (m.result, m.score_player, m.score_opponent, m.practice) == ("won", 150, 40, True)
    assert (m.game, m.players, m.scores) == ("jinlami", 2, ())
    (h,) = s.hand_history()
    assert (h.kind, h.points_for, h.duration, h.practice) == ("knock", 25, 42.5, True)
    assert (h.players, h.points, h.how, h.game) == (2, (), "", "jinlami")
    assert s.summary(practice=True).matches == Tally(played=1, won=1)
    assert s.overview(practice=True, game="rummy").summary.matches == Tally()
    # new Rummy rows live beside the old ones
    state = rummy_out_position(0)
    go_out_at_once(state)
    mid = s.start_match_for(state, opponents=("medium",))
    s.record_hand_state(mid, state)
    assert s.hand_count() == 2 and s.hand_count(game="rummy") == 1
    s.close()
    again = StatsStore(path, parts=PARTS)
    assert again.schema_version == SCHEMA_VERSION and again.hand_count(game="jinlami") == 1
    cols = {r[1] for r in again._conn.execute("PRAGMA table_info(hands)")}
    assert {"players", "points_json", "how"} <= cols
    again.close()


def test_csv_export_per_game(tmp_path: Path) -> None:
    from tests.storage.helpers import finished_match

    storage = Storage.open(tmp_path, parts=PARTS)
    jin = finished_match()
    mid = storage.stats.start_match_for(jin, opponents=("easy",))
    storage.stats.record_missing_hands(mid, jin)
    storage.stats.finish_match_from(mid, jin)
    match, meta = begin(storage, 3, seed=4)
    play(storage, match, meta, Bots(3, 4))

    out = io.StringIO()
    n = storage.stats.export_csv(out, table="hands", game="rummy")
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert n == len(rows) == match.hands_played
    assert {r["game"] for r in rows} == {"rummy"}
    assert [r["kind"] for r in rows] == [rec.kind for rec in match.records]
    assert rows[0]["points"] == " ".join(map(str, match.records[0].points))
    assert rows[0]["players"] == "3" and rows[0]["how"] == match.records[0].how

    out = io.StringIO()
    assert storage.stats.export_csv(out, table="matches", game="rummy") == 1
    (m,) = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert m["scores"] == " ".join(map(str, match.scores)) and m["players"] == "3"

    out = io.StringIO()
    assert storage.stats.export_csv(out, game="jinlami") == jin.hands_played
    assert storage.stats.export_csv(io.StringIO()) == jin.hands_played + match.hands_played
    storage.close()


def test_a_recorded_rummy_hand_steps_forward_and_back(tmp_path: Path) -> None:
    from jinlami_desktop.games.rummy.replay import RummyHandReplayer

    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = begin(storage, 3, seed=4, target=200)
    bots = Bots(3, 4)
    mid_hand(storage, match, meta, bots)
    (h,) = storage.stats.hand_history(game="rummy")
    with pytest.raises(StorageError) as refused:
        storage.stats.recorded_hand(h.id, HandReplay)  # the 金拉米 replay refuses it
    assert refused.value.code == "hand_unreadable"
    replay = storage.stats.recorded_hand(h.id, RummyHandReplay)
    rp = RummyHandReplayer(replay, number=h.number)
    assert rp.seat == 0 and rp.total == len(match.records[0].actions)
    rp.seek(rp.total // 2)
    middle = position(rp.state)
    v = rp.view()
    assert v.legal_actions == () and v.player == 0
    assert [len(k) for k in v.known] == [len(rp.state.hand(s)) for s in range(3)]
    rp.seek(rp.total)
    assert rp.status().at_end and rp.state.points() == match.records[0].points
    assert rp.status().last == match.records[0].actions[-1]
    assert rp.seek(rp.total // 2) == () and position(rp.state) == middle
    assert rp.final().points() == match.records[0].points
    assert storage.stats.hand_count() == 1  # a replay records nothing
    storage.close()
