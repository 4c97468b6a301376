"""A synthetic statistics history made of real engine hands (greedy self-play).

Used by the statistics window's tests and by ``tests/desktop/storage_screens.py``: every
hand is a real, replayable hand, while the mix of rules, opponents, endings (finished,
resigned, abandoned) and practice is chosen so that every figure and chart has data.
``build_rummy_history`` does the same for 拉米纸牌 with seeded bots at 2–4 seats, with
a short turn limit now and then so that stalemates are in it too.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.game_parts import PARTS
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
    stats = StatsStore(path, clock=clock, parts=PARTS)
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


@dataclass
class RummyPlayed:
    """What was recorded for one 拉米纸牌 match (hand kinds and results from seat 0)."""

    match_id: int
    players: int
    opponents: tuple[str, ...]
    practice: bool
    result: str
    kinds: list[str] = field(default_factory=list)  # out / rummy / stalemate per hand
    winners: list[int | None] = field(default_factory=list)
    scores: tuple[int, ...] = ()


def play_rummy_hand(match: RummyMatch, levels: tuple[str, ...], seed: int) -> None:
    """Deal and play one hand of ``match`` with seeded bots (seat i plays ``levels[i]``)."""
    state = match.start_hand()
    bots = [make_rummy_bot(level, seed=seed * 10 + i) for i, level in enumerate(levels)]
    while not state.is_over:
        match.apply(bots[state.to_act].choose(state.view(state.to_act)))


def build_rummy_history(path: Path, count: int = 12, seed: int = 11) -> list[RummyPlayed]:
    """Record ``count`` 拉米纸牌 matches (to 50, 2–4 seats) into the database at ``path``.

    Every fourth match plays with a turn limit of 6 (stalemates) and is abandoned after
    three hands; one in five is practice; match 5 (to 200) is resigned after a hand.
    """
    clock = FakeClock(start=datetime(2025, 4, 1, 18, 0, tzinfo=UTC), step=timedelta(minutes=9))
    stats = StatsStore(path, clock=clock, parts=PARTS)
    out: list[RummyPlayed] = []
    for i in range(count):
        players = 2 + i % 3
        stalling = i % 4 == 3
        rules = RummyRules(players=players, turn_limit=6 if stalling else 120)
        match = RummyMatch(rules, 200 if i == 5 else 50, seed=seed * 1000 + i)
        levels = ("medium", *(LEVELS[(i + k) % len(LEVELS)] for k in range(players - 1)))
        practice = i % 5 == 2
        mid = stats.start_match_for(match, opponents=levels[1:], practice=practice)
        hand = 0
        limit = 3 if stalling else 1 if i == 5 else 12
        while not match.is_over and hand < limit:
            play_rummy_hand(match, levels, seed * 100 + i * 13 + hand)
            hand += 1
        stats.record_missing_hands(mid, match, duration=60.0 + i)
        if match.is_over:
            result = stats.finish_match_from(mid, match)
        elif i == 5:
            result = stats.finish_match_from(mid, match, resigned=True)
        else:
            stats.finish_match(mid, "abandoned")
            result = "abandoned"
        out.append(
            RummyPlayed(
                mid,
                players,
                levels[1:],
                practice,
                result,
                [r.kind for r in match.records],
                [r.winner for r in match.records],
                tuple(match.scores),
            )
        )
    stats.close()
    return out
