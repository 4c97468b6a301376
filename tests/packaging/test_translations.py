"""packaging/translations.py: the catalogues are complete and current, and the checker
catches what lupdate's Python reader would silently miss."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[2]


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "jinlami_translations", REPO / "packaging" / "translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


T = _module()


def test_catalogues_are_complete_and_current(capsys: pytest.CaptureFixture[str]) -> None:
    assert T.check() == 0, capsys.readouterr().err


def _found(code: str) -> set[tuple[str, str, str, bool]]:
    found: set[tuple[str, str, str, bool]] = set()
    bad: list[str] = []
    T._Finder("x.py", found, bad).visit(ast.parse(code))
    assert not bad
    return found


def test_the_code_reader_knows_contexts_and_plurals() -> None:
    code = (
        "class Panel:\n"
        "    def f(self, n):\n"
        '        self.tr("A %n card(s)", "", n)\n'
        '        Texts.tr("B")\n'
        '        QCoreApplication.translate("ctx", "C %n", None, n=n)\n'
        '        self.tr("D", "why")\n'
    )
    assert _found(code) == {
        ("Panel", "A %n card(s)", "", True),
        ("Texts", "B", "", False),
        ("ctx", "C %n", "", True),
        ("Panel", "D", "why", False),
    }


def test_broken_translations_are_reported() -> None:
    msgs = [
        T.Message("Texts", "Hint: discard the {card}", "", False, "", ("提示：打出",)),
        T.Message("Texts", "Knock", "", False, "unfinished", ("",)),
        T.Message("MainWindow", "&Game", "", False, "", ("游戏",)),
        T.Message("Texts", "Bot ({level})", "", False, "", ("Bot ({level})",)),
        T.Message("SidePanel", "Stock: %n card(s)", "", True, "", ("底牌", "x")),
        T.Message("RulesDialog", "<b>x</b> words", "", False, "", ("<b>中文",)),
    ]
    problems = "\n".join(T.problems_in(msgs, "zh_CN"))
    assert "placeholders differ" in problems
    assert "unfinished" in problems
    assert "accelerator" in problems
    assert "has no Chinese" in problems
    assert "plural forms" in problems and "%n missing" in problems
    assert "HTML tags differ" in problems


def test_todo_and_fill_round_trip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``todo`` lists what is left to translate; ``fill`` writes it back, finished."""
    import shutil

    ts = tmp_path / "jinlami_zh_CN.ts"
    shutil.copy(T.ts_path("zh_CN"), ts)
    monkeypatch.setattr(T, "ts_path", lambda lang, folder=None: tmp_path / f"jinlami_{lang}.ts")
    monkeypatch.setattr(T, "qm_path", lambda lang, folder=None: tmp_path / f"jinlami_{lang}.qm")
    text = ts.read_text(encoding="utf-8")
    # Unfinish one plain entry: it must show up in todo and be finished by fill.
    marker = "<source>Rules</source>"
    assert marker in text, "the catalogue lost the Rules title this test unfinishes"
    start = text.index(marker)
    tr_start = text.index("<translation", start)
    tr_end = text.index("</translation>", tr_start) + len("</translation>")
    text = text[:tr_start] + '<translation type="unfinished"></translation>' + text[tr_end:]
    ts.write_text(text, encoding="utf-8")
    entries = [e for e in T.todo("zh_CN") if e["source"] == "Rules"]
    assert entries and entries[0]["translation"] == ""
    entries[0]["translation"] = "规则"
    assert T.fill("zh_CN", entries) == 1
    assert not [e for e in T.todo("zh_CN") if e["source"] == "Rules"]
    assert (tmp_path / "jinlami_zh_CN.qm").is_file()
    bad = [{"context": "Nowhere", "source": "nothing", "comment": "", "translation": "x"}]
    with pytest.raises(T.ToolError):
        T.fill("zh_CN", bad)
