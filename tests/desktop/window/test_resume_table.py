"""The resume prompt is asked over the saved game's own table: a crashed
拉米纸牌 match is offered with 拉米纸牌's table on show behind the prompt, not 金拉米's
buttons on an empty table; a 金拉米 match keeps 金拉米's table."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.actions import Action
from jinlami_desktop.dialogs.saves import ResumeDialog
from jinlami_desktop.games.jinlami.controller import HUMAN, MatchSetup
from jinlami_desktop.games.jinlami.words import mode_text
from jinlami_desktop.games.rummy.layout import seat_sides
from jinlami_desktop.games.rummy.panel import RummyPanel
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.games.rummy.words import rummy_bot_name, rummy_seat_name
from jinlami_desktop.storage.session import Storage
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.texts import level_name, seat_name
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.window.test_storage_commands import crash_mid_hand
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS


def make_window(qtbot: QtBot, storage: Storage) -> MainWindow:
    return open_window(qtbot, storage=storage, size=(1280, 800), instant=True)


def crash_a_rummy_match(
    qtbot: QtBot, data: Path, opponents: tuple[str, ...] = ("medium", "medium")
) -> None:
    """A previous session that left a 拉米纸牌 match unfinished (autosaved mid-hand)."""
    first = Storage.open(data, parts=PARTS)
    window = make_window(qtbot, first)
    window.start_match(RummySetup(opponents=opponents, seed=31))
    rummy_ui(window).controller.request(Action.draw_stock())
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
        assert current is not None
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
    second = Storage.open(data, parts=PARTS)
    try:
        window = make_window(qtbot, second)
        assert window.current_ui().game_id == "jinlami"  # the window opens on 金拉米
        rec = Recorder(window, choice)
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        assert rec.seen == [("rummy", "rummy")]
        if choice == "resume":
            assert window.game_kind == "rummy"
            assert rummy_ui(window).controller.match is not None
        elif choice == "later":
            assert window.game_kind == "rummy" and window.commands.pending_offer is not None
            window.commands.ask_resume_pending()  # asked again: still over its table
            assert rec.seen[-1] == ("rummy", "rummy")
        else:
            assert window.game_kind == "jinlami"  # the new 金拉米 match took the table
            assert jinlami_ui(window).controller.match is not None
        window.close()
    finally:
        second.close()


def test_a_jinlami_match_is_offered_over_the_jinlami_table(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    crash_mid_hand(data)
    storage = Storage.open(data, parts=PARTS)
    try:
        window = make_window(qtbot, storage)
        rec = Recorder(window, "resume")
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        assert rec.seen == [("jinlami", "jinlami")]
        jinlami_ui(window).controller.shutdown()
        window.close()
    finally:
        storage.close()


def rummy_panel(window: MainWindow) -> RummyPanel:
    """The 拉米纸牌 table's score panel (its seats and title)."""
    panel = rummy_ui(window).panel
    assert isinstance(panel, RummyPanel)
    return panel


class SeatRecorder(Recorder):
    """Also notes the 拉米纸牌 panel's seats (names) and title behind the prompt."""

    def __init__(self, window: MainWindow, choice: str) -> None:
        super().__init__(window, choice)
        self.seats: list[tuple[str, ...]] = []
        self.titles: list[str] = []
        self.plates: list[tuple[tuple[str, str], ...]] = []

    def answer(self, dlg: ResumeDialog) -> int:
        panel = rummy_panel(self.window)
        self.seats.append(tuple(lb.text() for lb in panel.seat_labels if lb.isVisibleTo(panel)))
        self.titles.append(panel.title.text())
        self.plates.append(felt_plates(self.window))
        return super().answer(dlg)


def felt_plates(window: MainWindow) -> tuple[tuple[str, str], ...]:
    """The 拉米纸牌 felt's seat plates on show: (name, level) by seat."""
    scene = rummy_ui(window).scene
    return tuple((b.name, b.detail) for b in scene.badges if b.isVisible())


