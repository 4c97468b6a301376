"""``--screenshot-at statistics``, ``--screenshot-at review`` and ``--screenshot-at
drills``: what the data folder holds, shown as the player would see it, so that a
damaged folder can be checked without a person.

They start no match (the folder is looked at, not played in: an unfinished match stays
resumable as it is). The statistics window opens on the folder's statistics; the review
opens on the newest recorded hand of ``--game`` and is computed (and stored, as the
player's Review would store it) before its picture is taken; the drills screen opens on
the drills due today (each game's puzzle of the day when none is). What the player would
be told — a damaged statistics file moved aside, no recorded hand yet, a hand that
cannot be read, drills that cannot be read — is said in the status line, so the picture
shows it, and in the same words on standard error (:func:`notes`).
:class:`.unattended.Unattended` drives them (``DATA_SCREENS`` there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..storage.errors import StorageError
from ..words.texts import data_dir_read_only_text, moved_aside_text, storage_error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from ..drills.window import DrillsWindow
    from ..review.dialog import ReviewWindow
    from ..storage.session import Storage
    from ..storage.stats import HandRow
    from ..window.main_window import MainWindow

__all__ = [
    "last_hand",
    "no_hand_text",
    "notes",
    "open_drills",
    "open_last_review",
    "open_statistics",
]

#: How long the status line keeps a note, in milliseconds (past the picture).
_STATUS_MS = 60_000


def notes(storage: Storage) -> list[str]:
    """The start-up warnings of ``storage`` in words, a sentence a line (the statistics
    database opens now if it was not open yet): a damaged file moved aside and its new
    name, a folder that cannot be written, statistics kept only in memory."""
    out = []
    for code in storage.warnings():
        if code == "data_dir_read_only":
            out.append(data_dir_read_only_text(str(storage.paths.data_dir)))
            continue
        out.append(storage_error_text(code, {}))
        moved = storage.stats.moved_to
        if code == "stats_corrupt" and moved is not None:
            out.append(moved_aside_text(moved.name))
    return out


def no_hand_text() -> str:
    """Said when there is nothing to review (the window's own words for it)."""
    return QCoreApplication.translate("MainWindow", "There is no recorded hand to review yet.")


def open_statistics(window: MainWindow) -> QWidget | None:
    """Game → Statistics… on ``window``'s storage, as large as the window; ``None`` when
    the app keeps nothing (the data folder cannot be used)."""
    window.commands.show_statistics()
    win = window.commands.stats_window
    if win is not None:
        win.resize(window.size())
    return win


def open_drills(window: MainWindow) -> tuple[DrillsWindow, str]:
    """Help → Drills on ``window``'s data folder, as large as the window, and what the
    player is told of the folder's drills (``""``: nothing; the list says it too)."""
    win = window.drills.open()
    win.resize(window.size())
    if win.problem:
        window.show_status(win.problem, _STATUS_MS)
    return win, win.problem


def last_hand(storage: Storage, game: str) -> HandRow | None:
    """The newest recorded hand of ``game``, practice or not."""
    rows = storage.stats.hand_history(limit=1, game=game)
    return rows[0] if rows else None


def open_last_review(window: MainWindow, game: str) -> tuple[ReviewWindow | None, str]:
    """The review of the newest recorded hand of ``game``, as large as the window, and
    ``""``; or no window and why (in words, also put on the status line): nothing is
    recorded, or the hand cannot be read back."""
    storage = window.storage
    if storage is None:
        return None, ""  # the data folder cannot be used: start-up said so
    row = last_hand(storage, game)
    if row is None:
        return _told(window, no_hand_text())
    # lazy: only --screenshot-at review
    from ..review.model import review_hands

    try:
        review_hands(storage.stats, [row])  # read here: the window would ask in a modal box
    except StorageError as exc:
        return _told(window, storage_error_text(exc.code, exc.params))
    window.reviews.review_hand(row)
    win = window.reviews.window
    if win is not None:
        win.resize(window.size())
    return win, ""


def _told(window: MainWindow, text: str) -> tuple[None, str]:
    window.show_status(text, _STATUS_MS)
    return None, text
