"""How long the largest legal save takes to load: a script, not a test.

Builds the longest 金拉米 matches the engine allows — a team match of four against four
with the most hands a duel may have (16 duels × ``MAX_DUEL_HANDS``) and a fixed-hands match
of ``MAX_FIXED_HANDS`` hands, greedy moves — and a long 拉米纸牌 match, saves each through
:class:`SaveStore`, and times ``engine.serialize.loads`` and ``SaveStore.load_file`` with
``time.perf_counter`` (best of a few runs)::

    python -m tests.storage.bench_largest_save [HANDS]
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from engine import serialize
from engine.jinlami.match import MAX_DUEL_HANDS, MAX_FIXED_HANDS, Match, MatchConfig, TeamMatch
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.storage.saves import Game, SaveStore
from tests.storage.game_parts import PARTS
from tests.storage.helpers import advance


def long_jinlami(hands: int) -> Match:
    match = Match(Rules.preset("classic"), MatchConfig.fixed(hands), seed=29)
    rng = random.Random(29)
    while not match.is_over:
        advance(match, rng, 1000)
    return match


def long_team() -> TeamMatch:
    """Four against four, every duel ``MAX_DUEL_HANDS`` hands: the most hands a save holds."""
    teams = (("you", "easy", "medium", "hard"), ("easy", "medium", "hard", "expert"))
    team = TeamMatch(Rules.preset("classic"), teams, seed=31, hands_per_duel=MAX_DUEL_HANDS)
    rng = random.Random(31)
    for _a, _b, duel in team.duels:
        while not duel.is_over:
            advance(duel, rng, 1000)
    return team


def long_rummy(players: int = 4) -> RummyMatch:
    """A 拉米纸牌 match to 200 between easy bots (the longest hands)."""
    match = RummyMatch(RummyRules(players=players), 200, seed=29)
    bots = [make_rummy_bot("easy", seed=29 + i) for i in range(players)]
    while not match.is_over:
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return match


def measure(name: str, game: Game, store: SaveStore, runs: int = 5) -> None:
    path = store.saves_dir / f"{name}.json"
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    text = serialize.dumps(game)
    path.write_text(text, "utf-8")
    document = serialize.to_dict(game)
    hands = len(document.get("hands", [])) + sum(len(d) for d in document.get("duels", []))
    engine_best = store_best = float("inf")
    for _ in range(runs):
        t = time.perf_counter()
        serialize.loads(text)
        engine_best = min(engine_best, time.perf_counter() - t)
        t = time.perf_counter()
        result = store.load_file(path, quarantine=False)
        store_best = min(store_best, time.perf_counter() - t)
        assert result.ok, result.message
    print(
        f"{name}: {len(text):,} characters ({len(text) / serialize.MAX_SAVE_CHARS:.0%} of "
        f"MAX_SAVE_CHARS), {hands} hands; serialize.loads {engine_best * 1000:.0f} ms, "
        f"SaveStore.load_file {store_best * 1000:.0f} ms"
    )


def main(argv: list[str]) -> None:
    hands = int(argv[0]) if argv else MAX_FIXED_HANDS
    with tempfile.TemporaryDirectory() as tmp:
        store = SaveStore(Path(tmp) / "saves", parts=PARTS)
        measure("jinlami team", long_team(), store)
        t = time.perf_counter()
        jin = long_jinlami(hands)
        print(f"(built a {hands}-hand 金拉米 match in {time.perf_counter() - t:.0f} s)")
        measure("jinlami", jin, store)
        measure("rummy", long_rummy(), store)


if __name__ == "__main__":
    main(sys.argv[1:])
