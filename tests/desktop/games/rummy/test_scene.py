"""The 拉米纸牌 table scene on its own: snapshots from real engine states, real mouse events
on the view's viewport, no controller — the scene must ask for exactly what was dropped,
outline exactly the melds a card fits, explain a selection, and fit 3 and 4 seats."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engine import Action, Card, parse_card, parse_cards
from engine.rummy.state import RummyEvent, RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.rummy.layout import compute_geometry, layout_melds
from jinlami_desktop.games.rummy.scene import RummyTableScene
from jinlami_desktop.games.rummy.snapshot import RummySnapshot
from jinlami_desktop.play.request import Request
from jinlami_desktop.table.callout import Spot
from jinlami_desktop.table.items import CardItem
from jinlami_desktop.table.view import TableView
from tests.desktop import table_mouse
from tests.desktop.game_parts import card_item

LEVELS = ("", "medium", "hard", "easy")


def play_state(taken: str | None = None) -> RummyState:
    """Seat 0 to meld, lay off or discard: ♠3 ♠4 ♠5 is a run, ♣10 fits melds 0 and 1."""
    return RummyState.setup(
        RummyRules(2),
        [
            parse_cards("3S 4S 5S 9H 9D TC 4D KH QC 2H 6H"),
            parse_cards("AS 2S 6S 7S 8S JS QS KS 5C 6C"),
        ],
        melds=[
            (parse_cards("7C 8C 9C"), 1),
            (parse_cards("TS TH TD"), 1),
            (parse_cards("AD 2D 3D"), 0),
        ],
        phase=RummyPhase.PLAY,
        to_act=0,
        taken=parse_card(taken) if taken else None,
        seed=3,
    )


def snap_of(state: RummyState, number: int = 1, thinking: int | None = None) -> RummySnapshot:
    n = state.rules.players
    return RummySnapshot(
        view=state.view(0),
        events=(),
        names=LEVELS[:n],
        scores=(0,) * n,
        target=100,
        hand_number=number,
        match_over=False,
        human_seat=0,
        thinking=thinking,
        instant=True,
    )


def melded(action: Action) -> list[Card]:
    """The cards a meld action lays down."""
    return [c for meld in action.meld_cards for c in meld]


class Table:
    """A scene in a shown view, and what it asked for and said."""

    def __init__(self, qtbot: QtBot, size: tuple[int, int] = (1280, 800)) -> None:
        self.scene = RummyTableScene()
        self.view = TableView(self.scene)
        qtbot.addWidget(self.view)
        self.view.resize(*size)
        self.view.show()
        qtbot.waitExposed(self.view)
        self.requests: list[Action] = []
        self.said: list[str] = []
        self.scene.requested.connect(self.asked)
        self.scene.status.connect(self.said.append)

    def asked(self, req: Request) -> None:
        """The table's request: its move is what it asked for."""
        self.requests.append(req.action)

    def show(self, state: RummyState) -> None:
        self.scene.apply_snapshot(snap_of(state))

    def point(self, p: QPointF) -> QPoint:
        return table_mouse.view_point(self.view, p)

    def card(self, text: str) -> QPointF:
        return table_mouse.card_point(self.scene, text)

    def click(self, p: QPointF) -> None:
        table_mouse.click(self.view, p)

    def drag(self, start: QPointF, end: QPointF) -> None:
        table_mouse.drag(self.view, start, end)

    def free_table_point(self) -> QPointF:
        """A point of the meld area outside every table meld."""
        area = self.scene.table_zone.rect
        for fy in (0.95, 0.85, 0.7, 0.5):
            for fx in (0.95, 0.8, 0.5, 0.2):
                p = QPointF(area.left() + area.width() * fx, area.top() + area.height() * fy)
                if not any(z.rect.contains(p) for z in self.scene.meld_zones):
                    return p
        raise AssertionError("the meld area is full")

    def key(self, key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        QTest.keyClick(self.view, key, mods)


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    t = Table(qtbot)
    yield t
    t.view.close()


def test_drag_a_selected_group_onto_the_table_asks_to_meld_it(table: Table) -> None:
    table.show(play_state())
    for text in ("3S", "4S", "5S"):
        table.click(table.card(text))
    assert set(table.scene.selection()) == set(parse_cards("3S 4S 5S"))
    lifted = table.scene.item_for(parse_card("4S"))
    assert lifted is not None and lifted.y() < table.scene.geo.hand_row.top()
    assert "is a run" in table.said[-1] and "♠3 ♠4 ♠5" in table.said[-1]
    assert table.scene.table_zone.state == "legal"  # a meld: the table lights up
    table.drag(table.card("4S"), table.free_table_point())
    assert len(table.requests) == 1
    req = table.requests[0]
    assert req.kind == "meld" and sorted(melded(req)) == sorted(parse_cards("3S 4S 5S"))


def test_drag_one_card_onto_a_meld_lays_it_off_there(table: Table) -> None:
    table.show(play_state())
    zone = table.scene.meld_zones[1]  # ♠10 ♥10 ♦10
    table.drag(table.card("TC"), zone.rect.center())
    assert table.requests == [Action.layoff(parse_card("TC"), 1)]


def test_a_refused_drop_snaps_back_with_the_reason(table: Table) -> None:
    table.show(play_state())
    item = table.scene.item_for(parse_card("6H"))
    assert item is not None
    home = QPointF(item.home)
    table.drag(table.card("6H"), table.scene.meld_zones[0].rect.center())
    assert table.requests == []
    assert item.pos() == home
    assert "does not fit" in table.said[-1]


def test_a_picked_card_outlines_exactly_its_layoff_targets(table: Table) -> None:
    state = play_state()
    table.show(state)
    view = state.view(0)
    for text in ("TC", "4D", "6H"):
        card = parse_card(text)
        table.scene.set_selection([card])
        lit = {z.index for z in table.scene.meld_zones if z.state == "legal"}
        assert lit == set(view.layoff_targets(card)), text
    assert {z.index for z in table.scene.meld_zones if z.state == "legal"} == set()
    assert "fits on no meld" in table.said[-1]
    table.scene.set_selection([parse_card("TC")])
    assert "fits on 2 outlined meld" in table.said[-1]  # "melds" once en.ts has the plural


def test_the_status_says_why_a_selection_is_not_a_meld(table: Table) -> None:
    state = play_state(taken="6H")
    table.show(state)
    scene = table.scene
    scene.set_selection(parse_cards("3S 5S"))
    assert table.said[-1] == "A run needs three cards: add ♠4"
    assert scene.selection_text(parse_cards("3S 5S 6S")) == "Not a run: missing ♠4"
    # two cards are too few before their suits differ
    assert scene.selection_text(parse_cards("3S 9D")) == "A meld needs at least three cards"
    scene.set_selection(parse_cards("9H 9D"))
    assert "A set needs three cards" in table.said[-1] and "♠9" in table.said[-1]
    assert "A is low only" in scene.selection_text(parse_cards("QH KH AH"))
    assert "the suits differ" in scene.selection_text(parse_cards("3S 4D 5S"))
    # The taken discard cannot be discarded: double-click says so and asks nothing.
    table.scene.set_selection([])
    vp = table.view.viewport()
    QTest.mouseDClick(
        vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, table.point(table.card("6H"))
    )
    assert all(r.kind != "discard" for r in table.requests)
    assert "discard you just took" in table.said[-1]


def test_the_discard_taken_this_turn_is_marked_in_the_hand(table: Table) -> None:
    table.show(play_state(taken="6H"))
    taken = table.scene.item_for(parse_card("6H"))
    assert taken is not None and taken.drawn
    assert "cannot be discarded this turn" in taken.toolTip()
    others = [table.scene.item_for(c) for c in table.scene.hand_cards() if c != taken.card]
    assert others and not any(item.drawn or item.toolTip() for item in others if item)
    table.show(play_state())  # nothing taken: no mark
    assert not any(card_item(table.scene, c).drawn for c in table.scene.hand_cards())


def test_the_public_stock_shows_its_top_card_and_lists_the_next(table: Table) -> None:
    stock = table.scene.stock
    table.show(play_state())
    assert stock.top is None and stock.toolTip() == ""  # a face-down stock tells nothing
    assert stock.mark == "" and stock.mark_rect().isEmpty()
    state = RummyState.setup(
        RummyRules(2),
        [parse_cards("3S 4S 5S 9H"), parse_cards("AS 2S 6S 7S")],
        stock_top=parse_cards("7D 8D 2C"),
        turnovers=1,
        seed=1,
    )
    view = state.view(0)
    assert view.stock_cards is not None and view.stock_cards[:3] == tuple(parse_cards("7D 8D 2C"))
    table.show(state)
    assert stock.top == parse_card("7D")
    assert "next draw first: ♦7 ♦8 ♣2" in stock.toolTip()
    # the face-up card carries a visible band saying why, inside the card, cut nowhere
    assert stock.mark == "Turned over — public"
    band = stock.mark_rect()
    assert not band.isEmpty() and QRectF(0, 0, stock.w, stock.h).contains(band)
    state.apply(Action.draw_stock())
    table.show(state)
    assert stock.top == parse_card("8D")
    assert table.scene.item_for(parse_card("7D")) is not None  # drawn into the hand


def test_undo_shows_only_with_steps_this_turn(table: Table) -> None:
    state = play_state()
    table.show(state)
    assert not table.scene.undo_button.isVisible()
    table.key(Qt.Key.Key_U)
    assert table.requests == []
    state.apply(Action.meld(parse_cards("3S 4S 5S")))
    table.show(state)
    assert table.scene.undo_button.isVisible()
    table.click(table.scene.undo_button.rect.center())
    table.key(Qt.Key.Key_U)
    table.key(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert [r.kind for r in table.requests] == ["undo", "undo", "undo"]
    state.apply(Action.discard(parse_card("KH")))
    table.show(state)
    assert not table.scene.undo_button.isVisible()


def test_keyboard_selects_melds_discards_and_draws(table: Table) -> None:
    state = play_state()
    table.show(state)
    scene = table.scene
    hand = scene.hand_cards()
    table.key(Qt.Key.Key_Home)
    for _ in range(3):  # the hand is arranged by melds: the first group is ♠3 ♠4 ♠5
        table.key(Qt.Key.Key_Space)
        table.key(Qt.Key.Key_Right)
    assert set(scene.selection()) == set(hand[:3])
    table.key(Qt.Key.Key_M)
    assert table.requests[-1].kind == "meld"
    assert sorted(melded(table.requests[-1])) == sorted(hand[:3])
    table.key(Qt.Key.Key_End)
    table.key(Qt.Key.Key_Return)
    assert table.requests[-1] == Action.discard(hand[-1])
    # Drawing: only in the draw phase, by key, click or drag onto the hand.
    table.key(Qt.Key.Key_S)
    assert table.requests[-1].kind == "discard" and "drawn already" in table.said[-1]
    draw = RummyState.setup(
        RummyRules(2), [parse_cards("3S 4S 5S 9H"), parse_cards("AS 2S 6S 7S")], seed=1
    )
    table.show(draw)
    table.key(Qt.Key.Key_D)
    table.click(scene.geo.stock.center())
    table.drag(scene.geo.stock.center(), scene.geo.hand_row.center())
    assert [r.kind for r in table.requests[-3:]] == ["draw_discard", "draw_stock", "draw_stock"]


def test_the_meld_mark_and_meld_labels(table: Table) -> None:
    state = play_state()
    state.apply(Action.layoff(parse_card("TC"), 1))
    table.show(state)
    scene = table.scene
    assert scene.meld_mark.isVisible()  # ♠3 ♠4 ♠5 in hand
    texts = ["".join(t for t, _c in label.segments) for label in scene.meld_area.labels]
    north = scene.seat_name(1)
    assert north not in ("", "North")  # the bot's own name
    assert texts[0] == north  # laid by seat 1, nothing added
    assert texts[1].startswith(north) and texts[1].endswith("You")  # ♣10 added by you
    tagged = scene.item_for(parse_card("TC"))
    assert tagged is not None and tagged.tag is not None
    assert card_item(scene, parse_card("TS")).tag is None


def test_one_click_on_the_meld_mark_lays_its_meld_down(table: Table) -> None:
    """A player who clicks "Meld!" means to meld: one click asks for the hand's meld
    (before, the first click only selected it)."""
    table.show(play_state())
    scene = table.scene
    table.click(scene.meld_mark.rect.center())
    melds = [r for r in table.requests if r.kind == "meld"]
    assert len(melds) == 1 and sorted(melded(melds[0])) == sorted(parse_cards("3S 4S 5S"))


def test_the_meld_mark_lays_down_the_selected_meld(table: Table) -> None:
    table.show(play_state())
    scene = table.scene
    scene.set_selection(parse_cards("9H 9D"))  # no meld: the mark's own is laid down
    table.click(scene.meld_mark.rect.center())
    melds = [r for r in table.requests if r.kind == "meld"]
    assert len(melds) == 1 and sorted(melded(melds[0])) == sorted(parse_cards("3S 4S 5S"))


def test_m_with_nothing_selected_melds_the_offered_meld(table: Table) -> None:
    table.show(play_state())
    table.view.setFocus()
    table.key(Qt.Key.Key_M)
    melds = [r for r in table.requests if r.kind == "meld"]
    assert len(melds) == 1 and sorted(melded(melds[0])) == sorted(parse_cards("3S 4S 5S"))


def test_no_meld_mark_before_the_draw(table: Table) -> None:
    """The mark is offered only when melding is possible: after the draw, on your turn."""
    state = play_state()
    before = RummyState.setup(
        RummyRules(2),
        [state.hand(0)[:-1], state.hand(1)],
        phase=RummyPhase.DRAW,
        to_act=0,
        seed=3,
    )
    table.show(before)
    assert before.view(0).has_meld and not table.scene.meld_mark.isVisible()
    table.show(play_state())
    assert table.scene.meld_mark.isVisible()


def test_why_a_selection_is_no_meld_is_said_on_the_felt(table: Table) -> None:
    """The reason stands in a bubble next to the selected cards, not only in the
    status line; clearing the selection takes it away."""
    table.show(play_state())
    scene = table.scene
    for text in ("3S", "4S", "9H"):
        table.click(table.card(text))
    callout = scene.callout
    assert callout.showing and callout.text == table.said[-1]
    assert callout.text.startswith("Not a")
    assert callout.tone == "refusal"
    near = scene.spot_rect(Spot("card", scene.selection()[0]))
    assert callout.anchor == near
    table.key(Qt.Key.Key_Escape)
    assert not callout.showing


def test_hands_are_shown_face_up_when_the_hand_is_over(table: Table) -> None:
    state = RummyState.setup(
        RummyRules(3),
        [parse_cards("3S 4S 5S 6S"), parse_cards("AH 2H 9D"), parse_cards("KC QD")],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=2,
    )
    state.apply(Action.meld(parse_cards("3S 4S 5S")))
    state.apply(Action.discard(parse_card("6S")))
    assert state.is_over
    table.show(state)
    for text in ("AH", "2H", "9D", "KC", "QD"):
        item = table.scene.item_for(parse_card(text))
        assert item is not None and item.face_up and item.role == "seat"
    assert not any(table.scene.backs.values())


def _mid_hand(players: int) -> RummyState:
    """A hand in play with many melds on the table (owners and lay-offs from every seat)."""
    hands = {
        3: ["2S 3H 4D 5C 6S 7H 8D 9C", "2H 3D 4C 5S 6H 7D 8C", "2D 3C 4S 5H 6D 7C 8S"],
        4: ["2S 3H 4D 5C 6S 7H 8D 9C", "2H 3D 4C 5S 6H 7D 8C", "2D 3C 4S 5H 6D 7C 8S", "2C 3S"],
    }[players]
    melds = [
        ("AS AH AD", 1),
        ("9S TS JS QS", 2 % players),
        ("9H TH JH", 0),
        ("KS KH KD KC", 1),
        ("9D TD JD QD", players - 1),
        ("TC JC QC", 0),
    ]
    return RummyState.setup(
        RummyRules(players),
        [parse_cards(h) for h in hands],
        melds=[(parse_cards(m), owner) for m, owner in melds],
        phase=RummyPhase.PLAY,
        to_act=0,
        seed=5,
    )


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080), (776, 600)])
def test_seats_fit_the_view_without_overlapping(
    qtbot: QtBot, players: int, size: tuple[int, int]
) -> None:
    t = Table(qtbot, size)
    state = _mid_hand(players)
    state.apply(Action.layoff(parse_card("8D"), 4))
    t.scene.apply_snapshot(snap_of(state, thinking=1))
    scene = t.scene
    bounds = scene.sceneRect()
    assert bounds.width() == pytest.approx(size[0], abs=1)
    for item in scene.items():
        if item.isVisible() and not (isinstance(item, CardItem) and item.role == "flying"):
            r = item.sceneBoundingRect().adjusted(8, 8, -8, -8)  # items paint a little halo
            assert bounds.contains(r), (type(item).__name__, r, bounds)
    g = scene.geo
    boxes = [QRectF(box.badge).united(box.fan) for box in g.seats[1:]]
    hand_band = QRectF(g.hand_row).adjusted(0, -g.lift, 0, 0)
    others = [hand_band, g.melds, g.stock.united(g.discard), g.seats[0].badge, g.mark]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :] + others:
            assert not a.intersects(b), (a, b)
    # Every card lies inside its seat's box, the meld area or the piles.
    for q in range(1, players):
        box = g.seats[q]
        for item in [*scene.backs[q]]:
            card = QRectF(item.pos().x(), item.pos().y(), item.w, item.h)
            assert box.fan.adjusted(-1, -1, 1, 1).contains(card)
    for zone in scene.meld_zones:
        assert g.melds.adjusted(-2, -2, 2, 2).contains(zone.rect)
    t.view.close()


