"""The tutorial hands, played through their real tables with the mouse.

Each lesson runs to its end when the test does what each step asks (drags, clicks on
the felt and the panel); a wrong move is refused with the step's instruction and the
position stays as it was; the match in the main window waits meanwhile and plays on
after; a tutorial leaves no autosave and no statistics behind.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Phase, parse_card
from engine.rummy.state import RummyPhase
from jinlami_desktop.games.jinlami.window import JinlamiUi
from jinlami_desktop.games.registry import GAMES
from jinlami_desktop.games.rummy.scene import RummyTableScene
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.onboarding.tutorial import TutorialWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop import table_mouse
from tests.desktop.game_parts import rummy_ui
from tests.storage.game_parts import PARTS


class Tutorial:
    """A tutorial window over a main window, and the mouse on its table."""

    def __init__(self, qtbot: QtBot, window: MainWindow, game: str) -> None:
        self.qtbot = qtbot
        self.window = window
        self.tw: TutorialWindow = window.tutorials.open(game)
        self.tw.resize(1280, 800)
        qtbot.waitExposed(self.tw)
        self.ui = self.tw.ui
        self.c = self.ui.controller
        self.c.move_delay_ms = 0
        self.scene = self.ui.scene
        self.view = self.ui.view

    @property
    def key(self) -> str:
        """The step on show, by its title in English."""
        return self.tw.step.title()

    def wait_step(self, title: str) -> None:
        self.qtbot.waitUntil(lambda: self.key == title, timeout=10000)

    def point(self, p: QPointF) -> QPoint:
        return table_mouse.view_point(self.view, p)

    def card(self, text: str) -> QPointF:
        return table_mouse.card_point(self.scene, text)

    def click(self, p: QPointF) -> None:
        table_mouse.click(self.view, p)

    def drag(self, start: QPointF, end: QPointF) -> None:
        table_mouse.drag(self.view, start, end)

    def hand_point(self) -> QPointF:
        row = self.scene.geo.hand_row
        return QPointF(row.right() - 5, row.center().y())


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    win = MainWindow(Preferences(animation_speed="off", auto_layoff=True), storage=storage)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    tutorial = win.tutorials.tutorial
    if tutorial is not None:
        tutorial.close()
    win.shutdown()
    win.close()
    storage.close()


def _no_trace(storage: Storage) -> None:
    """Nothing of a tutorial hand is kept: no autosave, no statistics row."""
    assert storage.saves.autosave_info() is None
    assert storage.stats.hand_count(practice=None, game=None) == 0
    assert storage.stats.match_exists(1) is False


def test_the_jinlami_tutorial_runs_to_its_end(qtbot: QtBot, window: MainWindow) -> None:
    t = Tutorial(qtbot, window, "jinlami")
    assert isinstance(t.ui, JinlamiUi)
    geo = t.scene.geo
    assert t.key == "Draw a card" and "♥7" in t.tw.instruction.text()

    # A wrong move: the stock instead of the discard pile.  Refused, with the step's words.
    t.drag(geo.stock.center(), t.hand_point())
    assert t.c.state.phase is Phase.DRAW and t.key == "Draw a card"
    assert "Not that move now" in t.tw.feedback.text() and "Draw a card" in t.tw.feedback.text()

    t.drag(geo.discard.center(), t.hand_point())
    t.wait_step("Discard")
    t.drag(t.card("QH"), geo.discard.center())  # not the card asked for
    assert parse_card("QH") in t.c.state.hand(0) and "“Discard”" in t.tw.feedback.text()
    t.drag(t.card("KD"), geo.discard.center())
    t.wait_step("Melds")  # the opponent played its scripted turn meanwhile
    assert t.c.state.discard_top == parse_card("JS")

    QTest.mouseClick(t.ui.panel.arrange_buttons["melds"], Qt.MouseButton.LeftButton)
    t.wait_step("Draw from the stock")
    t.click(geo.stock.center())
    t.wait_step("Knock")
    assert parse_card("2S") in t.c.state.hand(0)
    t.drag(t.card("QH"), geo.knock.center())
    dialog = t.ui.knock_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.accept()
    t.wait_step("The hand is scored")
    qtbot.waitUntil(lambda: t.c.state.is_over, timeout=10000)
    assert t.c.state.knocker == 0 and parse_card("8H") in t.c.state.settlement.layoff
    qtbot.waitUntil(t.tw.next_button.isEnabled, timeout=5000)
    QTest.mouseClick(t.tw.next_button, Qt.MouseButton.LeftButton)

    t.wait_step("Lay off")
    state = t.c.state  # a new hand (mypy still holds the DRAW asserted above)
    assert state.phase is Phase.LAYOFF and state.knocker == 1
    run = next(z for z in t.scene.meld_zones if parse_card("3C").mask & t.c.state.declared[z.index])
    t.drag(t.card("6C"), run.rect.center())
    t.wait_step("Done laying off")
    QTest.mouseClick(t.ui.panel.done_button, Qt.MouseButton.LeftButton)
    t.wait_step("Well done")
    assert t.c.state.is_over and parse_card("6C") in t.c.state.settlement.layoff
    assert t.tw.play_button.isVisible() and not t.tw.next_button.isVisible()
    assert window.storage is not None
    _no_trace(window.storage)


def test_the_rummy_tutorial_runs_to_its_end(qtbot: QtBot, window: MainWindow) -> None:
    t = Tutorial(qtbot, window, "rummy")
    assert isinstance(t.scene, RummyTableScene)
    geo = t.scene.geo
    t.click(geo.stock.center())
    t.wait_step("Meld")
    assert parse_card("7H") in t.c.state.hand(0)

    # Discarding now is legal, but not this step: refused, the hand unchanged.
    t.drag(t.card("KC"), geo.discard.center())
    assert parse_card("KC") in t.c.state.hand(0) and t.key == "Meld"
    assert "Not that move now" in t.tw.feedback.text()

    for card in ("5H", "6H", "7H"):
        t.click(t.card(card))
    area = t.scene.table_zone.rect
    t.drag(t.card("6H"), QPointF(area.right() - 20, area.bottom() - 20))
    t.wait_step("Lay off")
    north = t.scene.meld_zones[0]
    t.drag(t.card("QS"), north.rect.center())
    t.wait_step("Undo")
    t.click(t.scene.undo_button.rect.center())
    t.wait_step("Discard")
    assert parse_card("QS") in t.c.state.hand(0)
    t.drag(t.card("KC"), geo.discard.center())
    t.wait_step("Take the discard")  # North drew and threw ♥8 away meanwhile
    t.drag(geo.discard.center(), t.hand_point())
    t.wait_step("Lay off on your own meld")
    own = t.scene.meld_zones[1]
    t.drag(t.card("8H"), own.rect.center())
    t.wait_step("Well done")
    assert t.c.gate is None  # the hand is the player's now
    assert t.c.state.phase is RummyPhase.PLAY
    assert window.storage is not None
    _no_trace(window.storage)


def test_the_match_in_play_waits_for_the_tutorial(qtbot: QtBot, window: MainWindow) -> None:
    """Help → Tutorial over a running match: the match is held (not abandoned, its bots
    wait), and plays on when the tutorial closes."""
    window.start_match(RummySetup(opponents=("easy",), seed=5))
    main = rummy_ui(window).controller
    main.move_delay_ms = 0
    assert main.state.to_act == 0
    main.request(main.state.legal_actions()[0])  # draw
    discard = next(a for a in main.state.legal_actions() if a.kind == "discard")
    window.tutorials.actions["jinlami"].trigger()
    tw = window.tutorials.tutorial
    assert tw is not None and tw.isVisible() and main.held
    assert tw.windowModality() == Qt.WindowModality.WindowModal
    main.request(discard)  # the human's discard: the bot would now move
    QApplication.processEvents()
    qtbot.wait(50)
    assert main.state.to_act == 1 and not main.busy  # it waits
    tw.close()
    assert window.tutorials.tutorial is None and not main.held
    qtbot.waitUntil(lambda: main.state.to_act == 0, timeout=10000)
    assert window.match_running()


def test_the_help_menu_names_both_tutorials(window: MainWindow) -> None:
    texts = [a.text() for a in window.help_menu.actions()]
    assert "Tutorial: Jin Rummy" in texts and "Tutorial: Rummy" in texts


def test_play_a_match_from_help_asks_for_a_new_match(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Help → Tutorial's Play a match asks New match (from each table's own setup)."""
    asked: list[object] = []
    monkeypatch.setattr(window, "choose_match", lambda setup=None: asked.append(setup))
    tutorial = window.tutorials.open("jinlami")
    tutorial._play_match()
    assert window.tutorials.tutorial is None
    assert asked == [None]


