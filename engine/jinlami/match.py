"""Matches of 金拉米 (docs/RULES.md A7), International games to 100 and Hollywood Gin
(docs/RULES.md Part C).

A match owns a master ``random.Random(seed)``: it draws the first dealer and then one
seed per hand, so (rules, config, seed, actions) replays the whole match.  The dealer
alternates every hand, drawn hands included.  A hand is started explicitly
(:meth:`Match.start_hand`) so a UI can show the end of the previous one first.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Any, Final, Literal

from ..actions import Action
from ..checks import check_int, check_rules, check_seed
from ..commitment import Fairness
from ..errors import RulesError, shown
from ..hand_sequence import HandSequence
from .events import Event
from .hollywood import GameSheet, game_totals, hollywood_games
from .rules import Rules
from .standing import MatchStanding
from .state import HandState

__all__ = [
    "GAME_MODES",
    "MAX_DUEL_HANDS",
    "MAX_FIXED_HANDS",
    "MAX_HAND_LIMIT",
    "MAX_MATCH_HANDS",
    "MAX_TARGET",
    "HandRecord",
    "Match",
    "MatchConfig",
    "TeamMatch",
]

Mode = Literal["fixed", "target", "game", "hollywood"]
MODES: Final = ("fixed", "target", "game", "hollywood")
#: The modes scored as International games to 100 (docs/RULES.md Part C): they play up
#: to :data:`MAX_MATCH_HANDS` hands, their ``hand_limit`` unread.
GAME_MODES: Final = ("game", "hollywood")
#: The most hands of any match (a ``fixed`` match's ``hands``, a ``target`` match's
#: ``hand_limit``, every ``game`` or ``hollywood`` match): far above any real match, low
#: enough that a save of the longest match, every hand of it as long as a hand can be
#: (:data:`~engine.jinlami.rules.TURN_LIMIT`), stays under the loader's limits
#: (:mod:`engine.save_codec`; ``tests/engine/test_longest_saves.py`` builds one).
MAX_MATCH_HANDS: Final = 500
MAX_FIXED_HANDS: Final = MAX_MATCH_HANDS
MAX_HAND_LIMIT: Final = MAX_MATCH_HANDS
#: The highest target (the hand limit, not the target, bounds a match's length).
MAX_TARGET: Final = 100_000
#: The most hands of one duel of a team match (the app offers 1 to 50; 16 duels of it
#: stay under a save's limit).
MAX_DUEL_HANDS: Final = 50


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """How a match ends.

    ``fixed``: ``hands`` hands, highest total wins.  ``target``: first to ``target`` at the
    end of a hand, else highest after ``hand_limit`` hands.  ``game``: International game
    to ``target`` (100) with game, box and shut-out bonuses, ended after
    :data:`MAX_MATCH_HANDS` hands if nobody gets there (docs/RULES.md Part C; its
    ``hand_limit`` is not read).  ``hollywood``: three such games to ``target`` scored at
    once (:mod:`engine.jinlami.hollywood`), over when all three are decided or after
    :data:`MAX_MATCH_HANDS` hands (``hand_limit`` not read either); :class:`Match`
    refuses it under 金拉米 scoring (``hollywood_scoring``).
    Each number is a whole number from 1 to its maximum (:data:`MAX_FIXED_HANDS`,
    :data:`MAX_TARGET`, :data:`MAX_HAND_LIMIT`); a :class:`RulesError` (``bad_rules``)
    otherwise.
    """

    mode: Mode = "fixed"
    hands: int = 8
    target: int = 200
    hand_limit: int = 20

    def __post_init__(self) -> None:
        if type(self.mode) is not str or self.mode not in MODES:
            raise RulesError(f"unknown match mode {shown(self.mode)}; expected one of {MODES}")
        for name, top in (
            ("hands", MAX_FIXED_HANDS),
            ("target", MAX_TARGET),
            ("hand_limit", MAX_HAND_LIMIT),
        ):
            check_int(getattr(self, name), name, 1, top, "bad_rules", RulesError)

    @property
    def most_hands(self) -> int:
        """The most hands a match of this config plays (:data:`MAX_MATCH_HANDS` at most)."""
        if self.mode == "fixed":
            return self.hands
        return self.hand_limit if self.mode == "target" else MAX_MATCH_HANDS

    @classmethod
    def hollywood(cls, target: int = 100) -> MatchConfig:
        """Hollywood Gin: three games to ``target`` at once (docs/RULES.md Part C)."""
        return cls("hollywood", target=target, hand_limit=MAX_HAND_LIMIT)

    @classmethod
    def fixed(cls, hands: int = 8) -> MatchConfig:
        return cls("fixed", hands=hands)

    @classmethod
    def target_score(cls, target: int = 200, hand_limit: int = 20) -> MatchConfig:
        return cls("target", target=target, hand_limit=hand_limit)

    @classmethod
    def game(cls, target: int = 100) -> MatchConfig:
        return cls("game", target=target, hand_limit=MAX_HAND_LIMIT)

    @classmethod
    def default_for(cls, rules: Rules) -> MatchConfig:
        """International rules play a game to 100; 金拉米 presets eight fixed hands."""
        check_rules(rules, Rules)
        return cls.game() if rules.scoring == "international" else cls.fixed()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Any) -> MatchConfig:
        if not isinstance(data, dict):
            raise RulesError("match settings must be an object")
        unknown = set(data) - {"mode", "hands", "target", "hand_limit"}
        if unknown:
            raise RulesError(f"unknown match settings: {shown(sorted(map(str, unknown)))}")
        limit = data.get("hand_limit")
        if data.get("mode") in GAME_MODES and type(limit) is int and limit > MAX_HAND_LIMIT:
            # a game's hand limit is not read (it ends after MAX_MATCH_HANDS hands); saves
            # of games have recorded it as 10,000
            data = {**data, "hand_limit": MAX_HAND_LIMIT}
        return cls(**data)


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One finished hand: enough to replay it and to show it in a history list."""

    number: int  # 1-based
    dealer: int
    seed: int
    actions: tuple[Action, ...]
    points: tuple[int, int]
    kind: str  # settlement kind, or "draw"
    winner: int | None


