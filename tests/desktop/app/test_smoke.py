"""The real application as a process: ``--smoke`` plays a hand, ``--screenshot`` saves a PNG.

Only a real process catches crashes at interpreter exit (TOOLCHAIN.md), so both run
as subprocesses; a non-zero status or a signal fails the test.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from jinlami_desktop import __version__
from jinlami_desktop.dialogs.about import about_text
from jinlami_desktop.window.main_window import MainWindow
from tests.storage.game_parts import PARTS

REPO_ROOT = Path(__file__).resolve().parents[3]


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
    assert titles == ["&Game", "H&and", "&View", "&Settings", "&Help"]


def test_about_names_version_and_licence() -> None:
    text = about_text()
    assert __version__ in text
    assert "MIT" in text


@pytest.mark.slow
def test_smoke_plays_a_hand_and_exits_cleanly(tmp_path: Path) -> None:
    result = run_app("--smoke", "--seed", "3", tmp_path=tmp_path)
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr


@pytest.mark.slow
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


@pytest.mark.slow
def test_rummy_smoke_plays_a_three_player_hand(tmp_path: Path) -> None:
    """``--smoke --game rummy --players 3``: a medium bot plays seat 0 through one whole
    拉米纸牌 hand against two bots; the hand is recorded (as practice) and we exit 0."""
    from jinlami_desktop.storage.stats import StatsStore

    result = run_app(
        "--smoke",
        "--animations",
        "off",
        "--game",
        "rummy",
        "--players",
        "3",
        "--seed",
        "3",
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr
    stats = StatsStore(tmp_path / "data" / "stats.sqlite3", parts=PARTS)
    try:
        assert stats.hand_count(practice=True, game="rummy") == 1
        assert stats.hand_count(game="jinlami") == 0
    finally:
        stats.close()


def test_rummy_screenshot_with_four_players(tmp_path: Path) -> None:
    png = tmp_path / "rummy.png"
    result = run_app(
        "--screenshot",
        str(png),
        "--game",
        "rummy",
        "--players",
        "4",
        "--seed",
        "3",
        "--size",
        "1024x640",
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
    image = QImage(str(png))
    assert (image.width(), image.height()) == (1024, 640)


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "lang", "size", "extra"),
    [("jinlami", "en", "1024x640", ()), ("rummy", "zh_CN", "1280x800", ("--players", "3"))],
)
def test_screenshot_at_the_end_of_a_match(
    tmp_path: Path, game: str, lang: str, size: str, extra: tuple[str, ...]
) -> None:
    """``--screenshot-at match-end``: a bot plays every hand of the match; the window and
    the match-end screen are saved."""
    png = tmp_path / f"{game}.png"
    result = run_app(
        "--screenshot",
        str(png),
        "--screenshot-at",
        "match-end",
        "--game",
        game,
        "--seed",
        "5",
        "--lang",
        lang,
        "--size",
        size,
        *extra,
        tmp_path=tmp_path,
    )
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
    assert "Traceback" not in result.stderr
    image = QImage(str(png))
    w, h = (int(x) for x in size.split("x"))
    assert (image.width(), image.height()) == (w, h)
    end = QImage(str(tmp_path / f"{game}-match-end.png"))
    assert end.width() >= 400 and end.height() >= 300


@pytest.mark.slow
def test_two_smoke_runs_record_two_hands_despite_damaged_saves(tmp_path: Path) -> None:
    """``--smoke`` never asks: each run declines an unfinished match (abandoned) and
    plays one new hand, so two runs leave two hands; planted garbage never stops it."""
    from jinlami_desktop.storage.stats import StatsStore

    data = tmp_path / "data"
    slots = data / "saves" / "slots"
    slots.mkdir(parents=True)
    (data / "saves" / "autosave.json").write_bytes(b'{"format": "jinlami-save", "ver\xff')
    (slots / "garbage.json").write_bytes(b"\x00not json")
    for seed in ("4", "5"):
        result = run_app("--smoke", "--animations", "off", "--seed", seed, tmp_path=tmp_path)
        assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
        assert "Traceback" not in result.stderr
    stats = StatsStore(data / "stats.sqlite3", parts=PARTS)
    try:
        assert stats.warning is None
        assert stats.hand_count(practice=False) + stats.hand_count(practice=True) == 2
        assert stats.summary(practice=None).matches.abandoned == 1  # the first run's match
    finally:
        stats.close()
    assert list((data / "saves").glob("autosave.json.corrupt-*"))
    assert not (data / "settings.ini").exists()  # unattended runs never write settings


def test_startup_benchmark_runs_never_wait_for_the_resume_prompt(tmp_path: Path) -> None:
    """A start-up benchmark run on a data folder an earlier run used (a returning
    player) finds its unfinished match and must not block on the (modal) resume prompt."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JINLAMI_STARTUP_BENCH="1")
    for _ in range(2):
        result = subprocess.run(
            [sys.executable, "-m", "jinlami_desktop", "--data-dir", str(tmp_path / "d")],
            cwd=REPO_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 0, result.stderr
        assert "shown-at" in result.stdout
    assert (tmp_path / "d" / "saves" / "autosave.json").exists()


#: Runs the real ``main()`` and, from inside its event loop, opens the statistics window,
#: replays a hand, opens Load… and quits — twice on the same folder, so the second start
#: has the first one's unfinished match and quits while the modal resume prompt is up.
_EXIT_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])

