"""What the two games' controllers share: the turn-token plumbing, the storage protocol,
pacing and replay.

Why a base class: the games' controllers (each in its folder, ``games/<id>/controller.py``)
differ in their setups, matches, hands and snapshots — the type parameters of
:class:`MatchControllerBase` — but each owns one match and follows the same protocol
around it:

* **Bots** think in a :class:`~jinlami_desktop.play.bot_pool.BotPool`.  A bot to move is asked
  ``move_delay_ms`` after the position is shown, or ``turn_pause_ms`` when it starts its
  turn right after another bot's (:meth:`bot_pause_ms`; the window sets both from the
  bot speed, :mod:`~jinlami_desktop.model.pacing`; at once when ``instant``), with the
  current turn token (:meth:`hurry`: a click or a key cuts the pause short, so the
  player never waits on it); any change of position (a move, a new match, a resign, a replay)
  bumps the token, so a late answer is counted in ``dropped_answers`` and dropped.  A
  bot's illegal move or crash is reported by ``bot_error`` and replaced by a safe move,
  so the table never freezes.
* **Storage** (optional, :meth:`attach_storage`): the controller is the one place that
  knows when an action was applied, so it follows the
  :class:`~jinlami_desktop.storage.session.Storage` protocol itself — ``begin`` when a
  match starts, ``after_action`` after every applied action (a move, a layoff step, a
  new deal; atomic autosave, finished hands recorded), ``mark_practice`` for a hint or
  a bot on the human seat, ``end_early`` on resign (resigned) or when another match
  replaces a running one (abandoned).  Quitting leaves the autosave for the next start.
  A storage failure never stops the game: it emits ``storage_error(code, params)``.
* **Replay** of a recorded hand: the match in play waits (its bots pause), nothing is
  recorded or autosaved, and :meth:`end_replay` returns to it.
* **Requests**: the player's move arrives as a :class:`~.request.Request` (an engine
  ``Action`` and where on the table it was asked) or a bare ``Action`` through
  :meth:`request` (both games); it is checked against the legal actions and applied
  (``None``), or refused: the :class:`~.request.Refusal` is returned, and said by
  ``refusal(Refusal)`` and ``refused(code, params)``, the position untouched.

A game's controller supplies the match (``_start_match``, ``_adopt``), its bots
(``_new_bot``, ``_bots``), who is human (``_human_plays``), its snapshot and hand
summary (``snapshot``, ``_hand_over``), and ``_fallback_action`` for a bot that failed;
it may refine when it moves by itself (``_should_move``, ``_bot_step``), what a next hand
means (``_next_stage``), why a request is refused (``_why_refused``), and stop timers of
its own (``_halt``).  Seat 0 (:data:`VIEWER`)
is always the seat the table shows.

No ``abc.ABC`` here: its metaclass conflicts with QObject's, so the hooks simply raise
:class:`NotImplementedError`.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine.actions import Action
from engine.bot_spec import STYLES, parse_spec
from engine.errors import IllegalActionError
from engine.fairness import with_fairness
from engine.protocol import GameEvent, GameState, GameView

from ..model.fairness import DealWords, end_match
from ..model.replay import ReplayStatus
from ..storage.errors import StorageError
from .bot_pool import BotPool, Chooser
from .request import HAND, Refusal, Request

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from ..storage.saves import Game, LoadResult, SaveMeta
    from ..storage.session import Storage
    from ..table.callout import Spot

__all__ = [
    "VIEWER",
    "MatchControllerBase",
    "NoHandError",
    "PlayedMatch",
    "SetupLike",
    "ShownReplay",
    "engine_reason",
]

#: The seat the table shows (the player, or in a watched bot duel the first bot).
VIEWER = 0


class SetupLike(Protocol):
    """What the controller needs of a game's new-match setup (a frozen dataclass): the
    seed it deals from (``None``: a fresh one), or the player's words it is dealt from
    (``deal_words``, New match's words field and ``--deal-words``: docs/RULES.md D3)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def seed(self) -> int | None: ...

    @property
    def deal_words(self) -> DealWords | None: ...


#: A match or team match being built (:meth:`MatchControllerBase._committed`).
_M = TypeVar("_M")

#: A match's hand state (:class:`PlayedMatch`).
HandT = TypeVar("HandT")


class PlayedMatch(Protocol[HandT]):
    """What the controller needs of a game's match: the hand in play (``state``, set
    directly for a one-hand save or a built position), its seed and progress, a new
    deal, and ``apply`` (checked by the engine)."""

    state: HandT | None  # the game's hand state, or None before the first deal

    @property
    def seed(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def hands_played(self) -> int: ...
    def start_hand(self) -> HandT: ...
    def apply(self, action: Action) -> Sequence[GameEvent]: ...
    def _record(self, state: HandT) -> None: ...


#: The game's new-match setup, hand state, match, snapshot, seat's view, and what its
#: saves hold.
SetupT = TypeVar("SetupT", bound=SetupLike)
StateT = TypeVar("StateT", bound=GameState[Any])
MatchT = TypeVar("MatchT", bound=PlayedMatch[Any])
SnapT = TypeVar("SnapT")
ViewT = TypeVar("ViewT", bound=GameView)
ViewT_co = TypeVar("ViewT_co", bound=GameView, covariant=True)
GameT = TypeVar("GameT", bound="Game")


class ShownReplay(Protocol[ViewT_co]):
    """What the controller needs of a recorded hand being replayed (a game's
    :class:`~jinlami_desktop.model.replay.Replayer`): where it stands (``index`` of
    ``total`` actions), a step to another place, its status, and the view it shows."""

    @property
    def index(self) -> int: ...
    @property
    def total(self) -> int: ...
    def seek(self, index: int) -> tuple[Any, ...]: ...
    def status(self) -> ReplayStatus: ...
    def view(self) -> ViewT_co: ...


class NoHandError(LookupError):
    """The hand in play was asked for (:attr:`MatchControllerBase.state`) while none is
    dealt: no match yet, or before its first deal (:attr:`~MatchControllerBase.hand_state`
    is ``None`` then)."""


def engine_reason(state: GameState[Any], action: Action) -> tuple[str, dict[str, Any]]:
    """Why the engine refuses ``action`` in ``state``: the error a copy of the state
    raises for it (``illegal_action`` if the copy takes it)."""
    try:
        state.copy().apply(action)
    except IllegalActionError as exc:
        return exc.code, dict(exc.params)
    return "illegal_action", {}


class MatchControllerBase(QObject, Generic[SetupT, StateT, MatchT, SnapT, ViewT, GameT]):
    """Owns one match and its hand; the only object that calls ``apply``.

    Generic over the game's setup, hand state, match (a :class:`PlayedMatch`: ``state``,
    ``seed``, ``hands_played``, ``is_over``, ``start_hand()``, ``apply(action)``),
    snapshot, seat's view (what ``state.view(seat)`` and a replay show) and saved game
    (what :attr:`game` saves and :meth:`adopt` plays on from: a kind of the registry's
    :data:`~jinlami_desktop.storage.saves.Game`); the match's events have
    ``for_viewer(seat)``.
    """

    updated = Signal(object)  # the game's snapshot
    refusal = Signal(object)  # a Refusal (said on the table, where its request was asked)
    refused = Signal(str, object)  # the same refusal's code and params dict (after refusal)
    hand_finished = Signal(object)  # the game's hand summary
    match_finished = Signal(object)  # the summary of the last hand (None when resigned)
    hint_ready = Signal(object)  # Action
    bot_error = Signal(str)
    #: A bot's move for the current position started thinking (True) or ended (False).
    bot_thinking = Signal(bool)
    storage_error = Signal(str, object)  # storage code, params dict
    replay_changed = Signal(object)  # ReplayStatus, or None when the replay ends

    #: A new deal redraws the whole table (no animation from the previous hand).
    redraw_new_hand = False
    #: The playing styles this game's bots take after ``hard`` (``"hard:gin"``).
    bot_styles: tuple[str, ...] = STYLES
    #: Tests: bots answer at once and the table does not animate.
    instant: bool

    def __init__(self, setup: SetupT, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup: SetupT = setup  # the game's setup (what the new-match dialog chose)
        self.match: MatchT | None = None  # the match in play
        self.autoplay: str | None = None  # a bot level playing the human seat (--smoke)
        self.move_delay_ms = 350
        #: The pause before a bot's turn that follows another bot's (None: move_delay_ms).
        self.turn_pause_ms: int | None = None
        self._last_actor: int | None = None  # the seat that made the newest move
        self.token = 0
        self.dropped_answers = 0
        self.resigned = False
        self.storage: Storage | None = None
        self.meta: SaveMeta | None = None  # the running game's save meta (None: not kept)
        #: The recorded hand shown instead of the match in play (None: no replay).
        self.replayer: ShownReplay[ViewT] | None = None
        self._single: StateT | None = None  # a loaded one-hand save, played as is
        #: A guide (the tutorial) that may refuse the player's move: ``(code, params)``
        #: of the refusal, or ``None`` to let the engine judge it.
        self.gate: Callable[[Action], tuple[str, dict[str, Any]] | None] | None = None
        #: Another table has the player (a tutorial): the bots wait (:meth:`hold`).
        self.held = False
        self._hand_clock = time.monotonic()
        self._bots: dict[int, Chooser] = {}
        self._hint_bot: Chooser | None = None  # the level a hint asks (``hint_level``)
        self._pending: int | None = None  # token of the bot question in flight
        self._scheduled: int | None = None
        self._pool = BotPool(self)
        self._pool.answered.connect(self._on_answer)
        self._pool.failed.connect(self._on_failure)
        self._pool.thinking.connect(self._on_thinking)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)

    # -- what each game supplies ----------------------------------------------------------
    def _human_plays(self, seat: int) -> bool:
        """True if the player sits at ``seat`` (whether or not a bot plays for them)."""
        raise NotImplementedError

    def _new_bot(self, level: str, seed: int) -> Chooser:
        """A bot of this game at ``level``."""
        raise NotImplementedError

    def _start_match(self, setup: SetupT, seed: int) -> None:
        """Build and deal the match ``setup`` describes (through :meth:`_committed`),
        begin recording, show it."""
        raise NotImplementedError

    def _committed(self, match: _M, setup: SetupT) -> _M:
        """``match`` (just built from ``setup``'s seed) with the commitment of the
        player's words, when ``setup`` is dealt from them."""
        if setup.deal_words is not None:
            with_fairness(match, setup.deal_words.fairness())
        return match

    def _loaded(self, game: Game) -> GameT:
        """``game`` (a save the registry routed to this game) as this game's kind."""
        raise NotImplementedError

    def _adopt(self, game: GameT, opponents: tuple[str, ...]) -> None:
        """Take over a loaded game (``opponents``: the save's levels) and show it."""
        raise NotImplementedError

    def _seats_of(self, game: GameT) -> int:
        """How many seats a loaded game of this kind has."""
        raise NotImplementedError

    def _levels_of(self, game: GameT, opponents: tuple[str, ...]) -> tuple[str, ...]:
        """The bot specs adopting ``game`` with the save's ``opponents`` would build."""
        raise NotImplementedError

    def snapshot(self, events: tuple[Any, ...] = (), redraw: bool = False) -> SnapT:
        """What the table and panel draw, as of now (the replay while one is shown)."""
        raise NotImplementedError

    def _hand_over(self, state: StateT, announce: bool) -> None:
        """The hand on the table is over: announce it (``hand_finished``, and
        ``match_finished`` for the last one) unless ``announce`` is False (back from a
        replay: it was announced already)."""
        raise NotImplementedError

    def _fallback_action(self, state: StateT) -> Action | None:
        """A legal move to play when a bot failed or answered an illegal one."""
        raise NotImplementedError

    def load_hand(self, state: StateT) -> None:
        """Play ``state`` (any position, placed card by card) as a one-hand match, never
        saved nor recorded (tests, the tutorial)."""
        raise NotImplementedError

    def _should_move(self, state: StateT) -> bool:
        """Whether the controller makes the next move of ``state`` (not over) itself."""
        return not self.resigned and self.seat_is_bot(state.to_act)

    def _next_stage(self, match: MatchT) -> bool:
        """Next hand asked for after ``match``'s hand ended: True if the game went on in
        its own way (a team match's next duel) instead of a deal."""
        return False

    def _before_show(self, state: StateT | None) -> None:
        """Called by :meth:`_changed` just before the snapshot goes out."""

    def _bot_step(self, state: StateT) -> bool:
        """The paced turn of a bot came: True if the controller played it without asking
        the bot (a layoff played from the engine's best)."""
        return False

    # -- queries --------------------------------------------------------------------------
    @property
    def hand_state(self) -> StateT | None:
        """The hand in play, or the last one played (``None`` before the first deal)."""
        if self.match is None:
            return None
        state: StateT | None = self.match.state
        return state

    @property
    def state(self) -> StateT:
        """The hand in play, or the last one played; :class:`NoHandError` while none is
        dealt (:attr:`hand_state` is ``None``)."""
        state = self.hand_state
        if state is None:
            raise NoHandError("no hand is dealt: no match yet, or before its first deal")
        return state

    @property
    def game(self) -> GameT | None:
        """What is saved (``None``: nothing to save)."""
        raise NotImplementedError

    def _single_or_match(self) -> StateT | MatchT | None:
        """A loaded single hand, or the match."""
        return self._single if self._single is not None else self.match

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

    def view(self) -> ViewT | None:
        """The shown seat's view (of the replayed hand while a replay is on)."""
        if self.replayer is not None:
            return self.replayer.view()
        s = self.hand_state
        if s is None:
            return None
        view: ViewT = s.view(VIEWER)
        return view

    def seat_is_bot(self, seat: int) -> bool:
        return not self._human_plays(seat) or self.autoplay is not None

    def _human_to_act(self) -> bool:
        s = self.hand_state
        return (
            s is not None
            and not s.is_over
            and self._human_plays(s.to_act)
            and self.autoplay is None
        )

    def replay_status(self) -> ReplayStatus | None:
        return None if self.replayer is None else self.replayer.status()

    # -- match control --------------------------------------------------------------------
    @Slot(object)
    def new_match(self, setup: SetupT | None = None) -> None:
        """Start a match (a running one ends as abandoned: the window asks first)."""
        setup = setup or self.setup
        words = setup.deal_words
        if words is not None:  # the seed of the words (its secret committed to before)
            seed = words.seed
        elif setup.seed is not None:
            seed = setup.seed
        else:
            seed = random.SystemRandom().getrandbits(31)
        self._leave_running()
        # the words deal this match only: the same setup again deals from its seed
        self.setup = replace(setup, seed=seed, deal_words=None)
        self._clear()
        self._hand_clock = time.monotonic()
        self._start_match(replace(self.setup, deal_words=words), seed)

    def check_loaded(self, game: Game, meta: SaveMeta) -> tuple[str, dict[str, Any]] | None:
        """Why a loaded ``game`` with its save's ``meta`` cannot be played here, or ``None``.

        Checked before anything changes (the table, the statistics, the autosave): the
        player's seat must be one of the game's seats (``bad_save_seat``) and every bot
        the save names a level this version knows (``unknown_level``).  The engine has
        checked the game itself; the meta is the app's and is checked here."""
        own = self._loaded(game)
        seats = self._seats_of(own)
        if not 0 <= meta.seat < seats:
            return "bad_save_seat", {"seat": meta.seat, "seats": seats}
        for level in self._levels_of(own, meta.opponents):
            try:
                parse_spec(level, styles=self.bot_styles)
            except ValueError:
                quoted = level if len(level) <= 40 else level[:39] + "…"
                return "unknown_level", {"level": quoted}
        return None

    def _refuse_loaded(self, game: Game, meta: SaveMeta) -> bool:
        """Refuse (``refused``) a loaded game :meth:`check_loaded` finds fault with."""
        problem = self.check_loaded(game, meta)
        if problem is not None:
            self._refuse(*problem)
        return problem is not None

    def resume(self, offer: LoadResult) -> bool:
        """Resume the autosave offered at start-up (``Storage.accept_resume``); False (and
        ``refused``, nothing changed) if its meta does not fit the game."""
        assert offer.game is not None
        if self._refuse_loaded(offer.game, offer.meta):
            return False
        meta: SaveMeta | None = offer.meta
        if self.storage is not None:
            try:
                meta = self.storage.accept_resume(offer)
            except StorageError as exc:
                self._storage_failed(exc)
        self.adopt(offer.game, meta)
        return True

    def play_loaded(self, loaded: LoadResult) -> bool:
        """Play on from a save the player loaded: the game in play ends first (abandoned),
        then ``Storage.continue_loaded`` decides which statistics row continues.  False
        (and ``refused``, nothing changed) if the save's meta does not fit the game."""
        assert loaded.game is not None
        if self._refuse_loaded(loaded.game, loaded.meta):
            return False
        self._leave_running()
        meta: SaveMeta | None = loaded.meta
        if self.storage is not None:
            try:
                meta = self.storage.continue_loaded(loaded)
            except StorageError as exc:
                meta = replace(loaded.meta, stats_match_id=None)
                self._storage_failed(exc)
        self.adopt(loaded.game, meta)
        self._record_action()  # the autosave now holds the loaded game
        return True

    def adopt(self, game: Game, meta: SaveMeta | None = None) -> None:
        """Play on from a loaded game (resume at start-up, or Load…).

        The engine replayed the save to the identical position (hands, stock order,
        scores); ``meta`` is what :class:`~.storage.session.Storage` returned for it
        (``accept_resume`` / ``continue_loaded``) and keeps the autosave and statistics
        row going.  If a bot is to move, it starts thinking at once.
        """
        own = self._loaded(game)
        self._leave_replay()
        self._clear()
        self.meta = meta if self.storage is not None else None
        self._hand_clock = time.monotonic()
        self._adopt(own, meta.opponents if meta is not None else ())
        if self.autoplay is not None:
            self._mark_practice()  # a bot plays the player's seat (--smoke --resume)

    def _play_single(self, state: StateT, match: MatchT) -> MatchT:
        """A loaded one-hand save: ``match`` (built for it) plays ``state`` as it is, and
        the save stays the hand alone."""
        self._single = state
        match.state = state
        if state.is_over:  # keep the match's own bookkeeping right
            match._record(state)
        return match

    def can_deal_next(self) -> bool:
        """Whether Next hand would deal now (Game → Next hand is enabled by it): a hand
        of a match that goes on is over; never in a replay, after a resignation or once
        the match is over (a team match's next duel is the game's :meth:`_goes_on`)."""
        m = self.match
        if self.replayer is not None or m is None or self.resigned:
            return False
        if m.state is not None and not m.state.is_over:
            return False
        return self._goes_on(m)

    def _goes_on(self, match: MatchT) -> bool:
        """Whether ``match``, its hand over, has a next hand (or a next stage)."""
        return not match.is_over

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
        if self._next_stage(m):
            return
        if m.is_over or self.resigned:
            self._refuse("match_over")
            return
        self._single = None
        self._deal()
        self._changed((), redraw=self.redraw_new_hand)

    def _deal(self) -> None:
        """Deal the match's next hand, start its clock and keep it."""
        self._last_actor = None
        assert self.match is not None
        self.match.start_hand()
        self._hand_clock = time.monotonic()
        self._record_action()

    @Slot()
    def resign(self) -> None:
        """Give up the match: a loss (a choice of its own, never implied by anything)."""
        if self.match is None or self.match_over:
            return
        self._leave_replay()
        self._end_early(resigned=True)
        self._invalidate()
        self.resigned = True
        self._resigned()
        self.updated.emit(self.snapshot(()))
        self.match_finished.emit(None)

    def _resigned(self) -> None:
        """Called by :meth:`resign` before the snapshot goes out."""

    def set_autoplay(self, level: str | None) -> None:
        """Let a bot play the human seat (``--smoke``), or hand it back (``None``).  A
        match a bot played for the player is practice, not a ranked result."""
        self.autoplay = level
        if level is not None:
            self._mark_practice()
        if self._human_plays(VIEWER):
            self._bots.pop(VIEWER, None)
        if self.hand_state is not None and self.replayer is None:
            self._changed(())

    def use_bot(self, seat: int, bot: Chooser) -> None:
        """Let ``bot`` play ``seat`` from its next move on (a tutorial's scripted bot)."""
        self._bots[seat] = bot

    def hold(self) -> None:
        """Another table takes the player (a tutorial): the bots wait and nothing of the
        match changes; :meth:`release` plays on.  Like a replay's pause, never an end."""
        self.held = True
        self._halt()

    def release(self) -> None:
        """Back from :meth:`hold`: the table is redrawn and a bot to move moves on."""
        if not self.held:
            return
        self.held = False
        if self.hand_state is not None and self.replayer is None:
            self._changed((), announce=False)

    def set_aside(self) -> None:
        """The other game goes on the table: a running match here ends as abandoned
        (never a loss), its bots stop and the table is emptied."""
        self._leave_running()
        self._clear()
        self.match = None
        self.meta = None

    def shutdown(self) -> None:
        """Stop timers and wait for bot threads; call before the application quits.

        The running match stays in the autosave (written after every action), so the
        next start offers to resume it; nothing is counted as abandoned here."""
        self._halt()
        self._pool.shutdown()
        if self.meta is not None and self.game is not None and not self.match_over:
            self._record_action()  # the last write may have failed (disk full): try again

    def _leave_running(self) -> None:
        """Another match takes the table: close a replay, end a running match (abandoned)."""
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)

    def _clear(self) -> None:
        """Stop everything in flight and forget the match's end (a new one comes)."""
        self._halt()
        self.resigned = False
        self._single = None
        self._last_actor = None

    # -- requests -------------------------------------------------------------------------
    @Slot(object)
    def request(self, request: Request | Action) -> Refusal | None:
        """Apply the player's move if it is legal (``None``); otherwise say the reason
        (:meth:`_why_refused`) where the request was asked, return it and leave
        everything as it was.  Never raises.

        Both games take their moves here: a :class:`~.request.Request` from the table,
        or a bare engine :class:`~engine.actions.Action` (said over the hand)."""
        req = request if isinstance(request, Request) else Request(request)
        action, origin = req.action, req.origin
        refusal = self._request_refusal(origin)
        if refusal is not None:
            return refusal
        s = self.hand_state
        assert s is not None
        if not self._human_to_act() or action not in s.legal_actions():
            code, params = self._why_refused(s, action)
            return self._refuse(code, params, origin)
        refusal = self._gated(action, origin)
        if refusal is not None:
            return refusal
        self._apply_and_show(action)
        return None

    #: The bot level whose move a hint shows.
    hint_level = "hard"

    def can_hint(self) -> bool:
        """Whether a hint can be asked now (Game → Hint is enabled by it): the player
        is to move in a hand in play, not in a replay."""
        s = self.hand_state
        return self.replayer is None and s is not None and not s.is_over and self._human_to_act()

    def can_lay_off(self) -> bool:
        """Whether the player lays off on a knock now (Hand → Best layoff and Done are
        enabled by it); a game without that step never does."""
        return False

    @Slot()
    def request_hint(self) -> None:
        """Ask the ``hint_level`` bot what it would play for the player (the answer comes
        as ``hint_ready``); a hint makes the match practice."""
        s = self.hand_state
        if self.replayer is not None:
            self._refuse("replay_mode")
            return
        if s is None or s.is_over or not self._human_to_act():
            self._refuse("not_your_turn")
            return
        self._mark_practice()  # a practice aid: the match leaves the ranked figures
        now = self._hint_now(s)
        if now is not None:
            self.hint_ready.emit(now)
            return
        if self._hint_bot is None:
            self._hint_bot = self._new_bot(self.hint_level, 1)
        self._pool.submit(self.token, self._hint_bot, s.view(VIEWER), self._rng_seed(), "hint")

    def _hint_now(self, state: StateT) -> Action | None:
        """A hint the game knows without asking a bot (none by default)."""
        return None

    def _gated(self, action: Action, origin: Spot = HAND) -> Refusal | None:
        """The :attr:`gate`'s refusal of ``action``, said at ``origin``; ``None`` when it
        lets the move be judged by the engine."""
        said = None if self.gate is None else self.gate(action)
        return None if said is None else self._refuse(*said, origin=origin)

    def _why_refused(self, state: StateT, action: Action) -> tuple[str, dict[str, Any]]:
        """Why the player may not play ``action`` now: not their turn, else the engine's
        own reason."""
        if not self._human_to_act():
            return "not_your_turn", {}
        return engine_reason(state, action)

    def _request_refusal(self, origin: Spot = HAND) -> Refusal | None:
        """Refuse a request made during a replay, without a match or after the hand."""
        s = self.hand_state
        if self.replayer is not None:
            return self._refuse("replay_mode", origin=origin)
        if self.match is None or s is None or self.resigned:
            return self._refuse("no_match", origin=origin)
        if s.is_over:
            return self._refuse("hand_over", origin=origin)
        return None

    def _refuse(
        self, code: str, params: dict[str, Any] | None = None, origin: Spot = HAND
    ) -> Refusal:
        """Say a refusal (``refusal``, then ``refused``) and return it."""
        refusal = Refusal(code, dict(params or {}), origin)
        self.refusal.emit(refusal)
        self.refused.emit(code, dict(refusal.params))
        return refusal

    # -- the flow of a hand ---------------------------------------------------------------
    def _invalidate(self) -> None:
        """Make every question in flight stale."""
        self.token += 1
        self._pending = None
        self._scheduled = None
        self._timer.stop()

    def _halt(self) -> None:
        """Make every question in flight stale and stop every timer."""
        self._invalidate()

    def _apply_and_show(self, action: Action) -> None:
        self._show(self._apply(action))

    def _show(self, events: Sequence[GameEvent]) -> None:
        """Broadcast the position after ``events`` (redacted for the shown seat)."""
        self._changed(tuple(e.for_viewer(VIEWER) for e in events))

    def _changed(
        self, events: tuple[Any, ...], redraw: bool = False, announce: bool = True
    ) -> None:
        """Broadcast the new position, let a bot move if it is its turn, and announce a
        finished hand.  ``announce`` False: a finished hand is not announced again (back
        from a replay; the table is redrawn); ``redraw``: the table is laid out afresh."""
        self._invalidate()
        s = self.hand_state
        if s is not None and not s.is_over and self._should_move(s):
            self._scheduled = self.token
            self._timer.start(self.bot_pause_ms(s))
        self._before_show(s)
        self.updated.emit(self.snapshot(events, redraw=redraw or not announce))
        if s is not None and s.is_over:
            self._hand_over(s, announce)

    def hurry(self) -> bool:
        """Cut a bot's pause short (the player clicked the felt or pressed a key): the bot
        to move is asked now instead of when its pause ends.  Whether a pause was cut
        (False: no bot was waiting to move)."""
        if self._scheduled is None or self._scheduled != self.token or not self._timer.isActive():
            return False
        self._timer.stop()
        self._on_timer()
        return True

    def bot_pause_ms(self, state: StateT) -> int:
        """How long the bot to move in ``state`` waits before it is asked: the longer
        turn pause when another bot made the newest move (the player sees each bot's
        turn apart), else the step pause; 0 when ``instant``."""
        if self.instant:
            return 0
        last = self._last_actor
        if last is not None and last != state.to_act and self.seat_is_bot(last):
            return self.move_delay_ms if self.turn_pause_ms is None else self.turn_pause_ms
        return self.move_delay_ms

    def _rng_seed(self) -> int:
        m, s = self.match, self.hand_state
        key = f"{m.seed if m else 0}:{m.hands_played if m else 0}:{len(s.actions) if s else 0}"
        return random.Random(key).getrandbits(32)

    @Slot()
    def _on_timer(self) -> None:
        s = self.hand_state
        if self._scheduled != self.token or s is None or s.is_over or self.replaying or self.held:
            return
        self._scheduled = None
        if self._bot_step(s):
            return
        seat = s.to_act
        bot = self._bots.get(seat)
        if bot is None:  # autoplay on the human seat
            bot = self._new_bot(self.autoplay or "medium", seat)
            self._bots[seat] = bot
        self._pending = self.token
        self._pool.submit(self.token, bot, s.view(seat), self._rng_seed(), "move")

    @Slot(int, str, bool)
    def _on_thinking(self, token: int, tag: str, running: bool) -> None:
        """A move's job started or ended (a stale one only ever ends the note)."""
        if tag == "move" and (token == self.token or not running):
            self.bot_thinking.emit(running and token == self.token)

    @Slot(int, str, object)
    def _on_answer(self, token: int, tag: str, action: object) -> None:
        if token != self.token:
            self.dropped_answers += 1
            return
        if tag == "hint":
            self.hint_ready.emit(action)
            return
        if self._pending != token:
            self.dropped_answers += 1
            return
        self._pending = None
        s = self.hand_state
        if s is None or not isinstance(action, Action):
            return
        try:
            events = self._apply(action)
        except IllegalActionError as exc:  # a bot bug must not freeze the table
            self.bot_error.emit(f"{exc.code}: {exc}")
            safe = self._fallback_action(s)
            if safe is None:
                return
            events = self._apply(safe)
        self._show(events)

    @Slot(int, str, str)
    def _on_failure(self, token: int, tag: str, message: str) -> None:
        self.bot_error.emit(message)
        s = self.hand_state
        if token != self.token or tag != "move" or s is None:
            return
        self._pending = None
        safe = self._fallback_action(s)
        if safe is not None:
            self._apply_and_show(safe)

    # -- applying and keeping -------------------------------------------------------------
    def _apply(self, action: Action) -> Sequence[GameEvent]:
        """Apply to the match (checked by the engine), then autosave and record."""
        assert self.match is not None
        self._finish_start_up()
        state = self.match.state
        actor = state.to_act if state is not None else None
        events = self.match.apply(action)
        self._last_actor = actor
        self._record_action()
        return events

    def attach_storage(self, storage: Storage | None) -> None:
        """Keep games in ``storage`` from the next match (or adopted game) on."""
        self.storage = storage
        self.meta = None

    def _finish_start_up(self) -> None:
        """What a deferred start-up left (the statistics row, the first autosave) is done
        before any move is applied or the match marked practice
        (``Storage.finish_start_up``; usually done already, from the event loop's first
        turn)."""
        st = self.storage
        if st is None or not st.start_up_waiting:
            return
        try:
            st.finish_start_up()
        except StorageError as exc:
            self._storage_failed(exc)

    def _storage_failed(self, exc: StorageError) -> None:
        self.storage_error.emit(exc.code, dict(exc.params))

    def _begin_recording(self, opponents: tuple[str, ...]) -> None:
        self.meta = None
        st, game = self.storage, self.game
        if st is None or game is None:
            return
        try:
            self.meta = st.begin(
                game,
                opponents=opponents,
                seat=VIEWER,
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
        self._finish_start_up()  # the match's row exists before it is marked …
        if self.game is not None:  # … and this meta names it
            meta = st.recall(self.game, meta)
        try:
            self.meta = st.mark_practice(meta)
        except StorageError as exc:
            self.meta = replace(meta, practice=True)
            self._storage_failed(exc)

    def _end_early(self, resigned: bool) -> None:
        st, game, meta = self.storage, self.game, self.meta
        self.meta = None
        if game is not None:  # the seed and salt are revealed (storage or not)
            end_match(game, "resigned" if resigned else "abandoned")
        if st is None or game is None or meta is None or game.is_over:
            return
        try:
            st.end_early(game, meta, resigned=resigned)
        except StorageError as exc:
            self._storage_failed(exc)

    @Slot()
    def forget_statistics_row(self) -> None:
        """The statistics were reset: the match in play keeps its autosave but is no longer
        recorded (its earlier hands are gone; the next match records again)."""
        if self.meta is not None:
            self.meta = replace(self.meta, stats_match_id=None, stats_pending=False)

    # -- replay of a recorded hand --------------------------------------------------------
    def _enter_replay(self, replayer: ShownReplay[ViewT]) -> None:
        """Show ``replayer``'s hand at its deal; the running match waits (bots pause)."""
        self._halt()
        self.replayer = replayer
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
        if self.hand_state is not None:
            self._changed((), announce=False)
        else:
            self.updated.emit(self.snapshot((), redraw=True))

    def _leave_replay(self) -> None:
        if self.replayer is None:
            return
        self.replayer = None
        self.replay_changed.emit(None)

    def _emit_replay(self, events: tuple[Any, ...], redraw: bool = False) -> None:
        r = self.replayer
        assert r is not None
        self.updated.emit(self.snapshot(events, redraw=redraw))
        self.replay_changed.emit(r.status())
