"""The knock ``hard`` declines: what it throws instead."""

from __future__ import annotations

import random

from engine.actions import Action
from engine.jinlami.bots import HardBot, make
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.jinlami.view import PlayerView
from engine.melds import min_deadwood
from engine.tools.common import play_out


class _Watched(HardBot):
    """``hard`` that declines every risky knock, remembering what it threw instead."""

    def __init__(self) -> None:
        super().__init__(1, uc_max_international=0.0, uc_max_jinlami=0.0)
        self.declined: list[tuple[int, int]] = []  # (least knock deadwood, deadwood left)

    def decide(self, view: PlayerView, rng: random.Random) -> Action:
        action = super().decide(view, rng)
        knocks = [a for a in view.legal_actions if a.kind == "knock" and a.card is not None]
        if knocks and action.kind == "discard" and action.card is not None:
            hand = sum(c.mask for c in view.hand)
            least = min(min_deadwood(hand ^ a.card.mask) for a in knocks if a.card)
            self.declined.append((least, min_deadwood(hand ^ action.card.mask)))
        return action


def test_a_declined_knock_keeps_the_least_deadwood() -> None:
    """A knock ``hard`` declines (here: every knock with any undercut risk) is followed
    by a discard that leaves no more deadwood than knocking would have."""
    watched = _Watched()
    rules = Rules.preset("international")
    for seed in range(12):
        bots = [watched, make("medium", seed=seed)]
        rngs = [random.Random(seed), random.Random(seed + 100)]
        play_out(HandState.new(rules, seed=seed, dealer=seed % 2), bots, rngs)
    assert len(watched.declined) >= 3
    assert all(left <= least for least, left in watched.declined)
