"""Statistics by match mode and by variant: real matches of every mode the New match page
offers (Hollywood of Oklahoma and Straight Gin among them), recorded, then counted here
without the store's SQL and compared with ``by_mode`` and ``by_rules``."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.storage.stats import StatsStore, Summary, Tally
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock, choose_action

#: (rules preset, config, how many hands, ending, practice) of each recorded match.
MATCHES = (
    ("classic", MatchConfig.fixed(2), 2, "finish", False),
    ("jj", MatchConfig.target_score(30, 3), 3, "finish", False),
    ("international", MatchConfig.game(40), 3, "abandon", False),
    ("oklahoma", MatchConfig.hollywood(30), 3, "resign", False),
    ("oklahoma", MatchConfig.hollywood(25), 2, "abandon", False),
    ("straight", MatchConfig.hollywood(30), 2, "abandon", True),
    ("straight", MatchConfig.game(30), 1, "open", False),
    ("oklahoma", MatchConfig.fixed(1), 1, "finish", False),
)


@dataclass
class Counted:
    matches: dict[str | None, int] = field(default_factory=dict)
    hands: dict[str, int] = field(default_factory=dict)


@dataclass
class History:
    store: StatsStore
    by_mode: dict[tuple[bool, str], Counted]
    by_rules: dict[tuple[bool, str], Counted]


def record_modes(path: Path) -> History:
    """Record :data:`MATCHES` into the database at ``path`` (the store left open), counted
    by mode and by rules preset as they are played."""
    store = StatsStore(path, clock=FakeClock(), parts=PARTS)
    rng = random.Random(3)
    by_mode: dict[tuple[bool, str], Counted] = {}
    by_rules: dict[tuple[bool, str], Counted] = {}
    for i, (preset, config, hands, ending, practice) in enumerate(MATCHES):
        match = Match(Rules.preset(preset), config, seed=500 + i)
        mid = store.start_match_for(match, opponents=("medium",), practice=practice)
        for _ in range(hands):
            if match.is_over:
                break
            state = match.start_hand()
            while not state.is_over:
                match.apply(choose_action(state, rng))
        store.record_missing_hands(mid, match)
        result: str | None
        if ending == "abandon":
            store.finish_match(mid, "abandoned")
            result = "abandoned"
        elif ending == "open":
            result = None
        else:
            result = store.finish_match_from(mid, match, resigned=ending == "resign")
        for key, book in (((practice, config.mode), by_mode), ((practice, preset), by_rules)):
            counted = book.setdefault(key, Counted())
            counted.matches[result] = counted.matches.get(result, 0) + 1
            for r in match.records:
                hand = "drawn" if r.winner is None else "won" if r.winner == 0 else "lost"
                counted.hands[hand] = counted.hands.get(hand, 0) + 1
    return History(store, by_mode, by_rules)


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    recorded = record_modes(tmp_path / "stats.sqlite3")
    yield recorded
    recorded.store.close()


def _summary(c: Counted) -> Summary:
    m, h = c.matches, c.hands
    resigned = m.get("resigned", 0)
    return Summary(
        Tally(
            played=sum(m.get(r, 0) for r in ("won", "lost", "drawn", "resigned")),
            won=m.get("won", 0),
            lost=m.get("lost", 0) + resigned,
            drawn=m.get("drawn", 0),
            resigned=resigned,
            abandoned=m.get("abandoned", 0),
            in_progress=m.get(None, 0),
        ),
        Tally(
            played=sum(h.values()),
            won=h.get("won", 0),
            lost=h.get("lost", 0),
            drawn=h.get("drawn", 0),
        ),
    )


def _expected(book: dict[tuple[bool, str], Counted], practice: bool) -> dict[str, Summary]:
    return {key: _summary(c) for (p, key), c in sorted(book.items()) if p == practice}


@pytest.mark.parametrize("practice", [False, True])
def test_by_mode_counts_every_match_and_hand_under_its_mode(
    history: History, practice: bool
) -> None:
    got = history.store.by_mode(practice=practice)
    assert got == _expected(history.by_mode, practice)
    if not practice:
        assert set(got) == {"fixed", "target", "game", "hollywood"}
        hollywood = got["hollywood"]
        assert hollywood.matches.resigned == 1 and hollywood.matches.abandoned == 1
        assert hollywood.hands.played > 0
        # an open match is in play, its hands counted under its mode
        assert got["game"].matches.in_progress == 1
    # each hand counts under one mode: the modes add up to the whole
    whole = history.store.summary(practice=practice)
    assert sum(s.hands.played for s in got.values()) == whole.hands.played
    assert sum(s.matches.played for s in got.values()) == whole.matches.played


def test_by_rules_splits_the_new_variants(history: History) -> None:
    got = history.store.by_rules()
    assert got == _expected(history.by_rules, False)
    assert {"oklahoma", "straight"} <= set(got)


def test_both_scopes_and_the_overview_carry_the_modes(history: History) -> None:
    both = history.store.by_mode(practice=None)
    assert both["hollywood"].matches.abandoned == 2  # the practice one too
    overview = history.store.overview(practice=False)
    assert overview.by_mode == history.store.by_mode(practice=False)
    assert history.store.by_mode(game="rummy") == {}
