"""金拉米 (Jin Rummy, two players): rules, one hand, the player's view, matches, bots.

docs/RULES.md Part A: :mod:`.rules` (options and presets), :mod:`.state` (``HandState``, one
hand as a state machine), :mod:`.view` (``PlayerView``: what one seat may know),
:mod:`.scoring` (settling a knock), :mod:`.match` (``Match`` and ``TeamMatch``),
:mod:`.standing` (``MatchStanding``: the match score in a seat's view) and
:mod:`.bots` (the four levels; imported on demand, never by this package).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ..lazy_exports import LazyExports

if TYPE_CHECKING:
    from .match import HandRecord, Match, MatchConfig, TeamMatch
    from .rules import PRESETS, Rules
    from .scoring import Settlement
    from .standing import MatchStanding
    from .state import HandState, Phase
    from .view import PlayerView

_EXPORTS: Final = {
    "HandRecord": ".match",
    "Match": ".match",
    "MatchConfig": ".match",
    "TeamMatch": ".match",
    "PRESETS": ".rules",
    "Rules": ".rules",
    "Settlement": ".scoring",
    "MatchStanding": ".standing",
    "HandState": ".state",
    "Phase": ".state",
    "PlayerView": ".view",
}


__all__ = [
    "PRESETS",
    "HandRecord",
    "HandState",
    "Match",
    "MatchConfig",
    "MatchStanding",
    "Phase",
    "PlayerView",
    "Rules",
    "Settlement",
    "TeamMatch",
]

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
