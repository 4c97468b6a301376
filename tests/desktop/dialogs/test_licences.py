"""Help → About → Licences: the bundle's notice, or a source run's list."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs import licences
from tests.packaging.test_packaging import load


def test_the_name_is_the_one_the_build_writes() -> None:
    assert licences.NOTICE_NAME == load("notices").NOTICE_NAME


def test_the_bundle_notice_is_read(tmp_path: Path) -> None:
    (tmp_path / licences.NOTICE_NAME).write_text("Qt 6.11.3: LGPL-3.0-only\n", encoding="utf-8")
    assert licences.bundled_notice(tmp_path) == "Qt 6.11.3: LGPL-3.0-only\n"
    assert licences.bundled_notice(tmp_path / "elsewhere") is None


def test_a_notice_that_is_not_a_regular_file_is_not_read(tmp_path: Path) -> None:
    (tmp_path / licences.NOTICE_NAME).mkdir()
    assert licences.bundled_notice(tmp_path) is None
    if hasattr(os, "mkfifo"):
        fifo_folder = tmp_path / "fifo"
        fifo_folder.mkdir()
        os.mkfifo(fifo_folder / licences.NOTICE_NAME)
        assert licences.bundled_notice(fifo_folder) is None  # and does not hang


def test_a_source_run_lists_what_it_runs_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    text = licences.licences_text()
    assert "PySide6_Essentials" in text or "PySide6-Essentials" in text
    assert "platformdirs" in text and "LGPL" in text and "MIT" in text


def test_the_frozen_app_shows_its_notice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot
) -> None:
    (tmp_path / licences.NOTICE_NAME).write_text("ICU 73: Unicode-3.0\n", encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    dialog = licences.LicencesDialog()
    qtbot.addWidget(dialog)
    assert dialog.text.toPlainText() == "ICU 73: Unicode-3.0\n"
    assert dialog.text.isReadOnly()


def test_help_about_opens_the_licences(qtbot: QtBot) -> None:
    """Help → About has a Licences button that opens the notices."""
    from PySide6.QtWidgets import QPushButton

    from tests.desktop.windows import open_window

    window = open_window(qtbot)
    window.show_about()
    box = window.about_box
    assert box is not None
    button = box.findChild(QPushButton, "licencesButton")
    assert button is not None and button.text().replace("&", "").startswith("Licences")
    button.click()
    dialog = window.licences_dialog
    assert dialog is not None and dialog.isVisible()
    assert isinstance(dialog, licences.LicencesDialog)
    assert "LGPL" in dialog.text.toPlainText()
