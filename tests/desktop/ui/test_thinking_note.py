"""The "thinking…" note on the felt: shown only once a bot's move thinks for a while."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.ui.thinking_note import DELAY_MS, ThinkingNote


def test_the_note_shows_after_its_delay_and_goes_with_the_answer(qtbot: QtBot) -> None:
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    note = ThinkingNote(view)
    assert note.text() == "thinking…" and not note.isVisible()
    note.set_thinking(True)
    assert not note.isVisible()  # a quick bot answers before it shows
    qtbot.waitUntil(note.isVisible, timeout=DELAY_MS * 20)
    assert abs(note.geometry().center().x() - view.width() // 2) <= 1
    assert note.y() < view.height() // 10  # at the top of the felt
    note.set_thinking(False)
    assert not note.isVisible()
    note.set_thinking(True)
    note.set_thinking(False)  # answered within the delay: it never shows
    qtbot.wait(DELAY_MS * 2)
    assert not note.isVisible()
    view.resize(1000, 600)
    note.set_thinking(True)
    qtbot.waitUntil(note.isVisible, timeout=DELAY_MS * 20)
    assert abs(note.geometry().center().x() - 500) <= 1
