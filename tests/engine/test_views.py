"""A player's view holds what that player may know, and nothing more.

What a player may know is worked out here from the rules, not from the view: the
opponent's cards are public only when taken from the discard pile (and still held),
and all of them once shown — the knocker's 10 cards from the knock on (A4), the
defender's at the end of a knocked hand.  The stock, the knocker's face-down card
and the rest of the opponent's hand are hidden.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

import engine
from engine import HandState, Phase, PlayerView
from tests.engine.generators import play_until, random_action

PRESETS = ["classic", "jj", "gin1909", "international"]


def mid_hand_states(seeds: range, every: float = 0.25) -> Iterator[HandState]:
    """Copies of random states of random hands, in every phase, both dealers."""
    for seed in seeds:
        rules = engine.Rules.preset(PRESETS[seed % 4])
        rng = random.Random(seed)
        s = HandState.new(rules, seed=10**12 + seed, dealer=seed // 4 % 2)
        while True:
            if rng.random() < every or s.phase not in (Phase.DRAW, Phase.DISCARD):
                yield s.copy()
            if s.is_over:
                break
            s.apply(random_action(s, rng, knock_bias=0.8))


STATES = list(mid_hand_states(range(240)))


def test_the_sample_covers_every_phase() -> None:
    phases = {s.phase for s in STATES}
    assert phases == set(Phase)
    assert len(STATES) > 1500


def pickups_not_discarded(state: HandState, player: int) -> int:
    """Cards ``player`` saw the opponent take from the discard pile and not give back."""
    opp = 1 - player
    picked = 0
    for e in state.log:
        if e.player != opp or e.card is None:
            continue
        if e.kind == "draw" and e.source == "discard":
            picked |= e.card.mask
        elif e.kind in ("discard", "layoff"):
            picked &= ~e.card.mask
    return picked


def publicly_known(state: HandState, player: int) -> int:
    """Mask of the opponent's cards that ``player`` may know (docs/RULES.md A3–A5)."""
    opp = 1 - player
    hand = state.hands[opp]
    if state.knocker == opp or (state.knocker >= 0 and state.is_over):
        return hand  # shown on the table
    return pickups_not_discarded(state, player) & hand


def hidden_from(state: HandState, player: int) -> tuple[int, bool]:
    """(mask of the opponent's hidden cards, whether the knock card is hidden).

    A knock card the knocker had taken from the pile is no secret: it was seen going
    into the hand, never came out face up, and is not among the 10 cards shown.
    """
    opp_hidden = state.hands[1 - player] & ~publicly_known(state, player)
    knock_hidden = state.knocker == 1 - player and not (
        state.knock_card & pickups_not_discarded(state, player)
    )
    return opp_hidden, knock_hidden


def reshuffled(state: HandState, player: int, rng: random.Random) -> HandState:
    """A copy where everything hidden from ``player`` is dealt again at random."""
    opp = 1 - player
    opp_hidden, knock_hidden = hidden_from(state, player)
    pool = [c.mask for c in engine.cards_from_mask(opp_hidden)] + list(state.stock)
    if knock_hidden:
        pool.append(state.knock_card)
    rng.shuffle(pool)
    t = state.copy()
    n = opp_hidden.bit_count()
    t.hands[opp] = (state.hands[opp] & ~opp_hidden) | sum(pool[:n])
    if knock_hidden:
        t.knock_card = pool[n]
        n += 1
    t.stock = pool[n:]
    assert len(t.stock) == len(state.stock)
    return t


@pytest.mark.parametrize("player", [0, 1])
def test_view_does_not_depend_on_hidden_cards(player: int) -> None:
    rng = random.Random(player)
    changed = 0
    for s in STATES:
        view = s.view(player)
        for _ in range(2):
            t = reshuffled(s, player, rng)
            changed += t.hands != s.hands or t.knock_card != s.knock_card
            assert t.view(player) == view, (s.rules.name, s.seed, [str(a) for a in s.actions])
    assert changed > len(STATES) // 2


@pytest.mark.parametrize("player", [0, 1])
def test_stock_order_is_not_in_the_view(player: int) -> None:
    rng = random.Random(7)
    for s in STATES[::3]:
        t = s.copy()
        rng.shuffle(t.stock)
        assert t.view(player) == s.view(player)


@pytest.mark.parametrize("player", [0, 1])
def test_no_hidden_card_appears_anywhere_in_the_view(player: int) -> None:
    """Not even inside an event: the hidden cards' text is absent from the view's repr."""
    for s in STATES[::2]:
        opp_hidden, knock_hidden = hidden_from(s, player)
        hidden = engine.cards_from_mask(opp_hidden) + engine.cards_from_mask(sum(s.stock))
        if knock_hidden:
            hidden += engine.cards_from_mask(s.knock_card)
        text = repr(s.view(player))
        for c in hidden:
            assert repr(c) not in text, (c, s.phase)
        # unseen_cards() also counts a knock card that was once taken from the pile
        unseen = set(s.view(player).unseen_cards())
        assert unseen - set(hidden) <= set(engine.cards_from_mask(s.knock_card))
        assert set(hidden) <= unseen


