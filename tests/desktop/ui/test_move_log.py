"""The move log of the hand: every seat's moves stay in the side panel, in
words with card symbols, for the whole hand; a stock draw by another seat never names
the card; a new hand clears the log; a language switch rewords it; it never widens the
panel."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Phase, parse_card
from jinlami_desktop.games.jinlami.panel import move_lines
from jinlami_desktop.games.jinlami.words import result_name
from jinlami_desktop.games.rummy.panel import move_lines as rummy_move_lines
from jinlami_desktop.games.rummy.panel import seat_names
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.ui.move_log import MoveLog
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import seat_name
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import knock_hand, layoff_hand
from tests.desktop.windows import open_window

SUITS = "♠♥♦♣"


def make_window(qtbot: QtBot) -> MainWindow:
    prefs = Preferences(animation_speed="off", auto_layoff=False)
    return open_window(qtbot, prefs, size=(1024, 640), instant=True)


def no_card_in_stock_draws(lines: list[str], own: str) -> None:
    """Another seat's stock draw is worded without a card."""
    for line in lines:
        if line.startswith(own):
            continue
        if "drew from the stock" in line or "从底牌抓" in line:
            assert not any(s in line for s in SUITS), line


def test_the_log_widget_appends_and_rebuilds(qtbot: QtBot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.show_lines(["a", "b"])
    log.show_lines(["a", "b", "c"])
    assert log.lines() == ["a", "b", "c"]
    log.show_lines(["x"])  # a new hand or a new language: rebuilt
    assert log.lines() == ["x"]
    log.add("y")
    assert log.lines() == ["x", "y"]
    log.clear()
    assert log.lines() == []


def test_the_log_ends_with_how_the_hand_ended(qapp: QApplication) -> None:
    """After the last lay-off the log says how the hand ended (a gin read "knocked")."""
    state = layoff_hand()
    for action in state.best_layoff_actions():
        state.apply(action)
    assert state.is_over and state.settlement is not None
    names = (seat_name("you"), seat_name("medium"))
    lines = move_lines(state.view(0), names)
    assert lines[-1] == result_name(state.settlement.kind)
    assert lines[-2] == "You finished laying off"


def test_a_bot_taking_the_discard_is_logged_then_its_discard(
    qtbot: QtBot, qapp: QApplication
) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(knock_hand())
    panel = ui.panel
    width = panel.width()
    c.draw_stock()
    c.discard(parse_card("KD"))  # the bot holds ♠K ♣K: it takes ♦K
    qtbot.waitUntil(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW, timeout=10000)
    bot, you = seat_name("medium"), seat_name("you")
    lines = panel.move_log.lines()
    assert f"{you} drew ♠Q from the stock" in lines  # your own draw names its card
    assert f"{you} discarded ♦K" in lines
    took = lines.index(f"{bot} took ♦K from the discard pile")
    assert lines[took + 1].startswith(f"{bot} discarded ")
    assert took == len(lines) - 2  # the bot's two moves are the newest lines, in order
    no_card_in_stock_draws(lines, you)
    assert panel.width() == width  # the log wraps; the panel keeps its width

    # A language switch rewords the whole log, in the same order.
    install_language(qapp, "zh_CN")
    try:
        qtbot.waitUntil(lambda: panel.move_log.lines() != lines, timeout=5000)
        zh = panel.move_log.lines()
        assert len(zh) == len(lines)
        assert zh == move_lines(c.snapshot().view, (seat_name("you"), seat_name("medium")))
        assert "♦K" in zh[took] and "♦K" not in zh[took + 1]
        no_card_in_stock_draws(zh, seat_name("you"))
    finally:
        install_language(qapp, "en")
    qtbot.waitUntil(lambda: panel.move_log.lines() == lines, timeout=5000)


def test_every_bot_of_a_four_seat_round_is_logged_and_the_next_hand_clears(
    qtbot: QtBot,
) -> None:
    window = make_window(qtbot)
    window.start_match(RummySetup(opponents=("medium", "hard", "easy"), seed=5))
    ui = rummy_ui(window)
    r = ui.controller
    panel = ui.panel
    width = panel.width()
    r.set_autoplay("medium")
    qtbot.waitUntil(
        lambda: (
            panel.snap is not None
            and panel.snap.view is not None
            and (panel.snap.view.turn >= 5 or panel.snap.view.is_over)
        ),
        timeout=30000,
    )
    r.set_autoplay(None)
    snap = panel.snap
    assert snap is not None
    names = seat_names(snap)
    lines = panel.move_log.lines()
    assert lines == rummy_move_lines(snap, names)
    for bot in names[1:]:
        assert any(line.startswith(f"{bot} discarded") for line in lines), bot
    no_card_in_stock_draws(lines, names[0])
    assert any(
        line == f"{bot} drew from the stock" for bot in names[1:] for line in lines
    )  # a bot's stock draw is in the log, without its card
    assert panel.width() == width

    r.set_autoplay("medium")
    qtbot.waitUntil(lambda: ui.result_dialog is not None, timeout=30000)
    r.set_autoplay(None)
    last_hand = panel.move_log.lines()
    assert len(last_hand) >= len(lines)
    if not r.match_over:
        ui.result_dialog = None
        panel.next_button.click()
        snap = panel.snap
        assert snap is not None
        fresh = panel.move_log.lines()
        assert fresh == rummy_move_lines(snap, seat_names(snap))
        assert len(fresh) < len(last_hand)


def test_the_newest_wrapped_line_is_in_view(qtbot: QtBot) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(150, 80)
    log.show()
    qtbot.waitExposed(log)
    log.show_lines([f"Bot (Medium) took ♣{i} from the discard pile" for i in range(2, 11)])
    last = log.visualItemRect(log.item(log.count() - 1))
    assert log.viewport().rect().contains(last.bottomLeft())
