"""Whether the fonts Qt finds can draw the app's text, or would show it as boxes.

Why: on a system without fontconfig's configuration or without a Chinese font, Qt
starts, the window opens and every check that only looks at widgets passes, while the
player sees empty boxes instead of card ranks and words.  The check lays out a sample
of each kind of text the app draws with the application font, the way a label does
(Qt's own font fallback included), and looks at the glyphs it got: glyph 0 is the
font's "missing glyph" box; a run from a font without a character map is Qt's box
engine, which stands in when fontconfig found no font at all (every character a box
of the same width; asking that engine its family name crashes Qt, so it is not asked).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from PySide6.QtGui import QFont, QGuiApplication, QTextLayout

__all__ = ["SAMPLES", "Coverage", "font_coverage", "glyphs_drawable"]

#: What the app draws, by kind: Latin letters and digits (English, card ranks), the
#: suit symbols of the move log and the hints, and Chinese (the game's own words).
SAMPLES: Final[dict[str, str]] = {
    "Latin": "AKQJ10 Gin",
    "suits": "♠♥♦♣",
    "Chinese": "金拉米纸牌底牌",
}


@dataclass(frozen=True, slots=True)
class Coverage:
    """Which kinds of :data:`SAMPLES` would show as boxes (empty: all drawable)."""

    missing: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.missing

    def english(self) -> str:
        """What is wrong and what to install, in English only: with the Chinese glyphs
        missing, the one language that can be read."""
        kinds = ", ".join(self.missing)
        return (
            f"No installed font draws {kinds}: that text would show as empty boxes. "
            "Install fontconfig and a font with Chinese glyphs (Debian/Ubuntu: "
            "fonts-wqy-microhei or fonts-noto-cjk), then start the game again."
        )

    def report(self) -> str:
        """One line for the terminal, in English and Chinese (a terminal may have the
        Chinese glyphs the app lacks)."""
        chinese = "字体：找不到能显示这些文字的字体，请安装中文字体（如 fonts-wqy-microhei）。"
        return f"fonts: {self.english()} / {chinese}"


def glyphs_drawable(text: str, font: QFont) -> bool:
    """Whether every character of ``text`` gets a real glyph in ``font`` or in the fonts
    Qt falls back to (a glyph run per font used; index 0 is the missing-glyph box, a
    font with no ``cmap`` table is no font)."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    line = layout.createLine()
    layout.endLayout()
    if not line.isValid():
        return False
    runs = layout.glyphRuns()
    if not runs:
        return False
    count = 0
    for run in runs:
        indexes = run.glyphIndexes()
        raw = run.rawFont()
        if not raw.isValid() or 0 in indexes or raw.fontTable("cmap").isEmpty():
            return False
        count += len(indexes)
    return count > 0


def font_coverage(font: QFont | None = None) -> Coverage:
    """The kinds of text that would not draw with ``font`` (the application's font by
    default).  Needs a running :class:`QGuiApplication`."""
    if font is None:
        font = QGuiApplication.font()
    missing = tuple(kind for kind, text in SAMPLES.items() if not glyphs_drawable(text, font))
    return Coverage(missing)
