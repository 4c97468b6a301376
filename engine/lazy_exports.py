"""Package namespaces whose names are imported on first use (PEP 562).

Why: ``import engine`` (or any ``engine.x`` submodule, which runs the package's
``__init__`` first) would otherwise import every game, its matches, states and views: a
good part of the desktop app's start-up, and of every command-line tool's, before any of
it is needed.  A package that re-exports names declares where each one lives; the name's
module is imported the first time the name is looked up, and the value is then kept in
the package's namespace like an ordinary import.  ``from engine import Card``,
``engine.parse_cards``, ``from engine import *`` and ``dir(engine)`` behave as before.
The type checker reads the same names from the package's ``TYPE_CHECKING`` imports.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Mapping, MutableMapping
from typing import Any

__all__ = ["LazyExports"]


class LazyExports:
    """The ``__getattr__`` and ``__dir__`` of a package: ``where`` maps each exported name
    to its module, relative to ``package`` (``{"Card": ".cards"}``); ``namespace`` is the
    package's ``globals()``, where a loaded name is kept."""

    def __init__(
        self, package: str, where: Mapping[str, str], namespace: MutableMapping[str, Any]
    ) -> None:
        self.package = package
        self.where = dict(where)
        self.namespace = namespace

    def load(self, name: str) -> Any:
        """The exported ``name``, its module imported now; a submodule's name imports the
        submodule (``engine.melds`` after a bare ``import engine``, as when the package
        imported everything); anything else is an ``AttributeError``, as for any module."""
        module = self.where.get(name)
        if module is None:
            if name.startswith("_") or importlib.util.find_spec(f"{self.package}.{name}") is None:
                raise AttributeError(f"module {self.package!r} has no attribute {name!r}")
            value = importlib.import_module(f"{self.package}.{name}")
            self.namespace[name] = value
            return value
        value = getattr(importlib.import_module(module, self.package), name)
        self.namespace[name] = value
        return value

    def names(self) -> list[str]:
        """What ``dir()`` lists: the namespace so far and every exported name."""
        return sorted({*self.namespace, *self.where})

    def hooks(self) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
        """``(__getattr__, __dir__)`` for the package's module."""
        return self.load, self.names
