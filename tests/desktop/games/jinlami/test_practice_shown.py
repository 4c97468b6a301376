"""A hint makes the match practice, and the side panel says so at once where it
describes the match ("8 hands, highest total wins (practice)"): the Hint button's
tooltip warns before, the panel shows after the hint whether the match is still
ranked."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from jinlami_desktop.games.jinlami.controller import MatchSetup
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.windows import shown_window


def test_a_hint_shows_the_match_as_practice(qtbot: QtBot, tmp_path: Path) -> None:
    with shown_window(qtbot, tmp_path / "D") as window:
        window.start_session(MatchSetup(seed=21))
        ui = jinlami_ui(window)
        c = ui.controller
        c.move_delay_ms = 0
        qtbot.waitUntil(c._human_to_act, timeout=15000)
        ranked = ui.panel.mode_label.text()
        assert "practice" not in ranked
        c.request_hint()
        qtbot.waitUntil(lambda: ui.panel.mode_label.text() != ranked, timeout=15000)
        assert ui.panel.mode_label.text() == f"{ranked} (practice)"
        assert c.snapshot().practice
