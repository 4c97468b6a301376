"""``expert`` below its deep budget: a step above ``hard`` that never reads the clock.

Below ``DEEP_BUDGET_MS`` the expert has no look-ahead; what makes it more than ``hard``
there is its evaluation's settings (``MID`` from ``MID_BUDGET_MS``) and taking the discard
top only to make a meld (``BELOW_DEEP``).  These tests hold the decisions, not the speed
(``python -m engine.bench`` and the arena measure that; strength is in ``docs/BOTS.md``).
"""

from __future__ import annotations

import random

import pytest

from engine import Action, HandState, Phase, Rules, parse_cards
from engine.cards import DECK
from engine.jinlami.bots import make
from engine.jinlami.bots.expert import (
    DEEP,
    DEEP_BUDGET_MS,
    HARD_BUDGET_MS,
    LIGHT,
    MID,
    MID_BUDGET_MS,
    ExpertBot,
)
from engine.jinlami.bots.hard import HardParams


def _no_clock() -> float:
    """Below the deep budget the expert must not look at the time at all."""
    raise AssertionError("the expert read the clock below its deep budget")


def _hard_positions(preset: str, count: int) -> list[tuple[HandState, int]]:
    """Positions with a real choice from seeded play of ``hard`` against ``hard`` (every
    third one, so that the hands are spread over many deals)."""
    rules = Rules.preset(preset)
    out: list[tuple[HandState, int]] = []
    seed = 100
    while len(out) < count:
        state = HandState.new(rules, seed=seed, dealer=seed % 2)
        bots = [make("hard", seed=seed), make("hard", seed=seed + 1)]
        rng = random.Random(seed)
        step = 0
        while not state.is_over and len(out) < count:
            p = state.to_act
            if len(state.legal_actions()) > 1 and step % 3 == 0:
                out.append((state.copy(), p))
            state.apply(bots[p].choose(state.view(p), rng))
            step += 1
        seed += 1
    return out


def test_each_budget_has_its_settings() -> None:
    """The tiers by budget: ``LIGHT``, ``hard``'s own, ``MID``, then ``DEEP`` with both
    look-aheads; below the deep budget the top is taken only to make a meld."""
    for budget, sizes in (
        (HARD_BUDGET_MS / 2, LIGHT),
        (HARD_BUDGET_MS, {}),
        (MID_BUDGET_MS - 1, {}),
        (MID_BUDGET_MS, MID),
        (200.0, MID),
        (DEEP_BUDGET_MS - 1, MID),
    ):
        bot = ExpertBot(seed=1, budget_ms=budget, clock=_no_clock)
        want = {f: sizes.get(f, getattr(HardParams(), f)) for f in ("samples", "horizon")}
        assert {f: getattr(bot.hard.p, f) for f in want} == want, budget
        assert bot.hard.v.melds_only and bot.lookahead == 0 and not bot.draw_lookahead
    deep = ExpertBot(seed=1, budget_ms=DEEP_BUDGET_MS, playouts=0)  # ``expert:race``
    assert deep.hard.p.samples == DEEP["samples"] and deep.hard.p.halving_rounds == 2
    assert not deep.hard.v.melds_only and deep.lookahead == 4 and deep.draw_lookahead
    # the caller's keywords still win (a measured variant, not shipped play)
    assert not ExpertBot(seed=1, budget_ms=200, melds_only=False).hard.v.melds_only


def test_expert_at_200_ms_declines_a_discard_top_that_hard_takes() -> None:
    """From card strings: the dealer's first discard AS melds nothing in our hand (it
    only sits next to 2S), ``hard``'s roll-outs take it for its low value, and the expert
    at 200 ms draws blind instead."""
    rules = Rules.preset("classic")
    dealer = parse_cards("AS 5S 8S AH 2H 5H 3D JD 3C 4C 7C")
    ours = parse_cards("2S 7S 9S 4H QH 2D 5D 6D 6C TC")
    # the deal takes the deck's last card first, to the non-dealer, then alternately;
    # under ``dealer11`` the dealer's eleventh card comes last
    dealt = [c for pair in zip(ours, dealer, strict=False) for c in pair] + [dealer[10]]
    rest = [c for c in DECK if c not in set(dealt)]
    state = HandState.from_deck(rules, [*rest, *reversed(dealt)], dealer=0)
    assert state.phase is Phase.DISCARD and state.to_act == 0
    state.apply(Action.discard(dealer[0]))
    view = state.view(1)
    assert view.phase is Phase.DRAW and view.discard_top == dealer[0]
    assert sorted(view.hand) == sorted(ours)
    hard = make("hard", seed=3).choose(view, random.Random(5))
    expert = make("expert:200", seed=3, clock=_no_clock).choose(view, random.Random(5))
    assert hard == Action.draw_discard()
    assert expert == Action.draw_stock()


@pytest.mark.slow  # 60 positions at the expert's 200 ms sizes
@pytest.mark.parametrize("preset", ["classic", "jj"])
def test_expert_at_200_ms_chooses_otherwise_than_hard_on_a_share_of_positions(
    preset: str,
) -> None:
    """On positions of ``hard`` against ``hard`` the expert at 200 ms makes another
    choice than ``hard`` on a measurable share (draws and discards alike), and a second
    expert with the same seed makes exactly its choices without reading the clock."""
    positions = _hard_positions(preset, 60)
    draws = discards = 0
    for state, p in positions:
        view = state.view(p)
        hard = make("hard", seed=7).choose(view, random.Random(11))
        expert = make("expert:200", seed=7, clock=_no_clock).choose(view, random.Random(11))
        again = make("expert:200", seed=7, clock=_no_clock).choose(view, random.Random(11))
        assert expert == again and expert in view.legal_actions
        if expert != hard:
            if view.phase is Phase.DISCARD:
                discards += 1
            else:
                draws += 1
    assert draws >= 2 and discards >= 2 and draws + discards >= 6


def test_expert_at_200_ms_replays_a_whole_hand_for_a_seed() -> None:
    """Two hands of the expert at 200 ms against ``hard`` from the same seeds are played
    action for action alike, without the clock (a save replays the same game)."""

    def play(seed: int) -> list[Action]:
        state = HandState.new(Rules.preset("jj"), seed=seed, dealer=1)
        bots = [make("expert:200", seed=seed, clock=_no_clock), make("hard", seed=seed + 1)]
        rngs = [random.Random(seed), random.Random(seed + 1)]
        played: list[Action] = []
        while not state.is_over:
            p = state.to_act
            played.append(bots[p].choose(state.view(p), rngs[p]))
            state.apply(played[-1])
        return played

    for seed in (4, 5):
        assert play(seed) == play(seed)
