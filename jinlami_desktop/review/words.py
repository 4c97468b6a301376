"""The hand review's words (translation context ``ReviewWords``): a move as the player
made it, the explanation of each explanation code the engine's reviewers give
(each game's ``engine/<id>/review.py``), losses and accuracies.

Why a module of its own beside :mod:`~jinlami_desktop.words.texts`: the review has some thirty
sentences that only its window shows; they are imported with the window (lazily).
Cards are named by the one formatter (:func:`~jinlami_desktop.words.texts.card_symbol`, ♥10),
terms per docs/GLOSSARY.md; every sentence is whole in the catalogue (never built by
concatenation), and counts use ``%n`` plurals.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QCoreApplication, QLocale

from engine.actions import Action
from engine.cards import cards_from_mask

from ..words.texts import card_symbol, cards_text, param_card
from .model import ReviewedDecision

__all__ = [
    "EXPLANATION_CODES",
    "ReviewWords",
    "accuracy_text",
    "explanation_text",
    "loss_text",
    "move_words",
    "percent",
    "points_loss_text",
]

#: Every explanation code the engine's reviewers give, and ``ok``.
EXPLANATION_CODES: Final = (
    "ok",
    "pile_card_useless",
    "stock_better",
    "missed_knock",
    "missed_meld",
    "missed_pile_card",
    "undercut_risk",
    "breaks_meld",
    "feeds_opponent_run",
    "feeds_opponent_set",
    "feeds_opponent",
    "keeps_deadwood",
    "slower_race",
    "gives_layoffs",
    "worse_arrangement",
    "missed_layoff",
    "wrong_layoff",
    "melds_too_early",
    "missed_going_out",
    "holds_too_long",
    "feeds_table_meld",
    "feeds_next_player",
    "worse_play",
)
_SUIT_LETTERS: Final = "SHDC"
_SUIT_SYMBOLS: Final = "♠♥♦♣"
_RANK_LETTERS: Final = "A23456789TJQK"
_RANK_SHOWN: Final = ("A", *map(str, range(2, 11)), "J", "Q", "K")


class ReviewWords:
    """The translation context of this module (``ReviewWords.tr``), never instantiated."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def percent(share: float) -> str:
    """A share (0…1) as a whole percentage in the locale's digits: "38 %"."""
    return ReviewWords.tr("{value} %").format(value=QLocale().toString(round(100 * share)))


def _melds(masks: tuple[int, ...]) -> str:
    return " · ".join(cards_text(list(cards_from_mask(m))) for m in masks)


def move_words(action: Action, params: Mapping[str, Any] | None = None) -> str:
    """A move of the player's, as an instruction ("Discard ♠Q", "Take ♥7 from the
    discard pile"); ``params`` name the pile card a draw is about."""
    card = card_symbol(action.card) if action.card is not None else ""
    top = (params or {}).get("card")
    k = action.kind
    if k == "draw_discard":
        if top:
            return ReviewWords.tr("Take {card} from the discard pile").format(card=param_card(top))
        return ReviewWords.tr("Take the discard")
    if k == "declare":
        if not action.melds:
            return ReviewWords.tr("Show no melds")
        return ReviewWords.tr("Show the melds {melds}").format(melds=_melds(action.melds))
    if k == "meld":
        return ReviewWords.tr("Meld {cards}").format(cards=_melds(action.melds))
    texts = {
        "draw_stock": ReviewWords.tr("Draw from the stock"),
        "pass": ReviewWords.tr("Pass on the up-card"),
        "discard": ReviewWords.tr("Discard {card}"),
        "knock": ReviewWords.tr("Knock, discarding {card}"),
        "layoff": ReviewWords.tr("Lay off {card}"),
        "end_layoff": ReviewWords.tr("Done laying off"),
        "undo": ReviewWords.tr("Take back the last meld"),
    }
    text = texts.get(k)
    return str(action) if text is None else text.format(card=card)


def loss_text(loss: float) -> str:
    """Win chance given away: "−12 % win chance" (a dash when nothing was lost)."""
    if round(100 * loss) <= 0:
        return ReviewWords.tr("no loss")
    return ReviewWords.tr("−{value} win chance").format(value=percent(loss))


def points_loss_text(points: float | None) -> str:
    """Points given away, where the evaluation values points ("" where it does not)."""
    if points is None:
        return ""
    n = round(points)
    if n <= 0:
        return ReviewWords.tr("no points lost")
    return ReviewWords.tr("−%n point(s)", "", n)


