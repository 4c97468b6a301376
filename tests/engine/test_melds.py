"""Melds and best arrangements (docs/RULES.md §0), checked against a brute-force reference."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine import Card
from tests.engine.reference import (
    all_melds,
    best_score,
    cards,
    is_meld,
    knock_declarations,
    min_deadwood,
    points,
)

MANY = settings(max_examples=2000, deadline=None, derandomize=True, database=None)
SOME = settings(max_examples=300, deadline=None, derandomize=True, database=None)

# --- strategies ----------------------------------------------------------------------------

random_hands = st.lists(st.sampled_from(engine.DECK), unique=True, max_size=11)


def neighbours(card: Card) -> list[Card]:
    """Cards that could share a meld with ``card``: same rank, or same suit within 2 ranks."""
    same_rank = [Card(s, card.rank) for s in range(4) if s != card.suit]
    same_suit = [Card(card.suit, r) for r in range(card.rank - 2, card.rank + 3) if 0 <= r < 13]
    return [c for c in same_rank + same_suit if c is not card]


def random_meld(rng: random.Random) -> list[Card]:
    """One random meld: a run of 3–7 or a set of 3–4."""
    if rng.random() < 0.5:
        suit = rng.randrange(4)
        length = rng.randint(3, 7)
        start = rng.randint(0, 13 - length)
        return [Card(suit, r) for r in range(start, start + length)]
    rank = rng.randrange(13)
    return [Card(s, rank) for s in rng.sample(range(4), rng.choice([3, 4]))]


def meld_heavy_hand(rng: random.Random, size: int | None = None) -> list[Card]:
    """2–3 random (possibly overlapping) melds, plus filler that tends to compete with them."""
    hand: dict[Card, None] = {}
    for _ in range(rng.randint(2, 3)):
        hand.update(dict.fromkeys(random_meld(rng)))
    near = sorted({n for c in hand for n in neighbours(c)} - set(hand))
    hand.update(dict.fromkeys(rng.sample(near, min(len(near), rng.randint(0, 3)))))
    hand.update(dict.fromkeys(rng.sample(engine.DECK, rng.randint(0, 2))))
    ordered = list(hand)
    rng.shuffle(ordered)
    if size is None:
        return ordered[: rng.randint(3, 11)]
    rest = [c for c in engine.DECK if c not in hand]
    return (ordered + rng.sample(rest, max(0, size - len(ordered))))[:size]


def meld_heavy_hands(size: int | None = None) -> st.SearchStrategy[list[Card]]:
    """Built from a seed: much cheaper than drawing every choice through hypothesis."""
    return st.integers(0, 2**64).map(lambda seed: meld_heavy_hand(random.Random(seed), size))


# --- checks --------------------------------------------------------------------------------


def check_arrangement(hand: list[Card], arr: engine.Arrangement) -> None:
    """The engine's arrangement is valid and as good as the brute-force optimum."""
    melded = [c for m in arr.melds for c in m]
    for m in arr.melds:
        assert is_meld(m), f"not a meld: {engine.format_cards(m)}"
    assert len(melded) == len(set(melded)), "melds overlap"
    assert not set(melded) & set(arr.deadwood), "a card is both melded and deadwood"
    assert sorted(melded + arr.deadwood) == sorted(hand), "melds and deadwood are not the hand"
    assert arr.deadwood_points == points(arr.deadwood)
    assert (arr.deadwood_points, len(arr.melds)) == best_score(frozenset(hand)), (
        engine.format_cards(hand)
    )


@MANY
@given(random_hands)
def test_best_arrangement_matches_brute_force_on_random_hands(hand: list[Card]) -> None:
    check_arrangement(hand, engine.best_arrangement(hand))


@MANY
@given(meld_heavy_hands())
def test_best_arrangement_matches_brute_force_on_meld_heavy_hands(hand: list[Card]) -> None:
    arr = engine.best_arrangement(hand)
    check_arrangement(hand, arr)
    assert engine.min_deadwood(engine.mask_of(hand)) == arr.deadwood_points
    assert engine.arrange_mask(engine.mask_of(hand)) == arr


@SOME
@given(meld_heavy_hands(size=11))
def test_discard_options_match_brute_force(hand: list[Card]) -> None:
    options = engine.discard_options(hand, knock_limit=10)
    assert [o.card for o in options] == hand
    for o in options:
        dw = min_deadwood(set(hand) - {o.card})
        assert o.deadwood_points == dw
        assert o.can_knock == (dw <= 10)
        assert o.is_gin == (dw == 0)
    assert engine.min_deadwood_after_discard(hand) == min(
        min_deadwood(set(hand) - {c}) for c in hand
    )


@SOME
@given(meld_heavy_hands(size=10), st.integers(0, 10))
def test_all_arrangements_lists_every_declaration(hand: list[Card], limit: int) -> None:
    """Every valid declaration within the limit appears (runs may be listed merged)."""
    found = engine.all_arrangements(engine.mask_of(hand), limit)
    for arr in found:
        check_melds = [c for m in arr.melds for c in m]
        assert all(is_meld(m) for m in arr.melds)
        assert sorted(check_melds + arr.deadwood) == sorted(hand)
        assert arr.deadwood_points == points(arr.deadwood) <= limit
    expected = {dw for _melds, dw in knock_declarations(hand, limit)}
    assert {frozenset(a.deadwood) for a in found} == expected


# --- the known trap and named cases --------------------------------------------------------

TRAP = "3S 4S 5S 6S 3C AD 4D 5D 6D 5H 6H"


