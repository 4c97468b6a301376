"""Bots: legal play under every preset, fairness by construction, determinism, bounded
work (speed itself is measured by ``engine.bench``, never here)."""

from __future__ import annotations

import random
from typing import TypedDict

import pytest

from engine import HandState, Phase, Rules, RulesError, parse_cards
from engine.cards import DECK, mask_of
from engine.jinlami.bots import BOT_NAMES, Bot, make, medium_selfplay_rate, parse_spec
from engine.jinlami.bots.knowledge import best_discard, read_view
from engine.jinlami.bots.medium import makes_meld
from engine.jinlami.view import PlayerView
from engine.melds import min_deadwood

PRESETS = ("classic", "jj", "gin1909", "international")


def _frozen_clock() -> float:
    """A clock that never moves: the expert's look-ahead always finishes, so its
    decisions depend on the seed only, not on the machine."""
    return 0.0


def _bot(name: str, seed: int = 1) -> Bot:
    # the expert with its search on (the default budget), few play-outs in this process
    # and a frozen clock: fast and machine-independent, and the search is held to
    # fairness too
    if name.startswith("expert"):
        return make(
            name,
            seed=seed,
            playouts=8,
            workers=0,
            samples=16,
            samples_low=16,
            lookahead=2,
            lookahead_samples=8,
            draw_samples=8,
            clock=_frozen_clock,
        )
    return make(name, seed=seed)


def _quick_bot(name: str, seed: int = 1) -> Bot:
    """The same policy with fewer roll-outs: for the tests of legality, not of strength."""
    if name == "expert":
        return make(name, seed=seed, samples=4, budget_ms=50)
    if name == "hard":
        return make(name, seed=seed, samples=24, samples_low=24, candidates=4, horizon=6)
    return make(name, seed=seed)


def _play(rules: Rules, seed: int, bots: list[Bot]) -> HandState:
    state = HandState.new(rules, seed=seed, dealer=seed % 2)
    rngs = [random.Random(seed * 2), random.Random(seed * 2 + 1)]
    while not state.is_over:
        p = state.to_act
        view = state.view(p)
        action = bots[p].choose(view, rngs[p])
        assert action in view.legal_actions, (str(action), [str(a) for a in view.legal_actions])
        state.apply(action)
    return state


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("name", BOT_NAMES)
def test_every_bot_plays_only_legal_actions(preset: str, name: str) -> None:
    rules = Rules.preset(preset)
    hands = 2 if name == "expert" else 6
    for seed in range(hands):
        for opponent in ("medium", name):
            state = _play(rules, seed, [_quick_bot(name), _quick_bot(opponent, 2)])
            assert state.is_over


def _layoff_state() -> HandState:
    """A state in the LAYOFF phase reached through real play."""
    rules = Rules.preset("classic")
    for seed in range(200):
        state = HandState.new(rules, seed=seed)
        bots = [make("medium", seed=1), make("medium", seed=2)]
        rng = random.Random(seed)
        while not state.is_over and state.phase is not Phase.LAYOFF:
            state.apply(bots[state.to_act].choose(state.view(state.to_act), rng))
        if state.phase is Phase.LAYOFF and len(state.legal_actions()) > 1:
            return state
    raise AssertionError("no layoff position found")


def test_bots_lay_off_like_the_engines_best_layoff() -> None:
    state = _layoff_state()
    expected = state.copy()
    for a in expected.best_layoff_actions():
        expected.apply(a)
    bot = make("hard", seed=1)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), random.Random(0)))
    assert state.settlement == expected.settlement


def test_declaration_is_the_engines_default() -> None:
    rules = Rules.preset("classic")
    for seed in range(100):
        state = HandState.new(rules, seed=seed)
        bots = [make("medium", seed=1), make("medium", seed=2)]
        rng = random.Random(seed)
        while not state.is_over and state.phase is not Phase.DECLARE:
            state.apply(bots[state.to_act].choose(state.view(state.to_act), rng))
        if state.phase is Phase.DECLARE:
            view = state.view(state.to_act)
            for name in BOT_NAMES:
                assert _bot(name).choose(view, random.Random(0)) == view.legal_actions[0]
            return
    raise AssertionError("no knock found")


_POSITIONS: dict[str, tuple[list[tuple[HandState, int]], list[int]]] = {}