def accuracy_text(accuracy: float, decisions: int) -> str:
    """The accuracy line of a review: "Accuracy 82 % over 11 decisions"."""
    return ReviewWords.tr("Accuracy {accuracy} over %n decision(s)", "", decisions).format(
        accuracy=percent(accuracy)
    )


def explanation_text(d: ReviewedDecision) -> str:
    """Why the best move was better, in words, for the decision's explanation code."""
    p = d.params
    best = d.best.card
    mine = d.move.card
    card = param_card(p["card"]) if "card" in p else (card_symbol(mine) if mine else "")
    best_card = card_symbol(best) if best is not None else param_card(p.get("best", ""))
    if d.ok:
        return ReviewWords.tr("A good move: within 2 % of the best one's win chance.")
    c = d.code
    if c == "undercut_risk":
        return ReviewWords.tr("The knock risked an undercut: {risk}.").format(
            risk=percent(float(p.get("risk", 0.0)))
        )
    if c == "feeds_opponent_run":
        suit = _SUIT_LETTERS.find(str(p.get("suit", "")))
        return ReviewWords.tr("{card} feeds the opponent's run of {suit}.").format(
            card=card, suit=_SUIT_SYMBOLS[suit] if suit >= 0 else p.get("suit", "")
        )
    if c == "feeds_opponent_set":
        rank = _RANK_LETTERS.find(str(p.get("rank", "")))
        return ReviewWords.tr("{card} feeds the opponent's set of {rank}.").format(
            card=card, rank=_RANK_SHOWN[rank] if rank >= 0 else p.get("rank", "")
        )
    if c == "feeds_opponent":
        return ReviewWords.tr("{card} is likely to help the opponent ({danger}).").format(
            card=card, danger=percent(float(p.get("danger", 0.0)))
        )
    if c == "keeps_deadwood" and isinstance(p.get("points"), int):
        return ReviewWords.tr(
            "Discarding {best} instead leaves %n deadwood point(s) fewer.", "", p["points"]
        ).format(best=best_card)
    if c == "gives_layoffs":
        return ReviewWords.tr(
            "This arrangement lets the opponent lay off more cards ({layoffs} more on average)."
        ).format(layoffs=QLocale().toString(float(p.get("layoffs", 0.0)), "f", 1))
    if c == "missed_knock" and d.kind in ("up_card", "draw"):
        return ReviewWords.tr("Taking {card} would have let you knock.").format(card=card)
    texts = {
        "pile_card_useless": ReviewWords.tr(
            "The pile card {card} completes nothing: drawing from the stock was better."
        ),
        "stock_better": ReviewWords.tr(
            "Taking {card} helped less than a blind card from the stock."
        ),
        "missed_knock": ReviewWords.tr("Knocking now was better than playing on."),
        "missed_meld": ReviewWords.tr("{card} would have made a meld with your cards."),
        "missed_pile_card": ReviewWords.tr("{card} was worth taking from the discard pile."),
        "breaks_meld": ReviewWords.tr("Discarding {card} breaks a made meld."),
        "keeps_deadwood": ReviewWords.tr(
            "Discarding {best} instead leaves fewer points in your hand."
        ),
        "slower_race": ReviewWords.tr(
            "Keeping {card} and discarding {best} leaves a hand closer to going out."
        ),
        "worse_arrangement": ReviewWords.tr("Another arrangement of your melds scores better."),
        "missed_layoff": ReviewWords.tr("You could still lay off {best}."),
        "wrong_layoff": ReviewWords.tr("Laying off {best} first was better."),
        "melds_too_early": ReviewWords.tr(
            "Melding now shows your cards early: holding them and discarding was better."
        ),
        "missed_going_out": ReviewWords.tr("You could have gone out this turn."),
        "holds_too_long": ReviewWords.tr("Melding now was better than holding the cards."),
        "feeds_table_meld": ReviewWords.tr(
            "{card} fits a meld on the table: the next player can lay it off."
        ),
        "feeds_next_player": ReviewWords.tr(
            "{card} helps the next player: it melds with cards they are known to hold."
        ),
        "worse_play": ReviewWords.tr("Another play was better here."),
    }
    text = texts.get(c, ReviewWords.tr("Another move was better here."))
    return text.format(card=card, best=best_card)
