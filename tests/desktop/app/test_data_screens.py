"""``--screenshot-at statistics``, ``review`` and ``drills``: a data folder checked
without a person, by the real application as a process.

The folders are made the way the app makes them: a hand played through the storage API
(its match left unfinished, as a player who quit mid-match leaves it), or garbage where
the statistics file should be.  Each run must exit 0 with a picture of the requested
size that is not blank, say on standard error what the player would be told, and leave
the unfinished match as it was (these screens play nothing).
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from engine.games import game as engine_game
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.app import data_screens, unattended
from jinlami_desktop.app.data_screens import open_last_review, open_statistics
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats import StatsStore
from tests.desktop.app.test_smoke import run_app
from tests.desktop.windows import shown_window
from tests.storage.game_parts import PARTS

#: The size asked for (not the default, so that the picture's size proves it was used).
SIZE = (1024, 640)
#: Garbage where the statistics database should be.
GARBAGE = b"\x00\xffthis is not an SQLite database\x13\x37" * 40


def _record_one_hand(data: Path, game: str) -> int:
    """One hand of ``game`` played by medium bots on every seat through the storage API,
    as the app records it; the match goes on (its autosave stays).  The hand's id."""
    match: Match | RummyMatch
    if game == "jinlami":
        match = Match(Rules.preset("classic"), MatchConfig.fixed(3), seed=5)
    else:
        match = RummyMatch(RummyRules(players=2), 200, seed=5)
    storage = Storage.open(data, parts=PARTS)
    try:
        meta = storage.begin(match, opponents=("medium",))
        state = match.start_hand()
        bots = [engine_game(game).make_bot("medium", seed=seat) for seat in range(2)]
        rng = random.Random(5)
        while not state.is_over:
            seat = state.to_act
            match.apply(bots[seat].choose(state.view(seat), rng))
            meta = storage.after_action(match, meta)
        assert not match.is_over
        hands = storage.stats.hand_history(limit=5, game=game)
    finally:
        storage.close()
    assert len(hands) == 1
    return hands[0].id


def _shot(tmp_path: Path, screen: str, game: str, lang: str) -> tuple[Path, str]:
    """Run ``--screenshot-at screen`` on ``tmp_path/data``; the picture and the standard
    error (the run must have exited 0)."""
    png = tmp_path / f"{screen}-{game}-{lang}.png"
    result = run_app(
        "--screenshot", str(png), "--screenshot-at", screen, "--game", game,
        "--lang", lang, "--size", "{}x{}".format(*SIZE), tmp_path=tmp_path,
    )  # fmt: skip
    assert result.returncode == 0, f"exit {result.returncode}\n{result.stderr}"
    assert "Traceback" not in result.stderr, result.stderr
    return png, result.stderr


def _assert_picture(png: Path) -> None:
    """The PNG is there, of the size asked for, and shows something (not one colour)."""
    image = QImage(str(png))
    assert not image.isNull(), f"no picture at {png}"
    assert (image.width(), image.height()) == SIZE
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)
    }
    assert len(colours) > 8, f"a blank picture ({len(colours)} colours)"


def _stats(data: Path) -> StatsStore:
    return StatsStore(data / "stats.sqlite3", parts=PARTS)


@pytest.mark.parametrize(("game", "lang"), [("jinlami", "en"), ("rummy", "zh_CN")])
def test_statistics_of_a_folder_with_a_recorded_hand(tmp_path: Path, game: str, lang: str) -> None:
    data = tmp_path / "data"
    _record_one_hand(data, game)
    autosave = (data / "saves" / "autosave.json").read_bytes()
    png, _ = _shot(tmp_path, "statistics", game, lang)
    _assert_picture(png)
    assert (data / "saves" / "autosave.json").read_bytes() == autosave  # nothing played
    stats = _stats(data)
    try:
        assert stats.hand_count(game=game) == 1
        assert stats.summary(practice=None, game=game).matches.abandoned == 0
    finally:
        stats.close()


@pytest.mark.parametrize(
    ("game", "lang"),
    [("jinlami", "zh_CN"), pytest.param("rummy", "en", marks=pytest.mark.slow)],
)
def test_review_of_the_last_recorded_hand(tmp_path: Path, game: str, lang: str) -> None:
    """The review is computed before the picture is taken: it is stored afterwards, as
    the player's Review stores it."""
    data = tmp_path / "data"
    hand_id = _record_one_hand(data, game)
    png, _ = _shot(tmp_path, "review", game, lang)
    _assert_picture(png)
    stats = _stats(data)
    try:
        stored = stats.stored_review(hand_id)
        assert stored is not None and stored.decisions
        assert stats.hand_count(game=game) == 1  # no hand played
    finally:
        stats.close()


