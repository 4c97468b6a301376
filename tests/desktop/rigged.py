"""Hand states built card by card, so desktop tests know exactly what can happen."""

from __future__ import annotations

from engine import Action, HandState, Phase, Rules, parse_cards
from engine.cards import mask_of

#: Seat 0 (the human) to draw.  After two draws from the stock (QS, then JC or 8C)
#: and discarding KD then QS, the human can knock with two valid arrangements:
#: run AH-4H (deadwood 3S 3D 2C = 8) or set 3H 3S 3D (deadwood AH 2H 4H 2C = 9).
HUMAN_HAND = "AH 2H 3H 4H 3S 3D 9C TC 2C KD"
#: Seat 1: high, unconnected cards; it cannot knock within a couple of turns.
BOT_HAND = "KS 9S 6S QH 7H JD 7D 5C KC 6C"
DISCARD = "8D"
STOCK_TOP = "8C JC QS"  # the last card is the top of the stock


def _mask(text: str) -> int:
    return mask_of(parse_cards(text))


def knock_hand(rules: Rules | None = None) -> HandState:
    """The human (seat 0) is to draw, with a knock two draws away."""
    rules = rules or Rules.preset("classic")
    return HandState.setup(
        rules,
        (parse_cards(HUMAN_HAND), parse_cards(BOT_HAND)),
        stock_top=parse_cards(STOCK_TOP)[::-1],
        discards=parse_cards(DISCARD),
        dealer=1,
        to_act=0,
        phase=Phase.DRAW,
        seed=12345,
    )


#: Seat 1 knocks with 5S 6S 7S / 9H 9D 9C / JD QD KD and deadwood AC (1 point).
KNOCKER_HAND = "5S 6S 7S 9H 9D 9C JD QD KD AC 2C"  # 11 cards: knocks with 2C face down
KNOCKER_DISCARD = "2C"
#: Seat 0 holds 8S (fits 5S-7S) and 4S; QS does not fit anywhere.
DEFENDER_HAND = "8S 4S QS TH 3D 3H 6H 7C 8C 2D"


def layoff_hand(rules: Rules | None = None) -> HandState:
    """Seat 1 has knocked and declared; the human (seat 0) is to lay off."""
    rules = rules or Rules.preset("classic")
    s = HandState.setup(
        rules,
        (parse_cards(DEFENDER_HAND), parse_cards(KNOCKER_HAND)),
        discards=parse_cards("5D"),
        dealer=0,
        to_act=1,
        phase=Phase.DISCARD,
        seed=54321,
    )
    s.apply(Action.knock(parse_cards(KNOCKER_DISCARD)[0]))
    s.apply(s.legal_actions()[0])  # the proposed arrangement
    assert s.phase is Phase.LAYOFF and s.to_act == 0
    return s


def no_knock_hand(phase: Phase = Phase.DRAW) -> HandState:
    """Seat 0 (the human) is to draw ten unconnected cards: no draw lets them knock, so
    neither a knock sign nor a knock interrupts the turn.  ``Phase.OFFER``: the up-card
    ♣4 is offered to them first (Pass shows), under ``gin1909`` (an up-card deal: the
    non-dealer is offered it first; the classic deal offers none)."""
    return HandState.setup(
        Rules.preset("gin1909" if phase is Phase.OFFER else "classic"),
        (
            parse_cards("KS QH JD 9C 7S 5H 3D AC 2H 8D"),
            parse_cards("KC QC JH 9D 7H 5S 3C AD 2S 8C"),
        ),
        stock_top=parse_cards("KH QS"),
        discards=parse_cards("4C"),
        dealer=1,
        to_act=0,
        phase=phase,
        seed=5,
    )
