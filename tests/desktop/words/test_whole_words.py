"""Chinese terms stay whole when a turn line wraps (``line_breaks.keep_words_whole``):
Qt may break Chinese between any two characters, so 金拉米's discard prompt could put
「胡」 and 「牌区」 on two lines of the side panel (zh_CN at 1024×640)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import Phase
from jinlami_desktop.games.jinlami.words import phase_prompt
from jinlami_desktop.games.rummy.panel import RummyPanel
from jinlami_desktop.games.rummy.words import rummy_prompt, rummy_seat_name
from jinlami_desktop.table.items import label_font
from jinlami_desktop.ui.move_log import MoveLog
from jinlami_desktop.words import i18n
from jinlami_desktop.words.line_breaks import (
    TERMS,
    WORD_JOINER,
    keep_asides_whole,
    keep_phrases_whole,
    keep_words_whole,
)
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import knock_hand
from tests.desktop.windows import open_window

GLOSSARY = Path(__file__).resolve().parents[3] / "docs" / "GLOSSARY.md"
CJK_RUN = re.compile(r"[\u4e00-\u9fff]{2,}")


def glossary_terms() -> set[str]:
    """The Chinese terms of the glossary's Chinese → English table (two characters or
    more, each of a cell's " / " alternatives and bracketed parts)."""
    text = GLOSSARY.read_text(encoding="utf-8")
    table = text.split("## Chinese → English", 1)[1].split("\n## ", 1)[0]
    terms: set[str] = set()
    for row in table.splitlines():
        cells = row.split("|")
        if len(cells) > 2 and not set(cells[1].strip()) <= {"-", " "}:
            terms.update(CJK_RUN.findall(cells[1]))
    return terms - {"中文"}


def test_every_glossary_term_is_kept_whole() -> None:
    assert glossary_terms() - set(TERMS) == set()


def test_a_term_is_joined_and_english_is_unchanged() -> None:
    assert keep_words_whole("拖到胡牌区胡牌") == "拖到胡\u2060牌\u2060区胡\u2060牌"
    english = "Your turn: discard a card, or drop it on the knock area"
    assert keep_words_whole(english) == english


@pytest.mark.parametrize(
    "text",
    ["", "Discarded \u2666Q", "Melded \u26605\u00a0\u26655 \u00b7 \u2663K", "A\u2060\u2060B"],
)
def test_text_without_chinese_comes_back_as_it_is_but_lone_joiners(text: str) -> None:
    """Suits lie above the word joiner and below Chinese: nothing of theirs is touched;
    a run of joiners alone is a run of no characters (dropped, as the pattern says)."""
    assert keep_words_whole(text) == text
    assert keep_phrases_whole(text) == text.replace(WORD_JOINER * 2, "")
    mixed = f"{text} 打出 \u26605"
    assert keep_phrases_whole(mixed).endswith(f"打{WORD_JOINER}出 \u26605")


def line_starts(text: str, font: QFont, width: float) -> Iterator[int]:
    """Where each wrapped line after the first starts in ``text`` (Qt's word wrap)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    first = True
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        if not first:
            yield line.textStart()
        first = False
    layout.endLayout()


def split_terms(text: str, font: QFont, width: float) -> list[str]:
    """The terms of ``text`` a line break falls inside at ``width``."""
    plain = text.replace(WORD_JOINER, "")
    spans = [
        (m.start(), m.end(), term) for term in TERMS for m in re.finditer(re.escape(term), plain)
    ]
    split = []
    for start in line_starts(text, font, width):
        at = len(text[:start].replace(WORD_JOINER, ""))
        split += [term for s, e, term in spans if s < at < e]
    return split


@pytest.fixture
def chinese(qapp: QApplication) -> Iterator[None]:
    i18n.install_language(qapp, "zh_CN")
    try:
        yield
    finally:
        i18n.install_language(qapp, "en")


def turn_lines(panel: RummyPanel) -> list[str]:
    """Every turn line of both games in the current language."""
    name = rummy_seat_name("top", "medium")
    lines = [phase_prompt(p, mine) for p in Phase for mine in (True, False)]
    lines += [
        rummy_prompt(p, mine, name) for p in ("draw", "play", "over") for mine in (True, False)
    ]
    return [*lines, *panel._turn_texts(("", name))]


def test_no_turn_line_breaks_a_term(chinese: None, qtbot: QtBot) -> None:
    """At every width from a narrow panel's to a wide one, in the panels' bold font, a
    line of a turn prompt never ends inside a term — the discard prompt's 胡牌区 above
    all (never 「胡」/「牌区」 at the side panel's width)."""
    panel = RummyPanel()
    font = QFont(panel.turn_label.font())
    font.setBold(True)
    lines = turn_lines(panel)
    discard = phase_prompt(Phase.DISCARD, True)
    assert "胡牌区" in discard.replace(WORD_JOINER, "")
    assert all(CJK_RUN.search(line.replace(WORD_JOINER, "")) for line in lines)  # in Chinese
    bad = {
        (line.replace(WORD_JOINER, ""), width, term)
        for line in lines
        for width in range(60, 420, 3)
        for term in split_terms(line, font, width)
    }
    assert not bad
    panel.deleteLater()


def test_a_move_log_line_keeps_its_terms_whole(chinese: None, qtbot: QtBot) -> None:
    """The move log's rows keep a term whole too: a lay-off's 「同花顺」 in 拉米纸牌's log at
    1024×640, never 「同」 / 「花顺」."""
    log = MoveLog()
    qtbot.addWidget(log)
    line = "北家（中等）把 ♠5 贴到你的同花顺 ♠6 ♠7 ♠8 上"
    log.show_lines([line])
    assert log.lines() == [line]  # the words as given
    shown = log.item(0).text()
    assert "同\u2060花\u2060顺" in shown
    assert not [w for w in range(60, 300, 3) if split_terms(shown, log.font(), w)]


def test_an_aside_is_kept_on_one_line() -> None:
    english = keep_asides_whole("Knock here (face down)")
    assert english == "Knock here (\u2060face\u00a0down\u2060)"  # a break before it only
    chinese = keep_asides_whole("胡牌区（扣牌）")
    assert chinese.replace(WORD_JOINER, "") == "胡牌区（扣牌）"
    assert "（\u2060扣\u2060牌\u2060）" in chinese
    assert keep_asides_whole("No aside here") == "No aside here"


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_knock_areas_words_never_break_inside_their_aside(
    qapp: QApplication, qtbot: QtBot, lang: str, size: tuple[int, int]
) -> None:
    """The knock area's label on the felt: "Knock here / (face down)", 「胡牌区 / （扣牌）」
    at a narrow table, never "Knock here (face / down)" nor 「胡牌区（扣 / 牌）」."""
    i18n.install_language(qapp, lang)
    try:
        win = open_window(qtbot, size=size)
        ui = jinlami_ui(win)
        ui.controller.load_hand(knock_hand())
        qtbot.waitUntil(lambda: ui.controller.state is not None)
        zone = ui.scene.knock_zone
        label = zone.label
        plain = label.replace(WORD_JOINER, "").replace("\u00a0", " ")
        aside = re.search(r"[(（][^)）]*[)）]", plain)
        assert aside is not None, plain
        font = label_font(zone.font_px)
        width = zone.rect.width() - 8  # as ZoneItem.draw lays it out
        for start in line_starts(label, font, width):
            at = len(label[:start].replace(WORD_JOINER, ""))
            assert not aside.start() < at < aside.end(), (plain, at)
        win.shutdown()
    finally:
        i18n.install_language(qapp, "en")
