"""The layers of both packages hold: every import-linter contract of pyproject.toml
(``[tool.importlinter]``: the engine's layers and its freedom from Qt, the app's layers,
its games apart, its shared modules free of any game) is kept, and no import circle is
left but a game's state and its view.

Why: a module that imports one above it (a shared module reaching for a game, storage
for the registry) makes the code one tangle again, which every later change pays for;
import-linter reports each such import with its line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parent.parent

# The console script `lint-imports` is this entry point; running it through the test's own
# interpreter needs no script on PATH (nor its name on Windows).
_LINT = (
    "import sys; from importlinter.cli import lint_imports_command; "
    "sys.exit(lint_imports_command())"
)


def test_every_layer_contract_is_kept() -> None:
    run = subprocess.run(
        [sys.executable, "-c", _LINT, "--no-cache", "--no-logo", str(ROOT / "pyproject.toml")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "0 broken" in run.stdout, run.stdout


def _circles(graph: grimp.ImportGraph) -> list[list[str]]:
    """The strongly connected sets of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for root in sorted(graph.modules):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.find_modules_directly_imported_by(root))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for nxt in targets:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.find_modules_directly_imported_by(nxt)))))
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    members = []
                    while True:
                        m = stack.pop()
                        on_stack.discard(m)
                        members.append(m)
                        if m == node:
                            break
                    if len(members) > 1:
                        out.append(sorted(members))
    return out


def test_no_engine_circle_is_larger_than_a_state_and_its_view() -> None:
    """Imports for type checking count here too: the engine has none that close a circle."""
    circles = _circles(grimp.build_graph("engine", cache_dir=None))
    assert {tuple(c) for c in circles} <= {
        ("engine.jinlami.state", "engine.jinlami.view"),
        ("engine.rummy.state", "engine.rummy.view"),
    }, circles


def test_the_app_has_no_runtime_import_circle() -> None:
    """Type-checking imports aside: storage's statistics types name each other's protocols."""
    graph = grimp.build_graph("jinlami_desktop", cache_dir=None, exclude_type_checking_imports=True)
    assert _circles(graph) == []
