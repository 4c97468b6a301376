"""金拉米's page of the New match dialog: rules preset (with a line on what it plays
like) and knock limit, match mode,
opponent or teams (docs/RULES.md A7: the player's teammates and all opponents are bots chosen
by level; duels between bots can be watched or played out at once).  A ``hard`` opponent
may take a playing style (``engine.bot_spec.STYLES``): its spec is then ``"hard:gin"``,
kept in the save meta like a level, and the style is kept between sessions beside it.

What a preset does not allow is shown disabled with its reason in words, not hidden:
the knock limit under Oklahoma (each hand's up-card sets it) and Straight Gin (no
knocking), beside the spinner; the Hollywood mode under 金拉米 scoring
(``engine.jinlami.match`` refuses it there: its gins of 50 and more would end a game to
100 in two hands), on the disabled choice itself and in its tooltip — a line of its own
under the mode would make the dialog taller than a 1024×640 screen.

The dialog's shell (:class:`~jinlami_desktop.dialogs.new_match.NewMatchDialog`) holds
the game choice and the seed; the words are translated in its context.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.bot_spec import STYLE_LEVEL
from engine.jinlami.match import GAME_MODES, MatchConfig
from engine.jinlami.rules import PRESETS

from ...words.texts import BOT_LEVELS, BOT_STYLES, level_name, style_description, style_name
from .controller import MatchSetup
from .setup_choices import opponent_spec, split_opponent
from .words import PRESET_NAMES, preset_description, preset_name

if TYPE_CHECKING:
    pass

__all__ = ["MODES", "JinlamiMatchPage"]

MODES = ("fixed", "target", "game", "hollywood", "team")


#: A note's least width, in heights of its text's line: the dialog grows wide enough for
#: each note to take a line or two, not four (its height is what a 1024×640 screen lacks).
NOTE_MIN_WIDTH_LINES = 36


def _note(parent: QWidget, name: str) -> QLabel:
    """A line of explanation under a field: wrapped, never cut."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setMinimumWidth(label.fontMetrics().height() * NOTE_MIN_WIDTH_LINES)
    return label


