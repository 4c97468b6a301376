"""Bot against bot on duplicate deals: ``python -m engine.arena``.

::

    python -m engine.arena --rules classic --bots hard,medium --hands 2000 --seed 1 --json
    python -m engine.arena --rules international --bots expert:200,medium --games 100 --json
    python -m engine.arena --bots hard,hard --set 1:melds_only=true --hands 1000 --json
    python -m engine.arena --bots hard:melds_only,hard --hands 1000 --json

``--save-dir DIR`` writes every played deal (both legs) as a save file, or with
``--games`` every match (:mod:`engine.tools.save_dir`), for ``python -m engine.review``
and the app.

``--hands N`` deals N hands and plays each twice with the seats swapped (duplicate
play cancels the luck of the deal): ``hands`` and ``deals`` are N, ``hands_played`` is
2N.  ``--games N`` plays N whole matches the same way (each match seed twice, seats
swapped); a match is ``MatchConfig.default_for(rules)`` (International: a game to 100;
金拉米 presets: 8 fixed hands), or with ``--mode hollywood`` a Hollywood match (three
games to 100 at once, International presets only), whose JSON adds each game's wins
and points by bot (``hollywood_game_wins``, ``hollywood_game_points``: games 1, 2, 3).

``--deal-words TEXT`` deals from the player's words (docs/RULES.md Part D3): each deal's
(or match's) seed is the hash of the seed the run would have dealt it from, standing for
the app's secret, and the words; so a run is reproducible from ``--seed`` and the words,
and other words deal other cards.  Matches written by ``--save-dir`` carry the words
and the secret, for ``python -m engine.verify``.

``--jobs N`` spreads the deals over N processes (default: one per core).  A deal depends
on its number alone (its seed, the bots' generators), so every figure but the timing
ones is that of ``--jobs 1``: each deal is played by one call (:func:`play_deal`,
:func:`play_match`) that returns a picklable :class:`DealResult`, and the results are
folded in deal order.  The progress bar (on a terminal, not with ``--json``) moves as
deals finish.

Every decision goes through the fair interface: a fresh ``state.view(seat)`` and the
bot's own ``random.Random``.  Reported per bot: wins, win rate among decided hands with
a 95 % interval, points won (gross), net points per hand (own minus opponent's) with a
95 % interval, and thinking time per decision (mean and 95th percentile, over decisions
with more than one legal action).  Intervals treat each duplicate pair as one sample.

A bot spec may name a preset after the level (``hard:melds_only``,
``expert:500:no_lookahead``): the measured variants of ``docs/BOTS.md``, declared in
:data:`engine.jinlami.bots.variants.PRESETS`.  ``--set N:KEY=VALUE`` (repeatable) hands
one keyword option to bot N (1 or 2, in the order of ``--bots``): any field of
``HardParams`` or ``HardVariant`` for ``hard`` and ``expert``, and the expert's own
keywords (``lookahead`` …).  The value is read as JSON (``true``, ``0.15``) or else kept
as text, and the bot's key shows it (``hard[melds_only=true]``; ``labels`` lists the
keys of the per-bot figures, ``bots`` the specs as given).

How each bot plays (the styles of ``docs/BOTS.md``, ``hard:gin``): ``knocks`` it made,
their mean deadwood (``knock_deadwood_mean``) and turn (``knock_turn_mean``), its
``gin_rate`` (gins per hand played), its ``undercut_rate`` (the share of its knocks
that were undercut), and the hands' mean length in turns (``turns_per_hand``); as
counts by side, ``knocks_undercut`` (its knocks that were undercut), ``undercuts`` (the
other side's knocks it undercut), ``gins`` (knocks at no deadwood, big gins included)
and ``big_gins``, and ``won_hand_turns_mean`` (the mean length of the hands it won).
The keys are the same for every level, preset and style.

``--mode match8`` plays 金拉米 matches of eight hands (highest total wins; the JSON's
``mode`` is ``fixed``), under any preset; ``game`` and ``hollywood`` need International
scoring.

``--results FILE`` appends each finished deal (or match seed) to FILE as one JSON line
(:mod:`engine.tools.arena_results`); run again with the same command, the deals already
in the file are read back instead of played, so a run of thousands of games can be
done in pieces (``--piece N``: play at most N new deals, then report).  The report's
``asked``, ``finished``, ``complete`` and ``resumed`` (deals read back) say how far it
got; every figure is that of the finished deals, in deal order, as one run would fold
them (thinking time is that of the sitting that played each deal).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TextIO

from ..bot_options import BAD_OPTION
from ..bot_spec import STYLES
from ..commitment import Pledge, check_words, seed_from_words, with_fairness
from ..errors import RulesError
from ..games import GAME_IDS
from ..jinlami.bots import PRESETS, Bot, make, parse_spec
from ..jinlami.match import Match, MatchConfig
from ..jinlami.rules import Rules
from ..jinlami.state import HandState
from .arena_deals import DealResult, GameResult, HandResult
from .arena_results import ResultsError, ResultsFile
from .common import (
    Progress,
    add_jobs_option,
    labels,
    mean,
    percentile,
    play_out,
    ratio_ci,
    run_deals,
)
from .inputs import bounded_int, positive_float, save_folder, seed_int
from .save_dir import SaveDir

__all__ = [
    "ArenaResult",
    "DealResult",
    "HandResult",
    "main",
    "play_deal",
    "play_hand",
    "play_match",
    "run_games",
    "run_hands",
]


@dataclass
class _Side:
    label: str
    spec: str
    wins: int = 0
    points: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    times_ms: list[float] = field(default_factory=list)
    game_wins: int = 0
    game_points: int = 0
    knocks: int = 0  # hands it knocked (gin included)
    knock_deadwood: int = 0  # ... their deadwood, summed
    knock_turns: int = 0  # ... the turn of each knock, summed
    gins: int = 0  # its knocks at no deadwood (big gins included)
    big_gins: int = 0
    undercut: int = 0  # its knocks that were undercut
    undercuts: int = 0  # the other side's knocks it undercut
    won_turns: int = 0  # the length in turns of the hands it won, summed


@dataclass
class ArenaResult:
    """Raw tallies of a run; :meth:`summary` is what ``--json`` prints."""

    rules: Rules
    seed: int
    sides: tuple[_Side, _Side]
    deals: int = 0
    hands_played: int = 0
    draws: int = 0
    turns: int = 0
    pair_net: list[tuple[float, int]] = field(default_factory=list)  # (side 0 - side 1, hands)
    pair_wins: list[tuple[int, int]] = field(default_factory=list)  # (side-0 wins, decided)
    games: int = 0
    game_draws: int = 0
    game_pairs: list[tuple[int, int]] = field(default_factory=list)
    #: the mode of ``--games`` (``None``: the rules' default)
    mode: str | None = None
    #: Hollywood: each side's wins and points in games 1, 2, 3
    sheet_wins: tuple[list[int], list[int]] = field(default_factory=lambda: ([0] * 3, [0] * 3))
    sheet_points: tuple[list[int], list[int]] = field(default_factory=lambda: ([0] * 3, [0] * 3))
    seconds: float = 0.0
    #: deals (or match seeds) asked for; of the finished ones, how many were read back
    #: from a results file instead of played
    asked: int = 0
    resumed: int = 0

    def summary(self) -> dict[str, Any]:
        a, b = self.sides
        labels = (a.label, b.label)
        decided = a.wins + b.wins
        hp = self.hands_played
        net = sum(x for x, _n in self.pair_net)
        ppx = net / hp if hp else 0.0
        lo, hi = ratio_ci(self.pair_net, clamp=False)
        wr0 = a.wins / decided if decided else 0.0
        wlo, whi = ratio_ci(self.pair_wins)
        out: dict[str, Any] = {
            "rules": self.rules.name,
            "bots": [a.spec, b.spec],
            "labels": list(labels),  # the keys of the per-bot figures below
            "seed": self.seed,
            "hands": self.deals,
            "deals": self.deals,
            "hands_played": hp,
            "wins": {labels[0]: a.wins, labels[1]: b.wins},
            "draws": self.draws,
            "decided": decided,
            "points": {labels[0]: a.points, labels[1]: b.points},
            "points_per_hand": {labels[0]: ppx, labels[1]: -ppx},
            "points_per_hand_ci95": {labels[0]: [lo, hi], labels[1]: [-hi, -lo]},
            "gross_points_per_hand": {
                labels[0]: a.points / hp if hp else 0.0,
                labels[1]: b.points / hp if hp else 0.0,
            },
            "win_rate": {labels[0]: wr0, labels[1]: (1.0 - wr0) if decided else 0.0},
            "win_rate_ci95": {labels[0]: [wlo, whi], labels[1]: [1.0 - whi, 1.0 - wlo]},
            "win_kinds": {
                labels[0]: dict(sorted(a.kinds.items())),
                labels[1]: dict(sorted(b.kinds.items())),
            },
            # how each one plays: its knocks (mean deadwood and turn), gins per hand
            # played, the share of its knocks undercut; the hands' mean length in turns
            "knocks": {s.label: s.knocks for s in self.sides},
            "knock_deadwood_mean": {
                s.label: s.knock_deadwood / s.knocks if s.knocks else 0.0 for s in self.sides
            },
            "knock_turn_mean": {
                s.label: s.knock_turns / s.knocks if s.knocks else 0.0 for s in self.sides
            },
            "gin_rate": {s.label: s.gins / hp if hp else 0.0 for s in self.sides},
            "undercut_rate": {
                s.label: s.undercut / s.knocks if s.knocks else 0.0 for s in self.sides
            },
            "knocks_undercut": {s.label: s.undercut for s in self.sides},
            "undercuts": {s.label: s.undercuts for s in self.sides},
            "gins": {s.label: s.gins for s in self.sides},
            "big_gins": {s.label: s.big_gins for s in self.sides},
            "won_hand_turns_mean": {
                s.label: s.won_turns / s.wins if s.wins else 0.0 for s in self.sides
            },
            "turns_per_hand": self.turns / hp if hp else 0.0,
            "asked": self.asked,
            "finished": self.deals,
            "complete": self.deals >= self.asked,
            "resumed": self.resumed,
            "decisions": {s.label: len(s.times_ms) for s in self.sides},
            "decision_ms_mean": {s.label: mean(s.times_ms) for s in self.sides},
            "decision_ms_p95": {s.label: percentile(s.times_ms, 0.95) for s in self.sides},
            "decision_ms_max": {s.label: max(s.times_ms, default=0.0) for s in self.sides},
            "seconds": self.seconds,
        }
        if self.games:
            g_decided = a.game_wins + b.game_wins
            g0 = a.game_wins / g_decided if g_decided else 0.0
            glo, ghi = ratio_ci(self.game_pairs)
            out.update(
                {
                    "hands": hp,
                    "deals": None,
                    "match_seeds": self.deals,
                    "games": self.games,
                    "game_wins": {labels[0]: a.game_wins, labels[1]: b.game_wins},
                    "game_draws": self.game_draws,
                    "game_win_rate": {labels[0]: g0, labels[1]: (1.0 - g0) if g_decided else 0.0},
                    "game_win_rate_ci95": {
                        labels[0]: [glo, ghi],
                        labels[1]: [1.0 - ghi, 1.0 - glo],
                    },
                    "game_points": {labels[0]: a.game_points, labels[1]: b.game_points},
                    "mode": self.mode or MatchConfig.default_for(self.rules).mode,
                }
            )
            if self.mode == "hollywood":
                out["hollywood_game_wins"] = {labels[i]: list(self.sheet_wins[i]) for i in (0, 1)}
                out["hollywood_game_points"] = {
                    labels[i]: list(self.sheet_points[i]) for i in (0, 1)
                }
        return out


# -- playing -------------------------------------------------------------------------------

play_hand = play_out  # a 金拉米 hand played out by two bots


Options = Sequence[Mapping[str, Any]]


def _variant(spec: str, opts: Mapping[str, Any]) -> str:
    """The result key of a bot: its spec, with the ``--set`` options it was given."""
    if not opts:
        return spec
    return f"{spec}[{';'.join(f'{k}={json.dumps(v)}' for k, v in opts.items())}]"


def _new_sides(specs: Sequence[str], options: Options | None = None) -> tuple[_Side, _Side]:
    keys = [_variant(s, options[i] if options else {}) for i, s in enumerate(specs)]
    la, lb = labels(keys)[:2]
    return (_Side(la, specs[0]), _Side(lb, specs[1]))


def _bot_rng(seed: int, n: int, leg: int, side: int) -> random.Random:
    return random.Random(f"arena/{seed}/{n}/{leg}/{side}")


def _make_bots(
    specs: Sequence[str], seed: int, budget_ms: float | None, options: Options | None = None
) -> list[Bot]:
    """The two bots; ``ValueError`` names an option a bot does not take."""
    out = []
    for i, spec in enumerate(specs):
        name, opts = parse_spec(spec)
        if name == "expert" and budget_ms is not None and "budget_ms" not in opts:
            opts["budget_ms"] = budget_ms
        extra = dict(options[i]) if options else {}
        opts.update(extra)
        try:
            out.append(make(name, seed=seed * 2 + i, **opts))
        except RulesError as exc:  # an unknown keyword, or a value out of its bounds
            if exc.code != BAD_OPTION:
                raise
            raise ValueError(f"bot {i + 1} ({name}) does not take {sorted(extra)}: {exc}") from None
    return out


def parse_set(item: str) -> tuple[int, str, Any]:
    """``"1:melds_only=true"`` → ``(0, "melds_only", True)`` (bot index from 0)."""
    who, colon, rest = item.partition(":")
    key, eq, text = rest.partition("=")
    if not colon or not eq or who.strip() not in ("1", "2") or not key.strip().isidentifier():
        raise ValueError(f"--set takes N:KEY=VALUE with N 1 or 2, got {item!r}")
    try:
        value: Any = json.loads(text)
    except ValueError:
        value = text
    return int(who) - 1, key.strip(), value


@dataclass(frozen=True, slots=True)
class DealContext:
    """Everything a deal needs besides its number, built once per process."""

    rules: Rules
    seed: int
    seeds: tuple[int, ...]  # the deal (or match) seed of each deal, in order
    bots: tuple[Bot, Bot]
    specs: tuple[str, str]
    saves: SaveDir | None = None  # where each deal is written, when asked
    config: MatchConfig | None = None  # the match of ``--games``; None: the rules' default
    words: str | None = None  # --deal-words: the seeds are the words' of ``secrets``
    secrets: tuple[int, ...] = ()  # with ``words``: each deal's secret (its unmixed seed)


def _context(
    rules: Rules,
    specs: Sequence[str],
    seed: int,
    count: int,
    budget_ms: float | None,
    options: Options | None,
    saves: SaveDir | None = None,
    config: MatchConfig | None = None,
    words: str | None = None,
) -> DealContext:
    master = random.Random(seed)
    secrets = tuple(master.getrandbits(63) for _ in range(count))
    seeds = secrets if words is None else tuple(seed_from_words(s, words) for s in secrets)
    a, b = _make_bots(specs, seed, budget_ms, options)
    return DealContext(
        rules, seed, seeds, (a, b), (specs[0], specs[1]), saves, config, words, secrets
    )


def _hand_result(
    state: HandState, seat_of: tuple[int, int], times: list[list[float]]
) -> HandResult:
    """A finished hand by side; ``seat_of[i]`` is side ``i``'s seat, ``times`` by seat."""
    pts = state.points()
    by_seat = (0, 1) if seat_of[0] == 0 else (1, 0)  # side of each seat
    points = (pts[seat_of[0]], pts[seat_of[1]])
    w = state.winner
    s = state.settlement
    times_by_side = (times[seat_of[0]], times[seat_of[1]])
    if w is None or s is None:
        return HandResult(points, None, None, None, 0, state.turn, times_by_side)
    return HandResult(
        points,
        by_seat[w],
        s.kind,
        by_seat[state.knocker],
        s.knocker_deadwood,
        state.turn,
        times_by_side,
    )


