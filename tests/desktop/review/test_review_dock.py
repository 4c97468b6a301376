"""The review beside the table it talks about, not over it: a dock on the right of the
main window, so that "Show on the table" changes a table the player sees; its Close
takes the dock away.  And the statistics, opened at 1024×640, leave the table round
them and keep their frame on the screen."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QDialog, QDockWidget, QGridLayout, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.review.dialog import _WHY, DOCKED_WHY_WIDTH, ReviewWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.ui.screen_fit import known_or_guessed
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, table_cell
from tests.desktop.review_history import build_review_history
from tests.storage.game_parts import PARTS

if TYPE_CHECKING:
    from jinlami_desktop.games.jinlami.result_dialog import HandResultDialog


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    db = tmp_path_factory.mktemp("review-dock") / "stats.sqlite3"
    jin, rummy = build_review_history(db)
    return (db, jin, rummy)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, recorded: tuple[Path, int, int]) -> Iterator[MainWindow]:
    data = tmp_path / "D"
    data.mkdir()
    shutil.copy(recorded[0], data / "stats.sqlite3")
    storage = Storage.open(data, parts=PARTS)
    w = MainWindow(Preferences(animation_speed="off", auto_layoff=True), storage=storage)
    qtbot.addWidget(w)
    w.reviews.effort = "quick"
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for ui in w.games.values():
        ui.controller.shutdown()
    w.close()
    storage.close()


def _on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_the_review_is_docked_beside_the_table(
    qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int], game: str
) -> None:
    assert window.storage is not None
    match_id = recorded[1] if game == "jinlami" else recorded[2]
    row = window.storage.stats.match_hands(match_id)[0]
    assert window.reviews.review_hand(row)
    review = window.reviews.window
    assert review is not None
    dock = window.reviews.dock
    assert isinstance(dock, QDockWidget) and dock.widget() is review
    assert not review.isWindow() and review.window() is window  # inside the main window
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    qtbot.waitUntil(lambda: review.complete, timeout=60000)
    review.table.selectRow(0)
    review.show_button.click()  # "Show on the table"
    ui = window.games[game]
    assert ui.controller.replaying
    qtbot.waitUntil(lambda: ui.view.isVisible() and ui.view.width() > 200)
    table = _on_screen(ui.view)
    assert not table.intersects(_on_screen(review))  # the position is seen beside it
    assert window.rect().contains(QRect(window.mapFromGlobal(table.topLeft()), table.size()))
    review.close_button.click()
    qtbot.waitUntil(lambda: window.reviews.dock is None)
    assert not any(d.isVisible() for d in window.findChildren(QDockWidget))


def test_the_statistics_leave_the_table_round_them(qtbot: QtBot, window: MainWindow) -> None:
    """At 1024×640 the statistics opened as large as the screen (full screen in effect,
    their frame off its bottom edge): now at most nine tenths of the window, the whole
    frame on the screen."""
    window.commands.show_statistics()
    stats = window.commands.stats_window
    assert stats is not None
    qtbot.waitExposed(stats)
    assert stats.width() <= round(window.frameGeometry().width() * 0.9)
    assert stats.height() <= round(window.frameGeometry().height() * 0.9)
    free = stats.screen().availableGeometry()
    frame = stats.geometry().marginsAdded(known_or_guessed(stats))
    assert free.contains(frame) or not free.contains(window.frameGeometry())
    stats.close()


def test_the_statistics_step_aside_for_the_review_and_come_back(
    qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int]
) -> None:
    """Review hand… in the statistics' history: the statistics (a window over the main
    one) would hide the review beside the table, so they step aside until it is closed."""
    window.commands.show_statistics()
    stats = window.commands.stats_window
    assert stats is not None
    qtbot.waitExposed(stats)
    stats.tabs.setCurrentIndex(2)
    stats.history.selectRow(0)
    stats.review_button.click()
    review = window.reviews.window
    assert review is not None and not review.isWindow()
    assert not stats.isVisible()
    qtbot.waitUntil(lambda: review.complete, timeout=60000)
    review.close_button.click()
    qtbot.waitUntil(stats.isVisible)
    assert window.reviews.dock is None
    stats.close()


def _cell(grid: QGridLayout, widget: QWidget) -> tuple[int, int]:
    """The row and column of ``widget`` in ``grid``."""
    place: tuple[int, int, int, int] = grid.getItemPosition(grid.indexOf(widget))  # type: ignore[assignment]
    return (place[0], place[1])


def _inside(widget: QWidget, box: QWidget) -> bool:
    """``widget``'s whole rectangle inside ``box``'s (nothing of it cut off)."""
    return _on_screen(box).contains(_on_screen(widget))


def _opened_review(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, match_id: int
) -> ReviewWindow:
    """The review of ``match_id``'s first hand opened beside the table, graded, its
    costliest decision chosen."""
    assert window.storage is not None
    row = window.storage.stats.match_hands(match_id)[0]
    assert window.reviews.review_hand(row)
    review = window.reviews.window
    assert review is not None
    qtbot.waitUntil(lambda: review.complete, timeout=60000)
    review.table.selectRow(0)
    qapp.processEvents()
    return review


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_at_1024_the_review_fits_beside_the_table_in_rows(
    qapp: QApplication,
    qtbot: QtBot,
    window: MainWindow,
    recorded: tuple[Path, int, int],
    lang: str,
) -> None:
    """At 1024×640 the dock is narrow: the progress's words above its bar, Show on the
    table under the decision's words, the best move under the player's own (its column
    goes) — every control inside the review and no column run off its table's edge."""
    install_language(qapp, lang)
    try:
        review = _opened_review(qapp, qtbot, window, recorded[1])
        assert review.width() < DOCKED_WHY_WIDTH and review.narrow
        assert _cell(review.detail_grid, review.show_button) == (1, 0)
        assert _cell(review.detail_grid, review.explanation) == (0, 0)
        label_row = _cell(review.progress_grid, review.progress_label)[0]
        assert label_row < _cell(review.progress_grid, review.progress)[0]
        t = review.table
        assert t.isColumnHidden(3) and t.isColumnHidden(_WHY)  # best move, why: elsewhere
        best = table_cell(t, 0, 2).text().split("\n")
        assert len(best) == 2 and best[1] != ""  # the best move under the player's own
        shown = [c for c in range(t.columnCount()) if not t.isColumnHidden(c)]
        widths = sum(t.horizontalHeader().sectionSize(c) for c in shown)
        assert widths <= t.viewport().width()  # no column off the edge
        assert not t.horizontalScrollBar().isVisible()
        for control in (review.show_button, review.close_button, review.explanation):
            assert control.isVisible() and _inside(control, review), control.objectName()
            assert control.width() >= control.minimumSizeHint().width()
        assert review.explanation.text()  # the decision's words, best move and all
        ui = window.games["jinlami"]
        table = _on_screen(ui.view)
        assert not table.intersects(_on_screen(review))
    finally:
        install_language(qapp, "en")


