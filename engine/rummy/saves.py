"""拉米纸牌's part of the save format (:mod:`engine.save_codec`): its one match kind,
``"match"`` (a :class:`RummyMatch` and its target), written and replayed.  Its kit hands
these to the registry."""

from __future__ import annotations

from typing import Any

from ..errors import SaveError
from ..protocol import GameRules
from ..save_codec import expect_rules, field, match_progress, replay_match
from .match import RummyMatch
from .rules import RummyRules

__all__ = ["load_match", "match_body"]


def match_body(kind: str, match: Any) -> dict[str, Any]:
    """The fields of a match save (``kind`` is ``"match"``)."""
    rummy: RummyMatch = match
    return {"match": {"target": rummy.target}, **match_progress(rummy)}


def load_match(kind: str, data: dict[str, Any], rules: GameRules, seed: int) -> RummyMatch:
    """The match of a save, replayed."""
    config = field(data, "match", dict)
    if set(config) != {"target"}:
        raise SaveError("the save's match settings are malformed", code="bad_field")
    return replay_match(data, RummyMatch(expect_rules(rules, RummyRules), config["target"], seed))
