"""Start-up imports only what the first window needs (packaging/README.md, start-up).

The app's real start-up path runs in a fresh interpreter — ``app.main()`` with the
``JINLAMI_STARTUP_BENCH`` hook, which quits once the first hand is dealt — and reports
``sys.modules`` three times: when the window's frame has been painted (``shown``),
when the first hand is dealt (``ready``), and after the app has quit.  The dialogs, the
search bots (hard and expert, both games) and ``importlib.metadata`` (the version
lookup) are not imported at all: each is imported when first used.  The frame is shown
before any game, table, save or statistics module is loaded (``MainWindow(staged=True)``);
by the time the first hand is dealt, neither has the other game's table (built on first
use, ``game_tables.py``) nor the statistics database (opened from the event loop right
after, ``storage/session.py``) been loaded.  A subprocess, because this test session has
imported all of them long ago.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[3]

#: What start-up must leave for later, as module names or package prefixes.
DEFERRED = (
    "importlib.metadata",
    "jinlami_desktop.dialogs.about",
    "jinlami_desktop.ui.dialog_kit",
    "jinlami_desktop.dialogs.match_info",
    "jinlami_desktop.dialogs.new_match",
    "jinlami_desktop.dialogs.rules_help",
    "jinlami_desktop.dialogs.saves",
    "jinlami_desktop.dialogs.settings",
    "jinlami_desktop.statistics.window",
    "jinlami_desktop.games.jinlami.knock_dialog",
    "jinlami_desktop.games.jinlami.result_dialog",
    "jinlami_desktop.games.rummy.result_dialog",
    "engine.jinlami.bots.hard",
    "engine.jinlami.bots.expert",
    "engine.rummy.bots.hard",
    "engine.rummy.bots.expert",
    "PySide6.QtCharts",
)

#: What the window's frame is shown without: both games' engines and tables, the saves,
#: the statistics, the card art and the search for a focus ring.
NOT_IN_THE_FRAME = (
    "engine.games",
    "engine.jinlami.match",
    "engine.jinlami.state",
    "engine.rummy.state",
    "engine.melds",
    "jinlami_desktop.games.registry",
    "jinlami_desktop.games.jinlami.window",
    "jinlami_desktop.games.rummy.window",
    "jinlami_desktop.storage.saves",
    "jinlami_desktop.storage.session",
    "jinlami_desktop.storage.stats",
    "jinlami_desktop.table.card_art",
    "jinlami_desktop.table.view",
    "jinlami_desktop.ui.focus_ring",
    # it imports Qt's namespace, whose enums take ~40 ms to create (windowState() too)
    "jinlami_desktop.ui.text_scale",
    "sqlite3",
)

#: What is not loaded yet when the first hand is dealt, by the game on show: the
#: statistics package and SQLite, and the other game's table.
NOT_YET_SHOWN = {
    "jinlami": (
        "sqlite3",
        "jinlami_desktop.storage.stats",
        "jinlami_desktop.games.rummy.window",
        "jinlami_desktop.games.rummy.scene",
        "jinlami_desktop.games.rummy.panel",
    ),
    "rummy": (
        "sqlite3",
        "jinlami_desktop.storage.stats",
        "jinlami_desktop.games.jinlami.window",
        "jinlami_desktop.games.jinlami.panel",
    ),
}

PROBE = """
import json, sys
import jinlami_desktop.app.main as app
import jinlami_desktop.app.startup as startup
proceed = startup.Startup.proceed
def shown(self):
    if not self.done:
        print("frame-modules " + json.dumps(sorted(sys.modules)), flush=True)
    proceed(self)
startup.Startup.proceed = shown
report = startup.StartupReport.__call__
def ready(self):
    print("shown-modules " + json.dumps(sorted(sys.modules)), flush=True)
    report(self)
startup.StartupReport.__call__ = ready
code = app.main(sys.argv[1:])
print("modules " + json.dumps(sorted(sys.modules)))
sys.exit(code)
"""


def _listed(stdout: str, tag: str) -> set[str]:
    line = next(x for x in stdout.splitlines() if x.startswith(tag + " "))
    return set(json.loads(line.removeprefix(tag + " ")))


def started_modules(tmp_path: Path, *args: str) -> tuple[set[str], set[str], set[str]]:
    """``sys.modules`` when the app had painted its window's frame, when it had dealt its
    first hand, and after it quit."""
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
    assert "ready-at " in result.stdout, result.stdout
    return (
        _listed(result.stdout, "frame-modules"),
        _listed(result.stdout, "shown-modules"),
        _listed(result.stdout, "modules"),
    )


def loaded(modules: set[str], names: tuple[str, ...]) -> list[str]:
    return sorted(name for name in names if name in modules)


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_start_up_leaves_dialogs_bots_and_metadata_for_later(tmp_path: Path, game: str) -> None:
    frame, shown, modules = started_modules(tmp_path, "--seed", "1", "--game", game)
    assert "jinlami_desktop.window.main_window" in frame  # the probe did start the window
    assert loaded(frame, NOT_IN_THE_FRAME) == []
    assert f"jinlami_desktop.games.{game}.window" in shown  # the table came next
    assert loaded(modules, DEFERRED) == []
    assert loaded(shown, NOT_YET_SHOWN[game]) == []
    # … and they were loaded, once needed: the database right after (the quit comes
    # first here, and closing the storage still opens it to keep the match's row)
    assert "jinlami_desktop.storage.stats" in modules


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
