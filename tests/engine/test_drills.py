"""Drills (engine.drills): the position as the seat saw it and nothing more, the drills of
a review, spaced repetition, and the built-in puzzles."""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import serialize
from engine.actions import Action
from engine.cards import DECK, Card, parse_card, parse_cards
from engine.drills import (
    INTERVALS,
    KINDS,
    LEARNT,
    THRESHOLDS,
    Drill,
    Due,
    answer,
    daily_puzzle,
    drill_of,
    drills_from_game,
    drills_from_review,
    first_due,
    is_due,
    position_from_doc,
    puzzle_set,
    view_from_doc,
    view_to_doc,
)
from engine.errors import IllegalActionError, RulesError, SaveError
from engine.games import GAMES, game_of
from engine.hand_sequence import played_hands
from engine.jinlami.bots import make
from engine.jinlami.review import JinlamiReviewer
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState, Phase
from engine.jinlami.view import PlayerView
from engine.review import Decision, Evaluation, Review, review_game
from engine.rummy.bots import make_rummy_bot
from engine.rummy.state import RummyRules, RummyState
from engine.tools import drill_rate, puzzle_gen
from engine.tools.common import play_out

TABLES = [(gid, n) for gid in GAMES for n in GAMES[gid].seat_counts]
_BY_MASK = {c.mask: c for c in DECK}


def _positions(gid: str, players: int, seed: int, steps: int = 400) -> list[Any]:
    """(state copy, seat) at every position of a random hand where the seat has a choice."""
    entry = GAMES[gid]
    rng = random.Random(seed)
    state = entry.new_state(entry.default_rules(players), seed, seed % players)
    out = []
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_actions()
        if len(legal) > 1:
            out.append(state.copy())
        state.apply(rng.choice(legal))
    return out


def _cards_in(doc: Any) -> set[str]:
    """Every card text anywhere in a document (in card fields and in move texts)."""
    names = {str(c) for c in DECK}
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)
        elif isinstance(x, str):
            found.update(w for w in x.replace("/", " ").split() if w in names)

    walk(doc)
    return found


# -- the position's document --------------------------------------------------------------


@pytest.mark.parametrize(("gid", "players"), TABLES)
def test_the_view_document_round_trips(gid: str, players: int) -> None:
    checked = 0
    for seed in range(2):
        for state in _positions(gid, players, seed)[seed::2]:
            seat = state.to_act
            view = state.view(seat)
            doc = json.loads(json.dumps(view_to_doc(view)))
            assert view_from_doc(doc) == view
            again = position_from_doc(doc, random.Random(seed))
            assert again.view(seat) == view
            assert again.legal_actions() == state.legal_actions()
            checked += 1
    assert checked > 50


