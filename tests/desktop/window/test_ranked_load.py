"""Ranked means ranked: Load… of a save of a match already played past it (the match in
play, or one the player left) goes on as practice, the prompt and the status line say
so, and the statistics count what the prompt said."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.saves import ResumeDialog
from jinlami_desktop.games.jinlami.controller import JinlamiController, MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.window.storage_commands import (
    abandon_question,
    loaded_left_match_text,
    loaded_take_back_text,
    take_back_question,
)
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.windows import shown_window


def answer_yes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Answer every question Yes; returns the questions asked."""
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def play_moves(qtbot: QtBot, c: JinlamiController, n: int) -> None:
    """``n`` moves of the player's (never a knock), the bot answering between."""
    for _ in range(n):
        qtbot.waitUntil(lambda: c._human_to_act() or c.state.is_over, timeout=15000)
        if c.state.is_over:
            return
        view = c.view()
        assert view is not None
        assert c.request(next(a for a in view.legal_actions if a.kind != "knock")) is None
    qtbot.waitUntil(lambda: c._human_to_act() or c.state.is_over, timeout=15000)


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_going_back_in_the_match_in_play_makes_it_practice(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_yes(monkeypatch)
    with shown_window(qtbot, tmp_path / "D") as window:
        jinlami_ui(window).controller.move_delay_ms = 0
        window.start_session(MatchSetup(seed=6))
        c = jinlami_ui(window).controller
        play_moves(qtbot, c, 2)
        assert window.commands.save_to_slot("before")
        stock = list(c.state.stock)
        play_moves(qtbot, c, 3)  # the stock is seen, the bot's replies too
        assert c.meta is not None and not c.meta.practice
        mid = c.meta.stats_match_id
        assert window.commands.load_slot("before")
        assert asked == [take_back_question()]  # not "counts as abandoned"
        assert list(c.state.stock) == stock  # the same deal comes back …
        assert c.meta is not None and c.meta.practice  # … as practice
        assert status(window) == loaded_take_back_text("before")
        assert jinlami_ui(window).panel.mode_label.text().endswith("(practice)")
        st = window.storage
        assert st is not None
        ranked = st.stats.summary(practice=False).matches
        assert (ranked.played, ranked.abandoned, ranked.in_progress) == (0, 0, 0)
        practice = st.stats.summary(practice=True).matches
        assert (practice.abandoned, practice.in_progress) == (0, 1)
        assert c.meta.stats_match_id == mid  # the same row, going on as practice
        row = st.stats.get_match(mid) if mid is not None else None
        assert row is not None and row.practice and row.result is None
        # Saved again and loaded again: still practice, never ranked again.
        assert window.commands.save_to_slot("again")
        play_moves(qtbot, c, 1)
        assert window.commands.load_slot("again")
        assert c.meta is not None and c.meta.practice
        assert st.stats.summary(practice=False).matches.in_progress == 0


def test_loading_another_match_over_one_in_play_counts_that_one_abandoned(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_yes(monkeypatch)
    with shown_window(qtbot, tmp_path / "D") as window:
        jinlami_ui(window).controller.move_delay_ms = 0
        window.start_session(MatchSetup(seed=6))
        c = jinlami_ui(window).controller
        play_moves(qtbot, c, 1)
        assert window.commands.save_to_slot("first")
        st = window.storage
        assert st is not None
        # The statistics forget the row (a reset): the save is no take-back of anything.
        st.stats.reset()
        c.forget_statistics_row()
        window.start_match(MatchSetup(seed=9))
        play_moves(qtbot, c, 1)
        assert window.commands.load_slot("first")
        assert asked == [abandon_question()]
        assert c.meta is not None and not c.meta.practice  # the saved match stays ranked
        assert status(window) == "Loaded “first”"
        ranked = st.stats.summary(practice=False).matches
        assert (ranked.abandoned, ranked.in_progress) == (1, 1)  # what the prompt said


def test_a_save_of_a_match_left_as_abandoned_goes_on_as_practice(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer_yes(monkeypatch)
    with shown_window(qtbot, tmp_path / "D") as window:
        rummy = rummy_ui(window).controller
        rummy.instant = True
        window.start_session(RummySetup(opponents=("hard",), seed=3))
        qtbot.waitUntil(lambda: rummy._human_to_act(), timeout=15000)
        assert window.commands.save_to_slot("left")
        assert rummy.meta is not None
        left = rummy.meta.stats_match_id
        window.start_match(RummySetup(opponents=("easy",), seed=4))  # the first is left
        st = window.storage
        assert st is not None and left is not None
        assert (row := st.stats.get_match(left)) is not None and row.result == "abandoned"
        assert window.commands.load_slot("left")
        assert len(asked) == 1 and asked[0] == abandon_question()
        # The abandoned row stays abandoned (as the player was told); the save goes on
        # as practice in a row of its own.
        assert (row := st.stats.get_match(left)) is not None and row.result == "abandoned"
        assert rummy.meta is not None and rummy.meta.practice
        assert rummy.meta.stats_match_id not in (None, left)
        assert status(window) == loaded_left_match_text("left")
        everything = st.stats.summary(practice=False, game="rummy").matches
        assert (everything.abandoned, everything.in_progress) == (2, 0)
        assert st.stats.summary(practice=True, game="rummy").matches.in_progress == 1


def test_loading_over_a_match_put_off_at_start_up_plays_it_as_practice(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A match saved, played on and quit is offered at the next start; "Later", then
    Load… of its earlier save: the offered match counts as abandoned (a loaded slot
    declines it) and the save goes on as practice, never as that match ranked again."""
    answer_yes(monkeypatch)
    data = tmp_path / "D"
    with shown_window(qtbot, data) as window:
        jinlami_ui(window).controller.move_delay_ms = 0
        window.start_session(MatchSetup(seed=6))
        c = jinlami_ui(window).controller
        play_moves(qtbot, c, 1)
        assert window.commands.save_to_slot("earlier")
        play_moves(qtbot, c, 2)  # then the app is quit: the autosave is offered

    def later(dlg: ResumeDialog) -> int:
        dlg.choice = "later"
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", later)
    with shown_window(qtbot, data) as window:
        jinlami_ui(window).controller.move_delay_ms = 0
        window.start_session(MatchSetup(seed=1))
        assert window.commands.pending_offer is not None
        assert window.commands.load_slot("earlier")
        c = jinlami_ui(window).controller
        assert c.meta is not None and c.meta.practice
        assert status(window) == loaded_left_match_text("earlier")
        st = window.storage
        assert st is not None
        ranked = st.stats.summary(practice=False).matches
        assert (ranked.abandoned, ranked.in_progress) == (1, 0)
        assert st.stats.summary(practice=True).matches.in_progress == 1
