"""拉米纸牌's page of the New match dialog (docs/RULES.md Part B): 2–4 players, each
opponent's level, the target score (50 … 500).

The target follows the opponents' levels (``default_target``: 300 against a bot that
holds its melds for a doubled rummy, else 100) until the player picks one: a match
against hard bots to 100 would end in its first hand.

The dialog's shell (:class:`~jinlami_desktop.dialogs.new_match.NewMatchDialog`) holds
the game choice and the seed; the words are translated in its context.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

from engine.rummy.match import TARGETS, default_target

from ...words.texts import BOT_LEVELS, level_name
from .snapshot import RummySetup

if TYPE_CHECKING:
    pass

__all__ = ["RUMMY_SEATS", "RummyMatchPage"]

RUMMY_SEATS = 3  # opponents at most (4 players)


class RummyMatchPage(QGroupBox):
    """The 拉米纸牌 fields (a group box); :meth:`chosen` returns a :class:`RummySetup`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from ...ui.dialog_kit import fitting_combo  # imported with the dialog, not at start-up

        super().__init__(parent)
        self.setObjectName("rummyBox")
        self.labels: dict[str, QLabel] = {}
        form = QFormLayout(self)
        self.players = QSpinBox(self)
        self.players.setObjectName("rummyPlayers")
        self.players.setRange(2, RUMMY_SEATS + 1)
        self.rummy_opponents = [self._level_combo() for _ in range(RUMMY_SEATS)]
        self.rummy_target = fitting_combo(self)
        self.rummy_target.setObjectName("rummyTarget")
        for t in TARGETS:
            self.rummy_target.addItem(str(t), t)
        #: Whether the player picked the target (else it follows the levels).
        self.target_chosen = False
        self.rummy_target.activated.connect(self._target_picked)
        self._row(form, "players", self.players)
        for i, combo in enumerate(self.rummy_opponents):
            combo.setObjectName(f"rummyOpponent{i + 1}")
            self._row(form, f"rummy_opponent{i + 1}", combo)
            combo.currentIndexChanged.connect(self._follow_levels)
        self._row(form, "rummy_target", self.rummy_target)
        self.players.valueChanged.connect(self._players_changed)

    def widget(self) -> QWidget:
        return self

    def _row(self, form: QFormLayout, key: str, field: QWidget) -> None:
        label = QLabel(self)
        self.labels[key] = label
        form.addRow(label, field)

    def _level_combo(self) -> QComboBox:
        # lazy: imported on first use, not at start-up
        from ...ui.dialog_kit import fitting_combo

        c = fitting_combo(self)
        for level in BOT_LEVELS:
            c.addItem("", level)
        return c

    def load(self, setup: object) -> None:
        """Show a :class:`RummySetup`'s choices."""
        assert isinstance(setup, RummySetup)
        self.players.setValue(max(2, min(RUMMY_SEATS + 1, setup.players)))
        for i, combo in enumerate(self.rummy_opponents):
            level = setup.opponents[i] if i < len(setup.opponents) else "medium"
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self._players_changed()
        self.rummy_target.setCurrentIndex(max(0, self.rummy_target.findData(setup.target)))
        self.target_chosen = setup.target != default_target(self._levels())

    def _levels(self) -> tuple[str, ...]:
        return tuple(str(c.currentData()) for c in self.rummy_opponents[: self.players.value() - 1])

    def _target_picked(self, _index: int) -> None:
        self.target_chosen = True

    def _follow_levels(self, _index: int = 0) -> None:
        """The target a match against these levels starts with, unless the player
        picked one."""
        if not self.target_chosen:
            wanted = default_target(self._levels())
            self.rummy_target.setCurrentIndex(max(0, self.rummy_target.findData(wanted)))

    def _players_changed(self) -> None:
        n = self.players.value()
        form = self.layout()
        for i, combo in enumerate(self.rummy_opponents):
            shown = i < n - 1
            combo.setVisible(shown)
            label = self.labels[f"rummy_opponent{i + 1}"]
            label.setVisible(shown)
        if isinstance(form, QFormLayout):
            form.invalidate()
        self._follow_levels()

    def chosen(self, seed: int | None) -> RummySetup:
        """The choices as a :class:`RummySetup` with ``seed``."""
        levels = self._levels()
        target = self.rummy_target.currentData()
        return RummySetup(
            opponents=levels,
            target=int(target) if isinstance(target, int) else default_target(levels),
            seed=seed,
        )

    def retranslate(self) -> None:
        self.setTitle(QCoreApplication.translate("NewMatchDialog", "Rummy (2–4 players)"))
        self.labels["players"].setText(QCoreApplication.translate("NewMatchDialog", "Players:"))
        self.players.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog",
                "You and 1 to 3 bots; with 3 or 4 players everyone gets 7 cards",
            )
        )
        for i in range(RUMMY_SEATS):
            self.labels[f"rummy_opponent{i + 1}"].setText(
                QCoreApplication.translate("NewMatchDialog", "Opponent {n}:").format(n=i + 1)
            )
            combo = self.rummy_opponents[i]
            for j in range(combo.count()):
                combo.setItemText(j, level_name(str(combo.itemData(j))))
        self.labels["rummy_target"].setText(
            QCoreApplication.translate("NewMatchDialog", "Target score:")
        )
        self.rummy_target.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog",
                "The first player to reach it wins the match. Hard and expert bots keep "
                "their melds for a doubled rummy, so against them it starts at 300",
            )
        )
