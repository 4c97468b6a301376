"""One set of checks, run over every game the engine registers (:mod:`engine.games`).

Each game is driven only through the game protocol (:mod:`engine.protocol`) and its
registry entry, never by name, so a new game registered in ``engine.games.GAMES`` is
checked here without a line changed:

(a) random legal play to the end, every card in exactly one place at every step;
(b) illegal actions refused with a coded :class:`IllegalActionError`, the state unchanged;
(c) a seat's view unchanged when the cards hidden from it are relabelled consistently
    (two deals that differ only in those cards, the same actions played);
(d) save and load round-trip identical at every step (text, legal actions, views).

拉米纸牌 is checked at every table size it plays (2, 3 and 4 seats).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from engine import serialize
from engine.actions import Action
from engine.cards import DECK, FULL_DECK_MASK, Card, cards_from_mask
from engine.errors import IllegalActionError, SaveError
from engine.games import GAME_IDS, GAMES, EngineGame, game_of
from engine.jinlami.bots import make
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.jinlami.view import PlayerView
from engine.protocol import Bot, GameEvent, GameMatch, GameRules, GameState, GameView
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules, RummyState
from engine.rummy.view import RummyView

TABLES = [(gid, n) for gid in GAME_IDS for n in GAMES[gid].seat_counts]
TABLE_IDS = [f"{gid}-{n}p" for gid, n in TABLES]
MAX_STEPS = 5_000  # far beyond any hand: a hand that never ends fails instead of hanging

# The protocol fits both games' types: ``mypy --strict tests/test_conformance.py`` accepts
# these (and would refuse a 金拉米 bot as a ``Bot[RummyView]``).
_BOTS: tuple[Bot[PlayerView], Bot[RummyView]] = (
    make("hard", seed=1),
    make_rummy_bot("hard", seed=1),
)
_STATES: tuple[GameState[PlayerView], GameState[RummyView]] = (
    HandState.new(Rules(), seed=1),
    RummyState.new(RummyRules(3), seed=1),
)
_MATCHES: tuple[GameMatch[HandState], GameMatch[RummyState]] = (
    Match(Rules(), MatchConfig(), seed=1),
    RummyMatch(RummyRules(3), 100, seed=1),
)


# -- helpers -------------------------------------------------------------------------------


def deals(entry: EngineGame, players: int) -> list[GameRules]:
    """The rule sets to cover at this table (each preset)."""
    return list(entry.rule_variants(players))


def conserved(state: GameState[Any]) -> None:
    """Every card of the deck is in exactly one place."""
    places = state.card_places()
    union = 0
    count = 0
    for place, mask in places:
        assert not union & mask, f"a card is in two places (again in {place}): {places}"
        union |= mask
        count += mask.bit_count()
    assert union == FULL_DECK_MASK, f"cards missing: {cards_from_mask(FULL_DECK_MASK & ~union)}"
    assert count == len(DECK)


def turn_invariants(state: GameState[Any]) -> None:
    """Whose turn, the legal actions and each seat's view agree."""
    legal = state.legal_actions()
    assert state.is_over == (not legal)
    assert 0 <= state.to_act < state.seats
    for seat in range(state.seats):
        view = state.view(seat)
        assert isinstance(view, GameView)
        assert view.player == seat
        assert view.seats == state.seats
        assert view.is_over == state.is_over
        assert view.hand == tuple(state.hand(seat))
        assert sum(view.card_counts) == sum(len(state.hand(s)) for s in range(state.seats))
        assert view.stock_count == state.stock_count
        assert view.discard_top == state.discard_top
        assert view.legal_actions == (tuple(legal) if seat == state.to_act else ())
        assert view.my_turn == (seat == state.to_act and bool(legal))


def final_invariants(state: GameState[Any]) -> None:
    assert state.is_over
    assert state.legal_actions() == []
    points = state.points()
    assert len(points) == state.seats
    assert all(p >= 0 for p in points)
    if state.winner is None:
        assert not any(points)
    else:
        assert 0 <= state.winner < state.seats
        assert state.result is not None
        assert points[state.winner] == max(points)
    for seat in range(state.seats):
        assert state.view(seat).result == state.result


def players_for(state: GameState[Any], seed: int) -> list[Bot[Any]] | None:
    """Odd seeds: the game's ``medium`` bots at every seat, so hands also end by knocking
    and by going out, not only when the stock runs dry; even seeds: no bots."""
    if seed % 2 == 0:
        return None
    entry = game_of(state)
    return [entry.make_bot("medium", seed=seed + s) for s in range(state.seats)]


def pick(state: GameState[Any], rng: random.Random, bots: list[Bot[Any]] | None) -> Action:
    """A random legal action, or mostly the seat's bot's choice when there are bots."""
    if bots is not None and rng.random() < 0.9:
        return bots[state.to_act].choose(state.view(state.to_act), rng)
    return rng.choice(state.legal_actions())


