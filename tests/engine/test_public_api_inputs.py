"""Every public function and method of the engine, called with hostile arguments.

The table below names each entry point with a set of good arguments; the test swaps one
argument at a time for each hostile value (``None``, ``-1``, a 100-digit number, a
megabyte of text, empty containers, NaN, a wrong enum, a wrong object) and asserts that
the call either works or raises an :class:`~engine.errors.EngineError` with a ``code``
and a short message — never a ``TypeError``, ``AttributeError``, ``IndexError`` … and
never a search that runs for ever.
"""

from __future__ import annotations

import enum
import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

import engine
from engine import (
    Action,
    Card,
    EngineError,
    HandState,
    Phase,
    Rules,
    RummyMatch,
    RummyPhase,
    RummyRules,
    RummyState,
    fairness,
    parse_cards,
    review,
    serialize,
)
from engine.bot_spec import parse_spec
from engine.cards import mask_of
from engine.games import game, game_of
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.scoring import settle_masks

#: The longest message an engine error may carry (it quotes at most ~80 characters).
MESSAGE_LIMIT = 200


class _Colour(enum.Enum):
    RED = "red"


HOSTILE: dict[str, Any] = {
    "none": None,
    "minus_one": -1,
    "googol": 10**100,
    "megabyte": "x" * 10**6,
    "empty_list": [],
    "empty_dict": {},
    "nan": math.nan,
    "true": True,
    "wrong_enum": _Colour.RED,
    "phase_over": Phase.OVER,
    "object": object(),
    "bytes": b"\xff\xfe",
    "card_list_text": ["AS", "2S"],
    "nested": [[[]]],
}

CLASSIC = Rules.preset("classic")
SALT = "5bc8fbbcbde5c0994164d8399f767c45"
UPCARD = Rules.preset("international")
RUMMY3 = RummyRules(3)
HAND10 = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D TC")
HAND11 = [*HAND10, Card.parse("KC")]
DEFENDER = parse_cards("7H 8H 2D 3D 4C 5C 6C JS QS KS")
KNOCKER_MELDS = [parse_cards("AS 2S 3S"), parse_cards("4H 5H 6H"), parse_cards("7D 8D 9D")]
MELD_MASKS = [mask_of(m) for m in KNOCKER_MELDS]


def _hand_state() -> HandState:
    return HandState.new(CLASSIC, seed=3)


def _upcard_state() -> HandState:
    return HandState.new(UPCARD, seed=4, dealer=1)


def _layoff_state() -> HandState:
    """A 金拉米 hand in the lay-off phase (found by playing seeded hands)."""
    for seed in range(400):
        s = HandState.new(CLASSIC, seed=seed)
        rng = random.Random(seed)
        while not s.is_over:
            acts = s.legal_actions()
            knocks = [a for a in acts if a.kind == "knock"]
            s.apply(knocks[0] if knocks else rng.choice(acts))
            if s.phase is Phase.DECLARE:
                s.apply(s.legal_actions()[0])
            if s.phase is Phase.LAYOFF:
                return s
    raise AssertionError("no seeded hand reached the lay-off")


def _rummy_state() -> RummyState:
    return RummyState.new(RUMMY3, seed=5)


def _rummy_play_state() -> RummyState:
    s = RummyState.new(RUMMY3, seed=5)
    s.apply(Action.draw_stock())
    return s


def _match() -> Match:
    m = Match(CLASSIC, MatchConfig.fixed(2), seed=1)
    m.start_hand()
    return m


def _rummy_match() -> RummyMatch:
    m = RummyMatch(RUMMY3, target=100, seed=1)
    m.start_hand()
    return m


@dataclass
class Entry:
    """One entry point: a callable and its good positional and keyword arguments."""

    name: str
    fn: Callable[..., Any]
    args: tuple[Any, ...] = ()
    kwargs: dict[str, Any] = field(default_factory=dict)


