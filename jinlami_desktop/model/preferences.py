"""The player's preferences, applied at once by the window.

Why a plain dataclass: the settings dialog, the table and the controller only need the
values; where they are stored (QSettings, via ``storage.settings``) is the storage
layer's business, and it can back this object without the UI changing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Final

__all__ = ["CARD_SCALES", "CARD_SIZES", "Preferences", "card_scale"]

#: The card sizes the player can pick, smallest first.
CARD_SIZES: Final = ("normal", "large", "extra_large")
#: How much larger than the layout's own choice the cards are drawn, per card size; the
#: layout still fits the table in the window, so a small window grows them less.
CARD_SCALES: Final = {"normal": 1.0, "large": 1.2, "extra_large": 1.4}


def card_scale(card_size: str) -> float:
    """The scale of ``card_size`` (an unknown size is normal)."""
    return CARD_SCALES.get(card_size, 1.0)


@dataclass
class Preferences:
    language: str = ""  # "" = the system's; "zh_CN" or "en"
    animation_speed: str = "normal"  # off / fast / normal / slow
    bot_speed: str = "normal"  # slow / normal / fast: the bots' pauses (pacing.py)
    four_color: bool = False
    large_indices: bool = False
    card_size: str = "normal"  # normal / large / extra_large (CARD_SCALES)
    card_back: str = "blue"
    auto_layoff: bool = False
    hints: bool = True
    sound: bool = False
    watch_duels: bool = False

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Preferences:
        """Read what is known and valid; ignore the rest (old or foreign files)."""
        prefs = cls()
        for f in fields(cls):
            if f.name in data and isinstance(data[f.name], type(getattr(prefs, f.name))):
                setattr(prefs, f.name, data[f.name])
        return prefs


def load_preferences(settings: Any) -> Preferences:
    """Read from a :class:`jinlami_desktop.storage.settings.Settings` (typed, validated)."""
    return Preferences(
        language=settings.language,
        animation_speed=settings.animation_speed,
        bot_speed=settings.bot_speed,
        four_color=settings.deck_style == "four_color",
        large_indices=settings.large_indices,
        card_size=settings.card_size,
        card_back=settings.card_back,
        auto_layoff=settings.auto_layoff,
        hints=settings.hints,
        sound=settings.sound,
    )


def store_preferences(settings: Any, prefs: Preferences) -> None:
    """Write back; values the storage layer does not accept keep their old value."""
    values = {
        "language": prefs.language,
        "animation_speed": prefs.animation_speed,
        "bot_speed": prefs.bot_speed,
        "deck_style": "four_color" if prefs.four_color else "two_color",
        "large_indices": prefs.large_indices,
        "card_size": prefs.card_size,
        "card_back": prefs.card_back,
        "auto_layoff": prefs.auto_layoff,
        "hints": prefs.hints,
        "sound": prefs.sound,
    }
    for name, value in values.items():
        try:
            setattr(settings, name, value)
        except ValueError:
            continue
