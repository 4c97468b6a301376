"""Every kept save is inflated within the loader's size limit, and only when it is
asked for: a decompression bomb in the fairness ledger is refused with a code
(``too_large``), never inflated whole, and listing the history inflates nothing."""

from __future__ import annotations

import sqlite3
import zlib
from pathlib import Path

import pytest

from engine.errors import SaveError
from jinlami_desktop.model.fairness import MAX_INFLATED_BYTES, pack_save, unpack_save
from jinlami_desktop.statistics.verify_match import verify_recorded
from jinlami_desktop.storage.save_files import MAX_SAVE_BYTES
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.game_parts import PARTS
from tests.storage.helpers import count_inflations
from tests.storage.stats_fuzz import build_database

BOMB = zlib.compress(b" " * (MAX_INFLATED_BYTES * 4), 9)  # a few KB → 16 MB


def test_the_limit_is_the_loaders() -> None:
    assert MAX_INFLATED_BYTES == MAX_SAVE_BYTES


def test_a_save_within_the_limit_comes_back() -> None:
    text = '{"format": "jinlami-save-1", "名": "' + "x" * 10_000 + '"}'
    assert unpack_save(pack_save(text)) == text
    edge = "y" * MAX_INFLATED_BYTES
    assert unpack_save(pack_save(edge)) == edge


@pytest.mark.parametrize(
    ("blob", "code"),
    [
        (BOMB, "too_large"),
        (pack_save("z" * (MAX_INFLATED_BYTES + 1)), "too_large"),
        (pack_save("abc")[:-3], "not_json"),
        (b"not deflate", "not_json"),
        (zlib.compress(b"\xff\xfe"), "not_json"),
        (None, "not_json"),
        (b"", "not_json"),
    ],
)
def test_a_blob_beyond_the_limit_or_damaged_is_refused_with_a_code(
    blob: bytes | None, code: str
) -> None:
    with pytest.raises(SaveError) as refused:
        unpack_save(blob)
    assert refused.value.code == code


def test_the_inflater_never_makes_more_than_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[int] = []
    real = zlib.decompressobj

    class Counting:
        def __init__(self) -> None:
            self.inner = real()

        def decompress(self, data: bytes, max_length: int = 0) -> bytes:
            assert 0 < max_length <= MAX_INFLATED_BYTES
            out = self.inner.decompress(data, max_length)
            made.append(len(out))
            return out

        def __getattr__(self, name: str) -> object:
            return getattr(self.inner, name)

    monkeypatch.setattr(zlib, "decompressobj", Counting)
    with pytest.raises(SaveError):
        unpack_save(BOMB)
    assert made and sum(made) <= MAX_INFLATED_BYTES


def _bomb_in_the_ledger(path: Path) -> int:
    build_database(path)
    conn = sqlite3.connect(path, isolation_level=None)
    mid = int(
        conn.execute("SELECT min(match_id) FROM fairness WHERE revealed IS NOT NULL").fetchone()[0]
    )
    conn.execute("UPDATE fairness SET save_z = ?, row_sum = NULL WHERE match_id = ?", (BOMB, mid))
    conn.close()
    return mid


def test_listing_matches_inflates_no_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mid = _bomb_in_the_ledger(tmp_path / "stats.sqlite3")
    stats = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    inflated = count_inflations(monkeypatch)
    row = stats.fairness(mid)  # what the history asks of every listed match
    assert row is not None and row.is_revealed and inflated == []
    found = verify_recorded(stats, mid)  # the player asks: now, and bounded
    assert found is not None and len(inflated) == 1
    _row, verdict = found
    assert not verdict.ok and verdict.code == "bad_save"
    assert verdict.params == {"reason": "too_large"}
    stats.close()


def test_a_real_kept_save_still_verifies(tmp_path: Path) -> None:
    build_database(tmp_path / "stats.sqlite3")
    stats = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    verdicts = [verify_recorded(stats, mid) for mid in range(1, 5)]
    assert any(v is not None and v[1].ok for v in verdicts)
    stats.close()