def _positions(preset: str, count: int) -> list[tuple[HandState, int]]:
    """Positions from seeded play where the player to act has a real choice (the first
    ``count`` of one sequence per preset, played once and shared by the tests, which only
    read them)."""
    rules = Rules.preset(preset)
    out, next_seed = _POSITIONS.setdefault(preset, ([], [0]))
    seed = next_seed[0]
    while len(out) < count:
        state = HandState.new(rules, seed=seed, dealer=seed % 2)
        bots = [make("medium", seed=seed), make("medium", seed=seed + 1)]
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            p = state.to_act
            if len(state.legal_actions()) > 1 and step % 3 == seed % 3:
                out.append((state.copy(), p))
            state.apply(bots[p].choose(state.view(p), rng))
            step += 1
        seed += 1
    next_seed[0] = seed
    return out[:count]


#: Fewer roll-outs for the expert's deep evaluation where a test looks at the logic of its
#: look-ahead, not at its strength.
class _Fewer(TypedDict):
    """Fewer roll-out samples than the real levels use (keyword overrides)."""

    samples: int
    samples_low: int


_FEWER: _Fewer = {"samples": 64, "samples_low": 64}


def _other_world(state: HandState, player: int, rng: random.Random) -> HandState:
    """The same position for ``player`` with the hidden cards dealt differently."""
    other = state.view(player).determinize(rng)
    other.seed = state.seed
    other.actions = list(state.actions)
    return other


@pytest.mark.parametrize("name", [*BOT_NAMES, "hard:opp_model", "expert:opp_model"])
def test_fairness_same_view_other_hidden_cards_same_decision(name: str) -> None:
    checked = 0
    for preset in ("classic", "jj"):
        for state, p in _positions(preset, 12 if name.startswith("expert") else 30):
            view = state.view(p)
            other = _other_world(state, p, random.Random(checked))
            if other.hands[1 - p] == state.hands[1 - p] and other.stock == state.stock:
                continue
            other_view = other.view(p)
            assert other_view == view  # what the seat knows is identical
            a = _bot(name, 7).choose(view, random.Random(42))
            b = _bot(name, 7).choose(other_view, random.Random(42))
            assert a == b
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(
    "name",  # the expert's hands take several seconds
    [pytest.param(n, marks=pytest.mark.slow) if n == "expert" else n for n in BOT_NAMES],
)
def test_same_seed_same_decisions(name: str) -> None:
    rules = Rules.preset("jj")
    first = _play(rules, 3, [_bot(name, 5), _bot("hard", 6)])
    second = _play(rules, 3, [_bot(name, 5), _bot("hard", 6)])
    assert first.actions == second.actions


def test_bot_without_rng_uses_its_own_seeded_generator() -> None:
    state = HandState.new(Rules.preset("classic"), seed=11)
    view = state.view(state.to_act)
    assert make("medium", seed=3).choose(view) == make("medium", seed=3).choose(view)


def test_make_and_specs() -> None:
    assert parse_spec("expert:200") == ("expert", {"budget_ms": 200.0})
    assert parse_spec("Hard") == ("hard", {})
    bot = make("expert:250", seed=1)
    assert getattr(bot, "budget_ms", None) == 250.0
    for name in BOT_NAMES:
        assert make(name).name == name
    with pytest.raises(ValueError):
        make("grandmaster")
    with pytest.raises(ValueError):
        parse_spec("hard:100")


def test_presets_are_named_overrides_of_the_measured_variants() -> None:
    """A spec may name a preset after the level (and after the expert's budget); the
    preset is a set of keyword overrides declared once, in ``variants.PRESETS``."""
    from engine.bot_spec import parse_spec as plain_parse_spec
    from engine.jinlami.bots import PRESETS, HardVariant
    from engine.jinlami.bots.expert import ExpertBot
    from engine.jinlami.bots.hard import HardBot

    assert parse_spec("hard:melds_only") == ("hard", {"melds_only": True})
    assert parse_spec("expert:500:no_lookahead") == (
        "expert",
        {"budget_ms": 500.0, "lookahead": 0, "draw_lookahead": False},
    )
    hard = make("hard:melds_only", seed=1)
    assert isinstance(hard, HardBot) and hard.policy.v == HardVariant(melds_only=True)
    expert = make("expert:take_margin", seed=1)
    assert isinstance(expert, ExpertBot) and expert.hard.v.take_margin == 0.02
    assert expert.budget_ms == 1000.0 and expert.searching
    assert expert.hard.p.samples == 80  # the search's base is hard itself
    race = make("expert:race:take_margin", seed=1)
    assert isinstance(race, ExpertBot) and not race.searching
    assert race.hard.v.take_margin == 0.02 and race.hard.p.samples == 320  # the deep settings
    for level, presets in PRESETS.items():
        for preset, overrides in presets.items():
            assert parse_spec(f"{level}:{preset}") == (level, dict(overrides))
            assert make(f"{level}:{preset}", seed=1).name == level  # every key is taken
    with pytest.raises(ValueError, match="no preset 'nope'"):
        parse_spec("hard:nope")
    with pytest.raises(ValueError):
        parse_spec("medium:melds_only")
    with pytest.raises(ValueError):  # the game-neutral parser (the app's) knows no presets
        plain_parse_spec("hard:melds_only")