def play_deal(ctx: DealContext, n: int) -> DealResult:
    """Deal ``n`` of a ``--hands`` run: one dealt hand played twice, seats swapped."""
    bots = ctx.bots
    hands = []
    for leg in (0, 1):
        seat_of = (0, 1) if leg == 0 else (1, 0)  # seat of side 0, side 1
        seated = [bots[0], bots[1]] if leg == 0 else [bots[1], bots[0]]
        rngs = [_bot_rng(ctx.seed, n, leg, seat) for seat in (0, 1)]
        times: list[list[float]] = [[], []]  # by seat
        state = HandState.new(ctx.rules, seed=ctx.seeds[n], dealer=n % 2)
        play_hand(state, seated, rngs, times)
        if ctx.saves is not None:
            ctx.saves.hand(state, n, leg, ctx.specs if leg == 0 else ctx.specs[::-1])
        hands.append(_hand_result(state, seat_of, times))
    return DealResult(n, tuple(hands))


def play_match(ctx: DealContext, n: int) -> DealResult:
    """Match seed ``n`` of a ``--games`` run: one match played twice, seats swapped."""
    bots = ctx.bots
    config = ctx.config or MatchConfig.default_for(ctx.rules)
    hands = []
    games = []
    for leg in (0, 1):
        seat_of = (0, 1) if leg == 0 else (1, 0)
        seated = [bots[0], bots[1]] if leg == 0 else [bots[1], bots[0]]
        saves = ctx.saves
        match = Match(ctx.rules, config, ctx.seeds[n], salt=saves.salt(n, leg) if saves else None)
        if saves is not None and ctx.words is not None:  # the save carries both parts
            with_fairness(match, Pledge(ctx.secrets[n], saves.salt(n, leg)).deal(ctx.words))
        h = 0
        while not match.is_over:
            state = match.start_hand()
            rngs = [_bot_rng(ctx.seed, n * 1000 + h, leg, seat) for seat in (0, 1)]
            times: list[list[float]] = [[], []]  # by seat
            while not state.is_over:
                p = state.to_act
                view = state.view(p)
                t1 = time.perf_counter()
                action = seated[p].choose(view, rngs[p])
                dt = (time.perf_counter() - t1) * 1000.0
                if len(view.legal_actions) > 1:
                    times[p].append(dt)
                for e in match.apply(action):
                    for seat in (0, 1):
                        seated[seat].observe(e.for_viewer(seat))
            hands.append(_hand_result(state, seat_of, times))
            h += 1
        if saves is not None:
            saves.match(match, n, leg, ctx.specs if leg == 0 else ctx.specs[::-1])
        final = match.final_scores()
        w = match.winner
        over = match.is_over
        sheets = [g.totals(config.target, over) for g in match.games()]
        games.append(
            GameResult(
                (final[seat_of[0]], final[seat_of[1]]),
                None if w is None else (0 if seat_of[0] == w else 1),
                tuple((t[seat_of[0]], t[seat_of[1]]) for t in sheets),
            )
        )
    return DealResult(n, tuple(hands), tuple(games))


