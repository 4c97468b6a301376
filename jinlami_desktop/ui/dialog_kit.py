"""What the dialogs share: a strip of cards drawn with card_art, and the frame of both
games' end-of-hand dialogs."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QSizePolicy,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from engine import Card

from ..table.card_art import CARD_ASPECT, CardPixmapCache, DeckStyle
from .widgets import Retranslating, button_box, set_bold

__all__ = [
    "CardStrip",
    "FittingCombo",
    "ResultDialog",
    "fit_list_to_rows",
    "fitting_combo",
    "melds_then_deadwood",
]

_CACHE = CardPixmapCache(max_items=200)
# The bar under a meld in a strip: the table's meld green (``MeldMarkItem``), darker
# on a dialog's light ground.
MELD_BAR_COLOR = QColor(46, 125, 50)


class FittingCombo(QComboBox):
    """A combo box as wide as its longest item, in any language.

    Why: Qt's default (``AdjustToContentsOnFirstShow``) keeps the width measured the
    first time, which is before the items are worded (or in the language before a
    switch): "Mediu", 「经典（庄家 11 张，米胡」.  ``AdjustToContents`` measures again
    whenever an item's text changes; Qt's own measure still falls a few pixels short
    for full-width punctuation (「（无）」), so the hints add what the text field lacks.
    The size policy keeps layouts from squeezing the box below its hint
    (tests/desktop/dialogs/test_text_fits.py)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)

    def _needed_width(self) -> int:
        """The width at which the widest item fits the text field (arrow and frame aside)."""
        fm = self.fontMetrics()
        widest = max(
            (fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0
        )
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )
        return widest + (self.width() - field.width()) + 2

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._needed_width()), hint.height())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self._needed_width()), hint.height())


def fitting_combo(parent: QWidget | None = None) -> QComboBox:
    """A :class:`FittingCombo`: never cuts an item's text."""
    return FittingCombo(parent)


def fit_list_to_rows(rows: QListWidget, most: int) -> None:
    """Make ``rows`` as tall as its items, at most ``most`` of them (then it scrolls):
    a list of two choices is not a box of empty rows.  Call again when its words change
    size."""
    shown = min(rows.count(), most)
    spacing = 2 * rows.spacing()
    height = sum(rows.sizeHintForRow(i) + spacing for i in range(shown))
    rows.setFixedHeight(max(height, rows.fontMetrics().height() + spacing) + 2 * rows.frameWidth())


