"""The window's storage commands in one object: the start-up protocol (storage
warnings, the resume offer), Game → Save as… / Load… / Resume unfinished match,
Statistics…, and the replay of a recorded hand.

:class:`StorageCommands` holds the dialogs and the offer these commands keep; what it
needs of the window is declared in :class:`StorageHost` (the storage, the games by id,
the status line, questions, starting a match, switching tables).  A save, the resumable
autosave or a recorded hand is routed to its own game through the registry
(:func:`~jinlami_desktop.games.registry.entry_of`, ``HandRow.game``).  The words are
translated in the ``MainWindow`` context, like the window's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from ..games.registry import entry_of
from ..storage.errors import StorageError
from ..storage.saves import AUTOSAVE_NAME
from ..words.texts import (
    data_dir_read_only_text,
    data_dir_unusable_text,
    error_text,
    lost_resume_text,
    moved_aside_text,
    settings_unusable_text,
    storage_error_text,
)

if TYPE_CHECKING:
    from collections.abc import Iterable

    from ..dialogs.saves import ResumeDialog, SavesDialog
    from ..games.protocol import GameUi
    from ..statistics.window import StatisticsWindow
    from ..storage.saves import Game, LoadResult, SaveMeta
    from ..storage.session import Storage
    from ..storage.stats import HandRow

__all__ = [
    "StorageCommands",
    "StorageHost",
    "WarningNote",
    "abandon_question",
    "loaded_left_match_text",
    "loaded_take_back_text",
    "same_match",
    "take_back_question",
]

#: A storage warning: its code, its parameters, and where a damaged file was moved.
WarningNote = tuple[str, Mapping[str, Any], Path | None]


class StorageHost(Protocol):
    """What the storage commands need of the main window."""

    @property
    def storage(self) -> Storage | None: ...

    def dialog_parent(self) -> QWidget: ...
    def show_status(self, text: str, timeout_ms: int) -> None: ...
    def confirm(self, title: str, question: str) -> bool: ...
    def ui(self, game_id: str) -> GameUi: ...
    def uis(self) -> Iterable[GameUi]:
        """The games built so far (one built later is told by :meth:`game_built`)."""
        ...

    def current_ui(self) -> GameUi: ...

    def show_game(self, game_id: str) -> None: ...

    def take_table(self, game_id: str) -> GameUi:
        """Set the other games' matches aside (abandoned) and put ``game_id`` on show."""
        ...

    def start_match(self, setup: object) -> None: ...
    def match_running(self) -> bool: ...
    def ask_new_match(self) -> None: ...
    def close_result_dialogs(self) -> None: ...
    def set_resume_enabled(self, enabled: bool) -> None: ...
    def bring_to_front(self) -> None: ...


