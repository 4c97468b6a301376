#!/usr/bin/env python3
"""Start-up benchmark: wall time from launching ``python -m jinlami_desktop`` until the
main window is shown with the first hand dealt (median of several runs).

    QT_QPA_PLATFORM=offscreen python packaging/startup_bench.py [--runs 7] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def one_run(data_dir: str) -> float:
    env = dict(os.environ, JINLAMI_STARTUP_BENCH="1")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--data-dir", data_dir, "--seed", "1"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    for line in out.splitlines():
        if line.startswith("shown-at "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no start-up report in: {out!r}")


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure start-up to a shown window.")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data_dir:
        one_run(data_dir)  # warm the file cache (and write .pyc files)
        times = [one_run(data_dir) for _ in range(args.runs)]
    result = {
        "startup_median_s": round(statistics.median(times), 3),
        "startup_min_s": round(min(times), 3),
        "startup_max_s": round(max(times), 3),
        "runs": args.runs,
    }
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
