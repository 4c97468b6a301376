"""金拉米's words: the turn line, the named results and what they mean, the undercut
tiers, the points breakdown, the rule presets, the match mode's line, the last move.

They keep the translation context ``Texts`` of :mod:`jinlami_desktop.words.texts`
(``Texts.tr``), so the catalogues keep their entries; the words both games share
(cards, levels, errors …) stay there.  Also here: what the shared dialogs ask the game
(:class:`~jinlami_desktop.games.protocol.GameWords`) — its name, its keys, the match
facts — and which moves end a seat's turn (:data:`JINLAMI_TURN`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from PySide6.QtCore import QCoreApplication

from engine import Card, Phase, Rules

from ...words.hint_words import HintTexts
from ...words.key_help import KeyHelp, KeyLine, hand_keys, menu_keys
from ...words.line_breaks import keep_words_whole
from ...words.seat_moves import TurnRule
from ...words.texts import Texts, card_symbol, match_mode_text

__all__ = [
    "JINLAMI_TURN",
    "PRESET_NAMES",
    "RESULT_KINDS",
    "breakdown_text",
    "game_name",
    "hand_terms_text",
    "hand_terms_texts",
    "key_lines",
    "match_rows",
    "mode_text",
    "move_text",
    "no_gain_words",
    "phase_prompt",
    "preset_description",
    "preset_name",
    "result_description",
    "result_name",
    "rules_name",
    "undercut_tier_name",
]

PRESET_NAMES = ("classic", "jj", "gin1909", "international", "oklahoma", "straight")
#: Every settlement kind the engine reports (``Settlement.kind``), and a hand without a
#: knock (``draw``); ``result_name`` words each one.
RESULT_KINDS = ("gin3", "gin2", "gin_dragon", "knock", "undercut", "gin", "big_gin", "draw")
#: A turn ends with the discard, the knock or a pass on the up-card; the deal, the
#: declaration, the end of the layoff and the hand's end are no moves to show.
JINLAMI_TURN: Final = TurnRule(
    frozenset({"discard", "knock", "pass"}),
    frozenset({"deal", "declare", "end_layoff", "hand_over"}),
)


def game_name() -> str:
    """The game's name in the interface language."""
    return Texts.tr("Jin Rummy")


def preset_name(name: str) -> str:
    """A rules preset's name with what sets it apart, in a line (the New match page's
    choices, the statistics' rows, a save's rules); an unknown name is shown as is."""
    names = {
        "classic": Texts.tr("Classic (dealer gets 11, knock ≤ 10)"),
        "jj": Texts.tr("JJ (up-card, knock ≤ 5)"),
        "gin1909": Texts.tr("1909 (up-card to the non-dealer)"),
        "international": Texts.tr("International Gin Rummy"),
        "oklahoma": Texts.tr("Oklahoma Gin (the up-card sets the knock limit)"),
        "straight": Texts.tr("Straight Gin (gin only, no knocking)"),
        "custom": Texts.tr("Custom"),
    }
    return names.get(name, name)


def preset_description(name: str) -> str:
    """What a rules preset plays like, in one sentence (under the New match page's
    choice); empty for an unknown name."""
    lines = {
        "classic": Texts.tr(
            "The dealer gets 11 cards and opens with a discard; knock with 10 or less; "
            "Jin Rummy scoring (gin 50, undercut penalties)."
        ),
        "jj": Texts.tr(
            "An up-card offered to the dealer first; knock with 5 or less; Jin Rummy scoring."
        ),
        "gin1909": Texts.tr(
            "An up-card offered to the non-dealer first; knock with 10 or less; Jin Rummy scoring."
        ),
        "international": Texts.tr(
            "Gin Rummy as Hoyle has it: knock with 10 or less, gin 25, undercut 25, "
            "a game to 100 with bonuses."
        ),
        "oklahoma": Texts.tr(
            "The first up-card's value is the hand's knock limit: an ace means gin only, "
            "a spade doubles the hand."
        ),
        "straight": Texts.tr("No knocking at all: a hand is won only by going gin (or Big Gin)."),
    }
    return lines.get(name, "")


def hand_terms_text(rules: Rules, knock_limit: int, doubled: bool) -> str:
    """What a hand allows beyond the preset's name, for the panel: the hand's own knock
    limit under Oklahoma (``knock_limit`` is the view's, set by the up-card; 0 for an ace:
    gin only) and whether a spade up-card doubles it (``doubled``); "gin only" when the
    rules never allow a knock (Straight Gin).  Empty for the other rules: their limit is
    the preset's, said on the New match page.  Its terms never break over two lines."""
    lines: list[str] = []
    if rules.oklahoma:
        if knock_limit == 0:
            lines.append(Texts.tr("Gin only: the up-card is an ace"))
        else:
            lines.append(Texts.tr("Knock at %n point(s) or less this hand", "", knock_limit))
        if doubled:
            lines.append(Texts.tr("Spades: this hand counts double"))
    elif knock_limit == 0:
        lines.append(Texts.tr("Gin only: no knocking"))
    return keep_words_whole("\n".join(lines))


