"""Oklahoma, Straight Gin and Big Gin (docs/RULES.md Part E): the presets and options,
the hand's own knock limit, spade doubling, Big Gin after a draw, saves of the options
and bots that play within the hand's limit."""

from __future__ import annotations

import random

import pytest

from engine import Action, HandState, Phase, Rules, RulesError, serialize
from engine.jinlami.bots import make
from engine.melds import min_deadwood, points_of_mask
from tests.engine.generators import random_action
from tests.engine.reference import cards

OKLAHOMA = Rules.preset("oklahoma")
STRAIGHT = Rules.preset("straight")
INTERNATIONAL = Rules.preset("international")

# -- rules ---------------------------------------------------------------------------------


def test_the_presets_have_the_options_part_e_gives() -> None:
    assert (OKLAHOMA.deal, OKLAHOMA.scoring, OKLAHOMA.knock_limit) == (
        "upcard_nondealer_first",
        "international",
        10,
    )
    assert OKLAHOMA.big_gin and OKLAHOMA.oklahoma
    assert OKLAHOMA.oklahoma_ace_gin and OKLAHOMA.oklahoma_spade_double
    assert (STRAIGHT.deal, STRAIGHT.scoring, STRAIGHT.knock_limit) == (
        "upcard_nondealer_first",
        "international",
        0,
    )
    assert STRAIGHT.big_gin and not STRAIGHT.oklahoma
    assert INTERNATIONAL.big_gin and not INTERNATIONAL.oklahoma
    for name in ("classic", "jj", "gin1909"):
        rules = Rules.preset(name)
        assert not (rules.big_gin or rules.oklahoma or rules.oklahoma_ace_gin)
        assert not rules.oklahoma_spade_double


@pytest.mark.parametrize(
    ("base", "changes", "code"),
    [
        ("classic", {"big_gin": True}, "big_gin_scoring"),
        ("international", {"deal": "dealer11", "oklahoma": True}, "oklahoma_needs_upcard"),
        ("international", {"oklahoma_ace_gin": True}, "needs_oklahoma"),
        ("international", {"oklahoma_spade_double": True}, "needs_oklahoma"),
        ("international", {"big_gin": 1}, "bad_option"),
        ("oklahoma", {"oklahoma": "yes"}, "bad_option"),
    ],
)
def test_options_that_cannot_go_together_are_refused_with_a_code(
    base: str, changes: dict[str, object], code: str
) -> None:
    with pytest.raises(RulesError) as info:
        Rules.preset(base).with_options(**changes)
    assert info.value.code == code


def test_an_old_rules_dict_without_the_options_loads_with_them_off() -> None:
    old = {"name": "international", "deal": "upcard_nondealer_first", "knock_limit": 10}
    rules = Rules.from_dict({**old, "scoring": "international"})
    assert not rules.big_gin and not rules.oklahoma
    assert rules == INTERNATIONAL.with_options(name="international", big_gin=False)


def test_the_rules_dict_carries_the_options_that_are_on() -> None:
    assert "big_gin" not in Rules.preset("classic").to_dict()
    data = OKLAHOMA.to_dict()
    assert data["oklahoma"] is data["big_gin"] is data["oklahoma_spade_double"] is True
    assert Rules.from_dict(data) == OKLAHOMA
    custom = OKLAHOMA.with_options(oklahoma_spade_double=False)
    assert custom.name == "custom" and "oklahoma_spade_double" not in custom.to_dict()
    assert Rules.from_dict(custom.to_dict()) == custom


# -- Oklahoma: the hand's knock limit ------------------------------------------------------

#: Seat 0 (non-dealer) to discard: three melds, then 4H, AD or KC.
MELDED = "2C 3C 4C 5D 6D 7D 8H 8D 8C"
DEFENDER = "AS 2S 3S JH JD JC QH QD QS 2H"  # deadwood 2 (2H)


