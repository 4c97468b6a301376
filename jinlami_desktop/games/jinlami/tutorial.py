"""金拉米's tutorial hand: draw, discard, melds, knock, and (in a second deal) lay off.

Two fixed deals (``HandState.setup``), the bot's moves written down: in the first the
player takes the up-card, throws a high card away, groups the melds, draws from the
stock and knocks (the bot lays off its ♥8 on the player's run); in the second the bot
has knocked and the player lays off ♣6 and ends the layoff.  Every card is placed so
that the step asked for is the one the table allows: only ♥Q knocks, only ♣6 fits the
knocker's melds.  The words are in the ``Tutorial`` context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import Action, HandState, Phase, Rules, parse_card, parse_cards

from ...words.texts import param_card
from ..tutorial_steps import Lesson, Progress, Step, draws_discard, draws_stock, symbols

__all__ = ["first_deal", "lesson", "second_deal", "summary"]

#: The first deal: the player (seat 0) draws first.  ♥4 ♥5 ♥6 takes the up-card ♥7;
#: ♣8 ♦8 ♠8 is a set; after ♠2 from the stock only a ♥Q discard knocks (6 points).
PLAYER = "4H 5H 6H 8C 8D 8S AS 3C KD QH"
OPPONENT = "KS QC JD 9D 8H 6C 5D 2D TC JS"
UP_CARD = "7H"
STOCK = "5C 2S"  # first drawn first: the opponent's draw, then the player's
OPPONENT_MOVES = ("draw stock", "discard JS")

#: The second deal: the opponent (seat 1) knocks with ♥K: ♣3 ♣4 ♣5, ♦6 ♦7 ♦8, 10s.
KNOCKER = "3C 4C 5C TH TS TD 6D 7D 8D AS KH"
KNOCK_CARD = "KH"
DEFENDER = "6C 9H QS KC 2H 4H 7S 9S JH 3S"  # ♣6 is the only card that lays off


def summary() -> str:
    """The game in one line, for the welcome screen."""
    return QCoreApplication.translate(
        "Tutorial", "2 players, 10 cards: meld your hand and knock when little is left over."
    )


def first_deal() -> HandState:
    """The player to draw; the up-card fits the player's run."""
    return HandState.setup(
        Rules.preset("classic"),
        (parse_cards(PLAYER), parse_cards(OPPONENT)),
        stock_top=parse_cards(STOCK),
        discards=parse_cards(UP_CARD),
        dealer=1,
        to_act=0,
        phase=Phase.DRAW,
        seed=30,
    )


def second_deal() -> HandState:
    """The opponent has knocked and shown its melds: the player lays off."""
    s = HandState.setup(
        Rules.preset("classic"),
        (parse_cards(DEFENDER), parse_cards(KNOCKER)),
        discards=parse_cards("5H"),
        dealer=0,
        to_act=1,
        phase=Phase.DISCARD,
        seed=31,
    )
    s.apply(Action.knock(parse_card(KNOCK_CARD)))
    s.apply(next(a for a in s.legal_actions() if a.kind == "declare"))
    return s


# -- what each step takes and when it is done -----------------------------------------------
def _throws_king(action: Action) -> bool:
    return action == Action.discard(parse_card("KD"))


def _knocks(action: Action) -> bool:
    return action == Action.knock(parse_card("QH")) or action.kind == "declare"


def _lays_off_six(action: Action) -> bool:
    return action.kind == "layoff" and action.card == parse_card("6C")


def _ends_layoff(action: Action) -> bool:
    return action == Action.end_layoff()


def _to_discard(p: Progress) -> bool:
    return p.view is not None and p.view.phase is Phase.DISCARD and p.view.to_act == 0


def _threw_king(p: Progress) -> bool:
    return p.did("discard", "KD")


def _opponent_played(p: Progress) -> bool:
    v = p.view
    return p.did("discard", player=1) and v is not None and v.to_act == 0


def _grouped(p: Progress) -> bool:
    return bool(p.ui.scene.order.mode == "melds")


def _knocked(p: Progress) -> bool:
    v = p.view
    return v is not None and v.knocker == 0 and v.phase in (Phase.LAYOFF, Phase.OVER)


def _hand_over(p: Progress) -> bool:
    return p.view is not None and p.view.phase is Phase.OVER


