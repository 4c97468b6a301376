"""Every move can be followed: a last-move marker at each seat, built from the
redacted events; bots paced by the bot speed setting (no pause with animations off); a
taken discard flying from the pile to the bot; lay-off lines naming the meld's owner;
one "just drawn" mark for both games."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QFontMetrics, QImage, QPainter, Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from engine import Action, Phase, parse_card, parse_cards
from engine.rummy.state import RummyEvent, RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.rummy.items import RummyCardItem
from jinlami_desktop.games.rummy.layout import board_rect, compute_geometry, marker_rects, side_fan
from jinlami_desktop.games.rummy.move_words import event_texts
from jinlami_desktop.games.rummy.panel import seat_names
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.games.rummy.words import RUMMY_TURN
from jinlami_desktop.model.pacing import BOT_SPEEDS, bot_pace
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.table.animations import duration_ms, is_moving
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.ui.move_log import MoveLog
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.seat_moves import last_turn, marker_lines, seat_markers
from jinlami_desktop.words.texts import seat_name
from tests.desktop.game_parts import jinlami_ui, rummy_ui
from tests.desktop.rigged import knock_hand, layoff_hand
from tests.desktop.windows import open_window

SUITS = "♠♥♦♣"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")


def make_window(qtbot: QtBot, speed: str = "off", bots: str = "normal") -> MainWindow:
    prefs = Preferences(animation_speed=speed, bot_speed=bots, auto_layoff=False)
    return open_window(qtbot, prefs, size=(1024, 640))


# -- the marker's words ------------------------------------------------------------------
def test_a_turn_ends_with_the_discard_and_an_undo_takes_its_step_back(english: None) -> None:
    run = tuple(parse_cards("4H 5H 6H"))
    events = [
        RummyEvent("draw", 1, None, "stock"),
        RummyEvent("discard", 1, parse_card("KS")),
        RummyEvent("draw", 2, parse_card("KS"), "discard"),
        RummyEvent("meld", 2, cards=run, target=0),
        RummyEvent("undo", 2, cards=run, source="meld", target=0),
        RummyEvent("layoff", 2, parse_card("9C"), target=0),
        RummyEvent("layoff", 2, parse_card("TC"), target=0),
        RummyEvent("discard", 2, parse_card("2D")),
        RummyEvent("draw", 1, None, "stock"),  # seat 1's next move starts a new marker
    ]
    assert marker_lines(last_turn(events, 1, RUMMY_TURN)) == ["Drew from the stock"]
    assert seat_markers(events, 3, RUMMY_TURN) == [
        [],
        ["Drew from the stock"],
        ["Took ♠K from the discard pile", "Laid off ♣9 ♣10", "Discarded ♦2"],
    ]
    events.insert(5, RummyEvent("meld", 2, cards=run, target=0))
    # one meld's cards are held together by no-break spaces (line_breaks)
    assert "Melded ♥4\u00a0♥5\u00a0♥6" in seat_markers(events, 3, RUMMY_TURN)[2]


def test_jinlami_markers_after_the_bot_takes_the_discard(qtbot: QtBot, english: None) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(knock_hand())
    c.draw_stock()  # ♠Q, the top of the rigged stock
    c.discard(parse_card("KD"))  # the bot holds ♠K ♣K: it takes ♦K
    qtbot.waitUntil(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW, timeout=10000)
    you, bot = ui.scene.markers
    assert you.lines == ["Drew ♠Q from the stock", "Discarded ♦K"]
    assert you.title == seat_name("you")
    assert bot.title == seat_name("medium")
    assert bot.lines[0] == "Took ♦K from the discard pile"
    assert len(bot.lines) == 2 and bot.lines[1].startswith("Discarded ")
    g = ui.scene.geo
    felt = QRectF(0, 0, g.width, g.height)
    for marker in (you, bot):
        assert marker.isVisible() and marker.layout.complete  # nothing gave way
        assert felt.contains(marker.layout.plate)
        # in the room the rows leave: clear of the piles, the knock area and the hand
        for rect in (g.stock, g.discard, g.knock, g.hand_row):
            assert not marker.layout.plate.intersects(rect)
    assert not bot.layout.plate.intersects(ui.scene.backs[-1].sceneBoundingRect())
    c.draw_stock()  # the player's next move: the marker starts afresh
    assert you.lines[0].startswith("Drew ") and len(you.lines) == 1


def test_rummy_markers_name_no_card_a_bot_drew_from_the_stock(
    qtbot: QtBot, qapp: QApplication
) -> None:
    window = make_window(qtbot)
    ui = rummy_ui(window)
    r = ui.controller
    r.instant = True
    window.start_match(RummySetup(opponents=("medium", "hard", "easy"), seed=5))
    for _turn in range(3):  # the player's turns, and every bot's after each
        s = r.state
        assert s is not None and s.to_act == 0
        r.request(Action.draw_stock())
        view = r.view()
        assert view is not None
        card = next(c for c in view.hand if c != view.taken)
        r.request(Action.discard(card))
        qtbot.waitUntil(lambda: r.state.to_act == 0 or r.state.is_over, timeout=10000)
        if r.state.is_over:
            break
    view = r.view()
    assert view is not None
    markers = ui.scene.markers
    assert [m.lines for m in markers] == seat_markers(view.events, 4, RUMMY_TURN)
    for seat in (1, 2, 3):
        lines = markers[seat].lines
        assert lines and lines[-1].startswith(("Discarded ", "Melded ", "Laid off "))
        if lines[0] == "Drew from the stock":
            assert not any(s in lines[0] for s in SUITS)
        else:
            assert lines[0].startswith("Took ")
    rects = marker_rects(ui.scene.geo, 7)
    for seat, marker in enumerate(markers):
        assert marker.isVisible()
        assert marker.given == rects[ui.scene.seat_box_of(seat)]
        assert marker.room.contains(marker.layout.plate)  # grown only where it may
    install_language(qapp, "zh_CN")
    try:
        ui.scene.retranslate()
        assert markers[0].lines[0].startswith("从底牌抓了 ")
        assert any(line.startswith("打出 ") for line in markers[1].lines)
    finally:
        install_language(qapp, "en")


def test_rummy_marker_rooms_stay_clear_of_the_table() -> None:
    """The markers take only the room left over: no plate, fan, pile or meld area."""
    for players in (2, 3, 4):
        for size in ((1024, 640), (1920, 1080)):
            g = compute_geometry(*size, players)
            taken = [g.stock, g.discard, g.undo, g.melds, g.hand_row, g.mark, board_rect(g)]
            taken += [box.badge for box in g.seats]
            for box in g.seats[1:]:  # North's room starts where its twelve cards end
                cards = side_fan(12, box, g.small_w, g.small_h)
                end = QRectF(cards[-1].x(), cards[-1].y(), g.small_w, g.small_h)
                taken.append(
                    box.fan if box.vertical else QRectF(box.fan.topLeft(), end.bottomRight())
                )
            for room in marker_rects(g, 12):
                assert room.width() > 40 and room.height() > 30, (players, size, room)
                assert QRectF(0, 0, *size).contains(room)
                assert not any(room.intersects(rect) for rect in taken), (players, size, room)


# -- pacing ------------------------------------------------------------------------------
def test_the_bot_pauses_follow_the_setting_and_vanish_with_animations_off() -> None:
    paces = [bot_pace(speed, "normal") for speed in BOT_SPEEDS]  # slow, normal, fast
    assert paces[0].step_ms > paces[1].step_ms > paces[2].step_ms > 0
    for pace in paces:
        assert pace.turn_ms > pace.step_ms  # a new bot's turn is set apart
    for speed in BOT_SPEEDS:
        assert bot_pace(speed, "off") == bot_pace(speed, "off").__class__(0, 0)
        # a card has landed before the next move: never shorter than the animation
        assert bot_pace(speed, "slow").step_ms > duration_ms("slow")


def test_the_window_sets_both_controllers_from_the_settings_dialog(qtbot: QtBot) -> None:
    window = make_window(qtbot, speed="normal", bots="normal")
    window.show_settings()
    dlg = window.settings_dialog
    assert dlg is not None
    for bots in BOT_SPEEDS:
        dlg.bot_speed.setCurrentIndex(dlg.bot_speed.findData(bots))
        pace = bot_pace(bots, "normal")
        for ui in window.uis():
            assert ui.controller.move_delay_ms == pace.step_ms
            assert ui.controller.turn_pause_ms == pace.turn_ms
    dlg.speed.setCurrentIndex(dlg.speed.findData("off"))
    for ui in window.uis():
        assert ui.controller.move_delay_ms == 0 and ui.controller.turn_pause_ms == 0
    assert window.prefs.bot_speed == BOT_SPEEDS[-1]


def test_a_bot_after_a_bot_waits_the_turn_pause(qtbot: QtBot) -> None:
    """The paced timer, not the clock: each bot step is asked after the step pause, and
    a bot starting its turn right after another bot's waits the longer turn pause."""
    window = make_window(qtbot, speed="off")
    ui = rummy_ui(window)
    r = ui.controller
    window.start_match(RummySetup(opponents=("medium", "medium", "medium"), seed=9))
    r.move_delay_ms, r.turn_pause_ms = 7, 23
    asked: list[tuple[int | None, int, int]] = []

    def record(_snap: object) -> None:
        s = r.state
        if s is not None and not s.is_over and s.to_act != 0:
            asked.append((r._last_actor, s.to_act, r._timer.interval()))

    r.updated.connect(record)
    r.request(Action.draw_stock())
    view = r.view()
    assert view is not None
    r.request(Action.discard(next(c for c in view.hand if c != view.taken)))
    qtbot.waitUntil(lambda: r.state.to_act == 0 or r.state.is_over, timeout=10000)
    assert asked[0] == (0, 1, 7)  # after the player's discard: the step pause
    for last, to_act, interval in asked:
        assert interval == (23 if last not in (0, to_act) else 7)
    assert {to for last, to, _i in asked if last not in (0, to)} == {2, 3}
    r.instant = True
    assert r.bot_pause_ms(r.state) == 0


