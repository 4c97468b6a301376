"""Help → Rules lists every key each game's table answers to, and only those.

The rules pages named keys in passing and left out Home, End, Ctrl+Enter and others;
``key_help`` now lists them per game.  Here every key (letters, digits, F-keys, arrows,
Home, End, Enter, Space, Escape …, alone and with Ctrl or Shift) is pressed on a real
table: what the table handles, and the game commands' menu keys, must be exactly what
the list names — so a key added to a table without a line, or a line for a key that
does nothing, fails.  Done laying off has its own key (F), clashing with nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.rules_help import RulesDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.registry import entry
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.key_help import MENU_KEYS, key_name
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import layoff_hand
from tests.desktop.windows import shown_window

K = Qt.Key
PROBED = [
    *(K(K.Key_A.value + i) for i in range(26)),
    *(K(K.Key_0.value + i) for i in range(10)),
    *(K(K.Key_F1.value + i) for i in range(12)),
    K.Key_Left, K.Key_Right, K.Key_Up, K.Key_Down, K.Key_Home, K.Key_End,
    K.Key_PageUp, K.Key_PageDown, K.Key_Return, K.Key_Enter, K.Key_Space,
    K.Key_Escape, K.Key_Tab, K.Key_Backspace, K.Key_Delete, K.Key_Insert,
]  # fmt: skip
NONE = Qt.KeyboardModifier.NoModifier
MODIFIERS = (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier)


def name(key: Qt.Key, mod: Qt.KeyboardModifier = NONE) -> str:
    return QKeySequence(key.value | mod.value).toString(QKeySequence.SequenceFormat.PortableText)


def table_keys(window: MainWindow) -> set[str]:
    """The keys the table on show handles: each key alone, and a key with Ctrl or Shift
    where it does something only with it (Ctrl+Z, not Ctrl+S)."""
    ui = window.current_ui()
    scene, table = ui.scene, ui.view.table
    scene.blockSignals(True)  # 金拉米's moves go out as signals: press, do not play
    try:
        handled = set()
        for key in PROBED:
            alone = table.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, NONE))
            if alone:
                handled.add(name(key))
            for mod in MODIFIERS:
                with_mod = table.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, mod))
                if with_mod and not alone:
                    handled.add(name(key, mod))
    finally:
        scene.blockSignals(False)
    return handled


def menu_keys(window: MainWindow) -> set[str]:
    """The keys of the game commands the menus show for the game on show."""
    found = set()
    for attr in MENU_KEYS:
        action = getattr(window, attr)
        if action.isVisible() and not action.shortcut().isEmpty():
            found.add(action.shortcut().toString(QKeySequence.SequenceFormat.PortableText))
    return found


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    with shown_window(qtbot, tmp_path / "data", size=(1024, 640)) as win:
        yield win


@pytest.mark.parametrize(
    ("game", "setup"),
    [("jinlami", MatchSetup(seed=3)), ("rummy", RummySetup(opponents=("easy",), seed=3))],
)
def test_the_key_list_is_what_the_table_handles(
    qtbot: QtBot, window: MainWindow, game: str, setup: MatchSetup | RummySetup
) -> None:
    window.show_game(game)
    ui = window.current_ui()
    window.start_match(setup)
    qtbot.waitUntil(lambda: bool(ui.scene.hand_cards()), timeout=10000)
    listed = {k for line in entry(game).words().key_lines() for k in line.keys}
    table, menus = table_keys(window), menu_keys(window)
    shown_with_modifier = {f"{m}+{k}" for k in table for m in ("Ctrl", "Shift") if "+" not in k}
    assert table <= listed, f"handled, not listed: {sorted(table - listed)}"
    assert menus <= listed, f"menu keys not listed: {sorted(menus - listed)}"
    # What is listed does something: the table handles it (alone or carried by a key
    # that works alone, as Ctrl+← moves the card ← focuses) or a menu command has it.
    assert listed <= table | menus | shown_with_modifier, sorted(listed - table - menus)
    assert not table & menus, "a menu key the table takes for itself"
    assert {"Home", "End", "Ctrl+Return"} <= listed


def test_done_laying_off_has_a_key_of_its_own(qtbot: QtBot, window: MainWindow) -> None:
    window.show_game("jinlami")
    assert not window.done_action.isEnabled()  # no lay-off: nothing to end
    jinlami_ui(window).controller.load_hand(layoff_hand())  # the player lays off
    assert window.done_action.isEnabled() and window.best_layoff_action.isEnabled()
    window.activateWindow()
    view = window.current_ui().view
    view.setFocus()
    with qtbot.waitSignal(window.done_action.triggered, timeout=3000):
        QTest.keyClick(view, Qt.Key.Key_F)  # the table does not swallow it
    keys = [a.shortcut() for a in window.findChildren(type(window.done_action))]
    done = window.done_action.shortcut()
    assert done == QKeySequence("F")
    assert sum(k == done for k in keys) == 1  # no other command has it
    assert "(F)" in jinlami_ui(window).panel.done_button.toolTip()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_rules_page_shows_the_keys(qtbot: QtBot, qapp: QApplication, lang: str) -> None:
    install_language(qapp, lang)
    try:
        dlg = RulesDialog(game="jinlami")
        qtbot.addWidget(dlg)
        for game, heading in (("jinlami", "F"), ("rummy", "Ctrl+Z")):
            text = dlg.browsers[game].toPlainText()
            for line in entry(game).words().key_lines():
                assert line.what in text
                for key in line.keys:
                    assert key_name(key) in text
            assert heading in text
        words = dlg.browsers["jinlami"].toPlainText()
        assert ("贴牌完毕" in words or "结束贴牌" in words) if lang == "zh_CN" else "Home" in words
    finally:
        install_language(qapp, "en")