class Poke:
    def __call__(self):
        from jinlami_desktop.window.main_window import MainWindow
        w = next((x for x in QApplication.topLevelWidgets() if isinstance(x, MainWindow)), None)
        if w is None or not hasattr(w, "commands"):  # start-up not complete yet: a slow machine
            QTimer.singleShot(100, self)
            return
        w.commands.show_statistics()
        w.commands.stats_window.history.selectRow(0)
        w.commands.stats_window.replay_selected()
        w.games["jinlami"].controller.replay_next()
        w.commands.ask_load()
        QTimer.singleShot(200, app.quit)

QTimer.singleShot(600, Poke())
from jinlami_desktop.app.main import main
sys.exit(main(["--data-dir", sys.argv[1], "--seed", "3"]))
"""


def test_quitting_with_the_storage_windows_open_exits_cleanly(tmp_path: Path) -> None:
    from tests.desktop.history import build_history

    data = tmp_path / "data"
    data.mkdir()
    build_history(data / "stats.sqlite3", count=3)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for _ in range(2):
        result = subprocess.run(
            [sys.executable, "-c", _EXIT_SCRIPT, str(data)],
            cwd=REPO_ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
        assert "Traceback" not in result.stderr
    assert (data / "saves" / "autosave.json").exists()  # still resumable


def test_animations_are_for_unattended_runs_only(tmp_path: Path) -> None:
    """``--animations`` sets an unattended run's pace; an attended run is refused, in
    the player's language, since its pace is the player's setting."""
    result = run_app("--animations", "off", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "--animations needs --smoke or --screenshot FILE" in result.stderr
    result = run_app("--animations", "off", "--lang", "zh_CN", tmp_path=tmp_path)
    assert result.returncode == 2 and "需要同时给出" in result.stderr


def test_an_unattended_runs_animations_follow_the_option() -> None:
    from jinlami_desktop.app.unattended import SMOKE_SPEED, quiet_preferences
    from jinlami_desktop.model.preferences import Preferences

    for smoke, animations, expected in (
        (True, None, SMOKE_SPEED),
        (False, None, "off"),
        (True, "off", "off"),
        (False, "slow", "slow"),
    ):
        prefs = Preferences()
        quiet_preferences(prefs, smoke=smoke, animations=animations)
        assert prefs.animation_speed == expected
        assert prefs.bot_speed == "fast" and not prefs.sound
