"""Python's garbage collection, run only on the GUI thread, from the event loop.

Why: a collection frees whatever Qt objects it finds in unreachable reference cycles,
and it runs wherever an allocation crosses the threshold.  Two places crash the
interpreter: a worker thread (the hand review's), where Qt widgets must never be
deleted, and the inside of a paint, where the window being painted may be the garbage.
So automatic collection is switched off and the GUI thread collects, generation by
generation, with the interpreter's own thresholds, when its event loop is about to wait
for the next event (the event dispatcher's ``aboutToBlock``): between two events, where
nothing Qt is half-way through is on the stack.

Why then and not on a timer: a timer would wake an idle app to look at the counts.  An
idle app allocates nothing, so it has nothing to collect; every event that allocates is
followed by the loop's next wait, where the counts are looked at (a comparison of a few
ints).  No fallback timer is needed: the app never spins events
without waiting (no ``processEvents`` loops), and a worker's allocations are looked at
when its answer, a queued signal, has been handled.

At start-up the collector is held (:meth:`GuiThreadCollector.hold`) until the first
hand is on screen: the first look would walk every object the start-up made, between
the table being built and its first frame.
"""

from __future__ import annotations

import gc
import threading

from PySide6.QtCore import QAbstractEventDispatcher, QCoreApplication, QObject, Slot

__all__ = ["COLLECTOR_NAME", "GuiThreadCollector", "install_collector"]

#: The collector's object name on the application (one per application).
COLLECTOR_NAME = "guiThreadCollector"


class GuiThreadCollector(QObject):
    """Collects when the GUI thread's event loop is about to wait, instead of on
    allocation (see the module)."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(COLLECTOR_NAME)
        self.thresholds = gc.get_threshold()
        #: Held (:meth:`hold`): nothing is collected until :meth:`release`.
        self.held = False
        self._gui_thread = threading.get_ident()
        gc.disable()
        dispatcher = QAbstractEventDispatcher.instance(app.thread())
        if dispatcher is None:  # pragma: no cover - QCoreApplication makes one
            raise RuntimeError("the application has no event dispatcher")
        self._dispatcher = dispatcher
        dispatcher.aboutToBlock.connect(self._about_to_block)

    @Slot()
    def _about_to_block(self) -> None:
        """The loop is about to wait: collect if the counts passed the thresholds."""
        self.check()

    def check(self) -> int:
        """Collect the generations whose counts passed their thresholds; the number of
        unreachable objects found.  Nothing off the GUI thread."""
        if self.held or threading.get_ident() != self._gui_thread:
            return 0
        counts = gc.get_count()
        found = 0
        for generation in range(3):
            if counts[generation] <= self.thresholds[generation]:
                break
            found = gc.collect(generation)
        return found

    def hold(self) -> None:
        """Collect nothing until :meth:`release` (the app: until its first hand is
        painted).  Nothing is freed meanwhile, so nothing can be freed at a bad moment."""
        self.held = True

    @Slot()
    def release(self) -> None:
        """Collect again, from the loop's next wait on."""
        self.held = False

    def uninstall(self) -> None:
        """Automatic collection back on, the event loop no longer watched."""
        self._dispatcher.aboutToBlock.disconnect(self._about_to_block)
        gc.enable()
        self.setObjectName("")  # a new install makes a new collector
        self.deleteLater()


def install_collector(app: QCoreApplication) -> GuiThreadCollector:
    """The application's collector, made on the first call."""
    found = app.findChild(GuiThreadCollector, COLLECTOR_NAME)
    return found if isinstance(found, GuiThreadCollector) else GuiThreadCollector(app)