@dataclass
class Match(HandSequence[HandState, HandRecord, Event]):
    """A two-seat match.  Seats are 0 and 1; the caller decides who sits where."""

    rules: Rules
    config: MatchConfig
    seed: int
    #: the salt of the match's commitment (docs/RULES.md Part D); ``None``: no commitment
    salt: str | None = field(default=None, kw_only=True)
    fairness: Fairness | None = field(init=False, default=None)
    first_dealer: int = field(init=False)
    records: list[HandRecord] = field(init=False, default_factory=list)
    scores: list[int] = field(init=False)
    state: HandState | None = field(init=False, default=None)
    _rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        check_rules(self.rules, Rules)
        if not isinstance(self.config, MatchConfig):
            raise RulesError(f"match settings must be a MatchConfig, got {shown(self.config)}")
        if self.config.mode == "hollywood" and self.rules.scoring != "international":
            raise RulesError(
                "Hollywood Gin is scored under international scoring only, not "
                f"{shown(self.rules.scoring)}",
                code="hollywood_scoring",
            )
        check_seed(self.seed, "the match seed")
        if self.salt is not None:
            self.fairness = Fairness(self.seed, self.salt)
        self._rng = random.Random(self.seed)
        self.first_dealer = self._rng.randrange(2)
        self.scores = [0, 0]

    # -- progress -------------------------------------------------------------------------
    @property
    def next_dealer(self) -> int:
        return (self.first_dealer + len(self.records)) % 2

    @property
    def is_over(self) -> bool:
        if self._in_play():
            return False
        mode, n = self.config.mode, len(self.records)
        if mode == "fixed":
            return n >= self.config.hands
        return self.target_reached or n >= self.config.most_hands

    @property
    def target_reached(self) -> bool:
        """True once a total reached the target (``target`` and ``game`` modes), once a
        total reached it in each of the three games (``hollywood``)."""
        mode = self.config.mode
        if mode == "hollywood":
            return all(g.decided for g in self.games())
        return mode != "fixed" and max(self.scores) >= self.config.target

    def games(self) -> tuple[GameSheet, ...]:
        """The three games of a ``hollywood`` match so far (empty for other modes); the
        match's ``scores`` are its hand points, each hand counted once."""
        if self.config.mode != "hollywood":
            return ()
        return hollywood_games(((r.winner, r.points) for r in self.records), self.config.target)

    def hands_won(self) -> tuple[int, int]:
        wins = self._wins()
        return (wins[0], wins[1])

    def final_scores(self) -> tuple[int, int]:
        """Totals with the International bonuses (``game`` mode) once the match is over;
        a ``hollywood`` match's are the sums of its three games' totals, each game's
        bonuses counted once it is decided (or the match is over)."""
        mode = self.config.mode
        if mode == "hollywood":
            over = self.is_over
            sheets = [g.totals(self.config.target, over) for g in self.games()]
            return (sum(t[0] for t in sheets), sum(t[1] for t in sheets))
        if mode != "game" or not self.is_over:
            return (self.scores[0], self.scores[1])
        return game_totals(self.scores, self.hands_won(), self.config.target, ended=True)

    @property
    def winner(self) -> int | None:
        """Seat that won the match; ``None`` while playing or for a drawn match."""
        if not self.is_over:
            return None
        a, b = self.final_scores()
        if a == b:
            return None
        return 0 if a > b else 1

    # -- playing --------------------------------------------------------------------------
    def _deal(self, seed: int, dealer: int) -> HandState:
        state = HandState.new(self.rules, seed=seed, dealer=dealer)
        state.standing = self.standing()
        return state

    def standing(self) -> MatchStanding:
        """The match score so far as seat 0 sees it (``.turned()``: as seat 1 does); each
        hand the match deals carries its standing at the deal into its views."""
        cfg = self.config
        games = tuple((g.points[0], g.points[1], g.decided) for g in self.games())
        return MatchStanding(
            self.scores[0],
            self.scores[1],
            0 if cfg.mode == "fixed" else cfg.target,
            len(self.records),
            cfg.mode,
            cfg.hands if cfg.mode == "fixed" else 0,
            games,
        )

    def _record(self, state: HandState) -> None:
        pts = state.points()
        self.scores[0] += pts[0]
        self.scores[1] += pts[1]
        s = state.settlement
        self.records.append(
            HandRecord(
                number=len(self.records) + 1,
                dealer=state.dealer,
                seed=state.seed,
                actions=tuple(state.actions),
                points=pts,
                kind=s.kind if s is not None else "draw",
                winner=state.winner,
            )
        )


