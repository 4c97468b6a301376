"""Moving cards smoothly, at the speed the player chose (off / fast / normal / slow).

Why a helper: every card movement (deal, draw, discard, snap-back after an illegal
drop, bot moves) goes through :func:`move_item`, so the speed setting and "off" are
honoured everywhere, and a new movement always replaces an unfinished one.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation
from PySide6.QtWidgets import QGraphicsObject

from ..model.pacing import duration_ms

__all__ = ["duration_ms", "move_item"]


def move_item(item: QGraphicsObject, target: QPointF, ms: int) -> QPropertyAnimation | None:
    """Animate ``item`` to ``target``; jump at once when ``ms`` is 0 or it is already there.

    Each item keeps one animation object (a child of the item), reused for every move.
    """
    anim = getattr(item, "_move_anim", None)
    if isinstance(anim, QPropertyAnimation):
        anim.stop()
    if ms <= 0 or (item.pos() - target).manhattanLength() < 0.5:
        item.setPos(target)
        return None
    if not isinstance(anim, QPropertyAnimation):
        anim = QPropertyAnimation(item, b"pos", item)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        item._move_anim = anim  # type: ignore[attr-defined]
    anim.setDuration(ms)
    anim.setStartValue(item.pos())
    anim.setEndValue(target)
    anim.start()
    return anim


def is_moving(item: QGraphicsObject) -> bool:
    anim = getattr(item, "_move_anim", None)
    return isinstance(anim, QPropertyAnimation) and (
        anim.state() == QPropertyAnimation.State.Running
    )
