"""``--save-dir DIR`` of both arenas: every played deal written as a save file.

Why: so that any bot game can be reviewed (``python -m engine.review``), verified
(``python -m engine.verify``, for whole matches) and loaded and watched in the app.
Each file is an ordinary save (:func:`engine.serialize.dumps`): a deal of ``--hands``
is a single-hand save, a match of ``--games`` a match save with a commitment (its salt
drawn from the arena's own seeded random source, so runs stay reproducible).  The meta
is the app's (``player_name`` and ``seat`` 0: the bot at seat 0; ``opponents``: the
other seats' bot specs; ``finished``) plus ``arena``: the run's seed, the deal or match
number, the leg (seat rotation) and every seat's spec.  A file is written whole or not
at all (a temporary file renamed over it).
"""

from __future__ import annotations

import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..fairness import new_salt
from ..serialize import dumps

__all__ = ["SaveDir"]


class SaveDir:
    """The folder an arena run writes its deals to (created if missing)."""

    def __init__(self, path: Path, game: str, seed: int) -> None:
        self.path = Path(path)
        self.game = game
        self.seed = seed
        self.path.mkdir(parents=True, exist_ok=True)
        self.written: list[Path] = []

    def salt(self, number: int, leg: int) -> str:
        """The salt of match ``number``'s leg ``leg``: reproducible from the run's seed."""
        return new_salt(random.Random(f"arena-salt/{self.game}/{self.seed}/{number}/{leg}"))

    def hand(self, state: Any, number: int, leg: int, seats: Sequence[str]) -> Path:
        """Write deal ``number`` (0-based) as played in leg ``leg``; ``seats[i]`` is the
        spec of the bot at seat ``i``."""
        return self._write(state, f"deal{number + 1:05d}-leg{leg}", number, leg, seats)

    def match(self, match: Any, number: int, leg: int, seats: Sequence[str]) -> Path:
        """Write match ``number`` (0-based) as played in leg ``leg``."""
        return self._write(match, f"match{number + 1:05d}-leg{leg}", number, leg, seats)

    def _write(self, game: Any, name: str, number: int, leg: int, seats: Sequence[str]) -> Path:
        meta = {
            "player_name": seats[0],
            "opponents": list(seats[1:]),
            "seat": 0,
            "finished": bool(game.is_over),
            "arena": {"seed": self.seed, "number": number + 1, "leg": leg, "seats": list(seats)},
        }
        target = self.path / f"{self.game}-{self.seed}-{name}.json"
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_text(dumps(game, meta), encoding="utf-8")
        os.replace(tmp, target)
        self.written.append(target)
        return target
