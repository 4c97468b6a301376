"""``python -m engine.verify SAVE.json``: is this match's deal provably fair?

Checks that the revealed seed and salt match the commitment and that every hand in the
save was dealt from that seed (:func:`engine.fairness.verify_save`).  Exit status 0 when
verified, otherwise the reason's status (:data:`engine.fairness.VERDICT_CODES`:
``bad_save`` 3, ``not_committed`` 4, ``not_revealed`` 5, ``seed_changed`` 6,
``salt_changed`` 7, ``commitment_changed`` 8, ``deal_changed`` 9, ``secret_changed`` 10,
``seed_not_derived`` 11, ``words_changed`` 12); ``--json`` prints the verdict as one JSON
object (``verified``, ``code``, ``commitment``, ``seed``, ``salt``, ``ended``, ``hands``,
``params``, ``words``, ``secret``).  A match dealt from the player's words (docs/RULES.md
Part D3) is checked in both parts, and ``--words TEXT`` also checks that its words are
the ones the player gave (bad words are a usage error, with their code).  A file that is
not a save — missing, a FIFO, a folder, a device, unreadable, too large, not JSON, JSON
that is not a save — is ``bad_save`` (3) with its reason, never a traceback; a usage
error is status 2.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from ..errors import RulesError
from ..fairness import Verdict, check_words, verify_save
from ..serialize import MAX_SAVE_CHARS, decode_text
from .inputs import ToolInputError, read_input

__all__ = ["main", "verify_file"]


def verify_file(path: Path, words: str | None = None) -> Verdict:
    """The verdict on the save at ``path``: ``bad_save`` with the reason (``not_found``,
    ``not_a_file`` for a FIFO, a folder or a device, ``read_failed``, ``too_large``) when
    it cannot be read as a save.  Decoded as the app decodes saves
    (:func:`engine.serialize.decode_text`: the BOMs an editor added are left out).
    ``words``: the player's, checked against the save's (:func:`verify_save`)."""
    try:
        raw = read_input(path, 4 * MAX_SAVE_CHARS)
    except ToolInputError as exc:
        return Verdict("bad_save", params={"reason": exc.code})
    try:
        text = decode_text(raw)
    except UnicodeDecodeError:
        return Verdict("bad_save", params={"reason": "not_json"})
    if len(text) > MAX_SAVE_CHARS:
        return Verdict("bad_save", params={"reason": "too_large"})
    try:
        return verify_save(text, words)
    except RecursionError:
        return Verdict("bad_save", params={"reason": "not_json"})


def _words(v: Verdict) -> str:
    if v.ok and v.words is not None:
        return (
            f"verified: commitment {v.commitment} is sha256({v.secret}:{v.salt}) of the app's "
            f"secret {v.secret}; seed {v.seed} is the hash of that secret and the player's "
            f"words {json.dumps(v.words, ensure_ascii=False)}; and all {v.hands} hands were "
            f"dealt from seed {v.seed} (match {v.ended})"
        )
    if v.ok:
        return (
            f"verified: commitment {v.commitment} is sha256({v.seed}:{v.salt}), "
            f"and all {v.hands} hands were dealt from seed {v.seed} (match {v.ended})"
        )
    details = ", ".join(f"{k} {val}" for k, val in v.params.items())
    return f"NOT verified: {v.code}" + (f" ({details})" if details else "")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m engine.verify",
        description="Check that a finished match's deals were committed before the first card.",
    )
    ap.add_argument("save", type=Path, help="a save file (.json)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument(
        "--words",
        metavar="TEXT",
        help="the words you gave for the deal: checked against the save's (words_changed)",
    )
    args = ap.parse_args(argv)
    if args.words is not None:
        try:
            check_words(args.words)
        except RulesError as exc:
            ap.error(f"--words: {exc} ({exc.code})")
    verdict = verify_file(args.save, args.words)
    if args.json:
        print(json.dumps(verdict.to_dict(), ensure_ascii=False))
    else:
        print(_words(verdict))
    return verdict.exit_status


if __name__ == "__main__":
    raise SystemExit(main())
