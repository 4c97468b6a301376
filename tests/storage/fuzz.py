"""The save fuzzer's machinery: real saves of both games, mutated family by family, fed
through the engine's loader and the storage layer (``tests/storage/test_save_fuzz.py``
runs it; ``python -m tests.storage.fuzz [CASES]`` prints the counts per family).

Every case must end in a successful load or a *coded* error the player gets words for:
:class:`~engine.errors.SaveError` from ``engine.serialize.loads``, a
:class:`~jinlami_desktop.storage.saves.LoadResult` with its ``error_code`` from
``SaveStore`` — never another exception.  A damaged file is moved aside with its code;
a file that loads can be saved again (a lone surrogate must not break the autosave).
"""

from __future__ import annotations

import json
import logging
import os
import random
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import serialize
from engine.bot_spec import LEVELS
from engine.errors import SaveError
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules, RummyState
from jinlami_desktop.storage.save_meta import MAX_NAME_CHARS, MAX_OPPONENTS
from jinlami_desktop.storage.saves import Game, SaveMeta, SaveStore
from jinlami_desktop.words.texts import storage_error_text
from tests.storage.game_parts import PARTS
from tests.storage.helpers import advance, choose_action

Mutator = Callable[[random.Random, bytes], bytes]

_GENERIC = storage_error_text("__no_such_code__")


def known_code(code: str | None) -> bool:
    """A code the player gets words for (not the generic "code …" sentence)."""
    return bool(code) and storage_error_text(str(code)) != _GENERIC


# -- real saves of both games ---------------------------------------------------------------
def _rummy_match(players: int, seed: int, actions: int) -> RummyMatch:
    match = RummyMatch(RummyRules(players=players), 100, seed=seed)
    bots = [make_rummy_bot("medium", seed=seed * 10 + i) for i in range(players)]
    for _ in range(actions):
        if match.is_over:
            break
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return match


def _rummy_hand(players: int, seed: int, actions: int) -> RummyState:
    state = RummyState.new(RummyRules(players=players), seed=seed)
    bots = [make_rummy_bot("easy", seed=seed + i) for i in range(players)]
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return state


def _hand(seed: int, actions: int) -> HandState:
    state = HandState.new(Rules.preset("jj"), seed=seed, dealer=seed % 2)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(choose_action(state, rng))
    return state


def _team(seed: int, actions: int) -> TeamMatch:
    team = TeamMatch(
        Rules.preset("classic"), (("you", "easy"), ("medium", "hard")), seed=seed, hands_per_duel=2
    )
    rng = random.Random(seed)
    for _ in range(actions):
        duel = team.current
        if duel is None:
            break
        advance(duel[2], rng, 1)
    return team


def base_games() -> list[Game]:
    """A few real games of every kind the app saves, part-way through."""
    games: list[Game] = []
    for preset, seed, actions in (("classic", 3, 40), ("international", 4, 70), ("jj", 5, 15)):
        match = Match(Rules.preset(preset), MatchConfig.fixed(3), seed=seed)
        advance(match, random.Random(seed), actions)
        games.append(match)
    games += [_hand(6, 12), _team(7, 90)]
    games += [_rummy_match(2, 8, 40), _rummy_match(4, 9, 60), _rummy_hand(3, 10, 20)]
    return games


META = {
    "player_name": "玩家 😀",
    "opponents": ["medium", "hard", "easy"],
    "mode": "",
    "practice": False,
    "seat": 0,
    "stats_match_id": 12,
    "slot_name": "周末",
    "created": "2024-05-01T12:00:00+00:00",
    "updated": "2024-05-01T12:30:00+00:00",
    "finished": False,
}


def base_saves() -> list[bytes]:
    return [serialize.dumps(g, meta=dict(META)).encode("utf-8") for g in base_games()]


# -- mutations ------------------------------------------------------------------------------
def _doc(raw: bytes) -> Any:
    return json.loads(raw.decode("utf-8"))


