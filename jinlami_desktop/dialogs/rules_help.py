"""Help → Rules: the rules of every game in the app's own words, one tab per game.

Why one translatable string per section: a translator sees a paragraph with its
markup, not a whole page, and a change to one section leaves the others finished.
The game's terms follow ``docs/GLOSSARY.md``.  The words are each game's
(``games/<id>/rules.py``, found through the registry); this dialog only holds the tabs.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import GAME_IDS, GAMES

__all__ = ["RulesDialog"]


class RulesDialog(QDialog):
    """A tab per game (``browsers[id]``, in the registry's order); ``show_game`` picks
    one."""

    def __init__(self, parent: QWidget | None = None, game: str = GAME_IDS[0]) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.browsers: dict[str, QTextBrowser] = {}
        for entry in GAMES:
            browser = QTextBrowser(self)
            browser.setObjectName(f"{entry.id}RulesText")
            browser.setOpenExternalLinks(False)
            self.tabs.addTab(browser, "")
            self.browsers[entry.id] = browser
        layout.addWidget(self.tabs)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.show_game(game)

    def show_game(self, game: str) -> None:
        """Open the tab of ``game`` (a registry id; an unknown one opens the first)."""
        self.tabs.setCurrentIndex(GAME_IDS.index(game) if game in GAME_IDS else 0)

    def sections(self, game: str = GAME_IDS[0]) -> list[str]:
        """``game``'s rules page, section by section (HTML)."""
        return GAMES[GAME_IDS.index(game)].rules_help().rules_sections()

    def html(self, game: str = GAME_IDS[0]) -> str:
        """``game``'s whole rules page (HTML)."""
        return "".join(self.sections(game))

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (QEvent.LanguageChange) rewords the dialog at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        for i, entry in enumerate(GAMES):
            self.tabs.setTabText(i, entry.rules_help().rules_title())
            self.browsers[entry.id].setAccessibleName(entry.rules_help().rules_title())
            self.browsers[entry.id].setHtml(self.html(entry.id))
