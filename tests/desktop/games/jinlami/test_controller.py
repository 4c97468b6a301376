"""JinlamiController: requests checked against the engine, signals, bots off the UI thread."""

from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from engine import Action, Phase, PlayerView, parse_card
from jinlami_desktop.games.jinlami import controller as controller_module
from jinlami_desktop.games.jinlami.controller import (
    HandSummary,
    JinlamiController,
    JinlamiSnapshot,
    MatchSetup,
)
from jinlami_desktop.play.bot_pool import BotPool
from tests.desktop.rigged import knock_hand, layoff_hand


class Recorder:
    """Collects what the controller emits (bound methods: no lambdas needed)."""

    def __init__(self, c: JinlamiController) -> None:
        self.snaps: list[JinlamiSnapshot] = []
        self.refusals: list[tuple[str, dict[str, Any]]] = []
        self.hands: list[HandSummary] = []
        self.hints: list[Action] = []
        c.updated.connect(self.snaps.append)
        c.refused.connect(self.on_refused)
        c.hand_finished.connect(self.hands.append)
        c.hint_ready.connect(self.hints.append)

    def on_refused(self, code: str, params: dict[str, Any]) -> None:
        self.refusals.append((code, params))


@pytest.fixture
def ctl(qtbot: QtBot) -> Iterator[JinlamiController]:
    c = JinlamiController()
    c.move_delay_ms = 0
    yield c
    c.shutdown()


