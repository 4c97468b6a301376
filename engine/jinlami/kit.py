"""金拉米's kit for the engine's registry (:mod:`engine.games`): its rules, new hands,
hands dealt from a chosen deck, its match saves (:mod:`.saves`), its bots and its
reviewer (both imported on first use)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..checks import check_rules
from ..errors import RulesError
from .rules import PRESETS, Rules
from .saves import load_match, match_body
from .state import HandState

if TYPE_CHECKING:
    from ..cards import Card
    from ..protocol import Bot, GameRules
    from .review import JinlamiReviewer
    from .view import PlayerView

__all__ = ["JinlamiKit"]


class JinlamiKit:
    """金拉米: two seats, :class:`Rules` presets, :class:`HandState` hands."""

    def default_rules(self, players: int) -> Rules:
        if players != 2:
            raise RulesError(f"金拉米 is for 2 players, got {players!r}")
        return Rules()

    def rules_from_dict(self, data: Any) -> Rules:
        return Rules.from_dict(data)

    def rule_variants(self, players: int) -> tuple[Rules, ...]:
        self.default_rules(players)
        return tuple(PRESETS.values())

    def new_state(self, rules: GameRules, seed: int, dealer: int | None) -> HandState:
        jin = check_rules(rules, Rules)
        return HandState.new(jin, seed=seed, dealer=0 if dealer is None else dealer)

    def from_deck(
        self, rules: GameRules, deck: Sequence[Card], dealer: int | None, seed: int
    ) -> HandState:
        jin = check_rules(rules, Rules)
        return HandState.from_deck(jin, deck, 0 if dealer is None else dealer, seed)

    def make_bot(self, spec: str, seed: int | None) -> Bot[PlayerView]:
        from .bots import make  # lazy: start-up time

        return make(spec, seed=seed)

    def reviewer(self, effort: str) -> JinlamiReviewer:
        from .review import JinlamiReviewer  # lazy: start-up time

        return JinlamiReviewer(effort)

    def match_body(self, kind: str, match: Any) -> dict[str, Any]:
        return match_body(kind, match)

    def load_match(self, kind: str, data: dict[str, Any], rules: GameRules, seed: int) -> object:
        return load_match(kind, data, rules, seed)