def test_many_melds_shrink_and_wrap_inside_the_area() -> None:
    g = compute_geometry(1024, 640, 4)
    sizes = [3, 4, 3, 5, 3, 4, 3, 3, 4, 3, 3, 4, 3]
    lay = layout_melds(sizes, [60.0] * len(sizes), g.melds, g.card_w * 0.72, 1.4, 16)
    assert lay.card_w < g.card_w * 0.72
    for i, n in enumerate(sizes):
        assert g.melds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(lay.cards_rect(i, n))
    rects = [lay.cards_rect(i, n) for i, n in enumerate(sizes)]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)


def test_every_card_follows_a_whole_hand_of_moves(qtbot: QtBot) -> None:
    """Snapshots after every move of a bot-played hand, animated: each card ends where
    the view says (hand, pile, meld, seat), hidden cards are counted, nothing is left over."""
    import random

    from engine.rummy.bots import make_rummy_bot

    t = Table(qtbot, (1024, 640))
    t.scene.speed = "fast"
    state = RummyState.new(RummyRules(4), seed=2)
    bots = [make_rummy_bot("easy") for _ in range(4)]
    rng = random.Random(2)

    def show(events: tuple[RummyEvent, ...]) -> None:
        t.scene.apply_snapshot(replace(snap_of(state), events=events, instant=False))

    show(tuple(state.log))
    while not state.is_over:
        events = state.apply(bots[state.to_act].choose(state.view(state.to_act), rng))
        show(tuple(e.for_viewer(0) for e in events))
        view = state.view(0)
        roles = {c: "hand" for c in view.hand} | {c: "discard" for c in view.discard_pile}
        roles |= {c: "meld" for m in view.table_melds for c in m.cards}
        for card, role in roles.items():
            assert card_item(t.scene, card).role == role
        for q in range(1, 4):
            shown = len(t.scene.seat_faces(view, q)) + len(t.scene.backs.get(q, []))
            assert shown == view.card_counts[q]

    def landed() -> bool:
        cards = [i for i in t.scene.items() if isinstance(i, CardItem)]
        return not t.scene.leaving_items() and all(
            i.pos() == i.home and i.zValue() == getattr(i, "rest_z", i.zValue()) for i in cards
        )

    qtbot.waitUntil(landed, timeout=3000)
    t.view.close()