@pytest.mark.parametrize(("gid", "players"), TABLES)
def test_a_drill_never_holds_a_hidden_card(gid: str, players: int) -> None:
    """The conformance suite's relabelling (tests/test_conformance.py, check (c)) applied
    to drills: two deals that differ only in the cards hidden from the seat, the same
    moves played, give the same drill (document, question, key) and the same hand to
    answer it on; and no card the seat could not see appears anywhere in the drill."""
    entry = GAMES[gid]
    compared = moved = 0
    for seed in range(12):
        rng = random.Random(500 + seed)
        deck: list[Card] = list(DECK)
        rng.shuffle(deck)
        rules = entry.default_rules(players)
        state = entry.from_deck(rules, deck, seed % players)
        actions: list[Action] = []
        for _ in range(rng.randrange(2, 60)):
            if state.is_over:
                break
            a = rng.choice(state.legal_actions())
            state.apply(a)
            actions.append(a)
        if state.is_over or len(state.legal_actions()) < 2:
            continue
        seat = state.to_act
        view = state.view(seat)
        legal = view.legal_actions
        kind = "draw" if "draw" in str(legal[0]) else "discard"
        drill = drill_of(view, kind, legal[0], legal[1], (), "slower_race", {}, 0.2, None, "review")
        seen = {e.card for e in view.events if e.card is not None}
        hidden = [c.mask for c in view.unseen_cards() if c not in seen]
        assert not _cards_in(drill.to_dict()) & {str(_BY_MASK[m]) for m in hidden}
        shuffled = hidden[:]
        rng.shuffle(shuffled)
        mapping = dict(zip(hidden, shuffled, strict=True))
        other = entry.from_deck(
            rules, [_BY_MASK[mapping.get(c.mask, c.mask)] for c in deck], seed % players
        )
        try:
            for a in actions:
                other.apply(_relabel(a, mapping))
        except IllegalActionError:
            continue  # a move the relabelled cards make illegal: not the same history
        again = drill_of(
            other.view(seat), kind, legal[0], legal[1], (), "slower_race", {}, 0.2, None, "review"
        )
        assert again.state_doc == drill.state_doc
        assert (again.key, again.kind, again.played, again.best) == (
            drill.key,
            drill.kind,
            drill.played,
            drill.best,
        )
        # the hand the table plays the drill on: its hidden cards are dealt afresh, the
        # same whatever the real ones were
        table = drill.position(random.Random(seed))
        assert table.card_places() == again.position(random.Random(seed)).card_places()
        assert table.view(seat) == view
        compared += 1
        moved += other.card_places() != state.card_places()
    assert compared >= 6
    assert moved > compared // 2  # the relabelling did move hidden cards


def _relabel(action: Action, mapping: dict[int, int]) -> Action:
    from dataclasses import replace

    from engine.cards import cards_from_mask

    def mask(m: int) -> int:
        out = 0
        for c in cards_from_mask(m):
            out |= mapping.get(c.mask, c.mask)
        return out

    card = action.card
    return replace(
        action,
        card=None if card is None else _BY_MASK[mapping.get(card.mask, card.mask)],
        melds=tuple(sorted(mask(m) for m in action.melds)),
    )


def _doc() -> dict[str, Any]:
    """The document of a 金拉米 position a few moves in (a discard pile to look at)."""
    state = _positions("jinlami", 2, 1)[6]
    assert state.discards
    doc: dict[str, Any] = json.loads(json.dumps(view_to_doc(state.view(state.to_act))))
    return doc


def test_a_damaged_position_is_refused_in_words() -> None:
    doc = _doc()
    with pytest.raises(SaveError) as e:
        view_from_doc({"format": "something else"})
    assert e.value.code == "not_a_save"
    with pytest.raises(SaveError) as e:
        view_from_doc({**doc, "version": 99})
    assert e.value.code == "newer_version"
    for field, value in [
        ("hand", ["ZZ"]),
        ("hand", "7H 8H"),
        ("turn", "3"),
        ("turn", True),  # a yes/no is no number, although Python counts it one
        ("phase", "dancing"),
        ("rules", {"knock_limit": "ten"}),
        ("events", [{"kind": "deal"}]),
        ("game", "chess"),
    ]:
        with pytest.raises(SaveError) as e:
            view_from_doc({**doc, field: value})
        assert e.value.code == "bad_field" and "damaged" in str(e.value)
    missing = dict(doc)
    del missing["hand"]
    with pytest.raises(SaveError):
        view_from_doc(missing)


def test_a_position_whose_fields_disagree_is_refused() -> None:
    """Each field reads, but together they are no position: a card both in the hand and
    on the discard pile, or legal moves the position does not have."""
    doc = _doc()
    top = doc["discard_pile"][-1]
    with pytest.raises(SaveError) as e:
        position_from_doc({**doc, "hand": [*doc["hand"][:-1], top]}, random.Random(1))
    assert e.value.code == "bad_field"
    with pytest.raises(SaveError):
        position_from_doc({**doc, "legal_actions": ["draw stock", "discard 7H"]}, random.Random(1))


def test_a_finished_hand_is_no_drill() -> None:
    state = HandState.new(Rules.preset("classic"), seed=3, dealer=0)
    play_out(state, [make("hard", 1), make("hard", 2)], [random.Random(1), random.Random(2)])
    with pytest.raises(Exception, match="hand is over"):
        view_to_doc(state.view(0))


