"""拉米纸牌 in the main window: its table and panel on show, refusals and aids in the
status line, the end-of-hand dialog, Save/Load and resume routed by game, the language
switch, the new-match choices remembered."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from engine import Action, parse_card
from engine.rummy.match import RummyMatch
from jinlami_desktop.app.startup import RememberSetup
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.panel import RummyPanel
from jinlami_desktop.games.rummy.result_dialog import RummyResultDialog
from jinlami_desktop.games.rummy.setup_choices import stored_setup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage.session import Storage
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.storage.game_parts import PARTS


def cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_card(t) for t in text.split())


def make_window(qtbot: QtBot, storage: Storage | None = None) -> MainWindow:
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    rummy_ui(window).controller.instant = True
    jinlami_ui(window).controller.move_delay_ms = 0
    return window


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    st = Storage.open(tmp_path / "data", parts=PARTS)
    yield st
    st.close()


@pytest.fixture
def yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Answer every question box with Yes (abandon the match in play …)."""
    monkeypatch.setattr(QMessageBox, "question", _yes)


def _yes(*args: object, **kwargs: object) -> QMessageBox.StandardButton:
    return QMessageBox.StandardButton.Yes


def test_a_rummy_match_puts_its_table_and_panel_on_show(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.show()
    window.start_match(RummySetup(opponents=("medium", "hard"), seed=3))
    assert window.game_kind == "rummy"
    assert window.stack.currentIndex() == 1
    panel = rummy_ui(window).panel
    assert [lbl.isVisible() for lbl in panel.seat_labels] == [True, True, True, False]
    assert "You" in panel.seat_labels[0].text()
    assert "(Hard)" in panel.seat_labels[2].text()
    assert panel.score_labels[0].text() == "0"
    assert "100" in panel.target_label.text()
    assert panel.hand_label.text() == "Hand 1"
    assert not window.best_layoff_action.isVisible()  # laying off on a knock is 金拉米's
    window.arrange_rank()
    assert rummy_ui(window).scene.order.mode == "rank"
    assert window.resign_action.isEnabled()
    window.start_match(MatchSetup(seed=3))
    assert window.game_kind == "jinlami" and rummy_ui(window).controller.match is None
    assert window.best_layoff_action.isVisible()


def test_refusals_and_table_aids_in_the_status_line(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(RummySetup(seed=3))
    rummy_ui(window).controller.request(Action.meld(list(cards("QH KH AH"))))
    assert "A is low only" in window.statusBar().currentMessage()
    view = rummy_ui(window).controller.view()
    assert view is not None
    rummy_ui(window).controller.request(Action.discard(cards(str(view.hand[0]))[0]))
    assert "Draw a card first" in window.statusBar().currentMessage()
    rummy_ui(window).scene.status.emit("♠5 ♠6 ♠7 is a run")
    assert window.statusBar().currentMessage() == "♠5 ♠6 ♠7 is a run"


def test_undo_button_and_next_hand_through_the_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(RummySetup(seed=8))
    r = rummy_ui(window).controller
    r.request(Action.draw_stock())
    view = r.view()
    assert view is not None
    meld = next((a for a in view.legal_actions if a.kind == "meld"), None)
    if meld is not None:
        r.request(Action.meld(meld.meld_cards[0]))
        assert rummy_ui(window).panel.undo_button.isEnabled()
        rummy_ui(window).panel.undo_button.click()
        undone = r.view()
        assert undone is not None and undone.table_melds == view.table_melds
    assert not rummy_ui(window).panel.undo_button.isEnabled()
    r.set_autoplay("medium")
    qtbot.waitUntil(lambda: rummy_ui(window).result_dialog is not None, timeout=30000)
    dlg = rummy_ui(window).result_dialog
    assert isinstance(dlg, RummyResultDialog) and dlg.isVisible()
    assert r.match is not None
    assert dlg.title.text() and dlg.total_labels[0].text() == str(r.match.scores[0])
    r.set_autoplay(None)
    if not r.match_over:
        assert not rummy_ui(window).panel.next_button.isHidden()
        dlg.next_button.click()
        assert r.match.hand_number == 2 and not r.state.is_over
        assert not dlg.isVisible()


def test_the_last_move_line_keeps_its_last_card_with_its_word(qtbot: QtBot) -> None:
    """A lay-off's line in the panel ends in the meld's last card, bound to the word
    before it (``keep_tail``): in Chinese the closing 「上」 sat alone on a line."""
    from jinlami_desktop.words.line_breaks import NO_BREAK
    from jinlami_desktop.words.texts import card_symbol
    from tests.desktop.games.rummy.test_controller import rigged

    window = make_window(qtbot)
    ui = rummy_ui(window)
    ui.controller.load_hand(rigged())
    assert ui.controller.request(Action.draw_stock()) is None
    assert ui.controller.request(Action.layoff(cards("8S")[0], 0)) is None
    panel = ui.panel
    assert isinstance(panel, RummyPanel)
    text = panel.last_move_label.text()
    assert text.endswith(NO_BREAK + card_symbol(parse_card("7S"))), text


def test_save_as_and_load_route_by_game(qtbot: QtBot, storage: Storage, yes: None) -> None:
    window = make_window(qtbot, storage)
    window.start_match(RummySetup(opponents=("easy", "medium", "hard"), target=50, seed=12))
    rummy_ui(window).controller.request(Action.draw_stock())
    saved_view = rummy_ui(window).controller.view()
    assert window.commands.save_to_slot("four seats")
    info = storage.saves.read_info(storage.saves.slot_path("four seats"))
    assert info.game == "rummy"
    window.start_match(MatchSetup(seed=5))
    assert window.game_kind == "jinlami" and rummy_ui(window).controller.match is None
    assert window.commands.load_slot("four seats")
    assert window.game_kind == "rummy"
    assert jinlami_ui(window).controller.match is None  # the 金拉米 match was left as abandoned
    assert rummy_ui(window).controller.view() == saved_view
    assert rummy_ui(window).controller.setup == RummySetup(("easy", "medium", "hard"), 50, 12)
    loaded = storage.saves.load_autosave()
    assert loaded is not None and isinstance(loaded.game, RummyMatch)


def test_resume_at_start_hands_a_rummy_autosave_to_the_rummy_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = Storage.open(tmp_path / "data", parts=PARTS)
    window = make_window(qtbot, first)
    window.start_match(RummySetup(opponents=("medium", "medium"), seed=31))
    rummy_ui(window).controller.request(Action.draw_stock())
    view = rummy_ui(window).controller.view()
    window.close()
    first.close()

    second = Storage.open(tmp_path / "data", parts=PARTS)
    try:
        again = make_window(qtbot, second)
        monkeypatch.setattr(again.commands, "ask_resume", _resume)
        again.start_session(MatchSetup(seed=1))
        assert again.game_kind == "rummy"
        assert rummy_ui(again).controller.view() == view
        assert jinlami_ui(again).controller.match is None
        again.close()
    finally:
        second.close()


def _resume(offer: object) -> str:
    return "resume"


def test_the_language_switch_rewords_the_rummy_widgets(qtbot: QtBot, qapp: QApplication) -> None:
    window = make_window(qtbot)
    window.start_match(RummySetup(opponents=("hard",), seed=3))
    rummy_ui(window).controller.set_autoplay("medium")
    qtbot.waitUntil(lambda: rummy_ui(window).result_dialog is not None, timeout=30000)
    dlg = rummy_ui(window).result_dialog
    assert dlg is not None
    panel = rummy_ui(window).panel
    assert "You" in panel.seat_labels[0].text()
    try:
        install_language(qapp, "zh_CN")
        qtbot.waitUntil(lambda: "你" in panel.seat_labels[0].text(), timeout=3000)
        assert "困难" in panel.seat_labels[1].text()
        qtbot.waitUntil(lambda: "你" in dlg.name_labels[0].text(), timeout=3000)
    finally:
        install_language(qapp, "en")
    qtbot.waitUntil(lambda: "You" in panel.seat_labels[0].text(), timeout=3000)


def test_the_new_match_choices_are_remembered(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.last_game == "jinlami"
    remember = RememberSetup(settings)
    remember(RummySetup(opponents=("hard", "easy"), target=200, seed=4))
    assert settings.last_game == "rummy"
    again = Settings(tmp_path / "settings.ini")
    assert stored_setup(again, None) == RummySetup(("hard", "easy"), 200, None)
    assert stored_setup(again, 7, players=4) == RummySetup(("hard", "easy", "medium"), 200, 7)
    assert stored_setup(again, None, players=2).opponents == ("hard",)
    remember(MatchSetup())
    assert settings.last_game == "jinlami"
    settings.qsettings.setValue("new_match/rummy_target", "77")
    settings.qsettings.setValue("new_match/rummy_opponents", "godlike,,medium")
    assert stored_setup(settings, None) == RummySetup(("medium",), 100, None)


def test_a_recorded_rummy_hand_is_replayed_on_the_rummy_table(
    qtbot: QtBot, storage: Storage
) -> None:
    window = make_window(qtbot, storage)
    window.start_match(RummySetup(opponents=("medium", "medium"), seed=14))
    r = rummy_ui(window).controller
    r.set_autoplay("medium")
    qtbot.waitUntil(lambda: r.state.is_over, timeout=30000)
    r.set_autoplay(None)
    final = r.view()
    assert final is not None
    row = storage.stats.hand_history(game="rummy")[0]
    window.start_match(MatchSetup(seed=2))  # a 金拉米 match in play meanwhile
    assert window.commands.replay_hand(row)
    assert window.game_kind == "rummy" and r.replaying
    bar = rummy_ui(window).replay_bar
    assert not bar.isHidden() and "move 0 of" in bar.where.text()
    assert not bar.previous_button.isEnabled()
    view = r.view()
    assert view is not None and len(view.hand) == 7 and not view.legal_actions
    assert all(len(k) == 7 for k in view.known)  # every hand face up
    assert r.request(Action.draw_stock()) is not None
    assert "replay" in window.statusBar().currentMessage().lower()
    bar.next_button.click()
    assert "move 1 of" in bar.where.text() and bar.what.text()
    assert r.replayer is not None
    r.replay_seek(r.replayer.total)
    shown = r.view()
    assert shown is not None and shown.hands_shown == final.hands_shown
    assert not bar.next_button.isEnabled()
    assert "—" in bar.what.text()  # the result follows the last move
    bar.close_button.click()
    assert bar.isHidden() and not r.replaying
    assert window.game_kind == "jinlami"  # the match in play comes back
