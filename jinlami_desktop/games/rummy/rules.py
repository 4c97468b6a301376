"""Help → Rules, 拉米纸牌's tab: the rules of Rummy (docs/RULES.md Part B) in the app's own
words, one translatable string per section."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["rules_sections", "rules_title"]


def rules_title() -> str:
    """The tab's title in Help → Rules (the words are translated in the dialog's
    context, ``RulesDialog``, like every section)."""
    return QCoreApplication.translate("RulesDialog", "Rummy")


def rules_sections() -> list[str]:
    """The 拉米纸牌 page (docs/RULES.md Part B), section by section (HTML)."""
    return [
        QCoreApplication.translate(
            "RulesDialog",
            "<h2>Rummy</h2>"
            "<p>Rummy (拉米纸牌) is the open-table cousin of Jin Rummy: two to four "
            "players, one 52-card deck without jokers. Melds go face up on the table "
            "during play, anyone may add to anyone’s meld, and the first player to get "
            "rid of every card wins the hand.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Cards, melds and the deal</h3>"
            "<p>Melds are the same as in Jin Rummy: a <b>set</b> of three or four cards "
            "of one rank, or a <b>run</b> of three or more cards of one suit in "
            "sequence. The ace is low only: A-2-3 is a run, Q-K-A is not. Card values: "
            "ace 1, 2 to 10 face value, jack, queen and king 10.</p>"
            "<p>With two players each gets 10 cards, with three or four players 7. One "
            "card is turned face up to start the discard pile; the rest is the stock. "
            "You lead the first hand; after every hand the deal moves one seat on and "
            "the player after the dealer leads.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "lay-offs one step at a time.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "target score (50, 100, 200, 300 or 500) wins the match. A new match starts "
            "at 100, or at 300 against hard and expert bots: they keep their melds in "
            "hand to go out in one turn for double, so one of their hands is worth 125 "
            "to 250 points.</p>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
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
            "lay-off.</li></ul>",
        ),
        QCoreApplication.translate(
            "RulesDialog",
            "<h3>Tips</h3>"
            "<p>Holding melds back keeps a rummy possible and gives nothing away, but "
            "every card in your hand counts for the others if someone goes out. Watch "
            "what the players after you lay off and take: do not discard cards that fit "
            "their melds or the melds on the table.</p>",
        ),
    ]
