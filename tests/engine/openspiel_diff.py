"""Oklahoma Gin against OpenSpiel's ``gin_rummy``: the same deals, the same moves, the
knock limit and the score compared (docs/RULES.md E4, "Differences from OpenSpiel").

::

    python -m tests.engine.openspiel_diff N [--seed S] [--bots medium,easy] [--json]

Run it with a Python that has OpenSpiel (``pip install open_spiel``, a wheel: its
``pyspiel``) and this repository on the path: the engine is pure Python, so any
Python 3.11 with ``pyspiel`` will do, e.g. a separate venv run from the repository root.
``tests/engine/test_openspiel_diff.py`` runs it (marked slow; skipped without
``pyspiel`` unless ``OPENSPIEL_PYTHON`` names such a Python).

How: N hands of the ``oklahoma`` preset are played by our bots; each hand is then
replayed move for move in ``pyspiel.load_game("gin_rummy", {"oklahoma": True})``: its
chance nodes get our deal (OpenSpiel's player 0 is our non-dealer, who is offered the
up-card first in both) and then the card our stock gave at each draw; our knock, our
declared melds, each lay-off and the defender's melds are OpenSpiel's knock, meld,
lay-off and meld actions (a run longer than OpenSpiel's five cards is laid as shorter
runs).  Compared: the knock limit of the up-card (``knock_card()``) with ours, every
move's legality in OpenSpiel, and the hand's score (``returns()``) with ours.  Each
difference is explained by one of the documented differences (:data:`DIFFERENCES`) or
it is a bug of ours: the command then exits 1.  Besides, the knock limit of each of the
52 up-cards is compared on its own (:func:`knock_limits`).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from engine.actions import (
    DECLARE,
    DISCARD,
    DRAW_DISCARD,
    DRAW_STOCK,
    END_LAYOFF,
    KNOCK,
    LAYOFF,
    PASS,
)
from engine.cards import DECK, Card, cards_from_mask
from engine.jinlami.bots import make
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.melds import arrange_mask, is_meld_mask, min_deadwood
from engine.tools.common import play_out

__all__ = ["DIFFERENCES", "HandCheck", "check_hand", "knock_limits", "load_pyspiel", "main", "run"]

#: The documented differences (docs/RULES.md E4) a mismatch may be explained by.
DIFFERENCES = {
    "spade_double": "Oklahoma's spade up-card doubles our hand; OpenSpiel has no doubling",
    "big_gin": "our Big Gin scores 31 + D; OpenSpiel has none: the same hand knocks gin, 25 + D",
    "equal_deadwood": "equal deadwood is our undercut (25 to the defender); OpenSpiel scores 0",
    "wall": "our hand is a draw at the discard leaving two stock cards; OpenSpiel lets the "
    "next player take that discard and knock",
    "turn_limit": "our hand is a draw after 120 turns; OpenSpiel ends after 50 up-card draws",
    "knock_card_cap": "a custom knock limit caps our Oklahoma limit; OpenSpiel's knock_card "
    "is replaced by the up-card's value",
    "eleven_card_deadwood": "OpenSpiel refuses a legal knock: its deadwood of the 11 cards "
    "after a draw melds the most points of all 11 and then drops the highest deadwood card, "
    "which can miss the discard that leaves the least (the score cannot be compared)",
}
#: The custom knock limit the up-cards are checked with too (``knock_card_cap``).
CAP = 5
#: The longest run OpenSpiel has a meld action for.
OS_LONGEST_RUN = 5


def load_pyspiel() -> Any:
    """OpenSpiel's module (an ``ImportError`` without it), untyped: it ships no stubs."""
    return importlib.import_module("pyspiel")


@dataclass
class HandCheck:
    """One hand compared: its knock limits, scores (OpenSpiel player 0's, ours for the
    same seat) and what explains a difference (``explained``), or the mismatch."""

    seed: int
    dealer: int
    upcard: str
    ours_limit: int
    os_limit: int
    ours_score: int
    os_score: int | None
    kind: str  # our settlement's kind, or "draw"
    explained: list[str] = field(default_factory=list)
    bug: str | None = None
    wall_knock_offered: bool = False

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


