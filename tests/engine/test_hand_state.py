"""One hand as a state machine (docs/RULES.md A2–A6, Part C): deals, turns, knocks, declarations,
layoffs, settlement and drawn hands."""

from __future__ import annotations

import random

import pytest

import engine
from engine import Action, Event, HandState, IllegalActionError, Phase
from tests.engine import reference as ref
from tests.engine.generators import play_until, random_action
from tests.engine.reference import cards

PRESETS = ["classic", "jj", "gin1909", "international"]
CLASSIC = engine.Rules.preset("classic")
JJ = engine.Rules.preset("jj")
GIN1909 = engine.Rules.preset("gin1909")
INTERNATIONAL = engine.Rules.preset("international")


def act(state: HandState, text: str) -> list[Event]:
    return state.apply(Action.parse(text))


def legal(state: HandState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def snapshot(state: HandState) -> tuple[object, ...]:
    return (
        list(state.hands),
        list(state.stock),
        list(state.discards),
        state.phase,
        state.to_act,
        state.offer_stage,
        state.stock_only,
        state.turn,
        state.taken,
        state.knocker,
        state.knock_card,
        state.declared,
        list(state.table_melds),
        state.laid_off,
        state.settlement,
        list(state.actions),
        list(state.log),
    )


def refused(state: HandState, text: str | Action, code: str) -> IllegalActionError:
    """Apply an illegal action: it raises with ``code`` and changes nothing."""
    before = snapshot(state)
    action = Action.parse(text) if isinstance(text, str) else text
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert info.value.code == code, str(info.value)
    assert isinstance(info.value, ValueError)
    assert len(str(info.value)) > 10
    assert snapshot(state) == before
    return info.value


def rig(
    rules: engine.Rules,
    hand0: str,
    hand1: str,
    *,
    dealer: int = 0,
    up: str | None = None,
    stock: str = "",
) -> HandState:
    """A freshly dealt hand with chosen cards.  ``stock`` lists the next cards drawn."""
    h0, h1 = cards(hand0), cards(hand1)
    pile = cards(up) if up else []
    if rules.deal == "dealer11":
        assert (len(h0), len(h1))[dealer] == 11 and not pile
    else:
        assert len(h0) == len(h1) == 10 and len(pile) == 1
    return HandState.setup(rules, (h0, h1), stock_top=cards(stock), discards=pile, dealer=dealer)


def conserved(state: HandState) -> None:
    """All 52 cards are somewhere, exactly once."""
    parts = [*state.hands, *state.stock, *state.discards, state.knock_card, state.laid_off]
    total = 0
    for p in parts:
        assert not total & p, "a card is in two places"
        total |= p
    assert total == engine.mask_of(engine.DECK)


# --- deals -------------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dealer11_deal(dealer: int, seed: int) -> None:
    s = HandState.new(CLASSIC, seed=seed, dealer=dealer)
    assert len(s.hand(dealer)) == 11 and len(s.hand(1 - dealer)) == 10
    assert s.stock_count == 31 and s.discard_top is None
    assert (s.phase, s.to_act, s.dealer) == (Phase.DISCARD, dealer, dealer)
    conserved(s)
    hand = s.hand(dealer)
    expected = [f"discard {c}" for c in hand] + [
        f"knock {c}" for c in hand if ref.min_deadwood(set(hand) - {c}) <= 10
    ]
    assert legal(s) == expected


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("preset", ["jj", "gin1909", "international"])
def test_upcard_deal(preset: str, dealer: int) -> None:
    rules = engine.Rules.preset(preset)
    s = HandState.new(rules, seed=7, dealer=dealer)
    assert len(s.hand(0)) == len(s.hand(1)) == 10
    assert s.stock_count == 31 and len(s.discards) == 1
    first = dealer if preset == "jj" else 1 - dealer
    assert (s.phase, s.to_act) == (Phase.OFFER, first)
    assert legal(s) == ["draw discard", "pass"]
    assert s.log[0].kind == "deal" and s.log[0].card == s.discard_top
    conserved(s)


def test_deal_is_reproducible_from_the_seed() -> None:
    a = HandState.new(CLASSIC, seed=123)
    b = HandState.new(CLASSIC, seed=123)
    c = HandState.new(CLASSIC, seed=124)
    assert (a.hands, a.stock) == (b.hands, b.stock)
    assert (a.hands, a.stock) != (c.hands, c.stock)
    d = HandState.new(CLASSIC, rng=random.Random(5))
    e = HandState.new(CLASSIC, rng=random.Random(5))
    assert d.seed == e.seed and d.hands == e.hands
    with pytest.raises(ValueError, match="seed"):
        HandState.new(CLASSIC)
    with pytest.raises(ValueError, match="dealer"):
        HandState.new(CLASSIC, seed=1, dealer=2)


def test_dealer11_dealer_may_knock_on_the_first_discard() -> None:
    s = rig(CLASSIC, "AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD", "AH 2H 3H 4S 5S 6S 7D 8D 9D JC")
    assert legal(s)[-2:] == ["knock QD", "knock KD"]
    events = act(s, "knock KD")
    assert [e.kind for e in events] == ["knock"]
    assert (s.phase, s.knocker, s.to_act) == (Phase.DECLARE, 0, 0)
    assert s.knock_card == cards("KD")[0].mask
    conserved(s)


# --- the up-card -------------------------------------------------------------------------

HAND_A = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD"
HAND_B = "AH 2H 3H 4S 5S 6S 7D 8D 9D JC"


@pytest.mark.parametrize(("rules", "first"), [(JJ, 0), (GIN1909, 1), (INTERNATIONAL, 1)])
def test_first_offered_takes_the_upcard(rules: engine.Rules, first: int) -> None:
    s = rig(rules, HAND_A, HAND_B, dealer=0, up="QD", stock="TS JS")
    assert s.to_act == first
    events = act(s, "draw discard")
    assert events == [Event("draw", first, cards("QD")[0], "discard")]
    assert (s.phase, s.to_act) == (Phase.DISCARD, first)
    assert "discard QD" not in legal(s)  # just taken
    refused(s, "discard QD", "just_taken")
    discard = next(a for a in s.legal_actions() if a.kind == "discard")
    act(s, str(discard))
    assert (s.phase, s.to_act) == (Phase.DRAW, 1 - first)  # the other player's turn
    assert legal(s) == ["draw stock", "draw discard"]


@pytest.mark.parametrize(("rules", "first"), [(JJ, 0), (GIN1909, 1), (INTERNATIONAL, 1)])
def test_pass_then_the_other_takes(rules: engine.Rules, first: int) -> None:
    s = rig(rules, HAND_A, HAND_B, dealer=0, up="QD", stock="TS JS")
    assert act(s, "pass") == [Event("pass", first)]
    assert (s.phase, s.to_act) == (Phase.OFFER, 1 - first)
    assert legal(s) == ["draw discard", "pass"]
    act(s, "draw discard")
    assert s.hands[1 - first] & cards("QD")[0].mask
    refused(s, "discard QD", "just_taken")
    refused(s, "knock QD", "just_taken")
    act(s, str(s.legal_actions()[0]))
    assert (s.phase, s.to_act) == (Phase.DRAW, first)
    assert legal(s) == ["draw stock", "draw discard"]


@pytest.mark.parametrize(("rules", "first"), [(JJ, 0), (GIN1909, 1), (INTERNATIONAL, 1)])
def test_both_pass_first_offered_draws_from_the_stock(rules: engine.Rules, first: int) -> None:
    s = rig(rules, HAND_A, HAND_B, dealer=0, up="QD", stock="TS JS")
    act(s, "pass")
    act(s, "pass")
    assert (s.phase, s.to_act) == (Phase.DRAW, first)
    assert legal(s) == ["draw stock"]
    refused(s, "draw discard", "stock_only")
    events = act(s, "draw stock")
    assert events == [Event("draw", first, cards("TS")[0], "stock")]
    assert "discard TS" in legal(s)  # a stock card may be discarded at once
    act(s, "discard TS")
    assert (s.phase, s.to_act) == (Phase.DRAW, 1 - first)
    assert legal(s) == ["draw stock", "draw discard"]  # the up-card is playable again
    act(s, "draw discard")
    assert s.hands[1 - first] & cards("TS")[0].mask


def test_offer_phase_refuses_other_actions() -> None:
    s = rig(JJ, HAND_A, HAND_B, up="QD")
    err = refused(s, "draw stock", "wrong_phase")
    assert "up-card" in str(err)
    refused(s, "discard AS", "wrong_phase")
    refused(s, "done", "wrong_phase")


# --- turns, the just-taken ban, knocking -------------------------------------------------


def test_a_turn_draw_then_discard() -> None:
    s = rig(CLASSIC, "AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD", HAND_B, stock="TS JS")
    refused(s, "draw stock", "wrong_phase")
    refused(s, "discard AH", "not_in_hand")
    assert act(s, "discard QD") == [Event("discard", 0, cards("QD")[0])]
    assert (s.phase, s.to_act, s.discard_top) == (Phase.DRAW, 1, cards("QD")[0])
    refused(s, "discard AH", "wrong_phase")
    act(s, "draw discard")
    assert s.taken == cards("QD")[0].mask
    assert "discard QD" not in legal(s) and "knock QD" not in legal(s)
    refused(s, "discard QD", "just_taken")
    act(s, "discard JC")
    assert s.taken == 0
    act(s, "draw stock")
    assert s.hands[0] & cards("TS")[0].mask
    assert "discard TS" in legal(s)


def test_a_card_taken_earlier_may_be_discarded_later() -> None:
    s = rig(CLASSIC, "AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD", HAND_B, stock="TS JS 2C 3C")
    act(s, "discard QD")
    act(s, "draw discard")  # player 1 takes QD
    act(s, "discard JC")
    act(s, "draw stock")  # player 0 draws TS
    act(s, "discard TS")
    act(s, "draw stock")  # player 1 draws JS
    assert "discard QD" in legal(s)
    act(s, "discard QD")


def test_knocking_needs_deadwood_within_the_limit() -> None:
    hand0 = "AS 2S 3S 4H 5H 6H 7C 8C KD QD 2D"  # 2D and 7C 8C …
    s = rig(CLASSIC, hand0, HAND_B)
    hand = cards(hand0)
    for c in hand:
        dw = ref.min_deadwood(set(hand) - {c})
        assert (f"knock {c}" in legal(s)) == (dw <= 10)
        if dw > 10:
            err = refused(s, f"knock {c}", "over_knock_limit")
            assert str(dw) in str(err) and "10" in str(err)
            # the refusal names the card the knock would discard, for the UI to say
            assert err.params == {"card": str(c), "deadwood": dw, "limit": 10}
    assert legal(s)[11:] == []  # 7C 8C KD QD 2D: 27 at best after a discard
    # jj (limit 5): discarding QD would leave 3 points, but QD was just taken
    s = rig(JJ, "AS 2S 3S 4H 5H 6H 7C 8C 9C 3D", HAND_B, up="QD")
    act(s, "draw discard")
    assert not [a for a in legal(s) if a.startswith("knock")]
    refused(s, "knock QD", "just_taken")
    refused(s, "knock 3D", "over_knock_limit")  # leaves QD = 10 > 5


@pytest.mark.parametrize("preset", PRESETS)
def test_knock_legality_matches_the_reference_in_random_states(preset: str) -> None:
    rules = engine.Rules.preset(preset)
    checked = 0
    for seed in range(60):
        s = HandState.new(rules, seed=seed, dealer=seed % 2)
        rng = random.Random(seed)
        while not s.is_over and checked < 400:
            if s.phase is Phase.DISCARD:
                hand = s.hand(s.to_act)
                taken = s.taken
                expected = {
                    str(c)
                    for c in hand
                    if c.mask != taken and ref.min_deadwood(set(hand) - {c}) <= rules.knock_limit
                }
                got = {a[6:] for a in legal(s) if a.startswith("knock")}
                assert got == expected
                checked += 1
            s.apply(random_action(s, rng, knock_bias=0.2))
    assert checked >= 100


# --- declaring ---------------------------------------------------------------------------

KNOCKER = "5C 6C 7C 9D 9H 9S JS QS KS 3D 2D"  # knock 2D: 3D left (3 points)
DEFENDER = "8C 4C TS AH AD AC 6H 7H 8H 2S"


def knocked(
    rules: engine.Rules = CLASSIC, knocker: str = KNOCKER, defender: str = DEFENDER
) -> HandState:
    s = rig(rules, knocker, defender)
    act(s, "knock 2D")
    return s


def test_declare_lists_every_valid_arrangement_best_first() -> None:
    s = knocked()
    actions = s.legal_actions()
    assert all(a.kind == "declare" for a in actions)
    hand = set(cards(KNOCKER)) - set(cards("2D"))
    for a in actions:
        melds = a.meld_cards
        assert all(ref.is_meld(m) for m in melds)
        melded = [c for m in melds for c in m]
        assert len(melded) == len(set(melded)) and set(melded) <= hand
        assert ref.points(hand - set(melded)) <= 10
    assert actions[0] == Action.parse("declare 5C 6C 7C / 9D 9H 9S / JS QS KS")
    # every declaration the reference finds (runs may be split there) has a twin here
    found = {frozenset(hand - {c for m in a.meld_cards for c in m}) for a in actions}
    assert found == {dw for _m, dw in ref.knock_declarations(hand, 10)}


def test_declare_and_settle_like_settle_knock() -> None:
    s = knocked()
    events = s.apply(s.legal_actions()[0])
    assert [e.kind for e in events] == ["declare"] and events[0].deadwood == 3
    assert (s.phase, s.to_act) == (Phase.LAYOFF, 1)
    plan = s.best_layoff_actions()
    assert [str(a) for a in plan][-1] == "done"
    for a in plan:
        assert a in s.legal_actions()
        s.apply(a)
    assert s.is_over
    k = [c for c in cards(KNOCKER) if str(c) != "2D"]
    expected = engine.settle_knock(k, cards(DEFENDER), CLASSIC)
    assert s.settlement == expected
    assert (s.settlement.winner, s.settlement.points) == ("defender", 51)
    assert s.winner == 1 and s.points() == (0, 51)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("declare 5C 6C 7C / 9D 9H 9S / JS QS", "not_a_meld"),
        ("declare 5C 6C 7C / 9D 9H 9S / QS KS AS", "not_in_hand"),
        ("declare 5C 6C 7C / 9D 9H 9S / JS QS KS 2D", "not_in_hand"),  # the knock card
        ("declare 5C 6C 7C / 9D 9H 9S", "over_knock_limit"),
        ("declare -", "over_knock_limit"),
        ("declare 5C 6C 7C / 9D 9H 9S / 5C 6C 7C", "duplicate_card"),
        ("declare 5C 6C 7C / 9D 9H 9S / 7C 8C 9C", "not_in_hand"),
    ],
)
def test_invalid_declarations_are_refused(text: str, code: str) -> None:
    s = knocked()
    refused(s, text, code)
    refused(s, "discard 3D", "wrong_phase")
    refused(s, "done", "wrong_phase")


