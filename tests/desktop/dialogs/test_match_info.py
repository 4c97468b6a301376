"""Game → Match info…: the seed left the status line for a dialog that shows it and
copies it, for both games and in both languages — once the match has ended (during
play the commitment keeps it hidden: tests/desktop/window/test_fair_deals.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]


def _texts(window: MainWindow) -> list[str]:
    dlg = window.match_info_dialog
    assert dlg is not None
    return [label.text() for label in dlg.findChildren(QLabel)]


def test_new_match_status_has_no_seed_and_the_dialog_copies_it(window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=4242, hands=2, opponent="easy"))
    status = window.statusBar().currentMessage()
    assert status == "New match"
    assert "4242" not in status
    window.match_info_action.trigger()
    dlg = window.match_info_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.seed_label.text() == "hidden until the match ends"
    texts = _texts(window)
    assert "Jin Rummy" in texts and "Easy" in texts and "0" in texts
    assert "2 hands, highest total wins" in texts
    window.current_ui().controller.resign()  # the match ends: its seed is revealed
    assert dlg.seed_label.text() == "4242"
    QApplication.clipboard().setText("")
    dlg.copy_button.click()
    assert QApplication.clipboard().text() == "4242"


def test_rummy_match_info_and_a_language_switch(window: MainWindow) -> None:
    window.start_match(RummySetup(opponents=("easy", "hard"), seed=99, target=100))
    assert "99" not in window.statusBar().currentMessage()
    window.match_info_action.trigger()
    dlg = window.match_info_dialog
    assert dlg is not None
    window.current_ui().controller.resign()
    assert dlg.seed_label.text() == "99"
    texts = _texts(window)
    assert "Rummy" in texts and "Easy and Hard" in texts and "Target score: 100" in texts
    install_language(QApplication.instance(), "zh_CN")  # type: ignore[arg-type]
    QApplication.processEvents()
    assert dlg.windowTitle() == "比赛信息"
    assert dlg.seed_label.text() == "99"
    assert "拉米纸牌" in _texts(window)