def _add_hand(res: ArenaResult, hand: HandResult) -> tuple[int, int]:
    """Tally one hand; return (side-0 points minus side-1 points, side-0 won? -1: a draw)."""
    res.hands_played += 1
    res.turns += hand.turns
    sides = res.sides
    for i in (0, 1):
        sides[i].points += hand.points[i]
        sides[i].times_ms.extend(hand.times_ms[i])
    if hand.knocker is not None:
        knocker = sides[hand.knocker]
        knocker.knocks += 1
        knocker.knock_deadwood += hand.knock_deadwood
        knocker.knock_turns += hand.turns
        knocker.gins += hand.knock_deadwood == 0
        knocker.big_gins += hand.kind == "big_gin"
        if hand.winner is not None and hand.winner != hand.knocker:
            knocker.undercut += 1
            sides[hand.winner].undercuts += 1
    side = hand.winner
    if side is None or hand.kind is None:
        res.draws += 1
        return 0, -1
    sides[side].wins += 1
    sides[side].won_turns += hand.turns
    sides[side].kinds[hand.kind] = sides[side].kinds.get(hand.kind, 0) + 1
    return hand.points[0] - hand.points[1], 1 if side == 0 else 0


def _add_deal(res: ArenaResult, deal: DealResult) -> None:
    """Fold one deal into the tallies (called in deal order, as a serial run plays)."""
    net = 0
    wins = 0
    decided = 0
    for hand in deal.hands:
        d, won = _add_hand(res, hand)
        net += d
        if won >= 0:
            decided += 1
            wins += won
    res.deals += 1
    res.pair_net.append((net, len(deal.hands)))
    res.pair_wins.append((wins, decided))
    if not deal.games:
        return
    game_wins = 0
    game_decided = 0
    for g in deal.games:
        res.games += 1
        for i in (0, 1):
            res.sides[i].game_points += g.points[i]
        for k, totals in enumerate(g.sheets):
            for i in (0, 1):
                res.sheet_points[i][k] += totals[i]
            if totals[0] != totals[1]:
                res.sheet_wins[0 if totals[0] > totals[1] else 1][k] += 1
        if g.winner is None:
            res.game_draws += 1
            continue
        game_decided += 1
        res.sides[g.winner].game_wins += 1
        game_wins += g.winner == 0
    res.game_pairs.append((game_wins, game_decided))


