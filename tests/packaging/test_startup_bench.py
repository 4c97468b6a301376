"""``packaging/startup_bench.py``'s method — app and floor in turn, warm-up round
dropped, per-round ratios — with two stand-in processes, and the floor script itself
(a real PySide6 window, offscreen).  No timing is asserted."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.packaging.test_packaging import load

bench = load("startup_bench")
smoke = load("smoke")

#: Reports like the app's start-up hook; logs its label and its last argument.
REPORTER = (
    "import sys, time\n"
    "with open(sys.argv[1], 'a') as log:\n"
    "    log.write(sys.argv[2] + ' ' + sys.argv[-1] + '\\n')\n"
    "print(f'shown-at {time.time():.4f}')\n"
)


def stand_in(log: Path) -> object:
    return bench.Pair(
        "stand-in",
        [sys.executable, "-c", REPORTER, str(log), "app"],
        [sys.executable, "-c", REPORTER, str(log), "floor"],
    )


def test_rounds_alternate_and_the_warm_up_is_dropped(tmp_path: Path) -> None:
    log = tmp_path / "order.txt"
    (result,) = bench.measure([stand_in(log)], runs=3, platform="offscreen")
    assert len(result.app) == len(result.floor) == 3
    order = [line.split()[0] for line in log.read_text().splitlines()]
    assert order == ["app", "floor", "floor", "app"] * 2
    assert all(r > 0 for r in result.ratios)
    summary = result.summary()
    assert summary["runs"] == 3
    assert summary["ratio_min"] <= summary["ratio_median"] <= summary["ratio_max"]


def test_the_app_gets_a_fresh_data_folder_each_round(tmp_path: Path) -> None:
    log = tmp_path / "order.txt"
    bench.measure([stand_in(log)], runs=2, platform="offscreen")
    lines = [line.split() for line in log.read_text().splitlines()]
    folders = [last for label, last in lines if label == "app"]
    assert len(folders) == len(set(folders)) == 3
    assert all(last == "floor" for label, last in lines if label == "floor")


def test_the_floor_script_reports_its_window(tmp_path: Path) -> None:
    command = [sys.executable, str(bench.FLOOR_SCRIPT)]
    assert smoke.time_to_shown(command, tmp_path, "offscreen") > 0


def test_a_returning_player_keeps_one_folder_without_its_autosave(tmp_path: Path) -> None:
    log = tmp_path / "order.txt"
    bench.measure([stand_in(log)], runs=2, platform="offscreen", returning=True)
    lines = [line.split() for line in log.read_text().splitlines()]
    assert len({last for label, last in lines if label == "app"}) == 1


#: Reports like the app's start-up hook; logs its label and its working directory.
WHERE = (
    "import os, sys, time\n"
    "with open(sys.argv[1], 'a') as log:\n"
    "    log.write(sys.argv[2] + ' ' + os.getcwd() + '\\n')\n"
    "print(f'shown-at {time.time():.4f}')\n"
)


def test_from_source_the_app_runs_in_the_checkout(tmp_path: Path) -> None:
    """``python -m`` puts the working directory first on the path: the checkout's code
    starts, not an editable install's; the floor runs in the scratch folder."""
    assert bench.source_pair().cwd == bench.REPO
    log = tmp_path / "where.txt"
    checkout = tmp_path / "checkout"
    checkout.mkdir()
    pair = bench.Pair(
        "stand-in",
        [sys.executable, "-c", WHERE, str(log), "app"],
        [sys.executable, "-c", WHERE, str(log), "floor"],
        cwd=checkout,
    )
    bench.measure([pair], runs=1, platform="offscreen")
    where = {label: Path(cwd) for label, cwd in (x.split() for x in log.read_text().splitlines())}
    assert where["app"] == checkout and where["floor"] != checkout


def test_both_moments_are_read_and_a_floor_is_ready_when_shown(tmp_path: Path) -> None:
    both = "import time\nprint(f'shown-at {time.time():.4f}')\ntime.sleep(0.05)\n"
    both += "print(f'ready-at {time.time():.4f}')\n"
    moments = smoke.startup_moments([sys.executable, "-c", both], tmp_path)
    assert moments["ready"] > moments["shown"] > 0
    floor = smoke.startup_moments(
        [sys.executable, "-c", REPORTER, str(tmp_path / "l"), "x"], tmp_path
    )
    assert floor["ready"] == floor["shown"]
    result = bench.Result("r", [1.0, 1.2], [0.5, 0.6], [2.0, 2.4])
    assert result.ratios == [2.0, 2.0] and result.ready_ratios == [4.0, 4.0]
    assert result.summary()["ready_ratio_median"] == 4.0


def test_peak_memory_is_read_and_compared_with_the_floors(tmp_path: Path) -> None:
    app = "import time\nprint(f'shown-at {time.time():.4f}')\nprint('peak-rss-kib 3072')\n"
    floor = "import time\nprint(f'shown-at {time.time():.4f}')\nprint('peak-rss-kib 2048')\n"
    pair = bench.Pair("stand-in", [sys.executable, "-c", app], [sys.executable, "-c", floor])
    (result,) = bench.measure([pair], runs=2, platform="offscreen")
    assert result.app_rss == [3072.0, 3072.0] and result.floor_rss == [2048.0, 2048.0]
    summary = result.summary()
    assert summary["app_peak_rss_mib"] == 3.0 and summary["floor_peak_rss_mib"] == 2.0
    assert summary["rss_ratio_median"] == 1.5
    silent = bench.Result("r", [1.0], [0.5], [2.0])  # nothing reported: no memory figures
    assert "rss_ratio_median" not in silent.summary()


def test_max_ratio_judges_the_first_hand_and_against_needs_a_checkout(tmp_path: Path) -> None:
    quick_frame = bench.Result("late-hand", [1.0, 1.0], [1.0, 1.0], [3.0, 3.0])
    quick_hand = bench.Result("quick", [1.0, 1.0], [1.0, 1.0], [1.5, 1.5])
    assert bench.over_limit([quick_frame, quick_hand], 1.6) == ["late-hand"]
    assert bench.main(["--against", str(tmp_path), "--runs", "1"]) == 1  # not a checkout
    other = bench.against_pair(bench.REPO)
    assert (
        other.name == "against"
        and other.cwd == bench.REPO
        and other.app[1:3]
        == [
            "-m",
            "jinlami_desktop",
        ]
    )
