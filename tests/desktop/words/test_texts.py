"""Every code the engine, the controller or the storage can send has words — in English
and in Chinese — and every format fills.

The codes are discovered from the sources (``code="..."`` and the errors' default codes
in ``engine/``, the controller's and the table's refusals, the storage layer's codes,
the settlement kinds and breakdown keys of ``engine/jinlami/scoring.py``), so a new code
without words fails here rather than showing "code …" to a player.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from engine import Action, Phase, parse_card
from engine.cards import DECK
from jinlami_desktop.games.jinlami import words as jinlami_words
from jinlami_desktop.games.rummy import words as rummy_words
from jinlami_desktop.words import texts
from jinlami_desktop.words.i18n import install_language

REPO = Path(__file__).resolve().parents[3]
CJK = re.compile(r"[\u3400-\u9fff]")


def _read(*parts: str) -> str:
    return (REPO.joinpath(*parts)).read_text(encoding="utf-8")


def engine_codes() -> set[str]:
    """Error codes named in the engine's sources: ``code="..."`` and ``default_code``."""
    found: set[str] = set()
    for path in (REPO / "engine").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found |= set(re.findall(r'code="([a-z_]+)"', text))
        found |= set(re.findall(r'default_code = "([a-z_]+)"', text))
    return found


def ui_codes() -> set[str]:
    """Refusal codes the controller and the table send (``_refuse("…")``,
    ``refused_here.emit("…")``, ``error_text("…")``, ``_why_illegal``'s fallback)."""
    found: set[str] = set()
    patterns = (
        r'_refuse\("([a-z_]+)"',
        r'refused_here\.emit\("([a-z_]+)"',
        r'error_text\("([a-z_]+)"',
        r'return "([a-z_]+)", \{\}',
    )
    for path in (REPO / "jinlami_desktop").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for pattern in patterns:
            found |= set(re.findall(pattern, text))
    return found


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


#: Codes of text input and save files: worded for the Save/Load dialog and messages.
SAVE_CODES = {
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
    "bad_save",
}


def result_kinds() -> set[str]:
    """Settlement kinds, as documented on ``Settlement.kind``, and a drawn hand."""
    line = re.search(r"kind: str\s*#([^\n]*)", _read("engine", "jinlami", "scoring.py"))
    assert line is not None
    return set(re.findall(r"\b([a-z][a-z0-9_]+)\b", line.group(1))) - {
        "jinlami",
        "international",
    } | {"draw"}


def breakdown_keys() -> set[str]:
    """The keys of a settlement's points breakdown in ``engine/jinlami/scoring.py``."""
    found = set(re.findall(r'\("([a-z_]+)", [A-Za-z_]', _read("engine", "jinlami", "scoring.py")))
    return found - {"knocker", "defender"}


def undercut_tiers() -> set[str]:
    from engine.jinlami.scoring import GIN_BASE

    return {"mi", *GIN_BASE}


ERROR_PARAMS = {"card": "7H", "deadwood": 12, "limit": 10, "phase": "draw", "action": "discard"}


