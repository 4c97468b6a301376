"""The dialogs shown over the table during and after a hand, at the table's scale.

Why: the side panel's words grow with the window (:mod:`.text_scale`), and the felt's
cards with it; the knock dialog, the hands' results and the match-end screen at the
desktop font and with 40-pixel cards would read as a small window dropped on the table
at 1920×1080.  :class:`TableScale` gives such a dialog the panel's own scale —
:func:`~.text_scale.panel_text_scale` of the page its window shows the table in, the
same rule, not a second one — for every word in it (:func:`~.text_scale.scale_fonts`:
each widget from its own size, so a title stays larger than its rows), its card
strips, its minimum width, the rows of its tables and (for a dialog that opens at a
size of its own, ``opening``) that size, and follows the window while the dialog is
open, shrinking with it as it grows.  At the smallest window the scale is 1: the
desktop font and the cards' own size.  The dialogs the player opens over the table (the welcome,
Settings, Rules, New match…, the resume prompt, Save/Load and the review) take it as
the hand's dialogs do; the words of a text browser follow its font, so Rules grows too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QMainWindow, QTableView, QWidget

from .dialog_kit import CardStrip
from .text_scale import panel_text_scale, scale_fonts

__all__ = ["TableScale", "table_text_scale"]

#: Dynamic properties holding a size before any scaling (as :mod:`.text_scale` does).
_MIN_WIDTH: Final = "tableScaleMinWidth"
_ROW_HEIGHT: Final = "tableScaleRowHeight"
#: What a dialog that opens at its own size leaves of its window round it, when grown.
_WINDOW_MARGIN: Final = 40


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
    default).  ``opening``: the size the dialog opens at on the smallest window (it is
    resized to :meth:`opening_size` at every scale, and that is its default refit).
    Make it before the dialog is first sized (``adjustSize``, ``show``): the minimum
    width it scales is the one the dialog set itself, and once the dialog's layout has
    run that is the layout's, which an explicit one would then pin."""

    def __init__(
        self,
        dialog: QWidget,
        refit: Callable[[], object] | None = None,
        opening: QSize | None = None,
    ) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.opening = opening
        if refit is None:
            refit = dialog.adjustSize if opening is None else self._open_size
        self.refit = refit
        self.scale = 1.0
        self._page = _page(dialog.parentWidget())
        if self._page is not None:
            self._page.installEventFilter(self)  # removed with this object
        dialog.installEventFilter(self)  # its showing: centred once its words are laid out
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
        if self.opening is not None:
            self._open_size()

    def opening_size(self) -> QSize:
        """``opening`` at the scale, no larger than the window round the dialog (less a
        margin) — but never smaller than ``opening`` itself, the size at scale 1."""
        base = self.opening if self.opening is not None else self.dialog.size()
        width, height = round(base.width() * self.scale), round(base.height() * self.scale)
        parent = self.dialog.parentWidget()
        if parent is not None:
            room = parent.window().size()
            width = min(width, max(base.width(), room.width() - _WINDOW_MARGIN))
            height = min(height, max(base.height(), room.height() - _WINDOW_MARGIN))
        return QSize(width, height)

    def _open_size(self) -> None:
        self.dialog.resize(self.opening_size())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's page resized: the new scale, and the open dialog refitted.  The
        dialog shown where Qt placed it: centred again once it has grown to its words."""
        if watched is self.dialog:
            if event.type() == QEvent.Type.Show and not self.dialog.testAttribute(
                Qt.WidgetAttribute.WA_Moved
            ):
                QTimer.singleShot(0, self, self._centre)
            return False
        if event.type() == QEvent.Type.Resize and watched is self._page:
            scale = table_text_scale(self.dialog.parentWidget())
            if abs(scale - self.scale) > 0.01:
                self.apply(scale)
                if self.dialog.isVisible():
                    # once the posted events are done (the children's layouts asked for
                    # their new sizes, rows made in another language shown): fitted only
                    # now, a shrinking dialog would keep the room of its old words
                    QTimer.singleShot(0, self, self._refit_open)
        return False

    def _centre(self) -> None:
        """The shown dialog centred over its window, as Qt placed it at its size then:
        its words, grown with the table after that, widen it to the right and down, off
        centre.  A place the player gave it is kept: only a dialog Qt placed is moved."""
        dlg = self.dialog
        parent = dlg.parentWidget()
        if parent is None or not dlg.isVisible() or dlg.testAttribute(Qt.WidgetAttribute.WA_Moved):
            return
        place = dlg.frameGeometry()
        place.moveCenter(parent.window().frameGeometry().center())
        dlg.move(place.topLeft())
        dlg.setAttribute(Qt.WidgetAttribute.WA_Moved, False)  # still Qt's place, not the player's

    def _refit_open(self) -> None:
        """The open dialog refitted, and brought back over its window if the window
        shrank from under it (else it would stay where the larger window centred it)."""
        if not self.dialog.isVisible():
            return
        self.refit()
        parent = self.dialog.parentWidget()
        if parent is None:
            return
        window = parent.window().geometry()
        if not window.contains(self.dialog.geometry()):
            place = self.dialog.geometry()
            place.moveCenter(window.center())
            self.dialog.move(place.topLeft())


def _base(widget: QWidget, name: str, now: int) -> int:
    """``widget``'s size ``name`` before any scaling (``now``, the first time)."""
    base = widget.property(name)
    if not isinstance(base, int):
        base = now
        widget.setProperty(name, base)
    return base