class StorageCommands(QObject):
    """Saves, resume, statistics and replay for the window (``host``)."""

    #: The statistics window was created (the review commands connect to it).
    statistics_opened = Signal(object)

    def __init__(self, host: StorageHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host
        #: The resume offer the player put off ("Later"); a new match declines it.
        self.pending_offer: LoadResult | None = None
        self._deferred: tuple[LoadResult, object, bool] | None = None
        self.resume_dialog: ResumeDialog | None = None
        self.saves_dialog: SavesDialog | None = None
        self.stats_window: StatisticsWindow | None = None
        self.warning_box: QMessageBox | None = None
        self._warning_notes: list[WarningNote] = []
        #: The statistics database's start-up warning was told (or there was none).
        self._stats_told = False
        self._unattended = False
        #: The deferred start-up held (:meth:`hold_start_up`), and left waiting.
        self._start_up_held = False
        self._start_up_due = False

    @property
    def storage(self) -> Storage | None:
        return self.host.storage

    @Slot(str, object)
    def on_storage_error(self, code: str, params: object) -> None:
        """Saving or recording failed (a full disk …): say so; the game goes on."""
        # lazy: imported on first use, not at start-up
        from ..words.texts import signal_params

        self.host.show_status(storage_error_text(code, signal_params(params)), 12000)

    # -- the offer put off ---------------------------------------------------------------
    def drop_pending_offer(self) -> None:
        """A new game replaces the match put off at start-up: it counts as abandoned."""
        offer, self.pending_offer = self.pending_offer, None
        self.host.set_resume_enabled(False)
        if offer is None or self.storage is None:
            return
        try:
            self.storage.decline_resume(offer)
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)

    # -- start-up: warnings and the resume offer -----------------------------------------
    def start_session(
        self,
        setup: object,
        unattended: bool = False,
        defer: bool = False,
        resume: bool = False,
        deal: bool = True,
    ) -> None:
        """What the app does once the window is shown: tell the storage warnings, offer
        to resume an unfinished match, otherwise start ``setup``.

        ``unattended`` (``--smoke``/``--screenshot``) never asks: an unfinished match is
        declined (counted as abandoned; its finished hands stay recorded) and a new
        match starts, so every ``--smoke`` run records exactly one more hand.
        ``defer``: ask from inside the event loop (the app), so that quitting while the
        modal prompt is up ends the application instead of only the prompt.
        ``resume`` (``--resume``): the unfinished match is resumed without asking.
        ``deal=False`` (a first run's "tutorial first"): ``setup`` is not dealt — the
        tutorial's end deals it or asks for another; "New match" at the resume prompt
        declines the offer then and there, as the prompt says.

        A storage opened with a deferred start-up (``Storage.open(defer_start_up=True)``,
        the app) is finished from the event loop (:meth:`_finish_start_up`, queued
        before anything else here): the window is shown first.
        """
        st = self.storage
        notes: list[WarningNote] = []
        offer: LoadResult | None = None
        self._unattended = unattended
        if st is not None:
            if st.start_up_waiting and self._start_up_held:
                self._start_up_due = True
            elif st.start_up_waiting:
                QTimer.singleShot(0, self._finish_start_up)
            if st.statistics_open:
                notes.extend(self._statistics_notes())
            try:
                offer = st.resume_offer()
            except StorageError as exc:
                notes.append((exc.code, exc.params, None))
            if offer is not None and not offer.ok:
                code = offer.error_code or "load_failed"
                notes.append((code, offer.error_params, offer.moved_to))
                offer = None
            elif offer is not None and (problem := self._check_loaded(offer)) is not None:
                notes.append((*problem, self._set_aside_autosave(offer)))
                offer = None
        if offer is None:
            if deal:
                self.host.start_match(setup)
        elif resume:
            self.resume(offer)
            if offer.notice_code is not None:
                notes.append((offer.notice_code, {}, None))
        elif unattended:
            self.pending_offer = offer
            self.host.start_match(setup)  # declines the offer first
        elif defer:
            self._deferred = (offer, setup, deal)
            QTimer.singleShot(0, self._answer_deferred_offer)
        else:
            self._answer_offer(offer, setup, deal)
        # Last, so that the warning stays in the status line.
        self.tell_problems(notes, dialog=not unattended)

    def _statistics_notes(self) -> list[WarningNote]:
        """The statistics database's start-up warning, once (it opens if it was not)."""
        st = self.storage
        if st is None or self._stats_told:
            return []
        self._stats_told = True
        folder = {"path": str(st.paths.data_dir)}
        return [
            (
                code,
                folder if code == "data_dir_read_only" else {},
                st.stats.moved_to if code == "stats_corrupt" else None,
            )
            for code in st.warnings()
        ]

    def hold_start_up(self) -> None:
        """What a deferred start-up leaves (the first autosave, the statistics database)
        waits for :meth:`release_start_up` instead of the event loop's first turn (the
        app: until the first hand is painted).  A move applied before is not affected:
        the controller finishes the start-up first."""
        self._start_up_held = True

    @Slot()
    def release_start_up(self) -> None:
        """Finish the deferred start-up now if :meth:`start_session` left it waiting."""
        due = self._start_up_held and self._start_up_due
        self._start_up_held = self._start_up_due = False
        if due:
            self._finish_start_up()

    @Slot()
    def _finish_start_up(self) -> None:
        """The event loop's first turn: the first autosave and the statistics database
        (``Storage.finish_start_up``), then the database's warning, if any."""
        st = self.storage
        if st is None:
            return
        try:
            st.finish_start_up()
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)
        self.tell_problems(self._statistics_notes(), dialog=not self._unattended)

    @Slot()
    def _answer_deferred_offer(self) -> None:
        deferred, self._deferred = self._deferred, None
        if deferred is not None:
            self._answer_offer(*deferred)

    def _answer_offer(self, offer: LoadResult, setup: object, deal: bool = True) -> None:
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.resume(offer)
            self.host.show_status(
                QCoreApplication.translate("MainWindow", "Welcome back: the match goes on"), 8000
            )
            self._tell_notice(offer)
        elif choice == "new":
            self.pending_offer = offer
            if deal:
                self.host.start_match(setup)  # declines the offer first
            else:
                self.drop_pending_offer()  # the match the tutorial's end starts is new
        else:
            self.pending_offer = offer
            self.host.set_resume_enabled(True)
            self.host.show_status(
                QCoreApplication.translate(
                    "MainWindow", "The unfinished match is kept: Game → Resume unfinished match"
                ),
                12000,
            )
            game_id = entry_of(offer.game).id
            self.host.show_game(game_id)
            self.host.ui(game_id).show_offered(offer)  # an empty table, the panel says why

    def resume(self, offer: LoadResult) -> None:
        """Resume the offered autosave with the controller of its game (a save whose meta
        does not fit its game is refused in words before the table changes)."""
        problem = self._check_loaded(offer)
        if problem is not None:
            self._tell_refused(*problem)
            return
        self.host.take_table(entry_of(offer.game).id).controller.resume(offer)

    def _check_loaded(self, loaded: LoadResult) -> tuple[str, dict[str, Any]] | None:
        """Why the controller of its game would refuse ``loaded`` (checked before anything
        changes: seat, opponent levels), or ``None``."""
        assert loaded.game is not None  # a save that did not load is no offer
        controller = self.host.ui(entry_of(loaded.game).id).controller
        return controller.check_loaded(loaded.game, loaded.meta)

    def _set_aside_autosave(self, offer: LoadResult) -> Path | None:
        """An autosave that cannot be played is moved aside (never deleted) so that it is
        not offered at every start; the unfinished statistics row counts as abandoned."""
        # lazy: imported on first use, not at start-up
        from ..storage.saves import move_aside

        st = self.storage
        assert st is not None
        try:
            st.stats.abandon_unfinished()
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)
        return move_aside(offer.path)

    def _tell_refused(self, code: str, params: Mapping[str, Any]) -> None:
        """A save refused before it was played: the status line and a box say why."""
        self._tell_load(error_text(code, params), "", "loadRefused")

    def _tell_load(self, text: str, info: str, name: str) -> None:
        """Why a save is not played: in the status line and in a modal box (``info``:
        where a damaged file went)."""
        self.host.show_status(text, 12000)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "Load a saved match"),
            text,
            parent=self.host.dialog_parent(),
        )
        box.setObjectName(name)
        # lazy: imported on first use, not at start-up
        from ..ui.dialog_centre import KeepCentred

        KeepCentred(box)  # over the window, also once framed (xcb)
        if info:
            box.setInformativeText(info)
        box.exec()

    def ask_resume(self, offer: LoadResult) -> str:
        """The resume prompt (modal): ``"resume"``, ``"new"`` or ``"later"``."""
        assert self.storage is not None
        self._show_offered_table(offer)
        # lazy: imported on first use, not at start-up
        from ..dialogs.saves import ResumeDialog

        info = self.storage.saves.read_info(offer.path)
        dlg = ResumeDialog(info, self.host.dialog_parent())
        self.resume_dialog = dlg
        dlg.exec()
        self.resume_dialog = None
        choice = dlg.choice
        dlg.deleteLater()
        return choice

    def _show_offered_table(self, offer: LoadResult) -> None:
        """The saved game's own table behind the resume prompt (a 拉米纸牌 match is asked
        over 拉米纸牌's table, not 金拉米's buttons): switched only while no match is in
        play on the table on show, which the prompt would otherwise hide."""
        if self.host.match_running():
            return
        game_id = entry_of(offer.game).id
        if self.host.current_ui().game_id != game_id:
            self.host.show_game(game_id)
        self.host.ui(game_id).show_offered(offer)  # its seats, the panel says why

    @Slot()
    def ask_resume_pending(self) -> None:
        """Game → Resume unfinished match: the offer put off at start-up, asked again."""
        offer = self.pending_offer
        if offer is None:
            return
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.pending_offer = None
            self.host.set_resume_enabled(False)
            self.resume(offer)
        elif choice == "new":
            self.host.ask_new_match()

    def tell_problems(self, notes: list[WarningNote], dialog: bool = True) -> None:
        """Storage warnings, once: in the status line, and (attended) in a non-modal box."""
        if not notes:
            return
        self.host.show_status(_note_text(notes[0][0], notes[0][1]), 15000)
        if not dialog:
            return
        if self.warning_box is not None and self.warning_box.isVisible():
            self._warning_notes.extend(notes)  # one box for the start-up's warnings
            self._word_warning_box()
            return
        box = QMessageBox(self.host.dialog_parent())
        box.setObjectName("storageWarning")
        # lazy: imported on first use, not at start-up
        from ..ui.dialog_centre import KeepCentred

        KeepCentred(box)  # over the window, also once framed (xcb)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        self.warning_box = box
        self._warning_notes = list(notes)
        self._word_warning_box()
        box.show()

    def retranslate(self) -> None:
        """A language switch: the storage warning on show is worded again."""
        if self.warning_box is not None and self.warning_box.isVisible():
            self._word_warning_box()

    def _word_warning_box(self) -> None:
        """The storage warning's words (again after a language switch)."""
        box = self.warning_box
        if box is None:
            return
        lines = []
        for code, params, moved in self._warning_notes:
            if moved is not None and moved.name.startswith(f"{AUTOSAVE_NAME}."):
                lines.append(lost_resume_text())  # "the file" alone: which one?
            lines.append(_note_text(code, params))
            if moved is not None:
                lines.append(moved_aside_text(moved.name))
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Saved files"))
        box.setText(
            QCoreApplication.translate(
                "MainWindow", "Some saved files needed attention. The app carries on."
            )
        )
        box.setInformativeText("\n".join(lines))

    # -- Save as / Load ----------------------------------------------------------------------
    @Slot()
    def ask_save(self) -> None:
        """Game → Save as…: a named slot for the game in play."""
        if self.storage is None:
            return
        if self.host.current_ui().controller.game is None:
            self.host.show_status(error_text("no_match"), 6000)
            return
        self._open_saves_dialog("save")

    @Slot()
    def ask_load(self) -> None:
        """Game → Load…: play on from a named slot."""
        if self.storage is not None:
            self._open_saves_dialog("load")

    def _open_saves_dialog(self, mode: str) -> None:
        assert self.storage is not None
        if self.saves_dialog is not None:
            self.saves_dialog.close()
            self.saves_dialog.deleteLater()
        # lazy: imported on first use, not at start-up
        from ..dialogs.saves import SavesDialog

        dlg = SavesDialog(self.storage.saves, mode, self.host.dialog_parent())
        dlg.save_requested.connect(self.save_to_slot)
        dlg.load_requested.connect(self.load_slot)
        self.saves_dialog = dlg
        dlg.open()

    @Slot(str)
    def save_to_slot(self, name: str) -> bool:
        """Save the game in play as ``name`` (asking before replacing a slot)."""
        ui = self.host.current_ui()
        st, game = self.storage, ui.controller.game
        if st is None or game is None:
            return False
        if st.saves.slot_exists(name) and not self.host.confirm(
            QCoreApplication.translate("MainWindow", "Save match as"),
            QCoreApplication.translate(
                "MainWindow", "A saved match named “{name}” exists. Replace it?"
            ).format(name=name),
        ):
            return False
        try:
            info = st.saves.save_slot(name, game, ui.save_meta())
        except StorageError as exc:
            QMessageBox.warning(
                self.host.dialog_parent(),
                QCoreApplication.translate("MainWindow", "Save match as"),
                storage_error_text(exc.code, exc.params),
            )
            return False
        self.host.show_status(
            QCoreApplication.translate("MainWindow", "Saved as “{name}”").format(name=info.name),
            8000,
        )
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        return True

    @Slot(str)
    def load_slot(self, slot: str) -> bool:
        """Play on from a named slot.  A damaged file is moved aside (by the store) and
        explained; the app and the match in play carry on.

        Ranked means ranked: a save of a match already played past it is a take-back.
        An earlier position of the match in play makes that match practice (asked
        first, in those words); a save of a match the player left (counted as
        abandoned, its seed revealed) goes on as practice in a row of its own, the
        abandoned row staying as the player was told.  Any other save plays on as it
        was saved (:meth:`Storage.continue_loaded`)."""
        st = self.storage
        if st is None:
            return False
        result = st.saves.load_slot(slot)
        if not result.ok:
            self.show_load_problem(result)
            if self.saves_dialog is not None:
                self.saves_dialog.refresh()
            return False
        problem = self._check_loaded(result)
        if problem is not None:
            self._tell_refused(*problem)  # the slot stays as it is; the table too
            return False
        in_play = self.host.current_ui().controller
        running = self.host.match_running()
        take_back = running and same_match(in_play.game, in_play.meta, result)
        if running and not self.host.confirm(
            QCoreApplication.translate("MainWindow", "Load a saved match"),
            take_back_question() if take_back else abandon_question(),
        ):
            return False
        self.drop_pending_offer()  # its match counts as abandoned from here on
        was_practice = result.meta.practice
        if take_back:
            self._practise_in_play()
            result = replace(result, meta=replace(result.meta, practice=True))
        elif self._left_before(result):
            # A row of its own: the abandoned one stays abandoned.
            result = replace(result, meta=replace(result.meta, practice=True, stats_match_id=None))
        self.host.close_result_dialogs()
        self.host.take_table(entry_of(result.game).id).controller.play_loaded(result)
        name = result.meta.slot_name or slot
        if take_back and not was_practice:
            text = loaded_take_back_text(name)
        elif result.meta.practice and not was_practice:
            text = loaded_left_match_text(name)
        else:
            text = QCoreApplication.translate("MainWindow", "Loaded “{name}”").format(name=name)
        self.host.show_status(text, 12000)
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        self._tell_notice(result)
        return True

    def _practise_in_play(self) -> None:
        """The match in play is going back to an earlier position of its own: its row is
        practice from now on (before it is closed and continued from the save)."""
        st = self.storage
        c = self.host.current_ui().controller
        if st is None or c.meta is None or c.game is None:
            return
        try:
            c.meta = st.mark_practice(st.recall(c.game, c.meta))
        except StorageError as exc:
            c.meta = replace(c.meta, practice=True)
            self.on_storage_error(exc.code, exc.params)

    def _left_before(self, loaded: LoadResult) -> bool:
        """Was the match of ``loaded`` left (its statistics row closed as abandoned)?"""
        st = self.storage
        mid = loaded.meta.stats_match_id
        if st is None or mid is None or loaded.meta.stats_persistent != (not st.stats.in_memory):
            return False
        try:
            row = st.stats.get_match(mid)
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)
            return False
        return row is not None and row.result == "abandoned"

    def _tell_notice(self, loaded: LoadResult) -> None:
        """A save that loaded with some of its details reset (``LoadResult.repaired``:
        a seat or an opponent level this version cannot use) is told, not kept quiet."""
        if loaded.notice_code is not None:
            self.tell_problems([(loaded.notice_code, {}, None)])

    def show_load_problem(self, result: LoadResult) -> None:
        """Why a save did not load, in the player's language, and where the file went."""
        text = storage_error_text(result.error_code or "load_failed", result.error_params)
        info = moved_aside_text(result.moved_to.name) if result.moved_to is not None else ""
        self._tell_load(text, info, "loadProblem")

    # -- statistics and replay --------------------------------------------------------------
    @Slot()
    def show_statistics(self) -> None:
        """Game → Statistics…: a window of its own (non-modal), refreshed after each hand."""
        if self.storage is None:
            return
        # lazy: imported on first use, not at start-up
        from ..statistics.window import StatisticsWindow

        if self.stats_window is None:
            win = StatisticsWindow(
                self.storage.stats,
                self.host.dialog_parent(),
                game=self.host.current_ui().game_id,
                table_replays=True,
            )
            win.replay_requested.connect(self.replay_hand)
            self.stats_window = win
            for ui in self.host.uis():
                self.game_built(ui)
            self.statistics_opened.emit(win)
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    def game_built(self, ui: GameUi) -> None:
        """A game's UI is built (or the statistics window opens with it built): once the
        statistics window is open it follows the game (refreshed after its hands, its
        row forgotten on a reset)."""
        win = self.stats_window
        if win is not None:
            win.reset_done.connect(ui.controller.forget_statistics_row)
            ui.controller.hand_finished.connect(win.refresh_if_visible)

    @Slot(object)
    def replay_hand(self, row: HandRow) -> bool:
        """Show a recorded hand on the table, step by step (the match in play waits)."""
        st = self.storage
        if st is None:
            return False
        ui = self.host.ui(row.game)
        try:
            show = ui.prepare_replay(st.stats, row)
        except StorageError as exc:
            QMessageBox.warning(
                self.host.dialog_parent(),
                QCoreApplication.translate("MainWindow", "Replay"),
                storage_error_text(exc.code, exc.params),
            )
            return False
        self.host.close_result_dialogs()
        self.host.show_game(ui.game_id)  # the other table comes back after, if it has a match
        for other in self.host.uis():
            if other is not ui:
                other.controller.end_replay()
        show()
        self.host.bring_to_front()
        return True

    def close(self) -> None:
        """The window closes: so does the statistics window."""
        if self.stats_window is not None:
            self.stats_window.close()


