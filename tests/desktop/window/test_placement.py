"""The main window opens inside the screen, frame and all (``window/placement``): at
1024×640 its title bar and status line are on screen; at 1920×1080 a first start opens
maximised and a later one as the window was closed, clamped to a smaller screen.

A subprocess per screen: the screen is Qt's offscreen platform with a fake screen of the
size asked for and window-frame margins (``QT_QPA_PLATFORM=offscreen:configfile=…``),
chosen when the QApplication is made — this session's has the default screen.  The
subprocess opens a window as ``app/main.py`` does (``WindowPlacement.open``), waits
until it is framed and fitted, and reports its geometry as JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from jinlami_desktop.ui.screen_fit import fitted

REPO_ROOT = Path(__file__).resolve().parents[3]

#: Run in the subprocess: argv[1] the data folder, argv[2] what to do before quitting.
#: The app's own ``main()``, on a data folder past its first run (no welcome).
_SCRIPT = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from jinlami_desktop.app.main import main
from jinlami_desktop.storage.settings import Settings
from jinlami_desktop.window.main_window import MainWindow

data, step = sys.argv[1], sys.argv[2]
settings = Settings(data + "/settings.ini")
settings.welcome_done = True
settings.sync()
del settings
checks = []


def rect(r):
    return [r.x(), r.y(), r.width(), r.height()]


def report():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    window = windows[0] if windows else None
    framed = window is not None and window.frameGeometry() != window.geometry()
    look = rect(window.frameGeometry()) if framed else None
    checks.append(look)
    # framed, completed, and the same place three looks running (fitted, settled)
    if not framed or not window.completed or checks[-3:] != [look] * 3:
        QTimer.singleShot(30, report)
        return
    out = {
        "free": rect(window.screen().availableGeometry()),
        "frame": rect(window.frameGeometry()),
        "client": rect(window.geometry()),
        "maximised": window.isMaximized(),
    }
    if step == "unmaximise":
        window.showNormal()
        window.setGeometry(100, 80, 1500, 900)
    print(json.dumps(out), flush=True)
    window.close()  # main() keeps the geometry as it quits


QTimer.singleShot(0, report)
sys.exit(main(["--data-dir", data, "--lang", "en"]))
"""


def _open(tmp_path: Path, width: int, height: int, step: str = "look") -> dict[str, Any]:
    config = tmp_path / f"screen-{width}x{height}.json"
    config.write_text(
        json.dumps(
            {
                "synchronousWindowSystemEvents": True,
                "windowFrameMargins": True,
                "screens": [
                    {
                        "name": "fake",
                        "x": 0,
                        "y": 0,
                        "width": width,
                        "height": height,
                        "logicalDpi": 96,
                        "logicalBaseDpi": 96,
                        "dpr": 1,
                    }
                ],
            }
        )
    )
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    env["PYTHONPATH"] = str(REPO_ROOT)
    run = subprocess.run(
        [sys.executable, "-c", _SCRIPT, str(tmp_path / "data"), step],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    result: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return result


def _inside(result: dict[str, Any]) -> bool:
    return QRect(*result["free"]).contains(QRect(*result["frame"]))


def test_the_whole_frame_is_on_a_small_screen(tmp_path: Path) -> None:
    """1280×800 asked on a 1024×640 screen: shrunk so that the frame, not only the client
    area, fits (the status line was below the screen's edge), and as large as it can."""
    small = _open(tmp_path, 1024, 640)
    assert not small["maximised"]
    assert _inside(small), small
    frame, client = QRect(*small["frame"]), QRect(*small["client"])
    assert frame != client  # framed: the test sees the frame it must keep on screen
    assert frame.width() >= 1024 - 4 and frame.height() >= 640 - 4  # no room wasted


def test_a_first_start_on_a_large_screen_opens_maximised(tmp_path: Path) -> None:
    assert _open(tmp_path, 1920, 1080)["maximised"]


def test_a_later_start_opens_as_last_closed_inside_the_screen(tmp_path: Path) -> None:
    """Closed maximised: maximised again.  Closed at 1500×900 on a large screen, then
    started on a small one: the geometry kept, clamped so that the frame is on screen."""
    _open(tmp_path, 1920, 1080)  # closed maximised
    assert _open(tmp_path, 1920, 1080)["maximised"]
    _open(tmp_path, 1920, 1080, "unmaximise")  # closed at 100,80 1500×900
    again = _open(tmp_path, 1920, 1080)
    assert not again["maximised"]
    assert again["client"] == [100, 80, 1500, 900]
    small = _open(tmp_path, 1024, 640)
    assert not small["maximised"]
    assert _inside(small), small


@pytest.mark.parametrize(
    ("client", "wanted", "expected"),
    [
        # 1280×800 on 1024×640 with a 20-pixel title bar: 1022×615, frame at the corner
        (QRect(0, 0, 1280, 800), QSize(1280, 800), QRect(1, 20, 1022, 615)),
        # fits: left where it is
        (QRect(100, 100, 600, 400), None, QRect(100, 100, 600, 400)),
        # off the right and bottom edges: moved in, not shrunk
        (QRect(700, 400, 600, 400), None, QRect(423, 235, 600, 400)),
    ],
)
def test_fitted_keeps_the_frame_inside(
    client: QRect, wanted: QSize | None, expected: QRect
) -> None:
    margins = QMargins(1, 20, 1, 5)
    free = QRect(0, 0, 1024, 640)
    got = fitted(client, margins, free, wanted)
    assert got == expected
    assert free.contains(got.marginsAdded(margins))
