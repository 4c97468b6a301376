"""The opponents' portraits: drawn, different per identity, cached per size."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from jinlami_desktop.table.portrait_art import PORTRAIT_KEYS, portrait_pixmap
from jinlami_desktop.words.texts import BOT_LEVELS, BOT_STYLES


def _image(level: str, size: int = 48) -> QImage:
    return portrait_pixmap(level, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_every_level_and_style_has_a_portrait() -> None:
    assert set(PORTRAIT_KEYS) == {*BOT_LEVELS, *(f"hard:{s}" for s in BOT_STYLES)}


def test_a_portrait_is_drawn_and_differs_per_identity(qapp: QApplication) -> None:
    images = {key: _image(key) for key in PORTRAIT_KEYS}
    for key, image in images.items():
        assert image.width() == 48 and image.height() == 48
        colours = {image.pixel(x, y) for x in range(0, 48, 3) for y in range(0, 48, 3)}
        assert len(colours) > 5, key  # a drawing, not a blank square
        assert image.pixelColor(0, 0).alpha() == 0  # round: the corners stay clear
        assert image.pixelColor(24, 24).alpha() == 255
    keys = list(images)
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            assert images[a] != images[b], (a, b)


def test_portraits_are_cached_per_size_and_team_members_share_their_levels(
    qapp: QApplication,
) -> None:
    first = portrait_pixmap("hard", 40)
    assert portrait_pixmap("hard", 40).cacheKey() == first.cacheKey()
    assert portrait_pixmap("hard#2", 40).cacheKey() == first.cacheKey()
    assert portrait_pixmap("hard", 60).width() == 60
    hi = portrait_pixmap("hard", 40, 2.0)
    assert hi.width() == 80 and hi.devicePixelRatio() == 2.0