def _entries() -> list[Entry]:
    hs, up, rs, rp = _hand_state(), _upcard_state(), _rummy_state(), _rummy_play_state()
    lay = _layoff_state()
    view, rview = hs.view(0), rp.view(rp.to_act)
    match, rmatch = _match(), _rummy_match()
    team = TeamMatch(CLASSIC, (("a", "b"), ("c", "d")), seed=2, hands_per_duel=1)
    jin, rum = game("jinlami"), game("rummy")
    deck = list(engine.DECK)
    save = serialize.dumps(Match(CLASSIC, MatchConfig.fixed(2), seed=1))
    card = Card.parse("AS")
    k_hand, d_hand = mask_of(HAND10), mask_of(DEFENDER)
    fair_match = Match(CLASSIC, MatchConfig.fixed(1), seed=1, salt=SALT)
    assert fair_match.fairness is not None
    fair_match.fairness.end("abandoned")
    fair_save = serialize.dumps(fair_match)
    finished = HandState.new(CLASSIC, seed=8)
    while not finished.is_over:
        finished.apply(finished.legal_actions()[0])
    return [
        # cards
        Entry("Card", Card, (0, 0)),
        Entry("Card.parse", Card.parse, ("AS",)),
        Entry("Card.from_index", Card.from_index, (0,)),
        Entry("Card.from_bit", Card.from_bit, (0,)),
        Entry("parse_card", engine.parse_card, ("AS",)),
        Entry("parse_cards", engine.parse_cards, ("AS 2S",)),
        Entry("format_cards", engine.format_cards, (HAND10,)),
        Entry("mask_of", engine.mask_of, (HAND10,)),
        Entry("cards_from_mask", engine.cards_from_mask, (k_hand,)),
        # melds
        Entry("meld_of", engine.meld_of, (KNOCKER_MELDS[0],)),
        Entry("best_arrangement", engine.best_arrangement, (HAND10,)),
        Entry("arrange_mask", engine.arrange_mask, (k_hand,)),
        Entry("all_arrangements", engine.all_arrangements, (k_hand, 10)),
        Entry("discard_options", engine.discard_options, (HAND11, 10)),
        Entry("min_deadwood", engine.min_deadwood, (k_hand,)),
        Entry("min_deadwood_after_discard", engine.min_deadwood_after_discard, (HAND11,)),
        Entry("explain_meld", engine.explain_meld, (KNOCKER_MELDS[0],)),
        Entry("has_meld", engine.has_meld, (k_hand,)),
        # scoring
        Entry("best_layoff", engine.best_layoff, (MELD_MASKS, 1, d_hand, CLASSIC)),
        Entry("settle_knock", engine.settle_knock, (HAND10, DEFENDER, CLASSIC, KNOCKER_MELDS)),
        Entry("settle_knock_default", engine.settle_knock, (HAND10, DEFENDER, CLASSIC)),
        Entry("knock_arrangements", engine.knock_arrangements, (k_hand, CLASSIC)),
        Entry("default_knock_arrangement", engine.default_knock_arrangement, (k_hand, CLASSIC)),
        Entry("settle_masks", settle_masks, (MELD_MASKS, k_hand, d_hand, CLASSIC, None)),
        # rules and match settings
        Entry("Rules", Rules, ("custom", "dealer11", 10, "jinlami")),
        Entry("Rules.preset", Rules.preset, ("classic",)),
        Entry("Rules.with_options", CLASSIC.with_options, (), {"knock_limit": 5}),
        Entry("Rules.from_dict", Rules.from_dict, (CLASSIC.to_dict(),)),
        Entry("RummyRules", RummyRules, (3, 120)),
        Entry("RummyRules.from_dict", RummyRules.from_dict, (RUMMY3.to_dict(),)),
        Entry("MatchConfig", MatchConfig, ("fixed", 8, 200, 20)),
        Entry("MatchConfig.fixed", MatchConfig.fixed, (8,)),
        Entry("MatchConfig.target_score", MatchConfig.target_score, (200, 20)),
        Entry("MatchConfig.game", MatchConfig.game, (100,)),
        Entry("MatchConfig.default_for", MatchConfig.default_for, (CLASSIC,)),
        Entry("MatchConfig.from_dict", MatchConfig.from_dict, (MatchConfig().to_dict(),)),
        # actions
        Entry("Action.parse", Action.parse, ("draw stock",)),
        Entry("Action.discard", Action.discard, (card,)),
        Entry("Action.knock", Action.knock, (card,)),
        Entry("Action.declare", Action.declare, (KNOCKER_MELDS,)),
        Entry("Action.layoff", Action.layoff, (card, 0)),
        Entry("Action.meld", Action.meld, (KNOCKER_MELDS[0],)),
        Entry("Action", Action, ("discard", card, (), -1)),
        Entry("Event.for_viewer", engine.Event("draw", 0, card, "stock").for_viewer, (1,)),
        # 金拉米 hands
        Entry("HandState.new", HandState.new, (CLASSIC, 1, 0, None)),
        Entry("HandState.new_rng", HandState.new, (CLASSIC,), {"rng": random.Random(1)}),
        Entry("HandState.from_deck", HandState.from_deck, (CLASSIC, deck, 0, 0)),
        Entry(
            "HandState.setup",
            HandState.setup,
            (CLASSIC, (HAND10, DEFENDER)),
            {"dealer": 0, "to_act": 1, "phase": Phase.DRAW, "seed": 0},
        ),
        Entry("HandState.hand", hs.hand, (0,)),
        Entry("HandState.view", hs.view, (0,)),
        Entry("HandState.apply", hs.copy().apply, (hs.legal_actions()[0],)),
        Entry("HandState.apply_offer", up.copy().apply, (Action.pass_(),)),
        Entry("HandState.apply_layoff", lay.copy().apply, (lay.legal_actions()[0],)),
        Entry("HandState.dumps", hs.dumps, ({"who": "me"},)),
        Entry("PlayerView.determinize", view.determinize, (random.Random(1),)),
        Entry(
            "PlayerView.determinize_layoff", lay.view(lay.to_act).determinize, (random.Random(1),)
        ),
        # 拉米纸牌 hands
        Entry("RummyState.new", RummyState.new, (RUMMY3, 1, 0, None)),
        Entry("RummyState.new_rng", RummyState.new, (RUMMY3,), {"rng": random.Random(1)}),
        Entry("RummyState.from_deck", RummyState.from_deck, (RUMMY3, deck, 0, 0)),
        Entry(
            "RummyState.setup",
            RummyState.setup,
            (RummyRules(2), [HAND10, DEFENDER]),
            {"dealer": 0, "to_act": 1, "phase": RummyPhase.DRAW, "turn": 0, "seed": 0},
        ),
        Entry("RummyState.hand", rs.hand, (0,)),
        Entry("RummyState.view", rs.view, (0,)),
        Entry("RummyState.apply", rs.copy().apply, (Action.draw_stock(),)),
        Entry("RummyState.apply_play", rp.copy().apply, (rp.legal_actions()[-1],)),
        Entry("RummyState.layoff_targets", rp.layoff_targets, (card,)),
        Entry("RummyState.meld_refusal", rp.meld_refusal, (MELD_MASKS[0],)),
        Entry("RummyState.layoff_refusal", rp.layoff_refusal, (card, 0)),
        Entry("RummyState.discard_refusal", rp.discard_refusal, (card,)),
        Entry("RummyState.dumps", rs.dumps, ({"who": "me"},)),
        Entry("RummyView.layoff_targets", rview.layoff_targets, (card,)),
        Entry("RummyView.explain_meld", rview.explain_meld, (KNOCKER_MELDS[0],)),
        Entry("RummyView.explain_layoff", rview.explain_layoff, (card, 0)),
        Entry("RummyView.explain_discard", rview.explain_discard, (card,)),
        Entry("RummyView.determinize", rview.determinize, (random.Random(1),)),
        # matches
        Entry("Match", Match, (CLASSIC, MatchConfig.fixed(2), 1)),
        Entry("Match.apply", match.apply, (match.legal_actions()[0],)),
        Entry("Match.replay", Match(CLASSIC, MatchConfig.fixed(2), 1).replay, ([[]],)),
        Entry("TeamMatch", TeamMatch, (CLASSIC, (("a", "b"), ("c", "d")), 2, 1)),
        Entry("TeamMatch.member_points", team.member_points, ()),
        Entry("RummyMatch", RummyMatch, (RUMMY3, 100, 1)),
        Entry("RummyMatch.apply", rmatch.apply, (Action.draw_stock(),)),
        Entry("RummyMatch.replay", RummyMatch(RUMMY3, 100, 1).replay, ([[]],)),
        # the registry and bots
        Entry("game", game, ("rummy",)),
        Entry("game_of", game_of, (hs,)),
        Entry("EngineGame.default_rules", rum.default_rules, (3,)),
        Entry("EngineGame.rules_from_dict", rum.rules_from_dict, (RUMMY3.to_dict(),)),
        Entry("EngineGame.rule_variants", jin.rule_variants, (2,)),
        Entry("EngineGame.new_state", rum.new_state, (RUMMY3, 1, 0)),
        Entry("EngineGame.new_state_jinlami", jin.new_state, (CLASSIC, 1, 0)),
        Entry("EngineGame.from_deck", jin.from_deck, (CLASSIC, deck, 0, 0)),
        Entry("EngineGame.random_state", rum.random_state, (1, 3)),
        Entry("EngineGame.make_bot", jin.make_bot, ("easy", 1)),
        Entry("EngineGame.make_bot_rummy", rum.make_bot, ("easy", 1)),
        Entry("EngineGame.load_state", jin.load_state, (hs.dumps(),)),
        Entry("parse_spec", parse_spec, ("expert:200",)),
        # saves
        Entry("serialize.loads", serialize.loads, (save,)),
        Entry("serialize.from_dict", serialize.from_dict, (json.loads(save),)),
        Entry("serialize.dumps", serialize.dumps, (match, {"who": "me"})),
        Entry("serialize.to_dict", serialize.to_dict, (rmatch, None)),
        Entry("serialize.hand_to_dict", serialize.hand_to_dict, (rs, None)),
        Entry("serialize.can_save", serialize.can_save, (team,)),
        # fair deals
        Entry("Match_salt", Match, (CLASSIC, MatchConfig.fixed(1), 1), {"salt": SALT}),
        Entry("commitment_of", fairness.commitment_of, (77, SALT)),
        Entry("check_salt", fairness.check_salt, (SALT,)),
        Entry("new_salt", fairness.new_salt, (random.Random(1),)),
        Entry("dealt_deck", fairness.dealt_deck, (5,)),
        Entry("Fairness", fairness.Fairness, (77, SALT)),
        Entry("Fairness.end", fairness.Fairness(77, SALT).end, ("resigned",)),
        Entry("verify_save", fairness.verify_save, (fair_save,)),
        # the hand review
        Entry(
            "review_game", review.review_game, (finished, 0, "quick"), {"progress": None, "hand": 1}
        ),
        Entry("review_save", review.review_save, (finished.dumps(), 1, "quick")),
        Entry("count_decisions", review.count_decisions, (finished, 0)),
        Entry("EngineGame.reviewer", jin.reviewer, ("quick",)),
    ]