# -- a drill --------------------------------------------------------------------------------


def _breaks_meld() -> tuple[Any, Evaluation]:
    hand = parse_cards("KS KH KD 2C 3C 4C 9H 8S 6D 7C QD")
    other = parse_cards("AS 2S 3S 4H 5H 6H 7D 8D 9D TS")
    state = HandState.setup(Rules.preset("classic"), (hand, other), dealer=0)
    view = state.view(0)
    ev = JinlamiReviewer("quick").evaluate(view, Action.discard(parse_card("KS")), random.Random(1))
    assert ev is not None
    return view, ev


def test_a_costly_discard_becomes_a_drill_with_its_answers() -> None:
    view, ev = _breaks_meld()
    assert ev.code == "breaks_meld" and ev.loss > THRESHOLDS["jinlami"]
    assert ev.accepted[0] == ev.best and ev.move not in ev.accepted
    reviewer = JinlamiReviewer("quick")
    for a in ev.accepted:  # every accepted answer is one the review finds accurate
        again = reviewer.evaluate(view, a, random.Random(1))
        assert again is not None and again.ok
    drill = drill_of(
        view, "discard", ev.move, ev.best, ev.accepted, ev.code, ev.params, ev.loss, None, "review"
    )
    assert drill.game == "jinlami" and drill.seat == 0 and drill.kind == "discard"
    assert drill.reason == "breaks_meld" and drill.reason_params["card"] == "KS"
    assert drill.is_right(ev.best) and not drill.is_right(ev.move)
    assert all(drill.is_right(a) for a in ev.accepted)
    back = Drill.from_dict(json.loads(json.dumps(drill.to_dict())))
    assert back == drill and back.key == drill.key
    assert drill.view() == view
    # the key names the position and the question, not the answer given
    other = drill_of(view, "discard", ev.best, ev.best, (), "ok", {}, 0.0, None, "puzzle")
    assert other.key == drill.key
    assert (
        drill_of(view, "knock", ev.move, ev.best, (), "x", {}, 0.1, None, "review").key != drill.key
    )


def test_a_drill_refuses_what_the_position_does_not_allow() -> None:
    view, ev = _breaks_meld()
    args: list[Any] = [
        view,
        "discard",
        ev.move,
        ev.best,
        (),
        "breaks_meld",
        {},
        0.1,
        None,
        "review",
    ]
    for index, bad in [
        (1, "juggle"),
        (9, "dream"),
        (2, Action.draw_stock()),  # not legal in the discard phase
        (3, Action.discard(parse_card("AS"))),  # not in the hand
        (7, -0.5),
        (7, "0.1"),
        (8, float("nan")),
    ]:
        with pytest.raises(RulesError):
            drill_of(*[bad if i == index else a for i, a in enumerate(args)])  # type: ignore[arg-type]
    data = drill_of(*args).to_dict()
    with pytest.raises(SaveError):
        Drill.from_dict({**data, "key": "0" * 32})
    with pytest.raises(SaveError):
        Drill.from_dict({**data, "played": "juggle 7H"})
    with pytest.raises(SaveError):
        Drill.from_dict({k: v for k, v in data.items() if k != "best"})


def _jinlami_hand(level: str, seed: int) -> HandState:
    state = HandState.new(Rules.preset("classic"), seed=seed, dealer=seed % 2)
    bots = [make(level, seed), make("hard", seed + 100)]
    return play_out(state, bots, [random.Random(seed), random.Random(seed + 1)])


