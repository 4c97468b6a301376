"""Knocking: the player sees the proposed arrangement and may choose another valid one.

Why a dialog even for one option: knocking (and 金) is never automatic; this is the
confirmation.  The first option is the engine's proposal (minimum deadwood, then the
fewest cards the opponent could lay off: docs/RULES.md A4).  The title, the words and
the button name the chosen way of going out: Gin (金胡) when it leaves no deadwood,
Knock (胡牌) otherwise — the button said "Knock" even for a gin.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import Card, cards_from_mask

from ...table.card_art import DeckStyle
from ...ui.dialog_kit import CardStrip, fit_list_to_rows
from ...ui.dialog_scale import TableScale
from ...ui.widgets import Retranslating
from ...words.texts import card_symbol, cards_text

__all__ = ["KnockDialog", "KnockOption"]

#: The most ways to show the melds listed at once (more scroll).
_MOST_ROWS = 5


@dataclass(frozen=True)
class KnockOption:
    melds: tuple[int, ...]  # meld bitmasks, as Action.declare takes them
    deadwood_cards: tuple[Card, ...]
    deadwood: int

    def meld_cards(self) -> list[list[Card]]:
        return [cards_from_mask(m) for m in self.melds]


class KnockDialog(Retranslating, QDialog):
    """Choose how to show the melds; ``chosen()`` is the option picked."""

    def __init__(
        self,
        options: Sequence[KnockOption],
        discard: Card | None,
        style: DeckStyle,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("knockDialog")
        self.setMinimumWidth(560)
        self.options = list(options)
        self.discard = discard
        self._style = style
        layout = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.list = QListWidget(self)
        self.list.setObjectName("arrangements")
        self.list.setAlternatingRowColors(True)
        self.list.setSpacing(2)
        for _opt in self.options:
            self.list.addItem(QListWidgetItem())
        self.list.currentRowChanged.connect(self._show_option)
        layout.addWidget(self.list)
        self.strip = CardStrip(52, self)
        layout.addWidget(self.strip)
        self.summary = QLabel(self)
        layout.addWidget(self.summary)
        # Knock is our own button: QDialogButtonBox rewords its standard buttons on a
        # language switch and would turn a relabelled Ok back into "OK".
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.knock_button = QPushButton(self)
        self.knock_button.setObjectName("knockButton")
        self.knock_button.setDefault(True)
        self.buttons.addButton(self.knock_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        if self.options:
            self.list.setCurrentRow(0)
        # words and cards as large as the table's; the list as tall as its choices
        self.table_scale = TableScale(self, refit=self.refit)
        fit_list_to_rows(self.list, _MOST_ROWS)

    def refit(self) -> None:
        """The list as tall as its choices in the words' new size, and the dialog round
        it (the table's scale changed)."""
        fit_list_to_rows(self.list, _MOST_ROWS)
        self.adjustSize()

    def _option_text(self, opt: KnockOption) -> str:
        melds = "   |   ".join(cards_text(m) for m in opt.meld_cards())
        if opt.deadwood == 0:
            return self.tr("{melds}\nGin: no deadwood").format(melds=melds)
        return self.tr("{melds}\nDeadwood {points}: {cards}").format(
            melds=melds, points=opt.deadwood, cards=cards_text(opt.deadwood_cards)
        )

    def _name_the_knock(self, gin: bool) -> None:
        """Title, words and button for a gin or a knock (the chosen option's)."""
        word = self.tr("Gin") if gin else self.tr("Knock")
        self.setWindowTitle(word)
        self.knock_button.setText(word)
        if self.discard is None:
            self.intro.setText(self.tr("Choose how to show your melds."))
        elif gin:
            self.intro.setText(
                self.tr(
                    "You go gin with {card} face down. Choose how to show your melds; "
                    "the first is the suggested one."
                ).format(card=card_symbol(self.discard))
            )
        else:
            self.intro.setText(
                self.tr(
                    "You knock with {card} face down. Choose how to show your melds; "
                    "the first is the suggested one."
                ).format(card=card_symbol(self.discard))
            )

    def retranslate(self) -> None:
        first = self.options[0] if self.options else None
        self._name_the_knock(first is not None and first.deadwood == 0)
        self.list.setAccessibleName(self.tr("Ways to show your melds"))
        for row, opt in enumerate(self.options):
            item = self.list.item(row)
            if item is not None:
                item.setText(self._option_text(opt))
        self._show_option(self.list.currentRow())

    def _show_option(self, row: int) -> None:
        if not 0 <= row < len(self.options):
            return
        opt = self.options[row]
        self._name_the_knock(opt.deadwood == 0)
        self.strip.set_hand(opt.meld_cards(), opt.deadwood_cards, self._style)
        if opt.deadwood == 0:
            self.summary.setText(self.tr("No deadwood: this is gin; no layoff allowed."))
        else:
            self.summary.setText(
                self.tr("Deadwood {points}: the opponent may lay off on your melds.").format(
                    points=opt.deadwood
                )
            )

    def chosen(self) -> KnockOption | None:
        row = self.list.currentRow()
        return self.options[row] if 0 <= row < len(self.options) else None

    def choose(self, row: int) -> None:
        self.list.setCurrentRow(row)