def hand_terms_texts(rules: Rules) -> list[str]:
    """Every :func:`hand_terms_text` a hand of ``rules`` may show (the panel keeps the
    height of the tallest, so the buttons below it stay put from hand to hand)."""
    if not rules.oklahoma:
        return [hand_terms_text(rules, rules.knock_limit, False)]
    return [
        hand_terms_text(rules, limit, doubled)
        for limit in (0, rules.knock_limit)
        for doubled in (False, rules.oklahoma_spade_double)
    ]


def rules_name(rules: str) -> str:
    """A save's or a match's rules by their preset's name (the registry asks)."""
    return preset_name(rules)


def phase_prompt(phase: Phase, my_turn: bool, stock_only: bool = False) -> str:
    """What the player should do now (the 'whose turn' line; its terms never break
    over two lines).  ``stock_only``: both players passed the up-card, so the draw
    comes from the stock (docs/RULES.md A2) and the discard pile is not offered."""
    return keep_words_whole(_phase_prompt(phase, my_turn, stock_only))


def _phase_prompt(phase: Phase, my_turn: bool, stock_only: bool) -> str:
    if not my_turn:
        if phase is Phase.OVER:
            return Texts.tr("The hand is over")
        return Texts.tr("Opponent's turn")
    if phase is Phase.DRAW and stock_only:
        return Texts.tr("Your turn: both passed the up-card, draw from the stock")
    prompts = {
        Phase.OFFER: Texts.tr("Your turn: take the up-card or pass"),
        Phase.DRAW: Texts.tr("Your turn: draw from the stock or the discard pile"),
        Phase.DISCARD: Texts.tr("Your turn: discard a card, or drop it on the knock area"),
        Phase.DECLARE: Texts.tr("Your turn: choose how to show your melds"),
        Phase.LAYOFF: Texts.tr("Lay off cards on the knocker's melds, then press Done"),
        Phase.OVER: Texts.tr("The hand is over"),
    }
    return prompts[phase]


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
        "big_gin": Texts.tr("Big Gin"),
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
        "big_gin": Texts.tr("All eleven cards melded after the draw: no discard, no layoff"),
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
        "spade_double": Texts.tr("Doubled (a spade up-card): {points}"),
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
    if mode == "hollywood":
        return Texts.tr("Hollywood: three games to {target} at once").format(target=target)
    if mode == "team":
        return Texts.tr("Team match")
    return mode


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


def no_gain_words(card: str) -> str:
    """A hint's reason against taking ``card``: it would not lower the deadwood."""
    return HintTexts.tr("taking {card} would not lower your deadwood").format(card=card)


# -- what the shared dialogs ask the game ------------------------------------------------------
def key_lines() -> list[KeyLine]:
    """Every key of the table and of the game commands, with what it does (Help → Rules;
    ``tests/desktop/words/test_key_help.py`` presses each one on a real table)."""
    return [
        KeyLine(("S",), KeyHelp.tr("Draw from the stock")),
        KeyLine(("D",), KeyHelp.tr("Take the top card of the discard pile")),
        KeyLine(("P",), KeyHelp.tr("Pass on the up-card")),
        *hand_keys(),
        KeyLine(
            ("Return", "Enter", "Space", "L"),
            KeyHelp.tr("Play the card: discard it, or lay it off when laying off"),
        ),
        KeyLine(("K",), KeyHelp.tr("Knock with the card (a dialog shows your melds first)")),
        *menu_keys(layoff=True),
    ]


def match_rows(
    rules: str, mode: str, target: int | None, config: Mapping[str, int], players: int
) -> list[tuple[str, str]]:
    """Match info…'s rows about the rules: the preset and the mode in one line (its
    hands, target and hand limit)."""
    if mode in ("fixed", "target", "game", "hollywood"):
        line = mode_text(
            mode, config.get("hands", 0), config.get("target", 0), config.get("hand_limit", 0)
        )
    else:
        line = match_mode_text(mode, target)
    return [
        (QCoreApplication.translate("MatchInfoDialog", "Rules:"), preset_name(rules)),
        (QCoreApplication.translate("MatchInfoDialog", "Mode:"), line),
    ]
