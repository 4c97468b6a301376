"""Versioned JSON saves: a saved game is its rules, seed and action list, replayed on load.

Format (version 1)::

    {"format": "jinlami-save", "version": 1, "game": "jinlami" | "rummy",
     "kind": "match" | "team" | "hand",
     "rules": {...}, "seed": 123,
     "match": {...MatchConfig...},            # kind "match" (rummy: {"target": 100})
     "hands": [["draw stock", "discard 7H", ...], ...],
     "progress": {"hands_played": 3, "scores": [57, 13]},
     "meta": {...}}                            # free-form, kept as is (names, levels …)

``"game": "rummy"`` saves hold a 拉米纸牌 :class:`~engine.rummy.state.RummyState` (kind
``hand``, with its ``dealer``) or :class:`~engine.rummy.match.RummyMatch` (kind
``match``); their rules are :class:`~engine.rummy.state.RummyRules` (``{"players": 4, …}``)
and their actions the same text notation.  A save without ``"game"`` is a 金拉米 save,
so every earlier file loads unchanged; the version stays 1 (nothing to migrate).
Which game a ``"game"`` id names, how its rules and hands are rebuilt, and which match
type each ``kind`` holds come from the registry :mod:`engine.games`.

Loading checks everything and replays; any damage raises :class:`SaveError` with a
``code`` (``not_json``, ``not_a_save``, ``too_large``, ``newer_version``, ``bad_field``,
``replay_failed``, ``progress_mismatch``) and a plain message.  Older versions are
migrated step by step through :data:`MIGRATIONS`.

Limits, checked before the costly steps so a hostile file fails fast: at most
:data:`MAX_SAVE_CHARS` characters (before parsing), :data:`MAX_DEPTH` levels of nesting,
:data:`MAX_HANDS` hands of at most :data:`MAX_HAND_ACTIONS` actions, each at most
:data:`MAX_ACTION_CHARS` characters (before any replay), and a seed below 2**64.  A
real save is far below each of them.

Version 2 adds a match's commitment (docs/RULES.md Part D), written when the match has one
(:class:`~engine.fairness.Fairness`)::

     "fairness": {"commitment": "<64 hex>", "salt": "<32 hex>"},
     "reveal": {"seed": 123, "salt": "<32 hex>", "ended": "finished"},   # once it ended
     "deals": ["7H 2C …", …]                  # with the reveal: each hand's deck as dealt

A version-1 save (no commitment) loads as before: the migration to 2 changes nothing.

Only a hand dealt from its seed can be saved: a position placed card by card
(``setup``, ``from_deck``) has no seed that deals it, so saving one is refused
(``not_saveable``) rather than written as another deal.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

from .actions import Action
from .checks import SEED_LIMIT
from .errors import EngineError, SaveError, shown, writable
from .fairness import Fairness, seeds_of
from .games import GAMES, LEGACY_SAVE_GAME, EngineGame, game_of
from .jinlami.match import Match, MatchConfig, TeamMatch
from .jinlami.rules import Rules
from .jinlami.state import HandState
from .rummy.match import RummyMatch
from .rummy.state import RummyRules, RummyState

if TYPE_CHECKING:
    from .protocol import GameRules, GameState

__all__ = [
    "FORMAT",
    "VERSION",
    "can_save",
    "dumps",
    "from_dict",
    "hand_to_dict",
    "loads",
    "to_dict",
]

FORMAT: Final = "jinlami-save"
VERSION: Final = 2

#: The longest save text read (characters of JSON).  A 金拉米 or 拉米纸牌 match to its
#: end is a few hundred kilobytes at most.
MAX_SAVE_CHARS: Final = 4_000_000
#: The deepest nesting of lists and objects (a team match's duels are four levels).
MAX_DEPTH: Final = 20
#: The most hands in one save, summed over a team match's duels.
MAX_HANDS: Final = 1_000
#: The most actions in one hand (a 拉米纸牌 hand has 120 turns of a few steps each).
MAX_HAND_ACTIONS: Final = 5_000
#: The longest text of one action ("declare …" lists at most 11 cards).
MAX_ACTION_CHARS: Final = 200


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only adds the optional commitment: a version-1 save is one without it."""
    return {**data, "version": 2}