def _dump(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path into the document (keys and indexes), the root's children first."""
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield (*prefix, k)
            yield from _paths(v, (*prefix, k))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:40]):  # long action lists: their first moves
            yield (*prefix, i)
            yield from _paths(v, (*prefix, i))


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _pick_path(rng: random.Random, doc: Any, top: float = 0.5) -> tuple[Any, ...]:
    paths = list(_paths(doc))
    shallow = [p for p in paths if len(p) <= 2]
    return rng.choice(shallow if shallow and rng.random() < top else paths)


def truncation(rng: random.Random, raw: bytes) -> bytes:
    return raw[: rng.randrange(len(raw))]


def byte_flips(rng: random.Random, raw: bytes) -> bytes:
    data = bytearray(raw)
    for _ in range(rng.randint(1, 8)):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8) if rng.random() < 0.7 else rng.randrange(256)
    return bytes(data)


WRONG: list[object] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    1.5,
    -0.0,
    "",
    "x",
    "中",
    [],
    [1],
    {},
    {"a": 1},
    [[]],
]


def wrong_types(rng: random.Random, raw: bytes) -> bytes:
    doc = _doc(raw)
    path = _pick_path(rng, doc, top=0.7)
    current = _get(doc, path)
    choices = [w for w in WRONG if type(w) is not type(current)]
    _set(doc, path, rng.choice(choices))
    return _dump(doc)


HUGE = [2**63, 2**63 - 1, 2**64, -(2**63) - 1, 10**30, -(10**30), 1e308, -1e308, 2**31, -1]


def huge_numbers(rng: random.Random, raw: bytes) -> bytes:
    doc = _doc(raw)
    numeric = [p for p in _paths(doc) if isinstance(_get(doc, p), int | float)]
    path = rng.choice(numeric or [_pick_path(rng, doc)])
    if rng.random() < 0.15:  # numbers JSON allows but Python refuses or spells oddly
        text = _dump(doc).decode("utf-8", "surrogatepass")
        token = rng.choice(["9" * rng.randint(400, 6000), "1e999", "-1e999", "NaN", "Infinity"])
        key = json.dumps(path[-1]) if isinstance(path[-1], str) else None
        if key is not None:
            return re.sub(
                rf"({re.escape(key)}: )-?[0-9.eE+-]+", rf"\g<1>{token}", text, count=1
            ).encode("utf-8", "surrogatepass")
    _set(doc, path, rng.choice(HUGE))
    return _dump(doc)


def deep_nesting(rng: random.Random, raw: bytes) -> bytes:
    depth = rng.choice([19, 20, 21, 50, 1000, 100_000])
    opener, closer = ("[", "]") if rng.random() < 0.5 else ('{"a":', "}")
    nested = opener * depth + "1" + closer * depth
    doc = _doc(raw)
    path = _pick_path(rng, doc)
    _set(doc, path, "\x00NEST\x00")
    text = _dump(doc).decode("utf-8", "surrogatepass")
    return text.replace('"\\u0000NEST\\u0000"', nested, 1).encode("utf-8", "surrogatepass")


def surrogates(rng: random.Random, raw: bytes) -> bytes:
    doc = _doc(raw)
    strings = [p for p in _paths(doc) if isinstance(_get(doc, p), str)]
    meta_strings = [p for p in strings if p[0] == "meta"]
    for _ in range(rng.randint(1, 3)):
        pool = meta_strings if meta_strings and rng.random() < 0.6 else strings
        path = rng.choice(pool)
        value = _get(doc, path)
        lone = rng.choice(["\ud800", "\udfff", "\udc00\ud800", "\ud83d"])
        i = rng.randint(0, len(value))
        _set(doc, path, value[:i] + lone + value[i:])
    if rng.random() < 0.3:  # a surrogate in a key of the meta, too
        doc.setdefault("meta", {})["k\ud800"] = "v\udfff"
    return json.dumps(doc, ensure_ascii=True).encode("ascii")


def bom(rng: random.Random, raw: bytes) -> bytes:
    kind = rng.randrange(4)
    if kind == 0:
        return b"\xef\xbb\xbf" + raw
    if kind == 1:
        return "\ufeff".encode("utf-16") + raw.decode("utf-8").encode("utf-16-le")
    if kind == 2:
        return b"\xef\xbb\xbf\xef\xbb\xbf" + raw
    return raw.decode("utf-8").encode("utf-32")