def test_any_valid_declaration_is_accepted() -> None:
    """A human may split a run or declare more deadwood than needed (A4)."""
    knocker = "4C 5C 6C 7C 8C 9C 2H 2S 2D AS KD"
    defender = "3C TC AH AD AC 6H 7H 8H 5S KS"
    kept = [c for c in cards(knocker) if str(c) != "KD"]
    assert ref.min_deadwood(kept) == 1
    for text, k in [
        ("declare 4C 5C 6C 7C 8C 9C / 2S 2H 2D", 1),  # the default
        ("declare 4C 5C 6C / 7C 8C 9C / 2S 2H 2D", 1),  # a split run
        ("declare 5C 6C 7C 8C 9C / 2S 2H 2D", 5),  # 4C left out
        ("declare 4C 5C 6C 7C 8C 9C", 7),  # the set left out
    ]:
        s = rig(CLASSIC, knocker, defender)
        act(s, "knock KD")
        if "/ 7C" not in text:  # legal_actions lists runs merged
            assert Action.parse(text) in s.legal_actions()
        events = act(s, text)
        assert events[0].deadwood == k
        for a in s.best_layoff_actions():
            s.apply(a)
        melds = Action.parse(text).meld_cards
        expected = engine.settle_knock(kept, cards(defender), CLASSIC, knocker_melds=melds)
        assert s.settlement == expected and expected.knocker_deadwood == k


