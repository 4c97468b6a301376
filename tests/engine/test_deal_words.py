"""The player's words in the deal (docs/RULES.md Part D3): the app's secret committed
before the words, the seed the documented hash of both, the save carrying both parts, and
``python -m engine.verify`` telling each kind of tampering by its code."""

from __future__ import annotations

import hashlib
import json
import random
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from engine import serialize
from engine.errors import RulesError
from engine.fairness import (
    MAX_WORDS,
    VERDICT_CODES,
    Fairness,
    Pledge,
    check_words,
    commitment_of,
    dealt_deck,
    seed_from_words,
    verify_save,
    with_fairness,
)
from engine.jinlami.bots import make
from engine.jinlami.match import Match, MatchConfig, TeamMatch
from engine.jinlami.rules import Rules
from engine.rummy.bots import make_rummy_bot
from engine.rummy.match import RummyMatch
from engine.rummy.state import RummyRules
from engine.tools.arena import main as arena_main
from engine.tools.arena import run_hands
from engine.tools.rummy_arena import run as rummy_run
from engine.tools.verify import main as verify_main
from tests.engine.test_fairness import SALT, finish_match

PLEDGE = Pledge(77, SALT)


def _documented_seed(secret: int, words: str) -> int:
    """The construction of docs/RULES.md D3, written out again from the text."""
    s = str(secret).encode("ascii")
    w = unicodedata.normalize("NFC", words).strip().encode("utf-8")
    msg = len(s).to_bytes(4, "big") + s + len(w).to_bytes(4, "big") + w
    return int.from_bytes(hashlib.sha256(msg).digest()[:8], "big") >> 1


def _words_match(words: str = "plum blossom", pledge: Pledge = PLEDGE) -> Match:
    fair = pledge.deal(words)
    m = Match(Rules(), MatchConfig.fixed(3), fair.seed, salt=SALT)
    with_fairness(m, fair)
    return m


def _words_save(words: str = "plum blossom") -> str:
    m = _words_match(words)
    finish_match(m, [make("medium", 1), make("medium", 2)], random.Random(3))
    return serialize.dumps(m)


def test_the_seed_is_the_documented_hash() -> None:
    assert seed_from_words(77, "plum blossom") == _documented_seed(77, "plum blossom")
    assert seed_from_words(77, "plum blossom") == 2590741551050372741  # docs/RULES.md D3's example
    for secret, words in ((0, "梅花"), (-5, "a"), (2**63 - 1, "x" * MAX_WORDS)):
        assert seed_from_words(secret, words) == _documented_seed(secret, words)
        assert 0 <= seed_from_words(secret, words) < 2**63
    # the lengths keep the two parts apart: no moving of characters between them
    assert seed_from_words(12, "3x") != seed_from_words(123, "x")


def test_words_are_trimmed_and_nfc_normalised() -> None:
    assert check_words("  plum blossom\u3000") == "plum blossom"  # the ideographic space too
    assert check_words("cafe\u0301") == "café" == unicodedata.normalize("NFC", "cafe\u0301")
    assert seed_from_words(1, "cafe\u0301 ") == seed_from_words(1, "café")
    assert check_words("plum  blossom") == "plum  blossom"  # inner spaces are the player's
    assert len(check_words("字" * MAX_WORDS)) == MAX_WORDS


@pytest.mark.parametrize(
    ("words", "code"),
    [
        ("", "words_empty"),
        (" \t\u3000 ", "words_empty"),
        ("x" * (MAX_WORDS + 1), "words_too_long"),
        ("plum\nblossom", "words_control"),
        ("plum\x00", "words_control"),
        ("abc\u202edef", "words_control"),  # a right-to-left override
        ("line\u2028sep", "words_control"),
        ("lone \ud800", "words_control"),
        (12, "bad_words"),
        (None, "bad_words"),
    ],
)
def test_bad_words_are_refused_with_their_code(words: object, code: str) -> None:
    with pytest.raises(RulesError) as err:
        check_words(words)
    assert err.value.code == code
    if code == "words_too_long":
        assert err.value.params == {"limit": MAX_WORDS}
    with pytest.raises(RulesError):
        PLEDGE.deal(words)  # type: ignore[arg-type]