def test_trap_hand_reaches_nine_after_one_discard() -> None:
    """Sets and runs compete for 5S 6S 5D 6D: discarding 5H or 6H leaves 3S4S5S6S + 4D5D6D
    and 9 or 10 points, so this 11-card hand may knock (limit 10)."""
    hand = cards(TRAP)
    assert min(min_deadwood(set(hand) - {c}) for c in hand) == 9  # the reference agrees
    assert engine.min_deadwood_after_discard(hand) == 9
    options = {str(o.card): o for o in engine.discard_options(hand, knock_limit=10)}
    assert options["6H"].deadwood_points == 9
    assert options["5H"].deadwood_points == 10
    assert {name for name, o in options.items() if o.can_knock} == {"5H", "6H"}
    assert not any(o.can_knock for o in engine.discard_options(hand, knock_limit=8))
    rest = [c for c in hand if str(c) != "6H"]
    arr = engine.best_arrangement(rest)
    check_arrangement(rest, arr)
    assert arr.deadwood_points == 9


def test_trap_hand_knock_is_legal_in_a_hand() -> None:
    """The same 11 cards in a hand state: the knock is offered, accepted and declared at 9."""
    state = engine.HandState.new(engine.Rules.preset("classic"), seed=0, dealer=0)
    hand = cards(TRAP)
    deck = [c.mask for c in engine.DECK if c not in hand]
    state.hands[0] = engine.mask_of(hand)
    state.hands[1] = sum(deck[:10])
    state.stock = deck[10:]
    knock = engine.Action.parse("knock 6H")
    assert knock in state.legal_actions()
    state.apply(knock)
    assert state.phase is engine.Phase.DECLARE
    kept = set(hand) - set(cards("6H"))
    declared = [points(kept - {c for m in a.meld_cards for c in m}) for a in state.legal_actions()]
    assert min(declared) == 9
    assert declared == sorted(declared)


@pytest.mark.parametrize(
    ("hand", "deadwood", "melds"),
    [
        ("AS 2S 3S", 0, 1),
        ("QS KS AS", 21, 0),  # ace is low only
        ("KS AS 2S", 13, 0),
        ("JH QH KH", 0, 1),
        ("AH 2H 3H 4H 5H 6H 7H 8H 9H TH", 0, 1),  # 金龙: one 10-card run
        ("4S 4H 4D 4C", 0, 1),  # a 4-card set is one meld
        ("4S 4H 4D 4C 5S 6S", 0, 2),  # 4H4D4C + 4S5S6S beats 4S4H4D4C + 5S 6S
        ("4S 4H 4D 4C 5S 6S 5H 6H", 8, 2),  # 4S5S6S + 4H5H6H leave 4D 4C
        ("7S 7H 7D 8S 9S", 14, 1),  # the run 7S8S9S beats the set
        ("7S 7H 7D 8S 9S 7C", 0, 2),  # 7H7D7C + 7S8S9S
        ("AS 2S 3S 4S AH AD", 0, 2),  # AS AH AD + 2S3S4S
        ("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC", 0, 1),
        ("TS JS QS KS", 0, 1),
        ("TS JH QD KC", 40, 0),
        ("", 0, 0),
    ],
)
def test_named_arrangements(hand: str, deadwood: int, melds: int) -> None:
    hs = cards(hand)
    assert best_score(frozenset(hs)) == (deadwood, melds)  # the case is stated right
    arr = engine.best_arrangement(hs)
    check_arrangement(hs, arr)


def test_fewest_melds_decides_between_equal_deadwood() -> None:
    """A 6-card run is one meld, not two runs of three."""
    arr = engine.best_arrangement(cards("2S 3S 4S 5S 6S 7S 9D 9H 9C KD"))
    assert arr.deadwood_points == 10
    assert len(arr.melds) == 2
    assert sorted(len(m) for m in arr.melds) == [3, 6]


@pytest.mark.parametrize(
    ("text", "ok"),
    [
        ("AS 2S 3S", True),
        ("QS KS AS", False),
        ("KS AS 2S", False),
        ("5S 5H 5D", True),
        ("5S 5H 5D 5C", True),
        ("5S 6S", False),
        ("5S 5H", False),
        ("5S 6S 8S", False),
        ("5S 6H 7S", False),
        ("5S 5H 6S", False),
        ("9C TC JC QC KC", True),
    ],
)
def test_meld_of(text: str, ok: bool) -> None:
    hs = cards(text)
    assert is_meld(hs) == ok
    if ok:
        meld = engine.meld_of(hs)
        assert sorted(meld.cards) == sorted(hs)
        assert meld.kind == ("set" if len({c.rank for c in hs}) == 1 else "run")
    else:
        with pytest.raises(engine.MeldError) as info:
            engine.meld_of(hs)
        assert isinstance(info.value, ValueError)
        assert str(info.value)


def test_every_meld_in_the_deck_is_recognised() -> None:
    """all_melds(DECK) lists 13·(4+1) sets and 4·(11+10+…+1) runs; meld_of accepts each."""
    everything = all_melds(engine.DECK)
    assert len(everything) == 13 * 5 + 4 * sum(range(1, 12))
    for m in everything:
        assert engine.meld_of(list(m)).mask == engine.mask_of(m)


def test_best_arrangement_rejects_bad_input() -> None:
    with pytest.raises(engine.CardError, match="duplicate"):
        engine.best_arrangement([*cards("AS 2S"), cards("AS")[0]])
    with pytest.raises(ValueError, match="too many"):
        engine.best_arrangement(engine.DECK[:12])
    with pytest.raises(ValueError, match="not a card"):
        engine.best_arrangement(["AS"])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="11-card"):
        engine.discard_options(cards("AS 2S 3S"))
