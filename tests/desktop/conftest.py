"""Desktop tests see the English the app shows: the English catalogue is installed.

Why: English is the source language, but its plural forms ("1 card", "3 cards") live
in ``jinlami_en.qm``; without it the tests would read the translators' "%n card(s)".
Installed once: switching posts ``LanguageChange`` to every window still around, so a
test that switches language puts English back itself (``tests/desktop/words/test_i18n.py``).

The ``qtbot`` here holds the widgets given to ``addWidget`` until pytest-qt has closed
them: pytest-qt keeps only weak references, so a window whose test has returned would
live on in its own reference cycles, still shown, for pytest-qt's event processing after
the test to paint; a garbage collection set off inside that paint (by any allocation in
a Python ``paint``) would delete the window under its own painter and crash the
interpreter, depending on the order and number of the tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.app import main as app_main
from jinlami_desktop.app.gui_gc import GuiThreadCollector, install_collector
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.fresh_process import MARK, run_in_fresh_process, wants_fresh_process
from tests.desktop.windows import shown_window


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        f"{MARK}: runs in an interpreter of its own (tests/desktop/fresh_process.py): the "
        "tests that start the whole app in-process with jinlami_desktop.app.main.main()",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """A test marked ``fresh_process`` is run by a new ``python -m pytest`` and its outcome
    reported here: ``app.main()`` in-process shares the session's QApplication with
    every other test (what either leaves behind reaches the other; a test order once
    segfaulted in ``main()``), so those tests never share an interpreter."""
    if not wants_fresh_process(pyfuncitem):
        return None
    run_in_fresh_process(pyfuncitem)
    return True


class _HoldingQtBot(QtBot):
    """pytest-qt's bot, also holding every widget it is to close (see the module)."""

    def __init__(self, request: pytest.FixtureRequest) -> None:
        super().__init__(request)
        self.held: list[QWidget] = []

    def addWidget(self, widget: QWidget, *, before_close_func: Any = None) -> None:
        self.held.append(widget)
        super().addWidget(widget, before_close_func=before_close_func)


@pytest.fixture
def qtbot(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[QtBot]:
    """pytest-qt's ``qtbot``; the widgets it closes are let go only after that (its
    fixture teardown runs after pytest-qt has closed them and called their
    ``deleteLater``).  Their deletion is carried out then, while they are held: a test
    runs no event loop that would, so closed windows (and the dialogs they own) would
    stay alive for the rest of the session, each language switch of a later test
    rewording them, until a garbage collection tore some of their wrappers away under
    them."""
    bot = _HoldingQtBot(request)
    yield bot
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    bot.held.clear()


def _refuse_application() -> QApplication:
    raise AssertionError(
        "app.main() runs in-process only in a test marked @pytest.mark.fresh_process "
        "(tests/desktop/fresh_process.py), or start the app as a process (test_smoke.run_app)"
    )


@pytest.fixture(autouse=True)
def main_only_in_a_fresh_process(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test not marked ``fresh_process`` cannot start the app in-process: ``main()``
    fails at once with an assertion naming the mark (it looks ``application`` up when
    called, whichever way the test imported ``main``)."""
    if request.node.get_closest_marker(MARK) is None:
        monkeypatch.setattr(app_main, "application", _refuse_application)


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English for the whole session."""
    install_language(qapp, "en")
    yield


@pytest.fixture(scope="session", autouse=True)
def collections_on_the_gui_thread(qapp: QApplication) -> Iterator[GuiThreadCollector]:
    """Garbage collected as the app does it (``jinlami_desktop.app.gui_gc``): never on a
    review's or a bot's worker thread, never inside a paint."""
    collector = install_collector(qapp)
    yield collector
    collector.uninstall()


@pytest.fixture(autouse=True)
def collected_after_each_test(
    collections_on_the_gui_thread: GuiThreadCollector,
) -> Iterator[None]:
    """At a test's end, on this thread, the collector looks at the counts (it looks
    by itself only when an event loop is about to wait, which a test may never do)."""
    yield
    collections_on_the_gui_thread.check()


@pytest.fixture(autouse=True)
def no_focus_ring_left(qapp: QApplication) -> Iterator[None]:
    """A test that starts the app in-process (``app.main``) leaves its focus ring on the
    application, which would then follow the focus through every later test's widgets;
    it goes with the test that installed it."""
    yield
    from jinlami_desktop.ui.focus_ring import installed_rings

    rings = installed_rings(qapp)
    if rings is not None:
        rings.uninstall()


@pytest.fixture(params=["zh_CN", "en"])
def spoken_window(
    request: pytest.FixtureRequest, qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> Iterator[MainWindow]:
    """A shown window on its own data folder, in each language in turn (English back
    afterwards): a test file's ``window`` fixture returns it."""
    install_language(qapp, request.param)
    with shown_window(qtbot, tmp_path / "data") as win:
        yield win
    install_language(qapp, "en")
