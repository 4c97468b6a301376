"""Target-score matches of 拉米纸牌 (docs/RULES.md Part B): first to the target (50, 100,
200, 300 or 500) wins; :func:`default_target` is the target a new match starts with.

Like :class:`engine.jinlami.match.Match`, a match owns a master ``random.Random(seed)`` that
draws one seed per hand, so (rules, target, seed, actions) replays the whole match.
Seat 0 (the human in the offline app) leads the first hand: the first dealer is the
last seat.  After every hand, stalemates included, the dealer moves one seat on and
the player after the dealer leads.  Only the player who goes out scores, so the first
total to reach the target at the end of a hand is the only one: that seat wins.  A
match no total has ended ends after :data:`MAX_MATCH_HANDS` hands (stalemates only).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from ..actions import Action
from ..checks import check_rules, check_seed
from ..commitment import Fairness
from ..errors import RulesError, shown
from ..hand_sequence import HandSequence
from .events import RummyEvent
from .rules import RummyRules
from .state import RummyState

__all__ = [
    "HOLDING_LEVELS",
    "MAX_MATCH_HANDS",
    "TARGETS",
    "RummyHandRecord",
    "RummyMatch",
    "default_target",
]

#: The target scores a match may be played to (docs/RULES.md Part B, "Match").
TARGETS: Final = (50, 100, 200, 300, 500)
#: Bot levels that keep their melds in hand and go out in one turn (一把出完, doubled):
#: a decided hand against them is worth 125–240 points (docs/BOTS.md), so a target of
#: 50 or 100 would end the match in its first hand.
HOLDING_LEVELS: Final = frozenset({"hard", "expert"})
#: The most hands of a match (docs/RULES.md Part B): a hand that someone wins scores at
#: least a point, so only a long run of stalemates gets there; low enough that a save of
#: the longest match, every hand as long as a hand can be
#: (:data:`~engine.rummy.rules.MOVE_LIMIT`), stays under the loader's limits
#: (:mod:`engine.save_codec`; ``tests/engine/test_longest_saves.py`` builds one).
MAX_MATCH_HANDS: Final = 300


def default_target(levels: Sequence[str]) -> int:
    """The target a new match starts with, by its bots' levels (bot specs such as
    ``hard:200`` count by their level): 300 when one of them holds its melds for a
    rummy, so that the match lasts several hands, else 100 (docs/RULES.md Part B)."""
    held = any(str(level).split(":")[0] in HOLDING_LEVELS for level in levels)
    return 300 if held else 100


@dataclass(frozen=True, slots=True)
class RummyHandRecord:
    """One finished hand: enough to replay it and to show it in a history list.

    ``kind`` is ``"out"``, ``"rummy"`` (一把出完) or ``"stalemate"``; ``how`` is the
    result's ``how`` (``meld``/``layoff``/``discard``, or ``stock``/``turns``).
    """

    number: int  # 1-based
    dealer: int
    seed: int
    actions: tuple[Action, ...]
    points: tuple[int, ...]
    kind: str
    how: str
    winner: int | None


@dataclass
class RummyMatch(HandSequence[RummyState, RummyHandRecord, RummyEvent]):
    """A match of 2–4 seats to ``target`` points (one of :data:`TARGETS`)."""

    rules: RummyRules
    target: int
    seed: int
    #: the salt of the match's commitment (docs/RULES.md Part D); ``None``: no commitment
    salt: str | None = field(default=None, kw_only=True)
    fairness: Fairness | None = field(init=False, default=None)
    records: list[RummyHandRecord] = field(init=False, default_factory=list)
    scores: list[int] = field(init=False)
    state: RummyState | None = field(init=False, default=None)
    _rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        check_rules(self.rules, RummyRules)
        check_seed(self.seed, "the match seed")
        if self.salt is not None:
            self.fairness = Fairness(self.seed, self.salt)
        if type(self.target) is not int or self.target not in TARGETS:
            raise RulesError(
                f"the target score is one of {', '.join(map(str, TARGETS))}, "
                f"got {shown(self.target)}",
                code="bad_target",
            )
        self._rng = random.Random(self.seed)
        self.scores = [0] * self.rules.players

    # -- progress -------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.rules.players

    @property
    def first_dealer(self) -> int:
        """The last seat, so that seat 0 leads the first hand."""
        return self.rules.players - 1

    @property
    def next_dealer(self) -> int:
        return (self.first_dealer + len(self.records)) % self.rules.players

    @property
    def is_over(self) -> bool:
        if self._in_play():
            return False
        return max(self.scores) >= self.target or len(self.records) >= MAX_MATCH_HANDS

    @property
    def winner(self) -> int | None:
        """The seat that reached the target (or, after :data:`MAX_MATCH_HANDS` hands, the
        one alone with the highest total); ``None`` while the match is on or for a match
        drawn at the hand limit."""
        if not self.is_over:
            return None
        best = max(self.scores)
        leaders = [s for s in range(self.rules.players) if self.scores[s] == best]
        return leaders[0] if len(leaders) == 1 else None

    def hands_won(self) -> tuple[int, ...]:
        return tuple(self._wins())

    # -- playing --------------------------------------------------------------------------
    def _deal(self, seed: int, dealer: int) -> RummyState:
        return RummyState.new(self.rules, seed=seed, dealer=dealer)

    def _record(self, state: RummyState) -> None:
        pts = state.points()
        for i, p in enumerate(pts):
            self.scores[i] += p
        r = state.result
        assert r is not None
        kind = "stalemate" if r.kind == "stalemate" else ("rummy" if r.rummy else "out")
        self.records.append(
            RummyHandRecord(
                number=len(self.records) + 1,
                dealer=state.dealer,
                seed=state.seed,
                actions=tuple(state.actions),
                points=pts,
                kind=kind,
                how=r.how,
                winner=r.winner,
            )
        )
