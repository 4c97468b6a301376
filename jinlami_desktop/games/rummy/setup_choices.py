"""拉米纸牌's new-match choices kept between sessions: the opponents' levels and the
target score of the last match chosen.

Why apart from the New match page (``new_match.py``): the app reads them at every
start-up, before any dialog is wanted, and this module imports no widget.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSettings

from ...storage.settings import IntChoice, Levels, Settings
from ...words.texts import BOT_LEVELS
from .snapshot import RummySetup

__all__ = [
    "RummyChoices",
    "first_setup",
    "level_setup",
    "player_counts",
    "remember_setup",
    "stored_setup",
]


def _targets() -> Sequence[int]:
    """拉米纸牌's match targets (read when the choice is first read)."""
    from engine.rummy.match import TARGETS  # lazy: start-up time

    return TARGETS


class RummyChoices:
    """拉米纸牌's own new-match choices in the settings file: the opponents' levels
    (seats 1 … n-1) and the target score."""

    __slots__ = ("qsettings",)  # a misspelt choice fails loudly

    opponents = Levels("new_match/rummy_opponents", ("medium",))
    target = IntChoice("new_match/rummy_target", _targets, 100)

    def __init__(self, settings: Settings) -> None:
        self.qsettings: QSettings = settings.qsettings


def stored_setup(settings: Settings, seed: int | None, players: int | None = None) -> RummySetup:
    """The last choices (opponents' levels, target); ``players`` overrides the number of
    seats (missing levels are ``medium``)."""
    own = RummyChoices(settings)
    levels = tuple(x for x in own.opponents if x in BOT_LEVELS) or ("medium",)
    if players is not None:
        levels = (levels + ("medium",) * 3)[: players - 1]
    return RummySetup(opponents=levels, target=own.target, seed=seed)


def _with_levels(levels: tuple[str, ...], seed: int | None) -> RummySetup:
    """A setup of these bots, to the target a match against them starts with."""
    from engine.rummy.match import default_target  # lazy: start-up time

    return RummySetup(opponents=levels, target=default_target(levels), seed=seed)


def first_setup(seed: int | None, players: int | None = None) -> RummySetup:
    """Without stored settings (unattended runs): ``players`` seats (default 2) of
    medium bots."""
    return _with_levels(("medium",) * ((players or 2) - 1), seed)


def level_setup(level: str, seed: int | None = None, players: int | None = None) -> RummySetup:
    """The welcome screen's match: ``players`` seats (``--players``; default 2), every
    bot of ``level``, to the target that level's match starts with."""
    return _with_levels((level,) * ((players or 2) - 1), seed)


def player_counts() -> tuple[int, ...]:
    """The numbers of players a 拉米纸牌 match seats (the welcome offers each)."""
    return (2, 3, 4)


def remember_setup(settings: Settings, setup: object) -> None:
    """Keep the choices for the next session (a bad value raises ``ValueError``)."""
    assert isinstance(setup, RummySetup)
    own = RummyChoices(settings)
    own.opponents = tuple(level.split(":")[0] for level in setup.opponents)
    own.target = setup.target