def _run(
    play: Callable[[DealContext, int], DealResult],
    rules: Rules,
    specs: Sequence[str],
    count: int,
    seed: int,
    budget_ms: float | None,
    progress: TextIO | None,
    options: Options | None,
    jobs: int,
    saves: SaveDir | None = None,
    config: MatchConfig | None = None,
    words: str | None = None,
    results: Path | None = None,
    piece: int | None = None,
) -> ArenaResult:
    """``count`` deals played by ``play`` over ``jobs`` processes, folded in deal order
    (each written to ``saves`` by the process that played it, when given; ``config``:
    the match of a ``--games`` run, ``None`` for the rules' default; ``words``: the
    player's words the deals are mixed with).

    ``results``: the run's results file (:mod:`engine.tools.arena_results`); deals
    already in it are read back, not played, and each deal played is appended as it
    finishes.  ``piece``: play at most this many deals not yet finished (the rest are
    left for a later run; the report says how many of the asked deals are finished)."""
    res = ArenaResult(
        rules,
        seed,
        _new_sides(specs, options),
        mode=None if config is None else config.mode,
        asked=count,
    )
    store = None
    found: dict[int, DealResult] = {}
    if results is not None:
        run = {
            "game": "jinlami",
            "rules": rules.to_dict(),
            "bots": list(specs),
            "options": [dict(o) for o in options or ({}, {})],
            "seed": seed,
            "play": play.__name__,
            "match": None if config is None else config.to_dict(),
            "budget_ms": budget_ms,
            "words": words,
        }
        store = ResultsFile(results, run)
        found = {n: d for n, d in store.found.items() if n < count}
    todo = tuple(n for n in range(count) if n not in found)
    if piece is not None:
        todo = todo[:piece]
    res.resumed = len(found)
    setup = partial(
        _context,
        rules,
        list(specs),
        seed,
        count,
        budget_ms,
        [dict(o) for o in options or ()],
        saves,
        config,
        words,
    )
    bar = Progress(len(todo), progress)
    tally = [0, 0, 0]  # deals finished, side-0 and side-1 wins (of hands, or of games)
    a = res.sides[0]

    def done(deal: DealResult) -> None:
        if store is not None:
            store.add(deal)
        tally[0] += 1
        if deal.games:
            for g in deal.games:
                if g.winner is not None:
                    tally[1 + g.winner] += 1
        else:
            for hand in deal.hands:
                if hand.winner is not None:
                    tally[1 + hand.winner] += 1
        what = "games " if deal.games else ""
        bar.update(tally[0], f"{a.label} {what}{tally[1]}-{tally[2]}")

    t0 = time.perf_counter()
    try:
        played = run_deals(setup, partial(_play_listed, play, todo), len(todo), jobs, done)
    finally:
        if store is not None:
            store.close()
    found.update((d.n, d) for d in played)
    for n in sorted(found):
        _add_deal(res, found[n])
    res.seconds = time.perf_counter() - t0
    return res


