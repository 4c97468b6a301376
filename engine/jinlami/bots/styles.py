"""Playing styles: ``hard`` opponents that feel different (``"hard:gin"`` …).

A style is a shipped set of :class:`~engine.jinlami.bots.hard.HardParams` overrides on
``hard``'s own evaluation, named in a spec after the level (the names are
:data:`engine.bot_spec.STYLES`, declared there for every reader of a spec).  Each one
changes what the bot plays for, not what it may see: like every bot it decides from the
view alone.  Plain ``hard`` is the balanced player; its knock limit, undercut limits and
feeding penalty were tuned to win the most hands.

* ``gin`` chases 金 / gin: its roll-outs count only a hand of ``knock_target`` deadwood
  or less as a knock, so it keeps cards that lead there, and it knocks above that only
  late in the hand (a short stock, or an opponent who looks close to a knock).
* ``knocker`` knocks at the first chance whatever the undercut risk, takes the discard
  top a little more eagerly and never holds a card back for fear of feeding the
  opponent: it plays its own race and nothing else.
* ``defender`` keeps its discards safe (twice the feeding penalty, and a small cost for
  each point of deadwood it keeps), and declines a risky knock to wait for an undercut.
* ``patient`` plays ``hard``'s cards but settles each knock on offer by the solved knock
  table (:mod:`~engine.jinlami.bots.knock_policy`): knock, play for gin or hold out by
  turn, deadwood, what the opponent showed, the knock limit and the match score.

How each one plays against ``medium`` (win rate, knock deadwood, hand length, undercut
and gin rates) is measured in ``docs/BOTS.md``.
"""

from __future__ import annotations

from typing import Any, Final

from ...bot_options import BAD_OPTION
from ...errors import RulesError, shown

__all__ = ["STYLE_PARAMS", "style_params"]

#: Each style's overrides of ``hard``'s settings (fields of ``HardParams`` and
#: ``HardVariant``).
STYLE_PARAMS: Final[dict[str, dict[str, Any]]] = {
    "gin": {"knock_target": 0, "late_stock": 12, "late_hazard": 0.3},
    "knocker": {
        "uc_max_jinlami": 1.0,
        "uc_max_international": 1.0,
        "take_margin": -0.02,
        "danger_weight": 0.0,
    },
    "defender": {
        "deadwood_cost": 0.004,
        "danger_weight": 0.2,
        "uc_max_jinlami": 0.3,
        "uc_max_international": 0.25,
    },
    "patient": {"knock_table": True},
}


def style_params(style: str | None) -> dict[str, Any]:
    """The overrides of ``style`` (``None``: plain ``hard``); a
    :class:`~engine.errors.RulesError` (``bad_bot_option``) for others."""
    if style is None:
        return {}
    if not isinstance(style, str) or style not in STYLE_PARAMS:
        raise RulesError(
            f"unknown style {shown(style)}; expected one of {', '.join(STYLE_PARAMS)}",
            code=BAD_OPTION,
            option="style",
        )
    return dict(STYLE_PARAMS[style])