def _member_name(name: object) -> bool:
    """True for a team member's name: a text of 1 to 40 characters, not only blanks, that
    UTF-8 can write."""
    if not isinstance(name, str) or not 0 < len(name) <= 40 or not name.strip():
        return False
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no file could hold it
        return False
    return True


@dataclass
class TeamMatch:
    """队式赛 (docs/RULES.md A7): every member of one team plays a fixed-hands duel against every
    member of the other; a team's score is the sum of its members' points.

    Members are named by the caller (e.g. ``"you"``, ``"hard"``); in each duel the first
    team's member sits in seat 0.
    """

    rules: Rules
    teams: tuple[tuple[str, ...], tuple[str, ...]]
    seed: int
    hands_per_duel: int = 8
    #: the salt of the match's commitment (docs/RULES.md Part D); ``None``: no commitment
    salt: str | None = field(default=None, kw_only=True)
    fairness: Fairness | None = field(init=False, default=None)
    duels: list[tuple[str, str, Match]] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        check_rules(self.rules, Rules)
        teams = self.teams
        if not isinstance(teams, tuple | list) or len(teams) != 2:
            raise RulesError(f"a team match has two teams, got {shown(teams)}")
        for team in teams:
            if not isinstance(team, tuple | list) or not 2 <= len(team) <= 4:
                raise RulesError(f"a team has 2 to 4 players, got {shown(team)}")
            for name in team:
                if not _member_name(name):
                    raise RulesError(f"a member's name is a short text, got {shown(name)}")
            if len(set(team)) != len(team):
                raise RulesError(
                    f"two members of a team have one name: {shown(team)} (their points "
                    "would be counted as one member's)",
                    code="duplicate_member",
                )
        check_seed(self.seed, "the match seed")
        check_int(self.hands_per_duel, "hands per duel", 1, MAX_DUEL_HANDS, "bad_rules", RulesError)
        if self.salt is not None:
            self.fairness = Fairness(self.seed, self.salt)
        rng = random.Random(self.seed)
        config = MatchConfig.fixed(self.hands_per_duel)
        self.duels = [
            (a, b, Match(self.rules, config, rng.getrandbits(63)))
            for a in self.teams[0]
            for b in self.teams[1]
        ]

    @property
    def current(self) -> tuple[str, str, Match] | None:
        """The first duel not yet over."""
        for duel in self.duels:
            if not duel[2].is_over:
                return duel
        return None

    @property
    def is_over(self) -> bool:
        return self.current is None

    def member_points(self) -> dict[tuple[int, str], int]:
        """Points per (team index, member name) summed over that member's duels."""
        pts: dict[tuple[int, str], int] = {}
        for a, b, m in self.duels:
            pts[(0, a)] = pts.get((0, a), 0) + m.scores[0]
            pts[(1, b)] = pts.get((1, b), 0) + m.scores[1]
        return pts

    def team_scores(self) -> tuple[int, int]:
        return (
            sum(m.scores[0] for _a, _b, m in self.duels),
            sum(m.scores[1] for _a, _b, m in self.duels),
        )

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        a, b = self.team_scores()
        return None if a == b else (0 if a > b else 1)