def _note_text(code: str, params: Mapping[str, Any]) -> str:
    """A start-up warning's words; an unusable data folder is named."""
    if code == "data_dir_unavailable" and params.get("path"):
        return data_dir_unusable_text(str(params["path"]))
    if code == "data_dir_read_only" and params.get("path"):
        return data_dir_read_only_text(str(params["path"]))
    if code == "settings_not_a_file" and params.get("path"):
        return settings_unusable_text(str(params["path"]))
    if code in _LOADED_CODES:
        return error_text(code, params)
    return storage_error_text(code, params)


#: The app's own refusals of a loaded save (worded by ``error_text``).
_LOADED_CODES = frozenset({"bad_save_seat", "unknown_level"})


def same_match(game: Game | None, meta: SaveMeta | None, loaded: LoadResult) -> bool:
    """Is ``loaded`` a save of the match ``game`` (recorded as ``meta``)?  The same
    commitment (seed and salt) says so, or, for a save without one, the same row of the
    statistics."""
    if game is None or loaded.game is None:
        return False
    salt = getattr(game, "salt", None)
    if salt is not None and type(game) is type(loaded.game):
        return bool(
            salt == getattr(loaded.game, "salt", None)
            and getattr(game, "seed", None) == getattr(loaded.game, "seed", None)
        )
    mid = meta.stats_match_id if meta is not None else None
    return mid is not None and mid == loaded.meta.stats_match_id


def abandon_question() -> str:
    """Load… over a match in play: another match takes its place."""
    return QCoreApplication.translate(
        "MainWindow",
        "A match is in play. Load the saved one instead? The match in play counts as abandoned.",
    )


def take_back_question() -> str:
    """Load… of an earlier position of the match in play: a take-back."""
    return QCoreApplication.translate(
        "MainWindow",
        "This is an earlier position of the match in play. Go back to it? The match then "
        "counts as practice: it leaves the ranked statistics.",
    )


def loaded_take_back_text(name: str) -> str:
    """The status line after going back to an earlier position of the match in play."""
    return QCoreApplication.translate(
        "MainWindow", "Loaded “{name}”: back to an earlier position, the match is practice now"
    ).format(name=name)


def loaded_left_match_text(name: str) -> str:
    """The status line after loading a save of a match the player left (abandoned)."""
    return QCoreApplication.translate(
        "MainWindow",
        "Loaded “{name}”: that match was left (it stays abandoned); it goes on as practice",
    ).format(name=name)
