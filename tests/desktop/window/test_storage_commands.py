"""The window and the controller with real storage: autosave, resume after a crash,
Save/Load slots, damaged files, practice marking, resign and abandon."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from engine import serialize
from engine.jinlami.match import Match
from jinlami_desktop.dialogs.saves import ResumeDialog, SavesDialog
from jinlami_desktop.games.jinlami.controller import JinlamiController, MatchSetup
from jinlami_desktop.games.jinlami.words import preset_name
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage import SaveStore, Storage
from jinlami_desktop.storage.paths import AppPaths
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.texts import (
    data_dir_read_only_text,
    level_name,
    lost_resume_text,
    storage_error_text,
)
from tests.desktop.game_parts import jinlami_ui, table_cell
from tests.desktop.windows import open_window
from tests.storage.game_parts import PARTS
from tests.storage.helpers import make_match


@pytest.fixture
def data(tmp_path: Path) -> Path:
    return tmp_path / "D"


class Windows:
    """Opens windows on a data folder and closes them (and their storage) at the end."""

    def __init__(self, qtbot: QtBot) -> None:
        self.qtbot = qtbot
        self.opened: list[tuple[MainWindow, Storage]] = []

    def open(self, data: Path) -> MainWindow:
        storage = Storage.open(data, parts=PARTS)
        window = open_window(self.qtbot, storage=storage, size=(1280, 800), instant=True)
        self.opened.append((window, storage))
        return window

    def close_all(self) -> None:
        for window, storage in self.opened:
            jinlami_ui(window).controller.shutdown()
            if window.commands.stats_window is not None:
                window.commands.stats_window.close()
            window.close()
            storage.close()


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[Windows]:
    w = Windows(qtbot)
    yield w
    w.close_all()


def wait_for_human(qtbot: QtBot, c: JinlamiController) -> None:
    qtbot.waitUntil(lambda: c._human_to_act() or c.match_over or c.state.is_over, timeout=15000)


def play_moves(qtbot: QtBot, c: JinlamiController, n: int) -> None:
    """Make ``n`` human moves (never a knock: no dialog), waiting for the bot between."""
    for _ in range(n):
        wait_for_human(qtbot, c)
        if c.state is None or c.state.is_over:
            return
        view = c.view()
        assert view is not None
        action = next(a for a in view.legal_actions if a.kind != "knock")
        assert c.request(action) is None


def position(c: JinlamiController) -> dict[str, Any]:
    """Everything that must survive a save and load: hands, stock order, scores, moves."""
    m = c.match
    assert m is not None and m.state is not None
    s = m.state
    return {
        "hands": list(s.hands),
        "stock": list(s.stock),
        "discards": list(s.discards),
        "phase": s.phase,
        "to_act": s.to_act,
        "scores": list(m.scores),
        "actions": [[str(a) for a in h] for h in m.hand_actions()],
    }


def engine_position(m: Match) -> dict[str, Any]:
    s = m.state
    assert s is not None
    return {
        "hands": list(s.hands),
        "stock": list(s.stock),
        "discards": list(s.discards),
        "phase": s.phase,
        "to_act": s.to_act,
        "scores": list(m.scores),
        "actions": [[str(a) for a in h] for h in m.hand_actions()],
    }


def answer(monkeypatch: pytest.MonkeyPatch, button: QMessageBox.StandardButton) -> list[str]:
    """Answer every QMessageBox.question with ``button``; returns the questions asked."""
    asked: list[str] = []

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return button

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


def crash_mid_hand(data: Path) -> Match:
    """A previous session that died mid-hand: autosave written, nothing closed."""
    storage = Storage.open(data, parts=PARTS)
    match = make_match("jj", seed=3, actions=40, hands=4)
    assert match.state is not None and not match.state.is_over and match.hands_played >= 1
    storage.begin(match, opponents=("hard",), player_name="玩家")
    storage.stats.close()
    return match


# -- resume ----------------------------------------------------------------------------------
def test_resume_after_a_crash_restores_the_exact_position(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = crash_mid_hand(data)
    shown: dict[str, str] = {}

    def accept(dlg: ResumeDialog) -> int:
        for row in range(dlg.form.rowCount()):
            label_item = dlg.form.itemAt(row, dlg.form.ItemRole.LabelRole)
            value_item = dlg.form.itemAt(row, dlg.form.ItemRole.FieldRole)
            assert label_item is not None and value_item is not None
            label, value = label_item.widget(), value_item.widget()
            assert isinstance(label, QLabel) and isinstance(value, QLabel)
            shown[label.text()] = value.text()
        dlg.choice = "resume"
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", accept)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=1))
    c = jinlami_ui(window).controller
    assert position(c) == engine_position(saved)
    assert c.setup.opponent == "hard" and c.setup.rules.name == "jj"
    assert shown["Rules:"] == preset_name("jj")
    assert shown["Opponents:"] == level_name("hard")
    assert shown["Score (you : opponents):"] == f"{saved.scores[0]} : {saved.scores[1]}"
    assert shown["Saved:"]
    # The bots carry on, and every move goes on being autosaved into the same row.
    play_moves(qtbot, c, 2)
    wait_for_human(qtbot, c)
    assert c.meta is not None
    mid = c.meta.stats_match_id
    assert mid is not None and window.storage is not None
    assert window.storage.stats.match_is_open(mid)
    assert window.storage.stats.hand_numbers(mid) == set(range(1, saved.hands_played + 1))
    loaded = SaveStore(data / "saves", parts=PARTS).load_autosave()
    assert loaded is not None and loaded.ok and isinstance(loaded.game, Match)
    assert engine_position(loaded.game) == position(c)


def test_declining_the_offer_counts_the_match_as_abandoned(
    data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    crash_mid_hand(data)

    def new(dlg: ResumeDialog) -> int:
        dlg.choice = "new"
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", new)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=5))
    assert jinlami_ui(window).controller.setup.seed == 5
    assert window.storage is not None
    summary = window.storage.stats.summary(practice=None)
    assert summary.matches.abandoned == 1 and summary.matches.lost == 0
    assert summary.matches.in_progress == 1  # the new match


def test_later_keeps_the_match_until_a_new_one_starts(
    data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = crash_mid_hand(data)
    choices = iter(["later", "resume"])

    def later(dlg: ResumeDialog) -> int:
        dlg.choice = next(choices)
        return 0

    monkeypatch.setattr(ResumeDialog, "exec", later)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=5))
    assert jinlami_ui(window).controller.match is None
    assert window.commands.pending_offer is not None and window.resume_action.isEnabled()
    assert window.storage is not None
    assert window.storage.stats.summary(practice=None).matches.abandoned == 0
    window.commands.ask_resume_pending()  # Game → Resume unfinished match…
    assert position(jinlami_ui(window).controller) == engine_position(saved)
    assert not window.resume_action.isEnabled()


def test_a_damaged_autosave_is_told_and_the_app_starts(
    data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    (data / "saves").mkdir(parents=True)
    (data / "saves" / "autosave.json").write_text('{"format": "jinlami-save", "vers')
    monkeypatch.setattr(ResumeDialog, "exec", _never)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=2))
    assert jinlami_ui(window).controller.match is not None
    box = window.commands.warning_box
    assert box is not None and not box.isModal()
    assert storage_error_text("not_json") in box.informativeText()
    assert "autosave.json.corrupt-" in box.informativeText()
    # which file it was, in a player's words: the match that cannot be resumed
    assert box.informativeText().startswith(lost_resume_text() + "\n")
    assert window.statusBar().currentMessage() == storage_error_text("not_json")
    assert list((data / "saves").glob("autosave.json.corrupt-*"))


def test_a_read_only_data_folder_is_told_and_the_match_still_resumes(
    data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A data folder that is there but cannot be written (a read-only mount) is said
    once at start-up, naming the folder; the match saved there is still offered (and
    resumed). Before, each move only flashed "The app is not allowed to use that file
    or folder", which said nothing of the match."""
    crash_mid_hand(data)
    monkeypatch.setattr(AppPaths, "saves_writable", _not_writable)
    monkeypatch.setattr(ResumeDialog, "exec", _resume)
    window = windows.open(data)
    assert window.storage is not None and window.storage.read_only
    window.start_session(MatchSetup(seed=2))
    assert jinlami_ui(window).controller.match is not None
    box = window.commands.warning_box
    assert box is not None
    assert data_dir_read_only_text(str(data)) in box.informativeText()


