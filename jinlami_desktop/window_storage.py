"""The main window's storage commands: the start-up protocol (storage warnings, the
resume offer), Game → Save as… / Load… / Resume unfinished match, Statistics…, and the
replay of a recorded hand.

:class:`WindowStorageMixin` is one of :class:`~jinlami_desktop.main_window.MainWindow`'s
bases and is never used alone: its methods run with ``self`` the window (its
``storage``, both controllers, the menus' actions, the status line).  A save or the
resumable autosave is routed to the controller of its own game.  The words are
translated in the ``MainWindow`` context, like the window's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer, Slot
from PySide6.QtWidgets import QMessageBox

from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyState

from .dialogs.saves import ResumeDialog, SavesDialog
from .storage.errors import StorageError
from .texts import error_text, moved_aside_text, storage_error_text

if TYPE_CHECKING:
    from .games.jinlami.controller import MatchSetup
    from .games.rummy.snapshot import RummySetup
    from .storage.saves import LoadResult
    from .storage.stats import HandRow

    AnySetup = MatchSetup | RummySetup

__all__ = ["WindowStorageMixin", "game_of"]


def game_of(loaded: LoadResult) -> str:
    """The game a loaded save or autosave holds: ``"jinlami"`` or ``"rummy"``."""
    return "rummy" if isinstance(loaded.game, (RummyMatch, RummyState)) else "jinlami"


class WindowStorageMixin:
    """The window's saves, resume, statistics and replay commands (a base of
    ``MainWindow``)."""

    # -- the offer put off ---------------------------------------------------------------
    def _drop_pending_offer(self) -> None:
        """A new game replaces the match put off at start-up: it counts as abandoned."""
        offer, self.pending_offer = self.pending_offer, None
        self.resume_action.setEnabled(False)
        if offer is None or self.storage is None:
            return
        try:
            self.storage.decline_resume(offer)
        except StorageError as exc:
            self.on_storage_error(exc.code, exc.params)

    # -- start-up: warnings and the resume offer -----------------------------------------
    def start_session(self, setup: AnySetup, unattended: bool = False, defer: bool = False) -> None:
        """What the app does once the window is shown: tell the storage warnings, offer
        to resume an unfinished match, otherwise start ``setup``.

        ``unattended`` (``--smoke``/``--screenshot``) never asks: an unfinished match is
        declined (counted as abandoned; its finished hands stay recorded) and a new
        match starts, so every ``--smoke`` run records exactly one more hand.
        ``defer``: ask from inside the event loop (the app), so that quitting while the
        modal prompt is up ends the application instead of only the prompt.
        """
        st = self.storage
        notes: list[tuple[str, Mapping[str, Any], Path | None]] = []
        offer: LoadResult | None = None
        if st is not None:
            for code in st.warnings():
                notes.append((code, {}, st.stats.moved_to if code == "stats_corrupt" else None))
            try:
                offer = st.resume_offer()
            except StorageError as exc:
                notes.append((exc.code, exc.params, None))
            if offer is not None and not offer.ok:
                code = offer.error_code or "load_failed"
                notes.append((code, offer.error_params, offer.moved_to))
                offer = None
        if offer is None:
            self.start_match(setup)
        elif unattended:
            self.pending_offer = offer
            self.start_match(setup)  # declines the offer first
        elif defer:
            self._deferred = (offer, setup)
            QTimer.singleShot(0, self._answer_deferred_offer)
        else:
            self._answer_offer(offer, setup)
        # Last, so that the warning stays in the status line.
        self.tell_problems(notes, dialog=not unattended)

    @Slot()
    def _answer_deferred_offer(self) -> None:
        deferred, self._deferred = self._deferred, None
        if deferred is not None:
            self._answer_offer(*deferred)

    def _answer_offer(self, offer: LoadResult, setup: AnySetup) -> None:
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.resume(offer)
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Welcome back: the match goes on"), 8000
            )
        elif choice == "new":
            self.pending_offer = offer
            self.start_match(setup)
        else:
            self.pending_offer = offer
            self.resume_action.setEnabled(True)
            self.statusBar().showMessage(
                QCoreApplication.translate(
                    "MainWindow", "The unfinished match is kept: Game → Resume unfinished match"
                ),
                12000,
            )
            if game_of(offer) == "rummy":
                self.show_game("rummy")
                self.on_rummy_snapshot(self.rummy.snapshot())
            else:
                self.on_snapshot(self.controller.snapshot())  # an empty table, panel says why

    def resume(self, offer: LoadResult) -> None:
        """Resume the offered autosave with the controller of its game."""
        if self._take_table(game_of(offer)) == "rummy":
            self.rummy.resume(offer)
        else:
            self.controller.resume(offer)

    def ask_resume(self, offer: LoadResult) -> str:
        """The resume prompt (modal): ``"resume"``, ``"new"`` or ``"later"``."""
        assert self.storage is not None
        info = self.storage.saves.read_info(offer.path)
        dlg = ResumeDialog(info, self)
        self.resume_dialog = dlg
        dlg.exec()
        self.resume_dialog = None
        choice = dlg.choice
        dlg.deleteLater()
        return choice

    @Slot()
    def ask_resume_pending(self) -> None:
        """Game → Resume unfinished match: the offer put off at start-up, asked again."""
        offer = self.pending_offer
        if offer is None:
            return
        choice = self.ask_resume(offer)
        if choice == "resume":
            self.pending_offer = None
            self.resume_action.setEnabled(False)
            self.resume(offer)
        elif choice == "new":
            self.ask_new_match()

    def tell_problems(
        self, notes: list[tuple[str, Mapping[str, Any], Path | None]], dialog: bool = True
    ) -> None:
        """Storage warnings, once: in the status line, and (attended) in a non-modal box."""
        if not notes:
            return
        self.statusBar().showMessage(storage_error_text(notes[0][0], notes[0][1]), 15000)
        if not dialog:
            return
        box = QMessageBox(self)
        box.setObjectName("storageWarning")
        box.setIcon(QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        self.warning_box = box
        self._warning_notes = list(notes)
        self._word_warning_box()
        box.show()

    def _word_warning_box(self) -> None:
        """The storage warning's words (again after a language switch)."""
        box = self.warning_box
        if box is None:
            return
        lines = []
        for code, params, moved in self._warning_notes:
            lines.append(storage_error_text(code, params))
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
        if self.active_game() is None:
            self.statusBar().showMessage(error_text("no_match"), 6000)
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
        dlg = SavesDialog(self.storage.saves, mode, self)
        dlg.save_requested.connect(self.save_to_slot)
        dlg.load_requested.connect(self.load_slot)
        self.saves_dialog = dlg
        dlg.open()

    @Slot(str)
    def save_to_slot(self, name: str) -> bool:
        """Save the game in play as ``name`` (asking before replacing a slot)."""
        st, game = self.storage, self.active_game()
        if st is None or game is None:
            return False
        if st.saves.slot_exists(name) and not self._confirm(
            QCoreApplication.translate("MainWindow", "Save match as"),
            QCoreApplication.translate(
                "MainWindow", "A saved match named “{name}” exists. Replace it?"
            ).format(name=name),
        ):
            return False
        from .storage.saves import SaveMeta

        if self.game_kind == "rummy":
            meta = self.rummy.meta or SaveMeta(opponents=self.rummy.setup.opponents)
        else:
            meta = self.controller.meta or SaveMeta(opponents=(self.controller.setup.opponent,))
        try:
            info = st.saves.save_slot(name, game, meta)  # type: ignore[arg-type]
        except StorageError as exc:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("MainWindow", "Save match as"),
                storage_error_text(exc.code, exc.params),
            )
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Saved as “{name}”").format(name=info.name),
            8000,
        )
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        return True

    @Slot(str)
    def load_slot(self, slot: str) -> bool:
        """Play on from a named slot.  A damaged file is moved aside (by the store) and
        explained; the app and the match in play carry on."""
        st = self.storage
        if st is None:
            return False
        if self.match_running() and not self._confirm(
            QCoreApplication.translate("MainWindow", "Load a saved match"),
            QCoreApplication.translate(
                "MainWindow",
                "A match is in play. Load the saved one instead? "
                "The match in play counts as abandoned.",
            ),
        ):
            return False
        result = st.saves.load_slot(slot)
        if not result.ok:
            self.show_load_problem(result)
            if self.saves_dialog is not None:
                self.saves_dialog.refresh()
            return False
        self._drop_pending_offer()
        self._close_result_dialogs()
        if self._take_table(game_of(result)) == "rummy":
            self.rummy.play_loaded(result)
        else:
            self.controller.play_loaded(result)
        name = result.meta.slot_name or slot
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Loaded “{name}”").format(name=name), 8000
        )
        if self.saves_dialog is not None:
            self.saves_dialog.accept()
        return True

    def show_load_problem(self, result: LoadResult) -> None:
        """Why a save did not load, in the player's language, and where the file went."""
        text = storage_error_text(result.error_code or "load_failed", result.error_params)
        info = moved_aside_text(result.moved_to.name) if result.moved_to is not None else ""
        self.statusBar().showMessage(text, 12000)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            QCoreApplication.translate("MainWindow", "Load a saved match"),
            text,
            parent=self,
        )
        box.setObjectName("loadProblem")
        if info:
            box.setInformativeText(info)
        box.exec()

    # -- statistics and replay --------------------------------------------------------------
    @Slot()
    def show_statistics(self) -> None:
        """Game → Statistics…: a window of its own (non-modal), refreshed after each hand."""
        if self.storage is None:
            return
        from .dialogs.statistics import StatisticsWindow

        if self.stats_window is None:
            win = StatisticsWindow(self.storage.stats, self, game=self.game_kind, rummy_replay=True)
            win.replay_requested.connect(self.replay_hand)
            win.reset_done.connect(self.controller.forget_statistics_row)
            win.reset_done.connect(self.rummy.forget_statistics_row)
            self.controller.hand_finished.connect(win.refresh_if_visible)
            self.rummy.hand_finished.connect(win.refresh_if_visible)
            self.stats_window = win
        self.stats_window.refresh()
        self.stats_window.show()
        self.stats_window.raise_()

    @Slot(object)
    def replay_hand(self, row: HandRow) -> bool:
        """Show a recorded hand on the table, step by step (the match in play waits)."""
        st = self.storage
        if st is None:
            return False
        rummy = getattr(row, "is_rummy", False)
        try:
            if rummy:
                rummy_replay = st.stats.rummy_hand_actions(row.id)
            else:
                replay = st.stats.hand_actions(row.id)
        except StorageError as exc:
            QMessageBox.warning(
                self,
                QCoreApplication.translate("MainWindow", "Replay"),
                storage_error_text(exc.code, exc.params),
            )
            return False
        self._close_result_dialogs()
        if rummy:
            self.show_game("rummy")  # the 金拉米 table comes back after, if it has a match
            self.controller.end_replay()
            levels = (row.opponent_level,) * (row.players - 1)
            self.rummy.start_replay(rummy_replay, levels, number=row.number)
        else:
            self.show_game("jinlami")  # the Rummy table comes back after, if it has a match
            self.rummy.end_replay()
            self.controller.start_replay(replay, opponent=row.opponent_level, number=row.number)
        self.raise_()
        self.activateWindow()
        return True