# -- the taken discard flies ---------------------------------------------------------------
def _flying_when_taken(qtbot: QtBot, speed: str) -> list[bool]:
    """Per bot pile take in a rigged 金拉米 hand: whether the taken card flew face up."""
    window = make_window(qtbot, speed=speed)
    ui = jinlami_ui(window)
    c = ui.controller
    c.move_delay_ms = c.turn_pause_ms = 1
    seen: list[bool] = []

    def look(snap: object) -> None:
        events = getattr(snap, "events", ())
        for e in events:
            if e.kind == "draw" and e.source == "discard" and e.player == 1:
                flying = [i for i in ui.scene.leaving_items() if i.card == e.card]
                seen.append(any(i.face_up and is_moving(i) for i in flying))

    c.updated.connect(look)
    c.load_hand(knock_hand())
    c.draw_stock()
    c.discard(parse_card("KD"))
    qtbot.waitUntil(lambda: c.state.to_act == 0 and c.state.phase is Phase.DRAW, timeout=10000)
    return seen


def test_a_discard_the_bot_takes_flies_face_up_to_it(qtbot: QtBot) -> None:
    assert _flying_when_taken(qtbot, "normal") == [True]


def test_no_flight_with_animations_off(qtbot: QtBot) -> None:
    assert _flying_when_taken(qtbot, "off") == [False]


