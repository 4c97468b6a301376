"""The dialogs over the table during and after a hand take the table's scale
(``jinlami_desktop.ui.dialog_scale``): at 1920×1080 their words are as large as the side
panel's and their cards grow with them; at 1024×640 they keep the desktop font and
their cards' own size.  So do the dialogs the player opens over the table (the welcome,
Settings, Rules, New match…, the resume prompt, Save/Load, the review); and an open
dialog refits smaller when the window shrinks (never as roomy as it grew)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from engine import parse_card
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.dialogs.saves import ResumeDialog, SavesDialog
from jinlami_desktop.games.jinlami.knock_dialog import KnockDialog, KnockOption
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.jinlami.result_dialog import HandResultDialog
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.onboarding.welcome import WelcomeDialog
from jinlami_desktop.review.dialog import ReviewWindow
from jinlami_desktop.review.model import review_hands
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.ui.dialog_kit import CardStrip
from jinlami_desktop.ui.dialog_scale import CARD_SCALE_MAX, card_scale, table_text_scale
from jinlami_desktop.ui.page_layout import PANEL_MAX_WIDTH, PANEL_MIN_WIDTH
from jinlami_desktop.ui.text_scale import TEXT_BASE_HEIGHT, panel_text_scale
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.dialogs.test_text_fits import cut_texts
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.history import build_history
from tests.desktop.rigged import layoff_hand
from tests.desktop.window.test_storage_commands import rummy_store
from tests.desktop.windows import shown_window

SIZES = [(1024, 640), (1920, 1080)]


def _sized(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> float:
    """``window`` at ``size``, its panel laid out for it; the panel's scale."""
    window.resize(*size)
    panel = window.current_ui().panel
    wanted = PANEL_MIN_WIDTH if size[0] <= 1100 else PANEL_MAX_WIDTH
    qtbot.waitUntil(lambda: panel.width() == wanted)
    page = panel.parentWidget()
    assert page is not None
    return panel_text_scale(page.width(), page.height())


def _point_size(widget: QWidget) -> float:
    return widget.font().pointSizeF()


def _base() -> float:
    return QApplication.font().pointSizeF()


def _strips(dialog: QWidget) -> list[int]:
    return [strip.card_w for strip in dialog.findChildren(CardStrip)]


def _cards(window: MainWindow, scale: float) -> float:
    """The cards' scale of a dialog over ``window``, whose words are at ``scale``: as
    large as the felt's cards grow, with the page's height (no less than the words')."""
    page = window.stack.height() / TEXT_BASE_HEIGHT
    cards = max(scale, min(CARD_SCALE_MAX, page))
    assert cards == pytest.approx(card_scale(window, scale))
    return cards


def _cut(qapp: QApplication, dialog: QWidget) -> list[str]:
    """Every text of the shown ``dialog`` that does not fit (the dialog tour's measure,
    and wrapped labels too); a dialog larger than 1024×640 is the large window's own."""
    dialog.show()
    qapp.processEvents()
    cut = [line for line in cut_texts(dialog) if "larger than the screen" not in line]
    for label in dialog.findChildren(QLabel):
        wrapped = label.isVisibleTo(dialog) and label.wordWrap() and bool(label.text())
        if wrapped and label.height() < label.heightForWidth(label.width()):
            cut.append(f"{dialog.objectName()}: {label.text()!r} is cut")
    return cut


