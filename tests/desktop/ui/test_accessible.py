"""Accessible: every control has a name in the current language, every card a name in
words, and the keyboard focus on the table is always drawn.

Why: a screen reader says what a control is by its accessible name; a name missing, or
left in English after a switch to Chinese, leaves the player guessing.  The dialogs are
the ones ``tests/desktop/dialogs/test_text_fits.py`` opens (its tour, with this file's check in
place of the text measure), so a dialog added to that tour is checked here too; each is
checked in its language, then switched to the other language and checked again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine import Phase, parse_card
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.scene import RummyTableScene
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.card_scene import CardTableScene
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.table.view import TableView
from jinlami_desktop.ui.widgets import set_text_spoken
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from jinlami_desktop.words.texts import card_name
from tests.desktop.accessibility import (
    controls,
    name_of,
    named_controls,
    problems,
    switch_language,
    wrong_language,
)
from tests.desktop.dialogs import test_text_fits as text_fits
from tests.desktop.game_parts import jinlami_ui, rummy_ui

window = text_fits.window  # the tour's window (statistics and saves to show)

OTHER = {"en": "zh_CN", "zh_CN": "en"}
CARD_WORDS = {
    "en": re.compile(r"^(ace|[2-9]|10|jack|queen|king) of (spades|hearts|diamonds|clubs)$"),
    "zh_CN": re.compile(r"^(黑桃|红心|方块|梅花) (A|[2-9]|10|J|Q|K)$"),
}


@pytest.fixture
def restore_english(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


def _both_languages(qapp: QApplication, top: QWidget, lang: str, hidden: bool = False) -> list[str]:
    """``top`` checked in ``lang``, then after a switch to the other language, then back."""
    found = problems(top, lang, hidden=hidden)
    before = named_controls(top, hidden)
    switch_language(qapp, OTHER[lang])
    found += problems(top, OTHER[lang], before, hidden)
    switch_language(qapp, lang)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_every_dialog_names_its_controls(
    qapp: QApplication,
    qtbot: QtBot,
    tmp_path: Path,
    window: MainWindow,
    restore_english: None,
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[str] = []
    told: set[str] = set()

    def check(top: QWidget) -> list[str]:
        seen.append(top.objectName() or type(top).__name__)
        assert list(controls(top)), f"{seen[-1]}: no control to reach"
        found = [line for line in _both_languages(qapp, top, lang) if line not in told]
        told.update(found)
        return found

    monkeypatch.setattr(text_fits, "check_dialog", check)
    text_fits.test_no_dialog_cuts_its_text(qapp, qtbot, tmp_path, window, None, lang)
    assert len(seen) >= 12  # the tour opened its dialogs


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_main_window_panels_and_replay_bar_name_their_controls(
    qapp: QApplication, qtbot: QtBot, restore_english: None, lang: str
) -> None:
    switch_language(qapp, lang)
    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    win.resize(1024, 640)
    win.show()
    qtbot.waitExposed(win)
    found: list[str] = []
    for setup in (MatchSetup(seed=5, hands=2), RummySetup(opponents=("easy", "hard"), seed=5)):
        win.start_match(setup)
        qapp.processEvents()
        found += _both_languages(qapp, win, lang)
        # The panel's buttons of other phases and the replay strip, shown or not.
        found += _both_languages(qapp, win, lang, hidden=True)
        ui = win.current_ui()
        ui.replay_bar.show()
        found += _both_languages(qapp, win, lang)
        ui.replay_bar.hide()
    for ui in win.games.values():
        ui.controller.shutdown()
    assert found == [], "\n".join(found)


def test_the_check_sees_an_unnamed_control_and_a_stale_name(
    qapp: QApplication, qtbot: QtBot
) -> None:
    """The check itself: an unlabelled spin box has no name, an arrow is read out; an
    English name is wrong in Chinese when it did not change in the switch, a Chinese
    name is wrong in English."""
    from PySide6.QtWidgets import QPushButton, QSpinBox, QVBoxLayout

    top = QWidget()
    qtbot.addWidget(top)
    lay = QVBoxLayout(top)
    spin, button, back = QSpinBox(top), QPushButton("Deal", top), QPushButton("◀ Back", top)
    for w in (spin, button, back):
        lay.addWidget(w)
    top.show()
    found = "\n".join(problems(top, "en"))
    assert "QSpinBox" in found and "has no accessible name" in found
    assert "'◀ Back': a decoration read out" in found
    set_text_spoken(back, "◀ &Back")
    assert back.text() == "◀ &Back" and name_of(back) == "Back"
    assert "Deal" not in found
    assert "not in zh_CN" in "\n".join(problems(top, "zh_CN", {button: "Deal"}))
    assert wrong_language("发牌", "en") and not wrong_language("金拉米 Desktop", "en")
    assert not wrong_language("发牌", "zh_CN", "Deal")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_focused_card_is_named_in_words_and_follows_the_focus(
    qapp: QApplication, qtbot: QtBot, restore_english: None, lang: str
) -> None:
    switch_language(qapp, lang)
    assert card_name(parse_card("TH")) == {"en": "10 of hearts", "zh_CN": "红心 10"}[lang]
    assert card_name(parse_card("QS")) == {"en": "queen of spades", "zh_CN": "黑桃 Q"}[lang]
    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    for setup in (MatchSetup(seed=11, hands=2), RummySetup(opponents=("easy", "easy"), seed=11)):
        win.start_match(setup)
        ui = win.current_ui()
        view, scene = ui.view, ui.scene
        assert isinstance(view, TableView)
        view.setFocus()
        qtbot.waitUntil(view.hasFocus)
        hand = scene.hand_cards()
        for step in range(3):
            card = scene.focused_card()
            assert card == hand[step]
            name = view.voice.focused_name()
            assert name == card_name(card) and CARD_WORDS[lang].match(name), name
            assert view.accessibleDescription().startswith(name)
            QTest.keyClick(view, Qt.Key.Key_Right)
        if isinstance(setup, RummySetup):  # Space selects: the focused card says so
            assert isinstance(scene, RummyTableScene)
            QTest.keyClick(view, Qt.Key.Key_Space)
            assert scene.selection() == [scene.focused_card()]
            selected = {"en": ", selected, card 4 of", "zh_CN": "，已选中，手牌第 4 张"}[lang]
            assert selected in view.accessibleDescription()
        # Every card on the table has a name in words (or is a face-down card).
        for item in scene.items():
            if isinstance(item, CardItem) and item.face_up:
                assert CARD_WORDS[lang].match(item.accessible_name())
            elif isinstance(item, CardItem):
                assert item.accessible_name() and not wrong_language(item.accessible_name(), lang)
        # The piles, the seats and the melds are said too, in the language.
        desc = view.accessibleDescription()
        stock = {"en": "Stock: ", "zh_CN": "底牌："}[lang]
        assert stock in desc, desc
        english = re.search(r"[A-Za-z]{2,}", desc) is not None
        assert not wrong_language(desc, lang) and (lang == "en" or not english), desc
    for ui in win.games.values():
        ui.controller.shutdown()


def _focus_drawn(scene: CardTableScene) -> bool:
    card = scene.focused_card()
    item = scene.item_for(card) if card is not None else None
    return item is not None and item.focused


def test_the_table_focus_stays_drawn_across_phases(qapp: QApplication, qtbot: QtBot) -> None:
    """Focused by a click, kept through a draw, a discard, the bot's turn and a new deal
    (Next hand clicked in the panel hands the focus back to the table)."""
    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    ui = jinlami_ui(win)
    c = ui.controller
    c.move_delay_ms = 0
    win.start_match(MatchSetup(seed=3, hands=3, opponent="easy"))
    view, scene = ui.view, ui.scene
    assert isinstance(view, TableView)
    ui.panel.hint_button.setFocus()
    assert not _focus_drawn(scene)
    # A mouse action on the felt gives the table the focus, and the focus is drawn.
    vp = view.viewport()
    QTest.mouseClick(
        vp, Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(scene.geo.margin, 4))
    )
    qtbot.waitUntil(view.hasFocus)
    assert _focus_drawn(scene)
    qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=10000)
    for _turn in range(3):
        if c.state.phase is Phase.OFFER:
            QTest.keyClick(view, Qt.Key.Key_P)
        qtbot.waitUntil(lambda: c.state.to_act == 0 or c.state.is_over, timeout=10000)
        if c.state.is_over:
            break
        if c.state.phase is Phase.OFFER:
            continue
        QTest.keyClick(view, Qt.Key.Key_S)
        assert c.state.phase is Phase.DISCARD and _focus_drawn(scene)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert _focus_drawn(scene)
        qtbot.waitUntil(
            lambda: (c.state.to_act == 0 and c.state.phase is Phase.DRAW) or c.state.is_over,
            timeout=10000,
        )
        assert view.hasFocus() and _focus_drawn(scene)
    # The hand ends (a bot plays the seat); Next hand in the panel deals a new one.
    c.set_autoplay("easy")
    qtbot.waitUntil(lambda: c.state.is_over, timeout=20000)
    c.set_autoplay(None)
    if ui.result_dialog is not None:
        ui.result_dialog.close()
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    number = c.snapshot().hand_number
    QTest.mouseClick(ui.panel.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.snapshot().hand_number != number, timeout=5000)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    assert _focus_drawn(scene)
    c.shutdown()
    rummy_ui(win).controller.shutdown()


def test_a_ring_follows_the_keyboard_focus_in_dialogs(qapp: QApplication, qtbot: QtBot) -> None:
    """The focused control of a dialog has a ring around it; the table, which draws its
    focused card itself, has none."""
    from jinlami_desktop.games.jinlami.knock_dialog import KnockDialog, KnockOption
    from jinlami_desktop.table.card_art import DeckStyle
    from jinlami_desktop.ui.focus_ring import FocusRings, install_focus_rings

    rings = install_focus_rings(qapp)
    assert install_focus_rings(qapp) is rings  # one per application
    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    options = [KnockOption((), (parse_card("2C"),), 2), KnockOption((), (parse_card("3C"),), 3)]
    dlg = KnockDialog(options, parse_card("TH"), DeckStyle(), win)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow)
    for target in (dlg.list, dlg.knock_button):
        target.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.waitUntil(target.hasFocus)
        ring = rings.ring
        assert ring is not None and ring.isVisible()
        assert ring.parentWidget() is target.parentWidget()
        assert ring.geometry().contains(target.geometry())
        assert ring.geometry() != target.geometry()
    dlg.close()
    win.activateWindow()
    ui = jinlami_ui(win)
    ui.view.setFocus()
    qtbot.waitUntil(ui.view.hasFocus)
    assert rings.ring is None or not rings.ring.isVisible()
    for game in win.games.values():
        game.controller.shutdown()
    rings.uninstall()
    assert qapp.findChild(FocusRings) is None


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_the_replay_strip_keeps_the_keyboard_focus(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, game: str
) -> None:
    """Stepping a replay with the keyboard rebuilds the table, which is no new deal: the
    focus stays on the strip's button (a new deal would take it to the table)."""
    window.commands.show_statistics()
    sw = window.commands.stats_window
    assert sw is not None
    sw.game_box.setCurrentIndex(sw.game_box.findData(game))
    sw.tabs.setCurrentIndex(2)
    sw.history.selectRow(0)
    sw.replay_button.click()
    ui = window.games[game]
    assert ui.controller.replaying
    sw.close()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    bar = ui.replay_bar
    bar.next_button.setFocus()
    qtbot.waitUntil(bar.next_button.hasFocus)
    where = bar.where.text()
    for _step in range(3):
        QTest.keyClick(bar.next_button, Qt.Key.Key_Space)
        qapp.processEvents()
    assert bar.where.text() != where
    QTest.keyClick(bar.previous_button, Qt.Key.Key_Space)
    qapp.processEvents()
    assert bar.next_button.hasFocus() or bar.previous_button.hasFocus()
    assert not ui.view.hasFocus()


def test_the_rummy_table_focus_stays_drawn_through_turns(qapp: QApplication, qtbot: QtBot) -> None:
    """拉米纸牌 too: focused from the start, drawn through a draw, a discard and the bots'
    turns."""
    from engine.rummy.state import RummyPhase

    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    win.activateWindow()
    qtbot.waitUntil(win.isActiveWindow)
    win.start_match(RummySetup(opponents=("easy", "easy"), seed=4))
    ui = rummy_ui(win)
    c, view, scene = ui.controller, ui.view, ui.scene
    c.move_delay_ms = 0
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    for _turn in range(3):
        qtbot.waitUntil(lambda: scene.view_ is not None and scene.view_.my_turn, timeout=10000)
        assert _focus_drawn(scene)
        QTest.keyClick(view, Qt.Key.Key_S)
        assert scene.view_ is not None and scene.view_.phase is RummyPhase.PLAY
        assert _focus_drawn(scene)
        QTest.keyClick(view, Qt.Key.Key_End)
        QTest.keyClick(view, Qt.Key.Key_Return)
        assert view.hasFocus() and _focus_drawn(scene)
    for game in win.games.values():
        game.controller.shutdown()
