"""engine.bench runs end to end with tiny sizes (no timing assertions)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import best_arrangement, mask_of
from engine.tools import bench

REQUIRED = (
    "best_arrangement_us_median",
    "best_arrangement_meldy_us_median",
    "random_selfplay_hands_per_s",
    "medium_selfplay_hands_per_s",
    "random_selfplay_actions_per_s",
    "rummy_medium_selfplay_hands_per_s",
)


def _run(capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[dict[str, Any], str]:
    assert bench.main(["--hands", "5", "--samples", "50", "--json", *extra]) == 0
    out, err = capsys.readouterr()
    lines = out.strip().splitlines()
    assert len(lines) == 1, "--json prints exactly one line"
    return json.loads(lines[0]), err


def _positive(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and value > 0


def test_json_has_positive_figures(capsys: pytest.CaptureFixture[str]) -> None:
    data, _ = _run(capsys)
    for key in REQUIRED:
        assert _positive(data[key]), key
    assert isinstance(data["python"], str) and data["python"]
    assert isinstance(data["platform"], str) and data["platform"]
    assert _positive(data["cpu_count"])
    assert data["params"]["hands"] == 5
    assert data["params"]["samples"] == 50
    assert data["params"]["preset"] == "international"
    assert data["random_selfplay"]["hands"] == 5
    assert data["openspiel"] is None


def test_missing_openspiel_is_reported(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bench, "_load_pyspiel", lambda: None)
    data, err = _run(capsys, "--vs-openspiel")
    assert "pip install open-spiel" in err
    assert data["openspiel"] is None
    for key in REQUIRED:
        assert _positive(data[key]), key


def test_openspiel_comparison_when_installed(capsys: pytest.CaptureFixture[str]) -> None:
    if bench._load_pyspiel() is None:
        pytest.skip("open-spiel is not installed")
    data, _ = _run(capsys, "--vs-openspiel")
    for key in (
        "openspiel_min_deadwood_us_median",
        "openspiel_random_selfplay_hands_per_s",
        "openspiel_random_selfplay_actions_per_s",
        "selfplay_speed_ratio_vs_openspiel",
        "best_arrangement_ratio_vs_openspiel",
    ):
        assert _positive(data[key]), key
    assert data["openspiel"]["agreement"]["mismatches"] == 0


def test_table_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert bench.main(["--hands", "2", "--samples", "20"]) == 0
    out, _ = capsys.readouterr()
    assert "best_arrangement" in out and "hands/s" in out


@pytest.mark.parametrize("maker", [bench.make_random_hands, bench.make_meldy_hands])
def test_hands_are_distinct_ten_card_hands(maker: Any) -> None:
    hands = maker(random.Random(3), 300)
    masks = {mask_of(h) for h in hands}
    assert len(masks) == 300
    assert all(len(h) == 10 and mask_of(h).bit_count() == 10 for h in hands)


def test_meldy_hands_hold_at_least_two_melds() -> None:
    for hand in bench.make_meldy_hands(random.Random(4), 300):
        arr = best_arrangement(hand)
        assert sum(len(m) for m in arr.melds) >= 6
