"""The launcher opens a window, shows the demo and exits cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytestqt.qtbot import QtBot

from jinlami_desktop import __version__
from jinlami_desktop.app import MainWindow, engine_demo_lines

REPO_ROOT = Path(__file__).resolve().parents[2]


def make_window(qtbot: QtBot, seed: int) -> MainWindow:
    """A shown, exposed main window that pytest-qt closes after the test."""
    window = MainWindow(seed=seed)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_main_window_title_and_demo(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=7)
    assert window.windowTitle() == "金拉米 Desktop"
    assert window.seed == 7
    lines = engine_demo_lines(7)
    text = window.demo_text()
    if lines is None:
        assert "engine.demo.demo_lines()" in text
    else:
        assert lines, "the engine's demo produced no lines"
        assert text == "\n".join(lines)


def test_same_seed_same_demo(qtbot: QtBot) -> None:
    first = make_window(qtbot, seed=11)
    second = make_window(qtbot, seed=11)
    assert first.demo_text() == second.demo_text()


def test_new_demo_draws_a_reproducible_new_seed(qtbot: QtBot) -> None:
    first = make_window(qtbot, seed=3)
    second = make_window(qtbot, seed=3)
    first.new_demo()
    second.new_demo()
    assert first.seed == second.seed
    assert first.seed != 3


def test_about_names_version_and_licence(qtbot: QtBot) -> None:
    window = make_window(qtbot, seed=1)
    text = window.about_text()
    assert __version__ in text
    assert "MIT" in text


def test_smoke_launch_exits_cleanly(tmp_path: Path) -> None:
    """Only a real process catches crashes at interpreter exit (TOOLCHAIN.md)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    data_dir = tmp_path / "data"
    result = subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--smoke", "--data-dir", str(data_dir)],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
