"""Python's garbage collection, run only on the GUI thread, from the event loop.

Why: a collection frees whatever Qt objects it finds in unreachable reference cycles,
and it runs wherever an allocation crosses the threshold.  Two places crash the
interpreter: a worker thread (the hand review's), where Qt widgets must never be
deleted, and the inside of a paint, where the window being painted may be the garbage
(both seen in the tests).  So automatic collection is switched off and a timer on the
GUI thread collects, generation by generation, with the interpreter's own thresholds;
between two events nothing Qt is half-way through is on the stack.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

__all__ = ["COLLECTOR_NAME", "GuiThreadCollector", "install_collector"]

#: The collector's object name on the application (one per application).
COLLECTOR_NAME = "guiThreadCollector"
#: How often the timer looks at the counts (the interpreter's thresholds decide).
CHECK_MS = 500


class GuiThreadCollector(QObject):
    """Collects on a GUI-thread timer instead of on allocation (see the module)."""

    def __init__(self, app: QCoreApplication, interval_ms: int = CHECK_MS) -> None:
        super().__init__(app)
        self.setObjectName(COLLECTOR_NAME)
        self.thresholds = gc.get_threshold()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect the generations whose counts passed their thresholds; the number of
        unreachable objects found."""
        counts = gc.get_count()
        found = 0
        for generation in range(3):
            if counts[generation] <= self.thresholds[generation]:
                break
            found = gc.collect(generation)
        return found

    def uninstall(self) -> None:
        """Automatic collection back on, the timer stopped."""
        self._timer.stop()
        gc.enable()
        self.deleteLater()


def install_collector(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector, made on the first call."""
    found = app.findChild(GuiThreadCollector, COLLECTOR_NAME)
    return found if isinstance(found, GuiThreadCollector) else GuiThreadCollector(app)
