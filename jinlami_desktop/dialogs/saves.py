"""Saved matches: the start-up resume prompt and the Save/Load dialog.

Why the dialogs only read headers: :class:`~jinlami_desktop.storage.saves.SaveInfo` is
read from a save's JSON without replaying it, so listing many slots is instant and a
damaged file can still be listed (greyed, with the reason).  Loading, saving and the
statistics bookkeeping are the main window's and the controller's business; these
dialogs report what the player chose.

A save of a game that seats 2–4 (``SaveInfo.multi_seat``) is worded by its table ("Rummy
· 4 players · first to 100") and every seat's score, the player's first ("You 35, Hard
20, Easy 0, Medium 10"); a duel by its rules, mode and score.  What differs between games
(the name of a rule preset, of a bot's seat) the game's registry entry words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import find, game_name, rules_name
from ..storage.saves import SaveInfo, SaveStore
from ..ui.dialog_scale import TableScale
from ..ui.widgets import Retranslating, button_box, read_only_table
from ..words.texts import (
    date_text,
    level_name,
    mode_name,
    opponents_text,
    players_text,
    storage_error_text,
)

__all__ = ["ResumeDialog", "SavesDialog", "save_fields", "save_summary", "seats_table_text"]


class SaveFields:
    """Translation context of the save descriptions: ``SaveFields.tr`` (never instantiated;
    lupdate takes the ``SaveFields.`` of the call as the context)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def score_text(info: SaveInfo) -> str:
    if info.multi_seat:
        return seat_scores_text(info)
    if len(info.scores) != 2:
        return "–"
    return SaveFields.tr("{mine} : {theirs}").format(mine=info.scores[0], theirs=info.scores[1])


def seat_scores_text(info: SaveInfo) -> str:
    """Every seat's score, the player's first; a 拉米纸牌 seat by where it sits, as the
    table names it ("You 35, West (Hard) 20, North (Easy) 0": two bots of one level
    were two "Medium 0" that said nothing of which was which)."""
    if not info.scores:
        return "–"
    n = len(info.scores)
    seat = info.seat if 0 <= info.seat < n else 0
    order = [seat, *(i for i in range(n) if i != seat)]
    others = iter(info.opponents)
    game = find(info.game) if info.multi_seat else None
    parts = []
    for i in order:
        if i == seat:
            name = SaveFields.tr("You")
        else:
            level = next(others, "").split("#", 1)[0]
            seat_name = game.save_seat_name(n, i - seat, level or "medium") if game else None
            if seat_name is not None:
                name = seat_name
            else:
                name = level_name(level) if level else SaveFields.tr("Bot")
        parts.append(SaveFields.tr("{name} {score}").format(name=name, score=info.scores[i]))
    return SaveFields.tr(", ").join(parts)


def seats_table_text(info: SaveInfo) -> str:
    """A save of a game that seats 2–4: its table ("Rummy · 4 players · first to 100")."""
    if info.target is None:
        return SaveFields.tr("{game} · {players}").format(
            game=game_name(info.game), players=players_text(info.players)
        )
    return SaveFields.tr("{game} · {players} · first to {target}").format(
        game=game_name(info.game), players=players_text(info.players), target=info.target
    )


def save_summary(info: SaveInfo) -> str:
    """A save in one line, for lists and prompts.

    Seated games: "Rummy · 4 players · first to 100 · You 35, Hard 20, …"; a duel: its
    rules, mode and score."""
    if info.multi_seat:
        return SaveFields.tr("{table} · {scores}").format(
            table=seats_table_text(info), scores=seat_scores_text(info)
        )
    return SaveFields.tr("{game} · {rules} · {mode} · {score}").format(
        game=game_name(info.game),
        rules=rules_name(info.game, info.rules or "custom"),
        mode=mode_name(info.mode),
        score=score_text(info),
    )


def save_fields(info: SaveInfo) -> list[tuple[str, str]]:
    """(label, value) rows describing a save: date, rules, mode, opponents, score."""
    if info.multi_seat:
        return _seat_fields(info)
    rows = [
        (SaveFields.tr("Saved:"), date_text(info.updated)),
        (SaveFields.tr("Rules:"), rules_name(info.game, info.rules or "custom")),
        (SaveFields.tr("Mode:"), mode_name(info.mode)),
        (SaveFields.tr("Opponents:"), opponents_text(info.opponents)),
        (SaveFields.tr("Score (you : opponents):"), score_text(info)),
    ]
    return rows + _progress_fields(info)


