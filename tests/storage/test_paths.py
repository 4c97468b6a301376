"""Where files live: explicit folder, then JINLAMI_DATA_DIR, then platformdirs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from jinlami_desktop.storage.paths import ENV_VAR, AppPaths


def test_explicit_dir_wins_over_the_environment(tmp_path: Path) -> None:
    chosen, env_dir = tmp_path / "chosen", tmp_path / "env"
    paths = AppPaths.resolve(chosen, env={ENV_VAR: str(env_dir)})
    assert paths.portable
    assert paths.data_dir == paths.config_dir == paths.state_dir == chosen.resolve()
    assert paths.saves_dir == chosen.resolve() / "saves"
    assert paths.autosave_file == chosen.resolve() / "saves" / "autosave.json"
    assert paths.slots_dir == chosen.resolve() / "saves" / "slots"
    assert paths.stats_db == chosen.resolve() / "stats.sqlite3"
    assert paths.settings_file == chosen.resolve() / "settings.ini"
    assert paths.log_dir == chosen.resolve() / "logs"


def test_environment_variable_used_without_an_explicit_dir(tmp_path: Path) -> None:
    paths = AppPaths.resolve(None, env={ENV_VAR: str(tmp_path / "env")})
    assert paths.portable and paths.data_dir == (tmp_path / "env").resolve()


def test_user_relative_dir_is_expanded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("USERPROFILE", str(tmp_path))
    paths = AppPaths.resolve("~/portable", env={})
    assert paths.data_dir == (tmp_path / "portable").resolve()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG variables are Linux-only")
@pytest.mark.parametrize("env_value", [None, "", "   "])
def test_platformdirs_when_nothing_is_chosen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, env_value: str | None
) -> None:
    for var, name in (("XDG_DATA_HOME", "d"), ("XDG_CONFIG_HOME", "c"), ("XDG_STATE_HOME", "s")):
        monkeypatch.setenv(var, str(tmp_path / name))
    env = {} if env_value is None else {ENV_VAR: env_value}
    paths = AppPaths.resolve(None, env=env)
    assert not paths.portable
    assert paths.data_dir == tmp_path / "d" / "JinLami"
    assert paths.config_dir == tmp_path / "c" / "JinLami"
    assert paths.state_dir == tmp_path / "s" / "JinLami"
    assert paths.settings_file == tmp_path / "c" / "JinLami" / "settings.ini"
    assert paths.log_dir == tmp_path / "s" / "JinLami" / "logs"


def test_resolving_creates_nothing_and_ensure_creates_everything(tmp_path: Path) -> None:
    root = tmp_path / "new"
    paths = AppPaths.resolve(root)
    assert not root.exists()
    assert paths.ensure() is paths
    for folder in (paths.data_dir, paths.saves_dir, paths.slots_dir, paths.log_dir):
        assert folder.is_dir()
    paths.ensure()  # idempotent


def test_default_environment_is_the_test_sandbox() -> None:
    """Without arguments the conftest's JINLAMI_DATA_DIR applies: never the real home."""
    import os

    paths = AppPaths.resolve()
    assert paths.portable
    assert paths.data_dir == Path(os.environ[ENV_VAR]).resolve()
