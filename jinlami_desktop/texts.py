"""Every word the engine's codes turn into, in one place.

The engine speaks in codes (error codes, phases, settlement kinds, bot levels); the
UI turns them into sentences here, through ``QCoreApplication.translate`` with the
context ``"texts"``, so the translation issue finds them all in one file and no
sentence is ever built by concatenation.  Functions are called at display time, so a
language switch only needs a redraw.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from engine import Card, Phase

__all__ = [
    "BOT_LEVELS",
    "PRESET_NAMES",
    "STORAGE_CODES",
    "activity_text",
    "breakdown_text",
    "card_name",
    "cards_text",
    "date_text",
    "error_text",
    "level_name",
    "match_result_name",
    "mode_name",
    "moved_aside_text",
    "opponents_text",
    "phase_prompt",
    "preset_name",
    "result_name",
    "seat_name",
    "storage_error_text",
]

BOT_LEVELS = ("easy", "medium", "hard", "expert")
PRESET_NAMES = ("classic", "jj", "gin1909", "international")


def _t(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("texts", text, None, n)


def level_name(level: str) -> str:
    """A bot level as shown in menus and on the table."""
    names = {
        "easy": _t("Easy"),
        "medium": _t("Medium"),
        "hard": _t("Hard"),
        "expert": _t("Expert"),
    }
    return names.get(level, level)


def preset_name(name: str) -> str:
    names = {
        "classic": _t("Classic (dealer gets 11, knock ≤ 10)"),
        "jj": _t("JJ (up-card, knock ≤ 5)"),
        "gin1909": _t("1909 (up-card to the non-dealer)"),
        "international": _t("International Gin Rummy"),
        "custom": _t("Custom"),
    }
    return names.get(name, name)


def seat_name(player: str) -> str:
    """``"you"`` or a bot level, as a name at the table."""
    if player == "you":
        return _t("You")
    return _t("Bot ({level})").format(level=level_name(player))


_SUITS = {0: "♠", 1: "♥", 2: "♦", 3: "♣"}


def card_name(card: Card) -> str:
    """Short card name for the status line: rank and suit symbol (e.g. ♥10)."""
    rank = "A23456789TJQK"[card.rank]
    ranks = {"T": "10"}
    return _t("{suit}{rank}").format(suit=_SUITS[card.suit], rank=ranks.get(rank, rank))


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    """Cards separated by spaces (symbols are not words; nothing to translate)."""
    return " ".join(card_name(c) for c in cards)


def phase_prompt(phase: Phase, my_turn: bool) -> str:
    """What the player should do now (the 'whose turn' line)."""
    if not my_turn:
        if phase is Phase.OVER:
            return _t("The hand is over")
        return _t("Opponent's turn")
    prompts = {
        Phase.OFFER: _t("Your turn: take the up-card or pass"),
        Phase.DRAW: _t("Your turn: draw from the stock or the discard pile"),
        Phase.DISCARD: _t("Your turn: discard a card, or drop it on the knock area"),
        Phase.DECLARE: _t("Your turn: choose how to show your melds"),
        Phase.LAYOFF: _t("Lay off cards on the knocker's melds, then press Done"),
        Phase.OVER: _t("The hand is over"),
    }
    return prompts[phase]


def activity_text(activity: str) -> str:
    """What a bot is doing, for the always-visible bot line."""
    texts = {
        "thinking": _t("thinking…"),
        "waiting": _t("waiting for you"),
        "laying_off": _t("laying off"),
        "idle": _t("idle"),
        "duel": _t("playing a duel"),
    }
    return texts.get(activity, activity)


def _action_word(kind: str) -> str:
    words = {
        "draw_stock": _t("Drawing from the stock"),
        "draw_discard": _t("Taking the discard"),
        "pass": _t("Passing"),
        "discard": _t("Discarding"),
        "knock": _t("Knocking"),
        "declare": _t("Showing melds"),
        "layoff": _t("Laying off"),
        "end_layoff": _t("Ending the layoff"),
    }
    return words.get(kind, kind)


def error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """An engine or controller refusal in plain words (the status line after a bad drop)."""
    p = dict(params or {})
    card = p.get("card", "")
    if code == "wrong_phase":
        action = _action_word(str(p.get("action", "")))
        phase = str(p.get("phase", ""))
        reasons = {
            "offer": _t("{action} is not possible now: take the up-card or pass first"),
            "draw": _t("{action} is not possible now: draw a card first"),
            "discard": _t("{action} is not possible now: you have drawn, now discard"),
            "declare": _t("{action} is not possible now: the melds must be shown first"),
            "layoff": _t("{action} is not possible now: laying off is in progress"),
            "over": _t("{action} is not possible now: the hand is over"),
        }
        return reasons.get(phase, _t("{action} is not possible now")).format(action=action)
    texts = {
        "not_your_turn": _t("Wait: it is not your turn"),
        "hand_over": _t("The hand is over"),
        "discard_empty": _t("The discard pile is empty"),
        "stock_only": _t("Both players passed the up-card: draw from the stock"),
        "no_card": _t("No card was chosen"),
        "not_in_hand": _t("{card} is not in your hand"),
        "just_taken": _t("{card} was just taken from the discard pile: keep it this turn"),
        "over_knock_limit": _t(
            "Cannot knock: that leaves {deadwood} points of deadwood, above the limit of {limit}"
        ),
        "cannot_knock": _t("Cannot knock: no arrangement is within the knock limit of {limit}"),
        "duplicate_card": _t("A card is used twice"),
        "not_a_meld": _t("Those cards are not a set or a run (the ace is low only)"),
        "no_such_meld": _t("There is no meld there"),
        "does_not_fit": _t("{card} does not fit on that meld"),
        "bad_layoff": _t("Those cards cannot be laid off on the knocker's melds"),
        "no_hand": _t("No hand is in play: deal the next hand"),
        "match_over": _t("The match is over: start a new match"),
        "hand_in_play": _t("A hand is still in play"),
        "no_match": _t("No match is running: start a new match"),
        "busy": _t("Wait a moment: the bot is moving"),
        "not_a_target": _t("Drop the card on the discard pile, the knock area or your hand"),
        "draw_first": _t("Draw a card first: drag it from the stock or the discard pile"),
        "no_layoff_target": _t("Only the knocker's melds take cards now"),
        "not_defending": _t("Only the defender lays off"),
        "draw_to_hand": _t("To draw, drop the card on your hand"),
        "bad_action_text": _t("A move could not be read"),
        "hand_size": _t("The hand has the wrong number of cards"),
        "meld_too_short": _t("A meld needs at least three cards"),
        "unknown_preset": _t("These rules are not known to this version of the game"),
        "replay_mode": _t("This is a replay: close it to play on"),
        "bad_card": _t("A card could not be read"),
        "bad_rules": _t("The rule options are not valid"),
    }
    text = texts.get(code)
    if text is None:
        return _t("That move is not allowed (code {code})").format(code=code)
    card_text = card
    if isinstance(card, str) and card:
        from engine import parse_card

        try:
            card_text = card_name(parse_card(card))
        except ValueError:
            card_text = card
    return text.format(
        card=card_text,
        deadwood=p.get("deadwood", "?"),
        limit=p.get("limit", "?"),
    )


def result_name(kind: str) -> str:
    """The named result of a hand (三金, 米胡, 诈胡 …)."""
    names = {
        "gin3": _t("Gin in three melds (三金)"),
        "gin2": _t("Gin in two melds (二金)"),
        "gin_dragon": _t("Gin dragon: one ten-card run (金龙)"),
        "knock": _t("Successful knock (米胡)"),
        "undercut": _t("Undercut (诈胡)"),
        "gin": _t("Gin"),
        "draw": _t("Drawn hand: the stock ran out (平局)"),
        "resigned": _t("Resigned"),
    }
    return names.get(kind, kind)


def undercut_tier_name(tier: str | None) -> str:
    names = {
        "mi": _t("penalty for deadwood"),
        "gin3": _t("penalty for three-meld gin"),
        "gin2": _t("penalty for two-meld gin"),
        "gin_dragon": _t("penalty for a gin dragon"),
    }
    return names.get(tier or "", "")


def breakdown_text(key: str, points: int) -> str:
    """One line of a settlement's points breakdown."""
    lines = {
        "gin_base": _t("Gin base: {points}"),
        "defender_deadwood": _t("Opponent's deadwood: {points}"),
        "knock_base": _t("Knock base: {points}"),
        "deadwood_difference": _t("Deadwood difference: {points}"),
        "undercut_penalty": _t("Undercut penalty: {points}"),
        "undercut_bonus": _t("Undercut bonus: {points}"),
    }
    return lines.get(key, _t("{key}: {points}")).format(points=points, key=key)