def test_the_card_drawn_from_the_stock_is_marked_until_the_next_move(table: Table) -> None:
    """As in 金拉米, the card just drawn from the stock wears the "just drawn" mark (only a
    taken discard did): until the next move, here a meld."""
    state = RummyState.setup(
        RummyRules(2),
        [parse_cards("3S 4S 5S 9H 9D TC 4D KH QC 2H"), parse_cards("AS 2S 6S 7S 8S JS QS")],
        phase=RummyPhase.DRAW,
        to_act=0,
        seed=3,
    )
    state.apply(Action.draw_stock())
    table.show(state)
    drawn = [c for c in table.scene.hand_cards() if card_item(table.scene, c).drawn]
    assert len(drawn) == 1 and drawn[0] == state.view(0).events[-1].card
    assert drawn[0] not in parse_cards("3S 4S 5S 9H 9D TC 4D KH QC 2H")
    state.apply(Action.meld(parse_cards("3S 4S 5S")))
    table.show(state)
    assert not any(card_item(table.scene, c).drawn for c in table.scene.hand_cards())


@pytest.mark.parametrize("source", ["stock", "discard"])
def test_after_a_draw_the_keyboard_focus_is_on_the_card_drawn(table: Table, source: str) -> None:
    """Enter right after a draw discards the card drawn, not the card that came to lie
    where the focus was (drew ♥6, Enter, lost ♠9)."""
    state = RummyState.setup(
        RummyRules(2),
        [
            parse_cards("9S TS KD 2C 4C 8H JH QH AD 3D"),
            parse_cards("AS 2S 6S 7S 8S JS QS KS 5C 6C"),
        ],
        stock_top=parse_cards("6H"),
        discards=parse_cards("6D"),
        phase=RummyPhase.DRAW,
        to_act=0,
        seed=4,
    )
    table.show(state)
    table.view.setFocus()
    table.key(Qt.Key.Key_Home)
    first = table.scene.focused_card()
    state.apply(Action.draw_stock() if source == "stock" else Action.draw_discard())
    drawn = parse_card("6H" if source == "stock" else "6D")
    table.scene.apply_snapshot(replace(snap_of(state), events=state.view(0).events[-1:]))
    assert first != drawn and table.scene.focused_card() == drawn
    if source == "discard":
        return  # the discard taken cannot be thrown back this turn
    table.key(Qt.Key.Key_Return)
    assert table.requests[-1] == Action.discard(drawn)


