"""The start-up floor: the least a PySide6 Widgets app can do before its window is up.

    QT_QPA_PLATFORM=offscreen JINLAMI_STARTUP_BENCH=1 python packaging/startup_floor.py

A ``QApplication`` and an empty ``QMainWindow`` of the app's default size, shown; once
its first frame is painted it prints ``shown-at <epoch seconds>`` (and its peak memory,
``peak-rss-kib``, where ``/proc`` tells it) from the event loop and quits — the same
report as the app's ``JINLAMI_STARTUP_BENCH`` hook, so ``startup_bench.py`` times both
the same way. ``startup_bench.py --frozen``
freezes this file with PyInstaller for the frozen floor. Nothing of the app is imported.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget


def main() -> int:
    """Show the bare window, report once its first frame is painted, quit."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(_Painted(_Report(app)))
    window.resize(1280, 800)
    window.show()
    code = app.exec()
    del window
    return code


class _Painted(QWidget):
    """An empty central widget that calls ``report`` from the event loop after its first
    paint, as the app's empty game page does (``game_tables.GamePage``)."""

    def __init__(self, report: _Report) -> None:
        super().__init__()
        self.report: _Report | None = report

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.report is not None:
            QTimer.singleShot(0, self.report)
            self.report = None


class _Report:
    """Prints the wall-clock time when called from the event loop, then quits."""

    def __init__(self, app: QApplication) -> None:
        self.app = app

    def __call__(self) -> None:
        print(f"shown-at {time.time():.4f}", flush=True)
        peak = _peak_rss_kib()
        if peak is not None:
            print(f"peak-rss-kib {peak}", flush=True)
        self.app.quit()


def _peak_rss_kib() -> int | None:
    """Peak resident memory so far in KiB (Linux's ``VmHWM``), as the app reports it."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None


if __name__ == "__main__":
    sys.exit(main())
