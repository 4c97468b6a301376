"""Callouts keep clear of what the player needs to see: the melds on the table.

金拉米's lay-off: the hint "nothing to lay off, press Done" sat over the lower half of
the knocker's melds for seconds, just when the player checks them; the bubble now goes
where it covers no meld nor the hand's deadwood (beside or under the hand), in both
languages at the smallest and a large window, and the lay-off's other callouts (a hint
on a hand card, a refused lay-off at a meld) keep clear of the melds too.  拉米纸牌: a
hint's bubble over the hand sat on the lowest row of table melds.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Action, Phase, parse_card, parse_cards
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.jinlami.scene import JinlamiScene, table_request
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.callout import CalloutItem, Spot
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import layoff_hand


@pytest.fixture(params=["zh_CN", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


def laying_off(qtbot: QtBot, size: tuple[int, int]) -> JinlamiUi:
    """A shown window at ``size``: the bot has knocked, the player is to lay off."""
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    ui = jinlami_ui(window)
    ui.controller.move_delay_ms = 0
    ui.controller.load_hand(layoff_hand())
    qtbot.waitUntil(lambda: ui.controller.state.phase is Phase.LAYOFF)
    return ui


def covered(scene: JinlamiScene) -> list[QRectF]:
    """The knocker's melds and the deadwood line the bubble lies over."""
    needed = [QRectF(z.rect) for z in scene.meld_zones] + [scene.hand_label.sceneBoundingRect()]
    return [r for r in needed if scene.callout.bubble.intersects(r)]


def points_at(callout: CalloutItem, rect: QRectF) -> bool:
    """The bubble's tail reaches ``rect`` and the bubble does not cover it."""
    reach = callout.font_px * 1.5
    tip = callout.tail.boundingRect()
    near = rect.adjusted(-reach, -reach, reach, reach).intersects(tip)
    return near and not callout.bubble.intersects(rect)


def hint(qtbot: QtBot, ui: JinlamiUi) -> CalloutItem:
    ui.hint()
    qtbot.waitUntil(lambda: ui.scene.callout.showing, timeout=10000)
    return ui.scene.callout


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_nothing_to_lay_off_is_said_clear_of_the_melds(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    ui = laying_off(qtbot, size)
    scene, c = ui.scene, ui.controller
    for card in ("8S", "4S"):  # ♠8 then ♠4 onto the knocker's run ♠5 ♠6 ♠7
        assert c.request(Action.layoff(parse_card(card), 0)) is None
    assert len(scene.meld_zones) == 3
    callout = hint(qtbot, ui)
    assert ui.scene.hint is not None and ui.scene.hint.kind == "end_layoff"
    assert callout.text and callout.isVisible()
    assert not covered(scene), (callout.bubble, covered(scene))
    assert scene.sceneRect().contains(callout.boundingRect())
    assert points_at(callout, scene.spot_rect(Spot("hand")))


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_lay_offs_other_callouts_keep_clear_of_the_melds(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    ui = laying_off(qtbot, size)
    scene = ui.scene
    callout = hint(qtbot, ui)  # lay off ♠8 (or ♠4): a card of the hand
    lay = scene.hint
    assert lay is not None and lay.kind == "layoff" and lay.card is not None
    assert not covered(scene) and points_at(callout, scene.spot_rect(Spot("card", lay.card)))
    ui.on_table_request(
        table_request(Action.layoff(parse_card("QS"), 1))
    )  # ♠Q fits no meld: refused
    assert callout.tone == "refusal" and callout.showing
    target = scene.spot_rect(Spot("meld", index=1))
    assert points_at(callout, target)
    assert not covered(scene)
    assert scene.sceneRect().contains(callout.boundingRect())


def test_the_bubble_finds_the_side_that_covers_nothing_needed(qtbot: QtBot) -> None:
    """On its own: above the anchor lies what must stay seen, so it goes beside it."""
    item = CalloutItem()
    bounds = QRectF(0, 0, 800, 600)
    anchor = QRectF(180, 410, 440, 130)  # the hand
    melds = [QRectF(160, 270, 480, 110)]
    text = "Hint: nothing to lay off, press Done — your deadwood stays 49"
    item.show_at(text, anchor, bounds, 13.0)
    assert item.bubble.intersects(melds[0])  # where it went before
    item.show_at(text, anchor, bounds, 13.0, keep_clear=[melds])
    assert not item.bubble.intersects(melds[0]) and not item.bubble.intersects(anchor)
    assert bounds.contains(item.boundingRect())
    everything = [QRectF(bounds)]  # no room clear of both tiers
    item.show_at(text, anchor, bounds, 13.0, keep_clear=[melds, everything])
    assert not item.bubble.intersects(melds[0])  # the first tier still holds
    item.show_at(text, anchor, bounds, 13.0, keep_clear=[[QRectF(bounds)]])
    assert bounds.contains(item.boundingRect())  # nowhere clear: placed as before


def crowded_table() -> RummyState:
    """Three players, five melds on the table (three rows of them at 1024×640)."""
    return RummyState.setup(
        RummyRules(3),
        [
            parse_cards("3S 4S 5S 9H 9D TC 2H QC"),
            parse_cards("AS 2S 6S 7S 8S JS QS 5C"),
            parse_cards("AH 3H 5H 7H 8H JH QH 2D"),
        ],
        melds=[
            (parse_cards("7C 8C 9C"), 1),
            (parse_cards("KC KD KS"), 2),
            (parse_cards("6D 7D 8D"), 1),
            (parse_cards("TH TS TD"), 2),
            (parse_cards("4C 4H 4D"), 1),
        ],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=3,
    )


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_rummy_hint_keeps_clear_of_the_table_melds(
    qtbot: QtBot, language: str, size: tuple[int, int]
) -> None:
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.show_game("rummy")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    ui = rummy_ui(window)
    ui.controller.instant = True
    ui.controller.load_hand(crowded_table())
    scene = ui.scene
    ui.hint()
    qtbot.waitUntil(lambda: scene.callout.showing, timeout=10000)
    callout = scene.callout
    melds = [QRectF(z.rect) for z in scene.meld_zones]
    assert len(melds) == 5
    assert not [m for m in melds if callout.bubble.intersects(m)]
    assert scene.sceneRect().contains(callout.boundingRect())
    hinted = [c for c in scene.hand_cards() if c in scene.hinted_cards()]
    assert hinted and not callout.bubble.intersects(scene.spot_rect(Spot("card", hinted[0])))
