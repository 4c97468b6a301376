"""Help → Rules: the rules of every game in the app's own words, one tab per game.

Why one translatable string per section: a translator sees a paragraph with its
markup, not a whole page, and a change to one section leaves the others finished.
The game's terms follow ``docs/GLOSSARY.md``.  The words are each game's
(``games/<id>/rules.py``, found through the registry); this dialog only holds the tabs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import GAME_IDS, GAMES
from ..ui.dialog_scale import TableScale
from ..words.key_help import keys_section

__all__ = ["RulesDialog", "fairness_section"]


def fairness_section() -> str:
    """How fairness is guaranteed, in plain words (docs/RULES.md Part D), the same in
    every game's tab."""
    return QCoreApplication.translate(
        "RulesDialog",
        "<h3>Fair deals</h3>"
        "<p><b>The bots do not see your cards.</b> A bot is given only what a player in "
        "its seat could see: its own hand, the cards shown on the table and the moves "
        "made — never your hand, nor the order of the stock.</p>"
        "<p><b>The deck order is fixed before the first card.</b> Every deal of a match "
        "comes from one number, the match's <i>seed</i>. Before the first card the app "
        "shows a <i>commitment</i>: a fingerprint (SHA-256) of the seed together with a "
        "random <i>salt</i>. The first 8 characters are in the status line at the bottom "
        "of the window; Game → Match info… shows the whole value and can copy it. The "
        "commitment gives nothing away, but it cannot be made to fit another seed "
        "afterwards, so no deal can be changed once play has begun.</p>"
        "<p><b>How to check.</b> When the match ends — played to its end, resigned or "
        "abandoned — the seed and salt are revealed in Match info…; press <b>Verify the "
        "deals</b> there, or on a hand of the match in Statistics… → Hand history: the app "
        "checks that the seed and salt give the commitment shown at the start and that "
        "every hand was dealt from that seed, and says which check failed if one did. "
        "Anyone can run the same check on a saved match, outside the app: "
        "<nobr><code>python -m engine.verify SAVE.json</code></nobr>.</p>",
    )


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
        # words (the pages' too) and the opening size as large as the table's
        self.table_scale = TableScale(self, opening=QSize(720, 640))

    def show_game(self, game: str) -> None:
        """Open the tab of ``game`` (a registry id; an unknown one opens the first)."""
        self.tabs.setCurrentIndex(GAME_IDS.index(game) if game in GAME_IDS else 0)

    def sections(self, game: str = GAME_IDS[0]) -> list[str]:
        """``game``'s rules page, section by section (HTML), then every key of its table
        (``key_help``) and the section on fair deals that every game shares."""
        rules = GAMES[GAME_IDS.index(game) if game in GAME_IDS else 0]
        keys = keys_section(rules.words().key_lines())
        return [*rules.rules_help().rules_sections(), *([keys] if keys else []), fairness_section()]

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
