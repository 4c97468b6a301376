"""Decisions are modal: while the knock dialog is open the table
takes no move — a double-click behind it discards nothing and the bot does not play —
and a dialog whose position changed anyway is closed, never offering a stale
arrangement."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine import Action, Phase, knock_arrangements, mask_of, parse_card
from jinlami_desktop.games.jinlami.scene import table_request
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.rigged import knock_hand


def open_knock(qtbot: QtBot) -> tuple[MainWindow, JinlamiUi]:
    """A window whose player drew twice and is knocking with ♠Q: the dialog is open."""
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    ui = window.games["jinlami"]
    assert isinstance(ui, JinlamiUi)
    ui.controller.move_delay_ms = 0
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    c = ui.controller
    c.load_hand(knock_hand())
    c.draw_stock()
    c.discard(parse_card("KD"))
    qtbot.waitUntil(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW, timeout=10000)
    c.draw_stock()
    assert c.state.phase is Phase.DISCARD
    ui.start_knock(parse_card("QS"))
    assert ui.knock_dialog is not None and ui.knock_dialog.isVisible()
    return window, ui


def double_click_card(ui: JinlamiUi, text: str) -> None:
    item = ui.scene.item_for(parse_card(text))
    assert isinstance(item, CardItem)
    point = ui.view.mapFromScene(item.pos() + QPointF(item.w * 0.2, item.h * 0.5))
    QTest.mouseDClick(
        ui.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point
    )


def test_the_knock_dialog_is_window_modal(qtbot: QtBot) -> None:
    _window, ui = open_knock(qtbot)
    assert ui.knock_dialog is not None
    assert ui.knock_dialog.windowModality() is Qt.WindowModality.WindowModal


def test_a_double_click_behind_the_knock_dialog_plays_nothing(qtbot: QtBot) -> None:
    _window, ui = open_knock(qtbot)
    c = ui.controller
    before = c.state.hand(0)
    top = c.state.discard_top
    dialog = ui.knock_dialog
    assert dialog is not None
    card = next(x for x in before if x != parse_card("QS"))
    double_click_card(ui, str(card))
    ui.on_table_request(table_request(Action.discard(card)))  # even if a request gets through
    ui.pass_turn()
    ui.hint()
    qtbot.wait(50)  # a bot would have had its turn by now
    assert c.state.hand(0) == before and c.state.discard_top == top
    assert c.state.phase is Phase.DISCARD and c.state.to_act == 0
    assert ui.knock_dialog is dialog and dialog.isVisible()
    # the dialog still offers the arrangements of the hand as it is
    hand = mask_of(c.state.hand(0)) & ~parse_card("QS").mask
    expected = [a.meld_masks for a in knock_arrangements(hand, c.state.rules)]
    assert [o.melds for o in dialog.options] == expected
    chosen = dialog.chosen()
    assert chosen is not None
    dialog.accept()
    assert ui.knock_dialog is None
    assert c.state.knocker == 0
    assert sorted(c.state.declared) == sorted(chosen.melds)


def test_a_position_that_moves_on_closes_the_dialog(qtbot: QtBot) -> None:
    _window, ui = open_knock(qtbot)
    c = ui.controller
    dialog = ui.knock_dialog
    assert dialog is not None
    c.discard(parse_card("QS"))  # the position changes behind the dialog's back
    assert ui.knock_dialog is None and not dialog.isVisible()
    assert c.state.knocker != 0 or c.state.phase is not Phase.LAYOFF  # nothing was knocked
    qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=10000)
    assert ui.knock_dialog is None
