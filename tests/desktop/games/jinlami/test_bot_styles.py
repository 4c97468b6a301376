"""A Hard opponent's playing style (``hard:gin``): picked beside the level on 金拉米's
New match page, kept between sessions and in the save meta like a level, named at the
table, and played by the bot the spec names."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from engine.jinlami.bots import HardBot
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.jinlami.setup_choices import (
    remember_setup,
    split_opponent,
    stored_setup,
)
from jinlami_desktop.play.bot_pool import make_bot
from jinlami_desktop.storage.saves import SaveMeta
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.words.texts import BOT_STYLES, level_name, seat_name, style_name


def test_the_style_combo_round_trips_and_follows_the_level(qtbot: QtBot) -> None:
    dlg = NewMatchDialog(MatchSetup(opponent="hard:gin", seed=3))
    qtbot.addWidget(dlg)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    style = page.opponent_style
    assert page.opponent.currentData() == "hard" and style.currentData() == "gin"
    assert style.isEnabled()
    out = dlg.chosen()
    assert isinstance(out, MatchSetup) and out.opponent == "hard:gin"
    assert [style.itemData(i) for i in range(style.count())] == ["", *BOT_STYLES]
    style.setCurrentIndex(style.findData("defender"))
    assert page.chosen(None).opponent == "hard:defender"
    style.setCurrentIndex(style.findData(""))
    assert page.chosen(None).opponent == "hard"
    style.setCurrentIndex(style.findData("knocker"))
    page.opponent.setCurrentIndex(page.opponent.findData("medium"))  # styles are Hard's
    assert not style.isEnabled() and page.chosen(None).opponent == "medium"
    page.opponent.setCurrentIndex(page.opponent.findData("hard"))
    assert style.isEnabled() and page.chosen(None).opponent == "hard:knocker"
    page.mode.setCurrentIndex(page.mode.findData("team"))  # teams pick levels only
    assert not style.isEnabled()
    assert style.itemText(style.findData("gin")) == style_name("gin") == "Gin hunter"


def test_the_style_is_kept_between_sessions(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.ini")
    assert stored_setup(settings, None).opponent == "medium"
    remember_setup(settings, MatchSetup(opponent="hard:knocker"))
    assert (settings.last_opponent, settings.last_style) == ("hard", "knocker")
    assert stored_setup(settings, 5).opponent == "hard:knocker"
    remember_setup(settings, MatchSetup(opponent="expert:200"))
    assert (settings.last_opponent, settings.last_style) == ("expert", "")
    assert stored_setup(settings, None).opponent == "expert"
    assert split_opponent("hard:defender") == ("hard", "defender")
    assert split_opponent("expert:200") == ("expert", "")


def test_a_styled_opponent_is_kept_in_the_save_meta_named_and_played() -> None:
    meta, bad = SaveMeta.checked(SaveMeta(opponents=("hard:gin",)).to_dict(), seats=2)
    assert meta.opponents == ("hard:gin",) and bad == ()
    for wrong in ("medium:gin", "hard:grandmaster"):  # a style is Hard's, and known
        meta, bad = SaveMeta.checked({"opponents": [wrong]}, seats=2)
        assert meta.opponents == ("medium",) and bad == ("opponents",)
    assert level_name("hard:defender") == "Hard, Defender"
    assert seat_name("hard:gin") == "Ginny (Hard, Gin hunter)"
    bot = make_bot("hard:knocker", seed=1)
    assert isinstance(bot, HardBot) and bot.style == "knocker"


def test_a_style_is_refused_in_a_rummy_save_and_kept_in_a_jinlami_one(qtbot: QtBot) -> None:
    """拉米纸牌 has no styles: a save naming ``hard:gin`` there is refused before anything
    changes (``unknown_level``); the same opponent in a 金拉米 save is played."""
    from engine.jinlami.rules import PRESETS
    from engine.jinlami.state import HandState
    from engine.rummy.state import RummyRules, RummyState
    from jinlami_desktop.games.jinlami.controller import JinlamiController
    from jinlami_desktop.games.rummy.controller import RummyController

    styled = SaveMeta(opponents=("hard:gin",))
    rummy = RummyState.new(RummyRules(2), seed=1, dealer=0)
    assert RummyController().check_loaded(rummy, styled) == (
        "unknown_level",
        {"level": "hard:gin"},
    )
    jinlami = HandState.new(PRESETS["classic"], seed=1, dealer=0)
    assert JinlamiController().check_loaded(jinlami, styled) is None
