"""The one owner of a 拉米纸牌 match in the desktop app.

Why a controller of its own: the Rummy table is 2–4 seats, several steps a turn (draw,
melds, lay-offs, undo, discard) and other refusals than 金拉米, but the protocol is the
same as 金拉米's controller's: a gesture on the table becomes a
:class:`~jinlami_desktop.play.request.Request` (an engine ``Action`` and where it was
asked) for the shared ``request``; it is checked against the engine's legal actions, applied, and
the new position goes out as a :class:`~.snapshot.RummySnapshot` with seat 0's view
and the events redacted for that seat.  A refused request emits ``refused(code, params)``
with the engine's own reason (``missing_card``,
``just_taken`` …) and leaves the state untouched — it never raises.

Bots, turn tokens, pacing, the storage protocol and replay are
:class:`~jinlami_desktop.play.match_controller.MatchControllerBase`'s, shared with 金拉米.  Every
bot decision is one step (a draw, one meld, one lay-off, the discard), and each waits
``move_delay_ms`` (the table speed) before it is asked, so a person sees them one by one;
``instant`` (tests) asks at once and draws without animation.  A bot that fails ends its
turn with a safe move (draw, then discard).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from engine.actions import Action
from engine.rummy.match import RummyMatch
from engine.rummy.state import Refusal, RummyEvent, RummyPhase, RummyRules, RummyState
from engine.rummy.view import RummyView

from ...model.fairness import fresh_salt
from ...play.bot_pool import Chooser, make_bot
from ...play.match_controller import VIEWER, MatchControllerBase, engine_reason
from .replay import RummyHandReplayer
from .snapshot import RummyHandSummary, RummySetup, RummySnapshot

if TYPE_CHECKING:
    from ...storage.saves import Game
    from .stats import RummyHandReplay

__all__ = ["HUMAN_SEAT", "RummyController", "setup_for_match"]

#: The seat the table shows (the player); bots sit at 1 … players-1.
HUMAN_SEAT = VIEWER


def setup_for_match(match: RummyMatch, opponents: tuple[str, ...] = ()) -> RummySetup:
    """The :class:`RummySetup` a loaded match was started with; ``opponents`` are the
    save's levels (any that are missing or odd become ``medium``)."""
    n = match.players - 1
    levels = tuple(o.split("#", 1)[0] for o in opponents[:n] if o)
    levels = levels + ("medium",) * (n - len(levels))
    return RummySetup(opponents=levels, target=match.target, seed=match.seed)


