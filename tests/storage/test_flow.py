"""The storage life cycle the app follows through :class:`Storage`: start-up offer,
autosave and recording after every action, crashes at awkward moments, resume or not."""

from __future__ import annotations

import errno
import os
import random
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from jinlami_desktop.storage import SaveMeta, Storage, StorageError
from jinlami_desktop.storage.stats import Tally
from tests.storage.game_parts import PARTS
from tests.storage.helpers import choose_action

CLASSIC = Rules.preset("classic")


def play(
    storage: Storage,
    game: Match | TeamMatch | HandState,
    meta: SaveMeta,
    rng: random.Random,
    max_actions: int | None = None,
) -> SaveMeta:
    """Play greedily through the after-action hook, like the controller (a team match:
    its duels one after the other)."""
    done = 0
    while not game.is_over:
        if max_actions is not None and done >= max_actions:
            break
        match = game.current[2] if isinstance(game, TeamMatch) and game.current else game
        if isinstance(match, Match):
            state = match.state
            if state is None or state.is_over:
                state = match.start_hand()
            match.apply(choose_action(state, rng))
        else:
            assert isinstance(game, HandState)  # a team match always has a duel on
            game.apply(choose_action(game, rng))
        done += 1
        meta = storage.after_action(game, meta, hand_seconds=2.5)
    return meta


def startup(
    data_dir: Path, accept: bool = True
) -> tuple[Storage, Match | None, SaveMeta | None, list[str]]:
    """Open storage and answer the resume prompt like a player would."""
    storage = Storage.open(data_dir, parts=PARTS)
    told = storage.warnings()
    offer = storage.resume_offer()
    if offer is None:
        return storage, None, None, told
    if not offer.ok:
        assert offer.error_code is not None
        return storage, None, None, [*told, offer.error_code]
    assert isinstance(offer.game, Match)
    if accept:
        return storage, offer.game, storage.accept_resume(offer), told
    storage.decline_resume(offer)
    return storage, None, None, told


def new_match(storage: Storage, seed: int, hands: int = 1) -> tuple[Match, SaveMeta]:
    match = Match(CLASSIC, MatchConfig.fixed(hands), seed=seed)
    return match, storage.begin(match, opponents=("medium",), player_name="玩家")


def smoke_run(data_dir: Path, seed: int) -> list[str]:
    """What ``jinlami --data-dir D --smoke`` needs from storage: one recorded hand."""
    storage, _game, _meta, told = startup(data_dir, accept=False)
    match, meta = new_match(storage, seed)
    play(storage, match, meta, random.Random(seed))
    storage.close()
    return told


def test_two_smoke_runs_leave_two_hands_despite_planted_damage(tmp_path: Path) -> None:
    data = tmp_path / "D"
    (data / "saves").mkdir(parents=True)
    (data / "saves" / "autosave.json").write_bytes(b'{"format": "jinlami-save", "vers')
    (data / "stats.sqlite3").write_bytes(random.Random(3).randbytes(4096))

    assert smoke_run(data, seed=1) == ["stats_corrupt", "not_json"]
    assert smoke_run(data, seed=2) == []

    storage = Storage.open(data, parts=PARTS)
    assert storage.stats.hand_count() == 2
    assert storage.stats.summary().matches.played == 2
    assert not storage.saves.autosave_path.exists()  # finished matches leave no autosave
    names = sorted(p.name for p in data.rglob("*corrupt-*"))
    assert len(names) == 2
    assert names[0].startswith("autosave.json.corrupt-")
    assert names[1].startswith("stats.sqlite3.corrupt-")
    storage.close()


def test_crash_mid_match_then_resume_continues_the_same_row(tmp_path: Path) -> None:
    storage, game, _meta, _ = startup(tmp_path)
    assert game is None
    match, meta = new_match(storage, seed=7, hands=2)
    rng = random.Random(7)
    meta = play(storage, match, meta, rng, max_actions=25)
    del storage  # the app dies: no close, no finish

    storage, resumed, meta2, _ = startup(tmp_path)
    assert resumed is not None and meta2 is not None
    assert resumed.scores == match.scores and resumed.hand_actions() == match.hand_actions()
    assert meta2.stats_match_id == meta.stats_match_id and meta2.player_name == "玩家"
    play(storage, resumed, meta2, rng)
    summary = storage.stats.summary()
    assert summary.matches.played == 1 and summary.matches.abandoned == 0
    assert storage.stats.hand_count() == 2
    assert all(h.duration == 2.5 for h in storage.stats.hand_history())
    assert storage.saves.load_autosave() is None
    storage.close()


