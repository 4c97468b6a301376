"""拉米纸牌 in a save's summary: each bot's seat named by where it sits at the table
("West (Hard)"), as the table names it, so two bots of one level are told apart."""

from __future__ import annotations

from .layout import SEATED, seat_sides
from .words import rummy_seat_name

__all__ = ["seat_name"]


def seat_name(players: int, offset: int, level: str) -> str | None:
    """The name of the seat ``offset`` places after the player's at a table of
    ``players`` with a bot of ``level``; ``None`` for a table the layout does not seat."""
    if players not in SEATED:
        return None
    return rummy_seat_name(seat_sides(players)[offset % players], level)
