"""Small widget pieces both games' panels, replay strips and dialogs are built from.

Why here: the 金拉米 side panel and the 拉米纸牌 score panel, their replay strips and their
end-of-hand dialogs are laid out alike; the shared parts live once, so the two games
keep looking (and rewording) the same.  Nothing here says a word of its own: every
``tr()`` stays in the class that shows it (its translation context).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from .page_layout import PANEL_MIN_WIDTH, panel_width

__all__ = [
    "PanelFrame",
    "Retranslating",
    "RoomyColumn",
    "TablePage",
    "button_box",
    "hline",
    "panel_label",
    "panel_width",
    "push_button",
    "read_only_table",
    "set_bold",
    "set_text_spoken",
]


if TYPE_CHECKING:
    _Base = QWidget
else:
    _Base = object


class Retranslating(_Base):
    """Mixin (first among the bases) for a widget with a ``retranslate()`` method: a
    language switch (``QEvent.LanguageChange``) rewords it at once."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (QEvent.LanguageChange) rewords the widget at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def set_bold(widget: QWidget, scale: float = 1.0) -> None:
    """Bold (and ``scale`` times the size of) the widget's font."""
    f = widget.font()
    f.setBold(True)
    if scale != 1.0:
        f.setPointSizeF(f.pointSizeF() * scale)
    widget.setFont(f)


def panel_label(parent: QWidget, bold: bool = False, small: bool = False, name: str = "") -> QLabel:
    """A word-wrapping label of a panel: ``bold`` for headings, ``small`` for details."""
    label = QLabel(parent)
    label.setWordWrap(True)
    if name:
        label.setObjectName(name)
    if bold or small:
        f = label.font()
        f.setBold(bold)
        if small:
            f.setPointSizeF(f.pointSizeF() * 0.9)
        label.setFont(f)
    return label


def hline(parent: QWidget) -> QFrame:
    """A sunken horizontal rule between groups of a panel."""
    line = QFrame(parent)
    line.setFrameShape(QFrame.Shape.HLine)
    line.setFrameShadow(QFrame.Shadow.Sunken)
    return line


def push_button(parent: QWidget, name: str = "") -> QPushButton:
    """A push button named ``name`` (tests and style sheets find it by that name)."""
    button = QPushButton(parent)
    if name:
        button.setObjectName(name)
    return button


#: Arrows that decorate a button's text; a screen reader would read them out by name.
_DECORATIONS = str.maketrans("", "", "◀▶↶")


def set_text_spoken(button: QAbstractButton, text: str) -> None:
    """Show ``text`` on ``button``; its accessible name is the text without the arrows
    that decorate it ("◀ &Previous" is named "Previous")."""
    button.setText(text)
    plain = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    button.setAccessibleName(" ".join(plain.translate(_DECORATIONS).split()))


ButtonSpec = tuple[str, QDialogButtonBox.ButtonRole, Callable[[], object]]


def button_box(parent: QWidget, *specs: ButtonSpec) -> tuple[QDialogButtonBox, list[QPushButton]]:
    """A dialog's button row: one push button per ``(name, role, slot)``, placed by the
    platform's order for its role, ``clicked`` connected to ``slot`` (a bound method);
    the buttons are returned in the order given, to be worded by the dialog."""
    box = QDialogButtonBox(parent)
    buttons = []
    for name, role, slot in specs:
        button = push_button(parent, name)
        box.addButton(button, role)
        button.clicked.connect(slot)
        buttons.append(button)
    return box, buttons


def read_only_table(
    parent: QWidget,
    columns: int,
    name: str,
    stretch: int = 0,
    selectable: bool = True,
    kind: type[QTableWidget] = QTableWidget,
) -> QTableWidget:
    """A table of rows to read (saved matches, hand history, figures): no row numbers, no
    editing, no wrapping; columns fit their contents and column ``stretch`` takes the
    rest.  One whole row at a time can be selected, or nothing (``selectable=False``).
    ``kind``: a subclass of ``QTableWidget`` to build (its own size hints, say)."""
    table = kind(0, columns, parent)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    if selectable:
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    else:
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


