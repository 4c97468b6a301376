"""A shown main window on its own data folder, for the desktop tests' fixtures: built,
registered with ``qtbot``, shown and exposed; shut down, closed and its storage closed
when the ``with`` block ends."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pytestqt.qtbot import QtBot

from jinlami_desktop.main_window import MainWindow
from jinlami_desktop.preferences import Preferences
from jinlami_desktop.storage import Storage


@contextmanager
def shown_window(
    qtbot: QtBot, data_dir: Path, size: tuple[int, int] | None = None
) -> Iterator[MainWindow]:
    """The window, ``size`` if given, with animations off."""
    storage = Storage.open(data_dir)
    win = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(win)
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    try:
        yield win
    finally:
        win.shutdown()
        win.close()
        storage.close()