@pytest.fixture(params=["en", "zh_CN"])
def lang(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    """Both languages; English back afterwards."""
    i18n.install_language(qapp, request.param)
    qapp.processEvents()
    try:
        yield request.param
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("size", SIZES)
def test_the_knock_dialog_takes_the_tables_scale(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    with shown_window(qtbot, tmp_path / "data") as window:
        scale = _sized(qtbot, window, size)
        assert scale == (1.0 if size == (1024, 640) else pytest.approx(320 / 220))
        assert table_text_scale(window) == pytest.approx(scale)
        knock = KnockDialog(
            [KnockOption((), (parse_card("2C"),), 2)], parse_card("TH"), DeckStyle(), window
        )
        qtbot.addWidget(knock)
        assert _point_size(knock.intro) == pytest.approx(_base() * scale, abs=0.06)
        assert _point_size(knock.knock_button) == pytest.approx(_base() * scale, abs=0.06)
        assert _point_size(knock.list) == pytest.approx(_base() * scale, abs=0.06)
        assert knock.strip.card_w == round(52 * _cards(window, scale))
        assert knock.minimumWidth() == round(560 * scale)
        assert _cut(qapp, knock) == []
        knock.close()


def _result_dialog(qtbot: QtBot, window: MainWindow) -> HandResultDialog:
    """金拉米's result dialog of a hand played to its end (a knock, the lay-off done)."""
    jin = jinlami_ui(window)
    jin.controller.move_delay_ms = 0
    jin.controller.load_hand(layoff_hand())
    jin.controller.end_layoff()
    qtbot.waitUntil(lambda: jin.result_dialog is not None)
    dlg = jin.result_dialog
    assert dlg is not None
    return dlg


@pytest.mark.parametrize("size", SIZES)
def test_the_result_and_match_end_take_the_tables_scale(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    with shown_window(qtbot, tmp_path / "data") as window:
        scale = _sized(qtbot, window, size)
        dlg = _result_dialog(qtbot, window)
        plain = [dlg.findChild(QLabel, "matchScore"), dlg.next_button]
        for widget in plain:
            assert widget is not None
            assert _point_size(widget) == pytest.approx(_base() * scale, abs=0.06)
        title = dlg.findChild(QLabel, "resultTitle")  # still larger than the rows
        assert title is not None
        assert _point_size(title) == pytest.approx(_base() * 1.4 * scale, abs=0.1)
        assert _strips(dlg) == [round(40 * _cards(window, scale))] * 3
        assert _cut(qapp, dlg) == []
        window.scores.show_match_end()
        end = window.scores.match_end_dialog
        assert end is not None
        assert _point_size(end.rematch_button) == pytest.approx(_base() * scale, abs=0.06)
        assert _point_size(end.figures) == pytest.approx(_base() * scale, abs=0.06)
        assert end.width() >= round(520 * scale)
        assert _cut(qapp, end) == []
        window.scores.close()
        dlg.close()


def test_an_open_result_follows_the_window(qtbot: QtBot, tmp_path: Path) -> None:
    """Opened at 1024×640, the result grows when the window does, and comes back: as
    small as it was, over the window again."""
    with shown_window(qtbot, tmp_path / "data") as window:
        assert _sized(qtbot, window, (1024, 640)) == 1.0
        dlg = _result_dialog(qtbot, window)
        small_width, small_height = dlg.width(), dlg.height()
        assert _point_size(dlg.next_button) == pytest.approx(_base(), abs=0.06)
        scale = _sized(qtbot, window, (1920, 1080))
        qtbot.waitUntil(lambda: _point_size(dlg.next_button) > _base() * 1.3)
        assert _strips(dlg) == [round(40 * _cards(window, scale))] * 3
        qtbot.waitUntil(lambda: dlg.width() > small_width)  # refitted once laid out
        big = window.geometry()
        dlg.move(big.center().x(), big.top() + 300)  # where the smaller window ends
        _sized(qtbot, window, (1024, 640))
        qtbot.waitUntil(lambda: _point_size(dlg.next_button) == pytest.approx(_base(), abs=0.06))
        assert _strips(dlg) == [40] * 3
        small = (small_width, small_height)
        qtbot.waitUntil(lambda: (dlg.width(), dlg.height()) == small)
        assert window.geometry().contains(dlg.geometry())  # back over the smaller window
        dlg.close()


def test_the_rummy_result_takes_the_tables_scale(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, lang: str
) -> None:
    with shown_window(qtbot, tmp_path / "data") as window:
        window.start_match(RummySetup(opponents=("medium", "medium"), seed=8))
        scale = _sized(qtbot, window, (1920, 1080))
        assert scale > 1.3
        rum = rummy_ui(window)
        rum.controller.move_delay_ms = 0
        rum.controller.set_autoplay("medium")
        qtbot.waitUntil(lambda: rum.result_dialog is not None, timeout=30000)
        dlg = rum.result_dialog
        assert dlg is not None
        assert _point_size(dlg.next_button) == pytest.approx(_base() * scale, abs=0.06)
        assert set(_strips(dlg)) == {round(34 * _cards(window, scale))}
        assert _cut(qapp, dlg) == []
        rum.controller.set_autoplay(None)
        dlg.close()


# -- the dialogs the player opens over the table ---------------------------------------------


def _inside(window: MainWindow, dialog: QWidget) -> None:
    """``dialog`` is no larger than the window it is shown over."""
    assert dialog.width() <= window.width() and dialog.height() <= window.height()


def _at_scale(scale: float, *widgets: QWidget | None, factor: float = 1.0) -> None:
    """Each of ``widgets`` speaks at ``factor`` times the desktop font, times ``scale``."""
    for widget in widgets:
        assert widget is not None
        assert _point_size(widget) == pytest.approx(_base() * factor * scale, abs=0.06)


@pytest.mark.parametrize("size", SIZES)
def test_the_players_dialogs_take_the_tables_scale(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    """The welcome, Settings, New match…, the resume prompt and Save/Load: every word at
    the table's scale, none cut, the dialog inside the window."""
    with shown_window(qtbot, tmp_path / "data") as window:
        scale = _sized(qtbot, window, size)
        welcome = WelcomeDialog(window)
        _at_scale(scale, welcome.intro, welcome.play_button, welcome.language_box)
        _at_scale(scale, welcome.game_buttons["rummy"], welcome.level_note)
        _at_scale(scale, welcome.title, factor=1.5)  # still larger than the rest
        assert welcome.minimumWidth() == round(520 * scale)
        window.show_settings()
        settings = window.settings_dialog
        assert settings is not None
        _at_scale(scale, settings.speed, settings.four_color, settings.labels[settings.speed])
        new = NewMatchDialog(jinlami_ui(window).controller.setup, window)
        page = new.pages["jinlami"]
        assert isinstance(page, JinlamiMatchPage)
        _at_scale(scale, new.game_box, new.seed, new.labels["seed"], page.mode, page.rules_box)
        store, info = rummy_store(tmp_path)
        resume = ResumeDialog(info, window)
        _at_scale(scale, resume.text, resume.resume_button, *_form_labels(resume))
        _at_scale(scale, resume.title, factor=1.25)
        assert resume.minimumWidth() == round(460 * scale)
        saves = SavesDialog(store, mode="load", parent=window)
        _at_scale(scale, saves.heading, saves.table, saves.table.horizontalHeader())
        _at_scale(scale, saves.action_button)
        assert (saves.width(), saves.height()) == (round(980 * scale), round(480 * scale))
        for dialog in (welcome, settings, new, resume, saves):
            assert _cut(qapp, dialog) == []
            _inside(window, dialog)
            dialog.close()
        window.settings_dialog = None


def _form_labels(dialog: ResumeDialog) -> list[QWidget]:
    """Every label and value of the resume prompt's form."""
    items = [dialog.form.itemAt(i) for i in range(dialog.form.count())]
    widgets = [item.widget() for item in items if item is not None]
    return [widget for widget in widgets if widget is not None]


@pytest.mark.parametrize("size", SIZES)
def test_the_rules_grow_with_the_table(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    """Rules: the pages' words and the tabs at the table's scale, the dialog opening as
    much larger (720×640 on the smallest window) but inside the window."""
    with shown_window(qtbot, tmp_path / "data") as window:
        scale = _sized(qtbot, window, size)
        window.show_rules()
        rules = window.rules_dialog
        assert rules is not None
        _at_scale(scale, rules.tabs.tabBar(), *rules.browsers.values())
        for browser in rules.browsers.values():
            shown = browser.document().defaultFont().pointSizeF()
            assert shown == pytest.approx(_base() * scale, abs=0.06)
        width, height = round(720 * scale), round(640 * scale)
        if size == (1024, 640):
            assert (rules.width(), rules.height()) == (720, 640)  # as before
        else:
            assert (rules.width(), rules.height()) == (width, min(height, window.height() - 40))
            _inside(window, rules)
        for i in range(rules.tabs.count()):
            rules.tabs.setCurrentIndex(i)
            assert _cut(qapp, rules) == []
        window.rules_dialog = None


@pytest.mark.parametrize("size", SIZES)
def test_the_review_window_grows_with_the_table(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    build_history(data / "stats.sqlite3", count=1)
    with shown_window(qtbot, data) as window:
        scale = _sized(qtbot, window, size)
        assert window.storage is not None
        stats = window.storage.stats
        hands = review_hands(stats, stats.hand_history(game="jinlami")[:1])
        review = ReviewWindow(stats, hands, window)
        _at_scale(scale, review.summary, review.table, review.close_button, review.show_button)
        _at_scale(scale, review.table.horizontalHeader())
        _at_scale(scale, review.title, factor=1.2)
        opening = review.table_scale.opening  # 960×600, or the screen's room if less
        assert opening is not None
        wanted = (round(opening.width() * scale), round(opening.height() * scale))
        assert (review.width(), review.height()) == wanted
        assert _cut(qapp, review) == []
        _inside(window, review)


def test_an_open_resume_prompt_follows_the_window_in_either_language(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    """The prompt's rows are made anew in each language, with the prompt's grown font:
    when the window shrinks they come back to the desktop font (not scaled from the grown
    one), and the prompt to its old size."""
    with shown_window(qtbot, tmp_path / "data") as window:
        _sized(qtbot, window, (1024, 640))
        _store, info = rummy_store(tmp_path)
        resume = ResumeDialog(info, window)
        resume.show()
        qtbot.waitExposed(resume)
        small = resume.size()
        scale = _sized(qtbot, window, (1920, 1080))
        qtbot.waitUntil(lambda: _point_size(resume.text) > _base() * 1.3)
        try:
            i18n.install_language(qapp, "zh_CN")  # the rows made again, at the grown size
            qtbot.wait(50)
            _at_scale(scale, *_form_labels(resume))
        finally:
            i18n.install_language(qapp, "en")
        qtbot.wait(50)
        _sized(qtbot, window, (1024, 640))
        qtbot.waitUntil(lambda: _point_size(resume.text) == pytest.approx(_base(), abs=0.06))
        _at_scale(1.0, *_form_labels(resume))
        qtbot.waitUntil(lambda: resume.size() == small)


@pytest.mark.parametrize("size", SIZES)
def test_a_grown_dialog_opens_centred_over_the_window(
    qtbot: QtBot, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    """Qt centres a dialog with the size it has when shown; New match…, growing with the
    table's words after that, is centred again, not off centre at 1920×1080."""
    with shown_window(qtbot, tmp_path) as window:
        _sized(qtbot, window, size)
        new = NewMatchDialog(jinlami_ui(window).controller.setup, window)
        new.show()
        middle = window.geometry().center()

        def centred() -> bool:
            centre = new.geometry().center()
            return abs(centre.x() - middle.x()) <= 8 and abs(centre.y() - middle.y()) <= 8

        qtbot.waitUntil(centred, timeout=2000)
        new.close()


def test_the_knock_dialog_is_as_tall_as_its_choices(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, lang: str
) -> None:
    """Two ways to show the melds: a list of two rows, not a box of empty ones; at
    1920×1080 the rows grow with the words and the list with them."""
    with shown_window(qtbot, tmp_path / "data") as window:
        for size in SIZES:
            _sized(qtbot, window, size)
            options = [
                KnockOption((), (parse_card("2C"),), 2),
                KnockOption((), (parse_card("3C"),), 3),
            ]
            knock = KnockDialog(options, parse_card("TH"), DeckStyle(), window)
            qtbot.addWidget(knock)
            knock.show()
            rows = knock.list
            qtbot.waitExposed(knock)
            needed = sum(rows.sizeHintForRow(i) + 2 * rows.spacing() for i in range(2))
            assert rows.height() <= needed + 2 * rows.frameWidth() + 2
            assert rows.height() >= needed  # both rows whole
            assert _cut(qapp, knock) == []
            knock.close()


def test_the_results_cards_grow_as_the_felts_do(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1920×1080 the result's cards are as much larger as the felt's (the page's
    height over 1024×640's), not only as much as the words, which stop at the panel's
    width; at 1024×640 their own 40 pixels."""
    with shown_window(qtbot, tmp_path / "data") as window:
        words = _sized(qtbot, window, (1920, 1080))
        dlg = _result_dialog(qtbot, window)
        tall = window.stack.height() / TEXT_BASE_HEIGHT
        assert tall > words + 0.15
        assert _strips(dlg) == [round(40 * min(CARD_SCALE_MAX, tall))] * 3
        dlg.close()
