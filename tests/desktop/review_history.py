"""Recorded hands for the review's tests: real engine hands in a statistics database,
the player's seat played badly on purpose (random legal moves) so the review has
mistakes to rank, the other seats by greedy or ``medium`` bots."""

from __future__ import annotations

import random
from pathlib import Path

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.game_parts import PARTS
from tests.storage.helpers import choose_action


def build_review_history(path: Path, seed: int = 5, hands: int = 2) -> tuple[int, int]:
    """One finished 金拉米 match of ``hands`` hands and one short 拉米纸牌 hand (two seats,
    a turn limit of 16: long enough that a random move can cost win chance) recorded at
    ``path``; returns their match ids."""
    stats = StatsStore(path, parts=PARTS)
    rng = random.Random(seed)
    match = Match(Rules.preset("classic"), MatchConfig.fixed(hands), seed=seed)
    jin = stats.start_match_for(match, opponents=("hard",))
    for _ in range(hands):
        state = match.start_hand()
        while not state.is_over:
            if state.to_act == 0 and state.phase.name != "LAYOFF":
                match.apply(rng.choice(state.legal_actions()))
            else:
                match.apply(choose_action(state, rng))
    stats.record_missing_hands(jin, match)
    stats.finish_match_from(jin, match)

    rummy = RummyMatch(RummyRules(players=2, turn_limit=16), 50, seed=seed)
    rid = stats.start_match_for(rummy, opponents=("medium",))
    bot = make_rummy_bot("medium", seed)
    s = rummy.start_hand()
    while not s.is_over:
        if s.to_act == 0:
            rummy.apply(rng.choice([a for a in s.legal_actions() if a.kind != "undo"]))
        else:
            rummy.apply(bot.choose(s.view(s.to_act), rng))
    stats.record_missing_hands(rid, rummy)
    stats.finish_match(rid, "abandoned")
    stats.close()
    return jin, rid