def discarding(rules: Rules, up: str, extra: str) -> HandState:
    """Seat 0 holds the three melds and ``extra`` (two cards) and is to discard; the pile
    is the deal's up-card ``up``."""
    return HandState.setup(
        rules,
        (cards(f"{MELDED} {extra}"), cards(DEFENDER)),
        discards=cards(up),
        dealer=1,
        stock_top=cards("9C TC"),
    )


@pytest.mark.parametrize(
    ("up", "limit", "doubled"),
    [("7H", 7, False), ("KD", 10, False), ("TH", 10, False), ("AH", 0, False)],
)
def test_the_up_card_sets_the_hands_knock_limit(up: str, limit: int, doubled: bool) -> None:
    s = discarding(OKLAHOMA, up, "AD KC")
    assert (s.knock_limit, s.doubled) == (limit, doubled)
    assert s.view(0).knock_limit == s.view(1).knock_limit == limit
    assert s.rules.knock_limit == 10


def test_a_new_oklahoma_hand_takes_its_limit_from_the_dealt_up_card() -> None:
    for seed in range(40):
        s = HandState.new(OKLAHOMA, seed=seed)
        top = s.discard_top
        assert top is not None
        want = 0 if top.rank == 0 else top.value
        assert s.knock_limit == want
        assert s.doubled is (top.suit == 0)
        # later discards never change it
        s.apply(Action.pass_())
        assert s.knock_limit == want


def test_an_ace_up_card_means_gin_only() -> None:
    s = discarding(OKLAHOMA, "AH", "AD KC")
    assert not [a for a in s.legal_actions() if a.kind == "knock"]
    with pytest.raises(Exception) as info:
        s.apply(Action.parse("knock KC"))  # would leave AD: 1 point
    assert getattr(info.value, "code", None) == "over_knock_limit"
    assert s.phase is Phase.DISCARD and len(s.actions) == 0
    gin = discarding(OKLAHOMA, "AH", "8S KC")  # 8S joins the eights: gin on KC
    assert [str(a) for a in gin.legal_actions() if a.kind == "knock"] == ["knock KC"]
    gin.apply(Action.parse("knock KC"))
    gin.apply(gin.legal_actions()[0])
    assert gin.settlement is not None and gin.settlement.kind == "gin"


def test_without_ace_gin_an_ace_up_card_is_a_limit_of_one() -> None:
    rules = OKLAHOMA.with_options(oklahoma_ace_gin=False)
    s = discarding(rules, "AH", "AD KC")
    assert s.knock_limit == 1
    assert "knock KC" in [str(a) for a in s.legal_actions()]


def test_a_knock_above_the_up_cards_value_is_refused_and_the_declaration_too() -> None:
    s = discarding(OKLAHOMA, "3H", "4H KC")  # 4H left: 4 points, the limit is 3
    assert s.knock_limit == 3
    with pytest.raises(Exception) as info:
        s.apply(Action.parse("knock KC"))
    assert getattr(info.value, "code", None) == "over_knock_limit"
    assert getattr(info.value, "context", {}).get("limit", 3) == 3
    ok = discarding(OKLAHOMA, "4S", "4H KC")
    ok.apply(Action.parse("knock KC"))
    assert ok.phase is Phase.DECLARE
    # every declaration offered keeps within 4; one leaving more would be refused
    offered = ok.legal_actions()
    assert offered and all(a.kind == "declare" for a in offered)
    for a in offered:
        used = 0
        for m in a.melds:
            used |= m
        assert points_of_mask(ok.hands[0] & ~used) <= 4
    with pytest.raises(Exception) as refused:
        ok.apply(Action.declare([cards("2C 3C 4C"), cards("5D 6D 7D")]))  # 8s left out
    assert getattr(refused.value, "code", None) == "over_knock_limit"


# -- Oklahoma: spades double ---------------------------------------------------------------


