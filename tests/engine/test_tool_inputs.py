"""The command-line tools refuse bad input with a coded line, never a traceback.

``engine.review`` and ``engine.verify`` on JSON that is not an object, a ``meta`` that
is a list, nesting past Python's recursion, a FIFO (which used to hang both), a
folder, a missing file; ``--top -5`` and other numbers out of range are usage errors;
a save with two BOMs reads in both tools as it does in the app.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from engine.tools import arena, bench, opp_model_fit, review, rummy_arena, verify
from engine.tools.inputs import ToolInputError, read_input
from tests.special_files import fifo, needs_fifo

BOM = b"\xef\xbb\xbf"


@pytest.fixture(scope="module")
def arena_save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One deal the arena played and saved (its meta names the seats' bots)."""
    folder = tmp_path_factory.mktemp("arena")
    assert arena.main(["--hands", "1", "--jobs", "1", "--json", "--save-dir", str(folder)]) == 0
    return sorted(folder.glob("*.json"))[0]


def refused(
    main: Callable[[list[str]], int], argv: list[str], capsys: pytest.CaptureFixture[str]
) -> str:
    """Run a tool that must stop with a usage error (status 2); its error line."""
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    return err.strip().splitlines()[-1]


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    files = {
        "list": b"[1, 2]",
        "meta_list": b'{"meta": [1], "format": "jinlami-save"}',
        "arena_not_object": b'{"meta": {"arena": [1]}}',
        "seats_not_list": b'{"meta": {"arena": {"seats": 3}}}',
        "deep": b"[" * 100_000 + b"]" * 100_000,
        "deep_meta": b'{"meta": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        "not_utf8": b"\xff\xfe{",
    }
    out = {}
    for name, data in files.items():
        out[name] = tmp_path / f"{name}.json"
        out[name].write_bytes(data)
    return out


# -- engine.review ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("list", "not_a_save"),
        ("meta_list", "bad_field"),
        ("arena_not_object", "bad_field"),
        ("seats_not_list", "bad_field"),
        ("deep", "not_json"),
        ("deep_meta", "not_json"),
        ("not_utf8", "not_json"),
    ],
)
def test_review_bot_refuses_what_is_no_arena_save_with_a_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, code: str
) -> None:
    path = _bad_files(tmp_path)[name]
    line = refused(review.main, [str(path), "--bot", "easy"], capsys)
    assert f"error: {code}:" in line


@pytest.mark.parametrize("name", ["list", "meta_list", "deep", "not_utf8"])
def test_review_seat_refuses_them_too(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str
) -> None:
    path = _bad_files(tmp_path)[name]
    line = refused(review.main, [str(path), "--seat", "0"], capsys)
    assert "error: " in line


@needs_fifo
def test_review_refuses_a_fifo_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pipe.json"
    with fifo(path) as freed:
        for who in (["--seat", "0"], ["--bot", "easy"]):
            assert "not_a_file:" in refused(review.main, [str(path), *who], capsys)
    assert freed == []


def test_review_refuses_a_folder_and_a_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert "not_a_file:" in refused(review.main, [str(tmp_path), "--seat", "0"], capsys)
    missing = str(tmp_path / "gone.json")
    assert "not_found:" in refused(review.main, [missing, "--seat", "0"], capsys)


@pytest.mark.parametrize("top", ["-5", "0", "x"])
def test_review_top_must_be_at_least_one(
    arena_save: Path, capsys: pytest.CaptureFixture[str], top: str
) -> None:
    assert "--top" in refused(review.main, [str(arena_save), "--seat", "0", "--top", top], capsys)


