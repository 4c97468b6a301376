"""The always-visible panel beside the table: score, hand, dealer, stock, opponent's
cards, whose turn, what the bot is doing, the buttons for the non-drag actions, and the
move log of the hand (every seat's moves, in words, as public as the view is).

Why widgets and not scene text: labels in a layout wrap, translate and are read by
screen readers; the table keeps the space for cards.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QToolButton, QWidget

from engine import Phase, PlayerView

from ...table.hand_order import MODES
from ...ui.move_log import MoveLog
from ...ui.steady_label import SteadyHeight
from ...ui.widgets import PanelFrame
from ...words.layoff_words import layoff_text, meld_words
from ...words.line_breaks import keep_move_line
from ...words.texts import activity_text, card_symbol, seat_name
from .controller import JinlamiSnapshot
from .words import (
    hand_terms_text,
    hand_terms_texts,
    mode_text,
    move_text,
    phase_prompt,
    result_name,
)

__all__ = ["JinlamiPanel", "move_lines"]


def move_lines(
    view: PlayerView | None, names: tuple[str, str], human: int | None = None
) -> list[str]:
    """Every move of the hand so far, one sentence each, from the view's events (redacted
    for its seat: the other seat's stock draws never name the card; a lay-off names the
    knocker's meld it went onto, as it was then).  ``human``: the player's seat (-1 in a
    watched bot duel; by default the view's), who is "you" in a lay-off's words."""
    if view is None:
        return []
    you = view.player if human is None else human
    lines: list[str] = []
    events = view.events
    for i, e in enumerate(events):
        if e.kind == "hand_over":
            # how it ended, last: a gin was logged as "knocked" and nothing more
            settlement = e.settlement or view.settlement
            lines.append(result_name(settlement.kind if settlement is not None else "draw"))
            continue
        if not 0 <= e.player < len(names):
            continue
        text = move_text(e.kind, e.source, names[e.player], e.card)
        if e.kind == "layoff" and e.card is not None and 0 <= e.target < len(view.table_melds):
            later = {x.card for x in events[i:] if x.kind == "layoff"}
            meld = [c for c in view.table_melds[e.target] if c not in later]
            owner = view.knocker
            text = layoff_text(
                names[e.player],
                e.player,
                you,
                card_symbol(e.card),
                owner,
                names[owner] if 0 <= owner < len(names) else "",
                meld_words(meld),
            )
        if text:
            lines.append(text)
    return lines


class JinlamiPanel(PanelFrame):
    arrange_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("sidePanel", parent)
        self.snap: JinlamiSnapshot | None = None
        self.hints_enabled = True
        lay = self.column
        self.score_title = self._label(bold=True)
        self.score0 = self._label(name="score0")
        self.score1 = self._label(name="score1")
        self.mode_label = self._label(small=True)
        self.team_label = self._label(name="teamLabel")
        self.hand_label = self._label(name="handNumber")
        self.dealer_label = self._label(name="dealer")
        self.stock_label = self._label(name="stockCount")
        self.opponent_label = self._label(name="opponentCount")
        # what this hand allows (Oklahoma's knock limit from the up-card, Straight's gin
        # only); as tall as its tallest text in these rules, so Hint below stays put
        self.terms_label = self._label(bold=True, name="handTerms")
        self.terms_height = SteadyHeight(self.terms_label)
        # The opponent's count (10 or 11) and the stock's keep one height through the
        # hand: the arrangement buttons and Hint under them stay put.
        self.steady_counts = (SteadyHeight(self.stock_label), SteadyHeight(self.opponent_label))
        self.turn_label = self._label(bold=True, name="turnLabel")
        # The turn line keeps the height of its longest prompt: the phase's buttons below
        # it (Pass, Done laying off, Next hand) stay put through their phase.
        self.turn_height = SteadyHeight(self.turn_label)
        self.bot_label = self._label(name="botActivity")
        self.last_move_label = self._label(small=True, name="lastMove")
        self.sign_label = self._label(bold=True, name="knockSign")
        self.sign_label.setStyleSheet("color: #b8860b;")
        for w in (
            self.score_title,
            self.score0,
            self.score1,
            self.mode_label,
            self.team_label,
            self.hand_label,
            self.dealer_label,
            self.stock_label,
            self.opponent_label,
            self.terms_label,
            self._rule(),
        ):
            lay.addWidget(w)
        # the score is said once, on the felt's scoreboard (a click: the score sheet)
        for w in (self.score_title, self.score0, self.score1):
            w.setVisible(False)
        # The tools of the whole hand (arranging, Hint) above the turn: nothing above them
        # changes height during a hand, so they never move — the knock sign, a bot's move
        # wrapping to a second line and the phase's buttons all come below them (each had
        # moved Hint, and a click meant for it landed on the button that took its place).
        self.arrange_title = self._label()
        lay.addWidget(self.arrange_title)
        arrange = QGridLayout()
        self.arrange_group = QButtonGroup(self)
        self.arrange_group.setExclusive(True)
        self.arrange_buttons: dict[str, QToolButton] = {}
        for i, mode in enumerate(MODES[:3]):
            tb = QToolButton(self)
            tb.setCheckable(True)
            tb.setObjectName(f"arrange_{mode}")
            tb.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            self.arrange_group.addButton(tb, i)
            self.arrange_buttons[mode] = tb
            arrange.addWidget(tb, 0, i)
        self.arrange_buttons["melds"].setChecked(True)
        self.arrange_group.idClicked.connect(self._arrange_clicked)
        lay.addLayout(arrange)
        self.hint_button = self._button("hintButton")
        lay.addWidget(self.hint_button)
        lay.addWidget(self._rule())
        lay.addWidget(self.turn_label)
        # The phase's own buttons right under its prompt, then what may come and go.
        self.pass_button = self._button("passButton")
        self.best_layoff_button = self._button("bestLayoffButton")
        self.done_button = self._button("doneButton")
        self.next_button = self._button("nextHandButton")
        phase_buttons = (
            self.pass_button,
            self.best_layoff_button,
            self.done_button,
            self.next_button,
        )
        for b in phase_buttons:
            lay.addWidget(b)
            # No hand yet (the welcome's backdrop): none of a phase's buttons until a deal.
            b.setVisible(False)
        for w in (self.sign_label, self.bot_label, self.last_move_label):
            lay.addWidget(w)
        lay.addWidget(self._rule())
        self.log_title = self._label(bold=True, name="moveLogTitle")
        self.move_log = MoveLog(self, "moveLog")
        lay.addWidget(self.log_title)
        lay.addWidget(self.move_log, 1)  # the log takes the height the panel has left
        self.retranslate()

    def _arrange_clicked(self, index: int) -> None:
        self.arrange_requested.emit(MODES[index])

    def set_arrangement(self, mode: str) -> None:
        """Reflect the hand's mode; a manual order unchecks all three presets."""
        button = self.arrange_buttons.get(mode)
        if button is None:
            self.arrange_group.setExclusive(False)
            for b in self.arrange_buttons.values():
                b.setChecked(False)
            self.arrange_group.setExclusive(True)
        else:
            button.setChecked(True)

    def retranslate(self) -> None:
        self.score_title.setText(self.tr("Score"))
        self.arrange_title.setText(self.tr("Arrange your hand:"))
        self.log_title.setText(self.tr("Moves of this hand"))
        self.move_log.setAccessibleName(self.tr("Moves of this hand"))
        self.arrange_buttons["melds"].setText(self.tr("Melds"))
        self.arrange_buttons["suit"].setText(self.tr("Suit"))
        self.arrange_buttons["rank"].setText(self.tr("Rank"))
        self.arrange_buttons["melds"].setToolTip(self.tr("Melds first, then deadwood"))
        self.arrange_buttons["suit"].setToolTip(self.tr("By suit, then by rank"))
        self.arrange_buttons["rank"].setToolTip(self.tr("By rank, then by suit"))
        self.pass_button.setText(self.tr("Pass (leave the up-card)"))
        self.pass_button.setToolTip(self.tr("Do not take the up-card (P)"))
        self.best_layoff_button.setText(self.tr("Best layoff"))
        self.best_layoff_button.setToolTip(
            self.tr("Lay off the cards that leave you the best result (B)")
        )
        self.done_button.setText(self.tr("Done laying off"))
        self.done_button.setToolTip(self.tr("Finish laying off and settle the hand (F)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(
            self.tr("Show what a strong bot would play (H); the match then counts as practice")
        )
        self.next_button.setText(self.tr("Next hand"))
        self.next_button.setToolTip(self.tr("Deal the next hand (Ctrl+Enter)"))
        if self.snap is not None:
            self.update_from(self.snap)

    def knock_sign(self) -> str:
        """The sign under the turn line when the player may knock now (the snapshot's
        ``can_knock``, while the player is seated)."""
        snap = self.snap
        knock = None if snap is None or snap.human_seat is None else snap.can_knock
        if knock is None:
            return ""
        if knock == 0:
            return self.tr("Gin is possible: drop a card on the knock area")
        return self.tr("You can knock with %n point(s) of deadwood", "", knock)

    def _stock_text(self, count: int) -> str:
        return self.tr("Stock: %n card(s)", "", count)

    def _holds_text(self, name: str, count: int) -> str:
        return self.tr("{name} holds %n card(s)", "", count).format(name=name)

    def _to_play(self, name: str) -> str:
        return self.tr("{name} to play").format(name=name)

    def _no_match(self) -> str:
        return self.tr("Start a new match from the Game menu")

    def _saved_waits(self) -> str:
        """Behind the resume prompt (and after Later): the saved match is not dealt."""
        return self.tr("Your unfinished match is saved: Game → Resume unfinished match…")

    def _turn_texts(self, names: tuple[str, str]) -> list[str]:
        """What the turn line may say with these seats while the buttons under it stay
        the same (its height is the tallest): not the lay-off's prompt, which comes with
        buttons of its own (so a long one costs the move log no line the rest of the
        hand), nor the declaration's, which a dialog answers."""
        steady = (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.OVER)
        prompts = [phase_prompt(phase, mine) for phase in steady for mine in (True, False)]
        prompts.append(phase_prompt(Phase.DRAW, True, stock_only=True))
        ends = (self._no_match(), self._saved_waits())
        return [*prompts, *(self._to_play(n) for n in names), *ends]

    def update_from(self, snap: JinlamiSnapshot) -> None:
        """Refresh every label and button from a controller snapshot (and nothing else)."""
        self.snap = snap
        names = (seat_name(snap.players[0]), seat_name(snap.players[1]))
        self.score0.setText(
            self.tr("{name}: {points}").format(name=names[0], points=snap.scores[0])
        )
        self.score1.setText(
            self.tr("{name}: {points}").format(name=names[1], points=snap.scores[1])
        )
        st = snap.setup
        mode = "team" if snap.team_scores is not None else st.match_config().mode
        mode_words = mode_text(mode, st.hands, st.target, st.hand_limit)
        if snap.practice:  # said where the match is described (the saves' words for it)
            practice = QCoreApplication.translate("SavesDialog", "{mode} (practice)")
            mode_words = practice.format(mode=mode_words)
        self.mode_label.setText(mode_words)
        self.mode_label.setVisible(snap.replay is None)  # a replay is one hand, no match
        if snap.team_scores is not None:
            self.team_label.setText(
                self.tr("Duel {i} of {n} — team score {a} : {b}").format(
                    i=snap.duel_number,
                    n=snap.duel_count,
                    a=snap.team_scores[0],
                    b=snap.team_scores[1],
                )
            )
        self.team_label.setVisible(snap.team_scores is not None)
        if snap.replay is not None:
            self.hand_label.setText(self.tr("Replay of hand {n}").format(n=snap.replay.number))
        elif mode == "fixed" or mode == "team":
            self.hand_label.setText(
                self.tr("Hand {n} of {total}").format(n=snap.hand_number, total=st.hands)
            )
        else:
            self.hand_label.setText(self.tr("Hand {n}").format(n=snap.hand_number))
        view = snap.view
        my_turn = False
        phase = Phase.OVER
        if view is not None:
            phase = view.phase
            my_turn = view.my_turn and snap.human_seat is not None
            self.dealer_label.setText(self.tr("Dealer: {name}").format(name=names[view.dealer]))
            self.stock_label.setText(self._stock_text(view.stock_count))
            self.stock_label.setToolTip(self.tr("Cards left to draw"))
            opponent = names[1 - view.player]
            self.opponent_label.setText(self._holds_text(opponent, view.opponent_card_count))
            stock, holds = self.steady_counts
            stock.set_texts([self._stock_text(n) for n in (1, 9, 10, 31)])
            holds.set_texts([self._holds_text(opponent, n) for n in (10, 11)])
            if snap.human_seat is None and phase is not Phase.OVER:
                self.turn_label.setText(self._to_play(names[view.to_act]))
            else:
                self.turn_label.setText(phase_prompt(phase, my_turn, view.stock_only))
        else:  # no hand dealt yet ("Hand 0 of 8" said nothing): as 拉米纸牌's panel
            for label in (self.dealer_label, self.stock_label, self.opponent_label):
                label.setText("")
            offered = snap.replay is None and snap.hand_number > 0  # an offered save's
            if snap.replay is None and not offered:
                self.hand_label.setText("")
            self.turn_label.setText(self._saved_waits() if offered else self._no_match())
        self.turn_height.set_texts(self._turn_texts(names))
        terms = "" if view is None else hand_terms_text(view.rules, view.knock_limit, view.doubled)
        self.terms_label.setText(terms)
        self.terms_label.setVisible(bool(terms))
        if view is not None:
            self.terms_height.set_texts(hand_terms_texts(view.rules))
        bot_seat = 1 if snap.players[1] != "you" else 0
        # what the bot does, while a hand is played: after it, in a replay or before a
        # deal (behind the resume prompt) "idle" said nothing true of the table
        self.bot_label.setVisible(
            view is not None and phase is not Phase.OVER and snap.replay is None
        )
        self.bot_label.setText(
            self.tr("{name}: {activity}").format(
                name=names[bot_seat],
                activity=activity_text(snap.activity if not my_turn else "waiting"),
            )
        )
        last = ""
        if view is not None:
            for e in reversed(view.events):
                if e.player == 1 - view.player and e.kind != "hand_over":
                    last = move_text(e.kind, e.source, names[e.player], e.card)
                    break
        # wrapped as 拉米纸牌's last-move line and the log are (its card with its word)
        self.last_move_label.setText(keep_move_line(last))
        self.last_move_label.setVisible(bool(last))
        human = snap.human_seat if snap.human_seat is not None else -1
        self.move_log.show_lines(move_lines(view, names, human))
        sign = self.knock_sign()
        self.sign_label.setText(sign)
        self.sign_label.setVisible(bool(sign))
        legal = view.legal_actions if view is not None and my_turn else ()
        self.pass_button.setVisible(phase is Phase.OFFER)
        self.pass_button.setEnabled(any(a.kind == "pass" for a in legal))
        defending = phase is Phase.LAYOFF and my_turn
        self.best_layoff_button.setVisible(defending)
        self.done_button.setVisible(defending)
        self.hint_button.setVisible(self.hints_enabled)
        self.hint_button.setEnabled(my_turn and phase is not Phase.DECLARE)
        hand_over = view is not None and phase is Phase.OVER
        self.next_button.setVisible(hand_over and not snap.match_over and snap.replay is None)
