"""Who the computer opponents are: a name for each bot level and playing style.

Why names: "Bot (Hard)" at every seat reads like a setting, not a player; a name the
table, the move log and the result dialogs all use gives each opponent a face (its
portrait is drawn by :mod:`jinlami_desktop.table.portrait_art`).  The level stays next
to the name wherever a seat is named in full ("Grace (Hard)"), because the player
chooses opponents by level.

Each level (and each of 金拉米's playing styles, ``"hard:gin"``) has a short list of
names, at least as many as a table has bot seats (three at a four-player table), so
that two bots of one level never share a name; which name a bot gets depends only on
its ``slot`` (its place among the bots: its seat, or a team member's ``#n``), so a
table is named the same way every time it is shown or resumed.  The names are in the
``Opponents`` translation context and chosen to read well in both languages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QCoreApplication

__all__ = ["Opponents", "identity_key", "opponent_name", "opponent_names", "slot_of"]


class Opponents:
    """This module's translation context (lupdate takes the ``Opponents.`` of the call)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


#: Each identity's names, first to last slot; called at display time (a language switch
#: only needs a redraw).
_NAMES: Final[dict[str, Callable[[], tuple[str, ...]]]] = {
    "easy": lambda: (
        Opponents.tr("Lily", "an easy bot's name"),
        Opponents.tr("Ben", "an easy bot's name"),
        Opponents.tr("Mia", "an easy bot's name"),
    ),
    "medium": lambda: (
        Opponents.tr("Max", "a medium bot's name"),
        Opponents.tr("Anna", "a medium bot's name"),
        Opponents.tr("Leo", "a medium bot's name"),
    ),
    "hard": lambda: (
        Opponents.tr("Grace", "a hard bot's name"),
        Opponents.tr("Ivan", "a hard bot's name"),
        Opponents.tr("Nora", "a hard bot's name"),
    ),
    "expert": lambda: (
        Opponents.tr("Prof. Wu", "an expert bot's name"),
        Opponents.tr("Dr Chen", "an expert bot's name"),
        Opponents.tr("Aunt Li", "an expert bot's name"),
    ),
    "hard:gin": lambda: (
        Opponents.tr("Ginny", "a gin-hunting bot's name"),
        Opponents.tr("Jade", "a gin-hunting bot's name"),
    ),
    "hard:knocker": lambda: (
        Opponents.tr("Nick", "a quick-knocking bot's name"),
        Opponents.tr("Kai", "a quick-knocking bot's name"),
    ),
    "hard:defender": lambda: (
        Opponents.tr("Dora", "a defending bot's name"),
        Opponents.tr("Hugo", "a defending bot's name"),
    ),
    "hard:patient": lambda: (
        Opponents.tr("Pearl", "a patient bot's name"),
        Opponents.tr("Sam", "a patient bot's name"),
    ),
}


def identity_key(level: str) -> str:
    """The identity a bot ``level`` has (``"hard"``, ``"hard:gin"``; a team member's
    ``#n`` dropped); ``""`` for anything that is no known bot."""
    key = level.split("#", 1)[0]
    return key if key in _NAMES else ""


def slot_of(level: str) -> int:
    """A team member's slot from its ``#n`` (``"hard#2"``: 1); 0 without one."""
    _base, sep, number = level.partition("#")
    if sep and number.isdigit():
        return max(0, int(number) - 1)
    return 0


def opponent_names(level: str) -> tuple[str, ...]:
    """Every name a bot of ``level`` may have, first slot first (none: not a bot)."""
    key = identity_key(level)
    return _NAMES[key]() if key else ()


def opponent_name(level: str, slot: int = 0) -> str:
    """The name of the bot of ``level`` in ``slot`` (0, 1, 2 …: its place among the
    table's bots); ``""`` when ``level`` is no known bot."""
    names = opponent_names(level)
    return names[slot % len(names)] if names else ""
