"""The one owner of the game state in the desktop app.

Why a controller: widgets must never hold or change the game.  A drag or click becomes
a *request* (a slot here); the request is checked against the engine's legal actions,
applied, and the result goes out as a :class:`Snapshot` carrying the human seat's
:class:`~engine.PlayerView` and the new events redacted for that seat.  A refused request
emits ``refused(code, params)`` so the status line can say why.  Bots think in a
:class:`~jinlami_desktop.workers.BotPool`; every answer carries the turn token it was
asked with and is dropped if the position moved on meanwhile.

Seat 0 is always the seat the table shows (the human, or in a watched team duel the
first team's bot); seat 1 sits across the table.

Storage (optional, :meth:`GameController.attach_storage`): the controller follows the
:class:`~jinlami_desktop.storage.session.Storage` protocol itself, because it is the one
place that knows when an action was applied — ``begin`` when a match starts,
``after_action`` after every applied action (the human's, a bot's, a layoff step; it
autosaves atomically and records finished hands), ``mark_practice`` when a hint is asked
for (or a bot plays the human seat), ``end_early`` on resign (resigned) or when a new
match replaces a running one (abandoned).  Quitting leaves the autosave for the next
start's resume offer.  A storage failure never stops the game: it is reported by
``storage_error(code, params)`` for the status line.

Replay (:meth:`GameController.start_replay`): a recorded hand is shown step by step with
both hands face up; the running match is paused, nothing is recorded or autosaved, and
:meth:`GameController.end_replay` returns to it.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from engine import Action, Card, Event, HandState, IllegalActionError, Phase, PlayerView, Rules
from engine.match import Match, MatchConfig, TeamMatch
from engine.rules import PRESETS

from .replay import HandReplayer, ReplayStatus
from .storage.errors import StorageError
from .workers import BotPool, Chooser, make_bot

if TYPE_CHECKING:
    from .storage.saves import LoadResult, SaveMeta
    from .storage.session import Storage
    from .storage.stats import HandReplay

__all__ = ["GameController", "HandSummary", "MatchSetup", "Snapshot"]

HUMAN = "you"
VIEWER = 0


@dataclass(frozen=True)
class MatchSetup:
    """What the new-match dialog chooses.  ``mode``: fixed, target, game or team."""

    rules: Rules = field(default_factory=lambda: PRESETS["classic"])
    mode: str = "fixed"
    hands: int = 8
    target: int = 200
    hand_limit: int = 20
    opponent: str = "medium"
    seed: int | None = None
    teammates: tuple[str, ...] = ("medium",)
    opponents: tuple[str, ...] = ("medium", "hard")
    watch_duels: bool = False

    def match_config(self) -> MatchConfig:
        if self.mode == "target":
            return MatchConfig.target_score(self.target, self.hand_limit)
        if self.mode == "game":
            return MatchConfig.game(self.target)
        return MatchConfig.fixed(self.hands)


@dataclass(frozen=True)
class Snapshot:
    """Everything the table and the score panel draw, as of now."""

    view: PlayerView | None
    events: tuple[Event, ...]
    players: tuple[str, str]
    scores: tuple[int, int]
    hand_number: int
    match_over: bool
    human_seat: int | None
    activity: str
    instant: bool
    setup: MatchSetup
    team_scores: tuple[int, int] | None = None
    duel_number: int = 0
    duel_count: int = 0
    replay: ReplayStatus | None = None  # set while a recorded hand is replayed
    redraw: bool = False  # the table changes wholesale (replay entered, left or rewound)


@dataclass(frozen=True)
class HandSummary:
    """A finished hand, for the end-of-hand dialog."""

    number: int
    view: PlayerView
    players: tuple[str, str]
    points: tuple[int, int]
    scores: tuple[int, int]
    kind: str
    winner: int | None
    match_over: bool
    match_winner: int | None
    final_scores: tuple[int, int]
    team_scores: tuple[int, int] | None = None  # team match: the two teams' totals


def member_level(name: str) -> str:
    """Team members are named ``level`` or ``level#2``; the level is the part before #."""
    return name.split("#", 1)[0]


