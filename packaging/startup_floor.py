"""The start-up floor: the least a PySide6 Widgets app can do before its window is up.

    QT_QPA_PLATFORM=offscreen JINLAMI_STARTUP_BENCH=1 python packaging/startup_floor.py

A ``QApplication`` and an empty ``QMainWindow`` of the app's default size, shown; once
the event loop first runs it prints ``shown-at <epoch seconds>`` and quits — the same
report as the app's ``JINLAMI_STARTUP_BENCH`` hook, so ``startup_bench.py`` times both
the same way. ``startup_bench.py --frozen`` freezes this file with PyInstaller for the
frozen floor. Nothing of the app is imported.
"""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


def main() -> int:
    """Show the bare window, report when the event loop runs, quit."""
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    QTimer.singleShot(0, _Report(app))
    code = app.exec()
    del window
    return code


class _Report:
    """Prints the wall-clock time when called from the event loop, then quits."""

    def __init__(self, app: QApplication) -> None:
        self.app = app

    def __call__(self) -> None:
        print(f"shown-at {time.time():.4f}", flush=True)
        self.app.quit()


if __name__ == "__main__":
    sys.exit(main())
