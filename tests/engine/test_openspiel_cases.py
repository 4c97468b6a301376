"""Our side of the differences from OpenSpiel (docs/RULES.md E4), each on a hand written
card by card: what the differential check found OpenSpiel doing otherwise is, here,
what our rules say."""

from __future__ import annotations

from engine import Action, HandState, Rules
from engine.melds import min_deadwood
from tests.engine.reference import cards

OKLAHOMA = Rules.preset("oklahoma")

#: 11 cards after a draw: discarding 5D leaves gin (2S–4S, 2C–5C, 3H–5H).  OpenSpiel's
#: 11-card deadwood melds the sets of threes, fours and fives (the most points, 36) and
#: leaves 2S 2C, drops one: 2 — and refuses the knock when the up-card is an ace.
ELEVEN = "2S 3S 4S 2C 3C 4C 5C 3H 4H 5H 5D"
DEFENDER = "AS 9S TS JH JD JC QH QD KS 7C"  # JH JD JC; deadwood 57


def _eleven(up: str) -> HandState:
    return HandState.setup(OKLAHOMA, (cards(ELEVEN), cards(DEFENDER)), discards=cards(up), dealer=1)


def test_eleven_cards_that_a_discard_leaves_as_gin_knock_gin_on_an_ace() -> None:
    """``eleven_card_deadwood``: the knock is legal (its discard leaves 0), gin only
    being allowed by the ace up-card; OpenSpiel refuses it."""
    hand = sum(c.mask for c in cards(ELEVEN))
    assert min(min_deadwood(hand & ~c.mask) for c in cards(ELEVEN)) == 0
    s = _eleven("AH")
    assert s.knock_limit == 0 and s.to_act == 0
    knocks = [str(a) for a in s.legal_actions() if a.kind == "knock"]
    assert knocks == ["knock 5D"]
    s.apply(Action.parse("knock 5D"))
    s.apply(s.legal_actions()[0])  # the proposed declaration: gin
    settled = s.settlement
    assert settled is not None and (settled.kind, settled.points) == ("gin", 25 + 57)


def test_a_custom_limit_caps_the_up_cards_value() -> None:
    """``knock_card_cap``: with a knock limit of 5 a king up-card gives 5, a four 4;
    OpenSpiel's ``knock_card`` gives way to the up-card (10)."""
    capped = Rules(**{**OKLAHOMA.to_dict(), "name": "custom", "knock_limit": 5})
    assert capped.upcard_terms(cards("KD")[0]) == (5, False)
    assert capped.upcard_terms(cards("4H")[0]) == (4, False)
    assert capped.upcard_terms(cards("AH")[0]) == (0, False)
    assert OKLAHOMA.upcard_terms(cards("KD")[0]) == (10, False)
