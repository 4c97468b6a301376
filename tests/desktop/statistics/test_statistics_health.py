"""The statistics window tells the statistics' own state: damaged rows set aside (in
both languages, with their code, the rest of the history shown), a read that fails
(the window stays open), a session not recorded; and Back up statistics… writes a copy
where the player chooses, or says in words why it could not."""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from engine.games import GAME_IDS
from jinlami_desktop.statistics.verify_match import VerifyBox
from jinlami_desktop.statistics.window import StatisticsWindow
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.words.i18n import install_language
from tests.storage.game_parts import PARTS
from tests.storage.helpers import count_inflations
from tests.storage.stats_fuzz import build_database


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "stats.sqlite3"
    build_database(path)
    return path


@pytest.fixture
def stats_window(qtbot: QtBot, db: Path) -> Iterator[tuple[StatisticsWindow, StatsStore]]:
    stats = StatsStore(db, parts=PARTS)
    w = StatisticsWindow(stats, game=GAME_IDS[0])
    qtbot.addWidget(w)
    w.show()
    yield w, stats
    w.close()
    stats.close()


def _damage_a_hand(db: Path) -> int:
    conn = sqlite3.connect(db, isolation_level=None)
    hand = int(conn.execute("SELECT min(id) FROM hands").fetchone()[0])
    conn.execute(
        "UPDATE hands SET kind = CAST(X'ff' AS TEXT), row_sum = NULL WHERE id = ?", (hand,)
    )
    conn.close()
    return hand


def test_a_healthy_database_says_nothing(stats_window: tuple[StatisticsWindow, StatsStore]) -> None:
    w, _stats = stats_window
    assert w.health_note.isHidden() and w.health_note.text() == ""


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_damaged_rows_are_told_and_the_rest_is_shown(qtbot: QtBot, db: Path, language: str) -> None:
    hand = _damage_a_hand(db)
    app = QApplication.instance()
    assert app is not None
    install_language(app, language)
    try:
        stats = StatsStore(db, parts=PARTS)
        w = StatisticsWindow(stats, game=GAME_IDS[0])
        qtbot.addWidget(w)
        w.show()
        text = w.health_note.text()
        assert w.health_note.isVisible() and "row_bad_text" in text
        if language == "en":
            assert "set aside" in text and "not deleted" in text
        else:
            assert "set aside" not in text and any("\u4e00" <= c <= "\u9fff" for c in text)
        assert hand not in [h.id for h in w.rows] and w.rows
        w.close()
        stats.close()
    finally:
        install_language(app, "en")


def test_a_read_that_fails_is_told_and_the_window_stays(
    stats_window: tuple[StatisticsWindow, StatsStore], monkeypatch: pytest.MonkeyPatch
) -> None:
    w, stats = stats_window

    def failing(*args: Any, **kwargs: Any) -> Any:
        raise StorageError("statistics not read", "stats_unreadable")

    monkeypatch.setattr(stats, "overview", failing)
    w.refresh()  # no exception out of the slot
    assert w.isVisible() and w.read_failed == "stats_unreadable"
    assert w.health_note.isVisible() and "next start" in w.health_note.text()


def test_a_session_not_recorded_is_told(qtbot: QtBot, db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = -1")
    conn.close()
    stats = StatsStore(db, parts=PARTS)
    w = StatisticsWindow(stats)
    qtbot.addWidget(w)
    w.show()
    assert stats.warning == "stats_unknown_version"
    assert "version this app does not know" in w.health_note.text()
    w.close()
    stats.close()


def test_back_up_writes_a_copy_where_the_player_chooses(
    stats_window: tuple[StatisticsWindow, StatsStore],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    w, stats = stats_window
    out = tmp_path / "备份.sqlite3"
    told: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), ""))
    )
    monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: told.append(a[2])))
    assert w.backup_button.isEnabled() and w.backup_button.text()
    w.backup_button.click()
    assert told and str(out) in told[0]
    with StatsStore(out, parts=PARTS) as copy:
        assert copy.hand_count() == stats.hand_count() > 0


def test_back_up_says_why_it_failed(
    stats_window: tuple[StatisticsWindow, StatsStore],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    w, _stats = stats_window
    warned: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        staticmethod(lambda *a, **k: (str(tmp_path / "missing" / "b.sqlite3"), "")),
    )
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a, **k: warned.append(a[2])))
    assert w.back_up() is False
    assert warned and "folder is missing" in warned[0]


def test_the_history_inflates_no_kept_save(
    qtbot: QtBot, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bomb = zlib.compress(b" " * 64_000_000, 9)  # 64 MB in a few tens of KB
    conn = sqlite3.connect(db, isolation_level=None)
    conn.execute("UPDATE fairness SET save_z = ?, row_sum = NULL", (bomb,))
    conn.close()
    inflated = count_inflations(monkeypatch)
    stats = StatsStore(db, parts=PARTS)
    w = StatisticsWindow(stats, game=GAME_IDS[0])
    qtbot.addWidget(w)
    w.show()
    assert w.rows and any(w.verifiable.values()) and inflated == []
    row = next(r for r, h in enumerate(w.rows) if w.verifiable.get(h.match_id))
    w.history.selectRow(row)
    monkeypatch.setattr(VerifyBox, "open", lambda self: None)
    box = w.verify_selected()  # asked for: inflated now, within the limit, and refused
    assert box is not None and len(inflated) == 1
    assert box.verdict.code == "bad_save" and box.verdict.params == {"reason": "too_large"}
    w.close()
    stats.close()
