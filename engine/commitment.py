"""Provably fair deals: a match's seed committed before the first card, revealed at the end.

Why: every deal of a match comes from its seed (one seed per hand from the match's own
``random.Random(seed)``, each hand's deck the shuffle of that seed), so a player who
knows the seed can recompute every deal.  A *commitment* published before the first
card — the SHA-256 of the seed and a random salt (docs/RULES.md Part D) — fixes the seed
without telling it (the salt keeps a small seed from being found by trying them all);
the reveal at the end (seed and salt) lets anyone check that the commitment was of
that seed and that every hand was dealt from it (:func:`engine.fairness.verify_save`,
which loads the save through the registry and so sits above the games).

The engine takes the salt from its caller (the app draws it from :mod:`secrets`; tools
and tests from their own seeded ``random.Random``, :func:`new_salt`): no global
randomness here.  Nothing here reads or writes files; ``python -m engine.verify`` does.
The matches of every game keep their :class:`Fairness` from here.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .cards import DECK, Card, shuffled_deck
from .checks import check_rng, check_seed
from .errors import RulesError, SaveError, shown
from .hand_sequence import played_hands

__all__ = [
    "ENDINGS",
    "SALT_HEX",
    "VERDICT_CODES",
    "Fairness",
    "Verdict",
    "check_salt",
    "commitment_of",
    "dealt_deck",
    "deck_text",
    "new_salt",
    "seeds_of",
]

#: Hex digits of a salt (16 random bytes).
SALT_HEX: Final = 32
#: How a match ends: played to its end, resigned, or left for a new one.
ENDINGS: Final = ("finished", "resigned", "abandoned")
#: The outcomes of :func:`engine.fairness.verify_save`, each with its exit status in
#: ``python -m engine.verify``.
VERDICT_CODES: Final[dict[str, int]] = {
    "verified": 0,
    "bad_save": 3,
    "not_committed": 4,
    "not_revealed": 5,
    "seed_changed": 6,
    "salt_changed": 7,
    "commitment_changed": 8,
    "deal_changed": 9,
}
_HEX: Final = frozenset("0123456789abcdef")
_BY_MASK: Final = {c.mask: c for c in DECK}


def check_salt(salt: object) -> str:
    """``salt`` if it is :data:`SALT_HEX` lowercase hex digits; else a :class:`RulesError`
    (``bad_salt``)."""
    if type(salt) is not str or len(salt) != SALT_HEX or not set(salt) <= _HEX:
        raise RulesError(
            f"a salt is {SALT_HEX} lowercase hex digits, got {shown(salt)}", code="bad_salt"
        )
    return salt


def new_salt(rng: random.Random) -> str:
    """A salt drawn from ``rng`` (tools and tests; the app uses ``secrets.token_hex(16)``)."""
    return f"{check_rng(rng).getrandbits(4 * SALT_HEX):0{SALT_HEX}x}"


def commitment_of(seed: int, salt: str) -> str:
    """The commitment to ``seed``: ``sha256(f"{seed}:{salt}".encode("ascii")).hexdigest()``,
    the seed in decimal (a minus sign if negative), the salt as its 32 hex digits
    (docs/RULES.md Part D)."""
    if type(seed) is not int:
        raise RulesError(f"a seed is a whole number, got {shown(seed)}", code="bad_seed")
    return hashlib.sha256(f"{seed}:{check_salt(salt)}".encode("ascii")).hexdigest()


def dealt_deck(seed: int) -> list[Card]:
    """The deck of a hand dealt from ``seed``, in the order it is dealt (first card first)."""
    check_seed(seed)
    return [_BY_MASK[m] for m in reversed(shuffled_deck(seed))]


def deck_text(seed: int) -> str:
    """:func:`dealt_deck` as card text, what a save's ``deals`` hold."""
    return " ".join(str(c) for c in dealt_deck(seed))


@dataclass(slots=True)
class Fairness:
    """A match's commitment: its seed, the salt and their SHA-256 (:func:`commitment_of`),
    and how the match ended once it has (then the seed and salt are revealed).

    ``commitment`` is kept as given when a save is loaded, so a save whose commitment was
    changed stays detectably changed when saved again."""

    seed: int
    salt: str
    commitment: str = ""
    ended: str | None = None  # one of ENDINGS once the match is over

    def __post_init__(self) -> None:
        check_salt(self.salt)
        if not self.commitment:
            self.commitment = commitment_of(self.seed, self.salt)

    @property
    def fingerprint(self) -> str:
        """The first 8 hex digits of the commitment, to show on the table."""
        return self.commitment[:8]

    def end(self, how: str) -> None:
        """Mark the match ended (``"resigned"``, ``"abandoned"``; a match played to its end
        is ``"finished"`` by itself): its next save reveals the seed and salt."""
        if how not in ENDINGS:
            raise RulesError(f"a match ends {' or '.join(ENDINGS)}, got {shown(how)}")
        if self.ended is None:
            self.ended = how

    # -- saves ----------------------------------------------------------------------------
    def save_fields(self, over: bool, seeds: Sequence[int]) -> dict[str, Any]:
        """The save's fairness fields (docs/RULES.md Part D): the commitment and salt, and once
        the match ended (``over``, or :meth:`end`), the reveal and the deck of every
        started hand (``seeds``: the hands' seeds in order)."""
        out: dict[str, Any] = {"fairness": {"commitment": self.commitment, "salt": self.salt}}
        ended = self.ended or ("finished" if over else None)
        if ended is not None:
            out["reveal"] = {"seed": self.seed, "salt": self.salt, "ended": ended}
            out["deals"] = [deck_text(s) for s in seeds]
        return out

    @classmethod
    def from_save(cls, data: dict[str, Any], seed: int) -> Fairness | None:
        """The fairness of a save document (``None`` for a save without one); malformed
        fields are a :class:`SaveError` (``bad_field``)."""
        raw = data.get("fairness")
        if raw is None:
            return None
        try:
            if not isinstance(raw, dict) or set(raw) != {"commitment", "salt"}:
                raise RulesError("malformed")
            commitment = raw["commitment"]
            if type(commitment) is not str or len(commitment) != 64 or not set(commitment) <= _HEX:
                raise RulesError("malformed")
            fair = cls(seed, check_salt(raw["salt"]), commitment)
            reveal = data.get("reveal")
            if reveal is not None:
                if not isinstance(reveal, dict) or reveal.get("ended") not in ENDINGS:
                    raise RulesError("malformed")
                fair.ended = reveal["ended"]
        except RulesError:
            raise SaveError(
                "the save's commitment is malformed", code="bad_field", field="fairness"
            ) from None
        return fair


def seeds_of(game: object) -> list[int]:
    """The seeds of every started hand of a match or team match, in order (a team
    match: duel after duel)."""
    return [h.seed for h in played_hands(game)]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :func:`engine.fairness.verify_save` found: ``code`` is ``"verified"`` or the
    reason it is not (a key of :data:`VERDICT_CODES`), ``params`` its details (``hand``
    for a changed deal, ``reason`` for a bad save)."""

    code: str
    commitment: str | None = None
    seed: int | None = None
    salt: str | None = None
    ended: str | None = None
    hands: int = 0
    params: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.code == "verified"

    @property
    def exit_status(self) -> int:
        return VERDICT_CODES[self.code]

    def to_dict(self) -> dict[str, Any]:
        return {
            "verified": self.ok,
            "code": self.code,
            "commitment": self.commitment,
            "seed": self.seed,
            "salt": self.salt,
            "ended": self.ended,
            "hands": self.hands,
            "params": dict(self.params),
        }