ENTRIES = _entries()


def _cases() -> list[Any]:
    cases = []
    for entry in ENTRIES:
        slots: list[int | str] = [*range(len(entry.args)), *entry.kwargs]
        for slot in slots:
            for hostile in HOSTILE:
                cases.append(
                    pytest.param(entry, slot, hostile, id=f"{entry.name}-{slot}-{hostile}")
                )
    return cases


def _call(entry: Entry, slot: int | str | None, value: Any) -> Any:
    args, kwargs = list(entry.args), dict(entry.kwargs)
    if isinstance(slot, int):
        args[slot] = value
    elif slot is not None:
        kwargs[slot] = value
    return entry.fn(*args, **kwargs)


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_each_entry_point_works_with_its_good_arguments(entry: Entry) -> None:
    # Its own objects: a hostile case run before it in this process may have moved the
    # shared ones on (a replay that started a hand), whatever order the tests run in.
    fresh = {e.name: e for e in _entries()}
    _call(fresh[entry.name], None, None)


@pytest.mark.parametrize(("entry", "slot", "hostile"), _cases())
def test_hostile_arguments_get_a_coded_engine_error_or_work(
    entry: Entry, slot: int | str, hostile: str
) -> None:
    try:
        _call(entry, slot, HOSTILE[hostile])
    except EngineError as exc:
        assert isinstance(exc.code, str) and exc.code
        assert len(str(exc)) <= MESSAGE_LIMIT, str(exc)[:300]


