"""The card size in the Settings dialog: three sizes, kept in the settings file (an old
file without it, or a hand-edited wrong value, reads as the normal size), and applied
to both tables at once, without a restart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.settings import SettingsDialog
from jinlami_desktop.model.preferences import (
    CARD_SIZES,
    Preferences,
    load_preferences,
    store_preferences,
)
from jinlami_desktop.storage.settings import Settings
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.windows import open_window


def test_the_dialog_offers_the_three_sizes(qtbot: QtBot) -> None:
    dlg = SettingsDialog(Preferences(card_size="large"))
    qtbot.addWidget(dlg)
    combo = dlg.card_size
    assert [combo.itemData(i) for i in range(combo.count())] == list(CARD_SIZES)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Standard",
        "Large",
        "Extra large",
    ]
    assert combo.currentData() == "large"
    assert dlg.labels[combo].text() == "Card size:"
    with qtbot.waitSignal(dlg.changed) as blocker:
        combo.setCurrentIndex(combo.findData("extra_large"))
    (prefs,) = blocker.args
    assert isinstance(prefs, Preferences) and prefs.card_size == "extra_large"


def test_the_size_is_kept_and_an_old_file_reads_normal(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    old = QSettings(str(path), QSettings.Format.IniFormat)
    old.setValue("ui/animation_speed", "fast")  # a file from before the card size
    old.sync()
    assert load_preferences(Settings(path)).card_size == "normal"
    settings = Settings(path)
    store_preferences(settings, Preferences(card_size="extra_large"))
    assert settings.sync()
    assert load_preferences(Settings(path)).card_size == "extra_large"
    edited = QSettings(str(path), QSettings.Format.IniFormat)
    edited.setValue("cards/card_size", "huge")
    edited.sync()
    assert Settings(path).card_size == "normal"
    with pytest.raises(ValueError):
        Settings(path).card_size = "huge"


def test_a_new_size_reaches_both_tables_at_once(qtbot: QtBot) -> None:
    window = open_window(qtbot, Preferences(animation_speed="off"), size=(1280, 800))
    window.show_settings()
    dlg = window.settings_dialog
    assert isinstance(dlg, SettingsDialog)
    before = jinlami_ui(window).scene.geo.card_w
    dlg.card_size.setCurrentIndex(dlg.card_size.findData("extra_large"))
    assert window.prefs.card_size == "extra_large"
    for scene in (jinlami_ui(window).scene, rummy_ui(window).scene):
        assert scene.card_scale == pytest.approx(1.4)
    assert jinlami_ui(window).scene.geo.card_w > before
    dlg.card_size.setCurrentIndex(dlg.card_size.findData("normal"))
    assert jinlami_ui(window).scene.geo.card_w == pytest.approx(before)
