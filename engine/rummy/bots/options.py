"""The options of 拉米纸牌's bots and their bounds (:mod:`engine.bot_options`).

``hard`` takes its tuning as one :class:`~engine.rummy.bots.hard.HardRummyParams`
(``params``, whose fields are bounded by :data:`PARAMS` when it is made); ``expert``
adds its draw look-ahead (:data:`EXPERT_OWN`): a budget of at most
:data:`~engine.bot_spec.MAX_BUDGET_MS` and at most :data:`MAX_DRAW_SAMPLES` sampled
draws.  ``easy`` and ``medium`` take no option.
"""

from __future__ import annotations

from typing import Final

from ...bot_options import Bound
from ...bot_spec import MAX_BUDGET_MS

__all__ = ["EXPERT_OWN", "MAX_DRAW_SAMPLES", "PARAMS"]

#: The most unseen cards the expert samples for one draw decision (52 covers them all).
MAX_DRAW_SAMPLES: Final = 52

#: The fields of ``HardRummyParams``.
PARAMS: Final[dict[str, Bound]] = {
    "dump_at": Bound("ints", 0, 13, size=3),
    "outs_weight": Bound("float", 0.0, 100.0),
    "value_weight": Bound("float", 0.0, 100.0),
    "danger_weight": Bound("float", 0.0, 100.0),
}

#: ``expert``'s own keywords (beside ``hard``'s ``params``).
EXPERT_OWN: Final[dict[str, Bound]] = {
    "budget_ms": Bound("float", 0.0, MAX_BUDGET_MS, above_low=True),
    "draw_samples": Bound("int", 1, MAX_DRAW_SAMPLES),
    "draw_outs_weight": Bound("float", 0.0, 100.0),
    "clock": Bound("callable"),
}
