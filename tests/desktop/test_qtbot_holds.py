"""The desktop tests' ``qtbot`` (``tests/desktop/conftest.py``) keeps the widgets it is
to close alive until it has closed them: one that only its own reference cycles kept
could be collected in the middle of its own paint, after the test had returned."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot


def test_a_widget_given_to_qtbot_outlives_the_tests_own_reference(qtbot: QtBot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    ref = weakref.ref(widget)
    del widget
    gc.collect()
    assert ref() is not None
