"""A synthetic statistics history made of real engine hands (greedy self-play).

Used by the statistics window's tests and by ``tests/desktop/storage_screens.py``: every
hand is a real, replayable hand, while the mix of rules, opponents, endings (finished,
resigned, abandoned) and practice is chosen so that every figure and chart has data.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine.match import Match, MatchConfig
from engine.rules import Rules
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.helpers import FakeClock, choose_action

PRESETS = ("classic", "jj", "gin1909", "international")
LEVELS = ("easy", "medium", "hard", "expert")


@dataclass
class Played:
    """What was recorded for one match, so tests can count without the store's SQL."""

    match_id: int
    rules: str
    opponent: str
    practice: bool
    result: str  # won / lost / drawn / resigned / abandoned
    hand_results: list[str] = field(default_factory=list)  # won / lost / drawn per hand


def _play_hand(match: Match, rng: random.Random) -> None:
    state = match.start_hand()
    while not state.is_over:
        match.apply(choose_action(state, rng))


def build_history(path: Path, count: int = 30, seed: int = 7) -> list[Played]:
    """Record ``count`` matches into the database at ``path``; returns what was recorded.

    Every tenth match from the fifth is resigned after a hand, every tenth from the eighth
    abandoned after a hand, and one in five is practice.
    """
    clock = FakeClock(start=datetime(2025, 3, 1, 18, 0, tzinfo=UTC), step=timedelta(minutes=7))
    stats = StatsStore(path, clock=clock)
    rng = random.Random(seed)
    out: list[Played] = []
    for i in range(count):
        preset = PRESETS[i % len(PRESETS)]
        level = LEVELS[(i // 2) % len(LEVELS)]
        practice = i % 5 == 3
        hands = 2 + i % 2
        match = Match(Rules.preset(preset), MatchConfig.fixed(hands), seed=seed * 1000 + i)
        mid = stats.start_match_for(match, opponents=(level,), practice=practice)
        ending = "resign" if i % 10 == 4 else "abandon" if i % 10 == 7 else "finish"
        to_play = 1 if ending != "finish" else hands
        for _ in range(to_play):
            _play_hand(match, rng)
        stats.record_missing_hands(mid, match, duration=40.0 + i)
        if ending == "abandon":
            stats.finish_match(mid, "abandoned")
            result = "abandoned"
        else:
            result = stats.finish_match_from(mid, match, resigned=ending == "resign")
        hand_results = []
        for r in match.records:
            hand_results.append("drawn" if r.winner is None else "won" if r.winner == 0 else "lost")
        out.append(Played(mid, preset, level, practice, result, hand_results))
    stats.close()
    return out
