"""The desktop tests' ``qtbot`` (``tests/desktop/conftest.py``) keeps the widgets it is
to close alive until it has closed them: one that only its own reference cycles kept
could be collected in the middle of its own paint, after the test had returned; and
once closed, they are deleted before the next test."""

from __future__ import annotations

import gc
import weakref

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


_left: list[QWidget] = []


def test_a_window_with_a_dialog_is_left_to_qtbot(qtbot: QtBot) -> None:
    """The first half of the pair below: a shown window owning a dialog, left to the
    ``qtbot`` (as most desktop tests leave theirs)."""
    window = QWidget()
    qtbot.addWidget(window)
    dialog = QDialog(window)
    window.show()
    _left.extend((window, dialog))


def test_the_left_window_was_deleted_with_its_dialog() -> None:
    """No event loop runs in a test, so a ``deleteLater`` alone would have left the
    closed window and its dialog alive for the rest of the session, reworded by every
    later language switch (a segfault once a collection had torn wrappers away)."""
    if not _left:
        pytest.skip("the first half ran in another xdist worker")
    assert len(_left) == 2
    assert not any(shiboken6.isValid(w) for w in _left)
    _left.clear()
