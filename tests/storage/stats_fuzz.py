"""The statistics database's fuzzer: a real database (finished, resigned and abandoned
matches of both games, reviews, fair-deal reveals), damaged family by family, then
opened and read everywhere the app reads (``tests/storage/test_stats_fuzz.py`` runs it;
``python -m tests.storage.stats_fuzz [CASES]`` prints the counts per family).

Families: ``bit_flips`` (one bit of the file, anywhere: bit rot that SQLite's
``integrity_check`` may well pass), ``page_damage`` (a run of random bytes inside one
page), and hostile rows as another program could write
them (``bad_utf8``, ``bad_json``, ``bad_dates``, ``wrong_types``, ``huge_values``,
``huge_blobs``; their checksum cleared, so the column checks are what finds them).

Every case must end in one of:

* ``fine`` — nothing reported, and every row reads back exactly as before;
* ``set_aside`` — damaged rows listed with a known code, every other row reads back
  exactly as before, and no row is gone from the file (nothing deleted);
* ``coded`` — a read refused with a known code (a kept save too large to inflate, a
  part of the file that fails to read), and no row is gone;
* ``moved`` — the file was found damaged at open and moved aside (``stats_corrupt``),
  the damaged copy kept;
* ``refused`` — a schema version this app does not know: the file left untouched, this
  session in memory (``stats_newer_version``, ``stats_unknown_version``).

Anything else — an exception, a row read back changed without a word, a row lost — is
a failure.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import logging
import random
import shutil
import sqlite3
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from engine.errors import SaveError
from engine.games import GAME_IDS
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from jinlami_desktop.storage.errors import StorageError
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.storage.stats.row_check import DAMAGE_CODES
from tests.storage.fuzz import known_code
from tests.storage.game_parts import PARTS
from tests.storage.helpers import FakeClock, advance

SALT = "0123456789abcdef0123456789abcdef"
TABLES = ("matches", "hands", "fairness")
KEYS = {"matches": "id", "hands": "id", "fairness": "match_id"}


# -- a real database ------------------------------------------------------------------------
def _rummy(seed: int, actions: int) -> RummyMatch:
    match = RummyMatch(RummyRules(players=3), 100, seed=seed, salt=SALT)
    bots = [make_rummy_bot("easy", seed=seed * 10 + i) for i in range(3)]
    for _ in range(actions):
        if match.is_over:
            break
        state = match.state
        if state is None or state.is_over:
            state = match.start_hand()
        match.apply(bots[state.to_act].choose(state.view(state.to_act)))
    return match


def build_database(path: Path) -> None:
    """Matches of both games, finished, resigned and abandoned, with reviews and
    reveals: every table and nearly every column holds real values."""
    stats = StatsStore(path, clock=FakeClock(), parts=PARTS)
    games: list[tuple[Any, str]] = []
    for seed, hands in ((3, 2), (4, 3)):
        match = Match(Rules.preset("classic"), MatchConfig.fixed(hands), seed=seed, salt=SALT)
        advance(match, random.Random(seed), 10_000)
        games.append((match, "finish"))
    match = Match(Rules.preset("international"), MatchConfig.fixed(3), seed=5, salt=SALT)
    advance(match, random.Random(5), 60)
    games.append((match, "resign"))
    games.append((_rummy(6, 120), "abandon"))
    for game, ending in games:
        mid = stats.start_match_for(game, opponents=["medium", "hard"][: 1 + (ending == "abandon")])
        stats.record_missing_hands(mid, game, duration=12.5)
        if ending == "resign":
            stats.mark_practice(mid)
        stats.finish_match_from(mid, game, resigned=ending == "resign")
    for hand in stats.hand_history(limit=3, game=GAME_IDS[0]):
        stats.save_review(hand.id, "normal", 0.75, [{"move": "draw stock", "loss": 0.5}])
    stats.close()


# -- reading everything -----------------------------------------------------------------------
def _raw_ids(path: Path) -> dict[str, list[int]]:
    """Every key of every table, read as another program would (no checks)."""
    conn = sqlite3.connect(path)
    try:
        return {
            t: [r[0] for r in conn.execute(f"SELECT {KEYS[t]} FROM {t} ORDER BY 1")] for t in TABLES
        }
    finally:
        conn.close()


def _attempt(fn: Callable[[], object]) -> object:
    """A read's value, or the code it was refused with (an unknown code stays a
    failure: :func:`check` looks at the codes)."""
    try:
        return fn()
    except StorageError as exc:
        return ("refused", exc.code)


def snapshot(
    stats: StatsStore, ids: dict[str, list[int]], full: bool = True
) -> tuple[dict[Any, Any], list[str]]:
    """What the app reads of every row by its key, and the codes any read refused with;
    the figures are read too (their values only compared when nothing was set aside),
    and with ``full`` every scope, the accuracy series and the CSV exports."""
    rows: dict[Any, Any] = {}
    codes: list[str] = []

    def keep(key: Any, value: object) -> None:
        if isinstance(value, tuple) and value[:1] == ("refused",):
            codes.append(str(value[1]))
        rows[key] = value

    for mid in ids["matches"]:

        def match(mid: int = mid) -> object:
            return repr(stats.get_match(mid))

        def match_hands(mid: int = mid) -> object:
            return repr(stats.match_hands(mid))

        keep(("match", mid), _attempt(match))
        if full:
            keep(("match_hands", mid), _attempt(match_hands))
    for mid in ids["fairness"]:
        fair = stats.fairness(mid)
        keep(("fairness", mid), repr(fair and dataclasses.replace(fair, save_z=None)))
        if fair is not None and fair.save_z is not None:
            try:
                keep(("save", mid), zlib.crc32(fair.saved_text().encode()))
            except SaveError as exc:
                codes.append(str(exc.code))
                rows[("save", mid)] = ("refused", exc.code)
    history: dict[int, Any] = {}
    for game in GAME_IDS:
        for h in stats.hand_history(limit=10_000, practice=None, game=game):
            history[h.id] = h
    for hid in ids["hands"]:
        shown = history.get(hid)
        keep(("hand", hid), repr(shown))

        def review(hid: int = hid) -> object:
            return repr(stats.stored_review(hid))

        keep(("review", hid), _attempt(review))
        if shown is not None:

            def replay(hid: int = hid, game: str = shown.game) -> object:
                r = stats.replay_of(hid, game)
                return (r.seed, r.dealer, r.seat, tuple(str(a) for a in r.actions))

            keep(("replay", hid), _attempt(replay))
    for game in GAME_IDS:
        keep(("overview", game, None), repr(stats.overview(None, game)))
        if not full:
            continue
        for ranked in (False, True):
            keep(("overview", game, ranked), repr(stats.overview(ranked, game)))
        for scope in (False, True, None):
            keep(("accuracy", game, scope), repr(stats.accuracy_points(scope, game)))
            keep(("match_accuracy", game, scope), repr(stats.match_accuracy_points(scope, game)))
        tables: tuple[Literal["hands", "matches"], ...] = ("hands", "matches")
        for table in tables:
            out = io.StringIO()
            stats.export_csv(out, table=table, game=game)
            keep(("csv", game, table), out.getvalue())
    return rows, codes


# -- mutations --------------------------------------------------------------------------------
Mutator = Callable[[random.Random, Path], None]


def bit_flips(rng: random.Random, path: Path) -> None:
    data = bytearray(path.read_bytes())
    i = rng.randrange(len(data))
    data[i] ^= 1 << rng.randrange(8)
    path.write_bytes(bytes(data))


def page_damage(rng: random.Random, path: Path) -> None:
    """A run of 1–64 random bytes inside one page (a bad sector, a torn write)."""
    data = bytearray(path.read_bytes())
    page = rng.randrange(len(data) // 4096)
    start = page * 4096 + rng.randrange(4096)
    for i in range(start, min(len(data), start + rng.randint(1, 64))):
        data[i] = rng.randrange(256)
    path.write_bytes(bytes(data))


_COLUMNS: dict[str, dict[str, str]] = {}  # table → column → declared type


def _columns(conn: sqlite3.Connection, table: str) -> dict[str, str]:
    if table not in _COLUMNS:
        _COLUMNS[table] = {
            r[1]: r[2] for r in conn.execute(f"PRAGMA table_info({table})") if r[1] != "row_sum"
        }
    return _COLUMNS[table]


#: The columns a hostile value goes into: (table, column) → its kind ("int", "real",
#: "text", "json", "date", "blob"); keys, foreign keys and seeds (any 64-bit integer is
#: a seed) are left out.
SLOTS: dict[tuple[str, str], str] = {}


def _slots() -> dict[tuple[str, str], str]:
    if not SLOTS:
        from jinlami_desktop.storage.stats.row_check import COLUMNS  # the checked columns

        dates = {"started", "played", "revealed"} | {("matches", "ended")}
        with tempfile.TemporaryDirectory() as tmp:
            conn = sqlite3.connect(Path(tmp) / "s.sqlite3")
            StatsStore(Path(tmp) / "s.sqlite3", parts=PARTS).close()
            for table in TABLES:
                for r in conn.execute(f"PRAGMA table_info({table})"):
                    name, declared = r[1], r[2]
                    if name in ("row_sum", KEYS[table], "match_id", "seed"):
                        continue
                    assert name in COLUMNS[table]
                    kind = (
                        "date"
                        if name in dates or (table, name) in dates
                        else "json"
                        if name.endswith("_json")
                        else {"INTEGER": "int", "REAL": "real", "BLOB": "blob"}.get(
                            declared, "text"
                        )
                    )
                    SLOTS[(table, name)] = kind
            conn.close()
    return SLOTS


Value = tuple[str, tuple[Any, ...]]  # an SQL expression and its parameters


def _hostile(kinds: tuple[str, ...], value_for: Callable[[random.Random, str], Value]) -> Mutator:
    """A mutator that writes one value no version of the app writes into one column
    (of a kind in ``kinds``) of one row, as another program would: through plain
    SQLite, CHECK constraints off, the row's checksum cleared (so the column checks are
    what must find it)."""

    def mutate(rng: random.Random, path: Path) -> None:
        table, column = rng.choice([slot for slot, k in _slots().items() if k in kinds])
        expr, params = value_for(rng, _slots()[(table, column)])
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            key = KEYS[table]
            ids = [r[0] for r in conn.execute(f"SELECT {key} FROM {table}")]
            conn.execute("PRAGMA ignore_check_constraints = ON")
            conn.execute(
                f"UPDATE {table} SET {column} = {expr}, row_sum = NULL WHERE {key} = ?",
                (*params, rng.choice(ids)),
            )
        finally:
            conn.close()

    return mutate


def _bad_utf8(rng: random.Random, kind: str) -> Value:
    junk = rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"ok\x80ok", b"\xf4\x90\x80\x80"])
    return "CAST(? AS TEXT)", (b'["draw' + junk + b'"]' if kind == "json" else junk,)


def _bad_json(rng: random.Random, kind: str) -> Value:
    text = rng.choice(['{"a":', "[1,2", "nul", '"x"', "[[[[[", "{}}", "1e999", "[1, true, null]"])
    return "?", (text,)


def _bad_dates(rng: random.Random, kind: str) -> Value:
    text = rng.choice(
        ["2024-13-01T00:00:00+00:00", "yesterday", "2024-02-30", "", "9999-99-99", "T25:00"]
    )
    return "?", (text,)


def _wrong_types(rng: random.Random, kind: str) -> Value:
    choices: dict[str, list[Any]] = {
        "int": [b"\x00\x01", "seven", 1.5],
        "real": [b"\x00\x01", "seven"],
        "blob": ["text", 7, 1.5],
    }
    return "?", (rng.choice(choices.get(kind, [b"\x00\x01", b""])),)


def _huge_values(rng: random.Random, kind: str) -> Value:
    if kind == "real":
        return "?", (rng.choice([1e308, -1e308, 1e10]),)
    if kind == "int":
        return "?", (rng.choice([2**63 - 1, -(2**63), 10**18, 2**40, -(10**12)]),)
    return "?", (rng.choice(["9" * 30, "[" + "9" * 30 + "]", "[1e308]"]),)  # json lists


def _huge_blobs(rng: random.Random, kind: str) -> Value:
    if kind == "blob":  # a deflated bomb: 16 MB of zeros in a few KB
        return "?", (zlib.compress(b"\x00" * rng.choice([4_000_004, 16_000_000]), 9),)
    if rng.random() < 0.5:
        return "zeroblob(?)", (5_000_000,)
    return "?", ("[" + "1," * 2_500_000 + "1]",)


FAMILIES: dict[str, Mutator] = {
    "bit_flips": bit_flips,
    "page_damage": page_damage,
    "bad_utf8": _hostile(("text", "json", "date"), _bad_utf8),
    "bad_json": _hostile(("json",), _bad_json),
    "bad_dates": _hostile(("date",), _bad_dates),
    "wrong_types": _hostile(("int", "real", "text", "json", "date", "blob"), _wrong_types),
    "huge_values": _hostile(("int", "real"), _huge_values),
    "huge_blobs": _hostile(("text", "json", "blob"), _huge_blobs),
}

OUTCOMES = ("fine", "set_aside", "coded", "moved", "refused")


@dataclass
class Tally:
    """One family's outcome: cases tried, and how each ended."""

    tried: int = 0
    outcomes: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    codes: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    @property
    def lost(self) -> int:
        """Cases in which a row was gone from the file (counted among the failures)."""
        return sum("lost" in f for f in self.failures)


