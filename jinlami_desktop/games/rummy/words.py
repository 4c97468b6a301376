"""拉米纸牌's words: how a hand ended, the table's seats, melds and aids, refusals, the
score panel's turn line and last move, the end-of-hand title.

They keep the translation context ``Texts`` of :mod:`jinlami_desktop.words.texts`
(``Texts.tr``), so the catalogues keep their entries; the words both games share
(cards, levels, errors …) stay there.  Also here: what the shared dialogs ask the game
(:class:`~jinlami_desktop.games.protocol.GameWords`) — its name, its keys, the match
facts, a seat's name — and which moves end a seat's turn (:data:`RUMMY_TURN`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from engine import Card

from ...words.hint_words import HintTexts
from ...words.key_help import KeyHelp, KeyLine, hand_keys, menu_keys
from ...words.line_breaks import keep_words_whole
from ...words.opponents import opponent_name
from ...words.seat_moves import TurnRule
from ...words.texts import (
    BOT_LEVELS,
    Texts,
    card_symbol,
    cards_text,
    count_param,
    error_text,
    match_mode_text,
    param_card,
    players_text,
    seat_name,
)

__all__ = [
    "RUMMY_HOWS",
    "RUMMY_KINDS",
    "RUMMY_SIDES",
    "RUMMY_TURN",
    "game_name",
    "key_lines",
    "match_rows",
    "no_gain_words",
    "rules_name",
    "rummy_bot_name",
    "rummy_cards_count",
    "rummy_gesture_text",
    "rummy_how_out_text",
    "rummy_how_text",
    "rummy_kind_description",
    "rummy_kind_name",
    "rummy_meld_added_prefix",
    "rummy_meld_tooltip",
    "rummy_move_text",
    "rummy_pickup_text",
    "rummy_portrait",
    "rummy_prompt",
    "rummy_refusal_text",
    "rummy_seat_name",
    "rummy_selection_text",
    "rummy_side_name",
    "rummy_stock_tooltip",
    "rummy_table_words",
]

#: How a 拉米纸牌 hand ends (``RummyHandRecord.kind``): someone went out, went out all
#: at once (一把出完, doubled), or nobody did (僵局).
RUMMY_KINDS = ("out", "rummy", "stalemate")
#: ``RummyResult.how``: going out by a meld, a lay-off or the last discard; a stalemate
#: by the second exhaustion of the stock or the turn limit.
RUMMY_HOWS = ("meld", "layoff", "discard", "stock", "turns")
#: A turn ends with the discard (going out by melding simply stays the last).
RUMMY_TURN: Final = TurnRule(frozenset({"discard"}), frozenset({"deal", "hand_over", "turnover"}))


def game_name() -> str:
    """The game's name in the interface language."""
    return Texts.tr("Rummy")


def rules_name(rules: str) -> str:
    """拉米纸牌 has no rule presets: a save's rules are shown as they are (its table says
    the seats and the target instead)."""
    return rules


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
        "moves": Texts.tr("the move limit was reached"),
    }
    return texts.get(how, how)


# -- the table --------------------------------------------------------------------------------
# Seat names, meld labels, the hand's mark, the Undo button and the aids' sentences.  Engine
# ``Refusal`` codes of engine/rummy/state.py are worded by ``rummy_refusal_text``; codes 金拉米
# shares keep their words.

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
        "meld_mark_tip": Texts.tr("Your hand holds a meld: click to meld it (M)"),
        "stock_public": Texts.tr("Turned over — public"),
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
        if count_param(p.get("count")) <= 1 or not needed:
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


# -- the match --------------------------------------------------------------------------------
# The score panel, end-of-hand dialog and status line: seats named with their bot level,
# whose turn, the last move, how a hand was won.


#: Which of a level's names (:mod:`~jinlami_desktop.words.opponents`) the bot at each
#: side takes: by where it sits, so two bots of one level never share a name and a table
#: is named the same way every time; the lone bot of a two-player table takes the first.
_SLOTS = {"top": 0, "left": 1, "right": 2}


def rummy_bot_name(side: str, level: str) -> str:
    """The name of the bot of ``level`` sitting at ``side`` ("Grace"); the player is
    "You", a seat of no known level is named by where it sits ("West")."""
    if not level:
        return rummy_side_name("bottom")
    if level not in BOT_LEVELS:  # not known (a replayed hand of mixed levels)
        return rummy_side_name(side)
    return opponent_name(level, _SLOTS.get(side, 0))


def rummy_portrait(side: str, level: str) -> str:
    """Whose portrait the seat at ``side`` shows: the bot of ``level`` in the slot its
    name has (``"hard#2"`` beside ``"hard"``: two hard bots, two faces, as two names);
    ``""`` for the player and a seat of no known level."""
    if level not in BOT_LEVELS:
        return ""
    slot = _SLOTS.get(side, 0)
    return f"{level}#{slot + 1}" if slot else level


def rummy_seat_name(side: str, level: str) -> str:
    """A Rummy seat's bot by name with its level ("Grace (Hard)"); the player is
    "You"."""
    if not level:
        return rummy_side_name("bottom")
    if level not in BOT_LEVELS:  # not known (a replayed hand of mixed levels)
        return rummy_side_name(side)
    return seat_name(level, _SLOTS.get(side, 0))


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
        "moves": Texts.tr("Stalemate: 500 moves were played and nobody went out"),
    }
    text = texts.get(how, Texts.tr("The hand is over")).format(name=name)
    if rummy:
        text = Texts.tr("{text} — rummy, all in one turn!").format(text=text)
    return text


# -- what the shared dialogs ask the game ------------------------------------------------------
def key_lines() -> list[KeyLine]:
    """Every key of the table and of the game commands, with what it does (Help → Rules;
    ``tests/desktop/words/test_key_help.py`` presses each one on a real table)."""
    return [
        KeyLine(("S",), KeyHelp.tr("Draw from the stock")),
        KeyLine(("D",), KeyHelp.tr("Take the top card of the discard pile")),
        *hand_keys(),
        KeyLine(("Space",), KeyHelp.tr("Select the card, or leave it out of the selection")),
        KeyLine(("Esc",), KeyHelp.tr("Clear the selection")),
        KeyLine(("M",), KeyHelp.tr("Meld the selected cards")),
        KeyLine(("L",), KeyHelp.tr("Lay the card off on the first meld it fits")),
        KeyLine(("Return", "Enter"), KeyHelp.tr("Discard the card")),
        KeyLine(("U", "Ctrl+Z"), KeyHelp.tr("Undo the last meld or lay-off")),
        *menu_keys(layoff=False),
    ]


def match_rows(
    rules: str, mode: str, target: int | None, config: Mapping[str, int], players: int
) -> list[tuple[str, str]]:
    """Match info…'s rows about the table: the players and the mode (its target)."""
    return [
        (QCoreApplication.translate("MatchInfoDialog", "Players:"), players_text(players)),
        (QCoreApplication.translate("MatchInfoDialog", "Mode:"), match_mode_text(mode, target)),
    ]


def no_gain_words(card: str) -> str:
    """A hint's reason against taking ``card``: it helps no meld."""
    return HintTexts.tr("{card} helps none of your melds").format(card=card)
