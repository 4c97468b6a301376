"""The statistics keep each match's commitment from its start and its reveal from its
end (finished, resigned, abandoned), with the final save to verify it later — across a
restart, and after the v3 → v4 migration that adds the ledger (old rows kept)."""

from __future__ import annotations

import csv
import io
import json
import random
import sqlite3
from pathlib import Path

from engine.fairness import commitment_of
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.model.fairness import fresh_salt, verify_text
from jinlami_desktop.storage import SaveMeta, Storage
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.storage.stats.schema import MIGRATIONS, SCHEMA_VERSION
from tests.storage.game_parts import PARTS
from tests.storage.test_flow import play, startup

CLASSIC = Rules.preset("classic")
SALT = "0123456789abcdef0123456789abcdef"


def _begin(storage: Storage, seed: int, hands: int = 1) -> tuple[Match, SaveMeta]:
    match = Match(CLASSIC, MatchConfig.fixed(hands), seed=seed, salt=SALT)
    return match, storage.begin(match, opponents=("medium",), player_name="玩家")


def test_a_finished_match_keeps_commitment_and_reveal_across_a_restart(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = _begin(storage, seed=5, hands=2)
    mid = meta.stats_match_id
    assert mid is not None
    row = storage.stats.fairness(mid)
    assert row is not None and row.commitment == commitment_of(5, SALT)
    assert not row.is_revealed and row.seed is None and row.salt is None  # not before the end
    play(storage, match, meta, random.Random(5))
    storage.close()

    reopened = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    row = reopened.fairness(mid)
    assert row is not None and row.is_revealed
    assert (row.seed, row.salt, row.ended) == (5, SALT, "finished")
    assert row.commitment == commitment_of(5, SALT) and row.fingerprint == row.commitment[:8]
    verdict = verify_text(row.save_text)
    assert verdict.ok and verdict.hands == match.hands_played
    reopened.close()


def test_resigning_reveals_and_the_kept_save_verifies(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = _begin(storage, seed=11, hands=3)
    meta = play(storage, match, meta, random.Random(11), max_actions=12)
    assert meta.stats_match_id is not None
    storage.end_early(match, meta, resigned=True)
    row = storage.stats.fairness(meta.stats_match_id)
    assert row is not None and (row.ended, row.seed, row.salt) == ("resigned", 11, SALT)
    assert verify_text(row.save_text).ok
    storage.close()


def test_declining_the_resume_reveals_the_abandoned_match(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = _begin(storage, seed=8, hands=3)
    play(storage, match, meta, random.Random(8), max_actions=10)
    mid = meta.stats_match_id
    del storage  # a crash: the autosave waits for the next start
    storage, resumed, _meta, _told = startup(tmp_path, accept=False)
    assert resumed is None and mid is not None
    row = storage.stats.fairness(mid)
    assert row is not None and (row.ended, row.seed) == ("abandoned", 8)
    assert verify_text(row.save_text).ok
    storage.close()


def test_a_rummy_match_and_a_tampered_record(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    salt = fresh_salt()
    match = RummyMatch(RummyRules(players=3), 50, 21, salt=salt)
    match.start_hand()
    meta = storage.begin(match, opponents=("easy", "easy"), player_name="p")
    assert meta.stats_match_id is not None
    storage.end_early(match, meta, resigned=False)
    row = storage.stats.fairness(meta.stats_match_id)
    assert row is not None and (row.ended, row.salt) == ("abandoned", salt)
    assert row.save_text is not None and verify_text(row.save_text).ok
    data = json.loads(row.save_text)
    data["reveal"]["seed"] = 22
    assert verify_text(json.dumps(data)).code == "seed_changed"
    data = json.loads(row.save_text)
    first = data["deals"][0].split()
    data["deals"][0] = " ".join([first[1], first[0], *first[2:]])
    verdict = verify_text(json.dumps(data))
    assert verdict.code == "deal_changed" and verdict.params == {"hand": 1}
    storage.close()


def test_a_match_without_commitment_has_no_row_and_reset_clears_the_ledger(
    tmp_path: Path,
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    plain = Match(CLASSIC, MatchConfig.fixed(1), seed=3)
    meta = storage.begin(plain, opponents=("easy",), player_name="p")
    assert meta.stats_match_id is not None and storage.stats.fairness(meta.stats_match_id) is None
    _match, meta2 = _begin(storage, seed=4)
    assert meta2.stats_match_id is not None
    assert storage.stats.fairness(meta2.stats_match_id) is not None
    storage.stats.reset()
    assert storage.stats.fairness(meta2.stats_match_id) is None
    storage.close()


def test_migration_from_v3_keeps_old_rows_and_adds_the_ledger(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    con = sqlite3.connect(path)
    for version in range(3):
        con.executescript(MIGRATIONS[version])
    con.execute("PRAGMA user_version = 3")
    con.execute(
        "INSERT INTO matches (started, ended, game, rules, rules_json, mode, opponents_json,"
        " opponent_level, seat, seed, result, score_player, score_opponent) VALUES"
        " ('2025-01-01T10:00:00+00:00', '2025-01-01T10:30:00+00:00', 'jinlami', 'classic',"
        " ?, 'fixed', '[\"hard\"]', 'hard', 0, 77, 'won', 150, 40)",
        (json.dumps(CLASSIC.to_dict()),),
    )
    con.commit()
    con.close()

    store = StatsStore(path, parts=PARTS)
    assert store.warning is None and store.schema_version == SCHEMA_VERSION == 6
    old = store.get_match(1)
    assert old is not None and (old.result, old.score_player, old.seed) == ("won", 150, 77)
    assert store.fairness(1) is None  # an old match had no commitment
    match = Match(CLASSIC, MatchConfig.fixed(1), seed=9, salt=SALT)
    mid = store.start_match_for(match, opponents=["easy"])
    row = store.fairness(mid)
    assert row is not None and row.commitment == commitment_of(9, SALT)
    store.close()


def test_the_csv_export_keeps_a_running_matchs_seed_until_it_ends(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = _begin(storage, seed=987654, hands=3)
    meta = play(storage, match, meta, random.Random(3), max_actions=5)
    out = io.StringIO()
    storage.stats.export_csv(out, table="matches")
    (row,) = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert row["seed"] == "" and "987654" not in out.getvalue()
    storage.end_early(match, meta, resigned=True)
    out = io.StringIO()
    storage.stats.export_csv(out, table="matches")
    (row,) = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert row["seed"] == "987654"
    storage.close()
