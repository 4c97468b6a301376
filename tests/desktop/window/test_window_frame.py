"""The window's frame as the player sees it: View → Full screen (F11) and back, in both
languages; the menus' and the status line's words growing with the window as the side
panel's do; the score said once (on the felt's scoreboard, not again in the panel); the
tutorial window inside the screen, frame and all."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.ui.screen_fit import known_or_guessed
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.windows import open_window, shown_window


@pytest.fixture
def zh(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "zh_CN")
    qapp.processEvents()
    try:
        yield
    finally:
        i18n.install_language(qapp, "en")
        qapp.processEvents()


def test_f11_puts_the_window_in_full_screen_and_back(qtbot: QtBot) -> None:
    """View → Full screen, on F11: over the whole screen; again: maximised as before."""
    window = open_window(qtbot)
    action = window.full_screen_action
    assert action in window.view_menu.actions()
    assert action.shortcut() == QKeySequence("F11")
    assert action.isEnabled() and action.isCheckable()
    assert window.view_menu.title() == "&View" and action.text() == "&Full screen"
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    action.trigger()
    qtbot.waitUntil(window.isFullScreen)
    assert action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.isMaximized()  # back as it was before
    assert not action.isChecked()


def test_the_view_menu_is_translated(qtbot: QtBot, zh: None) -> None:
    window = open_window(qtbot)
    qtbot.waitUntil(lambda: window.view_menu.title() != "&View")
    assert "视图" in window.view_menu.title()
    assert "全屏" in window.full_screen_action.text()


def _point_size(widget: QWidget) -> float:
    return widget.font().pointSizeF()


def test_the_menus_and_status_line_grow_with_the_window(qtbot: QtBot) -> None:
    """At 1920×1080 the menu bar, its menus and the status line are at the panel's
    scale (they stayed at the desktop font next to the grown panel); at 1024×640 at the
    desktop font."""
    base = QApplication.font().pointSizeF()
    window = open_window(qtbot, size=(1920, 1080))
    menus = [window.menuBar(), window.game_menu, window.view_menu, window.statusBar()]
    qtbot.waitUntil(lambda: _point_size(window.menuBar()) > base * 1.3)
    for widget in menus:
        assert _point_size(widget) > base * 1.3
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: _point_size(window.menuBar()) == pytest.approx(base, abs=0.06))
    for widget in menus:
        assert _point_size(widget) == pytest.approx(base, abs=0.06)


def _score_lines_in_panel(window: MainWindow) -> list[str]:
    """The panel's labels on show that say a seat's score (its scoreboard's words)."""
    ui = window.current_ui()
    board = ui.scoreboard  # type: ignore[attr-defined]
    assert board.isVisible()
    scores = {label.text() for label in board.findChildren(QLabel) if label.isVisible()}
    return [
        label.objectName() or label.text()
        for label in ui.panel.findChildren(QLabel)
        if label.isVisibleTo(ui.panel)
        and label.objectName().lower().startswith(("score", "rummyscore"))
        and label.text()
        and (label.text() in scores or any(ch.isdigit() for ch in label.text()))
    ]


def test_the_score_is_said_once_on_the_felt(qtbot: QtBot, tmp_path: Path) -> None:
    """The felt's scoreboard says every seat's score (a click: the score sheet); the
    panel beside it no longer says it again, in either game."""
    with shown_window(qtbot, tmp_path / "data", size=(1920, 1080)) as window:
        jin = jinlami_ui(window)
        jin.controller.move_delay_ms = 0
        window.start_match(jin.current_setup())
        qtbot.waitUntil(lambda: jin.scoreboard.isVisible())
        assert _score_lines_in_panel(window) == []
        assert not jin.panel.score0.isVisibleTo(jin.panel)
        window.start_match(RummySetup(opponents=("medium", "medium", "medium"), seed=3))
        rum = rummy_ui(window)
        qtbot.waitUntil(lambda: rum.scoreboard.isVisible())
        assert _score_lines_in_panel(window) == []
        assert not any(label.isVisibleTo(rum.panel) for label in rum.panel.score_labels)
        assert rum.panel.seat_labels[3].isVisibleTo(rum.panel)  # the seats are still named


def test_the_tutorial_window_is_inside_the_screen(qtbot: QtBot) -> None:
    """The tutorial opens at the window's place, fitted so that its whole frame is on
    the screen (it took the window's client rectangle, title bar off the screen)."""
    window = open_window(qtbot)
    free = window.screen().availableGeometry()
    window.setGeometry(0, 0, free.width() + 300, free.height() + 200)  # too large
    tutorial = window.tutorials.open("jinlami")
    qtbot.waitExposed(tutorial)
    frame = tutorial.geometry().marginsAdded(known_or_guessed(tutorial))
    assert QRect(free).contains(frame), (free, frame)
    tutorial.close()


def test_a_maximised_window_opens_a_maximised_tutorial(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    tutorial = window.tutorials.open("rummy")
    qtbot.waitExposed(tutorial)
    assert tutorial.windowState() & Qt.WindowState.WindowMaximized
    tutorial.close()