def test_gin_declaration_settles_at_once() -> None:
    s = rig(CLASSIC, "2S 3S 4S 7H 8H 9H QS QH QD QC KC", "AC 2C 3C 9S 9D 9C KS KH KD 7D")
    act(s, "knock KC")
    events = act(s, str(s.legal_actions()[0]))
    assert [e.kind for e in events] == ["declare", "hand_over"]
    assert s.is_over and s.settlement is not None
    assert s.settlement.kind == "gin3" and s.settlement.points == 57
    assert events[-1].settlement == s.settlement
    assert s.points() == (57, 0) and s.winner == 0


# --- laying off --------------------------------------------------------------------------


def test_layoff_card_by_card_and_done() -> None:
    s = knocked()
    act(s, "declare 9S 9H 9D / JS QS KS / 5C 6C 7C")
    melds = [engine.format_cards(engine.cards_from_mask(m)) for m in s.table_melds]
    assert melds == ["JS QS KS", "9S 9H 9D", "5C 6C 7C"]
    assert legal(s) == ["layoff TS 0", "layoff 4C 2", "layoff 8C 2", "done"]
    refused(s, "layoff TS 1", "does_not_fit")
    refused(s, "layoff 3D 2", "not_in_hand")  # the knocker's card
    refused(s, "layoff 9C 1", "not_in_hand")
    refused(s, "layoff TS 7", "no_such_meld")
    events = act(s, "layoff 8C 2")
    assert events == [Event("layoff", 1, cards("8C")[0], target=2)]
    assert "layoff 9C 2" not in legal(s)  # not held
    act(s, "layoff 4C 2")
    assert engine.format_cards(engine.cards_from_mask(s.table_melds[2])) == "4C 5C 6C 7C 8C"
    events = act(s, "done")
    assert [e.kind for e in events] == ["end_layoff", "hand_over"]
    st = s.settlement
    assert st is not None
    assert engine.format_cards(sorted(st.layoff)) == "4C 8C"
    assert (st.defender_deadwood, st.winner, st.points) == (12, "knocker", 10 + 12 - 3)  # TS 2S
    conserved(s)


