"""The moment on the felt, on its own: played at a speed or not at all, counted up to the
true points, and what follows it called once (or never, when it is cancelled)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from engine import parse_cards
from jinlami_desktop.model.pacing import ANIMATION_SPEEDS, duration_ms, moment_ms
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.table.moment import Moment, MomentItem, MomentPlayer, counted, points_text

GIN = Moment("Gin!", 129, tuple(parse_cards("AH 2H 3H 4H 5S 6S 7S 9D 9C 9H")))


def player(qtbot: QtBot) -> tuple[QGraphicsScene, MomentPlayer, list[str]]:
    scene = QGraphicsScene()
    scene.setSceneRect(QRectF(0, 0, 900, 560))
    calls: list[str] = []
    return scene, MomentPlayer(scene), calls


def play(p: MomentPlayer, moment: Moment | None, speed: str, calls: list[str]) -> None:
    p.play(
        moment,
        speed,
        lambda: calls.append("dialog"),
        card_size=(70.0, 98.0),
        style=DeckStyle(),
        font_px=30.0,
    )


def test_the_moments_length_follows_the_speed() -> None:
    assert moment_ms("off") == 0
    assert moment_ms("fast") < moment_ms("normal") < moment_ms("slow")
    assert 1000 <= moment_ms("normal") <= 1500  # short: never holds the player up long
    assert moment_ms("nonsense") == moment_ms("normal")
    for speed in ANIMATION_SPEEDS[1:]:
        assert moment_ms(speed) > duration_ms(speed)  # longer than a card's move


def test_off_adds_nothing_and_goes_on_at_once(qtbot: QtBot) -> None:
    scene, p, calls = player(qtbot)
    play(p, GIN, "off", calls)
    assert calls == ["dialog"]
    assert p.item is None and not scene.items()


def test_no_moment_goes_on_at_once(qtbot: QtBot) -> None:
    scene, p, calls = player(qtbot)
    play(p, None, "normal", calls)
    assert calls == ["dialog"] and not scene.items()


@pytest.mark.parametrize("speed", ["fast", "normal"])
def test_a_moment_plays_then_goes_on_once(qtbot: QtBot, speed: str) -> None:
    scene, p, calls = player(qtbot)
    play(p, GIN, speed, calls)
    item = p.item
    assert isinstance(item, MomentItem) and item.scene() is scene and item.isVisible()
    assert item.moment.title == "Gin!" and len(item.cards) == 10
    assert calls == []  # not before the moment ends
    seen: list[int] = []
    item._anim.valueChanged.connect(lambda _v: seen.append(item.shown_points))
    qtbot.waitUntil(lambda: calls == ["dialog"], timeout=5000)
    assert not item.isVisible()
    assert item.shown_points == 129
    assert seen == sorted(seen) and all(0 <= v <= 129 for v in seen)  # counted up


def test_the_count_starts_at_nought_and_ends_at_the_true_points() -> None:
    values = [counted(129, k / 100) for k in range(101)]
    assert values[0] == 0 and values[-1] == 129
    assert values == sorted(values) and max(values) == 129
    assert counted(0, 0.5) == 0


def test_the_fan_opens_and_lifts(qtbot: QtBot) -> None:
    scene, p, calls = player(qtbot)
    play(p, GIN, "slow", calls)
    item = p.item
    assert item is not None
    item._set_progress(0.0)
    closed = [c.pos().x() for c in item.cards]
    item._set_progress(1.0)
    opened = [c.pos().x() for c in item.cards]
    assert max(closed) - min(closed) < 1.0  # one stack
    assert opened == sorted(opened) and opened[-1] - opened[0] > 100  # fanned left to right
    assert item.cards[0].rotation() < 0 < item.cards[-1].rotation()
    assert item.fan_rect().intersects(item.banner_rect()) is False  # the word stays clear
    for c in item.cards:
        assert scene.sceneRect().contains(c.sceneBoundingRect())


def test_cancel_drops_what_was_to_follow(qtbot: QtBot) -> None:
    scene, p, calls = player(qtbot)
    play(p, GIN, "normal", calls)
    p.cancel()
    assert calls == [] and p.item is not None and not p.item.isVisible()
    play(p, GIN, "normal", calls)  # the item is reused, its old cards gone
    assert p.item is not None and len(p.item.cards) == 10
    assert len([i for i in scene.items() if i.parentItem() is p.item]) == 10
    p.finish()
    assert calls == ["dialog"]


def test_the_points_are_said_in_words() -> None:
    assert points_text(1) == "1 point" and points_text(129) == "129 points"
