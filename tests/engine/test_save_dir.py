"""``--save-dir`` of both arenas: each played deal (or match) becomes a save that loads,
reviews and — for a match — verifies; the app's save store loads it too."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import serialize
from engine.fairness import verify_save
from engine.jinlami.match import Match
from engine.jinlami.state import HandState
from engine.review import review_save
from engine.rummy.state import RummyState
from engine.tools.arena import main as arena_main
from engine.tools.review import main as review_main
from jinlami_desktop.storage.saves import SaveStore
from tests.storage.game_parts import PARTS


def test_jinlami_hands_are_saved_per_deal_and_leg(tmp_path: Path) -> None:
    out = tmp_path / "saves"
    assert arena_main(["--bots", "easy,medium", "--hands", "2", "--seed", "3", "--json",
                       "--save-dir", str(out)]) == 0  # fmt: skip
    files = sorted(out.glob("*.json"))
    assert [f.name for f in files] == [
        "jinlami-3-deal00001-leg0.json",
        "jinlami-3-deal00001-leg1.json",
        "jinlami-3-deal00002-leg0.json",
        "jinlami-3-deal00002-leg1.json",
    ]
    first, swapped = (json.loads(f.read_text(encoding="utf-8")) for f in files[:2])
    assert first["seed"] == swapped["seed"]  # one deal, both seatings
    assert first["meta"]["arena"]["seats"] == ["easy", "medium"]
    assert swapped["meta"]["arena"]["seats"] == ["medium", "easy"]
    assert first["meta"]["opponents"] == ["medium"] and first["meta"]["finished"] is True
    text = files[1].read_text(encoding="utf-8")
    state = serialize.loads(text)
    assert isinstance(state, HandState) and state.is_over
    review = review_save(text, 1, "quick")  # the easy bot's seat in leg 1
    assert review.decisions
    loaded = SaveStore(tmp_path / "app", parts=PARTS).load_file(files[0], quarantine=False)
    assert loaded.ok and loaded.meta.opponents == ("medium",) and loaded.meta.seat == 0


def test_arena_saves_are_reviewed_by_bot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "saves"
    assert arena_main(["--bots", "easy,medium", "--hands", "2", "--seed", "3", "--json",
                       "--save-dir", str(out)]) == 0  # fmt: skip
    capsys.readouterr()
    files = [str(f) for f in sorted(out.glob("*.json"))]
    assert review_main([*files, "--bot", "easy", "--effort", "quick", "--json"]) == 0
    pooled = json.loads(capsys.readouterr().out)
    assert pooled["files"] == 4 and pooled["hands"] == 4
    assert [r["seat"] for r in pooled["reviews"]] == [0, 1, 0, 1]  # easy's seat in each leg
    assert pooled["summary"]["decisions"] == sum(r["decisions"] for r in pooled["reviews"])
    assert pooled["seconds_per_hand"] > 0


def test_jinlami_games_are_saved_with_a_commitment(tmp_path: Path) -> None:
    out = tmp_path / "games"
    assert arena_main(["--rules", "classic", "--bots", "medium,easy", "--games", "1",
                       "--json", "--save-dir", str(out)]) == 0  # fmt: skip
    files = sorted(out.glob("*.json"))
    assert [f.name for f in files] == [
        "jinlami-1-match00001-leg0.json",
        "jinlami-1-match00001-leg1.json",
    ]
    for f in files:
        text = f.read_text(encoding="utf-8")
        match = serialize.loads(text)
        assert isinstance(match, Match) and match.is_over and match.fairness is not None
        assert verify_save(text).ok


def test_rummy_deals_are_saved_per_rotation(tmp_path: Path) -> None:
    out = tmp_path / "rummy"
    assert arena_main(["--game", "rummy", "--players", "3", "--bots", "easy,medium,hard",
                       "--hands", "1", "--json", "--save-dir", str(out)]) == 0  # fmt: skip
    files = sorted(out.glob("*.json"))
    assert len(files) == 3
    seats = [json.loads(f.read_text(encoding="utf-8"))["meta"]["arena"]["seats"] for f in files]
    assert seats == [
        ["easy", "medium", "hard"],
        ["hard", "easy", "medium"],
        ["medium", "hard", "easy"],
    ]
    state = serialize.loads(files[0].read_text(encoding="utf-8"))
    assert isinstance(state, RummyState) and state.is_over
