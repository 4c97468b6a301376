"""拉米纸牌's seat markers keep a meld's cards on one line and never leave a short word
("the") alone on one.

At 1024×640 a marker said "Melded ♠5" on one line and "♥5 ♦5" on the next, and
"Took ♠5 from / the / discard pile"; now one meld's cards are joined with no-break
spaces (``seat_moves``), a short word goes down with the next one
(``line_breaks.keep_short_words``), and the painter loosens only what does not fit
(``line_breaks.tight_to_loose``) — checked on every seat's marker rectangle of a real
table, for 2, 3 and 4 players, both languages, both sizes.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.table.items import label_font
from jinlami_desktop.table.seat_marker import layout_marker
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.line_breaks import (
    NO_BREAK,
    WORD_JOINER,
    keep_short_words,
    loosen,
    tight_to_loose,
)
from jinlami_desktop.words.seat_moves import marker_lines
from tests.desktop.game_parts import rummy_ui
from tests.desktop.games.rummy.test_marker_wrap import problems, turn, wrapped
from tests.desktop.windows import shown_window

#: Turns with melds, and the lines a side seat's narrow column must wrap.
MELD_TURNS = [
    turn(("draw", "discard", "5S"), ("meld", "", "5S 5H 5D"), ("discard", "", "KS")),
    turn(("draw", "discard", "TC"), ("meld", "", "TS TH TD"), ("meld", "", "8C 9C TC")),
    turn(("draw", "stock", ""), ("meld", "", "3H 4H 5H 6H"), ("layoff", "", "JD")),
]
MELDS = ["♠5 ♥5 ♦5", "♠10 ♥10 ♦10", "♣8 ♣9 ♣10", "♥3 ♥4 ♥5 ♥6"]


def split_words(text: str, font_px: float, width: float) -> list[str]:
    """What is wrong with ``text`` wrapped at ``width``: a meld that would fit on a line
    but is split, or a short word of letters alone on a line."""
    font = label_font(font_px)
    fm = QFontMetricsF(font)
    lines = [line.replace(WORD_JOINER, "") for line, _w in wrapped(text, font, width)]
    found = [
        f"{line!r} alone" for line in lines if line.isascii() and line.isalpha() and len(line) <= 3
    ]
    plain = text.replace(NO_BREAK, " ")
    for meld in MELDS:
        fits = meld in plain and fm.horizontalAdvance(meld) <= width
        if fits and not any(meld in line for line in lines):
            found.append(f"{meld!r} split in {lines!r}")
    return found


@pytest.fixture(params=["zh_CN", "en"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    install_language(qapp, request.param)
    yield request.param
    install_language(qapp, "en")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_markers_keep_melds_and_short_words_together(
    qtbot: QtBot, language: str, tmp_path: Path, size: tuple[int, int], players: int
) -> None:
    with shown_window(qtbot, tmp_path / "data") as window:
        window.show_game("rummy")
        window.resize(*size)
        qtbot.waitUntil(lambda: window.width() == size[0] and window.height() == size[1])
        ui = rummy_ui(window)
        ui.controller.instant = True
        window.start_match(RummySetup(opponents=("medium",) * (players - 1), seed=4))
        qtbot.waitUntil(lambda: len(ui.scene.markers) == players, timeout=10000)
        for marker in ui.scene.markers:
            for events in MELD_TURNS:
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
                assert lay.complete and not problems(lay), (lines, problems(lay))
                for row, text, _bold in lay.rows:
                    assert not split_words(text, lay.font_px, row.width()), (text, row)


def test_a_narrow_column_breaks_before_the_meld_and_before_the() -> None:
    narrow = QRectF(0, 0, 96, 300)
    lines = marker_lines(MELD_TURNS[0])
    assert lines[1] == f"Melded ♠5{NO_BREAK}♥5{NO_BREAK}♦5"
    lay = layout_marker(narrow, "", lines, 12.0)
    first = lay.rows[0][1].replace(WORD_JOINER, "")
    assert first.count(f"the{NO_BREAK}discard") == 1
    for row, text, _bold in lay.rows:
        assert not split_words(text, lay.font_px, row.width()), text


def test_the_bindings_loosen_in_order() -> None:
    assert keep_short_words("Took ♠5 from the discard pile") == (
        f"Took ♠5 from the{NO_BREAK}discard pile"
    )
    assert keep_short_words("Discarded ♦Q") == "Discarded ♦Q"  # a card is no word
    meld = f"Melded ♠5{NO_BREAK}♥5{NO_BREAK}♦5{NO_BREAK}· ♣8{NO_BREAK}♣9"
    assert loosen(meld) == f"Melded ♠5 ♥5 ♦5{NO_BREAK}· ♣8 ♣9"  # the dot stays bound
    assert tight_to_loose(meld) == (
        meld,
        f"Melded ♠5 ♥5 ♦5{NO_BREAK}· ♣8{NO_BREAK}♣9",
        loosen(meld),
    )
    took = "Took ♠5 from the discard pile"
    assert tight_to_loose(took)[0] == f"Took ♠5 from the{NO_BREAK}discard{NO_BREAK}pile"
    assert tight_to_loose("Knocked") == ("Knocked",)
