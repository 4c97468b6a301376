"""Settings: typed keys over QSettings (IniFormat); bad values read as their defaults."""

from __future__ import annotations

from pathlib import Path

import pytest

from jinlami_desktop.games.jinlami.setup_choices import JinlamiChoices
from jinlami_desktop.games.rummy.setup_choices import RummyChoices
from jinlami_desktop.storage.settings import ANIMATION_FACTORS, Settings

DEFAULTS = {
    "language": "",
    "animation_speed": "normal",
    "bot_speed": "normal",
    "sound": False,
    "deck_style": "two_color",
    "large_indices": False,
    "card_size": "normal",
    "card_back": "blue",
    "auto_layoff": False,
    "hints": True,
    "watch_duels": False,
    "player_name": "",
    "window_geometry": b"",
    "window_state": b"",
    "window_maximized": False,
    "last_opponent": "medium",
    "last_style": "",
    "last_game": "jinlami",
    "welcome_done": False,
}
#: Each game's own new-match choices, kept in the same file.
GAME_DEFAULTS = {
    "rules": "classic",
    "mode": "fixed",
    "rummy_opponents": ("medium",),
    "rummy_target": 100,
}


def game_choices(s: Settings) -> dict[str, object]:
    """The games' own choices read through their typed keys."""
    j, r = JinlamiChoices(s), RummyChoices(s)
    return {
        "rules": j.rules,
        "mode": j.mode,
        "rummy_opponents": r.opponents,
        "rummy_target": r.target,
    }


def test_defaults_without_a_file(tmp_path: Path) -> None:
    s = Settings(tmp_path / "cfg" / "settings.ini")
    assert s.as_dict() == DEFAULTS and game_choices(s) == GAME_DEFAULTS
    assert Settings.names() == list(DEFAULTS)
    assert Settings.default("hints") is True
    assert s.animation_factor == 1.0


def test_values_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    s = Settings(path)
    s.language = "zh_CN"
    s.animation_speed = "off"
    s.bot_speed = "slow"
    s.sound = True
    s.deck_style = "four_color"
    s.large_indices = True
    s.card_size = "extra_large"
    s.card_back = "red"
    s.auto_layoff = True
    s.hints = False
    s.watch_duels = True
    s.player_name = "小明"
    s.window_geometry = bytes(range(256))
    s.window_maximized = True
    JinlamiChoices(s).rules = "international"
    s.last_opponent = "hard"
    s.last_style = "defender"
    JinlamiChoices(s).mode = "game"
    s.last_game = "rummy"
    RummyChoices(s).opponents = ("hard", "easy", "expert")
    RummyChoices(s).target = 50
    s.welcome_done = True
    assert s.sync()
    del s
    assert path.is_file()
    again = Settings(path)
    assert again.as_dict() == {
        "language": "zh_CN",
        "animation_speed": "off",
        "bot_speed": "slow",
        "sound": True,
        "deck_style": "four_color",
        "large_indices": True,
        "card_size": "extra_large",
        "card_back": "red",
        "auto_layoff": True,
        "hints": False,
        "watch_duels": True,
        "player_name": "小明",
        "window_geometry": bytes(range(256)),
        "window_state": b"",
        "window_maximized": True,
        "last_opponent": "hard",
        "last_style": "defender",
        "last_game": "rummy",
        "welcome_done": True,
    }
    assert game_choices(again) == {
        "rules": "international",
        "mode": "game",
        "rummy_opponents": ("hard", "easy", "expert"),
        "rummy_target": 50,
    }
    assert again.animation_factor == ANIMATION_FACTORS["off"] == 0.0


def test_bad_values_in_the_file_fall_back_to_defaults(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(
        "[ui]\n"
        "language=fr\n"
        "animation_speed=ludicrous\n"
        "sound=maybe\n"
        "[cards]\n"
        "deck_style=42\n"
        "large_indices=2\n"
        "card_back=a, b\n"  # IniFormat reads this as a list
        "[play]\n"
        "hints=0\n"  # a valid boolean spelling
        "auto_layoff=TRUE\n"
        "player_name=@ByteArray(abc)\n"
        "[window]\n"
        "geometry=not bytes\n"
        "[new_match]\n"
        "rules=poker\n"
        "opponent=Robert'); DROP TABLE\n"
        "mode=\n"
        "game=poker\n"
        "rummy_opponents=hard,,medium\n"
        "rummy_target=77\n",
        encoding="utf-8",
    )
    s = Settings(path)
    values = s.as_dict()
    assert values == {**DEFAULTS, "hints": False, "auto_layoff": True}
    assert game_choices(s) == GAME_DEFAULTS


def test_garbage_file_is_harmless(tmp_path: Path) -> None:
    path = tmp_path / "settings.ini"
    path.write_bytes(bytes(range(256)) * 4)
    assert Settings(path).as_dict() == DEFAULTS
    assert game_choices(Settings(path)) == GAME_DEFAULTS


def test_writing_a_bad_value_is_a_programming_error(tmp_path: Path) -> None:
    s = Settings(tmp_path / "settings.ini")
    with pytest.raises(ValueError, match="animation_speed"):
        s.animation_speed = "warp"
    with pytest.raises(ValueError):
        s.language = "fr"
    with pytest.raises(ValueError):
        s.sound = "yes"  # type: ignore[assignment]
    with pytest.raises(ValueError):
        s.last_opponent = "Not A Level"
    with pytest.raises(ValueError):
        s.player_name = "x" * 41
    with pytest.raises(ValueError):
        RummyChoices(s).opponents = ("medium",) * 4
    with pytest.raises(ValueError):
        RummyChoices(s).target = 75
    with pytest.raises(AttributeError):
        s.volume = 3  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        RummyChoices(s).players = 3  # type: ignore[attr-defined]
    assert s.as_dict() == DEFAULTS and game_choices(s) == GAME_DEFAULTS


def test_reset(tmp_path: Path) -> None:
    s = Settings(tmp_path / "settings.ini")
    s.sound = True
    s.card_back = "green"
    s.reset("sound")
    assert s.sound is False and s.card_back == "green"
    s.reset()
    assert s.as_dict() == DEFAULTS
    with pytest.raises(KeyError):
        s.reset("volume")
    with pytest.raises(KeyError):
        Settings.default("volume")


def test_file_is_ini_under_the_given_path(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.ini"
    s = Settings(path)
    s.language = "en"
    assert s.sync()
    text = path.read_text("utf-8")
    assert "[ui]" in text and "language=en" in text
