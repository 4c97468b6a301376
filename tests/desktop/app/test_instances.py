"""The app as processes on one data folder, and ``--resume``.

* ``--data-dir`` naming a file: the app says so in words and plays on keeping nothing.
* One data folder, one app: a second instance never touches the first one's files; an
  unattended second run exits with status 4 and a message, an attended one may play
  read-only; the lock of a killed instance is taken over.
* ``--smoke --resume`` resumes the unfinished match instead of declining it.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from jinlami_desktop.app import main as app_module
from jinlami_desktop.app.startup import ask_read_only
from jinlami_desktop.app.unattended import LOCKED_EXIT
from jinlami_desktop.storage.instance_lock import LOCK_NAME, DataLock
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.windows import AfterStartUp
from tests.storage.game_parts import PARTS

REPO_ROOT = Path(__file__).resolve().parents[3]
pytestmark = pytest.mark.slow


def _env() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen")


def run_app(data: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--data-dir", str(data), *args],
        cwd=REPO_ROOT,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def _wait_for(path: Path, proc: subprocess.Popen[bytes], limit_s: float = 60) -> None:
    """Poll until ``path`` exists (the first instance is up), or fail."""
    end = time.monotonic() + limit_s
    while not path.exists():
        assert proc.poll() is None, "the first instance ended early"
        assert time.monotonic() < end, f"{path} never appeared"
        time.sleep(0.1)


@pytest.fixture
def first(tmp_path: Path) -> Iterator[tuple[Path, subprocess.Popen[bytes]]]:
    """An attended instance on ``tmp_path / "data"``, up with its first match autosaved;
    killed (-9) at the end unless the test killed it.  Not a first run (the welcome
    screen would wait for an answer before any match)."""
    data = tmp_path / "data"
    welcomed = Settings(data / "settings.ini")
    welcomed.welcome_done = True
    welcomed.sync()
    proc = subprocess.Popen(
        [sys.executable, "-m", "jinlami_desktop", "--data-dir", str(data), "--seed", "7"],
        cwd=REPO_ROOT,
        env=_env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        _wait_for(data / "saves" / "autosave.json", proc)
        yield data, proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(30)


def _match_of(autosave: Path) -> tuple[object, object]:
    """Which match an autosave holds: its statistics row and when it was first written
    (the first instance's bot may move meanwhile, so the position may change)."""
    meta = json.loads(autosave.read_text(encoding="utf-8"))["meta"]
    return meta["stats_match_id"], meta["created"]


def _matches(data: Path) -> tuple[int, int]:
    """(matches in the statistics, of which abandoned)."""
    stats = StatsStore(data / "stats.sqlite3", parts=PARTS)
    try:
        m = stats.summary(practice=None).matches
        return m.played + m.abandoned + m.in_progress, m.abandoned
    finally:
        stats.close()


# -- item 2: --data-dir names a file ---------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize(("lang", "words"), [("en", "cannot be used"), ("zh_CN", "无法使用")])
def test_a_data_dir_that_is_a_file_is_told_and_play_goes_on(
    tmp_path: Path, lang: str, words: str
) -> None:
    afile = tmp_path / "not-a-folder"
    afile.write_bytes(b"mine")
    result = run_app(afile, "--smoke", "--animations", "off", "--seed", "3", "--lang", lang)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert words in result.stderr and str(afile) in result.stderr
    assert afile.read_bytes() == b"mine"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"]


# -- item 6: one data folder, one app --------------------------------------------------------
def test_a_second_instance_leaves_the_first_ones_files_alone(
    first: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    data, proc = first
    autosave = data / "saves" / "autosave.json"
    before = _match_of(autosave)
    assert (data / LOCK_NAME).exists()
    for lang, words in (("en", "is using the data folder"), ("zh_CN", "正在使用数据文件夹")):
        result = run_app(data, "--smoke", "--lang", lang)
        assert result.returncode == LOCKED_EXIT, result.stderr
        assert words in result.stderr and str(proc.pid) in result.stderr
        assert "Traceback" not in result.stderr
    assert proc.poll() is None  # the first instance plays on
    assert _match_of(autosave) == before  # its match is neither abandoned nor deleted
    assert not list((data / "saves").glob("autosave.json.corrupt-*"))
    assert _matches(data) == (1, 0)


@pytest.mark.slow
def test_the_lock_of_a_killed_instance_is_taken_over_and_resume_goes_on(
    first: tuple[Path, subprocess.Popen[bytes]],
) -> None:
    """kill -9 leaves the lock file behind; the next run sees its process is gone, takes
    the lock over, and ``--smoke --resume`` plays the killed instance's match on."""
    data, proc = first
    proc.send_signal(signal.SIGKILL)
    proc.wait(30)
    assert (data / LOCK_NAME).exists()  # stale, not removed by the dead process
    result = run_app(data, "--smoke", "--animations", "off", "--resume")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert _matches(data) == (1, 0)  # resumed, not abandoned plus a new one
    assert not (data / LOCK_NAME).exists()  # released at exit


@pytest.mark.fresh_process
def test_an_attended_second_instance_may_play_read_only(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player chose "Open read-only": a table to play on, the title says read-only,
    and nothing is written to the folder in use (no autosave, statistics, settings)."""
    data = tmp_path / "data"
    holder = DataLock(data)
    assert holder.acquire() == "ok"  # in this process: QLockFile locks per file object
    seen: list[str] = []
    asked: list[str] = []

    def choose_read_only(text: str) -> bool:
        asked.append(text)
        return True

    original = MainWindow.set_read_only

    def set_read_only(window: MainWindow, read_only: bool) -> None:
        original(window, read_only)
        seen.append(window.windowTitle())

    monkeypatch.setattr(app_module, "ask_read_only", choose_read_only)  # as main() asks
    monkeypatch.setattr(MainWindow, "set_read_only", set_read_only)
    # main() sets JINLAMI_DATA_DIR for the process: restore the session's after the test
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])
    QTimer.singleShot(500, qapp.quit)
    try:
        code = app_module.main(["--data-dir", str(data), "--seed", "2", "--lang", "en"])
    finally:
        holder.release()
    assert code == 0
    assert asked and "is using the data folder" in asked[0]
    assert seen == ["金拉米 Desktop (read-only)"]
    assert sorted(p.name for p in data.iterdir()) == []  # nothing of ours was written


@pytest.mark.fresh_process
def test_an_attended_second_instance_may_quit(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    holder = DataLock(data)
    assert holder.acquire() == "ok"
    monkeypatch.setattr(app_module, "ask_read_only", lambda text: False)
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    try:
        assert app_module.main(["--data-dir", str(data), "--lang", "en"]) == 0
    finally:
        holder.release()
    assert sorted(p.name for p in data.iterdir()) == []


def test_a_stale_lock_of_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    """QLockFile's stale detection: a lock whose process is gone is taken over."""
    data = tmp_path / "data"
    script = (
        "import sys; from jinlami_desktop.storage.instance_lock import DataLock; "
        "from pathlib import Path; "
        "lock = DataLock(Path(sys.argv[1])); assert lock.acquire() == 'ok'; "
        "import os; os._exit(0)"  # no unlock: the lock file stays behind
    )
    subprocess.run([sys.executable, "-c", script, str(data)], cwd=REPO_ROOT, check=True)
    assert (data / LOCK_NAME).exists()
    lock = DataLock(data)
    assert lock.acquire() == "ok"
    lock.release()


# -- --resume ----------------------------------------------------------------------------
@pytest.mark.slow
def test_smoke_resume_plays_the_unfinished_match_on(tmp_path: Path) -> None:
    """Part of a hand headless (``--screenshot`` mid-hand exits with the match kept),
    then ``--smoke --resume`` on the same folder plays that match on: one match in the
    statistics, not an abandoned one plus a new one."""
    data = tmp_path / "data"
    shot = run_app(data, "--screenshot", str(tmp_path / "mid.png"), "--seed", "3")
    assert shot.returncode == 0, shot.stderr
    assert (data / "saves" / "autosave.json").exists()
    assert _matches(data) == (1, 0)
    result = run_app(data, "--smoke", "--animations", "off", "--resume")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert _matches(data) == (1, 0)
    stats = StatsStore(data / "stats.sqlite3", parts=PARTS)
    try:
        assert stats.hand_count(practice=None) >= 1  # the resumed hand was finished
    finally:
        stats.close()


class _Answer:
    """Clicks one button of the data-folder question once it is up."""

    def __init__(self, app: QApplication, label: str) -> None:
        self.app = app
        self.label = label
        self.buttons: list[str] = []

    def __call__(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = next(w for w in self.app.topLevelWidgets() if w.objectName() == "dataFolderInUse")
        assert isinstance(box, QMessageBox)
        self.buttons = [b.text() for b in box.buttons()]
        next(b for b in box.buttons() if b.text() == self.label).click()


@pytest.mark.parametrize(("label", "read_only"), [("Open &read-only", True), ("&Quit", False)])
def test_the_question_offers_quit_or_read_only(
    qapp: QApplication, label: str, read_only: bool
) -> None:
    answer = _Answer(qapp, label)
    QTimer.singleShot(0, answer)
    assert ask_read_only("in use") is read_only
    assert sorted(answer.buttons) == ["&Quit", "Open &read-only"]


@pytest.mark.fresh_process
def test_a_folder_where_the_lock_goes_is_told_in_its_own_words(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not "process 0": the question says a folder is where the lock file goes."""
    data = tmp_path / "data"
    (data / LOCK_NAME).mkdir(parents=True)
    asked: list[str] = []

    def quit_at_once(text: str) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr(app_module, "ask_read_only", quit_at_once)
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    assert app_module.main(["--data-dir", str(data), "--lang", "en"]) == 0
    assert len(asked) == 1
    assert "is a folder" in asked[0] and str(data / LOCK_NAME) in asked[0]
    assert "process 0" not in asked[0]
    assert (data / LOCK_NAME).is_dir()


@pytest.mark.fresh_process
def test_a_stale_lock_in_a_folder_that_takes_no_write_asks_nothing(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A dead owner's lock where no lock can be written (read-only, full: simulated, the
    tests run as root) is no lock: no "in use" question, the storage opens as it does in
    such a folder (its saved match offered), the window is not read-only."""
    import errno

    data = tmp_path / "data"
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait(30)
    data.mkdir()
    (data / LOCK_NAME).write_text(f"{dead.pid}\npython3.11\nhost\n", encoding="utf-8")
    asked: list[str] = []
    read_only: list[bool] = []

    def refuse(fd: int, length: int) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(os, "ftruncate", refuse)

    def ask(text: str) -> bool:
        asked.append(text)
        return False

    monkeypatch.setattr(app_module, "ask_read_only", ask)
    monkeypatch.setattr(MainWindow, "set_read_only", lambda w, ro: read_only.append(ro))
    monkeypatch.setenv("JINLAMI_DATA_DIR", os.environ["JINLAMI_DATA_DIR"])  # main() sets it
    QTimer.singleShot(0, AfterStartUp(qapp.quit))  # the storage opened, then quit
    assert app_module.main(["--data-dir", str(data), "--seed", "2", "--lang", "en"]) == 0
    assert asked == [] and read_only == []
    assert (data / "saves").is_dir()  # the storage opened
