"""Card faces, backs and the icon render, at every size and pixel ratio we support."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from pytestqt.qtbot import QtBot

from engine import DECK, Card
from jinlami_desktop.table.card_art import (
    BACK_COLORS,
    CARD_ASPECT,
    ICON_SIZES,
    CardPixmapCache,
    DeckStyle,
    app_icon,
    card_height,
    paint_back,
    paint_face,
    render_back_image,
    render_face_image,
    render_icon_png,
    suit_color,
)

TWO = DeckStyle()
FOUR = DeckStyle(four_color=True)
LARGE = DeckStyle(large_indices=True)


def ink_pixels(image: QImage, x0: float = 0.0, x1: float = 1.0) -> Counter[tuple[int, int, int]]:
    """Opaque, clearly non-white pixels between fractions x0..x1 of the width, by colour.

    Counted on the raw 32-bit pixels (0xAARRGGBB in native order) row by row, then
    filtered by colour: a pixel-by-pixel ``pixelColor`` loop costs seconds a card."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    words = memoryview(bytes(image.constBits())).cast("I")
    stride = image.bytesPerLine() // 4
    a, b = int(x0 * image.width()), int(x1 * image.width())
    counts: Counter[int] = Counter()
    for y in range(image.height()):
        counts.update(words[y * stride + a : y * stride + b])
    found: Counter[tuple[int, int, int]] = Counter()
    for value, n in counts.items():
        rgb = ((value >> 16) & 255, (value >> 8) & 255, value & 255)
        if value >> 24 == 255 and min(rgb) < 200:
            found[rgb] += n
    return found


def image_bytes(image: QImage) -> bytes:
    return bytes(image.constBits())


def hue_pixels(image: QImage, low: int, high: int) -> int:
    """How many clearly saturated ink pixels have a hue in ``low..high`` (wrapping at 360)."""
    total = 0
    for (r, g, b), n in ink_pixels(image).items():
        colour = QColor(r, g, b)
        hue = colour.hue()
        if colour.saturation() > 120 and (
            low <= hue <= high if low <= high else hue >= low or hue <= high
        ):
            total += n
    return total


RED, BLUE, GREEN = (340, 15), (200, 230), (110, 160)


