"""Bots refuse what they cannot use with the engine's coded errors, never a TypeError.

The factories of both games check every option against its bounds (a ``samples`` of
ten million would think for minutes a move); ``choose`` checks that the view is a seat's
view of the bot's own game, with something to do."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import HandState, Rules, RummyRules, RummyState, parse_cards
from engine.bot_spec import LEVELS
from engine.errors import EngineError, RulesError
from engine.games import game
from engine.jinlami.bots import bot_class, make
from engine.jinlami.bots.hard import HardBot, HardParams
from engine.jinlami.bots.options import LEVEL_OPTIONS, MAX_SAMPLES, SETTINGS
from engine.jinlami.bots.variants import HardVariant, variant_keys
from engine.rummy.bots import make_rummy_bot, rummy_bot_class
from engine.rummy.bots.hard import HardRummyParams
from engine.rummy.bots.options import PARAMS

JIN_VIEW = HandState.new(Rules(), seed=4).view(0)
RUMMY_VIEW = RummyState.new(RummyRules(3), seed=4).view(0)


def _code(build: Any, *args: Any, **kwargs: Any) -> str:
    with pytest.raises(EngineError) as err:
        build(*args, **kwargs)
    assert isinstance(err.value, ValueError)
    return err.value.code


@pytest.mark.parametrize(
    ("spec", "options"),
    [
        ("hard", {"samples": 10**7}),
        ("hard", {"samples": 0}),
        ("hard", {"samples": 2.5}),
        ("hard", {"samples": True}),
        ("hard", {"samples": "80"}),
        ("hard", {"horizon": 10**6}),
        ("hard", {"candidates": -1}),
        ("hard", {"danger_weight": float("nan")}),
        ("hard", {"danger_weight": float("inf")}),
        ("hard", {"hazard_logit": (1.0, 2.0)}),
        ("hard", {"hazard_logit": "abcdef"}),
        ("hard", {"melds_only": "yes"}),
        ("hard", {"style": 3}),
        ("hard", {"style": "grandmaster"}),
        ("hard", {"no_such_knob": 1}),
        ("hard:gin", {"knock_samples": 10**9}),
        ("expert", {"budget_ms": 0}),
        ("expert", {"budget_ms": -5.0}),
        ("expert", {"budget_ms": 10**9}),
        ("expert", {"lookahead": 99}),
        ("expert", {"lookahead_samples": 10**7}),
        ("expert", {"draw_samples": 10**7}),
        ("expert", {"clock": 5}),
        ("expert:200", {"samples": 10**7}),
        ("easy", {"samples": 10}),
        ("medium", {"budget_ms": 10.0}),
    ],
)
def test_jinlami_factory_refuses_bad_options_with_a_code(spec: str, options: Any) -> None:
    assert _code(make, spec, seed=1, **options) == "bad_bot_option"


@pytest.mark.parametrize(
    ("spec", "options"),
    [
        ("hard", {"params": 3}),
        ("hard", {"params": {"outs_weight": 1.0}}),
        ("hard", {"samples": 10}),
        ("expert", {"draw_samples": 10**7}),
        ("expert", {"draw_samples": 0}),
        ("expert", {"budget_ms": float("nan")}),
        ("expert", {"budget_ms": 0.0}),
        ("expert", {"draw_outs_weight": "high"}),
        ("expert", {"clock": None}),
        ("easy", {"draw_samples": 4}),
        ("medium", {"params": None}),
    ],
)
def test_rummy_factory_refuses_bad_options_with_a_code(spec: str, options: Any) -> None:
    assert _code(make_rummy_bot, spec, seed=1, **options) == "bad_bot_option"


def test_rummy_params_refuse_values_out_of_bounds() -> None:
    for bad in ({"dump_at": (3, 0)}, {"dump_at": (99, 0, 0)}, {"outs_weight": -1.0}):
        assert _code(HardRummyParams, **bad) == "bad_bot_option"
    assert HardRummyParams(dump_at=[2, 0, 0]).dump_at == (2, 0, 0)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", ["7", 1.5, 2**70, b"x"])
def test_factories_refuse_a_seed_that_is_not_a_whole_number(seed: object) -> None:
    assert _code(make, "medium", seed=seed) == "bad_seed"
    assert _code(make_rummy_bot, "medium", seed=seed) == "bad_seed"
    assert _code(bot_class("easy"), seed) == "bad_seed"


def test_every_option_in_bounds_is_still_taken() -> None:
    big = make("hard", seed=1, samples=MAX_SAMPLES, horizon=31)
    assert isinstance(big, HardBot) and big.policy.p.samples == MAX_SAMPLES
    listed = make("hard", seed=1, take_margin=0, hazard_logit=[0] * 6)
    assert isinstance(listed, HardBot) and listed.policy.p.hazard_logit == (0,) * 6
    assert make("expert:200", seed=1, lookahead=None, draw_lookahead=True).name == "expert"
    plain = make("hard", seed=1, style=None)
    assert isinstance(plain, HardBot) and plain.style is None
    params = HardRummyParams(dump_at=(1, 2, 3))
    bot = make_rummy_bot("expert:50", seed=1, params=params, draw_samples=52)
    assert bot.name == "expert"


def test_every_setting_of_hard_has_a_bound() -> None:
    """A new field of ``HardParams``/``HardVariant`` (or ``HardRummyParams``) without a
    bound would be refused as unknown: this catches it first."""
    names = {f for f in HardParams.__dataclass_fields__} | set(variant_keys())
    assert names == set(SETTINGS)
    assert set(HardRummyParams.__dataclass_fields__) == set(PARAMS)
    for name in HardParams.__dataclass_fields__:
        value = getattr(HardParams(), name)
        assert SETTINGS[name].problem(value) is None, name
    for name in HardVariant.__dataclass_fields__:
        assert SETTINGS[name].problem(getattr(HardVariant(), name)) is None, name
    assert set(LEVEL_OPTIONS) == set(LEVELS)


@pytest.mark.parametrize("level", LEVELS)
def test_every_bot_refuses_a_view_of_another_game_or_none(level: str) -> None:
    jin = make(level, seed=1, **({"budget_ms": 20.0} if level == "expert" else {}))
    rummy = make_rummy_bot(level, seed=1)
    for bot, foreign in ((jin, RUMMY_VIEW), (rummy, JIN_VIEW)):
        for view in (None, foreign, "draw stock", object()):
            assert _code(bot.choose, view, random.Random(1)) == "not_a_view"
            assert _code(bot.choose, view) == "not_a_view"
    assert _code(jin.choose, JIN_VIEW, "rng") == "bad_seed"
    assert _code(rummy.choose, RUMMY_VIEW, 3) == "bad_seed"
    assert jin.choose(JIN_VIEW, random.Random(1)) in JIN_VIEW.legal_actions
    assert rummy.choose(RUMMY_VIEW, random.Random(1)) in RUMMY_VIEW.legal_actions


@pytest.mark.parametrize("level", LEVELS)
def test_the_registry_bots_refuse_foreign_views_too(level: str) -> None:
    for game_id, foreign in (("jinlami", RUMMY_VIEW), ("rummy", JIN_VIEW)):
        bot = game(game_id).make_bot(level if level != "expert" else "expert:20", seed=2)
        assert _code(bot.choose, foreign, random.Random(1)) == "not_a_view"


def test_a_view_with_nothing_to_do_is_a_coded_error() -> None:
    state = HandState.setup(
        Rules(),
        (
            parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS"),
            parse_cards("AH 2H 3H 4H 5H 6H 7H 8H 9H TH"),
        ),
        dealer=0,
    )
    state.apply(state.legal_actions()[-1])  # a knock: gin
    state.apply(state.legal_actions()[0])  # the declaration settles a gin
    assert state.is_over
    for level in LEVELS:
        bot = bot_class(level)(1)
        assert _code(bot.choose, state.view(0), random.Random(1)) == "hand_over"
        assert rummy_bot_class(level)(1) is not None


def test_the_factories_raise_rules_errors_not_type_errors() -> None:
    with pytest.raises(RulesError):
        make("hard", seed=1, objective="draws")
    with pytest.raises(RulesError):
        make_rummy_bot("hard", seed=1, objective="draws")


@pytest.mark.parametrize("level", LEVELS)
def test_a_view_of_a_seat_that_waits_is_a_coded_error(level: str) -> None:
    waiting_jin = HandState.new(Rules(), seed=4).view(1)  # the dealer (seat 0) discards first
    waiting_rummy = RummyState.new(RummyRules(4), seed=4).view(2)
    assert _code(bot_class(level)(1).choose, waiting_jin, random.Random(1)) == "not_your_turn"
    rummy = rummy_bot_class(level)(1)
    assert _code(rummy.choose, waiting_rummy, random.Random(1)) == "not_your_turn"
