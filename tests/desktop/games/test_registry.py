"""The app's registry of games: declared once, in the engine's order, and each game's
UI bundles what the window composes."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from engine.errors import RulesError
from engine.games import GAME_IDS
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import PRESETS
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.registry import GAMES, entry, entry_of, entry_of_setup, game_name
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.window.main_window import MainWindow


def test_the_registry_lists_the_engines_games_in_order() -> None:
    assert tuple(g.id for g in GAMES) == GAME_IDS
    for g in GAMES:
        assert entry(g.id) is g and g.engine.id == g.id
        assert g.name() == game_name(g.id) and g.name()
        help_tab = g.rules_help()
        assert help_tab.rules_title() and help_tab.rules_sections()
    with pytest.raises(RulesError):
        entry("chess")


def test_each_game_answers_for_its_words() -> None:
    """The names, keys and Match info rows shared code asks each game's entry for."""
    assert [g.name() for g in GAMES] == ["Jin Rummy", "Rummy"]
    assert game_name("chess") == "chess"  # an unknown id is shown as it is
    for g in GAMES:
        lines = g.words().key_lines()
        assert lines and all(line.keys and line.what for line in lines)
    jinlami, rummy = (entry(i).words() for i in ("jinlami", "rummy"))
    config = {"hands": 8, "target": 0, "hand_limit": 0}
    assert jinlami.match_rows("classic", "fixed", None, config, 2) == [
        ("Rules:", "Classic (dealer gets 11, knock ≤ 10)"),
        ("Mode:", "8 hands, highest total wins"),
    ]
    assert rummy.match_rows("", "target", 100, {"target": 100}, 4) == [
        ("Players:", "4 players"),
        ("Mode:", "Target score: 100"),
    ]


def test_matches_and_setups_find_their_game() -> None:
    assert entry_of(Match(PRESETS["classic"], MatchConfig.fixed(1), seed=1)).id == "jinlami"
    assert entry_of(RummyMatch(RummyRules(players=3), 100, seed=1)).id == "rummy"
    assert entry_of_setup(MatchSetup()).id == "jinlami"
    assert entry_of_setup(RummySetup()).id == "rummy"
    with pytest.raises(RulesError):
        entry_of_setup(object())


def test_each_game_brings_its_bots() -> None:
    for g in GAMES:
        assert callable(getattr(g.make_bot("medium", seed=1), "choose", None))


def test_the_window_composes_one_ui_per_game(qtbot: QtBot) -> None:
    window = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    assert list(window.games) == list(GAME_IDS)
    for index, (game_id, ui) in enumerate(window.games.items()):
        assert ui.game_id == game_id
        page = window.stack.widget(index)
        assert page is not None and page.isAncestorOf(ui.view)
    window.show_game("rummy")
    assert window.game_kind == "rummy" and window.current_ui() is window.ui("rummy")
    # both games give hints; laying off on a knock is 金拉米's alone
    assert not window.best_layoff_action.isVisible() and window.ui("rummy").has_hints
    window.show_game("jinlami")
    assert window.best_layoff_action.isVisible() and window.ui("jinlami").has_hints
    window.start_match(RummySetup(opponents=("medium",), seed=4))
    assert window.game_kind == "rummy" and window.ui("rummy").match_running()
    window.start_match(MatchSetup(seed=4))  # the Rummy match is set aside
    assert window.game_kind == "jinlami" and not window.ui("rummy").match_running()
    window.shutdown()
