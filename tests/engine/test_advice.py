"""Why a hinted move is good (engine.advice and each game's ``explain``), from card strings.

The reasons are codes and cards; these positions pin each code down, with the awkward
cases: a card that could sit in a set or a run, no wrap from K to A, the taken card that
may not go back, gin, a lay-off, going out, and a move the view does not allow.
"""

from __future__ import annotations

import pytest

from engine import Action, Card, HandState, Phase, Rules, parse_card, parse_cards
from engine.advice import Reason, card_value, meld_holding, waiting_pairs
from engine.cards import mask_of
from engine.errors import IllegalActionError
from engine.jinlami import advice as jin
from engine.jinlami.view import PlayerView
from engine.rummy import advice as rum
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from engine.rummy.view import RummyView


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


def jin_view(mine: str, theirs: str, pile: str, phase: Phase | None = None) -> PlayerView:
    s = HandState.setup(
        Rules.preset("classic"),
        (parse_cards(mine), parse_cards(theirs)),
        discards=parse_cards(pile),
        dealer=1,
        to_act=0,
        phase=phase,
        seed=7,
    )
    return s.view(0)


OPPONENT = "2C 3C 4C 5C 6C 7H 7D TS JS QS"
OTHER = "2C 3C 4C 5C 6C 8H 9D TS JS QS"


# -- the shared helpers ---------------------------------------------------------------------
def test_waiting_pairs_are_disjoint_closest_first_and_never_wrap() -> None:
    # 8H 9H touch, 3D 5D wait with a gap, 7S 7C are a pair; KS AS is no run (A is low).
    pairs = waiting_pairs(mask_of(parse_cards("8H 9H 3D 5D 7S 7C KS AS")), limit=5)
    assert [tuple(map(str, p)) for p in pairs] == [("7S", "7C"), ("8H", "9H"), ("3D", "5D")]
    assert waiting_pairs(mask_of(parse_cards("KS AS"))) == []
    # one card in two waits is named once: 4D goes with 3D (closest), not again with 5D
    assert len(waiting_pairs(mask_of(parse_cards("3D 4D 5C")))) == 1


def test_meld_holding_and_card_values() -> None:
    assert meld_holding(mask_of(parse_cards("3D 4D 5D KC")), parse_card("4D")) == cards("3D 4D 5D")
    assert meld_holding(mask_of(parse_cards("3D 4D 5D KC")), parse_card("KC")) is None
    assert [card_value(c) for c in parse_cards("AS 9H TD JC QS KH")] == [1, 9, 10, 10, 10, 10]


# -- 金拉米 ------------------------------------------------------------------------------------
def test_discarding_a_lone_king_keeps_the_waits_and_says_the_deadwood() -> None:
    view = jin_view("AS 2S 3S 8H 9H 7C 7S 4D KC JD 2H", OPPONENT, "QH")
    advice = jin.explain(view, Action.discard(parse_card("KC")))
    assert advice.codes() == ("unconnected", "keeps", "deadwood")
    assert advice.reasons[0].cards == cards("KC")
    # only one wait is named once the card's own reason speaks (AS 2S 3S is a meld)
    assert advice.reasons[1] == Reason("keeps", cards("7S 7C"), kind="set")
    assert advice.reasons[2].points == 8 + 9 + 7 + 7 + 4 + 10 + 2


def test_discarding_a_connected_card_names_two_waits() -> None:
    view = jin_view("AS 2S 3S 8H 9H 7C 7S 4D 5D JD 2H", OPPONENT, "QH")
    advice = jin.explain(view, Action.discard(parse_card("2H")))  # 2H goes with 2S
    assert advice.codes() == ("keeps", "keeps", "deadwood")
    kept = {r.cards for r in advice.reasons[:2]}
    assert kept == {cards("7S 7C"), cards("4D 5D")}  # the lowest, closest waits first