def _play_listed(
    play: Callable[[DealContext, int], DealResult],
    todo: tuple[int, ...],
    ctx: DealContext,
    i: int,
) -> DealResult:
    """The ``i``-th deal of those still to play (picklable, for the worker processes)."""
    return play(ctx, todo[i])


def run_hands(
    rules: Rules,
    specs: Sequence[str],
    deals: int,
    seed: int,
    budget_ms: float | None = None,
    progress: TextIO | None = None,
    options: Options | None = None,
    jobs: int = 1,
    saves: SaveDir | None = None,
    *,
    words: str | None = None,
    results: Path | None = None,
    piece: int | None = None,
) -> ArenaResult:
    """``deals`` duplicate deals: each dealt hand twice, seats swapped (over ``jobs``
    processes: the same result as one; each written to ``saves`` when given; ``words``:
    dealt from the player's words; ``results``, ``piece``: resumable, see :func:`_run`)."""
    return _run(
        play_deal,
        rules,
        specs,
        deals,
        seed,
        budget_ms,
        progress,
        options,
        jobs,
        saves,
        None,
        words,
        results,
        piece,
    )


def run_games(
    rules: Rules,
    specs: Sequence[str],
    games: int,
    seed: int,
    budget_ms: float | None = None,
    progress: TextIO | None = None,
    options: Options | None = None,
    jobs: int = 1,
    saves: SaveDir | None = None,
    config: MatchConfig | None = None,
    *,
    words: str | None = None,
    results: Path | None = None,
    piece: int | None = None,
) -> ArenaResult:
    """``games`` duplicate matches (``config``, by default ``MatchConfig.default_for(rules)``),
    seats swapped (over ``jobs`` processes: the same result as one; each written to
    ``saves`` when given, with a commitment; ``words``: dealt from the player's words;
    ``results``, ``piece``: resumable, see :func:`_run`)."""
    return _run(
        play_match,
        rules,
        specs,
        games,
        seed,
        budget_ms,
        progress,
        options,
        jobs,
        saves,
        config,
        words,
        results,
        piece,
    )