def all_texts() -> dict[str, str]:
    """Every worded code in the language installed now, keyed by what it words."""
    out: dict[str, str] = {}
    for code in sorted(engine_codes() | ui_codes()):
        out[f"error {code}"] = texts.error_text(code, ERROR_PARAMS)
    for phase_name in ("offer", "draw", "discard", "declare", "layoff", "over"):
        params = dict(ERROR_PARAMS, phase=phase_name)
        out[f"error wrong_phase/{phase_name}"] = texts.error_text("wrong_phase", params)
    for code in sorted(storage_codes() | SAVE_CODES | set(texts.STORAGE_CODES)):
        out[f"storage {code}"] = texts.storage_error_text(code, {})
    for phase in Phase:
        out[f"phase {phase.value} (mine)"] = jinlami_words.phase_prompt(phase, True)
        out[f"phase {phase.value} (theirs)"] = jinlami_words.phase_prompt(phase, False)
    for kind in sorted(result_kinds() | set(jinlami_words.RESULT_KINDS)):
        out[f"result {kind}"] = jinlami_words.result_name(kind)
        out[f"result meaning {kind}"] = jinlami_words.result_description(kind)
    for tier in sorted(undercut_tiers()):
        out[f"undercut tier {tier}"] = jinlami_words.undercut_tier_name(tier)
    for key in sorted(breakdown_keys()):
        out[f"breakdown {key}"] = jinlami_words.breakdown_text(key, 7)
    for level in texts.BOT_LEVELS:
        out[f"level {level}"] = texts.level_name(level)
        out[f"seat {level}"] = texts.seat_name(level)
    out["seat you"] = texts.seat_name("you")
    for preset in (*jinlami_words.PRESET_NAMES, "custom"):
        out[f"preset {preset}"] = jinlami_words.preset_name(preset)
    for mode in ("fixed", "target", "game", "team", "hand"):
        out[f"mode {mode}"] = texts.mode_name(mode)
    for mode in ("fixed", "target", "game", "team"):
        out[f"mode line {mode}"] = jinlami_words.mode_text(mode, 8, 200, 20)
    for result in ("won", "lost", "drawn", "resigned", "abandoned", None):
        out[f"match result {result}"] = texts.match_result_name(result)
    for activity in ("thinking", "waiting", "laying_off", "idle", "duel"):
        out[f"activity {activity}"] = texts.activity_text(activity)
    for card in DECK:
        out[f"card {card}"] = texts.card_name(card)
    card = parse_card("TH")
    for kind in ("discard", "knock", "pass", "declare", "layoff", "end_layoff", "deal"):
        out[f"move {kind}"] = jinlami_words.move_text(kind, "", "Bot", card)
    for source in ("stock", "discard"):
        out[f"move draw/{source}"] = jinlami_words.move_text("draw", source, "Bot", card)
    for action in (
        Action.draw_stock(),
        Action.draw_discard(),
        Action.pass_(),
        Action.discard(card),
        Action.knock(card),
        Action.layoff(card, 0),
        Action.end_layoff(),
    ):
        out[f"hint {action.kind}"] = texts.hint_text(action)
    out["moved aside"] = texts.moved_aside_text("x.corrupt")
    return out


@pytest.fixture(scope="module")
def worded(qapp: QApplication) -> Iterator[tuple[dict[str, str], dict[str, str]]]:
    """(English, Chinese) words for every code; English is put back afterwards."""
    install_language(qapp, "en")
    english = all_texts()
    install_language(qapp, "zh_CN")
    try:
        chinese = all_texts()
    finally:
        install_language(qapp, "en")
    yield english, chinese


def _filled(text: str) -> bool:
    return bool(text.strip()) and "{" not in text and "%n" not in text and "(s)" not in text


def test_discovery_finds_the_codes() -> None:
    assert {"not_in_hand", "wrong_phase", "bad_card", "illegal_action", "bad_save"} <= (
        engine_codes()
    )
    assert {"not_your_turn", "draw_to_hand", "replay_mode", "illegal_action"} <= ui_codes()
    assert {"gin3", "gin2", "gin_dragon", "knock", "undercut", "gin", "draw"} <= result_kinds()
    assert {"gin_base", "knock_base", "undercut_penalty", "undercut_bonus"} <= breakdown_keys()
    assert {"disk_full", "permission_denied", "stats_corrupt", "newer_version"} <= (storage_codes())


def test_the_storage_codes_list_is_complete() -> None:
    assert storage_codes() <= set(texts.STORAGE_CODES)


def test_every_code_has_english_words(worded: tuple[dict[str, str], dict[str, str]]) -> None:
    english, _ = worded
    bad = {k: v for k, v in english.items() if not _filled(v) or CJK.search(v)}
    assert not bad, f"missing or unfilled English: {bad}"
    generic = {k: v for k, v in english.items() if "(code " in v}
    assert not generic, f"codes that fall back to the generic message: {generic}"


def test_every_code_has_chinese_words(worded: tuple[dict[str, str], dict[str, str]]) -> None:
    english, chinese = worded
    assert english.keys() == chinese.keys()
    bad = {
        k: v
        for k, v in chinese.items()
        if not _filled(v) or not CJK.search(v) or v == english[k] or "(code " in v
    }
    assert not bad, f"missing, English or unfilled Chinese: {bad}"


