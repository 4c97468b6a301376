"""Start-up imports only what the first window needs (packaging/README.md, start-up).

The app's real start-up path runs in a fresh interpreter — ``app.main()`` with the
``JINLAMI_STARTUP_BENCH`` hook, which quits once the window is shown with its first
hand dealt — and then reports ``sys.modules``.  The dialogs, the search bots (hard and
expert, both games) and ``importlib.metadata`` (the version lookup) must not be among
them: each is imported when first used.  A subprocess, because this test session has
imported all of them long ago.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]

#: What start-up must leave for later, as module names or package prefixes.
DEFERRED = (
    "importlib.metadata",
    "jinlami_desktop.dialogs.about",
    "jinlami_desktop.dialogs.common",
    "jinlami_desktop.dialogs.match_info",
    "jinlami_desktop.dialogs.new_match",
    "jinlami_desktop.dialogs.rules_help",
    "jinlami_desktop.dialogs.saves",
    "jinlami_desktop.dialogs.settings",
    "jinlami_desktop.dialogs.statistics",
    "jinlami_desktop.games.jinlami.knock_dialog",
    "jinlami_desktop.games.jinlami.result_dialog",
    "jinlami_desktop.games.rummy.result_dialog",
    "engine.jinlami.bots.hard",
    "engine.jinlami.bots.expert",
    "engine.rummy.bots.hard",
    "engine.rummy.bots.expert",
    "PySide6.QtCharts",
)

PROBE = """
import json, sys
from jinlami_desktop.app import main
code = main(sys.argv[1:])
print("modules " + json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def started_modules(tmp_path: Path, *args: str) -> set[str]:
    """``sys.modules`` after the app started and showed its window (then quit)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", JINLAMI_STARTUP_BENCH="1")
    result = subprocess.run(
        [sys.executable, "-c", PROBE, "--data-dir", str(tmp_path / "data"), *args],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "shown-at " in result.stdout, result.stdout
    line = next(x for x in result.stdout.splitlines() if x.startswith("modules "))
    return set(json.loads(line.removeprefix("modules ")))


def heavy(modules: set[str]) -> list[str]:
    return sorted(name for name in DEFERRED if name in modules)


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_start_up_leaves_dialogs_bots_and_metadata_for_later(tmp_path: Path, game: str) -> None:
    modules = started_modules(tmp_path, "--seed", "1", "--game", game)
    assert "jinlami_desktop.main_window" in modules  # the probe did start the window
    assert heavy(modules) == []


def test_the_probe_sees_a_deferred_module_once_it_is_used() -> None:
    """The check itself: a search bot made on purpose does show in ``sys.modules``."""
    probe = (
        "import sys, engine.jinlami.bots as b; b.make('expert', 1);"
        "print('engine.jinlami.bots.expert' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "True"