def test_layoff_onto_set_or_run_both_listed() -> None:
    """5S fits the run 2S3S4S and the set 5H5D5C: both are legal moves."""
    s = rig(CLASSIC, "5H 5D 5C 2S 3S 4S 9C TC JC AD KH", "5S 6S 8D 9D 2H 7H 7C KS QD JD")
    act(s, "knock KH")
    act(s, "declare 2S 3S 4S / 5H 5D 5C / 9C TC JC")
    assert legal(s) == ["layoff 5S 0", "layoff 5S 1", "done"]
    onto_set = s.copy()
    act(onto_set, "layoff 5S 1")
    assert legal(onto_set) == ["done"]  # 6S cannot follow: 5S went on the set
    act(s, "layoff 5S 0")
    assert legal(s) == ["layoff 6S 0", "done"]


def test_best_layoff_actions_only_in_the_layoff_phase() -> None:
    s = knocked()
    assert s.best_layoff_actions() == []


# --- settlement equals settle_knock ------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_state_settlement_equals_settle_knock(preset: str) -> None:
    """Random hands to a knock; any declaration; the defender plays the best layoff."""
    rules = engine.Rules.preset(preset)
    settled = 0
    for seed in range(150):
        rng = random.Random(seed)
        s = HandState.new(rules, seed=seed, dealer=seed % 2)
        play_until(s, rng, stop=lambda st: st.phase is Phase.DECLARE, knock_bias=0.9)
        if s.is_over:
            continue
        k = s.knocker
        knocker_cards = s.hand(k)
        declaration = rng.choice(s.legal_actions()) if seed % 3 == 0 else s.legal_actions()[0]
        s.apply(declaration)
        defender_cards = s.hand(1 - k)
        if seed % 3 == 0:
            expected = engine.settle_knock(
                knocker_cards, defender_cards, rules, knocker_melds=declaration.meld_cards
            )
        else:
            expected = engine.settle_knock(knocker_cards, defender_cards, rules)
        for a in s.best_layoff_actions():
            s.apply(a)
        assert s.is_over
        assert s.settlement == expected
        ref_result = ref.settle(
            knocker_cards, declaration.meld_cards, defender_cards, rules.scoring
        )
        assert (s.settlement.winner, s.settlement.points) == (ref_result.winner, ref_result.points)
        winner = k if expected.winner == "knocker" else 1 - k
        assert s.winner == winner
        assert s.points()[winner] == expected.points > 0
        assert s.points()[1 - winner] == 0
        conserved(s)
        settled += 1
    assert settled >= 60


