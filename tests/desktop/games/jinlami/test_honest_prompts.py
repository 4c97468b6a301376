"""The 金拉米 table tells the state as it is: the dealer of a ``dealer11`` deal who asks
to draw is told they have not drawn; after both players pass the up-card the turn line
sends the player to the stock (the pile is not offered); Game → Next hand is enabled
only while it would deal."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from engine import Action, HandState, Phase, Rules, parse_cards
from jinlami_desktop.games.jinlami.controller import JinlamiController, MatchSetup
from jinlami_desktop.games.jinlami.panel import JinlamiPanel
from jinlami_desktop.games.jinlami.scene import JinlamiScene
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.view import TableView
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.texts import error_text
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import no_knock_hand


@pytest.fixture
def ctl(qtbot: QtBot) -> Iterator[JinlamiController]:
    c = JinlamiController()
    c.move_delay_ms = 10_000  # the bot never answers within a test
    yield c
    c.shutdown()


def refusals_of(c: JinlamiController) -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = []
    c.refused.connect(lambda code, params: out.append((code, params)))
    return out


def dealer_with_eleven() -> HandState:
    """A classic (``dealer11``) deal: the human deals and holds 11 cards, to discard."""
    return HandState.setup(
        Rules.preset("classic"),
        (
            parse_cards("KS QH JD 9C 7S 5H 3D AC 2H 8D 6C"),
            parse_cards("KC QC JH 9D 7H 5S 3C AD 2S 8C"),
        ),
        dealer=0,
        to_act=0,
        phase=Phase.DISCARD,
        seed=8,
    )


def test_the_dealer_with_eleven_cards_asking_to_draw_is_told_they_have_not_drawn(
    ctl: JinlamiController,
) -> None:
    said = refusals_of(ctl)
    ctl.load_hand(dealer_with_eleven())
    ctl.draw_stock()
    code, params = said[-1]
    assert code == "dealer_discards_first"
    text = error_text(code, params)
    assert "not drawn" in text and "11" in text and "drawn, now" not in text


def test_after_a_draw_the_old_words_stay(ctl: JinlamiController) -> None:
    """Later in the hand, a second draw is a draw too many: "you have drawn" is right."""
    said = refusals_of(ctl)
    ctl.load_hand(no_knock_hand())
    ctl.draw_stock()
    ctl.draw_stock()
    assert said[-1][0] == "wrong_phase" and said[-1][1]["phase"] == "discard"


def test_after_both_pass_the_up_card_the_turn_line_sends_you_to_the_stock(
    qtbot: QtBot, ctl: JinlamiController
) -> None:
    state = no_knock_hand(Phase.OFFER)
    state.apply(Action.pass_())
    state.apply(Action.pass_())
    assert state.phase is Phase.DRAW and state.to_act == 0 and state.stock_only
    snaps: list[Any] = []
    ctl.updated.connect(snaps.append)
    ctl.load_hand(state)
    panel = JinlamiPanel()
    qtbot.addWidget(panel)
    panel.update_from(snaps[-1])
    line = panel.turn_label.text().replace("\u2060", "")
    assert "stock" in line and "discard pile" not in line
    said = refusals_of(ctl)
    ctl.draw_discard()
    assert said[-1][0] == "stock_only"


def test_next_hand_is_enabled_only_while_it_would_deal(qtbot: QtBot) -> None:
    win = MainWindow(Preferences(animation_speed="off"))
    qtbot.addWidget(win)
    jinlami_ui(win).controller.move_delay_ms = 0
    rummy_ui(win).controller.instant = True
    win.show()
    qtbot.waitExposed(win)
    try:
        win.start_match(MatchSetup(seed=5, hands=1, opponent="easy"))
        c = jinlami_ui(win).controller
        assert not win.next_action.isEnabled()  # a hand in play
        qtbot.waitUntil(lambda: c.can_hint(), timeout=10000)
        assert win.hint_action.isEnabled()  # the player is to move
        c.set_autoplay("medium")
        qtbot.waitUntil(lambda: c.state is not None and c.state.is_over, timeout=30000)
        c.set_autoplay(None)
        assert c.match_over
        assert not c.can_deal_next() and not win.next_action.isEnabled()
        assert not win.hint_action.isEnabled()  # no move to hint either
    finally:
        win.scores.close()
        for ui in win.uis():
            ui.controller.shutdown()
        win.close()


def test_the_turn_line_on_the_felt_follows_the_rule(qtbot: QtBot, ctl: JinlamiController) -> None:
    """The felt says whose turn it is and what comes next, over the hand: after both
    passes, draw from the stock."""
    scene = JinlamiScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show()
    qtbot.waitExposed(view)
    ctl.updated.connect(scene.apply_snapshot)
    ctl.load_hand(no_knock_hand())
    assert scene.turn_line.isVisible()
    assert "draw from the stock or the discard pile" in scene.turn_line.text.replace("\u2060", "")
    state = no_knock_hand(Phase.OFFER)
    state.apply(Action.pass_())
    state.apply(Action.pass_())
    ctl.load_hand(state)
    text = scene.turn_line.text.replace("\u2060", "")
    assert "stock" in text and "discard pile" not in text
    ctl.load_hand(dealer_with_eleven())
    assert "discard" in scene.turn_line.text
    ctl.discard(parse_cards("KS")[0])  # the bot's turn now
    assert not scene.turn_line.isVisible()
