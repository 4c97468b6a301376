"""The save format without its games: the document's frame, its limits and migrations,
the text it is written as and read from, and the replay of a hand or a match.

Every save is one JSON document (the fields and their versions are described in
:mod:`engine.serialize`, which picks the game a document names from the registry).
Nothing here knows a particular game: a game's own save module writes and reads the
fields only its matches have, through the helpers below, and the loader
(:func:`load_game`) asks a :class:`SaveGame` — a registry entry — for the game's rules,
hands and matches.

Limits, checked before the costly steps so a hostile file fails fast: at most
:data:`MAX_SAVE_CHARS` characters (before parsing), :data:`MAX_DEPTH` levels of nesting,
:data:`MAX_HANDS` hands of at most :data:`MAX_HAND_ACTIONS` actions, each at most
:data:`MAX_ACTION_CHARS` characters (before any replay), and a seed below 2**64.  A
real save is far below each of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final, Protocol, TypeVar

from .actions import Action
from .checks import SEED_LIMIT
from .commitment import Fairness
from .errors import EngineError, SaveError, shown, writable

if TYPE_CHECKING:
    from .protocol import GameMatch, GameRules, GameState

__all__ = [
    "FORMAT",
    "MAX_ACTION_CHARS",
    "MAX_DEPTH",
    "MAX_HANDS",
    "MAX_HAND_ACTIONS",
    "MAX_SAVE_CHARS",
    "MIGRATIONS",
    "VERSION",
    "SaveGame",
    "action_lists",
    "decode_text",
    "expect_rules",
    "field",
    "hand_document",
    "hands_text",
    "header",
    "load_game",
    "match_progress",
    "open_document",
    "read_text",
    "replay_match",
    "write_text",
]

#: The format's name: the program's (every game's saves carry it), not a game's.
FORMAT: Final = "jinlami-save"
VERSION: Final = 2

#: The longest save text read (characters of JSON, or bytes of UTF-8).  A real match is
#: a few hundred kilobytes at most; the longest one the engine can produce (a team match
#: of sixteen 50-hand duels, every hand at 金拉米's turn limit; or a 拉米纸牌 match of
#: its most hands, every one at the move limit) is under half of it, and the engine
#: writes nothing longer (:func:`write_text`).
MAX_SAVE_CHARS: Final = 8_000_000
#: The deepest nesting of lists and objects (a match of matches, as a team match's
#: duels, is four levels).
MAX_DEPTH: Final = 20
#: The most hands in one save, summed over the matches it holds (a team match holds at
#: most 800, a match 500).
MAX_HANDS: Final = 1_000
#: The most actions in one hand (a hand of 金拉米 ends within 254 moves, one of 拉米纸牌
#: at its 500th: each game's rules module says why).
MAX_HAND_ACTIONS: Final = 5_000
#: The longest text of one action ("declare …" lists at most 11 cards).
MAX_ACTION_CHARS: Final = 200


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 only adds the optional commitment: a version-1 save is one without it."""
    return {**data, "version": 2}


# version N -> function turning a version-N dict into a version-(N+1) dict
MIGRATIONS: Final[dict[int, Callable[[dict[str, Any]], dict[str, Any]]]] = {1: _v1_to_v2}


class SaveGame(Protocol):
    """What the loader asks of a game (its registry entry, :class:`engine.games.EngineGame`)."""

    @property
    def match_kinds(self) -> Mapping[str, type]: ...

    def rules_from_dict(self, data: Any) -> GameRules: ...

    def new_state(
        self, rules: GameRules, seed: int, dealer: int | None = None
    ) -> GameState[Any]: ...

    def load_match(
        self, kind: str, data: dict[str, Any], rules: GameRules, seed: int
    ) -> object: ...


# -- writing ---------------------------------------------------------------------------------


def header(
    kind: str,
    rules: GameRules,
    seed: int,
    meta: dict[str, Any] | None,
    game: str,
) -> dict[str, Any]:
    """The fields every save starts with; ``meta`` (the caller's, free-form) must be a dict."""
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


def hands_text(hands: list[list[Action]]) -> list[list[str]]:
    """Hands of actions as their text notation."""
    return [[str(a) for a in hand] for hand in hands]


def match_progress(match: GameMatch[Any]) -> dict[str, Any]:
    """A match's hands and progress (hands played, scores), as every match saves them."""
    return {
        "hands": hands_text(match.hand_actions()),
        "progress": {"hands_played": match.hands_played, "scores": list(match.scores)},
    }


