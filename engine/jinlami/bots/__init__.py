"""Bots for 金拉米: four levels, fair by construction (they see a PlayerView only).

::

    from . import make
    bot = make("hard", seed=1)
    action = bot.choose(state.view(player), rng)

Levels: ``easy`` (a beginner), ``medium`` (the research community's reference "simple"
player), ``hard`` (memory, inference, race roll-outs of its own hand: how soon each
option reaches a knock, against the opponent's estimated knock chance) and ``expert``
(``hard`` looking wider and deeper within a time budget: from 300 ms ``hard``'s choice
and its best alternatives played out to the end of the hand on sampled deals, overridden
only where another move is clearly ahead, ``expert:race`` keeping the earlier one-draw
look-ahead; below 300 ms more samples and the discard top taken only to make a meld).
A spec ``"expert:200"`` sets the expert's budget to 200 ms; a spec may also name a
preset of :data:`~engine.jinlami.bots.variants.PRESETS` (a measured variant of ``hard``
or ``expert``): ``"hard:melds_only"``, ``"expert:500:no_lookahead"``.
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING, Any, Final

from ...bot_options import check_options
from ...bot_spec import LEVELS, lazy_attribute
from ...bot_spec import parse_spec as _parse_spec
from ...checks import check_seed
from ..rules import Rules
from ..state import HandState
from .base import Bot, best_layoff_action, default_declare_action
from .easy import EasyBot
from .medium import MediumBot
from .options import LEVEL_OPTIONS
from .variants import PRESETS, HardVariant

if TYPE_CHECKING:
    from .expert import ExpertBot
    from .hard import HardBot, HardParams, HardPolicy

__all__ = [
    "BOT_NAMES",
    "PRESETS",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "HardParams",
    "HardPolicy",
    "HardVariant",
    "MediumBot",
    "best_layoff_action",
    "bot_class",
    "default_declare_action",
    "make",
    "medium_selfplay_rate",
    "parse_spec",
]

BOT_NAMES: Final = LEVELS
#: Each level's class (its module in ``_MODULES``): the search bots (``hard``, ``expert``) are
#: imported when first made or named, so a program that never plays them (the app's
#: start-up) does not load them.
_CLASSES: Final[dict[str, str]] = {
    "easy": "EasyBot",
    "medium": "MediumBot",
    "hard": "HardBot",
    "expert": "ExpertBot",
}
#: Where each class (and the search bots' parameters) is defined, for :func:`lazy_attribute`.
_MODULES: Final[dict[str, str]] = {
    "EasyBot": ".easy",
    "ExpertBot": ".expert",
    "HardBot": ".hard",
    "HardParams": ".hard",
    "HardPolicy": ".hard",
    "MediumBot": ".medium",
}


def __getattr__(name: str) -> Any:
    """``ExpertBot``, ``HardBot``, ``HardParams``, ``HardPolicy`` on first use."""
    return lazy_attribute(__name__, _MODULES, name)


def bot_class(level: str) -> type[Bot]:
    """The class of a level (``KeyError`` for an unknown one), imported on first use."""
    cls: type[Bot] = lazy_attribute(__name__, _MODULES, _CLASSES[level])
    return cls


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """A 金拉米 bot spec (:func:`engine.bot_spec.parse_spec` with this game's presets):
    ``"expert:200"`` → ``("expert", {"budget_ms": 200.0})``, ``"hard:melds_only"`` →
    ``("hard", {"melds_only": True})``."""
    return _parse_spec(spec, PRESETS)


def make(name: str, seed: int | None = None, **options: Any) -> Bot:
    """A new bot of level ``name`` (or spec such as ``"expert:200"``, ``"hard:melds_only"``).

    ``seed`` seeds the bot's own generator, used when ``choose`` gets no ``rng``.
    Extra keyword options go to the bot (``budget_ms`` for ``expert``; for ``hard`` and
    ``expert`` the fields of ``HardParams`` and ``HardVariant``), each within its bounds
    (:data:`~engine.jinlami.bots.options.LEVEL_OPTIONS`).  An unknown level or preset,
    an option the level does not take, a value out of bounds or a seed that is not a
    whole number is a :class:`~engine.errors.RulesError` (a ``ValueError``: codes
    ``unknown_bot``, ``bad_bot_option``, ``bad_seed``), never a ``TypeError``.
    """
    base, spec_options = parse_spec(name)
    spec_options.update(options)
    checked = check_options(f"bot {base!r}", spec_options, LEVEL_OPTIONS[base])
    if seed is not None:
        check_seed(seed, "the bot's seed")
    return bot_class(base)(seed, **checked)


def medium_selfplay_rate(hands: int = 300, seed: int = 1) -> dict[str, Any]:
    """``medium`` against itself under ``international`` rules, through the fair interface
    (a fresh ``state.view(player)`` for every decision).  Returns hands/s and counts;
    this is ``medium_selfplay_hands_per_s`` of ``engine.tools.bench``."""
    rules = Rules.preset("international")
    bots = (MediumBot(seed), MediumBot(seed + 1))
    rng = random.Random(seed)
    actions = 0
    drawn = 0
    t0 = time.perf_counter()
    for i in range(hands):
        state = HandState.new(rules, seed=seed * 1_000_003 + i, dealer=i % 2)
        while not state.is_over:
            p = state.to_act
            state.apply(bots[p].choose(state.view(p), rng))
            actions += 1
        if state.settlement is None:
            drawn += 1
    sec = time.perf_counter() - t0
    return {
        "hands": hands,
        "seconds": sec,
        "hands_per_s": hands / sec if sec > 0 else float("inf"),
        "actions_per_hand": actions / hands if hands else 0.0,
        "drawn_hands": drawn,
    }
