"""Replay: a recorded hand read back as its deal and its moves, to step through.

Each game's replay is a :class:`RecordedHand` of its own (its part's, in
``jinlami_desktop/games/<id>/stats.py``): it names its game (``game``, an
``engine.games`` id), reads its rules and deals its hand; playing it out is shared.
:meth:`Replays.read` refuses a hand of another game (``hand_unreadable``) rather than
replay it on the wrong table.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from engine.actions import Action

from ..errors import StorageError
from .database import Database
from .rows import played_out

if TYPE_CHECKING:
    from engine.protocol import GameState

__all__ = ["RecordedHand", "Replays"]

_Rules = TypeVar("_Rules")
_State = TypeVar("_State", bound="GameState[Any]")


@dataclass(frozen=True, slots=True)
class RecordedHand(Generic[_Rules, _State]):
    """A recorded hand as a replay needs it: the deal and the moves.  A game's replay
    sets ``game``, reads its rules (:meth:`read_rules`) and deals its hand
    (:meth:`new_state`)."""

    game: ClassVar[str] = ""

    hand_id: int
    rules: _Rules
    seed: int
    dealer: int
    seat: int
    actions: tuple[Action, ...]

    @classmethod
    def read_rules(cls, data: Mapping[str, Any]) -> _Rules:
        """The hand's rules from their saved dict (``ValueError``/``TypeError`` if bad)."""
        raise NotImplementedError(cls.__name__)

    def new_state(self) -> _State:
        """The hand as dealt; apply ``actions`` one by one to step through it."""
        raise NotImplementedError(type(self).__name__)

    def final_state(self) -> _State:
        """The hand played to its end."""
        return played_out(self.new_state(), self.actions)


_Replay = TypeVar("_Replay", bound=RecordedHand[Any, Any])


class Replays:
    """Reads recorded hands back from the shared :class:`Database`."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def read(self, hand_id: int, kind: type[_Replay]) -> _Replay:
        """Hand ``hand_id`` read back as a ``kind`` replay: ``no_such_hand``, or
        ``hand_unreadable`` for another game's hand or a damaged record."""
        exists = self.db.execute("SELECT 1 FROM hands WHERE id = ?", (hand_id,)).fetchone()
        if exists is None:
            raise StorageError(f"no hand {hand_id}", "no_such_hand", hand_id=hand_id)
        rows = self.db.execute("SELECT * FROM ok_hands WHERE id = ?", (hand_id,))
        found = self.db.decoded("hands", rows, lambda r: r)
        if not found:  # set aside as damaged (now or before): kept, never replayed
            raise StorageError(
                f"hand {hand_id} cannot be replayed: its record is damaged",
                "hand_unreadable",
                hand_id=hand_id,
            )
        row = found[0]
        try:
            if row["game"] != kind.game:
                raise ValueError(f"a {row['game']} hand")
            rules = kind.read_rules(json.loads(row["rules_json"]))
            actions = tuple(Action.parse(a) for a in json.loads(row["actions_json"]))
        except (ValueError, TypeError, KeyError, IndexError, RecursionError) as exc:
            raise StorageError(
                f"hand {hand_id} cannot be replayed: {exc}", "hand_unreadable", hand_id=hand_id
            ) from exc
        return kind(hand_id, rules, row["seed"], row["dealer"], row["seat"], actions)