def _table(r: dict[str, Any]) -> str:
    a, b = r["wins"].keys()
    rows = [
        f"rules {r['rules']}, seed {r['seed']}: {a} vs {b}",
    ]
    if "games" in r:
        rows.append(
            f"games {r['games']} ({r['match_seeds']} match deals, each played twice), "
            f"drawn games {r['game_draws']}"
        )
        rows.append(f"hands played {r['hands_played']}, draws {r['draws']}")
    else:
        rows.append(
            f"hands played {r['hands_played']} ({r['deals']} deals, each twice), draws {r['draws']}"
        )
    head = f"{'':<14}{a:>16}{b:>16}"
    rows.append(head)

    def row(name: str, key: str, fmt: str) -> None:
        va, vb = r[key][a], r[key][b]
        rows.append(f"{name:<14}{format(va, fmt):>16}{format(vb, fmt):>16}")

    def ci_row(name: str, key: str, fmt: str) -> None:
        va, vb = r[key][a], r[key][b]
        ta = f"[{format(va[0], fmt)}, {format(va[1], fmt)}]"
        tb = f"[{format(vb[0], fmt)}, {format(vb[1], fmt)}]"
        rows.append(f"{name:<14}{ta:>16}{tb:>16}")

    row("wins", "wins", "d")
    row("win rate", "win_rate", ".3f")
    ci_row("  95% CI", "win_rate_ci95", ".3f")
    row("points", "points", "d")
    row("net pts/hand", "points_per_hand", "+.2f")
    ci_row("  95% CI", "points_per_hand_ci95", ".2f")
    if "games" in r:
        row("game wins", "game_wins", "d")
        row("game win rate", "game_win_rate", ".3f")
        ci_row("  95% CI", "game_win_rate_ci95", ".3f")
    row("knocks", "knocks", "d")
    row("knock dw", "knock_deadwood_mean", ".2f")
    row("knock turn", "knock_turn_mean", ".1f")
    row("gin rate", "gin_rate", ".3f")
    row("undercut rate", "undercut_rate", ".3f")
    row("undercut", "knocks_undercut", "d")
    row("undercuts", "undercuts", "d")
    row("gins", "gins", "d")
    row("big gins", "big_gins", "d")
    row("won hand turns", "won_hand_turns_mean", ".1f")
    rows.append(f"turns per hand {r['turns_per_hand']:.1f}")
    row("ms mean", "decision_ms_mean", ".2f")
    row("ms p95", "decision_ms_p95", ".2f")
    if not r["complete"] or r["resumed"]:
        rows.append(
            f"finished {r['finished']} of {r['asked']} asked ({r['resumed']} read back "
            "from the results file)"
        )
    rows.append(f"{r['seconds']:.1f} s")
    return "\n".join(rows)


