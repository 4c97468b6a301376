"""Provably fair deals: the commitments of :mod:`engine.commitment`, and the check of a
save against its commitment (:func:`verify_save`).

:func:`verify_save` replays the save, so it loads the game it holds through the registry
(:mod:`engine.serialize`): it sits above the games, while the matches keep their
:class:`Fairness` from :mod:`engine.commitment`, below them.  Every name of
:mod:`engine.commitment` is re-exported here.  Nothing here reads or writes files;
``python -m engine.verify`` does.
"""

from __future__ import annotations

import json
from dataclasses import replace

from .cards import parse_cards
from .commitment import (
    ENDINGS,
    MAX_WORDS,
    SALT_HEX,
    VERDICT_CODES,
    Fairness,
    Pledge,
    Verdict,
    check_salt,
    check_words,
    commitment_of,
    dealt_deck,
    deck_text,
    new_salt,
    new_secret,
    seed_from_words,
    seeds_of,
    with_fairness,
)
from .errors import RulesError, SaveError
from .hand_sequence import played_hands
from .save_codec import MAX_SAVE_CHARS, decode_text

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
    "verify_save",
    "with_fairness",
]


def verify_save(text: str | bytes, words: str | None = None) -> Verdict:
    """Check a save (its text): the revealed seed and salt are the ones committed to, and
    every hand in it was dealt from that seed (the match replayed through its own seed
    derivation, each hand's deck compared with the one the save shows).  A deal from the
    player's words (docs/RULES.md Part D3) is checked in both parts: the commitment is
    the app's secret's, and the seed is the hash of that secret and the words.

    ``words``: the words the player remembers giving (``None``: not asked); they are
    normalised as :func:`check_words` does (bad words are its :class:`RulesError`:
    they are the caller's input, not the save's).

    The checks, in order, each with its code: the text is a save that names a commitment
    (``bad_save``, ``not_committed``), the save's words are the player's
    (``words_changed``, only when ``words`` is given), the match has ended and revealed
    its seed and salt (``not_revealed``), the revealed seed is the seed the hands are
    played from (``seed_changed``), the revealed salt is the committed one
    (``salt_changed``), the revealed secret is the committed one (``secret_changed``),
    the commitment is the SHA-256 of the seed — or of the secret — and the salt
    (``commitment_changed``), the seed is the hash of the secret and the words
    (``seed_not_derived``), the save replays (``bad_save``), and each hand's deck is the
    deal of its seed (``deal_changed``)."""
    from .serialize import loads  # lazy: start-up time (the registry and every game)

    expected = None if words is None else check_words(words)
    if not isinstance(text, str | bytes):
        return Verdict("bad_save", params={"reason": "not_json"})
    if len(text) > MAX_SAVE_CHARS:
        return Verdict("bad_save", params={"reason": "too_large"})
    try:
        data = json.loads(decode_text(text))  # the BOMs as the app reads them
    except (ValueError, RecursionError, TypeError):
        return Verdict("bad_save", params={"reason": "not_json"})
    if not isinstance(data, dict) or not isinstance(data.get("seed"), int):
        return Verdict("bad_save", params={"reason": "not_a_save"})
    seed = data["seed"]
    try:
        fair = Fairness.from_save(data, seed)
    except SaveError as exc:
        return Verdict("bad_save", params={"reason": exc.code})
    if fair is None:
        return Verdict("not_committed", seed=seed)
    v = Verdict("not_revealed", commitment=fair.commitment, words=fair.words)
    if expected is not None and expected != fair.words:
        return replace(v, code="words_changed", params={"given": expected})
    reveal = data.get("reveal")
    if reveal is None:
        return v
    if not isinstance(reveal, dict):
        return replace(v, code="bad_save", params={"reason": "bad_field"})
    r_seed, r_salt, r_secret = reveal.get("seed"), reveal.get("salt"), reveal.get("secret")
    if type(r_seed) is not int or type(r_salt) is not str:
        return replace(v, code="bad_save", params={"reason": "bad_field"})
    if (fair.words is None) != (r_secret is None) or (
        r_secret is not None and type(r_secret) is not int
    ):
        return replace(v, code="bad_save", params={"reason": "bad_field"})
    v = replace(v, seed=r_seed, salt=r_salt, ended=fair.ended, secret=r_secret)
    if r_seed != seed:
        return replace(v, code="seed_changed", params={"played": seed})
    if r_salt != fair.salt:
        return replace(v, code="salt_changed", params={"committed": fair.salt})
    if r_secret != fair.secret:
        return replace(v, code="secret_changed", params={"committed": fair.secret})
    try:
        committed = r_seed if r_secret is None else r_secret
        if commitment_of(committed, r_salt) != fair.commitment:
            return replace(v, code="commitment_changed")
    except RulesError:
        return replace(v, code="bad_save", params={"reason": "bad_salt"})
    if r_secret is not None and fair.words is not None:
        try:
            derived = seed_from_words(r_secret, fair.words)
        except RulesError:
            return replace(v, code="bad_save", params={"reason": "bad_field"})
        if derived != r_seed:
            return replace(v, code="seed_not_derived", params={"derived": derived})
    try:
        game = loads(text)
    except SaveError as exc:
        return replace(v, code="bad_save", params={"reason": exc.code})
    seeds = [(h.number, h.seed) for h in played_hands(game)]
    v = replace(v, hands=len(seeds))
    deals = data.get("deals")
    if not isinstance(deals, list):
        return replace(v, code="deal_changed", params={"hand": 1})
    for (n, hand_seed), shown_deal in zip(seeds, deals, strict=False):
        if not _same_deal(shown_deal, hand_seed):
            return replace(v, code="deal_changed", params={"hand": n})
    if len(deals) != len(seeds):
        return replace(v, code="deal_changed", params={"hand": min(len(deals), len(seeds)) + 1})
    return replace(v, code="verified")


def _same_deal(shown_deal: object, hand_seed: int) -> bool:
    if not isinstance(shown_deal, str):
        return False
    try:
        return parse_cards(shown_deal) == dealt_deck(hand_seed)
    except ValueError:
        return False