def future_versions(rng: random.Random, raw: bytes) -> bytes:
    doc = _doc(raw)
    kind = rng.randrange(5)
    if kind == 0:
        doc["version"] = serialize.VERSION + rng.choice([1, 2, 99, 10**6])
    elif kind == 1:
        doc["version"] = rng.choice([0, -1, serialize.VERSION - 1, str(serialize.VERSION)])
    elif kind == 2:
        doc["format"] = rng.choice(["jinlami-save-2", "", "x" * 1000, None])
    elif kind == 3:
        doc["game"] = rng.choice(["poker", "", None, "RUMMY", "jinlami\x00"])
    else:
        doc["version"] = serialize.VERSION + 1
        doc["new_field"] = {"from": "the future"}
    return _dump(doc)


def duplicated_keys(rng: random.Random, raw: bytes) -> bytes:
    """A key twice: before the real one (JSON keeps the last: the real one wins) or, at
    the top level, after everything (the duplicate wins)."""
    text = raw.decode("utf-8")
    value = json.dumps(rng.choice([*WRONG, *HUGE[:4], serialize.VERSION + 1, "rummy"]))
    if rng.random() < 0.5:
        key = rng.choice(list(_doc(raw)))
        end = text.rstrip().rindex("}")
        return (text[:end] + f', "{key}": {value}' + text[end:]).encode("utf-8")
    keys = re.findall(r'"([a-z_]+)": ', text)
    key = rng.choice(keys)
    where = rng.choice([m.start() for m in re.finditer(rf'"{key}": ', text)])
    return (text[:where] + f'"{key}": {value}, ' + text[where:]).encode("utf-8")


def huge_arrays(rng: random.Random, raw: bytes) -> bytes:
    doc = _doc(raw)
    kind = rng.randrange(5)
    if kind == 0 and "hands" in doc:
        doc["hands"] = [[] for _ in range(rng.choice([2_000, 2_001, 50_000]))]
    elif kind == 1 and "hands" in doc and doc["hands"]:
        doc["hands"][-1] = doc["hands"][-1] + ["d 5C"] * rng.choice([5_001, 20_000])
    elif kind == 2:
        doc.setdefault("meta", {})["opponents"] = ["medium"] * rng.choice([9, 10_000])
    elif kind == 3:
        doc.setdefault("meta", {})["player_name"] = "名" * rng.choice([81, 100_000])
    else:
        lists = [p for p in _paths(doc) if isinstance(_get(doc, p), list)]
        path = rng.choice(lists) if lists else ("extra",)
        _set(doc, path, [0] * rng.choice([1_000, 100_000]))
    return _dump(doc)


FAMILIES: dict[str, Mutator] = {
    "truncation": truncation,
    "byte_flips": byte_flips,
    "wrong_types": wrong_types,
    "huge_numbers": huge_numbers,
    "deep_nesting": deep_nesting,
    "surrogates": surrogates,
    "bom": bom,
    "future_versions": future_versions,
    "duplicated_keys": duplicated_keys,
    "huge_arrays": huge_arrays,
}


# -- running --------------------------------------------------------------------------------
@dataclass
class Tally:
    """One family's outcome: cases tried, loaded, refused with a coded error."""

    tried: int = 0
    loaded: int = 0
    coded: int = 0
    codes: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    @property
    def handled(self) -> int:
        return self.loaded + self.coded


def check_engine(data: bytes, tally: Tally) -> None:
    """``serialize.loads`` returns a game or raises a coded :class:`SaveError`."""
    try:
        serialize.loads(data)
    except SaveError as exc:
        if known_code(exc.code):
            tally.coded += 1
            tally.codes[exc.code] = tally.codes.get(exc.code, 0) + 1
        else:
            tally.failures.append(f"engine: unknown code {exc.code!r}")
    except Exception as exc:
        tally.failures.append(f"engine: {exc!r}"[:300])
    else:
        tally.loaded += 1


