"""At a Rummy table the bots are named: on their plates (with a portrait), on the
scoreboard and in the move log, each bot of one level with a name and a face of its own."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.table.portrait_art import portrait_pixmap
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.opponents import identity_key, opponent_names
from tests.desktop.game_parts import rummy_ui


def test_four_seats_of_one_level_are_three_named_bots(
    qtbot: QtBot, spoken_window: MainWindow
) -> None:
    window = spoken_window
    window.show_game("rummy")
    window.resize(1024, 640)
    ui = rummy_ui(window)
    c = ui.controller
    c.instant = True
    window.start_match(RummySetup(opponents=("hard",) * 3, seed=4))
    qtbot.waitUntil(lambda: c.state is not None and c.state.to_act == 0, timeout=10000)
    names = set(opponent_names("hard"))
    plates = ui.scene.badges[1:]
    assert {plate.name for plate in plates} == names  # three names, no two alike
    # three hard bots, three faces: each plate its own portrait, drawn apart
    assert sorted(plate.portrait for plate in plates) == ["hard", "hard#2", "hard#3"]
    faces = [portrait_pixmap(plate.portrait, 40).toImage() for plate in plates]
    assert faces[0] != faces[1] != faces[2] != faces[0]
    for plate in plates:
        assert identity_key(plate.portrait) == "hard"  # the level's own feature
        assert not plate.portrait_rect().isEmpty()  # room for the face at this size
    assert ui.scene.badges[0].portrait == ""  # the player's plate has none
    board_names = [ui.scoreboard.names[i].text() for i in range(1, 4)]
    assert set(board_names) == names
    # the bots' moves in the log are said by name, with the level
    c.set_autoplay("medium")
    qtbot.waitUntil(lambda: c.state is not None and c.state.is_over, timeout=30000)
    c.set_autoplay(None)
    log = "\n".join(ui.panel.move_log.lines())
    level = plates[0].detail
    assert all(name in log for name in names) and level in log
