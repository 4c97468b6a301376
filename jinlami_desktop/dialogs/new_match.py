"""New match: the game, then its rules and match mode, opponents, optional seed.

金拉米 — team match (RULES A7): the player's teammates and all opponents are bots chosen
by level; duels between bots can be watched or played out at once.  拉米纸牌 (RULES Part
B): 2–4 players, each opponent's level, the target score (50 / 100 / 200).  The fields of
the game not chosen are hidden.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.jinlami.rules import PRESETS
from engine.rummy.match import TARGETS

from ..games.jinlami.controller import MatchSetup
from ..games.rummy.snapshot import RummySetup
from ..texts import BOT_LEVELS, PRESET_NAMES, game_name, level_name, preset_name

__all__ = ["GAMES", "NewMatchDialog"]

MODES = ("fixed", "target", "game", "team")
#: The games the dialog offers, in its order.
GAMES = ("jinlami", "rummy")
RUMMY_SEATS = 3  # opponents at most (4 players)


class NewMatchDialog(QDialog):
    """Returns a :class:`MatchSetup` from :meth:`setup` once accepted."""

    def __init__(
        self,
        setup: MatchSetup,
        parent: QWidget | None = None,
        *,
        rummy: RummySetup | None = None,
        game: str = "jinlami",
    ) -> None:
        super().__init__(parent)
        self.setObjectName("newMatchDialog")
        layout = QVBoxLayout(self)
        self.labels: dict[str, QLabel] = {}
        gform = QFormLayout()
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("gameChoice")
        for g in GAMES:
            self.game_box.addItem("", g)
        self._row(gform, "game", self.game_box)
        layout.addLayout(gform)
        self.rules_box = QGroupBox(self)
        form = QFormLayout(self.rules_box)
        self.preset = QComboBox(self)
        for name in PRESET_NAMES:
            self.preset.addItem("", name)
        self.knock_limit = QSpinBox(self)
        self.knock_limit.setRange(0, 10)
        self._row(form, "preset", self.preset)
        self._row(form, "knock_limit", self.knock_limit)
        layout.addWidget(self.rules_box)

        self.mode_box = QGroupBox(self)
        mform = QFormLayout(self.mode_box)
        self.mode = QComboBox(self)
        for m in MODES:
            self.mode.addItem("", m)
        self.hands = QSpinBox(self)
        self.hands.setRange(1, 50)
        self.target = QSpinBox(self)
        self.target.setRange(10, 2000)
        self.target.setSingleStep(10)
        self.hand_limit = QSpinBox(self)
        self.hand_limit.setRange(1, 200)
        for key, w in (
            ("mode", self.mode),
            ("hands", self.hands),
            ("target", self.target),
            ("hand_limit", self.hand_limit),
        ):
            self._row(mform, key, w)
        layout.addWidget(self.mode_box)

        self.players_box = QGroupBox(self)
        pform = QFormLayout(self.players_box)
        self.opponent = self._level_combo()
        self.teammates = [self._level_combo(with_none=True) for _ in range(3)]
        self.opponents = [self._level_combo(with_none=i >= 2) for i in range(4)]
        self.watch = QCheckBox(self)
        self._row(pform, "opponent", self.opponent)
        row1 = QHBoxLayout()
        for c in self.teammates:
            row1.addWidget(c)
        row2 = QHBoxLayout()
        for c in self.opponents:
            row2.addWidget(c)
        self._row(pform, "teammates", row1)
        self._row(pform, "opponents", row2)
        pform.addRow(self.watch)
        layout.addWidget(self.players_box)

        self.rummy_box = QGroupBox(self)
        self.rummy_box.setObjectName("rummyBox")
        rform = QFormLayout(self.rummy_box)
        self.players = QSpinBox(self)
        self.players.setObjectName("rummyPlayers")
        self.players.setRange(2, RUMMY_SEATS + 1)
        self.rummy_opponents = [self._level_combo() for _ in range(RUMMY_SEATS)]
        self.rummy_target = QComboBox(self)
        self.rummy_target.setObjectName("rummyTarget")
        for t in TARGETS:
            self.rummy_target.addItem(str(t), t)
        self._row(rform, "players", self.players)
        for i, combo in enumerate(self.rummy_opponents):
            combo.setObjectName(f"rummyOpponent{i + 1}")
            self._row(rform, f"rummy_opponent{i + 1}", combo)
        self._row(rform, "rummy_target", self.rummy_target)
        layout.addWidget(self.rummy_box)

        self.seed = QLineEdit(self)
        self.seed.setObjectName("seedEdit")
        sform = QFormLayout()
        self._row(sform, "seed", self.seed)
        layout.addLayout(sform)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self._load(setup)
        self._load_rummy(rummy or RummySetup(seed=setup.seed))
        self.game_box.setCurrentIndex(GAMES.index(game) if game in GAMES else 0)
        if self.game() == "rummy" and rummy is not None:  # the seed field is shared
            self.seed.setText("" if rummy.seed is None else str(rummy.seed))
        self._game_changed()
        self.retranslate()

    def _row(self, form: QFormLayout, key: str, field: QWidget | QHBoxLayout) -> None:
        label = QLabel(self)
        self.labels[key] = label
        form.addRow(label, field)

    def _level_combo(self, with_none: bool = False) -> QComboBox:
        c = QComboBox(self)
        if with_none:
            c.addItem("", "")
        for level in BOT_LEVELS:
            c.addItem("", level)
        return c

    def _load(self, setup: MatchSetup) -> None:
        name = setup.rules.name if setup.rules.name in PRESETS else "classic"
        self.preset.setCurrentIndex(PRESET_NAMES.index(name))
        self.knock_limit.setValue(setup.rules.knock_limit)
        self.mode.setCurrentIndex(MODES.index(setup.mode) if setup.mode in MODES else 0)
        self.hands.setValue(setup.hands)
        self.target.setValue(setup.target)
        self.hand_limit.setValue(setup.hand_limit)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(setup.opponent)))
        for i, combo in enumerate(self.teammates):
            level = setup.teammates[i] if i < len(setup.teammates) else ""
            combo.setCurrentIndex(max(0, combo.findData(level)))
        for i, combo in enumerate(self.opponents):
            level = setup.opponents[i] if i < len(setup.opponents) else ""
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.watch.setChecked(setup.watch_duels)
        self.seed.setText("" if setup.seed is None else str(setup.seed))
        self._mode_changed()

    def _load_rummy(self, setup: RummySetup) -> None:
        self.players.setValue(max(2, min(RUMMY_SEATS + 1, setup.players)))
        for i, combo in enumerate(self.rummy_opponents):
            level = setup.opponents[i] if i < len(setup.opponents) else "medium"
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.rummy_target.setCurrentIndex(max(0, self.rummy_target.findData(setup.target)))
        self._players_changed()

    def game(self) -> str:
        """``"jinlami"`` or ``"rummy"``: which setup :meth:`chosen` returns."""
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        rummy = self.game() == "rummy"
        for box in (self.rules_box, self.mode_box, self.players_box):
            box.setVisible(not rummy)
        self.rummy_box.setVisible(rummy)
        self.adjustSize()

    def _players_changed(self) -> None:
        n = self.players.value()
        form = self.rummy_box.layout()
        for i, combo in enumerate(self.rummy_opponents):
            shown = i < n - 1
            combo.setVisible(shown)
            label = self.labels[f"rummy_opponent{i + 1}"]
            label.setVisible(shown)
        if isinstance(form, QFormLayout):
            form.invalidate()

    def _seed(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.lstrip("-").isdigit() else None

    def rummy_setup(self) -> RummySetup:
        """The 拉米纸牌 choices as a :class:`RummySetup` (an empty or bad seed: random)."""
        n = self.players.value()
        levels = tuple(str(c.currentData()) for c in self.rummy_opponents[: n - 1])
        target = self.rummy_target.currentData()
        return RummySetup(
            opponents=levels,
            target=int(target) if isinstance(target, int) else 100,
            seed=self._seed(),
        )

    def chosen(self) -> MatchSetup | RummySetup:
        """The setup of the chosen game."""
        return self.rummy_setup() if self.game() == "rummy" else self.setup()

    def _preset_changed(self) -> None:
        rules = PRESETS[str(self.preset.currentData())]
        self.knock_limit.setValue(rules.knock_limit)

    def _mode_changed(self) -> None:
        mode = str(self.mode.currentData())
        team = mode == "team"
        self.hands.setEnabled(mode in ("fixed", "team"))
        self.target.setEnabled(mode in ("target", "game"))
        self.hand_limit.setEnabled(mode == "target")
        self.opponent.setEnabled(not team)
        for c in (*self.teammates, *self.opponents):
            c.setEnabled(team)
        self.watch.setEnabled(team)
        if mode == "game" and self.target.value() == 200:
            self.target.setValue(100)

    def setup(self) -> MatchSetup:
        """The choices as a :class:`MatchSetup` (an empty or bad seed means random)."""
        rules = PRESETS[str(self.preset.currentData())]
        if self.knock_limit.value() != rules.knock_limit:
            rules = rules.with_options(knock_limit=self.knock_limit.value())
        seed = self._seed()
        teammates = tuple(str(c.currentData()) for c in self.teammates if c.currentData())
        opponents = tuple(str(c.currentData()) for c in self.opponents if c.currentData())
        if not teammates:
            teammates = ("medium",)
        while len(opponents) < 2:
            opponents = (*opponents, "medium")
        return replace(
            MatchSetup(),
            rules=rules,
            mode=str(self.mode.currentData()),
            hands=self.hands.value(),
            target=self.target.value(),
            hand_limit=self.hand_limit.value(),
            opponent=str(self.opponent.currentData()),
            seed=seed,
            teammates=teammates,
            opponents=opponents,
            watch_duels=self.watch.isChecked(),
        )

    def changeEvent(self, event: QEvent) -> None:
        """A language switch (QEvent.LanguageChange) rewords the dialog at once."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        self.labels["game"].setText(self.tr("Game:"))
        for i, g in enumerate(GAMES):
            self.game_box.setItemText(i, game_name(g))
        self.rummy_box.setTitle(self.tr("Rummy (2–4 players)"))
        self.labels["players"].setText(self.tr("Players:"))
        self.players.setToolTip(
            self.tr("You and 1 to 3 bots; with 3 or 4 players everyone gets 7 cards")
        )
        for i in range(RUMMY_SEATS):
            self.labels[f"rummy_opponent{i + 1}"].setText(self.tr("Opponent {n}:").format(n=i + 1))
            combo = self.rummy_opponents[i]
            for j in range(combo.count()):
                combo.setItemText(j, level_name(str(combo.itemData(j))))
        self.labels["rummy_target"].setText(self.tr("Target score:"))
        self.rummy_target.setToolTip(self.tr("The first player to reach it wins the match"))
        self.rules_box.setTitle(self.tr("Rules"))
        for i, name in enumerate(PRESET_NAMES):
            self.preset.setItemText(i, preset_name(name))
        self.labels["preset"].setText(self.tr("Preset:"))
        self.labels["knock_limit"].setText(self.tr("Knock limit:"))
        self.knock_limit.setToolTip(self.tr("The most deadwood points a player may knock with"))
        self.preset.setToolTip(
            self.tr("How the cards are dealt, the knock limit and how hands are scored")
        )
        self.mode_box.setTitle(self.tr("Match"))
        mode_names = {
            "fixed": self.tr("Fixed number of hands"),
            "target": self.tr("First to a target score"),
            "game": self.tr("International game (bonuses)"),
            "team": self.tr("Team match"),
        }
        for i, m in enumerate(MODES):
            self.mode.setItemText(i, mode_names[m])
        self.labels["mode"].setText(self.tr("Mode:"))
        self.labels["hands"].setText(self.tr("Hands (per duel):"))
        self.labels["target"].setText(self.tr("Target score:"))
        self.labels["hand_limit"].setText(self.tr("Hand limit:"))
        self.players_box.setTitle(self.tr("Players"))
        for combo in (self.opponent, *self.teammates, *self.opponents):
            for i in range(combo.count()):
                level = str(combo.itemData(i))
                combo.setItemText(i, level_name(level) if level else self.tr("(none)"))
        self.labels["opponent"].setText(self.tr("Opponent:"))
        self.labels["teammates"].setText(self.tr("Your teammates:"))
        self.labels["opponents"].setText(self.tr("Other team:"))
        self.watch.setText(self.tr("Watch bot-vs-bot duels (otherwise play them out at once)"))
        self.labels["seed"].setText(self.tr("Seed (optional):"))
        self.seed.setToolTip(
            self.tr("The same seed deals the same cards; leave empty for a random match")
        )
        self.hand_limit.setToolTip(
            self.tr("If nobody reaches the target by then, the highest total wins")
        )
        self.seed.setPlaceholderText(self.tr("random"))
