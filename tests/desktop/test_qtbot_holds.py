"""The desktop tests' ``qtbot`` (``tests/desktop/conftest.py``) keeps the widgets it is
to close alive until it has closed them: one that only its own reference cycles keep
could be collected in the middle of its own paint, after the test has returned; and
once closed, they are deleted before the next test."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
import shiboken6
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot


def test_a_widget_given_to_qtbot_outlives_the_tests_own_reference(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    ref = weakref.ref(widget)
    del widget
    gc.collect()
    assert ref() is not None


@pytest.fixture
def left_to_qtbot() -> Iterator[list[QWidget]]:
    """The widgets a test leaves to ``qtbot``, checked once it has let them go: requested
    before ``qtbot``, this fixture is torn down after it (and after pytest-qt closed the
    widgets), still inside the same test, whatever runs before or beside it."""
    left: list[QWidget] = []
    yield left
    assert len(left) == 2
    assert not any(shiboken6.isValid(w) for w in left), "closed, but not deleted"


def test_a_window_left_to_qtbot_is_deleted_with_its_dialog(
    left_to_qtbot: list[QWidget], qtbot: QtBot
) -> None:
    """A shown window owning a dialog, left to the ``qtbot`` (as most desktop tests leave
    theirs), is deleted with its dialog by the end of the test.  No event loop runs in a
    test, so a ``deleteLater`` alone would leave the closed window and its dialog alive
    for the rest of the session, reworded by every later language switch until a
    collection tore their wrappers away (a crash)."""
    window = QWidget()
    qtbot.addWidget(window)
    dialog = QDialog(window)
    window.show()
    left_to_qtbot.extend((window, dialog))
    assert all(shiboken6.isValid(w) for w in left_to_qtbot)  # alive while the test runs