# --- drawn hands -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("preset", "floor"), [(p, 2 if p == "international" else 0) for p in PRESETS]
)
def test_stock_runs_out_draw(preset: str, floor: int) -> None:
    rules = engine.Rules.preset(preset)
    for seed in range(20):
        s = HandState.new(rules, seed=seed, dealer=seed % 2)
        rng = random.Random(seed)
        while not s.is_over:
            if s.phase is Phase.DRAW:
                assert s.stock_count > floor
            s.apply(random_action(s, rng, knock_bias=0.0))
        assert s.stock_count == floor
        assert s.knocker == -1 and s.settlement is None
        assert s.winner is None and s.points() == (0, 0)
        assert s.log[-1].kind == "hand_over" and s.log[-1].settlement is None
        assert s.log[-2].kind == "discard"
        conserved(s)


def test_knock_after_drawing_the_last_card_is_allowed() -> None:
    s = rig(CLASSIC, "AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD", HAND_B, stock="JD")
    s.stock = s.stock[-1:]  # only JD left
    act(s, "discard QD")
    act(s, "draw stock")
    assert s.stock_count == 0
    assert "knock JD" in legal(s)  # AH2H3H 4S5S6S 7D8D9D + JC: 10 points
    knock = s.copy()
    act(knock, "knock JD")
    assert knock.phase is Phase.DECLARE
    act(s, "discard JD")  # discarding without a knock: the hand is drawn
    assert s.is_over and s.settlement is None and s.points() == (0, 0)


