"""The font check: text that would be boxes is found before a player sees it.

Fonts are taken away in a child process with a fontconfig configuration of our own
(``FONTCONFIG_FILE``): one that names no font folder (Qt then draws every character
as a box of its own engine), and one with only a Latin font (Chinese is then boxes)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from jinlami_desktop.ui.glyph_check import SAMPLES, font_coverage, glyphs_drawable

pytestmark = pytest.mark.usefixtures("qapp")

LATIN_ONLY = Path("/usr/share/fonts/truetype/dejavu")
linux_fontconfig = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="fontconfig configurations are Linux's"
)


def _config(tmp_path: Path, *folders: Path) -> Path:
    dirs = "".join(f"<dir>{folder}</dir>" for folder in folders)
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">'
        f"<fontconfig>{dirs}<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    return config


def _child_env(config: Path, tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, FONTCONFIG_FILE=str(config), QT_QPA_PLATFORM="offscreen")
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / "xdg")
    return env


def _coverage_in_child(config: Path, tmp_path: Path) -> str:
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from jinlami_desktop.ui.glyph_check import font_coverage\n"
        "print(','.join(font_coverage().missing))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        env=_child_env(config, tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""


def test_the_test_machine_draws_every_kind_of_text() -> None:
    """CI installs a Chinese font; the app's fonts here cover every sample."""
    assert font_coverage().ok, font_coverage().english()
    assert set(SAMPLES) == {"Latin", "suits", "Chinese"}


def test_an_empty_text_is_not_called_drawable() -> None:
    from PySide6.QtGui import QGuiApplication

    assert not glyphs_drawable("", QGuiApplication.font())


@linux_fontconfig
def test_no_font_at_all_is_found(tmp_path: Path) -> None:
    assert _coverage_in_child(_config(tmp_path), tmp_path) == "Latin,suits,Chinese"


@linux_fontconfig
@pytest.mark.skipif(not LATIN_ONLY.is_dir(), reason="needs the DejaVu fonts")
def test_a_latin_only_system_lacks_chinese(tmp_path: Path) -> None:
    assert _coverage_in_child(_config(tmp_path, LATIN_ONLY), tmp_path) == "Chinese"


@linux_fontconfig
def test_smoke_fails_when_text_would_be_boxes(tmp_path: Path) -> None:
    """``--smoke`` passed with every text drawn as boxes; now it fails with status 6
    and says what to install."""
    result = subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--smoke", "--data-dir", str(tmp_path / "d")],
        env=_child_env(_config(tmp_path), tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 6, result.stderr
    assert "fonts-wqy-microhei" in result.stderr and "boxes" in result.stderr


@linux_fontconfig
def test_other_runs_say_it_and_go_on(tmp_path: Path) -> None:
    """Not a check: the run goes on, and says on standard error what to install."""
    shot = tmp_path / "welcome.png"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "jinlami_desktop",
            "--screenshot",
            str(shot),
            "--screenshot-at",
            "welcome",
            "--data-dir",
            str(tmp_path / "d"),
        ],
        env=_child_env(_config(tmp_path), tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "fonts-wqy-microhei" in result.stderr and shot.is_file()