# -- the awkward cases by name ----------------------------------------------------------------


def _code(fn: Callable[..., Any], *args: Any, **kwargs: Any) -> str:
    with pytest.raises(EngineError) as err:
        fn(*args, **kwargs)
    assert len(str(err.value)) <= MESSAGE_LIMIT
    return err.value.code


def test_oversized_hands_are_refused_before_the_layoff_search() -> None:
    """A 49-card defender made best_layoff search 2**40 subsets; now it is refused at once."""
    run = mask_of(parse_cards("5H 6H 7H"))
    defender = engine.cards.FULL_DECK_MASK & ~run
    assert _code(engine.best_layoff, [run], 5, defender, CLASSIC) == "hand_size"
    assert _code(settle_masks, [run], run, defender, CLASSIC) == "hand_size"
    assert _code(engine.knock_arrangements, engine.cards.FULL_DECK_MASK, CLASSIC) == "hand_size"
    assert _code(engine.default_knock_arrangement, defender, CLASSIC) == "hand_size"
    assert _code(engine.best_layoff, [run, run], 5, 0, CLASSIC) == "duplicate_card"
    assert _code(engine.best_layoff, [run | 1], 5, 0, CLASSIC) == "not_a_meld"
    assert _code(engine.best_layoff, [run], 5, run, CLASSIC) == "duplicate_card"
    assert _code(engine.best_layoff, [run], 10**9, 0, CLASSIC) == "bad_position"
    assert _code(engine.settle_knock, engine.DECK[:49], DEFENDER, CLASSIC) == "hand_size"
    knocker = mask_of(HAND10)
    assert _code(settle_masks, MELD_MASKS, knocker, knocker, CLASSIC) == "duplicate_card"
    outside = mask_of(parse_cards("JC QC KC"))
    assert _code(settle_masks, [outside], knocker, mask_of(DEFENDER), CLASSIC) == "not_in_hand"


