"""A lay-off in words, with whose meld the cards went onto — for both games' move logs.

Why shared: "You laid off ♥9" does not say where to; at a 拉米纸牌 table it may be any
seat's meld, and in 金拉米 it is the knocker's.  So the sentence names the meld's owner
and the meld as it was ("You laid off ♥9 on West's run ♥6 ♥7 ♥8"), written per subject
and per owner ("your run", "its own set"), never by filling a name into a verb form
(docs/GLOSSARY.md).  Context ``LayoffWords``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from engine import Card
from engine.cards import mask_of
from engine.melds import is_meld_mask

from .texts import cards_text

__all__ = ["layoff_text", "meld_words"]


class LayoffWords:
    """This module's translation context (lupdate takes the ``LayoffWords.`` of the call)."""

    @classmethod
    def tr(cls, text: str) -> str:
        return QCoreApplication.translate(cls.__name__, text)


def meld_words(cards: Sequence[Card]) -> str:
    """A meld named by its kind and cards: "run ♥6 ♥7 ♥8", "set ♠4 ♦4 ♣4"."""
    shown = cards_text(sorted(cards, key=lambda c: (c.suit, c.rank)))
    if is_meld_mask(mask_of(cards)) == "set":
        return LayoffWords.tr("set {cards}").format(cards=shown)
    return LayoffWords.tr("run {cards}").format(cards=shown)


def layoff_text(
    name: str, player: int, viewer: int, cards: str, owner: int, owner_name: str, meld: str
) -> str:
    """``name`` (seat ``player``) laid ``cards`` off on ``owner``'s ``meld`` (worded by
    :func:`meld_words`), as seen by seat ``viewer``."""
    if player == viewer:
        if owner == viewer:
            text = LayoffWords.tr("You laid off {cards} on your {meld}")
        else:
            text = LayoffWords.tr("You laid off {cards} on {owner}'s {meld}")
    elif owner == player:
        text = LayoffWords.tr("{name} laid off {cards} on its own {meld}")
    elif owner == viewer:
        text = LayoffWords.tr("{name} laid off {cards} on your {meld}")
    else:
        text = LayoffWords.tr("{name} laid off {cards} on {owner}'s {meld}")
    return text.format(name=name, cards=cards, owner=owner_name, meld=meld)
