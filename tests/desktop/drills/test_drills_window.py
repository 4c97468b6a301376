"""The drills screen: Help → Drills lists the drills due today, each one is asked on the
game's real table from the player's view only, answered with the table's own gestures,
judged, worded and recorded (the schedule moves); the daily puzzle stands in when there
is no history; a storage problem is said as one and the drill still plays.

The drills are made the way the engine makes them (:func:`engine.drills.drill_of` of a
position placed card by card and the view of it), stored through the statistics' drills
API, and answered with the mouse on the table.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine.actions import Action
from engine.cards import Card, parse_card, parse_cards
from engine.drills import Drill, drill_of
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState, Phase
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.drills import book
from jinlami_desktop.drills.window import DrillsWindow
from jinlami_desktop.games.jinlami.panel import JinlamiPanel
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop import table_mouse
from tests.desktop.app.test_data_screens import _record_one_hand
from tests.desktop.game_parts import table_cell
from tests.storage.game_parts import PARTS

TODAY = dt.date(2026, 3, 2)
#: The player's eleven cards: two runs and a set, ♣Q and ♦5 loose.
HAND = "AS 2S 3S 7H 8H 9H KC KD KH 5D QC"
#: The opponent's ten, never shown.
THEIRS = "4C 6C 9C JD 2H 3H 4D 6S 8S TS"


def jinlami_drill(theirs: str = THEIRS, seed: int = 11) -> Drill:
    """Which card do you discard? ♣Q is best; the ♥8 played broke a run."""
    state = HandState.setup(
        Rules.preset("classic"),
        (parse_cards(HAND), parse_cards(theirs)),
        discards=parse_cards("JC 2C"),
        dealer=0,
        seed=seed,
    )
    view = state.view(0)
    assert view.phase is Phase.DISCARD and view.my_turn
    return drill_of(
        view,
        "discard",
        Action.discard(parse_card("8H")),
        Action.discard(parse_card("QC")),
        (Action.discard(parse_card("QC")),),
        "breaks_meld",
        {},
        0.3,
        None,
        "review",
    )


def rummy_drill() -> Drill:
    """拉米纸牌, after the draw: meld the run of spades now (the player held it)."""
    rules = RummyRules(players=2)
    hand = parse_cards("4S 5S 6S 9D KH 2C QD 7C")
    state = RummyState.setup(
        rules,
        [hand, parse_cards("AH 3D 8C JS TH 5H 9C")],
        discards=parse_cards("2D"),
        dealer=1,
        to_act=0,
        phase=RummyPhase.PLAY,
        taken=None,
        seed=3,
    )
    view = state.view(0)
    meld = next(a for a in view.legal_actions if a.kind == "meld")
    discard = Action.discard(parse_card("KH"))
    return drill_of(view, "meld", discard, meld, (meld,), "holds_too_long", {}, 0.2, None, "review")


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    st = Storage.open(tmp_path / "data", parts=PARTS)
    yield st
    st.close()


@pytest.fixture
def window(qtbot: QtBot, storage: Storage) -> Iterator[MainWindow]:
    win = MainWindow(Preferences(animation_speed="off", sound=False), storage=storage)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.drills.drills is not None:
        win.drills.drills.close()
    win.shutdown()
    win.close()


def _open(qtbot: QtBot, window: MainWindow) -> DrillsWindow:
    action = window.drills.action
    assert action.isEnabled() and action in window.help_menu.actions()
    action.trigger()
    dw = window.drills.drills
    assert dw is not None
    dw.today = TODAY
    dw.reload()
    dw.resize(1280, 800)
    qtbot.waitExposed(dw)
    return dw


def _face_up(dw: DrillsWindow, game: str) -> set[Card]:
    """Every card the table knows by name (face up, or face down with its card)."""
    scene = dw.uis[game].scene
    return {i.card for i in scene.items() if isinstance(i, CardItem) and i.card is not None}


def test_a_due_drill_is_asked_on_the_table_and_a_right_answer_moves_it_out(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    drill = jinlami_drill()
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    assert [i.drill.key for i in dw.items] == [drill.key]
    assert "1 drill" in dw.summary.text()
    assert table_cell(dw.table, 0, 1).text() == "Which card do you discard?"

    QTest.mouseClick(dw.start_button, Qt.MouseButton.LeftButton)
    assert dw.stack.currentWidget() is dw.drill_page
    assert dw.question.text() == "Which card do you discard?"
    ui = dw.uis["jinlami"]
    view = ui.controller.view()
    assert view is not None and sorted(view.hand) == sorted(parse_cards(HAND))
    # the player's view only: their cards and the pile face up, nothing of the opponent's
    shown = _face_up(dw, "jinlami")
    assert shown <= set(parse_cards(HAND)) | set(parse_cards("JC 2C"))
    assert not shown & set(parse_cards(THEIRS))

    scene = ui.scene
    table_mouse.drag(ui.view, table_mouse.card_point(scene, "QC"), scene.geo.discard.center())
    assert dw.answer == Action.discard(parse_card("QC")) and dw.right is True
    # the best move marked on the table, as a hint is
    best = scene.item_for(parse_card("QC"))
    qtbot.waitUntil(lambda: best is not None and best.hinted, timeout=3000)
    assert dw.verdict.isVisible() and dw.verdict.text().startswith("Right")
    assert "♣Q" in dw.verdict.text()
    assert "breaks a made meld" in dw.reason.text() and "♥8" in dw.reason.text()
    assert "1 day" in dw.reason.text()
    # nothing applied: the position is the question's, and nothing hidden came to light
    assert parse_card("QC") in ui.controller.state.hand(0)
    assert not _face_up(dw, "jinlami") & set(parse_cards(THEIRS))
    # recorded: not due today any more, due tomorrow
    assert storage.stats.due_drills(TODAY) == []
    assert [d.drill.key for d in storage.stats.due_drills(TODAY + dt.timedelta(days=1))] == [
        drill.key
    ]
    # a second move is not a second answer
    table_mouse.drag(ui.view, table_mouse.card_point(scene, "5D"), scene.geo.discard.center())
    assert dw.answer == Action.discard(parse_card("QC"))
    QTest.mouseClick(dw.next_button, Qt.MouseButton.LeftButton)  # the last: back to the list
    assert dw.stack.currentWidget() is dw.list_page


def test_a_wrong_answer_says_the_best_move_and_comes_back_tomorrow(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    drill = jinlami_drill()
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)
    ui = dw.uis["jinlami"]
    ui.view.setFocus()
    # the keyboard: the focus on ♦5, Enter plays its obvious move (the discard)
    ui.scene.focus_card(parse_card("5D"))
    QTest.keyClick(ui.view.viewport(), Qt.Key.Key_Return)
    assert dw.answer == Action.discard(parse_card("5D")) and dw.right is False
    assert "Not the best" in dw.verdict.text() and "♣Q" in dw.verdict.text()
    tomorrow = TODAY + dt.timedelta(days=1)
    assert [d.drill.key for d in storage.stats.due_drills(tomorrow)] == [drill.key]


def test_a_rummy_drill_is_answered_on_its_own_table(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    drill = rummy_drill()
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    assert table_cell(dw.table, 0, 0).text() == "Rummy"
    dw.show_drill(0)
    assert dw.question.text() == "Lay down a meld now, or play on?"
    ui = dw.uis["rummy"]
    assert dw.tables.currentWidget() is dw.pages["rummy"]
    shown = _face_up(dw, "rummy")
    assert not shown & set(parse_cards("AH 3D 8C JS TH 5H 9C"))
    ui.controller.request(drill.best)  # what the meld drop asks
    assert dw.right is True
    assert ui.controller.state.phase is RummyPhase.PLAY  # never applied


def test_the_daily_puzzles_stand_in_without_history(qtbot: QtBot, window: MainWindow) -> None:
    dw = _open(qtbot, window)
    assert dw.items and all(i.puzzle for i in dw.items)
    assert {i.drill.game for i in dw.items} <= {"jinlami", "rummy"}
    assert "puzzle" in dw.summary.text()
    first = dw.items[0]
    assert dw.show_drill(0)
    ui = dw.uis[first.drill.game]
    view = ui.controller.view()
    assert view is not None and view == book.table_view(first.drill)  # its view, no more
    ui.controller.request(first.drill.best)
    assert dw.right is True


def test_the_same_drill_is_dealt_the_same_each_time() -> None:
    drill = jinlami_drill()
    a, b = book.table_state(drill), book.table_state(drill)
    assert isinstance(a, HandState) and isinstance(b, HandState)
    assert a.hands == b.hands and a.stock == b.stock
    assert a.view(0) == drill.view()


def test_a_storage_problem_is_said_and_the_drill_still_plays(
    qtbot: QtBot, window: MainWindow, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    drill = jinlami_drill()
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)

    def full(*_args: object, **_kw: object) -> None:
        raise StorageError("disk full", code="disk_full")

    real = storage.stats.answer_drill
    monkeypatch.setattr(storage.stats, "answer_drill", full)
    dw.uis["jinlami"].controller.request(drill.best)
    assert dw.right is True and "not kept yet" in dw.reason.text()
    assert "disk_full" not in dw.reason.text()
    assert storage.stats.due_drills(TODAY)  # not moved yet …
    monkeypatch.setattr(storage.stats, "answer_drill", real)
    dw.close()  # … kept when the drills close
    assert storage.stats.due_drills(TODAY) == []


def test_the_match_in_play_waits_while_the_drills_are_open(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    main = window.current_ui().controller
    dw = _open(qtbot, window)
    assert main.held
    dw.close()
    assert not main.held


def test_the_hidden_cards_never_reach_the_table(qtbot: QtBot, window: MainWindow) -> None:
    """The view relabelling check, on a drill: two deals the player cannot tell apart
    (the opponent's hand and the stock relabelled) make the same drill and the same
    table, and the table names no card the player could not see."""
    other = "4H 6H 9S JH 2D 3D 4S 6D 8D TD"
    a, b = jinlami_drill(), jinlami_drill(other, seed=99)
    assert a.key == b.key and a.view() == b.view()
    tables = []
    for drill in (a, b):
        dw = window.drills.open()
        dw.items = [book.DrillItem(drill)]
        dw.show_drill(0)
        dw.uis["jinlami"].controller.request(Action.discard(parse_card("5D")))  # answered
        tables.append(_face_up(dw, "jinlami"))
        dw.close()
    assert tables[0] == tables[1]
    assert tables[0] <= set(parse_cards(HAND)) | set(parse_cards("JC 2C"))


def test_the_reviews_drills_button_opens_the_drills(qtbot: QtBot, tmp_path: Path) -> None:
    data = tmp_path / "recorded"
    _record_one_hand(data, "jinlami")
    storage = Storage.open(data, parts=PARTS)
    win = MainWindow(Preferences(animation_speed="off", sound=False), storage=storage)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    try:
        row = storage.stats.hand_history(limit=1, game="jinlami")[0]
        win.reviews.effort = "quick"
        assert win.reviews.review_hand(row)
        review = win.reviews.window
        assert review is not None and review.drills_button.isVisibleTo(review)
        QTest.mouseClick(review.drills_button, Qt.MouseButton.LeftButton)
        assert win.drills.drills is not None and win.drills.drills.isVisible()
        win.drills.drills.close()
        win.reviews.close()
    finally:
        win.shutdown()
        win.close()
        storage.close()


def test_the_statistics_show_drills_done_and_their_accuracy(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    drill = jinlami_drill()
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)
    dw.uis["jinlami"].controller.request(Action.discard(parse_card("5D")))  # wrong
    dw.close()
    window.commands.show_statistics()
    stats_window = window.commands.stats_window
    assert stats_window is not None
    page = stats_window.accuracy_page
    section = page.drills
    assert section.values["answered"].text() == "1"
    assert section.values["right"].text() == "0.0 %"
    assert section.weeks and section.weeks[-1][1] == 0.0
    assert not section.view.isHidden() and section.empty.isHidden()
    stats_window.close()


def test_a_knock_drill_is_answered_by_knocking_through_the_knock_dialog(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    """ "Knock now?": the right-click opens the knock dialog as in a match; confirming it
    is the answer (the knock is not made: the position stays)."""
    state = HandState.setup(
        Rules.preset("classic"),
        (parse_cards("AS 2S 3S 7H 8H 9H KC KD KH 2D 5C"), parse_cards(THEIRS)),
        discards=parse_cards("JC 2C"),
        dealer=0,
        seed=5,
    )
    view = state.view(0)
    knock, discard = Action.knock(parse_card("5C")), Action.discard(parse_card("5C"))
    assert knock in view.legal_actions
    drill = drill_of(view, "knock", discard, knock, (), "missed_knock", {}, 0.4, None, "review")
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)
    assert dw.question.text() == "Knock now?"
    ui = dw.uis["jinlami"]
    at = table_mouse.view_point(ui.view, table_mouse.card_point(ui.scene, "5C"))
    QTest.mouseClick(
        ui.view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, at
    )
    dialog = getattr(ui, "knock_dialog", None)
    assert dialog is not None and dialog.isVisible() and dw.answer is None  # not yet
    dialog.accept()
    assert dw.answer == knock and dw.right is True
    assert ui.controller.state.phase is Phase.DISCARD  # nothing was applied


def test_an_answered_puzzle_joins_the_drills_and_comes_back(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    dw = _open(qtbot, window)
    puzzle = dw.items[0].drill
    dw.show_drill(0)
    wrong = next(a for a in book.table_view(puzzle).legal_actions if not puzzle.is_right(a))
    dw.uis[puzzle.game].controller.request(wrong)
    assert dw.right is False and "1 day" in dw.reason.text()
    kept = storage.stats.drill(puzzle.key)
    assert kept is not None and kept.drill.source == "puzzle"
    assert kept.due == TODAY + dt.timedelta(days=1)
    dw.back_to_list()  # answered: not offered again today
    assert puzzle.key not in {i.drill.key for i in dw.items}


def test_an_up_card_drill_is_answered_on_the_panel(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    """ "Take the up-card?": the panel's Pass is an answer like a click on the pile."""
    state = HandState.setup(
        Rules.preset("jj"),
        (parse_cards("AS 2S 3S 7H 8H 9H KC KD 5D QC"), parse_cards(THEIRS)),
        discards=parse_cards("KH"),
        dealer=0,
        seed=8,
    )
    view = state.view(0)
    take, pass_ = Action.draw_discard(), Action.pass_()
    assert view.legal_actions == (take, pass_) or set(view.legal_actions) == {take, pass_}
    drill = drill_of(
        view, "take_upcard", pass_, take, (), "missed_meld", {"card": "KH"}, 0.2, None, "review"
    )
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)
    assert dw.question.text() == "Take the up-card?"
    panel = dw.uis["jinlami"].panel
    assert isinstance(panel, JinlamiPanel)
    QTest.mouseClick(panel.pass_button, Qt.MouseButton.LeftButton)
    assert dw.answer == pass_ and dw.right is False
    assert "♥K" in dw.verdict.text() and "♥K would have made a meld" in dw.reason.text()


