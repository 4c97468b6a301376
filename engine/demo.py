"""A bot-vs-bot demo hand as plain text (a developer's view until the table is built).

``python -m engine.demo --seed 7`` prints one hand of two greedy players.  The greedy
policy sees only its :class:`~engine.view.PlayerView`, like every bot will.
"""

from __future__ import annotations

import argparse
import random

from .actions import Action
from .cards import format_cards, mask_of
from .jinlami import HandState, Phase
from .melds import arrange_mask, min_deadwood
from .rules import Rules
from .view import PlayerView

__all__ = ["demo_lines", "greedy_action"]


def greedy_action(view: PlayerView, rng: random.Random) -> Action:
    """Knock as soon as possible, take a discard only if it lowers deadwood, else draw;
    discard to leave the least deadwood; lay off as well as possible."""
    legal = list(view.legal_actions)
    hand = mask_of(view.hand)
    if view.phase is Phase.OFFER or view.phase is Phase.DRAW:
        top = view.discard_top
        take = Action.draw_discard()
        if top is not None and take in legal:
            with_top = hand | top.mask
            # keeping the taken card: it may not be discarded this turn
            if min(min_deadwood(with_top ^ c.mask) for c in view.hand) < min_deadwood(hand):
                return take
        return Action.draw_stock() if Action.draw_stock() in legal else Action.pass_()
    if view.phase is Phase.DISCARD:
        knocks = [a for a in legal if a.kind == "knock"]
        if knocks:
            return min(knocks, key=lambda a: min_deadwood(hand ^ a.card.mask if a.card else 0))
        discards = [a for a in legal if a.kind == "discard" and a.card is not None]
        scored = [(min_deadwood(hand ^ a.card.mask), -a.card.value, a) for a in discards if a.card]
        best = min(s[:2] for s in scored)
        return rng.choice([s[2] for s in scored if s[:2] == best])
    return legal[0]


def demo_lines(seed: int, preset: str = "classic") -> list[str]:
    """One hand between two greedy players, narrated line by line (English)."""
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    state = HandState.new(rules, seed=seed, dealer=seed % 2)
    names = ("North", "South")
    lines = [
        f"Rules: {rules.name}, knock limit {rules.knock_limit}, seed {seed}",
        f"Dealer: {names[state.dealer]}",
    ]
    for p in (0, 1):
        arr = arrange_mask(state.hands[p])
        lines.append(
            f"{names[p]} holds {format_cards(state.hand(p))} (deadwood {arr.deadwood_points})"
        )
    while not state.is_over:
        p = state.to_act
        if state.phase is Phase.LAYOFF:
            for a in state.best_layoff_actions():
                state.apply(a)
                if a.kind == "layoff":
                    lines.append(f"{names[p]} lays off {a.card}")
            continue
        action = greedy_action(state.view(p), rng)
        for e in state.apply(action):
            if e.kind == "draw":
                lines.append(f"{names[e.player]} takes {e.card} from the {e.source}")
            elif e.kind == "pass":
                lines.append(f"{names[e.player]} passes")
            elif e.kind == "discard":
                lines.append(f"{names[e.player]} discards {e.card}")
            elif e.kind == "knock":
                lines.append(f"{names[e.player]} knocks")
            elif e.kind == "declare":
                melds = " | ".join(format_cards(m) for m in action.meld_cards)
                lines.append(f"{names[e.player]} shows {melds} (deadwood {e.deadwood})")
    s = state.settlement
    if s is None:
        lines.append("The stock ran out: the hand is a draw.")
    else:
        winner = names[state.winner if state.winner is not None else 0]
        lines.append(f"Result: {s.kind}; {winner} wins {s.points} points")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Print a bot-vs-bot demo hand.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="classic")
    args = parser.parse_args(argv)
    print("\n".join(demo_lines(args.seed, args.rules)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
