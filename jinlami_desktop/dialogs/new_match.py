"""New match: the game, then its own page (rules, match mode, opponents …), an
optional seed, and optional words for the deal (:mod:`.deal_words_box`: the app's
commitment shown first, docs/RULES.md D3).

The dialog is the shell: the game choice, the seed and the buttons.  Each game supplies
its page (``games/<id>/new_match.py``, found through the registry); the pages of the
games not chosen are hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from engine.checks import SEED_LIMIT

from ..games.protocol import NewMatchPage
from ..games.registry import GAME_IDS, GAMES, entry_of_setup
from ..ui.dialog_kit import fitting_combo
from ..ui.dialog_scale import TableScale
from .deal_words_box import DealWordsBox

__all__ = ["NewMatchDialog"]


class NewMatchDialog(QDialog):
    """Returns the chosen game's setup from :meth:`chosen` once accepted.

    ``setups``: one setup or several (at most one per game), shown on their games'
    pages; ``game``: the page on show (default: the first setup's game)."""

    def __init__(
        self,
        setups: object | Sequence[object] = (),
        parent: QWidget | None = None,
        *,
        game: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newMatchDialog")
        given = list(setups) if isinstance(setups, tuple | list) else [setups]
        by_game = {entry_of_setup(s).id: s for s in given}
        layout = QVBoxLayout(self)
        self.labels: dict[str, QLabel] = {}
        gform = QFormLayout()
        self.game_box = fitting_combo(self)
        self.game_box.setObjectName("gameChoice")
        for entry in GAMES:
            self.game_box.addItem("", entry.id)
        self._row(gform, "game", self.game_box)
        layout.addLayout(gform)
        self.pages: dict[str, NewMatchPage] = {}
        for entry in GAMES:
            page = entry.new_match_page(self)
            if entry.id in by_game:
                page.load(by_game[entry.id])
            self.pages[entry.id] = page
            layout.addWidget(page.widget())

        self.seed = QLineEdit(self)
        self.seed.setObjectName("seedEdit")
        sform = QFormLayout()
        self._row(sform, "seed", self.seed)
        layout.addLayout(sform)
        self.deal_words = DealWordsBox(self)
        layout.addWidget(self.deal_words)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.seed.textChanged.connect(self._seed_or_words_changed)
        self.deal_words.changed.connect(self._seed_or_words_changed)

        # words as large as the table's; made before any adjustSize, whose minimum size
        # (the layout's) it would take for the dialog's own (dialog_scale)
        self.table_scale = TableScale(self)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        if game is None:
            game = next(iter(by_game), GAME_IDS[0])
        self.game_box.setCurrentIndex(GAME_IDS.index(game) if game in GAME_IDS else 0)
        # The seed field is shared: it shows the seed of the game on show.
        shown = by_game.get(self.game(), given[0] if given else None)
        seed = getattr(shown, "seed", None)
        self.seed.setText("" if seed is None else str(seed))
        self.retranslate()
        self._game_changed()  # sized once the words are in (a page's wrapped lines)

    def _row(self, form: QFormLayout, key: str, field: QWidget) -> None:
        label = QLabel(self)
        label.setBuddy(field)  # the field's accessible name is the label's text
        self.labels[key] = label
        form.addRow(label, field)

    def game(self) -> str:
        """The chosen game's registry id: which setup :meth:`chosen` returns."""
        return str(self.game_box.currentData())

    def page(self) -> NewMatchPage:
        """The chosen game's page."""
        return self.pages[self.game()]

    def _game_changed(self) -> None:
        chosen = self.game()
        for game_id, page in self.pages.items():
            page.widget().setVisible(game_id == chosen)
        self.adjustSize()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the app commits to its secret now, before the words can be typed."""
        super().showEvent(event)
        self.deal_words.commit()

    def _seed_or_words_changed(self) -> None:
        """A seed and words exclude each other; bad words keep OK off."""
        words = self.deal_words.in_use()
        if not words:
            self.deal_words.set_seed_given(bool(self.seed.text().strip()))
        self.seed.setEnabled(not words)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self.deal_words.problem() is None)

    def _seed(self) -> int | None:
        text = self.seed.text().strip()
        if not text.lstrip("-").isdigit() or len(text) > 20:  # the engine takes |seed| < 2**64
            return None
        seed = int(text)
        return seed if abs(seed) < SEED_LIMIT else None

    def chosen(self) -> object:
        """The setup of the chosen game (an empty or bad seed means random; words typed
        deal from the words, whatever the seed)."""
        words = self.deal_words.chosen()
        if words is not None:
            setup: Any = self.page().chosen(None)
            return replace(setup, deal_words=words)
        return self.page().chosen(self._seed())

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (QEvent.LanguageChange) rewords the dialog at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        self.labels["game"].setText(self.tr("Game:"))
        for i, entry in enumerate(GAMES):
            self.game_box.setItemText(i, entry.name())
        for page in self.pages.values():
            page.retranslate()
        self.labels["seed"].setText(self.tr("Seed (optional):"))
        self.seed.setToolTip(
            self.tr("The same seed deals the same cards; leave empty for a random match")
        )
        self.seed.setPlaceholderText(self.tr("random"))
