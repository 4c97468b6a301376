"""The 金拉米 table's knock area and what a knock lays out: the face-down knock card and
the knocker's melds, with their drop zones.

Why a part of its own: the knock is what 金拉米 has and 拉米纸牌 has not — the area beside
the piles invites a knock while one is possible ("Knock possible! Drop a card here",
"Gin possible!" at no deadwood), takes the knock card face down, and once the knocker
declares, their melds lie in the row under the piles, each a drop zone framed while the
player lays off onto it.  :class:`KnockArea` is held by :class:`~.scene.JinlamiScene`
as ``scene.knock_area``; it only places items, on the table it sees through
:class:`KnockAreaHost`.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from engine import Card, Phase, PlayerView

from ...table.card_scene import Z_DISCARD, Z_MELDS
from ...table.items import CardItem, ZoneItem
from ...table.layout import TableGeometry, fan_positions
from ...words.line_breaks import keep_asides_whole

__all__ = ["KnockArea", "KnockAreaHost"]


class KnockAreaHost(Protocol):
    """What the knock area needs of the table: its geometry, its card items, the knock
    zone and the melds' drop zones, and a way to add, remove and send items home."""

    @property
    def geo(self) -> TableGeometry: ...
    @property
    def faces(self) -> dict[Card, CardItem]: ...
    @property
    def knock_zone(self) -> ZoneItem: ...
    @property
    def knock_item(self) -> CardItem | None: ...
    @property
    def meld_zones(self) -> list[ZoneItem]: ...
    def addItem(self, item: QGraphicsItem) -> None: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...
    def send_home(self, item: CardItem, pos: QPointF, ms: int, z: float | None = None) -> None: ...


class KnockArea:
    """The knock zone's place and words, the knock card's home, the knocker's melds."""

    def __init__(self, table: KnockAreaHost) -> None:
        self._table = table

    def card_pos(self) -> QPointF:
        """Where the face-down knock card lies: the knock area's centre."""
        g = self._table.geo
        c = g.knock.center()
        return QPointF(c.x() - g.card_w / 2, c.y() - g.card_h / 2)

    def place_zone(self, view: PlayerView | None, points: int | None) -> None:
        """The knock zone and its words: none once knocked, an invitation while the
        player could knock with ``points`` of deadwood (0: gin), else where to knock —
        or to go gin, when the hand's own knock limit (``view.knock_limit``) is 0."""
        g = self._table.geo
        zone = self._table.knock_zone
        zone.set_rect(g.knock, g.label_font_px)
        if view is not None and view.knocker >= 0:
            zone.set_label("")
        elif points is not None:
            text = (
                QCoreApplication.translate("JinlamiScene", "Gin possible! Drop a card here")
                if points == 0
                else QCoreApplication.translate("JinlamiScene", "Knock possible! Drop a card here")
            )
            zone.set_label(keep_asides_whole(text), emphasis=True)
        elif view is not None and view.knock_limit == 0:
            # Straight Gin, or an Oklahoma ace: only a gin goes here
            only_gin = QCoreApplication.translate("JinlamiScene", "Gin only here (face down)")
            zone.set_label(keep_asides_whole(only_gin))
        else:
            knock = QCoreApplication.translate("JinlamiScene", "Knock here (face down)")
            zone.set_label(keep_asides_whole(knock))

    def place_card(self, ms: int) -> None:
        """The knock card (once a knock is made) goes home to the knock area."""
        item = self._table.knock_item
        if item is not None:
            g = self._table.geo
            item.set_size(g.card_w, g.card_h)
            item.setZValue(Z_DISCARD + 60)
            self._table.send_home(item, self.card_pos(), ms)

    def place_melds(self, view: PlayerView, ms: int) -> None:
        """The melds laid on the table in their row, each with its drop zone (framed
        while the player defends: laying off onto them)."""
        table = self._table
        g = table.geo
        melds = [sorted(m, key=lambda c: (c.rank, c.suit)) for m in view.table_melds]
        pos = fan_positions(
            [len(m) for m in melds], g.melds_row, g.small_w, g.small_w * 0.4, g.small_w * 0.25
        )
        zones = table.meld_zones
        while len(zones) < len(melds):
            zone = ZoneItem("meld", len(zones))
            table.addItem(zone)
            zones.append(zone)
        while len(zones) > len(melds):
            table.removeItem(zones.pop())
        defending = view.phase is Phase.LAYOFF and view.my_turn and view.knocker != view.player
        i = 0
        for index, meld in enumerate(melds):
            first = pos[i]
            for card in meld:
                item = table.faces[card]
                item.set_size(g.small_w, g.small_h)
                item.setZValue(Z_MELDS + i)
                item.set_marks(hinted=False)
                table.send_home(item, pos[i], ms)
                i += 1
            last = pos[i - 1]
            pad = g.small_w * 0.12
            rect = QRectF(
                first.x() - pad,
                first.y() - pad,
                last.x() + g.small_w - first.x() + 2 * pad,
                g.small_h + 2 * pad,
            )
            zone = zones[index]
            zone.set_rect(rect, g.label_font_px)
            zone.visible_frame = defending
            zone.update()
