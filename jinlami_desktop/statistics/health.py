"""What the statistics window says about the state of the statistics themselves: rows
set aside as damaged, a file this session cannot record into, a read that failed.

Why in the window and not only at start-up: the player who opens Statistics… and finds
fewer matches than they played must be told why, and that nothing was deleted."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..storage.stats.quarantine import SetAside
from ..words.texts import storage_error_text

__all__ = ["StatsHealth", "health_text"]


class StatsHealth:
    """Translation context of these words: ``StatsHealth.tr`` (never instantiated;
    lupdate takes the ``StatsHealth.`` of the call as the context)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


#: Start-up warnings the window repeats: this session's figures are not kept.
_OFF = ("stats_newer_version", "stats_unknown_version", "stats_unavailable")


def health_text(warning: str | None, aside: Sequence[SetAside], failed: str | None) -> str:
    """The notice above the figures ("" when all is well): ``warning`` the store's
    start-up warning, ``aside`` the rows set aside, ``failed`` the code of a read that
    failed just now."""
    parts: list[str] = []
    if failed is not None:
        parts.append(storage_error_text(failed))
    if warning in _OFF:
        parts.append(storage_error_text(warning or ""))
    if aside:
        codes = ", ".join(sorted({a.code for a in aside}))
        parts.append(
            StatsHealth.tr(
                "%n damaged record(s) were found in the statistics and set aside "
                "(code: {codes}). They are kept in the file, not deleted; the rest of "
                "your history is shown.",
                "",
                len(aside),
            ).format(codes=codes)
        )
    return "\n".join(parts)  # one line each: the coded sentences carry no full stop
