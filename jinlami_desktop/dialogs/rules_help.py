"""Help → Rules: the rules of 金拉米 (RULES.md Part A, and Part C) in the app's own words."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

__all__ = ["RulesDialog"]


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.resize(640, 600)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setOpenExternalLinks(False)
        layout.addWidget(self.text)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()

    def rules_html(self) -> str:
        return self.tr(
            "<h2>金拉米 — Jin Rummy</h2>"
            "<p>Two players, one 52-card deck without jokers. Cards count A = 1, 2–10 "
            "face value, J Q K = 10.</p>"
            "<h3>Melds</h3>"
            "<p>A <b>set</b> is 3 or 4 cards of one rank. A <b>run</b> is 3 or more cards "
            "of one suit in sequence; the ace is low only (A-2-3 yes, Q-K-A no). Cards not "
            "in melds are <b>deadwood</b>; their points are your deadwood count.</p>"
            "<h3>Dealing</h3>"
            "<p><b>Classic</b>: the dealer gets 11 cards and starts by discarding; the other "
            "player gets 10. <b>JJ</b> and <b>1909</b>: both get 10 and one card is turned "
            "up; the first player offered it may take it or pass, then the other. If both "
            "pass, the first player draws from the stock. The dealer alternates every hand."
            "</p>"
            "<h3>A turn</h3>"
            "<p>Draw the top card of the stock or of the discard pile, then discard one card "
            "face up. A card just taken from the discard pile may not be thrown back in the "
            "same turn. If the stock runs out without a knock, the hand is drawn.</p>"
            "<h3>Knocking</h3>"
            "<p>Instead of discarding, you may lay your discard face down and show your "
            "melds if your deadwood is at most the knock limit (10, or 5 with JJ rules). "
            "With no deadwood at all you have <b>金 (gin)</b>: 三金 in three melds, 二金 "
            "in two, 金龙 as one ten-card run. Otherwise it is a <b>米胡</b> knock.</p>"
            "<h3>Laying off and scoring</h3>"
            "<p>Against 金 nobody lays off: the knocker wins 50 (三金), 100 (二金) or 400 "
            "(金龙) plus the opponent's deadwood. Against a 米胡 knock the opponent may lay "
            "cards off onto the knocker's melds (never onto deadwood). If the opponent's "
            "deadwood is then higher, the knocker wins 10 plus the difference. Otherwise it "
            "is <b>诈胡 (undercut)</b>: the opponent wins a penalty of 50 plus the "
            "difference — 100 or 400 if the opponent is left holding 二金 or 金龙 with 8 or "
            "more cards (one step lower with 7).</p>"
            "<h3>International Gin Rummy</h3>"
            "<p>Knock: the knocker scores the deadwood difference; undercut: the opponent "
            "scores 25 plus the difference; gin: 25 plus the opponent's deadwood. The hand "
            "is drawn when only two stock cards are left. A game goes to 100, with 100 for "
            "the game, 25 per hand won, and double for a shut-out.</p>"
            "<h3>Matches</h3>"
            "<p>Fixed hands (highest total wins), first to a target score (with a hand "
            "limit), or a team match where every member of one team plays a duel against "
            "every member of the other and the team scores add up.</p>"
            "<h3>Fair play</h3>"
            "<p>The bots only ever see what a player at the table could see; every deal "
            "comes from a recorded seed and can be replayed.</p>"
        )

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of 金拉米"))
        self.text.setHtml(self.rules_html())
