"""Oklahoma Gin against OpenSpiel's ``gin_rummy`` (docs/RULES.md E4): the same deals
and moves, every difference explained by a documented one (``tests/engine/openspiel_diff``).

Runs when ``pyspiel`` imports here, or in a subprocess when ``OPENSPIEL_PYTHON`` names a
Python that has it (e.g. a separate venv: OpenSpiel is no dependency of the project);
skipped otherwise.  The meld splitting it needs is checked everywhere."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
from pathlib import Path

import pytest

from engine.cards import cards_from_mask, parse_cards
from tests.engine.openspiel_diff import DIFFERENCES, _os_pieces

REPO = Path(__file__).resolve().parents[2]
RULES_DOC = REPO / "docs/RULES.md"


def _mask(text: str) -> int:
    return sum(c.mask for c in parse_cards(text))


def _pieces(text: str) -> list[str]:
    return [" ".join(str(c) for c in cards_from_mask(m)) for m in _os_pieces(_mask(text))]


def test_long_runs_are_laid_as_openspiels_melds_of_three_to_five() -> None:
    assert _pieces("3S 4S 5S 6S 7S") == ["3S 4S 5S 6S 7S"]  # OpenSpiel has it whole
    assert _pieces("9H 9S 9D 9C") == ["9S 9H 9D 9C"]
    assert _pieces("AS 2S 3S 4S 5S 6S") == ["AS 2S 3S", "4S 5S 6S"]
    assert _pieces("4D 5D 6D 7D 8D 9D TD") == ["4D 5D 6D", "7D 8D 9D TD"]
    assert _pieces("AC 2C 3C 4C 5C 6C 7C 8C 9C TC") == [
        "AC 2C 3C",
        "4C 5C 6C",
        "7C 8C 9C TC",
    ]
    for n in range(6, 12):
        run = " ".join(f"{r}H" for r in "A23456789TJQK"[:n])
        sizes = [len(p.split()) for p in _pieces(run)]
        assert sum(sizes) == n and all(3 <= s <= 5 for s in sizes)


def _report(hands: int) -> dict[str, object]:
    if importlib.util.find_spec("pyspiel") is not None:
        from tests.engine.openspiel_diff import run

        return run(hands, seed=7, bots=("medium", "easy"))
    python = os.environ.get("OPENSPIEL_PYTHON")
    if not python:
        pytest.skip("OpenSpiel (pyspiel) is not installed; OPENSPIEL_PYTHON names none")
    command = ["-m", "tests.engine.openspiel_diff", str(hands), "--seed", "7", "--json"]
    out = subprocess.run(
        [python, *command, "--bots", "medium,easy"],
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert out.returncode in (0, 1), out.stderr
    report: dict[str, object] = json.loads(out.stdout)
    return report


@pytest.mark.slow
def test_every_difference_from_openspiel_is_a_documented_one() -> None:
    report = _report(400)
    assert report["bugs"] == [], report["bugs"]
    kinds = report["kinds"]
    assert isinstance(kinds, dict) and {"knock", "gin"} <= set(kinds)
    explained = report["explained"]
    assert isinstance(explained, dict) and set(explained) <= set(DIFFERENCES)
    assert explained.get("spade_double", 0) > 0  # a quarter of the up-cards are spades
    assert explained.get("knock_card_cap", 0) == 32  # 6 to K, when capped at 5
    assert report["upcards_checked"] == 104
    assert isinstance(report["same_score"], int) and report["same_score"] > 200


def test_the_differences_are_documented_in_the_rules() -> None:
    rules = RULES_DOC.read_text(encoding="utf-8")
    section = rules[rules.index("Differences from OpenSpiel") :]
    for name in DIFFERENCES:
        assert f"`{name}`" in section, name
