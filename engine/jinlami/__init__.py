"""金拉米 (Jin Rummy, two players): rules, one hand, the player's view, matches, bots.

docs/RULES.md Part A: :mod:`.rules` (options and presets), :mod:`.state` (``HandState``, one
hand as a state machine), :mod:`.view` (``PlayerView``: what one seat may know),
:mod:`.scoring` (settling a knock), :mod:`.match` (``Match`` and ``TeamMatch``) and
:mod:`.bots` (the four levels; imported on demand, never by this package).
"""

from __future__ import annotations

from .match import HandRecord, Match, MatchConfig, TeamMatch
from .rules import PRESETS, Rules
from .scoring import Settlement
from .state import HandState, Phase
from .view import PlayerView

__all__ = [
    "PRESETS",
    "HandRecord",
    "HandState",
    "Match",
    "MatchConfig",
    "Phase",
    "PlayerView",
    "Rules",
    "Settlement",
    "TeamMatch",
]