# version N -> function turning a version-N dict into a version-(N+1) dict
MIGRATIONS: Final[dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {1: _v1_to_v2}


Game = Match | TeamMatch | HandState | RummyMatch | RummyState


def _header(
    kind: str,
    rules: GameRules,
    seed: int,
    meta: dict[str, Any] | None,
    game: str,
) -> dict[str, Any]:
    if meta is not None and not isinstance(meta, dict):
        raise SaveError(f"a save's meta is a dict, got {shown(meta)}", code="bad_field")
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": game,
        "kind": kind,
        "rules": rules.to_dict(),
        "seed": seed,
        "meta": dict(meta or {}),
    }


def _hands_text(hands: list[list[Action]]) -> list[list[str]]:
    return [[str(a) for a in hand] for hand in hands]


def to_dict(game: Game | GameState[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a match, a team match or a single hand (either game)."""
    entry = game_of(game)
    if isinstance(game, entry.state_type):
        return hand_to_dict(cast("GameState[Any]", game), meta)
    for kind, match_type in entry.match_kinds.items():
        if isinstance(game, match_type):
            d = _header(kind, game.rules, game.seed, meta, entry.id)
            d.update(_MATCH_WRITERS[match_type](game))
            fair: Fairness | None = getattr(game, "fairness", None)
            if fair is not None:
                d.update(fair.save_fields(game.is_over, seeds_of(game)))
            return d
    raise SaveError(f"{type(game).__name__} cannot be saved", code="bad_field", field="kind")


def can_save(game: Game | GameState[Any]) -> bool:
    """True unless ``game`` is a hand placed card by card (see the module docstring)."""
    return not isinstance(game, game_of(game).state_type) or cast("GameState[Any]", game).seeded


def hand_to_dict(state: GameState[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a single hand of either game: its deal and its actions.

    A position placed card by card cannot be saved (its seed does not deal it)."""
    entry = game_of(state)
    if not isinstance(state, entry.state_type):
        raise SaveError(f"{type(state).__name__} is not a hand", code="bad_field", field="kind")
    if not state.seeded:
        raise SaveError(
            "a position set up card by card cannot be saved: its seed does not deal it",
            code="not_saveable",
        )
    d = _header("hand", state.rules, state.seed, meta, entry.id)
    d["dealer"] = state.dealer
    d["hands"] = [[str(a) for a in state.actions]]
    return d


def _match_body(match: Match) -> dict[str, Any]:
    return {
        "match": match.config.to_dict(),
        "hands": _hands_text(match.hand_actions()),
        "progress": {"hands_played": match.hands_played, "scores": list(match.scores)},
    }


def _rummy_match_body(match: RummyMatch) -> dict[str, Any]:
    return {
        "match": {"target": match.target},
        "hands": _hands_text(match.hand_actions()),
        "progress": {"hands_played": match.hands_played, "scores": list(match.scores)},
    }


def _team_body(team: TeamMatch) -> dict[str, Any]:
    return {
        "teams": [list(t) for t in team.teams],
        "hands_per_duel": team.hands_per_duel,
        "duels": [_hands_text(m.hand_actions()) for _a, _b, m in team.duels],
        "progress": {"scores": list(team.team_scores())},
    }


def dumps(game: Game | GameState[Any], meta: dict[str, Any] | None = None) -> str:
    """Save as JSON text (UTF-8 safe, stable key order).

    Refused with a :class:`SaveError` (``bad_field``) when ``meta`` holds what JSON cannot
    write or a text UTF-8 cannot (a lone surrogate), so no caller writes half a file."""
    document = to_dict(game, meta)
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(
            f"the save's meta cannot be written as JSON: {shown(str(exc))}", code="bad_field"
        ) from None
    if not writable(text):
        raise SaveError("a text of the save cannot be written as UTF-8", code="bad_field")
    return text


def loads(text: str | bytes) -> Game:
    """Load and replay a save; raise :class:`SaveError` with a clear reason if it is bad."""
    if not isinstance(text, str | bytes):
        raise SaveError(f"a save is text, not {type(text).__name__}", code="not_json")
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(
            f"the file is too large to be a save ({len(text):,} characters, "
            f"at most {MAX_SAVE_CHARS:,})",
            code="too_large",
            size=len(text),
        )
    try:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        data = json.loads(text.removeprefix("\ufeff"))  # a BOM an editor may have added
    except RecursionError:
        raise SaveError(
            "the file is damaged or is not a save (nested too deeply)", code="not_json"
        ) from None
    except (UnicodeDecodeError, ValueError) as exc:  # JSONDecodeError, a 5,000-digit number
        raise SaveError(
            f"the file is damaged or is not a save (not valid JSON: {shown(str(exc))})",
            code="not_json",
        ) from None
    return from_dict(data)


def _check_depth(data: Any) -> None:
    """Refuse nesting deeper than :data:`MAX_DEPTH` (iteratively: no recursion to exhaust),
    and texts UTF-8 cannot write (a lone surrogate) anywhere but in the free-form ``meta``:
    the game itself must save again.  The meta is the caller's (names, levels …): the app's
    storage replaces such characters when it reads the meta, so the match is kept."""
    stack: list[tuple[Any, int, bool]] = [(data, 1, True)]
    while stack:
        value, depth, texts = stack.pop()
        if depth > MAX_DEPTH:
            raise SaveError("the file is nested too deeply to be a save", code="too_large")
        if isinstance(value, dict):
            for key, item in value.items():
                if texts:
                    _check_text(key)
                stack.append((item, depth + 1, texts and not (depth == 1 and key == "meta")))
        elif isinstance(value, list):
            stack.extend((v, depth + 1, texts) for v in value)
        elif texts and isinstance(value, str):
            _check_text(value)


def _check_text(text: str) -> None:
    if not writable(text):
        raise SaveError(
            "the save holds a text that cannot be written back (a lone surrogate)",
            code="bad_field",
        )


def _field(data: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise SaveError(f"the save is missing {name!r}", code="bad_field", field=name)
    value = data[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise SaveError(f"the save's {name!r} has the wrong type", code="bad_field", field=name)
    return value


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError("the save has no valid version number", code="bad_field", field="version")
    if version > VERSION:
        raise SaveError(
            f"the save is from a newer version of the game (format {shown(version)}, "
            f"this version reads up to {VERSION})",
            code="newer_version",
            version=version if version < SEED_LIMIT else shown(version),
        )
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version = data["version"]
    return data


def _actions(raw: Any, where: str) -> list[list[Action]]:
    if not isinstance(raw, list) or not all(isinstance(h, list) for h in raw):
        raise SaveError(f"the save's {where} are not lists of actions", code="bad_field")
    if len(raw) > MAX_HANDS or any(len(h) > MAX_HAND_ACTIONS for h in raw):
        raise SaveError(
            f"the save's {where} hold more hands or moves than a game can have",
            code="too_large",
        )
    out: list[list[Action]] = []
    for hand in raw:
        acts = []
        for a in hand:
            if not isinstance(a, str) or len(a) > MAX_ACTION_CHARS:
                raise SaveError(f"an action in {where} is not a move: {shown(a)}", code="bad_field")
            try:
                acts.append(Action.parse(a))
            except EngineError as exc:
                raise SaveError(
                    f"unreadable action {shown(a)}: {shown(str(exc))}", code="bad_field"
                ) from None
        out.append(acts)
    return out


def from_dict(data: Any) -> Game:
    """Rebuild a match, team match or hand from a save document by replaying it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a 金拉米 save", code="not_a_save")
    _check_depth(data)
    data = _migrate(data)
    kind = _field(data, "kind", str)
    game = data.get("game", LEGACY_SAVE_GAME)
    entry = GAMES.get(game) if isinstance(game, str) else None
    if entry is None:
        raise SaveError(f"unknown game {shown(game)} in the save", code="bad_field", field="game")
    try:
        return _load(entry, data, kind)
    except SaveError:
        raise
    except (EngineError, TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        reason = shown(str(exc))
        raise SaveError(
            f"the save does not replay: {reason}", code="replay_failed", reason=reason
        ) from None


def _load(entry: EngineGame, data: dict[str, Any], kind: str) -> Game:
    """A save of ``entry``'s game: its rules, then the hand or the match its kind names."""
    rules = entry.rules_from_dict(_field(data, "rules", dict))
    seed = _field(data, "seed", int)
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        raise SaveError("the save's seed is out of range", code="bad_field", field="seed")
    if kind == "hand":
        dealer = _field(data, "dealer", int)
        loaded: object = _replay_hand(data, entry.new_state(rules, seed, dealer))
    elif kind in entry.match_kinds:
        fair = Fairness.from_save(data, seed)
        loaded = _MATCH_LOADERS[entry.match_kinds[kind]](data, rules, seed)
        if fair is not None:
            setattr(loaded, "salt", fair.salt)  # noqa: B010 (each match type has both)
            setattr(loaded, "fairness", fair)  # noqa: B010
    else:
        raise SaveError(f"unknown kind of save {shown(kind)}", code="bad_field", field="kind")
    return cast(Game, loaded)


def _rules(rules: GameRules, kind: type[_RulesT]) -> _RulesT:
    if not isinstance(rules, kind):
        raise TypeError(f"{type(rules).__name__} are not {kind.__name__}")
    return rules


_RulesT = TypeVar("_RulesT", Rules, RummyRules)
_Hand = TypeVar("_Hand", bound="GameState[Any]")
_Match = TypeVar("_Match", Match, RummyMatch)


def _replay_hand(data: dict[str, Any], state: _Hand) -> _Hand:
    """A single-hand save: the hand's actions played on its fresh deal."""
    (actions,) = _actions(_field(data, "hands", list), "hands") or [[]]
    for a in actions:
        state.apply(a)
    return state


def _replay_match(data: dict[str, Any], match: _Match) -> _Match:
    """A match save: every hand replayed, then checked against the saved progress."""
    match.replay(_actions(_field(data, "hands", list), "hands"))
    progress = data.get("progress")
    if isinstance(progress, dict) and (
        progress.get("scores") != match.scores
        or progress.get("hands_played", match.hands_played) != match.hands_played
    ):
        raise SaveError(
            "the save's score does not match its replayed hands", code="progress_mismatch"
        )
    return match


def _load_match(data: dict[str, Any], rules: GameRules, seed: int) -> Match:
    config = MatchConfig.from_dict(_field(data, "match", dict))
    return _replay_match(data, Match(_rules(rules, Rules), config, seed))


def _load_rummy_match(data: dict[str, Any], rules: GameRules, seed: int) -> RummyMatch:
    config = _field(data, "match", dict)
    if set(config) != {"target"}:
        raise SaveError("the save's match settings are malformed", code="bad_field")
    return _replay_match(data, RummyMatch(_rules(rules, RummyRules), config["target"], seed))


def _load_team(data: dict[str, Any], rules: GameRules, seed: int) -> TeamMatch:
    teams_raw = _field(data, "teams", list)
    if len(teams_raw) != 2 or not all(
        isinstance(t, list) and all(isinstance(n, str) for n in t) for t in teams_raw
    ):
        raise SaveError("the save's teams are malformed", code="bad_field", field="teams")
    teams = (tuple(teams_raw[0]), tuple(teams_raw[1]))
    team = TeamMatch(_rules(rules, Rules), teams, seed, _field(data, "hands_per_duel", int))
    duels = _field(data, "duels", list)
    if len(duels) > len(team.duels):
        raise SaveError("the save has more duels than its teams allow", code="bad_field")
    for (_a, _b, match), hands in zip(team.duels, duels, strict=False):
        match.replay(_actions(hands, "duels"))
    progress = data.get("progress")
    if isinstance(progress, dict) and progress.get("scores") != list(team.team_scores()):
        raise SaveError(
            "the save's score does not match its replayed hands", code="progress_mismatch"
        )
    return team


# Each match type's save body and loader; which type a save ``kind`` holds is the
# registry's ``EngineGame.match_kinds``.
_MATCH_WRITERS: Final[dict[type, Callable[[Any], dict[str, Any]]]] = {
    Match: _match_body,
    TeamMatch: _team_body,
    RummyMatch: _rummy_match_body,
}
_MATCH_LOADERS: Final[dict[type, Callable[[dict[str, Any], GameRules, int], object]]] = {
    Match: _load_match,
    TeamMatch: _load_team,
    RummyMatch: _load_rummy_match,
}
