"""The registry of the games the engine plays, declared once.

Each entry names a game by the id its saves and statistics carry (``"jinlami"``,
``"rummy"``), the engine types that belong to it, and what a caller needs to play it
without knowing which game it holds: its rules (defaults, from a save's dict, the
variants worth testing), new hands (shuffled by a seed, or dealt from a chosen deck),
its bots, and which match type each save ``kind`` holds.  Code that holds a state or a
match asks :func:`game_of` instead of testing types or comparing names.

The bots are imported only when :meth:`EngineGame.make_bot` is called, so importing the
engine does not import them.

The registry sits above the games and below what drives any of them (the saves of
:mod:`engine.serialize`, the review's driver, the fairness check, the tools): it is the
one shared module besides the ``engine`` facade that names the games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from .bot_spec import parse_spec
from .checks import check_seed
from .errors import RulesError, SaveError, shown
from .game_ids import GAME_IDS
from .jinlami.kit import JinlamiKit
from .jinlami.match import Match, TeamMatch
from .jinlami.rules import Rules
from .jinlami.state import HandState
from .rummy.kit import RummyKit
from .rummy.match import RummyMatch
from .rummy.rules import PLAYERS, RummyRules
from .rummy.state import RummyState
from .save_codec import load_game, open_document, read_text

if TYPE_CHECKING:
    from .cards import Card
    from .protocol import Bot, GameRules, GameState
    from .review.evaluation import Reviewer

__all__ = [
    "GAMES",
    "GAME_IDS",
    "LEGACY_SAVE_GAME",
    "EngineGame",
    "GameKit",
    "SavedGame",
    "game",
    "game_of",
    "saved_game",
]

#: What a save holds: a hand or a match of one of the registry's games.
SavedGame = Match | TeamMatch | HandState | RummyMatch | RummyState


class GameKit(Protocol):
    """What one game supplies to its registry entry (see :class:`EngineGame`); each game's
    own package holds its kit (``engine/jinlami/kit.py``, ``engine/rummy/kit.py``)."""

    def default_rules(self, players: int) -> GameRules: ...

    def rules_from_dict(self, data: Any) -> GameRules: ...

    def rule_variants(self, players: int) -> tuple[GameRules, ...]: ...

    def new_state(self, rules: GameRules, seed: int, dealer: int | None) -> GameState[Any]: ...

    def from_deck(
        self, rules: GameRules, deck: Sequence[Card], dealer: int | None, seed: int
    ) -> GameState[Any]: ...

    def make_bot(self, spec: str, seed: int | None) -> Bot[Any]: ...

    def reviewer(self, effort: str) -> Reviewer: ...

    def match_body(self, kind: str, match: Any) -> dict[str, Any]: ...

    def load_match(
        self, kind: str, data: dict[str, Any], rules: GameRules, seed: int
    ) -> object: ...


@dataclass(frozen=True, slots=True, eq=False)
class EngineGame:
    """One game of the engine: its id, the types of its hands, matches and rules, the
    table sizes it plays (``seat_counts``), which match type each save ``kind`` holds
    (``match_kinds``; ``"hand"`` is always the state), and its :class:`GameKit`.

    Entries are singletons: they compare and hash by identity."""

    id: str
    state_type: type
    match_types: tuple[type, ...]
    rules_type: type
    seat_counts: tuple[int, ...]
    match_kinds: Mapping[str, type]
    kit: GameKit

    def owns(self, obj: object) -> bool:
        """True when ``obj`` is a hand state or a match of this game."""
        return isinstance(obj, (self.state_type, *self.match_types))

    @property
    def seats(self) -> range:
        """The table sizes this game plays (``range(2, 3)`` for 金拉米, ``range(2, 5)``)."""
        return range(min(self.seat_counts), max(self.seat_counts) + 1)

    def _players(self, players: int | None) -> int:
        n = self.seat_counts[0] if players is None else players
        if type(n) is not int or n not in self.seat_counts:
            raise RulesError(
                f"{self.id} is for {' or '.join(map(str, self.seat_counts))} players, "
                f"got {shown(n)}"
            )
        return n

    # -- rules ----------------------------------------------------------------------------
    def default_rules(self, players: int | None = None) -> GameRules:
        """The rules a new game starts with (``players`` seats; the fewest by default)."""
        return self.kit.default_rules(self._players(players))

    def rules_from_dict(self, data: Any) -> GameRules:
        """Rules read back from their ``to_dict`` (a save's ``"rules"``); a bad dict is a
        :class:`RulesError`."""
        return self.kit.rules_from_dict(data)

    def rule_variants(self, players: int | None = None) -> tuple[GameRules, ...]:
        """Every distinct rule set worth covering at a table of ``players`` (the presets)."""
        return self.kit.rule_variants(self._players(players))

    # -- hands and bots -------------------------------------------------------------------
    def new_state(self, rules: GameRules, seed: int, dealer: int | None = None) -> GameState[Any]:
        """A hand shuffled by ``Random(seed)`` and dealt by ``dealer`` (the game's default
        dealer when ``None``: seat 0 in 金拉米, the last seat in 拉米纸牌)."""
        return self.kit.new_state(rules, seed, dealer)

    def from_deck(
        self,
        rules: GameRules,
        deck: Sequence[Card],
        dealer: int | None = None,
        seed: int = 0,
    ) -> GameState[Any]:
        """A hand dealt from ``deck`` as given (its last card on top) instead of a shuffle."""
        return self.kit.from_deck(rules, deck, dealer, seed)

    def random_state(self, seed: int, players: int | None = None) -> GameState[Any]:
        """A fresh hand of the default rules for ``players``, shuffled by ``seed``, the dealer
        drawn from the seed too (tests and tools that want any hand of this game)."""
        n = self._players(players)
        return self.new_state(self.default_rules(n), seed, check_seed(seed) % n)

    def make_bot(self, spec: str, seed: int | None = None) -> Bot[Any]:
        """A bot of this game from a spec (``"hard"``, ``"expert:200"``); ``ValueError`` for
        an unknown level, as :func:`engine.bot_spec.parse_spec`."""
        parse_spec(spec)
        if seed is not None:
            check_seed(seed, "the bot's seed")
        return self.kit.make_bot(spec, seed)

    def reviewer(self, effort: str = "deep") -> Reviewer:
        """The hand review's evaluation of this game's decisions (:mod:`engine.review`;
        imported on first use, like the bots); an unknown effort is a :class:`RulesError`."""
        from .review.evaluation import check_effort  # lazy: start-up time (engine.review)

        return self.kit.reviewer(check_effort(effort))

    # -- saves ----------------------------------------------------------------------------
    def match_body(self, kind: str, match: Any) -> dict[str, Any]:
        """The save fields of a match of this game held by save ``kind`` (its teams, config,
        hands and progress), after the common header (:mod:`engine.save_codec`)."""
        return self.kit.match_body(kind, match)

    def load_match(self, kind: str, data: dict[str, Any], rules: GameRules, seed: int) -> object:
        """The match of a save document of ``kind``, replayed."""
        return self.kit.load_match(kind, data, rules, seed)

    def load_state(self, text: str | bytes) -> GameState[Any]:
        """A saved single hand of this game (as :func:`engine.serialize.loads` reads it); a
        save of a match or of another game is a :class:`SaveError` (``bad_field``)."""
        data, kind = open_document(read_text(text))
        loaded = load_game(saved_game(data), data, kind)
        if not isinstance(loaded, self.state_type):
            raise SaveError(
                f"the save does not hold a single hand of {self.id}",
                code="bad_field",
                field="kind",
            )
        return cast("GameState[Any]", loaded)


GAMES: Final[dict[str, EngineGame]] = {
    "jinlami": EngineGame(
        "jinlami",
        HandState,
        (Match, TeamMatch),
        Rules,
        (2,),
        {"match": Match, "team": TeamMatch},
        JinlamiKit(),
    ),
    "rummy": EngineGame(
        "rummy",
        RummyState,
        (RummyMatch,),
        RummyRules,
        PLAYERS,
        {"match": RummyMatch},
        RummyKit(),
    ),
}

if tuple(GAMES) != GAME_IDS:  # the light list of ids (game_ids.py) is this registry's
    raise ImportError(f"engine.game_ids lists {GAME_IDS}, the registry {tuple(GAMES)}")

#: The game of a save that names none: every save written before 拉米纸牌 existed.
LEGACY_SAVE_GAME: Final = "jinlami"


def game(game_id: str) -> EngineGame:
    """The game with this id; an unknown id is a :class:`RulesError` (code ``unknown_game``)."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        raise RulesError(
            f"unknown game {str(game_id)[:80]!r}", code="unknown_game", game=str(game_id)[:80]
        ) from None


def saved_game(data: dict[str, Any]) -> EngineGame:
    """The game a save document names (``"game"``; a save without it is
    :data:`LEGACY_SAVE_GAME`'s); an unknown one is a :class:`SaveError` (``bad_field``)."""
    game_id = data.get("game", LEGACY_SAVE_GAME)
    entry = GAMES.get(game_id) if isinstance(game_id, str) else None
    if entry is None:
        raise SaveError(
            f"unknown game {shown(game_id)} in the save", code="bad_field", field="game"
        )
    return entry


def game_of(obj: object) -> EngineGame:
    """The game a hand state or a match belongs to."""
    for entry in GAMES.values():
        if entry.owns(obj):
            return entry
    raise RulesError(
        f"{type(obj).__name__} is not a state or a match of any game",
        code="unknown_game",
        game=type(obj).__name__,
    )
