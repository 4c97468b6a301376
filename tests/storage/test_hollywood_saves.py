"""A Hollywood match (the engine's three-games mode) keeps its mode in the app's save
meta and is worded in the score panel (it was a "bad field" and repaired away)."""

from __future__ import annotations

from jinlami_desktop.games.jinlami.words import mode_text
from jinlami_desktop.storage.save_meta import MODES, SaveMeta


def test_a_hollywood_meta_keeps_its_mode() -> None:
    assert "hollywood" in MODES
    meta = SaveMeta.from_dict({"mode": "hollywood", "player_name": "you"})
    assert meta.mode == "hollywood"


def test_the_panel_words_the_mode() -> None:
    assert mode_text("hollywood", 0, 100, 0) == "Hollywood: three games to 100 at once"
