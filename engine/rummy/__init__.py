"""拉米纸牌 (Rummy, two to four players): rules, one hand, a seat's view, matches, bots.

docs/RULES.md Part B: :mod:`.state` (``RummyRules``, ``RummyState`` and the table aids as
codes), :mod:`.view` (``RummyView``: one seat's knowledge), :mod:`.match`
(``RummyMatch``) and :mod:`.bots` (the four levels; imported on demand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..lazy_exports import LazyExports

if TYPE_CHECKING:
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

_EXPORTS: Final = {
    "RummyHandRecord": ".match",
    "RummyMatch": ".match",
    "Refusal": ".state",
    "RummyEvent": ".state",
    "RummyPhase": ".state",
    "RummyResult": ".state",
    "RummyRules": ".state",
    "RummyState": ".state",
    "explain_meld": ".state",
    "has_meld": ".state",
    "RummyStep": ".view",
    "RummyView": ".view",
    "TableMeld": ".view",
}


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

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
