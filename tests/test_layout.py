"""Guard the project's shape: the engine stays free of Qt, the top level stays fixed."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
ENGINE_DIR = REPO_ROOT / "engine"

QT_MODULE = r"(?:PySide\d*|PyQt\d*|shiboken\d*|sip|qtpy)"
# `import a, PySide6.QtCore as q` / `from PyQt6 import x`, at any indentation.
QT_IMPORT_LINE = re.compile(
    rf"^\s*(?:from\s+{QT_MODULE}\b|import\s+(?:[\w.]+(?:\s+as\s+\w+)?\s*,\s*)*{QT_MODULE}\b)",
    re.MULTILINE,
)
# importlib.import_module("PySide6") / __import__('PyQt5.QtCore')
QT_DYNAMIC_IMPORT = re.compile(rf"(?:import_module|__import__)\(\s*[\"']{QT_MODULE}\b")

TOP_LEVEL = (
    "pyproject.toml",
    "jinlami_desktop",
    "engine",
    "resources",
    "translations",
    "tests",
    "packaging",
    "docs",
)

CHECK_NO_QT = """
import sys
{imports}
qt_roots = {{"PySide6", "shiboken6", "PyQt5", "PyQt6"}}
qt = sorted(m for m in sys.modules if m.split(".")[0] in qt_roots)
if qt:
    sys.exit("engine pulled in Qt: " + ", ".join(qt))
"""


def engine_sources() -> list[Path]:
    """Every Python file of the engine package."""
    return sorted(ENGINE_DIR.rglob("*.py"))


@pytest.mark.parametrize("name", TOP_LEVEL)
def test_top_level_layout(name: str) -> None:
    assert (REPO_ROOT / name).exists(), f"{name} is missing from the repository root"


def test_engine_is_a_package() -> None:
    assert (ENGINE_DIR / "__init__.py").is_file()


def test_engine_sources_do_not_import_qt() -> None:
    sources = engine_sources()
    assert sources, "no engine sources found"
    offenders = []
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for pattern in (QT_IMPORT_LINE, QT_DYNAMIC_IMPORT):
            for match in pattern.finditer(text):
                line = text.count("\n", 0, match.start()) + 1
                offenders.append(f"{path.relative_to(REPO_ROOT)}:{line}: {match.group().strip()}")
    assert not offenders, "engine must not import Qt:\n" + "\n".join(offenders)


def run_python(code: str) -> subprocess.CompletedProcess[str]:
    """Run code in a fresh interpreter from the repo root, so `engine` is this checkout's."""
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_importing_engine_loads_no_qt() -> None:
    result = run_python(CHECK_NO_QT.format(imports="import engine"))
    assert result.returncode == 0, result.stderr


def test_importing_every_engine_module_loads_no_qt() -> None:
    modules = sorted(
        ".".join(path.relative_to(REPO_ROOT).with_suffix("").parts)
        for path in engine_sources()
        if path.name not in {"__init__.py", "__main__.py"}
    )
    imports = "\n".join(f"import {name}" for name in ["engine", *modules])
    result = run_python(CHECK_NO_QT.format(imports=imports))
    assert result.returncode == 0, result.stderr


def test_qt_import_pattern_catches_the_usual_spellings() -> None:
    caught = [
        "from PySide6.QtCore import QObject",
        "    import PySide6",
        "import os, PyQt6.QtWidgets as w",
        "import shiboken6",
    ]
    allowed = ["# PySide6 is not used here", "from enginePySide6 import x", "import pyside_helpers"]
    for line in caught:
        assert QT_IMPORT_LINE.search(line), line
    for line in allowed:
        assert not QT_IMPORT_LINE.search(line), line
    assert QT_DYNAMIC_IMPORT.search('importlib.import_module("PySide6.QtGui")')