def test_at_1920_the_reviews_why_is_readable_or_said_below(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int]
) -> None:
    """Beside the table at 1920×1080 the review either gives its why column room for
    words (never a few pixels, a word a line) or says the why below the rows, as in
    a narrow dock; no column runs off the table's edge either way."""
    window.resize(1920, 1080)
    qapp.processEvents()
    review = _opened_review(qapp, qtbot, window, recorded[1])
    t = review.table
    if review.narrow:
        assert t.isColumnHidden(_WHY) and review.explanation.text()
    else:
        char = t.fontMetrics().averageCharWidth()
        assert t.horizontalHeader().sectionSize(_WHY) >= 25 * char
    shown = [c for c in range(t.columnCount()) if not t.isColumnHidden(c)]
    assert sum(t.horizontalHeader().sectionSize(c) for c in shown) <= t.viewport().width()


def test_a_result_dialog_steps_aside_for_the_review_and_comes_back(
    qtbot: QtBot, window: MainWindow, recorded: tuple[Path, int, int]
) -> None:
    """The end-of-hand dialog covered the table the review shows positions on: hidden
    while the review is open, back (still the game's) when the review closes — and a
    position the review showed gives way to the match in play."""
    ui = jinlami_ui(window)
    result = QDialog(window)
    ui.result_dialog = cast("HandResultDialog", result)
    result.show()
    qtbot.waitExposed(result)
    assert window.storage is not None
    row = window.storage.stats.match_hands(recorded[1])[0]
    assert window.reviews.review_hand(row)
    review = window.reviews.window
    assert review is not None
    assert not result.isVisible()
    qtbot.waitUntil(lambda: review.complete, timeout=60000)
    review.table.selectRow(0)
    review.show_button.click()  # the position on the table: a replay of the hand
    assert ui.controller.replaying and not result.isVisible()
    review.close_button.click()
    qtbot.waitUntil(result.isVisible)  # the match in play again, and its result
    assert not ui.controller.replaying and not ui.replay_bar.isVisible()
    # a dialog that is no longer the game's (the next hand came) stays away
    assert window.reviews.review_hand(row)
    again = window.reviews.window
    assert again is not None and not result.isVisible()
    ui.result_dialog = None
    again.close_button.click()
    qtbot.waitUntil(lambda: window.reviews.dock is None)
    assert not result.isVisible()
    result.close()


@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_the_chosen_decisions_words_are_never_cut(
    qapp: QApplication,
    qtbot: QtBot,
    window: MainWindow,
    recorded: tuple[Path, int, int],
    size: tuple[int, int],
) -> None:
    """Below the rows, the chosen decision's words (you chose…, best was…, why) take the
    lines they wrap to, narrow or wide; at 1920 they were cut to a line and a half."""
    window.resize(*size)
    review = _opened_review(qapp, qtbot, window, recorded[1])
    words = review.explanation
    assert words.text().count("\n") >= 1  # two lines at least, and they wrap
    qtbot.waitUntil(lambda: words.height() >= words.heightForWidth(words.width()))
    assert _inside(words, review)
