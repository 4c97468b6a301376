"""The words both games share: cards, suits and ranks, bot levels and styles, seats,
refusals, storage and fair-deal verdicts, match modes and results, dates, counts.

The engine speaks in codes (error codes, bot levels, storage codes); the UI turns them
into sentences here, with the translation context ``Texts``
(``Texts.tr(...)``: ``pyside6-lupdate`` reads the class name as the context and sees
``%n`` plurals, which it does not for ``QCoreApplication.translate`` with a variable
count).  No sentence is ever built by concatenation, and the functions are called at
display time, so a language switch only needs a redraw.  The game's terms follow
``docs/GLOSSARY.md``.  Each game's own words are in its folder
(``games/<id>/words.py``), in this same ``Texts`` context.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from engine.actions import Action
from engine.bot_spec import STYLES
from engine.cards import Card
from engine.fairness import VERDICT_CODES as ENGINE_VERDICT_CODES

from .opponents import opponent_name, slot_of

__all__ = [
    "BOT_LEVELS",
    "BOT_STYLES",
    "STORAGE_CODES",
    "VERDICT_CODES",
    "Texts",
    "activity_text",
    "card_name",
    "card_symbol",
    "cards_text",
    "count_param",
    "data_dir_read_only_text",
    "data_dir_unusable_text",
    "date_text",
    "ending_name",
    "error_text",
    "hint_text",
    "level_name",
    "lost_resume_text",
    "match_mode_text",
    "match_result_name",
    "mode_name",
    "moved_aside_text",
    "opponents_text",
    "param_card",
    "players_text",
    "rank_name",
    "seat_name",
    "signal_params",
    "storage_error_text",
    "style_description",
    "style_name",
    "suit_name",
    "verdict_text",
]


class Texts:
    """The translation context of this module: ``Texts.tr(text, disambiguation, n)``.

    A class, not a helper function, because lupdate takes the ``Texts.`` of the call as
    the context; it is never instantiated.
    """

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


BOT_LEVELS = ("easy", "medium", "hard", "expert")
#: The playing styles a ``hard`` opponent may take (``""``: none), as the app lists them.
BOT_STYLES = STYLES


def level_name(level: str) -> str:
    """A bot level as shown in menus and on the table (``"hard:gin"``: the level and
    its playing style)."""
    base, _, style = level.partition(":")
    if style in BOT_STYLES:
        return Texts.tr("{level}, {style}", "a bot level and its playing style").format(
            level=level_name(base), style=style_name(style)
        )
    names = {
        "easy": Texts.tr("Easy"),
        "medium": Texts.tr("Medium"),
        "hard": Texts.tr("Hard"),
        "expert": Texts.tr("Expert"),
    }
    return names.get(level, level)


def style_name(style: str) -> str:
    """A bot's playing style (``engine.bot_spec.STYLES``; ``""``: plain, balanced play)."""
    names = {
        "": Texts.tr("Balanced", "a bot's playing style"),
        "gin": Texts.tr("Gin hunter", "a bot's playing style"),
        "knocker": Texts.tr("Quick knocker", "a bot's playing style"),
        "defender": Texts.tr("Defender", "a bot's playing style"),
        "patient": Texts.tr("Patient", "a bot's playing style"),
    }
    return names.get(style, style)


def style_description(style: str) -> str:
    """What a playing style does, in a sentence (the style combo's tooltip)."""
    texts = {
        "": Texts.tr("Plays to win the most hands"),
        "gin": Texts.tr("Chases gin and knocks late"),
        "knocker": Texts.tr("Knocks at the first chance"),
        "defender": Texts.tr("Throws safe cards and waits to undercut"),
        "patient": Texts.tr("Weighs each knock against playing on, and minds the match score"),
    }
    return texts.get(style, "")