def test_a_discard_that_is_not_the_lowest_says_it_keeps_more_draws() -> None:
    # 2S leaves 44 against 36 for JH, but 8 unseen cards would then make a meld, not 7.
    view = jin_view("AS 2S 4S 3H 4H TH JH 4D 9D AC TC", "8D TD 6D QH TS 9C 5S 2D QS 7H", "7D")
    advice = jin.explain(view, Action.discard(parse_card("2S")))
    assert Reason("more_draws", cards("JH"), points=8, other=7) in advice.reasons
    assert advice.reasons[-1] == Reason("deadwood", points=44)
    # the lowest discard itself makes no such claim
    assert "more_draws" not in jin.explain(view, Action.discard(parse_card("JH"))).codes()


def test_taking_the_discard_that_completes_a_run() -> None:
    view = jin_view("3D 4D 8H 9H KC AS 2S 3S 7C 7S", OPPONENT, "QH 5D", Phase.DRAW)
    advice = jin.explain(view, Action.draw_discard())
    assert advice.reasons[0] == Reason("completes", cards("3D 4D 5D"), kind="run")
    # the best discard after (KC; the taken 5D may not go back): 8 + 9 + 7 + 7
    assert advice.reasons[1] == Reason("deadwood", points=31)


def test_a_card_for_a_set_or_a_run_is_shown_in_the_meld_the_arrangement_keeps() -> None:
    # 7C makes 7H 7D 7C or 7C 8C 9C: either way the reason's meld holds the taken card.
    view = jin_view(
        "7H 7D 8C 9C KS QD JH 2S 4H 6D", "2C 3C 4C 5C 6C TS JS QS 8S 9S", "AH 7C", Phase.DRAW
    )
    advice = jin.explain(view, Action.draw_discard())
    reason = advice.reasons[0]
    assert reason.code == "completes" and parse_card("7C") in reason.cards
    assert reason.kind in ("set", "run") and len(reason.cards) == 3


def test_a_taken_card_that_only_waits_builds() -> None:
    view = jin_view("3D 8H KC AS 2S 3S 7C 7S JD 5H", OPPONENT, "QH 4D", Phase.DRAW)
    advice = jin.explain(view, Action.draw_discard())
    assert advice.reasons[0] == Reason("builds", cards("4D 3D"), kind="run")


def test_drawing_from_the_stock_when_the_discard_gains_nothing() -> None:
    view = jin_view("3D 4D 5D 8H 9H 7C 7S AS 2S 3S", OPPONENT, "QH KC", Phase.DRAW)
    advice = jin.explain(view, Action.draw_stock())
    assert advice.reasons == (Reason("no_gain", cards("KC")),)
    # a useful discard left on the pile: no reason is made up
    view = jin_view("3D 4D 8H 9H 7C 7S AS 2S 3S KC", OPPONENT, "QH 5D", Phase.DRAW)
    assert jin.explain(view, Action.draw_stock()).reasons == ()


def test_knocking_and_gin() -> None:
    view = jin_view("AS 2S 3S 4H 5H 6H 7C 7S 7D 2D KC", OTHER.replace("9D", "9C"), "QH")
    assert jin.explain(view, Action.knock(parse_card("KC"))).reasons == (Reason("knock", points=2),)
    view = jin_view("AS 2S 3S 4H 5H 6H 7C 7S 7D 8D KC", "2C 3C 4C 5C 6C 7H 2D TS JS QS", "QH")
    # 7D 8D: no gin; 4H-6H, AS-3S, 7C 7S 7D and 8D left … knock with KC leaves 8
    assert jin.explain(view, Action.knock(parse_card("KC"))).reasons[0].points == 8


def test_gin_knock_reads_zero() -> None:
    view = jin_view("AS 2S 3S 4H 5H 6H 7C 7S 7D 7H KC", OTHER, "QH")
    assert jin.explain(view, Action.knock(parse_card("KC"))).reasons == (Reason("knock", points=0),)


def test_laying_off_names_the_meld_and_the_deadwood_left() -> None:
    from tests.desktop.rigged import layoff_hand

    view = layoff_hand().view(0)
    advice = jin.explain(view, Action.layoff(parse_card("8S"), 0))
    assert advice.reasons[0] == Reason("fits", cards("5S 6S 7S"), kind="run")
    assert advice.reasons[1].code == "deadwood"
    done = jin.explain(view, Action.end_layoff())
    assert done.codes() == ("nothing_fits", "deadwood")