def hand_document(
    state: GameState[Any], game: str, meta: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The save document of a single hand of game ``game``: its deal and its actions.

    A position placed card by card cannot be saved (its seed does not deal it)."""
    if not state.seeded:
        raise SaveError(
            "a position set up card by card cannot be saved: its seed does not deal it",
            code="not_saveable",
        )
    d = header("hand", state.rules, state.seed, meta, game)
    d["dealer"] = state.dealer
    d["hands"] = [[str(a) for a in state.actions]]
    return d


def write_text(document: dict[str, Any]) -> str:
    """A save document as JSON text (UTF-8 safe, stable key order).

    Refused with a :class:`SaveError` (``bad_field``) when the meta holds what JSON cannot
    write or a text UTF-8 cannot (a lone surrogate), and (``too_large``) when the text is
    longer than :data:`MAX_SAVE_CHARS` characters or UTF-8 bytes (only a huge meta makes
    it so), so no caller writes half a file or one the loader refuses."""
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1, sort_keys=True)
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(
            f"the save's meta cannot be written as JSON: {shown(str(exc))}", code="bad_field"
        ) from None
    if not writable(text):
        raise SaveError("a text of the save cannot be written as UTF-8", code="bad_field")
    size = len(text) if text.isascii() else len(text.encode("utf-8"))
    if size > MAX_SAVE_CHARS:
        raise SaveError(
            f"the save would be {size:,} bytes, more than a save may hold "
            f"({MAX_SAVE_CHARS:,}): its meta is too large",
            code="too_large",
            size=size,
        )
    return text


# -- reading ---------------------------------------------------------------------------------


def decode_text(text: str | bytes) -> str:
    """A save's text: bytes decoded as UTF-8 (``UnicodeDecodeError`` if they are not),
    every byte-order mark at its start left out.

    Why every one: an editor adds a BOM each time it saves the file as "UTF-8 with BOM",
    and U+FEFF before JSON is never part of it.  The app, ``engine.verify`` and
    ``engine.review`` all read saves through this, so they accept the same files."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    return text.lstrip("\ufeff")


def read_text(text: str | bytes) -> Any:
    """The JSON value of a save's text, its size checked first; a :class:`SaveError`
    (``not_json``, ``too_large``) when it is none."""
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
        return json.loads(decode_text(text))
    except RecursionError:
        raise SaveError(
            "the file is damaged or is not a save (nested too deeply)", code="not_json"
        ) from None
    except (UnicodeDecodeError, ValueError) as exc:  # JSONDecodeError, a 5,000-digit number
        raise SaveError(
            f"the file is damaged or is not a save (not valid JSON: {shown(str(exc))})",
            code="not_json",
        ) from None


def open_document(data: Any) -> tuple[dict[str, Any], str]:
    """A save document checked (format, nesting, texts), migrated to :data:`VERSION`,
    and its ``kind``."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError("this file is not a 金拉米 save", code="not_a_save")
    _check_depth(data)
    data = _migrate(data)
    return data, field(data, "kind", str)


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


def field(data: dict[str, Any], name: str, kind: type | tuple[type, ...]) -> Any:
    """The document's field ``name``, of type ``kind``; a :class:`SaveError` (``bad_field``)
    when it is missing or of another type."""
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


def action_lists(raw: Any, where: str) -> list[list[Action]]:
    """The hands of actions of a save's field (``where`` names it in errors), checked
    against the limits before any is read."""
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


_RulesT = TypeVar("_RulesT")
_Hand = TypeVar("_Hand", bound="GameState[Any]")
_Match = TypeVar("_Match", bound="GameMatch[Any]")


def expect_rules(rules: GameRules, kind: type[_RulesT]) -> _RulesT:
    """``rules`` if they are ``kind``'s (a ``TypeError`` otherwise: the save does not replay)."""
    if not isinstance(rules, kind):
        raise TypeError(f"{type(rules).__name__} are not {kind.__name__}")
    return rules


def _replay_hand(data: dict[str, Any], state: _Hand) -> _Hand:
    """A single-hand save: the hand's actions played on its fresh deal."""
    (actions,) = action_lists(field(data, "hands", list), "hands") or [[]]
    for a in actions:
        state.apply(a)
    return state


def replay_match(data: dict[str, Any], match: _Match) -> _Match:
    """A match save: every hand replayed, then checked against the saved progress."""
    match.replay(action_lists(field(data, "hands", list), "hands"))
    progress = data.get("progress")
    if isinstance(progress, dict) and (
        progress.get("scores") != match.scores
        or progress.get("hands_played", match.hands_played) != match.hands_played
    ):
        raise SaveError(
            "the save's score does not match its replayed hands", code="progress_mismatch"
        )
    return match


def load_game(game: SaveGame, data: dict[str, Any], kind: str) -> object:
    """A checked document (:func:`open_document`) of ``game`` rebuilt by replaying it: its
    rules, then the hand or the match its kind names.  What does not replay is a
    :class:`SaveError` (``replay_failed``)."""
    try:
        return _load(game, data, kind)
    except SaveError:
        raise
    except (EngineError, TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        reason = shown(str(exc))
        raise SaveError(
            f"the save does not replay: {reason}", code="replay_failed", reason=reason
        ) from None


def _load(game: SaveGame, data: dict[str, Any], kind: str) -> object:
    rules = game.rules_from_dict(field(data, "rules", dict))
    seed = field(data, "seed", int)
    if not -SEED_LIMIT < seed < SEED_LIMIT:
        raise SaveError("the save's seed is out of range", code="bad_field", field="seed")
    if kind == "hand":
        dealer = field(data, "dealer", int)
        return _replay_hand(data, game.new_state(rules, seed, dealer))
    if kind in game.match_kinds:
        fair = Fairness.from_save(data, seed)
        loaded = game.load_match(kind, data, rules, seed)
        if fair is not None:
            setattr(loaded, "salt", fair.salt)  # noqa: B010 (each match type has both)
            setattr(loaded, "fairness", fair)  # noqa: B010
        return loaded
    raise SaveError(f"unknown kind of save {shown(kind)}", code="bad_field", field="kind")
