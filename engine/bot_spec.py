"""Bot specs as the arena, the app and saves write them: ``"hard"``, ``"expert:200"``.

One parser for both games: 金拉米 (:mod:`engine.jinlami.bots`) and 拉米纸牌
(:mod:`engine.rummy.bots`) have the same four level names and the same option.
"""

from __future__ import annotations

import math
from typing import Any, Final

from .errors import RulesError, shown

__all__ = ["LEVELS", "parse_spec"]

LEVELS: Final = ("easy", "medium", "hard", "expert")
#: The longest thinking time an expert may be given (a minute a move).
MAX_BUDGET_MS: Final = 60_000.0


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"expert:200"`` → ``("expert", {"budget_ms": 200.0})``; ``"hard"`` → ``("hard", {})``.

    Raises :class:`~engine.errors.RulesError` (a ``ValueError``, code ``unknown_bot``) for
    an unknown level or an option the level does not take.
    """
    if not isinstance(spec, str):
        raise RulesError(f"a bot is named by text, got {shown(spec)}", code="unknown_bot")
    name, _, arg = spec.strip().lower().partition(":")
    if name not in LEVELS:
        raise RulesError(
            f"unknown bot {shown(name)}; expected one of {', '.join(LEVELS)}", code="unknown_bot"
        )
    options: dict[str, Any] = {}
    if arg:
        if name != "expert":
            raise RulesError(f"bot {name!r} takes no option (got {shown(arg)})", code="unknown_bot")
        try:
            budget = float(arg)
        except ValueError:
            budget = math.nan
        if not 0 < budget <= MAX_BUDGET_MS:
            raise RulesError(
                f"expert budget must be milliseconds, got {shown(arg)}", code="unknown_bot"
            ) from None
        options["budget_ms"] = budget
    return name, options
