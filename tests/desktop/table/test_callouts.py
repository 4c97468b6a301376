"""Refusals and hints where the eye is: callouts on the table, in both games.

A refused drop is said in a bubble next to the card or target concerned, with the
refusal's words, wholly inside the felt, and gone after the next move; a hint says its
move and why (both languages) next to its card and moves the keyboard focus there.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Action, parse_card, parse_cards
from engine.advice import Advice, Reason
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.jinlami.scene import table_request
from jinlami_desktop.games.jinlami.words import no_gain_words as jinlami_no_gain
from jinlami_desktop.games.rummy.words import no_gain_words as rummy_no_gain
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.play.request import Request
from jinlami_desktop.table.callout import CalloutItem, Spot
from jinlami_desktop.table.card_scene import CardTableScene
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.hint_words import advice_text
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import knock_hand
from tests.desktop.table.test_play import card_center, drag


def make_window(qtbot: QtBot, size: tuple[int, int] = (1280, 800)) -> MainWindow:
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    rummy_ui(window).controller.instant = True
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "zh_CN")
    try:
        yield
    finally:
        install_language(qapp, "en")


def near(callout: CalloutItem, rect: QRectF) -> bool:
    """The bubble sits beside ``rect`` (its tail reaches it) and does not cover it."""
    reach = callout.font_px * 1.5
    tip = callout.tail.boundingRect()
    return rect.adjusted(-reach, -reach, reach, reach).intersects(tip) and not (
        callout.bubble.intersects(rect)
    )


def inside(scene: CardTableScene) -> bool:
    return scene.sceneRect().contains(scene.callout.boundingRect())


# -- the item on its own ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "anchor",
    [
        QRectF(0, 0, 60, 84),  # top left corner
        QRectF(940, 0, 60, 84),  # top right corner
        QRectF(0, 540, 60, 84),  # bottom left
        QRectF(950, 556, 50, 70),  # bottom right
        QRectF(470, 0, 60, 84),  # top edge
        QRectF(470, 280, 60, 84),  # the middle
    ],
)
def test_the_bubble_stays_inside_the_felt_beside_its_anchor(qtbot: QtBot, anchor: QRectF) -> None:
    item = CalloutItem()
    bounds = QRectF(0, 0, 1000, 626)
    long = "Cannot knock: that leaves 12 points of deadwood, above the limit of 10 " * 2
    item.show_at(long, anchor, bounds, 14.0)
    assert item.showing and item.isVisible()
    assert bounds.contains(item.boundingRect())
    assert near(item, anchor)
    _w, h = item.text_size(item.bubble.width() - 2 * item.font_px * 0.6 + 1)
    assert h <= item.bubble.height()  # the wrapped text fits its bubble
    item.animate = False
    item.dismiss()
    assert not item.showing and not item.isVisible()


def test_the_bubble_slides_clear_of_the_scoreboard(qtbot: QtBot) -> None:
    """The 4-player 拉米纸牌 hint over the hand's right end ran under the scoreboard (a
    widget over the view, drawn above every item) and lost its last words there."""
    item = CalloutItem()
    bounds = QRectF(0, 0, 800, 600)
    board = QRectF(715, 430, 80, 130)
    anchor = QRectF(600, 460, 70, 120)  # a card of the hand, left of the board
    long = "Hint: discard ♣A — ♣A goes with no other card; keeps ♥5 ♦5 for a set"
    item.show_at(long, anchor, bounds, 14.0, avoid=board)
    assert not item.bubble.intersects(board) and bounds.contains(item.boundingRect())
    item.show_at(long, anchor, bounds, 14.0)
    assert item.bubble.intersects(board)  # without it, the bubble would sit under the board


# -- 金拉米 --------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_refused_drop_is_said_next_to_the_card_until_the_next_move(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window(qtbot, size)
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    scene = ui.scene
    # Discarding before drawing: refused; the bubble says so beside the card.
    drag(window, card_center(window, "KD"), scene.geo.discard.center())
    callout = scene.callout
    assert callout.showing and "draw a card first" in callout.text
    assert callout.text == window.statusBar().currentMessage()
    assert near(callout, scene.spot_rect(Spot("card", parse_card("KD"))))
    assert inside(scene)
    # The next move (a draw) ends it.
    ui.controller.draw_stock()
    assert not callout.showing and not callout.isVisible()


def test_a_refused_knock_is_said_at_the_knock_area(qtbot: QtBot) -> None:
    window = make_window(qtbot, (1024, 640))
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    ui.controller.draw_stock()
    scene = ui.scene
    ui.on_table_request(table_request(Action.knock(parse_card("9C"))))  # too much deadwood left
    assert scene.callout.showing and "Cannot knock" in scene.callout.text
    assert near(scene.callout, scene.spot_rect(Spot("knock")))
    assert inside(scene)


def test_a_refused_knock_quotes_the_deadwood_of_the_card_dropped(qtbot: QtBot) -> None:
    """♥3 breaks the run ♥A-♥4 and leaves 54 points; the best discard (♠Q, ♦K or ♣10)
    would leave 37: the refusal names the 54 of the card the player dropped."""
    window = make_window(qtbot, (1024, 640))
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    ui.controller.draw_stock()  # QS: 3S QS AH 2H 3H 4H 3D KD 2C 9C TC
    scene = ui.scene
    drag(window, card_center(window, "3H"), scene.geo.knock.center())
    text = scene.callout.text
    assert scene.callout.showing and text == window.statusBar().currentMessage()
    assert "54 points" in text and "37" not in text


def test_a_drop_off_every_target_is_said_at_the_pile(qtbot: QtBot) -> None:
    window = make_window(qtbot, (1024, 640))
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    scene = ui.scene
    felt = QPointF(scene.geo.width - 4, scene.geo.opponent_row.bottom())
    drag(window, scene.geo.stock.center(), felt)
    assert scene.callout.showing and "drop the card on your hand" in scene.callout.text
    assert near(scene.callout, scene.spot_rect(Spot("stock")))


def test_the_hint_says_why_next_to_its_card_and_takes_the_focus(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    ui.controller.load_hand(knock_hand())
    ui.controller.draw_stock()  # QS: now discard or knock
    scene = ui.scene
    ui.hint()
    qtbot.waitUntil(lambda: scene.callout.showing, timeout=10000)
    hint = scene.hint
    assert hint is not None and hint.card is not None
    assert scene.callout.tone == "hint"
    assert scene.callout.text.startswith("Hint: ")
    assert "deadwood" in scene.callout.text  # the reason, not only the move
    assert near(scene.callout, scene.spot_rect(Spot("card", hint.card)))
    assert inside(scene)
    assert scene.focused_card() == hint.card and scene.keyboard_focus
    assert ui.view.hasFocus()
    # The card just drawn keeps its mark through the hint and a refusal, until the move.
    drawn = scene.item_for(parse_card("QS"))
    assert drawn is not None and drawn.drawn
    ui.on_table_request(table_request(Action.draw_stock()))  # refused: drawn already
    assert scene.callout.tone == "refusal" and drawn.drawn
    assert near(scene.callout, scene.spot_rect(Spot("stock")))
    # The next move (the hinted card played) ends the bubble.
    assert ui.controller.request(Action.discard(hint.card)) is None
    assert not scene.callout.showing


# -- 拉米纸牌 ------------------------------------------------------------------------------------
def rummy_state(phase: RummyPhase = RummyPhase.PLAY) -> RummyState:
    return RummyState.setup(
        RummyRules(2),
        [
            parse_cards("3S 4S 5S 9H 9D TC 4D KH QC 2H"),
            parse_cards("AS 2S 6S 7S 8S JS QS KS 5C 6C"),
        ],
        melds=[(parse_cards("7C 8C 9C"), 1)],
        phase=phase,
        to_act=0,
        seed=3,
    )


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_rummy_refusals_are_said_next_to_the_card_and_the_meld(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    window = make_window(qtbot, size)
    window.show_game("rummy")
    ui = rummy_ui(window)
    ui.controller.load_hand(rummy_state(RummyPhase.DRAW))
    scene = ui.scene
    # A discard before the draw: the table's own check says why, at the card.
    scene.moves.try_discard(parse_card("KH"))
    assert scene.callout.showing and scene.callout.text
    assert near(scene.callout, scene.spot_rect(Spot("card", parse_card("KH"))))
    assert inside(scene)
    ui.controller.request(Action.draw_stock())
    assert not scene.callout.showing  # the draw was the next move
    # A lay-off that does not fit: at the meld it was dropped on.
    scene.moves.try_layoff([parse_card("2H")], 0)
    assert scene.callout.showing
    assert near(scene.callout, scene.spot_rect(Spot("meld", index=0)))
    assert inside(scene)
    # The controller's refusal of a request: at the card the request was about.
    ui.on_table_request(Request(Action.layoff(parse_card("KH"), 0), Spot("meld", index=0)))
    assert scene.callout.text == window.statusBar().currentMessage()
    assert near(scene.callout, scene.spot_rect(Spot("meld", index=0)))


def test_rummy_hint_says_why_and_takes_the_focus(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.show_game("rummy")
    assert not window.hint_action.isEnabled()  # no hand in play: nothing to hint
    ui = rummy_ui(window)
    ui.controller.load_hand(rummy_state())
    assert window.hint_action.isEnabled()
    scene = ui.scene
    ui.hint()
    qtbot.waitUntil(lambda: scene.callout.showing, timeout=10000)
    hint = scene.hint
    assert hint is not None and hint.kind in ("meld", "layoff", "discard")
    hinted = [c for c in scene.hand_cards() if c in scene.hinted_cards()]
    assert hinted and scene.focused_card() == hinted[0]
    assert scene.callout.tone == "hint" and " — " in scene.callout.text
    assert near(scene.callout, scene.spot_rect(Spot("card", hinted[0])))
    assert inside(scene)


# -- the words ----------------------------------------------------------------------------------
KEEP = Advice(
    Action.discard(parse_card("KC")),
    (
        Reason("unconnected", (parse_card("KC"),)),
        Reason("keeps", tuple(parse_cards("8H 9H")), kind="run"),
        Reason("deadwood", points=12),
    ),
)
TAKE = Advice(
    Action.draw_discard(),
    (Reason("completes", tuple(parse_cards("3D 4D 5D")), kind="run"), Reason("deadwood", points=7)),
)
KNOCK = Advice(Action.knock(parse_card("9C")), (Reason("knock", points=6),))
MELD = Advice(
    Action.meld(parse_cards("4S 5S 6S")),
    (
        Reason("completes", tuple(parse_cards("4S 5S 6S")), kind="run"),
        Reason("cards_left", points=1),
    ),
)
LAY = Advice(
    Action.layoff(parse_card("7D"), 0),
    (Reason("fits", tuple(parse_cards("4D 5D 6D")), kind="run"), Reason("goes_out")),
)
DRAWS = Advice(
    Action.discard(parse_card("2S")),
    (Reason("more_draws", (parse_card("JH"),), points=8, other=7), Reason("deadwood", points=44)),
)
SHED = Advice(
    Action.discard(parse_card("QH")),
    (Reason("keeps", tuple(parse_cards("7S 7C")), kind="set"), Reason("sheds", points=10)),
)


def test_hint_words_in_english() -> None:
    assert advice_text(KEEP, jinlami_no_gain) == (
        "Hint: discard ♣K — ♣K goes with no other card; keeps ♥8 ♥9 for a run; deadwood after: 12"
    )
    assert advice_text(TAKE, jinlami_no_gain) == (
        "Hint: take the discard — completes the run ♦3 ♦4 ♦5; deadwood after your discard: 7"
    )
    assert advice_text(KNOCK, jinlami_no_gain) == "Hint: knock with ♣9 — knock now: deadwood 6"
    assert advice_text(MELD, rummy_no_gain) == (
        "Hint: meld ♠4 ♠5 ♠6 — a run; 1 card left in your hand"
    )
    assert advice_text(LAY, rummy_no_gain) == "Hint: lay off ♦7 — fits ♦4 ♦5 ♦6; you go out"
    assert advice_text(SHED, rummy_no_gain) == (
        "Hint: discard ♥Q — keeps ♠7 ♣7 for a set; 10 points fewer in your hand"
    )
    assert advice_text(DRAWS, jinlami_no_gain) == (
        "Hint: discard ♠2 — 8 unseen cards would make a meld, against 7 after discarding ♥J; "
        "deadwood after: 44"
    )
    no_gain = Advice(Action.draw_stock(), (Reason("no_gain", (parse_card("KC"),)),))
    assert "would not lower your deadwood" in advice_text(no_gain, jinlami_no_gain)
    assert "helps none of your melds" in advice_text(no_gain, rummy_no_gain)
    draw = Advice(Action.draw_stock(), ())
    assert advice_text(draw, jinlami_no_gain) == "Hint: draw from the stock"


def test_hint_words_in_chinese(chinese: None) -> None:
    assert advice_text(KEEP, jinlami_no_gain) == (
        "提示：打出 ♣K——♣K 与其他牌都搭不上；留着 ♥8 ♥9 凑同花顺；之后米数：12"
    )
    assert advice_text(TAKE, jinlami_no_gain) == "提示：吃牌——凑成同花顺 ♦3 ♦4 ♦5；打牌后米数：7"
    assert "现在胡牌：米数 6" in advice_text(KNOCK, jinlami_no_gain)
    assert advice_text(MELD, rummy_no_gain) == "提示：摊出 ♠4 ♠5 ♠6——这是同花顺；手中还剩 1 张牌"
    assert "可贴到 ♦4 ♦5 ♦6 上；就此出完" in advice_text(LAY, rummy_no_gain)
    assert "留着 ♠7 ♣7 凑刻子；手中少 10 点" in advice_text(SHED, rummy_no_gain)
    assert "有 8 张未见的牌能组成搭子，打出 ♥J 则只有 7 张" in advice_text(DRAWS, jinlami_no_gain)
