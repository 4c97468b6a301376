"""金拉米's new-match choices kept between sessions: the first match of a session
repeats the last rules, opponent (level and style) and mode chosen.

Why apart from the New match page (``new_match.py``): the app reads them at every
start-up, before any dialog is wanted, and this module imports no widget.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from PySide6.QtCore import QSettings

from engine.bot_spec import STYLE_LEVEL, STYLES
from engine.jinlami.match import GAME_MODES
from engine.jinlami.rules import PRESETS

from ...storage.settings import Choice, Settings
from .controller import MatchSetup

__all__ = [
    "MATCH_MODES",
    "JinlamiChoices",
    "first_setup",
    "level_setup",
    "opponent_spec",
    "player_counts",
    "remember_setup",
    "split_opponent",
    "stored_setup",
]


#: The modes a 金拉米 match is played in (the New match dialog's).
MATCH_MODES: Final = ("fixed", "target", "game", "hollywood", "team")


class JinlamiChoices:
    """金拉米's own new-match choices in the settings file: the last rules preset and
    mode (the opponent's level and style are the settings' ``last_opponent`` and
    ``last_style``)."""

    __slots__ = ("qsettings",)  # a misspelt choice fails loudly

    rules = Choice("new_match/rules", tuple(PRESETS), "classic")
    mode = Choice("new_match/mode", MATCH_MODES, "fixed")

    def __init__(self, settings: Settings) -> None:
        self.qsettings: QSettings = settings.qsettings


def opponent_spec(level: str, style: str) -> str:
    """The opponent's bot spec: ``"hard:gin"`` for a styled ``hard``, else the level."""
    return f"{level}:{style}" if style in STYLES and level == STYLE_LEVEL else level


def split_opponent(spec: str) -> tuple[str, str]:
    """(level, style) of an opponent spec (``""`` for no style): ``"hard:gin"`` →
    ``("hard", "gin")``, ``"expert:200"`` → ``("expert", "")``."""
    level, _, rest = spec.partition(":")
    return level, rest if level == STYLE_LEVEL and rest in STYLES else ""


def stored_setup(settings: Settings, seed: int | None, players: int | None = None) -> MatchSetup:
    """The first match of a session repeats the last rules, opponent and mode chosen
    (``players``: 金拉米 is two players, ignored)."""
    own = JinlamiChoices(settings)
    mode, rules = own.mode, PRESETS.get(own.rules, PRESETS["classic"])
    return MatchSetup(
        rules=rules,
        # the games to 100 are international scoring's (International, Oklahoma, Straight)
        mode=mode if mode not in GAME_MODES or rules.scoring == "international" else "fixed",
        opponent=opponent_spec(settings.last_opponent, settings.last_style),
        seed=seed,
    )


def first_setup(seed: int | None, players: int | None = None) -> MatchSetup:
    """Without stored settings (unattended runs): the default match with ``seed``."""
    return MatchSetup(seed=seed)


def level_setup(level: str, seed: int | None = None, players: int | None = None) -> MatchSetup:
    """The welcome screen's match: the default match against a bot of ``level``
    (``players``: 金拉米 is two players, ignored)."""
    return replace(first_setup(seed), opponent=level)


def player_counts() -> tuple[int, ...]:
    """金拉米 is two players: no choice to offer."""
    return (2,)


def remember_setup(settings: Settings, setup: object) -> None:
    """Keep the choices for the next session (a bad value raises ``ValueError``)."""
    assert isinstance(setup, MatchSetup)
    own = JinlamiChoices(settings)
    if setup.rules.name in PRESETS:  # custom rules are not kept: their preset's name is
        own.rules = setup.rules.name
    level, style = split_opponent(setup.opponent)
    settings.last_opponent = level
    settings.last_style = style
    own.mode = setup.mode