def test_knock_card_is_hidden_from_the_defender_only() -> None:
    seen = 0
    for s in STATES:
        if s.knocker < 0:
            continue
        card = engine.cards_from_mask(s.knock_card)[0]
        knocker_view, defender_view = s.view(s.knocker), s.view(s.defender)
        assert knocker_view.knock_card is card
        assert defender_view.knock_card is None
        assert card not in defender_view.opponent_known
        knock_events = [e for e in defender_view.events if e.kind == "knock"]
        assert len(knock_events) == 1 and knock_events[0].card is None
        if hidden_from(s, s.defender)[1]:
            assert repr(card) not in repr(defender_view)
            seen += 1
    assert seen > 200


def test_knocker_shows_the_ten_cards_when_knocking() -> None:
    """A4: the knocker lays the discard face down and shows the remaining 10 cards."""
    seen = 0
    for s in STATES:
        if s.knocker < 0:
            continue
        view = s.view(s.defender)
        assert view.opponent_hand == tuple(s.hand(s.knocker))
        seen += s.phase is Phase.DECLARE
    assert seen > 20


def test_opponent_pickups_are_known() -> None:
    for s in STATES[::2]:
        for player in (0, 1):
            view = s.view(player)
            if view.opponent_hand is None:
                assert engine.mask_of(view.opponent_known) == publicly_known(s, player)
            assert view.opponent_card_count == s.hands[1 - player].bit_count()


def test_view_holds_no_seed() -> None:
    names = {f.name for f in dataclasses.fields(PlayerView)}
    assert not any("seed" in n for n in names)
    for s in STATES[::5]:
        for player in (0, 1):
            view = s.view(player)
            assert not hasattr(view, "seed")
            assert str(s.seed) not in repr(view)


def test_own_cards_and_legal_actions() -> None:
    for s in STATES[::3]:
        for player in (0, 1):
            view = s.view(player)
            assert view.hand == tuple(s.hand(player))
            assert view.stock_count == s.stock_count
            assert view.discard_pile == tuple(engine.cards_from_mask(m)[0] for m in s.discards)
            if s.to_act == player and not s.is_over:
                assert view.legal_actions == tuple(s.legal_actions())
                assert view.my_turn
            else:
                assert view.legal_actions == ()


def test_view_of_a_bad_seat() -> None:
    with pytest.raises(ValueError):
        STATES[0].view(2)


def test_views_are_frozen() -> None:
    view = STATES[0].view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]


# --- determinize -------------------------------------------------------------------------


def all_cards(s: HandState) -> None:
    parts = [*s.hands, *s.stock, *s.discards, s.knock_card, s.laid_off]
    seen = 0
    for p in parts:
        assert not seen & p
        seen |= p
    assert seen == engine.mask_of(engine.DECK)


@pytest.mark.parametrize("player", [0, 1])
def test_determinize_matches_the_view_and_plays_to_the_end(player: int) -> None:
    rng = random.Random(100 + player)
    by_phase: dict[Phase, int] = {}
    for s in STATES[player::3]:
        view = s.view(player)
        d = view.determinize(rng)
        dv = d.view(player)
        for name in (
            "hand",
            "opponent_card_count",
            "stock_count",
            "discard_pile",
            "phase",
            "to_act",
            "legal_actions",
            "opponent_known",
            "opponent_hand",
            "table_melds",
        ):
            assert getattr(dv, name) == getattr(view, name), (name, s.phase)
        assert dv == view
        all_cards(d)
        assert d.is_over or d.legal_actions(), f"determinized {s.phase} state is stuck"
        play_until(d, rng)
        assert d.is_over
        by_phase[s.phase] = by_phase.get(s.phase, 0) + 1
    assert set(by_phase) == set(Phase)


def test_determinize_deals_hidden_cards_at_random() -> None:
    s = next(s for s in STATES if s.phase is Phase.DRAW and s.stock_count > 20)
    view = s.view(0)
    hands = {view.determinize(random.Random(i)).hands[1] for i in range(10)}
    assert len(hands) > 1


def test_card_counts_seats_and_result() -> None:
    rng = random.Random(4)
    state = HandState.new(engine.Rules(), seed=4, dealer=1)
    while True:
        for p in (0, 1):
            view = state.view(p)
            assert view.card_counts == (len(state.hand(0)), len(state.hand(1)))
            assert view.seats == 2 and view.is_over == state.is_over
            assert view.result == state.settlement
            assert isinstance(view, engine.GameView)
        if state.is_over:
            break
        state.apply(random_action(state, rng))
