"""What start-up leaves for after the first hand (``jinlami_desktop.app.first_hand``):
it runs once the table has painted a frame with the player's hand on it — not on a
paint of the empty table, not before the frame is done — or at once when no hand was
dealt; and the garbage collector held until then collects nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
from pytestqt.qtbot import QtBot

from jinlami_desktop.app.first_hand import FirstHand
from jinlami_desktop.app.gui_gc import install_collector


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def _view(qtbot: QtBot) -> QGraphicsView:
    view = QGraphicsView(QGraphicsScene())
    qtbot.addWidget(view)
    view.resize(200, 120)
    return view


def test_the_work_follows_the_first_frame_with_the_hand(qtbot: QtBot) -> None:
    view = _view(qtbot)
    hand: list[str] = []
    done: list[str] = []
    watch = FirstHand(view, lambda: hand, [lambda: done.append("a"), lambda: done.append("b")])
    view.show()
    qtbot.waitExposed(view)
    view.viewport().repaint()  # the empty table painted: nothing yet
    qtbot.wait(20)
    assert done == [] and not watch.done
    hand.append("7H")
    view.viewport().repaint()
    assert done == []  # not inside the paint: from the loop's next turn
    qtbot.waitUntil(lambda: done == ["a", "b"], timeout=2000)
    view.viewport().repaint()
    watch.run()
    qtbot.wait(20)
    assert done == ["a", "b"]  # once


def test_without_a_hand_the_work_runs_on_the_next_turn(qtbot: QtBot) -> None:
    done: list[int] = []
    watch = FirstHand(_view(qtbot), lambda: [], [lambda: done.append(1)])
    watch.without_hand()
    assert done == []
    qtbot.waitUntil(lambda: done == [1], timeout=2000)


def test_a_cancelled_watch_runs_nothing(qtbot: QtBot) -> None:
    view = _view(qtbot)
    done: list[int] = []
    watch = FirstHand(view, lambda: ["KS"], [lambda: done.append(1)])
    watch.cancel()
    view.show()
    qtbot.waitExposed(view)
    view.viewport().repaint()
    qtbot.wait(50)
    assert done == []


def test_a_held_collector_collects_nothing_until_released(qapp: QApplication) -> None:
    collector = install_collector(qapp)
    collector.hold()
    try:
        for _ in range(collector.thresholds[0] + 10):
            _Cycle()
        assert collector.check() == 0
    finally:
        collector.release()
    assert collector.check() > 0
