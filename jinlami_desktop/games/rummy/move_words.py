"""The 拉米纸牌 moves in words, with the owner of the meld every lay-off went onto.

Why its own module: at a shared table a lay-off is only clear with whose meld it went
onto — "You laid off ♥9 on West's run ♥6 ♥7 ♥8" — and that owner is known
only by following the hand: the event names the meld by its index, melds are added
and taken back during the hand, and a meld's cards grow with every lay-off.
:func:`event_texts` walks the view's events (redacted for its seat) once, keeping every
table meld's owner and cards as they were at each step; the move log, the panel's last
move and the replay strip all word the moves from it.

The sentence itself is :func:`~jinlami_desktop.words.layoff_words.layoff_text`, shared with
金拉米.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Card
from engine.rummy.state import RummyEvent
from engine.rummy.view import RummyView

from ...words.layoff_words import layoff_text, meld_words
from ...words.texts import cards_text
from .layout import seat_sides
from .words import rummy_move_text, rummy_side_name

__all__ = ["event_texts"]

_HIDDEN = ("deal", "hand_over")


def event_texts(
    view: RummyView, names: Sequence[str], owners: Sequence[str] = ()
) -> list[tuple[RummyEvent, str]]:
    """Every move of the view's hand with its sentence, oldest first (the deal and the
    hand's end are not moves).  A lay-off names the meld's owner (by ``owners``, each
    seat's short name, "Grace"; where it sits, "West", for a seat not in it) and the meld
    as it was."""
    events = view.events
    created = sum(1 for e in events if e.kind == "meld")
    undone = sum(1 for e in events if e.kind == "undo" and e.source == "meld")
    laid = {e.card for e in events if e.kind == "layoff"}
    # The melds on the table before the first event (a position set up card by card).
    start = max(0, len(view.table_melds) - created + undone)
    melds: list[tuple[int, list[Card]]] = [
        (m.owner, [c for c in m.cards if c not in laid]) for m in view.table_melds[:start]
    ]
    sides = seat_sides(view.players)
    out: list[tuple[RummyEvent, str]] = []
    for e in events:
        name = names[e.player] if 0 <= e.player < len(names) else ""
        text = ""
        if e.kind == "meld":
            melds.insert(max(0, min(e.target, len(melds))), (e.player, list(e.cards)))
        elif e.kind == "layoff" and e.card is not None and 0 <= e.target < len(melds):
            owner, cards = melds[e.target]
            owner_name = (
                owners[owner]
                if 0 <= owner < len(owners)
                else rummy_side_name(sides[(owner - view.player) % view.players])
            )
            text = layoff_text(
                name,
                e.player,
                view.player,
                cards_text([e.card]),
                owner,
                owner_name,
                meld_words(cards),
            )
            cards.append(e.card)
        elif e.kind == "undo" and 0 <= e.target < len(melds):
            if e.source == "meld":
                melds.pop(e.target)
            else:
                kept = melds[e.target][1]
                for c in e.cards:
                    if c in kept:
                        kept.remove(c)
        if e.kind in _HIDDEN:
            continue
        text = text or rummy_move_text(e.kind, e.source, name, e.card, e.cards)
        if text:
            out.append((e, text))
    return out