def test_international_draw_leaves_two_cards() -> None:
    s = rig(INTERNATIONAL, HAND_A, HAND_B, up="QD", stock="JD TD 8H")
    s.stock = s.stock[-3:]
    act(s, "pass")
    act(s, "pass")
    act(s, "draw stock")  # 2 left now
    assert s.stock_count == 2
    act(s, "discard JD")
    assert s.is_over and s.settlement is None


# --- after the hand ----------------------------------------------------------------------


def test_actions_after_the_hand_are_refused() -> None:
    s = rig(CLASSIC, "2S 3S 4S 7H 8H 9H QS QH QD QC KC", "AC 2C 3C 9S 9D 9C KS KH KD 7D")
    act(s, "knock KC")
    act(s, str(s.legal_actions()[0]))
    assert s.is_over and s.legal_actions() == []
    for text in [
        "draw stock",
        "draw discard",
        "pass",
        "discard 2S",
        "knock 2S",
        "done",
        "declare 2S 3S 4S",
        "layoff 4C 0",
    ]:
        err = refused(s, text, "hand_over")
        assert "over" in str(err)


# --- copies, events, text ----------------------------------------------------------------


def test_copy_is_independent() -> None:
    s = HandState.new(CLASSIC, seed=3)
    rng = random.Random(3)
    play_until(s, rng, stop=lambda st: len(st.actions) >= 12)
    before = snapshot(s)
    c = s.copy()
    assert snapshot(c) == before
    play_until(c, random.Random(9), knock_bias=1.0)
    assert c.is_over
    assert snapshot(s) == before