@dataclass
class Base:
    """The database before any damage, and what the app reads of it."""

    raw: bytes
    ids: dict[str, list[int]]
    rows: dict[Any, Any]
    full: bool = True


def make_base(folder: Path, full: bool = True) -> Base:
    """The base database in ``folder``, and what :func:`snapshot` reads of it."""
    path = folder / "base.sqlite3"
    build_database(path)
    ids = _raw_ids(path)
    stats = StatsStore(path, parts=PARTS)
    rows, codes = snapshot(stats, ids, full)
    assert not codes and not stats.set_aside() and stats.warning is None, codes
    stats.close()
    for side in ("-wal", "-shm"):
        assert not path.with_name(path.name + side).exists() or side == "-shm"
    return Base(path.read_bytes(), ids, rows, full)


def check(base: Base, folder: Path, mutate: Mutator, rng: random.Random, tally: Tally) -> None:
    """One case: damage a copy of the base, open it and read everything."""
    work = folder / "case"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    path = work / "stats.sqlite3"
    path.write_bytes(base.raw)
    tally.tried += 1
    with contextlib.suppress(sqlite3.DatabaseError):  # the hostile write failed itself
        mutate(rng, path)
    damaged = path.read_bytes()
    try:
        _judge(base, path, damaged, tally)
    except Exception as exc:
        tally.failures.append(f"{exc!r}"[:300])


