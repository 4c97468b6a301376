"""Names the statistics window's parts share: an opponent level as the tables show it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..words.texts import level_name
from .numbers import DASH

__all__ = ["opponent_name"]


def opponent_name(level: str) -> str:
    """A bot level's name; ``mixed`` (a match against several levels) says so."""
    if level == "mixed":
        return QCoreApplication.translate("StatisticsWindow", "Several levels")
    return level_name(level) if level else DASH
