"""A drill from any seat is shown from the table's own seat: every seat renumbered by
one turn round the table, nothing the player knew changed (the dealer, the cards each
seat took from the pile, who laid which meld), the same moves legal."""

from __future__ import annotations

from engine.actions import Action
from engine.cards import parse_card, parse_cards
from engine.drills import drill_of
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.jinlami.view import PlayerView
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.drills import book
from jinlami_desktop.drills.seating import seated


def test_a_jinlami_drill_of_the_second_seat_is_seated_in_front() -> None:
    state = HandState.setup(
        Rules.preset("classic"),
        (
            parse_cards("4C 6C 9C JD 2H 3H 4D 6S 8S TS"),
            parse_cards("AS 2S 3S 7H 8H 9H KC KD KH 5D QC"),
        ),
        discards=parse_cards("JC 2C"),
        dealer=1,
        seed=4,
    )
    view = state.view(1)
    assert isinstance(view, PlayerView)
    assert view.player == 1 and view.to_act == 1 and view.dealer == 1
    drill = drill_of(
        view, "discard", Action.discard(parse_card("8H")), Action.discard(parse_card("QC")),
        (), "breaks_meld", {}, 0.3, None, "puzzle",
    )  # fmt: skip
    front = seated(view)
    assert drill.view() == view
    assert (front.player, front.to_act, front.dealer) == (0, 0, 0)
    assert front.hand == view.hand and front.opponent_card_count == view.opponent_card_count
    assert front.discard_pile == view.discard_pile
    assert [e.player for e in front.events] == [1 - e.player for e in view.events]
    assert front.legal_actions == view.legal_actions
    played = book.table_state(drill)
    assert played.view(0) == front and played.to_act == 0
    assert seated(front) is front  # seat 0 already: itself


def test_a_rummy_drill_of_the_third_seat_keeps_the_order_round_the_table() -> None:
    rules = RummyRules(players=3)
    hands = [
        parse_cards("AH 3D 8C JS TH 5H 9C"),
        parse_cards("2H 4D 7D QS 9H 6H 3C"),
        parse_cards("4S 5S 6S 9D KH 2C QD 7C"),
    ]
    state = RummyState.setup(
        rules, hands, discards=parse_cards("2D"), dealer=1, to_act=2, phase=RummyPhase.PLAY,
        seed=3,
    )  # fmt: skip
    view = state.view(2)
    meld = next(a for a in view.legal_actions if a.kind == "meld")
    drill = drill_of(
        view, "meld", Action.discard(parse_card("KH")), meld, (), "holds_too_long", {}, 0.2,
        None, "puzzle",
    )  # fmt: skip
    front = seated(drill.view())
    assert (front.player, front.to_act, front.dealer) == (0, 0, 2)  # the dealer sits last
    assert front.card_counts == (8, 7, 7)  # the player's, then the next seats' in order
    assert front.hand == view.hand and front.legal_actions == view.legal_actions
    assert book.table_state(drill).view(0) == front
