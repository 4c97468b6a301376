"""A closed replay's strip stays closed through a language switch, in both games: the
switch rewords the last step shown (each game's reword calls ``show_position``) without
showing the strip again over the live hand; in the smallest window a long step wraps
rather than being cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.replay import ReplayStatus
from jinlami_desktop.ui.replay_bar import ReplayBar
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import seat_name
from tests.desktop.windows import open_window


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


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_a_long_step_wraps_instead_of_being_cut_in_the_smallest_window(
    qtbot: QtBot, qapp: QApplication, lang: str, game: str
) -> None:
    """At 1024×640 a lay-off and the hand's result beside the buttons take two lines;
    the place in the replay and every button keep the width their words need."""
    install_language(qapp, lang)
    win = open_window(qtbot, size=(1024, 640))
    try:
        win.show_game(game)
        bar = win.games[game].replay_bar
        status = ReplayStatus(hand_id=1, number=12, index=88, total=120, last=None, last_player=-1)
        move = seat_name("medium") + " laid off ♠3\u00a0♠4 onto your meld, then ♥9 onto it"
        bar.show_position(status, move, seat_name("expert") + " wins with an undercut: 31")
        what = bar.what
        qtbot.waitUntil(lambda: what.height() >= what.heightForWidth(what.width()), timeout=3000)
        # the words do need two lines beside the buttons, or have a row of their own
        wide = what.fontMetrics().horizontalAdvance(what.text()) > what.width()
        assert wide or bar.rows > 1
        room = QRect(0, 0, what.width(), 10000)
        flags = int(Qt.TextFlag.TextWordWrap)
        wrapped = what.fontMetrics().boundingRect(room, flags, what.text())
        assert wrapped.width() <= what.width() and wrapped.height() <= what.height()
        for widget in (bar.where, bar.previous_button, bar.next_button, bar.close_button):
            assert widget.sizeHint().width() <= widget.width(), widget.text()
        assert bar.geometry().right() <= win.games[game].view.geometry().right() + 1
    finally:
        install_language(qapp, "en")
        for ui in win.uis():
            ui.controller.shutdown()
        win.close()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("width", [900, 620, 480, 380])
def test_a_narrow_strip_puts_its_buttons_in_rows(
    qtbot: QtBot, qapp: QApplication, lang: str, width: int
) -> None:
    """However narrow the table (1024×640 beside the review: under 500 pixels), every
    button and the place in the replay keep their words' width inside the strip: the
    strip takes two or three rows instead of cutting them."""
    install_language(qapp, lang)
    page = QWidget()
    qtbot.addWidget(page)
    try:
        bar = ReplayBar(page)
        status = ReplayStatus(hand_id=1, number=12, index=88, total=120, last=None, last_player=-1)
        bar.show_position(status, seat_name("medium") + " discarded ♠3")
        page.resize(width, 200)
        bar.setFixedWidth(width)
        page.show()
        qtbot.waitExposed(page)
        qapp.processEvents()
        assert bar.rows == bar.rows_for(width)
        parts = (bar.where, bar.previous_button, bar.next_button, bar.close_button)
        for widget in parts:
            assert widget.sizeHint().width() <= widget.width() or widget is bar.where
            assert bar.rect().contains(widget.geometry()), widget.objectName()
        assert bar.where.heightForWidth(bar.where.width()) <= bar.where.height()
        assert bar.rect().contains(bar.what.geometry())
        if width <= 480:
            assert bar.rows > 1  # one row cannot hold them
        if width >= 900:
            assert bar.rows == 1
    finally:
        install_language(qapp, "en")
