"""End of a hand: both hands in melds, the layoff, the named result, the points, the score
(in a Hollywood match: which games the hand scored in, and where each game stands).
After the match's last hand, Match result… opens the match-end screen, which says who won.

Non-modal on purpose (:class:`~.common.ResultDialog`): the table stays visible behind it
and tests (and ``--smoke``) never block on it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from engine import arrange_mask, mask_of

from ...table.card_art import DeckStyle
from ...ui.dialog_kit import CardStrip, ResultDialog
from ...ui.dialog_scale import TableScale
from ...ui.portrait_label import PortraitLabel, with_portrait
from ...words.texts import seat_name
from .controller import HandSummary
from .hollywood_words import game_line, games_scored, scored_line
from .words import breakdown_text, result_description, result_name, undercut_tier_name

__all__ = ["HandResultDialog"]


class HandResultDialog(ResultDialog):
    """Shows a :class:`HandSummary`; ``next_hand`` / ``new_match`` say what comes next."""

    def __init__(self, summary: HandSummary, style: DeckStyle, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("handResultDialog")
        self.summary = summary
        self._style = style
        layout = QVBoxLayout(self)
        self.title = self._title_label("resultTitle", 1.4)
        layout.addWidget(self.title)
        self.meaning = QLabel(self)
        self.meaning.setObjectName("resultMeaning")
        layout.addWidget(self.meaning)
        self.outcome = QLabel(self)
        layout.addWidget(self.outcome)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.knocker_label, self.knocker_strip = QLabel(self), CardStrip(40, self)
        self.layoff_label, self.layoff_strip = QLabel(self), CardStrip(40, self)
        self.defender_label, self.defender_strip = QLabel(self), CardStrip(40, self)
        #: The bot's portrait beside its name, on the knocker's or the defender's row.
        self.knocker_face, self.defender_face = PortraitLabel("", self), PortraitLabel("", self)
        self.knocker_box = with_portrait(self.knocker_label, self.knocker_face, self)
        self.defender_box = with_portrait(self.defender_label, self.defender_face, self)
        for label, strip in (
            (self.knocker_box, self.knocker_strip),
            (self.layoff_label, self.layoff_strip),
            (self.defender_box, self.defender_strip),
        ):
            self.form.addRow(label, strip)
        self.breakdown = QLabel(self)
        self.breakdown.setObjectName("breakdown")
        layout.addWidget(self.breakdown)
        self.score = QLabel(self)
        self.score.setObjectName("matchScore")
        layout.addWidget(self.score)
        self.team = QLabel(self)
        self.team.setObjectName("teamScore")
        layout.addWidget(self.team)
        self.games = QLabel(self)
        self.games.setObjectName("hollywoodGames")
        layout.addWidget(self.games)
        self._add_buttons(layout, "nextHandButton")
        self.retranslate()
        self.table_scale = TableScale(self)  # words and cards as large as the table's

    def retranslate(self) -> None:
        s = self.summary
        view = s.view
        st = view.settlement
        names = (seat_name(s.players[0]), seat_name(s.players[1]))
        self.setWindowTitle(self.tr("Hand {number}").format(number=s.number))
        self.title.setText(result_name(s.kind))
        laid_off = st is not None and bool(st.layoff)
        self.meaning.setText(result_description(s.kind, laid_off))
        self.meaning.setVisible(bool(self.meaning.text()))
        if s.winner is None:
            self.outcome.setText(self.tr("Nobody scores in this hand."))
        else:
            points = s.points[s.winner]
            if s.players[s.winner] == "you":  # "You win", never "You wins"
                self.outcome.setText(self.tr("You win %n point(s).", "", points))
            else:
                self.outcome.setText(
                    self.tr("{name} wins %n point(s).", "", points).format(name=names[s.winner])
                )
        if st is not None and view.knocker >= 0:
            knocker = names[view.knocker]
            defender = names[1 - view.knocker]
            for face, player in (
                (self.knocker_face, s.players[view.knocker]),
                (self.defender_face, s.players[1 - view.knocker]),
            ):
                face.set_level("" if player == "you" else player)
            self.knocker_label.setText(
                self.tr("{name} knocked (deadwood {points}):").format(
                    name=knocker, points=st.knocker_deadwood
                )
            )
            self.knocker_strip.set_hand(st.knocker_melds, st.knocker_deadwood_cards, self._style)
            self.layoff_label.setText(
                self.tr("You laid off:")
                if s.players[1 - view.knocker] == "you"
                else self.tr("{name} laid off:").format(name=defender)
            )
            self.layoff_strip.set_groups([st.layoff] if st.layoff else [], self._style)
            self.defender_label.setText(
                self.tr("{name} (deadwood {points}):").format(
                    name=defender, points=st.defender_deadwood
                )
            )
            self.defender_strip.set_hand(st.defender_melds, st.defender_deadwood_cards, self._style)
            lines = [breakdown_text(k, v) for k, v in st.breakdown]
            tier = undercut_tier_name(st.undercut_tier)
            if tier:
                lines.append(tier)
            lines.append(self.tr("Total: {points}").format(points=st.points))
            self.breakdown.setText("\n".join(lines))
            for w in (self.layoff_label, self.layoff_strip):
                w.setVisible(bool(st.layoff))
        else:
            arr = arrange_mask(mask_of(view.hand))
            self.knocker_label.setText(self.tr("Your hand:"))
            self.knocker_face.set_level("")
            self.knocker_strip.set_hand(arr.melds, arr.deadwood, self._style)
            unused: tuple[QWidget, ...] = (
                self.layoff_label,
                self.layoff_strip,
                self.defender_box,
                self.defender_strip,
            )
            for part in unused:
                part.setVisible(False)
            self.breakdown.setText("")
        self.score.setText(
            self.tr("Match score: {a} {pa} : {pb} {b}").format(
                a=names[0], pa=s.final_scores[0], pb=s.final_scores[1], b=names[1]
            )
        )
        self._word_buttons(
            self.tr("Next hand"), self.tr("New match…"), self.tr("Close"), s.match_over
        )
        if s.team_scores is not None:
            self.team.setText(
                self.tr("Team score: your team {a} : {b} the other team").format(
                    a=s.team_scores[0], b=s.team_scores[1]
                )
            )
        self.team.setVisible(s.team_scores is not None)
        self.games.setText(self._games_text(names))
        self.games.setVisible(bool(s.games))

    def _games_text(self, names: tuple[str, str]) -> str:
        """A Hollywood hand: the games it scored in, then each game's standing."""
        s = self.summary
        if not s.games:
            return ""
        you = s.players.index("you") if "you" in s.players else None
        lines = [scored_line(games_scored(s.games_before, s.games), s.winner is not None)]
        lines += [
            game_line(g, game, s.target, s.match_over, names, you) for g, game in enumerate(s.games)
        ]
        return "\n".join(lines)