def test_the_drills_of_a_review_are_its_costly_decisions() -> None:
    game = _jinlami_hand("easy", 3)
    review = review_game(game, 0, "quick")
    drills = drills_from_review(review, game)
    costly = [d for d in review.decisions if d.evaluation.loss > THRESHOLDS["jinlami"]]
    assert drills and len(drills) == len(costly)
    hand = played_hands(game)[0]
    for drill, decision in zip(drills, costly, strict=True):
        e = decision.evaluation
        state = HandState.new(game.rules, hand.seed, hand.dealer)
        for a in hand.actions[: decision.step]:
            state.apply(a)
        assert drill.view() == state.view(0)
        assert (drill.played, drill.best, drill.loss, drill.reason) == (
            e.move,
            e.best,
            e.loss,
            e.code,
        )
        assert drill.source == "review" and drill.kind in KINDS
        assert not drill.is_right(drill.played)
    assert [d.key for d in drills_from_game(game, 0, "quick")] == [d.key for d in drills]
    saved = serialize.loads(serialize.dumps(game))
    assert [d.key for d in drills_from_review(review, saved)] == [d.key for d in drills]


def test_the_rummy_threshold_and_a_review_of_another_game() -> None:
    """拉米纸牌's threshold (0.15) on a review built by hand from a played hand: a loss of
    0.2 is a drill, 0.1 is not; a review of one game does not fit another."""
    state = RummyState.new(RummyRules(3), seed=5)
    bots = [make_rummy_bot("easy", 5), make_rummy_bot("hard", 6), make_rummy_bot("hard", 7)]
    play_out(state, bots, [random.Random(q) for q in range(3)])
    hand = played_hands(state)[0]
    replay = RummyState.new(state.rules, hand.seed, hand.dealer)
    decisions: list[Decision] = []
    for step, a in enumerate(hand.actions):
        legal = replay.legal_actions()
        if replay.to_act == 0 and len(legal) > 1:
            other = next(x for x in legal if x != a)
            loss = (0.2, 0.1)[len(decisions) % 2]
            ev = Evaluation(
                "draw" if a.kind.startswith("draw") else "discard", a, other, 0.5 - loss, 0.5
            )
            decisions.append(Decision(1, step, ev))
        replay.apply(a)
    review = Review("rummy", 0, "quick", 1, tuple(decisions))
    drills = drills_from_review(review, state)
    assert len(decisions) >= 4 and len(drills) == (len(decisions) + 1) // 2
    assert all(d.loss == pytest.approx(0.2) and d.game == "rummy" for d in drills)
    with pytest.raises(RulesError):
        drills_from_review(review, _jinlami_hand("easy", 3))
    with pytest.raises(RulesError):
        drills_from_review("a review", state)  # type: ignore[arg-type]


# -- spaced repetition ----------------------------------------------------------------------


def test_right_answers_space_a_drill_out_until_it_is_learnt() -> None:
    day = dt.date(2026, 3, 1)
    due = first_due(day)
    assert due == Due(0, day) and is_due(due.due, day)
    gaps = []
    while due.due is not None:
        today = due.due
        due = answer(due.step, True, today)
        if due.due is not None:
            gaps.append((due.due - today).days)
            assert not is_due(due.due, today) and is_due(due.due, due.due)
    assert tuple(gaps) == INTERVALS and due == Due(LEARNT, None)
    assert not is_due(None, day)


def test_a_wrong_answer_brings_the_drill_back_tomorrow_from_the_start() -> None:
    day = dt.date(2026, 12, 31)
    assert answer(3, False, day) == Due(0, dt.date(2027, 1, 1))
    assert answer(0, False, day) == Due(0, dt.date(2027, 1, 1))
    assert answer(LEARNT, False, day) == Due(0, dt.date(2027, 1, 1))
    assert answer(2, True, day) == Due(3, day + dt.timedelta(days=7))
    assert is_due(dt.date(2026, 12, 1), day)  # a missed day is still due


@pytest.mark.parametrize(
    "args",
    [
        (-1, True, dt.date(2026, 1, 1)),
        (9, True, dt.date(2026, 1, 1)),
        (0, 1, dt.date(2026, 1, 1)),
        (0, True, "2026-01-01"),
        (0, True, dt.datetime(2026, 1, 1, 10)),
    ],
)
def test_the_schedule_refuses_bad_input(args: tuple[Any, ...]) -> None:
    with pytest.raises(RulesError):
        answer(*args)