def check_storage(store: SaveStore, data: bytes, tally: Tally, slot: bool) -> None:
    """The storage layer loads the file or moves it aside with a known code; a loaded
    game saves again; a slot's header is listed without an exception."""
    path = store.slots_dir / "fuzz.json" if slot else store.autosave_path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    try:
        if slot:
            store.list_slots()
            result = store.load_slot("fuzz")
        else:
            found = store.load_autosave()
            assert found is not None
            result = found
        if result.ok:
            assert result.game is not None
            meta = result.meta
            assert isinstance(meta, SaveMeta)
            mid = meta.stats_match_id
            assert mid is None or 1 <= mid < 2**63, mid  # a row id SQLite can hold
            assert 0 <= meta.seat < 4 and len(meta.opponents) <= MAX_OPPONENTS
            assert all(o.split("#")[0].split(":")[0] in LEVELS for o in meta.opponents)
            assert len(meta.player_name) <= MAX_NAME_CHARS >= len(meta.slot_name)
            store.write_autosave(result.game, meta)  # never UnicodeEncodeError
            tally.loaded += 1
        elif known_code(result.error_code):
            moved = result.moved_to
            if result.error_code not in ("read_failed", "permission_denied", "not_found"):
                if moved is None or not moved.exists() or path.exists():
                    tally.failures.append(f"storage: {result.error_code} not moved aside")
                    return
                moved.unlink()
            tally.coded += 1
            code = str(result.error_code)
            tally.codes[code] = tally.codes.get(code, 0) + 1
        else:
            tally.failures.append(f"storage: unknown code {result.error_code!r}")
    except Exception as exc:
        tally.failures.append(f"storage: {exc!r}"[:300])
    finally:
        for leftover in (path, store.autosave_path):
            if leftover.exists():
                leftover.unlink()


def run_family(
    store: SaveStore, saves: list[bytes], name: str, cases: int, seed: int = 29
) -> tuple[Tally, Tally]:
    """``cases`` mutations of one family, each through the engine and through storage
    (alternately as the autosave and as a slot).  Returns (engine, storage) tallies."""
    mutate = FAMILIES[name]
    rng = random.Random(f"{seed}:{name}")
    engine_tally, storage_tally = Tally(), Tally()
    for i in range(cases):
        base = saves[i % len(saves)]
        try:
            data = mutate(rng, base)
        except Exception as exc:  # a mutator that cannot apply to this save
            data = base + str(exc).encode()
        engine_tally.tried += 1
        check_engine(data, engine_tally)
        storage_tally.tried += 1
        check_storage(store, data, storage_tally, slot=i % 2 == 1)
    return engine_tally, storage_tally


def run(
    store: SaveStore, saves: list[bytes], cases: int, seed: int = 29
) -> dict[str, tuple[Tally, Tally]]:
    """Every family, ``cases`` mutations each."""
    return {name: run_family(store, saves, name, cases, seed) for name in FAMILIES}


def main(argv: list[str]) -> int:
    """Print the counts per family (``CASES`` per family, default 500)."""
    import tempfile

    cases = int(argv[0]) if argv else 500
    logging.disable(logging.WARNING)  # every damaged file is logged: thousands of lines
    os.fsync = lambda fd: None  # durability is not under test: no disk flush per case
    saves = base_saves()
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp) / "saves", parts=PARTS)
        started = time.perf_counter()
        results = run(store, saves, cases)
        took = time.perf_counter() - started
    bad = 0
    print(f"{'family':16} {'tried':>6} {'loaded':>7} {'coded':>6} {'failed':>6}  codes")
    for name, (eng, sto) in results.items():
        for where, t in (("engine", eng), ("storage", sto)):
            bad += len(t.failures)
            codes = ", ".join(f"{c} {n}" for c, n in sorted(t.codes.items()))
            print(
                f"{name + ' ' + where[0]:16} {t.tried:6} {t.loaded:7} {t.coded:6} "
                f"{len(t.failures):6}  {codes}"
            )
            for failure in t.failures[:3]:
                print("    ", failure)
    print(f"{took:.1f} s, {bad} failures")
    return 1 if bad else 0


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main(sys.argv[1:]))
