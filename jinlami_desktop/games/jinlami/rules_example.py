"""Help → Rules' worked Oklahoma hand: one hand dealt from a fixed seed and played out by
two Medium bots, told from what the engine recorded — the up-card, the knock limit and
double it set, the knock, both hands in melds, the layoff and the points.

Why played, not written: numbers typed into a help page drift from the rules they
illustrate; a hand the engine plays and scores each time the page is built cannot.
The hand is played once per session (``lru_cache``: the bots take a few milliseconds)
and worded again in each language.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Final

from PySide6.QtCore import QCoreApplication

from engine import Card, HandState, Rules

from ...words.texts import card_symbol
from .words import breakdown_text, result_description, result_name

__all__ = ["EXAMPLE_LEVEL", "EXAMPLE_SEED", "RulesExample", "example_hand", "example_section"]

#: The seed the example hand is dealt from (its up-card a spade below 10: a knock limit
#: under the usual 10, and the hand doubled).
EXAMPLE_SEED: Final = 17
#: The bots that play it.
EXAMPLE_LEVEL: Final = "medium"


@lru_cache(maxsize=1)
def example_hand() -> HandState:
    """The Oklahoma hand of :data:`EXAMPLE_SEED`, played to its end by two bots of
    :data:`EXAMPLE_LEVEL` (seat 0 deals)."""
    from engine.jinlami.bots import make  # the bots on first use, not at start-up

    state = HandState.new(Rules.preset("oklahoma"), seed=EXAMPLE_SEED, dealer=0)
    bots = (make(EXAMPLE_LEVEL, seed=EXAMPLE_SEED), make(EXAMPLE_LEVEL, seed=EXAMPLE_SEED + 1))
    rng = random.Random(EXAMPLE_SEED)
    while not state.is_over:
        seat = state.to_act
        state.apply(bots[seat].choose(state.view(seat), rng))
    return state


class RulesExample:
    """The translation context of the worked hand's words (never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def _cards(cards: Iterable[Card]) -> str:
    return " ".join(card_symbol(c) for c in sorted(cards, key=lambda c: (c.suit, c.rank)))


def _hand(melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]) -> str:
    """Melds in brackets, then the deadwood (a dash for none)."""
    shown = " ".join(f"[{_cards(m)}]" for m in melds)
    return RulesExample.tr("{melds}, deadwood {cards}").format(
        melds=shown or "—", cards=_cards(deadwood) if deadwood else "—"
    )


def _seat(state: HandState, seat: int, first: bool = False) -> str:
    """The seat by its part in the deal (``first``: starting a sentence)."""
    if first:
        return (
            RulesExample.tr("The dealer")
            if seat == state.dealer
            else RulesExample.tr("The non-dealer")
        )
    return (
        RulesExample.tr("the dealer") if seat == state.dealer else RulesExample.tr("the non-dealer")
    )


def example_section() -> str:
    """The worked hand as a section of the rules page (HTML)."""
    state = example_hand()
    up = state.log[0].card
    assert up is not None  # Oklahoma deals an up-card
    if state.knock_limit == 0:
        limit = RulesExample.tr("an ace: gin only")
    else:
        limit = RulesExample.tr("the knock limit is {n}").format(n=state.knock_limit)
    double = RulesExample.tr(" A spade up-card: the hand counts double.") if state.doubled else ""
    parts = [
        RulesExample.tr("<h3>An Oklahoma hand, played out</h3>"),
        "<p>"
        + RulesExample.tr(
            "Dealt from seed {seed} and played by two Medium bots. The up-card is {card}: "
            "{limit} for the whole hand, whoever takes it.{double}"
        ).format(seed=EXAMPLE_SEED, card=card_symbol(up), limit=limit, double=double)
        + "</p>",
    ]
    st = state.settlement
    if st is None or state.knocker < 0:
        parts.append("<p>" + RulesExample.tr("Nobody knocked: the hand is a draw.") + "</p>")
        return "".join(parts)
    knocker, defender = state.knocker, 1 - state.knocker
    parts.append(
        "<ul><li>"
        + RulesExample.tr("On turn {turn} {who} knocks with {hand} ({points} points).").format(
            turn=state.turn,
            who=_seat(state, knocker),
            hand=_hand(st.knocker_melds, st.knocker_deadwood_cards),
            points=st.knocker_deadwood,
        )
        + "</li><li>"
        + RulesExample.tr("{who} shows {hand} ({points} points).").format(
            who=_seat(state, defender, first=True),
            hand=_hand(st.defender_melds, st.defender_deadwood_cards),
            points=st.defender_deadwood,
        )
        + (
            RulesExample.tr(" Laid off first: {cards}.").format(cards=_cards(st.layoff))
            if st.layoff
            else ""
        )
        + "</li></ul>"
    )
    lines = [breakdown_text(k, v) for k, v in st.breakdown]
    lines.append(RulesExample.tr("Total: {points}").format(points=st.points))
    parts.append(
        "<p>"
        + RulesExample.tr("<b>{result}</b> — {meaning}.").format(
            result=result_name(st.kind), meaning=result_description(st.kind, bool(st.layoff))
        )
        + "<br>"
        + "<br>".join(lines)
        + "</p>"
    )
    return "".join(parts)
