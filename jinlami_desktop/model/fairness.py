"""Provably fair deals, the app's side: the salt each new match gets, the end of a match
(its seed and salt revealed), and the facts the table, Match info… and the statistics
show (docs/RULES.md Part D).

Why here and not in the engine: the engine takes a salt from its caller and never draws
global randomness; the app draws it from the operating system (``os.urandom``, what
:mod:`secrets` draws from, without the OpenSSL that importing :mod:`secrets` loads), so
nobody — the app included — can choose it to suit a seed.  Nothing here uses Qt: the
controller, the storage and the dialogs share these few calls.

The player's words in the deal (docs/RULES.md Part D3): New match draws a
:class:`~engine.fairness.Pledge` (:func:`fresh_pledge`) and shows its commitment before
the words can be typed; the chosen setup then carries :class:`DealWords`, and the
controller deals the match from their seed with their commitment.
"""

from __future__ import annotations

import os
import zlib
from dataclasses import dataclass, replace
from typing import Any, Final

from engine import serialize
from engine.errors import SaveError
from engine.fairness import SALT_HEX, Fairness, Pledge, Verdict, check_words, verify_save

__all__ = [
    "MAX_INFLATED_BYTES",
    "DealWords",
    "FairFacts",
    "deal_words",
    "end_match",
    "facts_of",
    "fairness_of",
    "fresh_pledge",
    "fresh_salt",
    "is_revealed",
    "pack_save",
    "unpack_save",
    "verify_text",
    "with_deal_words",
]


#: The most a kept save may inflate to: the loader's limit on a save file
#: (``jinlami_desktop.storage.save_files.MAX_SAVE_BYTES``: the engine's limit, and an
#: editor's BOM).  A kept save beyond it is no save the app wrote: it is refused
#: (``too_large``) before it can fill the memory.
MAX_INFLATED_BYTES: Final = serialize.MAX_SAVE_CHARS + 3


def fresh_salt() -> str:
    """A new match's salt: :data:`~engine.fairness.SALT_HEX` hex digits from
    the operating system's randomness (as ``secrets.token_hex``)."""
    return os.urandom(SALT_HEX // 2).hex()


def fresh_pledge() -> Pledge:
    """The app's secret (63 bits) and salt for a match dealt from the player's words, both
    from the operating system's randomness: drawn, and committed to, before the words
    are typed."""
    return Pledge(int.from_bytes(os.urandom(8), "big") >> 1, fresh_salt())


@dataclass(frozen=True, slots=True)
class DealWords:
    """A new match dealt from the player's ``words`` (as :func:`~engine.fairness.check_words`
    gives them) mixed with ``pledge``'s secret, committed to before they were typed."""

    pledge: Pledge
    words: str

    def __post_init__(self) -> None:
        if check_words(self.words) != self.words:
            raise ValueError("the words are kept as check_words gives them")

    @property
    def seed(self) -> int:
        """The match seed: the hash of the secret and the words."""
        return self.pledge.seed(self.words)

    def fairness(self) -> Fairness:
        """The match's commitment: the pledge's, with the words and the secret."""
        return self.pledge.deal(self.words)


def deal_words(words: str, secret: int | None = None) -> DealWords:
    """``--deal-words``: the match of ``words`` (a :class:`~engine.errors.RulesError` with
    its code when they are bad), mixed with ``secret`` (``--seed``: the same deal again)
    or with a fresh one."""
    pledge = fresh_pledge() if secret is None else Pledge(secret, fresh_salt())
    return DealWords(pledge, check_words(words))


def with_deal_words(setup: Any, words: str, secret: int | None = None) -> Any:
    """``setup`` (a game's new-match setup) dealt from ``words`` (``--deal-words``, see
    :func:`deal_words`) instead of its seed."""
    return replace(setup, seed=None, deal_words=deal_words(words, secret))


def fairness_of(game: Any) -> Fairness | None:
    """The commitment of ``game`` (a match or team match of either game), or ``None``
    (a single hand, a save from before commitments)."""
    fair = getattr(game, "fairness", None)
    return fair if isinstance(fair, Fairness) else None


def end_match(game: Any, how: str) -> None:
    """``game`` ends before its end (``"resigned"`` or ``"abandoned"``): its seed and salt
    are revealed from now on.  A finished match, or one without a commitment, is left
    as it is; ending twice keeps the first ending."""
    fair = fairness_of(game)
    if fair is not None and not getattr(game, "is_over", False):
        fair.end(how)


def is_revealed(game: Any) -> bool:
    """Has ``game``'s match ended, so that its seed and salt are revealed?"""
    fair = fairness_of(game)
    return fair is not None and (fair.ended is not None or bool(getattr(game, "is_over", False)))


@dataclass(frozen=True, slots=True)
class FairFacts:
    """What the player may see of a match's commitment now: the commitment always, the
    seed, salt and how it ended (``ended``) only once it ended (``revealed``), and then
    the match's save text for :func:`verify_text`.  A match dealt from the player's
    ``words`` shows them always (they are the player's own) and the app's ``secret``
    once revealed."""

    commitment: str
    revealed: bool
    ended: str | None = None
    seed: int | None = None
    salt: str | None = None
    save_text: str | None = None
    words: str | None = None
    secret: int | None = None

    @property
    def fingerprint(self) -> str:
        """The short form shown on the table (the first 8 hex digits)."""
        return self.commitment[:8]


def facts_of(game: Any) -> FairFacts | None:
    """The :class:`FairFacts` of ``game`` as of now, or ``None`` without a commitment."""
    fair = fairness_of(game)
    if fair is None:
        return None
    over = bool(getattr(game, "is_over", False))
    ended = fair.ended or ("finished" if over else None)
    if ended is None:
        return FairFacts(fair.commitment, revealed=False, words=fair.words)
    try:
        text: str | None = serialize.dumps(game)
    except SaveError:
        text = None
    return FairFacts(
        fair.commitment, True, ended, fair.seed, fair.salt, text, fair.words, fair.secret
    )


def verify_text(text: str | None) -> Verdict:
    """:func:`engine.fairness.verify_save` of a save text (``None``: nothing kept, a
    ``bad_save``)."""
    if text is None:
        return Verdict("bad_save", params={"reason": "not_json"})
    return verify_save(text)


def pack_save(text: str) -> bytes:
    """A save text compressed for the statistics (deflate: a match's save shrinks to a
    fraction, its deals and moves being very repetitive)."""
    return zlib.compress(text.encode("utf-8"), 9)


def unpack_save(blob: bytes | None, limit: int = MAX_INFLATED_BYTES) -> str:
    """The text :func:`pack_save` made, inflated to at most ``limit`` bytes; a
    :class:`~engine.errors.SaveError` otherwise: ``too_large`` (it inflates beyond the
    limit: a decompression bomb is never inflated whole), ``not_json`` (nothing kept,
    a damaged or cut stream, text that is not UTF-8)."""
    if not blob:
        raise SaveError("no save was kept", code="not_json")
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(blob, limit)
        if not inflater.eof and (inflater.unconsumed_tail or len(raw) >= limit):
            raise SaveError(
                f"the kept save inflates beyond {limit:,} bytes", code="too_large", size=limit
            )
        if not inflater.eof:
            raise SaveError("the kept save is cut short", code="not_json")
        return raw.decode("utf-8")
    except zlib.error as exc:
        raise SaveError(f"the kept save is damaged: {exc}", code="not_json") from exc
    except UnicodeDecodeError as exc:
        raise SaveError("the kept save is not UTF-8 text", code="not_json") from exc
