#!/usr/bin/env python3
"""Screenshots of the storage UI for review: statistics, Save/Load, resume, replay.

Usage (from the repository root, with the venv's python)::

    QT_QPA_PLATFORM=offscreen python tests/desktop/storage_screens.py OUTDIR [--size 1280x800]
        [--matches 30] [--lang en] [--game both|jinlami|rummy]

It builds a throw-away data folder in ``OUTDIR/data`` with a synthetic history of real
hands (``tests/desktop/history.py``), three save slots (one damaged) and an autosave left
mid-hand, then grabs: ``resume`` (the start-up prompt), ``stats-overview`` (figures and
charts), ``stats-tables`` and ``stats-history`` (the statistics window at the given size),
``load`` and ``save`` (the Save/Load dialog), ``replay`` and ``replay-end`` (the main
window replaying a recorded hand with both hands face up, mid-hand and at its end).

With ``--game rummy`` (or ``both``, the default) it also grabs the 拉米纸牌 screens from
their own data folder ``OUTDIR/rummy-data`` (a Rummy history, a Rummy slot and a Rummy
autosave): ``rummy-stats-overview``, ``rummy-stats-tables``, ``rummy-stats-history``,
``rummy-load`` and ``rummy-resume`` — without the main window, so they work whatever
state the table is in.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from jinlami_desktop.dialogs.saves import ResumeDialog, SavesDialog  # noqa: E402
from jinlami_desktop.games.jinlami.controller import MatchSetup  # noqa: E402
from jinlami_desktop.model.preferences import Preferences  # noqa: E402
from jinlami_desktop.statistics.window import StatisticsWindow  # noqa: E402
from jinlami_desktop.storage import SaveMeta, Storage  # noqa: E402
from jinlami_desktop.window.main_window import MainWindow  # noqa: E402
from jinlami_desktop.words.i18n import install_language  # noqa: E402
from tests.desktop.history import (  # noqa: E402
    build_history,
    build_rummy_history,
    play_rummy_hand,
)
from tests.storage.game_parts import PARTS  # noqa: E402
from tests.storage.helpers import make_match  # noqa: E402


def save(widget: QWidget, path: Path) -> None:
    QTest.qWait(120)
    widget.grab().save(str(path))
    print(path)


def prepare(data: Path, matches: int) -> None:
    """History, slots and an unfinished autosave in a fresh data folder."""
    shutil.rmtree(data, ignore_errors=True)
    data.mkdir(parents=True)
    build_history(data / "stats.sqlite3", count=matches)
    storage = Storage.open(data, parts=PARTS)
    for name, preset, seed, opp in (
        ("Sunday evening", "classic", 3, ("hard",)),
        ("练习 — JJ rules", "jj", 5, ("expert",)),
    ):
        match = make_match(preset, seed=seed, actions=60, hands=8)
        storage.saves.save_slot(name, match, SaveMeta(opponents=opp, practice=seed == 5))
    (storage.paths.slots_dir / "old copy.json").write_bytes(b'{"format": "jinlami-save", "ve')
    unfinished = make_match("jj", seed=3, actions=40, hands=4)
    storage.begin(unfinished, opponents=("medium",))
    storage.close()


def capture(out: Path, size: tuple[int, int], matches: int) -> None:
    data = out / "data"
    prepare(data, matches)
    storage = Storage.open(data, parts=PARTS)
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    window.resize(*size)
    window.show()
    QTest.qWait(100)
    grabber = _ResumeGrabber(out / "resume.png")
    QTimer.singleShot(300, grabber.grab_and_resume)
    window.start_session(MatchSetup(seed=1))  # the resume prompt (exec) is grabbed above

    window.commands.show_statistics()
    sw = window.commands.stats_window
    assert sw is not None
    sw.resize(*size)
    for index, name in enumerate(("overview", "tables", "history")):
        sw.tabs.setCurrentIndex(index)
        save(sw, out / f"stats-{name}.png")
    sw.history.selectRow(2)
    sw.replay_selected()
    for _ in range(5):
        window.games["jinlami"].controller.replay_next()
    save(window, out / "replay.png")
    window.games["jinlami"].controller.replay_seek(10_000)
    save(window, out / "replay-end.png")
    window.games["jinlami"].controller.end_replay()
    sw.close()

    window.commands.ask_load()
    dlg = window.commands.saves_dialog
    assert dlg is not None
    dlg.table.selectRow(0)
    save(dlg, out / "load.png")
    dlg.close()
    window.commands.ask_save()
    dlg = window.commands.saves_dialog
    assert dlg is not None
    dlg.name_edit.setText("Before the last hand")
    save(dlg, out / "save.png")
    dlg.close()
    window.games["jinlami"].controller.shutdown()
    window.close()
    storage.close()


def capture_rummy(out: Path, size: tuple[int, int]) -> None:
    """The 拉米纸牌 statistics, Save/Load and resume screens (no main window needed)."""
    from engine.rummy.match import RummyMatch
    from engine.rummy.state import RummyRules

    data = out / "rummy-data"
    shutil.rmtree(data, ignore_errors=True)
    data.mkdir(parents=True)
    build_history(data / "stats.sqlite3", count=6)
    build_rummy_history(data / "stats.sqlite3", count=16)
    storage = Storage.open(data, parts=PARTS)
    levels = ("medium", "hard", "easy", "expert")
    for name, players, target, hands in (("四人桌 Friday", 4, 100, 2), ("Heads-up", 2, 200, 1)):
        match = RummyMatch(RummyRules(players=players), target, seed=players * 7)
        for h in range(hands):
            if not match.is_over:
                play_rummy_hand(match, levels[:players], seed=h)
        meta = SaveMeta(player_name="me", opponents=levels[1:players])
        storage.saves.save_slot(name, match, meta)
    unfinished = RummyMatch(RummyRules(players=3), 200, seed=5)
    play_rummy_hand(unfinished, levels[:3], seed=1)
    meta = storage.begin(unfinished, opponents=levels[1:3])
    unfinished.start_hand()
    storage.after_action(unfinished, meta)

    sw = StatisticsWindow(storage.stats, game="rummy")
    sw.resize(*size)
    sw.show()
    for index, name in enumerate(("overview", "tables", "history")):
        sw.tabs.setCurrentIndex(index)
        if name == "history":
            sw.history.selectRow(0)
        save(sw, out / f"rummy-stats-{name}.png")
    sw.close()
    dlg = SavesDialog(storage.saves, mode="load")
    dlg.show()
    dlg.select_slot(dlg.infos[-1].slot)
    save(dlg, out / "rummy-load.png")
    dlg.close()
    info = storage.saves.autosave_info()
    assert info is not None
    resume = ResumeDialog(info)
    resume.show()
    save(resume, out / "rummy-resume.png")
    resume.close()
    storage.close()


class _ResumeGrabber:
    """Grabs the modal resume prompt, then answers Resume (a callable, not a lambda)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def grab_and_resume(self) -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, ResumeDialog) and w.isVisible():
                w.grab().save(str(self.path))
                print(self.path)
                w.resume_button.click()
                return
        QTimer.singleShot(100, self.grab_and_resume)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--matches", type=int, default=30)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--game", choices=("both", "jinlami", "rummy"), default="both")
    args = parser.parse_args()
    args.outdir.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    install_language(app, args.lang)
    w, h = (int(x) for x in args.size.split("x"))
    if args.game in ("both", "jinlami"):
        capture(args.outdir, (w, h), args.matches)
    if args.game in ("both", "rummy"):
        capture_rummy(args.outdir, (w, h))
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