def test_the_commitment_comes_before_the_words() -> None:
    assert PLEDGE.commitment == commitment_of(77, SALT)  # of the secret, as D1's of a seed
    for words in ("plum blossom", "梅花", "other words"):
        fair = PLEDGE.deal(words)
        assert fair.commitment == PLEDGE.commitment  # whatever the player types after
        assert fair.seed == seed_from_words(77, words) and fair.words == words
        assert fair.secret == 77 and fair.committed == 77


def _first_hands(words: str, pledge: Pledge = PLEDGE) -> tuple[list[str], list[str]]:
    m = _words_match(words, pledge)
    state = m.start_hand()
    return [str(c) for c in state.hand(0)], [str(c) for c in state.hand(1)]


def test_same_secret_and_words_deal_the_same_cards() -> None:
    a = _first_hands("plum blossom")
    assert a == _first_hands("plum blossom") == _first_hands(" plum blossom ")
    assert len(a[0]) == 10 and not set(a[0]) & set(a[1])
    assert _first_hands("plum blossom") != _first_hands("plum blossoms")  # other words
    assert _first_hands("plum blossom") != _first_hands("plum blossom", Pledge(78, SALT))
    # the match is that of the words' seed, its first hand the deck of its first hand seed
    m = _words_match("plum blossom")
    assert m.seed == seed_from_words(77, "plum blossom") == PLEDGE.seed("plum blossom")
    state = m.start_hand()
    rng = random.Random(m.seed)  # Part D1: the first dealer, then one seed per hand
    rng.randrange(2)
    assert state.seed == rng.getrandbits(63)
    held = set(a[0]) | set(a[1])  # dealt first, in the deck's order
    assert held == {str(c) for c in dealt_deck(state.seed)[: len(held)]}


def test_the_save_carries_both_parts_and_verifies() -> None:
    text = _words_save()
    doc = json.loads(text)
    seed = seed_from_words(77, "plum blossom")
    assert doc["seed"] == seed
    assert doc["fairness"] == {
        "commitment": commitment_of(77, SALT),
        "salt": SALT,
        "words": "plum blossom",
        "secret": 77,
    }
    assert doc["reveal"] == {"seed": seed, "salt": SALT, "secret": 77, "ended": "finished"}
    verdict = verify_save(text)
    assert verdict.ok, verdict
    assert verdict.words == "plum blossom" and verdict.secret == 77 and verdict.seed == seed
    assert verdict.to_dict()["words"] == "plum blossom" and verdict.to_dict()["secret"] == 77
    assert verify_save(text, "plum blossom ").ok  # the player's words, as remembered
    loaded = serialize.loads(text)
    assert isinstance(loaded, Match) and loaded.fairness is not None
    assert loaded.fairness.words == "plum blossom" and loaded.fairness.secret == 77
    assert verify_save(serialize.dumps(loaded)).ok  # loaded and saved again


def test_a_running_words_match_is_not_revealed() -> None:
    m = _words_match()
    finish_match(m, [make("easy", 1), make("easy", 2)], random.Random(1), hands=1)
    text = serialize.dumps(m)
    assert "reveal" not in json.loads(text)
    assert verify_save(text).code == "not_revealed"
    assert verify_save(text, "other").code == "words_changed"  # checkable during play
    resumed = serialize.loads(text)  # a resumed match reveals its secret at the end
    assert isinstance(resumed, Match)
    finish_match(resumed, [make("easy", 1), make("easy", 2)], random.Random(1))
    assert verify_save(serialize.dumps(resumed)).ok


def test_other_games_and_team_matches_take_words() -> None:
    fair = Pledge(9, SALT).deal("梅花")
    r = with_fairness(RummyMatch(RummyRules(3), 50, fair.seed, salt=SALT), fair)
    finish_match(r, [make_rummy_bot("hard", s) for s in range(3)], random.Random(4))
    verdict = verify_save(serialize.dumps(r))
    assert verdict.ok and verdict.words == "梅花"
    fair = Pledge(3, SALT).deal("team words")
    t = TeamMatch(Rules(), (("a", "b"), ("c", "d")), fair.seed, hands_per_duel=1, salt=SALT)
    with_fairness(t, fair)
    rng = random.Random(2)
    while not t.is_over:
        current = t.current
        assert current is not None
        finish_match(current[2], [make("medium", 1), make("medium", 2)], rng)
    assert verify_save(serialize.dumps(t)).ok