def _outcome(tally: Tally, outcome: str, codes: list[str]) -> None:
    tally.outcomes[outcome] += 1
    for code in codes:
        tally.codes[code] = tally.codes.get(code, 0) + 1


def _judge(base: Base, path: Path, damaged: bytes, tally: Tally) -> None:
    stats = StatsStore(path, parts=PARTS)
    try:
        if stats.warning == "stats_corrupt":
            moved = stats.moved_to
            if moved is None or moved.read_bytes() != damaged:
                tally.failures.append("moved aside, but the damaged copy is not kept whole")
            else:
                _outcome(tally, "moved", ["stats_corrupt"])
            return
        if stats.warning is not None:
            if stats.warning not in ("stats_newer_version", "stats_unknown_version"):
                tally.failures.append(f"warning {stats.warning}")
            elif path.read_bytes() != damaged:
                tally.failures.append(f"{stats.warning}, but the file was written")
            else:
                _outcome(tally, "refused", [stats.warning])
            return
        rows, codes = snapshot(stats, base.ids, base.full)
        aside = stats.set_aside()
    finally:
        stats.close()
    bad_codes = [c for c in [*codes, *(a.code for a in aside)] if not _known(c)]
    if bad_codes:
        tally.failures.append(f"unknown codes {bad_codes}")
        return
    if _raw_ids(path) != base.ids:
        tally.failures.append("lost: a row is gone from the file")
        return
    if not aside and not codes:
        if rows != base.rows:
            changed = [k for k in base.rows if rows.get(k) != base.rows[k]][:3]
            tally.failures.append(f"silent: read back changed without a word: {changed}")
        else:
            _outcome(tally, "fine", [])
        return
    # every row still shown reads back exactly as before; what differs is explained
    hidden = {(a.table, a.row_id) for a in aside}
    for key, value in base.rows.items():
        if key[0] in ("overview", "accuracy", "match_accuracy", "csv"):
            continue  # figures over all rows: they leave the damaged ones out
        if rows.get(key) == value or _explained(key, rows.get(key), hidden, base):
            continue
        tally.failures.append(f"silent: {key} changed; set aside {sorted(hidden)}")
        return
    _outcome(tally, "set_aside" if aside else "coded", [*(a.code for a in aside), *codes])


