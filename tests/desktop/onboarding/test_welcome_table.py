"""The table behind the first-run welcome is the game chosen in it: picking
拉米纸牌 puts 拉米纸牌's empty table on show (built then), drawn as before a first deal."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.layout import seat_sides
from jinlami_desktop.games.rummy.panel import RummyPanel
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.games.rummy.words import rummy_bot_name, rummy_seat_name
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.onboarding.welcome import FirstRun
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.texts import level_name
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS


def test_the_welcome_backdrop_follows_the_chosen_game(qtbot: QtBot, tmp_path: Path) -> None:
    """The table behind the welcome is the game chosen in it: 拉米纸牌's when 拉米纸牌 is
    picked (built then), 金拉米's again when 金拉米 is; Skip's usual match takes 金拉米's."""
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    first_run = FirstRun(window, storage.settings, MatchSetup(seed=1))
    first_run.start()
    dlg = first_run.dialog
    assert dlg is not None and window.game_kind == "jinlami"
    assert not window.games.is_built("rummy")
    dlg.game_buttons["rummy"].setChecked(True)
    assert window.game_kind == "rummy"
    page = window.stack.currentWidget()
    assert page is not None and page.isAncestorOf(window.ui("rummy").view)
    panel = window.ui("rummy").panel
    assert isinstance(panel, RummyPanel)  # drawn as before a first deal: nothing to press
    assert not panel.undo_button.isEnabled() and not panel.next_button.isVisible()
    assert panel.seat_labels[0].text() == "You"
    dlg.game_buttons["jinlami"].setChecked(True)
    assert window.game_kind == "jinlami"
    dlg.game_buttons["rummy"].setChecked(True)
    QTest.mouseClick(dlg.skip_button, Qt.MouseButton.LeftButton)
    assert window.game_kind == "jinlami" and window.match_running()
    window.shutdown()
    window.close()
    storage.close()


def test_a_rummy_panel_offers_no_undo_or_next_hand_before_a_deal(qtbot: QtBot) -> None:
    """A 拉米纸牌 panel that has drawn no hand yet (as `--screenshot-at welcome --game
    rummy` shows it) has neither an Undo nor a Next hand button on show."""
    panel = RummyPanel()
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    assert not panel.undo_button.isVisible() and not panel.next_button.isVisible()


def test_the_rummy_backdrop_seats_the_match_play_deals(qtbot: QtBot, tmp_path: Path) -> None:
    """With ``--players 4`` the table behind the welcome seats four, at the level chosen
    in it (not the 2-seat table a 拉米纸牌 table has before a first match, while Play
    deals four); choosing another level reseats them; Play deals that."""
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window = open_window(qtbot, storage=storage, instant=True)
    first_run = FirstRun(window, storage.settings, RummySetup(seed=5), players=4)
    first_run.start()
    dlg = first_run.dialog
    assert dlg is not None and window.game_kind == "rummy"
    ui = rummy_ui(window)

    def seated() -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
        panel = ui.panel
        assert isinstance(panel, RummyPanel)
        seats = tuple(lb.text() for lb in panel.seat_labels if lb.isVisibleTo(panel))
        plates = tuple((b.name, b.detail) for b in ui.scene.badges if b.isVisible())
        return seats, plates

    def expected(level: str) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
        levels = ("", level, level, level)
        sides = seat_sides(4)
        return (
            tuple(rummy_seat_name(s, lv) for s, lv in zip(sides, levels, strict=True)),
            tuple(
                (rummy_bot_name(s, lv), level_name(lv) if lv else "")
                for s, lv in zip(sides, levels, strict=True)
            ),
        )

    assert ui.scene.players == 4
    assert seated() == expected("medium")
    assert ui.controller.match is None and ui.controller.setup.players == 2  # untouched
    dlg.level_buttons["expert"].setChecked(True)
    assert seated() == expected("expert")
    dlg.game_buttons["jinlami"].setChecked(True)
    assert window.game_kind == "jinlami"
    snap = jinlami_ui(window).scene.snap  # 金拉米's table: the chosen level's opponent
    assert snap is not None and snap.players[1] == "expert"
    dlg.game_buttons["rummy"].setChecked(True)
    QTest.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
    assert window.game_kind == "rummy" and ui.controller.setup.opponents == ("expert",) * 3
    assert ui.controller.match is not None and ui.scene.players == 4
    assert seated()[1] == expected("expert")[1]  # the plates behind the welcome, dealt
    window.shutdown()
    window.close()
    storage.close()


def test_the_welcome_picture_has_the_same_backdrop(qtbot: QtBot, tmp_path: Path) -> None:
    """``--screenshot-at welcome --game rummy --players 4`` pictures the welcome over the
    4-seat table a first run shows (before, over a table never drawn: no seats)."""
    from jinlami_desktop.app.screens import open_screen

    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window = open_window(qtbot, storage=storage, instant=True)
    screen = open_screen(window, "welcome", "rummy", 4)
    ui = rummy_ui(window)
    assert window.game_kind == "rummy" and ui.scene.players == 4
    shown = [b.detail for b in ui.scene.badges if b.isVisible()]
    assert shown == ["", *[level_name("medium")] * 3]
    screen.close()
    window.close()
    storage.close()
