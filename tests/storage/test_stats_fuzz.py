"""The statistics database fuzzed (:mod:`tests.storage.stats_fuzz`): single-bit flips
anywhere in a real database, and a few hostile rows of each family; every case reads
back right, sets the damaged rows aside with a code, refuses with a code, or moves the
damaged file aside — never a silent failure, never a row lost.  A bigger run:
``python -m tests.storage.stats_fuzz 3000``."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from tests.storage.stats_fuzz import FAMILIES, Base, make_base, run_family


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Base:
    return make_base(tmp_path_factory.mktemp("stats-fuzz"), full=False)


def test_single_bit_flips_never_fail_silently(
    base: Base, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    tally = run_family(base, tmp_path, "bit_flips", 300)
    assert tally.tried == 300 and tally.failures == [], tally.failures[:5]
    assert tally.lost == 0
    # the flips reach rows, not only free space: some are set aside, some files moved
    assert tally.outcomes["set_aside"] > 0 and tally.outcomes["moved"] > 0, tally.outcomes


def test_damaged_pages_never_fail_silently(
    base: Base, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    tally = run_family(base, tmp_path, "page_damage", 60)
    assert tally.failures == [] and tally.lost == 0, tally.failures[:5]


HOSTILE = [f for f in FAMILIES if f not in ("bit_flips", "page_damage")]


@pytest.mark.parametrize("family", HOSTILE)
def test_hostile_rows_are_set_aside_with_a_code(
    base: Base, tmp_path: Path, family: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.ERROR)
    tally = run_family(base, tmp_path, family, 6)
    assert tally.failures == [], tally.failures[:5]
    assert tally.outcomes["fine"] == 0  # every hostile value is found, none read as good
    assert tally.outcomes["set_aside"] + tally.outcomes["coded"] == 6, tally.outcomes
