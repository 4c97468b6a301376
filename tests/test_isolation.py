"""tests/conftest.py must keep every test away from the real user's files and display."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest


def test_qt_runs_headless() -> None:
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"


def test_jinlami_data_dir_is_redirected(session_home: Path) -> None:
    assert Path(os.environ["JINLAMI_DATA_DIR"]).is_relative_to(session_home)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG paths are Linux-only")
def test_platformdirs_point_into_the_session_directory(session_home: Path) -> None:
    from platformdirs import PlatformDirs

    dirs = PlatformDirs("JinLami", appauthor=False)
    for path in (
        dirs.user_data_dir,
        dirs.user_config_dir,
        dirs.user_state_dir,
        dirs.user_cache_dir,
    ):
        assert Path(path).is_relative_to(session_home), path
