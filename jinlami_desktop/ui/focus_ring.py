"""A ring around the control with the keyboard focus, in every window of the app.

Why: the Fusion style marks a focused button or box with a one-pixel tint of its frame,
which is hard to see at 1920×1080 and easy to miss in a dialog of several buttons; a
player on the keyboard must always see where the next key goes.  One ring widget
follows ``QApplication.focusChanged``: it lies over the focused widget's parent, a few
pixels larger than the widget, takes no mouse and no focus, and paints only its outline.
A widget that draws its focus itself (the card table draws the focused card,
``draws_own_focus = True``) gets no ring.
"""

from __future__ import annotations

from typing import Final

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, Slot
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QSplitter, QWidget

__all__ = ["FocusRing", "FocusRings", "install_focus_rings", "installed_rings"]

#: The object name of the application's one :class:`FocusRings`.
RINGS_NAME: Final = "focusRings"
#: How far the ring lies outside the focused widget, in pixels.
MARGIN: Final = 3
WIDTH: Final = 2.0
#: The target's events that move the ring (the filter sees every event of the target).
_PLACE_ON: Final = frozenset(
    (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)
)


class FocusRing(QWidget):
    """The outline itself: transparent, under no mouse, never focused."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("focusRing")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        color = QColor(self.palette().highlight().color())
        painter.setPen(QPen(color, WIDTH))
        half = WIDTH / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)


class FocusRings(QObject):
    """Keeps one :class:`FocusRing` around whatever has the keyboard focus."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName(RINGS_NAME)
        self.ring: FocusRing | None = None
        self.target: QWidget | None = None
        app.focusChanged.connect(self.follow)

    def uninstall(self) -> None:
        """No more ring (tests put the app back as it was)."""
        app = self.parent()
        if isinstance(app, QApplication):
            app.focusChanged.disconnect(self.follow)
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        if self.ring is not None and shiboken6.isValid(self.ring):
            self.ring.deleteLater()
        self.ring = self.target = None
        self.setParent(None)
        self.deleteLater()

    @staticmethod
    def wants_ring(widget: QWidget | None) -> bool:
        """A focused child widget that does not draw its own focus."""
        parent = widget.parentWidget() if widget is not None else None
        return (
            widget is not None
            and parent is not None
            and not widget.isWindow()
            and not isinstance(parent, QSplitter)  # it would take the ring for a pane
            and not getattr(widget, "draws_own_focus", False)
        )

    @Slot(QWidget, QWidget)
    def follow(self, old: QWidget | None, new: QWidget | None) -> None:
        """The focus moved from ``old`` to ``new``: the ring goes with it (or hides)."""
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        self.target = new if self.wants_ring(new) else None
        ring = self.ring if self.ring is not None and shiboken6.isValid(self.ring) else None
        if self.target is None:
            if ring is not None:
                ring.hide()
            return
        parent = self.target.parentWidget()
        if ring is None:
            ring = self.ring = FocusRing(parent)
        elif ring.parentWidget() is not parent:
            ring.setParent(parent)
        self.target.installEventFilter(self)
        self.place()

    def place(self) -> None:
        """Lay the ring around the target, above its siblings; hidden with the target."""
        ring, target = self.ring, self.target
        if ring is None or target is None or not shiboken6.isValid(ring):
            return
        if not target.isVisible():
            ring.hide()
            return
        ring.setGeometry(target.geometry().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN))
        ring.show()
        ring.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.target and event.type() in _PLACE_ON:
            self.place()
        return False


def installed_rings(app: QApplication) -> FocusRings | None:
    """The application's focus ring, if one is installed."""
    found = app.findChild(QObject, RINGS_NAME)  # by name: a search by type costs more
    return found if isinstance(found, FocusRings) else None


def install_focus_rings(app: QApplication) -> FocusRings:
    """The app's focus ring (made once per application)."""
    return installed_rings(app) or FocusRings(app)
