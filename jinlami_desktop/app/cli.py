"""The command line: the options (:func:`build_parser`) and the exit statuses of
unattended runs (the help's closing paragraph, :mod:`.unattended`'s ``*_EXIT``),
``--help`` in the player's language and with the language's colons, ``--version`` looked
up only when asked, and the ``--size`` of unattended runs."""

from __future__ import annotations

import argparse
import sys
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from engine.game_ids import GAME_IDS

from ..model.pacing import ANIMATION_SPEEDS

__all__ = [
    "SCREENSHOT_AT",
    "HelpFormatter",
    "VersionAction",
    "build_parser",
    "install_help_language",
    "parse_arguments",
    "window_size",
]

#: The choices of ``--screenshot-at``: moments of a hand or a match, then screens.
SCREENSHOT_AT = (
    "mid",
    "end",
    "match-end",
    "welcome",
    "tutorial",
    "statistics",
    "review",
    "drills",
)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's own "usage:" heading, in the interface language; section headings end
    with the language's colon too (「用法：」 and 「选项：」, not 「选项:」)."""

    def format_help(self) -> str:
        """argparse writes a heading as ``title + ":"``; the colon is the language's."""
        colon = QCoreApplication.translate("cli", ":", "the colon after a heading")
        text = super().format_help()
        if colon == ":":
            return text
        lines = [
            line[:-1] + colon if line.endswith(":") and not line.startswith(" ") else line
            for line in text.split("\n")
        ]
        return "\n".join(lines)

    def add_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None = None,
    ) -> None:
        if prefix is None:
            prefix = QCoreApplication.translate("cli", "usage: ")
        super().add_usage(usage, actions, groups, prefix)

    def _format_usage(
        self,
        usage: str | None,
        actions: Iterable[argparse.Action],
        groups: Iterable[argparse._MutuallyExclusiveGroup],
        prefix: str | None,
    ) -> str:
        """argparse indents wrapped usage lines by the prefix's length in characters; a
        Chinese character takes two columns, so the indent is widened to match."""
        text = super()._format_usage(usage, actions, groups, prefix)
        extra = sum(1 for ch in prefix or "" if unicodedata.east_asian_width(ch) in "WF")
        if not extra:
            return text
        first, *rest = text.split("\n")
        pad = " " * extra
        return "\n".join([first, *(pad + line if line.startswith(" ") else line for line in rest)])


