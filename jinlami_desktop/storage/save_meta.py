"""What a save says beside the engine's game: its ``meta`` (checked field by field), the
header the Save/Load dialog lists, and the outcome of a load.

* :class:`SaveMeta` — the app's bookkeeping in a save's ``meta`` object: player name,
  opponent level(s), mode, practice flag, the player's seat, the statistics match id
  (so a resumed match keeps recording into the same statistics row), slot name and
  timestamps.  Read tolerantly (:meth:`SaveMeta.checked`: a wrong field is reset and
  named, never a reason to lose the game).
* :class:`SaveInfo` — a save as listed, read from its JSON without replaying; what
  depends on its game comes from the game's part (:class:`SaveFacts`).
* :class:`LoadResult` — a loaded game, or why it did not load and where the file went.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from engine import games as engine_games
from engine import serialize
from engine.bot_spec import LEVELS, parse_spec

from .save_files import MAX_NAME_CHARS, clean_json, clean_text

__all__ = [
    "GAMES",
    "MAX_NAME_CHARS",
    "MAX_OPPONENTS",
    "MAX_STAMP_CHARS",
    "MODES",
    "STATS_ID_MAX",
    "Game",
    "LoadResult",
    "SaveFacts",
    "SaveInfo",
    "SaveMeta",
    "int_or_none",
    "text_or",
]

#: Everything the app saves: a match or a single hand of any game (what the engine
#: saves, :data:`engine.serialize.Game`).
Game = serialize.Game

#: The games a save or a statistics row belongs to (the engine's ``"game"`` field).
GAMES: Final = engine_games.GAME_IDS

#: Statistics row ids are SQLite integers: 1 … 2**63 - 1.
STATS_ID_MAX: Final = 2**63 - 1
#: The longest time stamp kept from a save (ISO 8601 with offset is 25 characters).
MAX_STAMP_CHARS: Final = 40
#: At most this many opponents are kept from a save (three seats, or a team's members).
MAX_OPPONENTS: Final = 8
#: The modes a save's meta may name (anything else is filled from the game).
MODES: Final = frozenset({"fixed", "target", "game", "hollywood", "team", "hand"})


def text_or(value: Any, default: str = "") -> str:
    """``value`` if it is text (lone surrogates replaced), else ``default``."""
    return clean_text(value) if isinstance(value, str) else default


def int_or_none(value: Any) -> int | None:
    """``value`` if it is a whole number (not a bool), else ``None``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _known_level(value: Any) -> bool:
    """A bot level the app can play (``"medium"``, ``"expert:200"``, ``"hard#name"``)."""
    if not isinstance(value, str) or len(value) > 40:
        return False
    base = value.split("#", 1)[0]
    if base.partition(":")[0] not in LEVELS:  # exactly as the app writes it
        return False
    try:
        parse_spec(base)
    except ValueError:
        return False
    return True


