"""拉米纸牌 hand rules (docs/RULES.md Part B): deals, the turn, the taken-discard restrictions,
going out both ways, 一把出完 doubling, undo, the stock turnover and stalemates."""

from __future__ import annotations

import itertools
import random

import pytest

import engine
from engine import Action, IllegalActionError, RummyPhase, RummyRules, RummyState
from engine.cards import DECK
from engine.rummy.state import fits_meld, meld_masks_in
from tests.engine.reference import cards, is_meld


def act(state: RummyState, text: str) -> list[engine.RummyEvent]:
    return state.apply(Action.parse(text))


def legal(state: RummyState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def snapshot(state: RummyState) -> tuple[object, ...]:
    return (
        list(state.hands),
        list(state.stock),
        list(state.discards),
        list(state.melds),
        list(state.meld_owner),
        list(state.meld_added),
        state.phase,
        state.to_act,
        state.turn,
        state.taken,
        list(state.steps),
        list(state.played),
        state.turnovers,
        state.result,
        list(state.actions),
        list(state.log),
    )


def refused(state: RummyState, text: str, code: str) -> IllegalActionError:
    """An illegal action raises with ``code`` and changes nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.parse(text))
    assert info.value.code == code, str(info.value)
    assert snapshot(state) == before
    assert Action.parse(text) not in state.legal_actions()
    return info.value


def position(
    hands: list[str],
    *,
    stock: str | None = None,
    stock_top: str = "",
    discards: str = "",
    melds: list[tuple[str, int]] | None = None,
    **kw: object,
) -> RummyState:
    rules = kw.pop("rules", None) or RummyRules(len(hands))
    assert isinstance(rules, RummyRules)
    return RummyState.setup(
        rules,
        [cards(h) for h in hands],
        stock=cards(stock) if stock is not None else None,
        stock_top=cards(stock_top),
        discards=cards(discards) if discards else None,
        melds=[(cards(m), o) for m, o in melds or []],
        **kw,  # type: ignore[arg-type]
    )


# -- the deal ----------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "size", "stock"), [(2, 10, 31), (3, 7, 30), (4, 7, 23)])
def test_deal_sizes(players: int, size: int, stock: int) -> None:
    rules = RummyRules(players)
    assert (rules.hand_size, rules.stock_size) == (size, stock)
    for seed in range(5):
        for dealer in range(players):
            s = RummyState.new(rules, seed=seed, dealer=dealer)
            assert [h.bit_count() for h in s.hands] == [size] * players
            assert len(s.stock) == stock and len(s.discards) == 1
            assert s.card_total() == 52
            assert s.phase is RummyPhase.DRAW
            assert s.to_act == s.leader == (dealer + 1) % players
            assert s.log[0].kind == "deal" and s.log[0].card == s.discard_top


def test_deal_is_seeded_one_card_at_a_time_from_the_leader() -> None:
    rules = RummyRules(3)
    a = RummyState.new(rules, seed=42, dealer=1)
    b = RummyState.new(rules, seed=42, dealer=1)
    assert a.hands == b.hands and a.stock == b.stock and a.discards == b.discards
    deck = [c.mask for c in DECK]
    random.Random(42).shuffle(deck)
    leader = 2
    expected = [0, 0, 0]
    for i in range(21):
        expected[(leader + i) % 3] |= deck.pop()
    assert a.hands == expected
    assert a.discards == [deck.pop()] and a.stock == deck
    assert RummyState.new(rules, seed=43, dealer=1).hands != a.hands


def test_default_dealer_lets_seat_0_lead_and_bad_tables_are_refused() -> None:
    assert RummyState.new(RummyRules(4), seed=1).to_act == 0
    with pytest.raises(engine.RulesError):
        RummyRules(5)
    with pytest.raises(engine.RulesError):
        RummyRules(1)
    with pytest.raises(ValueError):
        RummyState.new(RummyRules(2), seed=1, dealer=2)
    with pytest.raises(ValueError):
        RummyState.new(RummyRules(2))


# -- actions and their text --------------------------------------------------------------


def test_new_action_kinds_round_trip_and_old_ones_are_unchanged() -> None:
    for text in ("meld 2H 3H 4H", "meld 9S 9H 9D 9C", "undo", "layoff 5H 0", "discard 7H"):
        assert str(Action.parse(text)) == text
        assert eval(repr(Action.parse(text)), {"Action": Action}) == Action.parse(text)
    assert str(Action.meld(cards("4H 2H 3H"))) == "meld 2H 3H 4H"
    assert Action.parse("MELD 10h jh qh") == Action.meld(cards("TH JH QH"))
    for text in ("draw stock", "draw discard", "pass", "knock 7H", "declare -", "done"):
        assert str(Action.parse(text)) == text
    with pytest.raises(IllegalActionError):
        Action.parse("meld")
    with pytest.raises(IllegalActionError):
        Action.parse("undo 5H")


# -- the turn ----------------------------------------------------------------------------


def test_a_turn_draw_meld_layoff_discard() -> None:
    s = position(
        ["2H 3H 4H 9C KD 5S", "7S 7D 7C 8C 9D 2C"],
        stock_top="5H",
        melds=[("JS QS KS", 1)],
    )
    assert legal(s) == ["draw stock", "draw discard"]
    refused(s, "meld 2H 3H 4H", "draw_first")
    refused(s, "discard 9C", "draw_first")
    act(s, "draw stock")
    assert s.phase is RummyPhase.PLAY and cards("5H")[0] in s.hand(0)
    refused(s, "draw stock", "wrong_phase")
    assert "meld 2H 3H 4H" in legal(s) and "meld 2H 3H 4H 5H" in legal(s)
    assert "meld 3H 4H 5H" in legal(s)
    events = act(s, "meld 2H 3H 4H 5H")
    assert events[0].kind == "meld" and events[0].target == 1
    assert s.meld_owner == [1, 0]
    refused(s, "layoff 9C 0", "does_not_fit")
    refused(s, "layoff 8D 0", "not_in_hand")
    refused(s, "layoff 9C 7", "no_such_meld")
    refused(s, "meld 9C KD 5S", "mixed_suits")
    act(s, "discard 9C")
    phase: RummyPhase = s.phase  # read afresh: mypy still holds the PLAY asserted above
    assert s.to_act == 1 and phase is RummyPhase.DRAW and s.turn == 1
    assert s.played == [True, False]
    assert s.card_total() == 52


def test_lay_off_onto_anyones_meld_sets_to_four_runs_at_both_ends() -> None:
    s = position(
        ["5H AS KS 9C 6S", "2C 3C 4C 8C"],
        stock_top="8D",
        melds=[("2S 3S 4S", 1), ("9S 9H 9D", 1), ("TD JD QD", 1)],
    )
    act(s, "draw stock")
    assert s.layoff_targets(cards("AS")[0]) == [0]
    assert s.layoff_targets(cards("9C")[0]) == [1]
    assert s.layoff_targets(cards("KS")[0]) == []
    act(s, "layoff AS 0")
    act(s, "layoff 9C 1")
    refused(s, "layoff 6S 0", "does_not_fit")  # 5S is missing: not next to the run
    refused(s, "layoff 8D 2", "does_not_fit")  # 9D is not there
    assert s.melds[0] == engine.mask_of(cards("AS 2S 3S 4S"))
    assert s.meld_added[1] == ((0, cards("9C")[0].mask),)
    view = s.view(1)
    assert view.table_melds[1].contributors == (0,)
    assert view.table_melds[1].owner == 1
    assert view.table_melds[1].adder_of(cards("9C")[0]) == 0
    assert view.table_melds[1].adder_of(cards("9S")[0]) == 1
    assert view.table_melds[0].kind == "run" and view.table_melds[1].kind == "set"


def test_setup_refuses_a_table_meld_that_is_not_a_meld() -> None:
    with pytest.raises(IllegalActionError):
        position(["5H", "2C"], melds=[("JS QS KD", 1)])
    with pytest.raises(IllegalActionError):
        position(["5H", "5H"])


def test_fits_meld_ace_low_only_and_set_of_four_full() -> None:
    def fits(meld: str, card: str) -> bool:
        return fits_meld(engine.mask_of(cards(meld)), cards(card)[0].mask)

    assert fits("2S 3S 4S", "AS") and fits("2S 3S 4S", "5S")
    assert not fits("JS QS KS", "AS") and not fits("AS 2S 3S", "KS")
    assert not fits("AH 2H 3H", "KS") and not fits("JC QC KC", "AD")
    assert fits("9S 9H 9D", "9C") and not fits("9S 9H 9D 9C", "9C")
    assert not fits("9S 9H 9D", "TS") and not fits("2S 3S 4S", "5H")
    # every card against every meld of a few random hands, by brute force
    rng = random.Random(3)
    for _ in range(40):
        hand = engine.mask_of(rng.sample(DECK, 12))
        for m in meld_masks_in(hand):
            for c in DECK:
                if c.mask & m:
                    continue
                grown = engine.cards_from_mask(m | c.mask)
                expected = is_meld(grown) and (len(grown) <= 4 or len({x.rank for x in grown}) > 1)
                assert fits_meld(m, c.mask) == expected, (engine.cards_from_mask(m), c)


def test_meld_masks_in_lists_every_meld_of_the_hand() -> None:
    rng = random.Random(5)
    for _ in range(60):
        hand = rng.sample(DECK, rng.randint(3, 11))
        found = set(meld_masks_in(engine.mask_of(hand)))
        brute = {
            engine.mask_of(combo)
            for k in range(3, len(hand) + 1)
            for combo in itertools.combinations(hand, k)
            if is_meld(combo)
        }
        assert found == brute
        assert engine.has_meld(engine.mask_of(hand)) == bool(brute)


# -- the taken discard --------------------------------------------------------------------


def test_taken_discard_cannot_be_discarded_this_turn() -> None:
    s = position(["2H 3H 9C KD", "7S 7D 7C 8C"], discards="4H")
    act(s, "draw discard")
    assert s.taken == cards("4H")[0].mask
    err = refused(s, "discard 4H", "just_taken")
    assert err.params == {"card": "4H"}
    assert "discard 4H" not in legal(s)
    act(s, "discard KD")
    # next turn it may go (the restriction is for the turn it was taken)
    act(s, "draw stock")
    act(s, "discard 8C")
    act(s, "draw stock")
    assert "discard 4H" in legal(s)


def test_no_meld_or_layoff_may_leave_only_the_taken_card() -> None:
    s = position(["2H 3H 4H", "7S 7D 7C 8C"], discards="KS")
    act(s, "draw discard")
    err = refused(s, "meld 2H 3H 4H", "just_taken_only_card")
    assert err.params == {"card": "KS"}
    assert legal(s) == ["discard 2H", "discard 3H", "discard 4H"]

    s = position(["5H", "7S 7D 7C 8C"], discards="KS", melds=[("2H 3H 4H", 1)])
    act(s, "draw discard")
    refused(s, "layoff 5H 0", "just_taken_only_card")
    assert legal(s) == ["discard 5H"]
    # and the player may not discard the taken card: the last card goes, the turn ends
    act(s, "discard 5H")
    assert s.hand(0) == cards("KS") and not s.is_over


def test_melding_the_taken_card_or_emptying_the_hand_is_fine() -> None:
    s = position(["9C 9D", "7S 7D 7C 8C"], discards="9S")
    act(s, "draw discard")
    events = act(s, "meld 9S 9D 9C")
    assert s.is_over and events[-1].kind == "hand_over"
    assert s.result is not None and s.result.how == "meld" and s.result.winner == 0

    s = position(["5H KS", "7S 7D 7C 8C"], discards="6H", melds=[("2H 3H 4H", 1)])
    act(s, "draw discard")
    act(s, "layoff 5H 0")
    act(s, "layoff 6H 0")  # the taken card goes too
    act(s, "discard KS")
    assert s.is_over and s.result is not None and s.result.how == "discard"


# -- going out and scoring ----------------------------------------------------------------


def test_going_out_by_emptying_the_hand_without_discarding() -> None:
    s = position(["2H 3H 4H 7S 7D", "KC QC 5D", "AS 2S 9D"], stock_top="7C")
    act(s, "draw stock")
    act(s, "meld 2H 3H 4H")
    events = act(s, "meld 7S 7D 7C")
    assert [e.kind for e in events] == ["meld", "hand_over"]
    r = s.result
    assert r is not None and r.kind == "out" and r.how == "meld" and r.rummy
    assert r.left == (0, 25, 12)
    assert r.base == 37 and r.points == (74, 0, 0)  # 一把出完 doubles
    assert s.points() == (74, 0, 0) and s.winner == 0
    assert s.legal_actions() == []
    refused_over = pytest.raises(IllegalActionError)
    with refused_over as info:
        act(s, "undo")
    assert info.value.code == "hand_over"


def test_going_out_by_the_last_discard_and_by_a_layoff() -> None:
    s = position(["2H 3H 4H KD", "KC QC"], stock_top="5H")
    act(s, "draw stock")
    act(s, "meld 2H 3H 4H 5H")
    act(s, "discard KD")
    r = s.result
    assert r is not None and r.how == "discard" and r.rummy and r.points == (40, 0)

    s = position(["6H", "KC QC"], stock_top="9S", melds=[("2H 3H 4H 5H", 1)], played=[True, True])
    act(s, "draw stock")
    act(s, "layoff 6H 0")
    act(s, "discard 9S")
    r = s.result
    assert r is not None and r.how == "discard" and not r.rummy and r.points == (20, 0)

    s = position(["6H", "KC QC"], stock_top="7H", melds=[("2H 3H 4H 5H", 1)], played=[True, False])
    act(s, "draw stock")
    act(s, "layoff 6H 0")
    events = act(s, "layoff 7H 0")
    assert events[-1].kind == "hand_over"
    assert s.result is not None and s.result.how == "layoff" and s.result.points == (20, 0)


def test_rummy_only_without_melds_in_an_earlier_turn() -> None:
    # turn 1: seat 0 melds; turn 3: seat 0 goes out — not doubled
    s = position(["2H 3H 4H 9C 9D", "7S 7D 7C 8C 2C"], stock_top="5C 6D 9S")
    act(s, "draw stock")  # 5C
    act(s, "meld 2H 3H 4H")
    act(s, "discard 5C")
    assert s.played == [True, False]
    act(s, "draw stock")  # 6D
    act(s, "discard 6D")
    act(s, "draw stock")  # 9S
    act(s, "meld 9S 9D 9C")
    r = s.result
    assert r is not None and not r.rummy and r.points == (31, 0)
    # a meld taken back in the same turn does not count as having melded
    t = position(["2H 3H 4H 9C 9D", "7S 7D 7C 8C 2C"], stock_top="5C 6D 9S")
    act(t, "draw stock")
    act(t, "meld 2H 3H 4H")
    act(t, "undo")
    act(t, "discard 5C")
    assert t.played == [False, False]
    act(t, "draw stock")
    act(t, "discard 6D")
    act(t, "draw stock")
    act(t, "meld 2H 3H 4H")
    act(t, "meld 9S 9D 9C")
    r = t.result
    assert r is not None and r.rummy and r.base == 31 and r.points == (62, 0)


def test_scores_are_never_negative_and_only_the_winner_scores() -> None:
    for seed in range(30):
        rng = random.Random(seed)
        s = RummyState.new(RummyRules(2 + seed % 3), seed=seed)
        while not s.is_over:
            s.apply(_busy_action(s, rng))
        r = s.result
        assert r is not None
        assert all(p >= 0 for p in r.points)
        if r.winner is None:
            assert r.points == (0,) * s.players
        else:
            assert r.points[r.winner] == sum(r.left) * (2 if r.rummy else 1)
            assert sum(r.points) == r.points[r.winner]


def _busy_action(s: RummyState, rng: random.Random) -> Action:
    """A random legal action that melds and lays off more often than not, rarely undoes."""
    acts = s.legal_actions()
    plays = [a for a in acts if a.kind in ("meld", "layoff")]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    if any(a.kind == "undo" for a in acts) and rng.random() < 0.05:
        return Action.undo()
    rest = [a for a in acts if a.kind != "undo"]
    return rng.choice(rest)


# -- undo --------------------------------------------------------------------------------


def test_undo_step_by_step_until_the_discard() -> None:
    s = position(["2H 3H 4H 9C 9D 5S KC", "7H 7D 7C 8C"], stock_top="9S", melds=[("6S 7S 8S", 1)])
    act(s, "draw stock")
    after_draw = snapshot(s)[:14]
    refused(s, "undo", "nothing_to_undo")
    act(s, "meld 9S 9D 9C")
    act(s, "layoff 5S 0")
    act(s, "meld 2H 3H 4H")
    assert "undo" in legal(s)
    ev = act(s, "undo")
    assert ev[0].kind == "undo" and ev[0].source == "meld" and ev[0].target == 2
    assert [str(c) for c in ev[0].cards] == ["2H", "3H", "4H"]
    ev = act(s, "undo")
    assert ev[0].source == "layoff" and ev[0].target == 0 and ev[0].cards == tuple(cards("5S"))
    assert s.meld_added[0] == () and s.melds[0] == engine.mask_of(cards("6S 7S 8S"))
    act(s, "undo")
    assert snapshot(s)[:14] == after_draw
    refused(s, "undo", "nothing_to_undo")
    act(s, "meld 2H 3H 4H")
    act(s, "discard 5S")
    assert s.steps == []
    act(s, "draw stock")
    refused(s, "undo", "nothing_to_undo")


def test_undo_in_the_draw_phase_is_refused() -> None:
    s = RummyState.new(RummyRules(2), seed=3)
    refused(s, "undo", "nothing_to_undo")


# -- the stock: one turnover, then a stalemate -------------------------------------------


def test_turnover_earliest_discard_drawn_first() -> None:
    s = position(["2H 3H 9C", "7S 7D 8C"], stock="KD", discards="AC 5D 6D")
    pile_before = list(s.discards)
    act(s, "draw stock")
    events = act(s, "discard 9C")
    assert [e.kind for e in events] == ["discard", "turnover"]
    assert s.turnovers == 1
    assert s.discards == [cards("9C")[0].mask]
    assert s.stock[::-1] == pile_before  # the earliest discard is drawn first
    assert events[1].target == len(pile_before)
    view = s.view(1)
    assert view.stock_cards is not None and [c.mask for c in view.stock_cards] == pile_before
    first = engine.cards_from_mask(pile_before[0])[0]
    act(s, "draw stock")
    assert s.hands[1] & first.mask
    # a draw from the public stock is known to everyone
    assert first in s.view(0).known[1]
    assert s.card_total() == 52


def test_second_exhaustion_is_a_stalemate() -> None:
    s = position(["2H 3H 9C", "7S 7D 8C"], stock="KD", discards="AC 5D", turnovers=1)
    act(s, "draw stock")
    events = act(s, "discard 9C")
    assert [e.kind for e in events] == ["discard", "hand_over"]
    r = s.result
    assert r is not None and r.kind == "stalemate" and r.how == "stock"
    assert r.points == (0, 0) and r.winner is None and s.winner is None


def test_going_out_with_the_last_stock_card_wins() -> None:
    s = position(["2H 3H 9C", "7S 7D 8C"], stock="4H", discards="AC 5D", turnovers=1)
    act(s, "draw stock")
    act(s, "meld 2H 3H 4H")
    act(s, "discard 9C")
    assert s.result is not None and s.result.kind == "out"


def test_stalemate_after_120_table_turns() -> None:
    s = position(["2H 3H 9C", "7S 7D 8C"], turn=119)
    act(s, "draw stock")
    events = act(s, "discard 9C")
    assert s.turn == 120
    assert events[-1].kind == "hand_over"
    assert s.result is not None and s.result.how == "turns" and s.result.kind == "stalemate"
    # going out on the 120th turn still wins
    s = position(["2H 3H 9C", "7S 7D 8C"], stock_top="4H", turn=119)
    act(s, "draw stock")
    act(s, "meld 2H 3H 4H")
    act(s, "discard 9C")
    assert s.result is not None and s.result.kind == "out"


def test_the_turn_limit_counts_every_seat_turn() -> None:
    rules = RummyRules(3, turn_limit=5)
    s = RummyState.new(rules, seed=9)
    while not s.is_over:
        acts = s.legal_actions()
        s.apply(
            acts[0] if s.phase is RummyPhase.DRAW else next(a for a in acts if a.kind == "discard")
        )
    assert s.turn == 5 and s.result is not None and s.result.how == "turns"


def test_copy_is_independent() -> None:
    s = RummyState.new(RummyRules(3), seed=4)
    c = s.copy()
    act(c, "draw stock")
    assert s.phase is RummyPhase.DRAW and c.phase is RummyPhase.PLAY
    assert s.hands != c.hands and len(s.record.seen[0]) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_card_places_cover_the_deck(players: int) -> None:
    state = RummyState.new(RummyRules(players), seed=players)
    rng = random.Random(players)
    while not state.is_over:
        places = state.card_places()
        assert sum(m.bit_count() for _p, m in places) == 52 == state.card_total()
        assert state.seats == players == state.view(0).seats
        state.apply(rng.choice(state.legal_actions()))
    assert state.view(1).is_over and isinstance(state, engine.GameState)
