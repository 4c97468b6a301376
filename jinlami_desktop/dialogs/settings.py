"""Settings, applied at once: every change emits ``changed`` with the new preferences."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ..model.pacing import ANIMATION_SPEEDS, BOT_SPEEDS
from ..model.preferences import CARD_SIZES, Preferences
from ..storage.settings import CARD_BACKS
from ..table.card_art import BACK_COLORS
from ..ui.dialog_kit import fitting_combo
from ..ui.dialog_scale import TableScale
from ..ui.widgets import Retranslating
from ..words.i18n import current_language, resolve_language

__all__ = ["SettingsDialog"]


def _shown_language(prefs: Preferences) -> str:
    """The language choice the dialog shows: the stored one, unless the interface speaks
    another language (``--lang`` is for one run only), then the one it speaks — a
    dialog saying 中文 over an English window could not switch to Chinese at all."""
    running = current_language()
    return prefs.language if resolve_language(prefs.language) == running else running


class SettingsDialog(Retranslating, QDialog):
    changed = Signal(object)  # Preferences

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.prefs = replace(prefs)
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.speed = fitting_combo(self)
        for s in ANIMATION_SPEEDS:
            self.speed.addItem("", s)
        self.speed.setCurrentIndex(max(0, self.speed.findData(prefs.animation_speed)))
        self.bot_speed = fitting_combo(self)
        for s in BOT_SPEEDS:
            self.bot_speed.addItem("", s)
        self.bot_speed.setCurrentIndex(max(0, self.bot_speed.findData(prefs.bot_speed)))
        self.four_color = QCheckBox(self)
        self.four_color.setChecked(prefs.four_color)
        self.large = QCheckBox(self)
        self.large.setChecked(prefs.large_indices)
        self.card_size = fitting_combo(self)
        for size in CARD_SIZES:
            self.card_size.addItem("", size)
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(prefs.card_size)))
        self.back = fitting_combo(self)
        for name in BACK_COLORS:
            if name in CARD_BACKS:
                self.back.addItem("", name)
        self.back.setCurrentIndex(max(0, self.back.findData(prefs.card_back)))
        self.auto_layoff = QCheckBox(self)
        self.auto_layoff.setChecked(prefs.auto_layoff)
        self.hints = QCheckBox(self)
        self.hints.setChecked(prefs.hints)
        self.sound = QCheckBox(self)
        self.sound.setChecked(prefs.sound)
        self.language = fitting_combo(self)
        for code in ("", "zh_CN", "en"):
            self.language.addItem("", code)
        self.labels: dict[QWidget, QLabel] = {}
        for w in (
            self.speed,
            self.bot_speed,
            self.four_color,
            self.large,
            self.card_size,
            self.back,
            self.auto_layoff,
            self.hints,
            self.sound,
            self.language,
        ):
            label = QLabel(self)
            self.labels[w] = label
            self.form.addRow(label, w)
        for combo in (self.speed, self.bot_speed, self.card_size, self.back, self.language):
            combo.currentIndexChanged.connect(self._emit)
        for box in (self.four_color, self.large, self.auto_layoff, self.hints, self.sound):
            box.toggled.connect(self._emit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.table_scale = TableScale(self)  # words as large as the table's

    def _emit(self) -> None:
        self.prefs = replace(
            self.prefs,
            animation_speed=str(self.speed.currentData()),
            bot_speed=str(self.bot_speed.currentData()),
            four_color=self.four_color.isChecked(),
            large_indices=self.large.isChecked(),
            card_size=str(self.card_size.currentData()),
            card_back=str(self.back.currentData()),
            auto_layoff=self.auto_layoff.isChecked(),
            hints=self.hints.isChecked(),
            sound=self.sound.isChecked(),
            language=str(self.language.currentData()),
        )
        self.changed.emit(self.prefs)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        speeds = {
            "off": self.tr("Off"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for i, s in enumerate(ANIMATION_SPEEDS):
            self.speed.setItemText(i, speeds[s])
        for i, s in enumerate(BOT_SPEEDS):
            self.bot_speed.setItemText(i, speeds[s])
        self.bot_speed.setToolTip(
            self.tr("How long the bots pause between their moves (none with animations off)")
        )
        backs = {
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "green": self.tr("Green"),
            "black": self.tr("Black"),
            "purple": self.tr("Purple"),
            "teal": self.tr("Teal"),
        }
        sizes = {
            "normal": self.tr("Standard"),
            "large": self.tr("Large"),
            "extra_large": self.tr("Extra large"),
        }
        for i, size in enumerate(CARD_SIZES):
            self.card_size.setItemText(i, sizes[size])
        self.card_size.setToolTip(
            self.tr("Larger cards where the window has room; the hand fans tighter to fit")
        )
        for i in range(self.back.count()):
            key = str(self.back.itemData(i))
            self.back.setItemText(i, backs.get(key, key))
        langs = [self.tr("System language"), "中文（简体）", "English"]
        for i, text in enumerate(langs):
            self.language.setItemText(i, text)
        with QSignalBlocker(self.language):  # the choice shown follows the one spoken
            self.language.setCurrentIndex(
                max(0, self.language.findData(_shown_language(self.prefs)))
            )
        rows = [
            (self.speed, self.tr("Animation speed:")),
            (self.bot_speed, self.tr("Bot speed:")),
            (self.four_color, self.tr("Deck:")),
            (self.large, ""),
            (self.card_size, self.tr("Card size:")),
            (self.back, self.tr("Card back:")),
            (self.auto_layoff, self.tr("Defending:")),
            (self.hints, self.tr("Practice:")),
            (self.sound, self.tr("Sound:")),
            (self.language, self.tr("Language:")),
        ]
        for widget, label in rows:
            self.labels[widget].setText(label)
        self.four_color.setText(self.tr("Four-colour deck (♦ blue, ♣ green)"))
        self.large.setText(self.tr("Large indices"))
        self.auto_layoff.setText(self.tr("Lay off automatically (best layoff)"))
        self.hints.setText(self.tr("Show the Hint button"))
        self.sound.setText(self.tr("Sound effects"))
        self.auto_layoff.setToolTip(
            self.tr("When the opponent knocks, lay off the best cards for you at once")
        )
        self.hints.setToolTip(self.tr("A match in which you use a hint counts as practice"))
        self.language.setToolTip(self.tr("Applied at once to every window"))