def seat_name(player: str, slot: int | None = None) -> str:
    """``"you"`` or a bot level, as a name at the table: the bot's name and its level
    ("Grace (Hard)", :mod:`.opponents`).  ``slot`` is the bot's place among the table's
    bots (default: a team member's ``#n``, else the first)."""
    if player == "you":
        return Texts.tr("You")
    level = player.split("#", 1)[0]
    name = opponent_name(player, slot_of(player) if slot is None else slot)
    if not name:
        return Texts.tr("Bot ({level})").format(level=level_name(level))
    return Texts.tr("{name} ({level})", "a bot's name and its level").format(
        name=name, level=level_name(level)
    )


_SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")


def suit_name(suit: int) -> str:
    """A suit in words (spades … / 黑桃 …); 0–3 = ♠ ♥ ♦ ♣ as in the engine."""
    names = (Texts.tr("spades"), Texts.tr("hearts"), Texts.tr("diamonds"), Texts.tr("clubs"))
    return names[suit]


def rank_name(rank: int) -> str:
    """A rank in words (0 = ace … 12 = king): "queen" in English, "Q" in Chinese."""
    names = {0: Texts.tr("ace"), 10: Texts.tr("jack"), 11: Texts.tr("queen"), 12: Texts.tr("king")}
    return names.get(rank, str(rank + 1))


