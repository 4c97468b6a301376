"""Help → Rules: the rules of 金拉米 (RULES.md Part A, and Part C) and of 拉米纸牌
(Part B) in the app's own words, one tab per game.

Why one translatable string per section: a translator sees a paragraph with its
markup, not a whole page, and a change to one section leaves the others finished.
The game's terms follow ``docs/GLOSSARY.md``.
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

__all__ = ["GAMES", "RulesDialog"]

GAMES = ("jinlami", "rummy")


class RulesDialog(QDialog):
    """Two tabs: 金拉米 (``text``) and 拉米纸牌 (``rummy_text``); ``show_game`` picks one."""

    def __init__(self, parent: QWidget | None = None, game: str = "jinlami") -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.text = QTextBrowser(self)
        self.text.setObjectName("rulesText")
        self.rummy_text = QTextBrowser(self)
        self.rummy_text.setObjectName("rummyRulesText")
        for browser in (self.text, self.rummy_text):
            browser.setOpenExternalLinks(False)
            self.tabs.addTab(browser, "")
        layout.addWidget(self.tabs)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.show_game(game)

    def show_game(self, game: str) -> None:
        """Open the tab of ``game`` (``"jinlami"`` or ``"rummy"``)."""
        self.tabs.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)

    def sections(self) -> list[str]:
        """The rules page, section by section (HTML)."""
        return [
            self.tr(
                "<h2>Jin Rummy</h2>"
                "<p>Jin Rummy is Gin Rummy as it is played in China: two players, one "
                "52-card deck without jokers. Arrange your hand into melds so that the cards "
                "left over — your <b>deadwood</b> — count as few points as possible, and "
                "knock before your opponent does.</p>"
            ),
            self.tr(
                "<h3>Cards and melds</h3>"
                "<p>An ace counts 1, the 2 to the 10 their face value, a jack, queen or king "
                "10.</p>"
                "<ul><li>A <b>set</b> is three or four cards of the same rank.</li>"
                "<li>A <b>run</b> is three or more cards of one suit in sequence. The ace is "
                "low only: A-2-3 is a run, Q-K-A and K-A-2 are not.</li>"
                "<li>Cards in no meld are <b>deadwood</b>; their points added up are your "
                "deadwood count. A card belongs to one meld at most.</li></ul>"
            ),
            self.tr(
                "<h3>Dealing</h3>"
                "<p>The first dealer is drawn at random; then the deal changes every hand, "
                "drawn hands included. The cards not dealt are the <b>stock</b>, face down. "
                "There are three ways to deal:</p>"
                "<ul><li><b>Classic</b>: the dealer gets 11 cards, the other player 10. The "
                "dealer starts by discarding a card (and may knock with it).</li>"
                "<li><b>JJ</b>: both get 10 cards and the top card of the stock is turned face "
                "up as the first card of the <b>discard pile</b> (the up-card). The dealer may "
                "take it or pass, then the other player. Whoever takes it discards, and the "
                "other player plays next. If both pass, the dealer draws from the stock.</li>"
                "<li><b>1909</b> and <b>International</b>: as JJ, but the non-dealer is "
                "offered the up-card first, and draws first if both pass.</li></ul>"
            ),
            self.tr(
                "<h3>A turn</h3>"
                "<p>Draw one card: the top card of the stock, or the top card of the discard "
                "pile (<b>taking the discard</b>). Only the top discard can be seen. Then "
                "discard one card face up onto the discard pile — or knock. A card just taken "
                "from the discard pile may not be thrown back in the same turn.</p>"
                "<p>When a player draws the last card of the stock and discards without "
                "knocking, the hand is a <b>draw</b>: nobody scores, and the deal passes "
                "on.</p>"
            ),
            self.tr(
                "<h3>Knocking</h3>"
                "<p>After drawing, you may lay your discard face down and show the ten cards "
                "left in melds, if your deadwood is within the <b>knock limit</b> (10 in "
                "Classic, 1909 and International, 5 in JJ; a match may use any limit from 0 "
                "to 10). Only the points of the deadwood count, not the number of cards.</p>"
                "<ul><li><b>Gin</b>: no deadwood at all. Gin is ranked by the fewest melds "
                "that cover all ten cards: three melds are <b>Gin</b>, two melds <b>Double "
                "Gin</b>, and one ten-card run is the <b>Gin Dragon</b>.</li>"
                "<li><b>Knock</b>: some deadwood, but no more than the knock limit. A "
                "“3-point knock” leaves 3 points of deadwood.</li></ul>"
                "<p>You choose how to show your melds; the app first suggests the "
                "arrangement with the least deadwood that leaves your opponent the fewest "
                "cards to lay off.</p>"
            ),
            self.tr(
                "<h3>Laying off</h3>"
                "<p>Against gin nobody lays off. Against a knock, the opponent shows their "
                "hand and may <b>lay off</b> cards onto the knocker’s melds: a fourth card "
                "onto a set, or cards at either end of a run, one after another, so a card "
                "laid off can itself be extended. Nothing can be laid off onto the knocker’s "
                "deadwood. The opponent may break up their own melds to lay off, and laying "
                "off is optional. <i>Best layoff</i> lays off the cards that give you the "
                "best result.</p>"
            ),
            self.tr(
                "<h3>Scoring</h3>"
                "<p>Gin always wins, even against an opponent who also holds gin:</p>"
                "<table border='1' cellspacing='0' cellpadding='4'>"
                "<tr><th>Knocker’s hand</th><th>Knocker wins</th></tr>"
                "<tr><td>Gin (three melds)</td><td>50 + the opponent’s deadwood</td></tr>"
                "<tr><td>Double Gin (two melds)</td><td>100 + the opponent’s deadwood</td></tr>"
                "<tr><td>Gin Dragon (one run)</td><td>400 + the opponent’s deadwood</td></tr>"
                "</table>"
                "<p>After a knock, compare the knocker’s deadwood K with the opponent’s "
                "deadwood D after laying off:</p>"
                "<ul><li>D greater than K: the knock succeeds and the knocker wins "
                "10 + (D − K).</li>"
                "<li>D equal to K or less: an <b>undercut</b>. The opponent wins a penalty "
                "+ (K − D); the penalty depends on what the opponent holds after laying "
                "off:</li></ul>"
                "<table border='1' cellspacing='0' cellpadding='4'>"
                "<tr><th>Cards left after laying off</th><th>Gin Dragon</th>"
                "<th>Double Gin</th><th>Gin</th><th>Deadwood left</th></tr>"
                "<tr><td>8 or more</td><td>400</td><td>100</td><td>50</td><td>50</td></tr>"
                "<tr><td>7</td><td>100</td><td>50</td><td>50</td><td>50</td></tr>"
                "<tr><td>6 or fewer</td><td>50</td><td>50</td><td>50</td><td>50</td></tr>"
                "</table>"
                "<p>Examples: Gin against 7 deadwood wins 57. A 2-point knock against 5 "
                "deadwood after laying off wins 13. A 3-point knock against 2 deadwood after "
                "laying off is undercut: the opponent wins 51; against Double Gin with eight "
                "or more cards left, 103.</p>"
            ),
            self.tr(
                "<h3>Matches</h3>"
                "<ul><li><b>Fixed hands</b>: a set number of hands (8 unless you choose "
                "otherwise); the highest total wins, equal totals are a drawn match.</li>"
                "<li><b>Target score</b>: the first to reach the target (200 unless you "
                "choose otherwise) at the end of a hand wins; if nobody has reached it after "
                "the hand limit (20), the highest total wins.</li>"
                "<li><b>Team match</b>: two teams of two to four players. Every member of one "
                "team plays a fixed-hands duel against every member of the other, and a "
                "team’s score is the sum of its members’ points. Your teammates and all "
                "opponents are bots; their duels can be watched or played out at "
                "once.</li></ul>"
            ),
            self.tr(
                "<h3>International Gin Rummy</h3>"
                "<p>The <b>International</b> rules are the ones English-speaking players "
                "know (Hoyle): the up-card is offered to the non-dealer first and the knock "
                "limit is 10.</p>"
                "<ul><li>Knock: if the opponent’s deadwood after laying off is higher, the "
                "knocker scores the difference; otherwise the opponent scores 25 + the "
                "difference (an undercut).</li>"
                "<li>Gin (no deadwood, no laying off): the knocker scores 25 + the "
                "opponent’s deadwood.</li>"
                "<li>The hand is a draw when only two cards are left in the stock and the "
                "player who drew discards without knocking.</li>"
                "<li>A game goes to 100. The winner adds 100 for the game, each player adds "
                "25 for every hand won, and a shut-out (the loser scored nothing) doubles "
                "the winner’s total.</li></ul>"
            ),
            self.tr(
                "<h3>Playing with the mouse and the keys</h3>"
                "<ul><li>Drag the top card of the stock or of the discard pile onto your hand "
                "to draw, or click the pile (keys S and D). P passes on the up-card.</li>"
                "<li>Drag a card onto the discard pile, or double-click it, to discard. Drop "
                "it on the knock area (or right-click it, or press K) to knock: a dialog "
                "shows your melds before anything is decided.</li>"
                "<li>When laying off, drop a card on a highlighted meld; B lays off the best "
                "cards.</li>"
                "<li>The arrow keys move between your cards, Ctrl with an arrow moves the "
                "card, Enter plays it. H shows a hint (the match then counts as "
                "practice).</li></ul>"
            ),
            self.tr(
                "<h3>Tips</h3>"
                "<p>Remember the discards, especially your opponent’s, and the cards your "
                "opponent took: they tell you what is being collected. Do not feed your "
                "opponent cards that fit. With a good start, knock early: the longer a hand "
                "lasts, the greater the risk of an undercut. When your opponent seems close "
                "to knocking, throw away your high deadwood.</p>"
                "<p>The bots see only what a player at the table could see, and every deal "
                "comes from a recorded seed, so any hand can be replayed.</p>"
            ),
        ]

    def rummy_sections(self) -> list[str]:
        """The 拉米纸牌 page (RULES Part B), section by section (HTML)."""
        return [
            self.tr(
                "<h2>Rummy</h2>"
                "<p>Rummy (拉米纸牌) is the open-table cousin of Jin Rummy: two to four "
                "players, one 52-card deck without jokers. Melds go face up on the table "
                "during play, anyone may add to anyone’s meld, and the first player to get "
                "rid of every card wins the hand.</p>"
            ),
            self.tr(
                "<h3>Cards, melds and the deal</h3>"
                "<p>Melds are the same as in Jin Rummy: a <b>set</b> of three or four cards "
                "of one rank, or a <b>run</b> of three or more cards of one suit in "
                "sequence. The ace is low only: A-2-3 is a run, Q-K-A is not. Card values: "
                "ace 1, 2 to 10 face value, jack, queen and king 10.</p>"
                "<p>With two players each gets 10 cards, with three or four players 7. One "
                "card is turned face up to start the discard pile; the rest is the stock. "
                "You lead the first hand; after every hand the deal moves one seat on and "
                "the player after the dealer leads.</p>"
            ),
            self.tr(
                "<h3>A turn</h3>"
                "<ol><li>Draw the top card of the stock or of the discard pile.</li>"
                "<li>As often as you like: <b>meld</b> — put a new meld from your hand on "
                "the table — or <b>lay off</b> a single card onto any meld on the table, "
                "yours or another player’s: the fourth card of a set, or the next card at "
                "either end of a run (nothing below the ace, nothing above the king).</li>"
                "<li>Discard one card.</li></ol>"
                "<p>A card taken from the discard pile may not be discarded in the same "
                "turn, and you may not meld or lay off so that it is the only card left in "
                "your hand. Until you discard, <b>Undo</b> takes back your melds and "
                "lay-offs one step at a time.</p>"
            ),
            self.tr(
                "<h3>Going out and scoring</h3>"
                "<p>You <b>go out</b> the moment your hand is empty, by melding or laying "
                "off your last cards, or by discarding your last card. You win the points of "
                "all the cards left in the other hands; the others score nothing.</p>"
                "<p><b>Rummy (一把出完)</b>: going out in one turn, without having melded or "
                "laid off in an earlier turn of the hand, doubles your score.</p>"
                "<p>The first time the stock runs out, the discard pile except its top card "
                "is turned over as the new stock, so the earliest discard is drawn first. The "
                "second time — or after 120 turns at the table — the hand is a "
                "<b>stalemate</b> (僵局): nobody scores. The first player to reach the "
                "target score (50, 100 or 200) wins the match.</p>"
            ),
            self.tr(
                "<h3>Playing with the mouse and the keys</h3>"
                "<ul><li>Drag the stock or the discard pile onto your hand, or click it, to "
                "draw (keys S and D).</li>"
                "<li>Click cards to select them (Space with the keyboard) and drag them onto "
                "the table to meld (key M). The hand shows a mark when it holds a meld, and "
                "the status line says why a selection is not a meld.</li>"
                "<li>While you hold a card, the melds it can be laid off onto are outlined: "
                "drop it on one to lay it off.</li>"
                "<li>Drop a card on the discard pile or double-click it to discard (Enter "
                "discards the focused card). Ctrl+Z or U undoes the last meld or "
                "lay-off.</li></ul>"
            ),
            self.tr(
                "<h3>Tips</h3>"
                "<p>Holding melds back keeps a rummy possible and gives nothing away, but "
                "every card in your hand counts for the others if someone goes out. Watch "
                "what the players after you lay off and take: do not discard cards that fit "
                "their melds or the melds on the table.</p>"
            ),
        ]

    def rules_html(self) -> str:
        return "".join(self.sections())

    def rummy_html(self) -> str:
        return "".join(self.rummy_sections())

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (QEvent.LanguageChange) rewords the dialog at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.tabs.setTabText(0, self.tr("Jin Rummy"))
        self.tabs.setTabText(1, self.tr("Rummy"))
        self.text.setHtml(self.rules_html())
        self.rummy_text.setHtml(self.rummy_html())
