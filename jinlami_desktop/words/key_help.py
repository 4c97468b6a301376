"""Every key a game's table answers to, for the Keys section of Help → Rules.

Why a list of its own: the rules pages named keys in passing and left some out (Home,
End, Ctrl+Enter for the next hand, Escape, Shift with an arrow).  Here each game lists
every key its table handles (``games/<id>/scene.py``, ``games/rummy/gestures.py``,
``table/card_scene.py``) and every game command of the menus that has a key
(``main_window``: Next hand, Hint, the arrangements, Best layoff, Done laying off);
``tests/desktop/test_key_help.py`` presses every key on a real table and checks the
list against what is handled, so the list stays complete and true.

Keys are written as :class:`~PySide6.QtGui.QKeySequence` strings ("Ctrl+Left"); the
page shows arrows as ← → and Return as Enter.  The words are in the ``KeyHelp``
translation context.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape
from typing import Final

from PySide6.QtCore import QCoreApplication

__all__ = ["MENU_KEYS", "KeyLine", "key_lines", "key_name", "keys_section"]


@dataclass(frozen=True)
class KeyLine:
    """One row of the list: the keys (QKeySequence strings) and what they do."""

    keys: tuple[str, ...]
    what: str


class KeyHelp:
    """This module's translation context (lupdate takes the ``KeyHelp.`` of the call)."""

    @classmethod
    def tr(cls, text: str) -> str:
        return QCoreApplication.translate(cls.__name__, text)


#: The main window's game commands that have a key, by attribute (the test reads each
#: one's shortcut there and checks it is listed).
MENU_KEYS: Final = (
    "next_action",
    "hint_action",
    "arrange_melds_action",
    "arrange_suit_action",
    "arrange_rank_action",
    "best_layoff_action",
    "done_action",
)

_SHOWN: Final = {"Left": "←", "Right": "→", "Return": "Enter"}


def key_name(keys: str) -> str:
    """A key sequence as the page shows it: "Ctrl+Left" → "Ctrl+←"."""
    return "+".join(_SHOWN.get(part, part) for part in keys.split("+"))


def _hand_keys() -> list[KeyLine]:
    """The keys both tables share (``CardTableScene.focus_keys``)."""
    return [
        KeyLine(("Left", "Right"), KeyHelp.tr("Move between your cards")),
        KeyLine(("Home", "End"), KeyHelp.tr("Go to your first / last card")),
        KeyLine(
            ("Ctrl+Left", "Ctrl+Right", "Shift+Left", "Shift+Right"),
            KeyHelp.tr("Move the card within your hand"),
        ),
    ]


def _menu_keys(layoff: bool) -> list[KeyLine]:
    """The game commands of the menus that have a key (``MENU_KEYS``)."""
    lines = [
        KeyLine(("H",), KeyHelp.tr("Hint (the match then counts as practice)")),
        KeyLine(("Ctrl+1", "Ctrl+2", "Ctrl+3"), KeyHelp.tr("Arrange by melds / suit / rank")),
    ]
    if layoff:
        lines += [
            KeyLine(("B",), KeyHelp.tr("Best layoff")),
            KeyLine(("F",), KeyHelp.tr("Done laying off")),
        ]
    return [*lines, KeyLine(("Ctrl+Return",), KeyHelp.tr("Next hand"))]


def _jinlami() -> list[KeyLine]:
    return [
        KeyLine(("S",), KeyHelp.tr("Draw from the stock")),
        KeyLine(("D",), KeyHelp.tr("Take the top card of the discard pile")),
        KeyLine(("P",), KeyHelp.tr("Pass on the up-card")),
        *_hand_keys(),
        KeyLine(
            ("Return", "Enter", "Space", "L"),
            KeyHelp.tr("Play the card: discard it, or lay it off when laying off"),
        ),
        KeyLine(("K",), KeyHelp.tr("Knock with the card (a dialog shows your melds first)")),
        *_menu_keys(layoff=True),
    ]


def _rummy() -> list[KeyLine]:
    return [
        KeyLine(("S",), KeyHelp.tr("Draw from the stock")),
        KeyLine(("D",), KeyHelp.tr("Take the top card of the discard pile")),
        *_hand_keys(),
        KeyLine(("Space",), KeyHelp.tr("Select the card, or leave it out of the selection")),
        KeyLine(("Esc",), KeyHelp.tr("Clear the selection")),
        KeyLine(("M",), KeyHelp.tr("Meld the selected cards")),
        KeyLine(("L",), KeyHelp.tr("Lay the card off on the first meld it fits")),
        KeyLine(("Return", "Enter"), KeyHelp.tr("Discard the card")),
        KeyLine(("U", "Ctrl+Z"), KeyHelp.tr("Undo the last meld or lay-off")),
        *_menu_keys(layoff=False),
    ]


_GAMES: Final[dict[str, Callable[[], list[KeyLine]]]] = {"jinlami": _jinlami, "rummy": _rummy}


def key_lines(game: str) -> list[KeyLine]:
    """Every key of ``game``'s table and of its game commands, with what it does (in
    the current language)."""
    make = _GAMES.get(game)
    return make() if make is not None else []


def _row(line: KeyLine) -> str:
    names = dict.fromkeys(key_name(k) for k in line.keys)  # Return and Enter: one Enter
    keys = ", ".join(f"<b>{escape(name)}</b>" for name in names)
    cell = "<td style='padding-right:12px'><nobr>{}</nobr></td>"
    return f"<tr>{cell.format(keys)}<td>{escape(line.what)}</td></tr>"


def keys_section(game: str) -> str:
    """The Keys section of ``game``'s rules page (HTML): a table, a row per key line;
    empty for a game with no list."""
    lines = key_lines(game)
    if not lines:
        return ""
    title = KeyHelp.tr("Keys")
    rows = "".join(_row(line) for line in lines)
    return f"<h3>{escape(title)}</h3><table>{rows}</table>"
