"""The hint and the felt say one deadwood figure for the same cards: both come from
``games/jinlami/deadwood.least_deadwood``, whose best discard is one the rules allow.

The felt once counted discarding the card just taken from the pile (which may not go
back): after taking ♠K into A♥ 2♥ 3♥ / 4♠ 5♠ 6♠ / 7♦ 7♣ 7♥ + 2♣ it said "Deadwood after
your best discard: 2" while the hint to discard ♣2 said "deadwood after your discard:
10" — the true least, with ♠K kept."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine import Action, HandState, Phase, Rules, parse_card, parse_cards
from jinlami_desktop.games.jinlami.deadwood import deadwood_after, least_deadwood
from jinlami_desktop.games.jinlami.window import _hint_words
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.table.test_play import make_window

HUMAN = "AH 2H 3H 4S 5S 6S 7D 7C 7H 2C"
BOT = "KD QH JC 9S 8D 5C 3D TC 6H 4D"
TAKEN = "KS"


def taking_hand() -> HandState:
    """The human (seat 0) to draw, the ♠K on the discard pile."""
    return HandState.setup(
        Rules.preset("classic"),
        (parse_cards(HUMAN), parse_cards(BOT)),
        stock_top=parse_cards("8C 9H TS"),
        discards=parse_cards(TAKEN),
        dealer=1,
        to_act=0,
        phase=Phase.DRAW,
        seed=7,
    )


def test_the_least_deadwood_never_discards_the_taken_card() -> None:
    eleven = parse_cards(f"{HUMAN} {TAKEN}")
    assert least_deadwood(eleven) == 2  # ♠K back: only ♣2 is left
    assert least_deadwood(eleven, parse_card(TAKEN)) == 10  # ♠K stays: ♣2 goes
    assert least_deadwood(parse_cards(HUMAN)) == 2  # ten cards: as they are


def test_the_hint_says_the_felts_figure(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.hold()  # the bot waits: only the human's cards matter here
    c.load_hand(taking_hand())
    assert c.request(Action.draw_discard()) is None
    snap = c.snapshot()
    view = snap.view
    assert view is not None and view.phase is Phase.DISCARD and view.taken == parse_card(TAKEN)
    assert snap.deadwood == 10
    ui.on_snapshot(snap)
    assert ui.scene.aids.deadwood_words() == "Deadwood after your best discard: 10"
    discard = Action.discard(parse_card("2C"))
    assert deadwood_after(view, discard) == 10
    hint = _hint_words(view, discard)
    assert hint.endswith("deadwood after: 10"), hint
    # and once the hinted card is gone, the felt says the same 10
    assert c.request(discard) is None
    assert c.snapshot().deadwood == 10
