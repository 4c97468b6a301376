"""Seeded self-play: thousands of random hands under all four presets.

Random legal actions, with a bias towards knocking (so declarations, layoffs and
settlements happen often); the defender sometimes lays off best, sometimes at random.
Every step keeps all 52 cards in exactly one place; every hand ends; a hand replays
exactly from (rules, seed, dealer, actions); every settlement pays a positive score.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import engine
from engine import Action, HandState, Phase
from tests.engine import reference as ref
from tests.engine.generators import random_action

PRESETS = ["classic", "jj", "gin1909", "international"]
HANDS_PER_PRESET = 750
FULL_DECK = engine.mask_of(engine.DECK)


def check_cards(s: HandState) -> None:
    """52 distinct cards across hands, stock, discards, the knock card and laid-off cards."""
    seen = 0
    for part in (*s.hands, *s.stock, *s.discards, s.knock_card, s.laid_off):
        assert not seen & part, "a card is in two places"
        seen |= part
    assert seen == FULL_DECK
    assert (
        len(s.stock)
        + len(s.discards)
        + sum(h.bit_count() for h in s.hands)
        + bool(s.knock_card)
        + s.laid_off.bit_count()
        == 52
    )
    for m in s.table_melds:  # the table: the knocker's declared melds plus laid-off cards
        assert not m & ~(s.hands[s.knocker] | s.laid_off)


def check_sizes(s: HandState) -> None:
    if s.phase in (Phase.OFFER, Phase.DRAW):
        assert [h.bit_count() for h in s.hands] == [10, 10]
    elif s.phase is Phase.DISCARD:
        assert s.hands[s.to_act].bit_count() == 11
        assert s.hands[1 - s.to_act].bit_count() == 10


def play(
    rules: engine.Rules, seed: int, dealer: int
) -> tuple[HandState, list[Action], set[Action]]:
    rng = random.Random(seed)
    policy = {
        "knock_bias": rng.choice([0.3, 0.8, 1.0]),
        "best_layoff": rng.choice([0.0, 0.5, 1.0]),
        "greedy": rng.choice([0.0, 0.6, 0.9]),
    }
    s = HandState.new(rules, seed=seed, dealer=dealer)
    check_cards(s)
    seen: set[Action] = set()
    for _ in range(400):
        if s.is_over:
            break
        legal = s.legal_actions()
        assert legal, f"no legal action in phase {s.phase}"
        seen.update(legal)
        action = random_action(s, rng, **policy)
        assert action in legal
        events = s.apply(action)
        assert events and s.log[-len(events) :] == events
        check_cards(s)
        check_sizes(s)
    assert s.is_over, "the hand did not end"
    return s, list(s.actions), seen


def check_result(s: HandState) -> None:
    st = s.settlement
    if s.knocker < 0:
        assert st is None and s.points() == (0, 0)
        assert s.stock_count == s.rules.stock_floor
        return
    assert st is not None and st.points > 0
    assert sorted(s.points()) == [0, st.points]
    k = s.knocker
    # the settlement is that of the layoff the defender actually made
    kept = engine.cards_from_mask(s.hands[k])
    defender = engine.cards_from_mask(s.hands[1 - k] | s.laid_off)
    melds = [engine.cards_from_mask(m) for m in s.declared]
    assert st.knocker_deadwood == ref.points(set(kept) - {c for m in melds for c in m})
    assert st.knocker_deadwood <= s.rules.knock_limit
    if st.knocker_deadwood == 0:
        assert s.laid_off == 0
    else:
        left = set(defender) - set(engine.cards_from_mask(s.laid_off))
        result = ref.knock_result(st.knocker_deadwood, left, s.rules.scoring)
        assert (st.winner, st.points) == (result.winner, result.points)
        best = ref.settle(kept, melds, defender, s.rules.scoring)
        assert result.signed <= best.signed  # no layoff beats the best one


@pytest.mark.parametrize("preset", PRESETS)
def test_random_hands(preset: str) -> None:
    rules = engine.Rules.preset(preset)
    kinds: Counter[str] = Counter()
    texts: set[Action] = set()
    for i in range(HANDS_PER_PRESET):
        seed = 1_000 * PRESETS.index(preset) + i
        s, actions, seen = play(rules, seed, dealer=i % 2)
        check_result(s)
        texts |= seen
        kinds[s.settlement.kind if s.settlement else "draw"] += 1
        if i % 5 == 0:  # same seed, same actions → the same hand, also from the text
            again = HandState.new(rules, seed=seed, dealer=i % 2)
            for a in actions:
                again.apply(Action.parse(str(a)))
            assert again.hands == s.hands and again.stock == s.stock
            assert again.discards == s.discards and again.log == s.log
            assert again.settlement == s.settlement and again.knock_card == s.knock_card
    for a in texts:
        assert Action.parse(str(a)) == a
    # the random play reaches every way a hand can end
    assert kinds["knock"] > 100 and kinds["undercut"] > 20 and kinds["draw"] > 20
    assert kinds["gin" if preset == "international" else "gin3"] > 0, kinds
    assert {a.kind for a in texts} >= {"discard", "knock", "declare", "layoff", "end_layoff"}


def test_same_seed_same_deal_different_seeds_differ() -> None:
    rules = engine.Rules.preset("classic")
    deals = {tuple(HandState.new(rules, seed=s).stock) for s in range(200)}
    assert len(deals) == 200