def _seat_fields(info: SaveInfo) -> list[tuple[str, str]]:
    rows = [
        (SaveFields.tr("Saved:"), date_text(info.updated)),
        (SaveFields.tr("Game:"), seats_table_text(info)),
        (SaveFields.tr("Opponents:"), opponents_text(info.opponents)),
        (SaveFields.tr("Scores:"), seat_scores_text(info)),
    ]
    return rows + _progress_fields(info)


def _progress_fields(info: SaveInfo) -> list[tuple[str, str]]:
    """The rows both games' saves end with: hands played, and practice if it is."""
    rows = []
    if info.hands_played is not None:
        rows.append(
            (SaveFields.tr("Hands played:"), SaveFields.tr("%n hand(s)", "", info.hands_played))
        )
    if info.practice:
        rows.append(
            (SaveFields.tr("Kind:"), SaveFields.tr("Practice (a hint or take-back was used)"))
        )
    return rows


class ResumeDialog(Retranslating, QDialog):
    """Offers the match a previous session left unfinished: Resume, New match or Later.

    ``choice`` is ``"resume"``, ``"new"`` or ``"later"`` (closing the dialog = later:
    nothing is decided and the match is offered again).
    """

    def __init__(self, info: SaveInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resumeDialog")
        self.info = info
        self.choice = "later"
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        layout.addWidget(self.title)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.form = QFormLayout()
        self.form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        layout.addLayout(self.form)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("resumeNote")
        layout.addWidget(self.note)
        role = QDialogButtonBox.ButtonRole
        self.buttons, (self.resume_button, self.new_button, self.later_button) = button_box(
            self,
            ("resumeButton", role.AcceptRole, self._resume),
            ("newMatchButton", role.DestructiveRole, self._new),
            ("laterButton", role.RejectRole, self.reject),
        )
        self.resume_button.setDefault(True)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.retranslate()
        self.table_scale = TableScale(self)  # words as large as the table's

    def _resume(self) -> None:
        self.choice = "resume"
        self.accept()

    def _new(self) -> None:
        self.choice = "new"
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Unfinished match"))
        self.title.setText(self.tr("Resume your unfinished match?"))
        self.text.setText(
            self.tr("The last session ended in the middle of this match. It was saved exactly.")
        )
        while self.form.rowCount():
            self.form.removeRow(0)
        for label, value in save_fields(self.info):
            v = QLabel(value, self)
            v.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(label, v)
        self.note.setText(
            self.tr(
                "A new match counts this one as abandoned (never as a loss). "
                "Later keeps it for the next start or for Game → Resume."
            )
        )
        self.resume_button.setText(self.tr("&Resume"))
        self.new_button.setText(self.tr("&New match"))
        self.later_button.setText(self.tr("&Later"))


class SavesDialog(Retranslating, QDialog):
    """Game → Save as… / Load…: the named slots with date, rules, mode, opponents, score.

    Emits ``save_requested(name)`` or ``load_requested(slot)``; the window does the work
    and calls :meth:`refresh`.  Deleting asks first and is done here (it touches only the
    slot the player picked).
    """

    save_requested = Signal(str)
    load_requested = Signal(str)
    COLUMNS = ("name", "saved", "rules", "mode", "opponents", "hands", "score")

    def __init__(self, saves: SaveStore, mode: str = "load", parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("savesDialog")
        self.saves = saves
        self.mode = mode
        self.infos: list[SaveInfo] = []
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = read_only_table(self, len(self.COLUMNS), "slotTable", stretch=0)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.table.itemDoubleClicked.connect(self._double_clicked)
        layout.addWidget(self.table, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("noSlots")
        layout.addWidget(self.empty)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.detail.setObjectName("slotDetail")
        layout.addWidget(self.detail)
        name_row = QHBoxLayout()
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("slotName")
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.setMaxLength(80)
        self.name_edit.textChanged.connect(self._update_buttons)
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        layout.addLayout(name_row)
        role = QDialogButtonBox.ButtonRole
        self.buttons, (self.action_button, self.delete_button, self.close_button) = button_box(
            self,
            ("slotActionButton", role.AcceptRole, self._act),
            ("deleteSlotButton", role.ActionRole, self.delete_selected),
            ("", role.RejectRole, self.reject),
        )
        self.action_button.setDefault(True)
        layout.addWidget(self.buttons)
        for w in (self.name_label, self.name_edit):
            w.setVisible(mode == "save")
        self.resize(980, 480)
        self.retranslate()
        self.refresh()
        # words and the opening size as large as the table's
        self.table_scale = TableScale(self, opening=QSize(980, 480))
        if mode == "save":
            self.name_edit.setFocus()  # Save as… is answered by typing a name

    # -- content -----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Re-read the slots (after a save, a delete, or a damaged file moved aside)."""
        self.infos = self.saves.list_slots()
        self.table.setRowCount(len(self.infos))
        for row, info in enumerate(self.infos):
            values = self._row_values(info)
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                if info.error is not None:
                    item.setForeground(self.palette().placeholderText())
                    item.setToolTip(storage_error_text(info.error))
                self.table.setItem(row, col, item)
        self.empty.setVisible(not self.infos)
        self._selection_changed()

    def _row_values(self, info: SaveInfo) -> list[str]:
        if info.error is not None:
            # The reason is in the tooltip and under the list: a long sentence here
            # would push the other columns out of sight.
            damaged = self.tr("Damaged file")
            return [info.name, date_text(info.updated), damaged, "", "", "", ""]
        mode = mode_name(info.mode)
        if info.multi_seat and info.target is not None:
            mode = self.tr("First to {target}").format(target=info.target)
        if info.practice:
            mode = self.tr("{mode} (practice)").format(mode=mode)
        rules = rules_name(info.game, info.rules or "custom")
        if info.multi_seat:
            rules = self.tr("{game} · {players}").format(
                game=game_name(info.game), players=players_text(info.players)
            )
        return [
            info.name,
            date_text(info.updated),
            rules,
            mode,
            opponents_text(info.opponents),
            "" if info.hands_played is None else str(info.hands_played),
            score_text(info),
        ]

    def selected(self) -> SaveInfo | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        i = rows[0].row()
        return self.infos[i] if 0 <= i < len(self.infos) else None

    def select_slot(self, slot: str) -> bool:
        """Select the row of ``slot`` (tests and the window after a save)."""
        for i, info in enumerate(self.infos):
            if info.slot == slot:
                self.table.selectRow(i)
                return True
        return False

    def _selection_changed(self) -> None:
        info = self.selected()
        if info is not None and info.error is not None:
            self.detail.setText(
                self.tr("This file cannot be used: {reason}").format(
                    reason=storage_error_text(info.error)
                )
            )
        else:
            self.detail.setText("")
        self.detail.setVisible(bool(self.detail.text()))
        if self.mode == "save" and info is not None and info.error is None:
            self.name_edit.setText(info.name)  # (a damaged file is never written over)
        self._update_buttons()

    def _update_buttons(self) -> None:
        info = self.selected()
        self.delete_button.setEnabled(info is not None)
        if self.mode == "save":
            self.action_button.setEnabled(bool(self.name_edit.text().strip()))
        else:
            self.action_button.setEnabled(info is not None)

    # -- actions -----------------------------------------------------------------------------
    def _double_clicked(self, item: QTableWidgetItem) -> None:
        self._act()

    def _act(self) -> None:
        if self.mode == "save":
            name = self.name_edit.text().strip()
            if name:
                self.save_requested.emit(name)
            return
        info = self.selected()
        if info is not None:
            self.load_requested.emit(info.slot)

    def delete_selected(self) -> bool:
        """Delete the chosen slot after asking; returns whether it was deleted."""
        info = self.selected()
        if info is None:
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Delete saved match"),
            self.tr("Delete “{name}”? This cannot be undone.").format(name=info.name),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        # lazy: imported on first use, not at start-up
        from ..storage.errors import StorageError

        try:
            self.saves.delete_slot(info.slot)
        except StorageError as exc:
            QMessageBox.warning(
                self, self.tr("Delete saved match"), storage_error_text(exc.code, exc.params)
            )
            return False
        self.refresh()
        return True

    def retranslate(self) -> None:
        save = self.mode == "save"
        self.setWindowTitle(self.tr("Save match as") if save else self.tr("Load a saved match"))
        self.heading.setText(
            self.tr("Give the saved match a name, or pick a slot to replace.")
            if save
            else self.tr("Pick a saved match to play on from where it was saved.")
        )
        headers = {
            "name": self.tr("Name"),
            "saved": self.tr("Saved"),
            "rules": self.tr("Rules"),
            "mode": self.tr("Mode"),
            "opponents": self.tr("Opponents"),
            "hands": self.tr("Hands played"),
            "score": self.tr("Score (yours first)"),  # a duel's pair or every seat
        }
        self.table.setHorizontalHeaderLabels([headers[c] for c in self.COLUMNS])
        self.table.setAccessibleName(self.tr("Saved matches"))
        self.empty.setText(self.tr("No saved matches yet."))
        self.name_label.setText(self.tr("Name:"))
        self.action_button.setText(self.tr("&Save") if save else self.tr("&Load"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.close_button.setText(self.tr("Close"))
        if self.infos:
            self.refresh()
