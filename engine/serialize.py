"""Versioned JSON saves: a saved game is its rules, seed and action list, replayed on load.

Format (version 1)::

    {"format": "jinlami-save", "version": 1, "game": "<a registry id>",
     "kind": "hand" | "<a match kind of the game>",
     "rules": {...}, "seed": 123,
     "hands": [["draw stock", "discard 7H", ...], ...],
     "progress": {"hands_played": 3, "scores": [57, 13]},
     "meta": {...}}                            # free-form, kept as is (names, levels …)

plus the fields of the game's match kind, written and read by the game's own save module
(``engine/<game>/saves.py``, handed over by its kit: a match's settings, a team match's
duels …).  A ``"hand"`` save also holds its ``"dealer"``.  A save without ``"game"`` is
one of :data:`~engine.games.LEGACY_SAVE_GAME` (every file written before a second game
existed), so every earlier file loads unchanged; the version stays as it was (nothing
to migrate).  Which game a ``"game"`` id names, how its rules and hands are rebuilt,
and which match type each ``kind`` holds come from the registry :mod:`engine.games`;
the frame, the limits and the replay are :mod:`engine.save_codec`'s, re-exported here.

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
(:class:`~engine.commitment.Fairness`)::

     "fairness": {"commitment": "<64 hex>", "salt": "<32 hex>"},
     "reveal": {"seed": 123, "salt": "<32 hex>", "ended": "finished"},   # once it ended
     "deals": ["7H 2C …", …]                  # with the reveal: each hand's deck as dealt

A match dealt from the player's words (docs/RULES.md D3) adds ``"words"`` and the app's
``"secret"`` to ``fairness`` and the ``"secret"`` to ``reveal``; the seed is the hash of
the two.  Saves without them load as before; a version that does not know them refuses
such a save (``bad_field``: its commitment looks malformed there), as the format number
stays 2.

A version-1 save (no commitment) loads as before: the migration to 2 changes nothing.

Only a hand dealt from its seed can be saved: a position placed card by card
(``setup``, ``from_deck``) has no seed that deals it, so saving one is refused
(``not_saveable``) rather than written as another deal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from .commitment import Fairness, seeds_of
from .errors import SaveError
from .games import SavedGame, game_of, saved_game
from .save_codec import (
    FORMAT,
    MAX_ACTION_CHARS,
    MAX_DEPTH,
    MAX_HAND_ACTIONS,
    MAX_HANDS,
    MAX_SAVE_CHARS,
    MIGRATIONS,
    VERSION,
    decode_text,
    hand_document,
    header,
    load_game,
    open_document,
    read_text,
    write_text,
)

if TYPE_CHECKING:
    from .protocol import GameState

__all__ = [
    "FORMAT",
    "MAX_ACTION_CHARS",
    "MAX_DEPTH",
    "MAX_HANDS",
    "MAX_HAND_ACTIONS",
    "MAX_SAVE_CHARS",
    "MIGRATIONS",
    "VERSION",
    "Game",
    "can_save",
    "decode_text",
    "dumps",
    "from_dict",
    "hand_to_dict",
    "loads",
    "to_dict",
]

#: What a save holds (the registry's :data:`~engine.games.SavedGame`).
Game = SavedGame


def to_dict(game: Game | GameState[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a hand or of a match of any kind (any game)."""
    entry = game_of(game)
    if isinstance(game, entry.state_type):
        return hand_to_dict(cast("GameState[Any]", game), meta)
    for kind, match_type in entry.match_kinds.items():
        if isinstance(game, match_type):
            d = header(kind, game.rules, game.seed, meta, entry.id)
            d.update(entry.match_body(kind, game))
            fair: Fairness | None = getattr(game, "fairness", None)
            if fair is not None:
                d.update(fair.save_fields(game.is_over, seeds_of(game)))
            return d
    raise SaveError(f"{type(game).__name__} cannot be saved", code="bad_field", field="kind")


def can_save(game: Game | GameState[Any]) -> bool:
    """True unless ``game`` is a hand placed card by card (see the module docstring)."""
    return not isinstance(game, game_of(game).state_type) or cast("GameState[Any]", game).seeded


def hand_to_dict(state: GameState[Any], meta: dict[str, Any] | None = None) -> dict[str, Any]:
    """The save document of a single hand of any game: its deal and its actions.

    A position placed card by card cannot be saved (its seed does not deal it)."""
    entry = game_of(state)
    if not isinstance(state, entry.state_type):
        raise SaveError(f"{type(state).__name__} is not a hand", code="bad_field", field="kind")
    return hand_document(state, entry.id, meta)


def dumps(game: Game | GameState[Any], meta: dict[str, Any] | None = None) -> str:
    """Save as JSON text (UTF-8 safe, stable key order).

    Refused with a :class:`SaveError` (``bad_field``) when ``meta`` holds what JSON cannot
    write or a text UTF-8 cannot (a lone surrogate), so no caller writes half a file."""
    return write_text(to_dict(game, meta))


def loads(text: str | bytes) -> Game:
    """Load and replay a save; raise :class:`SaveError` with a clear reason if it is bad."""
    return from_dict(read_text(text))


def from_dict(data: Any) -> Game:
    """Rebuild a match, team match or hand from a save document by replaying it."""
    data, kind = open_document(data)
    return cast(Game, load_game(saved_game(data), data, kind))