def test_removed_experiments_are_unknown_keywords() -> None:
    """Knobs whose code was removed (``docs/BOTS.md``: removed) are refused like any
    unknown keyword; the kept experiment switches are still taken one by one."""
    for level, key, value in (
        ("hard", "objective", "draws"),
        ("hard", "gin_chase_deadwood", 3),
        ("hard", "hazard_model", "linear"),
        ("expert", "search", "draw"),
        ("expert", "confidence", 2.0),
    ):
        with pytest.raises(RulesError, match=key) as err:
            make(level, seed=1, **{key: value})
        assert err.value.code == "bad_bot_option"
    for key, kept in (
        ("melds_only", True),
        ("take_margin", 1),
        ("knock_safe", 1.0),
        ("keep_partner", 1),
        ("danger_hazard", 1),
    ):
        assert make("hard", seed=1, **{key: kept}).name == "hard"


def test_medium_takes_only_melding_discards() -> None:
    hand = mask_of(parse_cards("5H 6H 9C 9D KS"))
    assert makes_meld(hand, parse_cards("7H")[0].mask)
    assert makes_meld(hand, parse_cards("9S")[0].mask)
    assert not makes_meld(hand, parse_cards("8H")[0].mask)
    assert not makes_meld(hand, parse_cards("KH")[0].mask)


def test_medium_discards_least_deadwood_never_the_taken_card() -> None:
    for state, p in _positions("jj", 40):
        view = state.view(p)
        if view.phase is not Phase.DISCARD:
            continue
        hand = mask_of(view.hand)
        a = make("medium").choose(view, random.Random(0))
        assert a.card is not None and a.card != view.taken
        best = min(min_deadwood(hand ^ c.mask) for c in view.hand if c != view.taken)
        assert min_deadwood(hand ^ a.card.mask) == best
        if any(x.kind == "knock" for x in view.legal_actions):
            assert a.kind == "knock"


def test_best_discard_is_exact() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        cards = rng.sample(DECK, 11)
        hand = mask_of(cards)
        taken = rng.choice(cards).mask if rng.random() < 0.5 else 0
        card, dw = best_discard(hand, taken)
        assert card & hand and card != taken
        assert dw == min(min_deadwood(hand ^ c.mask) for c in cards if c.mask != taken)


def test_knowledge_reads_only_the_view() -> None:
    for state, p in _positions("gin1909", 20):
        view = state.view(p)
        k = read_view(view)
        assert k.hand == mask_of(view.hand)
        assert not k.unseen & k.hand
        assert abs(sum(k.q[b] for b in range(64) if k.unseen >> b & 1) - k.opp_unknown) < 0.1
        assert all(k.q[c.bit] == 1.0 for c in view.opponent_known)


def test_view_is_all_a_bot_gets() -> None:
    import inspect

    sig = inspect.signature(Bot.choose)
    assert list(sig.parameters) == ["self", "view", "rng"]
    state = HandState.new(Rules.preset("classic"), seed=2)
    assert isinstance(state.view(0), PlayerView)


