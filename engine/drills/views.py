"""A seat's view as a JSON document, and back: the position a drill asks about.

Why a view and not a save: a save holds the hand's seed, and the seed deals every card,
the opponent's hand and the stock order included.  A drill must show the position as the
player saw it and nothing more, so it keeps the seat's view (:class:`PlayerView` or
:class:`RummyView`) alone, field by field: the cards as their text (``"7H"``), the moves
as the save's action text (``"discard 7H"``), the rules as the save writes them
(``rules.to_dict()``, read back by the registry's ``rules_from_dict``), the events the
seat was shown (already redacted for it).  A view built from a position compares equal to
the one read back from its document, and equal views give equal documents.

To play the position again the app deals the cards the seat could not see at random
(:func:`position_from_doc`: ``view.determinize(rng)``, the sampling the bots' search
uses), so a new sample is as consistent with the view as the real deal was, and tells
nothing the view does not.

Only a position where the seat has a choice is written: a hand that is over carries its
settlement, which a drill never needs, so such a view is refused.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any, Final, cast

from ..actions import Action
from ..cards import Card, parse_card
from ..errors import EngineError, SaveError, shown
from ..games import GAMES, game_of
from ..jinlami.events import Event
from ..jinlami.state import Phase
from ..jinlami.view import PlayerView
from ..protocol import GameState
from ..rummy.events import RummyEvent
from ..rummy.state import RummyPhase
from ..rummy.view import RummyStep, RummyView, TableMeld

__all__ = ["DOC_FORMAT", "DOC_VERSION", "position_from_doc", "view_from_doc", "view_to_doc"]

DOC_FORMAT: Final = "jinlami-drill-view"
DOC_VERSION: Final = 1

_Codec = tuple[Callable[[Any], Any], Callable[[Any], Any]]  # (write, read)


def _bad(what: str, value: object) -> SaveError:
    return SaveError(
        f"the drill's position is damaged: {what} is {shown(value)}", code="bad_field", field=what
    )


def _card_read(text: Any) -> Card:
    if type(text) is not str:
        raise _bad("a card", text)
    try:
        return parse_card(text)
    except EngineError as exc:
        raise _bad("a card", text) from exc


def _typed(kind: type, what: str) -> Callable[[Any], Any]:
    """A reader that takes only a value of exactly ``kind`` (a JSON ``true`` is no
    number, a number no yes/no), naming ``what`` was expected when it is something else."""

    def read(value: Any) -> Any:
        if type(value) is not kind:
            raise _bad(what, value)
        return value

    return read


_list: Final = _typed(list, "a list")


def _action_read(value: Any) -> Action:
    if type(value) is not str:
        raise _bad("a move", value)
    try:
        return Action.parse(value)
    except EngineError as exc:
        raise _bad("a move", value) from exc


def _optional(codec: _Codec) -> _Codec:
    write, read = codec
    return (
        lambda v: None if v is None else write(v),
        lambda v: None if v is None else read(v),
    )


def _tuple_of(codec: _Codec) -> _Codec:
    write, read = codec
    return (lambda v: [write(x) for x in v], lambda v: tuple(read(x) for x in _list(v)))


def _pair(first: _Codec, second: _Codec) -> _Codec:
    def read(v: Any) -> tuple[Any, Any]:
        items = _list(v)
        if len(items) != 2:
            raise _bad("a pair", v)
        return first[1](items[0]), second[1](items[1])

    return (lambda v: [first[0](v[0]), second[0](v[1])], read)


def _never(what: str) -> _Codec:
    """A field that is empty at every position a drill asks about (a hand's settlement)."""

    def write(v: Any) -> None:
        if v is not None:
            raise EngineError(f"a drill's position has no {what}: the hand is over")

    def read(v: Any) -> None:
        if v is not None:
            raise _bad(what, v)

    return write, read


INT: Final[_Codec] = (lambda v: v, _typed(int, "a number"))
BOOL: Final[_Codec] = (lambda v: v, _typed(bool, "a yes/no"))
STR: Final[_Codec] = (lambda v: v, _typed(str, "a word"))
CARD: Final[_Codec] = (str, _card_read)
CARD_OR_NONE: Final = _optional(CARD)
CARDS: Final = _tuple_of(CARD)
CARD_GROUPS: Final = _tuple_of(CARDS)
SEAT_CARDS: Final = _tuple_of(_pair(INT, CARD))
ACTIONS: Final = _tuple_of((str, _action_read))


def _enum(kind: type[Phase] | type[RummyPhase]) -> _Codec:
    def read(v: Any) -> Any:
        try:
            return kind(v)
        except ValueError as exc:
            raise _bad("a phase", v) from exc

    return (lambda p: p.value, read)


def _record(kind: type, fields: Mapping[str, _Codec], defaults: Mapping[str, Any]) -> _Codec:
    """A frozen value written as an object of its fields (those at their default left out)."""

    def write(v: Any) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name, (w, _r) in fields.items():
            value = getattr(v, name)
            if name in defaults and value == defaults[name]:
                continue
            out[name] = w(value)
        return out

    def read(v: Any) -> Any:
        if type(v) is not dict or set(v) - set(fields):
            raise _bad(kind.__name__, v)
        try:
            return kind(**{name: fields[name][1](x) for name, x in v.items()})
        except TypeError as exc:  # a field without default left out
            raise _bad(kind.__name__, v) from exc

    return write, read


_JINLAMI_EVENT: Final = _record(
    Event,
    {
        "kind": STR,
        "player": INT,
        "card": CARD_OR_NONE,
        "source": STR,
        "melds": _tuple_of(INT),
        "target": INT,
        "settlement": _never("settlement"),
        "deadwood": INT,
    },
    {"card": None, "source": "", "melds": (), "target": -1, "settlement": None, "deadwood": 0},
)

_RUMMY_EVENT: Final = _record(
    RummyEvent,
    {
        "kind": STR,
        "player": INT,
        "card": CARD_OR_NONE,
        "source": STR,
        "cards": CARDS,
        "target": INT,
        "result": _never("result"),
    },
    {"card": None, "source": "", "cards": (), "target": -1, "result": None},
)

_TABLE_MELD: Final = _record(
    TableMeld, {"cards": CARDS, "owner": INT, "added": SEAT_CARDS}, {"added": ()}
)
_STEP: Final = _record(RummyStep, {"kind": STR, "target": INT, "cards": CARDS}, {})

#: Each game's view: its type and how each of its fields (but the rules) is written.
_VIEWS: Final[dict[str, tuple[type, dict[str, _Codec]]]] = {
    "jinlami": (
        PlayerView,
        {
            "player": INT,
            "phase": _enum(Phase),
            "to_act": INT,
            "dealer": INT,
            "turn": INT,
            "hand": CARDS,
            "opponent_card_count": INT,
            "stock_count": INT,
            "discard_pile": CARDS,
            "discard_history": SEAT_CARDS,
            "pickups": SEAT_CARDS,
            "opponent_known": CARDS,
            "taken": CARD_OR_NONE,
            "stock_only": BOOL,
            "knocker": INT,
            "knock_card": CARD_OR_NONE,
            "declared": CARD_GROUPS,
            "table_melds": CARD_GROUPS,
            "laid_off": CARDS,
            "opponent_hand": _optional(CARDS),
            "settlement": _never("settlement"),
            "events": _tuple_of(_JINLAMI_EVENT),
            "legal_actions": ACTIONS,
            "knock_limit": INT,
            "doubled": BOOL,
        },
    ),
    "rummy": (
        RummyView,
        {
            "player": INT,
            "phase": _enum(RummyPhase),
            "to_act": INT,
            "dealer": INT,
            "turn": INT,
            "hand": CARDS,
            "card_counts": _tuple_of(INT),
            "known": CARD_GROUPS,
            "stock_count": INT,
            "stock_cards": _optional(CARDS),
            "turnovers": INT,
            "discard_pile": CARDS,
            "discard_history": SEAT_CARDS,
            "pickups": SEAT_CARDS,
            "taken": CARD_OR_NONE,
            "table_melds": _tuple_of(_TABLE_MELD),
            "turn_steps": _tuple_of(_STEP),
            "has_played": _tuple_of(BOOL),
            "hands_shown": _never("hands shown"),
            "result": _never("result"),
            "events": _tuple_of(_RUMMY_EVENT),
            "legal_actions": ACTIONS,
        },
    ),
}


def _game_id(view: object) -> str:
    for gid, (kind, _fields) in _VIEWS.items():
        if type(view) is kind:
            return gid
    raise EngineError(f"not a seat's view of a hand: {shown(view)}")


def view_to_doc(view: PlayerView | RummyView) -> dict[str, Any]:
    """The JSON document of a seat's view of a hand in play (see the module docstring)."""
    gid = _game_id(view)
    _kind, fields = _VIEWS[gid]
    doc: dict[str, Any] = {"format": DOC_FORMAT, "version": DOC_VERSION, "game": gid}
    doc["rules"] = view.rules.to_dict()
    for name, (write, _read) in fields.items():
        doc[name] = write(getattr(view, name))
    return doc


def view_from_doc(doc: Any) -> PlayerView | RummyView:
    """The view :func:`view_to_doc` wrote; a :class:`SaveError` (``bad_field``) for a
    document that is not one, or is damaged."""
    if type(doc) is not dict or doc.get("format") != DOC_FORMAT:
        raise SaveError("this is not a drill's position", code="not_a_save")
    if doc.get("version") != DOC_VERSION:
        raise SaveError(
            "this drill was written by a newer version of the program", code="newer_version"
        )
    gid = doc.get("game")
    if gid not in _VIEWS:
        raise _bad("the game", gid)
    kind, fields = _VIEWS[gid]
    missing = set(fields) - set(doc)
    if missing:
        raise _bad("a field", sorted(missing)[0])
    try:
        rules = GAMES[gid].rules_from_dict(doc.get("rules"))
    except EngineError as exc:
        raise _bad("the rules", doc.get("rules")) from exc
    values = {name: read(doc[name]) for name, (_write, read) in fields.items()}
    return cast("PlayerView | RummyView", kind(rules=rules, **values))


def position_from_doc(doc: Any, rng: random.Random) -> GameState[Any]:
    """A hand to play from the drill's position: the view of :func:`view_from_doc`, the
    cards it hides dealt from ``rng``.  The seat's view of the hand equals the stored
    one; a document whose fields do not fit together is refused (``bad_field``)."""
    view = view_from_doc(doc)
    try:
        state = view.determinize(rng)
        same = state.view(view.player) == view
    except (EngineError, IndexError, KeyError, AttributeError) as exc:
        raise _bad("the position", doc.get("game")) from exc
    if not same or game_of(state).id != doc["game"]:
        raise _bad("the position", doc.get("game"))
    return state
