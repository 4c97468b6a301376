"""The one owner of a 拉米纸牌 match in the desktop app.

Why a controller of its own: the Rummy table is 2–4 seats, several steps a turn (draw,
melds, lay-offs, undo, discard) and other refusals than 金拉米, but the protocol is the
same as :class:`~jinlami_desktop.controller.GameController`'s: a gesture on the table
becomes a :class:`~.snapshot.RummyRequest`; it is checked against the engine's legal
actions, applied, and the new position goes out as a :class:`~.snapshot.RummySnapshot`
with seat 0's view and the events redacted for that seat.  A refused request emits
``refused(code, params)`` with the engine's own reason (``missing_card``,
``just_taken`` …) and leaves the state untouched — it never raises.

Bots think in the shared :class:`~jinlami_desktop.workers.BotPool`; each answer carries
the turn token it was asked with and is dropped if the position moved on.  Every bot
decision is one step (a draw, one meld, one lay-off, the discard), and each waits
``move_delay_ms`` (the table speed) before it is asked, so a person sees them one by one;
``instant`` (tests) asks at once and draws without animation.

Storage follows the :class:`~jinlami_desktop.storage.session.Storage` protocol exactly as
the 金拉米 controller does: ``begin`` when a match starts, ``after_action`` after every
applied action (the player's, a bot's, a new deal), ``mark_practice`` when a bot plays
the human seat, ``end_early`` on resign or when a new match replaces a running one.  A
storage failure emits ``storage_error(code, params)`` and the game goes on.

Replay (:meth:`RummyController.start_replay`): a recorded hand from the statistics is
shown step by step with every hand face up; the match in play waits (its bots pause),
nothing is recorded, and :meth:`RummyController.end_replay` returns to it.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine.actions import Action
from engine.errors import IllegalActionError
from engine.rummy import Refusal, RummyEvent, RummyPhase, RummyRules, RummyState
from engine.rummy_match import RummyMatch
from engine.rummy_view import RummyView

from ..replay import ReplayStatus, RummyHandReplayer
from ..storage.errors import StorageError
from ..workers import BotPool, Chooser, make_bot
from .snapshot import REQUEST_KINDS, RummyHandSummary, RummyRequest, RummySetup, RummySnapshot

if TYPE_CHECKING:
    from ..storage.saves import LoadResult, SaveMeta
    from ..storage.session import Storage
    from ..storage.stats import RummyHandReplay

__all__ = ["HUMAN_SEAT", "RummyController", "setup_for_match"]

#: The seat the table shows (the player); bots sit at 1 … players-1.
HUMAN_SEAT = 0


def setup_for_match(match: RummyMatch, opponents: tuple[str, ...] = ()) -> RummySetup:
    """The :class:`RummySetup` a loaded match was started with; ``opponents`` are the
    save's levels (any that are missing or odd become ``medium``)."""
    n = match.players - 1
    levels = tuple(o.split("#", 1)[0] for o in opponents[:n] if o)
    levels = levels + ("medium",) * (n - len(levels))
    return RummySetup(opponents=levels, target=match.target, seed=match.seed)