def test_the_commitment_is_attached_before_the_first_card_only() -> None:
    fair = PLEDGE.deal("plum blossom")
    with pytest.raises(RulesError) as err:
        with_fairness(Match(Rules(), MatchConfig.fixed(1), fair.seed + 1, salt=SALT), fair)
    assert err.value.code == "bad_seed"
    started = Match(Rules(), MatchConfig.fixed(2), fair.seed, salt=SALT)
    started.start_hand()
    with pytest.raises(RulesError) as err:
        with_fairness(started, fair)
    assert err.value.code == "hand_in_play"
    with pytest.raises(RulesError):
        Fairness(fair.seed, SALT, words="plum blossom")  # words without the secret
    with pytest.raises(RulesError):
        Fairness(fair.seed, SALT, words=" plum blossom", secret=77)  # not as hashed


def _tampered(text: str, change: Any) -> str:
    doc = json.loads(text)
    change(doc)
    return json.dumps(doc, ensure_ascii=False)


def _set(*pairs: tuple[tuple[str, ...], Any]) -> Any:
    def change(doc: dict[str, Any]) -> None:
        for path, value in pairs:
            d = doc
            for key in path[:-1]:
                d = d[key]
            d[path[-1]] = value

    return change


def _new_seed(doc: dict[str, Any]) -> None:
    """Another seed put everywhere a seed is (the played and the revealed one)."""
    doc["seed"] = doc["reveal"]["seed"] = doc["seed"] + 1


def _drop_words(doc: dict[str, Any]) -> None:
    """The words and the secret taken out: the save of a seed committed to directly."""
    del doc["fairness"]["words"], doc["fairness"]["secret"], doc["reveal"]["secret"]


TAMPERING = [
    ("a changed word", _set((("fairness", "words"), "plum blossoms")), "seed_not_derived"),
    ("the committed secret", _set((("fairness", "secret"), 78)), "secret_changed"),
    ("the revealed secret", _set((("reveal", "secret"), 78)), "secret_changed"),
    (
        "both secrets",
        _set((("fairness", "secret"), 78), (("reveal", "secret"), 78)),
        "commitment_changed",
    ),
    ("the played seed", _set((("seed",), 5)), "seed_changed"),
    ("a consistent new seed", _new_seed, "seed_not_derived"),
    ("the words removed", _drop_words, "commitment_changed"),
    ("words not as hashed", _set((("fairness", "words"), "plum blossom ")), "bad_save"),
    ("words too long", _set((("fairness", "words"), "x" * 201)), "bad_save"),
    ("a text secret", _set((("fairness", "secret"), "77")), "bad_save"),
    ("the revealed secret removed", lambda d: d["reveal"].pop("secret"), "bad_save"),
    ("the committed secret removed", lambda d: d["fairness"].pop("secret"), "bad_save"),
]


@pytest.mark.parametrize(("what", "change", "code"), TAMPERING, ids=[t[0] for t in TAMPERING])
def test_each_tampering_has_its_code(what: str, change: Any, code: str) -> None:
    verdict = verify_save(_tampered(_words_save(), change))
    assert verdict.code == code, (what, verdict)
    assert verdict.exit_status == VERDICT_CODES[code] != 0


def test_the_players_words_are_checked_when_given() -> None:
    text = _words_save()
    v = verify_save(text, "plum blossoms")
    assert v.code == "words_changed" and v.params == {"given": "plum blossoms"}
    assert v.words == "plum blossom"
    with pytest.raises(RulesError):
        verify_save(text, "")  # the caller's words, not the save, are bad
    # a match dealt from its seed alone has no words: any words given were not used
    plain = Match(Rules(), MatchConfig.fixed(1), 77, salt=SALT)
    finish_match(plain, [make("easy", 1), make("easy", 2)], random.Random(1))
    assert verify_save(serialize.dumps(plain), "plum blossom").code == "words_changed"


def test_saves_without_words_verify_as_before() -> None:
    plain = Match(Rules(), MatchConfig.fixed(2), 77, salt=SALT)
    finish_match(plain, [make("easy", 1), make("easy", 2)], random.Random(1))
    doc = json.loads(serialize.dumps(plain))
    assert set(doc["fairness"]) == {"commitment", "salt"} and "secret" not in doc["reveal"]
    verdict = verify_save(json.dumps(doc))
    assert verdict.ok and verdict.words is None and verdict.secret is None
    doc["reveal"]["secret"] = 77  # a secret in a save without words is no save we wrote
    assert verify_save(json.dumps(doc)).code == "bad_save"


