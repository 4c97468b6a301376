"""Bots for 拉米纸牌 (docs/RULES.md Part B): the four levels of :mod:`engine.jinlami.bots`, fair by
the same construction — a bot gets a :class:`~engine.rummy.view.RummyView` and a
``random.Random``, never the state, so it cannot see another hand or the stock order.

::

    from engine.rummy.bots import make_rummy_bot
    bot = make_rummy_bot("hard", seed=1)
    action = bot.choose(state.view(player), rng)

Levels, one module each: :mod:`.easy` (a beginner), :mod:`.medium` (the simple reference
player), :mod:`.hard` (holds for 一把出完, discards by outs, value and danger) and
:mod:`.expert` (``hard`` with a one-draw look-ahead on the discard top); what they share
(the interface, the table as a bot reads it, the plan of melds and lay-offs) is in
:mod:`.base`.  Their measured strength is in ``docs/BOTS.md``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from ...bot_options import Bound, check_options
from ...bot_spec import LEVELS, lazy_attribute, parse_spec
from ...checks import check_seed
from ...melds import makes_meld
from .base import RummyBot, Table, dispose_step, go_out_step, residual
from .easy import EasyRummyBot
from .medium import MediumRummyBot
from .options import EXPERT_OWN

if TYPE_CHECKING:
    from .expert import ExpertRummyBot
    from .hard import HardRummyBot, HardRummyParams

__all__ = [
    "RUMMY_BOT_NAMES",
    "EasyRummyBot",
    "ExpertRummyBot",
    "HardRummyBot",
    "HardRummyParams",
    "MediumRummyBot",
    "RummyBot",
    "Table",
    "dispose_step",
    "go_out_step",
    "level_options",
    "make_rummy_bot",
    "makes_meld",
    "residual",
    "rummy_bot_class",
]

RUMMY_BOT_NAMES: Final = LEVELS

#: Each level's class (its module in ``_MODULES``): the search bots (``hard``, ``expert``) are
#: imported when first made or named, so a program that never plays them (the app's
#: start-up) does not load them.
_CLASSES: Final[dict[str, str]] = {
    "easy": "EasyRummyBot",
    "medium": "MediumRummyBot",
    "hard": "HardRummyBot",
    "expert": "ExpertRummyBot",
}
#: Where each class (and the search bots' parameters) is defined, for :func:`lazy_attribute`.
_MODULES: Final[dict[str, str]] = {
    "EasyRummyBot": ".easy",
    "ExpertRummyBot": ".expert",
    "HardRummyBot": ".hard",
    "HardRummyParams": ".hard",
    "MediumRummyBot": ".medium",
}


def __getattr__(name: str) -> Any:
    """``ExpertRummyBot``, ``HardRummyBot``, ``HardRummyParams`` on first use."""
    return lazy_attribute(__name__, _MODULES, name)


def rummy_bot_class(level: str) -> type[RummyBot]:
    """The class of a level (``KeyError`` for an unknown one), imported on first use."""
    cls: type[RummyBot] = lazy_attribute(__name__, _MODULES, _CLASSES[level])
    return cls


def level_options(level: str) -> dict[str, Bound]:
    """The options the factory takes for ``level`` (none for ``easy`` and ``medium``;
    ``params`` for ``hard``; ``params`` and the draw look-ahead's for ``expert``)."""
    if level in ("easy", "medium"):
        return {}
    from .hard import params_bound  # lazy: the search bots load on first use

    own = EXPERT_OWN if level == "expert" else {}
    return {"params": params_bound(), **own}


def make_rummy_bot(name: str, seed: int | None = None, **options: Any) -> RummyBot:
    """A new 拉米纸牌 bot of level ``name`` (or a spec such as ``"expert:200"``).

    An unknown level, an option the level does not take (:func:`level_options`), a value
    out of its bounds or a seed that is not a whole number is a
    :class:`~engine.errors.RulesError` (a ``ValueError``: codes ``unknown_bot``,
    ``bad_bot_option``, ``bad_seed``), never a ``TypeError``."""
    base, spec_options = parse_spec(name, styles=())  # 拉米纸牌 has no playing styles
    spec_options.update(options)
    checked = check_options(f"bot {base!r}", spec_options, level_options(base))
    if seed is not None:
        check_seed(seed, "the bot's seed")
    return rummy_bot_class(base)(seed, **checked)
