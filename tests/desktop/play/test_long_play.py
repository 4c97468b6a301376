"""Many hands through the real window: the 'human' plays greedy moves via the table's
request signal (the same path as drags and clicks), so every sync of the scene, every
dialog and every refusal path runs under all four rule presets."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from engine import Phase
from engine.jinlami.rules import PRESETS
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.scene import table_request
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui
from tests.engine.greedy import greedy_action


def human_move(window: MainWindow, rng: random.Random) -> None:
    view = jinlami_ui(window).controller.view()
    assert view is not None
    knock_dialog = jinlami_ui(window).knock_dialog
    if knock_dialog is not None:
        knock_dialog.accept()
        return
    if view.phase is Phase.LAYOFF:
        jinlami_ui(window).panel.best_layoff_button.click()
        return
    action = greedy_action(view, rng)
    kinds = {"draw_stock", "draw_discard", "pass", "discard", "knock", "layoff"}
    assert action.kind in kinds, action
    jinlami_ui(window).scene.requested.emit(table_request(action))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_hands_through_the_window(qtbot: QtBot, preset: str) -> None:
    window = MainWindow(Preferences(animation_speed="off", auto_layoff=False))
    qtbot.addWidget(window)
    window.show()
    c = jinlami_ui(window).controller
    c.move_delay_ms = 0
    rng = random.Random(preset)
    window.start_match(MatchSetup(rules=PRESETS[preset], seed=17, hands=3, opponent="easy"))
    finished = 0
    for _ in range(400):
        if c.match_over:
            break
        state = c.state
        assert state is not None
        if state.is_over:
            finished += 1
            result = jinlami_ui(window).result_dialog
            assert result is not None and result.isVisible()
            jinlami_ui(window).panel.next_button.click()
            continue
        if state.to_act != 0 or c.busy:
            qtbot.waitUntil(
                lambda: (c.state.to_act == 0 and not c.busy) or c.state.is_over, timeout=10000
            )
            continue
        before = len(state.actions)
        human_move(window, rng)
        assert (
            len(c.state.actions) > before or c.state is not state or jinlami_ui(window).knock_dialog
        )
    assert c.match_over
    # scene and engine agree on the cards shown
    view = c.view()
    assert view is not None
    shown = {card for card, item in jinlami_ui(window).scene.faces.items() if item.role == "hand"}
    on_table = {x for m in view.table_melds for x in m}
    assert shown == set(view.hand) - on_table