def test_verify_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "words.json"
    good.write_text(_words_save(), encoding="utf-8")
    assert verify_main([str(good)]) == 0
    out = capsys.readouterr().out
    assert '"plum blossom"' in out and "secret 77" in out
    assert verify_main([str(good), "--json", "--words", "plum blossom"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["words"] == "plum blossom" and doc["secret"] == 77 and doc["verified"]
    assert verify_main([str(good), "--words", "梅花"]) == VERDICT_CODES["words_changed"] == 12
    assert "words_changed" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        verify_main([str(good), "--words", "a\nb"])
    assert exit_.value.code == 2
    assert "words_control" in capsys.readouterr().err


def test_arena_deals_from_the_words(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = Rules.preset("classic")
    plain = run_hands(rules, ["easy", "easy"], 3, seed=4).summary()
    words = run_hands(rules, ["easy", "easy"], 3, seed=4, words="plum blossom").summary()
    again = run_hands(rules, ["easy", "easy"], 3, seed=4, words=" plum blossom").summary()
    other = run_hands(rules, ["easy", "easy"], 3, seed=4, words="梅花").summary()
    keys = ("wins", "points", "turns_per_hand")
    assert all(words[k] == again[k] for k in keys)  # reproducible from the seed and words
    assert any(words[k] != plain[k] for k in keys) or any(words[k] != other[k] for k in keys)
    # the deals themselves: each deal's seed is the words' seed of the run's own seed
    master = random.Random(4)
    secrets = [master.getrandbits(63) for _ in range(3)]
    hands_dir = tmp_path / "hands"
    run = ["--bots", "easy,easy", "--seed", "4", "--deal-words", "梅花", "--json", "--jobs", "1"]
    assert arena_main([*run, "--hands", "3", "--save-dir", str(hands_dir)]) == 0
    saved = sorted(hands_dir.glob("*leg0.json"))
    assert [json.loads(p.read_text("utf-8"))["seed"] for p in saved] == [
        seed_from_words(s, "梅花") for s in secrets
    ]
    games_dir = tmp_path / "games"
    assert arena_main([*run, "--games", "1", "--save-dir", str(games_dir)]) == 0
    capsys.readouterr()
    for path in sorted(games_dir.glob("*.json")):
        verdict = verify_save(path.read_text("utf-8"), "梅花")
        assert verdict.ok and verdict.secret == secrets[0], verdict
        assert json.loads(path.read_text("utf-8"))["seed"] == seed_from_words(secrets[0], "梅花")


@pytest.mark.parametrize(("words", "code"), [("  ", "words_empty"), ("x" * 201, "words_too_long")])
def test_arena_refuses_bad_words(words: str, code: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        arena_main(["--bots", "easy,easy", "--hands", "1", "--deal-words", words])
    assert exit_.value.code == 2
    assert code in capsys.readouterr().err


def test_rummy_arena_deals_from_the_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    plain = rummy_run(3, ["easy", "easy", "easy"], 2, seed=4, rotate=False)
    words = rummy_run(3, ["easy", "easy", "easy"], 2, seed=4, rotate=False, words="plum blossom")
    again = rummy_run(3, ["easy", "easy", "easy"], 2, seed=4, rotate=False, words="plum blossom")
    keys = ("wins", "points_per_hand", "turns_per_hand")
    assert all(words[k] == again[k] for k in keys)  # reproducible from the seed and words
    assert any(words[k] != plain[k] for k in keys)
    master = random.Random(4)
    secrets = [master.getrandbits(63) for _ in range(2)]
    run = ["--game", "rummy", "--bots", "easy,easy,easy", "--seed", "4", "--hands", "2"]
    run += ["--no-rotate", "--deal-words", "梅花", "--json", "--jobs", "1"]
    assert arena_main([*run, "--save-dir", str(tmp_path)]) == 0
    capsys.readouterr()
    saved = sorted(tmp_path.glob("*.json"))
    assert [json.loads(p.read_text("utf-8"))["seed"] for p in saved] == [
        seed_from_words(s, "梅花") for s in secrets
    ]


def test_rummy_arena_refuses_bad_words(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        arena_main(["--game", "rummy", "--bots", "easy,easy", "--hands", "1", "--deal-words", " "])
    assert exit_.value.code == 2
    assert "words_empty" in capsys.readouterr().err
