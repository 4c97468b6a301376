"""Bot specs as the arena, the app and saves write them: ``"hard"``, ``"expert:200"``.

One parser for both games: 金拉米 (:mod:`engine.jinlami.bots`) and 拉米纸牌
(:mod:`engine.rummy.bots`) have the same four level names and the same option.  A game
may also offer named presets (measured variants: ``"hard:melds_only"``,
``"expert:500:no_lookahead"``); it passes them to :func:`parse_spec`, which then accepts
their names after the level.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

__all__ = ["LEVELS", "Presets", "parse_spec"]

LEVELS: Final = ("easy", "medium", "hard", "expert")

#: Named presets by level: level -> preset name -> keyword overrides for the bot.
Presets = Mapping[str, Mapping[str, Mapping[str, Any]]]


def parse_spec(spec: str, presets: Presets | None = None) -> tuple[str, dict[str, Any]]:
    """``"expert:200"`` → ``("expert", {"budget_ms": 200.0})``; ``"hard"`` → ``("hard", {})``.

    With ``presets``, a part after the level that is not a number names a preset of that
    level, whose overrides join the options: ``"hard:melds_only"`` →
    ``("hard", {"melds_only": True})``.  Raises ``ValueError`` for an unknown level, an
    unknown preset or an option the level does not take.
    """
    name, _, rest = spec.strip().lower().partition(":")
    if name not in LEVELS:
        raise ValueError(f"unknown bot {name!r}; expected one of {', '.join(LEVELS)}")
    options: dict[str, Any] = {}
    if not rest:
        return name, options
    own = presets.get(name, {}) if presets is not None else {}
    for arg in rest.split(":") if own else [rest]:
        if arg in own:
            options.update(own[arg])
            continue
        if name != "expert":
            if own:
                known = ", ".join(sorted(own))
                raise ValueError(f"bot {name!r} has no preset {arg!r} (presets: {known})")
            raise ValueError(f"bot {name!r} takes no option (got {arg!r})")
        try:
            options["budget_ms"] = float(arg)
        except ValueError:
            hint = f" or a preset ({', '.join(sorted(own))})" if own else ""
            raise ValueError(f"expert budget must be milliseconds{hint}, got {arg!r}") from None
    return name, options
