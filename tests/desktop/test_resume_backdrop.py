"""The resume prompt is asked over the saved game's own table (issue 30): a crashed
拉米纸牌 match is offered with 拉米纸牌's table on show behind the prompt, not 金拉米's
buttons on an empty table; a 金拉米 match keeps 金拉米's table."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.saves import ResumeDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummyRequest, RummySetup
from jinlami_desktop.main_window import MainWindow
from jinlami_desktop.preferences import Preferences
from jinlami_desktop.storage.session import Storage
from tests.desktop.test_storage_ui import crash_mid_hand


def make_window(qtbot: QtBot, storage: Storage) -> MainWindow:
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.games["rummy"].controller.instant = True
    window.games["jinlami"].controller.move_delay_ms = 0
    window.resize(1280, 800)
    window.show()
    return window


def crash_a_rummy_match(qtbot: QtBot, data: Path) -> None:
    """A previous session that left a 拉米纸牌 match unfinished (autosaved mid-hand)."""
    first = Storage.open(data)
    window = make_window(qtbot, first)
    window.start_match(RummySetup(opponents=("medium", "medium"), seed=31))
    window.games["rummy"].controller.request(RummyRequest("draw_stock"))
    window.close()
    first.close()


class Recorder:
    """Stands for the prompt's ``exec``: notes the table on show, answers ``choice``."""

    def __init__(self, window: MainWindow, choice: str) -> None:
        self.window = window
        self.choice = choice
        self.seen: list[tuple[str, str]] = []

    def patch(self, monkeypatch: pytest.MonkeyPatch) -> None:
        """Put :meth:`answer` in the place of ``ResumeDialog.exec``."""
        recorder = self

        def exec_(dlg: ResumeDialog) -> int:
            return recorder.answer(dlg)

        monkeypatch.setattr(ResumeDialog, "exec", exec_)

    def answer(self, dlg: ResumeDialog) -> int:
        w = self.window
        current = w.stack.currentWidget()
        owner = next(gid for gid, ui in w.games.items() if current.isAncestorOf(ui.view))
        self.seen.append((w.current_ui().game_id, owner))
        dlg.choice = self.choice
        return 1


@pytest.mark.parametrize("choice", ["resume", "later", "new"])
def test_a_rummy_match_is_offered_over_the_rummy_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, choice: str
) -> None:
    data = tmp_path / "data"
    crash_a_rummy_match(qtbot, data)
    second = Storage.open(data)
    try:
        window = make_window(qtbot, second)
        assert window.current_ui().game_id == "jinlami"  # the window opens on 金拉米
        rec = Recorder(window, choice)
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        assert rec.seen == [("rummy", "rummy")]
        if choice == "resume":
            assert window.game_kind == "rummy"
            assert window.games["rummy"].controller.match is not None
        elif choice == "later":
            assert window.game_kind == "rummy" and window.commands.pending_offer is not None
            window.commands.ask_resume_pending()  # asked again: still over its table
            assert rec.seen[-1] == ("rummy", "rummy")
        else:
            assert window.game_kind == "jinlami"  # the new 金拉米 match took the table
            assert window.games["jinlami"].controller.match is not None
        window.close()
    finally:
        second.close()


def test_a_jinlami_match_is_offered_over_the_jinlami_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    crash_mid_hand(data)
    storage = Storage.open(data)
    try:
        window = make_window(qtbot, storage)
        rec = Recorder(window, "resume")
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        assert rec.seen == [("jinlami", "jinlami")]
        window.games["jinlami"].controller.shutdown()
        window.close()
    finally:
        storage.close()
