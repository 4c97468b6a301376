"""The window's games, each built on first use: ``MainWindow.games``.

Why lazy: building a game's :class:`~jinlami_desktop.games.protocol.GameUi` (its table,
scene, panel, replay strip and controller) and importing its modules is a good part of
the start-up, and a session mostly plays one game.  So the window builds the game it
shows first, and any other game the first time it is needed: shown, a match of it
started (Game → New match, Load…, resume), a recorded hand of it replayed, or a test
reaching for it.

:class:`GameTables` is a read-only mapping from registry id to the game's UI, in the
registry's order: ``games[game_id]`` (and ``values()``, ``items()``) builds what is not
built yet, so code that wants a game always gets it.  :meth:`GameTables.built` yields
only the games built so far — for what concerns existing widgets only (retranslate,
preferences, result dialogs, stopping the bots): a game built later reads the window's
current preferences and language when it is built (the window's builder applies them),
so nothing it missed has to be replayed to it.

Each game has a page of its own in the window's stack from the start (an empty holder,
:class:`GamePage`), so the stack's indices stay the registry's whichever games are
built; the game's table goes into its holder when built.  Until then the holder paints
the felt where the table will be (the window's frame is shown before its first table
is built: ``MainWindow(staged=True)``), and tells once that it has painted.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..table.felt import FELT_STYLE
from ..ui.page_layout import panel_width

if TYPE_CHECKING:
    from ..games.protocol import GameUi

__all__ = ["GamePage", "GameTables"]


class GamePage(QWidget):
    """A game's page of the window's stack: empty until the game is built, then holding
    its table page alone (no margins: the holder adds nothing to the layout).

    Empty and asked to (:meth:`lay_felt`: the page a staged window shows first), it
    shows the felt on the table's side and leaves the panel's side to the window's
    colour, as the table page will lay them out (a cloth drawn by a style sheet:
    painting it from Python would load Qt's painting types before the window is first
    shown); ``on_first_paint`` (a bound method, or ``None``) is called from the event
    loop once it has painted."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self.held: QWidget | None = None
        self.on_first_paint: Callable[[], object] | None = None
        self._cloth: QWidget | None = None

    def lay_felt(self) -> None:
        """Show the felt until the game's table page is held."""
        if self._cloth is None and self.held is None:
            self._cloth = QWidget(self)
            self._cloth.setObjectName("feltCloth")
            self._cloth.setStyleSheet(FELT_STYLE)
            self._fit_cloth()

    def hold(self, page: QWidget) -> None:
        """Put the game's table page in the holder (the cloth goes).  The page is shown
        and laid out at once: left to the layout, it would be shown from the event loop,
        after a frame with neither the cloth nor the table."""
        self._layout.addWidget(page)
        self.held = page
        if self.isVisible():
            page.show()
            self._layout.activate()
        if self._cloth is not None:
            self._cloth.hide()
            self._cloth.deleteLater()
            self._cloth = None

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_cloth()
        super().resizeEvent(event)

    def _fit_cloth(self) -> None:
        if self._cloth is not None:
            self._cloth.setGeometry(0, 0, self.width() - panel_width(self.width()), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        callback, self.on_first_paint = self.on_first_paint, None
        if callback is not None:
            QTimer.singleShot(0, callback)  # after this frame is on screen
        super().paintEvent(event)


class GameTables(Mapping[str, "GameUi"]):
    """The games by registry id (``ids``, in order), each built by ``build`` the first
    time it is looked up."""

    def __init__(self, ids: tuple[str, ...], build: Callable[[str], GameUi]) -> None:
        self._ids = ids
        self._build = build
        self._built: dict[str, GameUi] = {}

    def __getitem__(self, game_id: str) -> GameUi:
        ui = self._built.get(game_id)
        if ui is None:
            if game_id not in self._ids:
                raise KeyError(game_id)
            ui = self._build(game_id)
            self._built[game_id] = ui
        return ui

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def is_built(self, game_id: str) -> bool:
        """Has ``game_id``'s UI been built?"""
        return game_id in self._built

    def built_ui(self, game_id: str) -> GameUi | None:
        """``game_id``'s UI if it is built, else ``None`` (nothing is built by this)."""
        return self._built.get(game_id)

    def built(self) -> Iterator[GameUi]:
        """The games built so far, in the registry's order (none is built by this)."""
        return (self._built[i] for i in self._ids if i in self._built)

    def built_items(self) -> Iterator[tuple[str, GameUi]]:
        """``(id, ui)`` of the games built so far, in the registry's order."""
        return ((i, self._built[i]) for i in self._ids if i in self._built)
