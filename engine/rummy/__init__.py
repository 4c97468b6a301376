"""拉米纸牌 (Rummy, two to four players): rules, one hand, a seat's view, matches, bots.

docs/RULES.md Part B: :mod:`.state` (``RummyRules``, ``RummyState`` and the table aids as
codes), :mod:`.view` (``RummyView``: one seat's knowledge), :mod:`.match`
(``RummyMatch``) and :mod:`.bots` (the four levels; imported on demand).
"""

from __future__ import annotations

from .match import RummyHandRecord, RummyMatch
from .state import (
    Refusal,
    RummyEvent,
    RummyPhase,
    RummyResult,
    RummyRules,
    RummyState,
    explain_meld,
    has_meld,
)
from .view import RummyStep, RummyView, TableMeld

__all__ = [
    "Refusal",
    "RummyEvent",
    "RummyHandRecord",
    "RummyMatch",
    "RummyPhase",
    "RummyResult",
    "RummyRules",
    "RummyState",
    "RummyStep",
    "RummyView",
    "TableMeld",
    "explain_meld",
    "has_meld",
]
