"""Where a wrapped line of the table's words may break: never before a lone short token.

Why: the seat markers, the move log and the callouts wrap at whatever width is left,
and a sentence ending in a card ("Discarded ♦Q", 「从底牌抓了 ♦10」) broke before the
card, so ♦Q sat alone on the next line, away from the word it belongs to (seen at
1024×640 and 1920×1080 in both languages).  :func:`keep_tail` binds the last word to
the one before it with a no-break space when it is short (a card, a number, a mark),
so the line breaks earlier and the short word goes down with its neighbour.  Where
even the two words together are wider than the room, the painter keeps the plain
text (:func:`fits_whole`), since a lone card beats a cut one.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

__all__ = ["NO_BREAK", "SHORT", "fits_whole", "keep_tail"]

NO_BREAK: Final = "\u00a0"
#: The longest last word bound to its neighbour: a card (♠10), a score, the dealer's ◆.
SHORT: Final = 4
_WRAP: Final = int(Qt.TextFlag.TextWordWrap)


def keep_tail(text: str) -> str:
    """``text`` with its last space a no-break space when the word after it is short.

    Only a plain space is replaced, and only when a word stands before it, so a text of
    one word, or one that already ends in a bound pair, comes back as it was."""
    head, space, tail = text.rstrip().rpartition(" ")
    if not space or not head.strip() or not tail or len(tail) > SHORT:
        return text
    return f"{head}{NO_BREAK}{tail}{text[len(text.rstrip()) :]}"


def fits_whole(metrics: QFontMetricsF, text: str, width: float) -> bool:
    """Whether ``text`` word-wrapped at ``width`` stays within it (no word wider)."""
    box = metrics.boundingRect(QRectF(0, 0, width, 100_000), _WRAP, text)
    return box.width() <= width + 0.5
