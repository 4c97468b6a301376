"""A folder where the settings file goes: the app plays on with its defaults and says
so (the settings were quietly kept in a scratch file of the run, nothing told)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from jinlami_desktop.app import main as app_module
from tests.desktop.windows import AfterStartUp, main_window


@pytest.mark.fresh_process
def test_a_folder_at_the_settings_file_is_told(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    (data / "settings.ini").mkdir(parents=True)
    seen: list[str] = []

    def look_then_quit() -> None:
        window = main_window()
        seen.append(window.statusBar().currentMessage())
        seen.extend(b.informativeText() for b in window.findChildren(QMessageBox) if b.isVisible())
        qapp.quit()

    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    QTimer.singleShot(0, AfterStartUp(look_then_quit))
    assert app_module.main(["--data-dir", str(data), "--lang", "en", "--seed", "3"]) == 0
    told = [text for text in seen if "settings file" in text]
    assert told and str(data / "settings.ini") in told[0]
    assert (data / "settings.ini").is_dir()  # left as it was