class RummyController(QObject):
    """Owns the Rummy match and its hand; the only object that calls ``apply``."""

    updated = Signal(object)  # RummySnapshot
    refused = Signal(str, object)  # refusal code, params dict
    hand_finished = Signal(object)  # RummyHandSummary
    match_finished = Signal(object)  # RummyHandSummary of the last hand, None when resigned
    bot_error = Signal(str)
    storage_error = Signal(str, object)  # storage code, params dict
    replay_changed = Signal(object)  # ReplayStatus, or None when the replay ends

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = RummySetup()
        self.match: RummyMatch | None = None
        self.autoplay: str | None = None  # a bot level playing the human seat (--smoke)
        self.move_delay_ms = 450
        self.instant = False  # tests: bots answer at once, the table does not animate
        self.token = 0
        self.dropped_answers = 0
        self.resigned = False
        self.storage: Storage | None = None
        self.meta: SaveMeta | None = None
        self._single: RummyState | None = None  # a loaded one-hand save, played as is
        self.replayer: RummyHandReplayer | None = None
        self._replay_names: tuple[str, ...] = ()
        self._hand_clock = time.monotonic()
        self._bots: dict[int, Chooser] = {}
        self._pending: int | None = None  # token of the bot question in flight
        self._scheduled: int | None = None
        self._pool = BotPool(self)
        self._pool.answered.connect(self._on_answer)
        self._pool.failed.connect(self._on_failure)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)

    # -- queries --------------------------------------------------------------------------
    @property
    def state(self) -> RummyState | None:
        return None if self.match is None else self.match.state

    @property
    def game(self) -> RummyMatch | RummyState | None:
        """What is saved: a loaded single hand, or the match."""
        return self._single if self._single is not None else self.match

    @property
    def names(self) -> tuple[str, ...]:
        """Per seat: ``""`` for the player, else the bot level."""
        return ("", *self.setup.opponents)

    @property
    def match_over(self) -> bool:
        return self.resigned or (self.match is not None and self.match.is_over)

    @property
    def busy(self) -> bool:
        """True while a bot is about to move or thinking (tests wait on this)."""
        return self._pending is not None or self._timer.isActive()

    @property
    def replaying(self) -> bool:
        return self.replayer is not None

    def view(self) -> RummyView | None:
        if self.replayer is not None:
            return self.replayer.view()
        s = self.state
        return None if s is None else s.view(HUMAN_SEAT)

    def seat_is_bot(self, seat: int) -> bool:
        return seat != HUMAN_SEAT or self.autoplay is not None

    def _human_to_act(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and s.to_act == HUMAN_SEAT and self.autoplay is None

    def thinking(self) -> int | None:
        """The seat whose bot is about to move or deciding now, if any."""
        s = self.state
        if s is None or s.is_over or not self.busy or self.resigned or self.replaying:
            return None
        return s.to_act

    def snapshot(self, events: tuple[RummyEvent, ...] = (), redraw: bool = False) -> RummySnapshot:
        r = self.replayer
        if r is not None:
            return RummySnapshot(
                view=r.view(),
                events=events,
                names=self._replay_names,
                scores=r.state.points() if r.state.is_over else (0,) * r.state.players,
                target=self.setup.target,
                hand_number=r.number,
                match_over=True,
                human_seat=r.seat,
                thinking=None,
                instant=self.instant,
                redraw=redraw,
                setup=self.setup,
            )
        m = self.match
        return RummySnapshot(
            view=self.view(),
            events=events,
            names=self.names,
            scores=tuple(m.scores) if m is not None else (0,) * self.setup.players,
            target=self.setup.target,
            hand_number=m.hand_number if m is not None else 0,
            match_over=self.match_over,
            human_seat=HUMAN_SEAT,
            thinking=self.thinking(),
            instant=self.instant,
            redraw=redraw,
            setup=self.setup,
        )

    # -- match control --------------------------------------------------------------------
    @Slot(object)
    def new_match(self, setup: RummySetup | None = None) -> None:
        """Start a match (a running one ends as abandoned: the window asks first)."""
        setup = setup or self.setup
        seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(31)
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)
        self.setup = replace(setup, seed=seed)
        self._invalidate()
        self.resigned = False
        self._single = None
        self.match = RummyMatch(RummyRules(players=self.setup.players), self.setup.target, seed)
        self._seat_bots()
        self.match.start_hand()
        self._hand_clock = time.monotonic()
        self._begin_recording()
        self._changed((), redraw=True)

    def resume(self, offer: LoadResult) -> None:
        """Resume the autosave offered at start-up (``Storage.accept_resume``)."""
        assert offer.game is not None
        meta: SaveMeta | None = offer.meta
        if self.storage is not None:
            try:
                meta = self.storage.accept_resume(offer)
            except StorageError as exc:
                self._storage_failed(exc)
        self.adopt(offer.game, meta)  # type: ignore[arg-type]

    def play_loaded(self, loaded: LoadResult) -> None:
        """Play on from a save the player loaded (the game in play ends first)."""
        assert loaded.game is not None
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)
        meta: SaveMeta | None = loaded.meta
        if self.storage is not None:
            try:
                meta = self.storage.continue_loaded(loaded)
            except StorageError as exc:
                meta = replace(loaded.meta, stats_match_id=None)
                self._storage_failed(exc)
        self.adopt(loaded.game, meta)  # type: ignore[arg-type]
        self._record_action()  # the autosave now holds the loaded game

    def adopt(self, match: RummyMatch | RummyState, meta: SaveMeta | None = None) -> None:
        """Play on from a loaded match (resume at start-up, or Load…).

        The engine replayed the save to the identical position; ``meta`` is what the
        storage returned for it and keeps the autosave and statistics row going.  A bot
        to move starts thinking at once; a finished hand is announced again.
        """
        self._leave_replay()
        self._invalidate()
        self.resigned = False
        self._single = None
        if isinstance(match, RummyState):
            self._single = match
            single = RummyMatch(match.rules, 100, seed=match.seed)
            single.state = match
            if match.is_over:
                single._record(match)
            match = single
        self.meta = meta if self.storage is not None else None
        self._hand_clock = time.monotonic()
        self.setup = setup_for_match(match, meta.opponents if meta is not None else ())
        self.match = match
        self._seat_bots()
        if match.state is None and not match.is_over:
            match.start_hand()
            self._record_action()
        self._changed((), redraw=True)

    def load_hand(self, state: RummyState, opponents: tuple[str, ...] | None = None) -> None:
        """Test hook: play ``state`` (any position) as a one-hand match; never saved."""
        self._invalidate()
        self.resigned = False
        self._single = None
        self.meta = None
        levels = opponents or ("medium",) * (state.players - 1)
        self.setup = RummySetup(opponents=tuple(levels), target=100, seed=state.seed)
        self.match = RummyMatch(state.rules, 100, seed=state.seed)
        self.match.state = state
        self._seat_bots()
        self._changed((), redraw=True)

    def _seat_bots(self) -> None:
        seed = self.match.seed if self.match is not None else 0
        self._bots = {
            seat: make_bot(level, seed=seed + seat, game="rummy")
            for seat, level in enumerate(self.setup.opponents, start=1)
        }

    @Slot()
    def next_hand(self) -> None:
        """Deal the next hand of the match."""
        m = self.match
        if self.replayer is not None:
            self._refuse("replay_mode")
            return
        if m is None:
            self._refuse("no_match")
            return
        if m.state is not None and not m.state.is_over:
            self._refuse("hand_in_play")
            return
        if m.is_over or self.resigned:
            self._refuse("match_over")
            return
        self._single = None
        m.start_hand()
        self._hand_clock = time.monotonic()
        self._record_action()
        self._changed((), redraw=True)

    @Slot()
    def resign(self) -> None:
        """Give up the match (a loss; never implied by anything else)."""
        if self.match is None or self.match_over:
            return
        self._leave_replay()
        self._end_early(resigned=True)
        self._invalidate()
        self.resigned = True
        self.updated.emit(self.snapshot())
        self.match_finished.emit(None)

    def set_autoplay(self, level: str | None) -> None:
        """Let a bot play the human seat (``--smoke``), or hand it back (``None``).  A
        match a bot played for the player is practice, not a ranked result."""
        self.autoplay = level
        self._bots.pop(HUMAN_SEAT, None)
        if level is not None:
            self._mark_practice()
        if self.state is not None and self.replayer is None:
            self._changed(())

    def set_aside(self) -> None:
        """The other game (金拉米) goes on the table: a running match here ends as
        abandoned (never a loss), its bots stop and the table is emptied."""
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)
        self._invalidate()
        self.match = None
        self._single = None
        self.meta = None
        self.resigned = False

    def shutdown(self) -> None:
        """Stop timers and wait for bot threads; call before the application quits.
        The match in play stays in the autosave for the next start."""
        self._invalidate()
        self._pool.shutdown()
        if self.meta is not None and self.game is not None and not self.match_over:
            self._record_action()  # the last write may have failed (disk full): try again

    # -- requests from the table ----------------------------------------------------------
    @Slot(object)
    def request(self, req: RummyRequest) -> bool:
        """Apply the player's gesture if it is legal; otherwise emit ``refused`` with the
        engine's reason and leave everything as it was.  Never raises."""
        s = self.state
        if self.replayer is not None:
            self._refuse("replay_mode")
            return False
        if self.match is None or s is None or self.resigned:
            self._refuse("no_match")
            return False
        if s.is_over:
            self._refuse("hand_over")
            return False
        try:
            action = _action_for(req)
        except (AttributeError, TypeError, ValueError, IndexError):
            action = None  # a gesture with something that is not a card
        if action is None:
            self._refuse("no_card" if req.kind in REQUEST_KINDS else "illegal_action")
            return False
        if self.autoplay is not None:
            self._refuse("not_your_turn", {"to_act": s.to_act})
            return False
        if not self._human_to_act() or action not in s.legal_actions():
            code, params = _why_illegal(s, action, req)
            self._refuse(code, params)
            return False
        self._apply_and_show(action)
        return True

    def _refuse(self, code: str, params: dict[str, Any] | None = None) -> None:
        self.refused.emit(code, dict(params or {}))

    # -- the flow of a hand ---------------------------------------------------------------
    def _invalidate(self) -> None:
        """Make every question in flight stale."""
        self.token += 1
        self._pending = None
        self._scheduled = None
        self._timer.stop()

    def _apply_and_show(self, action: Action) -> None:
        events = self._apply(action)
        self._changed(tuple(e.for_viewer(HUMAN_SEAT) for e in events))

    def _changed(
        self, events: tuple[RummyEvent, ...], redraw: bool = False, announce: bool = True
    ) -> None:
        """Broadcast the new position, then let a bot move if it is its turn.  ``announce``
        False: a finished hand is not announced again (back from a replay)."""
        self._invalidate()
        s = self.state
        if s is not None and not s.is_over and not self.resigned and self.seat_is_bot(s.to_act):
            self._scheduled = self.token
            self._timer.start(0 if self.instant else self.move_delay_ms)
        self.updated.emit(self.snapshot(events, redraw=redraw))
        if s is not None and s.is_over and self.match is not None and announce:
            self._hand_over(s)

    def _hand_over(self, s: RummyState) -> None:
        m = self.match
        assert m is not None and s.result is not None
        shown = s.view(HUMAN_SEAT).hands_shown or tuple(tuple(s.hand(p)) for p in range(s.players))
        summary = RummyHandSummary(
            number=m.hands_played,
            result=s.result,
            hands_shown=shown,
            names=self.names,
            scores=tuple(m.scores),
            match_over=m.is_over,
            match_winner=m.winner,
        )
        self.hand_finished.emit(summary)
        if m.is_over:
            self.match_finished.emit(summary)

    def _rng_seed(self) -> int:
        m, s = self.match, self.state
        key = f"{m.seed if m else 0}:{m.hands_played if m else 0}:{len(s.actions) if s else 0}"
        return random.Random(key).getrandbits(32)

    @Slot()
    def _on_timer(self) -> None:
        s = self.state
        if self._scheduled != self.token or s is None or s.is_over or self.replaying:
            return
        self._scheduled = None
        seat = s.to_act
        bot = self._bots.get(seat)
        if bot is None:  # autoplay on the human seat
            bot = make_bot(self.autoplay or "medium", seed=seat, game="rummy")
            self._bots[seat] = bot
        self._pending = self.token
        self._pool.submit(self.token, bot, s.view(seat), self._rng_seed(), "move")

    @Slot(int, str, object)
    def _on_answer(self, token: int, tag: str, action: object) -> None:
        if token != self.token or self._pending != token:
            self.dropped_answers += 1
            return
        self._pending = None
        s = self.state
        if s is None or self.match is None or not isinstance(action, Action):
            return
        try:
            events = self._apply(action)
        except IllegalActionError as exc:  # a bot bug must not freeze the table
            self.bot_error.emit(f"{exc.code}: {exc}")
            safe = _safe_action(s)
            if safe is None:
                return
            events = self._apply(safe)
        self._changed(tuple(e.for_viewer(HUMAN_SEAT) for e in events))

    @Slot(int, str, str)
    def _on_failure(self, token: int, tag: str, message: str) -> None:
        self.bot_error.emit(message)
        if token != self.token or self.state is None or self.match is None:
            return
        self._pending = None
        safe = _safe_action(self.state)
        if safe is not None:
            self._apply_and_show(safe)

    # -- replay of a recorded hand ----------------------------------------------------------
    def start_replay(
        self, replay: RummyHandReplay, levels: tuple[str, ...] = (), number: int = 1
    ) -> None:
        """Show a recorded hand at its deal (``levels``: the bots' levels, by seat from 1;
        an unknown one shows the seat by its place); the match in play waits."""
        self._invalidate()
        self.replayer = RummyHandReplayer(replay, number)
        n = replay.rules.players
        names = tuple(levels[: n - 1]) + ("?",) * (n - 1 - len(levels[: n - 1]))
        self._replay_names = ("", *names)
        self._emit_replay((), redraw=True)

    @Slot()
    def replay_next(self) -> None:
        r = self.replayer
        if r is not None and r.index < r.total:
            self._emit_replay(r.seek(r.index + 1))

    @Slot()
    def replay_previous(self) -> None:
        r = self.replayer
        if r is not None and r.index > 0:
            self._emit_replay(r.seek(r.index - 1), redraw=True)

    def replay_seek(self, index: int) -> None:
        r = self.replayer
        if r is not None:
            back = index < r.index
            self._emit_replay(r.seek(index), redraw=back)

    @Slot()
    def end_replay(self) -> None:
        """Close the replay and return to the match in play (a bot to move moves on)."""
        if self.replayer is None:
            return
        self._leave_replay()
        if self.state is not None:
            self._changed((), redraw=True, announce=False)
        else:
            self.updated.emit(self.snapshot(redraw=True))

    def _leave_replay(self) -> None:
        if self.replayer is None:
            return
        self.replayer = None
        self.replay_changed.emit(None)

    def _emit_replay(self, events: tuple[RummyEvent, ...], redraw: bool = False) -> None:
        r = self.replayer
        assert r is not None
        self.updated.emit(self.snapshot(events, redraw=redraw))
        self.replay_changed.emit(r.status())

    def replay_status(self) -> ReplayStatus | None:
        return None if self.replayer is None else self.replayer.status()

    # -- applying and keeping -------------------------------------------------------------
    def _apply(self, action: Action) -> list[RummyEvent]:
        """Apply to the match (checked by the engine), then autosave and record."""
        assert self.match is not None
        events = self.match.apply(action)
        self._record_action()
        return events

    def attach_storage(self, storage: Storage | None) -> None:
        """Keep games in ``storage`` from the next match (or adopted game) on."""
        self.storage = storage
        self.meta = None

    def _storage_failed(self, exc: StorageError) -> None:
        self.storage_error.emit(exc.code, dict(exc.params))

    def _begin_recording(self) -> None:
        self.meta = None
        st, game = self.storage, self.game
        if st is None or game is None:
            return
        try:
            self.meta = st.begin(
                game,
                opponents=self.setup.opponents,
                player_name=st.settings.player_name,
                practice=self.autoplay is not None,
            )
        except StorageError as exc:
            self._storage_failed(exc)

    def _record_action(self) -> None:
        st, game, meta = self.storage, self.game, self.meta
        if st is None or game is None or meta is None:
            return
        try:
            self.meta = st.after_action(
                game, meta, hand_seconds=time.monotonic() - self._hand_clock
            )
        except StorageError as exc:
            self._storage_failed(exc)

    def _mark_practice(self) -> None:
        st, meta = self.storage, self.meta
        if st is None or meta is None or meta.practice:
            return
        try:
            self.meta = st.mark_practice(meta)
        except StorageError as exc:
            self.meta = replace(meta, practice=True)
            self._storage_failed(exc)

    def _end_early(self, resigned: bool) -> None:
        st, game, meta = self.storage, self.game, self.meta
        self.meta = None
        if st is None or game is None or meta is None or game.is_over:
            return
        try:
            st.end_early(game, meta, resigned=resigned)
        except StorageError as exc:
            self._storage_failed(exc)

    @Slot()
    def forget_statistics_row(self) -> None:
        """The statistics were reset: the match keeps its autosave but is not recorded."""
        if self.meta is not None:
            self.meta = replace(self.meta, stats_match_id=None)


