"""One object for the app: the stores opened together, and the few calls that keep the
autosave and the statistics in step so that nothing is lost.

Why a facade: "autosave after every action, record each finished hand, close the match,
resume or abandon it at the next start" is one protocol across two stores; written
once here it cannot drift between the controller, the resume prompt and the tests.

The controller's whole life cycle::

    storage = Storage.open(args.data_dir)        # never raises for damaged files
    for code in storage.warnings(): tell(code)   # "stats_corrupt" …

    offer = storage.resume_offer()               # None | LoadResult
    if offer is not None and not offer.ok:
        tell(offer.error_code)                   # damaged autosave, moved aside
    elif offer is not None:
        if ask_resume(offer.meta, offer.game):   # the UI's resume prompt
            meta = storage.accept_resume(offer)  # keep playing offer.game with meta
        else:
            storage.decline_resume(offer)        # counted as abandoned

    meta = storage.begin(match, opponents=("medium",), player_name="…")
    ...  # or, after the Save/Load dialog loaded a slot (end the game in play first):
    meta = storage.continue_loaded(loaded)       # keep playing loaded.game
    ...  # after every applied action (bots' too):
    meta = storage.after_action(match, meta, hand_seconds=elapsed)
    ...  # a hint or take-back was used:
    meta = storage.mark_practice(meta)
    ...  # the player leaves a match early:
    storage.end_early(match, meta, resigned=True)   # or resigned=False: abandoned
    storage.close()

``after_action`` autosaves first (atomic), then records a hand that has just ended and
closes the match when it is over (and removes the autosave).  It raises
:class:`~.errors.StorageError` (``disk_full`` …) only after doing all it could; the
game goes on and the UI shows the code.  A team match is one statistics row (its
result is the player's team's); the hands recorded are the player's own duels, numbered
on across them, each with that duel's opponent level.

拉米纸牌 (Rummy, 2–4 seats) goes through the very same calls with an
:class:`engine.rummy.match.RummyMatch` (or a single :class:`engine.rummy.state.RummyState`):
the human is seat 0 and ``opponents`` lists the bot level of seats 1 … n-1::

    meta = storage.begin(rummy_match, opponents=("hard", "medium", "easy"),
                         player_name="…")
    meta = storage.after_action(rummy_match, meta, hand_seconds=elapsed)

Each finished Rummy hand is recorded with ``game = 'rummy'``, its kind (``out``,
``rummy`` = 一把出完, ``stalemate``), winner seat, every seat's points and the
player's result (a stalemate is drawn); the match is won iff seat 0 reached the
target (``RummyMatch.winner``).  Loads return a ``RummyMatch`` in ``LoadResult.game``
and :class:`~.saves.SaveInfo` says ``game``, ``players``, ``target`` and every seat's
score.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from engine import serialize

from .errors import StorageError
from .paths import AppPaths
from .saves import Game, LoadResult, SaveMeta, SaveStore
from .stats import Recordable, StatsStore
from .stats.parts import part_of

if TYPE_CHECKING:
    from .settings import Settings

__all__ = ["Storage"]

log = logging.getLogger(__name__)


def _hands_played(game: Recordable) -> int:
    """Finished hands of a game (a single hand: 1 once it is over; a team match: the
    player's own, numbered on across their duels), as the game's part counts them."""
    return part_of(game).hands_played(game)


@dataclass
class Storage:
    """The app's stores opened together from one :class:`AppPaths`."""

    paths: AppPaths
    saves: SaveStore
    stats: StatsStore
    settings: Settings

    @classmethod
    def open(cls, data_dir: str | os.PathLike[str] | None = None) -> Storage:
        """Resolve the folders (see :mod:`.paths`), create them and open every store.

        Damaged files never make this fail (see :meth:`warnings`); only folders that
        cannot be created raise :class:`StorageError` (``data_dir_unavailable``), and the
        app may then run without storage.
        """
        from .settings import Settings  # the only Qt import of the package

        paths = AppPaths.resolve(data_dir)
        try:
            paths.ensure()
        except OSError as exc:
            raise StorageError(
                f"cannot create the data folders under {paths.data_dir}: {exc}",
                "data_dir_unavailable",
                path=str(paths.data_dir),
            ) from exc
        return cls(
            paths=paths,
            saves=SaveStore(paths.saves_dir),
            stats=StatsStore(paths.stats_db),
            settings=Settings(paths.settings_file),
        )

    def warnings(self) -> list[str]:
        """Codes the player should be told about once at start-up."""
        return [self.stats.warning] if self.stats.warning else []

    def close(self) -> None:
        """Flush settings and close the database (call before the app exits)."""
        self.settings.sync()
        self.stats.close()

    # -- start-up --------------------------------------------------------------------------
    def resume_offer(self) -> LoadResult | None:
        """Check the autosave at start-up.

        ``None``: nothing to resume (a finished match whose end a crash kept from the
        statistics is recorded now).  Not ``ok``: the autosave was damaged and moved
        aside; tell the player ``error_code``.  ``ok``: ask the player, then call
        :meth:`accept_resume` or :meth:`decline_resume`.  Every other open match in the
        statistics is marked abandoned here (or on the answer).
        """
        offer = self.saves.load_autosave()
        if offer is None or not offer.ok:
            self.stats.abandon_unfinished()
            return offer
        assert offer.game is not None
        if offer.game.is_over:
            mid = self._open_match_id(offer.meta)
            if mid is not None:
                self._settle(mid, offer.game)
            self.saves.clear_autosave()
            self.stats.abandon_unfinished()
            return None
        return offer

    def accept_resume(self, offer: LoadResult) -> SaveMeta:
        """Resume ``offer.game``: its statistics row continues (or, if the statistics were
        reset or replaced meanwhile, a new row starts).  Returns the meta to keep using."""
        assert offer.game is not None
        meta = offer.meta
        mid = self._open_match_id(meta)
        game = offer.game
        if mid is None:
            mid = self.stats.start_match_for(
                game, opponents=meta.opponents, seat=meta.seat, practice=meta.practice
            )
            meta = replace(meta, stats_match_id=mid)
        if mid is not None:
            self.stats.record_missing_hands(mid, game)
        self.stats.abandon_unfinished(keep=[mid] if mid is not None else [])
        return meta

    def decline_resume(self, offer: LoadResult) -> None:
        """The player starts afresh: the saved match counts as abandoned, the autosave goes."""
        mid = self._open_match_id(offer.meta)
        game = offer.game
        if mid is not None and game is not None:
            self.stats.record_missing_hands(mid, game)
        self.stats.abandon_unfinished()
        self.saves.clear_autosave()

    def continue_loaded(self, loaded: LoadResult) -> SaveMeta:
        """Play on from a save the player loaded (Save/Load dialog); returns the meta to
        keep using.  End the game in play first (:meth:`end_early`).

        The save's statistics row continues (reopened if it was closed as abandoned)
        unless hands *after* the save were already recorded: going back to an earlier
        position is a take-back, so the game goes on as practice in a new row.
        """
        assert loaded.game is not None
        meta = loaded.meta
        game = loaded.game
        mid = meta.stats_match_id
        played = _hands_played(game)
        if mid is not None and self.stats.match_exists(mid):
            if max(self.stats.hand_numbers(mid), default=0) <= played:
                if not self.stats.match_is_open(mid):
                    self.stats.reopen_match(mid)
                self.stats.record_missing_hands(mid, game)
                return meta
            meta = replace(meta, practice=True)
        mid = self.stats.start_match_for(
            game, opponents=meta.opponents, seat=meta.seat, practice=meta.practice
        )
        self.stats.record_missing_hands(mid, game)
        return replace(meta, stats_match_id=mid)

    def _open_match_id(self, meta: SaveMeta) -> int | None:
        mid = meta.stats_match_id
        return mid if mid is not None and self.stats.match_is_open(mid) else None

    # -- playing ---------------------------------------------------------------------------
    def begin(
        self,
        game: Game,
        *,
        opponents: Sequence[str],
        seat: int = 0,
        player_name: str = "",
        practice: bool = False,
    ) -> SaveMeta:
        """Start recording a new game and write its first autosave; returns its meta.

        ``opponents``: the bot level of each other seat (seats 1 … n-1 of a 拉米纸牌
        match, whose human is seat 0)."""
        mid = self.stats.start_match_for(game, opponents=opponents, seat=seat, practice=practice)
        meta = SaveMeta(
            player_name=player_name,
            opponents=tuple(opponents),
            practice=practice,
            seat=seat,
            stats_match_id=mid,
        )
        return self.after_action(game, meta)

    def after_action(self, game: Game, meta: SaveMeta, hand_seconds: float = 0.0) -> SaveMeta:
        """Autosave, record a hand that has just ended (lasting ``hand_seconds``), and
        close the match once it is over.  Call after every applied action."""
        save_error: StorageError | None = None
        try:
            if serialize.can_save(game):  # not a position placed card by card (a puzzle)
                meta = self.saves.write_autosave(game, meta)
        except StorageError as exc:
            log.warning("autosave failed: %s", exc)
            save_error = exc
        mid = meta.stats_match_id
        if mid is not None and self._hand_just_ended(game):
            self.stats.record_missing_hands(mid, game, duration=hand_seconds)
            if game.is_over and self.stats.match_is_open(mid):
                self.stats.finish_match_from(mid, game)
        if game.is_over and save_error is None:
            self.saves.clear_autosave()
        if save_error is not None:
            raise save_error
        return meta

    @staticmethod
    def _hand_just_ended(game: Recordable) -> bool:
        """Is the hand in play over (the game's part says which hand that is)?"""
        return part_of(game).hand_just_ended(game)

    def mark_practice(self, meta: SaveMeta) -> SaveMeta:
        """A hint or take-back was used: the game is practice from now on."""
        if meta.stats_match_id is not None and self.stats.match_exists(meta.stats_match_id):
            self.stats.mark_practice(meta.stats_match_id)
        return replace(meta, practice=True)

    def end_early(self, game: Game, meta: SaveMeta, resigned: bool = False) -> None:
        """The player leaves an unfinished game: ``resigned`` counts as a loss, otherwise it
        is abandoned.  The autosave goes (it is not offered for resume)."""
        mid = self._open_match_id(meta)
        if mid is not None:
            self.stats.record_missing_hands(mid, game)
            self.stats.finish_match_from(mid, game, resigned=resigned)
        self.saves.clear_autosave()

    def _settle(self, mid: int, game: Game) -> None:
        self.stats.record_missing_hands(mid, game)
        self.stats.finish_match_from(mid, game)