def test_new_match_emits_the_human_view(ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.new_match(MatchSetup(seed=3))
    snap = rec.snaps[-1]
    assert snap.view is not None and snap.view.player == 0
    assert snap.players == ("you", "medium")
    assert snap.hand_number == 1
    assert snap.scores == (0, 0)
    assert ctl.setup.seed == 3


def test_same_seed_same_deal(qtbot: QtBot) -> None:
    views = []
    for _ in range(2):
        c = JinlamiController()
        c.new_match(MatchSetup(seed=11))
        views.append(c.view())
        c.shutdown()
    assert views[0] is not None and views[1] is not None
    assert views[0].hand == views[1].hand


def test_legal_request_applies_and_emits_redacted_events(ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(knock_hand())
    ctl.draw_stock()
    snap = rec.snaps[-1]
    assert [e.kind for e in snap.events] == ["draw"]
    assert snap.events[0].card == parse_card("QS")  # our own draw: we see the card
    assert snap.view is not None and parse_card("QS") in snap.view.hand


def test_illegal_request_says_why(ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(knock_hand())
    before = ctl.state.copy().hands
    ctl.discard(parse_card("KD"))  # must draw first
    code, params = rec.refusals[-1]
    assert code == "wrong_phase"
    assert params == {"action": "discard", "phase": "draw"}
    assert ctl.state.hands == before
    ctl.draw_discard()
    ctl.discard(parse_card("8D"))  # just taken from the pile
    assert rec.refusals[-1] == ("just_taken", {"card": "8D"})
    ctl.knock(parse_card("KD"))  # far above the knock limit
    # (annotated: mypy still holds the just_taken refusal compared above)
    refusal: tuple[str, dict[str, Any]] = rec.refusals[-1]
    code, params = refusal
    assert code == "over_knock_limit" and params["limit"] == 10 and params["deadwood"] > 10
    assert params["card"] == "KD"  # the card the knock would have discarded


def test_request_refused_when_it_is_the_bots_turn(ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(knock_hand())
    ctl.move_delay_ms = 10_000  # keep the bot from answering during the test
    ctl.draw_stock()
    ctl.discard(parse_card("KD"))
    ctl.draw_stock()
    assert rec.refusals[-1][0] == "not_your_turn"


def test_bot_answers_and_stale_answers_are_dropped(qtbot: QtBot, ctl: JinlamiController) -> None:
    Recorder(ctl)
    ctl.load_hand(knock_hand())
    ctl.draw_stock()
    ctl.discard(parse_card("KD"))
    # The bot is asked with the current token; an answer with an old token is ignored.
    old = ctl.token - 1
    state_before = ctl.state.copy()
    ctl._on_answer(old, "move", Action.draw_stock())
    assert ctl.dropped_answers == 1
    assert ctl.state.actions == state_before.actions
    qtbot.waitUntil(lambda: ctl.state.to_act == 0 and ctl.state.phase is Phase.DRAW, timeout=5000)


class SlowBot:
    """A bot that takes a while, to catch an answer arriving after the game moved on."""

    def __init__(self, level: str = "slow", seed: int | None = None) -> None:
        self.calls = 0

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        self.calls += 1
        time.sleep(0.3)
        return view.legal_actions[0]


def test_answer_after_new_match_is_dropped(
    qtbot: QtBot, ctl: JinlamiController, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(controller_module, "make_bot", SlowBot)
    ctl.load_hand(knock_hand())
    ctl.draw_stock()
    ctl.discard(parse_card("KD"))  # the slow bot starts thinking
    qtbot.waitUntil(lambda: ctl._pending is not None, timeout=2000)
    ctl.load_hand(knock_hand())  # a new game before the answer comes
    qtbot.waitUntil(lambda: ctl.dropped_answers >= 1, timeout=3000)
    assert ctl.state.actions == []  # the stale answer was not played into the new hand


class CrashingBot:
    """A bot with a bug: every decision raises."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        raise RuntimeError("bot bug")


def test_a_crashing_bot_is_reported_and_a_legal_move_is_played(
    qtbot: QtBot, ctl: JinlamiController
) -> None:
    errors: list[str] = []
    ctl.bot_error.connect(errors.append)
    ctl.load_hand(knock_hand())
    ctl._bots[1] = CrashingBot()
    ctl.draw_stock()
    ctl.discard(parse_card("KD"))
    qtbot.waitUntil(lambda: ctl.state.is_over or ctl._human_to_act(), timeout=5000)
    assert errors and "bot bug" in errors[0]
    assert [a.kind for a in ctl.state.actions[2:4]] == ["draw_stock", "discard"]


class GatedBot:
    """A bot that keeps thinking until the test lets it answer; it notes its thread."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.thread: int | None = None

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        self.thread = threading.get_ident()
        self.started.set()
        self.release.wait(30)
        return view.legal_actions[0]


class Ticks:
    """Counts timer ticks on the UI thread (a bound method: no lambda needed)."""

    def __init__(self) -> None:
        self.count = 0

    def tick(self) -> None:
        self.count += 1


def test_ui_thread_stays_responsive_while_a_bot_thinks(
    qtbot: QtBot, ctl: JinlamiController
) -> None:
    """A bot thinks off the UI thread: while it is still deciding, the event loop keeps
    turning (timers fire), and its answer is played once it comes.  Deterministic: the
    bot does not answer until the test has seen the loop turn; how fast the loop turns
    under a searching bot is measured by the benchmarks, not here."""
    bot = GatedBot()
    thinking: list[bool] = []
    ctl.bot_thinking.connect(thinking.append)
    ctl.load_hand(knock_hand())
    ctl._bots[1] = bot
    ctl.draw_stock()
    ctl.discard(parse_card("KD"))  # the bot's turn: it starts thinking
    qtbot.waitUntil(bot.started.is_set, timeout=5000)
    ticks = Ticks()
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(ticks.tick)
    timer.start()
    try:
        qtbot.waitUntil(lambda: ticks.count >= 3, timeout=5000)  # the bot is still thinking
        assert not bot.release.is_set() and ctl.busy
        assert thinking == [True]  # the table's "thinking…" note
        assert bot.thread is not None and bot.thread != threading.get_ident()
        # The GIL is handed over often, so the UI thread is never kept waiting for long.
        assert sys.getswitchinterval() <= BotPool.SWITCH_INTERVAL_S
    finally:
        timer.stop()
        bot.release.set()
    qtbot.waitUntil(lambda: len(ctl.state.actions) >= 3, timeout=5000)
    assert ctl.state.actions[2].kind in ("draw_stock", "draw_discard")
    assert thinking[:2] == [True, False]


def test_whole_hand_with_autoplay_reports_the_result(qtbot: QtBot, ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.set_autoplay("medium")
    ctl.new_match(MatchSetup(seed=3, hands=2))
    qtbot.waitUntil(lambda: bool(rec.hands), timeout=20000)
    summary = rec.hands[0]
    assert summary.number == 1
    assert summary.kind in ("gin3", "gin2", "gin_dragon", "knock", "undercut", "draw")
    assert sum(summary.scores) == sum(summary.points)
    assert not summary.match_over
    ctl.next_hand()
    assert ctl.match is not None and ctl.match.hand_number == 2


def test_hint_suggests_a_legal_move(qtbot: QtBot, ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(knock_hand())
    ctl.request_hint()
    qtbot.waitUntil(lambda: bool(rec.hints), timeout=5000)
    assert rec.hints[0] in ctl.state.legal_actions()


def test_best_layoff_in_one_click(ctl: JinlamiController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(layoff_hand())
    ctl.best_layoff()
    assert ctl.state.is_over
    assert rec.hands and rec.hands[-1].kind in ("knock", "undercut")
    settlement = rec.hands[-1].view.settlement
    assert settlement is not None and parse_card("8S") in settlement.layoff


def test_resign_ends_the_match(ctl: JinlamiController) -> None:
    ctl.new_match(MatchSetup(seed=1))
    ctl.resign()
    assert ctl.match_over
    for seed in range(2, 40):  # a deal where the bot is to move first
        ctl.new_match(MatchSetup(seed=seed))
        if ctl.seat_is_bot(ctl.state.to_act):
            break
    ctl.resign()
    assert not ctl.state.is_over
    assert not ctl._should_move(ctl.state)  # no bot plays on in a resigned match
    rec = Recorder(ctl)
    ctl.draw_stock()
    assert rec.refusals[-1][0] == "no_match"


def test_team_match_instant_bot_duels(qtbot: QtBot, ctl: JinlamiController) -> None:
    setup = MatchSetup(
        seed=2, mode="team", hands=1, teammates=("easy",), opponents=("easy", "easy")
    )
    ctl.new_match(setup)
    assert ctl.team is not None and len(ctl.team.duels) == 4
    assert ctl.players[0] == "you"  # the human's duels come first
    ctl.set_autoplay("easy")
    for _ in range(10):
        qtbot.waitUntil(lambda: ctl.match_over or ctl.state.is_over, timeout=20000)
        if ctl.match_over:
            break
        if ctl.human_seat is not None:
            ctl.next_hand()  # the human presses "Next hand"; bot duels go on alone
    qtbot.waitUntil(lambda: ctl.match_over, timeout=20000)
    assert ctl.team.is_over
    assert all(m.is_over for _a, _b, m in ctl.team.duels)
