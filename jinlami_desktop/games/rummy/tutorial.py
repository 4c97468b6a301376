"""拉米纸牌's tutorial hand: draw, meld, lay off, undo, discard, take the discard, and
lay off on your own meld — then the hand is the player's to finish.

One fixed deal (``RummyState.setup``) with North's run ♠9 ♠10 ♠J already on the table
and North's moves written down, so each step is the one the table allows.  After the
last step North plays as a medium bot and the hand plays on.  The words are in the
``Tutorial`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import Action, parse_card, parse_cards
from engine.rummy.state import RummyPhase, RummyRules, RummyState

from ...words.texts import param_card
from ..tutorial_steps import Lesson, Progress, Step, draws_discard, draws_stock, symbols

__all__ = ["deal", "lesson", "summary"]

#: The player (seat 0) draws first; ♥7 from the stock makes ♥5 ♥6 ♥7; ♠Q fits North's
#: run; North throws ♥8 away, which fits the player's run.
PLAYER = "5H 6H QS KC 2C 2D 4S 9C JD AD"
NORTH = "3D 4C KD 2H 6D AC 8H"
NORTH_MELD = "9S TS JS"
UP_CARD = "3H"
STOCK = "7H 6S"  # first drawn first: the player's draw, then North's
NORTH_MOVES = ("draw stock", "discard 8H")


def summary() -> str:
    """The game in one line, for the welcome screen."""
    return QCoreApplication.translate(
        "Tutorial", "2 to 4 players: put melds on the table and be the first without cards."
    )


def deal() -> RummyState:
    """The player to draw, North's run on the table."""
    return RummyState.setup(
        RummyRules(2),
        [parse_cards(PLAYER), parse_cards(NORTH)],
        stock_top=parse_cards(STOCK),
        discards=parse_cards(UP_CARD),
        melds=[(parse_cards(NORTH_MELD), 1)],
        dealer=1,
        to_act=0,
        phase=RummyPhase.DRAW,
        turn=2,
        played=[False, True],
        seed=32,
    )


# -- what each step takes and when it is done -----------------------------------------------
def _melds(action: Action) -> bool:
    return action.kind == "meld"


def _lays_off_queen(action: Action) -> bool:
    return action.kind == "layoff" and action.card == parse_card("QS")


def _undoes(action: Action) -> bool:
    return action == Action.undo()


def _throws_king(action: Action) -> bool:
    return action == Action.discard(parse_card("KC"))


def _lays_off_eight(action: Action) -> bool:
    return action.kind == "layoff" and action.card in parse_cards("8H QS")


def _playing(p: Progress) -> bool:
    v = p.view
    return v is not None and v.phase is RummyPhase.PLAY and v.to_act == 0


def _melded(p: Progress) -> bool:
    return p.did("meld")


def _laid_off_queen(p: Progress) -> bool:
    return p.did("layoff", "QS")


def _undone(p: Progress) -> bool:
    return p.did("undo")


def _threw_king(p: Progress) -> bool:
    return p.did("discard", "KC")


def _north_played(p: Progress) -> bool:
    v = p.view
    return p.did("discard", player=1) and v is not None and v.to_act == 0


def _laid_off_eight(p: Progress) -> bool:
    return p.did("layoff", "8H")


# -- the words ---------------------------------------------------------------------------------
def _draw_title() -> str:
    return QCoreApplication.translate("Tutorial", "Draw a card")


def _draw_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Your turn starts with a draw: drag the stock (the face-down pile) onto your hand, "
        "or click it.",
    )


def _meld_title() -> str:
    return QCoreApplication.translate("Tutorial", "Meld")


def _meld_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "You drew the {card}: with {pair} it is a run. Click the three cards to pick them, "
        "then drag them onto the free table (or press M).",
    ).format(card=param_card("7H"), pair=symbols("5H 6H"))


def _layoff_title() -> str:
    return QCoreApplication.translate("Tutorial", "Lay off")


def _layoff_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "A card that fits a meld on the table can be laid off, whoever's meld it is. Your "
        "{card} fits North's run {run}: drag it onto that run.",
    ).format(card=param_card("QS"), run=symbols(NORTH_MELD))


def _undo_title() -> str:
    return QCoreApplication.translate("Tutorial", "Undo")


def _undo_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Changed your mind? Until you discard, Undo takes back this turn's melds and "
        "lay-offs, the last one first. Click Undo on the table (or press U): the {card} "
        "comes back to your hand.",
    ).format(card=param_card("QS"))


def _discard_title() -> str:
    return QCoreApplication.translate("Tutorial", "Discard")


def _discard_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "End your turn by throwing a card away: drag the {card} onto the discard pile (or "
        "double-click it).",
    ).format(card=param_card("KC"))


def _wait_title() -> str:
    return QCoreApplication.translate("Tutorial", "North's turn")


def _wait_text() -> str:
    return QCoreApplication.translate(
        "Tutorial", "North draws and discards. Every move is listed in the panel on the right."
    )


def _take_title() -> str:
    return QCoreApplication.translate("Tutorial", "Take the discard")


def _take_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "North threw away the {card}, and it fits your run. Take it: drag the discard pile "
        "onto your hand (or click it).",
    ).format(card=param_card("8H"))


def _own_title() -> str:
    return QCoreApplication.translate("Tutorial", "Lay off on your own meld")


def _own_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Lay the {card} off onto your run {run}. (The {queen} still fits North's run too.)",
    ).format(card=param_card("8H"), run=symbols("5H 6H 7H"), queen=param_card("QS"))


def _end_title() -> str:
    return QCoreApplication.translate("Tutorial", "Well done")


def _end_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "You know the moves of Rummy. The first player without cards wins the hand: play "
        "this one out against North, or close the tutorial.",
    )


def lesson() -> Lesson:
    """拉米纸牌's steps, in order."""
    return Lesson(
        (
            Step(_draw_title, _draw_text, _playing, draws_stock, deal=deal, bots={1: NORTH_MOVES}),
            Step(_meld_title, _meld_text, _melded, _melds),
            Step(_layoff_title, _layoff_text, _laid_off_queen, _lays_off_queen),
            Step(_undo_title, _undo_text, _undone, _undoes),
            Step(_discard_title, _discard_text, _threw_king, _throws_king),
            Step(_wait_title, _wait_text, _north_played),
            Step(_take_title, _take_text, _playing, draws_discard),
            Step(_own_title, _own_text, _laid_off_eight, _lays_off_eight),
            Step(_end_title, _end_text, read=True),
        )
    )
