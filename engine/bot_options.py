"""The keyword options a bot factory takes, and the bounds each must keep.

Why bounds: a bot's sizes (samples, candidates, look-ahead) set how long one decision
takes, and some combinations never end in practice (``samples=10**7`` is twelve minutes a
move), so the factories (:func:`engine.jinlami.bots.make`,
:func:`engine.rummy.bots.make_rummy_bot`) and the search bots' settings check every
option before a bot is built.  Each game declares its options as a table of
:class:`Bound` by name; :func:`check_options` refuses anything else with a
:class:`~engine.errors.RulesError` (a ``ValueError``): code ``bad_bot_option``, and the
option's name in ``params["option"]``, never a ``TypeError``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final, Literal

from .errors import RulesError, shown

__all__ = ["BAD_OPTION", "Bound", "check_option", "check_options"]

#: The code of every refused bot option.
BAD_OPTION: Final = "bad_bot_option"

Kind = Literal["int", "float", "bool", "floats", "ints", "callable", "choice", "instance"]


@dataclass(frozen=True, slots=True)
class Bound:
    """What one option may be: a whole number or a finite number within ``low..high``
    (above ``low`` with ``above_low``), a bool, a tuple of ``size`` such numbers
    (``floats``, ``ints``), a callable, one of ``choices``, or an instance of ``of``;
    ``none``: ``None`` is taken too (the default)."""

    kind: Kind
    low: float = 0.0
    high: float = 0.0
    size: int = 0
    none: bool = False
    choices: tuple[str, ...] = ()
    of: type | None = None
    #: ``low`` itself is refused (a budget is more than 0 ms)
    above_low: bool = False

    def problem(self, value: object) -> str | None:
        """Why ``value`` is not allowed (``None`` when it is)."""
        if value is None and self.none:
            return None
        kind = self.kind
        if kind == "bool":
            return None if isinstance(value, bool) else "true or false"
        if kind == "callable":
            return None if callable(value) else "a function"
        if kind == "choice":
            return None if value in self.choices else f"one of {', '.join(self.choices)}"
        if kind == "instance":
            assert self.of is not None
            return None if isinstance(value, self.of) else f"a {self.of.__name__}"
        if kind in ("floats", "ints"):
            one: Kind = "int" if kind == "ints" else "float"
            if not isinstance(value, tuple | list) or len(value) != self.size:
                return f"{self.size} numbers"
            if any(Bound(one, self.low, self.high).problem(v) is not None for v in value):
                return f"{self.size} numbers {self._range()}"
            return None
        whole = type(value) is int
        number = whole or type(value) is float
        if kind == "int" and not whole:
            return f"a whole number {self._range()}"
        if (
            not number
            or not math.isfinite(value)  # type: ignore[arg-type]
            or not self.low <= value <= self.high  # type: ignore[operator]
            or (self.above_low and value == self.low)
        ):
            return f"a {'whole ' if kind == 'int' else ''}number {self._range()}"
        return None

    def _range(self) -> str:
        low, high = self.low, self.high
        if self.kind in ("int", "ints"):
            return f"{int(low)}..{int(high)}"
        if self.above_low:
            return f"above {low:g}, at most {high:g}"
        return f"{low:g}..{high:g}"


def check_option(what: str, name: str, value: object, bound: Bound) -> None:
    """Refuse ``value`` of option ``name`` (of ``what``, e.g. ``"bot 'hard'"``) outside
    ``bound`` with a :class:`RulesError` (``bad_bot_option``)."""
    problem = bound.problem(value)
    if problem is not None:
        raise RulesError(
            f"{what}: option {name!r} must be {problem}, got {shown(value)}",
            code=BAD_OPTION,
            option=name,
        )


def check_options(
    what: str, options: Mapping[str, Any], bounds: Mapping[str, Bound]
) -> dict[str, Any]:
    """``options`` checked against ``bounds`` (an option not in it is refused too, the
    options it knows named in the message), as a new dict (a list of numbers becomes a
    tuple, as the bots' settings hold them)."""
    out: dict[str, Any] = {}
    for name, value in options.items():
        bound = bounds.get(name) if isinstance(name, str) else None
        if bound is None:
            known = ", ".join(sorted(bounds)) or "none"
            raise RulesError(
                f"{what} takes no option {shown(name)} (its options: {known})",
                code=BAD_OPTION,
                option=shown(name),
            )
        check_option(what, name, value, bound)
        if bound.kind in ("floats", "ints") and value is not None:
            value = tuple(value)
        out[name] = value
    return out
