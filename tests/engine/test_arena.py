"""The arena: duplicate deals, the JSON keys acceptance checks read, games mode."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine.jinlami.bots.expert import ExpertBot
from engine.jinlami.bots.hard import HardBot
from engine.jinlami.rules import Rules
from engine.tools.arena import _make_bots, main, parse_set, run_games, run_hands

REPO = Path(__file__).resolve().parents[2]

HAND_KEYS = {
    "hands",
    "deals",
    "hands_played",
    "bots",
    "wins",
    "draws",
    "points",
    "points_per_hand",
    "points_per_hand_ci95",
    "win_rate",
    "win_rate_ci95",
    "decision_ms_mean",
    "decision_ms_p95",
}


def test_json_keys_on_a_tiny_run(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "classic", "--bots", "hard,medium", "--hands", "3", "--json"]) == 0
    out = capsys.readouterr().out
    r = json.loads(out)
    assert set(r) >= HAND_KEYS
    assert r["hands"] == 3 and r["deals"] == 3 and r["hands_played"] == 6
    assert r["bots"] == ["hard", "medium"]
    for key in ("wins", "points", "points_per_hand", "win_rate", "decision_ms_p95"):
        assert set(r[key]) == {"hard", "medium"}
    assert sum(r["wins"].values()) + r["draws"] == 6
    lo, hi = r["win_rate_ci95"]["hard"]
    assert 0.0 <= lo <= r["win_rate"]["hard"] <= hi <= 1.0
    lo, hi = r["points_per_hand_ci95"]["hard"]
    assert lo <= r["points_per_hand"]["hard"] <= hi


def test_duplicate_deals_cancel_the_cards() -> None:
    r = run_hands(Rules.preset("jj"), ["medium", "medium"], 4, seed=2).summary()
    assert r["bots"] == ["medium", "medium"] and r["labels"] == ["medium#1", "medium#2"]
    assert set(r["wins"]) == set(r["labels"])
    # net points of the two sides are opposite
    assert r["points_per_hand"]["medium#1"] == -r["points_per_hand"]["medium#2"]


def test_same_seed_same_result() -> None:
    a = run_hands(Rules.preset("classic"), ["easy", "medium"], 3, seed=9).summary()
    b = run_hands(Rules.preset("classic"), ["easy", "medium"], 3, seed=9).summary()
    assert a["wins"] == b["wins"] and a["points"] == b["points"]


def test_games_mode_keys() -> None:
    r = run_games(Rules.preset("international"), ["medium", "easy"], 1, seed=1).summary()
    for key in ("games", "game_wins", "game_win_rate", "game_win_rate_ci95"):
        assert key in r
    assert r["games"] == 2
    assert sum(r["game_wins"].values()) + r["game_draws"] == 2


def test_command_line_readable_table() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "engine.arena", "--bots", "easy,medium", "--hands", "2"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert "win rate" in proc.stdout and "easy" in proc.stdout


def test_readable_table_of_games_counts_games_not_deals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--rules", "international", "--bots", "easy,medium", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "games 2 (1 match deals, each played twice)" in out
    assert "None" not in out and "game win rate" in out


def test_expert_spec_and_budget_option() -> None:
    """The spec's budget reaches the expert, and its thinking time is reported (how fast
    it is belongs to ``engine.bench`` and the arena's figures, not to a test)."""
    r = run_hands(Rules.preset("classic"), ["expert:30", "medium"], 1, seed=1).summary()
    assert r["bots"] == ["expert:30", "medium"]
    assert r["decision_ms_p95"]["expert:30"] >= 0.0 and r["decisions"]["expert:30"] > 0
    expert, _medium = _make_bots(["expert:30", "medium"], 1, None)
    assert isinstance(expert, ExpertBot) and expert.budget_ms == 30.0
    budgeted = _make_bots(["expert", "medium"], 1, 250.0)[0]
    assert isinstance(budgeted, ExpertBot) and budgeted.budget_ms == 250.0


