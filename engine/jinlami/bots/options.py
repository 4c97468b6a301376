"""The options of 金拉米's bots and their bounds (:mod:`engine.bot_options`).

Every field of :class:`~engine.jinlami.bots.hard.HardParams` and of
:class:`~engine.jinlami.bots.variants.HardVariant` is an option of ``hard`` and
``expert`` (the tests check that none is missing); ``expert`` adds its look-ahead
keywords and its search's (``playouts``, ``alternatives``, ``gate``, ``search_rounds``,
``workers``).  The sizes are bounded so that one decision stays within seconds: at most
:data:`MAX_SAMPLES` draw sequences (four times the deepest shipped setting, 320) and a
horizon no longer than the stock.  ``easy`` and ``medium`` take no option.
"""

from __future__ import annotations

from typing import Final

from ...bot_options import Bound
from ...bot_spec import MAX_BUDGET_MS, STYLES

__all__ = [
    "EXPERT_OPTIONS",
    "HARD_OPTIONS",
    "LEVEL_OPTIONS",
    "MAX_SAMPLES",
    "MAX_WORKERS",
    "SETTINGS",
]

#: The most sampled draw sequences (or sampled hands) one decision may use.
MAX_SAMPLES: Final = 1280
#: The most worker processes the expert's search uses (:mod:`.pool`).
MAX_WORKERS: Final = 8

_SHARE = Bound("float", 0.0, 1.0)  # a chance or a share
_WEIGHT = Bound("float", 0.0, 10.0)
_LOGIT = Bound("floats", -100.0, 100.0, size=6)

#: ``HardParams`` and ``HardVariant`` fields: the settings of ``hard``'s evaluation.
SETTINGS: Final[dict[str, Bound]] = {
    "samples": Bound("int", 1, MAX_SAMPLES),
    "samples_low": Bound("int", 1, MAX_SAMPLES),
    "horizon": Bound("int", 1, 31),
    "candidates": Bound("int", 1, 11),
    "window": Bound("int", 0, 100),
    "danger_weight": _WEIGHT,
    "hazard_logit": _LOGIT,
    "hazard_logit_5": _LOGIT,
    "undercut_base": _SHARE,
    "undercut_width": _WEIGHT,
    "undercut_within": _SHARE,
    "residual": _SHARE,
    "offers": Bound("bool"),
    "offers_international": Bound("bool"),
    "offer_above": _WEIGHT,
    "offer_power": _WEIGHT,
    "halving_rounds": Bound("int", 1, 5),
    "stock_danger": Bound("bool"),
    "knock_samples": Bound("int", 1, MAX_SAMPLES),
    "knock_improve": Bound("int", 0, 31),
    "uc_max_jinlami": _SHARE,
    "uc_max_international": _SHARE,
    "knock_target": Bound("int", 0, 10),
    "late_stock": Bound("int", 0, 31),
    "late_hazard": _SHARE,
    "deadwood_cost": _SHARE,
    "knock_table": Bound("bool"),
    # HardVariant
    "melds_only": Bound("bool"),
    "take_margin": Bound("float", -10.0, 10.0),
    "knock_safe": _SHARE,
    "keep_partner": Bound("int", 0, 10),
    "danger_hazard": Bound("float", 0.0, 100.0),
    "opp_model": Bound("bool"),
}

HARD_OPTIONS: Final[dict[str, Bound]] = {
    **SETTINGS,
    "style": Bound("choice", choices=STYLES, none=True),
}

EXPERT_OPTIONS: Final[dict[str, Bound]] = {
    **SETTINGS,
    "budget_ms": Bound("float", 0.0, MAX_BUDGET_MS, above_low=True),
    "lookahead": Bound("int", 0, 11, none=True),
    "lookahead_samples": Bound("int", 1, MAX_SAMPLES),
    "draw_lookahead": Bound("bool", none=True),
    "draw_samples": Bound("int", 1, MAX_SAMPLES),
    "clock": Bound("callable"),
    # the search (from ``DEEP_BUDGET_MS``; ``playouts=0``: the race evaluation alone)
    "playouts": Bound("int", 0, MAX_SAMPLES, none=True),
    "alternatives": Bound("int", 1, 10),
    "gate": Bound("float", 0.0, 10.0),
    "search_rounds": Bound("int", 1, 5),
    "workers": Bound("int", 0, MAX_WORKERS, none=True),
}

#: The options each level's factory takes.
LEVEL_OPTIONS: Final[dict[str, dict[str, Bound]]] = {
    "easy": {},
    "medium": {},
    "hard": HARD_OPTIONS,
    "expert": EXPERT_OPTIONS,
}
