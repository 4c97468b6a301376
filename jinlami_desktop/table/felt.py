"""The felt: the table's green cloth, as the table view paints it behind the cards and
as an empty game page paints it while the window is still being completed.

Why a module of its own: the window's frame is shown before any table is built
(``MainWindow(staged=True)``), and its empty page must look like the table about to
appear — the same cloth in the same place — without importing the table's modules.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QRadialGradient

__all__ = ["FELT_CENTER", "FELT_EDGE", "FELT_STYLE", "felt_brush"]

_CENTER, _EDGE = "#2f7d4f", "#174a2e"
FELT_CENTER: Final = QColor(_CENTER)
FELT_EDGE: Final = QColor(_EDGE)
#: The same cloth as a style sheet, for a widget named ``feltCloth`` (the empty page).
FELT_STYLE: Final = (
    "#feltCloth { background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.7, fx: 0.5, "
    f"fy: 0.5, stop: 0 {_CENTER}, stop: 1 {_EDGE}); }}"
)


def felt_brush(area: QRectF) -> QBrush:
    """The cloth for a table of ``area``: lighter at its centre, darker at its edges."""
    grad = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.7)
    grad.setColorAt(0.0, FELT_CENTER)
    grad.setColorAt(1.0, FELT_EDGE)
    return QBrush(grad)
