"""Desktop tests see the English the app shows: the English catalogue is installed.

Why: English is the source language, but its plural forms ("1 card", "3 cards") live
in ``jinlami_en.qm``; without it the tests would read the translators' "%n card(s)".
Installed once: switching posts ``LanguageChange`` to every window still around, so a
test that switches language puts English back itself (``tests/desktop/test_i18n.py``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from jinlami_desktop.i18n import install_language


@pytest.fixture(scope="session", autouse=True)
def english(qapp: QApplication) -> Iterator[None]:
    """English for the whole session."""
    install_language(qapp, "en")
    yield


@pytest.fixture(autouse=True)
def no_focus_ring_left(qapp: QApplication) -> Iterator[None]:
    """A test that starts the app in-process (``app.main``) leaves its focus ring on the
    application, which would then follow the focus through every later test's widgets;
    it goes with the test that installed it."""
    yield
    from jinlami_desktop.focus_ring import installed_rings

    rings = installed_rings(qapp)
    if rings is not None:
        rings.uninstall()
