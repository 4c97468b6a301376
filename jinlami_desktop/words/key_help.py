"""The Keys section of Help → Rules: every key a game's table answers to.

Why a list of its own: a rules page names keys in passing; this list names them all
(Home, End, Ctrl+Enter for the next hand, Escape, Shift with an arrow …).  Each game
lists every key its table handles (``key_lines`` of ``games/<id>/words.py``), with the
keys every table shares (:func:`hand_keys`) and the game commands of the menus that
have a key (:func:`menu_keys`: Next hand, Hint, the arrangements, Best layoff, Done
laying off); ``tests/desktop/words/test_key_help.py`` presses every key on a real table and
checks the list against what is handled, so the list stays complete and true.

Keys are written as :class:`~PySide6.QtGui.QKeySequence` strings ("Ctrl+Left"); the
page shows arrows as ← → and Return as Enter.  The words are in the ``KeyHelp``
translation context.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication

__all__ = ["MENU_KEYS", "KeyHelp", "KeyLine", "hand_keys", "key_name", "keys_section", "menu_keys"]


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


def hand_keys() -> list[KeyLine]:
    """The keys both tables share (``CardTableScene.focus_keys``)."""
    return [
        KeyLine(("Left", "Right"), KeyHelp.tr("Move between your cards")),
        KeyLine(("Home", "End"), KeyHelp.tr("Go to your first / last card")),
        KeyLine(
            ("Ctrl+Left", "Ctrl+Right", "Shift+Left", "Shift+Right"),
            KeyHelp.tr("Move the card within your hand"),
        ),
    ]


def menu_keys(layoff: bool) -> list[KeyLine]:
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


def _row(line: KeyLine) -> str:
    from html import escape  # lazy: the rules page only (its entity table is large)

    names = dict.fromkeys(key_name(k) for k in line.keys)  # Return and Enter: one Enter
    keys = ", ".join(f"<b>{escape(name)}</b>" for name in names)
    cell = "<td style='padding-right:12px'><nobr>{}</nobr></td>"
    return f"<tr>{cell.format(keys)}<td>{escape(line.what)}</td></tr>"


def keys_section(lines: Sequence[KeyLine]) -> str:
    """The Keys section of a game's rules page (HTML): a table, a row per key line;
    empty for a game with no list."""
    if not lines:
        return ""
    from html import escape  # lazy: the rules page only (its entity table is large)

    title = KeyHelp.tr("Keys")
    rows = "".join(_row(line) for line in lines)
    return f"<h3>{escape(title)}</h3><table>{rows}</table>"
