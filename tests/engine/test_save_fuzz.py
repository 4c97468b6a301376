"""The engine half of the save fuzzer: real saves of both games and every kind,
mutated, through :func:`engine.serialize.loads` and :func:`engine.serialize.from_dict`.

Each case must either load — and then the loaded game saves, and that save loads back to
the very same text (and encodes as UTF-8) — or raise :class:`~engine.errors.SaveError`
with a code of the documented set.  Any other exception is a bug.

Families: truncation, byte flips, field deletions, wrong types per field, huge numbers,
deep nesting, lone surrogates, a UTF-8 BOM, future versions, duplicated keys, huge
arrays, damaged action texts.  The normal run tries a few thousand cases; set
``JINLAMI_FUZZ_CASES`` (cases per family and base save, default 45) for more, and the
``slow`` test tries five times as many.  ``python -m pytest -s`` prints the counts.
"""

from __future__ import annotations

import json
import math
import os
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from engine import HandState, Rules, RummyMatch, RummyRules, RummyState, SaveError, serialize
from engine.fairness import VERDICT_CODES, verify_save
from engine.jinlami.match import Match, MatchConfig, TeamMatch

#: Every code :func:`engine.serialize.loads` documents.
SAVE_CODES = frozenset(
    {
        "not_json",
        "not_a_save",
        "too_large",
        "newer_version",
        "bad_field",
        "replay_failed",
        "progress_mismatch",
    }
)

CASES = int(os.environ.get("JINLAMI_FUZZ_CASES", "45"))

Mutation = Callable[[random.Random, str], "str | bytes | dict[str, Any]"]


# -- real saves, by playing seeded games ------------------------------------------------------


def _play(state: Any, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))


def _play_match(match: Any, rng: random.Random, hands: int, moves: int) -> None:
    """Finish ``hands`` hands, then play ``moves`` moves of the next one."""
    for _ in range(hands):
        if match.is_over:
            return
        state = match.start_hand()
        while not state.is_over:
            match.apply(rng.choice(state.legal_actions()))
    if not match.is_over and moves:
        state = match.start_hand()
        for _ in range(moves):
            if state.is_over:
                break
            match.apply(rng.choice(state.legal_actions()))


@cache
def base_saves() -> dict[str, str]:
    """One save of each game and kind, as :func:`engine.serialize.dumps` writes them."""
    rng = random.Random(29)
    saves: dict[str, str] = {}
    m = Match(Rules.preset("classic"), MatchConfig.fixed(4), seed=11)
    _play_match(m, rng, 2, 9)
    saves["jinlami-match"] = serialize.dumps(m, {"opponent": "hard", "名字": "玩家"})
    g = Match(Rules.preset("international"), MatchConfig.game(), seed=12)
    _play_match(g, rng, 1, 5)
    saves["jinlami-game"] = serialize.dumps(g)
    t = TeamMatch(
        Rules.preset("jj"), (("you", "easy"), ("hard", "expert")), seed=13, hands_per_duel=1
    )
    for _ in range(2):
        duel = t.current
        assert duel is not None
        _play_match(duel[2], rng, 1, 0)
    duel = t.current
    assert duel is not None
    _play_match(duel[2], rng, 0, 4)
    saves["jinlami-team"] = serialize.dumps(t)
    h = HandState.new(Rules.preset("gin1909"), seed=14, dealer=1)
    _play(h, rng, 15)
    saves["jinlami-hand"] = serialize.dumps(h)
    r = RummyMatch(RummyRules(3), target=50, seed=15)
    _play_match(r, rng, 1, 12)
    saves["rummy-match"] = serialize.dumps(r, {"opponents": ["easy", "hard"]})
    for players in (2, 4):
        s = RummyState.new(RummyRules(players), seed=16 + players)
        _play(s, rng, 30)
        saves[f"rummy-hand-{players}p"] = serialize.dumps(s)
    fair = Match(Rules.preset("classic"), MatchConfig.fixed(3), seed=21, salt="ab" * 16)
    _play_match(fair, rng, 2, 0)
    assert fair.fairness is not None
    fair.fairness.end("resigned")  # committed and revealed: fairness, reveal and deals
    saves["jinlami-revealed"] = serialize.dumps(fair)
    committed = RummyMatch(RummyRules(2), target=50, seed=22, salt="cd" * 16)
    _play_match(committed, rng, 0, 8)
    saves["rummy-committed"] = serialize.dumps(committed)
    return saves