def mode_text(mode: str, hands: int, target: int, hand_limit: int) -> str:
    """The match mode in one line, for the score panel."""
    if mode == "fixed":
        return _t("%n hand(s), highest total wins", n=hands)
    if mode == "target":
        return _t("First to {target}, at most {limit} hands").format(
            target=target, limit=hand_limit
        )
    if mode == "game":
        return _t("Game to {target} with bonuses").format(target=target)
    if mode == "team":
        return _t("Team match")
    return mode


def hint_text(action: object) -> str:
    """The hint line: what the ``hard`` bot would play."""
    from engine import Action

    if not isinstance(action, Action):
        return ""
    card = card_name(action.card) if action.card is not None else ""
    texts = {
        "draw_stock": _t("Hint: draw from the stock"),
        "draw_discard": _t("Hint: take the discard"),
        "pass": _t("Hint: pass"),
        "discard": _t("Hint: discard {card}"),
        "knock": _t("Hint: knock with {card}"),
        "layoff": _t("Hint: lay off {card}"),
        "end_layoff": _t("Hint: nothing to lay off, press Done"),
        "declare": _t("Hint: show the suggested melds"),
    }
    return texts.get(action.kind, "").format(card=card)


def move_text(kind: str, source: str, name: str, card: Card | None) -> str:
    """What a player just did, for the 'last move' line (cards only when public)."""
    c = card_name(card) if card is not None else ""
    if kind == "draw":
        if source == "discard":
            return _t("{name} took {card} from the discard pile").format(name=name, card=c)
        return _t("{name} drew from the stock").format(name=name)
    texts = {
        "discard": _t("{name} discarded {card}"),
        "knock": _t("{name} knocked"),
        "pass": _t("{name} passed on the up-card"),
        "declare": _t("{name} showed the melds"),
        "layoff": _t("{name} laid off {card}"),
        "end_layoff": _t("{name} finished laying off"),
        "deal": _t("{name} dealt"),
    }
    text = texts.get(kind)
    return "" if text is None else text.format(name=name, card=c)


