"""The arena's measure of a pairing: points and games with their intervals, knocks,
undercuts and gins by side, eight-hand matches, and the resumable results file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.jinlami.rules import Rules
from engine.tools.arena import main, run_games, run_hands
from engine.tools.arena_deals import DealResult, GameResult, HandResult
from engine.tools.arena_results import ResultsError, deal_from_json, deal_to_json

PER_SIDE = (
    "points_per_hand",
    "points_per_hand_ci95",
    "knocks",
    "knocks_undercut",
    "undercuts",
    "gins",
    "big_gins",
    "won_hand_turns_mean",
    "win_rate",
    "win_rate_ci95",
)
GAME_KEYS = ("games", "game_wins", "game_win_rate", "game_win_rate_ci95", "mode")
RUN_KEYS = ("asked", "finished", "complete", "resumed")


def _untimed(r: dict[str, Any]) -> dict[str, Any]:
    return {
        k: v
        for k, v in r.items()
        if not k.startswith("decision_ms") and k not in ("seconds", "resumed")
    }


def _check_side_figures(r: dict[str, Any]) -> None:
    a, b = r["labels"]
    for key in PER_SIDE:
        assert set(r[key]) == {a, b}, key
    for me, other in ((a, b), (b, a)):
        # the undercuts one side made are the other side's knocks undercut
        assert r["undercuts"][me] == r["knocks_undercut"][other]
        assert r["big_gins"][me] <= r["gins"][me] <= r["knocks"][me]
        assert r["knocks_undercut"][me] <= r["knocks"][me]
        lo, hi = r["points_per_hand_ci95"][me]
        assert lo <= r["points_per_hand"][me] <= hi
        lo, hi = r["win_rate_ci95"][me]
        assert 0.0 <= lo <= r["win_rate"][me] <= hi <= 1.0
        if r["wins"][me]:
            assert r["won_hand_turns_mean"][me] > 0
    # every decided hand is a knock (or gin) by one side
    assert r["knocks"][a] + r["knocks"][b] == r["decided"]


def test_per_side_figures_of_hands_and_eight_hand_matches() -> None:
    hands = run_hands(Rules.preset("classic"), ["medium", "easy"], 4, seed=3).summary()
    _check_side_figures(hands)
    assert all(key in hands for key in RUN_KEYS)
    assert hands["asked"] == hands["finished"] == 4 and hands["complete"]
    match8 = run_games(
        Rules.preset("classic"), ["medium", "easy"], 2, seed=3, config=_match8()
    ).summary()
    _check_side_figures(match8)
    assert match8["games"] == 4 and match8["mode"] == "fixed"
    assert match8["hands_played"] == 4 * 8
    lo, hi = match8["game_win_rate_ci95"]["medium"]
    assert 0.0 <= lo <= match8["game_win_rate"]["medium"] <= hi <= 1.0


def _match8() -> Any:
    from engine.jinlami.match import MatchConfig

    return MatchConfig.fixed(8)


def test_the_same_keys_for_every_level_and_style(capsys: pytest.CaptureFixture[str]) -> None:
    keys = []
    for bots in ("easy,medium", "hard:gin,easy"):
        assert main(["--bots", bots, "--hands", "1", "--json", "--jobs", "1"]) == 0
        keys.append(set(json.loads(capsys.readouterr().out)))
    assert keys[0] == keys[1] >= set(PER_SIDE) | set(RUN_KEYS)
    assert main(["--bots", "easy,medium", "--games", "1", "--mode", "match8", "--json"]) == 0
    games = set(json.loads(capsys.readouterr().out))
    assert games >= keys[0] | set(GAME_KEYS)


def test_a_run_in_pieces_folds_as_one_run(tmp_path: Path) -> None:
    rules = Rules.preset("international")
    path = tmp_path / "run.jsonl"
    whole = run_games(rules, ["medium", "easy"], 3, seed=5).summary()
    first = run_games(rules, ["medium", "easy"], 3, seed=5, results=path, piece=2).summary()
    assert (first["finished"], first["asked"], first["complete"]) == (2, 3, False)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 2
    zero = run_games(rules, ["medium", "easy"], 3, seed=5, results=path, piece=0).summary()
    assert (zero["finished"], zero["resumed"], zero["complete"]) == (2, 2, False)
    assert _untimed(zero) == _untimed(first)
    rest = run_games(rules, ["medium", "easy"], 3, seed=5, results=path, jobs=2).summary()
    assert (rest["finished"], rest["resumed"], rest["complete"]) == (3, 2, True)
    assert _untimed(rest) == _untimed(whole)
    again = run_games(rules, ["medium", "easy"], 3, seed=5, results=path).summary()
    assert again["resumed"] == 3 and _untimed(again) == _untimed(whole)
    assert len(path.read_text(encoding="utf-8").splitlines()) == 3  # nothing replayed


def test_a_results_file_of_another_run_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "run.jsonl"
    run_hands(Rules.preset("classic"), ["medium", "easy"], 1, seed=5, results=path)
    with pytest.raises(ResultsError, match="differs in seed"):
        run_hands(Rules.preset("classic"), ["medium", "easy"], 1, seed=6, results=path)
    with pytest.raises(SystemExit):
        main(["--bots", "easy,medium", "--hands", "1", "--seed", "5", "--results", str(path)])
    assert "results of another run (differs in bots)" in capsys.readouterr().err
    # a line cut short by a stopped run is skipped, not an error
    with path.open("a", encoding="utf-8") as f:
        f.write('{"run": {"game": "jinla')
    r = run_hands(Rules.preset("classic"), ["medium", "easy"], 2, seed=5, results=path)
    assert r.summary()["resumed"] == 1
    with pytest.raises(SystemExit):
        main(["--bots", "easy,medium", "--hands", "1", "--piece", "1"])
    assert "--piece needs --results" in capsys.readouterr().err


def test_a_deal_reads_back_equal() -> None:
    deal = DealResult(
        7,
        (
            HandResult((25, 0), 0, "big_gin", 0, 0, 12, ([1.5, 2.0], [0.25])),
            HandResult((0, 0), None, None, None, 0, 30, ([], [])),
        ),
        (GameResult((140, 20), 0, ((100, 20), (40, 0), (0, 0))),),
    )
    assert deal_from_json(7, json.loads(json.dumps(deal_to_json(deal)))) == deal
