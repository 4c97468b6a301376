"""The 拉米纸牌 table's aids: the selection and what the status line says about it.

Why a module of its own: the source page asks the table to help — a selection says at
once whether it is a meld and, if not, why ("Not a run: missing ♠4"); a single picked
card outlines every table meld it fits; the hand's "Meld!" mark selects a meld.  All the
wording comes from :mod:`jinlami_desktop.texts`; the reasons are the view's own
``explain_*`` codes.  :class:`SelectionAids` is a part of :class:`~.scene.RummyTableScene`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from engine import Card, mask_of
from engine.melds import is_meld_mask
from engine.rummy.state import meld_masks_in, meld_problem

if TYPE_CHECKING:
    from .scene import RummyTableScene

__all__ = ["SelectionAids"]

#: Refusals that concern the moment, not the cards: a meld-shaped selection still is one.
_TURN_CODES: Final = ("not_your_turn", "draw_first")


class SelectionAids:
    """The selected hand cards, the outlines they light and the sentence they earn."""

    selected: list[Card]
    _last_status: str
    _aid_cards: tuple[Card, ...]
    _meld_cycle: int

    def selection(self: RummyTableScene) -> list[Card]:
        """The selected cards in screen order."""
        return [c for c in self.hand_cards() if c in self.selected]

    def set_selection(self: RummyTableScene, cards: Sequence[Card]) -> None:
        view = self.view_
        hand = set(view.hand) if view is not None else set()
        self.selected = [c for c in cards if c in hand]
        self.settle(animate=True)
        self._announce_selection(force=True)

    def toggle(self: RummyTableScene, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        else:
            self.selected.append(card)
        self.settle(animate=True)
        self._announce_selection(force=True)

    def select_a_meld(self: RummyTableScene) -> None:
        """The "Meld!" mark: select a meld of the hand, the next one on every click."""
        view = self.view_
        if view is None:
            return
        options = sorted(meld_masks_in(mask_of(view.hand)), key=lambda m: -m.bit_count())
        if not options:
            return
        mask = options[self._meld_cycle % len(options)]
        self._meld_cycle += 1
        self.set_selection([c for c in view.hand if c.mask & mask])

    def selection_text(self: RummyTableScene, cards: Sequence[Card] | None = None) -> str:
        """The aid for a selection: why it is not a meld, or that it is one."""
        from ...texts import cards_text, rummy_pickup_text, rummy_refusal_text, rummy_selection_text

        view = self.view_
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

    def _announce_selection(self: RummyTableScene, force: bool) -> None:
        text = self.selection_text()
        if force or text != self._last_status:
            self._say(text, self.selection())

    def _say(self: RummyTableScene, text: str, cards: Sequence[Card] = ()) -> None:
        """Emit an aid; ``cards`` are the hand cards it speaks of (it goes stale with them)."""
        self._last_status = text
        self._aid_cards = tuple(cards)
        self.status.emit(text)

    def _refuse(self: RummyTableScene, code: str, params: dict[str, object] | None = None) -> None:
        """Say why a gesture was not sent, in the aids' words for the engine's code."""
        from ...texts import rummy_refusal_text

        self._say(rummy_refusal_text(code, params or {}))

    def _outline_selection(self: RummyTableScene) -> None:
        """Outline every meld the one selected card fits; light the table for a meld."""
        view = self.view_
        chosen = self.selection()
        targets: tuple[int, ...] = ()
        if view is not None and len(chosen) == 1:
            targets = view.layoff_targets(chosen[0])
        for zone in self.meld_zones:
            zone.set_state("legal" if zone.index in targets else "")
        melds = view is not None and len(chosen) >= 3 and meld_problem(mask_of(chosen)) is None
        self.table_zone.set_state("legal" if melds else "")
        self.discard_zone.set_state("")
        self.hand_zone.set_state("")
