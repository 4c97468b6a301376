"""New match's words field: the app's commitment first, then the player's own words.

Why a box of its own: the order is the point (docs/RULES.md D3).  The app draws its
secret and salt (:func:`~jinlami_desktop.model.fairness.fresh_pledge`) when the dialog
is first shown and shows the commitment to them; only then is the words field enabled,
so the words are typed after the app has bound itself.  The match seed is then the hash
of the secret and the words: the app could not know the words, nor the player the
secret.  An empty field deals as before (from the seed field, or at random); a seed
typed in the seed field deals by itself, so the words field is off while it holds one.
Bad words (only spaces, too long, a control character) are said under the field in the
player's language and keep the dialog from being accepted.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from engine.errors import RulesError
from engine.fairness import MAX_WORDS, Pledge, check_words

from ..model.fairness import DealWords, fresh_pledge
from ..ui.widgets import Retranslating
from ..words.texts import error_text

__all__ = ["DealWordsBox"]


class DealWordsBox(Retranslating, QWidget):
    """The commitment, the words field and what is wrong with the words, if anything."""

    #: The words changed (their problem, if any, may have too).
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dealWordsBox")
        self.pledge: Pledge | None = None  # drawn by commit(), when the dialog shows
        self._seed_given = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.heading = QLabel(self)
        self.heading.setObjectName("dealWordsHeading")
        self.heading.setWordWrap(True)
        self.commitment_label = QLabel(self)
        self.commitment_label.setObjectName("dealWordsCommitment")
        self.commitment_label.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.commitment_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.words = QLineEdit(self)
        self.words.setObjectName("dealWordsEdit")
        self.words.setEnabled(False)  # until the commitment is on show
        self.heading.setBuddy(self.words)  # the field's accessible name is the heading's
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("dealWordsProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        self.problem_label.hide()
        for w in (self.heading, self.commitment_label, self.words, self.problem_label):
            layout.addWidget(w)
        self.words.textChanged.connect(self._words_changed)
        self.retranslate()

    # -- the order: the commitment, then the words ------------------------------------------
    def commit(self, pledge: Pledge | None = None) -> None:
        """Draw the app's secret and salt (``pledge``: given, for tests) and show their
        commitment; only then can the words be typed.  Once per dialog: the commitment on
        show is the one the words are mixed with."""
        if self.pledge is not None:
            return
        self.pledge = pledge or fresh_pledge()
        self.retranslate()  # the commitment on show first …
        self._update_enabled()  # … then the field

    def set_seed_given(self, given: bool) -> None:
        """A seed typed in the seed field deals by itself: the words are off meanwhile."""
        self._seed_given = given
        self._update_enabled()
        self._show_problem()

    def _update_enabled(self) -> None:
        self.words.setEnabled(self.pledge is not None and not self._seed_given)

    # -- what was typed ---------------------------------------------------------------------
    def in_use(self) -> bool:
        """Are words being given (the field on and not empty)?"""
        return self.words.isEnabled() and self.words.text() != ""

    def problem(self) -> tuple[str, dict[str, Any]] | None:
        """What is wrong with the words typed (a code and its params), ``None`` if nothing
        is (or none are typed)."""
        if not self.in_use():
            return None
        try:
            check_words(self.words.text())
        except RulesError as exc:
            return exc.code, dict(exc.params)
        return None

    def chosen(self) -> DealWords | None:
        """The words to deal from, with the commitment shown; ``None``: no words (or bad
        ones: the dialog is not accepted then)."""
        if self.pledge is None or not self.in_use() or self.problem() is not None:
            return None
        return DealWords(self.pledge, check_words(self.words.text()))

    def _words_changed(self) -> None:
        self._show_problem()
        self.changed.emit()

    def _show_problem(self) -> None:
        problem = self.problem()
        self.problem_label.setVisible(problem is not None)
        self.problem_label.setText("" if problem is None else error_text(*problem))

    def retranslate(self) -> None:
        self.heading.setText(
            self.tr("Your words for the deal (optional), typed after the app's commitment:")
        )
        if self.pledge is None:
            self.commitment_label.setText("")
            self.commitment_label.hide()
        else:
            self.commitment_label.setText(self.pledge.commitment)
            self.commitment_label.setAccessibleName(
                self.tr("The app's commitment: {commitment}").format(
                    commitment=self.pledge.commitment
                )
            )
            self.commitment_label.setToolTip(
                self.tr(
                    "The app has committed to its secret before you type: this is its "
                    "SHA-256. The seed will be the hash of that secret and your words, so "
                    "neither you nor the app alone chooses the deal."
                )
            )
            self.commitment_label.show()
        self.words.setPlaceholderText(self.tr("e.g. plum blossom"))
        self.words.setToolTip(
            self.tr(
                "Up to {limit} characters, mixed with the app's secret into the seed; "
                "both are shown when the match ends. Leave empty to deal as usual."
            ).format(limit=MAX_WORDS)
        )
        self._show_problem()