def card_name(card: Card) -> str:
    """A card in words, for accessible names ("10 of hearts", "红心 10"): what a
    screen reader says.  Sentences on screen use :func:`card_symbol` (docs/GLOSSARY.md)."""
    return Texts.tr("{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def card_symbol(card: Card) -> str:
    """A card as suit symbol and rank (♥10, ♠Q): the same in every language, and the one
    form every sentence on screen uses (hints, moves, refusals, results), so a card reads
    the same wherever it is named (docs/GLOSSARY.md)."""
    return _SUIT_SYMBOLS[card.suit] + ("A", *map(str, range(2, 11)), "J", "Q", "K")[card.rank]


def param_card(text: object) -> str:
    """A card written as text in a code's parameters ("TH") as its symbol (♥10); the
    text itself when it names no card."""
    try:
        return card_symbol(Card.parse(str(text)))
    except ValueError:
        return str(text)


def cards_text(cards: list[Card] | tuple[Card, ...]) -> str:
    """Cards as symbols separated by spaces, for lists of melds (symbols are not words)."""
    return " ".join(card_symbol(c) for c in cards)


def activity_text(activity: str) -> str:
    """What a bot is doing, for the always-visible bot line."""
    texts = {
        "thinking": Texts.tr("thinking…"),
        "waiting": Texts.tr("waiting for you"),
        "laying_off": Texts.tr("laying off"),
        "idle": Texts.tr("idle"),
        "duel": Texts.tr("playing a duel"),
    }
    return texts.get(activity, activity)


def _action_word(kind: str) -> str:
    words = {
        "draw_stock": Texts.tr("Drawing from the stock"),
        "draw_discard": Texts.tr("Taking the discard"),
        "pass": Texts.tr("Passing"),
        "discard": Texts.tr("Discarding"),
        "knock": Texts.tr("Knocking"),
        "declare": Texts.tr("Showing melds"),
        "layoff": Texts.tr("Laying off"),
        "end_layoff": Texts.tr("Ending the layoff"),
    }
    return words.get(kind, kind)


def count_param(value: object) -> int:
    """A count from a code's params (-1, i.e. no plural, when it is missing)."""
    return value if isinstance(value, int) else -1


def error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """An engine or controller refusal in plain words (the status line after a bad drop)."""
    p = dict(params or {})
    card = p.get("card", "")
    if code == "wrong_phase":
        action = _action_word(str(p.get("action", "")))
        phase = str(p.get("phase", ""))
        reasons = {
            "offer": Texts.tr("{action} is not possible now: take the up-card or pass first"),
            "draw": Texts.tr("{action} is not possible now: draw a card first"),
            "discard": Texts.tr("{action} is not possible now: you have drawn, now discard"),
            "declare": Texts.tr("{action} is not possible now: the melds must be shown first"),
            "layoff": Texts.tr("{action} is not possible now: laying off is in progress"),
            "over": Texts.tr("{action} is not possible now: the hand is over"),
        }
        fallback = Texts.tr("{action} is not possible now")
        return reasons.get(phase, fallback).format(action=action)
    texts = {
        "not_your_turn": Texts.tr("Wait: it is not your turn"),
        "hand_over": Texts.tr("The hand is over"),
        "discard_empty": Texts.tr("The discard pile is empty"),
        "stock_only": Texts.tr("Both players passed the up-card: draw from the stock"),
        "dealer_discards_first": Texts.tr(
            "You have not drawn: the dealer starts with 11 cards and discards first"
        ),
        "no_card": Texts.tr("No card was chosen"),
        "not_in_hand": Texts.tr("{card} is not in your hand"),
        "just_taken": Texts.tr("{card} was just taken from the discard pile: keep it this turn"),
        "over_knock_limit": Texts.tr(
            "Cannot knock: that leaves %n point(s) of deadwood, above the limit of {limit}",
            "",
            count_param(p.get("deadwood")),
        )
        if not card
        else Texts.tr(
            "Cannot knock discarding {card}: that leaves %n point(s) of deadwood, "
            "above the limit of {limit}",
            "",
            count_param(p.get("deadwood")),
        ),
        "cannot_knock": Texts.tr(
            "Cannot knock: no arrangement is within the knock limit of {limit}"
        ),
        "duplicate_card": Texts.tr("A card is used twice"),
        "not_a_meld": Texts.tr("Those cards are not a set or a run (the ace is low only)"),
        "no_such_meld": Texts.tr("There is no meld there"),
        "does_not_fit": Texts.tr("{card} does not fit on that meld"),
        "fits_no_meld": Texts.tr("{card} fits on no meld on the table"),
        "bad_layoff": Texts.tr("Those cards cannot be laid off on the knocker's melds"),
        "no_hand": Texts.tr("No hand is in play: deal the next hand"),
        "match_over": Texts.tr("The match is over: start a new match"),
        "hand_in_play": Texts.tr("A hand is still in play"),
        "no_match": Texts.tr("No match is running: start a new match"),
        "busy": Texts.tr("Wait a moment: the bot is moving"),
        "not_a_target": Texts.tr("Drop the card on the discard pile, the knock area or your hand"),
        "draw_first": Texts.tr("Draw a card first: drag it from the stock or the discard pile"),
        "no_layoff_target": Texts.tr("Only the knocker's melds take cards now"),
        "not_defending": Texts.tr("Only the defender lays off"),
        "draw_to_hand": Texts.tr("To draw, drop the card on your hand"),
        "bad_action_text": Texts.tr("A move could not be read"),
        "hand_size": Texts.tr("The hand has the wrong number of cards"),
        "meld_too_short": Texts.tr("A meld needs at least three cards"),
        "unknown_preset": Texts.tr("These rules are not known to this version of the game"),
        "replay_mode": Texts.tr("This is a replay: close it to play on"),
        "drill_answered": Texts.tr("Answer taken: the verdict is above the table"),
        "bad_card": Texts.tr("A card could not be read"),
        "bad_rules": Texts.tr("The rule options are not valid"),
        "unknown_game": Texts.tr("This game is not known to this version of the app"),
        "bad_position": Texts.tr("That position cannot arise in a game"),
        "stock_empty": Texts.tr("The stock is empty"),
        "nothing_to_undo": Texts.tr(
            "Nothing to undo: only this turn's melds and lay-offs can be taken back"
        ),
        "bad_target": Texts.tr("The target score must be 50, 100, 200, 300 or 500"),
        "bad_option": Texts.tr("A rule option is switched neither on nor off"),
        "big_gin_scoring": Texts.tr("Big Gin is played only with International scoring"),
        "needs_oklahoma": Texts.tr("This Oklahoma option needs the Oklahoma rules"),
        "hollywood_scoring": Texts.tr(
            "Hollywood scoring needs International scoring (its three games to 100)"
        ),
        "oklahoma_needs_upcard": Texts.tr(
            "Oklahoma takes its knock limit from the up-card: it needs a deal with an up-card"
        ),
        "bad_seat": Texts.tr("There is no such seat at this table"),
        "bad_seed": Texts.tr("The seed must be a whole number"),
        "unknown_bot": Texts.tr("This opponent level is not known to this version of the game"),
        "bad_bot_option": Texts.tr("An option of the opponent is not valid"),
        "not_a_view": Texts.tr("The opponent was shown the table of another game"),
        "duplicate_member": Texts.tr("Two players of one team have the same name"),
        "empty_meld": Texts.tr("A meld without cards"),
        "illegal_action": Texts.tr("That move is not allowed now"),
        "engine_error": Texts.tr("The game could not do that"),
        "bad_save": Texts.tr("The save could not be loaded"),
        "bad_save_seat": Texts.tr(
            "The save puts the player in seat {seat}, but the game has {seats} seats: "
            "it cannot be played"
        ),
        "unknown_level": Texts.tr(
            "The save names an opponent level this version does not know ({level}): "
            "it cannot be played"
        ),
        "bad_salt": Texts.tr("The salt of a match's commitment must be 32 hexadecimal digits"),
        "bad_words": Texts.tr("The words for the deal must be text"),
        "words_empty": Texts.tr("Type some words for the deal, or leave the field empty"),
        "words_too_long": Texts.tr("The words for the deal may have at most {limit} characters"),
        "words_control": Texts.tr(
            "The words for the deal cannot hold line breaks or other control characters"
        ),
    }
    text = texts.get(code)
    if text is None and code in STORAGE_CODES:
        return storage_error_text(code, p)  # a save file's problem, e.g. while loading
    if text is None and code in VERDICT_CODES:
        return verdict_text(code, p)  # a check of fair deals (engine.fairness)
    if text is None:
        return Texts.tr("That move is not allowed (code {code})").format(code=code)
    card_text = param_card(card) if isinstance(card, str) and card else card
    return text.format(
        card=card_text,
        limit=p.get("limit", "?"),
        seat=p.get("seat", "?"),
        seats=p.get("seats", "?"),
        level=p.get("level", "?"),
    )


def hint_text(action: object) -> str:
    """The hint line: what the ``hard`` bot would play."""
    if not isinstance(action, Action):
        return ""
    card = card_symbol(action.card) if action.card is not None else ""
    texts = {
        "draw_stock": Texts.tr("Hint: draw from the stock"),
        "draw_discard": Texts.tr("Hint: take the discard"),
        "pass": Texts.tr("Hint: pass"),
        "discard": Texts.tr("Hint: discard {card}"),
        "knock": Texts.tr("Hint: knock with {card}"),
        "layoff": Texts.tr("Hint: lay off {card}"),
        "end_layoff": Texts.tr("Hint: nothing to lay off, press Done"),
        "declare": Texts.tr("Hint: show the suggested melds"),
    }
    return texts.get(action.kind, "").format(card=card)


# -- saves, statistics, files ---------------------------------------------------------------
#: Every code the storage layer and the engine's save loader can report (see
#: ``jinlami_desktop/storage/errors.py``); :func:`storage_error_text` words each one.
STORAGE_CODES = (
    "disk_full",
    "permission_denied",
    "write_failed",
    "not_found",
    "read_failed",
    "not_a_file",
    "not_json",
    "not_a_save",
    "newer_version",
    "bad_field",
    "replay_failed",
    "progress_mismatch",
    "too_large",
    "not_saveable",
    "load_failed",
    "bad_save",
    "stats_corrupt",
    "stats_newer_version",
    "stats_unknown_version",
    "stats_unavailable",
    "stats_unreadable",
    "backup_unwritable",
    "backup_same_file",
    "backup_failed",
    "no_such_match",
    "no_such_hand",
    "no_such_drill",
    "bad_result",
    "hand_not_over",
    "hand_unreadable",
    "stats_write_failed",
    "stats_busy",
    "meta_repaired",
    "bad_export",
    "data_dir_unavailable",
    "data_dir_read_only",
    "pending_corrupt",
    "pending_unreadable",
    "pending_blocked",
    "pending_full",
    "settings_not_a_file",
)


def storage_error_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """Why a save, a load or the statistics failed, in plain words (one sentence)."""
    p = dict(params or {})
    texts = {
        "disk_full": Texts.tr("The disk is full: the game could not be saved"),
        "permission_denied": Texts.tr("The app is not allowed to use that file or folder"),
        "write_failed": Texts.tr("The file could not be written"),
        "not_found": Texts.tr("The file is no longer there"),
        "read_failed": Texts.tr("The file could not be read"),
        "not_a_file": Texts.tr(
            "This is not a file (a folder, a pipe or a device is in its place): it was not read"
        ),
        "not_json": Texts.tr("The file is damaged or cut short: it is not a readable save"),
        "not_a_save": Texts.tr("This file is not a Jin Rummy save"),
        "newer_version": Texts.tr(
            "This save comes from a newer version of the game: update the app to open it"
        ),
        "bad_field": Texts.tr("The save is damaged: a part of it is missing or wrong"),
        "replay_failed": Texts.tr("The save is damaged: its moves cannot be replayed"),
        "progress_mismatch": Texts.tr("The save is damaged: its score does not match its moves"),
        "too_large": Texts.tr("The file is far larger than any game: it is not a save"),
        "not_saveable": Texts.tr("A position set up by hand cannot be saved"),
        "load_failed": Texts.tr("The save could not be loaded"),
        "bad_save": Texts.tr("The save could not be loaded"),
        "bad_save_seat": Texts.tr(
            "The save puts the player in seat {seat}, but the game has {seats} seats: "
            "it cannot be played"
        ),
        "unknown_level": Texts.tr(
            "The save names an opponent level this version does not know ({level}): "
            "it cannot be played"
        ),
        "stats_corrupt": Texts.tr(
            "The statistics file was damaged: it was moved aside and new statistics started"
        ),
        "stats_newer_version": Texts.tr(
            "The statistics come from a newer version of the app: they are left untouched "
            "and this session is not recorded"
        ),
        "stats_unknown_version": Texts.tr(
            "The statistics file has a version this app does not know: it is left "
            "untouched and this session is not recorded"
        ),
        "stats_unavailable": Texts.tr(
            "The statistics cannot be opened: this session is not recorded"
        ),
        "stats_unreadable": Texts.tr(
            "Part of the statistics file cannot be read: it is checked again at the next "
            "start (a damaged file is moved aside, never deleted)"
        ),
        "backup_unwritable": Texts.tr(
            "The backup cannot be written there: the folder is missing, read-only or "
            "not yours to write"
        ),
        "backup_same_file": Texts.tr(
            "That is the statistics file itself: choose another name for the backup"
        ),
        "backup_failed": Texts.tr("The statistics could not be backed up"),
        "no_such_match": Texts.tr("That match is no longer in the statistics"),
        "no_such_hand": Texts.tr("That hand is no longer in the statistics"),
        "no_such_drill": Texts.tr("That drill is no longer in the statistics"),
        "bad_result": Texts.tr("The statistics refused an unknown result"),
        "hand_not_over": Texts.tr("Only a finished hand can be recorded"),
        "hand_unreadable": Texts.tr("That hand cannot be replayed: its record is damaged"),
        "stats_write_failed": Texts.tr("The statistics could not be saved"),
        "stats_busy": Texts.tr(
            "The statistics are in use by another program: this hand will be recorded later"
        ),
        "meta_repaired": Texts.tr(
            "Some details of the save were damaged and were reset; the game itself is intact"
        ),
        "bad_export": Texts.tr("The export failed"),
        "data_dir_unavailable": Texts.tr(
            "The data folder cannot be created: nothing is saved in this session"
        ),
        "data_dir_read_only": Texts.tr(
            "The data folder is read-only: you can play, but no match, statistic or "
            "setting is saved in this session"
        ),
        "pending_corrupt": Texts.tr(
            "The list of hands waiting for the statistics was damaged: it was moved aside "
            "and the hands it still held are kept"
        ),
        "pending_unreadable": Texts.tr(
            "The list of hands waiting for the statistics could not be read: it was moved aside"
        ),
        "pending_blocked": Texts.tr(
            "The list of hands waiting for the statistics cannot be written: the finished "
            "match stays in the autosave until it can"
        ),
        "pending_full": Texts.tr(
            "Too many matches are waiting for the statistics: this one is not recorded"
        ),
        "settings_not_a_file": Texts.tr(
            "The settings file is not a file (a folder, a pipe or a device is in its place): "
            "this session's choices are not kept"
        ),
    }
    text = texts.get(code)
    if text is None:
        text = error_text(code, p) if code in _ENGINE_TEXT_CODES else None
    if text is None:
        return Texts.tr("A file problem occurred (code {code})").format(code=code)
    return text


_ENGINE_TEXT_CODES = frozenset(
    {"bad_action_text", "hand_size", "meld_too_short", "unknown_preset", "bad_card", "bad_rules"}
)


def data_dir_unusable_text(folder: str) -> str:
    """The data folder cannot be used (``--data-dir`` names a file, no permission …):
    the app plays on and keeps nothing."""
    return Texts.tr(
        "The data folder {folder} cannot be used (it is a file, or it cannot be created): "
        "the app plays on, but nothing is saved in this session."
    ).format(folder=folder)


def settings_unusable_text(path: str) -> str:
    """Something other than a file is where the settings go: the app plays on with the
    defaults and keeps no choice of this session."""
    return Texts.tr(
        "The settings file {path} is not a file (a folder, a pipe or a device is in its "
        "place): the app plays on with its defaults and keeps none of this session's choices."
    ).format(path=path)


def lost_resume_text() -> str:
    """Said before why the autosave could not be read, so the warning names what was
    lost (the unfinished match), not a file the player never chose."""
    return Texts.tr("The unfinished match of your last session cannot be resumed.")


def data_dir_read_only_text(folder: str) -> str:
    """The data folder is there but cannot be written (a read-only folder or mount): the
    app plays on, resumes what it finds, and keeps nothing new."""
    return Texts.tr(
        "The data folder {folder} is read-only: you can play (and resume a match saved "
        "there), but no match, statistic or setting is saved in this session."
    ).format(folder=folder)


def moved_aside_text(name: str) -> str:
    """Where a damaged file went (it is never deleted)."""
    return Texts.tr("The damaged file was kept as {name}.").format(name=name)


# Provably fair deals (docs/RULES.md Part D) ------------------------------------------------
#: The codes of engine.fairness.verify_save, each worded by :func:`verdict_text`.
VERDICT_CODES = tuple(ENGINE_VERDICT_CODES)


def verdict_text(code: str, params: Mapping[str, Any] | None = None, *, words: bool = False) -> str:
    """What checking a match's deals found (the Verify buttons), in a sentence; ``words``:
    the match was dealt from the player's words (docs/RULES.md D3)."""
    p = dict(params or {})
    if code == "verified" and words:
        return Texts.tr(
            "Verified: the app committed to its secret before you typed your words, the "
            "seed is the hash of that secret and your words, and every hand was dealt "
            "from that seed."
        )
    if code == "deal_changed":
        return Texts.tr(
            "Not verified: hand {hand} was not dealt from the revealed seed — "
            "its cards were changed."
        ).format(hand=count_param(p.get("hand")))
    texts = {
        "verified": Texts.tr(
            "Verified: the revealed seed and salt are the ones committed to before the "
            "first card, and every hand was dealt from that seed."
        ),
        "bad_save": Texts.tr("Not verified: the match's record is damaged or is not a save."),
        "not_committed": Texts.tr(
            "Not verified: this match has no commitment (it was saved by an older "
            "version, or it is a single hand)."
        ),
        "not_revealed": Texts.tr("Not yet: the seed and salt are revealed when the match ends."),
        "seed_changed": Texts.tr(
            "Not verified: the revealed seed is not the seed the hands were played from."
        ),
        "salt_changed": Texts.tr("Not verified: the revealed salt is not the salt committed to."),
        "commitment_changed": Texts.tr(
            "Not verified: the commitment is not the SHA-256 of the revealed seed and salt."
        ),
        "secret_changed": Texts.tr(
            "Not verified: the revealed secret is not the secret the app committed to."
        ),
        "seed_not_derived": Texts.tr(
            "Not verified: the seed is not the hash of the app's secret and your words — "
            "the words or the seed were changed."
        ),
        "words_changed": Texts.tr("Not verified: the match was not dealt from the words you gave."),
    }
    return texts.get(code, Texts.tr("Not verified ({code}).").format(code=code))


def ending_name(how: str | None) -> str:
    """How a match ended, for its reveal (Match info…)."""
    names = {
        "finished": Texts.tr("played to its end"),
        "resigned": Texts.tr("resigned"),
        "abandoned": Texts.tr("abandoned"),
    }
    return names.get(how or "", how or "")


def mode_name(mode: str) -> str:
    """A match mode as a short name (Save/Load dialog, statistics)."""
    names = {
        "fixed": Texts.tr("Fixed hands"),
        "target": Texts.tr("Target score"),
        "game": Texts.tr("International game"),
        "hollywood": Texts.tr("Hollywood (three games)"),
        "team": Texts.tr("Team match"),
        "hand": Texts.tr("Single hand"),
    }
    return names.get(mode, mode)


def opponents_text(levels: Iterable[str]) -> str:
    """Opponent levels as a list in the locale's own style ("Easy, Hard and Expert")."""
    names = [level_name(str(level).split("#", 1)[0]) for level in levels]
    return QLocale().createSeparatedList(names) if names else Texts.tr("(none)")


def match_result_name(result: str | None) -> str:
    """A match's result in the statistics (abandoned is never a loss)."""
    names = {
        "won": Texts.tr("Won"),
        "lost": Texts.tr("Lost"),
        "drawn": Texts.tr("Drawn"),
        "resigned": Texts.tr("Resigned"),
        "abandoned": Texts.tr("Abandoned"),
    }
    if result is None:
        return Texts.tr("In progress")
    return names.get(result, result)


def date_text(when: datetime | None) -> str:
    """A date and time in the player's locale and time zone."""
    if when is None:
        return Texts.tr("unknown")
    stamp = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
    return QLocale().toString(stamp, QLocale.FormatType.ShortFormat)


def players_text(players: int) -> str:
    """The number of seats at a table ("4 players")."""
    return Texts.tr("%n player(s)", "", players)


def match_mode_text(mode: str, target: int | None) -> str:
    """A match mode with its target, as Game → Match info… shows it ("Target score:
    100"; the mode alone without a target)."""
    if target is None:
        return mode_name(mode)
    return QCoreApplication.translate("MatchInfoDialog", "{mode}: {target}").format(
        mode=mode_name(mode), target=target
    )


def signal_params(params: object) -> dict[str, Any]:
    """A signal's ``params`` as the mapping the texts expect (anything else: none)."""
    return params if isinstance(params, dict) else {}
