"""Oklahoma Gin's up-card terms in the words of the plate beside the discard pile: the
deal's up-card, and what it sets for the whole hand — "Knock at 7 or less", "Gin only"
for an ace, "Spades: hand doubled" (docs/RULES.md Part E).

Why a plate on the felt as well as the panel's line: the up-card is where the player
looks when deciding to take it or knock, and it is soon buried under the discards; the
plate names it for as long as its limit holds (until a knock puts melds on the table).
The numbers are the view's (``knock_limit``, ``doubled``: the engine's
``Rules.upcard_terms``), never worked out again here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine import Card, PlayerView

from ...words.texts import card_symbol

__all__ = ["UpcardTerms", "deal_upcard", "upcard_lines", "upcard_title"]


class UpcardTerms:
    """The translation context of this module's words (never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def deal_upcard(view: PlayerView) -> Card | None:
    """The card the deal turned face up (the first of the discard history, by no seat)."""
    return next((card for seat, card in view.discard_history if seat == -1), None)


def upcard_title(card: Card) -> str:
    """The plate's title: which card set the terms."""
    return UpcardTerms.tr("Up-card {card}").format(card=card_symbol(card))


def upcard_lines(knock_limit: int, doubled: bool) -> list[str]:
    """The plate's lines for an Oklahoma hand: its knock limit (0: gin only, an ace up-card)
    and whether a spade up-card doubles it."""
    if knock_limit == 0:
        lines = [UpcardTerms.tr("Gin only")]
    else:
        lines = [UpcardTerms.tr("Knock at {limit} or less").format(limit=knock_limit)]
    if doubled:
        lines.append(UpcardTerms.tr("Spades: hand doubled"))
    return lines
