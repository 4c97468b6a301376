"""``--deal-words TEXT`` unattended (docs/RULES.md D3): the first match is dealt from the
words mixed with the app's secret (``--seed N``: the secret), and its save says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.fairness import commitment_of, seed_from_words, verify_save
from tests.desktop.app.test_smoke import run_app


@pytest.mark.slow
def test_smoke_deals_the_first_match_from_the_words(tmp_path: Path) -> None:
    result = run_app(
        "--smoke",
        "--animations",
        "off",
        "--seed",
        "77",
        "--deal-words",
        " 梅花 ",
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    text = (tmp_path / "data" / "saves" / "autosave.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["seed"] == seed_from_words(77, "梅花")
    fair = doc["fairness"]
    assert (fair["words"], fair["secret"]) == ("梅花", 77)
    assert fair["commitment"] == commitment_of(77, fair["salt"])  # a fresh salt
    assert verify_save(text, "梅花").code == "not_revealed"  # the match goes on
    assert verify_save(text, "plum blossom").code == "words_changed"


def test_bad_deal_words_are_a_usage_error(tmp_path: Path) -> None:
    result = run_app("--smoke", "--deal-words", "a\tb", "--lang", "zh_CN", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "words_control" in result.stderr and "控制字符" in result.stderr
