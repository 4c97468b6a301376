"""Every word the engine's codes turn into, in one place.

The engine speaks in codes (error codes, phases, settlement kinds, bot levels); the
UI turns them into sentences here, with the translation context ``Texts``
(``Texts.tr(...)``: ``pyside6-lupdate`` reads the class name as the context and sees
``%n`` plurals, which it does not for ``QCoreApplication.translate`` with a variable
count).  No sentence is ever built by concatenation, and the functions are called at
display time, so a language switch only needs a redraw.  The game's terms follow
``docs/GLOSSARY.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from engine import Card, Phase
from engine.bot_spec import STYLES
from engine.fairness import VERDICT_CODES as ENGINE_VERDICT_CODES
from engine.games import GAME_IDS

from .line_breaks import keep_words_whole

__all__ = [
    "BOT_LEVELS",
    "BOT_STYLES",
    "PRESET_NAMES",
    "RESULT_KINDS",
    "STORAGE_CODES",
    "VERDICT_CODES",
    "Texts",
    "activity_text",
    "breakdown_text",
    "card_name",
    "card_symbol",
    "cards_text",
    "data_dir_read_only_text",
    "data_dir_unusable_text",
    "date_text",
    "ending_name",
    "error_text",
    "hint_text",
    "level_name",
    "lost_resume_text",
    "match_result_name",
    "mode_name",
    "mode_text",
    "move_text",
    "moved_aside_text",
    "opponents_text",
    "param_card",
    "phase_prompt",
    "preset_name",
    "rank_name",
    "result_description",
    "result_name",
    "seat_name",
    "signal_params",
    "storage_error_text",
    "style_description",
    "style_name",
    "suit_name",
    "undercut_tier_name",
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
PRESET_NAMES = ("classic", "jj", "gin1909", "international")
#: Every settlement kind the engine reports (``Settlement.kind``), and a hand without a
#: knock (``draw``); ``result_name`` words each one.
RESULT_KINDS = ("gin3", "gin2", "gin_dragon", "knock", "undercut", "gin", "draw")


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
    }
    return names.get(style, style)


def style_description(style: str) -> str:
    """What a playing style does, in a sentence (the style combo's tooltip)."""
    texts = {
        "": Texts.tr("Plays to win the most hands"),
        "gin": Texts.tr("Chases gin and knocks late"),
        "knocker": Texts.tr("Knocks at the first chance"),
        "defender": Texts.tr("Throws safe cards and waits to undercut"),
    }
    return texts.get(style, "")


def preset_name(name: str) -> str:
    names = {
        "classic": Texts.tr("Classic (dealer gets 11, knock ≤ 10)"),
        "jj": Texts.tr("JJ (up-card, knock ≤ 5)"),
        "gin1909": Texts.tr("1909 (up-card to the non-dealer)"),
        "international": Texts.tr("International Gin Rummy"),
        "custom": Texts.tr("Custom"),
    }
    return names.get(name, name)


def seat_name(player: str) -> str:
    """``"you"`` or a bot level, as a name at the table."""
    if player == "you":
        return Texts.tr("You")
    return Texts.tr("Bot ({level})").format(level=level_name(player))


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


def phase_prompt(phase: Phase, my_turn: bool) -> str:
    """What the player should do now (the 'whose turn' line; its terms never break
    over two lines)."""
    return keep_words_whole(_phase_prompt(phase, my_turn))


def _phase_prompt(phase: Phase, my_turn: bool) -> str:
    if not my_turn:
        if phase is Phase.OVER:
            return Texts.tr("The hand is over")
        return Texts.tr("Opponent's turn")
    prompts = {
        Phase.OFFER: Texts.tr("Your turn: take the up-card or pass"),
        Phase.DRAW: Texts.tr("Your turn: draw from the stock or the discard pile"),
        Phase.DISCARD: Texts.tr("Your turn: discard a card, or drop it on the knock area"),
        Phase.DECLARE: Texts.tr("Your turn: choose how to show your melds"),
        Phase.LAYOFF: Texts.tr("Lay off cards on the knocker's melds, then press Done"),
        Phase.OVER: Texts.tr("The hand is over"),
    }
    return prompts[phase]


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


def _int(value: object) -> int:
    """A count from an error's params (-1, i.e. no plural, when it is missing)."""
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
        "no_card": Texts.tr("No card was chosen"),
        "not_in_hand": Texts.tr("{card} is not in your hand"),
        "just_taken": Texts.tr("{card} was just taken from the discard pile: keep it this turn"),
        "over_knock_limit": Texts.tr(
            "Cannot knock: that leaves %n point(s) of deadwood, above the limit of {limit}",
            "",
            _int(p.get("deadwood")),
        )
        if not card
        else Texts.tr(
            "Cannot knock discarding {card}: that leaves %n point(s) of deadwood, "
            "above the limit of {limit}",
            "",
            _int(p.get("deadwood")),
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
        "bad_card": Texts.tr("A card could not be read"),
        "bad_rules": Texts.tr("The rule options are not valid"),
        "unknown_game": Texts.tr("This game is not known to this version of the app"),
        "bad_position": Texts.tr("That position cannot arise in a game"),
        "stock_empty": Texts.tr("The stock is empty"),
        "nothing_to_undo": Texts.tr(
            "Nothing to undo: only this turn's melds and lay-offs can be taken back"
        ),
        "bad_target": Texts.tr("The target score must be 50, 100 or 200"),
        "bad_seat": Texts.tr("There is no such seat at this table"),
        "bad_seed": Texts.tr("The seed must be a whole number"),
        "unknown_bot": Texts.tr("This opponent level is not known to this version of the game"),
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


def result_name(kind: str) -> str:
    """The named result of a hand (Gin, Double Gin, Knock … / 三金, 二金, 米胡 …).

    Every settlement kind of ``engine.jinlami.scoring`` (``RESULT_KINDS``), plus ``resigned``.
    """
    names = {
        "gin3": Texts.tr("Gin"),
        "gin2": Texts.tr("Double Gin"),
        "gin_dragon": Texts.tr("Gin Dragon"),
        "knock": Texts.tr("Knock"),
        "undercut": Texts.tr("Undercut"),
        "gin": Texts.tr("Gin", "International rules"),
        "draw": Texts.tr("Draw: the stock ran out"),
        "resigned": Texts.tr("Resigned"),
    }
    return names.get(kind, kind)


def result_description(kind: str, laid_off: bool = False) -> str:
    """One line under the result's name saying what it means (``laid_off``: the
    opponent laid cards off, so a knock is told as won after the layoff)."""
    if kind == "knock" and laid_off:
        return Texts.tr("The knocker still has less deadwood after the layoff")
    lines = {
        "gin3": Texts.tr("No deadwood: all ten cards in three melds"),
        "gin2": Texts.tr("No deadwood: all ten cards in two melds"),
        "gin_dragon": Texts.tr("No deadwood: all ten cards in one run"),
        "knock": Texts.tr("The knocker has less deadwood than the opponent"),
        "undercut": Texts.tr("The opponent has as little deadwood as the knocker, or less"),
        "gin": Texts.tr("No deadwood: no layoff allowed"),
        "draw": Texts.tr("Nobody knocked before the stock ran out"),
        "resigned": Texts.tr("The match was given up"),
    }
    return lines.get(kind, "")


def undercut_tier_name(tier: str | None) -> str:
    """Which row of the 诈胡 penalty table an undercut was paid at (docs/RULES.md A5)."""
    names = {
        "mi": Texts.tr("Penalty tier: deadwood left after laying off"),
        "gin3": Texts.tr("Penalty tier: Gin after laying off"),
        "gin2": Texts.tr("Penalty tier: Double Gin after laying off"),
        "gin_dragon": Texts.tr("Penalty tier: Gin Dragon after laying off"),
    }
    return names.get(tier or "", "")


def breakdown_text(key: str, points: int) -> str:
    """One line of a settlement's points breakdown."""
    lines = {
        "gin_base": Texts.tr("Gin base: {points}"),
        "defender_deadwood": Texts.tr("Opponent's deadwood: {points}"),
        "knock_base": Texts.tr("Knock base: {points}"),
        "deadwood_difference": Texts.tr("Deadwood difference: {points}"),
        "undercut_penalty": Texts.tr("Undercut penalty: {points}"),
        "undercut_bonus": Texts.tr("Undercut bonus: {points}"),
    }
    return lines.get(key, Texts.tr("{key}: {points}")).format(points=points, key=key)


def mode_text(mode: str, hands: int, target: int, hand_limit: int) -> str:
    """The match mode in one line, for the score panel."""
    if mode == "fixed":
        return Texts.tr("%n hand(s), highest total wins", "", hands)
    if mode == "target":
        return Texts.tr("First to {target}, at most %n hand(s)", "", hand_limit).format(
            target=target
        )
    if mode == "game":
        return Texts.tr("Game to {target} with bonuses").format(target=target)
    if mode == "team":
        return Texts.tr("Team match")
    return mode


def hint_text(action: object) -> str:
    """The hint line: what the ``hard`` bot would play."""
    from engine import Action

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


def move_text(kind: str, source: str, name: str, card: Card | None) -> str:
    """What a player just did, for the 'last move' line (cards only when public)."""
    c = card_symbol(card) if card is not None else ""
    if kind == "draw":
        if source == "discard":
            return Texts.tr("{name} took {card} from the discard pile").format(name=name, card=c)
        if card is not None:  # the seat's own draw: it knows the card
            return Texts.tr("{name} drew {card} from the stock").format(name=name, card=c)
        return Texts.tr("{name} drew from the stock").format(name=name)
    texts = {
        "discard": Texts.tr("{name} discarded {card}"),
        "knock": Texts.tr("{name} knocked"),
        "pass": Texts.tr("{name} passed on the up-card"),
        "declare": Texts.tr("{name} showed the melds"),
        "layoff": Texts.tr("{name} laid off {card}"),
        "end_layoff": Texts.tr("{name} finished laying off"),
        "deal": Texts.tr("{name} dealt"),
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
    "too_large",
    "not_saveable",
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
    "stats_busy",
    "meta_repaired",
    "bad_export",
    "data_dir_unavailable",
    "data_dir_read_only",
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
        "stats_unavailable": Texts.tr(
            "The statistics cannot be opened: this session is not recorded"
        ),
        "no_such_match": Texts.tr("That match is no longer in the statistics"),
        "no_such_hand": Texts.tr("That hand is no longer in the statistics"),
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


def lost_resume_text() -> str:
    """Said before why the autosave could not be read (the warning's "the file" named
    no file a player knows)."""
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


def verdict_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """What checking a match's deals found (the Verify buttons), in a sentence."""
    p = dict(params or {})
    if code == "deal_changed":
        return Texts.tr(
            "Not verified: hand {hand} was not dealt from the revealed seed — "
            "its cards were changed."
        ).format(hand=_int(p.get("hand")))
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


# Rummy statistics and saves ---------------------------------------------------------------
# 拉米纸牌 (Rummy, docs/RULES.md Part B) in the statistics window and the Save/Load dialogs:
# the names of the two games, how a Rummy hand ended, player counts.

#: The games the statistics and the saves tell apart (the ``game`` column / field): the
#: registry's ids (:mod:`engine.games`).
GAMES = GAME_IDS
#: How a 拉米纸牌 hand ends (``RummyHandRecord.kind``): someone went out, went out all
#: at once (一把出完, doubled), or nobody did (僵局).
RUMMY_KINDS = ("out", "rummy", "stalemate")
#: ``RummyResult.how``: going out by a meld, a lay-off or the last discard; a stalemate
#: by the second exhaustion of the stock or the turn limit.
RUMMY_HOWS = ("meld", "layoff", "discard", "stock", "turns")

__all__ += [
    "GAMES",
    "RUMMY_HOWS",
    "RUMMY_KINDS",
    "game_name",
    "players_text",
    "rummy_how_text",
    "rummy_kind_description",
    "rummy_kind_name",
]


def game_name(game: str) -> str:
    """The name of a game: 金拉米 (Jin Rummy) or 拉米纸牌 (Rummy), as the registry
    declares it (an unknown id is shown as it is)."""
    from ..games.registry import find

    found = find(game)
    return found.name() if found is not None else game


def players_text(players: int) -> str:
    """The number of seats at a 拉米纸牌 table ("4 players")."""
    return Texts.tr("%n player(s)", "", players)


def rummy_kind_name(kind: str) -> str:
    """How a 拉米纸牌 hand ended, as a short name (history, best hand)."""
    names = {
        "out": Texts.tr("Went out"),
        "rummy": Texts.tr("Rummy: out in one turn"),
        "stalemate": Texts.tr("Stalemate"),
    }
    return names.get(kind, kind)


def rummy_kind_description(kind: str) -> str:
    """One line saying what a 拉米纸牌 hand ending means."""
    lines = {
        "out": Texts.tr("A player emptied the hand and won the cards left in the others"),
        "rummy": Texts.tr("A player went out in a single turn without melding before: doubled"),
        "stalemate": Texts.tr("Nobody went out: everyone scores 0 for this hand"),
    }
    return lines.get(kind, "")


def rummy_how_text(how: str) -> str:
    """How a 拉米纸牌 hand was won or why it stalled (the history's detail)."""
    texts = {
        "meld": Texts.tr("by a meld"),
        "layoff": Texts.tr("by a lay-off"),
        "discard": Texts.tr("with the last discard"),
        "stock": Texts.tr("the stock ran out twice"),
        "turns": Texts.tr("the turn limit was reached"),
    }
    return texts.get(how, how)


# -- Rummy table ----------------------------------------------------------------------------
# Words of the 拉米纸牌 table (jinlami_desktop/games/rummy/scene.py): seat names, meld labels, the
# hand's mark, the Undo button and the aids' sentences.  Engine ``Refusal`` codes of
# engine/rummy/state.py are worded by ``rummy_refusal_text``; codes 金拉米 shares keep their words.

#: Where a seat sits, as ``jinlami_desktop.games.rummy.layout.seat_sides`` names it.
RUMMY_SIDES = ("bottom", "left", "top", "right")


def rummy_side_name(side: str) -> str:
    """A seat at the Rummy table by where it sits: You, West, North, East."""
    names = {
        "bottom": Texts.tr("You"),
        "left": Texts.tr("West"),
        "top": Texts.tr("North"),
        "right": Texts.tr("East"),
    }
    return names.get(side, side)


def rummy_cards_count(n: int) -> str:
    """A seat's card count under its name."""
    return Texts.tr("%n card(s)", "", n)


def rummy_meld_added_prefix() -> str:
    """Put before the seats that added cards to a table meld ("You · +West")."""
    return Texts.tr("+", "meld label: the seats that laid off onto this meld follow")


def rummy_meld_tooltip(kind: str, cards: str, owner: str, added: str) -> str:
    """A table meld in words: its kind, cards, who laid it and what others added."""
    if kind == "set":
        text = Texts.tr("Set {cards}, laid by {owner}")
    else:
        text = Texts.tr("Run {cards}, laid by {owner}")
    text = text.format(cards=cards, owner=owner)
    if added:
        text = Texts.tr("{meld}; added: {added}").format(meld=text, added=added)
    return text


def rummy_table_words(key: str) -> str:
    """Fixed words on the Rummy table: the hand's meld mark, Undo, empty places."""
    words = {
        "meld_mark": Texts.tr("Meld!"),
        "meld_mark_tip": Texts.tr(
            "Your hand holds a meld: click to select it, click again to meld it"
        ),
        "undo": Texts.tr("↶ Undo"),
        "undo_tip": Texts.tr("Take back your last meld or lay-off (U, Ctrl+Z)"),
        "melds_empty": Texts.tr("Drag a meld here"),
        "discard_empty": Texts.tr("Discard"),
        "thinking": Texts.tr("thinking…"),
        "your_turn": Texts.tr("your turn"),
        "taken_tip": Texts.tr(
            "Taken from the discard pile this turn: it cannot be discarded this turn"
        ),
    }
    return words.get(key, key)


def rummy_stock_tooltip(cards: str) -> str:
    """The turned-over stock is public: its cards in the order they will be drawn."""
    return Texts.tr("Turned-over stock, next draw first: {cards}").format(cards=cards)


def _rummy_cards(value: object) -> str:
    """Canonical card texts ("5S") as symbols (♠5), separated by spaces."""
    items = value if isinstance(value, list | tuple) else [value]
    return " ".join(param_card(text) for text in items)


def rummy_refusal_text(code: str, params: Mapping[str, Any] | None = None) -> str:
    """Why a Rummy selection is not a meld, or a move is refused, in plain words.

    Covers every code of ``engine.rummy.state.Refusal`` and the Rummy ``apply`` errors; codes
    金拉米 shares (``not_your_turn``, ``draw_first`` …) keep their :func:`error_text` words.
    """
    p = dict(params or {})
    cards = _rummy_cards(p.get("cards", []))
    card = _rummy_cards(p.get("card", "")) if p.get("card") else ""
    meld = _rummy_cards(p.get("meld", []))
    if code == "too_short":
        needed = [str(c) for c in p.get("needed", [])]
        if _int(p.get("count")) <= 1 or not needed:
            return Texts.tr("A meld needs at least three cards")
        a = _rummy_cards(needed[0])
        alternatives = a if len(needed) == 1 else Texts.tr("{a} or {b}")
        alternatives = alternatives.format(a=a, b=_rummy_cards(needed[-1]))
        ranks = {str(c)[:-1] for c in needed}
        if len(needed) == 2 and len(ranks) == 1:
            return Texts.tr("A set needs three cards: add {cards}").format(cards=alternatives)
        return Texts.tr("A run needs three cards: add {cards}").format(cards=alternatives)
    texts = {
        "missing_card": Texts.tr("Not a run: missing {cards}"),
        "mixed_suits": Texts.tr("Not a run: the suits differ ({cards})"),
        "mixed_ranks": Texts.tr("Not a set: the ranks differ ({cards})"),
        "set_full": Texts.tr("The set {meld} already has four cards"),
        "does_not_fit": Texts.tr("{card} does not fit on {meld}"),
        "just_taken_only_card": Texts.tr(
            "{card} was just taken from the discard pile: it cannot be your only card left"
        ),
        "just_taken": Texts.tr("That is the discard you just took ({card}): keep it this turn"),
        "wrong_phase": Texts.tr("You have drawn already: meld, lay off or discard"),
    }
    if code == "ace_low_only":
        if card:
            return Texts.tr("A is low only: {card} cannot go next to {meld}").format(
                card=card, meld=meld
            )
        return Texts.tr("A is low only: {cards} is not a run").format(cards=cards)
    if code == "not_in_hand" and not card:
        return Texts.tr("Not in your hand: {cards}").format(cards=cards)
    if code == "wrong_phase" and p.get("phase") != "play":
        return error_text(code, p)
    text = texts.get(code)
    if text is None:
        return error_text(code, p)
    return text.format(cards=cards, card=card, meld=meld)


def rummy_selection_text(kind: str, cards: str, problem: str = "") -> str:
    """The status line while the player selects cards that do form a meld.

    ``kind`` is "run" or "set"; ``problem`` is why it cannot be melded right now
    ("", ``not_your_turn``, ``draw_first``).
    """
    run = kind == "run"
    if problem == "not_your_turn":
        text = (
            Texts.tr("{cards} is a run: meld it on your turn")
            if run
            else Texts.tr("{cards} is a set: meld it on your turn")
        )
    elif problem == "draw_first":
        text = (
            Texts.tr("{cards} is a run: draw a card first, then meld it")
            if run
            else Texts.tr("{cards} is a set: draw a card first, then meld it")
        )
    else:
        text = (
            Texts.tr("{cards} is a run: click Meld! or drop it on the table (M)")
            if run
            else Texts.tr("{cards} is a set: click Meld! or drop it on the table (M)")
        )
    return text.format(cards=cards)


def rummy_pickup_text(card: Card, targets: int) -> str:
    """A single picked-up card: how many table melds it fits (they are outlined)."""
    if targets <= 0:
        return Texts.tr("{card} fits on no meld on the table").format(card=card_symbol(card))
    text = Texts.tr("{card} fits on %n outlined meld(s): drag it there to lay it off", "", targets)
    return text.format(card=card_symbol(card))


def rummy_gesture_text(key: str) -> str:
    """Why a drop on the Rummy table did nothing."""
    words = {
        "no_target": Texts.tr(
            "Drop cards on the table to meld, one card on a meld to lay it off, "
            "or on the discard pile"
        ),
        "one_discard": Texts.tr("Discard one card at a time"),
        "group_layoff": Texts.tr("Those cards do not all fit on that meld"),
        "draw_to_hand": Texts.tr("To draw, drop the card on your hand"),
        "nothing_selected": Texts.tr("Select cards first: click them, or press Space"),
    }
    return words.get(key, key)


# -- Rummy match ----------------------------------------------------------------------------
# The 拉米纸牌 score panel, end-of-hand dialog and status line (jinlami_desktop/games/rummy/
# panel.py, result_dialog.py; main_window.py): seats named with their bot level, whose
# turn, the last move, how a hand was won.

__all__ += [
    "rummy_how_out_text",
    "rummy_move_text",
    "rummy_prompt",
    "rummy_seat_name",
]


def rummy_seat_name(side: str, level: str) -> str:
    """A Rummy seat with its bot level ("West (Hard)"); the player is "You"."""
    if not level:
        return rummy_side_name("bottom")
    if level not in BOT_LEVELS:  # not known (a replayed hand of mixed levels)
        return rummy_side_name(side)
    return Texts.tr("{seat} ({level})", "a Rummy seat and its bot level").format(
        seat=rummy_side_name(side), level=level_name(level)
    )


def rummy_prompt(phase: str, my_turn: bool, name: str = "") -> str:
    """The 'whose turn' line of the Rummy panel (``phase``: draw, play or over; its
    terms never break over two lines)."""
    return keep_words_whole(_rummy_prompt(phase, my_turn, name))


def _rummy_prompt(phase: str, my_turn: bool, name: str) -> str:
    if phase == "over":
        return Texts.tr("The hand is over")
    if not my_turn:
        return Texts.tr("{name} to play").format(name=name)
    if phase == "draw":
        return Texts.tr("Your turn: draw from the stock or the discard pile")
    return Texts.tr("Your turn: meld, lay off, then discard a card")


def rummy_move_text(
    kind: str, source: str, name: str, card: Card | None, cards: tuple[Card, ...] = ()
) -> str:
    """What a seat just did at the Rummy table (cards only when they are public)."""
    if kind == "draw":
        if source == "discard" and card is not None:
            return Texts.tr("{name} took {card} from the discard pile").format(
                name=name, card=card_symbol(card)
            )
        if card is not None:  # the seat's own draw: it knows the card
            return Texts.tr("{name} drew {card} from the stock").format(
                name=name, card=card_symbol(card)
            )
        return Texts.tr("{name} drew from the stock").format(name=name)
    group = cards_text(cards) if cards else (card_symbol(card) if card is not None else "")
    texts = {
        "meld": Texts.tr("{name} melded {cards}"),
        "layoff": Texts.tr("{name} laid off {cards}"),
        "undo": Texts.tr("{name} took back {cards}"),
        "discard": Texts.tr("{name} discarded {cards}"),
        "turnover": Texts.tr("The discard pile was turned over as the new stock"),
    }
    text = texts.get(kind)
    return "" if text is None else text.format(name=name, cards=group)


def rummy_how_out_text(how: str, name: str, rummy: bool) -> str:
    """The end-of-hand title: who went out and how, or why nobody did."""
    texts = {
        "meld": Texts.tr("{name} went out by melding the last cards"),
        "layoff": Texts.tr("{name} went out by laying off the last card"),
        "discard": Texts.tr("{name} went out with the last discard"),
        "stock": Texts.tr("Stalemate: the stock ran out a second time"),
        "turns": Texts.tr("Stalemate: 120 turns were played and nobody went out"),
    }
    text = texts.get(how, Texts.tr("The hand is over")).format(name=name)
    if rummy:
        text = Texts.tr("{text} — rummy, all in one turn!").format(text=text)
    return text


def signal_params(params: object) -> dict[str, Any]:
    """A signal's ``params`` as the mapping the texts expect (anything else: none)."""
    return params if isinstance(params, dict) else {}
