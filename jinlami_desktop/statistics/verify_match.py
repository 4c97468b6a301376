"""Statistics → History → Verify the deals: the check of a recorded match's fair deals.

Why from the statistics: the player who asks "was that match rigged?" asks it later,
when the save file of the match may be long gone; the statistics keep each ended
match's reveal and final save (:mod:`~jinlami_desktop.storage.stats.fairness`), and
the engine's own check (:func:`engine.fairness.verify_save`) runs on that save here —
the same check as ``python -m engine.verify SAVE.json`` and Match info…'s button.  A match
dealt from the player's words shows them and the app's secret, read from the kept save.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from engine.errors import SaveError
from engine.fairness import Verdict

from ..model.fairness import verify_text
from ..storage.stats import StatsStore
from ..storage.stats.fairness import FairnessRow
from ..ui.widgets import Retranslating
from ..words.texts import ending_name, verdict_text

__all__ = ["VerifyBox", "can_verify", "verify_recorded"]


def can_verify(row: FairnessRow | None) -> bool:
    """A recorded match can be checked once its seed and salt were revealed."""
    return row is not None and row.is_revealed


def verify_recorded(stats: StatsStore, match_id: int) -> tuple[FairnessRow, Verdict] | None:
    """The ledger row of ``match_id`` and the check of its kept save (``None``: the match
    had no commitment, or it was never revealed).  The save is inflated here, when the
    check is asked for, within the loader's size limit: one beyond it is a
    ``bad_save`` whose ``reason`` is the refusal's code (``too_large``)."""
    row = stats.fairness(match_id)
    if row is None or not can_verify(row):
        return None
    try:
        text = row.saved_text()
    except SaveError as exc:
        return row, Verdict("bad_save", params={"reason": exc.code})
    return row, verify_text(text)


class VerifyBox(Retranslating, QMessageBox):
    """The outcome of a check in words, with the commitment, seed and salt to copy."""

    def __init__(self, parent: QWidget, row: FairnessRow, verdict: Verdict) -> None:
        super().__init__(parent)
        self.setObjectName("verifyBox")
        self.row = row
        self.verdict = verdict
        self.setIcon(QMessageBox.Icon.Information if verdict.ok else QMessageBox.Icon.Warning)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.retranslate()

    def retranslate(self) -> None:
        v, row = self.verdict, self.row
        self.setWindowTitle(self.tr("Verify the deals"))
        self.setText(verdict_text(v.code, v.params, words=v.words is not None))
        details = self.tr(
            "Commitment: {commitment}\nSeed: {seed}\nSalt: {salt}\nThe match was {how}."
        ).format(
            commitment=row.commitment,
            seed=row.seed if row.seed is not None else "",
            salt=row.salt or "",
            how=ending_name(row.ended),
        )
        if v.words is not None:  # dealt from the player's words: the reveal's two parts
            details += "\n" + self.tr("Your words: {words}\nApp secret: {secret}").format(
                words=v.words, secret="" if v.secret is None else v.secret
            )
        self.setInformativeText(details)
