"""The dialogs' card strip tells melds from deadwood: a bar under each meld, as under
the table's hand, none under the loose cards (a hand's deadwood shown as one more group
would read as a meld)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from engine import Card, parse_card
from jinlami_desktop.ui.dialog_kit import MELD_BAR_COLOR, CardStrip


def _cards(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


def _bar_under(image: QImage, strip: CardStrip, x: float) -> bool:
    """Whether the bar's colour lies under the card column at ``x``."""
    y0 = strip.card_h + 4
    return any(
        QColor(image.pixel(round(x), y)).rgb() == MELD_BAR_COLOR.rgb()
        for y in range(y0, min(image.height(), y0 + 8))
    )


def test_hand_strip_bars_the_melds_not_the_deadwood(qtbot: QtBot) -> None:
    strip = CardStrip(40)
    qtbot.addWidget(strip)
    melds = [_cards("8S 9S TS JS"), _cards("7D 8D 9D")]
    strip.set_hand(melds, _cards("4S 4H 2D"))
    assert strip.meld_groups == 2 and len(strip.groups) == 3
    strip.resize(strip.sizeHint())
    image = strip.grab().toImage()
    xs = strip._positions()
    middle = strip.card_w / 2
    assert _bar_under(image, strip, xs[0] + middle)  # the spade run
    assert _bar_under(image, strip, xs[4] + middle)  # the diamond run
    assert not _bar_under(image, strip, xs[-1] + middle)  # ♦2, deadwood


def test_plain_groups_have_no_bars(qtbot: QtBot) -> None:
    strip = CardStrip(40)
    qtbot.addWidget(strip)
    strip.set_hand([_cards("8S 9S TS")], [])
    assert strip.meld_groups == 1
    strip.set_groups([_cards("7S")])  # a layoff: cards, no meld
    assert strip.meld_groups == 0
    assert strip.sizeHint().height() == strip.card_h + 4
