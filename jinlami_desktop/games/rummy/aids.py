"""The 拉米纸牌 table's aids: the selection and what the status line says about it.

Why a part of its own: the source page asks the table to help — a selection says at
once whether it is a meld and, if not, why ("Not a run: missing ♠4"); a single picked
card outlines every table meld it fits; the hand's "Meld!" mark offers a meld.  All the
wording comes from :mod:`jinlami_desktop.words.texts`; the reasons are the view's own
``explain_*`` codes.  :class:`SelectionAids` is held by
:class:`~.scene.RummyTableScene` as ``scene.aids``; it sees the table only through
:class:`AidsHost`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Final, Protocol

from engine import Card, mask_of
from engine.melds import is_meld_mask
from engine.rummy.state import meld_masks_in, meld_problem
from engine.rummy.view import RummyView

from ...table.callout import Spot
from ...table.items import ZoneItem

__all__ = ["AidsHost", "SelectionAids"]

#: Refusals that concern the moment, not the cards: a meld-shaped selection still is one.
_TURN_CODES: Final = ("not_your_turn", "draw_first")


class AidsHost(Protocol):
    """What the aids need of the table: the view, the hand's order, a new layout, and the
    zones they light."""

    @property
    def view_(self) -> RummyView | None: ...
    @property
    def meld_zones(self) -> list[ZoneItem]: ...
    @property
    def table_zone(self) -> ZoneItem: ...
    @property
    def discard_zone(self) -> ZoneItem: ...
    @property
    def hand_zone(self) -> ZoneItem: ...
    def hand_cards(self) -> list[Card]: ...
    def settle(self, animate: bool = True) -> None: ...
    def show_callout(self, text: str, spot: Spot, tone: str = "refusal") -> None: ...
    def withdraw_callout(self, text: str) -> None: ...


class SelectionAids:
    """The selected hand cards, the outlines they light and the sentence they earn.

    ``say`` receives every sentence for the status line ("" = nothing to say now).
    """

    def __init__(self, table: AidsHost, say: Callable[[str], object]) -> None:
        self._table = table
        self._emit = say
        self.selected: list[Card] = []
        self._last_status = ""
        self._aid_cards: tuple[Card, ...] = ()

    # -- the selection ----------------------------------------------------------------------
    def selection(self) -> list[Card]:
        """The selected cards in screen order."""
        return [c for c in self._table.hand_cards() if c in self.selected]

    def set_selection(self, cards: Sequence[Card]) -> None:
        view = self._table.view_
        hand = set(view.hand) if view is not None else set()
        self.selected = [c for c in cards if c in hand]
        self._table.settle(animate=True)
        self.announce(force=True)

    def toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self._table.settle(animate=True)
        self.announce(force=True)

    def deselect(self, card: Card) -> None:
        """Take ``card`` out of the selection, quietly (it is about to be played)."""
        if card in self.selected:
            self.selected.remove(card)

    def clear(self) -> None:
        """Forget the selection, quietly (a new hand, no hand)."""
        self.selected = []

    def keep_held(self, hand: Iterable[Card]) -> None:
        """Keep only the selected cards still in ``hand`` (the others were played)."""
        held = set(hand)
        self.selected = [c for c in self.selected if c in held]

    def offered_meld(self) -> list[Card]:
        """The meld the hand's "Meld!" mark and M lay down: the selection when it is a
        meld, else the hand's largest meld (empty when the hand holds none)."""
        chosen = self.selection()
        if len(chosen) >= 3 and is_meld_mask(mask_of(chosen)):
            return chosen
        view = self._table.view_
        if view is None:
            return []
        options = sorted(meld_masks_in(mask_of(view.hand)), key=lambda m: -m.bit_count())
        if not options:
            return []
        return [c for c in self._table.hand_cards() if c.mask & options[0]]

    # -- what the status line says ----------------------------------------------------------
    def selection_text(self, cards: Sequence[Card] | None = None) -> str:
        """The aid for a selection: why it is not a meld, or that it is one."""
        # lazy: imported on first use, not at start-up
        from ...words.texts import cards_text
        from .words import rummy_pickup_text, rummy_refusal_text, rummy_selection_text

        view = self._table.view_
        cards = self.selection() if cards is None else list(cards)
        if view is None or not cards:
            return ""
        if len(cards) == 1:
            return rummy_pickup_text(cards[0], len(view.layoff_targets(cards[0])))
        problem = view.explain_meld(cards)
        kind = is_meld_mask(mask_of(cards)) or "run"
        shown = cards_text(sorted(cards, key=lambda c: (c.suit, c.rank)))
        if problem is None:
            return rummy_selection_text(kind, shown)
        if problem.code in _TURN_CODES and meld_problem(mask_of(cards)) is None:
            return rummy_selection_text(kind, shown, problem.code)
        return rummy_refusal_text(problem.code, problem.params)

    def announce(self, force: bool) -> None:
        """Say the selection's aid; unless ``force``, only when it changed."""
        text = self.selection_text()
        if force or text != self._last_status:
            chosen = self.selection()
            said = self._last_status
            self.say(text, chosen)
            if text and chosen:
                # on the felt next to the selection, not only in the status line
                self._table.show_callout(text, Spot("card", chosen[0]), self._tone(chosen))
            elif said:
                self._table.withdraw_callout(said)

    def _tone(self, cards: Sequence[Card]) -> str:
        """A selection that is a meld (or one card, and where it fits) is told in the
        hint's tone; one that is no meld in the refusal's."""
        view = self._table.view_
        if view is None or len(cards) < 2:
            return "hint"
        problem = view.explain_meld(list(cards))
        if problem is None or (
            problem.code in _TURN_CODES and meld_problem(mask_of(cards)) is None
        ):
            return "hint"
        return "refusal"

    def after_snapshot(self, hand: Sequence[Card]) -> None:
        """A new snapshot is drawn: speak of the selection again, or fall silent when the
        cards the standing aid spoke of left the hand (melded or laid off)."""
        if self.selected:
            self.announce(force=False)
        elif self._last_status and not set(self._aid_cards) <= set(hand):
            self.say("")

    def forget_said(self) -> None:
        """Forget the standing sentence, so the next one is said even if it is the same
        (a language switch rewords it)."""
        self._last_status = ""

    def say(self, text: str, cards: Sequence[Card] = ()) -> None:
        """Emit an aid; ``cards`` are the hand cards it speaks of (it goes stale with them)."""
        self._last_status = text
        self._aid_cards = tuple(cards)
        self._emit(text)

    def refuse(
        self, code: str, params: dict[str, object] | None = None, spot: Spot | None = None
    ) -> None:
        """Say why a gesture was not sent, in the aids' words for the engine's code — on
        the table next to ``spot`` too."""
        # lazy: imported on first use, not at start-up
        from .words import rummy_refusal_text

        self.object_to(rummy_refusal_text(code, params or {}), spot)

    def object_to(self, text: str, spot: Spot | None) -> None:
        """A refusal in words: in the status line, and in a callout next to ``spot``."""
        self.say(text)
        if spot is not None:
            self._table.show_callout(text, spot)

    # -- outlines ---------------------------------------------------------------------------
    def outline_selection(self) -> None:
        """Outline every meld the one selected card fits; light the table for a meld."""
        table = self._table
        view = table.view_
        chosen = self.selection()
        targets: tuple[int, ...] = ()
        if view is not None and len(chosen) == 1:
            targets = view.layoff_targets(chosen[0])
        for zone in table.meld_zones:
            zone.set_state("legal" if zone.index in targets else "")
        melds = view is not None and len(chosen) >= 3 and meld_problem(mask_of(chosen)) is None
        table.table_zone.set_state("legal" if melds else "")
        table.discard_zone.set_state("")
        table.hand_zone.set_state("")