class RoomyColumn(QObject):
    """Column ``index`` of a :func:`read_only_table` takes the width the others leave, as
    its stretch column does, but never less than its words need: a narrow window then
    scrolls the table sideways instead of cutting them (a plain stretch column shrank
    the hand history's "Accuracy" to "ccurac" at 1024 px).  Refits when the viewport or
    another column is resized, and (once, after the changes) when the rows change."""

    def __init__(self, table: QTableWidget, index: int) -> None:
        super().__init__(table)
        self.table, self.index = table, index
        header = table.horizontalHeader()
        header.setSectionResizeMode(index, QHeaderView.ResizeMode.Fixed)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(0)
        self._later.timeout.connect(self.fit)
        table.viewport().installEventFilter(self)
        header.sectionResized.connect(self._section_resized)
        model = table.model()
        for changed in (model.rowsInserted, model.rowsRemoved, model.dataChanged):
            changed.connect(self._rows_changed)
        model.headerDataChanged.connect(self._rows_changed)
        model.modelReset.connect(self._later.start)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def _section_resized(self, index: int, old: int, new: int) -> None:
        if index != self.index:
            self.fit()

    def _rows_changed(self, *changed: object) -> None:
        self._later.start()

    def fit(self) -> None:
        """Give the column the spare width, or the width of its longest words."""
        table, header = self.table, self.table.horizontalHeader()
        words = max(table.sizeHintForColumn(self.index), header.sectionSizeHint(self.index))
        others = sum(
            header.sectionSize(i)
            for i in range(header.count())
            if i != self.index and not header.isSectionHidden(i)
        )
        header.resizeSection(self.index, max(words, table.viewport().width() - others))


class PanelFrame(Retranslating, QFrame):
    """The frame of a score panel beside a table: one column of word-wrapping labels
    (``column``) at a fixed width (:func:`panel_width` of the window's, set by the
    :class:`TablePage`), so its text never moves the table; subclasses fill it and word
    it in ``retranslate``."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedWidth(PANEL_MIN_WIDTH)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(10, 10, 10, 10)

    def set_text_scale(self, scale: float) -> None:
        """Every word of the panel (labels, small print, buttons, the move log) at
        ``scale`` times its own size (:mod:`.text_scale`)."""
        # lazy: imported on first use, not at start-up
        from .text_scale import scale_fonts

        scale_fonts([self, *self.findChildren(QWidget)], scale)

    def _label(self, bold: bool = False, small: bool = False, name: str = "") -> QLabel:
        return panel_label(self, bold, small, name)

    def _rule(self) -> QFrame:
        return hline(self)

    def _button(self, name: str) -> QPushButton:
        return push_button(self, name)


class TablePage(QWidget):
    """A page of the window's stack: the replay strip over the table on the left, the
    side panel on the right at :func:`panel_width` of the page's width — the table's
    size then follows the window's size alone, never the panel's words."""

    def __init__(
        self, replay_bar: QWidget, view: QWidget, panel: QWidget, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.panel = panel
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        table_side = QVBoxLayout()
        table_side.setContentsMargins(0, 0, 0, 0)
        table_side.setSpacing(0)
        table_side.addWidget(replay_bar)
        table_side.addWidget(view, 1)
        lay.addLayout(table_side, 1)
        lay.addWidget(panel)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The panel's width follows the page's (the window's) width, and its words
        grow with the page as the felt's do."""
        size = event.size()
        width = panel_width(size.width())
        if self.panel.width() != width or self.panel.minimumWidth() != width:
            self.panel.setFixedWidth(width)
        if isinstance(self.panel, PanelFrame):
            from .text_scale import panel_text_scale

            self.panel.set_text_scale(panel_text_scale(size.width(), size.height()))
        super().resizeEvent(event)
