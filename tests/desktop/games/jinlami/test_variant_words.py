"""The engine's new variants reach the app without breaking it: their results and
breakdown rows are worded, and a setup of rules the New match page does not offer (a
loaded save of custom Oklahoma rules) shows classic instead of raising."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from engine.jinlami.rules import Rules
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.jinlami.words import breakdown_text, result_description, result_name


def test_big_gin_and_the_spade_double_are_worded() -> None:
    assert result_name("big_gin") == "Big Gin"
    assert "eleven" in result_description("big_gin")
    assert breakdown_text("spade_double", 54) == "Doubled (a spade up-card): 54"


def test_a_setup_of_an_unoffered_preset_loads_as_classic(qtbot: QtBot) -> None:
    page = JinlamiMatchPage()
    qtbot.addWidget(page)
    page.retranslate()
    custom = Rules.preset("oklahoma").with_options(oklahoma_spade_double=False)
    assert custom.name == "custom"
    page.load(MatchSetup(rules=custom))  # raised ValueError before
    assert page.preset.currentData() == "classic"
