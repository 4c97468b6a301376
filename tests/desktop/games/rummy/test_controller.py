"""RummyController: whole hands with bots, the player's requests checked by the engine,
refusals that leave the position alone, autosave after every action and resume."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any, NoReturn

import pytest
from pytestqt.qtbot import QtBot

from engine import Action, parse_card
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyPhase, RummyRules, RummyState
from jinlami_desktop.games.rummy.controller import RummyController
from jinlami_desktop.games.rummy.snapshot import (
    RummyHandSummary,
    RummySetup,
    RummySnapshot,
)
from jinlami_desktop.games.rummy.stats import RummyHandReplay
from jinlami_desktop.storage.session import Storage
from tests.storage.game_parts import PARTS


def cards(text: str) -> tuple[Any, ...]:
    return tuple(parse_card(t) for t in text.split())


class Recorder:
    """Collects what the controller emits (bound methods, no lambdas)."""

    def __init__(self, c: RummyController) -> None:
        self.snaps: list[RummySnapshot] = []
        self.refusals: list[tuple[str, dict[str, Any]]] = []
        self.hands: list[RummyHandSummary] = []
        self.matches: list[object] = []
        self.storage_errors: list[str] = []
        c.updated.connect(self.snaps.append)
        c.refused.connect(self.on_refused)
        c.hand_finished.connect(self.hands.append)
        c.match_finished.connect(self.matches.append)
        c.storage_error.connect(self.on_storage_error)

    def on_refused(self, code: str, params: dict[str, Any]) -> None:
        self.refusals.append((code, params))

    def on_storage_error(self, code: str, params: object) -> None:
        self.storage_errors.append(code)


@pytest.fixture
def ctl(qtbot: QtBot) -> Iterator[RummyController]:
    c = RummyController()
    c.instant = True
    yield c
    c.shutdown()


def rigged() -> RummyState:
    """Two seats; the player leads with a run in hand and draws ♠8, which fits the
    bot's ♠5 ♠6 ♠7 on the table."""
    rules = RummyRules(players=2)
    return RummyState.setup(
        rules,
        [list(cards("2H 3H 4H 9S 9D KC QD")), list(cards("2C 3D 5H 8C JH QS KD"))],
        stock_top=list(cards("8S 4C")),
        discards=list(cards("TD")),
        melds=[(list(cards("5S 6S 7S")), 1)],
        seed=7,
    )


def position(c: RummyController) -> tuple[Any, ...]:
    s = c.state
    assert s is not None
    return (
        tuple(s.hands),
        tuple(s.melds),
        tuple(s.discards),
        tuple(s.stock),
        s.phase,
        s.to_act,
        len(s.actions),
    )


def autosaved_state(storage: Storage) -> RummyState:
    """The hand in play in the autosave (which holds a 拉米纸牌 match)."""
    saved = storage.saves.load_autosave()
    assert saved is not None and isinstance(saved.game, RummyMatch)
    assert saved.game.state is not None
    return saved.game.state


def hands_reported(rec: Recorder, count: int) -> bool:
    """``count`` finished hands have been reported (a wait condition)."""
    return len(rec.hands) == count


def wait_for_player(qtbot: QtBot, c: RummyController) -> None:
    qtbot.waitUntil(
        lambda: c.state is not None and (c.state.is_over or c._human_to_act()), timeout=20000
    )