@pytest.mark.parametrize("start_on", ["jinlami", "rummy"])
def test_the_rummy_backdrop_seats_the_saved_players(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, start_on: str
) -> None:
    """A 4-player save is asked over a 4-seat table with the save's levels (not the
    2-seat table a 拉米纸牌 table shows before its first match), whichever table the
    window opened on; "Later" keeps those seats on show."""
    data = tmp_path / "data"
    crash_a_rummy_match(qtbot, data, opponents=("easy", "hard", "medium"))
    second = Storage.open(data, parts=PARTS)
    try:
        window = make_window(qtbot, second)
        window.show_game(start_on)
        rec = SeatRecorder(window, "later")
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        expected = tuple(
            rummy_seat_name(side, level)
            for side, level in zip(seat_sides(4), ("", "easy", "hard", "medium"), strict=True)
        )
        assert rec.seen == [("rummy", "rummy")]
        assert rec.seats == [expected]
        assert "4" in rec.titles[0]
        # the felt seats them too, before any card is dealt: a plate per seat
        plates = tuple(
            (rummy_bot_name(side, level), level_name(level) if level else "")
            for side, level in zip(seat_sides(4), ("", "easy", "hard", "medium"), strict=True)
        )
        assert rec.plates == [plates]
        assert rummy_ui(window).scene.players == 4
        panel = rummy_panel(window)
        shown = tuple(lb.text() for lb in panel.seat_labels if lb.isVisibleTo(panel))
        assert shown == expected  # "Later": the saved seats stay behind the status line
        ui = rummy_ui(window)
        assert ui.controller.match is None and ui.controller.setup.players == 2  # untouched
        assert felt_plates(window) == plates  # "Later": the plates stay on the felt too
        window.commands.ask_resume_pending()
        assert rec.seats[-1] == expected
        assert rec.plates[-1] == plates
        window.close()
    finally:
        second.close()


class PanelRecorder(Recorder):
    """Also notes what the 金拉米 panel says behind the prompt."""

    def __init__(self, window: MainWindow, choice: str) -> None:
        super().__init__(window, choice)
        self.lines: list[tuple[str, ...]] = []
        self.turns: list[str] = []
        self.bot_shown: list[bool] = []

    def answer(self, dlg: ResumeDialog) -> int:
        panel = jinlami_ui(self.window).panel
        labels = (panel.score0, panel.score1, panel.mode_label, panel.hand_label)
        self.lines.append(tuple(lb.text() for lb in labels))
        # the turn line names the saved match, not "Start a new match"; no idle bot
        self.turns.append(panel.turn_label.text())
        self.bot_shown.append(panel.bot_label.isVisibleTo(panel))
        return super().answer(dlg)


def test_the_jinlami_backdrop_shows_the_saved_match(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hard 4-hand save is asked over a panel naming the hard bot, the save's mode,
    the hand it stopped in and its scores — not the empty table's medium bot, 8 hands
    and nought; "Later" keeps them on show, and nothing of the controller changes."""
    data = tmp_path / "data"
    saved = crash_mid_hand(data)  # a hard bot, 4 hands, partway through the second
    storage = Storage.open(data, parts=PARTS)
    try:
        window = make_window(qtbot, storage)
        rec = PanelRecorder(window, "later")
        rec.patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        panel = jinlami_ui(window).panel
        bot = seat_name("hard")
        expected = (
            panel.tr("{name}: {points}").format(name=seat_name(HUMAN), points=saved.scores[0]),
            panel.tr("{name}: {points}").format(name=bot, points=saved.scores[1]),
            mode_text("fixed", 4, 200, 20),
            panel.tr("Hand {n} of {total}").format(n=saved.hand_number, total=4),
        )
        assert rec.lines == [expected]
        saved_waits = "Your unfinished match is saved: Game → Resume unfinished match…"
        assert rec.turns == [saved_waits] and rec.bot_shown == [False]
        assert panel.turn_label.text() == saved_waits  # "Later" too
        assert (panel.score0.text(), panel.score1.text()) == expected[:2]  # "Later"
        assert panel.hand_label.text() == expected[3]
        c = jinlami_ui(window).controller
        assert c.match is None and c.setup == MatchSetup()  # untouched
        window.commands.ask_resume_pending()
        assert rec.lines[-1] == expected
        window.close()
    finally:
        storage.close()


def test_the_rummy_backdrop_says_the_saved_hand(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 拉米纸牌 prompt's panel names the hand the save stopped in."""
    data = tmp_path / "data"
    crash_a_rummy_match(qtbot, data, opponents=("hard",))
    second = Storage.open(data, parts=PARTS)
    try:
        window = make_window(qtbot, second)
        Recorder(window, "later").patch(monkeypatch)
        window.start_session(MatchSetup(seed=1))
        panel = rummy_panel(window)
        assert panel.hand_label.text() == panel.tr("Hand {n}").format(n=1)
        turn = panel.turn_label.text().replace("\u2060", "")
        assert turn == "Your unfinished match is saved: Game → Resume unfinished match…"
        window.close()
    finally:
        second.close()
