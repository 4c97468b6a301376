"""Oklahoma's plate under the discard pile: the deal's up-card and the knock limit it set
("Knock at 7 or less"), "Gin only" for an ace, "Spades: hand doubled" — in the window's
language, for as long as the limit holds (a knock's melds take its row); none under the
other rules, whose limit is the preset's.  The plate covers no card nor pile."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine import HandState, Phase, Rules, parse_card, parse_cards
from jinlami_desktop.games.jinlami.upcard_terms import (
    deal_upcard,
    upcard_lines,
    upcard_title,
)
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import current_language
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import layoff_hand

HUMAN = "2C 3C 4C 5D 6D 7D 8H 8D AD KC"
BOT = "8S 9S TS JH JD JC QH QD QS 2H"


def hand(rules: Rules, up: str, discards: str = "") -> HandState:
    """A hand of ``rules`` whose deal turned ``up`` face up (then ``discards`` on it),
    the human to draw."""
    return HandState.setup(
        rules,
        (parse_cards(HUMAN), parse_cards(BOT)),
        discards=parse_cards(f"{up} {discards}".strip()),
        stock_top=parse_cards("9C TC 9H"),
        dealer=1,
        to_act=0,
        phase=Phase.DRAW,
        seed=4242,
    )


@pytest.fixture
def window(spoken_window: MainWindow) -> MainWindow:
    return spoken_window


@pytest.mark.parametrize(
    ("rules", "up", "english"),
    [
        ("oklahoma", "7H", ["Knock at 7 or less"]),
        ("oklahoma", "KD", ["Knock at 10 or less"]),
        ("oklahoma", "AH", ["Gin only"]),
        ("oklahoma", "5S", ["Knock at 5 or less", "Spades: hand doubled"]),
        ("oklahoma", "AS", ["Gin only", "Spades: hand doubled"]),
        ("straight", "7H", []),
        ("international", "5S", []),
    ],
)
def test_the_plate_names_the_up_card_and_its_terms(
    qtbot: QtBot, window: MainWindow, rules: str, up: str, english: list[str]
) -> None:
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    state = hand(Rules.preset(rules), up)
    view = state.view(0)
    assert deal_upcard(view) == parse_card(up)
    if english and current_language() == "en":
        assert upcard_lines(view.knock_limit, view.doubled) == english
    elif english:  # in Chinese: no English word left, the numbers the same
        lines = upcard_lines(view.knock_limit, view.doubled)
        assert len(lines) == len(english) and not any(w in " ".join(lines) for w in english)
        assert all(n in " ".join(lines) for n in "".join(english) if n.isdigit())
    c.load_hand(state)
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    plate = ui.scene.upcard_plate
    assert plate.isVisible() is bool(english)
    if not english:
        return
    # in the window's language: the lines the words give now, the card by its symbol
    assert plate.lines == upcard_lines(view.knock_limit, view.doubled)
    assert plate.title == upcard_title(parse_card(up))
    assert "♠♥♦♣"[parse_card(up).suit] in plate.title
    assert plate.layout.complete  # every line shown
    # beside the pile, over nothing: no card, pile or knock area under it
    g = ui.scene.geo
    box = plate.layout.plate
    assert box.top() >= g.discard.bottom() and box.left() <= g.discard.right()
    assert box.bottom() <= g.hand_row.top()
    covered = [ui.scene.stock.sceneBoundingRect(), ui.scene.knock_zone.rect]
    covered += [item.sceneBoundingRect() for item in ui.scene.faces.values() if item.isVisible()]
    assert not any(box.intersects(r) for r in covered)
    assert plate.toolTip().splitlines() == [plate.title, *plate.lines]


def test_the_plate_keeps_the_deals_card_under_later_discards(
    qtbot: QtBot, window: MainWindow
) -> None:
    """The limit is the first up-card's, not the pile's top."""
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(hand(Rules.preset("oklahoma"), "3H", "KS"))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    assert c.state is not None and c.state.knock_limit == 3
    plate = ui.scene.upcard_plate
    assert plate.title == upcard_title(parse_card("3H"))
    assert plate.lines == upcard_lines(3, False)


def test_a_knock_takes_the_plates_row(qtbot: QtBot, window: MainWindow) -> None:
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(layoff_hand(Rules.preset("oklahoma")))
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.LAYOFF)
    assert not ui.scene.upcard_plate.isVisible()