def test_a_writable_saves_folder_is_seen_as_such(tmp_path: Path) -> None:
    paths = AppPaths.resolve(tmp_path / "d").ensure()
    assert paths.saves_writable()
    assert list(paths.saves_dir.iterdir()) == [paths.slots_dir]  # the probe left nothing
    paths.slots_dir.rmdir()
    paths.saves_dir.rmdir()  # a folder that cannot take a file
    assert not paths.saves_writable()


def _not_writable(paths: AppPaths) -> bool:
    return False


def _resume(dlg: ResumeDialog) -> int:
    dlg.choice = "resume"
    return 1


def _never(dlg: ResumeDialog) -> int:
    raise AssertionError("no resume prompt expected")


# -- the controller's storage protocol ------------------------------------------------------
def test_hint_marks_the_match_as_practice(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = windows.open(data)
    window.start_session(MatchSetup(seed=4))
    c = jinlami_ui(window).controller
    assert c.meta is not None and not c.meta.practice
    mid = c.meta.stats_match_id
    assert mid is not None and window.storage is not None
    wait_for_human(qtbot, c)
    jinlami_ui(window).panel.hint_button.click()
    assert c.meta.practice
    row = window.storage.stats.get_match(mid)
    assert row is not None and row.practice


def test_resign_is_recorded_and_a_replaced_match_is_abandoned(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = windows.open(data)
    window.start_session(MatchSetup(seed=4))
    c = jinlami_ui(window).controller
    assert c.meta is not None and window.storage is not None
    first = c.meta.stats_match_id
    play_moves(qtbot, c, 1)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    window.ask_resign()
    stats = window.storage.stats
    assert first is not None and (row := stats.get_match(first)) is not None
    assert row.result == "resigned"
    assert window.storage.saves.load_autosave() is None  # a resigned match is not resumed
    window.start_match(MatchSetup(seed=8))
    second = c.meta.stats_match_id if c.meta else None
    play_moves(qtbot, c, 1)
    window.start_match(MatchSetup(seed=9))  # replaces a running match
    assert second is not None and (row2 := stats.get_match(second)) is not None
    assert row2.result == "abandoned"
    assert stats.summary().matches.lost == 1  # resigned counts as lost, abandoned does not


# -- Save as / Load ----------------------------------------------------------------------------
def test_save_to_a_slot_and_load_it_back(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=6, opponent="easy"))
    c = jinlami_ui(window).controller
    play_moves(qtbot, c, 3)
    wait_for_human(qtbot, c)
    kept = position(c)
    window.commands.ask_save()
    dlg = window.commands.saves_dialog
    assert isinstance(dlg, SavesDialog) and dlg.mode == "save"
    dlg.name_edit.setText("晚上 / evening")
    dlg.action_button.click()
    assert not dlg.isVisible()
    assert window.storage is not None
    infos = window.storage.saves.list_slots()
    assert [i.name for i in infos] == ["晚上 / evening"]
    assert infos[0].rules == "classic" and infos[0].opponents == ("easy",)

    play_moves(qtbot, c, 3)
    assert position(c) != kept
    window.commands.ask_load()
    dlg = window.commands.saves_dialog
    assert isinstance(dlg, SavesDialog) and dlg.mode == "load"
    assert dlg.table.rowCount() == 1
    assert table_cell(dlg.table, 0, 0).text() == "晚上 / evening"
    assert table_cell(dlg.table, 0, 2).text() == preset_name("classic")
    assert table_cell(dlg.table, 0, 4).text() == level_name("easy")
    assert dlg.select_slot(infos[0].slot)
    dlg.action_button.click()
    # Loading over the match in play asks first: going back in it makes it practice.
    assert any("practice" in q for q in asked)
    wait_for_human(qtbot, c)
    assert position(c) == kept
    assert c.setup.opponent == "easy"
    assert c.meta is not None and c.meta.practice


def test_saving_over_a_slot_asks_first(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = windows.open(data)
    window.start_session(MatchSetup(seed=6))
    asked = answer(monkeypatch, QMessageBox.StandardButton.No)
    assert window.commands.save_to_slot("one")
    assert not window.commands.save_to_slot("one")
    assert len(asked) == 1 and "one" in asked[0]


@pytest.mark.parametrize("kind", ["garbage", "truncated", "foreign", "newer"])
def test_a_damaged_slot_is_explained_moved_aside_and_the_app_goes_on(
    qtbot: QtBot,
    data: Path,
    windows: Windows,
    monkeypatch: pytest.MonkeyPatch,
    kind: str,
) -> None:
    good = serialize.to_dict(make_match(seed=3, actions=20))
    contents = {
        "garbage": b"\x00\xffnot a save at all",
        "truncated": json.dumps(good).encode()[:300],
        "foreign": json.dumps({"format": "other-game", "version": 1}).encode(),
        "newer": json.dumps({**good, "version": serialize.VERSION + 5}).encode(),
    }
    expected = {
        "garbage": "not_json",
        "truncated": "not_json",
        "foreign": "not_a_save",
        "newer": "newer_version",
    }[kind]
    slots = data / "saves" / "slots"
    slots.mkdir(parents=True)
    (slots / "kaputt.json").write_bytes(contents[kind])
    shown: list[tuple[str, str]] = []

    def exec_(box: QMessageBox) -> int:
        shown.append((box.text(), box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=2))
    c = jinlami_ui(window).controller
    before = position(c)
    window.commands.ask_load()
    dlg = window.commands.saves_dialog
    assert isinstance(dlg, SavesDialog)
    assert dlg.table.rowCount() == 1
    assert "Damaged" in table_cell(dlg.table, 0, 2).text() or kind == "truncated"
    assert dlg.select_slot("kaputt")
    dlg.action_button.click()
    assert shown == [(storage_error_text(expected), shown[0][1])]
    assert "kaputt.json.corrupt-" in shown[0][1]
    assert not (slots / "kaputt.json").exists()
    assert list(slots.glob("kaputt.json.corrupt-*"))
    assert dlg.table.rowCount() == 0  # the list no longer shows it
    assert position(c) == before  # the match in play is untouched and playable
    play_moves(qtbot, c, 1)


def test_deleting_a_slot_asks_first(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = windows.open(data)
    window.start_session(MatchSetup(seed=6))
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    assert window.commands.save_to_slot("weg")
    window.commands.ask_load()
    dlg = window.commands.saves_dialog
    assert isinstance(dlg, SavesDialog) and dlg.select_slot("weg")
    answer(monkeypatch, QMessageBox.StandardButton.No)
    assert not dlg.delete_selected()
    assert dlg.table.rowCount() == 1
    answer(monkeypatch, QMessageBox.StandardButton.Yes)
    assert dlg.delete_selected()
    assert dlg.table.rowCount() == 0


def test_no_storage_no_save_commands(qtbot: QtBot) -> None:
    window = MainWindow(Preferences())
    qtbot.addWidget(window)
    assert not window.save_action.isEnabled()
    assert not window.load_action.isEnabled()
    assert not window.stats_action.isEnabled()
    window.start_session(MatchSetup(seed=random.randrange(100)))
    assert (
        jinlami_ui(window).controller.match is not None
        and jinlami_ui(window).controller.meta is None
    )


def test_a_team_match_is_autosaved_and_resumed(
    qtbot: QtBot, data: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = windows.open(data)
    setup = MatchSetup(
        mode="team", hands=2, seed=12, teammates=("easy",), opponents=("easy", "hard")
    )
    window.start_session(setup)
    c = jinlami_ui(window).controller
    play_moves(qtbot, c, 2)
    wait_for_human(qtbot, c)
    kept = position(c)
    team_scores = c.team.team_scores() if c.team else None
    c.shutdown()  # the app quits mid-match: the autosave stays

    def accept(dlg: ResumeDialog) -> int:
        dlg.choice = "resume"
        return 1

    monkeypatch.setattr(ResumeDialog, "exec", accept)
    again = windows.open(data)
    again.start_session(MatchSetup(seed=1))
    c2 = jinlami_ui(again).controller
    assert c2.team is not None and c2.setup.mode == "team"
    assert c2.setup.opponents == ("easy", "hard") and c2.setup.teammates == ("easy",)
    assert position(c2) == kept and c2.team.team_scores() == team_scores
    assert c2.players == c.players
    # the statistics row of the team match goes on too
    assert c.meta is not None and c.meta.stats_match_id is not None
    assert c2.meta is not None and c2.meta.stats_match_id == c.meta.stats_match_id


# -- 拉米纸牌 (Rummy) saves in the dialogs ---------------------------------------------------------
def rummy_store(tmp_path: Path) -> tuple[SaveStore, Any]:
    """A slot holding a 4-seat Rummy match to 100, part way through its second hand."""
    from engine.rummy.bots import make_rummy_bot
    from engine.rummy.match import RummyMatch
    from engine.rummy.state import RummyRules
    from jinlami_desktop.storage import SaveMeta

    match = RummyMatch(RummyRules(players=4), 100, seed=10)
    bots = [make_rummy_bot("medium", seed=i) for i in range(4)]
    while match.hands_played < 1 or match.state is None or match.state.is_over:
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(bots[state.to_act].choose(state.view(state.to_act)))
        assert not match.is_over
    store = SaveStore(tmp_path / "saves", parts=PARTS)
    meta = SaveMeta(player_name="me", opponents=("hard", "easy", "medium"))
    return store, store.save_slot("Rummy night", match, meta)


def test_a_rummy_save_is_worded_as_rummy(qtbot: QtBot, tmp_path: Path) -> None:
    from jinlami_desktop.dialogs.saves import (
        save_fields,
        save_summary,
        seat_scores_text,
        seats_table_text,
    )
    from jinlami_desktop.words.texts import opponents_text, players_text

    store, info = rummy_store(tmp_path)
    assert info.multi_seat and info.players == 4 and info.target == 100
    scores = info.scores
    want_scores = (
        f"You {scores[0]}, Ivan (Hard) {scores[1]}, Lily (Easy) {scores[2]}, "
        f"Leo (Medium) {scores[3]}"
    )
    assert seat_scores_text(info) == want_scores
    table = f"Rummy · {players_text(4)} · first to 100"
    assert seats_table_text(info) == table
    assert save_summary(info) == f"{table} · {want_scores}"
    fields = dict(save_fields(info))
    assert fields["Game:"] == table and fields["Scores:"] == want_scores
    opponents = opponents_text(("hard", "easy", "medium"))
    assert "Hard" in opponents and "Medium" in opponents
    assert fields["Opponents:"] == opponents
    assert fields["Hands played:"] == "1 hand"

    dialog = SavesDialog(store, mode="load")
    qtbot.addWidget(dialog)
    row = [table_cell(dialog.table, 0, c).text() for c in range(dialog.table.columnCount())]
    assert row[0] == "Rummy night"
    assert row[2] == f"Rummy · {players_text(4)}" and row[3] == "First to 100"
    assert row[4] == opponents and row[5] == "1" and row[6] == want_scores

    resume = ResumeDialog(info)
    qtbot.addWidget(resume)
    items = (resume.form.itemAt(i) for i in range(resume.form.count()))
    widgets = [item.widget() for item in items if item is not None]
    shown = [w.text() for w in widgets if isinstance(w, QLabel)]
    assert table in shown and want_scores in shown


def test_save_as_opens_with_the_name_to_type(qtbot: QtBot, tmp_path: Path) -> None:
    """Save as… takes the name as typed (the first keys went to the slot list)."""
    store = SaveStore(tmp_path / "saves", parts=PARTS)
    dialog = SavesDialog(store, mode="save")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.focusWidget() is dialog.name_edit
    load = SavesDialog(store, mode="load")
    qtbot.addWidget(load)
    assert load.focusWidget() is not load.name_edit  # hidden there


def test_a_jinlami_save_keeps_its_words(tmp_path: Path) -> None:
    from jinlami_desktop.dialogs.saves import save_summary
    from jinlami_desktop.storage import SaveMeta

    store = SaveStore(tmp_path / "saves", parts=PARTS)
    match = make_match()
    info = store.save_slot("classic", match, SaveMeta(opponents=("hard",)))
    assert not info.multi_seat
    assert save_summary(info).startswith(f"Jin Rummy · {preset_name('classic')} · Fixed hands · ")
