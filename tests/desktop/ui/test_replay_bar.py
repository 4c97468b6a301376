"""A closed replay's strip stays closed through a language switch, in both games: the
switch rewords the last step shown (each game's reword calls ``show_position``) without
showing the strip again over the live hand."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.replay import ReplayStatus
from jinlami_desktop.ui.replay_bar import ReplayBar


def test_a_language_switch_keeps_a_closed_strip_closed(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    bar = ReplayBar(page)
    status = ReplayStatus(hand_id=1, number=1, index=0, total=2, last=None, last_player=-1)
    bar.reword = lambda: bar.show_position(status, "You dealt")  # as a game rewords it
    page.show()
    bar.show_position(status, "You dealt")
    assert bar.isVisible()
    QCoreApplication.sendEvent(bar, QEvent(QEvent.Type.LanguageChange))
    assert bar.isVisible()  # a replay in progress is reworded and stays
    bar.hide()  # the replay is closed
    QCoreApplication.sendEvent(bar, QEvent(QEvent.Type.LanguageChange))
    assert not bar.isVisible()
