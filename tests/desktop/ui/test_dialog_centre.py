"""Every dialog centred over its window (``ui/dialog_centre``): when it opens, after it
changes size (New match on a game switch), when the window manager first puts it
somewhere else (under the pointer: its top-left corner at the window's centre), and when
the window moves — a place the player dragged it to is kept; the screen's edges are
never crossed."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.match_info import MatchInfoDialog
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.ui.dialog_centre import KeepCentred, centred_place
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.windows import open_window

#: How far (pixels) a centre may be from the window's and still be centred.
NEAR = 4


@pytest.fixture(params=["en", "zh_CN"])
def lang(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.install_language(qapp, request.param)
    qapp.processEvents()
    try:
        yield request.param
    finally:
        i18n.install_language(qapp, "en")


def _centred(dialog: QWidget, window: QWidget) -> bool:
    got, want = dialog.frameGeometry().center(), window.frameGeometry().center()
    return abs(got.x() - want.x()) <= NEAR and abs(got.y() - want.y()) <= NEAR


def _window(qtbot: QtBot) -> MainWindow:
    """A window inside the (offscreen) screen, so that centring it is not clamped."""
    window = open_window(qtbot)
    free = window.screen().availableGeometry()
    window.setGeometry(free.adjusted(40, 40, -40, -40))
    return window


def _new_match(qtbot: QtBot, window: MainWindow) -> NewMatchDialog:
    setups = [jinlami_ui(window).controller.setup, window._setup_of("rummy")]
    dlg = NewMatchDialog(setups, window, game="jinlami")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: _centred(dlg, window))
    return dlg


def test_new_match_is_centred_again_when_a_game_switch_resizes_it(qtbot: QtBot, lang: str) -> None:
    window = _window(qtbot)
    dlg = _new_match(qtbot, window)
    before = dlg.size()
    dlg.game_box.setCurrentIndex(1)  # the other game's page: another size
    qtbot.waitUntil(lambda: dlg.size() != before)
    qtbot.waitUntil(lambda: _centred(dlg, window))
    switched = dlg.size()
    dlg.game_box.setCurrentIndex(0)
    qtbot.waitUntil(lambda: dlg.size() != switched)
    qtbot.waitUntil(lambda: _centred(dlg, window))
    dlg.close()


def test_the_window_managers_first_place_is_undone(qtbot: QtBot) -> None:
    """Placed by the window manager with its top-left corner at the window's centre
    just after it opened: centred again."""
    window = _window(qtbot)
    dlg = _new_match(qtbot, window)
    dlg.move(window.frameGeometry().center())  # as the window manager put it
    qtbot.waitUntil(lambda: _centred(dlg, window))
    dlg.close()


def test_a_place_the_player_chose_is_kept(qtbot: QtBot) -> None:
    window = _window(qtbot)
    dlg = _new_match(qtbot, window)
    keeper = dlg.findChild(KeepCentred)
    assert keeper is not None
    qtbot.waitUntil(lambda: keeper._shown.elapsed() > 1000, timeout=5000)
    chosen = dlg.pos() + QPoint(-30, -20)
    dlg.move(chosen)  # dragged by the player
    qtbot.waitUntil(lambda: keeper.player_moved)
    dlg.game_box.setCurrentIndex(1)  # grows or shrinks: still where the player put it
    qtbot.wait(50)  # the queued centring has had its turn (a check that nothing moves)
    assert dlg.pos() == chosen
    dlg.close()
    dlg.show()  # opened again: centred again
    qtbot.waitUntil(lambda: _centred(dlg, window))
    dlg.close()


def test_a_dialog_follows_its_window(qtbot: QtBot) -> None:
    """The window moves (the window manager refits it once framed): its open dialog
    goes with it, centred over it again."""
    window = _window(qtbot)
    info = MatchInfoDialog(window)
    qtbot.addWidget(info)
    info.show_facts(window.match_facts())
    info.show()
    qtbot.waitUntil(lambda: _centred(info, window))
    window.move(window.pos() + QPoint(20, 15))
    qtbot.waitUntil(lambda: _centred(info, window))
    info.close()


def test_a_centred_place_never_crosses_the_screens_edge() -> None:
    free = QRect(0, 0, 1024, 640)
    over = QRect(-200, 300, 600, 500)  # a window half off the screen
    frame = QRect(0, 0, 500, 400)
    place = centred_place(frame, over, free)
    assert free.contains(QRect(place, frame.size()))
    assert centred_place(frame, QRect(0, 0, 1024, 640), free) == QPoint(262, 120)


def test_a_plain_dialog_is_kept_centred(qtbot: QtBot) -> None:
    """The mechanism on any dialog: centred when shown, again when it grows."""
    window = _window(qtbot)
    dlg = QDialog(window)
    qtbot.addWidget(dlg)
    KeepCentred(dlg)
    dlg.resize(300, 200)
    dlg.show()
    qtbot.waitUntil(lambda: _centred(dlg, window))
    dlg.resize(500, 320)
    qtbot.waitUntil(lambda: _centred(dlg, window))
    dlg.close()


def test_about_and_licences_are_kept_centred(qtbot: QtBot) -> None:
    """Help → About and its Licences (a message box, a plain dialog) are centred by the
    same helper, also when the window manager first put them elsewhere."""
    window = _window(qtbot)
    assert isinstance(window, MainWindow)
    window.show_about()
    about = window.about_box
    assert about is not None and about.findChild(KeepCentred) is not None
    qtbot.waitUntil(lambda: _centred(about, window))
    window.show_licences()
    licences = window.licences_dialog
    assert licences is not None and licences.findChild(KeepCentred) is not None
    licences.move(window.frameGeometry().center())  # as the window manager put it
    qtbot.waitUntil(lambda: _centred(licences, window))
    licences.close()
    about.close()
