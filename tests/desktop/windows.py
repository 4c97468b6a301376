"""Main windows for the desktop tests: built, registered with ``qtbot``, sized, shown and
exposed in one call, so that the tests' many windows are made one way.

:func:`open_window` returns the window (the test closes what needs closing, or leaves it
to ``qtbot``); :func:`shown_window` is the same on its own data folder, shut down, closed
and its storage closed when the ``with`` block ends.  :class:`AfterStartUp` runs a step of
a test inside ``main()``'s event loop once its window has completed its start-up."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.storage.game_parts import PARTS

__all__ = ["AfterStartUp", "main_window", "open_window", "shown_window"]


def _shown_main_window() -> MainWindow | None:
    """The window ``main()`` opened, if it is up (windows of earlier tests may linger,
    hidden)."""
    return next(
        (w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()),
        None,
    )


def main_window() -> MainWindow:
    """The window ``main()`` opened (a test step inside its event loop asks for it)."""
    window = _shown_main_window()
    assert window is not None, "main() has no window on show"
    return window


class AfterStartUp:
    """Calls ``action`` from ``main()``'s event loop once its window has completed its
    start-up (the storage opened, the table on show), then ``settle_ms`` later, so that what
    start-up queued (the first-run welcome) has run.

    Why poll: a fixed delay fails on a loaded machine, where the staged window may still
    be only its frame when the delay ends.  Start it with ``QTimer.singleShot(0, ...)``
    before calling ``main()``."""

    def __init__(self, action: Callable[[], object], settle_ms: int = 100) -> None:
        self.action = action
        self.settle_ms = settle_ms

    def __call__(self) -> None:
        window = _shown_main_window()
        if window is None or not window.completed:
            QTimer.singleShot(50, self)
            return
        QTimer.singleShot(self.settle_ms, self.action)


def open_window(
    qtbot: QtBot,
    prefs: Preferences | None = None,
    *,
    storage: Storage | None = None,
    size: tuple[int, int] | None = None,
    instant: bool = False,
) -> MainWindow:
    """A shown window with ``prefs`` (default: animations off) on ``storage`` (default:
    none), ``size`` if given; ``instant``: the bots move at once in both games."""
    win = MainWindow(prefs or Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(win)
    if instant:
        jinlami_ui(win).controller.move_delay_ms = 0
        rummy_ui(win).controller.instant = True
    if size is not None:
        win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


@contextmanager
def shown_window(
    qtbot: QtBot, data_dir: Path, size: tuple[int, int] | None = None
) -> Iterator[MainWindow]:
    """:func:`open_window` on a storage opened in ``data_dir``, ``size`` if given."""
    storage = Storage.open(data_dir, parts=PARTS)
    win = open_window(qtbot, storage=storage, size=size)
    try:
        yield win
    finally:
        win.shutdown()
        win.close()
        storage.close()
