"""金拉米's part of the save format (:mod:`engine.save_codec`): the fields of its two
match kinds, ``"match"`` (a :class:`Match` and its :class:`MatchConfig`) and ``"team"``
(a :class:`TeamMatch`: its teams, hands per duel and each duel's hands), written and
replayed.  Its kit hands these to the registry."""

from __future__ import annotations

from typing import Any

from ..errors import SaveError
from ..protocol import GameRules
from ..save_codec import action_lists, expect_rules, field, hands_text, match_progress, replay_match
from .match import Match, MatchConfig, TeamMatch
from .rules import Rules

__all__ = ["load_match", "match_body"]


def match_body(kind: str, match: Any) -> dict[str, Any]:
    """The fields of a match save of ``kind`` (``"match"`` or ``"team"``)."""
    if kind == "team":
        team: TeamMatch = match
        return {
            "teams": [list(t) for t in team.teams],
            "hands_per_duel": team.hands_per_duel,
            "duels": [hands_text(m.hand_actions()) for _a, _b, m in team.duels],
            "progress": {"scores": list(team.team_scores())},
        }
    single: Match = match
    return {"match": single.config.to_dict(), **match_progress(single)}


def load_match(kind: str, data: dict[str, Any], rules: GameRules, seed: int) -> Match | TeamMatch:
    """The match of a save of ``kind``, replayed (``kind`` is one of the registry's
    ``match_kinds`` for 金拉米)."""
    if kind == "team":
        return _load_team(data, rules, seed)
    config = MatchConfig.from_dict(field(data, "match", dict))
    return replay_match(data, Match(expect_rules(rules, Rules), config, seed))


def _load_team(data: dict[str, Any], rules: GameRules, seed: int) -> TeamMatch:
    teams_raw = field(data, "teams", list)
    if len(teams_raw) != 2 or not all(
        isinstance(t, list) and all(isinstance(n, str) for n in t) for t in teams_raw
    ):
        raise SaveError("the save's teams are malformed", code="bad_field", field="teams")
    teams = (tuple(teams_raw[0]), tuple(teams_raw[1]))
    team = TeamMatch(expect_rules(rules, Rules), teams, seed, field(data, "hands_per_duel", int))
    duels = field(data, "duels", list)
    if len(duels) > len(team.duels):
        raise SaveError("the save has more duels than its teams allow", code="bad_field")
    for (_a, _b, match), hands in zip(team.duels, duels, strict=False):
        match.replay(action_lists(hands, "duels"))
    progress = data.get("progress")
    if isinstance(progress, dict) and progress.get("scores") != list(team.team_scores()):
        raise SaveError(
            "the save's score does not match its replayed hands", code="progress_mismatch"
        )
    return team
