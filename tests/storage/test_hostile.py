"""Hostile saves and slot names: every reproducer of the storage side as a
test — a statistics id out of SQLite's range, a seat or level that does not exist, a
lone surrogate, slot names that met or grew too long, a 50 MB autosave, a statistics
id from memory, CSV cells that a spreadsheet would run."""

from __future__ import annotations

import csv
import io
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.storage import SaveStore, Storage
from jinlami_desktop.storage.saves import MAX_SAVE_BYTES, slot_filename, slot_key
from jinlami_desktop.storage.stats import SCHEMA_VERSION, StatsStore
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock, make_match
from tests.storage.test_flow import new_match, play

CLASSIC = Rules.preset("classic")


def _edit_autosave(storage: Storage, change: Any) -> None:
    path = storage.paths.autosave_file
    data = json.loads(path.read_text("utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=True), "utf-8")


def _running(tmp_path: Path, seed: int = 5, actions: int = 12) -> tuple[Storage, Match]:
    storage = Storage.open(tmp_path, parts=PARTS)
    match, meta = new_match(storage, seed, hands=3)
    play(storage, match, meta, random.Random(seed), max_actions=actions)
    return storage, match


# -- 1. meta fields out of range ------------------------------------------------------------
@pytest.mark.parametrize("bad", [2**63, 2**64, -1, 0, "7", 1.5, True, [1], {"id": 1}])
def test_statistics_id_out_of_range_does_not_stop_start_up(tmp_path: Path, bad: Any) -> None:
    storage, _match = _running(tmp_path)
    storage.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    _edit_autosave(storage, lambda d: d["meta"].__setitem__("stats_match_id", bad))
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and offer.game is not None
    assert offer.meta.stats_match_id is None
    assert offer.notice_code == "meta_repaired" and "stats_match_id" in offer.repaired
    meta = storage.accept_resume(offer)
    assert meta.stats_match_id is not None and storage.stats.match_is_open(meta.stats_match_id)
    meta = storage.after_action(offer.game, meta)  # the autosave goes on
    storage.close()


def test_huge_id_is_refused_by_the_statistics_too(tmp_path: Path) -> None:
    with StatsStore(tmp_path / "s.sqlite3", parts=PARTS) as stats:
        assert not stats.match_is_open(2**63) and not stats.match_exists(-(2**70))


def test_seat_opponents_and_names_are_checked(tmp_path: Path) -> None:
    storage, _match = _running(tmp_path)

    def damage(d: dict[str, Any]) -> None:
        d["meta"].update(
            seat=3,
            opponents=["grandmaster", "medium", 7],
            player_name="名" * 500,
            mode="sideways",
            created="x" * 100,
        )

    _edit_autosave(storage, damage)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok
    assert offer.meta.seat == 0  # a 金拉米 match has seats 0 and 1
    assert offer.meta.opponents == ("medium", "medium")
    assert offer.meta.player_name == "名" * 80
    assert offer.meta.mode == "" and offer.meta.created == ""
    assert set(offer.repaired) == {"seat", "opponents", "player_name", "mode", "created"}
    storage.decline_resume(offer)
    storage.close()


def test_a_good_save_reports_nothing_repaired(tmp_path: Path) -> None:
    storage, _match = _running(tmp_path)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and offer.repaired == () and offer.notice_code is None
    storage.close()


# -- 5. statistics kept in memory -----------------------------------------------------------
def test_memory_only_statistics_never_give_their_id_to_the_autosave(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    first, meta = new_match(storage, 1, hands=1)
    play(storage, first, meta, random.Random(1))  # match 1: finished and recorded
    storage.close()
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute("PRAGMA user_version = 99")  # a newer app's: this session is in memory
    conn.close()

    storage = Storage.open(tmp_path, parts=PARTS)
    assert storage.stats.in_memory and storage.warnings() == ["stats_newer_version"]
    match, meta = new_match(storage, 2, hands=3)
    assert meta.stats_match_id == 1 and not meta.stats_persistent  # an id in memory
    meta = play(storage, match, meta, random.Random(2), max_actions=10)
    saved = json.loads(storage.paths.autosave_file.read_text("utf-8"))
    assert saved["meta"]["stats_match_id"] is None
    storage.close()

    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # back to this app's
    conn.close()
    storage = Storage.open(tmp_path, parts=PARTS)
    before = storage.stats.get_match(1)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok
    meta = storage.accept_resume(offer)
    assert meta.stats_match_id == 2 and meta.stats_persistent  # a new row, not match 1
    assert storage.stats.get_match(1) == before
    storage.close()


# -- 7. lone surrogates ---------------------------------------------------------------------
def test_lone_surrogate_in_a_save_is_cleaned_and_saving_goes_on(tmp_path: Path) -> None:
    storage, _match = _running(tmp_path)

    def damage(d: dict[str, Any]) -> None:
        d["meta"]["player_name"] = "A\ud800B"
        d["meta"]["slot_name"] = "\udfff"
        d["meta"]["note"] = ["\ud800", {"x": "\udc00"}]  # unknown keys are kept

    _edit_autosave(storage, damage)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and offer.game is not None
    assert offer.meta.player_name == "A\ufffdB" and offer.meta.slot_name == "\ufffd"
    assert "player_name" in offer.repaired
    meta = storage.accept_resume(offer)
    meta = storage.after_action(offer.game, meta)  # raised UnicodeEncodeError before
    info = storage.saves.save_slot("s\ud800", offer.game, meta)  # Save as, too
    assert info.error is None
    again = storage.saves.load_autosave()
    assert again is not None and again.ok and again.meta.extra["note"][0] == "\ufffd"
    storage.close()


# -- 8. slot names --------------------------------------------------------------------------
NAMES = [
    "game",
    "game.json",
    "Game",
    "GAME",
    "名" * 80,
    "名" * 79 + "字",
    "😀" * 100,
    "a\x00b",
    "a\x00c",
    "...",
    "save",
    "CON",
    "x" * 200,
    "x" * 80,
    "a/b",
    "a_b",
    "a\\b",
    "名字.json",
    "Ｇame",  # a full-width letter
    "e\u0301",  # é decomposed
    "\u00e9",  # é composed
]


@pytest.fixture
def store(tmp_path: Path, clock: FakeClock) -> SaveStore:
    return SaveStore(tmp_path / "saves", clock=clock, parts=PARTS)


def test_every_slot_name_gets_its_own_file(store: SaveStore) -> None:
    matches = {name: make_match(seed=i + 1, actions=5) for i, name in enumerate(NAMES)}
    paths = {name: store.save_slot(name, m).path for name, m in matches.items()}
    keys = {slot_key(name) for name in NAMES}  # "x" * 200 is cut to the dialog's 80
    assert len(keys) == len(NAMES) - 1
    assert len({p.name.casefold() for p in paths.values()}) == len(keys)
    for name, path in paths.items():
        assert path.parent == store.slots_dir
        # the temp file (.<name>.<8>.tmp) and a damaged copy (.corrupt-<stamp>-NNN) fit
        assert len(path.name.encode("utf-8")) + 30 < 255, name
    by_name = {info.name: info for info in store.list_slots()}
    assert set(by_name) == keys
    for name, match in matches.items():
        if name == "x" * 200:
            continue  # saved over by "x" * 80, its same slot
        assert store.slot_exists(name)
        res = store.load_slot(by_name[slot_key(name)].slot)
        assert res.ok and isinstance(res.game, Match) and res.game.seed == match.seed, name


def test_saving_again_replaces_the_same_slot_and_delete_takes_only_it(store: SaveStore) -> None:
    store.save_slot("game", make_match(seed=1))
    store.save_slot("game.json", make_match(seed=2))
    store.save_slot("Game", make_match(seed=3))
    again = store.save_slot("game.json", make_match(seed=4))
    assert len(store.list_slots()) == 3
    assert again.name == "game.json"
    res = store.load_slot(again.slot)
    assert isinstance(res.game, Match) and res.game.seed == 4
    store.delete_slot(again.slot)
    left = {i.name: i for i in store.list_slots()}
    assert set(left) == {"game", "Game"}
    for name, seed in (("game", 1), ("Game", 3)):
        res = store.load_slot(left[name].slot)
        assert isinstance(res.game, Match) and res.game.seed == seed


def test_bad_slot_ids_are_no_slot(store: SaveStore) -> None:
    assert store.load_slot("a\x00b").error_code == "not_found"
    assert store.load_slot("x" * 300).error_code == "not_found"
    assert store.load_slot("..").error_code == "not_found"
    store.delete_slot("a\x00b")  # nothing to delete, no ValueError
    assert not store.slot_exists("😀" * 300)


def test_old_slot_files_keep_loading_and_are_saved_over(store: SaveStore) -> None:
    store.slots_dir.mkdir(parents=True)
    old = make_match(seed=8)
    from engine import serialize

    for stem in ("Sunday", "周日 的 比赛"):
        text = serialize.dumps(old, meta={"slot_name": stem})
        (store.slots_dir / f"{stem}.json").write_text(text, "utf-8")
    infos = {i.name: i for i in store.list_slots()}
    assert store.load_slot(infos["Sunday"].slot).ok
    store.save_slot("周日 的 比赛", make_match(seed=9))
    assert sorted(p.name for p in store.slots_dir.iterdir()) == ["Sunday.json", "周日 的 比赛.json"]
    assert slot_filename("周日 的 比赛") == "周日 的 比赛.json"


def test_a_damaged_file_on_the_name_is_never_saved_over(store: SaveStore) -> None:
    store.slots_dir.mkdir(parents=True)
    (store.slots_dir / "mine.json").write_bytes(b"{broken")
    info = store.save_slot("mine", make_match(seed=3))
    assert info.path.name != "mine.json" and info.error is None
    assert (store.slots_dir / "mine.json").read_bytes() == b"{broken"


# -- 10. a huge autosave --------------------------------------------------------------------
def test_a_50_mb_autosave_is_moved_aside_unread(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.saves_dir.mkdir(parents=True)
    with open(store.autosave_path, "wb") as f:
        f.truncate(50 * 2**20)  # sparse: no 50 MB written to the test disk

    def never(*_a: Any, **_k: Any) -> Any:
        raise AssertionError("read whole")

    monkeypatch.setattr(Path, "read_bytes", never)
    monkeypatch.setattr("engine.serialize.loads", never)
    res = store.find_resumable()
    assert res is not None and res.error_code == "too_large"
    assert res.moved_to is not None and res.moved_to.stat().st_size == 50 * 2**20
    assert not store.autosave_path.exists()


def test_a_huge_slot_is_listed_as_too_large(store: SaveStore) -> None:
    store.slots_dir.mkdir(parents=True)
    with open(store.slots_dir / "big.json", "wb") as f:
        f.truncate(MAX_SAVE_BYTES + 1)
    (info,) = store.list_slots()
    assert info.error == "too_large"


def test_a_bom_from_an_editor_still_loads(store: SaveStore) -> None:
    store.write_autosave(make_match())
    store.autosave_path.write_bytes(b"\xef\xbb\xbf" + store.autosave_path.read_bytes())
    res = store.load_autosave()
    assert res is not None and res.ok


# -- 11. CSV cells --------------------------------------------------------------------------
FORMULAS = ('=HYPERLINK("http://x","y")', "+1+1", "-2+3", "@SUM(A1)", "\tx", "\rx")


def test_csv_cells_never_start_a_formula(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(CLASSIC, MatchConfig.fixed(1), seed=4)
    meta = storage.begin(match, opponents=(FORMULAS[0], "medium"), player_name=FORMULAS[1])
    play(storage, match, meta, random.Random(4))
    conn = storage.stats._conn
    conn.execute("UPDATE matches SET rules = ?, mode = ?", (FORMULAS[3], FORMULAS[4]))
    conn.execute("UPDATE hands SET rules = ?, opponent_level = ?", (FORMULAS[2], FORMULAS[5]))
    for table in ("hands", "matches"):
        out = io.StringIO()
        assert storage.stats.export_csv(out, table=table) >= 1
        rows = list(csv.reader(io.StringIO(out.getvalue())))
        cells = [c for row in rows[1:] for c in row]
        assert ("'@SUM(A1)" if table == "matches" else "'-2+3") in cells
        for cell in cells:
            assert not cell.startswith(("=", "+", "@", "\t", "\r")), (table, cell)
            if cell.startswith("-"):
                int(cell)  # a negative number stays a number
    storage.close()


def _set_version(tmp_path: Path, version: int) -> None:
    conn = sqlite3.connect(tmp_path / "stats.sqlite3")
    conn.execute(f"PRAGMA user_version = {version}")
    conn.close()


def test_resuming_while_statistics_are_in_memory_keeps_the_saved_id(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    first, meta = new_match(storage, 1, hands=1)
    play(storage, first, meta, random.Random(1))
    match, meta = new_match(storage, 2, hands=3)
    assert meta.stats_match_id == 2
    rng = random.Random(2)
    meta = play(storage, match, meta, rng, max_actions=10)
    storage.close()

    _set_version(tmp_path, 99)
    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok and offer.meta.stats_match_id == 2
    meta = storage.accept_resume(offer)
    assert meta.stats_match_id == 1 and not meta.stats_persistent  # a row in memory
    meta = play(storage, offer.game, meta, rng, max_actions=5)  # type: ignore[arg-type]
    saved = json.loads(storage.paths.autosave_file.read_text("utf-8"))
    assert saved["meta"]["stats_match_id"] == 2  # the real row, for the next run
    storage.close()

    _set_version(tmp_path, SCHEMA_VERSION)
    storage = Storage.open(tmp_path, parts=PARTS)
    offer = storage.resume_offer()
    assert offer is not None and offer.ok
    meta = storage.accept_resume(offer)
    assert meta.stats_match_id == 2 and meta.stats_persistent
    storage.close()