def test_the_quick_levels_do_bounded_work(monkeypatch: pytest.MonkeyPatch) -> None:
    """``easy`` and ``medium`` never roll out; ``hard``'s roll-outs per decision stay
    within what its parameters allow, whatever the position (its speed is in the bench)."""
    from engine.jinlami.bots import hard as hard_module
    from engine.jinlami.bots.hard import HardParams
    from engine.jinlami.bots.rollout import race_win as real

    drawn: list[int] = []

    def counting(h10: int, seqs: list[list[int]], *args: object, **kwargs: object) -> float:
        drawn.append(sum(len(sq) for sq in seqs))
        return real(h10, seqs, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(hard_module, "race_win", counting)
    positions = _positions("classic", 40)
    for name in ("easy", "medium"):
        bot = make(name, seed=1)
        for state, p in positions:
            bot.choose(state.view(p), random.Random(0))
        assert drawn == [], name
    params = HardParams()
    # every candidate on every sequence, for the draw (take and blind) and the knock check
    bound = 3 * (params.candidates + 1) * params.samples * params.horizon
    bot = make("hard", seed=1)
    rolled = 0
    for state, seat in positions:
        drawn.clear()
        bot.choose(state.view(seat), random.Random(0))
        assert sum(drawn) <= bound
        rolled += bool(drawn)
    assert rolled >= 10


def test_expert_stops_its_lookahead_when_the_clock_says_the_budget_is_spent() -> None:
    """The look-ahead reads an injected clock: once the budget's share is spent the
    expert plays ``hard``'s own choice (its deep evaluation); with time left it looks
    deeper and sometimes changes that choice.  No test waits on the wall clock."""
    from engine.jinlami.bots.expert import ExpertBot

    class Clock:
        """Reads 0 at the start of a decision, then ``after`` seconds."""

        def __init__(self, after: float) -> None:
            self.after = after
            self.reads = 0

        def __call__(self) -> float:
            self.reads += 1
            return 0.0 if self.reads == 1 else self.after

    small = {
        "samples": 16,
        "samples_low": 16,
        "lookahead_samples": 8,
        "draw_samples": 8,
        "playouts": 0,  # the race evaluation (``expert:race``)
    }
    spent, frozen = Clock(after=10.0), Clock(after=0.0)
    late = ExpertBot(seed=1, clock=spent, **small)  # type: ignore[arg-type]
    timely = ExpertBot(seed=1, clock=frozen, **small)  # type: ignore[arg-type]
    plain = ExpertBot(seed=1, **small)  # type: ignore[arg-type]
    assert late.lookahead == 4  # the default budget (1 s) looks ahead
    looked = changed = 0
    for state, p in _positions("classic", 60):
        view = state.view(p)
        if view.phase not in (Phase.DRAW, Phase.DISCARD):
            continue
        spent.reads = frozen.reads = 0
        own = plain.hard.decide_k(view, read_view(view), random.Random(0))[0]
        assert late.choose(view, random.Random(0)) == own
        assert spent.reads >= 1
        deeper = timely.choose(view, random.Random(0))
        assert deeper in view.legal_actions
        looked += 1
        changed += deeper != own
        if looked >= 16:
            break
    assert looked >= 12 and changed >= 1
    # below the deep budget the clock is never read (``test_expert_budgets.py``)


def test_medium_selfplay_rate() -> None:
    r = medium_selfplay_rate(hands=5, seed=1)
    assert r["hands"] == 5 and r["hands_per_s"] > 0


def test_greedy_step_is_exact() -> None:
    from engine.jinlami.bots.rollout import greedy_step

    rng = random.Random(8)
    for _ in range(1500):
        hand = mask_of(rng.sample(DECK, 11))
        h10, dw, dead = greedy_step(hand)
        assert h10.bit_count() == 10 and h10 & ~hand == 0
        assert dw == min(min_deadwood(hand ^ c.mask) for c in DECK if c.mask & hand)
        assert min_deadwood(h10) == dw and dead & ~h10 == 0
    gin11 = mask_of(parse_cards("AS 2S 3S 4S 5H 6H 7H 8H 9C 9D 9H"))  # nothing loose
    h10, dw, dead = greedy_step(gin11)
    assert h10.bit_count() == 10 and dw == 0 and dead == 0


def test_race_rollouts_prefer_the_hand_closer_to_a_knock() -> None:
    from engine.jinlami.bots.rollout import RaceTable, race_win, sample_sequences

    rules = Rules.preset("classic")
    state = HandState.new(rules, seed=4)
    k = read_view(state.view(state.to_act))
    seqs = sample_sequences(k, random.Random(1), 40, 6)
    assert len(seqs) == 40 and all(len(set(s)) == 6 for s in seqs)
    assert all(not k.hand >> b & 1 and k.unseen >> b & 1 for s in seqs for b in s)
    near = mask_of(parse_cards("2H 3H 4H 7S 7D 7C 9D 9C KS KH"))  # 38 points of two pairs
    melded = mask_of(parse_cards("2H 3H 4H 7S 7D 7C 9D 9C 9S AS"))  # 1 point: knock now
    table = RaceTable()
    hazard, undercut = [0.1] * 7, [1.0, 0.5, 0.0]
    assert race_win(melded, seqs, 10, table, hazard, undercut, 0.4) > race_win(
        near, seqs, 10, table, hazard, undercut, 0.4
    )


def test_race_table_steps_greedily_and_stays_out_of_the_garbage_collector() -> None:
    import gc

    from engine.jinlami.bots.rollout import RaceTable, greedy_step, race_win, sample_sequences

    table = RaceTable()
    hand = mask_of(parse_cards("2H 3H 4H 7S 7D 9D 9C KS KH QC"))
    dw, dead = table.start(hand)
    assert (dw, dead) == (min_deadwood(hand), mask_of(parse_cards("7S 7D 9D 9C KS KH QC")))
    for card in parse_cards("5H 9S 2C KD"):  # melds, melds, low loose, high loose
        h, d, m = table.after_draw(hand, dw, dead, card.bit)
        if min_deadwood(hand | card.mask) < min_deadwood(hand) + card.value:
            assert (h, d) == greedy_step(hand | card.mask)[:2]
        assert d == min_deadwood(h) and m & ~h == 0 and h.bit_count() == 10
    state = HandState.new(Rules.preset("classic"), seed=4)
    k = read_view(state.view(state.to_act))
    seqs = sample_sequences(k, random.Random(1), 40, 8)
    race_win(k.hand ^ (k.hand & -k.hand), seqs, 10, table, [0.1] * 9, [0.2] * 30, 0.4)
    assert len(table.trans) > 40
    # plain ints only: a collection never walks the table (tuples made each full
    # collection walk it, 23 ms with a full table, paid by whichever decision ran)
    assert not any(gc.is_tracked(d) for d in (table.trans, table.steps, table.arr))


def test_knock_hazard_reads_the_opponents_discards() -> None:
    """The opponent's knock chance rises with their turns, their pick-ups and the lower
    their last discard (a player throws the highest loose card first)."""
    from dataclasses import replace

    from engine.jinlami.bots.hard import HardPolicy

    k = read_view(HandState.new(Rules.preset("classic"), seed=4).view(0))
    policy = HardPolicy()
    early = replace(k, opp_turns=2, opp_last_value=10)
    low = replace(early, opp_last_value=4)
    later = replace(early, opp_turns=7)
    h_early, _u = policy._models(early, 5)
    h_low, _u = policy._models(low, 5)
    h_later, _u = policy._models(later, 5)
    assert all(0.0 < h < 1.0 for h in h_early + h_low + h_later)
    assert h_low[0] > 2 * h_early[0] and h_later[0] > h_early[0]
    assert h_early[5] > h_early[0]  # later draws of theirs are riskier
    policy.limit = 5  # a lower knock limit (jj): fewer knocks at the same point
    assert policy._models(early, 5)[0][0] < h_early[0]


def test_knowledge_remembers_the_opponents_last_discard() -> None:
    for state, p in _positions("classic", 30):
        view = state.view(p)
        theirs = [c for who, c in view.discard_history if who == 1 - p]
        k = read_view(view)
        assert k.opp_last_value == (theirs[-1].value if theirs else 10)


def test_hard_halves_its_candidates_in_three_rounds_without_losing_the_best() -> None:
    """Three rounds of successive halving (``hard``'s default, for its 20 ms) rank every
    candidate once; the survivors carry their full-sample score, and the choice is the one
    of rolling every candidate out on every sequence in most positions."""
    from engine.jinlami.bots.hard import HardParams, HardPolicy

    full = HardPolicy(HardParams(halving_rounds=1))
    halved = HardPolicy(HardParams(halving_rounds=3))
    compared = agreed = 0
    for state, p in _positions("classic", 120):
        view = state.view(p)
        if view.phase is not Phase.DISCARD or any(a.kind == "knock" for a in view.legal_actions):
            continue
        k = read_view(view)
        allowed = [a.card.bit for a in view.legal_actions if a.kind == "discard" and a.card]
        ref = full.discard_scores(k, k.hand, allowed, random.Random(3))
        got = halved.discard_scores(k, k.hand, allowed, random.Random(3))  # same sequences
        if len(ref) <= 5:
            continue
        assert sorted(b for _s, b in got) == sorted(b for _s, b in ref)
        exact = dict((b, s) for s, b in ref)
        survivors = got[:3]  # rolled out on every sequence; the others were dropped early
        assert survivors == sorted(survivors)
        assert all(abs(s - exact[b]) < 1e-9 for s, b in survivors)
        assert all(s > -1.0 + 0.5 for s, _b in got[3:])  # partial score + rounds missed
        compared += 1
        agreed += got[0][1] == ref[0][1]
    assert compared >= 10 and agreed >= 0.8 * compared, (agreed, compared)


def test_expert_looks_one_draw_deeper_among_hards_best_discards() -> None:
    import math

    from engine.jinlami.bots.expert import ExpertBot

    bot = ExpertBot(seed=1, budget_ms=1000, lookahead=3, lookahead_samples=16, playouts=0)
    looked = 0
    for state, p in _positions("classic", 40):
        view = state.view(p)
        if view.phase is not Phase.DISCARD or any(a.kind == "knock" for a in view.legal_actions):
            continue
        k = read_view(view)
        bot.hard.limit = view.rules.knock_limit
        allowed = [a.card.bit for a in view.legal_actions if a.kind == "discard" and a.card]
        scores = bot.hard.discard_scores(k, k.hand, allowed, random.Random(0))
        if len(scores) < 2:
            continue
        pick = bot._lookahead(k, scores, random.Random(0), math.inf)
        assert pick in [b for _s, b in scores[:3]]
        looked += 1
        if looked >= 4:
            break
    assert looked >= 2
    # below the deep budget the look-ahead is off
    assert ExpertBot(seed=1, budget_ms=100).lookahead == 0


def test_sampled_opponent_hands_cannot_knock_after_their_discard() -> None:
    """An opponent who discarded instead of knocking holds more than the knock limit:
    the sampled hands behind the undercut risk respect that (and the view's cards)."""
    from engine.jinlami.bots.knowledge import sample_opponent_hand

    rng = random.Random(3)
    checked = below_without = below_with = 0
    for state, p in _positions("classic", 60):
        k = read_view(state.view(p))
        if not k.opp_discards or k.opp_turns < 4:
            continue
        for _ in range(20):
            improve = min(4, k.opp_turns // 2)  # as ``hard`` does
            plain = sample_opponent_hand(k, rng, improve)
            below_without += min_deadwood(plain) <= 10
            hand = sample_opponent_hand(k, rng, improve, above=10, tries=50)
            assert hand & k.opp_known == k.opp_known
            assert not hand & ~(k.unseen | k.opp_known)
            assert hand.bit_count() == k.opp_known.bit_count() + k.opp_unknown
            below_with += min_deadwood(hand) <= 10
            checked += 1
    # a hand that can knock survives only when nearly every draw of the pool can
    assert checked >= 100 and below_without > 4 * below_with and below_with < 0.1 * checked


def test_sampled_offers_favour_high_cards_steeply() -> None:
    """Opponents throw their highest loose cards first: in the roll-outs a king is offered
    far more often than a two (value ** ``power``), never a card of our draw sequence, and
    cards above the opponent's last discard less often (``above``)."""
    from engine.jinlami.bots.rollout import sample_offers

    state = HandState.new(Rules.preset("classic"), seed=5, dealer=0)
    k = read_view(state.view(1))
    rng = random.Random(2)
    low = (k.unseen & -k.unseen).bit_length() - 1  # one unseen card, our next draw
    seqs = [[low] for _ in range(3000)]
    counts = [0] * 14
    for seq, offer in zip(seqs, sample_offers(k, rng, seqs, 1, power=3.0), strict=True):
        assert offer and offer[0] != seq[0] and k.unseen >> offer[0] & 1
        counts[min(10, (offer[0] & 15) + 1)] += 1
    kings_and_tens = counts[10] / 4  # four ranks worth 10
    assert kings_and_tens > 40 * max(1, counts[2])
    flat = [0] * 14
    for offer in sample_offers(k, rng, seqs, 1, power=1.0):
        flat[min(10, (offer[0] & 15) + 1)] += 1
    assert flat[2] > 3 * counts[2]


def test_knowledge_remembers_its_own_discards() -> None:
    for state, p in _positions("classic", 30):
        view = state.view(p)
        mine = [c for who, c in view.discard_history if who == p]
        assert read_view(view).own_discards == mask_of(mine)


def test_hard_never_takes_back_a_card_it_threw() -> None:
    """A discard top that we threw earlier came back through the opponent's hand: taking it
    again lets two bots pass the same cards round for ever (the stock never shrinks)."""
    from dataclasses import replace

    from engine.jinlami.bots.hard import HardPolicy

    policy = HardPolicy()
    wanted = 0
    for state, p in _positions("classic", 400):
        view = state.view(p)
        top = view.discard_top
        if view.phase is not Phase.DRAW or top is None:
            continue
        k = read_view(view)
        hand = k.hand
        if any(min_deadwood((hand | top.mask) ^ c.mask) <= 10 for c in view.hand):
            continue  # taking it to knock at once ends the hand: always allowed
        if not policy.want_top(k, hand, top.bit, random.Random(1)):
            continue
        wanted += 1
        ours = replace(k, own_discards=k.own_discards | top.mask)
        assert not policy.want_top(ours, hand, top.bit, random.Random(1))
    assert wanted >= 5


def test_hard_takes_back_a_card_it_threw_only_to_knock_with_it() -> None:
    """Taken back to knock, a card we threw must end the hand: two bots that each took
    back their own discards and then declined a risky knock passed 3S, 5C and 2H round
    for ever at two stock cards.  So it is taken back only when the knock is accepted,
    and once taken back the knock is made whatever its risk."""
    from dataclasses import replace

    from engine.jinlami.bots.hard import HardPolicy

    class Risky(HardPolicy):
        accept = False

        def knock_ok(self, *args: object, **kwargs: object) -> bool:
            return self.accept

    policy = Risky()
    policy.rules = Rules.preset("classic")
    drawn = knocked = 0
    for state, p in _positions("classic", 800):
        view = state.view(p)
        top = view.discard_top
        k = read_view(view)
        if view.phase is Phase.DRAW and top is not None:
            if not any(min_deadwood((k.hand | top.mask) ^ c.mask) <= 10 for c in view.hand):
                continue
            ours = replace(k, own_discards=k.own_discards | top.mask)
            Risky.accept = True
            assert policy.want_top(ours, k.hand, top.bit, random.Random(1))
            Risky.accept = False
            assert policy.want_top(k, k.hand, top.bit, random.Random(1))  # not ours: take
            assert not policy.want_top(ours, k.hand, top.bit, random.Random(1))
            drawn += 1
        elif view.phase is Phase.DISCARD and view.taken is not None:
            if not any(a.kind == "knock" for a in view.legal_actions):
                continue
            Risky.accept = False
            assert policy.decide_k(view, k, random.Random(1))[0].kind == "discard"
            back = replace(k, own_discards=k.own_discards | view.taken.mask)
            assert policy.decide_k(view, back, random.Random(1))[0].kind == "knock"
            knocked += 1
    assert drawn >= 3 and knocked >= 3


def test_two_hard_bots_do_not_pass_cards_round_for_ever() -> None:
    """A deal on which two ``hard`` bots once passed 4S, 6H, 9H and 7S between them without
    end: each took the other's discard and threw a card it had thrown before."""
    state = HandState.new(Rules.preset("classic"), seed=3255407909868199508, dealer=0)
    bots = [make("hard", seed=0), make("hard", seed=1)]
    rngs = [random.Random(f"586/{s}/0") for s in (0, 1)]
    actions = 0
    while not state.is_over and actions < 400:
        p = state.to_act
        state.apply(bots[p].choose(state.view(p), rngs[p]))
        actions += 1
    assert state.is_over


def test_expert_weighs_a_blind_draw_with_its_best_discard() -> None:
    """The expert enumerates a blind draw and its best discard instead of ``hard``'s
    greedy one: it changes some of ``hard``'s draws, always to a legal action, keeps
    ``hard``'s quick answers (never a card we threw) and falls back to ``hard``'s choice
    at its deadline."""
    import math
    from dataclasses import replace

    from engine.jinlami.bots.expert import ExpertBot

    bot = ExpertBot(seed=1, playouts=0, draw_samples=8, samples=32, samples_low=32)
    looked = changed = 0
    for state, p in _positions("classic", 600):
        view = state.view(p)
        if view.phase is not Phase.DRAW or view.discard_top is None:
            continue
        k = read_view(view)
        first = bot.hard.decide_k(view, k, random.Random(2))[0]
        got = bot._draw_lookahead(view, k, random.Random(2), first, math.inf)
        assert got in view.legal_actions
        assert bot._draw_lookahead(view, k, random.Random(2), first, -math.inf) == first
        ours = replace(k, own_discards=k.own_discards | view.discard_top.mask)
        assert bot._draw_lookahead(view, ours, random.Random(2), first, math.inf) == first
        looked += 1
        changed += got != first
        if looked >= 90:
            break
    assert looked >= 80 and changed >= 4


def test_expert_weighs_the_first_up_card_like_a_draw() -> None:
    """Declining the first up-card is weighed like a blind draw (as ``hard`` does), with
    the look-ahead: always ``take`` or ``pass``, ``hard``'s choice at the deadline, and
    some of ``hard``'s answers changed."""
    import math

    from engine.jinlami.bots.expert import ExpertBot

    bot = ExpertBot(seed=1, playouts=0, draw_samples=16, **_FEWER)
    rules = Rules.preset("international")  # the up-card is offered before the first draw
    changed = 0
    for seed in range(40):
        state = HandState.new(rules, seed=seed, dealer=seed % 2)
        view = state.view(state.to_act)
        assert view.phase is Phase.OFFER
        k = read_view(view)
        first = bot.hard.decide_k(view, k, random.Random(2))[0]
        got = bot._draw_lookahead(view, k, random.Random(2), first, math.inf)
        assert got.kind in ("draw_discard", "pass")
        assert bot._draw_lookahead(view, k, random.Random(2), first, -math.inf) == first
        changed += got != first
    assert changed >= 2


@pytest.mark.slow
def test_expert_draw_lookahead_honours_the_take_margin() -> None:
    """Taking the discard top tells the opponent what we collect, so the expert takes it
    only when it looks better than a blind draw by ``take_margin``: a margin larger than
    any win chance turns every take that is not a knock into a blind draw."""
    import math

    from engine.jinlami.bots.expert import ExpertBot
    from engine.melds import min_deadwood

    eager = ExpertBot(seed=1, playouts=0, draw_samples=16, take_margin=0.0, **_FEWER)
    shy = ExpertBot(seed=1, playouts=0, draw_samples=16, take_margin=2.0, **_FEWER)
    takes = 0
    for state, p in _positions("classic", 600):
        view = state.view(p)
        top = view.discard_top
        if view.phase is not Phase.DRAW or top is None:
            continue
        k = read_view(view)
        ht = k.hand | top.mask
        if any(min_deadwood(ht ^ c.mask) <= 10 for c in view.hand):
            continue  # taking it knocks: a quick answer, margin or not
        first = eager.hard.decide_k(view, k, random.Random(2))[0]
        got = eager._draw_lookahead(view, k, random.Random(2), first, math.inf)
        if got.kind != "draw_discard":
            continue
        takes += 1
        first = shy.hard.decide_k(view, k, random.Random(2))[0]
        assert shy._draw_lookahead(view, k, random.Random(2), first, math.inf).kind == "draw_stock"
        if takes >= 12:
            break
    assert takes >= 8


def test_melds_only_takes_the_discard_top_only_when_it_melds() -> None:
    """``melds_only`` (off by default; measured in ``docs/BOTS.md``): ``hard`` takes
    cards that only start a combination when its roll-outs favour them; with the knob the
    top is taken only to make a meld (or to knock), and the expert's draw look-ahead draws
    blind otherwise, whatever it would say."""
    import math

    from engine.jinlami.bots.expert import ExpertBot
    from engine.jinlami.bots.hard import HardPolicy
    from engine.jinlami.bots.rollout import makes_meld_bit

    expert = ExpertBot(seed=1, playouts=0, draw_samples=16, melds_only=True, **_FEWER)
    hard = HardPolicy()
    looked = hard_partials = melds_taken = 0
    for state, p in _positions("classic", 900):
        view = state.view(p)
        top = view.discard_top
        if view.phase is not Phase.DRAW or top is None:
            continue
        k = read_view(view)
        if any(min_deadwood((k.hand | top.mask) ^ c.mask) <= 10 for c in view.hand):
            continue  # taking it knocks: always allowed
        first = expert.hard.decide_k(view, k, random.Random(2))[0]
        got = expert._draw_lookahead(view, k, random.Random(2), first, math.inf)
        if makes_meld_bit(k.hand, top.bit):
            melds_taken += got.kind == "draw_discard"
            continue
        assert first.kind == "draw_stock" and got.kind == "draw_stock", view.hand
        hard_partials += hard.want_top(k, k.hand, top.bit, random.Random(2))
        looked += 1
        if looked >= 60:
            break
    assert looked >= 40 and hard_partials >= 3 and melds_taken >= 3
