"""The first run: the welcome screen shows once, applies its choices, and never shows in
an unattended run or a window a test builds; ``--screenshot-at welcome|tutorial``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.app import main as app_module
from jinlami_desktop.app.startup import fit_to_screen
from jinlami_desktop.games.rummy.setup_choices import RummyChoices
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.onboarding.welcome import WelcomeDialog
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.window.storage_commands import StorageCommands
from jinlami_desktop.words import i18n
from tests.desktop.app.test_smoke import run_app
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.windows import AfterStartUp, main_window
from tests.storage.game_parts import PARTS


def test_first_run_lasts_until_the_welcome_is_answered(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert settings.first_run
    settings.language = "zh_CN"  # picked on the welcome screen, then the app was quit
    settings.window_geometry = b"\x01\x02"
    assert settings.first_run
    settings.welcome_done = True
    assert not settings.first_run
    used = Settings(tmp_path / "used.ini")
    used.last_game = "rummy"  # an earlier version's player: not a first run
    assert not used.first_run


class _Answer:
    """Plays the welcome screen from inside the app's event loop (a callable)."""

    def __init__(self, qapp: QApplication, seen: dict[str, object]) -> None:
        self.qapp = qapp
        self.seen = seen

    def __call__(self) -> None:
        try:
            self._answer()
        finally:
            self.qapp.quit()  # whatever happened: main() returns, the test reports it

    def _answer(self) -> None:
        window = main_window()
        dialogs = window.findChildren(WelcomeDialog)
        self.seen["dialogs"] = len(dialogs)
        self.seen["match_before"] = any(ui.controller.match is not None for ui in window.uis())
        if dialogs:
            dlg = dialogs[0]
            self.seen["modal"] = dlg.isVisible() and dlg.windowModality()
            QTest.mouseClick(dlg.language_buttons["zh_CN"], Qt.MouseButton.LeftButton)
            self.qapp.processEvents()
            self.seen["language"] = i18n.current_language()
            self.seen["title"] = dlg.title.text()
            dlg.game_buttons["rummy"].setChecked(True)
            dlg.level_buttons["hard"].setChecked(True)
            QTest.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
            self.qapp.processEvents()
        self.seen["game"] = window.game_kind
        self.seen["setup"] = window.current_ui().controller.setup
        self.seen["running"] = window.match_running()


@pytest.mark.fresh_process
def test_the_welcome_shows_on_the_first_run_only(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    monkeypatch.setattr(StorageCommands, "ask_resume", lambda self, offer: "later")
    first: dict[str, object] = {}
    try:
        QTimer.singleShot(0, AfterStartUp(_Answer(qapp, first)))
        assert app_module.main(["--data-dir", str(data), "--seed", "4"]) == 0
    finally:
        i18n.install_language(qapp, "en")
    assert first["dialogs"] == 1 and first["match_before"] is False
    assert first["modal"] == Qt.WindowModality.WindowModal
    assert first["language"] == "zh_CN" and first["title"] == "欢迎使用 金拉米 Desktop"
    assert first["game"] == "rummy" and first["running"] is True
    setup = first["setup"]
    assert getattr(setup, "opponents", None) == ("hard",)
    kept = Settings(data / "settings.ini")
    assert kept.welcome_done and kept.language == "zh_CN"
    assert kept.last_game == "rummy" and RummyChoices(kept).opponents == ("hard",)

    again: dict[str, object] = {}
    try:
        QTimer.singleShot(0, AfterStartUp(_Answer(qapp, again)))
        assert app_module.main(["--data-dir", str(data), "--lang", "en"]) == 0
    finally:
        i18n.install_language(qapp, "en")
    assert again["dialogs"] == 0


@pytest.mark.fresh_process
def test_skip_starts_the_usual_first_match(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])
    seen: dict[str, object] = {}

    def skip() -> None:
        try:
            window = main_window()
            dlg = window.findChildren(WelcomeDialog)[0]
            QTest.mouseClick(dlg.skip_button, Qt.MouseButton.LeftButton)
            qapp.processEvents()
            seen["game"] = window.game_kind
            seen["opponent"] = getattr(window.current_ui().controller.setup, "opponent", None)
            seen["running"] = window.match_running()
        finally:
            qapp.quit()

    QTimer.singleShot(0, AfterStartUp(skip))
    assert app_module.main(["--data-dir", str(data), "--lang", "en"]) == 0
    assert seen == {"game": "jinlami", "opponent": "medium", "running": True}
    assert Settings(data / "settings.ini").welcome_done


def test_a_window_built_by_a_test_shows_no_welcome(qtbot: QtBot, tmp_path: Path) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)  # fresh settings, as in every test
    assert storage.settings.first_run
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    assert window.findChildren(WelcomeDialog) == []
    window.shutdown()
    window.close()
    storage.close()


def test_the_welcome_backdrop_shows_no_phase_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    """Before the first deal (the welcome's backdrop) 金拉米's panel offers no Pass, Best
    layoff, Done laying off or Next hand: there is no hand for them yet."""
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    panel = jinlami_ui(window).panel
    buttons = (panel.pass_button, panel.best_layoff_button, panel.done_button, panel.next_button)
    assert [b.isVisible() for b in buttons] == [False] * 4
    window.shutdown()
    window.close()
    storage.close()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("screen", "game"), [("welcome", "jinlami"), ("tutorial", "jinlami"), ("tutorial", "rummy")]
)
def test_screenshot_at_welcome_and_tutorial(tmp_path: Path, screen: str, game: str) -> None:
    """An unattended run opens that screen on a fresh data folder (a first run, yet no
    welcome unless asked for) and saves its picture."""
    out = tmp_path / f"{screen}.png"
    result = run_app(
        "--screenshot", str(out), "--screenshot-at", screen, "--game", game,
        "--size", "1024x640", "--lang", "en", tmp_path=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 640)
    assert not Settings(tmp_path / "data" / "settings.ini").welcome_done


def test_the_first_window_fits_the_screen(qtbot: QtBot) -> None:
    """The 1280×800 default on a smaller screen (1024×640 under Xvfb) put the player's hand
    below the screen's edge: an attended start shrinks the window to the free area."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    qtbot.addWidget(widget)
    free = widget.screen().availableGeometry()
    widget.resize(free.width() + 480, free.height() + 200)
    fit_to_screen(widget)
    assert widget.width() <= free.width() and widget.height() <= free.height()
    widget.resize(free.width() // 2, free.height() // 2)
    fit_to_screen(widget)  # a window that fits is left as it is
    assert (widget.width(), widget.height()) == (free.width() // 2, free.height() // 2)
