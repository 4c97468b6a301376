"""A hint in words: the move and why, from the engine's reasons (:mod:`engine.advice`).

The engine says why as codes and cards (``keeps`` ♥8 ♥9 ``run``, ``deadwood`` 12); this
module words them in the ``HintTexts`` translation context, one clause per reason, and
joins the clauses with the language's own separator after the move ("Hint: discard ♣K —
keeps ♥8 ♥9 for a run; deadwood after: 12" / 「提示：打出 ♣K——留着 ♥8 ♥9 凑同花顺；之后
米数：12」).  Each clause is a whole phrase, never built from pieces.  Cards are named as
everywhere on screen (:func:`~jinlami_desktop.words.texts.card_symbol`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication

from engine.actions import Action
from engine.advice import Advice, Reason, low_to_high
from engine.errors import IllegalActionError

from .texts import card_symbol, cards_text, hint_text

__all__ = [
    "HintTexts",
    "NoGainWords",
    "advice_text",
    "explained_hint",
    "move_words",
    "reason_words",
]

View = TypeVar("View")


class HintTexts:
    """The translation context of this module (see :class:`~jinlami_desktop.words.texts.Texts`)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def move_words(action: Action) -> str:
    """The hinted move alone ("Hint: discard ♣K", "Hint: meld ♠4 ♠5 ♠6")."""
    if action.kind == "meld":
        cards = low_to_high(c for m in action.meld_cards for c in m)
        return HintTexts.tr("Hint: meld {cards}").format(cards=cards_text(cards))
    return hint_text(action)


#: A game's words for the reason against taking a card (``no_gain``), given the card.
NoGainWords = Callable[[str], str]


def reason_words(reason: Reason, action: Action, no_gain: NoGainWords) -> str:
    """One reason as a clause ("" when the move's own words already say it); a
    ``no_gain`` reason in the game's own words."""
    code, cards, kind, n = reason.code, reason.cards, reason.kind, reason.points
    first = card_symbol(cards[0]) if cards else ""
    shown = cards_text(cards)
    run = kind == "run"
    if code == "completes":
        if action.kind == "meld":
            return HintTexts.tr("a run") if run else HintTexts.tr("a set")
        text = (
            HintTexts.tr("completes the run {cards}")
            if run
            else HintTexts.tr("completes the set {cards}")
        )
        return text.format(cards=shown)
    if code == "builds":
        other = card_symbol(cards[1])
        text = (
            HintTexts.tr("goes with {card} for a run")
            if run
            else HintTexts.tr("pairs with {card} for a set")
        )
        return text.format(card=other)
    if code == "keeps":
        text = (
            HintTexts.tr("keeps {cards} for a run")
            if run
            else HintTexts.tr("keeps {cards} for a set")
        )
        return text.format(cards=shown)
    if code == "unconnected":
        return HintTexts.tr("{card} goes with no other card").format(card=first)
    if code == "no_gain":
        return no_gain(first)
    if code == "deadwood":
        if action.kind == "draw_discard":
            return HintTexts.tr("deadwood after your discard: {points}").format(points=n)
        if action.kind == "end_layoff":
            return HintTexts.tr("your deadwood stays {points}").format(points=n)
        return HintTexts.tr("deadwood after: {points}").format(points=n)
    if code == "knock":
        if n == 0:
            return HintTexts.tr("gin: no deadwood")
        if action.kind == "declare":
            return HintTexts.tr("deadwood: {points}").format(points=n)
        return HintTexts.tr("knock now: deadwood {points}").format(points=n)
    if code == "fits":
        return HintTexts.tr("fits {cards}").format(cards=shown)
    if code == "goes_out":
        return HintTexts.tr("you go out")
    if code == "cards_left":
        return HintTexts.tr("%n card(s) left in your hand", "", n)
    if code == "more_draws":
        text = HintTexts.tr(
            "%n unseen card(s) would make a meld, against {m} after discarding {card}", "", n
        )
        return text.format(m=reason.other, card=first)
    if code == "sheds":
        return HintTexts.tr("%n point(s) fewer in your hand", "", n)
    return ""  # nothing_fits: the move's words ("nothing to lay off") say it


def advice_text(advice: Advice, no_gain: NoGainWords) -> str:
    """The whole hint: the move, then its reasons (the move alone when there are none)."""
    move = move_words(advice.action)
    clauses = [w for w in (reason_words(r, advice.action, no_gain) for r in advice.reasons) if w]
    if not clauses:
        return move
    reasons = HintTexts.tr("; ", "between the reasons of a hint").join(clauses)
    return HintTexts.tr("{move} — {reasons}").format(move=move, reasons=reasons)


def explained_hint(
    view: View | None,
    action: Action,
    explain: Callable[[View, Action], Advice],
    no_gain: NoGainWords,
) -> str:
    """The hint with its reasons (the game's ``explain``, :mod:`engine.advice`, and its
    ``no_gain`` words); the move alone when the view is gone or the engine cannot
    explain it."""
    if view is None:
        return move_words(action)
    try:
        return advice_text(explain(view, action), no_gain)
    except IllegalActionError:
        return move_words(action)
