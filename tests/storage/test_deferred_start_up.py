"""A deferred start-up (``Storage.open(defer_start_up=True)``, the app): the statistics
database opens and the first match's first autosave is written after the window is
shown, in :meth:`Storage.finish_start_up` — and nothing is lost or reordered for it."""

from __future__ import annotations

import random
from pathlib import Path

from engine import serialize
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats import StatsStore
from tests.storage.game_parts import PARTS
from tests.storage.helpers import choose_action

CLASSIC = Rules.preset("classic")


def new_match(seed: int = 5) -> Match:
    match = Match(CLASSIC, MatchConfig.fixed(3), seed=seed)
    match.start_hand()
    return match


def autosave(data: Path) -> Path:
    return data / "saves" / "autosave.json"


def results(data: Path, *ids: int) -> list[str | None]:
    """The result of each match row ``ids`` (``None``: in play), read from the file."""
    with StatsStore(data / "stats.sqlite3", parts=PARTS) as stats:
        rows = [stats.get_match(i) for i in ids]
    return [row.result if row is not None else "missing" for row in rows]


def test_start_up_leaves_the_database_and_the_first_autosave_for_later(tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    assert not storage.statistics_open and storage.start_up_waiting
    assert storage.resume_offer() is None  # its upkeep is queued, the database stays shut
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    assert meta.stats_pending and meta.stats_match_id is None and meta.created
    assert not autosave(data).exists() and not storage.statistics_open
    storage.finish_start_up()
    assert autosave(data).exists() and storage.statistics_open
    assert not storage.start_up_waiting
    saved = storage.saves.load_autosave()  # the first autosave carries the match's row
    assert saved is not None and saved.meta.stats_match_id is not None
    # the row begin() left pending is started, and the caller's meta takes it over
    meta = storage.after_action(match, meta)
    assert meta.stats_match_id is not None and not meta.stats_pending
    assert storage.stats.match_is_open(meta.stats_match_id)
    storage.close()


def test_an_open_match_of_an_earlier_session_is_abandoned_before_the_new_row(
    tmp_path: Path,
) -> None:
    data = tmp_path / "D"
    with StatsStore(data / "stats.sqlite3", parts=PARTS) as stats:  # a crash left a row open
        old = stats.start_match_for(new_match(1), opponents=("easy",))
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    assert storage.resume_offer() is None  # no autosave: every open row is abandoned …
    match = new_match(2)
    meta = storage.begin(match, opponents=("medium",))
    storage.finish_start_up()  # … when the database opens, before the new row starts
    meta = storage.after_action(match, meta)
    assert meta.stats_match_id is not None
    storage.close()
    assert results(data, old, meta.stats_match_id) == ["abandoned", None]


def test_no_move_is_applied_before_the_first_autosave(tmp_path: Path) -> None:
    """The controller finishes the start-up before a move (the event loop had not yet):
    the deal is kept with its row, then the move; an abandoned match's autosave never
    comes back."""
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    assert storage.start_up_waiting
    storage.finish_start_up()  # what the controller does before applying a move
    first = storage.saves.load_autosave()
    assert first is not None and first.ok and first.meta.stats_match_id is not None
    state = match.state
    assert state is not None
    match.apply(choose_action(state, random.Random(1)))
    meta = storage.after_action(match, meta)
    after_move = autosave(data).read_text(encoding="utf-8")
    storage.flush_autosave()  # nothing waits any more
    assert autosave(data).read_text(encoding="utf-8") == after_move
    storage.end_early(match, meta)
    storage.close()
    assert not autosave(data).exists()


def test_an_autosave_written_before_the_database_opened_is_written_again_with_its_row(
    tmp_path: Path,
) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    meta = storage.after_action(match, meta)  # e.g. quitting at once (the controller)
    pending = storage.saves.load_autosave()
    assert pending is not None and pending.meta.stats_pending
    storage.finish_start_up()
    kept = storage.saves.load_autosave()
    assert kept is not None and kept.ok and kept.game is not None
    assert kept.meta.stats_match_id is not None and not kept.meta.stats_pending
    assert serialize.dumps(kept.game) == serialize.dumps(match)  # the same position
    storage.close()


def test_leaving_before_the_first_autosave_never_writes_it(tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    storage.end_early(match, meta, resigned=False)
    storage.finish_start_up()
    storage.close()
    assert not autosave(data).exists()


def test_quitting_at_once_still_keeps_the_deal_and_its_row(tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    storage.resume_offer()
    storage.begin(new_match(), opponents=("medium",))
    storage.close()  # before the event loop ever ran
    assert autosave(data).exists()
    assert results(data, 1, 2) == [None, "missing"]  # one row, in play
    again = Storage.open(data, parts=PARTS)
    offer = again.resume_offer()
    assert offer is not None and offer.ok
    meta = again.accept_resume(offer)
    assert meta.stats_match_id is not None and not meta.stats_pending
    again.close()


def test_a_hint_before_the_database_opened_makes_the_row_practice(tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    meta = storage.mark_practice(meta)  # no row yet: the meta alone says practice
    storage.finish_start_up()
    meta = storage.after_action(match, meta)
    assert meta.stats_match_id is not None
    row = storage.stats.get_match(meta.stats_match_id)
    assert row is not None and row.practice
    storage.close()


def test_statistics_needed_early_open_at_once_with_the_queued_upkeep(tmp_path: Path) -> None:
    data = tmp_path / "D"
    with StatsStore(data / "stats.sqlite3", parts=PARTS) as stats:
        old = stats.start_match_for(new_match(1), opponents=("easy",))
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    storage.resume_offer()
    assert not storage.statistics_open
    assert not storage.stats.match_is_open(old)  # opened now, the upkeep ran first
    assert storage.statistics_open
    storage.close()


def test_an_undeferred_storage_opens_everything_at_once(tmp_path: Path) -> None:
    data = tmp_path / "D"
    storage = Storage.open(data, parts=PARTS)
    assert storage.statistics_open and not storage.start_up_waiting
    match = new_match()
    meta = storage.begin(match, opponents=("medium",))
    assert autosave(data).exists() and meta.stats_match_id is not None
    storage.close()


def test_declining_an_offer_after_the_deal_keeps_the_deals_autosave(tmp_path: Path) -> None:
    """Declining the old match clears its autosave; the new match waiting for its first
    autosave still gets one."""
    data = tmp_path / "D"
    first = Storage.open(data, parts=PARTS)
    old = new_match(1)
    first.begin(old, opponents=("easy",))
    first.close()
    offer = first.saves.load_autosave()
    assert offer is not None and offer.ok
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    match = new_match(2)
    storage.begin(match, opponents=("medium",))
    storage.decline_resume(offer)
    assert not autosave(data).exists()
    storage.finish_start_up()
    loaded = storage.saves.load_autosave()
    assert loaded is not None and loaded.ok and loaded.game is not None
    assert loaded.game.seed == match.seed
    storage.close()


def test_a_crash_right_after_start_up_resumes_the_same_row(tmp_path: Path) -> None:
    """Killed once the window was up: the next start resumes the match and its row (no
    abandoned row beside a new one), as after an undeferred start."""
    data = tmp_path / "D"
    storage = Storage.open(data, defer_start_up=True, parts=PARTS)
    storage.resume_offer()
    storage.begin(new_match(), opponents=("medium",))
    storage.finish_start_up()  # … and the process dies here, nothing closed
    again = Storage.open(data, parts=PARTS)
    offer = again.resume_offer()
    assert offer is not None and offer.ok
    meta = again.accept_resume(offer)
    assert meta.stats_match_id == 1
    assert results(data, 1, 2) == [None, "missing"]
    again.close()