#: How many deals or matches one run plays at most.
_COUNT = bounded_int(1, 1_000_000)


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m engine.arena``: ``--game`` (default 金拉米) picks the game's arena."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    game = argparse.ArgumentParser(prog="python -m engine.arena", add_help=False)
    game.add_argument("--game", choices=GAME_IDS, default=GAME_IDS[0])
    chosen, _rest = game.parse_known_args(args_list)
    return _arena_of(chosen.game)(args_list)


def _arena_of(game_id: str) -> Callable[[list[str]], int]:
    """The arena of each game of the registry (:data:`engine.games.GAME_IDS`)."""
    from .rummy_arena import main as rummy_main  # lazy: start-up time (one game per run)

    arenas: dict[str, Callable[[list[str]], int]] = {"jinlami": jinlami_main, "rummy": rummy_main}
    return arenas[game_id]


#: The choices of ``--mode``, the match of ``--games``: an International game to 100, a
#: Hollywood match (both International presets only), a 金拉米 match of eight hands.
ARENA_MODES = ("game", "hollywood", "match8")


def _config_of(mode: str | None, rules: Rules) -> MatchConfig | None:
    """The match of ``--mode`` under ``rules`` (``None``: the rules' default); a
    :class:`RulesError` when the rules do not score International games."""
    if mode is None:
        return None
    if mode == "match8":
        return MatchConfig.fixed(8)
    if rules.scoring != "international":
        raise RulesError(
            f"--mode {mode} needs a preset with international scoring, not {rules.name}",
            code="hollywood_scoring" if mode == "hollywood" else "bad_rules",
        )
    return MatchConfig.hollywood() if mode == "hollywood" else MatchConfig.game()


