"""The learned opponent-hand model: its shipped weights, what it reads, how it is fitted."""

from __future__ import annotations

import json
import random
import tomllib
from pathlib import Path

import pytest

from engine import HandState, Rules
from engine.cards import mask_of, parse_card
from engine.jinlami.bots import make
from engine.jinlami.bots.hard import HardBot
from engine.jinlami.bots.knowledge import bits_of, read_view
from engine.jinlami.bots.opponent_model import (
    FEATURE_NAMES,
    OpponentModel,
    apply_model,
    features,
)
from engine.jinlami.view import PlayerView
from engine.tools import opp_model_fit

ROOT = Path(__file__).resolve().parents[2]


def _views(preset: str, count: int, seed: int = 0) -> list[tuple[HandState, PlayerView]]:
    """Views of the player to act, from seeded ``medium`` play, while the opponent's hand is
    hidden (every third decision)."""
    out: list[tuple[HandState, PlayerView]] = []
    rules = Rules.preset(preset)
    while len(out) < count:
        state = HandState.new(rules, seed=seed, dealer=seed % 2)
        bots = [make("medium", seed=seed), make("medium", seed=seed + 1)]
        rng = random.Random(seed)
        step = 0
        while not state.is_over and len(out) < count:
            p = state.to_act
            view = state.view(p)
            if step % 3 == 0 and view.opponent_hand is None and view.legal_actions:
                out.append((state.copy(), view))
            state.apply(bots[p].choose(view, rng))
            step += 1
        seed += 1
    return out


def test_the_weights_ship_as_small_package_data() -> None:
    path = ROOT / "engine" / "jinlami" / "bots" / "opponent_model.json"
    assert path.stat().st_size < 4096
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["features"] == list(FEATURE_NAMES)
    assert len(data["weights"]) == len(FEATURE_NAMES) + 1
    package_data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = package_data["tool"]["setuptools"]["package-data"]["engine"]
    assert "jinlami/bots/*.json" in patterns
    assert OpponentModel.shipped().weights == pytest.approx(data["weights"])


def test_weights_for_other_features_are_refused() -> None:
    with pytest.raises(ValueError, match="other features"):
        OpponentModel.from_json({"features": ["x"], "weights": [0.0, 1.0]})
    with pytest.raises(ValueError, match="weights"):
        OpponentModel([0.0])


def test_chances_are_a_distribution_of_the_unknown_cards() -> None:
    model = OpponentModel.shipped()
    for preset in ("classic", "jj"):
        for _state, view in _views(preset, 25):
            k = read_view(view)
            q = model.probabilities(view, k)
            unseen = bits_of(k.unseen)
            assert abs(sum(q[b] for b in unseen) - k.opp_unknown) < 0.1
            assert all(0.01 <= q[b] <= 0.97 for b in unseen)
            assert all(q[c.bit] == 1.0 for c in view.opponent_known)
            seen = mask_of(view.hand) | mask_of(view.discard_pile)
            assert all(q[b] == 0.0 for b in bits_of(seen))
            assert set(features(view, k)) == set(unseen)


def test_the_model_reads_only_the_view() -> None:
    """The same view with the hidden cards dealt otherwise gives the same chances."""
    model = OpponentModel.shipped()
    checked = 0
    for state, view in _views("classic", 30, seed=40):
        other = view.determinize(random.Random(checked))
        if other.hands[1 - view.player] == state.hands[1 - view.player]:
            continue
        other.actions = list(state.actions)
        other_view = other.view(view.player)
        assert other_view == view
        assert model.probabilities(other_view, read_view(other_view)) == model.probabilities(
            view, read_view(view)
        )
        checked += 1
    assert checked >= 20


def test_the_fitted_weights_read_the_table_as_a_player_would() -> None:
    """A pick-up makes the cards next to it likelier in their hand; a discard or a
    declined card makes its neighbours less likely (the signs of the shipped fit)."""
    w = dict(zip(("intercept", *FEATURE_NAMES), OpponentModel.shipped().weights, strict=True))
    for name in ("pick_rank", "pick_adj1"):
        assert w[name] > 0.1
    for name in ("disc_rank", "disc_adj1", "decl_rank", "decl_adj1", "dead_above"):
        assert w[name] < -0.1


def test_the_variant_switch_uses_the_model() -> None:
    bot = make("hard:opp_model", seed=1)
    assert isinstance(bot, HardBot) and bot.policy.v.opp_model
    plain = make("hard", seed=1)
    assert isinstance(plain, HardBot)
    differs = 0
    for _state, view in _views("classic", 20, seed=3):
        k = bot.policy.knowledge(view)
        assert plain.policy.knowledge(view).q == read_view(view).q
        assert k.q == apply_model(view, read_view(view)).q
        differs += k.q != read_view(view).q
    assert differs


def test_solve_is_exact() -> None:
    a = [[4.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]
    x = opp_model_fit._solve(a, [1.0, 2.0, 3.0])
    for row, b in zip(a, [1.0, 2.0, 3.0], strict=True):
        assert sum(r * xi for r, xi in zip(row, x, strict=True)) == pytest.approx(b)


def test_the_fitting_tool_end_to_end(tmp_path: Path) -> None:
    """Self-play views, a fit, held-out calibration against the marginal model, and a
    weights file the model reads back."""
    data = tmp_path / "views.pkl"
    play = ["play", "--bots", "medium,medium", "--hands", "12", "--seed", "3", "--sample", "0.5"]
    assert opp_model_fit.main([*play, "--out", str(data)]) == 0
    samples = list(opp_model_fit.load([data]))
    assert samples and all(s[1].opponent_hand is None for s in samples)
    assert all(not mask_of(v.hand) & opp for _n, v, opp in samples)  # the true hidden hand
    out = tmp_path / "weights.json"
    assert opp_model_fit.main(["fit", str(data), "--holdout", "0.3", "--out", str(out)]) == 0
    model = OpponentModel.from_json(json.loads(out.read_text(encoding="utf-8")))
    report = opp_model_fit.scores(samples, model)
    assert report["cards"] > 100
    assert report["model_logloss"] < report["base_rate_logloss"]


def test_card_strings_of_the_features() -> None:
    """Same rank and one or two ranks apart in the suit, as the feature names say."""
    from engine.jinlami.bots.opponent_model import _ADJ1, _ADJ2, _RANK

    b = parse_card("5H").bit
    assert _RANK[b] == mask_of([parse_card(c) for c in ("5S", "5D", "5C")])
    assert _ADJ1[b] == mask_of([parse_card(c) for c in ("4H", "6H")])
    assert _ADJ2[b] == mask_of([parse_card(c) for c in ("3H", "7H")])
