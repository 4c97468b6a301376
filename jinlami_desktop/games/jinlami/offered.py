"""The 金拉米 table behind the resume prompt: the offered save's own match on the panel.

Why apart from the controller: the offered match is not played (the player may yet
decline it), so nothing of the controller changes; only the snapshot the panel and the
table draw is the save's — its opponent and level, its mode (hands or target), the hand
it stopped in and its scores — rather than the empty table's defaults.
"""

from __future__ import annotations

from dataclasses import replace

from engine.jinlami.match import Match, TeamMatch
from engine.jinlami.state import HandState

from .controller import HUMAN, JinlamiController, JinlamiSnapshot, setup_for

__all__ = ["offered_snapshot"]


def offered_snapshot(
    c: JinlamiController, game: object, opponents: tuple[str, ...]
) -> JinlamiSnapshot:
    """The empty table of the saved ``game`` (its ``opponents``: the save's levels): no
    hand is shown (the deal stays hidden until it is resumed), the panel names the
    save's opponent, mode, hand in play and scores.  Anything that is not a 金拉米
    game gives the controller's own snapshot."""
    snap = c.snapshot()
    if not isinstance(game, Match | TeamMatch | HandState):
        return snap
    setup = setup_for(game, opponents, c.setup.watch_duels)
    snap = replace(snap, view=None, setup=setup, match_over=False, team_scores=None)
    if isinstance(game, HandState):  # a one-hand save: that hand, from nought
        return replace(snap, players=(HUMAN, setup.opponent), scores=(0, 0), hand_number=1)
    if isinstance(game, Match):
        return replace(
            snap,
            players=(HUMAN, setup.opponent),
            scores=(game.scores[0], game.scores[1]),
            hand_number=game.hand_number,
        )
    cur = game.current  # a team match: its duel in play
    duel = cur[2] if cur is not None else None
    return replace(
        snap,
        players=(cur[0], cur[1]) if cur is not None else (HUMAN, game.teams[1][0]),
        scores=(duel.scores[0], duel.scores[1]) if duel is not None else (0, 0),
        hand_number=duel.hand_number if duel is not None else 0,
        team_scores=game.team_scores(),
        duel_number=game.duels.index(cur) + 1 if cur is not None else len(game.duels),
        duel_count=len(game.duels),
    )
