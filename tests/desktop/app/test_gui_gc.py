"""Garbage is collected on the GUI thread only (``jinlami_desktop.app.gui_gc``): a worker
thread's allocations (a bot thinking, a hand review) never start a collection that
could free Qt objects there."""

from __future__ import annotations

import gc
import threading
from typing import Any

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from jinlami_desktop.app.gui_gc import install_collector


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def test_a_worker_threads_allocations_start_no_collection(qapp: QApplication) -> None:
    install_collector(qapp)
    threads: list[int] = []

    def seen(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    def allocate() -> None:
        for _ in range(50_000):  # far past the first generation's threshold
            _Cycle()

    gc.callbacks.append(seen)
    try:
        worker = threading.Thread(target=allocate)
        worker.start()
        worker.join()
        assert worker.ident not in threads
    finally:
        gc.callbacks.remove(seen)


def test_check_collects_what_passed_the_thresholds(qapp: QApplication) -> None:
    collector = install_collector(qapp)
    assert install_collector(qapp) is collector  # one per application
    assert not gc.isenabled()
    gc.collect()
    for _ in range(collector.thresholds[0] + 10):
        _Cycle()
    assert collector.check() > 0
    assert collector.check() == 0  # nothing new since


def test_the_event_loops_next_wait_collects(qapp: QApplication) -> None:
    """Allocations past the threshold, then one turn of the event loop: collected there,
    on this thread — and no timer is left to wake an idle app."""
    collector = install_collector(qapp)
    assert [t for t in collector.findChildren(QTimer) if t.isActive()] == []
    gc.collect()
    for _ in range(collector.thresholds[0] + 10):
        _Cycle()
    assert gc.get_count()[0] > collector.thresholds[0]
    threads: list[int] = []

    def seen(phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    gc.callbacks.append(seen)
    try:
        loop = QEventLoop()
        QTimer.singleShot(0, loop.quit)
        loop.exec()  # waits for the timer's event: aboutToBlock
    finally:
        gc.callbacks.remove(seen)
    assert threads and set(threads) == {threading.get_ident()}
    assert gc.get_count()[0] <= collector.thresholds[0]