class _Replay:
    """One hand replayed in OpenSpiel."""

    def __init__(self, pyspiel: Any, game: Any) -> None:
        self.gr = pyspiel.gin_rummy
        self.utils = self.gr.GinRummyUtils(13, 4, 10)
        self.state = game.new_initial_state()
        self.os_card = {
            c: self.utils.card_strings_to_card_ints([str(c)[0] + str(c)[1].lower()])[0]
            for c in DECK
        }

    def act(self, action: int, what: str) -> None:
        if action not in self.state.legal_actions():
            raise _NotLegal(
                f"{what} is not legal in OpenSpiel (phase {self.state.current_phase()})"
            )
        self.state.apply_action(action)

    def chance(self, card: Card) -> None:
        if not self.state.is_chance_node():
            raise _NotLegal(f"OpenSpiel deals no card now (phase {self.state.current_phase()})")
        self.act(self.os_card[card], f"dealing {card}")

    def card(self, card: Card, what: str) -> None:
        self.act(self.os_card[card], f"{what} {card}")

    def melds(self, melds: Sequence[int], what: str) -> None:
        for meld in melds:
            for piece in _os_pieces(meld):
                ints = sorted(self.os_card[c] for c in cards_from_mask(piece))
                self.act(self.gr.MELD_ACTION_BASE + self.utils.meld_to_int(ints), f"{what} meld")


class _NotLegal(Exception):
    pass


class _Explained(Exception):
    """OpenSpiel cannot follow the hand, for a documented difference (its name)."""


def _os_pieces(meld: int) -> list[int]:
    """``meld`` as OpenSpiel's melds: a run of six cards or more as runs of three to five
    (its meld actions stop at five), low cards first."""
    cards = cards_from_mask(meld)
    if len(cards) <= OS_LONGEST_RUN or is_meld_mask(meld) != "run":
        return [meld]
    pieces: list[int] = []
    rest = sorted(cards, key=lambda c: c.rank)
    while len(rest) > OS_LONGEST_RUN:
        pieces.append(sum(c.mask for c in rest[:3]))
        rest = rest[3:]
    pieces.append(sum(c.mask for c in rest))
    return pieces


def check_hand(
    pyspiel: Any, game: Any, rules: Rules, seed: int, dealer: int, bots: Sequence[Any]
) -> HandCheck:
    """Deal ``seed`` (``dealer`` deals) played by ``bots`` in our engine, then in OpenSpiel."""
    played = HandState.new(rules, seed=seed, dealer=dealer)
    play_out(played, bots, [random.Random(f"os-diff/{seed}/{p}") for p in (0, 1)])
    fresh = HandState.new(rules, seed=seed, dealer=dealer)
    nd = 1 - dealer  # OpenSpiel's player 0
    up = fresh.discard_top
    assert up is not None
    r = _Replay(pyspiel, game)
    for seat in (nd, dealer):
        for c in fresh.hand(seat):
            r.chance(c)
    r.chance(up)
    points = played.points()
    check = HandCheck(
        seed,
        dealer,
        str(up),
        fresh.knock_limit,
        int(r.state.knock_card()),
        points[nd] - points[dealer],
        None,
        played.settlement.kind if played.settlement is not None else "draw",
    )
    if check.os_limit != check.ours_limit:
        check.bug = (
            f"knock limit of up-card {up}: ours {check.ours_limit}, OpenSpiel {check.os_limit}"
        )
        return check
    try:
        _replay(r, fresh, played)
        _finish(r, played, check)
    except _NotLegal as exc:
        check.bug = str(exc)
        return check
    except _Explained as exc:
        check.explained.append(str(exc))
        return check
    check.os_score = int(r.state.returns()[0])
    _explain(check, played)
    return check


