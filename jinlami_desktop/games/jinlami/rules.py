"""Help → Rules, 金拉米's tab: the rules of Jin Rummy (docs/RULES.md Part A, Part C and
Part E's variants, Hollywood scoring) in the app's own words, one translatable string per
section, and one Oklahoma hand the engine plays out (:mod:`.rules_example`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .rules_example import example_section

__all__ = ["rules_sections", "rules_title"]


def rules_title() -> str:
    """The tab's title in Help → Rules (the words are translated in the dialog's
    context, ``RulesDialog``, like every section)."""
    return QCoreApplication.translate("RulesDialog", "Jin Rummy")


def rules_sections() -> list[str]:
    """The rules page, section by section (HTML)."""
    return [
        QCoreApplication.translate(
            "RulesDialog",
            "<h2>Jin Rummy</h2>"
            "<p>Jin Rummy is Gin Rummy as it is played in China: two players, one "
            "52-card deck without jokers. Arrange your hand into melds so that the cards "
            "left over — your <b>deadwood</b> — count as few points as possible, and "
            "knock before your opponent does.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Cards and melds</h3>"
            "<p>An ace counts 1, the 2 to the 10 their face value, a jack, queen or king "
            "10.</p>"
            "<ul><li>A <b>set</b> is three or four cards of the same rank.</li>"
            "<li>A <b>run</b> is three or more cards of one suit in sequence. The ace is "
            "low only: A-2-3 is a run, Q-K-A and K-A-2 are not.</li>"
            "<li>Cards in no meld are <b>deadwood</b>; their points added up are your "
            "deadwood count. A card belongs to one meld at most.</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "offered the up-card first, and draws first if both pass.</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>A turn</h3>"
            "<p>Draw one card: the top card of the stock, or the top card of the discard "
            "pile (<b>taking the discard</b>). Only the top discard can be seen. Then "
            "discard one card face up onto the discard pile — or knock. A card just taken "
            "from the discard pile may not be thrown back in the same turn.</p>"
            "<p>When a player draws the last card of the stock and discards without "
            "knocking, the hand is a <b>draw</b>: nobody scores, and the deal passes "
            "on.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "cards to lay off.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Laying off</h3>"
            "<p>Against gin nobody lays off. Against a knock, the opponent shows their "
            "hand and may <b>lay off</b> cards onto the knocker’s melds: a fourth card "
            "onto a set, or cards at either end of a run, one after another, so a card "
            "laid off can itself be extended. Nothing can be laid off onto the knocker’s "
            "deadwood. The opponent may break up their own melds to lay off, and laying "
            "off is optional. <i>Best layoff</i> lays off the cards that give you the "
            "best result.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "or more cards left, 103.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "once.</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "the winner’s total.</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Oklahoma Gin</h3>"
            "<p>International Gin Rummy, but the <b>up-card of the deal</b> sets the hand’s "
            "knock limit: its value (2 to 10, a jack, queen or king 10) is the most "
            "deadwood you may knock with, whoever takes the up-card. An ace up-card means "
            "gin only. When the up-card is a spade, everything the hand scores counts "
            "double (the game’s bonuses do not). The panel says each hand’s limit.</p>",
        ),
        example_section(),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Straight Gin</h3>"
            "<p>International Gin Rummy without knocking: a player goes out only with "
            "gin, so there is no laying off and no undercut. A hand that nobody goes gin "
            "in is a draw when only two cards are left in the stock.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Big Gin</h3>"
            "<p>In International, Oklahoma and Straight Gin, a player whose eleven cards "
            "all form melds right after drawing goes <b>Big Gin</b>: the hand ends at "
            "once, without a discard, and the player scores 31 + the opponent’s "
            "deadwood. Nobody lays off against Big Gin.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Hollywood scoring</h3>"
            "<p>Three International games to 100 are scored at once, from the same hands, "
            "with International, Oklahoma or Straight Gin (Jin Rummy’s gins of 50 and more "
            "would end a game in two hands). A player’s first hand won scores in game 1, "
            "the second in games 1 and 2, and every win from the third on in all three "
            "games — each player counting their own wins. A game is decided at the end of "
            "the hand in which a player reaches 100 in it; a decided game takes no more "
            "points. Each game then gets its own bonuses: 100 for the game, 25 per hand won "
            "in it, everything doubled for a shut-out.</p>"
            "<p>The match ends when all three games are decided; the final score is the "
            "sum of the three games. The score sheet shows the games side by side, a "
            "decided game marked ✓, and each hand’s result says which games it scored "
            "in.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "practice).</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Tips</h3>"
            "<p>Remember the discards, especially your opponent’s, and the cards your "
            "opponent took: they tell you what is being collected. Do not feed your "
            "opponent cards that fit. With a good start, knock early: the longer a hand "
            "lasts, the greater the risk of an undercut. When your opponent seems close "
            "to knocking, throw away your high deadwood.</p>"
            "<p>The bots see only what a player at the table could see, and every deal "
            "comes from a recorded seed, so any hand can be replayed.</p>",
        ),
    ]