@pytest.mark.parametrize("game", [g.id for g in GAMES])
def test_the_english_steps_name_the_games_in_english(qapp: QApplication, game: str) -> None:
    """In English every step's words are English: the last steps said "That is 金拉米" and
    "the moves of 拉米纸牌" in an English tutorial."""
    lesson = next(g for g in GAMES if g.id == game).tutorial().lesson()
    words = [w for step in lesson.steps for w in (step.title(), step.text())]
    assert [w for w in words if re.search("[\u4e00-\u9fff]", w)] == []


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_felt_keeps_its_height_from_step_to_step(
    qtbot: QtBot,
    qapp: QApplication,
    window: MainWindow,
    game: str,
    lang: str,
    size: tuple[int, int],
) -> None:
    """The guide is as tall as its tallest step: the table below it does not move when
    a step's words take more lines, nor when the guide's feedback line comes and goes;
    and no word of the guide is cut off."""
    from jinlami_desktop.words.i18n import install_language

    install_language(qapp, lang)
    try:
        t = Tutorial(qtbot, window, game)
        t.tw.resize(*size)
        qtbot.waitUntil(lambda: t.tw.height() == size[1])
        heights: set[int] = set()
        for index in range(len(t.tw.steps)):
            t.tw._begin(index)
            for wrong in (False, True):
                if wrong:
                    t.tw._on_refused("tutorial_step", {})
                qapp.processEvents()
                heights.add(t.tw.table.height())
                for label in (t.tw.step_label, t.tw.instruction, t.tw.feedback):
                    assert label.height() >= label.heightForWidth(label.width()), (
                        index,
                        label.objectName(),
                    )
        assert len(heights) == 1, heights
        assert t.tw.height() == size[1]  # the guide did not push the window taller
    finally:
        install_language(qapp, "en")


def test_the_guide_buttons_grow_with_its_words(qtbot: QtBot, window: MainWindow) -> None:
    """At 1920×1080 the guide's words are larger than the desktop font, and so are its
    buttons (Close tutorial too, not tiny beside the step's words);
    at 1024×640 both are at their own size."""
    t = Tutorial(qtbot, window, "rummy")
    buttons = (t.tw.next_button, t.tw.play_button, t.tw.close_button)
    base = {b.objectName(): b.font().pointSizeF() for b in buttons}
    words = t.tw.instruction.font().pointSizeF()
    t.tw.resize(1920, 1080)
    qtbot.waitUntil(lambda: t.tw.height() == 1080)
    grown = t.tw.instruction.font().pointSizeF() / words
    assert grown > 1.2
    for b in buttons:
        assert b.font().pointSizeF() == pytest.approx(base[b.objectName()] * grown, rel=0.02)
    close = t.tw.close_button
    assert close.width() >= close.sizeHint().width()  # the larger words still fit
    t.tw.resize(1024, 640)
    qtbot.waitUntil(lambda: t.tw.height() == 640)
    for b in buttons:
        assert b.font().pointSizeF() == pytest.approx(base[b.objectName()])
