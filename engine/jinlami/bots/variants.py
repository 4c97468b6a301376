"""The measured variants of ``hard`` and ``expert``: experiment switches and named presets.

Shipped play uses :class:`~engine.jinlami.bots.hard.HardParams` alone.  The variants that
``docs/BOTS.md`` records as worth rerunning keep their code behind the switches of
:class:`HardVariant`, all off by default, and each measured configuration is a named
preset: a set of keyword overrides for the bot, selected by a spec suffix::

    python -m engine.arena --bots hard:melds_only,hard --hands 1000 --seed 1
    python -m engine.arena --bots expert:no_lookahead,hard --hands 100 --seed 1

Any single knob (a field of ``HardParams`` or ``HardVariant``, or an ``expert`` keyword)
is also reachable with the arena's ``--set N:KEY=VALUE``.  ``PRESETS`` is the one place
the presets are declared.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

__all__ = ["PRESETS", "HardVariant", "variant_keys"]


@dataclass(frozen=True, slots=True)
class HardVariant:
    """Switches of measured experiments, all off in shipped play (``docs/BOTS.md``).

    * ``melds_only``: take the discard top only when it makes a meld (or knocks).
    * ``take_margin``: taking the discard top must look better than a blind draw by this.
    * ``knock_safe``: knock at once below this undercut risk; above it, knock only if the
      win chance of knocking beats playing on (1.0: always knock within the risk limit).
    * ``keep_partner``: roll-outs count a loose card with a partner this much less.
    * ``danger_hazard``: the feeding penalty times 1 + this * (their next knock chance
      - 0.1), so that feeding a player close to a knock costs more.
    * ``opp_model``: the chance that the opponent holds each unseen card comes from the
      learned model of :mod:`engine.jinlami.bots.opponent_model` instead of the marginal
      one (it then steers the sampled draws, the offers, the feeding danger and the
      sampled hands of the knock decision alike).
    """

    melds_only: bool = False
    take_margin: float = 0.0
    knock_safe: float = 1.0
    keep_partner: int = 0
    danger_hazard: float = 0.0
    opp_model: bool = False


def variant_keys() -> frozenset[str]:
    """The keyword names of :class:`HardVariant`."""
    return frozenset(f.name for f in fields(HardVariant))


#: Named presets by level: each a set of keyword overrides for ``make(level, ...)``.  The
#: variant table of ``docs/BOTS.md`` names the preset that reproduces each measured run.
PRESETS: Final[dict[str, dict[str, dict[str, Any]]]] = {
    "hard": {
        "melds_only": {"melds_only": True},
        "take_margin": {"take_margin": 0.035},
        "weigh_knock": {"knock_safe": 0.1},
        "keep_partner": {"keep_partner": 3},
        "danger_hazard": {"danger_hazard": 5.0},
        "two_rounds": {"halving_rounds": 2},
        "fewer_samples": {"samples": 64, "samples_low": 64},
        "danger_015": {"danger_weight": 0.15},
        "uc_low": {"uc_max_jinlami": 0.3},
        "opp_model": {"opp_model": True},
    },
    "expert": {
        # the expert before its search: race roll-outs and the one-draw look-ahead
        "race": {"playouts": 0},
        "melds_only": {"melds_only": True},
        "take_margin": {"take_margin": 0.02},
        "take_eager": {"take_margin": -0.02},
        "no_lookahead": {"lookahead": 0, "draw_lookahead": False},
        # below its deep budget (``expert:200:draw_lookahead``): the draw look-ahead run to
        # the end, without the clock
        "draw_lookahead": {"draw_lookahead": True},
        "keep_partner": {"keep_partner": 3},
        "danger_hazard": {"danger_hazard": 5.0},
        "danger_015": {"danger_weight": 0.15},
        "long_horizon": {"horizon": 16},
        "double_samples": {"samples": 640, "samples_low": 512, "halving_rounds": 3},
        "opp_model": {"opp_model": True},
    },
}
