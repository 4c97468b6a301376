"""The side panel's words grow with the window as the felt's do (at 1920×1080, no
desktop-sized print beside large cards), keep the desktop font at the smallest window,
keep the small print smaller than the rest, and are never cut off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from jinlami_desktop.ui.page_layout import PANEL_MAX_WIDTH, PANEL_MIN_WIDTH
from jinlami_desktop.ui.text_scale import panel_text_scale, scale_fonts
from jinlami_desktop.ui.widgets import PanelFrame
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.windows import shown_window


def test_the_scale_follows_the_page_and_never_outgrows_the_panel() -> None:
    assert panel_text_scale(1024, 580) == 1.0  # the smallest window: as before
    assert panel_text_scale(1920, 600) == 1.0  # wide but short
    assert panel_text_scale(1024, 1040) == 1.0  # tall, but the panel is at its narrowest
    assert panel_text_scale(1920, 1040) == pytest.approx(PANEL_MAX_WIDTH / PANEL_MIN_WIDTH)
    assert panel_text_scale(1400, 700) == pytest.approx(700 / 600)  # the height bounds it
    assert panel_text_scale(1280, 1000) == pytest.approx(256 / PANEL_MIN_WIDTH)  # the width


def test_scaling_again_starts_from_the_own_size(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    child = QLabel("x", parent)  # inherits the parent's font
    small = QLabel("y", parent)
    font = small.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    small.setFont(font)
    base, small_base = child.font().pointSizeF(), small.font().pointSizeF()
    for _ in range(3):
        scale_fonts([parent, child, small], 1.5)
    assert child.font().pointSizeF() == pytest.approx(base * 1.5)  # not 1.5², nor 1.5³
    assert small.font().pointSizeF() == pytest.approx(small_base * 1.5)
    scale_fonts([parent, child, small], 1.0)
    assert child.font().pointSizeF() == pytest.approx(base)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    with shown_window(qtbot, tmp_path / "data") as win:
        yield win


def _panel(window: MainWindow, game: str) -> PanelFrame:
    ui = jinlami_ui(window) if game == "jinlami" else rummy_ui(window)
    panel = ui.panel
    assert isinstance(panel, PanelFrame)
    return panel


def _sizes(panel: PanelFrame) -> dict[str, float]:
    words = [w for w in panel.findChildren(QWidget) if isinstance(w, QLabel | QAbstractButton)]
    return {f"{w.objectName()}#{i}": w.font().pointSizeF() for i, w in enumerate(words)}


def _cut(panel: PanelFrame) -> list[str]:
    return [
        label.text()
        for label in panel.findChildren(QLabel)
        if label.isVisibleTo(panel)
        and label.text()
        and label.wordWrap()
        and label.height() < label.heightForWidth(label.width())
    ]


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_panel_words_grow_with_the_window(
    qtbot: QtBot, qapp: QApplication, window: MainWindow, game: str, lang: str
) -> None:
    install_language(qapp, lang)
    try:
        window.show_game(game)
        window.start_match(window.current_ui().current_setup())
        panel = _panel(window, game)
        window.resize(1024, 640)
        qtbot.waitUntil(lambda: panel.width() == PANEL_MIN_WIDTH)
        small = _sizes(panel)
        assert not _cut(panel)
        window.resize(1920, 1080)
        qtbot.waitUntil(lambda: panel.width() == PANEL_MAX_WIDTH)
        qapp.processEvents()
        large = _sizes(panel)
        page = panel.parentWidget()
        assert page is not None
        scale = panel_text_scale(page.width(), page.height())
        assert scale > 1.3
        assert large.keys() == small.keys()
        for key, size in small.items():  # every word, the small print too, by one scale
            assert large[key] == pytest.approx(size * scale, abs=0.06), key
        assert not _cut(panel)
        window.resize(1024, 640)  # and back
        qtbot.waitUntil(lambda: panel.width() == PANEL_MIN_WIDTH)
        assert _sizes(panel) == pytest.approx(small)
    finally:
        install_language(qapp, "en")