def setup_for(
    game: Match | TeamMatch | HandState,
    opponents: tuple[str, ...] = (),
    watch_duels: bool = False,
) -> MatchSetup:
    """The :class:`MatchSetup` a loaded game was started with (for the score panel and the
    next New match dialog).  ``opponents`` are the save's opponent levels."""
    opponent = member_level(opponents[0]) if opponents else "medium"
    if isinstance(game, TeamMatch):
        return MatchSetup(
            rules=game.rules,
            mode="team",
            hands=game.hands_per_duel,
            seed=game.seed,
            teammates=tuple(member_level(n) for n in game.teams[0] if n != HUMAN),
            opponents=tuple(member_level(n) for n in game.teams[1]),
            watch_duels=watch_duels,
        )
    if isinstance(game, HandState):
        return MatchSetup(rules=game.rules, hands=1, opponent=opponent, seed=game.seed)
    cfg = game.config
    return MatchSetup(
        rules=game.rules,
        mode=cfg.mode,
        hands=cfg.hands,
        target=cfg.target,
        hand_limit=cfg.hand_limit if cfg.mode == "target" else MatchSetup.hand_limit,
        opponent=opponent,
        seed=game.seed,
    )


def _unique_names(names: tuple[str, ...]) -> tuple[str, ...]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n}#{seen[n]}")
    return tuple(out)


