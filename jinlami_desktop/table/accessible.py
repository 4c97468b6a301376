"""The table for screen readers: the focused card and what lies on the felt, in words.

Why through the view: Qt gives graphics items no accessibility of their own, and a
table is one control to the keyboard (arrows move the focus along the hand inside it).
So the view speaks for its scene, as a list view speaks for its rows: its accessible
name names the table (set by each game's window), its accessible description says the
focused card first ("10 of hearts, card 3 of 11 in your hand" / 「红心 10，手牌第 3 张，
共 11 张」), then the piles, the knock area, the melds and the seats.  Every change is
reported to the accessibility layer (``DescriptionChanged``), and a focus move is
announced (``QAccessibleAnnouncementEvent``) so a screen reader says the new card at
once.  Cards are named in words, suit and rank, by :func:`~jinlami_desktop.words.texts.card_name`
(docs/GLOSSARY.md); the scenes supply the parts (:meth:`accessible_parts`).

:class:`TableVoice` is held by :class:`~jinlami_desktop.table.view.TableView`; it
refreshes when the scene has laid itself out again (``settled``) or the focus moved.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from engine import Card

from ..words.texts import card_name

__all__ = [
    "TableSpeech",
    "TableVoice",
    "VoicedTable",
    "card_item_name",
    "cards_words",
    "focus_words",
    "knock_area_words",
    "meld_words",
    "pile_words",
    "seat_words",
]


class TableSpeech:
    """The translation context of the table's spoken words: ``TableSpeech.tr(text, n)``
    (a class so that lupdate takes ``TableSpeech`` as the context; never instantiated)."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(cls.__name__, text, disambiguation, n)


def card_item_name(card: Card | None) -> str:
    """A card on the table: its name in words, or that it lies face down."""
    return card_name(card) if card is not None else TableSpeech.tr("face-down card")


def cards_words(cards: Iterable[Card]) -> str:
    """Cards in words, one after the other ("8 of hearts, 9 of hearts" / 「红心 8、红心 9」)."""
    return TableSpeech.tr(", ").join(card_name(c) for c in cards)


def focus_words(card: Card, index: int, count: int, chosen: bool = False) -> str:
    """The focused hand card, whether it is selected, and where it is in the hand."""
    if chosen:
        return TableSpeech.tr("{card}, selected, card {i} of {n} in your hand").format(
            card=card_name(card), i=index + 1, n=count
        )
    return TableSpeech.tr("{card}, card {i} of {n} in your hand").format(
        card=card_name(card), i=index + 1, n=count
    )


def pile_words(stock: int, discard: Sequence[Card]) -> list[str]:
    """The stock with its count and the discard pile with its top card."""
    top = (
        TableSpeech.tr("Discard pile: {card} on top").format(card=card_name(discard[-1]))
        if discard
        else TableSpeech.tr("Discard pile: empty")
    )
    return [TableSpeech.tr("Stock: %n card(s)", "", stock), top]


def knock_area_words(label: str, knocked: bool) -> str:
    """The 金拉米 knock area: what it says on the felt, or the face-down knock card."""
    if knocked:
        return TableSpeech.tr("Knock area: a face-down card")
    return TableSpeech.tr("Knock area: {label}").format(label=label)


def meld_words(cards: Iterable[Card], owner: str = "", mine: bool = False) -> str:
    """A meld on the table; ``owner``: the seat that laid it (``mine``: the player)."""
    words = cards_words(cards)
    if mine:
        return TableSpeech.tr("Your meld: {cards}").format(cards=words)
    if owner:
        return TableSpeech.tr("Meld of {name}: {cards}").format(name=owner, cards=words)
    return TableSpeech.tr("Meld: {cards}").format(cards=words)


def seat_words(
    name: str, count: int, shown: Sequence[Card] = (), doing: str = "", level: str = ""
) -> str:
    """Another seat: its name (and bot level), how many cards it holds, the ones
    everyone can see, and what it is doing (thinking…)."""
    if level:
        name = TableSpeech.tr("{name} ({level})").format(name=name, level=level)
    text = TableSpeech.tr("{name}: %n card(s)", "", count).format(name=name)
    if shown:
        text = TableSpeech.tr("{seat}, showing {cards}").format(seat=text, cards=cards_words(shown))
    if doing:
        text = TableSpeech.tr("{seat} ({doing})").format(seat=text, doing=doing)
    return text


class VoicedTable(Protocol):
    """What the voice needs of a table scene (both games' scenes are one)."""

    def focused_card(self) -> Card | None: ...
    def hand_cards(self) -> list[Card]: ...
    def accessible_parts(self) -> list[str]: ...
    def is_chosen(self, card: Card) -> bool: ...


class TableVoice(QObject):
    """Keeps ``view``'s accessible description in line with ``table``: the focused card,
    then the table; reports each change and announces each new focused card.  A child
    of the view, so a signal connected to :meth:`refresh` goes with the view."""

    def __init__(self, view: QWidget, table: VoicedTable) -> None:
        super().__init__(view)
        self._view = view
        self._table = table
        self._said = ""

    def focused_name(self) -> str:
        """The focused hand card in words ("10 of hearts" / "红心 10"), or ``""``."""
        card = self._table.focused_card()
        return card_name(card) if card is not None else ""

    def description(self) -> str:
        """The focused card and where it is, then every part of the table."""
        parts = list(self._table.accessible_parts())
        card = self._table.focused_card()
        if card is not None:
            hand = self._table.hand_cards()
            chosen = self._table.is_chosen(card)
            parts.insert(0, focus_words(card, hand.index(card), len(hand), chosen))
        return TableSpeech.tr("; ").join(p for p in parts if p)

    @Slot()
    def refresh(self) -> None:
        """Set the description anew; tell the accessibility layer what changed."""
        view = self._view
        text = self.description()
        active = QAccessible.isActive()
        if text != view.accessibleDescription():
            view.setAccessibleDescription(text)
            if active:
                QAccessible.updateAccessibility(
                    QAccessibleEvent(view, QAccessible.Event.DescriptionChanged)
                )
        name = self.focused_name()
        if not view.hasFocus():
            self._said = ""
        elif name != self._said:
            self._said = name
            if active and name:
                QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, name))