class JinlamiMatchPage(QWidget):
    """The 金拉米 fields; :meth:`chosen` returns a :class:`MatchSetup`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from ...ui.dialog_kit import fitting_combo  # imported with the dialog, not at start-up

        super().__init__(parent)
        self.setObjectName("jinlamiPage")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.labels: dict[str, QLabel] = {}
        self.rules_box = QGroupBox(self)
        form = QFormLayout(self.rules_box)
        self.preset = fitting_combo(self)
        for name in PRESET_NAMES:
            self.preset.addItem("", name)
        self.knock_limit = QSpinBox(self)
        self.knock_limit.setRange(0, 10)
        self._row(form, "preset", self.preset)
        self.preset_note = _note(self, "presetDescription")
        form.addRow(self.preset_note)
        # the reason the limit is no choice, beside it (a row less than under it)
        knock_row = QHBoxLayout()
        knock_row.addWidget(self.knock_limit)
        self.knock_note = _note(self, "knockLimitReason")
        self.knock_note.setMinimumWidth(0)
        knock_row.addWidget(self.knock_note, 1)
        self._row(form, "knock_limit", knock_row)
        layout.addWidget(self.rules_box)

        self.mode_box = QGroupBox(self)
        mform = QFormLayout(self.mode_box)
        self.mode = fitting_combo(self)
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
        self.opponent_style = fitting_combo(self)
        for style in ("", *BOT_STYLES):
            self.opponent_style.addItem("", style)
        self.teammates = [self._level_combo(with_none=True) for _ in range(3)]
        self.opponents = [self._level_combo(with_none=i >= 2) for i in range(4)]
        self.watch = QCheckBox(self)
        row0 = QHBoxLayout()
        row0.addWidget(self.opponent)
        self.labels["style"] = QLabel(self)
        row0.addWidget(self.labels["style"])
        row0.addWidget(self.opponent_style)
        self._row(pform, "opponent", row0)
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
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.opponent.currentIndexChanged.connect(self._opponent_changed)
        self._preset_terms()

    def widget(self) -> QWidget:
        return self

    def _row(self, form: QFormLayout, key: str, field: QWidget | QHBoxLayout) -> None:
        label = QLabel(self)
        self.labels[key] = label
        form.addRow(label, field)

    def _level_combo(self, with_none: bool = False) -> QComboBox:
        # lazy: imported on first use, not at start-up
        from ...ui.dialog_kit import fitting_combo

        c = fitting_combo(self)
        if with_none:
            c.addItem("", "")
        for level in BOT_LEVELS:
            c.addItem("", level)
        return c

    def load(self, setup: object) -> None:
        """Show a :class:`MatchSetup`'s choices."""
        assert isinstance(setup, MatchSetup)
        # a preset this page offers, else classic (a loaded save may carry one it does not)
        name = setup.rules.name if setup.rules.name in PRESET_NAMES else "classic"
        self.preset.setCurrentIndex(PRESET_NAMES.index(name))
        self._preset_terms()
        self.knock_limit.setValue(setup.rules.knock_limit)
        mode = setup.mode if setup.mode in MODES else "fixed"
        if mode == "hollywood" and not self.hollywood_allowed():
            mode = "fixed"
        self.mode.setCurrentIndex(MODES.index(mode))
        self.hands.setValue(setup.hands)
        self.target.setValue(setup.target)
        self.hand_limit.setValue(setup.hand_limit)
        level, style = split_opponent(setup.opponent)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(level)))
        self.opponent_style.setCurrentIndex(max(0, self.opponent_style.findData(style)))
        for i, combo in enumerate(self.teammates):
            level = setup.teammates[i] if i < len(setup.teammates) else ""
            combo.setCurrentIndex(max(0, combo.findData(level)))
        for i, combo in enumerate(self.opponents):
            level = setup.opponents[i] if i < len(setup.opponents) else ""
            combo.setCurrentIndex(max(0, combo.findData(level)))
        self.watch.setChecked(setup.watch_duels)
        self._mode_changed()

    def _preset_changed(self) -> None:
        rules = PRESETS[str(self.preset.currentData())]
        self.knock_limit.setValue(rules.knock_limit)
        self._preset_terms()
        mode = self.mode.currentData()
        if mode in ("fixed", "game") or (mode == "hollywood" and not self.hollywood_allowed()):
            # a preset's own match (International: the game to 100 with its bonuses;
            # the others eight hands), unless a target or a team match was chosen
            self.mode.setCurrentIndex(
                max(0, self.mode.findData(MatchConfig.default_for(rules).mode))
            )

    def hollywood_allowed(self) -> bool:
        """Hollywood's games to 100 are International scoring's (the preset's)."""
        return PRESETS[str(self.preset.currentData())].scoring == "international"

    def knock_limit_fixed(self) -> bool:
        """Oklahoma's limit comes from each hand's up-card, Straight Gin has none: the
        preset's limit is not a choice."""
        rules = PRESETS[str(self.preset.currentData())]
        return rules.oklahoma or rules.name == "straight"

    def _preset_terms(self) -> None:
        """The preset's line, the knock limit's and Hollywood's availability with their
        reasons (the words are :meth:`retranslate`'s)."""
        fixed = self.knock_limit_fixed()
        self.knock_limit.setEnabled(not fixed)
        self.labels["knock_limit"].setEnabled(not fixed)
        self.knock_note.setVisible(fixed)
        model = self.mode.model()
        assert isinstance(model, QStandardItemModel)
        item = model.item(MODES.index("hollywood"))
        item.setEnabled(self.hollywood_allowed())
        self._word_terms()
        top = self.window()
        if top is not self and top.isVisible():  # the notes came or went: the dialog refits
            top.adjustSize()

    def _word_terms(self) -> None:
        name = str(self.preset.currentData())
        self.preset_note.setText(preset_description(name))
        rules = PRESETS[name]
        if rules.oklahoma:
            reason = QCoreApplication.translate(
                "NewMatchDialog",
                "Each hand's up-card sets it (an ace: gin only)",
            )
        else:
            reason = QCoreApplication.translate(
                "NewMatchDialog", "None: Straight Gin is won by gin only"
            )
        self.knock_note.setText(reason if self.knock_limit_fixed() else "")
        why = QCoreApplication.translate(
            "NewMatchDialog",
            "Hollywood needs International scoring: a Jin Rummy gin (50 or more) would end "
            "a game to 100 in two hands.",
        )
        # the reason on the disabled choice itself, in a word and in full
        index = MODES.index("hollywood")
        if self.hollywood_allowed():
            self.mode.setItemText(index, self.mode_names()["hollywood"])
        else:
            self.mode.setItemText(
                index,
                QCoreApplication.translate(
                    "NewMatchDialog", "Hollywood: International scoring only"
                ),
            )
        about = self.mode_descriptions()
        for i, m in enumerate(MODES):
            self.mode.setItemData(i, about[m], Qt.ItemDataRole.ToolTipRole)
        if not self.hollywood_allowed():
            self.mode.setItemData(index, why, Qt.ItemDataRole.ToolTipRole)
        self._mode_tip()

    def mode_names(self) -> dict[str, str]:
        """Each mode's choice."""
        return {
            "fixed": QCoreApplication.translate("NewMatchDialog", "Fixed number of hands"),
            "target": QCoreApplication.translate("NewMatchDialog", "First to a target score"),
            "game": QCoreApplication.translate("NewMatchDialog", "International game (bonuses)"),
            "hollywood": QCoreApplication.translate(
                "NewMatchDialog", "Hollywood: three games at once"
            ),
            "team": QCoreApplication.translate("NewMatchDialog", "Team match"),
        }

    def mode_descriptions(self) -> dict[str, str]:
        """Each mode in one line: the tooltip of its choice and of the chosen mode."""
        return {
            "fixed": QCoreApplication.translate(
                "NewMatchDialog", "A set number of hands; the higher total wins."
            ),
            "target": QCoreApplication.translate(
                "NewMatchDialog",
                "The first to the target score wins; at the hand limit, the higher total.",
            ),
            "game": QCoreApplication.translate(
                "NewMatchDialog",
                "One game to the target with the game, box and shut-out bonuses.",
            ),
            "hollywood": QCoreApplication.translate(
                "NewMatchDialog",
                "Three games to the target at once: your first win scores in game 1, "
                "the second in games 1 and 2, from the third on in all three.",
            ),
            "team": QCoreApplication.translate(
                "NewMatchDialog",
                "Your team against another: every member duels every member of the other "
                "team; a team's score is its members' points.",
            ),
        }

    def _mode_tip(self) -> None:
        """The chosen mode's line as the mode choice's own tooltip."""
        tip = self.mode.itemData(self.mode.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        self.mode.setToolTip(str(tip or ""))

    def _mode_changed(self) -> None:
        self._mode_tip()
        mode = str(self.mode.currentData())
        team = mode == "team"
        self.hands.setEnabled(mode in ("fixed", "team"))
        self.target.setEnabled(mode in ("target", *GAME_MODES))
        self.hand_limit.setEnabled(mode == "target")
        self.opponent.setEnabled(not team)
        self._opponent_changed()
        for c in (*self.teammates, *self.opponents):
            c.setEnabled(team)
        self.watch.setEnabled(team)
        if mode in GAME_MODES and self.target.value() == 200:
            self.target.setValue(100)

    def _opponent_changed(self) -> None:
        """A style is a ``hard`` opponent's: the combo follows the level and the mode."""
        styled = self.opponent.isEnabled() and self.opponent.currentData() == STYLE_LEVEL
        self.opponent_style.setEnabled(styled)
        self.labels["style"].setEnabled(styled)

    def chosen(self, seed: int | None) -> MatchSetup:
        """The choices as a :class:`MatchSetup` with ``seed``."""
        rules = PRESETS[str(self.preset.currentData())]
        if not self.knock_limit_fixed() and self.knock_limit.value() != rules.knock_limit:
            rules = rules.with_options(knock_limit=self.knock_limit.value())
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
            opponent=opponent_spec(str(self.opponent.currentData()), self._style()),
            seed=seed,
            teammates=teammates,
            opponents=opponents,
            watch_duels=self.watch.isChecked(),
        )

    def _style(self) -> str:
        return str(self.opponent_style.currentData()) if self.opponent_style.isEnabled() else ""

    def retranslate(self) -> None:
        self.rules_box.setTitle(QCoreApplication.translate("NewMatchDialog", "Rules"))
        for i, name in enumerate(PRESET_NAMES):
            self.preset.setItemText(i, preset_name(name))
        self.labels["preset"].setText(QCoreApplication.translate("NewMatchDialog", "Preset:"))
        self.labels["knock_limit"].setText(
            QCoreApplication.translate("NewMatchDialog", "Knock limit:")
        )
        self.knock_limit.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog", "The most deadwood points a player may knock with"
            )
        )
        self.preset.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog",
                "How the cards are dealt, the knock limit and how hands are scored",
            )
        )
        self.mode_box.setTitle(QCoreApplication.translate("NewMatchDialog", "Match"))
        mode_names = self.mode_names()
        for i, m in enumerate(MODES):
            self.mode.setItemText(i, mode_names[m])
        self.labels["mode"].setText(QCoreApplication.translate("NewMatchDialog", "Mode:"))
        self._word_terms()
        self.labels["hands"].setText(
            QCoreApplication.translate("NewMatchDialog", "Hands (per duel):")
        )
        self.labels["target"].setText(QCoreApplication.translate("NewMatchDialog", "Target score:"))
        self.labels["hand_limit"].setText(
            QCoreApplication.translate("NewMatchDialog", "Hand limit:")
        )
        self.players_box.setTitle(QCoreApplication.translate("NewMatchDialog", "Players"))
        for combo in (self.opponent, *self.teammates, *self.opponents):
            for i in range(combo.count()):
                level = str(combo.itemData(i))
                combo.setItemText(
                    i,
                    level_name(level)
                    if level
                    else QCoreApplication.translate("NewMatchDialog", "(none)"),
                )
        self.labels["opponent"].setText(QCoreApplication.translate("NewMatchDialog", "Opponent:"))
        self.labels["style"].setText(QCoreApplication.translate("NewMatchDialog", "Style:"))
        for i in range(self.opponent_style.count()):
            style = str(self.opponent_style.itemData(i))
            self.opponent_style.setItemText(i, style_name(style))
            self.opponent_style.setItemData(
                i, style_description(style), Qt.ItemDataRole.ToolTipRole
            )
        self.opponent_style.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog", "How a Hard opponent plays: each style is as fair as the others"
            )
        )
        self.labels["teammates"].setText(
            QCoreApplication.translate("NewMatchDialog", "Your teammates:")
        )
        self.labels["opponents"].setText(
            QCoreApplication.translate("NewMatchDialog", "Other team:")
        )
        self.watch.setText(
            QCoreApplication.translate(
                "NewMatchDialog", "Watch bot-vs-bot duels (otherwise play them out at once)"
            )
        )
        self.hand_limit.setToolTip(
            QCoreApplication.translate(
                "NewMatchDialog", "If nobody reaches the target by then, the highest total wins"
            )
        )