def _rummy_take(qtbot: QtBot, speed: str) -> tuple[bool, bool]:
    """A 拉米纸牌 bot takes the player's ♣5: (its card moving, headed into West's fan)."""
    window = make_window(qtbot, speed=speed)
    ui = rummy_ui(window)
    r = ui.controller
    state = RummyState.setup(
        RummyRules(3),
        [
            parse_cards("5C KD 9S 2H"),
            parse_cards("5H 5D JS QH 2C AD"),
            parse_cards("3S 7D 8H TC 6S JD"),
        ],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=4,
    )
    r.load_hand(state, ("medium", "medium"))
    r.move_delay_ms = r.turn_pause_ms = 1
    seen: list[tuple[bool, bool]] = []

    def look(snap: object) -> None:
        for e in getattr(snap, "events", ()):
            if e.kind == "draw" and e.source == "discard" and e.player == 1:
                item = ui.scene.item_for(e.card)
                assert item is not None
                box = ui.scene.geo.seats[ui.scene.seat_box_of(1)]
                seen.append((is_moving(item), box.fan.contains(item.home)))

    r.updated.connect(look)
    r.request(Action.discard(parse_card("5C")))
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)  # West takes ♣5 for its fives
    r.set_aside()
    return seen[0]


def test_a_rummy_bot_taking_the_discard_flies_it_to_its_seat(qtbot: QtBot) -> None:
    assert _rummy_take(qtbot, "normal") == (True, True)
    assert _rummy_take(qtbot, "off") == (False, True)


