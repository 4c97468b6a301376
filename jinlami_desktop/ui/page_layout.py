"""How a game's page of the window divides its width: the table on the left, the side
panel on the right at a width from the window's alone.

Why the window's width only: a panel as wide as its text would rescale the felt whenever
a status line grew or shrank; the labels wrap instead.  Why a module of its
own: the window's empty pages (``game_tables.GamePage``) leave the panel's room free
before any panel is built, without importing the widgets.
"""

from __future__ import annotations

from typing import Final

__all__ = ["PANEL_MAX_WIDTH", "PANEL_MIN_WIDTH", "PANEL_SHARE", "panel_width"]

PANEL_SHARE: Final = 0.2
PANEL_MIN_WIDTH: Final = 220
PANEL_MAX_WIDTH: Final = 320


def panel_width(window_width: int) -> int:
    """The side panel's width for a window ``window_width`` pixels wide."""
    return max(PANEL_MIN_WIDTH, min(PANEL_MAX_WIDTH, round(window_width * PANEL_SHARE)))
