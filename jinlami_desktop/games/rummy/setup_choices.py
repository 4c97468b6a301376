"""拉米纸牌's new-match choices kept between sessions: the opponents' levels and the
target score of the last match chosen.

Why apart from the New match page (``new_match.py``): the app reads them at every
start-up, before any dialog is wanted, and this module imports no widget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...words.texts import BOT_LEVELS
from .snapshot import RummySetup

if TYPE_CHECKING:
    from ...storage.settings import Settings

__all__ = ["first_setup", "level_setup", "remember_setup", "stored_setup"]


def stored_setup(settings: Settings, seed: int | None, players: int | None = None) -> RummySetup:
    """The last choices (opponents' levels, target); ``players`` overrides the number of
    seats (missing levels are ``medium``)."""
    levels = tuple(x for x in settings.last_rummy_opponents if x in BOT_LEVELS) or ("medium",)
    if players is not None:
        levels = (levels + ("medium",) * 3)[: players - 1]
    return RummySetup(opponents=levels, target=settings.last_rummy_target, seed=seed)


def first_setup(seed: int | None, players: int | None = None) -> RummySetup:
    """Without stored settings (unattended runs): ``players`` seats (default 2) of
    medium bots."""
    return RummySetup(opponents=("medium",) * ((players or 2) - 1), seed=seed)


def level_setup(level: str, seed: int | None = None, players: int | None = None) -> RummySetup:
    """The welcome screen's match: ``players`` seats (``--players``; default 2), every
    bot of ``level``."""
    return RummySetup(opponents=(level,) * (first_setup(seed, players).players - 1), seed=seed)


def remember_setup(settings: Settings, setup: object) -> None:
    """Keep the choices for the next session (a bad value raises ``ValueError``)."""
    assert isinstance(setup, RummySetup)
    settings.last_rummy_opponents = tuple(level.split(":")[0] for level in setup.opponents)
    settings.last_rummy_target = setup.target
