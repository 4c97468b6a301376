"""The desktop tests' ``fresh_process`` mark (``tests/desktop/fresh_process.py``): a
marked test runs in an interpreter of its own, a crash there fails that test with its
signal named, and an unmarked test cannot start the app in-process."""

from __future__ import annotations

import os
from pathlib import Path
from types import SimpleNamespace
from typing import cast

import pytest

from jinlami_desktop.app import main as app_module
from tests.desktop.fresh_process import CHILD_VARIABLE, run_in_fresh_process


@pytest.mark.fresh_process
def test_a_marked_test_runs_in_its_own_interpreter() -> None:
    """The session running the suite never runs a marked test's body: only the child
    it starts, whose environment says so."""
    assert os.environ.get(CHILD_VARIABLE) == "1"


def _item(tmp_path: Path, body: str) -> pytest.Item:
    """A stand-in for a collected test: a file of its own in ``tmp_path``."""
    path = tmp_path / "test_child.py"
    path.write_text(f"import os, signal\n\n\ndef test_child():\n    {body}\n", encoding="utf-8")
    item = SimpleNamespace(nodeid=f"{path}::test_child", config=SimpleNamespace(rootpath=tmp_path))
    return cast(pytest.Item, item)


def test_a_crash_in_the_fresh_process_fails_that_test_naming_the_signal(tmp_path: Path) -> None:
    with pytest.raises(pytest.fail.Exception, match="killed by SIGSEGV"):
        run_in_fresh_process(_item(tmp_path, "os.kill(os.getpid(), signal.SIGSEGV)"))


def test_a_failure_in_the_fresh_process_is_reported_with_its_output(tmp_path: Path) -> None:
    with pytest.raises(pytest.fail.Exception, match=r"exit 1[\s\S]*assert 1 == 2"):
        run_in_fresh_process(_item(tmp_path, "assert 1 == 2"))
    run_in_fresh_process(_item(tmp_path, "assert 1 == 1"))  # a pass raises nothing


def test_an_unmarked_test_cannot_start_the_app_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    with pytest.raises(AssertionError, match="fresh_process"):
        app_module.main(["--data-dir", str(tmp_path / "data"), "--lang", "en"])