def test_a_layoff_drill_is_answered_by_dropping_on_the_knockers_meld(
    qtbot: QtBot, window: MainWindow, storage: Storage
) -> None:
    """ "Lay off where?": the opponent knocked; ♠4 goes on their run of spades."""
    state = HandState.setup(
        Rules.preset("classic"),
        (parse_cards("4S 9C JD 2H 3H 4D 6S 8S TS QC"), parse_cards(HAND.replace("QC", "AC"))),
        discards=parse_cards("JC 2C"),
        dealer=1,
        seed=3,
    )
    state.apply(Action.knock(parse_card("5D")))
    state.apply(state.legal_actions()[0])  # the three melds shown
    view = state.view(0)
    layoff = next(a for a in view.legal_actions if a.kind == "layoff")
    done = Action.end_layoff()
    drill = drill_of(view, "layoff", done, layoff, (), "missed_layoff", {}, 0.0, 4.0, "review")
    storage.stats.add_drills([drill], TODAY)
    dw = _open(qtbot, window)
    dw.show_drill(0)
    assert dw.question.text() == "Lay off where?"
    ui = dw.uis["jinlami"]
    shown = _face_up(dw, "jinlami")
    assert set(parse_cards("AS 2S 3S 7H 8H 9H KC KD KH")) <= shown  # the melds shown
    assert parse_card("5D") not in shown  # the knocker's face-down card stays down
    meld = next(
        i for i in ui.scene.items() if isinstance(i, CardItem) and i.card == parse_card("3S")
    )
    table_mouse.drag(
        ui.view, table_mouse.card_point(ui.scene, "4S"), meld.sceneBoundingRect().center()
    )
    assert dw.answer == layoff and dw.right is True
    assert ui.controller.state.phase is Phase.LAYOFF  # nothing was applied