def _play_run(
    args: argparse.Namespace,
    rules: Rules,
    specs: list[str],
    options: Options,
    config: MatchConfig | None,
    words: str | None,
    progress: TextIO | None,
    saves: SaveDir | None,
) -> ArenaResult:
    """The run the command line asked for: ``--games`` matches or ``--hands`` deals."""
    if args.games is not None:
        return run_games(
            rules,
            specs,
            args.games,
            args.seed,
            args.budget_ms,
            progress,
            options,
            args.jobs,
            saves,
            config,
            words=words,
            results=args.results,
            piece=args.piece,
        )
    return run_hands(
        rules,
        specs,
        200 if args.hands is None else args.hands,
        args.seed,
        args.budget_ms,
        progress,
        options,
        args.jobs,
        saves,
        words=words,
        results=args.results,
        piece=args.piece,
    )


def jinlami_main(args_list: list[str]) -> int:
    """The 金拉米 arena: duplicate deals between two bots (``--games``: whole games)."""
    game = argparse.ArgumentParser(add_help=False)
    game.add_argument("--game")
    argv = game.parse_known_args(args_list)[1]  # --game is main()'s
    presets = "; ".join(f"{level}: {', '.join(sorted(p))}" for level, p in PRESETS.items())
    ap = argparse.ArgumentParser(
        prog="python -m engine.arena",
        description="Bots against each other on duplicate deals.",
        epilog=f"presets (after the level, e.g. hard:melds_only; docs/BOTS.md): {presets}. "
        f"Playing styles (after hard, e.g. hard:gin): {', '.join(STYLES)}",
    )
    ap.add_argument("--rules", default="classic", help="rules preset (default classic)")
    ap.add_argument(
        "--bots",
        default="hard,medium",
        help="two bot specs, e.g. hard,medium or hard:melds_only,hard (a preset after the level)",
    )
    size = ap.add_mutually_exclusive_group()
    size.add_argument(
        "--hands", type=_COUNT, help="duplicate deals (each played twice; 1 to 1,000,000)"
    )
    size.add_argument(
        "--games", type=_COUNT, help="duplicate matches (each played twice; 1 to 1,000,000)"
    )
    ap.add_argument(
        "--mode",
        choices=ARENA_MODES,
        default=None,
        help="the match of --games: game (to 100) or hollywood (three games at once; "
        "International presets), match8 (eight hands, highest total); default: the rules' "
        "own (game, or 8 fixed hands)",
    )
    ap.add_argument("--seed", type=seed_int, default=1)
    ap.add_argument(
        "--deal-words",
        metavar="TEXT",
        help="deal from these words mixed with each deal's seed (docs/RULES.md Part D3)",
    )
    ap.add_argument(
        "--budget-ms", type=positive_float, default=None, help="expert's time budget (> 0)"
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--results",
        type=Path,
        metavar="FILE",
        help="append each finished deal to FILE as a JSON line; deals already there are "
        "read back, not played (a stopped run resumes with the same command)",
    )
    ap.add_argument(
        "--piece",
        type=bounded_int(0, 1_000_000),
        metavar="N",
        help="with --results: play at most N deals not yet in the file, then report "
        "(0: report what the file holds)",
    )
    add_jobs_option(ap)
    ap.add_argument(
        "--save-dir", type=save_folder, help="write every played deal as a save file here"
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="N:KEY=VALUE",
        help="keyword option for bot N (1 or 2), e.g. 1:melds_only=true (repeatable)",
    )
    args = ap.parse_args(argv)
    try:
        rules = Rules.preset(args.rules)
        specs = [s.strip() for s in args.bots.split(",") if s.strip()]
        if len(specs) != 2:
            raise ValueError("--bots needs exactly two bot specs, e.g. hard,medium")
        options: list[dict[str, Any]] = [{}, {}]
        for item in args.set:
            who, key, value = parse_set(item)
            options[who][key] = value
        _make_bots(specs, args.seed, args.budget_ms, options)  # every spec and option valid
        config = _config_of(args.mode, rules)
    except ValueError as exc:
        ap.error(str(exc))
    try:
        words = None if args.deal_words is None else check_words(args.deal_words)
    except RulesError as exc:
        ap.error(f"--deal-words: {exc} ({exc.code})")
    if config is not None and args.games is None:
        ap.error("--mode needs --games")
    if args.piece is not None and args.results is None:
        ap.error("--piece needs --results")
    progress = sys.stderr if (not args.json and sys.stderr.isatty()) else None
    saves = SaveDir(args.save_dir, "jinlami", args.seed) if args.save_dir else None
    try:
        res = _play_run(args, rules, specs, options, config, words, progress, saves)
    except (ResultsError, OSError) as exc:
        ap.error(f"--results: {exc}")
    summary = res.summary()
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(_table(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
