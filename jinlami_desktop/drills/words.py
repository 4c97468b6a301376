"""The drills' words (translation context ``DrillWords``): the question each kind of
drill asks, the verdict, where a drill comes from and when it is due.

Why a module of its own: the questions and verdicts are said only by the drills screen;
the moves and the reasons are the hand review's words
(:mod:`jinlami_desktop.review.words`), so a drill and the review it came from say the
same thing in the same words.  Every sentence is whole in the catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from PySide6.QtCore import QCoreApplication

from engine.actions import Action

from ..review.model import ReviewedDecision
from ..review.words import explanation_text, loss_text, move_words

__all__ = [
    "KINDS",
    "DrillWords",
    "question_text",
    "reason_text",
    "source_text",
]

#: Every kind of drill the engine makes (``engine.drills``).
KINDS: Final = ("discard", "take_upcard", "draw", "knock", "layoff", "meld")


class DrillWords:
    """The translation context of this module (``DrillWords.tr``), never instantiated."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def question_text(kind: str) -> str:
    """The question a drill of ``kind`` asks, as the guide over the table says it."""
    texts = {
        "discard": DrillWords.tr("Which card do you discard?"),
        "take_upcard": DrillWords.tr("Take the up-card?"),
        "draw": DrillWords.tr("Which pile do you draw from?"),
        "knock": DrillWords.tr("Knock now?"),
        "layoff": DrillWords.tr("Lay off where?"),
        "meld": DrillWords.tr("Lay down a meld now, or play on?"),
    }
    return texts.get(kind, DrillWords.tr("What do you play?"))


def how_to_answer(kind: str) -> str:
    """How the table takes the answer (its ordinary gestures), one line."""
    texts = {
        "discard": DrillWords.tr(
            "Drag the card to the discard pile, or double-click it (keys: arrows, Enter)."
        ),
        "take_upcard": DrillWords.tr(
            "Click the discard pile to take it, or Pass on the panel (keys: D or P)."
        ),
        "draw": DrillWords.tr("Click the stock or the discard pile (keys: S or D)."),
        "knock": DrillWords.tr(
            "Right-click a card to knock with it (key: K), or discard it as usual to play on."
        ),
        "layoff": DrillWords.tr(
            "Drag a card onto the knocker's meld, or click Done laying off on the panel."
        ),
        "meld": DrillWords.tr(
            "Select the cards and drag them to the table to meld, or discard to play on."
        ),
    }
    return texts.get(kind, DrillWords.tr("Play your move on the table as usual."))


def source_text(source: str) -> str:
    """Where a drill comes from: the player's own reviewed hand, or the built-in puzzles."""
    if source == "puzzle":
        return DrillWords.tr("Puzzle")
    return DrillWords.tr("Your hand")


def reason_text(
    kind: str,
    played: Action,
    best: Action,
    code: str,
    params: Mapping[str, Any],
    loss: float,
    points_loss: float | None,
) -> str:
    """Why the best move is better, in the hand review's words (its explanation code
    and parameters, about the move played when the drill was made)."""
    review_kind = "up_card" if kind == "take_upcard" else kind  # the review's name of it
    d = ReviewedDecision(
        0, 0, review_kind, played, best, 0.0, max(0.0, loss), points_loss, False, code, dict(params)
    )
    return explanation_text(d)


def verdict_text(right: bool, answer: Action, best: Action, params: Mapping[str, Any]) -> str:
    """The verdict's first line: right or not, and the best move."""
    if right:
        return DrillWords.tr("Right: {move} is the best move here.").format(
            move=move_words(answer, params)
        )
    return DrillWords.tr("Not the best: you chose {move}; the best move is {best}.").format(
        move=move_words(answer, params), best=move_words(best, params)
    )


def first_time_text(source: str, played: Action, params: Mapping[str, Any], loss: float) -> str:
    """What was played the first time (the reason below speaks of that move)."""
    move = move_words(played, params)
    if source == "puzzle":
        return DrillWords.tr("The usual move is {move} ({loss}).").format(
            move=move, loss=loss_text(loss)
        )
    return DrillWords.tr("In your hand you played {move} ({loss}).").format(
        move=move, loss=loss_text(loss)
    )


def next_due_text(days: int) -> str:
    """When a drill comes back, after an answer."""
    return DrillWords.tr("It comes back in %n day(s).", "", days)