def _known(code: str) -> bool:
    return code in DAMAGE_CODES or known_code(code) or code in ("not_json", "too_large")


def _explained(key: Any, value: object, hidden: set[tuple[str, int]], base: Base) -> bool:
    """Does a row set aside (or a refused read) explain why ``key`` reads otherwise?"""
    if isinstance(value, tuple) and value[:1] == ("refused",):
        return True
    kind, row_id = key[0], key[1]
    if kind in ("match", "fairness", "save"):
        return ("matches", row_id) in hidden or ("fairness", row_id) in hidden
    if kind == "match_hands":
        return any(t == "hands" for t, _ in hidden) or ("matches", row_id) in hidden
    return ("hands", row_id) in hidden or ("matches", _match_of(base, row_id)) in hidden


def _match_of(base: Base, hand_id: int) -> int:
    text = str(base.rows.get(("hand", hand_id)))
    marker = "match_id="
    at = text.find(marker)
    return int(text[at + len(marker) :].split(",")[0]) if at >= 0 else -1


def run_family(base: Base, folder: Path, name: str, cases: int, seed: int = 31) -> Tally:
    rng = random.Random(f"{seed}:{name}")
    tally = Tally()
    for _ in range(cases):
        check(base, folder, FAMILIES[name], rng, tally)
    return tally


