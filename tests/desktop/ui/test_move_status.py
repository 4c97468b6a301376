"""A refusal's or a hint's words on the status line go at the next move, as their
callout on the felt does (not 8 to 10 seconds: once the lay-off is made, the status line
no longer says "Hint: lay off ♣2"); a message the table did not put there is left
alone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from engine import Action, Phase, parse_cards
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.ui.move_status import MoveStatus
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import no_knock_hand
from tests.desktop.windows import shown_window


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    with shown_window(qtbot, tmp_path / "data", (1280, 800)) as win:
        yield win


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def test_a_refusal_and_a_hint_go_at_the_next_move(qtbot: QtBot, window: MainWindow) -> None:
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(no_knock_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    c.hold()  # the bot waits after our discard
    assert c.request(Action.discard(parse_cards("KS")[0])) is not None  # draw first
    refusal = status(window)
    assert refusal
    assert c.request(Action.draw_stock()) is None
    assert status(window) == ""  # the refusal was about the move now made
    c.request_hint()
    qtbot.waitUntil(lambda: status(window) != "", timeout=10000)
    hinted = status(window)
    assert hinted != refusal
    assert c.request(Action.discard(parse_cards("KS")[0])) is None
    assert status(window) == ""


def test_rummy_refusal_goes_at_the_next_move(qtbot: QtBot, window: MainWindow) -> None:
    window.show_game("rummy")
    ui = rummy_ui(window)
    c = ui.controller
    c.instant = True
    window.start_match(RummySetup(opponents=("medium",), seed=4))
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
    c.hold()
    assert c.request(Action.meld(list(tuple(c.state.hand(0)[:2])))) is not None  # too short
    assert status(window)
    assert c.request(Action.draw_stock()) is None
    assert status(window) == ""


def test_someone_elses_message_is_left_alone(qtbot: QtBot, window: MainWindow) -> None:
    """A move takes back only what the table said: a window message stays through it."""
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = 0
    c.load_hand(no_knock_hand())
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase is Phase.DRAW)
    c.hold()
    window.show_status("Saved", 0)
    assert c.request(Action.draw_stock()) is None
    assert status(window) == "Saved"


class _Line:
    def __init__(self) -> None:
        self.calls: list[str] = []

    def show_status(self, text: str, timeout_ms: int) -> None:
        self.calls.append(text)

    def clear_status(self) -> None:
        self.calls.append("<clear>")


def test_moved_clears_only_after_saying() -> None:
    line = _Line()
    words = MoveStatus(line)
    words.moved()
    assert line.calls == []
    words.say("Hint", 1000)
    words.moved()
    words.moved()
    assert line.calls == ["Hint", "<clear>"]