def _action_for(req: RummyRequest) -> Action | None:
    """The engine action a gesture asks for (``None``: the gesture lacks its card)."""
    kind, cards = req.kind, req.cards
    if kind == "draw_stock":
        return Action.draw_stock()
    if kind == "draw_discard":
        return Action.draw_discard()
    if kind == "undo":
        return Action.undo()
    if kind == "meld":
        return Action.meld(list(cards)) if cards else None
    if kind in ("layoff", "discard"):
        if len(cards) != 1:
            return None
        return Action.layoff(cards[0], req.target) if kind == "layoff" else Action.discard(cards[0])
    return None


def _why_illegal(
    state: RummyState, action: Action, req: RummyRequest
) -> tuple[str, dict[str, Any]]:
    """The engine's own reason: the view's explanation of a meld, lay-off or discard,
    else the error a copy of the state raises for the action."""
    view = state.view(HUMAN_SEAT)
    refusal: Refusal | None = None
    if req.kind == "meld":
        refusal = view.explain_meld(req.cards)
    elif req.kind == "layoff":
        refusal = view.explain_layoff(req.cards[0], req.target)
    elif req.kind == "discard":
        refusal = view.explain_discard(req.cards[0])
    if refusal is not None:
        return refusal.code, dict(refusal.params)
    if state.to_act != HUMAN_SEAT:
        return "not_your_turn", {"to_act": state.to_act}
    try:
        state.copy().apply(action)
    except IllegalActionError as exc:
        return exc.code, dict(exc.params)
    return "illegal_action", {}


def _safe_action(state: RummyState) -> Action | None:
    """A move that always ends a bot's turn (draw, then discard) when a bot failed."""
    legal = state.legal_actions()
    if not legal:
        return None
    if state.phase is RummyPhase.PLAY:
        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            return discards[0]
    return legal[0]
