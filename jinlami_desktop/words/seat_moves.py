"""Each seat's last move, in words, for the marker the table shows at that seat.

Why: the move log lists every move of the hand, but the eye is on the felt; a marker at
each seat says what that seat did on its latest turn — what it took and from where,
what it melded or laid off, what it threw — and stays until the seat moves again.
Both games use it, each with its own :class:`TurnRule` (``games/<id>/words.py``):
:func:`last_turn` cuts a seat's latest turn out of the view's events,
:func:`marker_lines` words it, one short line per step, without the seat's name (the
marker sits at the seat).  The events are the view's, already redacted for the viewer:
another seat's stock draw carries no card, so its line never names one.

The words are in the ``SeatMoves`` translation context; cards are named by symbol
(docs/GLOSSARY.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from .line_breaks import NO_BREAK
from .texts import card_symbol

__all__ = ["TurnRule", "last_turn", "marker_lines", "seat_markers"]


@dataclass(frozen=True)
class TurnRule:
    """A game's turn rule: which event kinds end a seat's turn and which are not moves
    of the seat."""

    enders: frozenset[str]
    ignored: frozenset[str]


class SeatMoves:
    """This module's translation context (lupdate takes the ``SeatMoves.`` of the call)."""

    @classmethod
    def tr(cls, text: str) -> str:
        return QCoreApplication.translate(cls.__name__, text)


def last_turn(events: Sequence[Any], seat: int, rule: TurnRule) -> list[Any]:
    """The events of ``seat``'s latest turn, oldest first (the turn may be in play).

    An undo takes back the step it names, so a meld put back in the hand is
    not shown."""
    turn: list[Any] = []
    closed = False
    for e in events:
        if e.player != seat or e.kind in rule.ignored:
            continue
        if closed:
            turn = []
        if e.kind == "undo":
            undone = getattr(e, "source", "")
            for k in range(len(turn) - 1, -1, -1):
                if turn[k].kind == undone:
                    del turn[k]
                    break
        else:
            turn.append(e)
        closed = e.kind in rule.enders
    return turn


def _draw_line(e: Any) -> str:
    card = getattr(e, "card", None)
    if e.source == "discard" and card is not None:
        return SeatMoves.tr("Took {card} from the discard pile").format(card=card_symbol(card))
    if card is not None:  # the viewer's own stock draw
        return SeatMoves.tr("Drew {card} from the stock").format(card=card_symbol(card))
    return SeatMoves.tr("Drew from the stock")


def marker_lines(turn: Sequence[Any]) -> list[str]:
    """One short line per step of ``turn``: the draw, the melds (together), the lay-offs
    (together), the discard or knock — in the order they came."""
    lines: list[str] = []
    melds: list[str] = []
    layoffs: list[str] = []
    meld_at = layoff_at = -1
    for e in turn:
        card = getattr(e, "card", None)
        if e.kind == "draw":
            lines.append(_draw_line(e))
        elif e.kind == "meld":
            if meld_at < 0:
                meld_at = len(lines)
                lines.append("")
            # One meld's cards stay on one line where they fit (``line_breaks``).
            melds.append(NO_BREAK.join(card_symbol(c) for c in e.cards))
        elif e.kind == "layoff" and card is not None:
            if layoff_at < 0:
                layoff_at = len(lines)
                lines.append("")
            layoffs.append(card_symbol(card))
        elif e.kind == "discard" and card is not None:
            lines.append(SeatMoves.tr("Discarded {card}").format(card=card_symbol(card)))
        elif e.kind == "knock":
            lines.append(SeatMoves.tr("Knocked"))
        elif e.kind == "pass":
            lines.append(SeatMoves.tr("Passed on the up-card"))
    if meld_at >= 0:
        # The dot between two melds ends a wrapped line, never stands alone on one.
        joined = f"{NO_BREAK}· ".join(melds)
        lines[meld_at] = SeatMoves.tr("Melded {cards}").format(cards=joined)
    if layoff_at >= 0:
        lines[layoff_at] = SeatMoves.tr("Laid off {cards}").format(cards=" ".join(layoffs))
    return lines


def seat_markers(events: Sequence[Any], seats: int, rule: TurnRule) -> list[list[str]]:
    """Per seat (0 … ``seats``-1): the lines of its marker (empty before its first move)."""
    return [marker_lines(last_turn(events, seat, rule)) for seat in range(seats)]
