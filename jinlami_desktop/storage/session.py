"""One object for the app: the stores opened together, and the few calls that keep the
autosave and the statistics in step so that nothing is lost.

Why a facade: "autosave after every action, record each finished hand, close the match,
resume or abandon it at the next start" is one protocol across two stores; written
once here it cannot drift between the controller, the resume prompt and the tests.

The controller's whole life cycle::

    storage = Storage.open(args.data_dir, parts=parts)   # never raises for damaged files
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
closes the match when it is over (and removes the autosave; a match the statistics
could not take goes into the pending queue first, and the window shows
``storage.waiting_to_record()``).  It raises
:class:`~.errors.StorageError` (``disk_full`` …) only after doing all it could; the
game goes on and the UI shows the code.  A team match is one statistics row (its
result is the player's team's); the hands recorded are the player's own duels, numbered
on across them, each with that duel's opponent level.

Every game goes through the very same calls with its match (or a single hand); at a
table of 2–4 seats the human is seat 0 and ``opponents`` lists the bot level of seats
1 … n-1::

    meta = storage.begin(match, opponents=("hard", "medium", "easy"), player_name="…")
    meta = storage.after_action(match, meta, hand_seconds=elapsed)

What differs between games (a match's mode and seats, which hands it holds, how a
hand is scored) is asked of the game's part: ``parts`` maps each game's id to it
(:class:`~.stats.game.GameStats`), handed in by the caller — storage knows no game.

**Start-up, deferred** (``Storage.open(data_dir, defer_start_up=True)``, the app): the
window is shown before the two slowest things the first deal would do — opening the
statistics database (created, for a new player) and the first autosave's durable
write — and :meth:`Storage.finish_start_up` does them from the event loop right after::

    storage = Storage.open(args.data_dir, parts=parts, defer_start_up=True)
    offer = storage.resume_offer()               # its statistics upkeep is queued
    meta = storage.begin(match, opponents=...)   # row pending, autosave waiting
    window.show()
    ...  # the event loop's first turn:
    storage.finish_start_up()                    # the database, then the autosave

Nothing is lost and nothing changes order: :meth:`finish_start_up` does what
:meth:`begin` would have done, in the same order — the statistics upkeep queued
(``abandon_unfinished`` of the resume check) as the database opens, then the new
match's row (:meth:`_open_statistics`), then the first autosave, which so carries that
row (a crash right after resumes the same row, as at an undeferred start).  The
controller finishes the start-up before applying any move (``start_up_waiting``), and
:meth:`close` finishes it if the app quits first; a later autosave, an abandon or a
resign makes the waiting autosave moot.  So no move is ever applied before the first
autosave is written, and a crash before it loses only a deal nobody played from.
Any call that needs the statistics meanwhile opens the database at once
(:attr:`stats`): deferring only ever changes *when*, never *what*.

Each finished hand is recorded with its game's id, its kind, winner seat, points
and the player's result, as the game's part scores it; loads return the game in
``LoadResult.game`` and :class:`~.saves.SaveInfo` says ``game``, ``players``,
``target`` and every seat's score.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, TypeVar

from engine import serialize

from ..model.fairness import end_match
from .errors import StorageError
from .paths import AppPaths
from .pending_queue import PENDING_NAME, PendingQueue, new_entry
from .saves import Game, LoadResult, SaveMeta, SaveStore, game_of

if TYPE_CHECKING:
    from .settings import Settings
    from .stats import Recordable, StatsStore
    from .stats.parts import Parts

__all__ = ["PendingCount", "Storage"]

log = logging.getLogger(__name__)

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class PendingCount:
    """What waits to be recorded in the statistics: finished ``hands`` (of the games in
    the pending queue and of the game in play) and the ``matches`` of the queue (a
    match whose hands are all in may still wait for its result)."""

    hands: int = 0
    matches: int = 0

    def __bool__(self) -> bool:
        return bool(self.hands or self.matches)


@dataclass(frozen=True, slots=True)
class _Stranded:
    """A game that left play unrecorded while the pending queue could not take it: the
    autosave still holds it and is neither replaced nor removed until the queue does."""

    game: Game
    meta: SaveMeta
    resigned: bool
    duration: float
    hands: int  # its finished hands not recorded (the player is told)


@dataclass
class Storage:
    """The app's stores opened together from one :class:`AppPaths`.

    **The autosave never depends on the statistics.**  Every statistics call here is
    guarded: a failure (a full disk, a database another program holds, one that could
    not be opened) never keeps the autosave from being written and never loses a
    finished hand.  What could not be written is retried, not dropped: a match whose
    row could not be started is *pending* (:attr:`SaveMeta.stats_pending`) and starts
    its row at the next hand's end; the hands of a match are recorded from the game
    itself (:meth:`StatsStore.record_missing_hands` is idempotent), so a hand a busy
    database refused is recorded at the next hand's end.

    **A game leaves play only once it is recorded or queued.**  A game that ends
    (finished, resigned, abandoned, declined at resume) with hands or a result the
    statistics could not take goes into the pending queue (:attr:`pending`,
    :mod:`.pending_queue`: its own file, written atomically) *before* its autosave is
    replaced or removed; the queue is recorded at the next start, the next recorded
    hand and the next :meth:`begin`, never twice (:mod:`.pending_record`), and the rows
    it records into are never closed as abandoned meanwhile.  If the queue cannot be
    written either (a full disk), the game is *stranded*: the autosave keeps it, and no
    other game's autosave replaces it until the queue took it (that game is told
    ``disk_full`` and plays on).  :meth:`waiting_to_record` says how many hands wait.

    Problems are reported as :class:`StorageError`: :meth:`after_action` raises the
    autosave's error, else the statistics' (``disk_full``, ``stats_busy``,
    ``stats_write_failed``) after doing all it could.  :meth:`begin`,
    :meth:`accept_resume`, :meth:`continue_loaded`, :meth:`resume_offer` and
    :meth:`decline_resume` never raise for statistics: their problem is kept and
    raised by the next :meth:`after_action` (and listed by :meth:`take_reports`).
    """

    paths: AppPaths
    saves: SaveStore
    settings: Settings
    #: Each game's part, by game id (the caller's; storage knows no game).
    parts: Parts
    #: Games the statistics could not take yet, kept until they do (:mod:`.pending_queue`).
    pending: PendingQueue
    _stats: StatsStore | None = field(default=None, repr=False)
    _reports: list[StorageError] = field(default_factory=list, repr=False)
    _rows: dict[int, tuple[Game, SaveMeta]] = field(default_factory=dict, repr=False)
    #: Statistics upkeep waiting for the database to open (deferred start-up).
    _queued: list[Callable[[StatsStore], object]] = field(default_factory=list, repr=False)
    #: The next :meth:`begin` leaves its autosave for :meth:`flush_autosave`.
    _defer_begin: bool = field(default=False, repr=False)
    #: The saves folder cannot be written (a read-only folder or mount): told at start-up.
    read_only: bool = False
    #: The game (and meta) whose first autosave :meth:`begin` left waiting; dropped when
    #: the autosave is written since (any game's: the newer one is the game in play),
    #: that game ends early, or another game takes its place (begin, resume, load).
    _unsaved: tuple[Game, SaveMeta] | None = field(default=None, repr=False)
    #: The game (its ``id``) :meth:`begin` started while the database was shut: its
    #: row is started as the database opens (:meth:`_open_statistics`).
    _row_waiting: int | None = field(default=None, repr=False)
    #: A game whose only copy is the autosave, waiting for the pending queue to take it.
    _stranded: _Stranded | None = field(default=None, repr=False)
    #: The game in play, its finished hands known to be recorded, and those not yet.
    _live: tuple[Game, int, int] | None = field(default=None, repr=False)

    @classmethod
    def open(
        cls,
        data_dir: str | os.PathLike[str] | None = None,
        *,
        parts: Parts,
        defer_start_up: bool = False,
        settings: Settings | None = None,
    ) -> Storage:
        """Resolve the folders (see :mod:`.paths`), create them and open every store.

        Damaged files never make this fail (see :meth:`warnings`); only folders that
        cannot be created raise :class:`StorageError` (``data_dir_unavailable``), and the
        app may then run without storage.  ``parts``: each game's part, by game id (the
        app's game registry gives them).  ``defer_start_up``: the statistics database
        opens, and the first match's first autosave is written, in
        :meth:`finish_start_up` (see the module's docstring).  ``settings``: the settings
        file already opened (the app reads it before its window is shown).
        """
        # lazy: imported on first use, not at start-up
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
        storage = cls(
            paths=paths,
            saves=SaveStore(paths.saves_dir, parts=parts),
            settings=settings if settings is not None else Settings(paths.settings_file),
            parts=parts,
            pending=PendingQueue(paths.data_dir / PENDING_NAME, parts=parts),
            _defer_begin=defer_start_up,
            read_only=not paths.saves_writable(),
        )
        if not defer_start_up:
            storage._open_statistics()
        return storage

    # -- the statistics database, and what start-up may leave for the event loop ---------
    @property
    def stats(self) -> StatsStore:
        """The statistics store; opened now if it was not yet (the upkeep queued for it
        runs first)."""
        if self._stats is None:
            from .stats import StatsStore

            store = self._stats = StatsStore(self.paths.stats_db, parts=self.parts)
            self._drain()  # before the upkeep: a queued game's row is not abandoned
            queued, self._queued = self._queued, []
            for call in queued:
                self._stats_call(partial(call, store), None)
        return self._stats

    @property
    def statistics_open(self) -> bool:
        """Is the statistics database open (not waiting for :meth:`finish_start_up`)?"""
        return self._stats is not None

    @property
    def start_up_waiting(self) -> bool:
        """Does :meth:`finish_start_up` have anything left to do?"""
        return self._stats is None or self._unsaved is not None or self._row_waiting is not None

    def _open_statistics(self) -> None:
        """Open the database (if it is not yet).  The match :meth:`begin` started
        meanwhile gets its row now, and its autosave is due again so that it carries the
        row (:meth:`flush_autosave`; the controller's meta takes the row over at its
        next call, :meth:`_recall`)."""
        self.stats  # noqa: B018  (opens it)
        waiting, self._row_waiting = self._row_waiting, None
        known = self._rows.get(waiting) if waiting is not None else None
        if known is None:
            return  # the match ended, or another took its place
        game, meta = known
        if not meta.stats_pending or meta.stats_match_id is not None or game.is_over:
            return  # its row was started since (a hand that ended)
        meta, err = self._start_row(game, meta)
        if err is not None:
            self._reports.append(err)
        self._remember(game, meta)
        if meta.stats_match_id is not None:
            self._unsaved = (game, meta)

    def flush_autosave(self) -> None:
        """Write the first autosave :meth:`begin` left waiting, if it still waits (a
        later autosave, an abandon or a resign supersedes it).  Raises
        :class:`StorageError` as :meth:`after_action` does."""
        waiting, self._unsaved = self._unsaved, None
        if waiting is not None:
            self.after_action(*waiting)

    def finish_start_up(self) -> None:
        """What a deferred start-up left (``Storage.open(defer_start_up=True)``), in
        :meth:`begin`'s order: the statistics database (queued upkeep, the pending row),
        then the first autosave (with the row).  Raises :class:`StorageError` as
        :meth:`after_action` does."""
        self._defer_begin = False
        self._open_statistics()
        self.flush_autosave()

    def warnings(self) -> list[str]:
        """Codes the player should be told about once at start-up."""
        codes = ["data_dir_read_only"] if self.read_only else []
        if self.pending.warning:
            codes.append(self.pending.warning)
        return codes + ([self.stats.warning] if self.stats.warning else [])

    def close(self) -> None:
        """Write what start-up left waiting, flush settings and close the database (call
        before the app exits)."""
        if self.start_up_waiting:
            try:
                self.finish_start_up()
            except StorageError as exc:
                log.warning("autosave failed: %s", exc)
        self.settings.sync()
        self.stats.close()

    def _upkeep(self, call: Callable[[StatsStore], object]) -> None:
        """Statistics upkeep (``abandon_unfinished`` …): now, or queued for the database
        while a deferred start-up has not opened it."""
        if self._stats is None:
            self._queued.append(call)
        else:
            self._stats_call(partial(call, self._stats), None)

    # -- guarded statistics -------------------------------------------------------------
    def _try(self, call: Callable[[], _T], default: _T) -> tuple[_T, StorageError | None]:
        """Run a statistics call; a failure becomes a coded error to report, never an
        exception that stops the autosave or the game."""
        # lazy: imported on first use, not at start-up
        import sqlite3  # loaded with the database (the statistics package imports it)

        try:
            return call(), None
        except StorageError as exc:
            log.warning("statistics: %s", exc)
            return default, exc
        except sqlite3.Error as exc:  # a read refused by a lock, an I/O error …
            log.warning("statistics: %s", exc)
            err = StorageError(f"statistics not available: {exc}", "stats_write_failed")
            if "locked" in str(exc).lower() or "busy" in str(exc).lower():
                err = StorageError(f"statistics busy: {exc}", "stats_busy")
            return default, err

    def _stats_call(self, call: Callable[[], _T], default: _T) -> _T:
        """:meth:`_try`, the error kept for the next report."""
        value, err = self._try(call, default)
        if err is not None:
            self._reports.append(err)
        return value

    def take_reports(self) -> list[StorageError]:
        """Problems kept since the last report (statistics failures of calls that do
        not raise); each is reported once."""
        reports, self._reports = self._reports, []
        return reports

    def _keep_report(self, err: StorageError) -> None:
        """Keep ``err`` for the next report, once per code."""
        if all(r.code != err.code for r in self._reports):
            self._reports.append(err)

    # -- the pending queue: games the statistics could not take yet ---------------------
    def waiting_to_record(self) -> PendingCount:
        """The finished hands (and matches) not yet in the statistics: the pending
        queue's and the game in play's.  Cheap (no database call): the window asks after
        every action."""
        hands = sum(e.hands for e in self.pending.entries)
        matches = len(self.pending)
        stranded = self._stranded
        if stranded is not None:
            hands, matches = hands + stranded.hands, matches + 1
        live = self._live
        if live is not None and (stranded is None or stranded.game is not live[0]):
            hands += live[2]
        return PendingCount(hands=hands, matches=matches)

    def _drain(self) -> None:
        """Record the queue's games, oldest first (:func:`.pending_record.record_entry`:
        nothing twice, whatever a kill interrupted); the first failure stops it and is
        kept for the next report, the rest waits for the next try.  A game stranded in
        the autosave is offered to the queue first."""
        self._unstrand()
        store = self._stats
        if store is None or store.in_memory or not len(self.pending):
            return
        # lazy: imported on first use, not at start-up (it loads the statistics package)
        from .pending_record import record_entry

        for entry in self.pending.entries:
            record = partial(record_entry, store, self.pending, entry, self.parts)
            try:
                _, err = self._try(record, None)
            except Exception as exc:  # a bug must not stop every later action: it waits
                log.exception("pending queue: entry %s not recorded", entry.id)
                err = StorageError(f"statistics not saved: {exc!r}", "stats_write_failed")
            if err is not None:
                self._keep_report(err)
                return

    def _queue(
        self, game: Game, meta: SaveMeta, *, resigned: bool = False, duration: float = 0.0
    ) -> StorageError | None:
        """Put ``game`` in the pending queue (durably); the problem if it could not be."""
        if self.pending.holds(game):
            return None
        entry = new_entry(
            game,
            meta,
            resigned=resigned,
            duration=duration,
            hands=self._unrecorded_hands(game, meta),
            match_id=meta.stats_match_id if meta.stats_persistent else meta.stats_file_id,
            now=self.pending.now(),
        )
        try:
            self.pending.add(entry)
        except StorageError as exc:
            log.warning("pending queue: %s", exc)
            return exc
        return None

    def _unrecorded_hands(self, game: Game, meta: SaveMeta) -> int:
        """How many finished hands of ``game`` the statistics on disk lack (for the
        player to be told; an estimate from above when the database cannot say)."""
        played = self.parts[game_of(game)].hands_played(game)
        live = self._live
        if live is not None and live[0] is game:
            return live[2] if self._persisted(meta) else played
        mid = meta.stats_match_id if meta.stats_persistent else meta.stats_file_id
        store = self._stats
        if mid is None or store is None or store.in_memory:
            return played
        have, _err = self._try(lambda: len(store.hand_numbers(mid)), 0)
        return max(0, played - have)

    def _persisted(self, meta: SaveMeta) -> bool:
        """Does ``meta`` record into a row of the database on disk?"""
        store = self._stats
        return store is not None and not store.in_memory and meta.stats_match_id is not None

    def _worth_keeping(self) -> bool:
        """Will a game queued now ever be recorded?  Not into a database of a newer app
        (this one never writes to it)."""
        return self._stats is None or self._stats.warning != "stats_newer_version"

    def _leave(
        self,
        game: Game,
        meta: SaveMeta,
        *,
        resigned: bool = False,
        duration: float = 0.0,
        try_now: bool = True,
    ) -> tuple[bool, StorageError | None]:
        """``game`` leaves play (finished, resigned, abandoned): record all of it now
        (unless the caller just tried: ``try_now``), else put it in the pending queue.
        Returns (safe, problem): ``safe`` when the autosave may let it go (recorded or
        queued); else it is stranded (kept in the autosave, offered to the queue again
        before the autosave changes)."""
        if meta.stats_match_id is None and not meta.stats_pending:
            return True, None  # not recorded by choice (the statistics were reset)
        store = self.stats
        err: StorageError | None = None
        mid = meta.stats_match_id
        if try_now and mid is not None and meta.stats_persistent == (not store.in_memory):
            is_open, err = self._try(lambda: store.match_is_open(mid), False)
            if err is None and is_open:
                _, err = self._try(lambda: self._close(mid, game, resigned), None)
            if err is None and not store.in_memory:
                return True, None  # recorded (or closed before: nothing left to add)
        if not self._worth_keeping():
            return True, err
        problem = self._queue(game, meta, resigned=resigned, duration=duration)
        if problem is None:
            return True, err
        if problem.code == "pending_full":
            return True, problem  # the queue is full: the autosave must still go on
        hands = self._unrecorded_hands(game, meta)
        self._stranded = _Stranded(game, meta, resigned, duration, hands)
        return False, err or problem

    def _unstrand(self) -> StorageError | None:
        """Offer the stranded game to the queue again; the problem if it still waits."""
        stranded = self._stranded
        if stranded is None:
            return None
        problem = self._queue(
            stranded.game,
            stranded.meta,
            resigned=stranded.resigned,
            duration=stranded.duration,
        )
        if problem is None or problem.code == "pending_full":
            self._stranded = None
        return problem

    def _autosave_free_for(self, game: Game | None) -> StorageError | None:
        """May the autosave be replaced or removed for ``game`` (``None``: removed)?
        Not while it is the only copy of another, stranded game (the problem says why)."""
        stranded = self._stranded
        if stranded is None or stranded.game is game:
            return None
        return self._unstrand()

    def _abandon_others(self, stats: StatsStore, keep: Sequence[int] = ()) -> int:
        """Upkeep: every open match counts as abandoned, but those resumed (``keep``)
        and those the pending queue still records into."""
        return stats.abandon_unfinished(keep=[*keep, *self.pending.match_ids()])

    def _count_live(self, game: Game, recorded: bool, done: int | None = None) -> None:
        """Keep how many finished hands of the game in play are (not) recorded:
        ``recorded`` all of them, else those after ``done`` (default: as known)."""
        played = self.parts[game_of(game)].hands_played(game)
        if recorded:
            self._live = (game, played, 0)
            return
        if done is None:
            live = self._live
            done = live[1] if live is not None and live[0] is game else 0
        self._live = (game, done, max(0, played - done))

    def _with_row(self, meta: SaveMeta, mid: int | None) -> SaveMeta:
        """``meta`` recording into row ``mid``.  With statistics in memory only the id
        is marked not to be saved, and the file keeps the id it had (the save's own
        row in the real database, for when it opens again)."""
        file_id = meta.stats_match_id if meta.stats_persistent else meta.stats_file_id
        meta = replace(meta, stats_match_id=mid, stats_pending=False)
        if self.stats.in_memory:
            return replace(meta, stats_persistent=False, stats_file_id=file_id)
        return replace(meta, stats_persistent=True, stats_file_id=None)

    def _start_row(self, game: Game, meta: SaveMeta) -> tuple[SaveMeta, StorageError | None]:
        """Start the statistics row of ``game``: the meta with its id, or still pending."""
        mid, err = self._try(
            lambda: self.stats.start_match_for(
                game, opponents=meta.opponents, seat=meta.seat, practice=meta.practice
            ),
            None,
        )
        if mid is None:
            return replace(meta, stats_match_id=None, stats_pending=True), err
        return self._with_row(meta, mid), err

    # -- start-up --------------------------------------------------------------------------
    def resume_offer(self) -> LoadResult | None:
        """Check the autosave at start-up.

        ``None``: nothing to resume (a finished match whose end a crash kept from the
        statistics is recorded now).  Not ``ok``: the autosave was damaged and moved
        aside; tell the player ``error_code``.  ``ok``: ask the player, then call
        :meth:`accept_resume` or :meth:`decline_resume` (and tell the player
        ``notice_code`` if the save's details were repaired).  Every other open match
        in the statistics is marked abandoned here (or on the answer).
        """
        offer = self.saves.load_autosave()
        if offer is None or not offer.ok:
            self._upkeep(self._abandon_others)
            return offer
        game = offer.game
        assert game is not None
        if game.is_over:  # recorded now, else queued (else kept: the next start tries)
            safe, err = self._leave(game, offer.meta)
            if err is not None:
                self._keep_report(err)
            if safe:
                self._clear_autosave_for(None)
                self._drain()  # a game queued just now is recorded at once if it can be
            self._upkeep(self._abandon_others)
            return None
        return offer

    def _clear_autosave_for(self, game: Game | None) -> None:
        """Remove the autosave unless it is the only copy of a stranded game (other than
        ``game``); a failure is kept for the next report."""
        problem = self._autosave_free_for(game)
        if problem is not None:
            self._keep_report(problem)
            return
        try:
            self.saves.clear_autosave()
        except StorageError as exc:
            self._keep_report(exc)

    def accept_resume(self, offer: LoadResult) -> SaveMeta:
        """Resume ``offer.game``: its statistics row continues (or, if the statistics were
        reset or replaced meanwhile, or the save has no id, a new row starts).  Returns
        the meta to keep using."""
        assert offer.game is not None
        self._unsaved = None
        meta = offer.meta
        mid = self._open_match_id(meta)
        game = offer.game
        if mid is None:
            meta, err = self._start_row(game, meta)
            if err is not None:
                self._reports.append(err)
            mid = meta.stats_match_id
        else:
            meta = self._with_row(meta, mid)
        keep = [mid] if mid is not None else []
        recorded = False
        if mid is not None:
            _, err = self._try(lambda: self.stats.record_missing_hands(mid, game), 0)
            recorded = err is None
            if err is not None:
                self._reports.append(err)
        self._stats_call(lambda: self._abandon_others(self.stats, keep), 0)
        self._remember(game, meta)
        recorded = recorded and self._persisted(meta)
        self._count_live(game, recorded, None if recorded else self._known_hands(meta))
        return meta

    def _known_hands(self, meta: SaveMeta) -> int:
        """How many hands the row of ``meta`` holds (0 if it cannot be read)."""
        mid = meta.stats_match_id
        if mid is None or not self._persisted(meta):
            return 0
        have, _err = self._try(lambda: len(self.stats.hand_numbers(mid)), 0)
        return have

    def decline_resume(self, offer: LoadResult) -> None:
        """The player starts afresh: the saved match counts as abandoned, the autosave goes
        (a match begun since and waiting for its first autosave still gets it)."""
        game = offer.game
        safe = True
        if game is not None:
            end_match(game, "abandoned")  # its seed and salt are revealed in the statistics
            safe, err = self._leave(game, offer.meta)
            if err is not None:
                self._keep_report(err)
        self._stats_call(lambda: self._abandon_others(self.stats), 0)
        if safe:  # else its autosave stays: the only copy of its unrecorded hands
            self._clear_autosave_for(game)

    def continue_loaded(self, loaded: LoadResult) -> SaveMeta:
        """Play on from a save the player loaded (Save/Load dialog); returns the meta to
        keep using.  End the game in play first (:meth:`end_early`).

        The save's statistics row continues (reopened if it was closed as abandoned)
        unless hands *after* the save were already recorded: going back to an earlier
        position is a take-back, so the game goes on as practice in a new row.
        """
        assert loaded.game is not None
        self._unsaved = None
        meta, err = self._try(lambda: self._continue(loaded), None)
        if meta is None:  # the statistics failed half-way: the game goes on, pending
            meta = replace(loaded.meta, stats_match_id=None, stats_pending=True)
        if err is not None:
            self._reports.append(err)
        self._remember(loaded.game, meta)
        self._count_live(loaded.game, err is None and self._persisted(meta), 0)
        return meta

    def _continue(self, loaded: LoadResult) -> SaveMeta:
        assert loaded.game is not None
        meta = loaded.meta
        game = loaded.game
        mid = meta.stats_match_id
        played = self.parts[game_of(game)].hands_played(game)
        if mid is not None and not self.stats.in_memory and self.stats.match_exists(mid):
            if max(self.stats.hand_numbers(mid), default=0) <= played:
                if not self.stats.match_is_open(mid):
                    self.stats.reopen_match(mid)
                self.stats.record_missing_hands(mid, game)
                return self._with_row(meta, mid)
            meta = replace(meta, practice=True)
        mid = self.stats.start_match_for(
            game, opponents=meta.opponents, seat=meta.seat, practice=meta.practice
        )
        self.stats.record_missing_hands(mid, game)
        return self._with_row(meta, mid)

    def _open_match_id(self, meta: SaveMeta) -> int | None:
        """The open row ``meta`` records into, if any (a saved id never names a row of
        statistics kept in memory)."""
        mid = meta.stats_match_id
        if mid is None or (meta.stats_persistent and self.stats.in_memory):
            return None
        return mid if self._stats_call(lambda: self.stats.match_is_open(mid), False) else None

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

        Never raises: the first autosave does not wait for the statistics (a database
        another program holds only makes the match pending), and any problem is raised
        by the next :meth:`after_action`.  ``opponents``: the bot level of each other
        seat (seats 1 … n-1 at a table whose human is seat 0).

        In a deferred start-up (the first match only) the statistics row stays pending
        until the database opens and the autosave waits for :meth:`flush_autosave`."""
        self._unsaved = None
        self._live = (game, 0, 0)
        if self._stats is not None:
            self._drain()  # a new match tries the queue first (its row comes after theirs)
        meta = SaveMeta(
            player_name=player_name,
            opponents=tuple(opponents),
            practice=practice,
            seat=seat,
        )
        self._row_waiting = None
        if self._stats is None:  # started as the database opens, right after the window
            meta = replace(meta, stats_match_id=None, stats_pending=True)
            self._row_waiting = id(game)
        else:
            meta, err = self._start_row(game, meta)
            if err is not None:
                self._reports.append(err)
        if self._defer_begin:
            self._defer_begin = False
            meta = self.saves.stamp_created(meta)
            self._unsaved = (game, meta)
            self._remember(game, meta)
            return meta
        meta, problem = self._after_action(game, meta, 0.0)
        if problem is not None:
            self._reports.append(problem)
        return meta

    def after_action(self, game: Game, meta: SaveMeta, hand_seconds: float = 0.0) -> SaveMeta:
        """Autosave, record a hand that has just ended (lasting ``hand_seconds``), and
        close the match once it is over.  Call after every applied action.

        The autosave comes first and never depends on the statistics.  Raises
        :class:`StorageError` only after doing all it could: the autosave's error, else
        the statistics' (or a problem kept from an earlier call)."""
        meta, problem = self._after_action(game, meta, hand_seconds)
        if problem is not None:
            raise problem
        return meta

    def _after_action(
        self, game: Game, meta: SaveMeta, hand_seconds: float
    ) -> tuple[SaveMeta, StorageError | None]:
        """:meth:`after_action`, its problem returned rather than raised.

        A caller that kept an older meta because a call raised (the controller does)
        still records into the row started since (:meth:`_recall`)."""
        self._unsaved = None
        meta = self._recall(game, meta)
        save_error = self._autosave_free_for(game)  # else it holds another game's hands
        try:
            if save_error is None and serialize.can_save(game):  # not a puzzle's position
                meta = self.saves.write_autosave(game, meta)
        except StorageError as exc:
            log.warning("autosave failed: %s", exc)
            save_error = exc
        stats_error: StorageError | None = None
        recorded = True
        if self._hand_just_ended(game):
            if meta.stats_match_id is None and meta.stats_pending:
                meta, stats_error = self._start_row(game, meta)
            mid = meta.stats_match_id
            recorded = False
            if mid is not None:
                recorded, stats_error = self._try(
                    lambda: self._record(mid, game, hand_seconds), False
                )
            self._count_live(game, recorded and self._persisted(meta))
            if recorded and not self.stats.in_memory:
                self._drain()  # the database takes hands again: the queue's first
        self._remember(game, meta)
        if game.is_over:
            safe = recorded and self._persisted(meta)
            if not safe:  # into the queue before the autosave lets it go
                safe, problem = self._leave(game, meta, duration=hand_seconds, try_now=False)
                if problem is not None and problem is not stats_error:
                    self._keep_report(problem)
            if safe and self._stranded is None:
                self._live = None
                try:
                    self.saves.clear_autosave()
                except StorageError as exc:
                    save_error = save_error or exc
        first = save_error or stats_error
        if first is None and self._reports:
            first = self._reports.pop(0)
        if first is not None:  # the player is told once of each kind of problem
            self._reports = [r for r in self._reports if r.code != first.code]
        if first is save_error and first is not None and stats_error is not None:
            first.params.setdefault("stats_code", stats_error.code)  # both failed
        return meta, first

    def _record(self, mid: int, game: Game, hand_seconds: float) -> bool:
        self.stats.record_missing_hands(mid, game, duration=hand_seconds)
        if game.is_over and self.stats.match_is_open(mid):
            self.stats.finish_match_from(mid, game)
        return True

    def _remember(self, game: Game, meta: SaveMeta) -> None:
        """Keep the meta last computed for ``game``: a caller that kept an older one
        (because a call raised) still records into the same row."""
        self._rows = {id(game): (game, meta)}

    def recall(self, game: Game, meta: SaveMeta) -> SaveMeta:
        """``meta`` naming the statistics row started for ``game`` since it was returned
        (a row left pending, e.g. by a deferred start-up): for a caller about to use the
        row itself (``mark_practice``)."""
        return self._recall(game, meta)

    def _recall(self, game: Game, meta: SaveMeta) -> SaveMeta:
        """``meta``, with the row this storage started for ``game`` since."""
        known = self._rows.get(id(game))
        if known is None or known[0] is not game or not meta.stats_pending:
            return meta  # only a pending row is taken over (never one the app dropped)
        last = known[1]
        if meta.stats_match_id is not None or last.stats_match_id is None:
            return meta
        if meta.practice and not last.practice:  # a hint since the row was started
            mid = last.stats_match_id
            self._stats_call(lambda: self.stats.mark_practice(mid), None)
        return replace(
            meta,
            stats_match_id=last.stats_match_id,
            stats_pending=False,
            stats_persistent=last.stats_persistent,
            stats_file_id=last.stats_file_id,
            created=meta.created or last.created,
        )

    def _hand_just_ended(self, game: Recordable) -> bool:
        """Is the hand in play over (the game's part says which hand that is)?"""
        return self.parts[game_of(game)].hand_just_ended(game)

    def mark_practice(self, meta: SaveMeta) -> SaveMeta:
        """A hint or take-back was used: the game is practice from now on."""
        mid = meta.stats_match_id
        if mid is not None:
            exists, err = self._try(lambda: self.stats.match_exists(mid), False)
            if exists:
                _, err = self._try(lambda: self.stats.mark_practice(mid), None)
            if err is not None:
                raise err
        return replace(meta, practice=True)

    def end_early(self, game: Game, meta: SaveMeta, resigned: bool = False) -> None:
        """The player leaves an unfinished game: ``resigned`` counts as a loss, otherwise it
        is abandoned.  The autosave goes (it is not offered for resume); a statistics
        failure is raised after that (an unfinished row is closed as abandoned at the
        next start)."""
        if self._unsaved is not None and self._unsaved[0] is game:
            self._unsaved = None  # its first autosave is moot: it is not to be resumed
        meta = self._recall(game, meta)
        end_match(game, "resigned" if resigned else "abandoned")  # the reveal is recorded
        safe, err = self._leave(game, meta, resigned=resigned)
        self._rows = {}
        self._live = None
        if safe:  # else its autosave stays: the only copy of its unrecorded hands
            problem = self._autosave_free_for(game)
            if problem is None:
                self.saves.clear_autosave()
            err = err or problem
        if err is not None:
            raise err

    def _close(self, mid: int, game: Game, resigned: bool) -> None:
        self.stats.record_missing_hands(mid, game)
        self.stats.finish_match_from(mid, game, resigned=resigned)