def run(folder: Path, cases: dict[str, int], seed: int = 31, full: bool = True) -> dict[str, Tally]:
    """Every family of ``cases``, that many cases each, over one base database."""
    base = make_base(folder, full)
    return {name: run_family(base, folder, name, n, seed) for name, n in cases.items()}


def main(argv: list[str]) -> int:
    """Print the counts per family (``CASES`` bit flips, a fifth as many of each
    hostile-row family; default 1500)."""
    flips = int(argv[0]) if argv else 1500
    cases = {name: flips if name == "bit_flips" else max(1, flips // 5) for name in FAMILIES}
    logging.disable(logging.WARNING)
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        results = run(Path(tmp), cases)
    took = time.perf_counter() - started
    bad = 0
    print(f"{'family':12} {'tried':>6} " + " ".join(f"{o:>9}" for o in OUTCOMES) + "  failed lost")
    for name, t in results.items():
        bad += len(t.failures)
        print(
            f"{name:12} {t.tried:6} "
            + " ".join(f"{t.outcomes[o]:9}" for o in OUTCOMES)
            + f"  {len(t.failures):6} {t.lost:4}"
        )
        print("    codes:", ", ".join(f"{c} {n}" for c, n in sorted(t.codes.items())))
        for failure in t.failures[:5]:
            print("    FAIL", failure)
    print(f"{took:.1f} s, {bad} failures")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