def test_events_describe_each_step() -> None:
    s = rig(JJ, HAND_A, HAND_B, up="QD", stock="TS JS")
    assert act(s, "pass") == [Event("pass", 0)]
    assert act(s, "pass") == [Event("pass", 1)]
    assert act(s, "draw stock") == [Event("draw", 0, cards("TS")[0], "stock")]
    assert act(s, "discard KD") == [Event("discard", 0, cards("KD")[0])]
    assert s.log[1:] == [
        Event("pass", 0),
        Event("pass", 1),
        Event("draw", 0, cards("TS")[0], "stock"),
        Event("discard", 0, cards("KD")[0]),
    ]
    assert [str(a) for a in s.actions] == ["pass", "pass", "draw stock", "discard KD"]


@pytest.mark.parametrize(
    "text",
    [
        "draw stock",
        "draw discard",
        "pass",
        "done",
        "discard 7H",
        "knock TS",
        "declare 2H 3H 4H / 9S 9H 9D",
        "declare -",
        "layoff 5H 0",
        "layoff TC 2",
    ],
)
def test_action_text_round_trip(text: str) -> None:
    a = Action.parse(text)
    assert str(a) == text
    assert Action.parse(str(a)) == a
    assert eval(repr(a), {"Action": Action}) == a


def test_action_text_is_lenient_on_input() -> None:
    assert Action.parse("  DISCARD 10h ") == Action.discard(cards("TH")[0])
    assert Action.parse("declare 9D 9S 9H/2h 3h 4h") == Action.parse("declare 2H 3H 4H / 9S 9H 9D")


@pytest.mark.parametrize(
    "text", ["", "fly away", "discard", "discard ZZ", "layoff 5H", "layoff 5H x", "draw"]
)
def test_bad_action_text(text: str) -> None:
    with pytest.raises(IllegalActionError) as info:
        Action.parse(text)
    assert info.value.code == "bad_action_text"


def candidate_actions(state: HandState) -> list[Action]:
    """Every action of every kind the state could be offered (declarations aside)."""
    out = [Action.draw_stock(), Action.draw_discard(), Action.pass_(), Action.end_layoff()]
    for c in engine.DECK:
        out += [Action.discard(c), Action.knock(c)]
        out += [Action.layoff(c, i) for i in range(len(state.table_melds) + 1)]
    return out


@pytest.mark.parametrize("preset", PRESETS)
def test_legal_actions_are_exactly_the_accepted_ones(preset: str) -> None:
    rules = engine.Rules.preset(preset)
    checked = 0
    for seed in range(30):
        s = HandState.new(rules, seed=seed, dealer=seed % 2)
        rng = random.Random(seed)
        while not s.is_over:
            if rng.random() < 0.3 or s.phase in (Phase.OFFER, Phase.LAYOFF):
                offered = set(s.legal_actions())
                for a in candidate_actions(s):
                    t = s.copy()
                    try:
                        t.apply(a)
                    except IllegalActionError:
                        assert a not in offered, f"{a} is listed but refused"
                    else:
                        assert a in offered, f"{a} is accepted but not listed"
                checked += 1
            s.apply(random_action(s, rng))
    assert checked > 200


def test_protocol_members_follow_the_state() -> None:
    """``seats``, ``result`` (the settlement) and ``card_total`` as 拉米纸牌's state has them."""
    rng = random.Random(21)
    for seed in range(30):
        state = HandState.new(engine.Rules.preset("international"), seed=seed, dealer=seed % 2)
        assert state.seats == 2 and state.rules.players == 2
        while True:
            assert state.card_total() == 52
            assert state.result is state.settlement
            if state.is_over:
                break
            state.apply(random_action(state, rng))
    assert isinstance(state, engine.GameState)
