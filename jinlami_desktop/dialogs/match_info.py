"""Game → Match info…: the facts of the match on the table, its commitment and (once
the match ended) its seed among them.

Why a dialog: the seed matters to a player who wants to replay a deal or report one,
not to every player after every new match, so it left the status line for this small
window, where it is selectable and has a Copy button.  The facts are read from the
game in play (both games alike, through their storage part) each time the dialog is
filled, so a language switch only refills it.

Provably fair deals (docs/RULES.md Part D): the whole commitment is shown from the
first card on, selectable and with a Copy button; the seed and salt only once the
match ended (finished, resigned or abandoned) — a seed shown during play would let a
player who looks work out the deck, and the commitment would prove nothing.  A match
without a commitment (a single hand, an old save) shows its seed as before.  The
Verify button runs the engine's check on the ended match's save and says what it found.
A match dealt from the player's words (docs/RULES.md D3) shows the words from the start
and the app's secret once revealed: the reveal's two parts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Slot
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.fairness import Verdict

from ..games.registry import find, game_name
from ..model.fairness import FairFacts, verify_text
from ..model.fairness import facts_of as fair_facts_of
from ..ui.dialog_centre import KeepCentred
from ..words.texts import ending_name, match_mode_text, opponents_text, verdict_text

__all__ = ["MatchFacts", "MatchInfoDialog", "facts_of"]


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """What the dialog shows, in neutral values (worded when shown)."""

    game: str  # a registry id
    rules: str  # the rules' preset name, or "custom"
    mode: str  # a mode for :func:`mode_name`
    target: int | None
    config: dict[str, int]  # the match's whole-number settings (hands, target, hand limit …)
    players: int
    opponents: tuple[str, ...]
    seed: int | None  # None while the commitment keeps it hidden
    hands_played: int
    fair: FairFacts | None = None  # the commitment (and its reveal), if the match has one


def facts_of(game: Any, opponents: tuple[str, ...]) -> MatchFacts | None:
    """The facts of ``game`` (an engine match or hand of either game), or ``None``."""
    if game is None:
        return None
    # lazy: imported on first use, not at start-up
    from ..games.registry import entry_of
    from ..storage.saves import game_of

    d = entry_of(game).stats().describe(game)
    target = d.config.get("target")
    fair = fair_facts_of(game)
    return MatchFacts(
        game=game_of(game),
        rules=str(getattr(d.rules, "name", "") or "custom"),
        mode=d.mode,
        target=target if isinstance(target, int) else None,
        config={k: v for k, v in d.config.items() if isinstance(v, int)},
        players=d.players,
        opponents=opponents,
        seed=d.seed if fair is None or fair.revealed else None,
        hands_played=int(getattr(game, "hands_played", 0)),
        fair=fair,
    )


class MatchInfoDialog(QDialog):
    """The match's game, rules, mode, opponents, commitment (with Copy), seed and salt
    once revealed, hands played, and the Verify button for an ended match."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchInfoDialog")
        self.facts: MatchFacts | None = None
        self.verdict: Verdict | None = None  # the last check of this commitment
        #: The rows of the reveal (rebuilt at each filling; ``None`` when not shown).
        self.salt_label: QLabel | None = None
        self.state_label: QLabel | None = None
        #: A deal from the player's words: the words, and the app's secret once revealed.
        self.words_label: QLabel | None = None
        self.secret_label: QLabel | None = None
        self.form = QFormLayout()
        self.seed_label = _value_label("matchSeed")
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copySeed")
        self.copy_button.clicked.connect(self.copy_seed)
        self.seed_row = _row(self.seed_label, self.copy_button)
        self.commitment_label = _value_label("matchCommitment")
        self.commitment_label.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.copy_commitment_button = QPushButton()
        self.copy_commitment_button.setObjectName("copyCommitment")
        self.copy_commitment_button.clicked.connect(self.copy_commitment)
        self.commitment_row = _row(self.commitment_label, self.copy_commitment_button)
        self.verify_button = QPushButton()
        self.verify_button.setObjectName("verifyDeals")
        self.verify_button.clicked.connect(self.verify)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("verdictText")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        verify_row = QHBoxLayout()
        verify_row.addWidget(self.verify_button)
        verify_row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addLayout(self.form)
        outer.addLayout(verify_row)
        outer.addWidget(self.verdict_label)
        outer.addWidget(buttons)
        #: Centred over the window when opened and as its rows change its size.
        self.centring = KeepCentred(self)

    def show_facts(self, facts: MatchFacts | None) -> None:
        """Fill the dialog with ``facts`` (``None``: no match on the table); the verdict
        of an earlier check stays while the commitment is the same."""
        before = self.facts.fair if self.facts is not None else None
        after = facts.fair if facts is not None else None
        if before is None or after is None or before.commitment != after.commitment:
            self.verdict = None
        self.facts = facts
        self._fill()

    def seed_text(self) -> str:
        f = self.facts
        return "" if f is None or f.seed is None else str(f.seed)

    def commitment_text(self) -> str:
        f = self.facts
        return "" if f is None or f.fair is None else f.fair.commitment

    @Slot()
    def copy_seed(self) -> None:
        """Put the seed on the clipboard."""
        text = self.seed_text()
        if text:
            QApplication.clipboard().setText(text)

    @Slot()
    def copy_commitment(self) -> None:
        """Put the whole commitment on the clipboard."""
        text = self.commitment_text()
        if text:
            QApplication.clipboard().setText(text)

    @Slot()
    def verify(self) -> None:
        """Check the ended match's save (engine.fairness.verify_save) and say what it found."""
        f = self.facts
        if f is None or f.fair is None or not f.fair.revealed:
            return
        self.verdict = verify_text(f.fair.save_text)
        self._show_verdict()

    def _show_verdict(self) -> None:
        v = self.verdict
        self.verdict_label.setVisible(v is not None)
        if v is None:
            self.verdict_label.setText("")
            return
        self.verdict_label.setText(verdict_text(v.code, v.params, words=v.words is not None))
        self.verdict_label.setStyleSheet(f"color: {'#1b7f3b' if v.ok else '#b00020'};")

    def _fill(self) -> None:
        self.setWindowTitle(self.tr("Match info"))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the seed to the clipboard"))
        self.copy_commitment_button.setText(self.tr("Co&py"))
        self.copy_commitment_button.setToolTip(self.tr("Copy the commitment to the clipboard"))
        self.verify_button.setText(self.tr("&Verify the deals"))
        # The seed and commitment rows are kept (their widgets are reused); the other
        # rows are rebuilt.
        while self.form.rowCount():
            row = self.form.takeRow(0)
            for item in (row.labelItem, row.fieldItem):
                old = item.widget() if item is not None else None
                if old is not None:  # hidden now: deleted only when the event loop runs
                    old.hide()
                    old.deleteLater()
        f = self.facts
        fair = f.fair if f is not None else None
        revealed = fair is not None and fair.revealed
        self.verify_button.setVisible(fair is not None)
        self.verify_button.setEnabled(revealed)
        self.verify_button.setToolTip(
            "" if revealed else self.tr("The deals can be verified once the match has ended.")
        )
        self._show_verdict()
        for w in (self.commitment_label, self.copy_commitment_button):
            w.setVisible(fair is not None)  # out of the form: not shown at all
        for w in (self.seed_label, self.copy_button):
            w.setVisible(f is not None)
        if f is None:
            self.form.addRow(QLabel(self.tr("No match is on the table.")))
            self.seed_label.setText("")
            self.copy_button.setEnabled(False)
            return
        rows: list[tuple[str, str]] = [(self.tr("Game:"), game_name(f.game))]
        game = find(f.game)
        if game is not None:  # the game's own rows: its rules or seats, and its mode
            words = game.words()
            rows += words.match_rows(f.rules, f.mode, f.target, f.config, f.players)
        else:
            rows.append((self.tr("Mode:"), match_mode_text(f.mode, f.target)))
        rows.append((self.tr("Opponents:"), opponents_text(f.opponents)))
        for label, value in rows:
            self.form.addRow(label, _value_label("", value))
        if fair is not None:
            self.commitment_label.setText(fair.commitment)
            # named with its heading: a bare hex value reads as no language at all
            self.commitment_label.setAccessibleName(f"{self.tr('Commitment:')} {fair.commitment}")
            self.form.addRow(self.tr("Commitment:"), self.commitment_row)
        if f.seed is None:
            self.seed_label.setText(self.tr("hidden until the match ends"))
        else:
            self.seed_label.setText(self.seed_text())
        self.copy_button.setEnabled(bool(self.seed_text()))
        self.form.addRow(self.tr("Seed:"), self.seed_row)
        self.salt_label = self.state_label = self.words_label = self.secret_label = None
        if fair is not None and fair.salt is not None:
            self.salt_label = _value_label("matchSalt", fair.salt)
            self.salt_label.setAccessibleName(f"{self.tr('Salt:')} {fair.salt}")
            self.form.addRow(self.tr("Salt:"), self.salt_label)
        if fair is not None and fair.words is not None:
            self.words_label = _value_label("matchWords", fair.words)
            self.words_label.setWordWrap(True)
            self.words_label.setAccessibleName(f"{self.tr('Your words:')} {fair.words}")
            self.form.addRow(self.tr("Your words:"), self.words_label)
        if fair is not None and fair.secret is not None:
            secret = str(fair.secret)
            self.secret_label = _value_label("matchSecret", secret)
            self.secret_label.setAccessibleName(f"{self.tr('App secret:')} {secret}")
            self.form.addRow(self.tr("App secret:"), self.secret_label)
        if fair is not None:
            if revealed:
                state = self.tr("Revealed: the match was {how}.").format(
                    how=ending_name(fair.ended)
                )
            elif fair.words is not None:
                state = self.tr(
                    "The app committed to its secret before you typed your words; the "
                    "seed is the hash of both. The secret and salt are revealed when the "
                    "match ends."
                )
            else:
                state = self.tr(
                    "Committed before the first card; the seed and salt are revealed "
                    "when the match ends."
                )
            self.state_label = _value_label("fairnessState", state)
            self.state_label.setWordWrap(True)
            self.form.addRow(self.tr("Fair deals:"), self.state_label)
        self.form.addRow(self.tr("Hands played:"), QLabel(str(f.hands_played)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)


def _value_label(name: str, text: str = "") -> QLabel:
    """A selectable value of the form."""
    label = QLabel(text)
    if name:
        label.setObjectName(name)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _row(value: QLabel, button: QPushButton) -> QHBoxLayout:
    """A value with its Copy button."""
    row = QHBoxLayout()
    row.addWidget(value, 1)
    row.addWidget(button)
    return row
