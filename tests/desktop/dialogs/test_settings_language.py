"""The settings' language over a window started with ``--lang``: the dialog shows the
language the window speaks, and choosing the stored one still switches to it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.settings import SettingsDialog
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.words import i18n
from tests.desktop.windows import open_window


@pytest.fixture
def back_to_english(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


@pytest.mark.usefixtures("back_to_english")
def test_language_choice_over_a_lang_override(qtbot: QtBot) -> None:
    # stored choice 中文, the run started with --lang en (the session speaks English)
    window = open_window(qtbot, Preferences(animation_speed="off", language="zh_CN"))
    assert i18n.current_language() == "en"
    window.show_settings()
    dlg = window.settings_dialog
    assert isinstance(dlg, SettingsDialog)
    assert dlg.language.currentData() == "en"  # not 中文 over an English window
    dlg.language.setCurrentIndex(dlg.language.findData("zh_CN"))
    assert i18n.current_language() == "zh_CN"
    qtbot.waitUntil(lambda: dlg.windowTitle() == "设置", timeout=3000)


@pytest.mark.usefixtures("back_to_english")
def test_other_settings_keep_the_spoken_language(qtbot: QtBot) -> None:
    window = open_window(qtbot, Preferences(animation_speed="off", language="zh_CN"))
    window.show_settings()
    dlg = window.settings_dialog
    assert isinstance(dlg, SettingsDialog)
    dlg.four_color.setChecked(True)
    assert i18n.current_language() == "en"
