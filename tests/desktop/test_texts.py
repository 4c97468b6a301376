"""Every code the engine or the controller can send has words, and every format fills."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import Action, Phase, parse_card
from jinlami_desktop import texts

REPO = Path(__file__).resolve().parents[2]


def engine_codes() -> set[str]:
    """Error codes named in the engine's sources (code="...")."""
    found: set[str] = set()
    for path in (REPO / "engine").rglob("*.py"):
        found |= set(re.findall(r'code="([a-z_]+)"', path.read_text(encoding="utf-8")))
    return found


CONTROLLER_CODES = {
    "not_your_turn",
    "no_match",
    "not_a_target",
    "draw_to_hand",
    "not_defending",
    "illegal_action",
}
GAME_CODES = {
    "wrong_phase",
    "hand_over",
    "discard_empty",
    "stock_only",
    "no_card",
    "not_in_hand",
    "just_taken",
    "over_knock_limit",
    "duplicate_card",
    "not_a_meld",
    "no_such_meld",
    "does_not_fit",
    "no_hand",
    "match_over",
    "hand_in_play",
    "cannot_knock",
    "bad_layoff",
}


@pytest.mark.parametrize("code", sorted(GAME_CODES | CONTROLLER_CODES))
def test_every_code_has_plain_words(code: str) -> None:
    text = texts.error_text(
        code, {"card": "7H", "deadwood": 12, "limit": 10, "phase": "draw", "action": "discard"}
    )
    assert text and "{" not in text
    if code != "illegal_action":
        assert "code" not in text, f"{code} falls back to the generic message"


#: Codes of text input and save files: worded for the Save/Load dialog and messages.
INPUT_AND_SAVE_CODES = {
    "bad_action_text",
    "bad_field",
    "hand_size",
    "meld_too_short",
    "newer_version",
    "not_a_save",
    "not_json",
    "progress_mismatch",
    "replay_failed",
    "unknown_preset",
}


def test_the_engine_codes_that_reach_the_table_are_all_worded() -> None:
    missing = engine_codes() - INPUT_AND_SAVE_CODES - GAME_CODES
    assert not missing, f"engine codes without words in texts.py: {sorted(missing)}"


def storage_codes() -> set[str]:
    """Codes the storage layer documents in ``storage/errors.py`` (``code`` in backticks)
    and passes to ``StorageError`` in its sources."""
    from jinlami_desktop.storage import errors

    found = set(re.findall(r"``([a-z_]+)``", errors.__doc__ or "")) - {"code", "params"}
    for path in (REPO / "jinlami_desktop" / "storage").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'StorageError\([^)]*?"[^"]*", "([a-z_]+)"', text, re.S))
        found |= set(re.findall(r'error(?:_code)?="([a-z_]+)"', text))
    return found


@pytest.mark.parametrize(
    "code", sorted(storage_codes() | INPUT_AND_SAVE_CODES | set(texts.STORAGE_CODES))
)
def test_every_storage_and_save_code_has_plain_words(code: str) -> None:
    text = texts.storage_error_text(code, {})
    assert text and "{" not in text
    assert "code" not in text, f"{code} falls back to the generic message"


def test_the_storage_codes_list_is_complete() -> None:
    assert storage_codes() <= set(texts.STORAGE_CODES)
    assert {"disk_full", "permission_denied", "stats_corrupt", "newer_version"} <= storage_codes()


def test_phase_prompts_and_results() -> None:
    for phase in Phase:
        assert texts.phase_prompt(phase, True)
        assert texts.phase_prompt(phase, False)
    for kind in ("gin3", "gin2", "gin_dragon", "knock", "undercut", "gin", "draw"):
        assert texts.result_name(kind) != kind
    for key in (
        "gin_base",
        "defender_deadwood",
        "knock_base",
        "deadwood_difference",
        "undercut_penalty",
        "undercut_bonus",
    ):
        assert "{" not in texts.breakdown_text(key, 7)


def test_hint_and_move_lines() -> None:
    card = parse_card("TH")
    assert texts.card_name(card) == "♥10"
    assert "♥10" in texts.hint_text(Action.discard(card))
    assert texts.hint_text(Action.draw_stock())
    assert "♥10" in texts.move_text("discard", "", "Bot", card)
    assert texts.move_text("draw", "stock", "Bot", None)