def test_bots_play_whole_hands_and_the_dealer_moves_on(qtbot: QtBot, ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.set_autoplay("medium")
    ctl.new_match(RummySetup(opponents=("medium", "easy"), target=200, seed=5))
    assert rec.snaps[-1].names == ("", "medium", "easy")
    for number in (1, 2):
        qtbot.waitUntil(partial(hands_reported, rec, number), timeout=30000)
        summary = rec.hands[-1]
        assert summary.number == number
        assert len(summary.hands_shown) == 3
        assert ctl.match is not None and summary.scores == tuple(ctl.match.scores)
        assert ctl.state is not None and ctl.state.card_total() == 52
        if summary.result.kind == "out":
            assert sum(summary.result.points) > 0 or sum(summary.result.left) == 0
        if number == 1:
            first_dealer = ctl.state.dealer
            ctl.next_hand()
    assert ctl.state.dealer == (first_dealer + 1) % 3
    assert rec.snaps[-1].hand_number == 2


def test_snapshots_show_the_human_view_only(ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.new_match(RummySetup(opponents=("medium", "medium", "medium"), seed=3))
    snap = rec.snaps[-1]
    assert snap.view is not None and snap.view.player == 0 and snap.human_seat == 0
    assert len(snap.view.hand) == 7 and snap.view.card_counts == (7, 7, 7, 7)
    assert snap.redraw and snap.instant and snap.setup.seed == 3
    assert snap.thinking is None  # seat 0 leads the first hand


def test_a_human_turn_meld_layoff_undo_discard(qtbot: QtBot, ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(rigged())
    assert ctl.request(Action.draw_stock()) is None
    view = ctl.view()
    assert view is not None and parse_card("8S") in view.hand
    assert [e.kind for e in rec.snaps[-1].events] == ["draw"]
    assert ctl.request(Action.meld(list(cards("2H 3H 4H")))) is None
    view = ctl.view()
    assert view is not None
    assert len(view.table_melds) == 2 and view.table_melds[1].owner == 0
    assert ctl.request(Action.layoff(cards("8S")[0], 0)) is None
    view = ctl.view()
    assert view is not None
    assert parse_card("8S") in view.table_melds[0].cards
    assert view.table_melds[0].contributors == (0,)
    assert ctl.request(Action.undo()) is None
    view = ctl.view()
    assert view is not None and parse_card("8S") in view.hand
    assert [e.kind for e in rec.snaps[-1].events] == ["undo"]
    assert ctl.request(Action.discard(cards("KC")[0])) is None
    assert not rec.refusals
    wait_for_player(qtbot, ctl)
    played = [str(a) for a in ctl.state.actions[:5]]
    assert played == ["draw stock", "meld 2H 3H 4H", "layoff 8S 0", "undo", "discard KC"]


@pytest.mark.parametrize(
    ("req", "code"),
    [
        (Action.discard(cards("KC")[0]), "draw_first"),
        (Action.meld(list(cards("9S 9D"))), "too_short"),
        (Action.meld(list(cards("QH KH AH"))), "ace_low_only"),
        (Action.meld(list(cards("2H 4H 5H"))), "missing_card"),
        (Action.meld(list(cards("2H 3H 4S"))), "mixed_suits"),
        (Action.meld(list(cards("9S 9D 9H"))), "not_in_hand"),
        (Action.layoff(cards("9S")[0], 0), "does_not_fit"),
        (Action.layoff(cards("KC")[0], 4), "no_such_meld"),
        (Action.undo(), "nothing_to_undo"),
    ],
)
def test_illegal_requests_say_why_and_change_nothing(
    ctl: RummyController, req: Action, code: str
) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(rigged())
    before = position(ctl)
    snaps = len(rec.snaps)
    assert ctl.request(req) is not None
    assert rec.refusals and rec.refusals[-1][0] == code
    assert position(ctl) == before
    assert len(rec.snaps) == snaps  # nothing moved, nothing redrawn


def test_refusals_during_the_play_phase(ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(rigged())
    assert ctl.request(Action.draw_discard()) is None  # ♦10 taken from the pile
    before = position(ctl)
    for req, code in (
        (Action.discard(cards("TD")[0]), "just_taken"),
        (Action.undo(), "nothing_to_undo"),
        (Action.draw_stock(), "wrong_phase"),
    ):
        assert ctl.request(req) is not None
        assert rec.refusals[-1][0] == code
        assert position(ctl) == before


def test_not_your_turn_while_a_bot_plays(ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.load_hand(rigged())
    ctl.request(Action.draw_stock())
    ctl.request(Action.discard(cards("KC")[0]))
    assert ctl.state.to_act == 1 and ctl.busy  # the bot is asked from the event loop
    assert rec.snaps[-1].thinking == 1
    before = position(ctl)
    assert ctl.request(Action.draw_stock()) is not None
    assert rec.refusals[-1][0] == "not_your_turn"
    assert ctl.request(Action.meld(list(cards("QH KH AH")))) is not None
    assert rec.refusals[-1][0] == "ace_low_only"  # why the group is no meld comes first
    assert position(ctl) == before


class CrashingBot:
    """A bot with a bug: every decision raises."""

    def choose(self, view: object, rng: object) -> NoReturn:
        raise RuntimeError("bot bug")


def test_a_crashing_bot_is_reported_and_its_turn_ends_with_a_discard(
    qtbot: QtBot, ctl: RummyController
) -> None:
    errors: list[str] = []
    ctl.bot_error.connect(errors.append)
    ctl.load_hand(rigged())
    ctl._bots[1] = CrashingBot()
    ctl.request(Action.draw_stock())
    ctl.request(Action.discard(cards("KC")[0]))
    wait_for_player(qtbot, ctl)
    assert len(errors) == 2 and "bot bug" in errors[0]  # asked for the draw and the discard
    assert [a.kind for a in ctl.state.actions[2:]] == ["draw_stock", "discard"]
    assert ctl.state.to_act == 0 and not ctl.busy


def test_requests_without_a_match_or_after_resigning(ctl: RummyController) -> None:
    rec = Recorder(ctl)
    assert ctl.request(Action.draw_stock()) is not None
    assert rec.refusals[-1][0] == "no_match"
    ctl.next_hand()
    assert rec.refusals[-1][0] == "no_match"
    ctl.new_match(RummySetup(seed=2))
    ctl.next_hand()
    assert rec.refusals[-1][0] == "hand_in_play"
    ctl.resign()
    assert ctl.match_over and rec.matches == [None]
    assert ctl.request(Action.draw_stock()) is not None
    assert rec.refusals[-1][0] == "no_match"


def test_a_whole_match_to_50_ends_with_a_winner(qtbot: QtBot, ctl: RummyController) -> None:
    rec = Recorder(ctl)
    ctl.set_autoplay("medium")
    ctl.new_match(RummySetup(opponents=("medium",), target=50, seed=11))
    for _ in range(30):
        qtbot.waitUntil(lambda: ctl.state.is_over, timeout=30000)
        if ctl.match_over:
            break
        ctl.next_hand()
    assert ctl.match_over and rec.matches
    last = rec.matches[-1]
    assert isinstance(last, RummyHandSummary) and last.match_over
    assert last.match_winner is not None and last.scores[last.match_winner] >= 50
    ctl.next_hand()
    assert rec.refusals[-1][0] == "match_over"


# -- storage ------------------------------------------------------------------------------
def test_autosave_after_every_action_and_resume_adopts_the_position(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    c = RummyController()
    c.instant = True
    c.attach_storage(storage)
    rec = Recorder(c)
    try:
        c.new_match(RummySetup(opponents=("medium", "hard"), target=100, seed=21))
        assert c.meta is not None and c.meta.opponents == ("medium", "hard")
        saved = storage.saves.load_autosave()
        assert saved is not None and saved.ok and isinstance(saved.game, RummyMatch)
        for _ in range(3):  # the player's turns; the bots move in between
            wait_for_player(qtbot, c)
            if c.state.is_over:
                break
            for req in (Action.draw_stock(),):
                assert c.request(req) is None
                assert autosaved_state(storage).actions == c.state.actions
            view = c.view()
            assert view is not None
            discard = next(a for a in view.legal_actions if a.kind == "discard")
            assert discard.card is not None
            assert c.request(Action.discard(discard.card)) is None
            assert autosaved_state(storage).actions == c.state.actions
        wait_for_player(qtbot, c)
        assert not rec.storage_errors
        before_view = c.view()
        assert c.match is not None
        before_scores = tuple(c.match.scores)
    finally:
        c.shutdown()
        storage.close()

    storage2 = Storage.open(tmp_path / "data", parts=PARTS)
    c2 = RummyController()
    c2.instant = True
    c2.attach_storage(storage2)
    rec2 = Recorder(c2)
    try:
        offer = storage2.resume_offer()
        assert offer is not None and offer.ok and isinstance(offer.game, RummyMatch)
        c2.resume(offer)
        assert c2.view() == before_view  # hands, stock, table, events: the same position
        assert c2.match is not None and tuple(c2.match.scores) == before_scores
        assert c2.setup.opponents == ("medium", "hard") and c2.setup.seed == 21
        snap = rec2.snaps[-1]
        assert snap.redraw and snap.names == ("", "medium", "hard")
        assert c2.meta is not None
    finally:
        c2.shutdown()
        storage2.close()


def test_resign_and_new_match_end_the_autosave(tmp_path: Path, qtbot: QtBot) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    c = RummyController()
    c.instant = True
    c.attach_storage(storage)
    try:
        c.new_match(RummySetup(seed=4))
        assert storage.saves.load_autosave() is not None
        c.new_match(RummySetup(seed=5))  # the first one is abandoned
        loaded = storage.saves.load_autosave()
        assert loaded is not None and loaded.game is not None and loaded.game.seed == 5
        c.resign()
        assert storage.saves.load_autosave() is None
    finally:
        c.shutdown()
        storage.close()


def test_autoplay_marks_the_match_as_practice(tmp_path: Path, qtbot: QtBot) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    c = RummyController()
    c.instant = True
    c.attach_storage(storage)
    try:
        c.new_match(RummySetup(seed=6))
        assert c.meta is not None and not c.meta.practice
        c.set_autoplay("medium")
        assert c.meta.practice
        qtbot.waitUntil(lambda: c.state.is_over, timeout=30000)
        assert c.state.phase is RummyPhase.OVER
    finally:
        c.shutdown()
        storage.close()


def test_a_replay_pauses_the_match_and_comes_back_without_announcing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    c = RummyController()
    c.instant = True
    c.attach_storage(storage)
    rec = Recorder(c)
    try:
        c.set_autoplay("medium")
        c.new_match(RummySetup(opponents=("easy",), target=200, seed=9))
        qtbot.waitUntil(lambda: c.state.is_over, timeout=30000)
        c.set_autoplay(None)
        row = storage.stats.hand_history(game="rummy")[0]
        c.next_hand()  # the dealer moved on: the bot leads, then it is the player's turn
        wait_for_player(qtbot, c)
        assert c.request(Action.draw_stock()) is None
        before = position(c)
        hands = len(rec.hands)
        c.start_replay(storage.stats.recorded_hand(row.id, RummyHandReplay), ("easy",), number=1)
        assert c.replaying and rec.snaps[-1].match_over and rec.snaps[-1].redraw
        assert rec.snaps[-1].names == ("", "easy")
        assert c.request(Action.discard(c.state.hand(0)[0])) is not None
        assert rec.refusals[-1][0] == "replay_mode"
        c.next_hand()
        assert rec.refusals[-1][0] == "replay_mode"
        assert c.replayer is not None
        c.replay_seek(c.replayer.total)
        view = c.view()
        assert view is not None and view.result is not None
        c.end_replay()
        assert not c.replaying and position(c) == before
        assert len(rec.hands) == hands  # nothing announced again
        assert c.view().phase is RummyPhase.PLAY and c.view().my_turn
    finally:
        c.shutdown()
        storage.close()


def test_engine_actions_are_requests_too(ctl: RummyController) -> None:
    """The shared ``request(action)``: an engine Action plays and is refused exactly as
    the table's gesture for it."""
    rec = Recorder(ctl)
    ctl.load_hand(rigged())
    assert ctl.request(Action.draw_discard()) is None  # ♦10 taken from the pile
    before = position(ctl)
    for action, code in (
        (Action.discard(parse_card("TD")), "just_taken"),
        (Action.undo(), "nothing_to_undo"),
        (Action.draw_stock(), "wrong_phase"),
        (Action.meld(list(cards("QD KC 9S"))), "mixed_suits"),  # the view says why
    ):
        assert ctl.request(action) is not None
        gesture = rec.refusals[-1]
        assert gesture[0] == code, (action, gesture)
        assert position(ctl) == before
    assert ctl.request(Action.meld(list(cards("2H 3H 4H")))) is None
    view = ctl.view()
    assert view is not None and len(view.table_melds) == 2
    assert ctl.request(Action.discard(parse_card("KC"))) is None
    assert ctl.state is not None and ctl.state.to_act == 1
