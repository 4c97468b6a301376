"""Saves: atomic autosave, exact resume, slots, and damaged files moved aside."""

from __future__ import annotations

import errno
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from engine import serialize
from engine.jinlami.match import Match, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.saves import (
    LoadResult,
    SaveMeta,
    SaveStore,
    atomic_write,
    mode_of,
    move_aside,
    slot_filename,
)
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock, advance, finished_match, make_match

REPO_ROOT = Path(__file__).resolve().parents[2]
CORRUPT_NAME = re.compile(r"^autosave\.json\.corrupt-\d{8}-\d{6}(-\d+)?$")


def same_match(a: Match, b: Match) -> None:
    """Restored exactly: same records, scores, hands, stock order and phase."""
    assert a.scores == b.scores
    assert a.records == b.records
    assert (a.state is None) == (b.state is None)
    if a.state is not None and b.state is not None:
        assert a.state.hands == b.state.hands
        assert a.state.stock == b.state.stock
        assert a.state.discards == b.state.discards
        assert a.state.phase == b.state.phase and a.state.to_act == b.state.to_act
        assert a.state.actions == b.state.actions


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> SaveStore:
    return SaveStore(tmp_path / "saves", clock=clock, parts=PARTS)


def temp_files(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")] if folder.exists() else []


# -- autosave and resume -------------------------------------------------------------------
@pytest.mark.parametrize("preset", ["classic", "jj", "international"])
def test_autosave_resumes_the_match_exactly(store: SaveStore, preset: str) -> None:
    match = make_match(preset, seed=11, actions=60)
    meta = SaveMeta(player_name="玩家", opponents=("hard",), stats_match_id=7, practice=True)
    stamped = store.write_autosave(match, meta)
    result = store.find_resumable()
    assert result is not None and result.ok
    assert isinstance(result.game, Match)
    same_match(result.game, match)
    assert result.meta == stamped
    assert result.meta.player_name == "玩家" and result.meta.opponents == ("hard",)
    assert result.meta.stats_match_id == 7 and result.meta.practice
    assert result.meta.mode == "fixed" and not result.meta.finished
    # the resumed match plays on identically
    advance(match, random.Random(5), 80)
    advance(result.game, random.Random(5), 80)
    same_match(result.game, match)


def test_autosave_after_every_action_keeps_created_and_moves_updated(store: SaveStore) -> None:
    match = make_match(actions=5)
    first = store.write_autosave(match, SaveMeta(opponents=("easy",)))
    advance(match, random.Random(1), 1)
    second = store.write_autosave(match, first)
    assert second.created == first.created
    assert second.updated_at is not None and first.updated_at is not None
    assert second.updated_at > first.updated_at
    loaded = store.find_resumable()
    assert loaded is not None and isinstance(loaded.game, Match)
    same_match(loaded.game, match)


def test_nothing_to_resume(store: SaveStore) -> None:
    assert store.find_resumable() is None
    store.write_autosave(finished_match())
    assert store.find_resumable() is None  # a finished match is not offered
    assert store.autosave_path.exists()
    store.clear_autosave()
    assert not store.autosave_path.exists()
    store.clear_autosave()  # twice is fine


def test_single_hand_and_team_saves(store: SaveStore) -> None:
    hand = HandState.new(Rules.preset("classic"), seed=4, dealer=1)
    hand.apply(hand.legal_actions()[0])
    store.write_autosave(hand)
    res = store.find_resumable()
    assert res is not None and isinstance(res.game, HandState)
    assert res.game.hands == hand.hands and res.meta.mode == "hand"
    team = TeamMatch(
        Rules.preset("classic"), (("you", "easy"), ("hard", "medium")), seed=2, hands_per_duel=1
    )
    info = store.save_slot("team", team, SaveMeta(opponents=("hard", "medium")))
    assert info.kind == "team" and info.mode == "team" and mode_of(team, PARTS) == "team"
    loaded = store.load_slot(info.slot)
    assert loaded.ok and isinstance(loaded.game, TeamMatch)


# -- a writer killed mid-save --------------------------------------------------------------
def test_partial_temp_file_from_a_killed_writer_is_ignored(
    tmp_path: Path, clock: FakeClock
) -> None:
    store = SaveStore(tmp_path / "saves", clock=clock, parts=PARTS)
    match = make_match()
    store.write_autosave(match)
    good = store.autosave_path.read_bytes()
    # what a writer killed before its rename leaves behind: a partial temp file
    partial = store.saves_dir / ".autosave.json.k1ll3d.tmp"
    partial.write_bytes(good[: len(good) // 3])
    res = store.find_resumable()
    assert res is not None and res.ok and isinstance(res.game, Match)
    same_match(res.game, match)
    assert store.autosave_path.read_bytes() == good
    assert store.list_slots() == []
    # the next start removes the stale temp file; the save is untouched
    os.utime(partial, (0, 0))
    SaveStore(tmp_path / "saves", clock=clock, parts=PARTS)
    assert not partial.exists() and store.autosave_path.read_bytes() == good


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_writer_really_killed_before_rename(store: SaveStore) -> None:
    match = make_match()
    store.write_autosave(match)
    good = store.autosave_path.read_bytes()
    script = (
        "import os, signal, sys\n"
        "from pathlib import Path\n"
        "from jinlami_desktop.storage import saves\n"
        "os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)\n"
        "saves.atomic_write(Path(sys.argv[1]), b'{\"format\": \"jinlami-save\"' + b' ' * 5000)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO_ROOT))
    proc = subprocess.run(
        [sys.executable, "-c", script, str(store.autosave_path)],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr.decode()
    assert temp_files(store.saves_dir), "the killed writer should leave its temp file"
    assert store.autosave_path.read_bytes() == good
    res = store.find_resumable()
    assert res is not None and res.ok and isinstance(res.game, Match)
    same_match(res.game, match)


def test_interrupted_write_leaves_previous_save_and_no_temp(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = make_match()
    store.write_autosave(match)
    good = store.autosave_path.read_bytes()
    real_write = os.write

    def half_then_interrupt(fd: int, data: Any) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))
        raise KeyboardInterrupt

    advance(match, random.Random(2), 3)
    with monkeypatch.context() as m:
        m.setattr(os, "write", half_then_interrupt)
        with pytest.raises(KeyboardInterrupt):
            store.write_autosave(match)
    assert store.autosave_path.read_bytes() == good
    assert temp_files(store.saves_dir) == []


# -- full disk -----------------------------------------------------------------------------
def _enospc(*_args: Any, **_kwargs: Any) -> Any:
    raise OSError(errno.ENOSPC, "No space left on device")


def _partial_then_enospc() -> Any:
    calls = {"n": 0}
    real_write = os.write

    def write(fd: int, data: Any) -> int:
        calls["n"] += 1
        if calls["n"] == 1:
            return real_write(fd, bytes(data[:100]))
        raise OSError(errno.ENOSPC, "No space left on device")

    return write


@pytest.mark.parametrize(
    ("target", "fake"),
    [
        (os, ("write", _enospc)),
        (os, ("write", None)),  # some bytes written, then the disk fills up
        (os, ("fsync", _enospc)),
        (tempfile, ("mkstemp", _enospc)),  # not even a temp file fits
    ],
    ids=["write", "partial-write", "fsync", "mkstemp"],
)
def test_full_disk_keeps_previous_save(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch, target: Any, fake: tuple[str, Any]
) -> None:
    match = make_match()
    store.write_autosave(match)
    good = store.autosave_path.read_bytes()
    advance(match, random.Random(3), 4)
    name, fn = fake
    with monkeypatch.context() as m:
        m.setattr(target, name, fn or _partial_then_enospc())
        with pytest.raises(StorageError) as info:
            store.write_autosave(match)
        with pytest.raises(StorageError) as slot_info:
            store.save_slot("slot", match)
    assert info.value.code == "disk_full" and slot_info.value.code == "disk_full"
    assert store.autosave_path.read_bytes() == good
    assert temp_files(store.saves_dir) == [] and temp_files(store.slots_dir) == []
    res = store.find_resumable()
    assert res is not None and res.ok
    # space freed: saving works again
    store.write_autosave(match)
    res = store.find_resumable()
    assert res is not None and isinstance(res.game, Match)
    same_match(res.game, match)


def test_other_write_errors_have_their_own_code(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def denied(*_a: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied")

    def io_error(*_a: Any) -> Any:
        raise OSError(errno.EIO, "I/O error")

    target = tmp_path / "x.json"
    with monkeypatch.context() as m:
        m.setattr(os, "replace", denied)
        with pytest.raises(StorageError) as info:
            atomic_write(target, b"{}")
    assert info.value.code == "permission_denied"
    with monkeypatch.context() as m:
        m.setattr(os, "fsync", io_error)
        with pytest.raises(StorageError) as info:
            atomic_write(target, b"{}")
    assert info.value.code == "write_failed"
    assert not target.exists() and temp_files(tmp_path) == []
    atomic_write(target, "金".encode())
    assert target.read_text("utf-8") == "金"


# -- damaged files -------------------------------------------------------------------------
def _valid_doc() -> dict[str, Any]:
    return serialize.to_dict(make_match(actions=40), meta={"opponents": ["medium"]})


def _dumps(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc).encode()


def _truncated() -> bytes:
    text = _dumps(_valid_doc())
    return text[: len(text) // 2]


def _random_bytes() -> bytes:
    return random.Random(0).randbytes(3000)


def _future_version() -> bytes:
    doc = _valid_doc()
    doc["version"] = serialize.VERSION + 1
    return _dumps(doc)


def _illegal_action() -> bytes:
    doc = _valid_doc()
    # classic deals 11 to the dealer, who must discard first: drawing is illegal here
    doc["hands"][0].insert(0, "draw stock")
    return _dumps(doc)


def _unreadable_action() -> bytes:
    doc = _valid_doc()
    doc["hands"][0][0] = "discard 1Z"
    return _dumps(doc)


def _wrong_score() -> bytes:
    doc = _valid_doc()
    doc["progress"]["scores"] = [999, 0]
    return _dumps(doc)


DAMAGED = {
    "truncated": (_truncated, "not_json"),
    "random-bytes": (_random_bytes, "not_json"),
    "empty": (lambda: b"", "not_json"),
    "bad-utf8": (lambda: b'\xff\xfe{"format": 1}', "not_json"),
    "foreign-json": (lambda: b'{"hello": "world"}', "not_a_save"),
    "json-list": (lambda: b"[1, 2, 3]", "not_a_save"),
    "deep-nesting": (lambda: b"[" * 100_000 + b"]" * 100_000, "not_json"),
    "future-version": (_future_version, "newer_version"),
    "illegal-action": (_illegal_action, "replay_failed"),
    "unreadable-action": (_unreadable_action, "bad_field"),
    "wrong-score": (_wrong_score, "progress_mismatch"),
}


@pytest.mark.parametrize("case", list(DAMAGED))
def test_damaged_autosave_is_moved_aside_with_its_code(store: SaveStore, case: str) -> None:
    make, code = DAMAGED[case]
    data = make()
    store.saves_dir.mkdir(parents=True)
    store.autosave_path.write_bytes(data)

    result = store.find_resumable()
    assert isinstance(result, LoadResult)
    assert not result.ok and result.game is None
    assert result.error_code == code, result.message
    assert result.message  # English, for the log
    # kept aside, byte for byte, under the corrupt name; the original name is free
    assert result.moved_to is not None and result.moved_to.parent == store.saves_dir
    assert CORRUPT_NAME.match(result.moved_to.name), result.moved_to.name
    assert result.moved_to.read_bytes() == data
    assert not store.autosave_path.exists()
    # the app stays usable: nothing to resume now, and saving/loading works again
    assert store.find_resumable() is None
    match = make_match()
    store.write_autosave(match)
    again = store.find_resumable()
    assert again is not None and again.ok
    assert result.moved_to.read_bytes() == data  # never overwritten


def test_future_version_error_carries_the_version(store: SaveStore) -> None:
    store.saves_dir.mkdir(parents=True)
    store.autosave_path.write_bytes(_future_version())
    res = store.load_autosave()
    assert res is not None and res.error_code == "newer_version"
    assert res.error_params == {"version": serialize.VERSION + 1}


def test_damaged_slot_listed_with_error_then_moved_aside_on_load(store: SaveStore) -> None:
    store.save_slot("good", make_match())
    bad = store.slots_dir / "broken.json"
    bad.write_bytes(_random_bytes())
    infos = {i.slot: i for i in store.list_slots()}
    assert infos["broken"].error == "not_json" and infos["good"].error is None
    assert bad.exists()  # listing never moves anything
    res = store.load_slot("broken")
    assert res.error_code == "not_json" and res.moved_to is not None
    assert [i.slot for i in store.list_slots()] == ["good"]
    assert store.load_slot("good").ok


def test_move_aside_never_overwrites(tmp_path: Path) -> None:
    now = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    stamp = now.astimezone().strftime("%Y%m%d-%H%M%S")
    moved = []
    for i in range(3):
        f = tmp_path / "autosave.json"
        f.write_text(f"damaged {i}")
        target = move_aside(f, now)
        assert target is not None and not f.exists()
        moved.append(target)
    assert [p.name for p in moved] == [
        f"autosave.json.corrupt-{stamp}",
        f"autosave.json.corrupt-{stamp}-2",
        f"autosave.json.corrupt-{stamp}-3",
    ]
    assert [p.read_text() for p in moved] == ["damaged 0", "damaged 1", "damaged 2"]


def test_move_aside_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(*_a: Any) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    now = datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC)
    f = tmp_path / "s.json"
    f.write_text("a")
    first = move_aside(f, now)
    f.write_text("b")
    second = move_aside(f, now)
    assert first is not None and second is not None and first != second
    assert first.read_text() == "a" and second.read_text() == "b"


def test_load_without_quarantine_leaves_the_file(store: SaveStore, tmp_path: Path) -> None:
    outside = tmp_path / "download.json"
    outside.write_bytes(b"garbage")
    res = store.load_file(outside, quarantine=False)
    assert res.error_code == "not_json" and res.moved_to is None and outside.exists()
    missing = store.load_file(tmp_path / "nope.json")
    assert missing.error_code == "not_found" and missing.moved_to is None


def test_unexpected_engine_exception_is_contained(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.write_autosave(make_match())

    def boom(_text: Any) -> Any:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(serialize, "loads", boom)
    res = store.find_resumable()
    assert res is not None and res.error_code == "load_failed" and res.moved_to is not None


def test_older_version_is_migrated_by_the_engine(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store hands old files to the engine, whose migrations bring them up to date."""
    match = make_match()
    store.write_autosave(match)

    def v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
        return {**doc, "version": 2}

    monkeypatch.setattr(serialize, "VERSION", 2)
    monkeypatch.setitem(serialize.MIGRATIONS, 1, v1_to_v2)
    res = store.find_resumable()
    assert res is not None and res.ok and isinstance(res.game, Match)
    same_match(res.game, match)


# -- slots ---------------------------------------------------------------------------------
def test_slots_list_metadata_newest_first(store: SaveStore) -> None:
    a = make_match("jj", seed=5, actions=70)
    b = make_match("international", seed=6, actions=30)
    store.save_slot("周末 比赛", a, SaveMeta(player_name="我", opponents=("hard",)))
    store.save_slot("second", b, SaveMeta(opponents=("easy",), practice=True))
    infos = store.list_slots()
    assert [i.name for i in infos] == ["second", "周末 比赛"]
    newest, older = infos
    assert older.rules == "jj" and older.mode == "fixed" and older.kind == "match"
    assert older.opponents == ("hard",) and older.player_name == "我"
    assert older.scores == tuple(a.scores) and older.hands_played == a.hands_played
    assert older.created is not None and older.updated is not None
    assert older.version == serialize.VERSION and not older.finished and not older.practice
    assert newest.rules == "international" and newest.practice
    assert newest.updated is not None and newest.updated > older.updated
    assert store.slot_exists("周末 比赛") and not store.slot_exists("nope")
    res = store.load_slot(older.slot)
    assert res.ok and isinstance(res.game, Match)
    same_match(res.game, a)


def test_slot_overwrite_and_delete(store: SaveStore) -> None:
    first = make_match(seed=1)
    second = make_match(seed=2)
    store.save_slot("mine", first)
    info = store.save_slot("mine", second)
    assert len(store.list_slots()) == 1
    res = store.load_slot(info.slot)
    assert isinstance(res.game, Match) and res.game.seed == 2
    store.delete_slot(info.slot)
    assert store.list_slots() == []
    store.delete_slot(info.slot)  # already gone: fine


def test_slot_names_cannot_escape_the_folder(store: SaveStore) -> None:
    store.write_autosave(make_match())
    res = store.load_slot("../autosave")
    assert res.error_code == "not_found"
    assert store.autosave_path.exists()
    info = store.save_slot("../../evil", make_match())
    assert info.path.parent == store.slots_dir


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Sunday", "Sunday.json"),
        ("周日 的 比赛", "周日 的 比赛.json"),
        ('a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j.json"),
        ("  spaced   out  ", "spaced out.json"),
        ("...hidden", "hidden.json"),
        ("trailing. . ", "trailing.json"),
        ("", "save.json"),
        ("...", "save.json"),
        ("CON", "_CON.json"),
        ("com1.txt", "_com1.txt.json"),
        ("tab\there", "tab_here.json"),
        ("x" * 200, "x" * 80 + ".json"),
    ],
)
def test_slot_filename(name: str, expected: str) -> None:
    assert slot_filename(name) == expected


def test_meta_is_read_tolerantly() -> None:
    meta = SaveMeta.from_dict(
        {
            "player_name": 5,
            "opponents": ["easy", 3, "hard"],
            "practice": "yes",
            "seat": 7,
            "stats_match_id": True,
            "created": "not a date",
            "custom": {"kept": 1},
        }
    )
    assert meta.player_name == "" and meta.opponents == ("easy", "hard")
    assert not meta.practice and meta.seat == 0 and meta.stats_match_id is None
    assert meta.created_at is None and meta.extra == {"custom": {"kept": 1}}
    assert SaveMeta.from_dict(None) == SaveMeta()
    assert SaveMeta.from_dict(meta.to_dict()) == meta


def test_header_of_newer_file_is_flagged(store: SaveStore) -> None:
    store.slots_dir.mkdir(parents=True)
    (store.slots_dir / "future.json").write_bytes(_future_version())
    (info,) = store.list_slots()
    assert info.error == "newer_version" and info.rules == "classic"
