"""Text is never cut: every dialog of the app, in both languages, inside a 1024×640 window.

Why: a player reads the choices in the New match dialog, the buttons and the result
boxes; a combo box showing "Mediu" or 「经典（庄家 11 张，米胡」 hides what it offers.
Each dialog is opened (every page and mode on show, Oklahoma and Straight Gin with the
Hollywood mode, Match info for either game), then
every combo box item, label without word wrap, push button, check box, radio button and
tab title is measured with ``QFontMetrics`` against the room its widget has; no dialog
may be larger than the 1024×640 screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from engine import parse_card
from engine.fairness import Verdict
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.dialogs.saves import ResumeDialog, SavesDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.knock_dialog import KnockDialog, KnockOption
from jinlami_desktop.games.jinlami.new_match import MODES, JinlamiMatchPage
from jinlami_desktop.games.rummy.new_match import RummyMatchPage
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.onboarding.welcome import WelcomeDialog
from jinlami_desktop.review.dialog import ReviewWindow
from jinlami_desktop.statistics.verify_match import VerifyBox
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats.fairness import FairnessRow
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.history import build_history, build_rummy_history
from tests.desktop.rigged import layoff_hand
from tests.desktop.window.test_storage_commands import rummy_store
from tests.storage.game_parts import PARTS

SCREEN = (1024, 640)


@pytest.fixture
def restore_english(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


def _plain(text: str) -> str:
    """The text as drawn: mnemonics ``&`` removed (``&&`` is one ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _rich(text: str) -> bool:
    """Whether a label shows ``text`` as rich text (a tag in it)."""
    return "<" in text and ">" in text


def _combo_room(combo: QComboBox) -> int:
    """The width of the combo's text field (its width minus the arrow and frame)."""
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    rect = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return rect.width()


def _shown(widget: QWidget, top: QWidget) -> bool:
    return widget.isVisibleTo(top) and widget.window() is top


def cut_texts(top: QWidget) -> list[str]:
    """What does not fit in ``top`` (a shown dialog): one line per cut text."""
    cut: list[str] = []
    name = top.objectName() or type(top).__name__
    if top.width() > SCREEN[0] or top.height() > SCREEN[1]:
        cut.append(f"{name}: {top.width()}×{top.height()} is larger than the screen")
    for combo in top.findChildren(QComboBox):
        if not _shown(combo, top):
            continue
        fm, room = QFontMetrics(combo.font()), _combo_room(combo)
        for i in range(combo.count()):
            text = combo.itemText(i)
            if fm.horizontalAdvance(text) > room:
                cut.append(f"{name}: combo item {text!r} ({fm.horizontalAdvance(text)} > {room})")
    for label in top.findChildren(QLabel):
        if not _shown(label, top) or label.wordWrap() or not label.text():
            continue
        if label.textFormat() != Qt.TextFormat.PlainText and _rich(label.text()):
            continue  # rich text: laid out by the document, measured by its own size hint
        fm = QFontMetrics(label.font())
        room = label.contentsRect().width() - 2 * max(label.margin(), 0)
        for line in _plain(label.text()).splitlines():
            if fm.horizontalAdvance(line) > room:
                cut.append(f"{name}: label {line!r} ({fm.horizontalAdvance(line)} > {room})")
    for button in top.findChildren(QAbstractButton):
        if not isinstance(button, QPushButton | QCheckBox | QRadioButton):
            continue
        if not _shown(button, top) or not button.text():
            continue
        if button.width() < button.sizeHint().width():
            cut.append(
                f"{name}: {type(button).__name__} {_plain(button.text())!r} "
                f"({button.width()} < {button.sizeHint().width()})"
            )
    for bar in top.findChildren(QTabBar):
        if not _shown(bar, top):
            continue
        fm = QFontMetrics(bar.font())
        for i in range(bar.count()):
            text = _plain(bar.tabText(i))
            rect = bar.tabRect(i)
            if fm.horizontalAdvance(text) > rect.width() or rect.right() > bar.width():
                cut.append(f"{name}: tab {text!r} ({rect.width()} wide)")
    return cut


#: What each dialog the tour opens is checked with.  ``tests/desktop/ui/test_accessible.py``
#: walks the same dialogs with its own check (every control named, in the language).
check_dialog: Callable[[QWidget], list[str]] = cut_texts


def _reviewed(review: ReviewWindow) -> bool:
    """The review window has every hand's review (a wait condition)."""
    return review.complete


def _look(qapp: QApplication, dlg: QWidget) -> list[str]:
    """Show ``dlg`` at the size it opens with (its own ``resize`` or its layout's hint)
    and measure it."""
    dlg.show()
    qapp.processEvents()
    return check_dialog(dlg)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    data = tmp_path / "data"
    data.mkdir()
    build_history(data / "stats.sqlite3", count=4)
    build_rummy_history(data / "stats.sqlite3", count=4)
    storage = Storage.open(data, parts=PARTS)
    win = MainWindow(Preferences(animation_speed="off", auto_layoff=True), storage=storage)
    qtbot.addWidget(win)
    win.resize(*SCREEN)
    win.show()
    qtbot.waitExposed(win)
    yield win
    for ui in win.games.values():
        ui.controller.shutdown()
    if win.commands.stats_window is not None:
        win.commands.stats_window.close()
    win.close()
    storage.close()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_no_dialog_cuts_its_text(
    qapp: QApplication,
    qtbot: QtBot,
    tmp_path: Path,
    window: MainWindow,
    restore_english: None,
    lang: str,
) -> None:
    i18n.install_language(qapp, lang)
    qapp.processEvents()
    cut: list[str] = []

    # New match: 金拉米 in every mode, then 拉米纸牌 with four players.
    dlg = NewMatchDialog(jinlami_ui(window).controller.setup, window)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    for mode in MODES:
        page.mode.setCurrentIndex(page.mode.findData(mode))
        cut += _look(qapp, dlg)
    # the variants: each preset's line, the knock limit's reason beside it, Hollywood
    for preset in ("oklahoma", "straight"):
        page.preset.setCurrentIndex(page.preset.findData(preset))
        page.mode.setCurrentIndex(page.mode.findData("hollywood"))
        cut += _look(qapp, dlg)
    dlg.game_box.setCurrentIndex(dlg.game_box.findData("rummy"))
    rummy = dlg.pages["rummy"]
    assert isinstance(rummy, RummyMatchPage)
    rummy.players.setValue(4)
    cut += _look(qapp, dlg)
    dlg.close()
    dlg = NewMatchDialog(RummySetup(opponents=("easy", "hard", "expert")), window, game="rummy")
    cut += _look(qapp, dlg)
    dlg.close()

    window.show_settings()
    assert window.settings_dialog is not None
    cut += _look(qapp, window.settings_dialog)
    window.settings_dialog.close()

    window.show_about()
    assert window.about_box is not None
    cut += _look(qapp, window.about_box)
    window.about_box.close()

    store, info = rummy_store(tmp_path)
    for mode in ("load", "save"):
        saves = SavesDialog(store, mode=mode, parent=window)
        cut += _look(qapp, saves)
        saves.close()
    resume = ResumeDialog(info, window)
    cut += _look(qapp, resume)
    resume.close()

    knock = KnockDialog(
        [
            KnockOption((), (parse_card("2C"),), 2),
            KnockOption((), (parse_card("3C"), parse_card("AS")), 4),
        ],
        parse_card("TH"),
        DeckStyle(),
        window,
    )
    cut += _look(qapp, knock)
    knock.close()

    window.show_rules()
    rules = window.rules_dialog
    assert rules is not None
    for i in range(rules.tabs.count()):
        rules.tabs.setCurrentIndex(i)
        cut += _look(qapp, rules)
    rules.close()

    window.commands.show_statistics()
    stats = window.commands.stats_window
    assert stats is not None
    for i in range(stats.tabs.count()):
        stats.tabs.setCurrentIndex(i)
        cut += _look(qapp, stats)

    # The review window: a 金拉米 match and the shortest 拉米纸牌 hand, a decision selected.
    assert window.storage is not None
    recorded = window.storage.stats
    window.reviews.effort = "quick"
    jin_match = next(h.match_id for h in recorded.hand_history(game="jinlami"))
    window.reviews.review_recorded_match(jin_match)
    short = min(recorded.hand_history(limit=200, game="rummy"), key=lambda h: h.turns)
    for opened in range(2):
        review = window.reviews.window
        assert review is not None
        qtbot.waitUntil(partial(_reviewed, review), timeout=60000)
        review.table.selectRow(0)
        cut += _look(qapp, review)
        if not opened:
            window.reviews.review_hand(short)
    window.reviews.close()
    # The two result dialogs: a 金拉米 hand with a layoff, a 拉米纸牌 hand played by bots.
    jin = jinlami_ui(window)
    jin.controller.move_delay_ms = 0
    jin.controller.load_hand(layoff_hand())
    qtbot.waitUntil(lambda: jin.result_dialog is not None, timeout=10000)
    assert jin.result_dialog is not None
    cut += _look(qapp, jin.result_dialog)
    jin.result_dialog.close()
    window.show_match_info()
    assert window.match_info_dialog is not None
    cut += _look(qapp, window.match_info_dialog)
    window.match_info_dialog.close()
    # That one-hand match is over: its match-end screen.
    window.scores.show_match_end()
    assert window.scores.match_end_dialog is not None
    cut += _look(qapp, window.scores.match_end_dialog)
    window.scores.close()
    window.start_match(RummySetup(opponents=("medium", "medium"), seed=8))
    rum = rummy_ui(window)
    rum.controller.move_delay_ms = 0
    rum.controller.set_autoplay("medium")
    qtbot.waitUntil(lambda: rum.result_dialog is not None, timeout=30000)
    assert rum.result_dialog is not None
    cut += _look(qapp, rum.result_dialog)
    rum.result_dialog.close()
    window.show_match_info()
    cut += _look(qapp, window.match_info_dialog)
    window.match_info_dialog.close()
    # The score sheet of that match (or its match-end screen, if the hand ended it).
    window.show_score_sheet()
    sheet = window.scores.sheet_dialog or window.scores.match_end_dialog
    assert sheet is not None
    cut += _look(qapp, sheet)
    sheet.close()

    # Match info… during play and once revealed and verified (provably fair deals), both
    # games; the statistics' Verify box, verified and with its longest failure.
    for setup in (
        MatchSetup(seed=4, hands=2, opponent="easy"),
        RummySetup(opponents=("easy", "hard", "expert"), seed=5),
    ):
        window.start_match(setup)
        window.show_match_info()
        info = window.match_info_dialog
        assert info is not None
        cut += _look(qapp, info)
        window.current_ui().controller.resign()
        info.verify_button.click()
        cut += _look(qapp, info)
        info.close()
    ledger = FairnessRow(1, "ab" * 32, "cd" * 16, 2**62 + 12345, "abandoned", datetime.now(UTC))
    for verdict in (Verdict("verified"), Verdict("deal_changed", params={"hand": 12})):
        box = VerifyBox(stats, ledger, verdict)
        cut += _look(qapp, box)
        box.close()

    # The welcome screen, and each tutorial's guide at every step (its last step too).
    welcome = WelcomeDialog(window)
    cut += _look(qapp, welcome)
    welcome.close()
    for game in ("jinlami", "rummy"):
        tutorial = window.tutorials.open(game)
        tutorial.resize(*SCREEN)
        for step in range(len(tutorial.steps)):
            tutorial.index = step
            tutorial.retranslate()
            for _ in range(3):  # the new words' height, then the layout's answer to it
                qapp.processEvents()
            cut += _look(qapp, tutorial)
            for label in (tutorial.step_label, tutorial.instruction, tutorial.feedback):
                if label.height() < label.heightForWidth(label.width()):
                    cut.append(f"tutorial {game} step {step + 1}: {label.text()!r} is cut")
        tutorial.close()

    assert cut == [], "\n".join(cut)


def test_the_measure_sees_a_cut_text(qapp: QApplication, qtbot: QtBot) -> None:
    """The check itself: a squeezed combo box, label and button are reported, a fitting
    combo box is not."""
    from PySide6.QtWidgets import QDialog, QVBoxLayout

    from jinlami_desktop.ui.dialog_kit import fitting_combo

    dlg = QDialog()
    qtbot.addWidget(dlg)
    layout = QVBoxLayout(dlg)
    squeezed = QComboBox(dlg)
    squeezed.addItems(["Medium", "Expert"])
    squeezed.setFixedWidth(40)
    fitting = fitting_combo(dlg)
    fitting.addItems(["（无）", "经典（庄家 11 张，米胡 ≤ 10）"])
    label = QLabel("A label far too long for its room", dlg)
    label.setFixedWidth(30)
    button = QPushButton("A long button text", dlg)
    button.setFixedWidth(30)
    for w in (squeezed, fitting, label, button):
        layout.addWidget(w)
    dlg.show()
    qapp.processEvents()
    cut = "\n".join(cut_texts(dlg))
    assert "'Medium'" in cut and "'Expert'" in cut
    assert "A label far too long" in cut and "A long button text" in cut
    assert "经典" not in cut and "（无）" not in cut
