#!/usr/bin/env python3
"""Render a gallery of the table for review: play scripted hands and grab the window.

Usage (from the repository root, with the venv's python)::

    QT_QPA_PLATFORM=offscreen python packaging/screenshots.py OUTDIR [--lang en zh_CN]
        [--size 1280x800 1024x640]

Per language and size it saves: ``mid`` (a hand in play, bots on both seats until the
human's turn), ``drag`` (a card dragged over the discard pile, the legal target lit),
``knock`` (the knock dialog with its arrangement choice), ``layoff`` (defending: the
knocker's melds highlighted while 8♠ is dragged onto one), and ``result`` (the
end-of-hand dialog); then ``new-match`` (and ``new-match-team``), ``settings``,
``rules-0`` … (the rules help, page by page), ``about`` and ``confirm`` (a Yes/No box).
Everything is driven through the real window and mouse events.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from engine import Phase, parse_card  # noqa: E402
from jinlami_desktop.dialogs.new_match import NewMatchDialog  # noqa: E402
from jinlami_desktop.games.jinlami.controller import MatchSetup  # noqa: E402
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage  # noqa: E402
from jinlami_desktop.games.jinlami.window import JinlamiUi  # noqa: E402
from jinlami_desktop.model.preferences import Preferences  # noqa: E402
from jinlami_desktop.window.main_window import MainWindow  # noqa: E402
from jinlami_desktop.words.i18n import install_language  # noqa: E402
from tests.desktop.rigged import knock_hand, layoff_hand  # noqa: E402


def jinlami(window: MainWindow) -> JinlamiUi:
    """The window's 金拉米 table, panel and dialogs (typed)."""
    ui = window.ui("jinlami")
    assert isinstance(ui, JinlamiUi)
    return ui


def wait_until(predicate: Callable[[], object], ms: int = 15000) -> None:
    waited = 0
    while not predicate() and waited < ms:
        QTest.qWait(20)
        waited += 20


def save(widget: QWidget, path: Path) -> None:
    QTest.qWait(80)
    widget.grab().save(str(path))
    print(path)


def press_and_move(window: MainWindow, start: QPointF, end: QPointF, release: bool) -> None:
    vp = jinlami(window).view.viewport()
    a, b = (
        jinlami(window).view.mapFromScene(start),
        jinlami(window).view.mapFromScene(end),
    )
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(
            vp, QPoint(a.x() + (b.x() - a.x()) * i // 5, a.y() + (b.y() - a.y()) * i // 5)
        )
    if release:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def card_point(window: MainWindow, text: str) -> QPointF:
    item = jinlami(window).scene.item_for(parse_card(text))
    assert item is not None
    return item.pos() + QPointF(item.w * 0.2, item.h * 0.5)


def gallery(out: Path, lang: str, size: tuple[int, int]) -> None:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_language(app, lang)
    tag = f"{lang}-{size[0]}x{size[1]}"
    window = MainWindow(Preferences(language=lang, animation_speed="off"))
    window.resize(*size)
    window.show()
    QTest.qWait(100)
    c = jinlami(window).controller
    c.move_delay_ms = 0
    # mid: bots on both seats until the human's turn after a few moves
    c.set_autoplay("medium")
    c.new_match(MatchSetup(seed=3))
    wait_until(lambda: c.state.turn >= 6 and c.state.to_act == 0 and c.state.phase is Phase.DISCARD)
    c.set_autoplay(None)
    save(window, out / f"{tag}-mid.png")
    # drag: a hand card held over the discard pile
    c.load_hand(knock_hand())
    c.draw_stock()
    press_and_move(
        window, card_point(window, "KD"), jinlami(window).scene.geo.discard.center(), False
    )
    save(window, out / f"{tag}-drag.png")
    QTest.mouseRelease(
        jinlami(window).view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        jinlami(window).view.mapFromScene(jinlami(window).scene.geo.discard.center()),
    )
    wait_until(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW)
    c.draw_stock()
    # knock: the dialog with the arrangement choice
    press_and_move(window, card_point(window, "QS"), jinlami(window).scene.geo.knock.center(), True)
    dlg = jinlami(window).knock_dialog
    if dlg is not None:
        dlg.choose(1)
        save(window, out / f"{tag}-knock-table.png")
        save(dlg, out / f"{tag}-knock.png")
        dlg.reject()
    # layoff: defending, 8S held over the knocker's run
    c.load_hand(layoff_hand())
    zone = jinlami(window).scene.meld_zones[0]
    press_and_move(window, card_point(window, "8S"), zone.rect.center(), False)
    save(window, out / f"{tag}-layoff.png")
    QTest.mouseRelease(
        jinlami(window).view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        jinlami(window).view.mapFromScene(zone.rect.center()),
    )
    c.end_layoff()
    wait_until(lambda: jinlami(window).result_dialog is not None)
    save(window, out / f"{tag}-end.png")
    result = jinlami(window).result_dialog
    if result is not None:
        save(result, out / f"{tag}-result.png")
        result.close()
    window.close()
    window.deleteLater()
    QTest.qWait(50)


def dialogs(out: Path, lang: str, size: tuple[int, int]) -> None:
    """The other windows over a hand in play: new match, settings, rules help (page by
    page), about, and a confirmation box (Qt's own Yes/No, translated by qtbase)."""
    from PySide6.QtWidgets import QMessageBox

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    install_language(app, lang)
    tag = f"{lang}-{size[0]}x{size[1]}"
    window = MainWindow(Preferences(language=lang, animation_speed="off"))
    window.resize(*size)
    window.show()
    QTest.qWait(100)
    jinlami(window).controller.move_delay_ms = 0
    jinlami(window).controller.new_match(MatchSetup(seed=3))
    QTest.qWait(100)
    dlg = NewMatchDialog(jinlami(window).controller.setup, window)  # (Game → New match asks first)
    dlg.show()
    save(dlg, out / f"{tag}-new-match.png")
    fields = dlg.pages["jinlami"]
    assert isinstance(fields, JinlamiMatchPage)
    fields.mode.setCurrentIndex(fields.mode.findData("team"))
    save(dlg, out / f"{tag}-new-match-team.png")
    dlg.close()
    window.show_settings()
    if window.settings_dialog is not None:
        save(window.settings_dialog, out / f"{tag}-settings.png")
        window.settings_dialog.close()
    window.show_rules()
    rules = window.rules_dialog
    if rules is not None:
        bar = rules.browsers["jinlami"].verticalScrollBar()
        page, top = 0, 0
        while True:
            bar.setValue(top)
            save(rules, out / f"{tag}-rules-{page}.png")
            if top >= bar.maximum():
                break
            page, top = page + 1, top + bar.pageStep()
        rules.close()
    window.show_about()
    if window.about_box is not None:
        save(window.about_box, out / f"{tag}-about.png")
        window.about_box.close()
    box = QMessageBox(
        QMessageBox.Icon.Question,
        window.tr("Resign"),
        window.tr("Resign this match? Your opponent wins it."),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    box.show()
    save(box, out / f"{tag}-confirm.png")
    box.close()
    jinlami(window).controller.shutdown()
    window.close()
    window.deleteLater()
    QTest.qWait(50)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--lang", nargs="+", default=["en", "zh_CN"])
    parser.add_argument("--size", nargs="+", default=["1280x800", "1024x640"])
    args = parser.parse_args()
    args.outdir.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    for lang in args.lang:
        for size in args.size:
            w, h = (int(x) for x in size.split("x"))
            gallery(args.outdir, lang, (w, h))
            dialogs(args.outdir, lang, (w, h))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