def _replay(r: _Replay, fresh: HandState, played: HandState) -> None:
    gr = r.gr
    for action in played.actions:
        phase = fresh.phase
        events = fresh.apply(action)
        kind = action.kind
        if kind == PASS:
            r.act(gr.PASS_ACTION, "passing the up-card")
        elif kind == DRAW_DISCARD:
            r.act(gr.DRAW_UPCARD_ACTION, "taking the discard")
        elif kind == DRAW_STOCK:
            r.act(gr.DRAW_STOCK_ACTION, "drawing from the stock")
            assert events[0].card is not None
            r.chance(events[0].card)
        elif kind == DISCARD:
            assert action.card is not None
            r.card(action.card, "discarding")
        elif kind == KNOCK:
            assert action.card is not None
            if gr.KNOCK_ACTION not in r.state.legal_actions():
                _refused_knock(r, fresh.hands[fresh.knocker] | fresh.knock_card)
            r.act(gr.KNOCK_ACTION, "knocking")
            r.card(action.card, "the knock's discard")
        elif kind == DECLARE:
            r.melds(action.melds, "the knocker's")
            r.act(gr.PASS_ACTION, "ending the knocker's melds")
        elif kind == LAYOFF:
            assert action.card is not None
            r.card(action.card, "laying off")
        elif kind == END_LAYOFF:
            r.act(gr.PASS_ACTION, "ending the lay-offs")
        else:
            raise _NotLegal(f"no OpenSpiel move for {action} in phase {phase}")
        if any(e.kind == "declare" for e in events) and kind in (DRAW_STOCK, DRAW_DISCARD):
            _big_gin(r, fresh)


def _refused_knock(r: _Replay, hand: int) -> None:
    """OpenSpiel refuses our knock with the 11 cards ``hand``: explained when its own
    deadwood of one of the 10-card hands a discard leaves is within its knock card
    while its deadwood of the 11 cards is not (``eleven_card_deadwood``)."""
    ints = [r.os_card[c] for c in cards_from_mask(hand)]
    limit = int(r.state.knock_card())
    best = min(r.utils.min_deadwood([c for c in ints if c != d]) for d in ints)
    if r.utils.min_deadwood(ints) > limit >= best:
        raise _Explained("eleven_card_deadwood")
    raise _NotLegal(f"knocking is not legal in OpenSpiel: its best discard leaves {best}")


def _big_gin(r: _Replay, state: HandState) -> None:
    """Our Big Gin (declared by the draw): in OpenSpiel the same 11 cards knock, discard
    a card that keeps gin and lay the other ten as melds."""
    p = state.knocker
    hand = state.hands[p]
    r.act(r.gr.KNOCK_ACTION, "knocking Big Gin")
    discard = next(c for c in cards_from_mask(hand) if min_deadwood(hand & ~c.mask) == 0)
    r.card(discard, "Big Gin's discard")
    r.melds(arrange_mask(hand & ~discard.mask).meld_masks, "Big Gin's")
    r.act(r.gr.PASS_ACTION, "ending Big Gin's melds")


def _finish(r: _Replay, played: HandState, check: HandCheck) -> None:
    """What OpenSpiel asks for after our last move: the defender's melds after a knock;
    at the wall, a pass (noting whether a knock was offered)."""
    gr, st = r.gr, r.state
    s = played.settlement
    if s is not None:
        if st.current_phase() == gr.Phase.LAYOFF and not st.finished_layoffs():
            r.act(gr.PASS_ACTION, "ending the lay-offs")
        masks = [sum(c.mask for c in meld) for meld in s.defender_melds]
        r.melds(masks, "the defender's")
        r.act(gr.PASS_ACTION, "ending the defender's melds")
    elif st.current_phase() == gr.Phase.WALL:
        check.wall_knock_offered = gr.KNOCK_ACTION in st.legal_actions()
        r.act(gr.PASS_ACTION, "passing at the wall")
    if not st.is_terminal():
        if s is None and played.turn >= 120:
            check.explained.append("turn_limit")
            return
        raise _NotLegal(f"OpenSpiel's hand goes on (phase {st.current_phase()})")


def _explain(check: HandCheck, played: HandState) -> None:
    """The documented differences that turn our score into OpenSpiel's, or a bug."""
    if "turn_limit" in check.explained:
        return
    if check.os_score == check.ours_score:
        return
    s = played.settlement
    if s is None:
        check.bug = f"a drawn hand: OpenSpiel scores {check.os_score}"
        return
    nd = 1 - check.dealer
    sign = 1 if played.winner == nd else -1
    value = s.points
    if played.doubled:
        check.explained.append("spade_double")
        value //= 2
    if s.kind == "big_gin":
        check.explained.append("big_gin")
        value -= 6  # 31 + D against gin's 25 + D
    if s.kind == "undercut" and s.knocker_deadwood == s.defender_deadwood:
        check.explained.append("equal_deadwood")
        value = 0
    if sign * value != check.os_score:
        check.bug = (
            f"{s.kind}: ours {check.ours_score}, OpenSpiel {check.os_score} "
            f"(after {', '.join(check.explained) or 'no documented difference'}: {sign * value})"
        )