def play_random(
    state: GameState[Any],
    rng: random.Random,
    steps: int = MAX_STEPS,
    bots: list[Bot[Any]] | None = None,
) -> list[Action]:
    """Legal actions (see :func:`pick`) until the hand is over (or ``steps`` were played)."""
    played: list[Action] = []
    while not state.is_over and len(played) < steps:
        action = pick(state, rng, bots)
        events = state.apply(action)
        assert events and all(isinstance(e, GameEvent) for e in events)
        played.append(action)
    return played


def snapshot(state: GameState[Any]) -> tuple[object, ...]:
    """Everything observable about a state: its save, its cards, its turn, every view."""
    return (
        # what a save holds (a dealt-as-given deck cannot be saved: its seed does not deal it)
        (state.rules.to_dict(), state.seed, state.dealer, [str(a) for a in state.actions]),
        state.card_places(),
        state.phase,
        state.to_act,
        state.turn,
        tuple(state.legal_actions()),
        tuple(state.view(seat) for seat in range(state.seats)),
    )


# -- the protocol itself -------------------------------------------------------------------


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_registry_entry_and_protocol(gid: str, players: int) -> None:
    entry = GAMES[gid]
    assert entry.id == gid
    assert players in entry.seats
    rules = entry.default_rules(players)
    assert rules.players == players
    assert entry.rules_from_dict(rules.to_dict()) == rules
    state = entry.random_state(7, players)
    assert isinstance(state, entry.state_type)
    assert isinstance(state, GameState)
    assert game_of(state) is entry
    assert state.seats == players
    copy = state.copy()
    assert copy is not state and snapshot(copy) == snapshot(state)
    play_random(copy, random.Random(1))
    assert snapshot(copy) != snapshot(state)  # the copy is independent
    assert all(isinstance(m, GameMatch) for m in _MATCHES)
    for level in ("easy", "medium", "hard", "expert"):
        bot = entry.make_bot(level, seed=1)
        assert isinstance(bot, Bot)
    view = state.view(state.to_act)
    bot = entry.make_bot("medium", seed=3)
    assert bot.choose(view, random.Random(3)) in view.legal_actions
    sample = view.determinize(random.Random(5))
    assert sample.view(view.player) == view


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_a_deck_dealt_as_given_is_the_seeded_deal(gid: str, players: int) -> None:
    """``from_deck`` deals exactly as ``new_state`` does from its seed's shuffle."""
    entry = GAMES[gid]
    for rules in deals(entry, players):
        for seed in (0, 3, 11):
            deck = list(DECK)
            random.Random(seed).shuffle(deck)
            dealer = seed % players
            dealt = entry.from_deck(rules, deck, dealer, seed)
            assert snapshot(dealt) == snapshot(entry.new_state(rules, seed, dealer))
    with pytest.raises(IllegalActionError):
        entry.from_deck(entry.default_rules(players), list(DECK)[:-1])
    with pytest.raises(SaveError) as refused:
        serialize.dumps(dealt)
    assert refused.value.code == "not_saveable"


def test_registry_refuses_other_games_rules() -> None:
    from engine.errors import RulesError

    jin, rummy = GAMES["jinlami"], GAMES["rummy"]
    with pytest.raises(RulesError):
        jin.new_state(rummy.default_rules(2), seed=1)
    with pytest.raises(RulesError):
        rummy.new_state(jin.default_rules(), seed=1)
    with pytest.raises(RulesError):
        jin.default_rules(3)


# -- (a) random play, cards conserved ------------------------------------------------------


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_random_play_conserves_cards(gid: str, players: int) -> None:
    entry = GAMES[gid]
    endings = [0, 0]
    for rules in deals(entry, players):
        for seed in range(20):
            rng = random.Random(seed)
            state = entry.new_state(rules, seed, seed % players)
            bots = players_for(state, seed)
            for _ in range(MAX_STEPS):
                conserved(state)
                if seed % 4 == 0:
                    turn_invariants(state)
                if state.is_over:
                    break
                state.apply(pick(state, rng, bots))
            final_invariants(state)
            conserved(state)
            endings[state.winner is not None] += 1
    assert all(endings), f"hands won and hands not won both occur: {endings}"


# -- (b) illegal actions refused, nothing changed --------------------------------------------


