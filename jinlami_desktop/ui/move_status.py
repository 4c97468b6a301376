"""What a table says on the status line about the move in hand goes with that move.

Why: a refusal ("Cannot knock discarding ♥6: …") or a hint ("Hint: lay off ♣2 …") is
said twice, in a callout on the felt and on the window's status line.  The callout goes
when the next move is made; words left on the status line for their whole 8 or 10
seconds would go on telling the player to lay off the ♣2 they have just laid off.
:class:`MoveStatus` remembers that the table said something and clears the status line
at the next move, as the callout goes.
"""

from __future__ import annotations

from typing import Protocol

__all__ = ["MoveStatus", "StatusLine"]


class StatusLine(Protocol):
    """The part of the window's services a table speaks through (``WindowServices``)."""

    def show_status(self, text: str, timeout_ms: int) -> None: ...

    def clear_status(self) -> None: ...


class MoveStatus:
    """The status line's words about the move in hand: :meth:`say` them, and
    :meth:`moved` takes them back when a move came (and only then: a message someone
    else shows is left alone while the table has said nothing since)."""

    def __init__(self, line: StatusLine) -> None:
        self.line = line
        self.said = False

    def say(self, text: str, timeout_ms: int) -> None:
        """Show ``text`` for at most ``timeout_ms``, or until the next move."""
        self.line.show_status(text, timeout_ms)
        self.said = True

    def moved(self) -> None:
        """A move was made (the table's callout goes too): the words are out of date."""
        if self.said:
            self.said = False
            self.line.clear_status()
