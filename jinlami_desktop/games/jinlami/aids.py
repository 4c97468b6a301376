"""The 金拉米 table's aids: the hinted move's marks, the card just drawn, and the words
under the hand (its deadwood).

Why a part of its own: what helps the player read the table changes with every
snapshot and hint but moves no card — a hint marks its card (or lights the pile it
takes, or the stock), the card just drawn wears the "just drawn" mark until the next
move so the eye finds it in a sorted hand, the meld bars under the hand glow for gin,
and the line under the hand says the deadwood (the snapshot's ``deadwood``: after the
best discard while the hand holds 11).  :class:`TableAids` is held by
:class:`~.scene.JinlamiScene` as ``scene.aids``; it reads the table through
:class:`AidsHost`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication

from engine import Action, Card, Phase, PlayerView

from .deadwood import held_cards

if TYPE_CHECKING:
    from .controller import JinlamiSnapshot

__all__ = ["AidsHost", "TableAids"]


class AidsHost(Protocol):
    """What the aids need of the table: the snapshot on it and the shown seat's view."""

    @property
    def snap(self) -> JinlamiSnapshot | None: ...
    @property
    def view_(self) -> PlayerView | None: ...


class TableAids:
    """The hint (``hint``, until the next snapshot), the drawn card and the deadwood."""

    def __init__(self, table: AidsHost) -> None:
        self._table = table
        self.hint: Action | None = None

    # -- the hint -----------------------------------------------------------------------------
    def hinted_card(self) -> Card | None:
        """The hand card the hint plays, if it plays one."""
        h = self.hint
        if h is None or h.card is None:
            return None
        return h.card

    def takes_discard(self) -> bool:
        """The hint takes the discard pile's top card (it is marked)."""
        return self.hint is not None and self.hint.kind == "draw_discard"

    def draws_stock(self) -> bool:
        """The hint draws from the stock (it glows)."""
        return self.hint is not None and self.hint.kind == "draw_stock"

    # -- the card just drawn ------------------------------------------------------------------
    def drawn_card(self) -> Card | None:
        """The card the player just drew (stock or pile), until their next move: the
        eye finds it in a sorted hand."""
        view = self._table.view_
        if view is None or not view.events:
            return None
        last = view.events[-1]
        if last.kind != "draw" or last.player != view.player or view.phase is not Phase.DISCARD:
            return None
        return last.card

    # -- the deadwood (the snapshot's) ---------------------------------------------------------
    def gin(self) -> bool:
        """The hand is gin (its meld bars glow)."""
        snap, view = self._table.snap, self._table.view_
        return snap is not None and view is not None and len(view.hand) >= 10 and not snap.deadwood

    def deadwood_words(self) -> str:
        """The line under the hand: its deadwood, after the best discard at 11 cards."""
        snap, view = self._table.snap, self._table.view_
        if snap is None or view is None:
            return ""
        points = snap.deadwood
        if len(held_cards(view)) == 11:
            return QCoreApplication.translate(
                "JinlamiScene", "Deadwood after your best discard: {points}"
            ).format(points=points)
        return QCoreApplication.translate("JinlamiScene", "Deadwood: {points}").format(
            points=points
        )
