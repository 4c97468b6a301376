"""How long a bot waits before each of its moves, so a person can follow them.

Why a setting of its own: the animation speed says how fast a card travels, but the
player also needs time to see what a bot did before the next bot plays — unpaced, three
bots finish a 4-player 拉米纸牌 round in about a second and a half.  The
bot speed (slow / normal / fast, Settings) gives two pauses: ``step_ms`` before each move
within a bot's turn (its draw, each meld or lay-off, its discard) and the longer
``turn_ms`` before a bot starts its turn right after another bot's.  With animations
off the table is instant: both pauses are 0.  A pause is never shorter than the
animation of the move before it, so every card has landed before the next one moves.

The animation speeds and how long a card takes to travel at each live here too, so the
settings store (``storage.settings``), the card table (``table.animations``) and the
pauses share one table; no Qt at import.  So does the length of a *moment*
(``table.moment``: a gin, an undercut, a rummy or a match won, shown on the felt before
the result dialog): long enough to see at a glance, short enough never to keep the
player waiting — 1.3 s at normal speed, none when animations are off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

__all__ = [
    "ANIMATION_SPEEDS",
    "BOT_SPEEDS",
    "BotPace",
    "bot_pace",
    "duration_ms",
    "moment_ms",
]

#: The animation speeds of the Settings dialog ("off": cards jump at once).
ANIMATION_SPEEDS: Final = ("off", "fast", "normal", "slow")
#: How long a card's move takes at each animation speed, in milliseconds.
_DURATIONS: Final = {"off": 0, "fast": 110, "normal": 240, "slow": 480}
#: How long a moment on the felt lasts at each animation speed, in milliseconds.
_MOMENT_DURATIONS: Final = {"off": 0, "fast": 700, "normal": 1300, "slow": 1900}
#: The bot speeds of the Settings dialog, slowest first.
BOT_SPEEDS: Final = ("slow", "normal", "fast")
#: (step, turn) pauses in milliseconds per bot speed.
_PACES: Final = {"slow": (1000, 1600), "normal": (600, 1000), "fast": (250, 400)}
#: What a pause adds to the animation of the move before it, at the least.
_AFTER_ANIMATION_MS: Final = 120


@dataclass(frozen=True)
class BotPace:
    """The two pauses of a bot's play, in milliseconds."""

    step_ms: int
    turn_ms: int


def duration_ms(speed: str) -> int:
    """How long a card's move takes at animation ``speed`` (an unknown speed is normal)."""
    return _DURATIONS.get(speed, _DURATIONS["normal"])


def moment_ms(speed: str) -> int:
    """How long a moment lasts at animation ``speed`` (an unknown speed is normal; 0 when
    animations are off: no moment at all)."""
    return _MOMENT_DURATIONS.get(speed, _MOMENT_DURATIONS["normal"])


def bot_pace(bot_speed: str, animation_speed: str) -> BotPace:
    """The pauses for ``bot_speed`` at ``animation_speed`` (an unknown speed is normal);
    none at all when animations are ``off``."""
    if animation_speed == "off":
        return BotPace(0, 0)
    step, turn = _PACES.get(bot_speed, _PACES["normal"])
    floor = duration_ms(animation_speed) + _AFTER_ANIMATION_MS
    return BotPace(max(step, floor), max(turn, floor))
