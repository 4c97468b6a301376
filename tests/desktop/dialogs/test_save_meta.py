"""A save's meta is checked before a match is taken over.

A save whose player sits in a seat the game does not have, or which names an opponent
level this version does not know, is repaired by the store as it loads
(``SaveMeta.checked``: the seat becomes 0, the level ``medium``), so the player's match
goes on — and the player is told, in words, that its details were reset.  Behind that,
each controller refuses a meta that does not fit its game before anything changes (a
loaded game handed over without the store's check), and the table stays as it was.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from jinlami_desktop.dialogs.saves import ResumeDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.storage import SaveStore, Storage
from jinlami_desktop.words.texts import storage_error_text
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.window.test_storage_commands import (
    Windows,
    crash_mid_hand,
    play_moves,
    position,
)
from tests.storage.game_parts import PARTS
from tests.storage.helpers import make_match

#: A bad meta: the fields written into the autosave, the code told, its parameters.
BAD_META: dict[str, tuple[dict[str, Any], str, dict[str, Any]]] = {
    "seat": ({"seat": 3}, "bad_save_seat", {"seat": 3, "seats": 2}),
    "level": ({"opponents": ["grandmaster"]}, "unknown_level", {"level": "grandmaster"}),
}


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[Windows]:
    w = Windows(qtbot)
    yield w
    w.close_all()


def _edit_meta(path: Path, changes: dict[str, Any]) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"].update(changes)
    path.write_text(json.dumps(data), encoding="utf-8")


def _meta_changes(changes: dict[str, Any]) -> dict[str, Any]:
    """``changes`` as ``SaveMeta`` fields (opponents are a tuple there)."""
    return {k: tuple(v) if isinstance(v, list) else v for k, v in changes.items()}


def _resume(dlg: ResumeDialog) -> int:
    dlg.choice = "resume"
    return 1


@pytest.mark.parametrize("kind", sorted(BAD_META))
def test_a_bad_autosave_meta_is_repaired_resumed_and_told(
    qtbot: QtBot, tmp_path: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    data = tmp_path / "D"
    crash_mid_hand(data)
    changes, _code, _params = BAD_META[kind]
    _edit_meta(data / "saves" / "autosave.json", changes)
    monkeypatch.setattr(ResumeDialog, "exec", _resume)
    window = windows.open(data)
    window.start_session(MatchSetup(seed=5))
    c = jinlami_ui(window).controller
    assert c.match is not None and c.meta is not None
    assert c.meta.seat == 0 and all(level != "grandmaster" for level in c.meta.opponents)
    box = window.commands.warning_box
    assert box is not None
    assert storage_error_text("meta_repaired") in box.informativeText()
    assert not list((data / "saves").glob("autosave.json.corrupt-*"))  # the match is kept
    play_moves(qtbot, c, 3)  # the resumed match plays and autosaves
    loaded = SaveStore(data / "saves", parts=PARTS).load_autosave()
    assert loaded is not None and loaded.ok and not loaded.repaired


@pytest.mark.parametrize("kind", sorted(BAD_META))
def test_a_bad_slot_meta_is_repaired_loaded_and_told(
    qtbot: QtBot, tmp_path: Path, windows: Windows, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    data = tmp_path / "D"
    store = Storage.open(data, parts=PARTS)
    store.saves.save_slot("odd", make_match(seed=3, actions=20))
    store.close()
    changes, _code, _params = BAD_META[kind]
    _edit_meta(data / "saves" / "slots" / "odd.json", changes)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    window = windows.open(data)
    window.start_session(MatchSetup(seed=2))
    c = jinlami_ui(window).controller
    play_moves(qtbot, c, 1)
    assert window.commands.load_slot("odd")
    assert c.meta is not None and c.meta.seat == 0
    box = window.commands.warning_box
    assert box is not None and storage_error_text("meta_repaired") in box.informativeText()
    assert (data / "saves" / "slots" / "odd.json").exists()  # the player's slot is kept
    play_moves(qtbot, c, 1)


@pytest.mark.parametrize("kind", sorted(BAD_META))
def test_the_controller_refuses_a_bad_meta_before_changing_anything(
    qtbot: QtBot, tmp_path: Path, windows: Windows, kind: str
) -> None:
    data = tmp_path / "D"
    crash_mid_hand(data)
    changes, code, params = BAD_META[kind]
    _edit_meta(data / "saves" / "autosave.json", changes)
    loaded = SaveStore(data / "saves", parts=PARTS).load_autosave()
    assert loaded is not None and loaded.ok
    # the store repairs such a meta as it loads; hand the controller the unrepaired one
    offer = replace(loaded, meta=replace(loaded.meta, **_meta_changes(changes)))
    window = windows.open(data)
    c = jinlami_ui(window).controller
    c.new_match(MatchSetup(seed=2))
    match, meta, before = c.match, c.meta, position(c)
    assert offer.game is not None
    assert c.check_loaded(offer.game, offer.meta) == (code, params)
    refusals: list[tuple[str, object]] = []
    c.refused.connect(lambda code, p: refusals.append((code, p)))
    assert not c.resume(offer)
    assert not c.play_loaded(offer)
    assert refusals == [(code, params), (code, params)]
    assert c.match is match and c.meta == meta and position(c) == before


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"seat": 3}, ("bad_save_seat", {"seat": 3, "seats": 3})),
        ({"seat": 2}, None),
        ({"opponents": ["hard", "champion#2"]}, ("unknown_level", {"level": "champion"})),
        ({"opponents": ["hard", "x" * 500]}, ("unknown_level", {"level": "x" * 39 + "…"})),
    ],
)
def test_rummy_saves_are_checked_the_same_way(
    qtbot: QtBot, tmp_path: Path, changes: dict[str, Any], problem: Any
) -> None:
    """A three-seat 拉米纸牌 match: seats 0–2 exist, seat 3 does not; a bad level is
    quoted short."""
    from jinlami_desktop.games.rummy.controller import RummyController
    from jinlami_desktop.games.rummy.snapshot import RummySetup

    storage = Storage.open(tmp_path / "data", parts=PARTS)
    c = RummyController()
    c.instant = True
    c.attach_storage(storage)
    try:
        c.new_match(RummySetup(opponents=("medium", "hard"), target=100, seed=21))
        loaded = storage.saves.load_autosave()
        assert loaded is not None and loaded.ok
        offer = replace(loaded, meta=replace(loaded.meta, **_meta_changes(changes)))
        assert offer.game is not None
        assert c.check_loaded(offer.game, offer.meta) == problem
        if problem is not None:
            match, actions = c.match, list(c.state.actions)
            assert not c.play_loaded(offer)
            assert c.match is match and list(c.state.actions) == actions
    finally:
        c.shutdown()
        storage.close()


def test_an_unusable_data_folder_is_told_in_a_box_when_attended(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``--data-dir`` naming a file, attended: the status line and a box name the folder
    (the terminal gets the same words; see test_instances)."""
    from jinlami_desktop.window.main_window import MainWindow
    from jinlami_desktop.words.texts import data_dir_unusable_text

    window = MainWindow()
    qtbot.addWidget(window)
    folder = str(tmp_path / "a-file")
    window.commands.tell_problems([("data_dir_unavailable", {"path": folder}, None)])
    box = window.commands.warning_box
    assert box is not None and box.isVisible()
    assert data_dir_unusable_text(folder) in box.informativeText()
    assert folder in window.statusBar().currentMessage()
    box.close()
