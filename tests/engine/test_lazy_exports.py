"""``engine`` and its game packages load their names on first use (engine/lazy_exports.py):
the public API is the same as if the packages imported everything, and importing a
light submodule does not import both games."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.lazy_exports import LazyExports

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "engine.jinlami", "engine.rummy", "jinlami_desktop.storage")


@pytest.mark.parametrize("name", PACKAGES)
def test_every_exported_name_is_its_modules_own_object(name: str) -> None:
    package = importlib.import_module(name)
    where = package._EXPORTS
    assert sorted(where) == sorted(package.__all__)
    for export, module in where.items():
        value = getattr(package, export)
        assert value is getattr(importlib.import_module(module, name), export)
        assert export in dir(package)


def test_star_import_and_the_documented_calls_still_work() -> None:
    space: dict[str, object] = {}
    exec("from engine import *", space)
    assert set(engine.__all__) <= set(space)
    cards = engine.parse_cards("AS 2S 3S TD")
    assert engine.best_arrangement(cards).deadwood_points == 10
    assert engine.Rules.preset("classic") == engine.PRESETS["classic"]


def test_a_submodule_is_reached_as_an_attribute_and_a_typo_is_an_attribute_error() -> None:
    assert engine.melds is importlib.import_module("engine.melds")
    with pytest.raises(AttributeError, match="no attribute 'Cardz'"):
        engine.Cardz  # noqa: B018
    with pytest.raises(AttributeError):
        engine.nosuchmodule  # noqa: B018


def test_a_name_loads_once_and_stays() -> None:
    space: dict[str, object] = {}
    lazy = LazyExports("engine", {"Card": ".cards"}, space)
    card = lazy.load("Card")
    assert space["Card"] is card is engine.Card
    assert "Card" in lazy.names()


def test_a_light_submodule_imports_neither_game() -> None:
    probe = (
        "import sys, engine.game_ids, engine.jinlami.rules, engine.bot_spec;"
        "print(sorted(m for m in sys.modules if m.startswith('engine')))"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout
    loaded = set(eval(out))
    for heavy in ("engine.games", "engine.jinlami.match", "engine.rummy.state", "engine.melds"):
        assert heavy not in loaded, loaded


def test_the_registry_agrees_with_the_light_list_of_ids() -> None:
    from engine.game_ids import GAME_IDS
    from engine.games import GAMES

    assert tuple(GAMES) == GAME_IDS