class CardStrip(QWidget):
    """Groups of small overlapping cards (melds, then deadwood), for dialogs."""

    def __init__(self, card_width: int = 44, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base_w = card_width
        self.card_w = card_width
        self.card_h = round(card_width * CARD_ASPECT)
        self.groups: list[list[Card]] = []
        # how many of the first groups are melds, barred as on the table (0: no bars)
        self.meld_groups = 0
        self.style_ = DeckStyle()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_scale(self, scale: float) -> None:
        """Cards ``scale`` times the width the strip was made with (the table's scale:
        ``dialog_scale``)."""
        width = round(self._base_w * scale)
        if width != self.card_w:
            self.card_w = width
            self.card_h = round(width * CARD_ASPECT)
            self.updateGeometry()
            self.update()

    def set_groups(
        self, groups: Sequence[Sequence[Card]], style: DeckStyle | None = None, melds: int = 0
    ) -> None:
        """Show ``groups``; the first ``melds`` of them get a bar underneath."""
        self.groups = [list(g) for g in groups if g]
        self.meld_groups = min(melds, len(self.groups))
        if style is not None:
            self.style_ = style
        self.updateGeometry()
        self.update()

    def set_hand(
        self,
        melds: Sequence[Sequence[Card]],
        deadwood: Sequence[Card],
        style: DeckStyle | None = None,
    ) -> None:
        """A hand: its melds, each barred as under the table's hand, then its deadwood
        unbarred — without the bars a group of loose cards read as one more meld."""
        kept = [m for m in melds if m]
        self.set_groups(melds_then_deadwood(kept, deadwood), style, melds=len(kept))

    def _positions(self) -> list[float]:
        """x of every card: overlapping within a group, a whole card plus a gap between."""
        step, gap = self.card_w * 0.45, self.card_w * 0.15
        xs: list[float] = []
        x = 2.0
        for gi, group in enumerate(self.groups):
            if gi:
                x += self.card_w + gap - step
            for _card in group:
                xs.append(x)
                x += step
        return xs

    def _width(self) -> int:
        xs = self._positions()
        return round(xs[-1] + self.card_w + 2) if xs else self.card_w

    def _bar_height(self) -> int:
        return max(3, round(self.card_h * 0.04)) if self.meld_groups else 0

    def sizeHint(self) -> QSize:
        bar = self._bar_height()
        return QSize(self._width(), self.card_h + 4 + (bar + 2 if bar else 0))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        dpr = self.devicePixelRatioF()
        cards = [c for g in self.groups for c in g]
        xs = self._positions()
        for card, x in zip(cards, xs, strict=True):
            pix = _CACHE.face(card, self.card_w, self.style_, dpr)
            p.drawPixmap(QRectF(x, 2, self.card_w, self.card_h), pix, QRectF(pix.rect()))
        bar, first = self._bar_height(), 0
        for group in self.groups[: self.meld_groups]:
            left, right = xs[first] + 2, xs[first + len(group) - 1] + self.card_w - 2
            path = QPainterPath()
            path.addRoundedRect(QRectF(left, self.card_h + 5, right - left, bar), bar / 2, bar / 2)
            p.fillPath(path, MELD_BAR_COLOR)
            first += len(group)
        p.end()


def melds_then_deadwood(
    melds: Sequence[Sequence[Card]], deadwood: Sequence[Card]
) -> list[Sequence[Card]]:
    """A hand's groups for a :class:`CardStrip`: its melds, then its deadwood (if any)."""
    return [*melds, deadwood] if deadwood else list(melds)


class ResultDialog(Retranslating, QDialog):
    """The end of a hand, in both games: a large title, the rows a subclass adds, and
    Next hand / New match… / Close; ``next_hand`` / ``new_match`` say what comes next.
    After the match's last hand, Next hand becomes Match result… (``match_end``: the
    match-end screen).

    Non-modal on purpose: the table stays visible behind it and tests (and ``--smoke``)
    never block on it.  The subclass words everything in its own ``retranslate``.
    """

    next_hand = Signal()
    new_match = Signal()
    match_end = Signal()
    _over = False
    #: Review… : the hand just played, or (once the match is over) the whole match.
    review_hand = Signal()
    review_match = Signal()

    def _title_label(self, name: str, scale: float, wrap: bool = False) -> QLabel:
        """The result's name, bold and ``scale`` times the normal size."""
        title = QLabel(self)
        title.setObjectName(name)
        title.setWordWrap(wrap)
        set_bold(title, scale)
        return title

    def _add_buttons(self, layout: QBoxLayout, next_name: str) -> None:
        """Next hand (``next_name``), New match…, Review… and Close, at the bottom of
        ``layout``."""
        role = QDialogButtonBox.ButtonRole
        self.buttons, buttons = button_box(
            self,
            (next_name, role.AcceptRole, self._on_next),
            ("", role.ActionRole, self._on_new),
            ("reviewButton", role.ActionRole, self._on_review),
            ("", role.RejectRole, self.reject),
        )
        self.next_button, self.new_button, self.review_button, self.close_button = buttons
        self._over = False
        layout.addWidget(self.buttons)

    def _word_buttons(self, next_text: str, new_text: str, close_text: str, over: bool) -> None:
        """The buttons' words; Next hand while the match goes on, Match result… and
        New match… once ``over``."""
        self._over = over
        self.next_button.setText(self.tr("Match result…") if over else next_text)
        self.new_button.setText(new_text)
        self.close_button.setText(close_text)
        self.new_button.setVisible(over)
        self._over = over
        self.review_button.setText(
            QCoreApplication.translate("ResultDialog", "Review match…")
            if over
            else QCoreApplication.translate("ResultDialog", "Review hand…")
        )
        self.review_button.setToolTip(
            QCoreApplication.translate(
                "ResultDialog", "Every decision of yours valued again, the costliest first"
            )
        )

    def _on_next(self) -> None:
        self.accept()
        (self.match_end if self._over else self.next_hand).emit()

    def _on_new(self) -> None:
        self.accept()
        self.new_match.emit()

    def _on_review(self) -> None:
        (self.review_match if self._over else self.review_hand).emit()
