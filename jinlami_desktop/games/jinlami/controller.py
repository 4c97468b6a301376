"""The one owner of the game state in the desktop app.

Why a controller: widgets must never hold or change the game.  A drag or click becomes
a *request* (a slot here); the request is checked against the engine's legal actions,
applied, and the result goes out as a :class:`JinlamiSnapshot` carrying the human seat's
:class:`~engine.PlayerView` and the new events redacted for that seat.  A refused request
emits ``refused(code, params)`` so the status line can say why.  Bots think in a
:class:`~jinlami_desktop.play.bot_pool.BotPool`; every answer carries the turn token it was
asked with and is dropped if the position moved on meanwhile.

Seat 0 is always the seat the table shows (the human, or in a watched team duel the
first team's bot); seat 1 sits across the table.

Storage, bot pacing and turn tokens, and the replay of a recorded hand are the same for
both games: :class:`~jinlami_desktop.play.match_controller.MatchControllerBase` holds them;
this module adds what is 金拉米's own — the team match and its duels, the layoff (played
card by card from the engine's best layoff for a bot, or at once by Best layoff), hints
and the per-action request slots (thin conveniences over the shared ``request(action)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Slot

from engine import Action, Card, Event, HandState, Phase, PlayerView, Rules
from engine.jinlami.hollywood import GameSheet, hollywood_games
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.rules import PRESETS
from engine.protocol import GameEvent

from ...model.fairness import DealWords, fresh_salt
from ...model.replay import ReplayStatus
from ...play.bot_pool import Chooser, make_bot
from ...play.match_controller import VIEWER, MatchControllerBase
from .deadwood import hand_deadwood, knock_points
from .replay import HandReplayer

if TYPE_CHECKING:
    from ...storage.saves import Game
    from .stats import HandReplay

__all__ = ["HandSummary", "JinlamiController", "JinlamiSnapshot", "MatchSetup"]

HUMAN = "you"


@dataclass(frozen=True)
class MatchSetup:
    """What the new-match dialog chooses.  ``mode``: fixed, target, game, hollywood
    (three International games to ``target`` at once) or team."""

    #: The registry id of the game this setup starts (not a field: never compared).
    game_id: ClassVar[str] = "jinlami"
    rules: Rules = field(default_factory=lambda: PRESETS["classic"])
    mode: str = "fixed"
    hands: int = 8
    target: int = 200
    hand_limit: int = 20
    opponent: str = "medium"
    seed: int | None = None
    #: the player's words the new match is dealt from (docs/RULES.md D3); None: none
    deal_words: DealWords | None = None
    teammates: tuple[str, ...] = ("medium",)
    opponents: tuple[str, ...] = ("medium", "hard")
    watch_duels: bool = False

    def match_config(self) -> MatchConfig:
        if self.mode == "target":
            return MatchConfig.target_score(self.target, self.hand_limit)
        if self.mode == "game":
            return MatchConfig.game(self.target)
        if self.mode == "hollywood":
            return MatchConfig.hollywood(self.target)
        return MatchConfig.fixed(self.hands)


@dataclass(frozen=True)
class JinlamiSnapshot:
    """Everything the table and the score panel draw, as of now.

    Besides the shown seat's ``view`` it carries the facts drawn from it and from the
    match, so that the table, the panel and the scoreboard never ask the engine:
    ``can_knock`` (the lowest deadwood a knock would leave, 0 = gin, while the shown
    seat may knock now; the panel's sign only while the player is seated),
    ``deadwood`` (the held cards', after the best discard at 11 — the line under the
    hand), ``final_scores`` (once the match is over: the totals with an International
    game's bonuses, for the scoreboard) and ``games`` (a Hollywood match's three games
    so far, empty for the other modes).
    """

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
    practice: bool = False  # a hint (or a bot on the player's seat) made the match practice
    can_knock: int | None = None
    deadwood: int = 0
    final_scores: tuple[int, int] | None = None
    games: tuple[GameSheet, ...] = ()


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
    #: a Hollywood match's three games before and after the hand (empty otherwise)
    games_before: tuple[GameSheet, ...] = ()
    games: tuple[GameSheet, ...] = ()
    target: int = 0  # the match's target (a Hollywood game's totals need it)


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


def _games_before(match: Match) -> tuple[GameSheet, ...]:
    """A Hollywood match's games before its last hand (empty for the other modes)."""
    if match.config.mode != "hollywood":
        return ()
    hands = [(r.winner, r.points) for r in match.records[:-1]]
    return hollywood_games(hands, match.config.target)


def _unique_names(names: tuple[str, ...]) -> tuple[str, ...]:
    seen: dict[str, int] = {}
    out = []
    for n in names:
        seen[n] = seen.get(n, 0) + 1
        out.append(n if seen[n] == 1 else f"{n}#{seen[n]}")
    return tuple(out)


class JinlamiController(
    MatchControllerBase[
        MatchSetup, HandState, Match, JinlamiSnapshot, PlayerView, Match | TeamMatch | HandState
    ]
):
    """Owns the match and the hand; the only object that calls ``apply``."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(MatchSetup(), parent)
        self.team: TeamMatch | None = None
        self.players: tuple[str, str] = (HUMAN, "medium")
        self.auto_layoff = False
        self.auto_next_hand_ms = 1200  # bot-vs-bot duels continue by themselves
        self.replayer: HandReplayer | None = None
        self._replay_opponent = "medium"
        self._activity = "idle"
        self._layoff_plan: list[Action] = []
        self._next_hand_timer = QTimer(self)
        self._next_hand_timer.setSingleShot(True)
        self._next_hand_timer.timeout.connect(self.next_hand)

    # -- queries --------------------------------------------------------------------------
    @property
    def human_seat(self) -> int | None:
        return VIEWER if self.players[VIEWER] == HUMAN else None

    def _human_plays(self, seat: int) -> bool:
        return self.players[seat] == HUMAN

    @property
    def game(self) -> Match | TeamMatch | HandState | None:
        """What is saved: the team match, a loaded single hand, or the match."""
        return self.team if self.team is not None else self._single_or_match()

    def _loaded(self, game: Game) -> Match | TeamMatch | HandState:
        assert isinstance(game, (Match, TeamMatch, HandState))
        return game

    @property
    def instant(self) -> bool:  # type: ignore[override]
        return self.team is not None and self.human_seat is None and not self.setup.watch_duels

    def snapshot(self, events: tuple[Event, ...] = (), redraw: bool = False) -> JinlamiSnapshot:
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
        view = self.view()
        over = self.match_over
        return JinlamiSnapshot(
            view=view,
            events=events,
            players=self.players,
            scores=(m.scores[0], m.scores[1]) if m else (0, 0),
            hand_number=m.hand_number if m else 0,
            match_over=over,
            human_seat=self.human_seat,
            activity=self._activity,
            instant=self.instant,
            setup=self.setup,
            team_scores=team_scores,
            duel_number=duel_number,
            duel_count=duel_count,
            redraw=redraw,
            practice=self.meta is not None and self.meta.practice,
            can_knock=knock_points(view),
            deadwood=hand_deadwood(view) if view is not None else 0,
            final_scores=m.final_scores() if m is not None and m.is_over and over else None,
            games=m.games() if m is not None else (),
        )

    @property
    def match_over(self) -> bool:
        if self.resigned:
            return True
        if self.team is not None:
            return self.team.is_over
        return self.match is not None and self.match.is_over

    # -- match control --------------------------------------------------------------------
    def _start_match(self, setup: MatchSetup, seed: int) -> None:
        if setup.mode == "team":
            team0 = _unique_names((HUMAN, *setup.teammates))
            team1 = _unique_names(tuple(setup.opponents))
            self.team = self._committed(
                TeamMatch(
                    setup.rules, (team0, team1), seed, hands_per_duel=setup.hands, salt=fresh_salt()
                ),
                setup,
            )
            self._begin_recording(team1)
            self._enter_duel()
        else:
            self.team = None
            self.match = self._committed(
                Match(setup.rules, setup.match_config(), seed, salt=fresh_salt()), setup
            )
            self._seat_players((HUMAN, setup.opponent))
            self.match.start_hand()
            self._begin_recording((setup.opponent,))
            self._changed(())

    def _adopt(self, game: Match | TeamMatch | HandState, opponents: tuple[str, ...]) -> None:
        self.setup = setup_for(game, opponents, self.setup.watch_duels)
        if isinstance(game, TeamMatch):
            self.team = game
            self._enter_duel(redraw=True)
            return
        self.team = None
        if isinstance(game, HandState):
            single = Match(game.rules, MatchConfig.fixed(1), seed=game.seed)
            self.match = self._play_single(game, single)
        else:
            self.match = game
        self._seat_players((HUMAN, self.setup.opponent))
        self._changed((), redraw=True)

    def _seats_of(self, game: Match | TeamMatch | HandState) -> int:
        return 2

    def _levels_of(
        self, game: Match | TeamMatch | HandState, opponents: tuple[str, ...]
    ) -> tuple[str, ...]:
        if isinstance(game, TeamMatch):
            return tuple(member_level(n) for team in game.teams for n in team if n != HUMAN)
        return (setup_for(game, opponents).opponent,)

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
            self._deal()
        self._changed((), redraw=redraw)

    def _new_bot(self, level: str, seed: int) -> Chooser:
        return make_bot(level, seed=seed)

    def _seat_players(self, players: tuple[str, str]) -> None:
        self.players = players
        seed = self.match.seed if self.match else 0
        self._bots = {
            seat: self._new_bot(member_level(p), seed + seat)
            for seat, p in enumerate(players)
            if p != HUMAN
        }

    def load_hand(self, state: HandState, opponent: str = "medium") -> None:
        """Tests and the tutorial: play ``state`` (any position) as a one-hand match
        against ``opponent`` (never saved nor recorded: a position built card by card
        cannot be replayed)."""
        self._leave_replay()
        self._clear()
        self.team = None
        self.meta = None
        self.setup = MatchSetup(rules=state.rules, hands=1, opponent=opponent, seed=state.seed)
        self.match = Match(state.rules, MatchConfig.fixed(1), seed=state.seed)
        self.match.state = state
        self._seat_players((HUMAN, opponent))
        self._changed(())

    @Slot()
    def next_hand(self) -> None:
        """Deal the next hand of the match (or enter the next team duel)."""
        self._next_hand_timer.stop()
        super().next_hand()

    def can_lay_off(self) -> bool:
        """The player is the defender laying off on the knocker's melds."""
        s = self.hand_state
        return (
            self.replayer is None
            and s is not None
            and s.phase is Phase.LAYOFF
            and (self._human_to_act())
        )

    def _goes_on(self, match: Match) -> bool:
        """A duel of a team match that is over goes on to the next duel."""
        if self.team is not None and match.is_over:
            return not self.team.is_over
        return not match.is_over

    def _why_refused(self, state: HandState, action: Action) -> tuple[str, dict[str, Any]]:
        """The engine's reason, but a draw asked by the dealer of a ``dealer11`` deal
        before the first move is told as it is: the dealer has not drawn, they start
        with 11 cards and discard first (the engine's words say "you have drawn")."""
        code, params = super()._why_refused(state, action)
        opening = state.rules.deal == "dealer11" and not state.actions
        if code == "wrong_phase" and opening and action.kind in ("draw_stock", "draw_discard"):
            return "dealer_discards_first", {"action": action.kind}
        return code, params

    def _next_stage(self, match: Match) -> bool:
        if self.team is None or not match.is_over:
            return False
        if self.team.is_over:
            self._refuse("match_over")
        else:
            self._enter_duel()
        return True

    def _resigned(self) -> None:
        self._activity = "idle"

    def set_aside(self) -> None:
        """The other game (拉米纸牌) goes on the table: a running match here ends as
        abandoned (never a loss), its bots stop and the table is emptied."""
        super().set_aside()
        self.team = None

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
        s = self.hand_state
        if self.replayer is not None:
            self._refuse("replay_mode")
            return
        if s is None or s.phase is not Phase.LAYOFF or not self._human_to_act():
            self._refuse("not_defending")
            return
        plan = s.best_layoff_actions()
        if any(self._gated(a) for a in plan):
            return
        events: list[GameEvent] = []
        for a in plan:
            events.extend(self._apply(a))
        self._show(events)

    def _hint_now(self, state: HandState) -> Action | None:
        """Laying off, the hint is the engine's best layoff (its first step)."""
        if state.phase is Phase.LAYOFF:
            return state.best_layoff_actions()[0]
        return None

    # -- the flow of a hand ---------------------------------------------------------------
    def _invalidate(self) -> None:
        super()._invalidate()
        self._layoff_plan = []

    def _halt(self) -> None:
        super()._halt()
        self._next_hand_timer.stop()

    def _should_move(self, state: HandState) -> bool:
        auto_layoff = (
            state.phase is Phase.LAYOFF and self.auto_layoff and self.players[state.to_act] == HUMAN
        )
        return not self.resigned and (self.seat_is_bot(state.to_act) or auto_layoff)

    def _before_show(self, state: HandState | None) -> None:
        if state is None or state.is_over:
            self._activity = "idle"
        elif self.seat_is_bot(state.to_act):
            self._activity = "laying_off" if state.phase is Phase.LAYOFF else "thinking"
        else:
            self._activity = "waiting"

    def _hand_over(self, s: HandState, announce: bool) -> None:
        if not announce:  # back from a replay: a duel between bots goes on by itself
            if self.human_seat is None and not self.match_over:
                self._next_hand_timer.start(0 if self.instant else self.auto_next_hand_ms)
            return
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
            games_before=_games_before(m),
            games=m.games(),
            target=m.config.target,
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

    def _bot_step(self, s: HandState) -> bool:
        """The layoff: the controller owns the state, so bots (and the auto layoff) use
        the engine's best layoff, one card a paced step."""
        if s.phase is not Phase.LAYOFF:
            return False
        if not self._layoff_plan:
            self._layoff_plan = s.best_layoff_actions()
        plan = self._layoff_plan[1:]
        self._apply_and_show(self._layoff_plan[0])
        self._layoff_plan = plan if not s.is_over else []
        return True

    def _fallback_action(self, state: HandState) -> Action | None:
        legal = state.legal_actions()
        return legal[0] if legal else None

    # -- replay of a recorded hand ------------------------------------------------------------
    def start_replay(self, replay: HandReplay, opponent: str = "", number: int = 1) -> None:
        """Show a recorded hand at its deal; the running match waits (bots pause)."""
        self._replay_opponent = opponent or "medium"
        self._enter_replay(HandReplayer(replay, number))

    def _replay_snapshot(self, events: tuple[Event, ...], redraw: bool) -> JinlamiSnapshot:
        r = self.replayer
        assert r is not None
        seat = r.seat
        players = [HUMAN, HUMAN]
        players[1 - seat] = self._replay_opponent
        points = r.state.points() if r.state.is_over else (0, 0)
        view = r.view()
        return JinlamiSnapshot(
            view=view,
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
            can_knock=knock_points(view),
            deadwood=hand_deadwood(view),
        )
