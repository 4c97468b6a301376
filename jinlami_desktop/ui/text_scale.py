"""Words beside the table that grow with the window, as the felt's own words do.

Why: the felt draws its labels at a size taken from the card size (``table/layout``),
so on a large window its words grow; the side panel's labels, buttons and move log at
the desktop font would be tiny next to them at 1920×1080.  The panel's scale
follows the page's height, and never outgrows the panel's width: the panel widens from
:data:`~.page_layout.PANEL_MIN_WIDTH` with the window (``page_layout``), so a scale no
larger than that widening wraps every line as it wraps at the smallest window, where
nothing is cut off.  At the smallest window the scale is 1: the desktop font.

:func:`scale_fonts` remembers each widget's own size the first time it scales it (as a
dynamic property, so no reference to a widget is kept), so scaling again goes from the
original size, never compounds, and a small label stays smaller than its neighbours.
A widget made after its parent was scaled, with no font of its own, shows the parent's
scaled font: its size before scaling is the parent's (a resume prompt's rows, made anew
in each language, would otherwise be scaled twice).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QWidget

from .page_layout import PANEL_MAX_WIDTH, PANEL_MIN_WIDTH, PANEL_SHARE, panel_width

__all__ = ["TEXT_BASE_HEIGHT", "felt_text_px", "panel_text_scale", "scale_fonts"]

#: The height of a game's page in the smallest supported window (1024×640 less the menu
#: and status bars): the panel's words are at their own size up to it.
TEXT_BASE_HEIGHT: Final = 600
#: The dynamic property that holds a widget's unscaled point size.
_BASE: Final = "textScaleBasePt"


def panel_text_scale(page_width: int, page_height: int) -> float:
    """How much larger than the desktop font the panel's words are on a page this big."""
    roomy = panel_width(page_width) / PANEL_MIN_WIDTH
    tall = page_height / TEXT_BASE_HEIGHT
    return max(1.0, min(roomy, tall))


def felt_text_px(felt_width: float, felt_height: float) -> float:
    """The side panel's text size, in pixels, beside a table this big: the smallest
    size a word on the felt may have (a message on the felt reads at least as well as
    the panel's).  The page is the table and the panel side by side, as tall as the
    table; the panel's width follows the page's (:func:`panel_width`)."""
    width = round(felt_width)
    page = next(
        (
            w
            for w in (
                width + PANEL_MIN_WIDTH,
                round(width / (1 - PANEL_SHARE)),
                width + PANEL_MAX_WIDTH,
            )
            if abs(w - panel_width(w) - width) <= 1
        ),
        width + PANEL_MIN_WIDTH,
    )
    desktop = QFontInfo(QApplication.font()).pixelSize()
    return desktop * panel_text_scale(page, round(felt_height))


def scale_fonts(widgets: Iterable[QWidget], scale: float) -> None:
    """Set each widget's font to ``scale`` times the size it had before any scaling.

    Every size is read before any is set: a child that inherits its parent's font would
    otherwise read the parent's scaled size as its own and be scaled twice."""
    sized: list[tuple[QWidget, float]] = []
    for widget in widgets:
        base = widget.property(_BASE)
        if not isinstance(base, float):
            inherited = _inherited_base(widget)
            base = inherited if isinstance(inherited, float) else widget.font().pointSizeF()
            if base <= 0:  # a pixel-sized font: left as it is
                continue
            widget.setProperty(_BASE, base)
        sized.append((widget, base))
    for widget, base in sized:
        font = widget.font()
        if abs(font.pointSizeF() - base * scale) > 0.05:
            font.setPointSizeF(base * scale)
            widget.setFont(font)


def _inherited_base(widget: QWidget) -> object:
    """The unscaled size of the font ``widget`` inherits from a scaled parent (None if it
    has a font of its own or its parent was never scaled)."""
    parent = widget.parentWidget()
    if parent is None or widget.testAttribute(Qt.WidgetAttribute.WA_SetFont):
        return None
    return parent.property(_BASE)