def test_set_hands_an_option_to_one_bot_and_names_it(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--bots", "hard,hard", "--set", "1:melds_only=true", "--set", "2:samples=40"]
    assert main([*argv, "--hands", "1", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["bots"] == ["hard", "hard"]
    assert r["labels"] == ["hard[melds_only=true]", "hard[samples=40]"] == list(r["wins"])
    a, b = _make_bots(["hard", "hard"], 1, None, [{"melds_only": True}, {"samples": 40}])
    assert isinstance(a, HardBot) and isinstance(b, HardBot)
    assert a.policy.v.melds_only and a.policy.p.samples == 80
    assert not b.policy.v.melds_only and b.policy.p.samples == 40


def test_set_reads_json_and_rejects_what_no_bot_takes(capsys: pytest.CaptureFixture[str]) -> None:
    assert parse_set("2:danger_weight=0.15") == (1, "danger_weight", 0.15)
    assert parse_set("1:search=draw,knock") == (0, "search", "draw,knock")
    for bad in ("3:x=1", "1:melds_only", "melds_only=true", "1:=2"):
        with pytest.raises(ValueError, match="N:KEY=VALUE"):
            parse_set(bad)
    with pytest.raises(SystemExit):
        main(["--bots", "hard,medium", "--set", "2:melds_only=true", "--hands", "1"])
    assert "bot 2 (medium) does not take ['melds_only']" in capsys.readouterr().err


def test_arena_dispatches_rummy(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--game",
                "rummy",
                "--players",
                "3",
                "--bots",
                "medium,medium,easy",
                "--hands",
                "2",
                "--seed",
                "1",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "rummy" and "stalemate_rate" in out and "wins" in out


def test_a_hand_that_never_ends_is_an_error_not_a_hang() -> None:
    """Two bots that always take the discard top never draw from the stock: the hand goes
    on until the action limit stops it with a clear error."""
    from engine import Action, HandState, PlayerView, Rules
    from engine.tools.common import play_out

    class Taker:
        def choose(self, view: PlayerView, rng: random.Random) -> Action:
            legal = view.legal_actions
            take = Action.draw_discard()
            if take in legal:
                return take
            discards = [a for a in legal if a.kind == "discard"]
            return discards[0] if discards else legal[0]

        def observe(self, event: object) -> None:
            pass

    state = HandState.new(Rules.preset("classic"), seed=3, dealer=0)
    rngs = [random.Random(0), random.Random(1)]
    with pytest.raises(RuntimeError, match="did not end after 200 actions"):
        play_out(state, [Taker(), Taker()], rngs, max_actions=200)
    assert state.stock_count == HandState.new(Rules.preset("classic"), seed=3).stock_count


def test_a_preset_in_the_spec_selects_a_measured_variant(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``hard:melds_only`` plays exactly as ``hard`` with ``--set 1:melds_only=true``;
    the spec is the label."""
    by_set = ["--bots", "hard,medium", "--set", "1:melds_only=true", "--hands", "2", "--json"]
    assert main(by_set) == 0
    a = json.loads(capsys.readouterr().out)
    assert main(["--bots", "hard:melds_only,medium", "--hands", "2", "--json"]) == 0
    b = json.loads(capsys.readouterr().out)
    assert b["labels"] == ["hard:melds_only", "medium"]
    assert list(a["wins"].values()) == list(b["wins"].values())
    assert list(a["points"].values()) == list(b["points"].values())


def test_removed_experiments_are_refused_like_unknown_keys(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for bots, item in (
        ("hard,medium", "1:objective=draws"),
        ("expert:50,medium", "1:search=draw"),
        ("hard,medium", "1:no_such_knob=1"),
    ):
        with pytest.raises(SystemExit):
            main(["--bots", bots, "--set", item, "--hands", "1"])
        key = item.split(":")[1].split("=")[0]
        assert f"does not take ['{key}']" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--bots", "hard:nope,medium", "--hands", "1"])
    assert "no preset 'nope'" in capsys.readouterr().err


_TIMING_ROWS = ("ms mean", "ms p95")


def _untimed(out: str) -> object:
    """An arena's output without what the clock decides (thinking time, seconds)."""
    text = out.strip()
    if text.startswith("{"):
        r = json.loads(text)
        return {k: v for k, v in r.items() if not k.startswith("decision_ms") and k != "seconds"}
    rows = text.splitlines()[:-1]  # the last row ends with the seconds taken
    kept = [r for r in rows if not r.startswith(_TIMING_ROWS)]  # 金拉米's timing rows
    # 拉米纸牌's table ends each bot's row with its mean thinking time
    head = next((i for i, r in enumerate(kept) if r.endswith("ms mean")), len(kept))
    return kept[: head + 1] + [r.rsplit(None, 1)[0] for r in kept[head + 1 :]]


@pytest.mark.parametrize(
    "argv",
    [
        ["--bots", "hard,medium", "--hands", "5", "--seed", "4", "--json"],
        ["--bots", "medium,easy", "--hands", "5", "--seed", "4"],
        ["--rules", "international", "--bots", "medium,easy", "--games", "2", "--json"],
        ["--game", "rummy", "--bots", "hard,medium,easy", "--hands", "4", "--seed", "2", "--json"],
        ["--game", "rummy", "--bots", "medium,easy", "--hands", "3"],
    ],
)
def test_jobs_spread_deals_with_the_serial_result(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """Deals played in two processes and folded in deal order give exactly what one
    process gives (the timing figures aside): JSON and the readable table."""
    assert main([*argv, "--jobs", "1"]) == 0
    serial = capsys.readouterr().out
    assert main([*argv, "--jobs", "2"]) == 0
    spread = capsys.readouterr().out
    assert _untimed(spread) == _untimed(serial)
    assert "wins" in serial


def test_the_per_deal_results_are_those_of_the_run() -> None:
    """``play_deal`` is the unit a worker plays: the run's tallies are its deals'."""
    from engine.tools.arena import _context, play_deal

    rules = Rules.preset("classic")
    ctx = _context(rules, ["medium", "easy"], 7, 3, None, None)
    deals = [play_deal(ctx, n) for n in range(3)]
    r = run_hands(rules, ["medium", "easy"], 3, seed=7, jobs=2).summary()
    won = [sum(h.winner == side for d in deals for h in d.hands) for side in (0, 1)]
    assert [r["wins"]["medium"], r["wins"]["easy"]] == won
    assert r["points"]["medium"] == sum(h.points[0] for d in deals for h in d.hands)


def test_jobs_must_be_a_positive_count(capsys: pytest.CaptureFixture[str]) -> None:
    for bad in ("0", "-1", "two"):
        with pytest.raises(SystemExit):
            main(["--bots", "easy,medium", "--hands", "1", "--jobs", bad])
        assert "--jobs" in capsys.readouterr().err
