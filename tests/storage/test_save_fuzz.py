"""The save fuzzer: mutations of real saves of both games — truncation, byte
flips, wrong types per field, huge numbers, deep nesting, lone surrogates, BOMs, future
versions, duplicated keys, huge arrays — through ``engine.serialize.loads`` and through
``SaveStore`` (the autosave and a slot).  Only successful loads or coded errors the
player gets words for; a damaged file is moved aside with its code; a loaded game saves
again.  The machinery and the per-family counts: ``tests/storage/fuzz.py``.

``JINLAMI_FUZZ_CASES`` sets the cases per family of the normal run (default 150; a
third of that for huge arrays); the ``slow`` run tries four times as many with another
seed.  For a long run: ``JINLAMI_FUZZ_CASES=5000`` or ``python -m tests.storage.fuzz N``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from jinlami_desktop.storage.saves import SaveStore
from tests.storage import fuzz
from tests.storage.game_parts import PARTS

CASES = int(os.environ.get("JINLAMI_FUZZ_CASES", "150"))


@pytest.fixture(scope="module")
def saves() -> list[bytes]:
    return fuzz.base_saves()


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> SaveStore:
    monkeypatch.setattr(os, "fsync", lambda _fd: None)  # durability is not under test
    return SaveStore(tmp_path / "saves", parts=PARTS)


def _check(engine: fuzz.Tally, storage: fuzz.Tally, cases: int) -> None:
    assert engine.failures == [] and storage.failures == []
    assert engine.tried == storage.tried == cases
    assert engine.handled == engine.tried and storage.handled == storage.tried


def test_the_base_saves_load(saves: list[bytes], store: SaveStore) -> None:
    assert len(saves) >= 8
    for raw in saves:
        engine, storage = fuzz.Tally(), fuzz.Tally()
        fuzz.check_engine(raw, engine)
        fuzz.check_storage(store, raw, storage, slot=False)
        assert engine.loaded == storage.loaded == 1, (engine.failures, storage.failures)


#: Families whose every case walks arrays of 100,000 items: a third of the cases.
HEAVY = {"huge_arrays": 3}


@pytest.mark.slow
@pytest.mark.parametrize("family", list(fuzz.FAMILIES))
def test_mutated_saves_load_or_fail_with_a_code(
    family: str, saves: list[bytes], store: SaveStore
) -> None:
    cases = CASES // HEAVY.get(family, 1)
    engine, storage = fuzz.run_family(store, saves, family, cases)
    _check(engine, storage, cases)


#: A long soak, apart from the suite (which must stay within minutes):
#: ``JINLAMI_SOAK=1 python3 packaging/dev.py test -k many_more``.
SOAK = pytest.mark.skipif(not os.environ.get("JINLAMI_SOAK"), reason="a soak: set JINLAMI_SOAK=1")


@SOAK
@pytest.mark.slow
@pytest.mark.parametrize("family", list(fuzz.FAMILIES))
def test_many_more_mutations(family: str, saves: list[bytes], store: SaveStore) -> None:
    cases = CASES * 4 // HEAVY.get(family, 1)
    engine, storage = fuzz.run_family(store, saves, family, cases, seed=2929)
    _check(engine, storage, cases)