def test_game_terms_follow_the_glossary(worded: tuple[dict[str, str], dict[str, str]]) -> None:
    """docs/GLOSSARY.md: the named results and card names in both languages."""
    english, chinese = worded
    pairs = {
        "result gin3": ("Gin", "三金"),
        "result gin2": ("Double Gin", "二金"),
        "result gin_dragon": ("Gin Dragon", "金龙"),
        "result knock": ("Knock", "米胡"),
        "result undercut": ("Undercut", "诈胡"),
        "card TH": ("10 of hearts", "红心 10"),
        "card QS": ("queen of spades", "黑桃 Q"),
        "card AD": ("ace of diamonds", "方块 A"),
        "card 2C": ("2 of clubs", "梅花 2"),
    }
    for key, (en, zh) in pairs.items():
        assert (english[key], chinese[key]) == (en, zh), key
    assert "吃牌" in chinese["hint draw_discard"]
    assert "底牌" in chinese["hint draw_stock"]
    assert "贴" in chinese["hint layoff"]
    assert "换牌堆" in chinese["error discard_empty"]


def test_plurals_in_both_languages(qapp: QApplication) -> None:
    assert jinlami_words.mode_text("fixed", 1, 0, 0) == "1 hand, highest total wins"
    assert jinlami_words.mode_text("fixed", 8, 0, 0) == "8 hands, highest total wins"
    one = texts.error_text("over_knock_limit", {"deadwood": 1, "limit": 0})
    assert "1 point of deadwood" in one
    install_language(qapp, "zh_CN")
    try:
        assert jinlami_words.mode_text("fixed", 8, 0, 0) == "共 8 局，总分高者获胜"
    finally:
        install_language(qapp, "en")


def test_hint_and_move_lines() -> None:
    card = parse_card("TH")
    assert texts.card_name(card) == "10 of hearts"
    assert texts.card_symbol(card) == "♥10"
    assert texts.cards_text([card, parse_card("QS")]) == "♥10 ♠Q"
    assert texts.hint_text(Action.discard(card)) == "Hint: discard ♥10"
    assert jinlami_words.move_text("discard", "", "Bot", card) == "Bot discarded ♥10"
    assert jinlami_words.move_text("draw", "stock", "Bot", None) == "Bot drew from the stock"
    # The seat's own draw (its view knows the card) names it, as its seat marker does.
    assert jinlami_words.move_text("draw", "stock", "You", parse_card("QS")) == (
        "You drew ♠Q from the stock"
    )
    assert rummy_words.rummy_move_text("draw", "stock", "You", parse_card("QS")) == (
        "You drew ♠Q from the stock"
    )
    assert texts.error_text("not_in_hand", {"card": "TH"}) == ("♥10 is not in your hand")


def test_two_cards_of_different_suits_are_refused_as_too_few(qapp: QApplication) -> None:
    """Melding two cards says a meld needs three, not that their suits differ."""
    from engine import explain_meld, parse_cards

    refusal = explain_meld(parse_cards("5S 9H"))
    assert refusal is not None
    english = rummy_words.rummy_refusal_text(refusal.code, refusal.params)
    assert english == "A meld needs at least three cards"
    install_language(qapp, "zh_CN")
    try:
        chinese = rummy_words.rummy_refusal_text(refusal.code, refusal.params)
    finally:
        install_language(qapp, "en")
    assert chinese == "一个搭子至少要三张牌"
    assert "花色" not in chinese


def test_a_refused_knock_names_the_card_it_would_discard(qapp: QApplication) -> None:
    """The knock's deadwood is that of the dropped card, not the hand label's best
    discard: the refusal says which card it means, in both languages."""
    params = {"card": "9S", "deadwood": 14, "limit": 10}
    english = texts.error_text("over_knock_limit", params)
    assert english == (
        "Cannot knock discarding ♠9: that leaves 14 points of deadwood, above the limit of 10"
    )
    install_language(qapp, "zh_CN")
    try:
        chinese = texts.error_text("over_knock_limit", params)
        declared = texts.error_text("over_knock_limit", {"deadwood": 14, "limit": 10})
    finally:
        install_language(qapp, "en")
    assert "♠9" in chinese and "14" in chinese and "10" in chinese and CJK.search(chinese)
    assert "♠9" not in declared and "14" in declared  # declared melds name no card
