"""A finished review makes drills: each costly decision of the reviewed hand is added to
the statistics' drills (the player's view at that moment, never a hidden card), a
storage problem is said as a storage problem (the review goes on, nothing is lost: the
review and its drills are stored on the next try), and the review's Drills button opens
the drills screen."""

from __future__ import annotations

import datetime as dt
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine.drills import THRESHOLDS
from jinlami_desktop.review.dialog import ReviewWindow
from jinlami_desktop.review.model import review_hands
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import StatsStore
from tests.desktop.review_history import build_review_history
from tests.storage.game_parts import PARTS


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    db = tmp_path_factory.mktemp("review-drills") / "stats.sqlite3"
    jin, _rummy = build_review_history(db, hands=1)
    return (db, jin)


@pytest.fixture
def stats(tmp_path: Path, recorded: tuple[Path, int]) -> Iterator[StatsStore]:
    shutil.copy(recorded[0], tmp_path / "stats.sqlite3")
    s = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)
    yield s
    s.close()


def _review(qtbot: QtBot, stats: StatsStore, match_id: int) -> ReviewWindow:
    rows = stats.match_hands(match_id)
    win = ReviewWindow(stats, review_hands(stats, rows), effort="quick")
    qtbot.addWidget(win)
    win.show()
    win.start()
    qtbot.waitUntil(lambda: win.complete or bool(win.error), timeout=60000)
    assert not win.error
    return win


def test_a_finished_review_adds_its_costly_decisions_as_drills(
    qtbot: QtBot, stats: StatsStore, recorded: tuple[Path, int]
) -> None:
    win = _review(qtbot, stats, recorded[1])
    review = next(iter(win.reviews.values()))
    costly = [d for d in review.decisions if d.loss > THRESHOLDS["jinlami"]]
    assert costly, "random moves at the player's seat must cost something"
    assert review.drills and win.drills_added == len(review.drills)
    due = stats.due_drills(dt.date.today())
    assert {d.drill.key for d in due} == {d.key for d in review.drills}
    for d in due:
        assert d.drill.game == "jinlami" and d.drill.seat == 0 and d.drill.source == "review"
        assert d.drill.view().player == 0  # the player's own view
    assert "drill" in win.drills_label.text()
    # the same hand reviewed again makes no second copy of its drills
    win.store_pending()
    win.unstored_drills.extend(review.drills)
    assert win.store_pending()
    assert len(stats.due_drills(dt.date.today())) == len(due)


def test_a_storage_problem_is_said_as_one_and_the_drills_are_kept_for_later(
    qtbot: QtBot, stats: StatsStore, recorded: tuple[Path, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    real = stats.add_drills

    def full(*_args: object, **_kw: object) -> None:
        raise StorageError("disk full", code="disk_full")

    monkeypatch.setattr(stats, "add_drills", full)
    win = _review(qtbot, stats, recorded[1])
    assert win.complete and not win.error  # the review itself went on to its end
    label = win.progress_label.text()
    assert win.storage_problem and win.storage_problem in label
    assert "The review stopped" not in label and "disk_full" not in label
    assert win.unstored_drills and stats.due_drills(dt.date.today()) == []
    hand_id = next(iter(win.reviews))
    assert stats.stored_review(hand_id) is not None  # the review was kept already

    monkeypatch.setattr(stats, "add_drills", real)
    win.close()  # Close tries again
    assert not win.unstored_drills and not win.storage_problem
    assert len(stats.due_drills(dt.date.today())) == len(win.reviews[hand_id].drills)