def _laid_off(p: Progress) -> bool:
    return p.did("layoff", "6C")


# -- the words ---------------------------------------------------------------------------------
def _draw_title() -> str:
    return QCoreApplication.translate("Tutorial", "Draw a card")


def _draw_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Every turn starts with a draw. The {card} on the discard pile fits your run "
        "{run}: drag it onto your hand (or click the discard pile).",
    ).format(card=param_card(UP_CARD), run=symbols("4H 5H 6H"))


def _discard_title() -> str:
    return QCoreApplication.translate("Tutorial", "Discard")


def _discard_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "You hold 11 cards now: end your turn by throwing one away. The {card} fits no "
        "meld and counts 10 points: drag it onto the discard pile (or double-click it).",
    ).format(card=param_card("KD"))


def _wait_title() -> str:
    return QCoreApplication.translate("Tutorial", "Your opponent's turn")


def _wait_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Your opponent draws and discards. Every move of the hand is listed on the right, "
        "under Moves of this hand.",
    )


def _melds_title() -> str:
    return QCoreApplication.translate("Tutorial", "Melds")


def _melds_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Three or more cards of one rank (a set) or in a row of one suit (a run) are a "
        "meld; the other cards are deadwood and count against you. A bar under the cards "
        "marks each meld. Click Melds under Arrange your hand: your melds {run} and "
        "{set} move side by side.",
    ).format(run=symbols("4H 5H 6H 7H"), set=symbols("8C 8D 8S"))


def _stock_title() -> str:
    return QCoreApplication.translate("Tutorial", "Draw from the stock")


def _stock_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "This time draw from the stock: drag the face-down pile onto your hand (or click it).",
    )


def _knock_title() -> str:
    return QCoreApplication.translate("Tutorial", "Knock")


def _knock_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Your deadwood is {cards}: 16 points. Throw the {card} away face down to knock: "
        "6 points are left, within the knock limit of 10. Drag the {card} onto the knock "
        "area, look at the melds the dialog shows, and confirm.",
    ).format(cards=symbols("AS 2S 3C QH"), card=param_card("QH"))


def _scored_title() -> str:
    return QCoreApplication.translate("Tutorial", "The hand is scored")


def _scored_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Your opponent lays off what fits your melds (its {card} on your run), then the "
        "hand is scored: the window that opens shows your points. Close it and click Next.",
    ).format(card=param_card("8H"))


def _layoff_title() -> str:
    return QCoreApplication.translate("Tutorial", "Lay off")


def _layoff_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "A new deal, the other way round: your opponent has knocked and shows its melds. "
        "Your {card} fits its run {run}: drag it onto that run (it is outlined) to lay it "
        "off. It then no longer counts against you.",
    ).format(card=param_card("6C"), run=symbols("3C 4C 5C"))


def _done_title() -> str:
    return QCoreApplication.translate("Tutorial", "Done laying off")


def _done_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "Nothing else of yours fits. Click Done laying off in the panel to end the hand.",
    )


def _end_title() -> str:
    return QCoreApplication.translate("Tutorial", "Well done")


def _end_text() -> str:
    return QCoreApplication.translate(
        "Tutorial",
        "That is Jin Rummy: draw, discard, meld, knock, lay off. Start a match with Game → "
        "New match…; this tutorial stays in Help.",
    )


def lesson() -> Lesson:
    """金拉米's steps, in order."""
    return Lesson(
        (
            Step(
                _draw_title,
                _draw_text,
                _to_discard,
                draws_discard,
                deal=first_deal,
                bots={1: OPPONENT_MOVES},
                arrange="suit",
            ),
            Step(_discard_title, _discard_text, _threw_king, _throws_king),
            Step(_wait_title, _wait_text, _opponent_played),
            Step(_melds_title, _melds_text, _grouped),
            Step(_stock_title, _stock_text, _to_discard, draws_stock),
            Step(_knock_title, _knock_text, _knocked, _knocks),
            Step(_scored_title, _scored_text, _hand_over, read=True),
            Step(_layoff_title, _layoff_text, _laid_off, _lays_off_six, deal=second_deal),
            Step(_done_title, _done_text, _hand_over, _ends_layoff),
            Step(_end_title, _end_text, read=True),
        )
    )
