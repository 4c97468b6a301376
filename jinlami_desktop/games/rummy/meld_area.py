"""The shared meld area of the 拉米纸牌 table: every table meld, its label and drop zone.

Why a module of its own: the meld area is what 拉米纸牌 has and 金拉米 has not — melds of
every seat packed in rows that shrink as the table fills (:func:`.layout.layout_melds`),
each under a label naming who laid it and who added to it ("North  + You"), each card
laid off by another seat tagged with that seat's colour, and a tooltip listing it all.
:class:`MeldArea` is held by :class:`~.scene.RummyTableScene` as ``scene.meld_area``; it
only places items, on the table it sees through :class:`MeldAreaHost`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem

from engine import Card
from engine.rummy.view import RummyView, TableMeld

from ...table.card_art import CARD_ASPECT
from ...table.card_scene import Z_MELDS
from ...table.items import CardItem, ZoneItem, label_font
from .items import MeldLabelItem, RummyCardItem, Segments, segments_width
from .layout import MELD_MAX, RummyGeometry, layout_melds

__all__ = ["MeldArea", "MeldAreaHost"]

_DIM = QColor(255, 255, 255, 170)


class MeldAreaHost(Protocol):
    """What the meld area needs of the table: its geometry, its card items and drop
    zones, the seats' names and colours, and a way to add, remove and send items home."""

    @property
    def geo(self) -> RummyGeometry: ...
    @property
    def faces(self) -> dict[Card, CardItem]: ...
    @property
    def meld_zones(self) -> list[ZoneItem]: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_color(self, seat: int) -> QColor: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...
    def send_home(self, item: CardItem, pos: QPointF, ms: int, z: float | None = None) -> None: ...


class MeldArea:
    """The table melds, their labels (``labels``) and their drop zones (the table's
    ``meld_zones``)."""

    def __init__(self, table: MeldAreaHost) -> None:
        self._table = table
        self.labels: list[MeldLabelItem] = []

    def _meld_segments(self, meld: TableMeld) -> Segments:
        """The label of a table meld: the owner, then "+" and each seat that added cards."""
        # lazy: imported on first use, not at start-up
        from .words import rummy_meld_added_prefix

        segs = [(self._table.seat_name(meld.owner), self._table.seat_color(meld.owner))]
        adders = [s for s in meld.contributors if s != meld.owner]
        if adders:
            segs.append(("  " + rummy_meld_added_prefix(), _DIM))
            for k, seat in enumerate(adders):
                segs.append(
                    (
                        ("" if k == 0 else " ") + self._table.seat_name(seat),
                        self._table.seat_color(seat),
                    )
                )
        return segs

    def _meld_tooltip(self, meld: TableMeld) -> str:
        # lazy: imported on first use, not at start-up
        from ...words.texts import card_symbol, cards_text
        from .words import rummy_meld_tooltip

        added = ", ".join(f"{card_symbol(c)} {self._table.seat_name(s)}" for s, c in meld.added)
        return rummy_meld_tooltip(
            meld.kind, cards_text(meld.cards), self._table.seat_name(meld.owner), added
        )

    def _sync_meld_items(self, count: int) -> None:
        """One drop zone and one label per table meld."""
        while len(self._table.meld_zones) < count:
            zone = ZoneItem("meld", len(self._table.meld_zones))
            zone.visible_frame = False
            self._table.addItem(zone)
            self._table.meld_zones.append(zone)
        while len(self._table.meld_zones) > count:
            self._table.removeItem(self._table.meld_zones.pop())
        while len(self.labels) < count:
            label = MeldLabelItem()
            self._table.addItem(label)
            self.labels.append(label)
        while len(self.labels) > count:
            self._table.removeItem(self.labels.pop())

    def place(self, view: RummyView | None, ms: int) -> None:
        """Lay out every table meld of ``view`` (none without a view), labelled and with
        its drop zone; cards move home in ``ms`` milliseconds."""
        g = self._table.geo
        melds = view.table_melds if view is not None else ()
        self._sync_meld_items(len(melds))
        if not melds:
            return
        font = label_font(g.font_px * 0.85)
        label_h = g.font_px * 1.45
        segments = [self._meld_segments(m) for m in melds]
        widths = [segments_width(s, font) + label_h * 0.8 for s in segments]
        area = g.melds.adjusted(g.gap * 0.5, g.gap * 0.3, -g.gap * 0.5, -g.gap * 0.3)
        lay = layout_melds(
            [len(m.cards) for m in melds], widths, area, g.card_w * MELD_MAX, CARD_ASPECT, label_h
        )
        pad = lay.card_w * 0.08
        for index, meld in enumerate(melds):
            adders = {c: seat for seat, c in meld.added if seat != meld.owner}
            tip = self._meld_tooltip(meld)
            for j, card in enumerate(meld.cards):
                item = self._table.faces[card]
                assert isinstance(item, RummyCardItem)
                item.set_size(lay.card_w, lay.card_h)
                item.set_marks()
                item.set_tag(self._table.seat_color(adders[card]) if card in adders else None)
                item.setToolTip(tip)
                self._table.send_home(item, lay.card_pos(index, j), ms, Z_MELDS + j)
            rect = lay.cards_rect(index, len(meld.cards)).adjusted(-pad, -pad, pad, pad)
            self._table.meld_zones[index].set_rect(rect, g.font_px)
            slot = lay.slots[index]
            label_rect = QRectF(
                min(slot.left(), rect.left() + pad), slot.top(), slot.width(), label_h * 0.92
            )
            self.labels[index].set_content(label_rect, segments[index], font)
            self.labels[index].setToolTip(tip)
