"""Play through the real window with mouse events on the view's viewport.

Covers a whole hand's gestures: a draw (drag from the stock to the hand), an illegal drop that
snaps back with a reason in the status line, a discard, a knock with a choice among
arrangements, a layoff by dragging onto the knocker's highlighted meld, the result.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine import Phase, parse_card
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.animations import is_moving
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop import table_mouse
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import knock_hand, layoff_hand


def make_window(qtbot: QtBot, speed: str = "off") -> MainWindow:
    window = MainWindow(Preferences(animation_speed=speed))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def to_view(window: MainWindow, p: QPointF) -> QPoint:
    return jinlami_ui(window).view.mapFromScene(p)


def drag(window: MainWindow, start: QPointF, end: QPointF) -> None:
    """Press, move in steps past the drag distance, release — on the viewport."""
    table_mouse.drag(jinlami_ui(window).view, start, end)


def card_center(window: MainWindow, text: str) -> QPointF:
    item = jinlami_ui(window).scene.item_for(parse_card(text))
    assert isinstance(item, CardItem), f"{text} is not on the table"
    # the visible strip of a fanned card: its left part
    return item.pos() + QPointF(item.w * 0.2, item.h * 0.5)


def hand_drop_point(window: MainWindow) -> QPointF:
    row = jinlami_ui(window).scene.geo.hand_row
    return QPointF(row.right() - 5, row.center().y())


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_play_a_hand_with_the_mouse_and_knock(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    c = jinlami_ui(window).controller
    c.load_hand(knock_hand())
    scene = jinlami_ui(window).scene
    geo = scene.geo

    # An illegal drop: discarding before drawing.  The card snaps back; the status says why.
    kd = scene.item_for(parse_card("KD"))
    assert kd is not None
    home = QPointF(kd.home)
    drag(window, card_center(window, "KD"), geo.discard.center())
    assert kd.pos() == home
    assert parse_card("KD") in c.state.hand(0)
    assert "draw a card first" in status(window)

    # A draw: drag the stock onto the hand.
    drag(window, geo.stock.center(), hand_drop_point(window))
    assert c.state.phase is Phase.DISCARD
    assert parse_card("QS") in c.state.hand(0)
    qs = scene.item_for(parse_card("QS"))
    assert qs is not None and qs.role == "hand"

    # A discard: drag KD onto the discard pile.
    drag(window, card_center(window, "KD"), geo.discard.center())
    assert c.state.discard_top == parse_card("KD")
    discarded = scene.item_for(parse_card("KD"))
    assert discarded is not None and discarded.role == "discard"

    # The bot plays; then we draw by clicking the stock (the click equivalent).
    qtbot.waitUntil(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW, timeout=10000)
    vp = jinlami_ui(window).view.viewport()
    QTest.mouseClick(
        vp,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        to_view(window, geo.stock.center()),
    )
    assert c.state.phase is Phase.DISCARD
    assert "knock" in jinlami_ui(window).panel.sign_label.text().lower()

    # Knock: drop QS on the knock area; the dialog offers the arrangements.
    drag(window, card_center(window, "QS"), geo.knock.center())
    dialog = jinlami_ui(window).knock_dialog
    assert dialog is not None and dialog.isVisible()
    assert len(dialog.options) >= 2
    assert c.state.phase is Phase.DISCARD  # nothing happens before the player confirms
    dialog.choose(1)  # not the proposal: the set 3H 3S 3D
    chosen = dialog.chosen()
    assert chosen is not None
    dialog.accept()
    assert c.state.knocker == 0
    assert sorted(c.state.declared) == sorted(chosen.melds)

    # The bot lays off by itself; the result dialog shows the named result and the score.
    qtbot.waitUntil(lambda: c.state.is_over, timeout=10000)
    qtbot.waitUntil(lambda: jinlami_ui(window).result_dialog is not None, timeout=2000)
    result = jinlami_ui(window).result_dialog
    assert result is not None and result.isVisible()
    assert result.title.text()  # e.g. "Successful knock (米胡)"
    assert "Match score" in result.score.text()
    assert jinlami_ui(window).panel.score0.text().startswith("You")


def test_defend_by_dragging_onto_the_knockers_meld(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    c = jinlami_ui(window).controller
    c.load_hand(layoff_hand())
    scene = jinlami_ui(window).scene
    zones = scene.meld_zones
    assert len(zones) == 3 and all(z.visible_frame for z in zones)  # highlighted melds
    run_zone = next(z for z in zones if z.index == 0)  # 5S 6S 7S

    # QS fits nowhere: it snaps back and the status line says so.
    qs = scene.item_for(parse_card("QS"))
    assert qs is not None
    home = QPointF(qs.home)
    drag(window, card_center(window, "QS"), run_zone.rect.center())
    assert qs.pos() == home
    assert "does not fit" in status(window)

    # Enter (or a double-click) on QS names no meld: the status line says it fits none.
    jinlami_ui(window).view.setFocus()
    scene.show_focus_on(parse_card("QS"))
    QTest.keyClick(jinlami_ui(window).view, Qt.Key.Key_Return)
    assert status(window) == "♠Q fits on no meld on the table"
    assert not c.state.laid_off

    # 8S extends the run: dragged onto the meld, it is laid off.
    drag(window, card_center(window, "8S"), run_zone.rect.center())
    assert c.state.laid_off & parse_card("8S").mask
    s8 = scene.item_for(parse_card("8S"))
    assert s8 is not None and s8.role == "meld"

    # Done laying off (the button), then the result.
    QTest.mouseClick(jinlami_ui(window).panel.done_button, Qt.MouseButton.LeftButton)
    assert c.state.is_over
    result = jinlami_ui(window).result_dialog
    assert result is not None and result.isVisible()
    settlement = c.state.settlement
    assert settlement is not None and parse_card("8S") in settlement.layoff


def test_snap_back_is_animated(qtbot: QtBot) -> None:
    window = make_window(qtbot, speed="slow")
    jinlami_ui(window).controller.load_hand(knock_hand())
    scene = jinlami_ui(window).scene
    qtbot.waitUntil(
        lambda: not any(is_moving(i) for i in scene.faces.values()),
        timeout=5000,
    )
    item = scene.item_for(parse_card("KD"))
    assert item is not None
    home = QPointF(item.home)
    drag(window, card_center(window, "KD"), scene.geo.discard.center())
    assert item.pos() != home  # still flying back
    qtbot.waitUntil(lambda: item.pos() == item.home, timeout=3000)
    assert item.home == home  # the table did not move meanwhile


def test_reorder_by_drag_and_keyboard(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    jinlami_ui(window).controller.load_hand(knock_hand())
    scene = jinlami_ui(window).scene
    first = scene.hand_cards()[0]
    drag(window, card_center(window, str(first)), hand_drop_point(window))
    assert scene.order.mode == "custom"
    assert scene.hand_cards()[-1] == first
    assert not jinlami_ui(window).panel.arrange_buttons["melds"].isChecked()
    # Keyboard: focus the table, move the focus, Ctrl+Left moves the card.
    jinlami_ui(window).view.setFocus()
    QTest.keyClick(jinlami_ui(window).view, Qt.Key.Key_End)
    QTest.keyClick(jinlami_ui(window).view, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert scene.hand_cards()[-2] == first
    # S draws from the stock, Enter discards the focused card.
    QTest.keyClick(jinlami_ui(window).view, Qt.Key.Key_S)
    assert jinlami_ui(window).controller.state.phase is Phase.DISCARD
    focused = scene.hand_cards()[scene.focus_index]
    QTest.keyClick(jinlami_ui(window).view, Qt.Key.Key_Return)
    assert jinlami_ui(window).controller.state.discard_top == focused
    # Arrange by suit from the panel.
    QTest.mouseClick(jinlami_ui(window).panel.arrange_buttons["suit"], Qt.MouseButton.LeftButton)
    assert scene.order.mode == "suit"


def test_keyboard_focus_goes_to_the_card_drawn(qtbot: QtBot) -> None:
    """After a draw the focus is on the card drawn, wherever the last discard left it."""
    window = make_window(qtbot)
    jinlami_ui(window).controller.load_hand(knock_hand())
    scene = jinlami_ui(window).scene
    view = jinlami_ui(window).view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Home)
    QTest.keyClick(view, Qt.Key.Key_S)
    drawn = scene.drawn_card()
    assert drawn is not None and scene.hand_cards()[0] != drawn
    assert scene.focused_card() == drawn
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert jinlami_ui(window).controller.state.discard_top == drawn
