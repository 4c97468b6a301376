"""The real application as a process: ``--smoke`` plays a hand, ``--screenshot`` saves a PNG.

Only a real process catches crashes at interpreter exit (TOOLCHAIN.md), so both run
as subprocesses; a non-zero status or a signal fails the test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from jinlami_desktop import __version__
from jinlami_desktop.dialogs.about import about_text
from jinlami_desktop.main_window import MainWindow

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_app(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--data-dir", str(tmp_path / "data"), *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_main_window_title_and_menus(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.windowTitle() == "金拉米 Desktop"
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "H&and", "&Settings", "&Help"]


def test_about_names_version_and_licence() -> None:
    text = about_text()
    assert __version__ in text
    assert "MIT" in text


def test_smoke_plays_a_hand_and_exits_cleanly(tmp_path: Path) -> None:
    result = run_app("--smoke", "--seed", "3", tmp_path=tmp_path)
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr


def test_screenshot_in_both_languages(tmp_path: Path) -> None:
    for lang, size in (("en", "1280x800"), ("zh_CN", "1024x640")):
        png = tmp_path / f"table-{lang}.png"
        result = run_app(
            "--screenshot",
            str(png),
            "--seed",
            "3",
            "--lang",
            lang,
            "--size",
            size,
            tmp_path=tmp_path,
        )
        assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
        image = QImage(str(png))
        w, h = (int(x) for x in size.split("x"))
        assert (image.width(), image.height()) == (w, h)
