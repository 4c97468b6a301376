"""The hand review's driver: a saved game replayed to each decision of one seat, each
valued by the game's reviewer from ``state.view(seat)`` alone.

Each decision of the seat (a move with more than one legal choice) is replayed to the
position it was taken in, and the reviewer the registry names
(:meth:`engine.games.EngineGame.reviewer`) values the move and its alternatives from
the seat's view — never from a hidden card.  Everything is deterministic: each
decision's evaluation draws from its own ``random.Random`` seeded by the hand's seed and
the move's index, so the same save gives the same review on any machine.  Long reviews
run off the UI thread: :func:`iter_review` yields one decision at a time, and
:func:`review_game` reports ``progress(done, total)`` after each (``total`` from
:func:`count_decisions`, which only replays).  It asks the registry, so it sits above
the games.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..checks import check_int, check_seat
from ..errors import RulesError, shown
from ..games import EngineGame, game_of
from ..hand_sequence import PlayedHand, played_hands
from .evaluation import EFFORTS, Decision, Review, check_effort

if TYPE_CHECKING:
    from ..protocol import GameState

__all__ = ["count_decisions", "iter_review", "review_game", "review_save"]


def _check(game: Any, seat: int, effort: str, hand: int | None = None) -> EngineGame:
    entry = game_of(game)
    check_seat(seat, game.rules.players, "the reviewed seat")
    check_effort(effort)
    if hand is not None:
        check_int(hand, "the reviewed hand", 1, len(played_hands(game)), "bad_hand", RulesError)
    return entry


def _positions(
    entry: EngineGame, game: Any, seat: int, only: int | None = None
) -> Iterator[tuple[PlayedHand, int, GameState[Any], Action]]:
    """(hand, step, state before the move, the move) for each decision of ``seat`` (in
    hand number ``only`` alone, when given)."""
    for hand in played_hands(game):
        if only is not None and hand.number != only:
            continue
        state = entry.new_state(game.rules, hand.seed, hand.dealer)
        for step, action in enumerate(hand.actions):
            if state.to_act == seat and len(state.legal_actions()) > 1:
                yield hand, step, state, action
            state.apply(action)


def count_decisions(game: Any, seat: int, hand: int | None = None) -> int:
    """How many positions :func:`iter_review` will look at for ``seat`` (a replay only;
    a position the reviewer finds forced yields no decision)."""
    entry = _check(game, seat, EFFORTS[0], hand)
    return sum(1 for _ in _positions(entry, game, seat, hand))


def iter_review(
    game: Any, seat: int, effort: str = "deep", hand: int | None = None
) -> Iterator[Decision]:
    """The reviewed decisions of ``seat`` in a match, team match or single hand of either
    game (or in its hand number ``hand`` only: the hand just finished), one at a time, in
    the order they were played (a caller may stop at any one)."""
    entry = _check(game, seat, effort, hand)
    for decision in _reviewed(entry, game, seat, effort, hand):
        if decision is not None:
            yield decision


def _reviewed(
    entry: EngineGame, game: Any, seat: int, effort: str, hand: int | None
) -> Iterator[Decision | None]:
    """The decision at each position of ``seat`` (``None`` where the reviewer finds the
    move forced), each evaluated with its own seeded random source."""
    reviewer = entry.reviewer(effort)
    for played, step, state, action in _positions(entry, game, seat, hand):
        rng = random.Random(f"review/{played.seed}/{played.number}/{step}")
        ev = reviewer.evaluate(state.view(seat), action, rng)
        yield None if ev is None else Decision(played.number, step, ev)


def review_game(
    game: Any,
    seat: int,
    effort: str = "deep",
    progress: Callable[[int, int], object] | None = None,
    hand: int | None = None,
) -> Review:
    """The whole :class:`Review` of ``seat`` (of hand number ``hand`` only, when given);
    ``progress(done, total)`` after each position looked at (the app's worker thread
    forwards it to a progress bar)."""
    entry = _check(game, seat, effort, hand)
    if progress is not None and not callable(progress):
        raise RulesError(f"progress is a function, got {shown(progress)}")
    total = count_decisions(game, seat, hand) if progress is not None else 0
    out: list[Decision] = []
    for done, decision in enumerate(_reviewed(entry, game, seat, effort, hand), 1):
        if decision is not None:
            out.append(decision)
        if progress is not None:
            progress(done, total)
    hands = 1 if hand is not None else len(played_hands(game))
    return Review(entry.id, seat, effort, hands, tuple(out))


def review_save(
    text: str | bytes,
    seat: int,
    effort: str = "deep",
    progress: Callable[[int, int], object] | None = None,
    hand: int | None = None,
) -> Review:
    """:func:`review_game` of a save's text (:func:`engine.serialize.loads`)."""
    from ..serialize import loads  # lazy: start-up time (the saves of every game)

    return review_game(loads(text), seat, effort, progress, hand)