class RummyController(
    MatchControllerBase[
        RummySetup, RummyState, RummyMatch, RummySnapshot, RummyView, RummyMatch | RummyState
    ]
):
    """Owns the Rummy match and its hand; the only object that calls ``apply``."""

    redraw_new_hand = True
    bot_styles = ()  # 拉米纸牌 has no playing styles

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(RummySetup(), parent)
        self.move_delay_ms = 450
        self.instant = False  # tests: bots answer at once, the table does not animate
        self.replayer: RummyHandReplayer | None = None
        self._replay_names: tuple[str, ...] = ()

    # -- queries --------------------------------------------------------------------------
    @property
    def names(self) -> tuple[str, ...]:
        """Per seat: ``""`` for the player, else the bot level."""
        return ("", *self.setup.opponents)

    def _human_plays(self, seat: int) -> bool:
        return seat == HUMAN_SEAT

    def thinking(self) -> int | None:
        """The seat whose bot is about to move or deciding now, if any."""
        s = self.hand_state
        if s is None or s.is_over or not self.busy or self.resigned or self.replaying:
            return None
        seat: int = s.to_act
        return seat

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

    def offered_snapshot(self, game: object, opponents: tuple[str, ...]) -> RummySnapshot:
        """The empty table of a saved ``game`` that is offered but not played (the resume
        prompt's backdrop): its seats and their levels (``opponents``, the save's), the
        match's scores and target; the controller's own setup and match stay as they are.
        Anything that is not a 拉米纸牌 game gives :meth:`snapshot`."""
        if isinstance(game, RummyState):
            game = RummyMatch(game.rules, 100, seed=game.seed)
        if not isinstance(game, RummyMatch):
            return self.snapshot()
        return self.setup_snapshot(setup_for_match(game, opponents), tuple(game.scores))

    def setup_snapshot(
        self, setup: RummySetup, scores: tuple[int, ...] | None = None
    ) -> RummySnapshot:
        """The empty table a match of ``setup`` starts on, before its first deal (the
        first run's welcome backdrop; with the saved ``scores``, the resume prompt's):
        its seats, their levels and the target; the controller's own setup and match stay
        as they are."""
        return replace(
            self.snapshot(),
            view=None,
            names=("", *setup.opponents),
            scores=scores if scores is not None else (0,) * setup.players,
            target=setup.target,
            hand_number=0,
            match_over=False,
            thinking=None,
            setup=setup,
        )

    # -- match control --------------------------------------------------------------------
    def _start_match(self, setup: RummySetup, seed: int) -> None:
        self.match = self._committed(
            RummyMatch(RummyRules(players=setup.players), setup.target, seed, salt=fresh_salt()),
            setup,
        )
        self._seat_bots()
        self.match.start_hand()
        self._begin_recording(setup.opponents)
        self._changed((), redraw=True)

    @property
    def game(self) -> RummyMatch | RummyState | None:
        """What is saved: a loaded single hand, or the match."""
        return self._single_or_match()

    def _loaded(self, game: Game) -> RummyMatch | RummyState:
        assert isinstance(game, (RummyMatch, RummyState))
        return game

    def _adopt(self, game: RummyMatch | RummyState, opponents: tuple[str, ...]) -> None:
        match: RummyMatch
        if isinstance(game, RummyState):
            match = self._play_single(game, RummyMatch(game.rules, 100, seed=game.seed))
        else:
            match = game
        self.setup = setup_for_match(match, opponents)
        self.match = match
        self._seat_bots()
        if match.state is None and not match.is_over:
            self._deal()
        self._changed((), redraw=True)

    def _seats_of(self, game: RummyMatch | RummyState) -> int:
        return game.players

    def _levels_of(
        self, game: RummyMatch | RummyState, opponents: tuple[str, ...]
    ) -> tuple[str, ...]:
        n = game.players - 1
        return tuple(o.split("#", 1)[0] for o in opponents[:n] if o)

    def load_hand(self, state: RummyState, opponents: tuple[str, ...] | None = None) -> None:
        """Tests and the tutorial: play ``state`` (any position) as a one-hand match;
        never saved."""
        self._clear()
        self.meta = None
        levels = opponents or ("medium",) * (state.players - 1)
        self.setup = RummySetup(opponents=tuple(levels), target=100, seed=state.seed)
        self.match = RummyMatch(state.rules, 100, seed=state.seed)
        self.match.state = state
        self._seat_bots()
        self._changed((), redraw=True)

    def _new_bot(self, level: str, seed: int) -> Chooser:
        return make_bot(level, seed=seed, game=RummySetup.game_id)

    def _seat_bots(self) -> None:
        seed = self.match.seed if self.match is not None else 0
        self._bots = {
            seat: self._new_bot(level, seed + seat)
            for seat, level in enumerate(self.setup.opponents, start=1)
        }

    # -- requests from the table ----------------------------------------------------------
    def _why_refused(self, state: RummyState, action: Action) -> tuple[str, dict[str, Any]]:
        if self.autoplay is not None:
            return "not_your_turn", {"to_act": state.to_act}
        return _why_illegal(state, action)

    # -- the flow of a hand ---------------------------------------------------------------
    def _hand_over(self, s: RummyState, announce: bool) -> None:
        m = self.match
        if not announce or m is None:
            return
        assert s.result is not None
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

    def _fallback_action(self, state: RummyState) -> Action | None:
        return _safe_action(state)

    # -- replay of a recorded hand ----------------------------------------------------------
    def start_replay(
        self, replay: RummyHandReplay, levels: tuple[str, ...] = (), number: int = 1
    ) -> None:
        """Show a recorded hand at its deal (``levels``: the bots' levels, by seat from 1;
        an unknown one shows the seat by its place); the match in play waits."""
        n = replay.rules.players
        names = tuple(levels[: n - 1]) + ("?",) * (n - 1 - len(levels[: n - 1]))
        self._replay_names = ("", *names)
        self._enter_replay(RummyHandReplayer(replay, number))


def _why_illegal(state: RummyState, action: Action) -> tuple[str, dict[str, Any]]:
    """The engine's own reason: the view's explanation of a meld, lay-off or discard,
    else the error a copy of the state raises for the action."""
    view = state.view(HUMAN_SEAT)
    refusal: Refusal | None = None
    if action.kind == "meld":
        refusal = view.explain_meld([c for meld in action.meld_cards for c in meld])
    elif action.kind == "layoff" and action.card is not None:
        refusal = view.explain_layoff(action.card, action.target)
    elif action.kind == "discard" and action.card is not None:
        refusal = view.explain_discard(action.card)
    if refusal is not None:
        return refusal.code, dict(refusal.params)
    if state.to_act != HUMAN_SEAT:
        return "not_your_turn", {"to_act": state.to_act}
    return engine_reason(state, action)


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
