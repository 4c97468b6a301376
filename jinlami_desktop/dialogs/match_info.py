"""Game → Match info…: the facts of the match on the table, its seed among them.

Why a dialog: the seed matters to a player who wants to replay a deal or report one,
not to every player after every new match, so it left the status line for this small
window, where it is selectable and has a Copy button.  The facts are read from the
game in play (both games alike, through their storage part) each time the dialog is
filled, so a language switch only refills it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Slot
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

from ..texts import game_name, mode_name, mode_text, opponents_text, players_text, preset_name

__all__ = ["MatchFacts", "MatchInfoDialog", "facts_of"]


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """What the dialog shows, in neutral values (worded when shown)."""

    game: str  # "jinlami" | "rummy"
    rules: str  # preset name, or "custom"
    mode: str  # a mode for :func:`mode_name`
    target: int | None
    config: dict[str, int]  # a 金拉米 match's hands, target and hand limit
    players: int
    opponents: tuple[str, ...]
    seed: int | None
    hands_played: int


def facts_of(game: Any, opponents: tuple[str, ...]) -> MatchFacts | None:
    """The facts of ``game`` (an engine match or hand of either game), or ``None``."""
    if game is None:
        return None
    from ..storage.saves import game_of
    from ..storage.stats.parts import part_of

    d = part_of(game).describe(game)
    target = d.config.get("target")
    return MatchFacts(
        game=game_of(game),
        rules=str(getattr(d.rules, "name", "") or "custom"),
        mode=d.mode,
        target=target if isinstance(target, int) else None,
        config={k: v for k, v in d.config.items() if isinstance(v, int)},
        players=d.players,
        opponents=opponents,
        seed=d.seed,
        hands_played=int(getattr(game, "hands_played", 0)),
    )


class MatchInfoDialog(QDialog):
    """The match's game, rules, mode, opponents, seed (with Copy) and hands played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchInfoDialog")
        self.facts: MatchFacts | None = None
        self.form = QFormLayout()
        self.seed_label = QLabel()
        self.seed_label.setObjectName("matchSeed")
        self.seed_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copySeed")
        self.copy_button.clicked.connect(self.copy_seed)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label, 1)
        seed_row.addWidget(self.copy_button)
        self.seed_row = seed_row
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer = QVBoxLayout(self)
        outer.addLayout(self.form)
        outer.addWidget(buttons)

    def show_facts(self, facts: MatchFacts | None) -> None:
        """Fill the dialog with ``facts`` (``None``: no match on the table)."""
        self.facts = facts
        self._fill()

    def seed_text(self) -> str:
        f = self.facts
        return "" if f is None or f.seed is None else str(f.seed)

    @Slot()
    def copy_seed(self) -> None:
        """Put the seed on the clipboard."""
        text = self.seed_text()
        if text:
            QApplication.clipboard().setText(text)

    def _fill(self) -> None:
        self.setWindowTitle(self.tr("Match info"))
        self.copy_button.setText(self.tr("&Copy"))
        self.copy_button.setToolTip(self.tr("Copy the seed to the clipboard"))
        # The seed row is kept (its widgets are reused); the other rows are rebuilt.
        while self.form.rowCount():
            row = self.form.takeRow(0)
            for item in (row.labelItem, row.fieldItem):
                old = item.widget() if item is not None else None
                if old is not None:
                    old.deleteLater()
        f = self.facts
        if f is None:
            self.form.addRow(QLabel(self.tr("No match is on the table.")))
            self.seed_label.setText("")
            self.copy_button.setEnabled(False)
            return
        rows: list[tuple[str, str]] = [(self.tr("Game:"), game_name(f.game))]
        if f.game == "rummy":
            rows.append((self.tr("Players:"), players_text(f.players)))
        else:
            rows.append((self.tr("Rules:"), preset_name(f.rules)))
        mode = mode_name(f.mode)
        c = f.config
        if f.game == "jinlami" and f.mode in ("fixed", "target", "game"):
            mode = mode_text(f.mode, c.get("hands", 0), c.get("target", 0), c.get("hand_limit", 0))
        elif f.target is not None:
            mode = self.tr("{mode}: {target}").format(mode=mode, target=f.target)
        rows.append((self.tr("Mode:"), mode))
        rows.append((self.tr("Opponents:"), opponents_text(f.opponents)))
        for label, value in rows:
            shown = QLabel(value)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(label, shown)
        self.seed_label.setText(self.seed_text())
        self.copy_button.setEnabled(bool(self.seed_text()))
        self.form.addRow(self.tr("Seed:"), self.seed_row)
        self.form.addRow(self.tr("Hands played:"), QLabel(str(f.hands_played)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._fill()
        super().changeEvent(event)