@pytest.mark.slow
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [40, 96, 240])
def test_every_face_renders(qtbot: QtBot, width: int, dpr: float) -> None:
    """Each of the 52 faces fills its rect: opaque centre, transparent corner, some ink."""
    for style in (TWO, LARGE):
        for card in DECK:
            image = render_face_image(card, width, style, dpr)
            assert not image.isNull()
            assert image.width() == round(width * dpr)
            assert image.height() == round(width * CARD_ASPECT * dpr)
            assert image.devicePixelRatio() == pytest.approx(dpr)
            assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
            assert image.pixelColor(0, 0).alpha() < 40, "rounded corner must stay transparent"
            index_strip = image.copy(0, 0, image.width() // 3, image.height() // 4)
            assert ink_pixels(index_strip), f"{card} has no corner index at {width}px"


def test_faces_are_all_different(qtbot: QtBot) -> None:
    images = {image_bytes(render_face_image(card, 60, TWO)) for card in DECK}
    assert len(images) == 52


def test_large_indices_identify_card_from_left_strip(qtbot: QtBot) -> None:
    """In a fanned hand only the left ~30% shows: that strip alone must tell all 52 apart."""
    strips = set()
    for card in DECK:
        image = render_face_image(card, 56, LARGE)
        strip = image.copy(0, 0, int(image.width() * 0.3), image.height())
        strips.add(image_bytes(strip))
    assert len(strips) == 52


def test_large_indices_have_more_ink_than_normal(qtbot: QtBot) -> None:
    def index_ink(style: DeckStyle) -> int:
        image = render_face_image(Card.parse("8H"), 80, style)
        corner = image.copy(0, 0, image.width() // 5, int(image.height() * 0.4))
        return sum(ink_pixels(corner).values())

    assert index_ink(LARGE) > index_ink(TWO) * 1.8


@pytest.mark.parametrize("text", ["TD", "7D", "KD", "TC", "4C", "QC"])
def test_four_colour_changes_diamonds_and_clubs(qtbot: QtBot, text: str) -> None:
    card = Card.parse(text)
    two = render_face_image(card, 100, TWO)
    four = render_face_image(card, 100, FOUR)
    assert two != four
    if card.suit == 2:  # diamonds: red -> blue
        assert hue_pixels(two, *RED) > 50
        assert hue_pixels(two, *BLUE) == 0
        assert hue_pixels(four, *BLUE) > 50
        assert hue_pixels(four, *RED) == 0
    else:  # clubs: black -> green
        assert hue_pixels(two, *GREEN) == 0
        assert hue_pixels(four, *GREEN) > 50


@pytest.mark.parametrize("text", ["AS", "9S", "JS", "AH", "5H", "KH"])
def test_four_colour_keeps_spades_and_hearts(qtbot: QtBot, text: str) -> None:
    card = Card.parse(text)
    assert render_face_image(card, 100, TWO) == render_face_image(card, 100, FOUR)


def test_suit_colours(qtbot: QtBot) -> None:
    assert suit_color(1, TWO) == suit_color(2, TWO)  # red hearts and diamonds
    assert suit_color(0, TWO) == suit_color(3, TWO)  # black spades and clubs
    assert len({suit_color(s, FOUR).name() for s in range(4)}) == 4


def test_backs_differ_by_colour(qtbot: QtBot) -> None:
    assert {"blue", "red", "green", "purple", "black"} <= set(BACK_COLORS)
    images = {}
    for name in BACK_COLORS:
        image = render_back_image(80, DeckStyle(back=name))
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        images[name] = image_bytes(image)
    assert len(set(images.values())) == len(BACK_COLORS)


def test_unknown_back_falls_back_to_blue(qtbot: QtBot) -> None:
    assert render_back_image(60, DeckStyle(back="no-such")) == render_back_image(
        60, DeckStyle(back="blue")
    )


@pytest.mark.slow
@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_backs_render_at_all_sizes(qtbot: QtBot, dpr: float) -> None:
    for width in (40, 120, 400):
        image = render_back_image(width, DeckStyle(back="red"), dpr)
        assert image.size() == QSize(round(width * dpr), round(width * CARD_ASPECT * dpr))
        assert ink_pixels(image)


def test_paint_into_any_rect(qtbot: QtBot) -> None:
    """The table may paint directly (no cache) into an offset rect on its own painter."""
    image = QImage(300, 200, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    paint_face(p, QRectF(10.5, 20.25, 100.0, 140.0), Card.parse("QS"), TWO)
    paint_back(p, QRectF(150.0, 20.0, 100.0, 140.0), TWO)
    p.end()
    assert image.pixelColor(5, 5).alpha() == 0
    assert image.pixelColor(60, 90).alpha() == 255
    assert image.pixelColor(200, 90).alpha() == 255


def test_card_height() -> None:
    assert card_height(100) == round(100 * CARD_ASPECT)
    assert 1.3 <= CARD_ASPECT <= 1.5


def test_cache_hits_return_the_same_pixmap(qtbot: QtBot) -> None:
    cache = CardPixmapCache()
    card = Card.parse("TH")
    first = cache.face(card, 90, TWO, 2.0)
    assert first.cacheKey() == cache.face(card, 90, TWO, 2.0).cacheKey()
    assert first.devicePixelRatio() == pytest.approx(2.0)
    assert first.width() == 180
    assert first.deviceIndependentSize().width() == pytest.approx(90)
    back = cache.back(90, TWO)
    assert back.cacheKey() == cache.back(90, TWO).cacheKey()
    assert len(cache) == 2
    # every key part splits the cache
    others = [
        cache.face(Card.parse("TS"), 90, TWO, 2.0),
        cache.face(card, 91, TWO, 2.0),
        cache.face(card, 90, FOUR, 2.0),
        cache.face(card, 90, TWO, 1.5),
    ]
    assert len({p.cacheKey() for p in [first, *others]}) == 5
    # the back colour does not split faces, face-only style fields do not split backs
    assert cache.face(card, 90, DeckStyle(back="red"), 2.0).cacheKey() == first.cacheKey()
    assert cache.back(90, DeckStyle(four_color=True, large_indices=True)).cacheKey() == (
        back.cacheKey()
    )
    assert cache.back(90, DeckStyle(back="red")).cacheKey() != back.cacheKey()
    cache.clear()
    assert len(cache) == 0
    assert cache.face(card, 90, TWO, 2.0).cacheKey() != first.cacheKey()


def test_cache_is_bounded(qtbot: QtBot) -> None:
    cache = CardPixmapCache(max_items=10)
    for card in DECK[:20]:
        cache.face(card, 40, TWO)
    assert len(cache) == 10
    recent = cache.face(DECK[19], 40, TWO)
    assert cache.face(DECK[19], 40, TWO).cacheKey() == recent.cacheKey()


def test_icon(qtbot: QtBot) -> None:
    icon = app_icon()
    assert not icon.isNull()
    sizes = {s.width() for s in icon.availableSizes()}
    assert set(ICON_SIZES) <= sizes
    for size in (16, 32, 256):
        image = render_icon_png(size)
        assert image.size() == QSize(size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
    big = render_icon_png(256)
    assert big.pixelColor(1, 1).alpha() == 0, "the tile has rounded, transparent corners"


# --------------------------------------------------------------------------- court figures

SKIN = (246, 220, 191)


def figure_area(image: QImage) -> QImage:
    """The middle of the card, inside the court frame and clear of the corner indices."""
    w, h = image.width(), image.height()
    return image.copy(int(w * 0.32), int(h * 0.12), int(w * 0.36), int(h * 0.76))


def skin_pixels(image: QImage) -> int:
    """Pixels close to the figures' skin tone (the old letter-only face had none)."""
    return sum(
        n
        for (r, g, b), n in Counter(
            (c.red(), c.green(), c.blue())
            for c in (
                image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())
            )
        ).items()
        if abs(r - SKIN[0]) + abs(g - SKIN[1]) + abs(b - SKIN[2]) < 12
    )


@pytest.mark.parametrize("style", [TWO, FOUR, LARGE], ids=["two", "four", "large"])
@pytest.mark.parametrize("suit", "SHDC")
def test_court_figures_differ_pairwise_and_have_figures(
    qtbot: QtBot, suit: str, style: DeckStyle
) -> None:
    """J, Q, K of a suit are different pictures, each with a figure (ink and faces)."""
    areas = [figure_area(render_face_image(Card.parse(r + suit), 100, style)) for r in "JQK"]
    assert len({image_bytes(a) for a in areas}) == 3
    for area in areas:
        total = area.width() * area.height()
        assert sum(ink_pixels(area).values()) > total * 0.2, "the figure area is mostly ink"
        assert skin_pixels(area) > 20, "each half shows a face"


def test_court_figures_differ_by_more_than_the_letter(qtbot: QtBot) -> None:
    """The ranks differ in the whole figure, not just a letter: many pixels change."""
    areas = [figure_area(render_face_image(Card.parse(r + "S"), 120, TWO)) for r in "JQK"]
    for i in range(3):
        for j in range(i + 1, 3):
            a, b = areas[i], areas[j]
            changed = sum(
                a.pixel(x, y) != b.pixel(x, y) for y in range(a.height()) for x in range(a.width())
            )
            assert changed > a.width() * a.height() * 0.15


@pytest.mark.parametrize("text", ["JD", "QD", "KD", "JC", "QC", "KC"])
def test_four_colour_colours_the_figures(qtbot: QtBot, text: str) -> None:
    """The robes take the suit's four-colour ink: blue diamonds, green clubs."""
    card = Card.parse(text)
    two = figure_area(render_face_image(card, 100, TWO))
    four = figure_area(render_face_image(card, 100, FOUR))
    if card.suit == 2:
        assert hue_pixels(two, *RED) > 300
        assert hue_pixels(four, *BLUE) > 300
        assert hue_pixels(four, *RED) == 0
    else:
        assert hue_pixels(two, *GREEN) == 0
        assert hue_pixels(four, *GREEN) > 300


def test_court_figures_are_mirrored(qtbot: QtBot) -> None:
    """Turned 180°, a court card looks the same (double-ended, cut at the middle)."""
    image = render_face_image(Card.parse("QH"), 120, TWO).convertToFormat(
        QImage.Format.Format_ARGB32
    )
    turned = image.transformed(QTransform().rotate(180.0))
    w, h = image.width(), image.height()
    same = sum(
        abs(image.pixelColor(x, y).red() - turned.pixelColor(x, y).red()) < 40
        for y in range(0, h, 2)
        for x in range(0, w, 2)
    )
    assert same > (w // 2) * (h // 2) * 0.95


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_court_figures_render_at_every_size(qtbot: QtBot, dpr: float) -> None:
    """From the smallest table card to the largest, with simplified detail below 60 px."""
    for width in (40, 59, 60, 120, 400):
        for style in (TWO, FOUR, LARGE):
            for text in ("JS", "QH", "KD", "KC"):
                image = render_face_image(Card.parse(text), width, style, dpr)
                assert image.size() == QSize(round(width * dpr), round(width * CARD_ASPECT * dpr))
                middle = image.pixelColor(image.width() // 2, image.height() * 2 // 5)
                assert middle.alpha() == 255
                assert middle != QColor("#fbf6ea"), "the figure fills the frame"


def test_small_figures_drop_fine_lines(qtbot: QtBot) -> None:
    """Below the detail threshold the face lines go; above it they are drawn."""
    from jinlami_desktop.table.court_art import DETAIL_MIN_WIDTH

    below = render_face_image(Card.parse("KS"), int(DETAIL_MIN_WIDTH) - 1, TWO)
    above = render_face_image(Card.parse("KS"), int(DETAIL_MIN_WIDTH), TWO)
    # the same card one pixel wider is not just rescaled: it gains lines (more ink)
    ink_below = sum(ink_pixels(figure_area(below)).values()) / (below.width() * below.height())
    ink_above = sum(ink_pixels(figure_area(above)).values()) / (above.width() * above.height())
    assert ink_above > ink_below
