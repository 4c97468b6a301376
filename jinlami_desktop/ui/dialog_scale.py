"""The dialogs shown over the table during and after a hand, at the table's scale.

Why: the side panel's words grow with the window (:mod:`.text_scale`), and the felt's
cards with it; the knock dialog, the hands' results and the match-end screen at the
desktop font and with 40-pixel cards would read as a small window dropped on the table
at 1920×1080.  :class:`TableScale` gives such a dialog the panel's own scale —
:func:`~.text_scale.panel_text_scale` of the page its window shows the table in, the
same rule, not a second one — for every word in it (:func:`~.text_scale.scale_fonts`:
each widget from its own size, so a title stays larger than its rows), its minimum
width, the rows of its tables and (for a dialog that opens at a
size of its own, ``opening``) that size, and follows the window while the dialog is
open, shrinking with it as it grows.  At the smallest window the scale is 1: the
desktop font and the cards' own size.  The cards of its strips grow as the felt's do,
with the page's height (:func:`card_scale`): at 1920×1080 more than the words, which
stop at the panel's width.  The dialogs the player opens over the table (the welcome,
Settings, Rules, New match…, the resume prompt, Save/Load, Statistics and the review)
take it as the hand's dialogs do; the words of a text browser follow its font, so
Rules grows too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QMainWindow, QTableView, QWidget

from .dialog_centre import KeepCentred
from .dialog_kit import CardStrip
from .text_scale import TEXT_BASE_HEIGHT, panel_text_scale, scale_fonts

__all__ = ["CARD_SCALE_MAX", "TableScale", "card_scale", "table_text_scale"]

#: Dynamic properties holding a size before any scaling (as :mod:`.text_scale` does).
_MIN_WIDTH: Final = "tableScaleMinWidth"
_ROW_HEIGHT: Final = "tableScaleRowHeight"
#: The most a dialog's cards grow (twice their own size: a strip of eleven still fits).
CARD_SCALE_MAX: Final = 2.0
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


def card_scale(widget: QWidget | None, text_scale: float) -> float:
    """How much larger than their own size a dialog's cards are over the table
    ``widget``'s window shows: as the felt's cards grow, with the page's height (the
    words' scale stops at the panel's width; the cards need not), never less than the
    words' ``text_scale``, at most :data:`CARD_SCALE_MAX`."""
    page = _page(widget)
    tall = page.height() / TEXT_BASE_HEIGHT if page is not None else 1.0
    return max(text_scale, min(CARD_SCALE_MAX, tall))


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
        #: The cards' scale (:func:`card_scale`), from the words' and the page's height.
        self.cards = 1.0
        self._page = _page(dialog.parentWidget())
        if self._page is not None:
            self._page.installEventFilter(self)  # removed with this object
        #: Centred over the window when shown and whenever it changes size.
        self.centring = KeepCentred(dialog)
        self.apply(table_text_scale(dialog.parentWidget()))

    def apply(self, scale: float) -> None:
        """Words, minimum width and table rows at ``scale``; card strips at the cards'
        own scale (:func:`card_scale`: as large as the felt's grow)."""
        self.scale = scale
        dlg = self.dialog
        scale_fonts([dlg, *dlg.findChildren(QWidget)], scale)
        cards = self.cards = card_scale(dlg.parentWidget(), scale)
        for strip in dlg.findChildren(CardStrip):
            strip.set_scale(cards)
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
        """The window's page resized: the new scale, and the open dialog refitted (and
        centred again, :class:`~.dialog_centre.KeepCentred`, as its size changes)."""
        if event.type() == QEvent.Type.Resize and watched is self._page:
            scale = table_text_scale(self.dialog.parentWidget())
            cards = card_scale(self.dialog.parentWidget(), scale)
            if abs(scale - self.scale) > 0.01 or abs(cards - self.cards) > 0.01:
                self.apply(scale)
                if self.dialog.isVisible():
                    # once the posted events are done (the children's layouts asked for
                    # their new sizes, rows made in another language shown): fitted only
                    # now, a shrinking dialog would keep the room of its old words
                    QTimer.singleShot(0, self, self._refit_open)
        return False

    def _refit_open(self) -> None:
        """The open dialog refitted (its centring follows its new size)."""
        if self.dialog.isVisible():
            self.refit()


def _base(widget: QWidget, name: str, now: int) -> int:
    """``widget``'s size ``name`` before any scaling (``now``, the first time)."""
    base = widget.property(name)
    if not isinstance(base, int):
        base = now
        widget.setProperty(name, base)
    return base