class GameController(QObject):
    """Owns the match and the hand; the only object that calls ``apply``."""

    updated = Signal(object)  # Snapshot
    refused = Signal(str, object)  # error code, params dict
    hand_finished = Signal(object)  # HandSummary
    match_finished = Signal(object)  # HandSummary of the last hand (or None when resigned)
    hint_ready = Signal(object)  # Action
    bot_error = Signal(str)
    storage_error = Signal(str, object)  # storage code, params dict
    replay_changed = Signal(object)  # ReplayStatus, or None when the replay ends

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = MatchSetup()
        self.match: Match | None = None
        self.team: TeamMatch | None = None
        self.players: tuple[str, str] = (HUMAN, "medium")
        self.autoplay: str | None = None  # a bot level playing the human seat (smoke runs)
        self.move_delay_ms = 350
        self.auto_layoff = False
        self.auto_next_hand_ms = 1200  # bot-vs-bot duels continue by themselves
        self.token = 0
        self.dropped_answers = 0
        self.resigned = False
        self.storage: Storage | None = None
        self.meta: SaveMeta | None = None  # the running game's save meta (None: not kept)
        self.replayer: HandReplayer | None = None
        self._replay_opponent = "medium"
        self._single: HandState | None = None  # a loaded one-hand save, played as is
        self._hand_clock = time.monotonic()
        self._activity = "idle"
        self._bots: dict[int, Chooser] = {}
        self._hint_bot: Chooser | None = None
        self._layoff_plan: list[Action] = []
        self._pending: int | None = None  # token of the bot question in flight
        self._scheduled: int | None = None
        self._pool = BotPool(self)
        self._pool.answered.connect(self._on_answer)
        self._pool.failed.connect(self._on_failure)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._next_hand_timer = QTimer(self)
        self._next_hand_timer.setSingleShot(True)
        self._next_hand_timer.timeout.connect(self.next_hand)

    # -- queries --------------------------------------------------------------------------
    @property
    def state(self) -> HandState | None:
        return None if self.match is None else self.match.state

    @property
    def human_seat(self) -> int | None:
        return VIEWER if self.players[VIEWER] == HUMAN else None

    def seat_is_bot(self, seat: int) -> bool:
        return self.players[seat] != HUMAN or self.autoplay is not None

    def view(self) -> PlayerView | None:
        if self.replayer is not None:
            return self.replayer.view()
        s = self.state
        return None if s is None else s.view(VIEWER)

    @property
    def game(self) -> Match | TeamMatch | HandState | None:
        """What is saved: the team match, a loaded single hand, or the match."""
        if self.team is not None:
            return self.team
        if self._single is not None:
            return self._single
        return self.match

    @property
    def replaying(self) -> bool:
        return self.replayer is not None

    @property
    def instant(self) -> bool:
        return self.team is not None and self.human_seat is None and not self.setup.watch_duels

    def snapshot(self, events: tuple[Event, ...] = (), redraw: bool = False) -> Snapshot:
        if self.replayer is not None:
            return self._replay_snapshot(events, redraw)
        m = self.match
        team_scores = None
        duel_number = duel_count = 0
        if self.team is not None:
            team_scores = self.team.team_scores()
            duel_count = len(self.team.duels)
            cur = self.team.current
            duel_number = duel_count if cur is None else self.team.duels.index(cur) + 1
        return Snapshot(
            view=self.view(),
            events=events,
            players=self.players,
            scores=(m.scores[0], m.scores[1]) if m else (0, 0),
            hand_number=m.hand_number if m else 0,
            match_over=self.match_over,
            human_seat=self.human_seat,
            activity=self._activity,
            instant=self.instant,
            setup=self.setup,
            team_scores=team_scores,
            duel_number=duel_number,
            duel_count=duel_count,
            redraw=redraw,
        )

    @property
    def match_over(self) -> bool:
        if self.resigned:
            return True
        if self.team is not None:
            return self.team.is_over
        return self.match is not None and self.match.is_over

    @property
    def busy(self) -> bool:
        """True while a bot question is in flight (tests wait on this)."""
        return self._pending is not None or self._timer.isActive()

    # -- match control --------------------------------------------------------------------
    @Slot(object)
    def new_match(self, setup: MatchSetup | None = None) -> None:
        """Start a match (dropping any running one: the window asks first)."""
        setup = setup or self.setup
        seed = setup.seed if setup.seed is not None else random.SystemRandom().getrandbits(31)
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)  # a running match left for a new one: abandoned
        self.setup = setup if setup.seed is not None else _with_seed(setup, seed)
        self._invalidate()
        self.resigned = False
        self._single = None
        self._next_hand_timer.stop()
        self._hand_clock = time.monotonic()
        if setup.mode == "team":
            team0 = _unique_names((HUMAN, *setup.teammates))
            team1 = _unique_names(tuple(setup.opponents))
            self.team = TeamMatch(setup.rules, (team0, team1), seed, hands_per_duel=setup.hands)
            self._begin_recording(team1)
            self._enter_duel()
        else:
            self.team = None
            self.match = Match(setup.rules, setup.match_config(), seed)
            self._seat_players((HUMAN, setup.opponent))
            self.match.start_hand()
            self._begin_recording((setup.opponent,))
            self._changed(())

    def resume(self, offer: LoadResult) -> None:
        """Resume the autosave offered at start-up (``Storage.accept_resume``)."""
        assert offer.game is not None
        meta: SaveMeta | None = offer.meta
        if self.storage is not None:
            try:
                meta = self.storage.accept_resume(offer)
            except StorageError as exc:
                self._storage_failed(exc)
        self.adopt(offer.game, meta)

    def play_loaded(self, loaded: LoadResult) -> None:
        """Play on from a save the player loaded: the game in play ends first (abandoned),
        then ``Storage.continue_loaded`` decides which statistics row continues."""
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
        self.adopt(loaded.game, meta)
        self._record_action()  # the autosave now holds the loaded game

    def adopt(self, game: Match | TeamMatch | HandState, meta: SaveMeta | None = None) -> None:
        """Play on from a loaded game (resume at start-up, or the Save/Load dialog).

        The engine replayed the save to the identical position (hands, stock order,
        scores); ``meta`` is what :class:`~.storage.session.Storage` returned for it
        (``accept_resume`` / ``continue_loaded``) and keeps the autosave and statistics
        row going.  If a bot is to move, it starts thinking at once.
        """
        self._leave_replay()
        self._invalidate()
        self._next_hand_timer.stop()
        self.resigned = False
        self._single = None
        self.meta = meta if self.storage is not None else None
        self._hand_clock = time.monotonic()
        opponents = meta.opponents if meta is not None else ()
        self.setup = setup_for(game, opponents, self.setup.watch_duels)
        if isinstance(game, TeamMatch):
            self.team = game
            self._enter_duel(redraw=True)
            return
        self.team = None
        if isinstance(game, HandState):
            self._single = game
            match = Match(game.rules, MatchConfig.fixed(1), seed=game.seed)
            match.state = game
            if game.is_over:  # keep the match's own bookkeeping right
                match._record(game)
            game = match
        self.match = game
        self._seat_players((HUMAN, self.setup.opponent))
        self._changed((), redraw=True)

    def _enter_duel(self, redraw: bool = False) -> None:
        assert self.team is not None
        cur = self.team.current
        if cur is None:
            self._changed((), redraw=redraw)
            return
        a, b, m = cur
        self.match = m
        self._seat_players((a, b))
        if m.state is None or m.state.is_over:
            m.start_hand()
            self._hand_clock = time.monotonic()
            self._record_action()
        self._changed((), redraw=redraw)

    def _seat_players(self, players: tuple[str, str]) -> None:
        self.players = players
        seed = self.match.seed if self.match else 0
        self._bots = {
            seat: make_bot(member_level(p), seed=seed + seat)
            for seat, p in enumerate(players)
            if p != HUMAN
        }

    def load_hand(self, state: HandState, opponent: str = "medium") -> None:
        """Test hook: play ``state`` (any position) as a one-hand match against ``opponent``
        (never saved nor recorded: a position built card by card cannot be replayed)."""
        self._leave_replay()
        self._invalidate()
        self.team = None
        self._single = None
        self.meta = None
        self.resigned = False
        self.setup = MatchSetup(rules=state.rules, hands=1, opponent=opponent, seed=state.seed)
        self.match = Match(state.rules, MatchConfig.fixed(1), seed=state.seed)
        self.match.state = state
        self._seat_players((HUMAN, opponent))
        self._changed(())

    @Slot()
    def next_hand(self) -> None:
        """Deal the next hand of the match (or enter the next team duel)."""
        self._next_hand_timer.stop()
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
        if self.team is not None and m.is_over:
            if self.team.is_over:
                self._refuse("match_over")
                return
            self._enter_duel()
            return
        if m.is_over or self.resigned:
            self._refuse("match_over")
            return
        m.start_hand()
        self._hand_clock = time.monotonic()
        self._record_action()
        self._invalidate()
        self._changed(())

    @Slot()
    def resign(self) -> None:
        """Give up the match: the opponent wins it (a choice of its own, never implied)."""
        if self.match is None or self.match_over:
            return
        self._leave_replay()
        self._end_early(resigned=True)
        self._invalidate()
        self.resigned = True
        self._activity = "idle"
        self.updated.emit(self.snapshot(()))
        self.match_finished.emit(None)

    def set_aside(self) -> None:
        """The other game (拉米纸牌) goes on the table: a running match here ends as
        abandoned (never a loss), its bots stop and the table is emptied."""
        self._leave_replay()
        if self.match is not None and not self.match_over:
            self._end_early(resigned=False)
        self._invalidate()
        self._next_hand_timer.stop()
        self.match = None
        self.team = None
        self._single = None
        self.meta = None
        self.resigned = False

    def shutdown(self) -> None:
        """Stop timers and wait for bot threads; call before the application quits.

        The running match stays in the autosave (written after every action), so the
        next start offers to resume it; nothing is counted as abandoned here."""
        self._invalidate()
        self._next_hand_timer.stop()
        self._pool.shutdown()
        if self.meta is not None and self.game is not None and not self.match_over:
            self._record_action()  # the last write may have failed (disk full): try again

    # -- requests from the table ----------------------------------------------------------
    @Slot()
    def draw_stock(self) -> None:
        self.request(Action.draw_stock())

    @Slot()
    def draw_discard(self) -> None:
        self.request(Action.draw_discard())

    @Slot()
    def pass_turn(self) -> None:
        self.request(Action.pass_())

    @Slot(object)
    def discard(self, card: Card) -> None:
        self.request(Action.discard(card))

    @Slot(object)
    def knock(self, card: Card) -> None:
        self.request(Action.knock(card))

    @Slot(object)
    def declare(self, melds: list[list[Card]] | tuple[int, ...]) -> None:
        """Show the knocker's melds (card lists or bitmasks, as ``Action.declare`` takes)."""
        self.request(Action.declare(melds if isinstance(melds, tuple) else list(melds)))

    @Slot(object, int)
    def layoff(self, card: Card, target: int) -> None:
        self.request(Action.layoff(card, target))

    @Slot()
    def end_layoff(self) -> None:
        self.request(Action.end_layoff())

    @Slot()
    def best_layoff(self) -> None:
        """Lay off the engine's best choice for the defender in one go, then finish."""
        s = self.state
        if self.replayer is not None:
            self._refuse("replay_mode")
            return
        if s is None or s.phase is not Phase.LAYOFF or not self._human_to_act():
            self._refuse("not_defending")
            return
        actions = s.best_layoff_actions()
        events: list[Event] = []
        for a in actions:
            events.extend(self._apply(a))
        self._changed(tuple(e.for_viewer(VIEWER) for e in events))

    def request(self, action: Action) -> bool:
        """Apply a human request if legal; otherwise emit ``refused`` with the reason."""
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
        if not self._human_to_act():
            self._refuse("not_your_turn")
            return False
        if action not in s.legal_actions():
            code, params = _why_illegal(s, action)
            self._refuse(code, params)
            return False
        events = self._apply(action)
        self._changed(tuple(e.for_viewer(VIEWER) for e in events))
        return True

    @Slot()
    def request_hint(self) -> None:
        """Ask the ``hard`` bot what it would do for the human (answer: ``hint_ready``)."""
        s = self.state
        if self.replayer is not None:
            self._refuse("replay_mode")
            return
        if s is None or s.is_over or not self._human_to_act():
            self._refuse("not_your_turn")
            return
        self._mark_practice()  # a practice aid: the match leaves the ranked figures
        if s.phase is Phase.LAYOFF:
            self.hint_ready.emit(s.best_layoff_actions()[0])
            return
        if self._hint_bot is None:
            self._hint_bot = make_bot("hard", seed=1)
        self._pool.submit(self.token, self._hint_bot, s.view(VIEWER), self._rng_seed(), "hint")

    def _human_to_act(self) -> bool:
        s = self.state
        return (
            s is not None
            and not s.is_over
            and self.players[s.to_act] == HUMAN
            and self.autoplay is None
        )

    def _refuse(self, code: str, params: dict[str, Any] | None = None) -> None:
        self.refused.emit(code, dict(params or {}))

    # -- the flow of a hand ---------------------------------------------------------------
    def _invalidate(self) -> None:
        """Make every question in flight stale."""
        self.token += 1
        self._pending = None
        self._scheduled = None
        self._layoff_plan = []
        self._timer.stop()

    def _changed(
        self, events: tuple[Event, ...], announce: bool = True, redraw: bool = False
    ) -> None:
        """Broadcast the new position and let a bot move if it is its turn.  ``announce``
        False: a finished hand is not announced again (leaving a replay); ``redraw``: the
        table is laid out afresh (another game was put on it)."""
        self._invalidate()
        s = self.state
        if s is None or s.is_over:
            self._activity = "idle"
        elif self.seat_is_bot(s.to_act):
            self._activity = "laying_off" if s.phase is Phase.LAYOFF else "thinking"
        else:
            self._activity = "waiting"
        self.updated.emit(self.snapshot(events, redraw=redraw or not announce))
        if s is None:
            return
        if s.is_over:
            if announce:
                self._hand_over(s)
            elif self.human_seat is None and not self.match_over:
                self._next_hand_timer.start(0 if self.instant else self.auto_next_hand_ms)
            return
        auto_layoff = (
            s.phase is Phase.LAYOFF and self.auto_layoff and self.players[s.to_act] == HUMAN
        )
        if self.seat_is_bot(s.to_act) or auto_layoff:
            self._scheduled = self.token
            self._timer.start(0 if self.instant else self.move_delay_ms)

    def _hand_over(self, s: HandState) -> None:
        m = self.match
        assert m is not None
        rec = m.records[-1] if m.records else None
        over = self.match_over
        summary = HandSummary(
            number=m.hands_played,
            view=s.view(VIEWER),
            players=self.players,
            points=s.points(),
            scores=(m.scores[0], m.scores[1]),
            kind=rec.kind if rec else "draw",
            winner=s.winner,
            match_over=over,
            match_winner=self._match_winner(),
            final_scores=m.final_scores() if m.is_over else (m.scores[0], m.scores[1]),
            team_scores=self.team.team_scores() if self.team is not None else None,
        )
        self.hand_finished.emit(summary)
        if over:
            self.match_finished.emit(summary)
        elif self.human_seat is None:  # a duel between bots continues by itself
            self._next_hand_timer.start(0 if self.instant else self.auto_next_hand_ms)

    def _match_winner(self) -> int | None:
        if self.team is not None:
            return self.team.winner
        return self.match.winner if self.match else None

    def _rng_seed(self) -> int:
        s = self.state
        m = self.match
        key = f"{m.seed if m else 0}:{m.hands_played if m else 0}:{len(s.actions) if s else 0}"
        return random.Random(key).getrandbits(32)

    @Slot()
    def _on_timer(self) -> None:
        s = self.state
        if self._scheduled != self.token or s is None or s.is_over or self.match is None:
            return
        self._scheduled = None
        if s.phase is Phase.LAYOFF:
            # The controller owns the state, so bots (and the auto layoff) use the best layoff.
            if not self._layoff_plan:
                self._layoff_plan = s.best_layoff_actions()
            plan = self._layoff_plan[1:]
            action = self._layoff_plan[0]
            events = self._apply(action)
            self._changed(tuple(e.for_viewer(VIEWER) for e in events))
            self._layoff_plan = plan if not s.is_over else []
            return
        seat = s.to_act
        bot = self._bots.get(seat)
        if bot is None:  # autoplay on the human seat
            bot = make_bot(self.autoplay or "medium", seed=seat)
            self._bots[seat] = bot
        self._pending = self.token
        self._pool.submit(self.token, bot, s.view(seat), self._rng_seed(), "move")

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
        s = self.state
        if s is None or self.match is None or not isinstance(action, Action):
            return
        try:
            events = self._apply(action)
        except IllegalActionError as exc:  # a bot bug must not freeze the table
            self.bot_error.emit(f"{exc.code}: {exc}")
            legal = s.legal_actions()
            if not legal:
                return
            events = self._apply(legal[0])
        self._changed(tuple(e.for_viewer(VIEWER) for e in events))

    @Slot(int, str, str)
    def _on_failure(self, token: int, tag: str, message: str) -> None:
        self.bot_error.emit(message)
        if token != self.token or tag != "move" or self.state is None or self.match is None:
            return
        self._pending = None
        legal = self.state.legal_actions()
        if legal:
            events = self._apply(legal[0])
            self._changed(tuple(e.for_viewer(VIEWER) for e in events))

    def set_autoplay(self, level: str | None) -> None:
        """Let a bot play the human seat (``--smoke``), or hand it back (``None``).  A
        match a bot played for the player is practice, not a ranked result."""
        self.autoplay = level
        if level is not None:
            self._mark_practice()
        if self.players[VIEWER] == HUMAN:
            self._bots.pop(VIEWER, None)
        if self.state is not None and self.replayer is None:
            self._changed(())

    # -- applying and keeping ---------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
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
        """The statistics were reset: the match in play keeps its autosave but is no longer
        recorded (its earlier hands are gone; the next match records again)."""
        if self.meta is not None:
            self.meta = replace(self.meta, stats_match_id=None)

    # -- replay of a recorded hand ------------------------------------------------------------
    def start_replay(self, replay: HandReplay, opponent: str = "", number: int = 1) -> None:
        """Show a recorded hand at its deal; the running match waits (bots pause)."""
        self._invalidate()
        self._next_hand_timer.stop()
        self.replayer = HandReplayer(replay, number)
        self._replay_opponent = opponent or "medium"
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
            events = r.seek(index)
            self._emit_replay(events, redraw=back)

    @Slot()
    def end_replay(self) -> None:
        """Close the replay and return to the running match (a bot to move moves on)."""
        if self.replayer is None:
            return
        self._leave_replay()
        if self.state is not None:
            self._changed((), announce=False)
        else:
            self.updated.emit(self.snapshot((), redraw=True))

    def _leave_replay(self) -> None:
        if self.replayer is None:
            return
        self.replayer = None
        self.replay_changed.emit(None)

    def _emit_replay(self, events: tuple[Event, ...], redraw: bool = False) -> None:
        assert self.replayer is not None
        self.updated.emit(self._replay_snapshot(events, redraw))
        self.replay_changed.emit(self.replayer.status())

    def _replay_snapshot(self, events: tuple[Event, ...], redraw: bool) -> Snapshot:
        r = self.replayer
        assert r is not None
        seat = r.seat
        players = [HUMAN, HUMAN]
        players[1 - seat] = self._replay_opponent
        points = r.state.points() if r.state.is_over else (0, 0)
        return Snapshot(
            view=r.view(),
            events=events,
            players=(players[0], players[1]),
            scores=(points[0], points[1]),
            hand_number=r.number,
            match_over=True,
            human_seat=None,
            activity="idle",
            instant=False,
            setup=self.setup,
            replay=r.status(),
            redraw=redraw,
        )


def _with_seed(setup: MatchSetup, seed: int) -> MatchSetup:
    return replace(setup, seed=seed)


def _why_illegal(state: HandState, action: Action) -> tuple[str, dict[str, Any]]:
    """The engine's own reason, found by trying the action on a copy."""
    try:
        state.copy().apply(action)
    except IllegalActionError as exc:
        return exc.code, dict(exc.params)
    return "illegal_action", {}