def test_the_settled_results_are_unchanged_by_the_checks() -> None:
    s = engine.settle_knock(HAND10, DEFENDER, CLASSIC, KNOCKER_MELDS)
    masks = settle_masks(MELD_MASKS, mask_of(HAND10), mask_of(DEFENDER), CLASSIC)
    assert (s.winner, s.points, s.kind) == (masks.winner, masks.points, masks.kind)
    lay = engine.best_layoff(MELD_MASKS, 1, mask_of(DEFENDER), CLASSIC)
    assert engine.cards_from_mask(lay) == parse_cards("7H 8H")


def test_the_named_hostile_calls_get_coded_errors() -> None:
    hs, rs = _hand_state(), _rummy_state()
    assert _code(hs.apply, None) == "illegal_action"
    assert _code(hs.apply, "draw stock") == "illegal_action"
    assert _code(rs.apply, "draw stock") == "illegal_action"
    for seat in (5, -1, None, 2.0, "0"):
        assert _code(hs.view, seat) == "bad_seat"
        assert _code(rs.view, seat) == "bad_seat"
        assert _code(hs.hand, seat) == "bad_seat"
    assert _code(rs.view, 3) == "bad_seat"
    assert _code(Action.parse, None) == "bad_action_text"
    assert _code(MatchConfig, hands=-3) == "bad_rules"
    assert _code(Match, CLASSIC, MatchConfig(), seed="x") == "bad_seed"
    assert _code(RummyMatch, RUMMY3, target=7, seed=1) == "bad_target"
    assert _code(hs.view(0).determinize, None) == "bad_seed"
    assert _code(rs.view(0).determinize, None) == "bad_seed"
    assert _code(HandState.new, CLASSIC, seed=None) == "bad_seed"
    assert _code(RummyState.new, RUMMY3, seed=None) == "bad_seed"
    assert _code(HandState.new, CLASSIC, seed=1, dealer=2) == "bad_seat"
    assert _code(RummyState.new, RUMMY3, seed=1, dealer=3) == "bad_seat"
    assert _code(HandState.new, CLASSIC, seed=2**64) == "bad_seed"
    assert _code(parse_spec, "grandmaster") == "unknown_bot"
    assert _code(parse_spec, "expert:nan") == "unknown_bot"
    assert _code(Rules, name="\ud800") == "bad_rules"
    assert _code(TeamMatch, CLASSIC, (("a", "\udfff"), ("c", "d")), 1) == "bad_rules"


@pytest.mark.parametrize(
    "action",
    [
        Action("discard", None),
        Action("discard", "AS"),  # type: ignore[arg-type]
        Action("knock", 7),  # type: ignore[arg-type]
        Action("layoff", Card.parse("AS"), target="0"),  # type: ignore[arg-type]
        Action("declare", melds=("x",)),  # type: ignore[arg-type]
        Action("meld", melds=()),
        Action("meld", melds=(None,)),  # type: ignore[arg-type]
        Action("fly", None),
        Action(["draw_stock"], None),  # type: ignore[arg-type]
    ],
)
def test_a_malformed_action_is_refused_and_changes_nothing(action: Action) -> None:
    for state in (_hand_state(), _layoff_state(), _rummy_play_state()):
        before = state.dumps() if state.seeded else None
        hands = list(state.hands)
        with pytest.raises(EngineError) as err:
            state.apply(action)
        assert err.value.code and len(str(err.value)) <= MESSAGE_LIMIT
        assert state.hands == hands and (before is None or state.dumps() == before)
