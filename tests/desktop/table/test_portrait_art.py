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


def test_portraits_are_cached_per_size_and_slot(qapp: QApplication) -> None:
    first = portrait_pixmap("hard", 40)
    assert portrait_pixmap("hard", 40).cacheKey() == first.cacheKey()
    assert portrait_pixmap("hard#1", 40).cacheKey() == first.cacheKey()  # the first slot
    assert portrait_pixmap("hard#2", 40).cacheKey() != first.cacheKey()
    assert portrait_pixmap("hard", 60).width() == 60
    hi = portrait_pixmap("hard", 40, 2.0)
    assert hi.width() == 80 and hi.devicePixelRatio() == 2.0


def test_two_bots_of_one_level_have_two_faces_with_the_levels_feature(
    qapp: QApplication,
) -> None:
    """Three hard bots at a table: three people (hair, skin, shirt), each with the hard
    level's backdrop (the level told apart at a glance still)."""
    for level in PORTRAIT_KEYS:
        faces = [_image(level), _image(f"{level}#2"), _image(f"{level}#3")]
        assert faces[0] != faces[1] != faces[2] != faces[0], level
        backdrops = {face.pixel(5, 24) for face in faces}  # the round backdrop, left
        assert len(backdrops) == 1, level
    assert _image("nobody#2") == _image("nobody")  # no bot: the one plain bust
