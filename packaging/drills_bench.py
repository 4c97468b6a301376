#!/usr/bin/env python3
"""Drills screen timing: how long Help → Drills takes to open, and the first drill to show.

    QT_QPA_PLATFORM=offscreen python packaging/drills_bench.py [--runs 5] [--drills 40] [--json]

Each run is a fresh process (``--child``): a data folder whose statistics hold at most
``--drills`` due drills (the built-in puzzles of both games, added as drills of today;
the figures say how many), the main window shown, then

* **open**: from Help → Drills until the drills window has painted its list (the first
  open of the process: its modules are imported then, as for a player);
* **first drill**: from Start until the first drill's table has painted its position
  (the first table of the window is built then);
* **again**: both once more in the same process (closed and opened again: warm).

Each figure is the median over the runs, with the range; the machine's load moves them,
so compare them within one run of the script.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

#: The measured moments, in their order.
MOMENTS = ("open", "first_drill", "open_again", "first_drill_again")


def _child(count: int) -> None:
    """One run: print the seconds of each moment as JSON."""
    sys.path.insert(0, str(REPO))
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from engine.drills import puzzle_set
    from engine.games import GAME_IDS
    from jinlami_desktop.games.registry import stats_parts
    from jinlami_desktop.model.preferences import Preferences
    from jinlami_desktop.storage import Storage
    from jinlami_desktop.window.main_window import MainWindow

    with tempfile.TemporaryDirectory() as folder:
        storage = Storage.open(Path(folder) / "data", parts=stats_parts())
        drills = [d for g in GAME_IDS for d in puzzle_set(g)]
        kept = storage.stats.add_drills(drills[:count], dt.date.today())
        win = MainWindow(Preferences(animation_speed="off", sound=False), storage=storage)
        win.resize(1280, 800)
        win.show()
        for _ in range(20):
            app.processEvents()
        out: dict[str, float] = {"drills": float(kept)}
        for suffix in ("", "_again"):
            t0 = time.perf_counter()
            dw = win.drills.open()
            dw.repaint()
            app.processEvents()
            t1 = time.perf_counter()
            dw.start()
            dw.repaint()
            app.processEvents()
            t2 = time.perf_counter()
            out["open" + suffix] = t1 - t0
            out["first_drill" + suffix] = t2 - t1
            dw.close()
            app.processEvents()
        win.shutdown()
        win.close()
        storage.close()
    print(json.dumps(out))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="processes (default 5)")
    parser.add_argument("--drills", type=int, default=40, help="drills due, at most (40)")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(args.drills)
        return 0
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs: list[dict[str, float]] = []
    for _ in range(args.runs):
        done = subprocess.run(
            [sys.executable, __file__, "--child", "--drills", str(args.drills)],
            capture_output=True,
            text=True,
            env=env,
            cwd=REPO,
            check=True,
        )
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    figures = {
        m: {
            "median_ms": 1000 * statistics.median(r[m] for r in runs),
            "min_ms": 1000 * min(r[m] for r in runs),
            "max_ms": 1000 * max(r[m] for r in runs),
        }
        for m in MOMENTS
    }
    if args.json:
        due = int(runs[0]["drills"])
        print(json.dumps({"runs": args.runs, "drills": due, "figures": figures}))
        return 0
    print(f"{args.runs} runs, {int(runs[0]['drills'])} drills due")
    for m, f in figures.items():
        print(
            f"{m:18} median {f['median_ms']:7.1f} ms  "
            f"(range {f['min_ms']:.1f}–{f['max_ms']:.1f} ms)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
