"""The ids of the games the engine plays, in their order of presentation: the registry's
keys, listed without the registry.

Why a module of its own: the registry (:mod:`engine.games`) imports both games, and a
caller that only needs the ids — the desktop app's command line and window before its
first table is built — should not pay for that.  The registry checks its entries
against this tuple when it is imported.
"""

from __future__ import annotations

from typing import Final

__all__ = ["GAME_IDS"]

GAME_IDS: Final[tuple[str, ...]] = ("jinlami", "rummy")
