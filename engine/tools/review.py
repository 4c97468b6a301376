"""``python -m engine.review SAVE.json --seat N [--json]``: the hand review of one seat.

Every decision of seat ``N`` in the save (a match, a team match or a single hand, either
game) is valued again from that seat's view (:mod:`engine.review`); ``--json`` prints
the :meth:`engine.review.Review.to_dict` object (per decision: hand number, move, best
move, win chance of both, loss, points where valued, explanation code and its
parameters; summary: decisions, accuracy, total and mean loss; per hand the same),
otherwise the costliest mistakes and the summary as text.  ``--effort quick`` uses the
``hard`` bot's evaluation sizes, ``deep`` (the default) the ``expert``'s (docs/REVIEW.md).
Exit status 0, 2 for a usage error or a save that does not load.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from ..errors import EngineError
from ..review import EFFORTS, Review, review_save
from ..serialize import MAX_SAVE_CHARS

__all__ = ["main"]


def _text(r: Review, top: int) -> str:
    rows = [
        f"{r.game}, seat {r.seat}, {r.hands} hands, {len(r.decisions)} decisions "
        f"({r.effort}): accuracy {r.accuracy:.1%}, total loss {r.total_loss:.3f}, "
        f"mean loss {r.mean_loss:.4f}"
    ]
    for d in r.costliest()[:top]:
        e = d.evaluation
        pts = f", {e.points_loss:.1f} points" if e.points_loss else ""
        params = " ".join(f"{k}={v}" for k, v in e.params.items())
        rows.append(
            f"  hand {d.hand} move {d.step + 1}: {e.move} (best {e.best}) "
            f"-{e.loss:.1%}{pts}  {d.code} {params}".rstrip()
        )
    return "\n".join(rows)


class _Bar:
    """Progress on stderr (only when it is a terminal)."""

    def __call__(self, done: int, total: int) -> None:
        sys.stderr.write(f"\r{done}/{total} decisions")
        if done >= total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.review",
        description="Review every decision of one seat of a save, from that seat's view.",
    )
    ap.add_argument("save", type=Path, help="a save file (.json)")
    ap.add_argument("--seat", type=int, required=True, help="the seat reviewed (0, 1 …)")
    ap.add_argument("--effort", choices=EFFORTS, default="deep")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--top", type=int, default=10, help="mistakes listed in the text output")
    args = ap.parse_args(argv)
    try:
        with args.save.open("rb") as f:
            text = f.read(4 * MAX_SAVE_CHARS + 1)
    except OSError as exc:
        ap.error(f"cannot read {args.save}: {exc.strerror}")
    progress = _Bar() if sys.stderr.isatty() and not args.json else None
    try:
        review = review_save(text, args.seat, args.effort, progress)
    except EngineError as exc:
        ap.error(f"{exc.code}: {exc}")
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False))
    else:
        print(_text(review, args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
