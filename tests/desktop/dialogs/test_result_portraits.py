"""Both games' end-of-hand result dialogs show each bot's portrait beside its name (the
player's own row has none), at the words' scale and without squeezing the name."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.ui.portrait_label import PortraitLabel
from jinlami_desktop.words.opponents import identity_key
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import layoff_hand
from tests.desktop.windows import open_window


def _beside(face: PortraitLabel, name: QLabel) -> None:
    """``face`` shows a portrait left of ``name``, as tall as about a line and a half,
    and ``name`` still has all the width its words need."""
    assert face.isVisible() and face.pixmap() is not None and not face.pixmap().isNull()
    assert face.parentWidget() is name.parentWidget()
    assert face.geometry().right() < name.geometry().left()
    assert face.height() >= name.fontMetrics().height()
    assert name.sizeHint().width() <= name.width(), name.text()


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_jinlami_result_shows_the_bots_portrait(qtbot: QtBot, size: tuple[int, int]) -> None:
    win = open_window(qtbot, size=size, instant=True)
    try:
        win.show_game("jinlami")
        jin = jinlami_ui(win)
        jin.controller.move_delay_ms = 0
        jin.controller.load_hand(layoff_hand())
        jin.controller.end_layoff()
        qtbot.waitUntil(lambda: jin.result_dialog is not None, timeout=10000)
        dlg = jin.result_dialog
        assert dlg is not None
        qtbot.waitUntil(dlg.isVisible, timeout=3000)
        players = dlg.summary.players
        knocker = dlg.summary.view.knocker
        rows = (
            (dlg.knocker_face, dlg.knocker_label, players[knocker]),
            (dlg.defender_face, dlg.defender_label, players[1 - knocker]),
        )
        assert {player == "you" for _f, _l, player in rows} == {True, False}
        for face, label, player in rows:
            if player == "you":
                assert face.isHidden() and face.level == ""
            else:
                assert face.level == player
                _beside(face, label)
        dlg.close()
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()


def test_the_rummy_result_shows_each_bots_portrait(qtbot: QtBot) -> None:
    win = open_window(qtbot, size=(1024, 640), instant=True)
    try:
        win.start_match(RummySetup(opponents=("medium", "hard"), seed=8))
        rum = rummy_ui(win)
        rum.controller.move_delay_ms = 0
        rum.controller.set_autoplay("medium")
        qtbot.waitUntil(lambda: rum.result_dialog is not None, timeout=30000)
        dlg = rum.result_dialog
        assert dlg is not None
        qtbot.waitUntil(dlg.isVisible, timeout=3000)
        assert dlg.faces[0].isHidden() and dlg.faces[0].level == ""  # the player's row
        # each bot's face as on its plate: the seat's slot names the person
        assert [f.level for f in dlg.faces[1:]] == [b.portrait for b in rum.scene.badges[1:3]]
        assert [identity_key(f.level) for f in dlg.faces[1:]] == ["medium", "hard"]
        for face, name in zip(dlg.faces[1:], dlg.name_labels[1:], strict=True):
            _beside(face, name)
        dlg.close()
    finally:
        for game in win.uis():
            game.controller.shutdown()
        win.close()
