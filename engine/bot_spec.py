"""Bot specs as the arena, the app and saves write them: ``"hard"``, ``"expert:200"``.

One parser for every game: each game's ``bots`` package has the same four level names
and the same option.  A game
may also offer named presets (measured variants: ``"hard:melds_only"``,
``"expert:500:no_lookahead"``); it passes them to :func:`parse_spec`, which then accepts
their names after the level.

A ``hard`` bot may also be given a playing style (``"hard:gin"``, :data:`STYLES`): the
opponents a player picks beside the level.  The names are declared here, for every
reader of a spec (saves are checked without knowing a game's presets); what a style
does is the game's (its bots' ``styles``), and a game without styles passes
``styles=()``.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Mapping, Sequence
from typing import Any, Final

from .errors import RulesError, shown

__all__ = [
    "LEVELS",
    "MAX_BUDGET_MS",
    "STYLES",
    "STYLE_LEVEL",
    "Presets",
    "lazy_attribute",
    "parse_spec",
]

LEVELS: Final = ("easy", "medium", "hard", "expert")
#: The playing styles a player can pick, in the order the app lists them.
STYLES: Final = ("gin", "knocker", "defender", "patient")
#: The level a style is played at.
STYLE_LEVEL: Final = "hard"
#: The longest thinking time an expert may be given (a minute a move).
MAX_BUDGET_MS: Final = 60_000.0

#: Named presets by level: level -> preset name -> keyword overrides for the bot.
Presets = Mapping[str, Mapping[str, Mapping[str, Any]]]


def parse_spec(
    spec: str, presets: Presets | None = None, styles: Sequence[str] = STYLES
) -> tuple[str, dict[str, Any]]:
    """``"expert:200"`` → ``("expert", {"budget_ms": 200.0})``; ``"hard"`` → ``("hard", {})``;
    ``"hard:gin"`` → ``("hard", {"style": "gin"})`` (one of ``styles``, after ``hard`` only).

    With ``presets``, a part after the level that is not a number names a preset of that
    level, whose overrides join the options: ``"hard:melds_only"`` →
    ``("hard", {"melds_only": True})``.  Raises :class:`~engine.errors.RulesError` (a
    ``ValueError``, code ``unknown_bot``) for an unknown level, an unknown preset or an
    option the level does not take.
    """
    if not isinstance(spec, str):
        raise RulesError(f"a bot is named by text, got {shown(spec)}", code="unknown_bot")
    name, _, rest = spec.strip().lower().partition(":")
    if name not in LEVELS:
        raise RulesError(
            f"unknown bot {shown(name)}; expected one of {', '.join(LEVELS)}", code="unknown_bot"
        )
    options: dict[str, Any] = {}
    if not rest:
        return name, options
    own = presets.get(name, {}) if presets is not None else {}
    if name == STYLE_LEVEL and rest in styles:
        options["style"] = rest
        return name, options
    for arg in rest.split(":") if own else [rest]:
        if arg in own:
            options.update(own[arg])
            continue
        if name != "expert":
            if own:
                known = ", ".join(sorted(own))
                raise RulesError(
                    f"bot {name!r} has no preset {shown(arg)} (presets: {known})",
                    code="unknown_bot",
                )
            raise RulesError(f"bot {name!r} takes no option (got {shown(arg)})", code="unknown_bot")
        try:
            budget = float(arg)
        except ValueError:
            budget = math.nan
        if not 0 < budget <= MAX_BUDGET_MS:
            hint = f" or a preset ({', '.join(sorted(own))})" if own else ""
            raise RulesError(
                f"expert budget must be milliseconds up to {MAX_BUDGET_MS:.0f}{hint}, "
                f"got {shown(arg)}",
                code="unknown_bot",
            )
        options["budget_ms"] = budget
    return name, options


def lazy_attribute(package: str, modules: Mapping[str, str], name: str) -> Any:
    """Attribute ``name`` of ``package``, imported from its module in ``modules`` (name →
    relative module) on first use; ``AttributeError`` for a name not there.

    Every game's bot package loads its search bots this way (their ``__getattr__`` and
    level-class look-up), so a program that never plays them does not import them."""
    module = modules.get(name)
    if module is None:
        raise AttributeError(f"module {package!r} has no attribute {name!r}")
    return getattr(importlib.import_module(module, package), name)
