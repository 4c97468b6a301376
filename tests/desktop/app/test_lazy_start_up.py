"""Start-up does only what the first window needs (game_tables.py, storage/session.py):
each game's table is built on first use, and the statistics database and the first
autosave wait for the event loop — with the guarantees kept: a game built late follows
the current preferences, language and statistics window; no move is applied before
the first autosave; the database's warning is still told."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from engine.actions import Action
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.registry import GAME_IDS, entry
from jinlami_desktop.games.rummy.controller import RummyController
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.pacing import bot_pace
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage import SaveMeta, Storage
from jinlami_desktop.ui.page_layout import panel_width
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from jinlami_desktop.words.texts import storage_error_text
from tests.storage.game_parts import PARTS


@pytest.fixture
def restore_english(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


def make_window(qtbot: QtBot, storage: Storage | None = None) -> MainWindow:
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    return window


def built(window: MainWindow) -> list[str]:
    return [g for g in GAME_IDS if window.games.is_built(g)]


def test_only_the_game_on_show_is_built(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    assert built(window) == []
    window.show_game("rummy")
    window.show()
    qtbot.waitExposed(window)
    assert built(window) == ["rummy"]
    assert [ui.game_id for ui in window.uis()] == ["rummy"]
    window.start_match(MatchSetup(seed=4))  # a match of the other game builds it
    assert built(window) == ["jinlami", "rummy"]
    assert window.game_kind == "jinlami"
    for index, game_id in enumerate(GAME_IDS):  # each table in its own page
        page = window.stack.widget(index)
        assert page is not None and page.isAncestorOf(window.ui(game_id).view)
    window.shutdown()


def test_a_game_built_later_follows_the_prefs_and_language_of_now(
    qtbot: QtBot, restore_english: None
) -> None:
    window = make_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    assert built(window) == ["jinlami"]
    prefs = replace(window.prefs, four_color=True, bot_speed="fast", animation_speed="fast")
    window.apply_prefs(prefs)
    window.apply_prefs(replace(prefs, language="zh_CN"))
    qtbot.waitUntil(lambda: window.game_menu.title() == "游戏(&G)", timeout=3000)
    rummy = window.ui("rummy")  # built now
    assert rummy.scene.deck_style.four_color and rummy.scene.speed == "fast"
    pace = bot_pace("fast", "fast")
    assert rummy.controller.move_delay_ms == pace.step_ms
    assert rummy.controller.turn_pause_ms == pace.turn_ms
    worded = QCoreApplication.translate("MainWindow", "Rummy table")
    assert worded != "Rummy table" and rummy.view.accessibleName() == worded
    window.shutdown()


def test_new_match_leaves_an_unbuilt_game_unbuilt_and_offers_its_tables_setup(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    window.show()
    qtbot.waitExposed(window)
    window.ask_new_match()
    assert window.new_match_dialog is not None
    assert built(window) == ["jinlami"]
    window.new_match_dialog.close()
    for game_id in GAME_IDS:  # what the dialog offers an unbuilt game is its table's
        fresh = make_window(qtbot)
        assert entry(game_id).setup_choices().first_setup(None, None) == (
            fresh.ui(game_id).current_setup()
        )
        fresh.shutdown()
    window.shutdown()


def test_the_statistics_window_follows_a_game_built_after_it(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage.open(tmp_path / "D", parts=PARTS)
    window = make_window(qtbot, storage)
    window.show()
    qtbot.waitExposed(window)
    window.commands.show_statistics()
    stats = window.commands.stats_window
    assert stats is not None and built(window) == ["jinlami"]
    rummy = window.ui("rummy").controller
    rummy.meta = SaveMeta(stats_match_id=7)
    stats.reset_done.emit()  # the statistics were reset: the later game forgets its row
    assert rummy.meta.stats_match_id is None
    stats.close()
    window.shutdown()
    storage.close()


def test_start_up_finishes_from_the_event_loop(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    window = make_window(qtbot, storage)
    window.show()
    window.start_session(MatchSetup(seed=3), defer=True)
    controller = window.ui("jinlami").controller
    assert controller.match is not None  # dealt before the window is first drawn …
    assert not (data / "saves" / "autosave.json").exists()
    assert not storage.statistics_open
    qtbot.waitUntil(lambda: storage.statistics_open, timeout=5000)  # … kept right after
    assert (data / "saves" / "autosave.json").exists()
    assert storage.stats.match_is_open(1)  # the match's row
    window.shutdown()
    storage.close()


def test_no_move_is_applied_before_the_first_autosave(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    window = make_window(qtbot, storage)
    window.start_session(RummySetup(opponents=("medium",), seed=4), defer=True)
    rummy = window.ui("rummy").controller
    assert isinstance(rummy, RummyController)
    rummy.instant = True
    flushed_at: list[int] = []
    flush = storage.flush_autosave

    def spy() -> None:
        if storage.start_up_waiting and not flushed_at:
            flushed_at.append(len(rummy.state.actions))
        flush()

    storage.flush_autosave = spy  # type: ignore[method-assign]
    assert not (data / "saves" / "autosave.json").exists()
    assert rummy.request(Action.draw_stock()) is None  # the player's seat moves first
    assert flushed_at == [0]  # the deal was kept before the draw was applied
    assert (data / "saves" / "autosave.json").exists()
    window.shutdown()
    storage.close()


def test_a_damaged_database_is_still_told(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "D"
    data.mkdir()
    (data / "stats.sqlite3").write_bytes(b"not a database, " * 512)
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    window = make_window(qtbot, storage)
    window.show()
    window.start_session(MatchSetup(seed=3), unattended=True, defer=True)
    told = storage_error_text("stats_corrupt", {})
    assert window.statusBar().currentMessage() != told
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == told, timeout=5000)
    assert storage.stats.moved_to is not None  # moved aside, as at an undeferred start
    window.shutdown()
    storage.close()


def test_a_hint_before_the_event_loop_ran_marks_the_matchs_row(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage.open(tmp_path / "D", defer_start_up=True, parts=PARTS)
    window = make_window(qtbot, storage)
    window.start_session(RummySetup(opponents=("medium",), seed=4), defer=True)
    rummy = window.ui("rummy").controller
    rummy.request_hint()  # the player's turn: a hint makes the match practice …
    assert not storage.start_up_waiting  # … once its row exists
    assert rummy.meta is not None and rummy.meta.practice
    row = storage.stats.get_match(1)
    assert row is not None and row.practice
    window.shutdown()
    storage.close()


def test_a_staged_window_shows_its_frame_and_completes_on_the_first_paint(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``MainWindow(staged=True)`` (the app's start-up): menus worded but waiting, the
    felt on the empty page, no table; its first frame calls ``on_first_frame``; then
    :meth:`MainWindow.complete` builds the game asked for, alone, and wires the menus."""
    window = MainWindow(Preferences(animation_speed="off"), staged=True)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    frames: list[str] = []

    class Note:
        def __call__(self) -> None:
            frames.append("painted")

    window.when_first_painted(Note())
    assert not window.completed
    assert window.game_menu.title() == "&Game" and window.save_action.text() == "&Save as…"
    waiting = (window.new_action, window.save_action, window.hint_action, window.stats_action)
    assert not any(a.isEnabled() for a in waiting)
    assert window.new_action.shortcut().isEmpty()  # keys come with the commands
    assert window.quit_action.isEnabled()  # a frame can always be closed
    window.show()
    qtbot.waitUntil(lambda: frames == ["painted"])
    assert built(window) == []
    page = window.stack.currentWidget()
    assert page is not None
    cloth = page.findChild(QWidget, "feltCloth")
    assert cloth is not None and cloth.width() == 1024 - panel_width(1024)
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window.complete(storage, game="rummy")
    assert window.completed and built(window) == ["rummy"] and window.game_kind == "rummy"
    assert window.new_action.isEnabled() and not window.new_action.shortcut().isEmpty()
    assert window.save_action.isEnabled() and window.stats_action.isEnabled()
    assert not window.resume_action.isEnabled()  # no match is put off
    assert window.tutorials.actions["jinlami"] in window.help_menu.actions()
    help_items = window.help_menu.actions()
    assert help_items.index(window.tutorials.actions["rummy"]) < help_items.index(
        window.about_action
    )
    assert not cloth.isVisible()  # the table took its place
    window.shutdown()
    window.close()
    storage.close()


def test_a_staged_window_closed_before_it_is_complete_closes_cleanly(qtbot: QtBot) -> None:
    window = MainWindow(Preferences(animation_speed="off"), staged=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.close()  # nothing of the storage or the review to close yet
    assert not window.completed and built(window) == []


def test_the_sound_player_is_made_when_sound_is_first_turned_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = MainWindow(Preferences(animation_speed="off", sound=False), tmp_path / "sounds")
    qtbot.addWidget(window)
    assert window.sound is None  # sound is off by default: nothing of it is loaded
    window.apply_prefs(replace(window.prefs, sound=True))
    assert window.sound is not None and window.sound.is_enabled()
    window.apply_prefs(replace(window.prefs, sound=False))
    assert window.sound is not None and not window.sound.is_enabled()
    window.shutdown()
