"""Bot specs as the arena, the app and saves write them: ``"hard"``, ``"expert:200"``.

One parser for both games: 金拉米 (:mod:`engine.jinlami.bots`) and 拉米纸牌
(:mod:`engine.rummy.bots`) have the same four level names and the same option.
"""

from __future__ import annotations

from typing import Any, Final

__all__ = ["LEVELS", "parse_spec"]

LEVELS: Final = ("easy", "medium", "hard", "expert")


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"expert:200"`` → ``("expert", {"budget_ms": 200.0})``; ``"hard"`` → ``("hard", {})``.

    Raises ``ValueError`` for an unknown level or an option the level does not take.
    """
    name, _, arg = spec.strip().lower().partition(":")
    if name not in LEVELS:
        raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(LEVELS)}")
    options: dict[str, Any] = {}
    if arg:
        if name != "expert":
            raise ValueError(f"bot {name!r} takes no option (got {arg!r})")
        try:
            options["budget_ms"] = float(arg)
        except ValueError:
            raise ValueError(f"expert budget must be milliseconds, got {arg!r}") from None
    return name, options
