"""A drill: one position where a move cost the player, asked again until it is learnt.

Why: a review read once is forgotten; a mistake brought back as a question ("Which card
do you discard?") until the player answers it right is learnt.  Every reviewed decision
(:mod:`engine.review`) that gave away more than :data:`~.questions.THRESHOLDS` of win
chance (or :data:`~.questions.POINTS_THRESHOLDS` points, where the review values points
closely) becomes a :class:`Drill`: the position as the seat saw it
(:mod:`engine.drills.views`: its view, never a hidden card), the kind of question, the
move played, the best move, every move as good as the best within the review's
tolerance, and the reason as the review's code and parameters (which the app words in
either language).

A drill's :attr:`~Drill.key` is a hash of its game, position and question, so the same
mistake found twice (one hand reviewed again) is one drill.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, cast

from ..actions import Action
from ..errors import EngineError, RulesError, SaveError, shown
from ..games import GAMES, game_of
from ..hand_sequence import played_hands
from ..review.driver import review_game
from ..review.evaluation import Decision, Evaluation, Review
from .questions import KINDS, POINTS_THRESHOLDS, SOURCES, THRESHOLDS
from .views import position_from_doc, view_from_doc, view_to_doc

if TYPE_CHECKING:
    from ..jinlami.view import PlayerView
    from ..protocol import GameState
    from ..rummy.view import RummyView

__all__ = [
    "Drill",
    "drill_of",
    "drills_from_game",
    "drills_from_review",
    "is_drill_worthy",
    "kind_of_review",
]

#: The review's kinds of decision, by the question a drill asks of each.
_KIND_OF: Final = {
    "discard": "discard",
    "up_card": "take_upcard",
    "draw": "draw",
    "knock": "knock",
    "layoff": "layoff",
    "meld": "meld",
    "declare": "meld",
}


@dataclass(frozen=True, slots=True)
class Drill:
    """One position to answer again (see the module docstring).

    ``state_doc`` is the seat's view as a JSON document (:func:`~.views.view_to_doc`);
    :meth:`view` reads it back and :meth:`position` deals the hidden cards at random for
    the table.  ``played``, ``best`` and ``accepted`` are moves of the view's legal
    moves; ``reason`` and ``reason_params`` are the review's explanation code and its
    parameters; ``loss`` the win chance the played move gave away, ``points_loss`` the
    points (``None`` where not valued)."""

    key: str
    game: str
    seat: int
    kind: str
    state_doc: Mapping[str, Any] = field(compare=False)
    played: Action
    best: Action
    accepted: tuple[Action, ...]
    reason: str
    reason_params: Mapping[str, Any]
    loss: float
    points_loss: float | None
    source: str

    def view(self) -> PlayerView | RummyView:
        """The position as the seat saw it."""
        return view_from_doc(self.state_doc)

    def position(self, rng: random.Random) -> GameState[Any]:
        """A hand to play from the position, the cards the seat could not see dealt from
        ``rng`` (the seat's view of it is :meth:`view`)."""
        return position_from_doc(self.state_doc, rng)

    def is_right(self, move: Action) -> bool:
        """Whether ``move`` answers the drill: the best move or one as good."""
        return move == self.best or move in self.accepted

    def to_dict(self) -> dict[str, Any]:
        """The drill as JSON (what the statistics database keeps)."""
        return {
            "key": self.key,
            "game": self.game,
            "seat": self.seat,
            "kind": self.kind,
            "state_doc": dict(self.state_doc),
            "played": str(self.played),
            "best": str(self.best),
            "accepted": [str(a) for a in self.accepted],
            "reason": self.reason,
            "reason_params": dict(self.reason_params),
            "loss": self.loss,
            "points_loss": self.points_loss,
            "source": self.source,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Drill:
        """A drill from :meth:`to_dict`; a :class:`SaveError` (``bad_field``) when the data
        is damaged (the position is read back and its moves checked against it)."""
        try:
            d = cast("dict[str, Any]", data)
            view = view_from_doc(d["state_doc"])
            drill = drill_of(
                view,
                d["kind"],
                Action.parse(d["played"]),
                Action.parse(d["best"]),
                tuple(Action.parse(a) for a in d["accepted"]),
                d["reason"],
                d["reason_params"],
                d["loss"],
                d["points_loss"],
                d["source"],
            )
        except SaveError:
            raise
        except (EngineError, KeyError, TypeError, AttributeError) as exc:
            raise SaveError(
                f"a drill is damaged: {shown(data)}", code="bad_field", field="drill"
            ) from exc
        if drill.key != d["key"]:
            raise SaveError("a drill is damaged: its key does not fit", code="bad_field")
        return drill


def _key(game: str, kind: str, doc: Mapping[str, Any]) -> str:
    text = json.dumps([game, kind, doc], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _number(value: object, what: str, optional: bool = False) -> float | None:
    if optional and value is None:
        return None
    if type(value) not in (int, float) or not 0 <= cast(float, value) <= 1e6:
        raise RulesError(f"{what} is a number of at least 0, got {shown(value)}")
    return float(cast(float, value))


def drill_of(
    view: PlayerView | RummyView,
    kind: str,
    played: Action,
    best: Action,
    accepted: tuple[Action, ...],
    reason: str,
    reason_params: Mapping[str, Any],
    loss: float,
    points_loss: float | None,
    source: str,
) -> Drill:
    """The drill of a position where the seat of ``view`` is to choose: every move given
    must be one of its legal moves (a :class:`RulesError` otherwise)."""
    if kind not in KINDS:
        raise RulesError(f"a drill's question is one of {KINDS}, got {shown(kind)}")
    if source not in SOURCES:
        raise RulesError(f"a drill comes from one of {SOURCES}, got {shown(source)}")
    if type(reason) is not str or not isinstance(reason_params, Mapping):
        raise RulesError(f"a drill's reason is a code and its parameters, got {shown(reason)}")
    legal = view.legal_actions
    if len(legal) < 2:
        raise RulesError("a drill asks about a position with a choice to make")
    for move in (played, best, *accepted):
        if move not in legal:
            raise RulesError(f"{shown(str(move))} is not a legal move in the drill's position")
    doc = view_to_doc(view)
    game = doc["game"]
    answers = (best, *(a for a in accepted if a != best))
    return Drill(
        key=_key(game, kind, doc),
        game=game,
        seat=view.player,
        kind=kind,
        state_doc=doc,
        played=played,
        best=best,
        accepted=answers,
        reason=reason,
        reason_params=dict(json.loads(json.dumps(dict(reason_params)))),
        loss=cast(float, _number(loss, "the win chance lost")),
        points_loss=_number(points_loss, "the points lost", optional=True),
        source=source,
    )


def kind_of_review(kind: str) -> str:
    """The question a drill asks of a reviewed decision of ``kind`` (the review's kinds:
    ``up_card`` is :data:`KINDS`' ``take_upcard``, a declaration a ``meld``)."""
    if kind not in _KIND_OF:
        raise RulesError(f"no drill asks about a decision of kind {shown(kind)}")
    return _KIND_OF[kind]


def is_drill_worthy(evaluation: Evaluation, game: str) -> bool:
    """Whether a reviewed decision lost enough to become a drill (:data:`THRESHOLDS`)."""
    if evaluation.loss > THRESHOLDS[game]:
        return True
    pl = evaluation.points_loss
    return evaluation.points_count and pl is not None and pl > POINTS_THRESHOLDS[game]


def _drill_of_decision(view: Any, decision: Decision, source: str) -> Drill:
    e = decision.evaluation
    return drill_of(
        view,
        kind_of_review(e.kind),
        e.move,
        e.best,
        e.accepted,
        e.code,
        e.params,
        e.loss,
        e.points_loss,
        source,
    )


def _views_at(game: Any, seat: int, places: set[tuple[int, int]]) -> Iterator[tuple[int, int, Any]]:
    """(hand, step, the seat's view before the move) at each of ``places``, replayed."""
    entry = game_of(game)
    for hand in played_hands(game):
        wanted = {step for number, step in places if number == hand.number}
        if not wanted:
            continue
        state = entry.new_state(game.rules, hand.seed, hand.dealer)
        for step, action in enumerate(hand.actions):
            if step > max(wanted):
                break
            if step in wanted:
                yield hand.number, step, state.view(seat)
            state.apply(action)


def drills_from_review(review: Review, game: Any) -> list[Drill]:
    """The drills of a review of ``game`` (the match, team match or hand it reviewed):
    one for each decision that lost more than the thresholds, in the order played, each
    position once."""
    if not isinstance(review, Review):
        raise RulesError(f"not a review: {shown(review)}")
    entry = game_of(game)
    if entry.id != review.game or review.game not in GAMES:
        raise RulesError(f"the review is of {review.game}, the game given is {entry.id}")
    worthy = {
        (d.hand, d.step): d for d in review.decisions if is_drill_worthy(d.evaluation, entry.id)
    }
    out: list[Drill] = []
    seen: set[str] = set()
    for hand, step, view in _views_at(game, review.seat, set(worthy)):
        decision = worthy[hand, step]
        if decision.evaluation.move not in view.legal_actions:
            raise RulesError("the review does not fit the game given (a move is not legal)")
        drill = _drill_of_decision(view, decision, "review")
        if drill.key not in seen:
            seen.add(drill.key)
            out.append(drill)
    return out


def drills_from_game(
    game: Any, seat: int, effort: str = "quick", hand: int | None = None
) -> list[Drill]:
    """:func:`drills_from_review` of the review of ``seat`` in ``game`` (of hand number
    ``hand`` only, when given)."""
    return drills_from_review(review_game(game, seat, effort, hand=hand), game)
