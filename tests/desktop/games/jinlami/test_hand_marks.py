"""The hand's marks in 金拉米: the card just drawn stays marked until the next move, and
the meld bars stay under the melds in every order of the hand."""

from __future__ import annotations

from itertools import pairwise

import pytest
from pytestqt.qtbot import QtBot

from engine import Action, parse_card, parse_cards
from jinlami_desktop.games.jinlami.scene import table_request
from jinlami_desktop.table.hand_order import meld_runs
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import knock_hand
from tests.desktop.table.test_play import make_window


def drawn_items(window: MainWindow) -> list[str]:
    scene = jinlami_ui(window).scene
    return [str(c) for c in scene.hand_cards() if (it := scene.item_for(c)) and it.drawn]


@pytest.mark.parametrize(("source", "card"), [("stock", "QS"), ("discard", "8D")])
def test_the_drawn_card_is_marked_until_the_discard(qtbot: QtBot, source: str, card: str) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(knock_hand())
    assert drawn_items(window) == []
    if source == "stock":
        c.draw_stock()
    else:
        c.draw_discard()
    item = ui.scene.item_for(parse_card(card))
    assert item is not None and item.role == "hand" and item.drawn
    assert drawn_items(window) == [str(parse_card(card))]
    # Sorting the hand keeps the mark on the same card.
    window.arrange("rank")
    assert item.drawn and drawn_items(window) == [str(parse_card(card))]
    discard = "KD"
    ui.scene.requested.emit(table_request(Action.discard(parse_card(discard))))
    assert c.state.discard_top == parse_card(discard)
    assert drawn_items(window) == []


def test_meld_runs_splits_a_meld_whose_cards_lie_apart() -> None:
    cards = parse_cards("AH 2C 2H 3D 3H 3S 4H 9C TC KD")
    # The run AH-4H is the best meld; sorted by rank its cards lie apart.
    assert meld_runs(cards) == [(0, 0), (2, 2), (4, 4), (6, 6)]
    together = parse_cards("AH 2H 3H 4H 3S 3D 9C TC 2C KD")
    assert meld_runs(together) == [(0, 3)]


@pytest.mark.parametrize(("mode", "bars"), [("melds", 1), ("suit", 1), ("rank", 3)])
def test_meld_bars_under_the_hand_in_every_order(qtbot: QtBot, mode: str, bars: int) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    window.arrange(mode)
    scene = ui.scene
    marks = scene.hand_marks
    assert len(marks) == bars
    hand = scene.hand_cards()
    melded = set(parse_cards("AH 2H 3H 4H"))
    for mark in marks:
        rect = mark.rect
        # Each bar lies under melded cards only: the cards whose visible strip it spans.
        under = [
            c
            for c in hand
            if (it := scene.item_for(c)) is not None
            and it.home.x() < rect.center().x() < it.home.x() + scene.geo.card_w
        ]
        assert under and under[-1] in melded
        assert rect.top() > scene.geo.hand_row.top()
    # Bars never overlap: one per stretch.
    edges = sorted((m.rect.left(), m.rect.right()) for m in marks)
    assert all(a[1] <= b[0] for a, b in pairwise(edges))
