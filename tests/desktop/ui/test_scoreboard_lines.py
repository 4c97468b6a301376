"""The scoreboard's lines under the seats (the dealer, a team score, a Hollywood match's
three games) all take the board's font, the lines added after the board first showed
too: a line made later kept the application's default font until the board's size
changed."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.match_report import Board, BoardRow
from jinlami_desktop.ui.scoreboard import BoardPlace, Scoreboard


def _place(width: int, height: int) -> BoardPlace:
    return BoardPlace(QRectF(0, 0, width, height), 22.0)


def test_lines_added_later_take_the_boards_font(qtbot: QtBot) -> None:
    view = QWidget()
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    board = Scoreboard(view, _place)
    rows = (BoardRow("You", 0, to_act=True), BoardRow("Bot", 0))
    board.show_board(Board("Hand 1", rows, ("Dealer: You",)))
    first = board.lines[0].font().pixelSize()
    assert first == board.heading.font().pixelSize() > 12
    games = ("Game 1: 0 : 0", "Game 2: 0 : 0", "Game 3: 0 : 0")
    board.show_board(Board("Hand 2", rows, ("Dealer: Bot", *games)))
    assert [label.font().pixelSize() for label in board.lines] == [first] * 4
