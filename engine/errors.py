"""Errors the engine raises.  Each carries a stable ``code`` (and ``params``) so the UI can
show the message in the player's language; ``str()`` is a plain English sentence."""

from __future__ import annotations

from typing import Any

__all__ = [
    "QUOTE_LIMIT",
    "CardError",
    "EngineError",
    "IllegalActionError",
    "MeldError",
    "RulesError",
    "SaveError",
    "shown",
    "writable",
]

#: At most this many characters of bad input are quoted in a message or a parameter.
QUOTE_LIMIT = 80


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` as a message quotes it: its ``repr``, cut to ``limit`` characters with the
    full length said, so a 5 MB bad token never lands whole in a message (a whole number
    too long for Python to print is said by its size)."""
    try:
        text = repr(value)
    except ValueError:  # an int of more than 4,300 digits
        size = value.bit_length() if isinstance(value, int) else 0
        return f"<a number of {size:,} bits>"
    if len(text) <= limit:
        return text
    return f"{text[: limit - 1]}… ({len(text):,} characters)"


def writable(text: str) -> bool:
    """True when UTF-8 can write ``text``: a lone surrogate (from a ``\\ud800`` JSON
    escape) cannot, so a text holding one would load and then never save."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class EngineError(ValueError):
    """Base of every engine error: bad input, illegal move or damaged save."""

    default_code = "engine_error"

    def __init__(self, message: str, code: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.code = code or self.default_code
        self.params = params


class CardError(EngineError):
    """A card string could not be read, or cards are duplicated or missing."""

    default_code = "bad_card"

    def __init__(
        self, message: str, token: str = "", code: str | None = None, **params: Any
    ) -> None:
        super().__init__(message, code, token=token, **params)
        self.token = token


class MeldError(EngineError):
    """Cards declared as melds are not melds, overlap, or leave too much deadwood."""

    default_code = "not_a_meld"


class RulesError(EngineError):
    """An unknown preset or an invalid rule option."""

    default_code = "bad_rules"


class IllegalActionError(EngineError):
    """An action that is not legal in the current state; the message says why."""

    default_code = "illegal_action"


class SaveError(EngineError):
    """A save file is damaged, foreign, from a newer version, or does not replay."""

    default_code = "bad_save"
