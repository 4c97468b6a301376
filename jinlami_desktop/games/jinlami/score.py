"""金拉米's match in words for the scoreboard, the score sheet and the match-end screen.

Everything is read from what the engine already keeps — the snapshot's totals and view,
:class:`~engine.jinlami.match.Match`'s hand records, ``hands_won`` and ``final_scores``
(the International bonuses), :class:`~engine.jinlami.match.TeamMatch`'s duels, team
scores and member points — and only counted or summed here, never scored again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine import Phase
from engine.jinlami.hollywood import HOLLYWOOD_GAMES, hollywood_games
from engine.jinlami.match import HandRecord, Match

from ...model.match_report import (
    Board,
    BoardRow,
    Figure,
    MatchReport,
    Sheet,
    SheetRow,
    standings,
)
from ...words.texts import seat_name
from .controller import HUMAN, JinlamiSnapshot, MatchSetup
from .hollywood_words import DECIDED_MARK, game_cell, game_column, game_line, games_scored
from .words import game_name, mode_text, result_name

if TYPE_CHECKING:
    from .controller import JinlamiController

__all__ = ["GIN_KINDS", "JinlamiScore", "board_of", "report_of", "sheet_of"]

#: The settlement kinds that are a gin of some kind (三金, 二金, 金龙, International gin).
GIN_KINDS = ("gin3", "gin2", "gin_dragon", "gin")


class JinlamiScore:
    """The translation context of this module's words (never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def _name(player: str) -> str:
    # a team member keeps its "#n", so two teammates of one level have two names
    return seat_name(player)


def _mode(setup: MatchSetup, team: bool) -> str:
    return "team" if team else setup.match_config().mode


def _heading(setup: MatchSetup, hand: int, duel: tuple[int, int] | None) -> str:
    mode = _mode(setup, duel is not None)
    if duel is not None:
        return JinlamiScore.tr("Duel {i} of {n} · hand {k} of {total}").format(
            i=duel[0], n=duel[1], k=hand, total=setup.hands
        )
    if mode == "fixed":
        return JinlamiScore.tr("Hand {k} of {total}").format(k=hand, total=setup.hands)
    if mode == "target":
        return JinlamiScore.tr("Hand {k} · first to {target}").format(k=hand, target=setup.target)
    if mode == "hollywood":
        return JinlamiScore.tr("Hand {k} · Hollywood, three games to {target}").format(
            k=hand, target=setup.target
        )
    return JinlamiScore.tr("Hand {k} · game to {target}").format(k=hand, target=setup.target)


def board_of(snap: JinlamiSnapshot, final: tuple[int, int] | None = None) -> Board | None:
    """The scoreboard for a snapshot of the match (``None``: no hand on the table);
    ``final``: the match's final score once it is over (an International game's adds
    its bonuses to the totals of the hands)."""
    view = snap.view
    if view is None:
        return None
    team = snap.team_scores is not None
    duel = (snap.duel_number, snap.duel_count) if team else None
    names = (_name(snap.players[0]), _name(snap.players[1]))
    playing = view.phase is not Phase.OVER
    rows = tuple(
        BoardRow(names[i], snap.scores[i], to_act=playing and view.to_act == i) for i in (0, 1)
    )
    heading = (
        JinlamiScore.tr("Match over")
        if snap.match_over
        else _heading(snap.setup, snap.hand_number, duel)
    )
    lines = [JinlamiScore.tr("Dealer: {name}").format(name=names[view.dealer])]
    if final is not None and final != snap.scores:
        lines.append(JinlamiScore.tr("With bonuses {a} : {b}").format(a=final[0], b=final[1]))
    if snap.team_scores is not None:
        lines.append(
            JinlamiScore.tr("Teams {a} : {b}").format(a=snap.team_scores[0], b=snap.team_scores[1])
        )
    for g, game in enumerate(snap.games):
        lines.append(
            JinlamiScore.tr("{game}: {cell}").format(
                game=game_column(g), cell=game_cell(game, snap.hand_number)
            )
        )
    return Board(heading, rows, tuple(lines))


def _result(record: HandRecord, names: Sequence[str]) -> str:
    if record.winner is None:
        return result_name(record.kind)
    return JinlamiScore.tr("{name}: {result}").format(
        name=names[record.winner], result=result_name(record.kind)
    )


def _rows(
    records: Sequence[HandRecord], names: Sequence[str], start: Sequence[int], prefix: str = ""
) -> list[SheetRow]:
    """Sheet rows of ``records``, the running totals starting from ``start``."""
    rows = []
    totals = list(start)
    for r in records:
        totals = [totals[0] + r.points[0], totals[1] + r.points[1]]
        rows.append(
            SheetRow(f"{prefix}{r.number}", _result(r, names), r.points, (totals[0], totals[1]))
        )
    return rows