def test_a_callout_is_never_smaller_than_the_panels_text(table: Table) -> None:
    """The table's floor (the side panel's text size, set by the window) holds for the
    bubbles on the felt too."""
    table.scene.text_floor = lambda _w, _h: 30.0
    table.show(play_state())
    table.scene.show_callout("Not a run", Spot("table"))
    assert table.scene.callout.font_px >= 30.0


def test_the_turn_and_the_next_step_stand_over_the_hand(table: Table) -> None:
    """On your turn the felt itself says what to do next, as the panel does; not while
    cards are selected (their bubble speaks) nor on another seat's turn."""
    scene = table.scene
    line = scene.turn_line
    table.show(play_state())
    assert line.isVisible() and line.text == "Your turn: meld, lay off, then discard a card"
    hand = scene.hand_rect()
    assert line.rect.bottom() <= hand.top() and hand.left() <= line.rect.center().x()
    assert line.font_px >= scene.text_floor(scene.width(), scene.height())
    table.click(table.card("9H"))
    assert not line.isVisible()
    table.key(Qt.Key.Key_Escape)
    assert line.isVisible()
    state = play_state()
    state.apply(Action.discard(parse_card("KH")))
    table.show(state)  # North to play
    assert not line.isVisible()


def test_a_bubble_over_the_turn_line_hides_it_until_it_goes(table: Table) -> None:
    table.show(play_state())
    scene = table.scene
    scene.show_callout("Not a run", Spot("card", parse_card("KH")))
    if scene.callout.bubble.intersects(scene.turn_line.rect):
        assert not scene.turn_line.isVisible()
    scene.dismiss_callout()
    assert scene.turn_line.isVisible()


def test_your_turn_on_the_name_plate_reads_at_the_panels_size(table: Table) -> None:
    table.scene.text_floor = lambda _w, _h: 17.0
    table.show(play_state())
    mine = table.scene.badges[0]
    rows = {text: font for _r, text, font, _c in mine.rows()}
    assert rows["your turn"].pixelSize() >= 17