def test_crash_between_autosave_and_recording_loses_no_hand(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=9, hands=2)
    rng = random.Random(9)
    state = match.start_hand()
    while not state.is_over:  # saved after every action, but never recorded
        match.apply(choose_action(state, rng))
        meta = storage.saves.write_autosave(match, meta)
    assert storage.stats.hand_count() == 0
    del storage

    storage, resumed, meta2, _ = startup(tmp_path)
    assert resumed is not None and meta2 is not None
    (h,) = storage.stats.hand_history()
    assert (h.number, h.seed) == (1, match.records[0].seed)
    play(storage, resumed, meta2, rng)
    assert [x.number for x in storage.stats.match_hands(h.match_id)] == [1, 2]
    storage.close()


def test_crash_after_the_last_action_still_records_the_result(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=4, hands=1)
    rng = random.Random(4)
    state = match.start_hand()
    while not state.is_over:
        match.apply(choose_action(state, rng))
        meta = storage.saves.write_autosave(match, meta)
    del storage

    storage, resumed, _meta, _ = startup(tmp_path)
    assert resumed is None  # nothing to resume: the match is over ...
    t = storage.stats.summary()
    assert t.matches.played == 1 and t.matches.abandoned == 0  # ... and counted as played
    assert t.hands.played == 1
    assert storage.saves.load_autosave() is None
    storage.close()


def test_declining_to_resume_counts_the_match_as_abandoned(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=8, hands=3)
    play(storage, match, meta, random.Random(8), max_actions=10)
    del storage

    storage, resumed, _m, _ = startup(tmp_path, accept=False)
    assert resumed is None and storage.saves.load_autosave() is None
    t = storage.stats.summary().matches
    assert (t.abandoned, t.played, t.lost) == (1, 0, 0)
    storage.close()


def test_resume_after_the_statistics_were_reset(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=5, hands=2)
    rng = random.Random(5)
    while match.hands_played < 1:
        meta = play(storage, match, meta, rng, max_actions=1)
    storage.stats.reset()
    del storage

    storage, resumed, meta2, _ = startup(tmp_path)
    assert resumed is not None and meta2 is not None
    assert meta2.stats_match_id is not None and meta2.stats_match_id != meta.stats_match_id
    assert storage.stats.hand_count() == 1  # the finished hand is in the new row
    play(storage, resumed, meta2, rng)
    assert storage.stats.summary().matches.played == 1
    assert storage.stats.hand_count() == 2
    storage.close()


