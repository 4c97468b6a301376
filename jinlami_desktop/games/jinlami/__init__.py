"""金拉米 in the app, one folder: :class:`JinlamiUi` (``window.py``) bundles the
controller, table scene, side panel, knock and result dialogs, replayer, new-match page
and rules-help section.

The class is imported on first use (``from jinlami_desktop.games.jinlami import
JinlamiUi``), so that importing one of the folder's modules imports no others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .window import JinlamiUi

__all__ = ["JinlamiUi"]


def __getattr__(name: str) -> object:
    if name == "JinlamiUi":
        from .window import JinlamiUi

        return JinlamiUi
    raise AttributeError(name)
