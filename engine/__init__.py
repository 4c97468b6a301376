"""金拉米 engine: the rules of Jin Rummy (and International Gin scoring) in pure Python.

No Qt, no file I/O, no global randomness.  The public API::

    import engine
    cards = engine.parse_cards("AS 2S 3S TD")
    rules = engine.Rules.preset("classic")
    arr = engine.best_arrangement(cards)
    s = engine.settle_knock(knocker, defender, rules)
    hand = engine.HandState.new(rules, seed=1)

拉米纸牌 Rummy for 2–4 players (docs/RULES.md Part B) shares the cards, melds and actions::

    state = engine.RummyState.new(engine.RummyRules(players=4), seed=1)
    view = state.view(0)               # RummyView: hides the other hands
    view.explain_meld(engine.parse_cards("4S 6S 7S")).code   # "missing_card"
    match = engine.RummyMatch(engine.RummyRules(3), target=100, seed=7)

Both games implement one protocol (:mod:`engine.protocol`: ``GameState``, ``GameView``,
``Bot``, ``GameMatch``), and :mod:`engine.games` hands out either game by id::

    from engine.games import game
    state = game("rummy").new_state(game("rummy").default_rules(3), seed=1)

Each name below is imported the first time it is looked up (:mod:`engine.lazy_exports`),
so ``import engine`` — or any ``engine.x`` — costs nothing until a name is used.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .lazy_exports import LazyExports

if TYPE_CHECKING:
    from .actions import Action
    from .cards import DECK, Card, cards_from_mask, format_cards, mask_of, parse_card, parse_cards
    from .errors import (
        CardError,
        EngineError,
        IllegalActionError,
        MeldError,
        RulesError,
        SaveError,
    )
    from .jinlami.events import Event
    from .jinlami.rules import PRESETS, Rules
    from .jinlami.scoring import (
        Settlement,
        best_layoff,
        default_knock_arrangement,
        knock_arrangements,
        settle_knock,
    )
    from .jinlami.state import HandState, Phase
    from .jinlami.view import PlayerView
    from .melds import (
        Arrangement,
        DiscardOption,
        Meld,
        all_arrangements,
        arrange_mask,
        best_arrangement,
        discard_options,
        meld_of,
        min_deadwood,
        min_deadwood_after_discard,
    )
    from .protocol import Bot, GameEvent, GameMatch, GameRules, GameState, GameView
    from .rummy.match import RummyHandRecord, RummyMatch
    from .rummy.state import (
        Refusal,
        RummyEvent,
        RummyPhase,
        RummyResult,
        RummyRules,
        RummyState,
        explain_meld,
        has_meld,
    )
    from .rummy.view import RummyStep, RummyView, TableMeld

_EXPORTS: Final = {
    "Action": ".actions",
    "Event": ".jinlami.events",
    "DECK": ".cards",
    "Card": ".cards",
    "cards_from_mask": ".cards",
    "format_cards": ".cards",
    "mask_of": ".cards",
    "parse_card": ".cards",
    "parse_cards": ".cards",
    "CardError": ".errors",
    "EngineError": ".errors",
    "IllegalActionError": ".errors",
    "MeldError": ".errors",
    "RulesError": ".errors",
    "SaveError": ".errors",
    "PRESETS": ".jinlami.rules",
    "Rules": ".jinlami.rules",
    "Settlement": ".jinlami.scoring",
    "best_layoff": ".jinlami.scoring",
    "default_knock_arrangement": ".jinlami.scoring",
    "knock_arrangements": ".jinlami.scoring",
    "settle_knock": ".jinlami.scoring",
    "HandState": ".jinlami.state",
    "Phase": ".jinlami.state",
    "PlayerView": ".jinlami.view",
    "Arrangement": ".melds",
    "DiscardOption": ".melds",
    "Meld": ".melds",
    "all_arrangements": ".melds",
    "arrange_mask": ".melds",
    "best_arrangement": ".melds",
    "discard_options": ".melds",
    "meld_of": ".melds",
    "min_deadwood": ".melds",
    "min_deadwood_after_discard": ".melds",
    "Bot": ".protocol",
    "GameEvent": ".protocol",
    "GameMatch": ".protocol",
    "GameRules": ".protocol",
    "GameState": ".protocol",
    "GameView": ".protocol",
    "RummyHandRecord": ".rummy.match",
    "RummyMatch": ".rummy.match",
    "Refusal": ".rummy.state",
    "RummyEvent": ".rummy.state",
    "RummyPhase": ".rummy.state",
    "RummyResult": ".rummy.state",
    "RummyRules": ".rummy.state",
    "RummyState": ".rummy.state",
    "explain_meld": ".rummy.state",
    "has_meld": ".rummy.state",
    "RummyStep": ".rummy.view",
    "RummyView": ".rummy.view",
    "TableMeld": ".rummy.view",
}


__version__ = "0.1.0"

__all__ = [
    "DECK",
    "PRESETS",
    "Action",
    "Arrangement",
    "Bot",
    "Card",
    "CardError",
    "DiscardOption",
    "EngineError",
    "Event",
    "GameEvent",
    "GameMatch",
    "GameRules",
    "GameState",
    "GameView",
    "HandState",
    "IllegalActionError",
    "Meld",
    "MeldError",
    "Phase",
    "PlayerView",
    "Refusal",
    "Rules",
    "RulesError",
    "RummyEvent",
    "RummyHandRecord",
    "RummyMatch",
    "RummyPhase",
    "RummyResult",
    "RummyRules",
    "RummyState",
    "RummyStep",
    "RummyView",
    "SaveError",
    "Settlement",
    "TableMeld",
    "all_arrangements",
    "arrange_mask",
    "best_arrangement",
    "best_layoff",
    "cards_from_mask",
    "default_knock_arrangement",
    "discard_options",
    "explain_meld",
    "format_cards",
    "has_meld",
    "knock_arrangements",
    "mask_of",
    "meld_of",
    "min_deadwood",
    "min_deadwood_after_discard",
    "parse_card",
    "parse_cards",
    "settle_knock",
]

__getattr__, __dir__ = LazyExports(__name__, _EXPORTS, globals()).hooks()