# -- saves, statistics, files ---------------------------------------------------------------
#: Every code the storage layer and the engine's save loader can report (see
#: ``jinlami_desktop/storage/errors.py``); :func:`storage_error_text` words each one.
STORAGE_CODES = (
    "disk_full",
    "permission_denied",
    "write_failed",
    "not_found",
    "read_failed",
    "not_json",
    "not_a_save",
    "newer_version",
    "bad_field",
    "replay_failed",
    "progress_mismatch",
    "load_failed",
    "bad_save",
    "stats_corrupt",
    "stats_newer_version",
    "stats_unavailable",
    "no_such_match",
    "no_such_hand",
    "bad_result",
    "hand_not_over",
    "hand_unreadable",
    "stats_write_failed",
    "bad_export",
    "data_dir_unavailable",
)


def storage_error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """Why a save, a load or the statistics failed, in plain words (one sentence)."""
    p = dict(params or {})
    texts = {
        "disk_full": _t("The disk is full: the game could not be saved"),
        "permission_denied": _t("The app is not allowed to use that file or folder"),
        "write_failed": _t("The file could not be written"),
        "not_found": _t("The file is no longer there"),
        "read_failed": _t("The file could not be read"),
        "not_json": _t("The file is damaged or cut short: it is not a readable save"),
        "not_a_save": _t("This file is not a 金拉米 save"),
        "newer_version": _t(
            "This save comes from a newer version of 金拉米 Desktop: update the app to open it"
        ),
        "bad_field": _t("The save is damaged: a part of it is missing or wrong"),
        "replay_failed": _t("The save is damaged: its moves cannot be replayed"),
        "progress_mismatch": _t("The save is damaged: its score does not match its moves"),
        "load_failed": _t("The save could not be loaded"),
        "bad_save": _t("The save could not be loaded"),
        "stats_corrupt": _t(
            "The statistics file was damaged: it was moved aside and new statistics started"
        ),
        "stats_newer_version": _t(
            "The statistics come from a newer version of the app: they are left untouched "
            "and this session is not recorded"
        ),
        "stats_unavailable": _t("The statistics cannot be opened: this session is not recorded"),
        "no_such_match": _t("That match is no longer in the statistics"),
        "no_such_hand": _t("That hand is no longer in the statistics"),
        "bad_result": _t("The statistics refused an unknown result"),
        "hand_not_over": _t("Only a finished hand can be recorded"),
        "hand_unreadable": _t("That hand cannot be replayed: its record is damaged"),
        "stats_write_failed": _t("The statistics could not be saved"),
        "bad_export": _t("The export failed"),
        "data_dir_unavailable": _t(
            "The data folder cannot be created: nothing is saved in this session"
        ),
    }
    text = texts.get(code)
    if text is None:
        text = error_text(code, p) if code in _ENGINE_TEXT_CODES else None
    if text is None:
        return _t("A file problem occurred (code {code})").format(code=code)
    return text


_ENGINE_TEXT_CODES = frozenset(
    {"bad_action_text", "hand_size", "meld_too_short", "unknown_preset", "bad_card", "bad_rules"}
)


def moved_aside_text(name: str) -> str:
    """Where a damaged file went (it is never deleted)."""
    return _t("The damaged file was kept as {name}.").format(name=name)


def mode_name(mode: str) -> str:
    """A match mode as a short name (Save/Load dialog, statistics)."""
    names = {
        "fixed": _t("Fixed hands"),
        "target": _t("Target score"),
        "game": _t("International game"),
        "team": _t("Team match"),
        "hand": _t("Single hand"),
    }
    return names.get(mode, mode)


def opponents_text(levels: Iterable[str]) -> str:
    """Opponent levels as a list in the locale's own style ("Easy, Hard and Expert")."""
    names = [level_name(str(level).split("#", 1)[0]) for level in levels]
    return QLocale().createSeparatedList(names) if names else _t("(none)")


def match_result_name(result: str | None) -> str:
    """A match's result in the statistics (abandoned is never a loss)."""
    names = {
        "won": _t("Won"),
        "lost": _t("Lost"),
        "drawn": _t("Drawn"),
        "resigned": _t("Resigned"),
        "abandoned": _t("Abandoned"),
    }
    if result is None:
        return _t("In progress")
    return names.get(result, result)


def date_text(when: datetime | None) -> str:
    """A date and time in the player's locale and time zone."""
    if when is None:
        return _t("unknown")
    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)