def undercut(up: str) -> HandState:
    """Seat 0 knocks on KC with 4H (4 points); the defender has 2: an undercut."""
    s = discarding(OKLAHOMA, up, "4H KC")
    s.apply(Action.parse("knock KC"))
    s.apply(s.legal_actions()[0])
    assert s.phase is Phase.LAYOFF
    s.apply(Action.end_layoff())
    return s


def test_a_spade_up_card_doubles_an_undercut_for_the_defender() -> None:
    plain = undercut("9H")
    assert not plain.doubled
    s = plain.settlement
    assert s is not None and (s.winner, s.kind, s.points) == ("defender", "undercut", 27)
    spade = undercut("9S")
    assert spade.doubled and spade.knock_limit == 9
    d = spade.settlement
    assert d is not None and (d.winner, d.kind, d.points) == ("defender", "undercut", 54)
    assert d.breakdown == (*s.breakdown, ("spade_double", 27))
    assert spade.points() == (0, 54)


def test_without_the_option_a_spade_is_not_doubled() -> None:
    s = discarding(OKLAHOMA.with_options(oklahoma_spade_double=False), "9S", "4H KC")
    assert not s.doubled and s.knock_limit == 9


# -- Big Gin -------------------------------------------------------------------------------

#: Seat 0 holds two four-card runs and two jacks; JD makes 11 melded cards.
BIG = "2C 3C 4C 5C 5D 6D 7D 8D JH JS"
BIG_DEFENDER = "AS 2S 3S QH QD QC 9H 9C 4H 6H"  # deadwood 9 + 9 + 4 + 6 = 28


def big_gin_position(rules: Rules, up: str, *, offer: bool) -> HandState:
    """Seat 0 to take the up-card (``offer``) or to draw JD from the stock."""
    return HandState.setup(
        rules,
        (cards(BIG), cards(BIG_DEFENDER)),
        discards=cards(up),
        stock_top=[] if offer else cards("JD"),
        dealer=1,
        phase=Phase.OFFER if offer else Phase.DRAW,
        to_act=0,
    )


@pytest.mark.parametrize(("offer", "move"), [(False, "draw stock"), (True, "draw discard")])
def test_eleven_melded_cards_after_a_draw_are_big_gin(offer: bool, move: str) -> None:
    s = big_gin_position(INTERNATIONAL, "JD" if offer else "KH", offer=offer)
    events = s.apply(Action.parse(move))
    assert [e.kind for e in events] == ["draw", "declare", "hand_over"]
    assert s.is_over and s.knocker == 0 and s.knock_card == 0
    st = s.settlement
    assert st is not None
    assert (st.winner, st.kind, st.points, st.defender_deadwood) == ("knocker", "big_gin", 59, 28)
    assert st.breakdown == (("gin_base", 31), ("defender_deadwood", 28))
    assert sum(len(m) for m in st.knocker_melds) == 11 and st.layoff == []
    assert s.card_total() == 52
    for seat in (0, 1):
        view = s.view(seat)
        assert view.knock_card is None and view.is_over
        assert view.determinize(random.Random(1)).card_total() == 52


def test_no_lay_off_is_possible_after_big_gin() -> None:
    s = big_gin_position(INTERNATIONAL, "KH", offer=False)
    s.apply(Action.parse("draw stock"))
    assert s.legal_actions() == []
    with pytest.raises(Exception) as info:
        s.apply(Action.parse("layoff 6H 0"))  # 6H would fit 5D 6D 7D 8D only by suit: no
    assert getattr(info.value, "code", None) == "hand_over"
    with pytest.raises(Exception) as fits:
        s.apply(Action.parse("layoff 9H 0"))
    assert getattr(fits.value, "code", None) == "hand_over"
    assert s.settlement is not None and s.settlement.layoff == []


def test_without_big_gin_the_same_draw_leaves_a_discard_to_make() -> None:
    s = big_gin_position(INTERNATIONAL.with_options(big_gin=False), "KH", offer=False)
    s.apply(Action.parse("draw stock"))
    assert s.phase is Phase.DISCARD and not s.is_over
    assert "knock 5C" in [str(a) for a in s.legal_actions()]  # gin, worth less


