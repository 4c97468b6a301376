"""The figures of the statistics window in the player's locale: counts, one-decimal
means and percentages, a dash where there is no figure.

Why a module of its own: the statistics window and its accuracy page both write them,
and the page is imported only when the window is built (start-up stays light); kept
here, neither file imports the other for them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

__all__ = ["DASH", "decimal_text", "number_text", "percent_text"]

#: What a cell says where there is no figure (no hand of that kind yet).
DASH = "—"


def number_text(n: int) -> str:
    """A count, with the locale's digit grouping."""
    return QLocale().toString(n)


def decimal_text(x: float | None) -> str:
    """A mean to one decimal, or the dash."""
    if x is None:
        return DASH
    return QLocale().toString(x, "f", 1)


def percent_text(x: float | None) -> str:
    """A percentage (0–100) to one decimal, or the dash."""
    if x is None:
        return DASH
    return QCoreApplication.translate("StatisticsWindow", "{value} %").format(
        value=QLocale().toString(x, "f", 1)
    )
