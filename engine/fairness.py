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
    SALT_HEX,
    VERDICT_CODES,
    Fairness,
    Verdict,
    check_salt,
    commitment_of,
    dealt_deck,
    deck_text,
    new_salt,
    seeds_of,
)
from .errors import RulesError, SaveError
from .hand_sequence import played_hands
from .save_codec import MAX_SAVE_CHARS, decode_text

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
    "verify_save",
]


def verify_save(text: str | bytes) -> Verdict:
    """Check a save (its text): the revealed seed and salt are the ones committed to, and
    every hand in it was dealt from that seed (the match replayed through its own seed
    derivation, each hand's deck compared with the one the save shows).

    The checks, in order, each with its code: the text is a save that names a commitment
    (``bad_save``, ``not_committed``), the match has ended and revealed its seed and salt
    (``not_revealed``), the revealed seed is the seed the hands are played from
    (``seed_changed``), the revealed salt is the committed one (``salt_changed``), the
    commitment is the SHA-256 of the two (``commitment_changed``), the save replays
    (``bad_save``), and each hand's deck is the deal of its seed (``deal_changed``)."""
    from .serialize import loads  # lazy: start-up time (the registry and every game)

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
    v = Verdict("not_revealed", commitment=fair.commitment)
    reveal = data.get("reveal")
    if reveal is None:
        return v
    if not isinstance(reveal, dict):
        return replace(v, code="bad_save", params={"reason": "bad_field"})
    r_seed, r_salt = reveal.get("seed"), reveal.get("salt")
    if type(r_seed) is not int or type(r_salt) is not str:
        return replace(v, code="bad_save", params={"reason": "bad_field"})
    v = replace(v, seed=r_seed, salt=r_salt, ended=fair.ended)
    if r_seed != seed:
        return replace(v, code="seed_changed", params={"played": seed})
    if r_salt != fair.salt:
        return replace(v, code="salt_changed", params={"committed": fair.salt})
    try:
        if commitment_of(r_seed, r_salt) != fair.commitment:
            return replace(v, code="commitment_changed")
    except RulesError:
        return replace(v, code="bad_save", params={"reason": "bad_salt"})
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
