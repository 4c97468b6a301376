"""The games' parts of storage, as the app hands them in (``Storage.open(..., parts=)``):
built once from the app's game registry, for every test that opens a store."""

from __future__ import annotations

from typing import Final

from jinlami_desktop.games.registry import stats_parts
from jinlami_desktop.storage.stats.parts import Parts

__all__ = ["PARTS"]

#: Each game's part, by game id.
PARTS: Final[Parts] = stats_parts()
