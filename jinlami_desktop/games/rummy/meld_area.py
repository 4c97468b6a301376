"""The shared meld area of the 拉米纸牌 table: every table meld, its label and drop zone.

Why a module of its own: the meld area is what 拉米纸牌 has and 金拉米 has not — melds of
every seat packed in rows that shrink as the table fills (:func:`.layout.layout_melds`),
each under a label naming who laid it and who added to it ("North  + You"), each card
laid off by another seat tagged with that seat's colour, and a tooltip listing it all.
:class:`MeldArea` is a part of :class:`~.scene.RummyTableScene`; it only places items.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from engine.rummy.view import RummyView, TableMeld

from ...table.card_art import CARD_ASPECT
from ...table.card_scene import Z_MELDS
from ...table.items import ZoneItem, label_font
from .items import MeldLabelItem, RummyCardItem, Segments, segments_width
from .layout import MELD_MAX, layout_melds

if TYPE_CHECKING:
    from .scene import RummyTableScene

__all__ = ["MeldArea"]

_DIM = QColor(255, 255, 255, 170)


class MeldArea:
    """The table melds, their labels and their drop zones (``meld_zones``)."""

    meld_labels: list[MeldLabelItem]

    def _meld_segments(self: RummyTableScene, meld: TableMeld) -> Segments:
        """The label of a table meld: the owner, then "+" and each seat that added cards."""
        from ...texts import rummy_meld_added_prefix

        segs = [(self.seat_name(meld.owner), self.seat_color(meld.owner))]
        adders = [s for s in meld.contributors if s != meld.owner]
        if adders:
            segs.append(("  " + rummy_meld_added_prefix(), _DIM))
            for k, seat in enumerate(adders):
                segs.append((("" if k == 0 else " ") + self.seat_name(seat), self.seat_color(seat)))
        return segs

    def _meld_tooltip(self: RummyTableScene, meld: TableMeld) -> str:
        from ...texts import card_symbol, cards_text, rummy_meld_tooltip

        added = ", ".join(f"{card_symbol(c)} {self.seat_name(s)}" for s, c in meld.added)
        return rummy_meld_tooltip(
            meld.kind, cards_text(meld.cards), self.seat_name(meld.owner), added
        )

    def _sync_meld_items(self: RummyTableScene, count: int) -> None:
        """One drop zone and one label per table meld."""
        while len(self.meld_zones) < count:
            zone = ZoneItem("meld", len(self.meld_zones))
            zone.visible_frame = False
            self.addItem(zone)
            self.meld_zones.append(zone)
        while len(self.meld_zones) > count:
            self.removeItem(self.meld_zones.pop())
        while len(self.meld_labels) < count:
            label = MeldLabelItem()
            self.addItem(label)
            self.meld_labels.append(label)
        while len(self.meld_labels) > count:
            self.removeItem(self.meld_labels.pop())

    def _place_melds(self: RummyTableScene, view: RummyView | None, ms: int) -> None:
        g = self.geo
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
                item = self.faces[card]
                assert isinstance(item, RummyCardItem)
                item.set_size(lay.card_w, lay.card_h)
                item.set_marks()
                item.set_taken(False)
                item.set_tag(self.seat_color(adders[card]) if card in adders else None)
                item.setToolTip(tip)
                self._home(item, lay.card_pos(index, j), ms, Z_MELDS + j)
            rect = lay.cards_rect(index, len(meld.cards)).adjusted(-pad, -pad, pad, pad)
            self.meld_zones[index].set_rect(rect, g.font_px)
            slot = lay.slots[index]
            label_rect = QRectF(
                min(slot.left(), rect.left() + pad), slot.top(), slot.width(), label_h * 0.92
            )
            self.meld_labels[index].set_content(label_rect, segments[index], font)
            self.meld_labels[index].setToolTip(tip)
