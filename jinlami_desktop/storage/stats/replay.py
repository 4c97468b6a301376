"""Replay: a recorded hand read back as its deal and its moves, to step through.

:class:`HandReplay` (金拉米) and :class:`RummyHandReplay` (拉米纸牌) say which game they
replay by their hand state's type (``engine.games``), so a hand of another game is
refused (``hand_unreadable``) rather than replayed on the wrong table.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, TypeVar

from engine.actions import Action
from engine.games import GAMES
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.rummy.state import RummyRules, RummyState

from ..errors import StorageError
from .database import Database
from .rows import played_out

__all__ = ["HandReplay", "Replays", "RummyHandReplay"]

_Rules = TypeVar("_Rules", Rules, RummyRules)


def _game_id(state_type: type) -> str:
    """The id of the game whose hands are ``state_type`` (from ``engine.games``)."""
    return next(g.id for g in GAMES.values() if g.state_type is state_type)


@dataclass(frozen=True, slots=True)
class _RecordedHand(Generic[_Rules]):
    """A recorded hand of either game as a replay needs it: the deal and the moves."""

    hand_id: int
    rules: _Rules
    seed: int
    dealer: int
    seat: int
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class HandReplay(_RecordedHand[Rules]):
    """Everything needed to replay a recorded hand step by step on the table."""

    game: ClassVar[str] = _game_id(HandState)

    @staticmethod
    def read_rules(data: Mapping[str, Any]) -> Rules:
        return Rules.from_dict(data)

    def new_state(self) -> HandState:
        """The hand as dealt; apply ``actions`` one by one to step through it."""
        return HandState.new(self.rules, seed=self.seed, dealer=self.dealer)

    def final_state(self) -> HandState:
        return played_out(self.new_state(), self.actions)


@dataclass(frozen=True, slots=True)
class RummyHandReplay(_RecordedHand[RummyRules]):
    """A recorded 拉米纸牌 hand, to step through like :class:`HandReplay`."""

    game: ClassVar[str] = _game_id(RummyState)

    @staticmethod
    def read_rules(data: Mapping[str, Any]) -> RummyRules:
        return RummyRules.from_dict(data)

    def new_state(self) -> RummyState:
        """The hand as dealt; apply ``actions`` one by one to step through it."""
        return RummyState.new(self.rules, seed=self.seed, dealer=self.dealer)

    def final_state(self) -> RummyState:
        return played_out(self.new_state(), self.actions)


_Replay = TypeVar("_Replay", HandReplay, RummyHandReplay)


class Replays:
    """Reads recorded hands back from the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def read(self, hand_id: int, kind: type[_Replay]) -> _Replay:
        """Hand ``hand_id`` read back as a ``kind`` replay: ``no_such_hand``, or
        ``hand_unreadable`` for another game's hand or a damaged record."""
        row = self.db.execute(
            "SELECT rules_json, seed, dealer, seat, actions_json, game FROM hands WHERE id = ?",
            (hand_id,),
        ).fetchone()
        if row is None:
            raise StorageError(f"no hand {hand_id}", "no_such_hand", hand_id=hand_id)
        try:
            if row["game"] != kind.game:
                raise ValueError(f"a {row['game']} hand")
            rules = kind.read_rules(json.loads(row["rules_json"]))
            actions = tuple(Action.parse(a) for a in json.loads(row["actions_json"]))
        except (ValueError, TypeError) as exc:
            raise StorageError(
                f"hand {hand_id} cannot be replayed: {exc}", "hand_unreadable", hand_id=hand_id
            ) from exc
        return kind(hand_id, rules, row["seed"], row["dealer"], row["seat"], actions)
