"""Helpers for the storage tests: a fake clock and deterministic greedy self-play."""

from __future__ import annotations

import random
import zlib
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from engine import Action, Event
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState, Phase
from tests.engine.greedy import greedy_action


class FakeClock:
    """Deterministic time: starts at 2024-05-01 12:00 UTC, one minute per call."""

    def __init__(self, start: datetime | None = None, step: timedelta | None = None) -> None:
        self.now = start or datetime(2024, 5, 1, 12, 0, tzinfo=UTC)
        self.step = step if step is not None else timedelta(minutes=1)

    def __call__(self) -> datetime:
        t = self.now
        self.now += self.step
        return t


def choose_action(state: HandState, rng: random.Random) -> Action:
    """A greedy action (the best layoff when laying off) for whoever is to act."""
    if state.phase is Phase.LAYOFF:
        return state.best_layoff_actions()[0]
    return greedy_action(state.view(state.to_act), rng)


def play_action(state: HandState, rng: random.Random) -> list[Event]:
    """Play one greedy action."""
    return state.apply(choose_action(state, rng))


def play_hand(rules: Rules, seed: int, dealer: int = 0) -> HandState:
    """A whole greedy hand."""
    state = HandState.new(rules, seed=seed, dealer=dealer)
    rng = random.Random(seed)
    while not state.is_over:
        play_action(state, rng)
    return state


def advance(match: Match, rng: random.Random, actions: int) -> None:
    """Play up to ``actions`` actions of ``match``, dealing hands as needed."""
    for _ in range(actions):
        if match.is_over:
            return
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(choose_action(state, rng))


def make_match(preset: str = "classic", seed: int = 3, actions: int = 45, hands: int = 4) -> Match:
    """A match partway through its second hand or so (deterministic)."""
    match = Match(Rules.preset(preset), MatchConfig.fixed(hands), seed=seed)
    advance(match, random.Random(seed), actions)
    return match


def finished_match(preset: str = "classic", seed: int = 3, hands: int = 2) -> Match:
    match = Match(Rules.preset(preset), MatchConfig.fixed(hands), seed=seed)
    advance(match, random.Random(seed), 10_000)
    assert match.is_over
    return match


def count_inflations(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every inflation from now on, bounded (``zlib.decompressobj``) or whole
    (``zlib.decompress``), recorded in the returned list (its arguments)."""
    inflated: list[object] = []
    bounded, whole = zlib.decompressobj, zlib.decompress

    def counting(*args: Any) -> Any:
        inflated.append(args)
        return bounded(*args)

    def counting_whole(*args: Any) -> bytes:
        inflated.append(args)
        return whole(*args)

    monkeypatch.setattr(zlib, "decompressobj", counting)
    monkeypatch.setattr(zlib, "decompress", counting_whole)
    return inflated
