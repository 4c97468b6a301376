"""End of a 拉米纸牌 hand: who went out and how, 一把出完 doubling, the points left in
every hand (each hand shown), the points won and the match totals; a stalemate says why.

Non-modal on purpose, like the 金拉米 result dialog (both are a
:class:`~jinlami_desktop.ui.dialog_kit.ResultDialog`): the table stays visible behind it
and tests (and ``--smoke``) never block on it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGridLayout, QLabel, QVBoxLayout, QWidget

from engine import arrange_mask, mask_of

from ...table.card_art import DeckStyle
from ...ui.dialog_kit import CardStrip, ResultDialog, melds_then_deadwood
from ...ui.dialog_scale import TableScale
from ...ui.portrait_label import PortraitLabel, with_portrait
from ...ui.widgets import set_bold
from .layout import seat_sides
from .snapshot import RummyHandSummary
from .words import rummy_how_out_text, rummy_kind_description, rummy_portrait, rummy_seat_name

__all__ = ["RummyResultDialog"]


class RummyResultDialog(ResultDialog):
    """Shows a :class:`RummyHandSummary`; ``next_hand`` / ``new_match`` say what is next."""

    def __init__(
        self, summary: RummyHandSummary, style: DeckStyle, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rummyResultDialog")
        self.summary = summary
        self._style = style
        layout = QVBoxLayout(self)
        self.title = self._title_label("rummyResultTitle", 1.3, wrap=True)
        layout.addWidget(self.title)
        self.meaning = QLabel(self)
        self.meaning.setObjectName("rummyResultMeaning")
        self.meaning.setWordWrap(True)
        layout.addWidget(self.meaning)
        self.points_line = QLabel(self)
        self.points_line.setObjectName("rummyResultPoints")
        self.points_line.setWordWrap(True)
        layout.addWidget(self.points_line)
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        self.header = [QLabel(self) for _ in range(5)]
        for col, h in enumerate(self.header):
            set_bold(h)
            grid.addWidget(h, 0, col)
        n = len(summary.names)
        self.name_labels = [QLabel(self) for _ in range(n)]
        #: Each seat's bot portrait beside its name (hidden on the player's row).
        sides = seat_sides(n)
        self.faces = [
            PortraitLabel(rummy_portrait(sides[i], summary.names[i]), self) for i in range(n)
        ]
        self.strips = [CardStrip(34, self) for _ in range(n)]
        self.left_labels = [QLabel(self) for _ in range(n)]
        self.won_labels = [QLabel(self) for _ in range(n)]
        self.total_labels = [QLabel(self) for _ in range(n)]
        for i in range(n):
            box = with_portrait(self.name_labels[i], self.faces[i], self)
            grid.addWidget(box, i + 1, 0)
            grid.addWidget(self.strips[i], i + 1, 1)
            grid.addWidget(self.left_labels[i], i + 1, 2)
            grid.addWidget(self.won_labels[i], i + 1, 3)
            grid.addWidget(self.total_labels[i], i + 1, 4)
            self.left_labels[i].setObjectName(f"rummyLeft{i}")
            self.won_labels[i].setObjectName(f"rummyWon{i}")
            self.total_labels[i].setObjectName(f"rummyTotal{i}")
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self._add_buttons(layout, "rummyResultNext")
        for i, hand in enumerate(summary.hands_shown):
            if i < n:
                arr = arrange_mask(mask_of(hand))
                self.strips[i].set_groups(melds_then_deadwood(arr.melds, arr.deadwood), style)
        self.retranslate()
        self.table_scale = TableScale(self)  # words and cards as large as the table's

    def names(self) -> tuple[str, ...]:
        sides = seat_sides(len(self.summary.names))
        return tuple(rummy_seat_name(sides[i], lv) for i, lv in enumerate(self.summary.names))

    def retranslate(self) -> None:
        s = self.summary
        r = s.result
        names = self.names()
        self.setWindowTitle(self.tr("Hand {number}").format(number=s.number))
        winner = names[r.winner] if r.winner is not None else ""
        self.title.setText(rummy_how_out_text(r.how, winner, r.rummy))
        kind = "stalemate" if r.kind == "stalemate" else ("rummy" if r.rummy else "out")
        self.meaning.setText(rummy_kind_description(kind))
        if r.kind == "stalemate" and r.how == "turns":
            line = self.tr("A hand ends after 120 turns at the table if nobody has gone out.")
        elif r.kind == "stalemate" and r.how == "moves":
            line = self.tr(
                "A hand ends after 500 moves if nobody has gone out: melds and lay-offs "
                "were taken back and made again too often."
            )
        elif r.kind == "stalemate":
            line = self.tr(
                "The discard pile was already turned over once as the new stock; "
                "when that ran out too, the hand ended."
            )
        else:
            you = r.winner == 0
            won = r.points[r.winner] if r.winner is not None else 0
            if r.rummy and you:
                line = self.tr(
                    "You win the %n point(s) left in the other hands, doubled: {total}.",
                    "",
                    r.base,
                )
            elif r.rummy:
                line = self.tr(
                    "{name} wins the %n point(s) left in the other hands, doubled: {total}.",
                    "",
                    r.base,
                )
            elif you:
                line = self.tr("You win the %n point(s) left in the other hands.", "", r.base)
            else:
                line = self.tr("{name} wins the %n point(s) left in the other hands.", "", r.base)
            line = line.format(name=winner, total=won)
        self.points_line.setText(line)
        self.header[0].setText(self.tr("Seat"))
        self.header[1].setText(self.tr("Cards left"))
        self.header[2].setText(self.tr("Points left"))
        self.header[3].setText(self.tr("This hand"))
        self.header[4].setText(self.tr("Match total"))
        for i, name in enumerate(names):
            self.name_labels[i].setText(name)
            left = r.left[i] if i < len(r.left) else 0
            won = r.points[i] if i < len(r.points) else 0
            self.left_labels[i].setText(str(left))
            self.won_labels[i].setText(self.tr("+{won}").format(won=won) if won else "0")
            self.total_labels[i].setText(str(s.scores[i]) if i < len(s.scores) else "0")
        self._word_buttons(
            self.tr("Next hand"), self.tr("New match…"), self.tr("Close"), s.match_over
        )