def knock_limits(pyspiel: Any, rules: Rules) -> list[tuple[str, int, int]]:
    """Each of the 52 up-cards with our knock limit and OpenSpiel's (a deal of that
    up-card: the other cards in deck order)."""
    game = pyspiel.load_game("gin_rummy", {"oklahoma": True, "knock_card": rules.knock_limit})
    out = []
    for up in DECK:
        r = _Replay(pyspiel, game)
        others = [c for c in DECK if c is not up][:20]
        for c in others:
            r.chance(c)
        r.chance(up)
        ours = rules.upcard_terms(up)[0]
        out.append((str(up), ours, int(r.state.knock_card())))
    return out


def run(hands: int, seed: int = 1, bots: Sequence[str] = ("medium", "medium")) -> dict[str, Any]:
    """``hands`` hands of ``oklahoma`` compared; the summary (``bugs`` lists each
    unexplained mismatch)."""
    pyspiel = load_pyspiel()
    rules = Rules.preset("oklahoma")
    game = pyspiel.load_game("gin_rummy", {"oklahoma": True})
    master = random.Random(seed)
    players = [make(bots[0], seed=seed), make(bots[1], seed=seed + 1)]
    checks = [
        check_hand(pyspiel, game, rules, master.getrandbits(63), n % 2, players)
        for n in range(hands)
    ]
    limits = knock_limits(pyspiel, rules)
    capped = replace(rules, name="custom", knock_limit=CAP)
    cap_limits = knock_limits(pyspiel, capped)
    # a cap explains a lower limit of ours: OpenSpiel's is the up-card's own (the preset's)
    cap_explained = sum(
        1
        for (up, o, t), (_u, full, _t) in zip(cap_limits, limits, strict=True)
        if o != t and o == min(CAP, full) and t == full
    )
    kinds = Counter(c.kind for c in checks)
    explained = Counter(name for c in checks if c.bug is None for name in c.explained)
    same = sum(1 for c in checks if c.bug is None and not c.explained)
    bugs = [c.to_dict() for c in checks if c.bug is not None]
    bugs += [
        {"upcard": up, "ours_limit": o, "os_limit": t, "bug": "knock limit"}
        for up, o, t in limits
        if o != t
    ]
    bugs += [
        {"upcard": up, "ours_limit": o, "os_limit": t, "bug": f"knock limit capped at {CAP}"}
        for (up, o, t), (_u, full, _t) in zip(cap_limits, limits, strict=True)
        if o != t and not (o == min(CAP, full) and t == full)
    ]
    if cap_explained:
        explained["knock_card_cap"] = cap_explained
    return {
        "hands": hands,
        "seed": seed,
        "bots": list(bots),
        "kinds": dict(sorted(kinds.items())),
        "same_score": same,
        "explained": dict(sorted(explained.items())),
        "wall_knocks_offered": sum(c.wall_knock_offered for c in checks),
        "upcards_checked": len(limits) + len(cap_limits),
        "bugs": bugs,
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.engine.openspiel_diff",
        description="Oklahoma Gin hands replayed in OpenSpiel's gin_rummy, compared.",
    )
    ap.add_argument("hands", type=int, help="hands to compare")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="medium,medium", help="our two bots, e.g. medium,easy")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    args = ap.parse_args(argv)
    try:
        load_pyspiel()
    except ImportError:
        ap.exit(3, "OpenSpiel (pyspiel) is not installed: pip install open_spiel\n")
    report = run(args.hands, args.seed, args.bots.split(","))
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        print(
            f"{report['hands']} hands (seed {report['seed']}): {report['kinds']}; "
            f"same score {report['same_score']}; explained {report['explained']}; "
            f"wall knocks offered by OpenSpiel {report['wall_knocks_offered']}; "
            f"{report['upcards_checked']} up-card knock limits (preset, and capped at {CAP}); "
            f"{len(report['bugs'])} unexplained"
        )
        for bug in report["bugs"]:
            print("  MISMATCH", json.dumps(bug, ensure_ascii=False))
    return 1 if report["bugs"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