# -- whose meld a lay-off went onto ---------------------------------------------------------
def test_lay_off_lines_name_the_owner_of_the_meld(qapp: QApplication, english: None) -> None:
    state = RummyState.setup(
        RummyRules(3),
        [
            parse_cards("9H 2C KD"),
            parse_cards("5H 5D JS QH 2S"),
            parse_cards("TH 3S 7D 8C"),
        ],
        melds=[(parse_cards("6H 7H 8H"), 1), (parse_cards("4S 4D 4C"), 0)],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=8,
    )
    state.apply(Action.layoff(parse_card("9H"), 0))
    state.apply(Action.discard(parse_card("KD")))
    state.apply(Action.draw_stock())  # West
    state.apply(Action.discard(state.hand(1)[0]))
    state.apply(Action.draw_stock())  # North
    state.apply(Action.layoff(parse_card("TH"), 0))
    names = ("You", "West (Medium)", "North (Hard)")
    lines = [text for _e, text in event_texts(state.view(0), names)]
    assert "You laid off ♥9 on West's run ♥6 ♥7 ♥8" in lines
    assert "North (Hard) laid off ♥10 on West's run ♥6 ♥7 ♥8 ♥9" in lines
    install_language(qapp, "zh_CN")
    try:
        zh = [text for _e, text in event_texts(state.view(0), ("你", "西家", "北家"))]
        assert "你把 ♥9 贴到西家的同花顺 ♥6 ♥7 ♥8 上" in zh
    finally:
        install_language(qapp, "en")


def test_the_move_log_names_your_own_and_their_own_melds(qtbot: QtBot, english: None) -> None:
    window = make_window(qtbot)
    ui = rummy_ui(window)
    r = ui.controller
    r.instant = True
    state = RummyState.setup(
        RummyRules(2),
        [parse_cards("9C 2D KH 5S"), parse_cards("AS 2S 3S 4S 7H 8H")],
        melds=[(parse_cards("TC JC QC"), 0), (parse_cards("7S 7D 7C"), 1)],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=2,
    )
    r.load_hand(state, ("medium",))
    assert r.request(Action.layoff(parse_card("9C"), 0)) is None
    names = seat_names(r.snapshot())
    assert f"{names[0]} laid off ♣9 on your run ♣10 ♣J ♣Q" in ui.panel.move_log.lines()


# -- one mark --------------------------------------------------------------------------------
def _painted(item: CardItem) -> QImage:
    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(10, 10)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def test_one_mark_for_the_card_just_drawn_and_the_discard_taken(qapp: QApplication) -> None:
    card = parse_card("6H")
    jin, rummy = CardItem(card, True, 90, 126), RummyCardItem(card, True, 90, 126)
    for item in (jin, rummy):
        item.set_marks(drawn=True)
    assert _painted(jin) == _painted(rummy)  # the same mark, painted by the same code
    plain = CardItem(card, True, 90, 126)
    assert _painted(plain) != _painted(jin)
    assert "paint_mark" not in vars(RummyCardItem) and not hasattr(rummy, "taken")


def test_a_jinlami_lay_off_names_the_knockers_meld(qtbot: QtBot, english: None) -> None:
    window = make_window(qtbot)
    ui = jinlami_ui(window)
    c = ui.controller
    c.load_hand(layoff_hand())  # the bot knocked with ♠5 ♠6 ♠7 …; you hold ♠8
    view = c.view()
    assert view is not None
    eight = parse_card("8S")
    action = next(a for a in view.legal_actions if a.kind == "layoff" and a.card == eight)
    assert c.request(action) is None
    you, bot = seat_name("you"), seat_name("medium")
    assert f"{you} laid off ♠8 on {bot}'s run ♠5 ♠6 ♠7" in ui.panel.move_log.lines()
    assert ui.scene.markers[0].lines == ["Laid off ♠8"]


# -- the move log never cuts a line ------------------------------------------------------------
LOG_LINES = [
    "East (Medium) discarded ♠A",
    "You drew from the stock",
    "West (Medium) took ♣J from the discard pile",
    "West (Medium) melded ♥J ♦J ♣J",
    "West (Medium) discarded ♠3",
    "East (Medium) melded ♥10 ♦10 ♣10",
    "East (Medium) laid off ♠J on West's set ♥J ♦J ♣J",
    "You discarded ♥K",
]


@pytest.mark.parametrize("width", [150, 198, 240, 320])
def test_every_log_row_holds_its_wrapped_text(qtbot: QtBot, width: int) -> None:
    log = MoveLog()
    qtbot.addWidget(log)
    log.resize(width, 120)  # the scroll bar comes as the lines do
    log.show()
    log.show_lines(LOG_LINES)
    qtbot.wait(10)
    margin = log.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, log) + 1
    fm = QFontMetrics(log.font())
    for i in range(log.count()):
        item = log.item(i)
        rect = log.visualItemRect(item)
        # what the row can show: the viewport's width inside the spacing and text margins
        painted = min(rect.width(), log.viewport().width() - 2 * log.spacing()) - 2 * margin
        box = fm.boundingRect(
            QRect(0, 0, painted, 100000), int(Qt.TextFlag.TextWordWrap), item.text()
        )
        assert box.height() <= rect.height(), (width, item.text())