class VersionAction(argparse.Action):
    """``--version``: prints ``jinlami <version>`` and exits.  The version is looked up
    only then (argparse's own ``version`` action wants the text when the parser is
    built, i.e. a metadata read on every start)."""

    def __init__(self, option_strings: list[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        from .. import __version__  # lazy: start-up time (a metadata read)

        print(f"{parser.prog} {__version__}")  # on standard output, as argparse's own
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """Command-line options; the help texts go through Qt's translation too (context
    ``cli``; ``main`` installs the language before ``--help`` prints them).  The options
    sit in a group of our own so that its heading is translated as well (argparse leaves
    its own, now empty, "options" section out)."""
    top = argparse.ArgumentParser(
        prog="jinlami",
        add_help=False,
        formatter_class=HelpFormatter,
        description=QCoreApplication.translate(
            "cli",
            "金拉米 Desktop: two card games against bots, 金拉米 (Jin Rummy) and 拉米纸牌 (Rummy).",
        ),
        epilog=QCoreApplication.translate(
            "cli",
            "Exit status of --smoke and --screenshot: 0 done (with --screenshot-at "
            "statistics, review or drills, what the player is told about the data folder, "
            "such as a damaged file moved aside, is said on standard error too), 1 an error (on "
            "standard error), 2 a wrong command line, 3 the picture could not be saved, "
            "4 another instance is using the data folder, 5 not done within two minutes, "
            "6 (--smoke) the installed fonts would show the text as empty boxes.",
        ),
    )
    parser = top.add_argument_group(QCoreApplication.translate("cli", "options"))
    parser.add_argument(
        "--data-dir",
        type=Path,
        metavar="DIR",
        help=QCoreApplication.translate(
            "cli", "keep saves, statistics and settings in DIR instead of the user folders"
        ),
    )
    parser.add_argument(
        "--lang",
        choices=("zh_CN", "en"),
        help=QCoreApplication.translate(
            "cli",
            "language of the interface (default: the saved choice or the system's); the "
            "first run's welcome screen keeps it as the saved choice",
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help=QCoreApplication.translate("cli", "seed of the first match (reproducible)"),
    )
    parser.add_argument(
        "--deal-words",
        metavar="TEXT",
        help=QCoreApplication.translate(
            "cli",
            "deal the first match from your words mixed with the app's secret (with --seed N, "
            "N is the secret: the same deal again); both are revealed when the match ends",
        ),
    )
    parser.add_argument(
        "--game",
        choices=GAME_IDS,
        help=QCoreApplication.translate(
            "cli",
            "the game of the first match: jinlami (金拉米, 2 players) or rummy (拉米纸牌, "
            "2-4 players); default: jinlami for --smoke/--screenshot, else the last choice",
        ),
    )
    parser.add_argument(
        "--players",
        type=int,
        choices=(2, 3, 4),
        metavar="N",
        help=QCoreApplication.translate(
            "cli",
            "number of players (2-4) of 拉米纸牌: with --game rummy, or when it is chosen on "
            "the first run's welcome screen; you and N-1 bots",
        ),
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help=QCoreApplication.translate(
            "cli",
            "start the window, let a medium bot play your seat for one hand against a bot, "
            "then exit 0 (for CI)",
        ),
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help=QCoreApplication.translate(
            "cli",
            "resume the unfinished match without asking (--smoke/--screenshot otherwise "
            "start a new one)",
        ),
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help=QCoreApplication.translate(
            "cli", "save a PNG of the main window in the middle of a hand, then exit"
        ),
    )
    parser.add_argument(
        "--screenshot-at",
        choices=SCREENSHOT_AT,
        help=QCoreApplication.translate(
            "cli",
            "when --screenshot is taken: mid-hand (the default), after the hand (with "
            "result), or after a whole match (with the match-end screen); or what it "
            "shows: the first-run welcome screen, the tutorial of --game, the statistics of "
            "the data folder, the review of its last recorded hand of --game, its drills due "
            "today (the daily puzzles when there are none; these three play nothing)",
        ),
    )
    parser.add_argument(
        "--size",
        default="1280x800",
        metavar="WxH",
        help=QCoreApplication.translate(
            "cli", "window size for --screenshot and --smoke (default 1280x800)"
        ),
    )
    parser.add_argument(
        "--animations",
        choices=ANIMATION_SPEEDS,
        help=QCoreApplication.translate(
            "cli",
            "card animations of a --smoke or --screenshot run (default: fast for --smoke, "
            "off for --screenshot)",
        ),
    )
    parser.add_argument(
        "--version",
        action=VersionAction,
        help=QCoreApplication.translate("cli", "show the version and exit"),
    )
    parser.add_argument(
        "-h",
        "--help",
        action="help",
        help=QCoreApplication.translate("cli", "show this help and exit"),
    )
    return top


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    """The command line read (a wrong one ends the process with status 2, as argparse
    does); ``--screenshot-at`` only with ``--screenshot``, ``mid`` by default;
    ``--deal-words`` as they are hashed (docs/RULES.md D3), bad ones refused in the
    player's language with their code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.screenshot_at is not None and args.screenshot is None:
        install_help_language(argv)  # the usage line and the error in the language asked
        parser.error(QCoreApplication.translate("cli", "--screenshot-at needs --screenshot FILE"))
    args.screenshot_at = args.screenshot_at or SCREENSHOT_AT[0]
    if args.animations is not None and not (args.smoke or args.screenshot):
        install_help_language(argv)
        parser.error(
            QCoreApplication.translate("cli", "--animations needs --smoke or --screenshot FILE")
        )
    if args.deal_words is not None:
        from engine.errors import RulesError  # lazy: start-up time (only with the option)
        from engine.fairness import check_words

        try:
            args.deal_words = check_words(args.deal_words)
        except RulesError as exc:
            from ..words.texts import error_text  # lazy: only a bad option needs it

            install_help_language(argv)
            parser.error(f"--deal-words: {error_text(exc.code, exc.params)} ({exc.code})")
    return args


def install_help_language(argv: list[str]) -> None:
    """``--help`` in the player's language: ``--lang`` or the system's (the settings file
    is not read for this).  A QCoreApplication is enough and needs no display."""
    from ..words.i18n import install_language  # lazy: only --help needs it this early

    lang = ""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            lang = argv[i + 1]
        elif arg.startswith("--lang="):
            lang = arg.split("=", 1)[1]
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    install_language(app, lang if lang in ("zh_CN", "en") else "")


def window_size(text: str) -> tuple[int, int]:
    """``--size WxH``: the window's size, at least 640×400; 1280×800 if it is no size."""
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        return (1280, 800)
    return (max(640, w), max(400, h))
