"""Provably fair deals (docs/RULES.md Part D): the commitment, its reveal in the save, and
``python -m engine.verify`` telling each kind of tampering by its code, in both games."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine import serialize
from engine.errors import RulesError
from engine.fairness import (
    VERDICT_CODES,
    Fairness,
    commitment_of,
    dealt_deck,
    new_salt,
    verify_save,
)
from engine.jinlami.bots import make
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.rules import Rules
from engine.jinlami.state import HandState
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules, RummyState
from engine.tools.verify import main as verify_main

SALT = "5bc8fbbcbde5c0994164d8399f767c45"


def finish_match(match: Any, bots: list[Any], rng: random.Random, hands: int = 99) -> None:
    """Play ``match`` with ``bots`` until it is over or ``hands`` hands have started."""
    started = 0
    while not match.is_over and started < hands:
        state = match.start_hand()
        started += 1
        while not state.is_over:
            p = state.to_act
            match.apply(bots[p].choose(state.view(p), rng))


def _jinlami_save(over: bool = True) -> str:
    m = Match(Rules.preset("classic"), MatchConfig.fixed(3), 77, salt=SALT)
    finish_match(m, [make("medium", 1), make("medium", 2)], random.Random(3), 99 if over else 2)
    return serialize.dumps(m)


def _rummy_save() -> str:
    m = RummyMatch(RummyRules(3), 50, 9, salt=new_salt(random.Random(9)))
    bots = [make_rummy_bot("hard", s) for s in range(3)]
    finish_match(m, bots, random.Random(4))
    return serialize.dumps(m)


def test_the_commitment_is_the_documented_sha256() -> None:
    assert commitment_of(77, SALT) == hashlib.sha256(f"77:{SALT}".encode()).hexdigest()
    assert commitment_of(77, SALT) == (
        "7e68bf7a0a5804350b049c8e45b5d014f1520ecc725ab8e8fe4052fd0d5bdb7d"
    )  # the example of docs/RULES.md, D1
    assert commitment_of(-5, SALT) == hashlib.sha256(f"-5:{SALT}".encode()).hexdigest()
    assert Fairness(77, SALT).fingerprint == "7e68bf7a"
    for bad in ("", SALT.upper(), SALT[:-1], SALT + "0", "g" * 32, 12, None):
        with pytest.raises(RulesError):
            commitment_of(77, bad)  # type: ignore[arg-type]
        if bad is not None:  # None: a match without a commitment
            with pytest.raises(RulesError):
                Match(Rules(), MatchConfig.fixed(1), 1, salt=bad)  # type: ignore[arg-type]


def test_the_dealt_deck_is_the_hands_deal() -> None:
    for seed in (0, 1, 2**62):
        deck = dealt_deck(seed)
        assert len(set(deck)) == 52
        state = HandState.new(Rules(), seed=seed, dealer=0)
        dealt = set(state.hand(0)) | set(state.hand(1))
        assert dealt == set(deck[: len(dealt)])  # dealt first, in the deck's order
        rummy = RummyState.new(RummyRules(2), seed=seed)
        assert set(rummy.hand(0)) | set(rummy.hand(1)) == set(deck[:20])


def test_new_salt_is_reproducible_from_its_random_source() -> None:
    a, b = new_salt(random.Random(1)), new_salt(random.Random(1))
    assert a == b and len(a) == 32 and a != new_salt(random.Random(2))


def test_the_match_api_without_a_salt_is_unchanged() -> None:
    m = Match(Rules(), MatchConfig.fixed(1), 5)
    assert m.fairness is None and m.salt is None
    doc = serialize.to_dict(m)
    assert "fairness" not in doc and "reveal" not in doc
    assert verify_save(serialize.dumps(m)).code == "not_committed"


def test_a_running_match_commits_but_does_not_reveal() -> None:
    text = _jinlami_save(over=False)
    doc = json.loads(text)
    assert doc["fairness"] == {"commitment": commitment_of(77, SALT), "salt": SALT}
    assert "reveal" not in doc and "deals" not in doc
    assert verify_save(text).code == "not_revealed"
    loaded = serialize.loads(text)
    assert isinstance(loaded, Match) and loaded.fairness == Fairness(77, SALT)


@pytest.mark.parametrize("how", ["resigned", "abandoned"])
def test_ending_early_reveals(how: str) -> None:
    m = Match(Rules(), MatchConfig.fixed(4), 77, salt=SALT)
    finish_match(m, [make("easy", 1), make("easy", 2)], random.Random(1), hands=2)
    assert m.fairness is not None and not m.is_over
    m.fairness.end(how)
    text = serialize.dumps(m)
    verdict = verify_save(text)
    assert verdict.ok and verdict.ended == how and verdict.hands == 2
    again = serialize.loads(text)  # the ending survives a load and a new save
    assert isinstance(again, Match)
    assert again.fairness is not None and again.fairness.ended == how
    assert verify_save(serialize.dumps(again)).ended == how
    with pytest.raises(RulesError):
        m.fairness.end("lost")


def test_a_finished_match_verifies_in_both_games() -> None:
    for text, hands in ((_jinlami_save(), 3), (_rummy_save(), None)):
        doc = json.loads(text)
        verdict = verify_save(text)
        assert verdict.ok and verdict.exit_status == 0, verdict
        assert verdict.ended == "finished" and verdict.hands == len(doc["hands"])
        assert hands is None or verdict.hands == hands
        assert doc["reveal"]["seed"] == doc["seed"] and len(doc["deals"]) == len(doc["hands"])


def test_a_team_match_verifies() -> None:
    t = TeamMatch(Rules(), (("a", "b"), ("c", "d")), seed=3, hands_per_duel=1, salt=SALT)
    rng = random.Random(2)
    bots = [make("medium", 1), make("medium", 2)]
    while not t.is_over:
        current = t.current
        assert current is not None
        finish_match(current[2], bots, rng)
    verdict = verify_save(serialize.dumps(t))
    assert verdict.ok and verdict.hands == 4


def _tampered(text: str, change: Any) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc)


def _swap_two_cards(doc: dict[str, Any]) -> None:
    cards = doc["deals"][-1].split()
    cards[5], cards[30] = cards[30], cards[5]
    doc["deals"][-1] = " ".join(cards)


def _set(path: tuple[str, ...], value: Any) -> Any:
    def change(doc: dict[str, Any]) -> None:
        for key in path[:-1]:
            doc = doc[key]
        doc[path[-1]] = value

    return change


OTHER_SALT = "0" * 32
TAMPERING = [
    ("the played seed", _set(("seed",), 78), "seed_changed"),
    ("the revealed seed", _set(("reveal", "seed"), 78), "seed_changed"),
    ("the committed salt", _set(("fairness", "salt"), OTHER_SALT), "salt_changed"),
    ("the revealed salt", _set(("reveal", "salt"), OTHER_SALT), "salt_changed"),
    ("the commitment", _set(("fairness", "commitment"), "ab" * 32), "commitment_changed"),
    ("a dealt card", _swap_two_cards, "deal_changed"),
    ("a dropped deal", lambda d: d["deals"].pop(), "deal_changed"),
    ("the reveal removed", lambda d: d.pop("reveal"), "not_revealed"),
    ("the commitment removed", lambda d: d.pop("fairness"), "not_committed"),
    ("a malformed commitment", _set(("fairness", "commitment"), "xyz"), "bad_save"),
    ("a move", lambda d: d["hands"][0].insert(0, "declare -"), "bad_save"),
]


@pytest.mark.parametrize("game", ["jinlami", "rummy"])
@pytest.mark.parametrize(("what", "change", "code"), TAMPERING, ids=[t[0] for t in TAMPERING])
def test_each_tampering_has_its_code(game: str, what: str, change: Any, code: str) -> None:
    text = _jinlami_save() if game == "jinlami" else _rummy_save()
    if game == "rummy" and what == "the played seed":
        change = _set(("seed",), json.loads(text)["seed"] + 1)
    tampered = _tampered(text, change)
    verdict = verify_save(tampered)
    assert verdict.code == code, what
    assert verdict.exit_status == VERDICT_CODES[code] != 0
    if code == "deal_changed" and what == "a dealt card":
        assert verdict.params == {"hand": len(json.loads(tampered)["deals"])}


def test_both_seed_and_commitment_changed_still_fail() -> None:
    text = _jinlami_save()
    doc = json.loads(text)
    doc["seed"] = doc["reveal"]["seed"] = 78  # a consistent new seed, the old commitment
    assert verify_save(json.dumps(doc)).code == "commitment_changed"


def test_garbage_is_a_bad_save() -> None:
    assert verify_save("{not json").code == "bad_save"
    assert verify_save(b"\xff\xfe").code == "bad_save"
    assert verify_save("[1, 2]").code == "bad_save"


def test_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.json"
    good.write_text(_jinlami_save(), encoding="utf-8")
    assert verify_main([str(good), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["verified"] is True and out["code"] == "verified" and out["seed"] == 77
    assert out["commitment"] == commitment_of(77, SALT) and out["salt"] == SALT
    bad = tmp_path / "bad.json"
    bad.write_text(_tampered(_jinlami_save(), _swap_two_cards), encoding="utf-8")
    assert verify_main([str(bad)]) == VERDICT_CODES["deal_changed"]
    assert "deal_changed" in capsys.readouterr().out
    assert verify_main([str(tmp_path / "missing.json"), "--json"]) == VERDICT_CODES["bad_save"]
    assert json.loads(capsys.readouterr().out)["params"] == {"reason": "not_found"}


def test_an_old_version_1_save_still_loads() -> None:
    m = Match(Rules(), MatchConfig.fixed(2), 12)
    finish_match(m, [make("easy", 1), make("easy", 2)], random.Random(1), hands=1)
    doc = serialize.to_dict(m)
    doc["version"] = 1  # what every save before the commitment was
    loaded = serialize.from_dict(doc)
    assert isinstance(loaded, Match) and loaded.scores == m.scores and loaded.fairness is None
    assert verify_save(json.dumps(doc)).code == "not_committed"
