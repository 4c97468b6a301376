"""``python -m engine.review SAVE.json --seat N [--json]``: the hand review of one seat.

Every decision of seat ``N`` in the save (a match, a team match or a single hand, either
game) is valued again from that seat's view (:mod:`engine.review`); ``--json`` prints
the :meth:`engine.review.Review.to_dict` object (per decision: hand number, move, best
move, win chance of both, loss, points where valued, explanation code and its
parameters; summary: decisions, accuracy, total and mean loss; per hand the same),
otherwise the costliest mistakes and the summary as text.  ``--effort quick`` uses the
``hard`` bot's evaluation sizes, ``deep`` (the default) the ``expert``'s (docs/REVIEW.md).

Several saves (``python -m engine.review DIR/*.json --bot easy --json``, e.g. the files
of ``python -m engine.arena --save-dir DIR``) are reviewed one after another and pooled:
``--bot SPEC`` reviews, in each file, the seat its ``meta.arena.seats`` gives that bot
(instead of ``--seat``); the output is the pooled summary, the review time (seconds in
all and per hand) and each file's summary.  Exit status 0, 2 for a usage error or a save
that does not load: one line naming the code (``not_found``, ``not_a_file`` for a FIFO or a
folder, ``read_failed``, ``too_large``, ``not_json``, ``not_a_save``, ``bad_field`` …),
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..errors import EngineError, SaveError, shown
from ..review import EFFORTS, Review, review_save, summary
from ..save_codec import read_text
from ..serialize import MAX_SAVE_CHARS
from .inputs import ToolInputError, bounded_int, positive_int, read_input

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


def _read(path: Path) -> bytes:
    """The save at ``path``, bytes as the app reads them (:class:`ToolInputError` when
    it is no readable regular file of a save's size)."""
    return read_input(path, 4 * MAX_SAVE_CHARS)


def _seat_of(text: bytes, bot: str) -> int:
    """The seat ``bot`` played in an arena save (its ``meta.arena.seats``); a
    :class:`SaveError` (``not_json``, ``not_a_save``, ``bad_field``) when the file does
    not say."""
    data = read_text(text)  # decoded as the app decodes saves; nesting refused coded
    if not isinstance(data, dict):
        raise SaveError("this file is not a 金拉米 save (not a JSON object)", code="not_a_save")
    meta = data.get("meta", {})
    arena = meta.get("arena", {}) if isinstance(meta, dict) else None
    seats = arena.get("seats", []) if isinstance(arena, dict) else None
    if not isinstance(seats, list):
        raise SaveError("the save's meta.arena.seats is not a list of bot specs", code="bad_field")
    if bot not in seats:
        raise SaveError(
            f"the save names no seat of {shown(bot)} (meta.arena.seats: {shown(str(seats))})",
            code="bad_field",
        )
    return int(seats.index(bot))


def _pooled(paths: list[Path], seat: int | None, bot: str | None, effort: str) -> dict[str, Any]:
    reviews: list[tuple[str, Review]] = []
    t0 = time.perf_counter()
    for path in paths:
        text = _read(path)
        n = seat if bot is None else _seat_of(text, bot)
        assert n is not None
        reviews.append((path.name, review_save(text, n, effort)))
    seconds = time.perf_counter() - t0
    hands = sum(r.hands for _n, r in reviews)
    return {
        "files": len(reviews),
        "hands": hands,
        "effort": effort,
        "summary": summary([d for _n, r in reviews for d in r.decisions]),
        "seconds": round(seconds, 2),
        "seconds_per_hand": round(seconds / hands, 4) if hands else 0.0,
        "reviews": [{"file": name, "seat": r.seat, **summary(r.decisions)} for name, r in reviews],
    }


def _pooled_text(p: dict[str, Any]) -> str:
    s = p["summary"]
    return (
        f"{p['files']} saves, {p['hands']} hands, {s['decisions']} decisions ({p['effort']}): "
        f"accuracy {s['accuracy']:.1%}, mean loss {s['mean_loss']:.4f}, "
        f"{p['seconds_per_hand']:.2f} s a hand"
    )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.review",
        description="Review every decision of one seat of a save, from that seat's view.",
    )
    ap.add_argument("saves", type=Path, nargs="+", help="save files (.json)")
    who = ap.add_mutually_exclusive_group(required=True)
    who.add_argument("--seat", type=bounded_int(0, 3), help="the seat reviewed (0, 1 …)")
    who.add_argument("--bot", help="review the seat of this bot spec (arena saves)")
    ap.add_argument("--effort", choices=EFFORTS, default="deep")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--top", type=positive_int, default=10, help="mistakes listed in the text output (≥ 1)"
    )
    args = ap.parse_args(argv)
    try:
        if len(args.saves) > 1 or args.bot is not None:
            pooled = _pooled(args.saves, args.seat, args.bot, args.effort)
            print(json.dumps(pooled, ensure_ascii=False) if args.json else _pooled_text(pooled))
            return 0
        text = _read(args.saves[0])
        progress = _Bar() if sys.stderr.isatty() and not args.json else None
        review = review_save(text, args.seat, args.effort, progress)
    except ToolInputError as exc:
        ap.error(str(exc))
    except EngineError as exc:
        ap.error(f"{exc.code}: {exc}")
    except RecursionError:
        ap.error("not_json: the save is nested too deeply")
    except ValueError as exc:
        ap.error(f"bad_save: {exc}")
    if args.json:
        print(json.dumps(review.to_dict(), ensure_ascii=False))
    else:
        print(_text(review, args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