# -- the built-in puzzles -------------------------------------------------------------------


@pytest.mark.parametrize("gid", list(GAMES))
def test_the_puzzles_are_sound_positions(gid: str) -> None:
    puzzles = puzzle_set(gid)
    assert len(puzzles) >= 2 and len({p.key for p in puzzles}) == len(puzzles)
    for i, p in enumerate(puzzles):
        assert p.game == gid and p.source == "puzzle" and p.kind in KINDS
        assert p.loss > THRESHOLDS[gid] and not p.is_right(p.played) and p.is_right(p.best)
        state = p.position(random.Random(i))
        assert game_of(state).id == gid and state.view(p.seat) == p.view()
        assert state.to_act == p.seat and p.best in state.legal_actions()


def test_the_daily_puzzle_is_fixed_by_the_date_and_goes_round_the_set() -> None:
    day = dt.date(2026, 12, 2)
    for gid in GAMES:
        n = len(puzzle_set(gid))
        days = [daily_puzzle(day + dt.timedelta(days=k), gid).key for k in range(n)]
        assert len(set(days)) == n  # every puzzle once before one comes back
        assert daily_puzzle(day + dt.timedelta(days=n), gid) == daily_puzzle(day, gid)
    with pytest.raises(RulesError):
        daily_puzzle("2026-12-02", "jinlami")  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        puzzle_set("chess")


def test_a_knock_drill_keeps_the_face_down_card_of_its_own_seat() -> None:
    """A 金拉米 position after the seat knocked (its declaration) shows its own knock card;
    the opponent's view of the same position does not."""
    for seed in range(40):
        state = _jinlami_hand_until(seed, Phase.DECLARE)
        if state is None:
            continue
        knocker = state.to_act
        own = view_from_doc(view_to_doc(state.view(knocker)))
        theirs = view_from_doc(view_to_doc(state.view(1 - knocker)))
        assert isinstance(own, PlayerView) and isinstance(theirs, PlayerView)
        assert own.knock_card is not None and theirs.knock_card is None
        assert all(e.card is None for e in theirs.events if e.kind == "knock")
        return
    pytest.fail("no hand reached a declaration")


def _jinlami_hand_until(seed: int, phase: Phase) -> HandState | None:
    state = HandState.new(Rules.preset("classic"), seed=seed, dealer=0)
    bots = [make("medium", seed), make("medium", seed + 1)]
    rngs = [random.Random(seed), random.Random(seed + 1)]
    while not state.is_over:
        if state.phase is phase and len(state.legal_actions()) > 1:
            return state
        p = state.to_act
        for e in state.apply(bots[p].choose(state.view(p), rngs[p])):
            for q in (0, 1):
                bots[q].observe(e.for_viewer(q))
    return None


# -- the offline tools ------------------------------------------------------------------------


def test_the_drill_rate_tool_counts_the_drills_of_reviewed_hands(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert drill_rate.main(["--levels", "easy", "--hands", "2", "--effort", "quick"]) == 0
    row = json.loads(capsys.readouterr().out)
    assert row["level"] == "easy" and row["hands"] == 2 and row["decisions"] > 0
    assert row["per_10_hands"] == 5 * row["drills"] and sum(row["kinds"].values()) == row["drills"]
    with pytest.raises(SystemExit):
        drill_rate.main(["--game", "jinlami", "--players", "3"])


@pytest.mark.slow
def test_the_puzzle_generator_writes_sound_puzzles(tmp_path: Path) -> None:
    out = tmp_path / "puzzles.json"
    assert (
        puzzle_gen.main(["--jinlami", "1", "--rummy", "1", "--seed", "4", "--out", str(out)]) == 0
    )
    data = json.loads(out.read_text(encoding="utf-8"))
    for gid in GAMES:
        (raw,) = data["puzzles"][gid]
        puzzle = Drill.from_dict(raw)
        assert puzzle.source == "puzzle" and puzzle.loss > THRESHOLDS[gid]
        assert not puzzle.is_right(puzzle.played)
