"""A drill's view with its player moved to the table's own seat: every seat renumbered by
the same turn round the table, so the player sits at seat 0 and the others keep their
order after them.

Why: the app's tables show seat 0 as the player (``VIEWER``: its cards face up, in
front), while a drill may come from any seat — the built-in puzzles are taken from
self-play at every seat.  Renumbering the seats changes nothing the player knew (who
dealt, who took which card from the pile, who laid which meld stay the same people),
so the position asked is the one they saw, from the usual side of the table.

The renumbering knows the views by their fields (both games' frozen dataclasses), not
by their types, so this shared module names no game; a field that carries a seat and
is not renumbered here would be a new field of a view, so a view with a field this
module does not know is refused (:class:`ValueError`), never shown wrong.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Final, TypeVar

__all__ = ["seated"]

V = TypeVar("V")

#: Fields holding one seat (``-1``: nobody, kept).
_SEAT: Final = frozenset({"player", "to_act", "dealer", "knocker"})
#: Fields holding one value per seat, seat 0 first.
_PER_SEAT: Final = frozenset({"card_counts", "known", "has_played"})
#: Fields holding (seat, card) pairs.
_PAIRS: Final = frozenset({"discard_history", "pickups"})
#: Fields without a seat in them (or, in a hand in play, always empty).
_SEATLESS: Final = frozenset(
    {
        "rules", "phase", "turn", "hand", "opponent_card_count", "stock_count",
        "stock_cards", "turnovers", "discard_pile", "opponent_known", "taken",
        "stock_only", "knock_card", "declared", "laid_off", "turn_steps",
        "legal_actions", "knock_limit", "doubled", "standing",
    }
)  # fmt: skip
#: Fields of a finished hand only (a drill's position is always in play: ``None``).
_OVER_ONLY: Final = frozenset({"opponent_hand", "settlement", "hands_shown", "result"})


def seated(view: V) -> V:
    """``view`` with its player at seat 0 (itself when it is there already)."""
    v: Any = view
    k, n = int(v.player), int(v.seats)
    if k == 0:
        return view
    names = {f.name for f in dataclasses.fields(v)}
    unknown = names - _SEAT - _PER_SEAT - _PAIRS - _SEATLESS - _OVER_ONLY - {"events"}
    unknown -= {"table_melds"}
    if unknown or any(getattr(v, name) is not None for name in names & _OVER_ONLY):
        raise ValueError(f"cannot renumber the seats of this view: {sorted(unknown)}")

    def seat(s: int) -> int:
        return s if s < 0 else (s - k) % n

    changes: dict[str, Any] = {}
    for name in names & _SEAT:
        changes[name] = seat(getattr(v, name))
    for name in names & _PER_SEAT:
        values = getattr(v, name)
        changes[name] = tuple(values[(i + k) % n] for i in range(n))
    for name in names & _PAIRS:
        changes[name] = tuple((seat(p), c) for p, c in getattr(v, name))
    changes["events"] = tuple(dataclasses.replace(e, player=seat(e.player)) for e in v.events)
    if "table_melds" in names:
        tm = v.table_melds
        if tm and dataclasses.is_dataclass(tm[0]):  # 拉米纸牌's melds name their seats
            changes["table_melds"] = tuple(
                dataclasses.replace(
                    m, owner=seat(m.owner), added=tuple((seat(p), c) for p, c in m.added)
                )
                for m in tm
            )
    return dataclasses.replace(v, **changes)  # type: ignore[no-any-return]
