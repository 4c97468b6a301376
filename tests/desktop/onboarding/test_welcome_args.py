"""The first run's welcome honours the command line: ``--lang`` is stored as the player's
choice (as Settings stores it), and ``--players`` / ``--seed`` hold for the match the
welcome starts.  Before, the next start without ``--lang`` came up in the system's
language, and Play always dealt a two-player 拉米纸牌 match."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from jinlami_desktop.app import main as app_module
from jinlami_desktop.games.rummy.setup_choices import RummyChoices
from jinlami_desktop.onboarding.welcome import WelcomeDialog
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.window.storage_commands import StorageCommands
from jinlami_desktop.words import i18n
from tests.desktop.windows import AfterStartUp, main_window

#: Each test runs the whole app in-process: in an interpreter of its own.
pytestmark = pytest.mark.fresh_process


class _Welcome:
    """Answers the welcome from inside the app's event loop with ``press(dialog)`` (the
    button to click) and notes what followed (a callable)."""

    def __init__(
        self, qapp: QApplication, press: Callable[[WelcomeDialog], QPushButton | None]
    ) -> None:
        self.qapp = qapp
        self.press = press
        self.seen: dict[str, object] = {}

    def __call__(self) -> None:
        try:
            window = main_window()
            dialogs = window.findChildren(WelcomeDialog)
            self.seen["dialogs"] = len(dialogs)
            self.seen["language"] = i18n.current_language()
            if dialogs:
                dlg = dialogs[0]
                self.seen["chosen_language"] = dlg.language()
                self.seen["chosen_game"] = dlg.game()
                button = self.press(dlg)
                if button is not None:
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                    self.qapp.processEvents()
            self.seen["game"] = window.game_kind
            self.seen["setup"] = window.current_ui().controller.setup
        finally:
            self.qapp.quit()


def _run(qapp: QApplication, answer: _Welcome, *argv: str) -> dict[str, object]:
    try:
        QTimer.singleShot(0, AfterStartUp(answer))
        assert app_module.main(list(argv)) == 0
    finally:
        i18n.install_language(qapp, "en")
    return answer.seen


def _skip(dlg: WelcomeDialog) -> QPushButton:
    return dlg.skip_button


def _rummy_hard(dlg: WelcomeDialog) -> QPushButton:
    dlg.game_buttons["rummy"].setChecked(True)
    dlg.level_buttons["hard"].setChecked(True)
    return dlg.play_button


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """main() sets the data folder's variable: put it back afterwards; a resume offer
    (none is expected) is answered Later."""
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])
    monkeypatch.setattr(StorageCommands, "ask_resume", lambda self, offer: "later")


@pytest.mark.usefixtures("fresh")
@pytest.mark.parametrize("lang", ["zh_CN", "en"])
def test_a_first_runs_lang_is_kept_as_the_choice(
    qapp: QApplication, tmp_path: Path, lang: str
) -> None:
    data = tmp_path / "data"
    first = _run(qapp, _Welcome(qapp, _skip), "--data-dir", str(data), "--lang", lang)
    assert first["dialogs"] == 1 and first["chosen_language"] == lang
    assert Settings(data / "settings.ini").language == lang
    again = _run(qapp, _Welcome(qapp, _skip), "--data-dir", str(data))  # no --lang now
    assert again["dialogs"] == 0 and again["language"] == lang


@pytest.mark.usefixtures("fresh")
def test_a_later_runs_lang_is_for_that_run_only(qapp: QApplication, tmp_path: Path) -> None:
    """Once the welcome was answered, ``--lang`` leaves the stored choice alone (the
    help: "default: the saved choice or the system's")."""
    data = tmp_path / "data"
    kept = Settings(data / "settings.ini")
    kept.welcome_done = True
    kept.language = "en"
    kept.sync()
    seen = _run(qapp, _Welcome(qapp, _skip), "--data-dir", str(data), "--lang", "zh_CN")
    assert seen["dialogs"] == 0 and seen["language"] == "zh_CN"
    assert Settings(data / "settings.ini").language == "en"


@pytest.mark.usefixtures("fresh")
def test_play_deals_the_players_and_seed_of_the_command_line(
    qapp: QApplication, tmp_path: Path
) -> None:
    data = tmp_path / "data"
    seen = _run(
        qapp, _Welcome(qapp, _rummy_hard),
        "--data-dir", str(data), "--game", "rummy", "--players", "4", "--seed", "7",
        "--lang", "en",
    )  # fmt: skip
    assert seen["chosen_game"] == "rummy"  # --game preselects it
    setup = seen["setup"]
    assert seen["game"] == "rummy"
    assert getattr(setup, "opponents", None) == ("hard", "hard", "hard")
    assert getattr(setup, "seed", None) == 7
    assert RummyChoices(Settings(data / "settings.ini")).opponents == ("hard", "hard", "hard")


@pytest.mark.usefixtures("fresh")
def test_players_hold_for_rummy_chosen_in_the_welcome(qapp: QApplication, tmp_path: Path) -> None:
    data = tmp_path / "data"
    seen = _run(
        qapp, _Welcome(qapp, _rummy_hard), "--data-dir", str(data), "--players", "3",
        "--lang", "en",
    )  # fmt: skip
    assert seen["chosen_game"] == "jinlami"  # the usual first game, changed in the screen
    assert getattr(seen["setup"], "opponents", None) == ("hard", "hard")
