"""Application entry point: command line, QApplication and the main window.

The card table is not built yet. Until it is, the window shows one bot-vs-bot
demo hand as text, which proves the whole chain (install, Qt, engine) works.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Slot
from PySide6.QtGui import QAction, QFontDatabase, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QPlainTextEdit, QWidget

from jinlami_desktop import __version__

#: How long ``--smoke`` keeps the event loop running before quitting.
SMOKE_MILLISECONDS = 300

#: Largest seed the "New demo" action picks; any int works for the engine.
MAX_SEED = 2**31 - 1


def engine_demo_lines(seed: int) -> list[str] | None:
    """Ask the engine for a demo hand's lines; None while engine.demo is not written.

    Only a missing ``engine``/``engine.demo`` (or missing ``demo_lines``) counts as
    "not available"; any other import error is a real bug and is raised.
    """
    try:
        from engine.demo import demo_lines
    except ImportError as exc:
        if exc.name not in {"engine", "engine.demo"}:
            raise
        return None
    return list(demo_lines(seed))


class MainWindow(QMainWindow):
    """Top-level window; owns nothing but widgets, the engine does the game."""

    def __init__(self, seed: int | None = None, parent: QWidget | None = None) -> None:
        """Show the demo for ``seed`` (a random one if None).

        Later seeds come from a generator seeded with ``seed`` so that a run
        started with ``--seed`` replays the same sequence of demos.
        """
        super().__init__(parent)
        self._seed_source = random.Random(seed)
        self._seed = seed if seed is not None else self._next_seed()
        self._lines = engine_demo_lines(self._seed)

        self._view = QPlainTextEdit(self)
        self._view.setObjectName("demoView")
        self._view.setReadOnly(True)
        self._view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self._view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setCentralWidget(self._view)

        # Bound methods only (no lambdas capturing self): see TOOLCHAIN.md, exit crash.
        self._new_demo_action = QAction(self)
        self._new_demo_action.setShortcut(QKeySequence(QKeySequence.StandardKey.New))
        self._new_demo_action.triggered.connect(self.new_demo)
        self._quit_action = QAction(self)
        self._quit_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Quit))
        self._quit_action.triggered.connect(self.close)
        self._about_action = QAction(self)
        self._about_action.triggered.connect(self.show_about)

        self._game_menu = self.menuBar().addMenu("")
        self._game_menu.addAction(self._new_demo_action)
        self._game_menu.addSeparator()
        self._game_menu.addAction(self._quit_action)
        self._help_menu = self.menuBar().addMenu("")
        self._help_menu.addAction(self._about_action)

        self.resize(760, 560)
        self.retranslate_ui()

    @property
    def seed(self) -> int:
        """Seed of the demo hand on screen (shown so a hand can be reproduced)."""
        return self._seed

    def demo_text(self) -> str:
        """Text currently shown; used by tests instead of poking at child widgets."""
        return self._view.toPlainText()

    def _next_seed(self) -> int:
        """Draw the next demo seed from this window's own random source."""
        return self._seed_source.randint(0, MAX_SEED)

    def show_demo(self, seed: int) -> None:
        """Play the demo hand for ``seed`` in the engine and display it."""
        self._seed = seed
        self._lines = engine_demo_lines(seed)
        self._render_demo()

    def _render_demo(self) -> None:
        """Draw the cached demo (or the fallback notice) in the current language."""
        if self._lines is None:
            text = self.tr(
                "The bot-vs-bot demo is not available yet: "
                "engine.demo.demo_lines() is missing from this build."
            )
        else:
            text = "\n".join(self._lines)
        self._view.setPlainText(text)
        self.statusBar().showMessage(self.tr("Demo hand, seed {seed}").format(seed=self._seed))

    def retranslate_ui(self) -> None:
        """Set every visible string; called again when the language changes."""
        self.setWindowTitle(self.tr("金拉米 Desktop"))
        self._game_menu.setTitle(self.tr("&Game"))
        self._new_demo_action.setText(self.tr("&New demo"))
        self._quit_action.setText(self.tr("&Quit"))
        self._help_menu.setTitle(self.tr("&Help"))
        self._about_action.setText(self.tr("&About"))
        self._render_demo()

    def changeEvent(self, event: QEvent) -> None:  # Qt override, hence camelCase
        """Retranslate when a new QTranslator is installed at run time."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def about_text(self) -> str:
        """Rich text for the About box: version and licence."""
        return self.tr(
            "<h3>金拉米 Desktop {version}</h3>"
            "<p>Gin Rummy against fair bots, offline.</p>"
            "<p>Free software under the MIT licence.</p>"
        ).format(version=__version__)

    @Slot()
    def new_demo(self) -> None:
        """Game → New demo: deal a fresh hand with the next seed."""
        self.show_demo(self._next_seed())

    @Slot()
    def show_about(self) -> None:
        """Help → About."""
        QMessageBox.about(self, self.tr("About 金拉米 Desktop"), self.about_text())


def build_parser() -> argparse.ArgumentParser:
    """Command-line options; the help texts go through Qt's translation too."""
    parser = argparse.ArgumentParser(
        prog="jinlami",
        description=QCoreApplication.translate("cli", "金拉米 Desktop: Gin Rummy against bots."),
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help=QCoreApplication.translate(
            "cli", "start, show the window, process events briefly and exit 0 (for CI)"
        ),
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help=QCoreApplication.translate(
            "cli", "keep saves, statistics and settings in DIR instead of the user folders"
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help=QCoreApplication.translate("cli", "seed for the first demo hand (reproducible)"),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the application and return its exit code (console script ``jinlami``)."""
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.data_dir is not None:
        # Storage is not written yet; it will read this, which also isolates tests.
        os.environ["JINLAMI_DATA_DIR"] = str(args.data_dir.expanduser().resolve())

    existing = QApplication.instance()
    app = existing if existing is not None else QApplication(sys.argv[:1])
    if existing is None:
        app.setApplicationName("JinLami")
        app.setApplicationVersion(__version__)
        # Let Ctrl-C in the terminal end the app; Qt's loop would otherwise swallow it.
        signal.signal(signal.SIGINT, signal.SIG_DFL)

    window = MainWindow(seed=args.seed)
    window.show()
    if args.smoke:
        QTimer.singleShot(SMOKE_MILLISECONDS, app.quit)
    code = app.exec()
    # Drop the window while QApplication still exists (TOOLCHAIN.md, exit crash).
    window.close()
    del window
    return code
