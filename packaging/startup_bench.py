#!/usr/bin/env python3
"""Start-up benchmark: the app against the bare PySide6 floor, side by side in one run.

    QT_QPA_PLATFORM=offscreen python packaging/startup_bench.py [--runs 7] [--json]
    python packaging/startup_bench.py --frozen        # also the frozen app vs a frozen floor
    python packaging/startup_bench.py --frozen --no-source --max-ratio 1.6
    python packaging/startup_bench.py --against ../main  # another checkout, same run

Each figure is the wall time from launching a process until it reports its window shown
(``JINLAMI_STARTUP_BENCH=1``: the app prints ``shown-at`` once its window's first frame
— menus, status line and the felt — has been painted, and ``ready-at`` once the table
on show has painted the player's first hand, when a card can be dragged;
``startup_floor.py`` prints ``shown-at`` after the first frame of an empty
``QMainWindow``). The ratio against the floor is given for both moments: *shown* is
what the floor measures, *ready* is when the player can play. Both also report their
peak resident memory at that last moment (``peak-rss-kib``, Linux's ``VmHWM``), given
in MiB with its ratio. Pairs:

* **source**: ``python -m jinlami_desktop`` against ``python packaging/startup_floor.py``,
  with this interpreter (run it with the venv's Python);
* **frozen** (``--frozen``): ``dist/jinlami/jinlami`` (``build.py`` makes it) against
  ``startup_floor.py`` frozen with the build venv's PyInstaller into ``build/floor/``
  (made on first use, remade when the script changes);
* **against** (``--against DIR``): another checkout's source app (``python -m
  jinlami_desktop`` run in ``DIR``, with this interpreter) against its own floor runs,
  in the same rounds: a change measured before and after on the same machine state.

The app and its floor run in turn, A B then B A, after one warm-up round; every app run
gets a fresh data folder (a new player's first start: the statistics database is
created), or with ``--returning`` the same folder each time with its unfinished match
removed first (a returning player: settings and database are there, nothing to resume).
The numbers reported are the
medians and the median of the per-round ratios app/floor, which holds when the machine's
speed drifts between rounds. ``--max-ratio`` makes the exit status say whether every
pair's median *ready* ratio (the first hand; the frame comes before it) stayed within it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
sys.path.insert(0, str(HERE))

import build  # noqa: E402  (packaging/build.py: the build venv and PyInstaller)
import smoke  # noqa: E402

FLOOR_SCRIPT = HERE / "startup_floor.py"
FLOOR_DIR = build.BUILD_DIR / "floor"
FLOOR_EXE = FLOOR_DIR / "dist" / "startup_floor" / f"startup_floor{build.EXE_SUFFIX}"
FROZEN_APP = build.DIST_DIR / "jinlami" / f"jinlami{build.EXE_SUFFIX}"


@dataclass(frozen=True)
class Pair:
    """One comparison: the app's command and its floor's (a data folder is appended
    to the app's)."""

    name: str
    app: list[str]
    floor: list[str]
    #: Where the app runs (``None``: the scratch folder).
    cwd: Path | None = None


@dataclass(frozen=True)
class Result:
    """Start-up seconds of both sides, round by round."""

    name: str
    app: list[float]
    floor: list[float]
    #: The app's ``ready`` moments (the first hand painted), round by round.
    app_ready: list[float]
    #: Peak resident memory in KiB, round by round (empty where it is not reported).
    app_rss: list[float] = field(default_factory=list)
    floor_rss: list[float] = field(default_factory=list)

    @property
    def ratios(self) -> list[float]:
        return [a / f for a, f in zip(self.app, self.floor, strict=True)]

    @property
    def ready_ratios(self) -> list[float]:
        return [a / f for a, f in zip(self.app_ready, self.floor, strict=True)]

    def summary(self) -> dict[str, float | int]:
        rss: dict[str, float | int] = {}
        if self.app_rss and len(self.app_rss) == len(self.floor_rss):
            rss = {
                "app_peak_rss_mib": round(statistics.median(self.app_rss) / 1024, 1),
                "floor_peak_rss_mib": round(statistics.median(self.floor_rss) / 1024, 1),
                "rss_ratio_median": round(
                    statistics.median(
                        a / f for a, f in zip(self.app_rss, self.floor_rss, strict=True)
                    ),
                    2,
                ),
            }
        return {
            "app_median_s": round(statistics.median(self.app), 3),
            "floor_median_s": round(statistics.median(self.floor), 3),
            "ratio_median": round(statistics.median(self.ratios), 2),
            "ratio_min": round(min(self.ratios), 2),
            "ratio_max": round(max(self.ratios), 2),
            "ready_median_s": round(statistics.median(self.app_ready), 3),
            "ready_ratio_median": round(statistics.median(self.ready_ratios), 2),
            "runs": len(self.app),
            **rss,
        }


def source_pair() -> Pair:
    """The source tree's app and the floor script, with this interpreter.  The app
    runs in the checkout (``python -m`` puts it first on the path), so this tree's code
    starts even when the interpreter's venv has another checkout installed editable."""
    return Pair(
        "source",
        [sys.executable, "-m", "jinlami_desktop", "--seed", "1"],
        [sys.executable, str(FLOOR_SCRIPT)],
        cwd=REPO,
    )


def against_pair(checkout: Path) -> Pair:
    """Another checkout's source app (``DIR``), run as :func:`source_pair` runs this one."""
    if not (checkout / "jinlami_desktop" / "__main__.py").exists():
        raise build.BuildError(f"{checkout} is not a checkout of the app")
    pair = source_pair()
    return Pair("against", pair.app, pair.floor, cwd=checkout.resolve())


def frozen_floor() -> Path:
    """The frozen floor, built like the app (build venv, one folder, stripped on Linux)
    when missing or older than its script."""
    if FLOOR_EXE.exists() and FLOOR_EXE.stat().st_mtime >= FLOOR_SCRIPT.stat().st_mtime:
        return FLOOR_EXE
    if not build.VENV_PYTHON.exists():
        raise build.BuildError("no build venv: run `python packaging/build.py` first")
    command = [
        str(build.VENV_PYTHON), "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--onedir", "--name", "startup_floor",
        "--distpath", str(FLOOR_DIR / "dist"), "--workpath", str(FLOOR_DIR / "work"),
        "--specpath", str(FLOOR_DIR), str(FLOOR_SCRIPT),
    ]  # fmt: skip
    if build.IS_LINUX:
        command.append("--strip")
    FLOOR_DIR.mkdir(parents=True, exist_ok=True)
    build.run(command, cwd=FLOOR_DIR, env=build.clean_env())
    return FLOOR_EXE


def frozen_pair(app: Path) -> Pair:
    if not app.exists():
        raise build.BuildError(f"{app} is missing: run `python packaging/build.py` first")
    return Pair("frozen", [str(app.resolve()), "--seed", "1"], [str(frozen_floor())])


#: Where the app keeps its unfinished match (``storage.saves``): removed before each
#: returning player's start, or the start-up would decline it (abandon) first.
AUTOSAVE = Path("saves") / "autosave.json"


def measure(pairs: list[Pair], runs: int, platform: str, returning: bool = False) -> list[Result]:
    """Every pair's app and floor in turn, one warm-up round, then ``runs`` rounds
    (A B, then B A, so neither side always runs right after the other's)."""
    times: dict[str, tuple[list[float], ...]] = {p.name: ([], [], [], [], []) for p in pairs}
    with tempfile.TemporaryDirectory(prefix="jinlami-bench-") as tmp:
        root = Path(tmp)
        for round_no in range(runs + 1):
            for pair in pairs:
                if returning:
                    data = root / f"data-{pair.name}"
                    (data / AUTOSAVE).unlink(missing_ok=True)
                else:
                    data = root / f"data-{pair.name}-{round_no}"
                app_cmd = [*pair.app, "--data-dir", str(data)]
                order = [(0, app_cmd, pair.cwd), (1, pair.floor, None)]
                if round_no % 2:
                    order.reverse()
                got: list[dict[str, float]] = [{}, {}]
                for side, command, cwd in order:
                    got[side] = smoke.startup_moments(command, root, platform, cwd)
                if round_no:  # round 0 warms the file cache and writes .pyc files
                    times[pair.name][0].append(got[0]["shown"])
                    times[pair.name][1].append(got[1]["shown"])
                    times[pair.name][2].append(got[0]["ready"])
                    if "peak_rss_kib" in got[0] and "peak_rss_kib" in got[1]:
                        times[pair.name][3].append(got[0]["peak_rss_kib"])
                        times[pair.name][4].append(got[1]["peak_rss_kib"])
    return [Result(name, *lists) for name, lists in times.items()]


def over_limit(results: list[Result], limit: float) -> list[str]:
    """The pairs whose median *ready* ratio is above ``limit`` (``--max-ratio``)."""
    return [r.name for r in results if statistics.median(r.ready_ratios) > limit]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Start-up of the app against the floor.")
    parser.add_argument("--runs", type=int, default=7, help="rounds counted (default 7)")
    parser.add_argument("--frozen", action="store_true", help="also the frozen app")
    parser.add_argument("--no-source", action="store_true", help="only the frozen pair")
    parser.add_argument("--app", type=Path, default=FROZEN_APP, help="the frozen app")
    parser.add_argument(
        "--against", type=Path, metavar="DIR", help="also another checkout's source app"
    )
    parser.add_argument(
        "--platform",
        default=os.environ.get("QT_QPA_PLATFORM") or "offscreen",
        help="Qt platform (default: $QT_QPA_PLATFORM, else offscreen)",
    )
    parser.add_argument(
        "--returning", action="store_true", help="a returning player, not a new one"
    )
    parser.add_argument("--max-ratio", type=float, help="exit 1 if a median ready ratio is above")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        pairs = [] if args.no_source else [source_pair()]
        if args.against is not None:
            pairs.append(against_pair(args.against))
        if args.frozen:
            pairs.append(frozen_pair(args.app))
        if not pairs:
            parser.error("nothing to measure: --no-source needs --frozen")
        results = measure(pairs, max(1, args.runs), args.platform, args.returning)
    except (build.BuildError, smoke.SmokeError) as exc:
        print(f"startup_bench: error: {exc}", file=sys.stderr)
        return 1
    report: dict[str, object] = {r.name: r.summary() for r in results}
    report["platform"] = args.platform
    player = "returning player" if args.returning else "new player"
    report["player"] = player
    if args.json:
        print(json.dumps(report))
    else:
        for r in results:
            s = r.summary()
            print(
                f"{r.name}: app shown {s['app_median_s']:.3f} s, "
                f"floor {s['floor_median_s']:.3f} s, "
                f"ratio {s['ratio_median']:.2f} (min {s['ratio_min']:.2f}, "
                f"max {s['ratio_max']:.2f}); first hand painted {s['ready_median_s']:.3f} s, "
                f"ratio {s['ready_ratio_median']:.2f} ({s['runs']} rounds, {args.platform}, "
                f"{player})"
            )
            if "rss_ratio_median" in s:
                print(
                    f"{r.name}: peak RSS {s['app_peak_rss_mib']} MiB, floor "
                    f"{s['floor_peak_rss_mib']} MiB, ratio {s['rss_ratio_median']:.2f}"
                )
    if args.max_ratio is not None:
        over = over_limit(results, args.max_ratio)
        if over:
            print(f"startup_bench: over {args.max_ratio}: {', '.join(over)}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