def _title(setup: MatchSetup, team: bool) -> str:
    mode = _mode(setup, team)
    return JinlamiScore.tr("{game} · {mode}").format(
        game=game_name(),
        mode=mode_text(mode, setup.hands, setup.target, setup.hand_limit),
    )


def sheet_of(controller: JinlamiController) -> Sheet | None:
    """Every finished hand of the match (of every duel of a team match), with totals."""
    team, match = controller.team, controller.match
    if team is not None:
        rows: list[SheetRow] = []
        start: tuple[int, ...] = (0, 0)
        for i, (a, b, m) in enumerate(team.duels, start=1):
            duel_rows = _rows(m.records, (_name(a), _name(b)), start, prefix=f"{i}·")
            if duel_rows:
                first = duel_rows[0]
                opening = JinlamiScore.tr("{a} against {b} — {result}").format(
                    a=_name(a), b=_name(b), result=first.result
                )
                duel_rows[0] = SheetRow(first.hand, opening, first.points, first.totals)
                start = duel_rows[-1].totals
            rows += duel_rows
        columns = (JinlamiScore.tr("Your team"), JinlamiScore.tr("Other team"))
        return Sheet(_title(controller.setup, True), columns, tuple(rows), _notes(controller))
    if match is None:
        return None
    names = (_name(controller.players[0]), _name(controller.players[1]))
    rows = _rows(match.records, names, (0, 0))
    title, notes = _title(controller.setup, False), _notes(controller)
    if match.config.mode != "hollywood":
        return Sheet(title, names, tuple(rows), notes)
    return Sheet(
        title,
        names,
        tuple(_hollywood_rows(match, rows)),
        notes,
        extra_columns=tuple(game_column(g) for g in range(HOLLYWOOD_GAMES)),
        key=JinlamiScore.tr(
            "Game 1 to 3: the points scored in each game so far, {a} : {b}; "
            "{mark} the game is decided."
        ).format(a=names[0], b=names[1], mark=DECIDED_MARK),
    )


def _hollywood_rows(match: Match, rows: Sequence[SheetRow]) -> list[SheetRow]:
    """A Hollywood match's rows with its three games after each hand, and which games
    the hand scored in beside its result."""
    hands = [(r.winner, r.points) for r in match.records]
    target = match.config.target
    before = hollywood_games((), target)
    out = []
    for k, row in enumerate(rows, start=1):
        after = hollywood_games(hands[:k], target)
        scored = ", ".join(str(g + 1) for g in games_scored(before, after))
        if scored:
            result = JinlamiScore.tr("{result} · games {games}").format(
                result=row.result, games=scored
            )
        elif match.records[k - 1].winner is not None:  # its games were decided already
            result = JinlamiScore.tr("{result} · no game").format(result=row.result)
        else:
            result = row.result
        extra = tuple(game_cell(game, k) for game in after)
        out.append(SheetRow(row.hand, result, row.points, row.totals, extra))
        before = after
    return out


def _notes(controller: JinlamiController) -> tuple[str, ...]:
    match = controller.match
    notes = []
    if match is not None and match.state is not None and not match.state.is_over:
        notes.append(JinlamiScore.tr("Hand {k} is in play.").format(k=match.hand_number))
    if (
        controller.team is None
        and match is not None
        and match.config.mode == "game"
        and match.is_over
    ):
        final = match.final_scores()
        notes.append(
            JinlamiScore.tr(
                "With the game, box and shut-out bonuses the final score is {a} : {b}."
            ).format(a=final[0], b=final[1])
        )
    if (
        controller.team is None
        and match is not None
        and match.config.mode == "hollywood"
        and not match.is_over  # the match-end screen says them beside the final score
    ):
        notes += _game_lines(controller, match)
    return tuple(notes)


def _game_lines(controller: JinlamiController, match: Match) -> list[str]:
    """Each Hollywood game in a line: who won it with the bonuses, or its points so far."""
    names = (_name(controller.players[0]), _name(controller.players[1]))
    human = controller.players.index(HUMAN) if HUMAN in controller.players else None
    over = match.is_over
    return [
        game_line(g, game, match.config.target, over, names, human)
        for g, game in enumerate(match.games())
    ]


def _counts(matches: Sequence[Match], kinds: Sequence[str]) -> tuple[int, int]:
    """Hands of ``kinds`` won per seat (per team: seat 0 is always the first team's)."""
    out = [0, 0]
    for m in matches:
        for r in m.records:
            if r.winner is not None and r.kind in kinds:
                out[r.winner] += 1
    return (out[0], out[1])


def _best(matches: Sequence[Match]) -> tuple[str, str]:
    """Each side's best hand: its points, how, and which hand."""
    best: list[tuple[int, str]] = [(0, "—"), (0, "—")]
    for m in matches:
        for r in m.records:
            if r.winner is None:
                continue
            pts = r.points[r.winner]
            if pts > best[r.winner][0]:
                best[r.winner] = (
                    pts,
                    JinlamiScore.tr("{points} ({result}, hand {k})").format(
                        points=pts, result=result_name(r.kind), k=r.number
                    ),
                )
    return (best[0][1], best[1][1])


