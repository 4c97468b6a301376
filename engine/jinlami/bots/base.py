"""The bot interface and what every level shares.

A bot sees a :class:`~engine.jinlami.view.PlayerView` and a ``random.Random`` — never the hand
state — and answers one legal :class:`~engine.actions.Action`.  ``observe`` receives the
events the seat saw (already redacted); the bots here need nothing beyond the view, so
it is a no-op by default.
"""

from __future__ import annotations

import random
from typing import ClassVar

from ...actions import Action
from ...cards import Card, mask_of
from ...checks import check_rng, check_seed
from ...errors import IllegalActionError, shown
from ...layoff import layoff_plan
from ...melds import points_of_mask
from ..events import Event
from ..scoring import best_layoff
from ..state import Phase
from ..view import PlayerView

__all__ = ["Bot", "best_layoff_action", "default_declare_action"]


class Bot:
    """Base class: subclasses implement :meth:`decide`.

    ``choose(view, rng)`` returns a legal action for ``view``; with ``rng=None`` the bot's
    own generator (seeded from ``seed`` at creation) is used.
    """

    name: ClassVar[str] = "bot"

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None:
            check_seed(seed, "the bot's seed")
        self.seed = seed
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView, rng: random.Random | None = None) -> Action:
        """A legal action for ``view``.  A view that is not a 金拉米 seat's (``None``, a
        拉米纸牌 view), one with nothing to do (the hand is over) or an ``rng`` that is not
        a ``random.Random`` is an :class:`~engine.errors.IllegalActionError`
        (``not_a_view``, ``hand_over``, ``not_your_turn``) or a :class:`~engine.errors.RulesError`
        (``bad_seed``)."""
        if not isinstance(view, PlayerView):
            raise IllegalActionError(
                f"a 金拉米 bot plays a 金拉米 seat's view, got {shown(view)}", code="not_a_view"
            )
        if rng is not None:
            check_rng(rng)
        legal = view.legal_actions
        if not legal:
            over = view.phase is Phase.OVER
            raise IllegalActionError(
                "the bot was asked to act on a view with no legal actions: "
                + ("the hand is over" if over else "another seat is to act"),
                code="hand_over" if over else "not_your_turn",
            )
        if len(legal) == 1:
            return legal[0]
        r = self.rng if rng is None else rng
        if view.phase is Phase.LAYOFF:
            return best_layoff_action(view)
        if view.phase is Phase.DECLARE:
            return default_declare_action(view)
        return self.decide(view, r)

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        """Offer, draw and discard/knock decisions (layoff and declaration are shared)."""
        raise NotImplementedError

    def observe(self, event: Event) -> None:
        """An event as this seat saw it.  The view already holds everything; no-op."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name!r} seed={self.seed!r}>"


def default_declare_action(view: PlayerView) -> Action:
    """The engine's default declaration (docs/RULES.md A4): the first legal declare action."""
    for a in view.legal_actions:
        if a.kind == "declare":
            return a
    return view.legal_actions[0]


def best_layoff_action(view: PlayerView) -> Action:
    """The next step of the defender's best layoff (docs/RULES.md A5), computed from the view only.

    The knocker's 10 cards are revealed during the layoff (``view.opponent_hand``); their
    deadwood is what the declared melds leave.  Re-run after each card, the best layoff of
    what is left continues the best layoff found at the start.
    """
    legal = view.legal_actions
    end = Action.end_layoff()
    if view.opponent_hand is None:
        return end if end in legal else legal[0]
    declared = 0
    for m in view.declared:
        declared |= mask_of(m)
    k_dw = points_of_mask(mask_of(view.opponent_hand) & ~declared)
    melds = [mask_of(m) for m in view.table_melds]
    hand = mask_of(view.hand)
    want = best_layoff(melds, k_dw, hand, view.rules)
    plan = layoff_plan(melds, want) if want else None
    if plan:
        card_mask, index = plan[0]
        card = _card_of(view.hand, card_mask)
        action = Action.layoff(card, index)
        if action in legal:
            return action
        for a in legal:  # same card, the meld the engine lists for it
            if a.kind == "layoff" and a.card is card:
                return a
    return end if end in legal else legal[-1]


def _card_of(cards: tuple[Card, ...], mask: int) -> Card:
    for c in cards:
        if c.mask == mask:
            return c
    raise ValueError("card not in hand")
