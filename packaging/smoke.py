#!/usr/bin/env python3
"""Smoke-test and time a built or installed ``jinlami`` executable.

    python packaging/smoke.py dist/jinlami/jinlami            # --smoke must exit 0
    python packaging/smoke.py dist/jinlami/jinlami --startup 7 --json

``--smoke`` is the app's own unattended check (a bot plays one hand, then it exits 0),
followed by the resume path (``--screenshot`` leaves a hand unfinished, ``--smoke
--resume`` plays it on); each runs under the offscreen Qt platform with ``--data-dir``
and every ``XDG_*`` folder in a temporary directory, so it never touches the player's
files. ``--startup N`` also measures the wall time from launching the process to the
main window being shown with its first hand dealt (the app's ``JINLAMI_STARTUP_BENCH``
hook), N runs after one warm-up; the median is the number to compare with the 1 s floor.

Standard library only; ``build.py`` and CI on all three systems use it.
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

__all__ = ["SmokeError", "run_resume_smoke", "run_smoke", "startup_times", "time_to_shown"]

SMOKE_TIMEOUT_S = 180


class SmokeError(Exception):
    """The executable failed its smoke test or its start-up probe."""


def _env(root: Path, platform: str | None = None) -> dict[str, str]:
    """The environment of a smoke or start-up run: the Qt platform (``platform``, else
    ``JINLAMI_SMOKE_PLATFORM``, else offscreen) and every ``XDG_*`` folder under ``root``."""
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = platform or env.get("JINLAMI_SMOKE_PLATFORM", "offscreen")
    for name in ("DATA", "CONFIG", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(root / name.lower())
    env.pop("JINLAMI_STARTUP_BENCH", None)
    env.pop("PYTHONPATH", None)  # a frozen or installed app must not need the source tree
    return env


def _run(command: list[str], root: Path) -> float:
    """Run one unattended command; its wall time, or :class:`SmokeError` on a non-zero
    exit, a timeout or a traceback."""
    start = time.perf_counter()
    try:
        result = subprocess.run(
            command,
            env=_env(root),
            cwd=root,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=SMOKE_TIMEOUT_S,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SmokeError(f"{' '.join(command)}: {exc}") from exc
    elapsed = time.perf_counter() - start
    if result.returncode != 0 or "Traceback" in result.stderr:
        raise SmokeError(
            f"{' '.join(command)} exited {result.returncode}\n"
            f"--- stdout\n{result.stdout}--- stderr\n{result.stderr}"
        )
    return elapsed


def run_smoke(
    executable: Path, extra: tuple[str, ...] = ("--seed", "3"), *, follow_link: bool = True
) -> float:
    """Run ``EXE --smoke --data-dir <temp>``; return its wall time, raise on failure.
    ``follow_link=False`` starts a symbolic link as it is (a command on ``PATH``)."""
    with tempfile.TemporaryDirectory(prefix="jinlami-smoke-") as tmp:
        root = Path(tmp)
        exe = executable.resolve() if follow_link else executable.absolute()
        command = [str(exe), "--smoke", "--data-dir", str(root / "data"), *extra]
        return _run(command, root)


def run_resume_smoke(executable: Path) -> float:
    """The resume path: ``--screenshot`` leaves a hand unfinished in the autosave, then
    ``--smoke --resume`` on the same folder plays that match on.  Both must exit 0."""
    with tempfile.TemporaryDirectory(prefix="jinlami-resume-") as tmp:
        root = Path(tmp)
        exe, data = str(executable.resolve()), str(root / "data")
        shot = str(root / "mid.png")
        _run([exe, "--screenshot", shot, "--data-dir", data, "--seed", "3"], root)
        if not (root / "data" / "saves" / "autosave.json").exists():
            raise SmokeError("--screenshot left no unfinished match to resume")
        return _run([exe, "--smoke", "--resume", "--data-dir", data], root)


def time_to_shown(
    command: list[str], root: Path, platform: str | None = None, cwd: Path | None = None
) -> float:
    """Seconds from launching ``command`` until it reports its window shown (the
    ``JINLAMI_STARTUP_BENCH`` hook's ``shown-at`` line): see :func:`startup_moments`."""
    return startup_moments(command, root, platform, cwd)["shown"]


def startup_moments(
    command: list[str], root: Path, platform: str | None = None, cwd: Path | None = None
) -> dict[str, float]:
    """Seconds from launching ``command`` until each moment its ``JINLAMI_STARTUP_BENCH``
    hook reports: ``shown`` (the window's first frame painted) and ``ready`` (the first
    hand painted on the table; a program that reports no ``ready-at`` is ready when
    shown), and ``peak_rss_kib`` when it reports its peak memory (``peak-rss-kib``, at
    its last moment), in the isolated environment of :func:`_env` rooted at ``root`` (run in
    ``cwd``, default ``root``: ``python -m`` from a checkout runs in it, so that the
    checkout's code is what starts, not an editable install's); :class:`SmokeError`
    when no report comes."""
    env = _env(root, platform)
    env["JINLAMI_STARTUP_BENCH"] = "1"
    # From source, the warm-up run writes the .pyc files the timed runs load, as they
    # are for a player; without them every run would compile every module.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    start = time.time()
    try:
        result = subprocess.run(
            command,
            env=env,
            cwd=cwd or root,
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise SmokeError(f"{' '.join(command)}: {exc}") from exc
    moments: dict[str, float] = {}
    for line in result.stdout.splitlines():
        for name in ("shown", "ready"):
            if line.startswith(f"{name}-at "):
                moments[name] = float(line.split()[1]) - start
        if line.startswith("peak-rss-kib "):
            moments["peak_rss_kib"] = float(line.split()[1])
    if "shown" in moments:
        moments.setdefault("ready", moments["shown"])
        return moments
    raise SmokeError(
        f"no start-up report from {' '.join(command)} (exit {result.returncode}); "
        "a windowed Windows build has no stdout: time the console script instead\n"
        f"{result.stderr}"
    )


def _one_startup(executable: Path, root: Path, run: int) -> float:
    # A fresh data folder each time: the first start of a new player. (With an
    # autosave the resume offer, a modal dialog, would be waiting first.)
    data = root / f"data-{run}"
    return time_to_shown([str(executable.resolve()), "--data-dir", str(data), "--seed", "1"], root)


def startup_times(executable: Path, runs: int) -> list[float]:
    """Seconds from launch to the shown window, ``runs`` times after one warm-up."""
    with tempfile.TemporaryDirectory(prefix="jinlami-startup-") as tmp:
        root = Path(tmp)
        _one_startup(executable, root, 0)  # warm the file cache
        return [_one_startup(executable, root, run) for run in range(1, runs + 1)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Smoke-test and time a jinlami executable.")
    parser.add_argument("executable", type=Path)
    parser.add_argument("--startup", type=int, default=0, metavar="N", help="time N start-ups")
    parser.add_argument("--no-smoke", action="store_true", help="only the start-up timing")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    result: dict[str, object] = {"executable": str(args.executable)}
    try:
        if not args.no_smoke:
            result["smoke_s"] = round(run_smoke(args.executable), 2)
            result["smoke"] = "passed"
            result["resume_smoke_s"] = round(run_resume_smoke(args.executable), 2)
            result["resume_smoke"] = "passed"
        if args.startup > 0:
            times = startup_times(args.executable, args.startup)
            result["startup_median_s"] = round(statistics.median(times), 3)
            result["startup_min_s"] = round(min(times), 3)
            result["startup_max_s"] = round(max(times), 3)
            result["startup_runs"] = len(times)
    except SmokeError as exc:
        print(f"smoke: FAILED: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"smoke: {key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
