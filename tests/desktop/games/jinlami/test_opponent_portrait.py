"""The 金拉米 opponent's seat shows its bot's portrait beside its name on the felt, as
拉米纸牌's seat plates do: left of the name, inside the opponent's row, clear of its
cards and of the name, both on a dark plate and the name bold at the panel's size at
least; the player's own seat has none."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import knock_hand
from tests.desktop.windows import open_window


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_bot_seat_has_a_portrait_left_of_its_name(qtbot: QtBot, size: tuple[int, int]) -> None:
    win = open_window(qtbot, size=size, instant=True)
    try:
        win.show_game("jinlami")
        ui = jinlami_ui(win)
        win.start_match(ui.current_setup())
        qtbot.waitUntil(lambda: ui.controller.state is not None, timeout=10000)
        scene = ui.scene
        qtbot.waitUntil(lambda: scene.opponent_label.text() != "", timeout=10000)
        face, label = scene.opponent_face, scene.opponent_label
        assert face.isVisible() and not face.pixmap().isNull()
        snap, view = scene.snap, scene.view_
        assert snap is not None and view is not None
        assert scene.opponent_portrait == snap.players[1 - view.player]
        box, words = face.sceneBoundingRect(), label.sceneBoundingRect()
        assert box.right() < words.left()  # beside the name, never over it
        row = scene.geo.opponent_row
        assert row.top() - 0.5 <= box.top() and box.bottom() <= row.bottom() + 0.5
        assert box.height() > words.height()  # a face, not a dot
        for card in scene.backs:
            assert not card.sceneBoundingRect().intersects(words.united(box))
        # the only portrait on the felt is the bot's: the player's seat has none
        faces = [i for i in scene.items() if isinstance(i, QGraphicsPixmapItem)]
        assert [i for i in faces if i.isVisible()] == [face]
        assert box.bottom() < scene.geo.height / 2
        # the name reads as a seat: bold, no smaller than the side panel's words, on a
        # dark plate under the face and the name, clear of the opponent's cards
        assert label.font().bold()
        assert label.font().pixelSize() >= round(scene.felt_px(0.0))
        plate = scene.opponent_plate.sceneBoundingRect()
        assert plate.contains(words) and plate.contains(box)
        for card in scene.backs:
            assert not card.sceneBoundingRect().intersects(plate)
        assert scene.opponent_plate.brush().color().alpha() > 0
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()


def test_no_portrait_without_a_bot(qtbot: QtBot) -> None:
    win = open_window(qtbot, size=(1024, 640), instant=True)
    try:
        win.show_game("jinlami")
        scene = jinlami_ui(win).scene
        assert not scene._show_face("", 40.0) and not scene.opponent_face.isVisible()
        assert scene.opponent_portrait == ""
        assert scene._show_face("medium", 40.0) and scene.opponent_face.isVisible()
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()


@pytest.mark.parametrize("width", [480, 560, 700])
def test_a_narrow_tables_fan_keeps_clear_of_the_name(qtbot: QtBot, width: int) -> None:
    """Beside the review at 1024×640 the table is under 500 pixels wide: the
    opponent's fan, centred in the row, lay over its name; it starts after the plate."""
    win = open_window(qtbot, size=(1280, 800), instant=True)
    try:
        ui = jinlami_ui(win)
        ui.controller.hold()
        ui.controller.load_hand(knock_hand())
        scene = ui.scene
        scene.resize_to(width, 560)
        scene.settle(animate=False)
        plate = scene.opponent_plate.sceneBoundingRect()
        assert not plate.isEmpty()
        assert plate.contains(scene.opponent_label.sceneBoundingRect())
        for card in scene.backs:
            assert not card.sceneBoundingRect().intersects(plate), width
            assert card.sceneBoundingRect().right() <= width
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()
