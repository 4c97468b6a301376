"""金拉米's new-match choices kept between sessions: the first match of a session
repeats the last rules, opponent (level and style) and mode chosen.

Why apart from the New match page (``new_match.py``): the app reads them at every
start-up, before any dialog is wanted, and this module imports no widget.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.bot_spec import STYLE_LEVEL, STYLES
from engine.jinlami.rules import PRESETS

from .controller import MatchSetup

if TYPE_CHECKING:
    from ...storage.settings import Settings

__all__ = [
    "first_setup",
    "level_setup",
    "opponent_spec",
    "remember_setup",
    "split_opponent",
    "stored_setup",
]


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
    mode = settings.last_mode
    return MatchSetup(
        rules=PRESETS.get(settings.last_rules, PRESETS["classic"]),
        mode=mode if mode != "game" or settings.last_rules == "international" else "fixed",
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


def remember_setup(settings: Settings, setup: object) -> None:
    """Keep the choices for the next session (a bad value raises ``ValueError``)."""
    assert isinstance(setup, MatchSetup)
    if setup.rules.name in ("classic", "jj", "gin1909", "international"):
        settings.last_rules = setup.rules.name
    level, style = split_opponent(setup.opponent)
    settings.last_opponent = level
    settings.last_style = style
    settings.last_mode = setup.mode
