"""拉米纸牌's kit for the engine's registry (:mod:`engine.games`): its rules, new hands,
hands dealt from a chosen deck, its match saves (:mod:`.saves`), its bots and its
reviewer (both imported on first use)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..checks import check_rules
from .rules import RummyRules
from .saves import load_match, match_body
from .state import RummyState

if TYPE_CHECKING:
    from ..cards import Card
    from ..protocol import Bot, GameRules
    from .review import RummyReviewer
    from .view import RummyView

__all__ = ["RummyKit"]


class RummyKit:
    """拉米纸牌: two to four seats, :class:`RummyRules`, :class:`RummyState` hands."""

    def default_rules(self, players: int) -> RummyRules:
        return RummyRules(players=players)

    def rules_from_dict(self, data: Any) -> RummyRules:
        return RummyRules.from_dict(data)

    def rule_variants(self, players: int) -> tuple[RummyRules, ...]:
        return (RummyRules(players=players),)

    def new_state(self, rules: GameRules, seed: int, dealer: int | None) -> RummyState:
        return RummyState.new(check_rules(rules, RummyRules), seed=seed, dealer=dealer)

    def from_deck(
        self, rules: GameRules, deck: Sequence[Card], dealer: int | None, seed: int
    ) -> RummyState:
        return RummyState.from_deck(check_rules(rules, RummyRules), deck, dealer, seed)

    def make_bot(self, spec: str, seed: int | None) -> Bot[RummyView]:
        from .bots import make_rummy_bot  # lazy: start-up time

        return make_rummy_bot(spec, seed=seed)

    def reviewer(self, effort: str) -> RummyReviewer:
        from .review import RummyReviewer  # lazy: start-up time

        return RummyReviewer(effort)

    def match_body(self, kind: str, match: Any) -> dict[str, Any]:
        return match_body(kind, match)

    def load_match(self, kind: str, data: dict[str, Any], rules: GameRules, seed: int) -> object:
        return load_match(kind, data, rules, seed)