def candidate_actions(state: GameState[Any], rng: random.Random) -> list[Action]:
    """Actions of every kind either game knows, mostly illegal here."""
    hand = state.hand(state.to_act) or list(DECK)
    cards = rng.sample(list(DECK), 6) + rng.sample(hand, min(3, len(hand)))
    out = [
        Action.draw_stock(),
        Action.draw_discard(),
        Action.pass_(),
        Action.end_layoff(),
        Action.undo(),
    ]
    for c in cards:
        out += [Action.discard(c), Action.knock(c), Action.layoff(c, rng.randrange(4))]
    if len(hand) >= 3:
        out.append(Action.meld(rng.sample(hand, 3)))
    if len(hand) >= 2:
        pair = rng.sample(hand, 2)  # never a meld: too short
        out += [Action.meld(pair), Action.declare([pair])]
    return out


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_illegal_actions_are_refused_and_change_nothing(gid: str, players: int) -> None:
    entry = GAMES[gid]
    refused = 0
    for rules in deals(entry, players):
        for seed in range(5):
            rng = random.Random(100 + seed)
            state = entry.new_state(rules, seed, seed % players)
            bots = players_for(state, seed)
            step = 0
            while True:
                if step % 3 == 0 or state.is_over:
                    legal = set(state.legal_actions())
                    illegal = [a for a in candidate_actions(state, rng) if a not in legal]
                    before = snapshot(state)
                    for action in rng.sample(illegal, min(4, len(illegal))):
                        with pytest.raises(IllegalActionError) as caught:
                            state.apply(action)
                        assert isinstance(caught.value.code, str) and caught.value.code
                        assert caught.value.code != "illegal_action"  # a specific reason
                        assert str(caught.value)
                        refused += 1
                    assert snapshot(state) == before, f"{action} changed the state"
                if state.is_over:
                    break
                state.apply(pick(state, rng, bots))
                step += 1
            with pytest.raises(IllegalActionError) as caught:
                state.apply(Action.draw_stock())
            assert caught.value.code == "hand_over"
    assert refused > 50


# -- (c) hidden cards relabelled, the view unchanged ---------------------------------------


def relabel(action: Action, mapping: dict[int, int]) -> Action:
    """``action`` with its cards renamed by ``mapping`` (card mask -> card mask)."""

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


_BY_MASK = {c.mask: c for c in DECK}


def seen_by(view: GameView) -> set[Card]:
    """Cards the seat saw in its own event list.  ``unseen_cards`` can include one of them:
    in 金拉米 a card the seat discarded, that the opponent took and then knocked with face
    down, is "unseen" for sampling although the seat knows where it went."""
    return {e.card for e in view.events if e.card is not None}


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_view_ignores_hidden_cards(gid: str, players: int) -> None:
    entry = GAMES[gid]
    compared = moved = skipped = 0
    for rules in deals(entry, players):
        for seed in range(24):
            rng = random.Random(1_000 + seed)
            deck: list[Card] = list(DECK)
            rng.shuffle(deck)
            dealer = seed % players
            state = entry.from_deck(rules, deck, dealer)
            actions = play_random(state, rng, rng.randrange(1, 160), players_for(state, seed))
            for seat in range(players):
                view = state.view(seat)
                hidden = [c.mask for c in view.unseen_cards() if c not in seen_by(view)]
                shuffled = hidden[:]
                rng.shuffle(shuffled)
                mapping = dict(zip(hidden, shuffled, strict=True))
                other = entry.from_deck(
                    rules, [_BY_MASK[mapping.get(c.mask, c.mask)] for c in deck], dealer
                )
                try:
                    for action in actions:
                        other.apply(relabel(action, mapping))
                except IllegalActionError:
                    # another seat's move that the relabelled hidden cards make illegal
                    # (a knock over the limit): not the same public history
                    skipped += 1
                    continue
                assert other.view(seat) == view, f"seat {seat} sees a hidden card"
                compared += 1
                moved += other.card_places() != state.card_places()
    assert compared > 3 * skipped
    assert moved > compared // 2  # the relabelling did move hidden cards


# -- (d) save and load round-trip at every step --------------------------------------------


def round_trip(state: GameState[Any], meta: dict[str, Any]) -> None:
    text = state.dumps(meta)
    assert text == serialize.dumps(state, meta)
    entry = game_of(state)
    loaded = entry.load_state(text)
    assert type(loaded) is type(state)
    assert loaded.dumps(meta) == text
    assert loaded.legal_actions() == state.legal_actions()
    assert loaded.card_places() == state.card_places()
    assert loaded.phase == state.phase and loaded.to_act == state.to_act
    for seat in range(state.seats):
        assert loaded.view(seat) == state.view(seat)


@pytest.mark.parametrize(("gid", "players"), TABLES, ids=TABLE_IDS)
def test_save_load_round_trip_at_every_step(gid: str, players: int) -> None:
    entry = GAMES[gid]
    for rules in deals(entry, players):
        for seed in range(3):
            rng = random.Random(2_000 + seed)
            state = entry.new_state(rules, 50 + seed, (seed + 1) % players)
            meta = {"names": [f"seat {s}" for s in range(players)], "seed": seed}
            bots = players_for(state, seed + 1)
            while True:
                round_trip(state, meta)
                if state.is_over:
                    break
                state.apply(pick(state, rng, bots))