def test_end_early_and_practice(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    first, meta = new_match(storage, seed=1, hands=3)
    meta = play(storage, first, meta, random.Random(1), max_actions=5)
    storage.end_early(first, meta, resigned=True)
    assert storage.saves.load_autosave() is None

    second, meta = new_match(storage, seed=2, hands=3)
    meta = storage.mark_practice(meta)
    assert meta.practice
    meta = play(storage, second, meta, random.Random(2), max_actions=5)
    storage.end_early(second, meta)

    assert storage.stats.summary().matches == Tally(played=1, lost=1, resigned=1)
    assert storage.stats.summary(practice=True).matches == Tally(abandoned=1)
    storage.close()


def test_single_hand_game(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    hand = HandState.new(CLASSIC, seed=12, dealer=1)
    meta = storage.begin(hand, opponents=("easy",), seat=1)
    play(storage, hand, meta, random.Random(12))
    (h,) = storage.stats.hand_history()
    assert h.seat == 1 and h.seed == 12 and h.opponent_level == "easy"
    (point,) = storage.stats.match_results()
    assert point.result in ("won", "lost", "drawn")
    storage.close()


def test_full_disk_during_play_keeps_the_last_save_and_records_the_hand(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=3, hands=2)
    rng = random.Random(3)
    state = match.start_hand()
    while True:  # play up to the hand's last action
        action = choose_action(state, rng)
        probe = state.copy()
        probe.apply(action)
        if probe.is_over:
            break
        match.apply(action)
        meta = storage.after_action(match, meta)
    before = storage.saves.autosave_path.read_bytes()

    def full(*_a: Any) -> Any:
        raise OSError(errno.ENOSPC, "No space left on device")

    match.apply(action)
    with monkeypatch.context() as m:
        m.setattr(os, "write", full)
        with pytest.raises(StorageError) as info:
            storage.after_action(match, meta)
    assert info.value.code == "disk_full"
    assert storage.saves.autosave_path.read_bytes() == before
    assert storage.stats.hand_count() == 1  # the statistics still got the hand
    storage.close()


def test_unusable_data_folder_is_a_coded_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(StorageError) as info:
        Storage.open(blocker / "data", parts=PARTS)
    assert info.value.code == "data_dir_unavailable"


def test_loading_a_slot_continues_its_match(tmp_path: Path) -> None:
    storage, _g, _m, _ = startup(tmp_path)
    match, meta = new_match(storage, seed=6, hands=2)
    rng = random.Random(6)
    while match.hands_played < 1:
        meta = play(storage, match, meta, rng, max_actions=1)
    storage.saves.save_slot("mine", match, meta)
    storage.end_early(match, meta)  # quit to the menu: abandoned for now
    assert storage.stats.summary().matches.abandoned == 1

    loaded = storage.saves.load_slot("mine")
    assert isinstance(loaded.game, Match)
    meta2 = storage.continue_loaded(loaded)
    assert meta2.stats_match_id == meta.stats_match_id and not meta2.practice
    play(storage, loaded.game, meta2, rng)
    t = storage.stats.summary()
    assert (t.matches.played, t.matches.abandoned, t.hands.played) == (1, 0, 2)

    # loading the same slot again replays hands already recorded: a take-back
    again = storage.saves.load_slot("mine")
    assert isinstance(again.game, Match)
    meta3 = storage.continue_loaded(again)
    assert meta3.practice and meta3.stats_match_id not in (None, meta.stats_match_id)
    play(storage, again.game, meta3, random.Random(1))
    assert storage.stats.summary() == t  # ranked figures unchanged
    assert storage.stats.summary(practice=True).matches.played == 1
    storage.close()


def test_a_team_match_records_the_players_own_duels(tmp_path: Path) -> None:
    """One statistics row for the team match (the team's result and scores); its hands are
    the player's own duels, numbered on across them, each with that duel's opponent."""
    storage = Storage.open(tmp_path, parts=PARTS)
    team = TeamMatch(CLASSIC, (("you", "easy"), ("medium", "hard")), seed=5, hands_per_duel=2)
    meta = storage.begin(team, opponents=("medium", "hard"), player_name="玩家")
    mid = meta.stats_match_id
    assert mid is not None
    meta = play(storage, team, meta, random.Random(5), max_actions=30)
    assert storage.stats.match_is_open(mid)
    meta = play(storage, team, meta, random.Random(6))
    hands = storage.stats.match_hands(mid)
    mine = [(b, m) for a, b, m in team.duels if a == "you"]
    assert [h.number for h in hands] == [1, 2, 3, 4]
    assert [h.opponent_level for h in hands] == ["medium", "medium", "hard", "hard"]
    records = [r for _b, m in mine for r in m.records]
    assert [h.seed for h in hands] == [r.seed for r in records]
    assert [h.points_for for h in hands] == [r.points[0] for r in records]
    assert [h.points_against for h in hands] == [r.points[1] for r in records]
    row = storage.stats.get_match(mid)
    assert row is not None and row.mode == "team"
    a, b = team.team_scores()
    assert (row.score_player, row.score_opponent) == (a, b)
    assert row.result == ("won" if a > b else "lost" if a < b else "drawn")
    assert storage.stats.record_missing_hands(mid, team) == 0  # nothing twice
    storage.close()


def test_a_resumed_team_match_records_the_hands_a_crash_left_out(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    team = TeamMatch(CLASSIC, (("you", "easy"), ("medium", "hard")), seed=8, hands_per_duel=2)
    meta = storage.begin(team, opponents=("medium", "hard"))
    meta = play(storage, team, meta, random.Random(8), max_actions=90)
    mid = meta.stats_match_id
    assert mid is not None and not team.is_over
    played = sorted(storage.stats.hand_numbers(mid))
    assert played  # a hand or more finished
    with storage.stats._write() as db:  # a crash between the autosave and the recording
        db.execute("DELETE FROM hands WHERE match_id = ? AND number = ?", (mid, played[-1]))
    storage.close()
    again = Storage.open(tmp_path, parts=PARTS)
    offer = again.resume_offer()
    assert offer is not None and offer.ok and isinstance(offer.game, TeamMatch)
    meta = again.accept_resume(offer)
    assert meta.stats_match_id == mid
    assert sorted(again.stats.hand_numbers(mid)) == played
    again.close()