def _figures(matches: Sequence[Match]) -> list[Figure]:
    won = [0, 0]
    draws = 0
    for m in matches:
        a, b = m.hands_won()
        won[0] += a
        won[1] += b
        draws += sum(1 for r in m.records if r.winner is None)
    played = sum(len(m.records) for m in matches)
    gins = _counts(matches, GIN_KINDS)
    knocks = _counts(matches, ("knock",))
    undercuts = _counts(matches, ("undercut",))
    best = _best(matches)
    return [
        Figure(JinlamiScore.tr("Hands played"), (str(played),)),
        Figure(JinlamiScore.tr("Hands won"), (str(won[0]), str(won[1]))),
        Figure(JinlamiScore.tr("Gins (no deadwood)"), (str(gins[0]), str(gins[1]))),
        Figure(JinlamiScore.tr("Knocks won"), (str(knocks[0]), str(knocks[1]))),
        Figure(JinlamiScore.tr("Undercuts"), (str(undercuts[0]), str(undercuts[1]))),
        Figure(JinlamiScore.tr("Drawn hands"), (str(draws),)),
        Figure(JinlamiScore.tr("Best hand"), best),
    ]


def report_of(controller: JinlamiController) -> MatchReport | None:
    """The match-end screen of a finished match (``None`` while it goes on, or resigned)."""
    sheet = sheet_of(controller)
    if sheet is None or controller.resigned or not controller.match_over:
        return None
    team, match = controller.team, controller.match
    if team is not None:
        a, b = team.team_scores()
        winner = team.winner
        you_won = None if winner is None else winner == 0
        if winner is None:
            verdict = JinlamiScore.tr("The match is drawn.")
        elif winner == 0:
            verdict = JinlamiScore.tr("Your team wins the match!")
        else:
            verdict = JinlamiScore.tr("The other team wins the match.")
        final = JinlamiScore.tr("Team score: your team {a} : {b} the other team").format(a=a, b=b)
        figures = [Figure(JinlamiScore.tr("Team score"), (str(a), str(b)))]
        figures += _figures([m for _a, _b, m in team.duels])
        members = sorted(team.member_points().items(), key=lambda kv: kv[0][0])  # by team
        for (side, member), points in members:
            values = (str(points), "") if side == 0 else ("", str(points))
            label = JinlamiScore.tr("Points: {name}").format(name=_name(member))
            figures.append(Figure(label, values))
        won = [sum(m.hands_won()[side] for _a, _b, m in team.duels) for side in (0, 1)]
        teams = (JinlamiScore.tr("Your team"), JinlamiScore.tr("The other team"))
        ranking = standings(teams, (a, b), won, winner)
        return MatchReport(verdict, final, you_won, tuple(figures), sheet, ranking)
    assert match is not None
    names = sheet.columns
    final_scores = match.final_scores()
    winner = match.winner
    human = controller.players.index(HUMAN) if HUMAN in controller.players else None
    you_won = None if winner is None or human is None else winner == human
    if winner is None:
        verdict = JinlamiScore.tr("The match is drawn.")
    elif winner == human:
        verdict = JinlamiScore.tr("You win the match!")
    else:
        verdict = JinlamiScore.tr("{name} wins the match!").format(name=names[winner])
    final = JinlamiScore.tr("Final score: {a} {pa} : {pb} {b}").format(
        a=names[0], pa=final_scores[0], pb=final_scores[1], b=names[1]
    )
    if match.config.mode == "hollywood":
        final = "\n".join((final, *_game_lines(controller, match)))
    figures = _figures([match])
    figures.insert(
        1, Figure(JinlamiScore.tr("Points from hands"), tuple(str(s) for s in match.scores))
    )
    for g, game in enumerate(match.games()):
        totals = game.totals(match.config.target, True)
        figures.append(Figure(game_column(g), (str(totals[0]), str(totals[1]))))
    bonuses = [final_scores[i] - match.scores[i] for i in (0, 1)]
    if match.config.mode == "hollywood":
        # every hand counts in up to three games: the final score is the games' sum
        figures.insert(1, Figure(JinlamiScore.tr("Final score"), tuple(map(str, final_scores))))
    elif any(bonuses):
        figures.insert(
            2, Figure(JinlamiScore.tr("Game, box and shut-out bonuses"), tuple(map(str, bonuses)))
        )
        figures.insert(3, Figure(JinlamiScore.tr("Final score"), tuple(map(str, final_scores))))
    ranking = standings(names, final_scores, match.hands_won(), winner)
    return MatchReport(verdict, final, you_won, tuple(figures), sheet, ranking)