# -- mutations ------------------------------------------------------------------------------


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a parsed save (keys and list indices)."""
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out.extend(_paths(v, (*path, k)))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out.extend(_paths(v, (*path, i)))
    return out


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        doc = doc[p]
    return doc


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    """Put ``value`` at ``path`` (never the root: every path here is below it)."""
    assert path
    _get(doc, path[:-1])[path[-1]] = value


def _some_path(rng: random.Random, doc: Any) -> tuple[Any, ...]:
    return rng.choice(_paths(doc)[1:])


HOSTILE_VALUES: list[Any] = [
    None,
    -1,
    0,
    True,
    1.5,
    math.nan,
    math.inf,
    "",
    "x",
    "draw stock",
    [],
    {},
    [[]],
    {"a": 1},
    10**100,
    -(10**30),
    2**63,
    2**64,
    "x" * 5000,
]


def truncation(rng: random.Random, text: str) -> str | bytes:
    data = text.encode("utf-8")
    cut = data[: rng.randrange(len(data))]
    return cut if rng.random() < 0.5 else cut.decode("utf-8", "ignore")


def byte_flips(rng: random.Random, text: str) -> bytes:
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.choice((1, 1, 2, 3, 8))):
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
    return bytes(data)


def field_deletion(rng: random.Random, text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    for _ in range(rng.choice((1, 1, 2))):
        path = _some_path(rng, doc)
        parent = _get(doc, path[:-1])
        del parent[path[-1]]
    return doc


def wrong_type(rng: random.Random, text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    _set(doc, _some_path(rng, doc), rng.choice(HOSTILE_VALUES))
    return doc


def huge_number(rng: random.Random, text: str) -> str | dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    ints = [p for p in _paths(doc)[1:] if type(_get(doc, p)) is int]
    path = rng.choice(ints)
    if rng.random() < 0.3:  # more digits than Python reads from text
        marker = '"__HUGE__"'
        _set(doc, path, "__HUGE__")
        return json.dumps(doc).replace(marker, "9" * rng.choice((400, 5000)))
    _set(doc, path, rng.choice((2**63, 2**64, -(2**64), 10**100, 2**31, -1, 10**6)))
    return doc


def deep_nesting(rng: random.Random, text: str) -> str:
    doc = json.loads(text)
    depth = rng.choice((15, 21, 50, 1000, 100_000))
    marker = '"__DEEP__"'
    nested = (
        "[" * depth + "]" * depth if rng.random() < 0.5 else '{"a":' * depth + "1" + "}" * depth
    )
    _set(doc, _some_path(rng, doc), "__DEEP__")
    return json.dumps(doc).replace(marker, nested)


def lone_surrogate(rng: random.Random, text: str) -> str:
    doc = json.loads(text)
    strings = [p for p in _paths(doc)[1:] if isinstance(_get(doc, p), str)]
    path = rng.choice(strings)
    value = _get(doc, path)
    i = rng.randrange(len(value) + 1)
    surrogate = rng.choice(("\ud800", "\udfff", "\udc00x"))
    if rng.random() < 0.3 and isinstance(path[-1], str):  # in a key instead
        parent = _get(doc, path[:-1])
        parent[path[-1] + surrogate] = parent.pop(path[-1])
    else:
        _set(doc, path, value[:i] + surrogate + value[i:])
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5)


def bom(rng: random.Random, text: str) -> str | bytes:
    if rng.random() < 0.5:
        return b"\xef\xbb\xbf" + text.encode("utf-8")
    return "\ufeff" + text


def future_version(rng: random.Random, text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    doc["version"] = rng.choice((2, 3, 99, 10**6, 2**70, 0, -1, "1", 1.0, None, True))
    if rng.random() < 0.3:
        doc["format"] = rng.choice(("jinlami-save-2", "", None, 1))
    return doc


def duplicated_keys(rng: random.Random, text: str) -> str:
    doc = json.loads(text)
    key = rng.choice(sorted(doc))
    other = json.dumps(rng.choice([*HOSTILE_VALUES[:14], doc[key]]))
    body = json.dumps(doc)
    extra = f'"{key}": {other}, '
    return "{" + extra + body[1:] if rng.random() < 0.5 else body[:-1] + ", " + extra[:-2] + "}"


def huge_array(rng: random.Random, text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    lists = [p for p in _paths(doc)[1:] if isinstance(_get(doc, p), list)]
    path = rng.choice(lists or [("hands",)])
    n = rng.choice((100, 2_001, 5_001, 20_000))
    fillers: tuple[object, ...] = ([], "draw stock", "pass", 0, "undo")
    filler = rng.choice(fillers)
    _set(doc, path, [filler] * n)
    return doc


def damaged_action(rng: random.Random, text: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads(text)
    actions = [
        p
        for p in _paths(doc)[1:]
        if isinstance(_get(doc, p), str) and p[0] in ("hands", "duels") and len(p) >= 2
    ]
    if not actions:
        return doc
    path = rng.choice(actions)
    value: str = _get(doc, path)
    choice = rng.randrange(4)
    if choice == 0:
        chars = list(value)
        chars[rng.randrange(len(chars))] = rng.choice("AKQ1TSHDCx /-0 \t9")
        value = "".join(chars)
    elif choice == 1:
        value = rng.choice(
            ("layoff 5H 99", "layoff 5H -1", "meld", "declare", "declare -", "knock ZZ", "undo")
        )
    elif choice == 2:
        value = value + " " + value
    else:
        others = [_get(doc, p) for p in actions]
        value = rng.choice(others)
    _set(doc, path, value)
    return doc


FAMILIES: dict[str, Mutation] = {
    "truncation": truncation,
    "byte_flips": byte_flips,
    "field_deletion": field_deletion,
    "wrong_type": wrong_type,
    "huge_number": huge_number,
    "deep_nesting": deep_nesting,
    "lone_surrogate": lone_surrogate,
    "bom": bom,
    "future_version": future_version,
    "duplicated_keys": duplicated_keys,
    "huge_array": huge_array,
    "damaged_action": damaged_action,
}


# -- the property ---------------------------------------------------------------------------


def _load(case: str | bytes | dict[str, Any], rng: random.Random) -> Any:
    if isinstance(case, dict):
        if rng.random() < 0.5:
            return serialize.from_dict(case)
        try:
            text = json.dumps(case, ensure_ascii=False)
        except ValueError:
            return serialize.from_dict(case)
        return serialize.loads(
            text.encode("utf-8", "surrogatepass") if rng.random() < 0.3 else text
        )
    return serialize.loads(case)


def check_case(case: str | bytes | dict[str, Any], rng: random.Random) -> str:
    """``"loaded"`` or ``"refused"``; anything but a coded :class:`SaveError` fails, and
    :func:`engine.fairness.verify_save` answers every case with one of its codes."""
    text = case if not isinstance(case, dict) else json.dumps(case)
    assert verify_save(text).code in VERDICT_CODES
    try:
        game = _load(case, rng)
    except SaveError as exc:
        assert exc.code in SAVE_CODES, (exc.code, str(exc)[:200])
        assert len(str(exc)) <= 200, str(exc)[:300]
        return "refused"
    again = serialize.dumps(game)
    again.encode("utf-8")  # what a file would hold
    assert serialize.dumps(serialize.loads(again)) == again
    return "loaded"


def run_fuzz(families: list[str], per_family: int, seed: int) -> dict[str, Counter[str]]:
    """``per_family`` cases of each family on every base save; counts per family."""
    counts: dict[str, Counter[str]] = {name: Counter() for name in families}
    for base_name, text in base_saves().items():
        for family in families:
            mutate = FAMILIES[family]
            rng = random.Random(f"{seed}:{base_name}:{family}")
            for i in range(per_family):
                case = mutate(rng, text)
                try:
                    outcome = check_case(case, rng)
                except Exception as exc:  # report which case, then fail
                    raise AssertionError(
                        f"{family} #{i} of {base_name}: {type(exc).__name__}: {str(exc)[:300]}"
                    ) from exc
                counts[family][outcome] += 1
    return counts


def _print(counts: dict[str, Counter[str]]) -> None:
    for family, c in counts.items():
        tried = c["loaded"] + c["refused"]
        print(f"{family:16} tried {tried:6}  loaded {c['loaded']:6}  refused {c['refused']:6}")


def _without_meta(text: str) -> dict[str, Any]:
    """The save's document; ``meta`` is the caller's (the loader returns only the game)."""
    doc: dict[str, Any] = json.loads(text)
    doc["meta"] = {}
    return doc


def test_the_base_saves_load_back_identically() -> None:
    for text in base_saves().values():
        assert _without_meta(serialize.dumps(serialize.loads(text))) == _without_meta(text)


@pytest.mark.slow
@pytest.mark.parametrize("family", list(FAMILIES))
def test_mutated_saves_load_or_are_refused_with_a_code(family: str) -> None:
    counts = run_fuzz([family], CASES, seed=1)
    _print(counts)
    assert sum(counts[family].values()) == CASES * len(base_saves())


#: A long soak, apart from the suite (which must stay within minutes):
#: ``JINLAMI_SOAK=1 python3 packaging/dev.py test -k many_more``.
SOAK = pytest.mark.skipif(not os.environ.get("JINLAMI_SOAK"), reason="a soak: set JINLAMI_SOAK=1")


@SOAK
@pytest.mark.slow
def test_many_more_mutated_saves() -> None:
    _print(run_fuzz(list(FAMILIES), CASES * 5, seed=2))


def test_a_surrogate_is_a_coded_refusal_not_a_later_crash() -> None:
    text = base_saves()["jinlami-match"]
    with pytest.raises(SaveError) as err:
        serialize.loads(text.replace('"classic"', '"\\ud800"'))
    assert err.value.code == "bad_field"


def test_a_surrogate_in_the_meta_is_left_to_the_caller() -> None:
    """The meta is free-form and the caller's (storage cleans it); the game loads and
    saves again."""
    text = base_saves()["jinlami-match"]
    game = serialize.loads(text.replace('"hard"', '"\\ud800"'))
    assert serialize.loads(serialize.dumps(game)) is not None


def test_a_save_with_a_utf8_bom_loads() -> None:
    text = base_saves()["rummy-match"]
    for saved in ("\ufeff" + text, b"\xef\xbb\xbf" + text.encode("utf-8")):
        assert _without_meta(serialize.dumps(serialize.loads(saved))) == _without_meta(text)


def test_a_save_whose_meta_cannot_be_written_is_refused_when_saving() -> None:
    state = HandState.new(Rules(), seed=1)
    meta: dict[str, Any]
    for meta in ({"x": object()}, {"name": "\ud800"}, {"n": [math.nan] * 0 + [set()]}):
        with pytest.raises(SaveError) as err:
            serialize.dumps(state, meta)
        assert err.value.code == "bad_field"
    assert isinstance(serialize.loads(serialize.dumps(state, {"ok": ["名字", 1]})), HandState)
