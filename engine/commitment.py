"""Provably fair deals: a match's seed committed before the first card, revealed at the end.

Why: every deal of a match comes from its seed (one seed per hand from the match's own
``random.Random(seed)``, each hand's deck the shuffle of that seed), so a player who
knows the seed can recompute every deal.  A *commitment* published before the first
card — the SHA-256 of the seed and a random salt (docs/RULES.md Part D) — fixes the seed
without telling it (the salt keeps a small seed from being found by trying them all);
the reveal at the end (seed and salt) lets anyone check that the commitment was of
that seed and that every hand was dealt from it (:func:`engine.fairness.verify_save`,
which loads the save through the registry and so sits above the games).

*The player's words* (docs/RULES.md Part D3) close the one gap left: the app picks the seed
it commits to.  A :class:`Pledge` is the app's commitment to a *secret* (a whole number)
made before the player types; the match seed is then :func:`seed_from_words` of the
secret and the player's words, so neither side alone chose the deal: the app could not
know the words when it committed, and the player could not know the secret when typing.

The engine takes the salt from its caller (the app draws it from ``os.urandom``; tools
and tests from their own seeded ``random.Random``, :func:`new_salt`): no global
randomness here.  Nothing here reads or writes files; ``python -m engine.verify`` does.
The matches of every game keep their :class:`Fairness` from here.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from .cards import DECK, Card, shuffled_deck
from .checks import SEED_LIMIT, check_rng, check_seed
from .digest import sha256_digest, sha256_hex
from .errors import RulesError, SaveError, shown
from .hand_sequence import played_hands

__all__ = [
    "ENDINGS",
    "MAX_WORDS",
    "SALT_HEX",
    "VERDICT_CODES",
    "Fairness",
    "Pledge",
    "Verdict",
    "check_salt",
    "check_words",
    "commitment_of",
    "dealt_deck",
    "deck_text",
    "new_salt",
    "new_secret",
    "seed_from_words",
    "seeds_of",
    "with_fairness",
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
    "secret_changed": 10,
    "seed_not_derived": 11,
    "words_changed": 12,
}
#: The most characters (Unicode code points, after normalising) the player's words have.
MAX_WORDS: Final = 200
#: Characters the words never hold: line breaks and other control characters, lone
#: surrogates (no UTF-8 can write them), and the direction overrides and isolates that
#: would show the words in another order than they are hashed.
_BIDI_CONTROLS: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_REFUSED_CATEGORIES: Final = frozenset({"Cc", "Cs", "Zl", "Zp"})
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
    """A salt drawn from ``rng`` (tools and tests; the app draws ``os.urandom(16)``)."""
    return f"{check_rng(rng).getrandbits(4 * SALT_HEX):0{SALT_HEX}x}"


def commitment_of(seed: int, salt: str) -> str:
    """The commitment to ``seed``: ``sha256(f"{seed}:{salt}".encode("ascii")).hexdigest()``,
    the seed in decimal (a minus sign if negative), the salt as its 32 hex digits
    (docs/RULES.md Part D)."""
    if type(seed) is not int:
        raise RulesError(f"a seed is a whole number, got {shown(seed)}", code="bad_seed")
    return sha256_hex(f"{seed}:{check_salt(salt)}".encode("ascii"))


def check_words(words: object) -> str:
    """The player's ``words`` as they are hashed: NFC-normalised, without the spaces around
    them (``str.strip``: the ideographic space too).  A :class:`RulesError` otherwise:
    ``bad_words`` (not a text), ``words_empty`` (nothing but spaces), ``words_too_long``
    (more than :data:`MAX_WORDS` characters; ``limit``), ``words_control`` (a control
    character, a line break, a lone surrogate or a direction override)."""
    if type(words) is not str:
        raise RulesError(f"the deal's words are a text, got {shown(words)}", code="bad_words")
    text = unicodedata.normalize("NFC", words).strip()
    if not text:
        raise RulesError("the deal's words are empty", code="words_empty")
    if len(text) > MAX_WORDS:
        raise RulesError(
            f"the deal's words have {len(text):,} characters, more than {MAX_WORDS}",
            code="words_too_long",
            limit=MAX_WORDS,
        )
    for ch in text:
        if ch in _BIDI_CONTROLS or unicodedata.category(ch) in _REFUSED_CATEGORIES:
            raise RulesError(
                f"the deal's words hold the control character U+{ord(ch):04X}",
                code="words_control",
                char=f"U+{ord(ch):04X}",
            )
    return text


def seed_from_words(secret: int, words: str) -> int:
    """The match seed of the app's ``secret`` and the player's ``words`` (docs/RULES.md
    Part D3): the first 8 bytes of the SHA-256 of ``len(S) ‖ S ‖ len(W) ‖ W`` read as a
    big-endian whole number and shifted right by one bit, where S is the secret in
    decimal ASCII (``-`` if negative), W the words as :func:`check_words` gives them in
    UTF-8, and each length a 4-byte big-endian count of bytes.  A whole number from 0 to
    2**63 - 1, as the seeds the app and the matches draw (``getrandbits(63)``), which a
    signed 64-bit column (the statistics' SQLite) holds."""
    check_seed(secret, "the app's secret")
    s = str(secret).encode("ascii")
    w = check_words(words).encode("utf-8")
    message = len(s).to_bytes(4, "big") + s + len(w).to_bytes(4, "big") + w
    seed = int.from_bytes(sha256_digest(message)[:8], "big") >> 1
    assert seed < SEED_LIMIT // 2
    return seed


def new_secret(rng: random.Random) -> int:
    """An app secret drawn from ``rng`` (tools and tests; the app uses ``os.urandom``)."""
    return check_rng(rng).getrandbits(63)


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

    A match dealt from the player's words (:meth:`Pledge.deal`) also has the ``words``
    and the app's ``secret``: the commitment is then the secret's, and the seed is
    :func:`seed_from_words` of the two.  ``commitment`` is kept as given when a save is
    loaded, so a save whose commitment was changed stays detectably changed when saved
    again (and likewise a seed that is not the words' stays so)."""

    seed: int
    salt: str
    commitment: str = ""
    ended: str | None = None  # one of ENDINGS once the match is over
    words: str | None = None  # the player's words, as check_words gives them
    secret: int | None = None  # the app's committed secret, with the words only

    def __post_init__(self) -> None:
        check_salt(self.salt)
        if (self.words is None) != (self.secret is None):
            raise RulesError("the player's words and the app's secret go together")
        if self.words is not None:
            if check_words(self.words) != self.words:
                raise RulesError("the words are kept as check_words gives them", code="bad_words")
            check_seed(self.secret, "the app's secret")
        if not self.commitment:
            self.commitment = commitment_of(self.committed, self.salt)

    @property
    def committed(self) -> int:
        """The number the commitment is of: the app's secret when the deal has words, the
        seed itself otherwise."""
        return self.seed if self.secret is None else self.secret

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
        fair: dict[str, Any] = {"commitment": self.commitment, "salt": self.salt}
        if self.words is not None:
            fair.update(words=self.words, secret=self.secret)
        out: dict[str, Any] = {"fairness": fair}
        ended = self.ended or ("finished" if over else None)
        if ended is not None:
            out["reveal"] = {"seed": self.seed, "salt": self.salt, "ended": ended}
            if self.secret is not None:
                out["reveal"]["secret"] = self.secret
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
            if not isinstance(raw, dict) or set(raw) not in _FAIRNESS_KEYS:
                raise RulesError("malformed")
            commitment = raw["commitment"]
            if type(commitment) is not str or len(commitment) != 64 or not set(commitment) <= _HEX:
                raise RulesError("malformed")
            words, secret = raw.get("words"), raw.get("secret")
            if "words" in raw and (type(words) is not str or type(secret) is not int):
                raise RulesError("malformed")
            fair = cls(seed, check_salt(raw["salt"]), commitment, words=words, secret=secret)
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


_FAIRNESS_KEYS: Final = (
    {"commitment", "salt"},
    {"commitment", "salt", "words", "secret"},
)


@dataclass(frozen=True, slots=True)
class Pledge:
    """The app's commitment before the player's words: its secret and salt.  The New match
    dialog shows :attr:`commitment` first and takes the words after; :meth:`deal` is the
    match's :class:`Fairness` once they are given."""

    secret: int
    salt: str

    def __post_init__(self) -> None:
        check_seed(self.secret, "the app's secret")
        check_salt(self.salt)

    @classmethod
    def drawn(cls, rng: random.Random) -> Pledge:
        """A pledge drawn from ``rng`` (tools and tests; the app draws from ``os.urandom``)."""
        return cls(new_secret(rng), new_salt(rng))

    @property
    def commitment(self) -> str:
        """:func:`commitment_of` the secret and salt, shown before the words are typed."""
        return commitment_of(self.secret, self.salt)

    def seed(self, words: str) -> int:
        """The match seed of these ``words`` (:func:`seed_from_words`)."""
        return seed_from_words(self.secret, words)

    def deal(self, words: str) -> Fairness:
        """The fairness of a match dealt from ``words`` (checked by :func:`check_words`):
        its seed is the words' seed, its commitment this pledge's."""
        text = check_words(words)
        return Fairness(
            seed_from_words(self.secret, text), self.salt, words=text, secret=self.secret
        )


def with_fairness(game: Any, fair: Fairness) -> Any:
    """``game`` (a new match or team match of either game, made with ``fair.seed``) with
    ``fair`` as its commitment, e.g. :meth:`Pledge.deal`'s; returns ``game``.  A match of
    another seed, or one whose first hand has started, is a :class:`RulesError`: the
    commitment must come before the first card."""
    seed = getattr(game, "seed", None)
    if seed != fair.seed:
        raise RulesError(
            f"the commitment is of seed {fair.seed}, the match's is {shown(seed)}",
            code="bad_seed",
        )
    if played_hands(game):
        raise RulesError("the commitment comes before the first card", code="hand_in_play")
    setattr(game, "salt", fair.salt)  # noqa: B010 (each match type has both)
    setattr(game, "fairness", fair)  # noqa: B010
    return game


def seeds_of(game: object) -> list[int]:
    """The seeds of every started hand of a match or team match, in order (a team
    match: duel after duel)."""
    return [h.seed for h in played_hands(game)]


@dataclass(frozen=True, slots=True)
class Verdict:
    """What :func:`engine.fairness.verify_save` found: ``code`` is ``"verified"`` or the
    reason it is not (a key of :data:`VERDICT_CODES`), ``params`` its details (``hand``
    for a changed deal, ``reason`` for a bad save).  A deal from the player's words also
    has its ``words`` and, once revealed, the app's ``secret``."""

    code: str
    commitment: str | None = None
    seed: int | None = None
    salt: str | None = None
    ended: str | None = None
    hands: int = 0
    params: dict[str, Any] = field(default_factory=dict)
    words: str | None = None
    secret: int | None = None

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
            "words": self.words,
            "secret": self.secret,
        }
