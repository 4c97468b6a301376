"""The player's move as the table asks for it, and the controller's answer.

Why one typed request: a gesture on the felt (a drop, a click, a key) means one engine
:class:`~engine.actions.Action`, and a refusal is said next to what the gesture was
about — the card played, the pile drawn from, the meld laid off on.  A
:class:`Request` carries both, from the table through the window to the controller;
``request()`` answers with a :class:`Refusal` (which keeps the request's ``origin``) or
``None`` when the move was played, so nothing has to remember which gesture is being
handled while the controller decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.actions import Action

from ..table.callout import Spot

__all__ = ["HAND", "Refusal", "Request"]

#: Where a refusal that names no place is said: over the player's hand.
HAND = Spot("hand")


@dataclass(frozen=True)
class Request:
    """The move ``action`` of the player, asked at ``origin`` on the table."""

    action: Action
    origin: Spot = HAND


@dataclass(frozen=True)
class Refusal:
    """Why a move (or another wish of the player) was refused: the reason's ``code`` and
    ``params`` (the engine's, or the controller's own), and where on the table it is
    said (``origin``: the refused request's)."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)
    origin: Spot = HAND