def test_big_gin_in_a_spade_hand_of_oklahoma_is_doubled() -> None:
    s = big_gin_position(OKLAHOMA, "KS", offer=False)
    assert s.doubled
    s.apply(Action.parse("draw stock"))
    st = s.settlement
    assert st is not None and (st.kind, st.points) == ("big_gin", 118)


# -- Straight Gin --------------------------------------------------------------------------


def test_a_straight_hand_never_allows_a_knock_with_deadwood() -> None:
    s = discarding(STRAIGHT, "9H", "AD KC")
    assert s.knock_limit == 0
    assert not [a for a in s.legal_actions() if a.kind == "knock"]
    with pytest.raises(Exception) as info:
        s.apply(Action.parse("knock KC"))
    assert getattr(info.value, "code", None) == "over_knock_limit"
    knocks = 0
    for seed in range(60):
        hand = HandState.new(STRAIGHT, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            if hand.phase is Phase.DISCARD:
                for a in hand.legal_actions():
                    if a.kind == "knock" and a.card is not None:
                        knocks += 1
                        assert min_deadwood(hand.hands[hand.to_act] & ~a.card.mask) == 0
            hand.apply(random_action(hand, rng))
        st = hand.settlement
        assert st is None or st.kind in ("gin", "big_gin")
        assert st is None or st.knocker_deadwood == 0
    assert knocks > 0  # some hands did reach gin


# -- saves and bots ------------------------------------------------------------------------


def test_an_oklahoma_hand_round_trips_through_a_save() -> None:
    s = HandState.new(OKLAHOMA, seed=11)
    rng = random.Random(3)
    for _ in range(9):
        s.apply(random_action(s, rng))
    again = serialize.loads(serialize.dumps(s))
    assert isinstance(again, HandState)
    assert again.rules == OKLAHOMA and again.knock_limit == s.knock_limit
    assert again.doubled == s.doubled and again.hands == s.hands


def test_an_old_save_without_the_options_loads_and_replays() -> None:
    s = HandState.new(INTERNATIONAL.with_options(name="international", big_gin=False), seed=8)
    rng = random.Random(8)
    for _ in range(12):
        if s.is_over:
            break
        s.apply(random_action(s, rng))
    doc = serialize.to_dict(s)
    doc["rules"] = {
        k: v for k, v in doc["rules"].items() if k in ("name", "deal", "knock_limit", "scoring")
    }
    assert "big_gin" not in doc["rules"]
    again = serialize.from_dict(doc)
    assert isinstance(again, HandState)
    assert not again.rules.big_gin and again.hands == s.hands and again.actions == s.actions


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_play_legally_within_the_hands_own_limit(level: str) -> None:
    for seed in range(3):
        s = HandState.new(OKLAHOMA, seed=seed, dealer=seed % 2)
        bots = [make(level, seed=seed), make("medium", seed=seed + 1)]
        while not s.is_over:
            view = s.view(s.to_act)
            action = bots[s.to_act].choose(view)
            assert action in s.legal_actions()
            if action.kind == "knock" and action.card is not None:
                assert min_deadwood(s.hands[s.to_act] & ~action.card.mask) <= s.knock_limit
            s.apply(action)


def test_the_hard_bot_reads_the_hands_limit_not_the_presets() -> None:
    s = discarding(OKLAHOMA, "3H", "4H KC")
    bot = make("hard", seed=1)
    action = bot.choose(s.view(0))
    assert action.kind == "discard"  # 4 points is above this hand's limit of 3
    from engine.jinlami.bots.hard import HardBot

    assert isinstance(bot, HardBot)
    assert bot.policy.limit == 3 and bot.policy.rules is not None
    assert bot.policy.rules.knock_limit == 3
