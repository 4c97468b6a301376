"""The knock table: its cells read from card strings, the gate, the match's tilt, the
shipped data, ``hard:patient`` and the solver."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from engine.actions import Action
from engine.cards import parse_card, parse_cards
from engine.jinlami.bots import HardBot, make
from engine.jinlami.bots.knock_policy import (
    CHOICES,
    MIN_POSITIONS,
    Cell,
    KnockTable,
    cell_of,
    knock_decision,
    load_table,
    risk_tilt,
)
from engine.jinlami.rules import Rules
from engine.jinlami.standing import MatchStanding
from engine.jinlami.state import HandState
from engine.melds import min_deadwood
from engine.tools.knock_solve import solve

MINE = "AS 2S 3S 4H 5H 6H 7C 8C 9C KD QD"  # the dealer: 11 cards, discards first


def _knock_position(taken: bool, rules: Rules | None = None) -> HandState:
    """Seat 0 threw KD; seat 1 took it (``taken``) and threw 2C, or drew JC blind and
    threw it; seat 0 drew 2D: a knock of 2 after throwing QD, at its second discard."""
    state = HandState.setup(
        rules or Rules.preset("classic"),
        (parse_cards(MINE), parse_cards("KH KS 2C 3C 4D 5D 6D 8H 9H TH")),
        stock_top=parse_cards("2D") if taken else parse_cards("JC 2D"),
        dealer=0,
    )
    state.apply(Action.discard(parse_card("KD")))
    if taken:
        state.apply(Action.draw_discard())
        state.apply(Action.discard(parse_card("2C")))
    else:
        state.apply(Action.draw_stock())
        state.apply(Action.discard(parse_card("JC")))
    state.apply(Action.draw_stock())
    assert Action.knock(parse_card("QD")) in state.legal_actions()
    return state


def test_the_cell_of_a_knock_from_card_strings() -> None:
    hot = _knock_position(taken=True).view(0)
    assert cell_of(hot, 2) == Cell("jinlami", 0, 0, 0, 1)  # they took a card: not quiet
    quiet = _knock_position(taken=False).view(0)
    assert cell_of(quiet, 2) == Cell("jinlami", 0, 0, 0, 0)  # a blind draw, a jack thrown
    assert cell_of(quiet, 6).deadwood == 1 and cell_of(quiet, 5).deadwood == 0
    intl = _knock_position(False, Rules.preset("international")).view(0)
    low = replace(intl, knock_limit=7)  # Oklahoma: the up-card's limit
    assert cell_of(intl, 2).key == "i0000" and cell_of(low, 2).key == "i1000"


def _table(n: int, diff: float, se: float, sd_gin: float = 30.0) -> KnockTable:
    figures = {
        "n": n,
        "mean": {"knock": 5.0, "gin": 5.0 + diff, "hold": 0.0},
        "sd": {"knock": 30.0, "gin": sd_gin, "hold": 30.0},
        "diff": {"gin": diff, "hold": -5.0},
        "se": {"gin": se, "hold": 1.0},
    }
    return KnockTable({"cells": {"j0000": figures}})


def test_a_decline_must_clear_two_standard_errors_on_enough_positions() -> None:
    cell = Cell("jinlami", 0, 0, 0, 0)
    assert _table(100, 5.0, 2.0).choose(cell) == "gin"  # 5 > 2 × 2
    assert _table(100, 5.0, 3.0).choose(cell) == "knock"  # 5 < 2 × 3: not clear
    assert _table(MIN_POSITIONS - 1, 50.0, 1.0).choose(cell) == "knock"  # too few
    assert _table(100, 5.0, 2.0).choose(Cell("jinlami", 1, 0, 0, 0)) == "knock"  # unsolved


def test_the_match_standing_tilts_toward_risk_when_behind_late() -> None:
    assert risk_tilt(None) == 0.0
    behind = MatchStanding(10, 90, 0, 7, "fixed", 8)
    ahead = behind.turned()
    early = MatchStanding(10, 90, 0, 0, "fixed", 8)
    assert risk_tilt(behind) > 0 > risk_tilt(ahead)
    assert abs(risk_tilt(early)) < risk_tilt(behind)
    near = MatchStanding(20, 85, 100, 4, "game")
    assert risk_tilt(near) > risk_tilt(MatchStanding(20, 35, 100, 2, "game")) > 0
    # Hollywood: the open games count, a decided one does not
    holly = MatchStanding(60, 160, 100, 9, "hollywood", 0, ((20, 100, True), (40, 90, False)))
    assert risk_tilt(holly) > 0
    # a gin's wider spread wins a close call behind late, not ahead
    cell = Cell("jinlami", 0, 0, 0, 0)
    wide = _table(100, 1.0, 1.0, sd_gin=60.0)
    assert wide.choose(cell) == "knock"
    assert wide.choose(cell, risk_tilt(behind)) == "gin"
    assert wide.choose(cell, risk_tilt(ahead)) == "knock"


def test_gin_and_straight_gin_knock_at_once() -> None:
    view = _knock_position(taken=False).view(0)
    table = KnockTable({"cells": {}})
    assert knock_decision(view, 0, table) == "knock"
    assert knock_decision(replace(view, knock_limit=0), 3, table) == "knock"


def test_the_shipped_table_is_well_formed() -> None:
    table = load_table()
    assert table.meta["positions"] >= sum(f.n for f in table.cells.values()) > 0
    for key, f in table.cells.items():
        assert key[0] in "ji" and len(key) == 5 and all(ch in "01" for ch in key[1:])
        assert set(f.mean) == set(CHOICES) and set(f.diff) == {"gin", "hold"}
        assert all(se >= 0 for se in f.se.values())


def test_patient_settles_a_knock_by_its_choice() -> None:
    state = _knock_position(taken=False)
    view = state.view(0)
    bot = make("hard:patient", seed=1)
    assert isinstance(bot, HardBot) and bot.policy.p.knock_table
    pol = bot.policy
    hand = sum(c.mask for c in view.hand)
    rng = random.Random(1)
    knock = pol.decide_k(view, pol.knowledge(view), rng, knock_choice="knock")[0]
    assert knock == Action.knock(parse_card("QD"))
    for choice in ("gin", "hold"):
        action = pol.decide_k(view, pol.knowledge(view), rng, knock_choice=choice)[0]
        assert action.kind == "discard" and action.card is not None
        if choice == "hold":  # the least deadwood is kept
            assert min_deadwood(hand ^ action.card.mask) == 2
    assert bot.choose(view, random.Random(2)).kind in ("knock", "discard")


def test_a_small_solve_is_the_same_for_a_seed() -> None:
    rules = [Rules.preset("international")]
    a: dict[str, Any] = solve(rules, 2, seed=3)
    b = solve(rules, 2, seed=3, jobs=2)
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)
    assert a["positions"] == sum(c["n"] for c in a["cells"].values()) == 2
    for c in a["cells"].values():
        for choice in ("gin", "hold"):
            gap = c["mean"][choice] - c["mean"]["knock"]
            assert c["diff"][choice] == pytest.approx(gap, abs=0.01)