def test_a_move_the_view_does_not_allow_is_refused_with_a_code() -> None:
    view = jin_view("3D 4D 8H 9H KC AS 2S 3S 7C 7S", OPPONENT, "QH 5D", Phase.DRAW)
    with pytest.raises(IllegalActionError) as err:
        jin.explain(view, Action.discard(parse_card("KC")))
    assert err.value.code == "illegal_action"
    with pytest.raises(IllegalActionError):
        jin.explain("not a view", Action.draw_stock())  # type: ignore[arg-type]


# -- 拉米纸牌 ----------------------------------------------------------------------------------
def rummy_view(
    mine: str, pile: str, melds: str = "", phase: RummyPhase = RummyPhase.DRAW
) -> RummyView:
    table = [(parse_cards(m), 1) for m in melds.split("|") if m]
    s = RummyState.setup(
        RummyRules(2),
        [parse_cards(mine), parse_cards("AC 2C 3C 4C 5C 6C 7C 8C 9C TC")],
        discards=parse_cards(pile),
        melds=table,
        phase=phase,
        to_act=0,
        seed=5,
    )
    return s.view(0)


def test_rummy_take_completes_a_set_or_fits_a_table_meld() -> None:
    view = rummy_view("4S 5S 6S 9H 9D KH 2D QS 8H JD", "QH 9S")
    assert rum.explain(view, Action.draw_discard()).reasons == (
        Reason("completes", cards("9S 9H 9D"), kind="set"),  # low to high, ♠ ♥ ♦ ♣
    )
    view = rummy_view("4S 5S 6S 9H 3D KH 2D QS 8H JD", "QH 7D", melds="4D 5D 6D")
    assert rum.explain(view, Action.draw_discard()).reasons == (
        Reason("fits", cards("4D 5D 6D"), kind="run"),
    )
    view = rummy_view("4S 5S 6S 9H 3D KH 2D QS 8H JD", "QH AH")  # AD would wait with 2D
    assert rum.explain(view, Action.draw_stock()).reasons == (Reason("no_gain", cards("AH")),)


def test_rummy_meld_layoff_and_discard() -> None:
    view = rummy_view(
        "4S 5S 6S 9H 9D KH 2D QS 7D", "QH", melds="3D 4D 5D 6D", phase=RummyPhase.PLAY
    )
    meld = rum.explain(view, Action.meld(parse_cards("4S 5S 6S")))
    assert meld.reasons == (
        Reason("completes", cards("4S 5S 6S"), kind="run"),
        Reason("cards_left", points=6),
    )
    lay = rum.explain(view, Action.layoff(parse_card("7D"), 0))
    assert lay.reasons[0] == Reason("fits", cards("3D 4D 5D 6D"), kind="run")
    discard = rum.explain(view, Action.discard(parse_card("KH")))
    assert discard.codes()[-1] == "sheds" and discard.reasons[-1].points == 10
    assert Reason("keeps", cards("9H 9D"), kind="set") in discard.reasons


def test_rummy_the_last_card_goes_out() -> None:
    view = rummy_view("KH", "QH", phase=RummyPhase.PLAY)
    assert rum.explain(view, Action.discard(parse_card("KH"))).reasons == (Reason("goes_out"),)
    view = rummy_view("4S 5S 6S", "QH", phase=RummyPhase.PLAY)
    assert rum.explain(view, Action.meld(parse_cards("4S 5S 6S"))).codes() == (
        "completes",
        "goes_out",
    )


def test_rummy_a_card_that_fits_the_table_is_not_called_unconnected() -> None:
    # ♥J goes with no card of the hand, but on the table's ♥8 ♥9 ♥10; ♦K goes nowhere
    view = rummy_view("4S 5S 6S 3D KD 2D QS JH", "QH", melds="8H 9H TH", phase=RummyPhase.PLAY)
    assert "unconnected" not in rum.explain(view, Action.discard(parse_card("JH"))).codes()
    assert "unconnected" in rum.explain(view, Action.discard(parse_card("KD"))).codes()
