"""拉米纸牌's seat markers wrap their lines sensibly: never a lone card (or the dot between
two melds) on a line of its own, never a word wider than the plate.

At 1024×640 (and 1920×1080) a side seat's marker said "Discarded" on one line and ♦Q
alone on the next; the last card now wraps with the word before it
(``line_breaks.keep_tail``).  Checked on the markers of a real table after a round of
play and with the longest lines a turn can give, for 2, 3 and 4 players, both
languages, both sizes; the move log and the callouts bind their last card the same way.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption
from pytestqt.qtbot import QtBot

from engine import Action, parse_cards
from jinlami_desktop.games.rummy.layout import compute_geometry
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.table.items import label_font
from jinlami_desktop.table.seat_marker import MarkerLayout, layout_marker
from jinlami_desktop.ui.move_log import MoveLog
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.line_breaks import NO_BREAK, keep_tail
from jinlami_desktop.words.seat_moves import marker_lines
from tests.desktop.game_parts import rummy_ui

SYMBOLS = "♠♥♦♣·◆"


def wrapped(text: str, font: QFont, width: float) -> list[tuple[str, float]]:
    """The lines ``text`` breaks into when painted word-wrapped at ``width``, each with
    its natural width."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        part = text[line.textStart() : line.textStart() + line.textLength()]
        lines.append((part.replace(NO_BREAK, " ").strip(), line.naturalTextWidth()))
    layout.endLayout()
    return lines


def lone_symbol(line: str) -> bool:
    """A line that is one short token with a card symbol or a separator in it."""
    return len(line.split()) == 1 and len(line) <= 4 and any(s in line for s in SYMBOLS)


def problems(lay: MarkerLayout) -> list[str]:
    """What is wrong with a marker's rows: a lone symbol, or a line wider than its row."""
    found = []
    for row, text, bold in lay.rows:
        lines = wrapped(text, label_font(lay.font_px, bold), row.width())
        found += [f"{line!r} alone in {text!r}" for line, _w in lines[1:] if lone_symbol(line)]
        found += [f"{text!r} cut" for _line, w in lines if w > row.width() + 0.5]
    return found


def turn(*steps: tuple[str, str, str]) -> list[SimpleNamespace]:
    """Events of one turn: (kind, source, cards)."""
    events = []
    for kind, source, cards in steps:
        parsed = parse_cards(cards) if cards else []
        card = parsed[0] if len(parsed) == 1 else None
        events.append(SimpleNamespace(kind=kind, source=source, card=card, cards=parsed))
    return events


#: The longest turns a seat can show: every line as long as its words make it.
LONG_TURNS = [
    turn(("draw", "stock", ""), ("discard", "", "TD")),
    turn(("draw", "discard", "TC"), ("discard", "", "TS")),
    turn(("draw", "stock", "TH"), ("layoff", "", "TC"), ("discard", "", "QD")),
    turn(
        ("draw", "stock", ""),
        ("meld", "", "TS TH TD"),
        ("meld", "", "8C 9C TC"),
        ("layoff", "", "JD"),
        ("layoff", "", "JH"),
        ("discard", "", "KS"),
    ),
]


@pytest.fixture
def window(spoken_window: MainWindow) -> MainWindow:
    return spoken_window


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_no_marker_leaves_a_lone_card_on_a_line(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], players: int
) -> None:
    window.show_game("rummy")
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
    ui = rummy_ui(window)
    c = ui.controller
    c.instant = True
    window.start_match(RummySetup(opponents=("medium",) * (players - 1), seed=4))
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
    assert c.request(Action.draw_stock()) is None
    card = max(c.state.hand(0), key=lambda x: x.rank)
    assert c.request(Action.discard(card)) is None
    qtbot.waitUntil(lambda: c.state.to_act == 0, timeout=20000)  # every bot has moved
    markers = ui.scene.markers
    shown = [m for m in markers if m.isVisible()]
    assert len(shown) == players  # each seat's last move
    for marker in shown:
        assert marker.layout.complete and not problems(marker.layout), marker.text()
    for marker in markers:
        for events in LONG_TURNS:
            lines = marker_lines(events)
            lay = layout_marker(
                marker.given,
                "",
                lines,
                marker.font_px,
                right=marker.right,
                bottom=marker.bottom,
                room=marker.room,
            )
            assert lay.rows and not problems(lay), (lines, problems(lay))


def test_the_last_card_goes_down_with_its_word() -> None:
    assert keep_tail("Discarded ♦Q") == f"Discarded{NO_BREAK}♦Q"
    assert keep_tail("从底牌抓了 ♦10") == f"从底牌抓了{NO_BREAK}♦10"
    assert keep_tail("Drew from the stock") == "Drew from the stock"  # a word, not a card
    assert keep_tail("♦Q") == "♦Q" and keep_tail(" ♦Q") == " ♦Q"  # nothing to bind to
    plain = wrapped("Discarded ♦10", label_font(12.0), 68)
    assert lone_symbol(plain[-1][0])  # the bare words break before the card
    # a side seat's column at 1024×640, at the felt's smallest text size (the panel's)
    column = compute_geometry(804, 580, 3).seats[1].badge.width()
    narrow = QRectF(0, 0, column, 200)
    lay = layout_marker(narrow, "", ["Drew from the stock", "Discarded ♦10"], 12.0)
    assert lay.complete and not problems(lay)
    assert lay.plate.width() <= narrow.width()


def test_the_move_log_binds_the_last_card_and_keeps_the_words_given(qtbot: QtBot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    line = "West (Medium) discarded ♦Q"
    log.show_lines([line])
    assert log.lines() == [line]
    assert log.item(0).text() == keep_tail(line)
    log.show_lines([line, "You drew ♠3 from the stock"])
    assert log.count() == 2  # appended, not rebuilt


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_every_seat_plate_says_its_words_whole(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], players: int
) -> None:
    """Each name plate's lines (seat, level or "thinking…", cards) fit the plate
    uncut, for every level a seat may have."""
    window.show_game("rummy")
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
    ui = rummy_ui(window)
    c = ui.controller
    c.instant = True
    for level in ("easy", "medium", "hard", "expert"):
        window.start_match(RummySetup(opponents=(level,) * (players - 1), seed=4))
        qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
        for badge in ui.scene.badges:
            for active, thinking in ((False, ""), (True, "thinking…"), (True, "思考中…")):
                badge.set_content(
                    badge.name, badge.detail, badge.count, badge.color, active, thinking
                )
                said = (("▶ " if active else "") + badge.name, thinking or badge.detail)
                wanted = [text for text in (*said, badge.count) if text]
                rows = badge.rows()
                assert [text for _r, text, _f, _c in rows] == wanted
                for row, text, font, _color in rows:
                    assert QFontMetricsF(font).horizontalAdvance(text) <= row.width() + 0.5
