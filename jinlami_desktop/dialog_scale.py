"""The dialogs shown over the table during and after a hand, at the table's scale.

Why: the side panel's words grow with the window (:mod:`.text_scale`), and the felt's
cards with it, while the knock dialog, the hands' results and the match-end screen kept
the desktop font and 40-pixel cards: at 1920×1080 they read as a small window dropped on
the table.  :class:`TableScale` gives such a dialog the panel's own scale —
:func:`~.text_scale.panel_text_scale` of the page its window shows the table in, the
same rule, not a second one — for every word in it (:func:`~.text_scale.scale_fonts`:
each widget from its own size, so a title stays larger than its rows), its card
strips, its minimum width and the rows of its tables, and follows the window while the
dialog is open.  At the smallest window the scale is 1 and the dialog is as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMainWindow, QTableView, QWidget

from .dialogs.common import CardStrip
from .text_scale import panel_text_scale, scale_fonts

__all__ = ["TableScale", "table_text_scale"]

#: Dynamic properties holding a size before any scaling (as :mod:`.text_scale` does).
_MIN_WIDTH: Final = "tableScaleMinWidth"
_ROW_HEIGHT: Final = "tableScaleRowHeight"


def _page(widget: QWidget | None) -> QWidget | None:
    """The page the table is shown in: the central widget of ``widget``'s window (the
    game stack, which the table page fills), else that window."""
    if widget is None:
        return None
    top = widget.window()
    central = top.centralWidget() if isinstance(top, QMainWindow) else None
    return central if central is not None else top


def table_text_scale(widget: QWidget | None) -> float:
    """The scale of the words beside the table ``widget``'s window shows (1 without a
    window)."""
    page = _page(widget)
    if page is None:
        return 1.0
    return panel_text_scale(page.width(), page.height())


class TableScale(QObject):
    """Keeps ``dialog`` at the scale of the table its parent window shows (see the
    module); ``refit`` sizes the open dialog again after a change (its ``adjustSize`` by
    default)."""

    def __init__(self, dialog: QWidget, refit: Callable[[], object] | None = None) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.refit = refit if refit is not None else dialog.adjustSize
        self.scale = 1.0
        self._page = _page(dialog.parentWidget())
        if self._page is not None:
            self._page.installEventFilter(self)  # removed with this object
        self.apply(table_text_scale(dialog.parentWidget()))

    def apply(self, scale: float) -> None:
        """Words, card strips, minimum width and table rows at ``scale``."""
        self.scale = scale
        dlg = self.dialog
        scale_fonts([dlg, *dlg.findChildren(QWidget)], scale)
        for strip in dlg.findChildren(CardStrip):
            strip.set_scale(scale)
        base = _base(dlg, _MIN_WIDTH, dlg.minimumWidth())
        if base > 0:
            dlg.setMinimumWidth(round(base * scale))
        for table in dlg.findChildren(QTableView):
            rows = table.verticalHeader()
            row_height = _base(table, _ROW_HEIGHT, rows.defaultSectionSize())
            rows.setDefaultSectionSize(round(row_height * scale))
            table.resizeColumnsToContents()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's page resized: the new scale, and the open dialog refitted."""
        if event.type() == QEvent.Type.Resize and watched is self._page:
            scale = table_text_scale(self.dialog.parentWidget())
            if abs(scale - self.scale) > 0.01:
                self.apply(scale)
                if self.dialog.isVisible():
                    self.refit()
        return False


def _base(widget: QWidget, name: str, now: int) -> int:
    """``widget``'s size ``name`` before any scaling (``now``, the first time)."""
    base = widget.property(name)
    if not isinstance(base, int):
        base = now
        widget.setProperty(name, base)
    return base
