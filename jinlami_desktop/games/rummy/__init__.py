"""拉米纸牌 (Rummy, 2–4 players) in the app, one folder: :class:`RummyUi`
(``window.py``) bundles the controller, table scene, score panel, result dialog,
replayer, new-match page and rules-help section.

The pieces talk through :mod:`.snapshot` only, as the 金拉米 table does through
``controller.JinlamiSnapshot``: the scene draws snapshots and emits requests, the controller
checks requests against the engine and broadcasts snapshots.  The class is imported on
first use, so that importing one of the folder's modules imports no others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .window import RummyUi

__all__ = ["RummyUi"]


def __getattr__(name: str) -> object:
    if name == "RummyUi":
        from .window import RummyUi

        return RummyUi
    raise AttributeError(name)
