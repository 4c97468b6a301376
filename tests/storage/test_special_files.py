"""Only regular files are read as saves, settings or the statistics database.

A FIFO at ``saves/autosave.json`` made start-up wait for ever; a folder or a device
there made the reads fail.  Each is refused with the code ``not_a_file`` without being
opened (the FIFOs here free any reader that waits, so a regression fails, never hangs),
and play goes on: the odd autosave is moved aside (never deleted), the settings live for
the run only, the statistics in memory.  A save with the two BOMs of an editor that
saved it twice loads whole, its header and meta too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from jinlami_desktop.storage import SaveStore, Storage
from jinlami_desktop.storage.regular_file import (
    NotRegularFile,
    ensure_regular,
    open_regular,
    read_regular,
)
from jinlami_desktop.storage.save_files import read_limited
from jinlami_desktop.storage.save_meta import SaveMeta
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.storage.stats import StatsStore
from tests.special_files import fifo, needs_fifo
from tests.storage.game_parts import PARTS
from tests.storage.helpers import make_match


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves", parts=PARTS)


# -- the helper ------------------------------------------------------------------------------
@needs_fifo
def test_the_helper_refuses_a_fifo_without_waiting(tmp_path: Path) -> None:
    path = tmp_path / "pipe"
    with fifo(path) as freed:
        for read in (lambda: read_regular(path, 10), lambda: os.close(open_regular(path))):
            with pytest.raises(NotRegularFile) as err:
                read()
            assert err.value.code == "not_a_file" and err.value.kind == "fifo"
        with pytest.raises(NotRegularFile):
            ensure_regular(path)
    assert freed == []  # nothing ever opened it to read


@needs_fifo
def test_a_fifo_put_there_after_the_look_is_caught_by_the_opened_descriptor(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The race: the path was a file when looked at, a FIFO when opened.  O_NONBLOCK
    makes the open return at once, and the descriptor's own look refuses it."""
    import jinlami_desktop.storage.regular_file as regular_file

    path = tmp_path / "pipe"
    monkeypatch.setattr(regular_file, "ensure_regular", lambda p, missing_ok=True: None)
    with fifo(path) as freed, pytest.raises(NotRegularFile):
        read_regular(path, 10)
    assert freed == []


def test_the_helper_refuses_a_folder_and_reads_a_file(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile) as err:
        read_regular(tmp_path, 10)
    assert err.value.kind == "folder"
    (tmp_path / "f").write_bytes(b"0123456789abc")
    assert read_regular(tmp_path / "f", 10) == b"0123456789a"  # limit + 1: too large


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_link_to_a_device_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "autosave.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(NotRegularFile) as err:
        read_limited(link)
    assert err.value.kind == "device"


# -- saves -----------------------------------------------------------------------------------
@needs_fifo
def test_a_fifo_at_the_autosave_is_moved_aside_and_told(store: SaveStore) -> None:
    with fifo(store.autosave_path) as freed:
        info = store.autosave_info()
        assert info is not None and info.error == "not_a_file"
        res = store.find_resumable()
        assert res is not None and not res.ok
        assert res.error_code == "not_a_file"
        assert res.moved_to is not None and res.moved_to.exists()  # kept, renamed
        assert not store.autosave_path.exists()
    assert freed == []
    store.write_autosave(make_match())  # the next autosave is written as ever
    again = store.load_autosave()
    assert again is not None and again.ok


def test_a_folder_at_the_autosave_is_refused_not_read(store: SaveStore) -> None:
    store.autosave_path.mkdir(parents=True)
    (store.autosave_path / "mine.txt").write_text("the player's", encoding="utf-8")
    res = store.load_autosave()
    assert res is not None and res.error_code == "not_a_file"
    assert res.moved_to is not None
    assert (res.moved_to / "mine.txt").read_text(encoding="utf-8") == "the player's"


@needs_fifo
def test_start_up_with_a_fifo_autosave_goes_on(tmp_path: Path) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    storage.close()
    with fifo(storage.paths.autosave_file) as freed:
        storage = Storage.open(tmp_path, parts=PARTS)
        offer = storage.resume_offer()
        assert offer is not None and offer.error_code == "not_a_file"
        storage.close()
    assert freed == []


def test_two_boms_load_whole_header_and_meta_too(store: SaveStore) -> None:
    """An editor that saved the file twice "with BOM": the app reads it as
    ``engine.verify`` does (one decoding, every BOM left out)."""
    store.write_autosave(make_match(), SaveMeta(player_name="Ann"))
    raw = store.autosave_path.read_bytes()
    store.autosave_path.write_bytes(b"\xef\xbb\xbf\xef\xbb\xbf" + raw)
    info = store.autosave_info()
    assert info is not None and info.error is None and info.player_name == "Ann"
    res = store.load_autosave()
    assert res is not None and res.ok and res.repaired == ()
    assert res.meta is not None and res.meta.player_name == "Ann"


# -- settings --------------------------------------------------------------------------------
@needs_fifo
def test_settings_at_a_fifo_are_for_this_run_only(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    with fifo(path) as freed:
        settings = Settings(path)
        assert settings.problem == "not_a_file"
        settings.player_name = "Ann"
        assert settings.player_name == "Ann"
        assert settings.sync() is False  # not kept, and said so
    assert freed == []
    assert stat.S_ISFIFO(path.stat().st_mode)  # nothing written in its place


def test_settings_at_a_folder_are_for_this_run_only(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.mkdir()
    settings = Settings(path)
    assert settings.problem == "not_a_file"
    assert settings.sync() is False
    assert path.is_dir() and list(path.iterdir()) == []


# -- the statistics database ----------------------------------------------------------------
@needs_fifo
def test_a_fifo_at_the_statistics_database_leaves_them_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    with fifo(path) as freed:
        stats = StatsStore(path, parts=PARTS)
        try:
            assert stats.warning == "stats_unavailable"
        finally:
            stats.close()
    assert freed == []
