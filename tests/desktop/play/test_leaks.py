"""Long sessions do not grow: finished bot jobs and the views they were shown are freed.

Bot against bot through the real controller (a ``easy`` bot plays the player's seat),
counting live objects with :mod:`gc` after 10 and after 60 hands: the count must not
grow with the number of hands played.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from engine import PlayerView
from jinlami_desktop.games.jinlami.controller import JinlamiController, MatchSetup
from jinlami_desktop.play import bot_pool as workers


def _alive() -> tuple[int, int]:
    """Live bot jobs and live player views."""
    gc.collect()
    objects = gc.get_objects()
    jobs = sum(isinstance(o, workers._Job) for o in objects)
    views = sum(isinstance(o, PlayerView) for o in objects)
    return jobs, views


def _play(app: QApplication, hands: int) -> tuple[int, int]:
    """Play ``hands`` hands bot against bot, then count what is still alive."""
    c = JinlamiController()
    c.move_delay_ms = 0
    c.set_autoplay("easy")
    c.new_match(MatchSetup(seed=5, hands=hands, opponent="easy"))
    for _ in range(1_000_000):
        if c.match_over:
            break
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        s = c.state
        if s is not None and s.is_over and not c.busy and not c.match_over:
            c.next_hand()
    assert c.match is not None and c.match.hands_played == hands
    c.shutdown()
    alive = _alive()
    c.deleteLater()
    return alive


def test_finished_bot_jobs_are_released(qapp: QApplication) -> None:
    after_10 = _play(qapp, 10)
    after_60 = _play(qapp, 60)
    # A job and its view live only while the bot thinks: none is left once play stops,
    # and six times the hands leave no more behind.
    assert after_10[0] <= 2 and after_60[0] <= after_10[0], (after_10, after_60)
    assert after_60[1] <= after_10[1] + 2, (after_10, after_60)
