"""Tests marked ``fresh_process`` run in an interpreter of their own: the test session
hands the test's node id to a new ``python -m pytest`` and reports its outcome.

Why: these tests run the whole application in-process (``jinlami_desktop.app.main.main``)
to drive its first run from inside its event loop, and ``main()`` shares the session's one
QApplication with every other test.  What earlier tests left on it (windows closed but
not yet deleted, posted events) is there while ``main()`` builds and tears down its
window, and ``main()`` leaves things on it for later tests (the focus ring, the
translators of its ``--lang``, ``JINLAMI_DATA_DIR``; no window, thread or timer, checked
after two runs).  One order of test files segfaulted inside ``main()`` (in ``app_icon``),
before garbage was collected only between events (``app.gui_gc``) and before the desktop
``qtbot`` held the windows it closes — a collection inside a paint freeing an earlier
test's window fits it, but it was never reproduced again (not in 29 runs, nor in 14 runs
of ``test_welcome.py`` after three other desktop files), so no cause is proven.  In a
process of its own such a test cannot meet another's leftovers, and a crash there fails
that one test with its signal named instead of killing the worker and the tests after it.

The cost is an interpreter, pytest and Qt started per test (about 0.5–1 s of CPU on top
of the test), so the mark is for the few tests that need ``main()`` in-process; a test
that needs only the app's behaviour runs it as a process
(``tests.desktop.app.test_smoke.run_app``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

__all__ = ["CHILD_VARIABLE", "MARK", "run_in_fresh_process", "wants_fresh_process"]

#: The marker's name: ``@pytest.mark.fresh_process``.
MARK = "fresh_process"
#: Set in the child's environment: there the test runs as usual.
CHILD_VARIABLE = "JINLAMI_TEST_FRESH_PROCESS"
#: Longest a test in a fresh process may take, in seconds.
TIMEOUT_S = 300
#: How much of the child's output a failure shows (its end).
_SHOWN_CHARS = 12_000


def wants_fresh_process(item: pytest.Item) -> bool:
    """Is ``item`` marked, and is this not already its fresh process?"""
    return item.get_closest_marker(MARK) is not None and not os.environ.get(CHILD_VARIABLE)


def run_in_fresh_process(item: pytest.Item) -> None:
    """Run ``item`` alone in a new ``python -m pytest`` and raise what its outcome calls
    for: nothing when it passed, ``pytest.skip`` when it skipped, ``pytest.fail`` with
    the child's output (and the signal, if it was killed by one) otherwise."""
    with tempfile.TemporaryDirectory(prefix="jinlami-fresh-") as basetemp:
        # Without the plugins a single test does not need: hypothesis's alone is
        # about 0.8 s of CPU to import, more than the rest of the child's start.
        command = [
            sys.executable, "-m", "pytest", item.nodeid,
            "-p", "no:xdist", "-p", "no:cacheprovider", "-p", "no:randomly",
            "-p", "no:hypothesispytest",
            "-q", "--no-header", "-rfEs", f"--basetemp={basetemp}/tmp",
        ]  # fmt: skip
        result = _run(command, Path(str(item.config.rootpath)), item.nodeid)
    output = f"{result.stdout}\n{result.stderr}"
    if result.returncode == 0:
        last = result.stdout.strip().splitlines()[-1:] or [""]
        if " passed" not in last[0] and " skipped" in last[0]:
            pytest.skip(f"skipped in its fresh process: {_tail(output)}")
        return
    how = f"exit {result.returncode}"
    if result.returncode < 0:
        how = f"killed by {signal.Signals(-result.returncode).name}"
    pytest.fail(f"{item.nodeid} in a fresh process: {how}\n{_tail(output)}", pytrace=False)


def _run(command: list[str], root: Path, nodeid: str) -> subprocess.CompletedProcess[str]:
    # Not an xdist worker there (its variables would say it is one).
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_XDIST_")}
    env[CHILD_VARIABLE] = "1"
    try:
        return subprocess.run(
            command, cwd=root, env=env, capture_output=True, text=True, timeout=TIMEOUT_S
        )
    except subprocess.TimeoutExpired as exc:
        pytest.fail(
            f"{nodeid}: no outcome in a fresh process within {TIMEOUT_S} s\n"
            f"{_tail(exc.stdout)}{_tail(exc.stderr)}",
            pytrace=False,
        )


def _tail(text: str | bytes | None) -> str:
    if isinstance(text, bytes):
        text = text.decode(errors="replace")
    return (text or "")[-_SHOWN_CHARS:]