def test_review_of_a_folder_without_history_says_so(tmp_path: Path) -> None:
    png, stderr = _shot(tmp_path, "review", "jinlami", "en")
    _assert_picture(png)  # the window, its status line saying it
    assert "There is no recorded hand to review yet." in stderr


@pytest.mark.parametrize("lang", ["zh_CN", pytest.param("en", marks=pytest.mark.slow)])
def test_drills_of_a_folder_without_history_show_the_daily_puzzles(
    tmp_path: Path, lang: str
) -> None:
    """A new folder: the drills screen opens on each game's puzzle of the day; nothing is
    played nor kept."""
    png, stderr = _shot(tmp_path, "drills", "jinlami", lang)
    _assert_picture(png)
    assert "Traceback" not in stderr
    stats = _stats(tmp_path / "data")
    try:
        assert stats.hand_count(practice=None, game=None) == 0
        assert stats.due_drills(dt.date.today()) == []  # a puzzle joins once answered
    finally:
        stats.close()


@pytest.mark.parametrize(
    ("screen", "game", "lang", "words"),
    [
        ("statistics", "rummy", "en", "The statistics file was damaged"),
        ("review", "jinlami", "zh_CN", "还没有可复盘的已记录的局"),
    ],
    ids=["statistics", "review"],
)
def test_a_damaged_statistics_file_is_told_and_kept(
    tmp_path: Path, screen: str, game: str, lang: str, words: str
) -> None:
    """Garbage bytes for a statistics file: the run exits 0 with the warning on standard
    error, the garbage kept in the folder under another name, and the picture taken of
    the fresh, empty statistics (or of the window saying there is nothing to review)."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "stats.sqlite3").write_bytes(GARBAGE)
    png, stderr = _shot(tmp_path, screen, game, lang)
    _assert_picture(png)
    assert words in stderr
    assert stderr.count("jinlami: ") >= 2  # the warning and where the damaged file went
    kept = [p for p in data.rglob("*") if p.is_file() and p.read_bytes() == GARBAGE]
    assert kept and kept[0].name != "stats.sqlite3", "the damaged file was not set aside"


def test_screenshot_at_without_screenshot_is_refused(tmp_path: Path) -> None:
    result = run_app("--screenshot-at", "statistics", "--lang", "en", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "--screenshot-at needs --screenshot FILE" in result.stderr


def test_a_hand_that_cannot_be_read_is_said_not_asked_about(qtbot: QtBot, tmp_path: Path) -> None:
    """The review's own path would ask in a modal box, which nobody answers in an
    unattended run: the hand is read first and what is wrong is said (status line and
    the words returned for standard error), no box opened."""
    data = tmp_path / "data"
    hand_id = _record_one_hand(data, "jinlami")
    with sqlite3.connect(data / "stats.sqlite3") as conn:
        conn.execute("UPDATE hands SET actions_json = 'not json' WHERE id = ?", (hand_id,))
    conn.close()
    with shown_window(qtbot, data, size=SIZE) as window:
        review, why = open_last_review(window, "jinlami")
        assert review is None and why
        assert window.statusBar().currentMessage() == why
        assert not any(isinstance(w, QMessageBox) for w in QApplication.topLevelWidgets())


def test_the_statistics_open_as_large_as_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "data"
    _record_one_hand(data, "rummy")
    with shown_window(qtbot, data, size=SIZE) as window:
        stats = open_statistics(window)
        assert stats is not None and stats.isVisible()
        assert (stats.width(), stats.height()) == SIZE
        stats.close()


class _Quits:
    """Stands in for the application: counts the quits asked for."""

    def __init__(self) -> None:
        self.quits = 0

    def quit(self) -> None:
        self.quits += 1


def test_a_screen_that_fails_to_open_ends_the_run_at_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not at the two-minute deadline: the error is remembered, the status is 1."""

    def broken(window: object, game: str) -> None:
        raise RuntimeError("the review would not open")

    monkeypatch.setattr(data_screens, "open_last_review", broken)
    monkeypatch.setattr(unattended, "errors", [])
    with shown_window(qtbot, tmp_path / "data", size=SIZE) as window:
        driver = unattended.Unattended(
            cast(QApplication, QApplication.instance()), window, tmp_path / "r.png", "review"
        )
        app = _Quits()
        driver.app = cast(QApplication, app)
        driver.open_screen()
        assert (driver.code, app.quits) == (unattended.FAILED_EXIT, 1)
        assert "the review would not open" in unattended.errors[0]
        driver.deadline.stop()
        driver.deleteLater()