def _parse_time(value: Any) -> datetime | None:
    if not isinstance(value, str) or not value:
        return None
    try:
        t = datetime.fromisoformat(value)
    except ValueError:
        return None
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class SaveMeta:
    """What the app stores beside the engine's data in a save's ``meta`` object.

    Read tolerantly: a missing or wrongly typed field becomes its default, so an odd
    ``meta`` never makes a good game unloadable.  ``extra`` keeps unknown keys.
    """

    player_name: str = ""
    opponents: tuple[str, ...] = ()  # bot level per opponent ("medium"), or member names
    mode: str = ""  # "fixed" | "target" | "game" | "team" | "hand"; filled from the game
    practice: bool = False  # hints or take-backs used: kept apart from ranked figures
    seat: int = 0  # the human's seat (0 at a table whose opponents are seats 1..n-1)
    stats_match_id: int | None = None  # row in the statistics database
    slot_name: str = ""  # the name the player gave the slot
    created: str = ""  # ISO 8601 with offset; stamped on first write
    updated: str = ""  # ISO 8601 with offset; stamped on every write
    finished: bool = False  # the game was over when saved
    extra: Mapping[str, Any] = field(default_factory=dict)
    #: False when ``stats_match_id`` names a row of statistics kept in memory only (the
    #: database could not be opened): such an id is never written into a save, or a
    #: restart would file the match under another, real match of that number.
    stats_persistent: bool = True
    #: The id written in its place while ``stats_persistent`` is False: the save's own
    #: row in the real database (a resumed or loaded save keeps it for the next run).
    stats_file_id: int | None = None
    #: True while the match's statistics row could not be started (the database was
    #: busy or full): it is started, with every finished hand, at the next hand's end
    #: (or, for a match that ended meanwhile, at the next start).
    stats_pending: bool = False

    _KEYS = (
        "player_name",
        "opponents",
        "mode",
        "practice",
        "seat",
        "stats_match_id",
        "slot_name",
        "created",
        "updated",
        "finished",
        "stats_pending",
    )

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = dict(self.extra)
        d.update(
            player_name=self.player_name,
            opponents=list(self.opponents),
            mode=self.mode,
            practice=self.practice,
            seat=self.seat,
            stats_match_id=self.stats_match_id if self.stats_persistent else self.stats_file_id,
            slot_name=self.slot_name,
            created=self.created,
            updated=self.updated,
            finished=self.finished,
        )
        if self.stats_pending:  # written only when set: older saves stay the same
            d["stats_pending"] = True
        return d

    @classmethod
    def from_dict(cls, data: Any) -> SaveMeta:
        """The meta of a save, read tolerantly (see :meth:`checked`)."""
        return cls.checked(data)[0]

    @classmethod
    def checked(cls, data: Any, seats: int = 4) -> tuple[SaveMeta, tuple[str, ...]]:
        """The meta of a save with every field checked, and the names of the fields
        that were wrong (reset to their default or, for names, shortened).

        A wrong field is *ignored*, never a reason to move the save aside: the meta is
        the app's bookkeeping beside the game, and the game (rules, seed, moves) is
        intact and already checked by the engine, so dropping one field keeps the
        whole match while moving the file aside would lose it.  What a reset costs is
        small and safe: a statistics id out of SQLite's range (1 … 2**63 - 1) means the
        match opens a new statistics row; a seat outside the game's ``seats`` becomes
        seat 0; an unknown opponent level becomes ``medium``; an overlong name is cut
        to :data:`MAX_NAME_CHARS` characters; a lone surrogate becomes U+FFFD.  The
        caller tells the player that the save's details were repaired.
        """
        if not isinstance(data, dict):
            return cls(), (() if data is None else ("meta",))
        bad: list[str] = []

        def text(key: str, limit: int, cut: bool = True) -> str:
            raw = data.get(key)
            value = text_or(raw)
            if raw is not None and value != raw:  # not text, or a lone surrogate
                bad.append(key)
            if len(value) > limit:
                bad.append(key)
                value = value[:limit] if cut else ""
            return value

        raw_opponents = data.get("opponents")
        opponents: tuple[str, ...] = ()
        if isinstance(raw_opponents, list):
            kept = [o for o in raw_opponents[:MAX_OPPONENTS] if isinstance(o, str)]
            if len(kept) != len(raw_opponents):
                bad.append("opponents")
            known = tuple(o if _known_level(o) else "medium" for o in kept)
            if known != tuple(kept):
                bad.append("opponents")
            opponents = known
        elif raw_opponents is not None:
            bad.append("opponents")
        seat = int_or_none(data.get("seat"))
        if seat is None or not 0 <= seat < min(seats, 4):
            if "seat" in data:
                bad.append("seat")
            seat = 0
        mid = int_or_none(data.get("stats_match_id"))
        if mid is not None and not 1 <= mid <= STATS_ID_MAX:
            mid = None
        if mid is None and data.get("stats_match_id") is not None:
            bad.append("stats_match_id")
        mode = text("mode", MAX_STAMP_CHARS, cut=False)
        if mode and mode not in MODES:
            bad.append("mode")
            mode = ""
        meta = cls(
            player_name=text("player_name", MAX_NAME_CHARS),
            opponents=opponents,
            mode=mode,
            practice=data.get("practice") is True,
            seat=seat,
            stats_match_id=mid,
            slot_name=text("slot_name", MAX_NAME_CHARS),
            created=text("created", MAX_STAMP_CHARS, cut=False),
            updated=text("updated", MAX_STAMP_CHARS, cut=False),
            finished=data.get("finished") is True,
            stats_pending=data.get("stats_pending") is True and mid is None,
            extra={clean_text(k): clean_json(v) for k, v in data.items() if k not in cls._KEYS},
        )
        return meta, tuple(dict.fromkeys(bad))

    @property
    def created_at(self) -> datetime | None:
        return _parse_time(self.created)

    @property
    def updated_at(self) -> datetime | None:
        return _parse_time(self.updated)


@dataclass(frozen=True, slots=True)
class SaveFacts:
    """What a save's header says that depends on its game (from the game's part):
    the mode when the meta has none, the seats (``None``: unreadable), a target and the
    rules' name when the rules have none."""

    mode: str
    players: int | None = 2
    target: int | None = None
    rules_name: str = ""


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """A save as listed in the Save/Load dialog, read from its JSON without replaying.

    ``error`` is set (a code) when even the header cannot be read; such a row can be
    shown greyed out, and loading it moves the file aside with a message.
    """

    path: Path
    slot: str  # file stem: pass to load_slot / delete_slot
    name: str  # display name (the player's slot name, else the stem)
    kind: str = ""  # "match" | "team" | "hand"
    version: int | None = None
    rules: str = ""  # preset name, or "custom"
    rules_options: Mapping[str, Any] = field(default_factory=dict)
    mode: str = ""
    opponents: tuple[str, ...] = ()
    player_name: str = ""
    practice: bool = False
    created: datetime | None = None
    updated: datetime | None = None  # falls back to the file's modification time
    scores: tuple[int, ...] = ()
    hands_played: int | None = None
    finished: bool = False
    error: str | None = None
    game: str = GAMES[0]  # an ``engine.games`` id (a save naming none: the first game)
    players: int = 2  # seats at the table; ``scores`` has one per seat
    target: int | None = None  # a match's target score, if its game plays to one
    seat: int = 0  # the player's seat: ``scores[seat]`` is the player's
    #: The game seats 2–4 and keeps every seat's score (its part says so).
    multi_seat: bool = False


@dataclass(frozen=True, slots=True)
class LoadResult:
    """Outcome of loading a save.  ``ok`` → ``game`` is the replayed game; otherwise
    ``error_code`` (+ ``error_params``) says why and ``moved_to`` where the file went."""

    path: Path
    game: Game | None = None
    meta: SaveMeta = field(default_factory=SaveMeta)
    error_code: str | None = None
    error_params: Mapping[str, Any] = field(default_factory=dict)
    message: str = ""  # English, for logs only
    moved_to: Path | None = None
    #: Fields of the save's meta that were wrong and were reset (see
    #: :meth:`SaveMeta.checked`); the game loaded and the player is told
    #: (:attr:`notice_code`).
    repaired: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return self.game is not None and self.error_code is None

    @property
    def notice_code(self) -> str | None:
        """``meta_repaired`` when the game loaded but part of its details were reset."""
        return "meta_repaired" if self.ok and self.repaired else None