def test_review_seat_must_be_a_seat(arena_save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "--seat" in refused(review.main, [str(arena_save), "--seat", "-1"], capsys)


def test_review_and_verify_read_two_boms_as_the_app_does(
    arena_save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    twice = tmp_path / "twice.json"
    twice.write_bytes(BOM + BOM + arena_save.read_bytes())
    assert review.main([str(twice), "--bot", "hard", "--json"]) == 0
    pooled = json.loads(capsys.readouterr().out)
    assert pooled["files"] == 1
    plain = verify.verify_file(arena_save)
    assert verify.verify_file(twice) == plain
    assert plain.code != "bad_save"  # a single-hand save: not committed, but a save


# -- engine.verify ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("name", "reason"),
    [("list", "not_a_save"), ("meta_list", "not_a_save"), ("deep", "not_json")],
)
def test_verify_calls_them_bad_saves(tmp_path: Path, name: str, reason: str) -> None:
    verdict = verify.verify_file(_bad_files(tmp_path)[name])
    assert (verdict.code, verdict.params) == ("bad_save", {"reason": reason})


def test_verify_refuses_a_reveal_that_is_no_object(tmp_path: Path) -> None:
    path = tmp_path / "reveal.json"
    doc = {"seed": 1, "commitment": "ab" * 32, "reveal": [1, 2], "format": "jinlami-save"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    verdict = verify.verify_file(path)
    assert verdict.code in ("bad_save", "not_committed")


@needs_fifo
def test_verify_refuses_a_fifo_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pipe.json"
    with fifo(path) as freed:
        status = verify.main([str(path), "--json"])
    assert freed == []
    assert status == 3
    out = json.loads(capsys.readouterr().out)
    assert out["code"] == "bad_save" and out["params"] == {"reason": "not_a_file"}


def test_verify_refuses_a_folder(tmp_path: Path) -> None:
    assert verify.verify_file(tmp_path).params == {"reason": "not_a_file"}


# -- argument ranges -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("main", "argv", "option"),
    [
        (arena.main, ["--hands", "0"], "--hands"),
        (arena.main, ["--games", "-3"], "--games"),
        (arena.main, ["--hands", "10000000"], "--hands"),
        (arena.main, ["--budget-ms", "-1"], "--budget-ms"),
        (arena.main, ["--budget-ms", "nan"], "--budget-ms"),
        (arena.main, ["--game", "rummy", "--hands", "0"], "--hands"),
        (arena.main, ["--game", "rummy", "--players", "9"], "--players"),
        (rummy_arena.main, ["--budget-ms", "0"], "--budget-ms"),
        (bench.main, ["--hands", "0"], "--hands"),
        (bench.main, ["--samples", "-1"], "--samples"),
        (bench.main, ["--samples", "999999999"], "--samples"),
        (opp_model_fit.main, ["play", "--out", "x", "--sample", "1.5"], "--sample"),
        (opp_model_fit.main, ["play", "--out", "x", "--hands", "0"], "--hands"),
        (opp_model_fit.main, ["fit", __file__, "--holdout", "-0.1"], "--holdout"),
        (opp_model_fit.main, ["fit", __file__, "--l2", "-1"], "--l2"),
        (arena.main, ["--seed", str(2**70)], "--seed"),
        (arena.main, ["--game", "rummy", "--seed", str(-(2**70))], "--seed"),
        (bench.main, ["--seed", "x"], "--seed"),
        (opp_model_fit.main, ["play", "--out", "x", "--seed", str(2**64)], "--seed"),
        (arena.main, ["--save-dir", __file__], "--save-dir"),
        (arena.main, ["--game", "rummy", "--save-dir", __file__], "--save-dir"),
        (opp_model_fit.main, ["fit", "no-such-data.pkl"], "data"),
    ],
)
def test_numbers_out_of_range_are_usage_errors(
    main: Callable[[list[str]], int],
    argv: list[str],
    option: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert option in refused(main, argv, capsys)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_the_model_fit_refuses_a_fifo_without_waiting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "data.pkl"
    os.mkfifo(fifo)
    assert "named pipe" in refused(opp_model_fit.main, ["fit", str(fifo)], capsys)


# -- the helper ------------------------------------------------------------------------------
def test_read_input_codes(tmp_path: Path) -> None:
    big = tmp_path / "big"
    big.write_bytes(b"x" * 11)
    cases = {"too_large": big, "not_found": tmp_path / "none", "not_a_file": tmp_path}
    for code, path in cases.items():
        with pytest.raises(ToolInputError) as err:
            read_input(path, 10)
        assert err.value.code == code
    if hasattr(os, "geteuid") and os.geteuid() != 0:  # root reads anything
        locked = tmp_path / "locked"
        locked.write_bytes(b"{}")
        locked.chmod(0)
        with pytest.raises(ToolInputError) as err:
            read_input(locked, 10)
        assert err.value.code == "read_failed"
