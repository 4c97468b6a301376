"""A table's roomy column fills the spare width but never cuts its words."""

from __future__ import annotations

from PySide6.QtWidgets import QTableWidgetItem
from pytestqt.qtbot import QtBot

from jinlami_desktop.ui.widgets import RoomyColumn, read_only_table


def test_the_roomy_column_fills_but_never_cuts(qtbot: QtBot) -> None:
    """A roomy column keeps its words (the table scrolls sideways: at 1024 px the hand
    history's last, stretching column shows "Accuracy", not "ccurac") and fills a wide
    table."""
    table = read_only_table(None, 3, "t", stretch=2)  # type: ignore[arg-type]
    qtbot.addWidget(table)
    table.setHorizontalHeaderLabels(["Rules of a long name", "Opponent level", "Accuracy"])
    RoomyColumn(table, 2)
    table.setRowCount(1)
    table.setItem(0, 2, QTableWidgetItem("a cell wider than its header, far wider"))
    table.resize(300, 200)
    table.show()
    qtbot.waitExposed(table)
    qtbot.wait(50)
    header = table.horizontalHeader()
    words = table.sizeHintForColumn(2)
    assert words > header.sectionSizeHint(2) and header.sectionSize(2) >= words
    table.resize(900, 200)
    qtbot.wait(50)
    others = header.sectionSize(0) + header.sectionSize(1)
    assert header.sectionSize(2) == table.viewport().width() - others
