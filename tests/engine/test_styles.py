"""Playing styles of ``hard`` (``hard:gin``, ``hard:knocker``, ``hard:defender``): specs,
legal play through the arena, and each style differing from ``hard`` the way it claims
on a fixed set of seeded deals."""

from __future__ import annotations

from typing import Any

import pytest

from engine.bot_spec import STYLES
from engine.bot_spec import parse_spec as generic_parse_spec
from engine.jinlami.bots import HardBot, make, parse_spec
from engine.jinlami.bots.styles import STYLE_PARAMS, style_params
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.tools.arena import run_hands


def test_every_style_parses_and_makes_a_styled_hard() -> None:
    assert tuple(STYLE_PARAMS) == STYLES
    for style in STYLES:
        assert parse_spec(f"hard:{style}") == ("hard", {"style": style})
        assert generic_parse_spec(f"hard:{style}") == ("hard", {"style": style})
        bot = make(f"hard:{style}", seed=1)
        assert isinstance(bot, HardBot) and bot.style == style
        for key, value in style_params(style).items():
            field = getattr(bot.policy.p, key, None)
            assert (field if field is not None else getattr(bot.policy.v, key)) == value
    # a preset still follows the level; a style is Hard's, and only 金拉米 has them
    assert parse_spec("hard:melds_only") == ("hard", {"melds_only": True})
    for bad in ("medium:gin", "expert:gin", "hard:grandmaster"):
        with pytest.raises(ValueError):
            parse_spec(bad)
    with pytest.raises(ValueError, match="takes no option"):
        make_rummy_bot("hard:gin")
    with pytest.raises(ValueError, match="unknown style"):
        HardBot(1, style="grandmaster")


def test_styles_play_legal_hands_through_the_arena() -> None:
    """The engine refuses an illegal action, so a finished run is legal play."""
    specs = ["hard:gin", "hard:knocker"]
    r = run_hands(Rules.preset("international"), specs, 2, seed=3).summary()
    assert r["hands_played"] == 4 and r["labels"] == specs
    r = run_hands(Rules.preset("classic"), ["hard:defender", "medium"], 2, seed=3).summary()
    assert r["hands_played"] == 4 and sum(r["wins"].values()) + r["draws"] == 4


def _play(spec: str, deals: int = 30) -> dict[str, Any]:
    return run_hands(Rules.preset("classic"), [spec, "medium"], deals, seed=11).summary()


@pytest.mark.slow
def test_each_style_differs_from_hard_as_it_claims() -> None:
    """On the same 30 seeded deals against ``medium`` (a deterministic check, not a
    timed one): the gin hunter knocks later and with less deadwood than ``hard`` and
    goes gin more often; the knocker knocks earlier than the gin hunter and the
    defender; the defender undercuts more of the opponent's
    knocks than ``hard`` does, and its hands last longer."""
    hard, gin, knocker, defender = (
        _play(s) for s in ("hard", "hard:gin", "hard:knocker", "hard:defender")
    )

    def of(r: dict[str, Any], key: str, side: int = 0) -> float:
        return float(r[key][r["labels"][side]])

    assert of(gin, "knock_turn_mean") > of(hard, "knock_turn_mean")
    assert of(gin, "knock_deadwood_mean") < of(hard, "knock_deadwood_mean")
    assert of(gin, "gin_rate") > of(hard, "gin_rate")
    assert of(knocker, "knock_turn_mean") < of(gin, "knock_turn_mean")
    assert of(knocker, "knock_turn_mean") < of(defender, "knock_turn_mean")
    # the opponent's knocks it undercut: the share of medium's knocks that failed
    assert of(defender, "undercut_rate", 1) > of(hard, "undercut_rate", 1)
    assert defender["turns_per_hand"] > hard["turns_per_hand"]


def test_the_knocker_knocks_at_every_chance_where_hard_declines_some() -> None:
    """Under international scoring (where ``hard`` declines a knock above an undercut
    risk of 0.45) the knocker never passes a knock by."""
    import random

    from engine.jinlami.state import HandState, Phase
    from engine.tools.common import play_out

    class Counted(HardBot):
        def __init__(self, style: str | None) -> None:
            declining = {"uc_max_international": 0.0} if style is None else {}
            super().__init__(1, style=style, **declining)
            self.chances = self.knocked = 0

        def choose(self, view: Any, rng: random.Random | None = None) -> Any:
            action = super().choose(view, rng)
            if view.phase is Phase.DISCARD and any(a.kind == "knock" for a in view.legal_actions):
                self.chances += 1
                self.knocked += action.kind == "knock"
            return action

    rules = Rules.preset("international")
    for style in ("knocker", None):  # None: hard made to decline every risky knock
        bot = Counted(style)
        for seed in range(8):
            bots = [bot, make("medium", seed=seed)]
            play_out(HandState.new(rules, seed=seed), bots, [random.Random(seed)] * 2)
        assert bot.chances >= 4
        if style == "knocker":
            assert bot.knocked == bot.chances
        else:
            assert bot.knocked < bot.chances
