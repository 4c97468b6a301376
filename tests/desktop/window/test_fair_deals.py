"""Provably fair deals in the app (docs/RULES.md Part D): every match the app creates
has a commitment whose fingerprint is on show from the first card, the seed stays
hidden until the match ends (finished, resigned, abandoned), then the seed and salt
are revealed and the Verify buttons (Match info…, the statistics' history) say in words
that the deals check out — or which check failed for a tampered record."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engine import serialize
from engine.fairness import commitment_of
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.dialogs.match_info import MatchInfoDialog
from jinlami_desktop.dialogs.rules_help import RulesDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.fairness import fairness_of, fresh_salt, pack_save, verify_text
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.statistics.window import StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.storage.stats import StatsStore
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import VERDICT_CODES, verdict_text
from tests.desktop.game_parts import jinlami_ui
from tests.storage.game_parts import PARTS
from tests.storage.test_flow import play


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow(Preferences(animation_speed="off", auto_layoff=False))
    qtbot.addWidget(w)
    w.show()
    yield w
    app = QApplication.instance()
    assert app is not None
    install_language(app, "en")


def _info(window: MainWindow) -> MatchInfoDialog:
    window.match_info_action.trigger()
    dlg = window.match_info_dialog
    assert dlg is not None and dlg.isVisible()
    return dlg


SETUPS = [
    MatchSetup(seed=4242, hands=2, opponent="easy"),
    MatchSetup(mode="team", seed=31, hands=1, teammates=("easy",), opponents=("easy", "hard")),
    RummySetup(opponents=("easy", "hard"), seed=99, target=100),
]


@pytest.mark.parametrize("setup", SETUPS, ids=["jinlami", "team", "rummy"])
def test_the_fingerprint_is_on_show_from_the_first_card(window: MainWindow, setup: object) -> None:
    window.start_match(setup)
    game = window.current_ui().controller.game
    assert game is not None
    fair = fairness_of(game)
    assert fair is not None and len(fair.salt) == 32
    assert fair.commitment == commitment_of(game.seed, fair.salt)  # the engine's commitment
    badge = window.fairness.badge
    assert badge.isVisible() and badge.fingerprint == fair.commitment[:8]
    assert badge.text() == f"Deals committed: {fair.commitment[:8]}"
    assert fair.commitment in badge.toolTip()
    dlg = _info(window)
    assert dlg.commitment_label.text() == fair.commitment
    assert dlg.seed_label.text() == "hidden until the match ends"
    assert str(game.seed) not in dlg.seed_label.text() and not dlg.copy_button.isEnabled()
    assert not dlg.verify_button.isEnabled()
    QApplication.clipboard().setText("")
    dlg.copy_commitment_button.click()
    assert QApplication.clipboard().text() == fair.commitment


def test_each_new_match_gets_a_fresh_salt(window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=5, hands=1, opponent="easy"))
    first = fairness_of(window.current_ui().controller.game)
    window.start_match(MatchSetup(seed=5, hands=1, opponent="easy"))
    second = fairness_of(window.current_ui().controller.game)
    assert first is not None and second is not None
    assert first.salt != second.salt and first.commitment != second.commitment
    assert first.ended == "abandoned"  # replaced by another match: revealed


@pytest.mark.parametrize(
    "setup",
    [
        RummySetup(opponents=("easy",), seed=77, target=100),
        MatchSetup(mode="team", seed=77, hands=1, teammates=("easy",), opponents=("easy", "hard")),
    ],
    ids=["rummy", "team"],
)
def test_resigning_reveals_and_match_info_verifies(window: MainWindow, setup: object) -> None:
    window.start_match(setup)
    dlg = _info(window)
    window.current_ui().controller.resign()
    # the open dialog follows the match's end
    assert dlg.seed_label.text() == "77" and dlg.copy_button.isEnabled()
    fair = fairness_of(window.current_ui().controller.game)
    assert fair is not None and fair.ended == "resigned"
    assert window.fairness.badge.text().endswith("(revealed)")
    assert dlg.salt_label is not None and dlg.salt_label.text() == fair.salt
    assert dlg.state_label is not None
    assert dlg.state_label.text() == "Revealed: the match was resigned."
    assert dlg.verify_button.isEnabled()
    dlg.verify_button.click()
    assert dlg.verdict is not None and dlg.verdict.ok
    assert dlg.verdict_label.text().startswith("Verified:")
    install_language(QApplication.instance(), "zh_CN")  # type: ignore[arg-type]
    QApplication.processEvents()
    assert dlg.verdict_label.text().startswith("验证通过")
    assert dlg.state_label is not None and dlg.state_label.text() == "已公开：比赛以认输结束。"
    assert window.fairness.badge.text().startswith("发牌承诺")


def test_abandoning_for_the_other_game_reveals(window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=12, hands=3, opponent="easy"))
    game = window.current_ui().controller.game
    assert game is not None
    window.start_match(RummySetup(opponents=("easy",), seed=13, target=100))
    fair = fairness_of(game)
    assert fair is not None and fair.ended == "abandoned"
    saved = json.loads(serialize.dumps(game))
    assert saved["reveal"] == {"seed": 12, "salt": fair.salt, "ended": "abandoned"}
    assert verify_text(serialize.dumps(game)).ok


def test_a_finished_match_is_revealed_and_verified(qtbot: QtBot, window: MainWindow) -> None:
    c = jinlami_ui(window).controller
    c.move_delay_ms = 0
    window.start_match(MatchSetup(seed=8, hands=1, opponent="easy"))
    c.set_autoplay("easy")
    qtbot.waitUntil(lambda: c.match_over, timeout=60000)
    fair = fairness_of(c.game)
    assert fair is not None and fair.ended is None  # finished by itself, not ended early
    dlg = _info(window)
    assert dlg.seed_label.text() == "8"
    assert dlg.state_label is not None
    assert dlg.state_label.text() == "Revealed: the match was played to its end."
    dlg.verify_button.click()
    assert dlg.verdict is not None and dlg.verdict.ok and dlg.verdict.hands == 1


def test_the_statistics_verify_a_recorded_match_and_name_a_tampering(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(Rules.preset("classic"), MatchConfig.fixed(2), seed=21, salt=fresh_salt())
    meta = storage.begin(match, opponents=("easy",), player_name="p")
    play(storage, match, meta, random.Random(21))
    mid = meta.stats_match_id
    assert mid is not None
    sw = StatisticsWindow(storage.stats)
    qtbot.addWidget(sw)
    sw.show()
    sw.refresh()
    sw.tabs.setCurrentIndex(2)
    assert not sw.verify_button.isEnabled()  # nothing selected
    sw.history.selectRow(0)
    assert sw.verify_button.isEnabled()
    box = sw.verify_selected()
    assert box is not None and box.verdict.ok
    assert box.text().startswith("Verified:")
    assert match.fairness is not None and match.fairness.commitment in box.informativeText()
    assert "Seed: 21" in box.informativeText()
    box.close()
    # a record changed afterwards: the second hand's deal has two cards swapped
    row = storage.stats.fairness(mid)
    assert row is not None and row.save_text is not None
    data = json.loads(row.save_text)
    cards = data["deals"][1].split()
    data["deals"][1] = " ".join([cards[1], cards[0], *cards[2:]])
    storage.stats._conn.execute(  # a tampering, from outside the app
        "UPDATE fairness SET save_z = ? WHERE match_id = ?", (pack_save(json.dumps(data)), mid)
    )
    box = sw.verify_selected()
    assert box is not None and box.verdict.code == "deal_changed"
    assert box.text() == (
        "Not verified: hand 2 was not dealt from the revealed seed — its cards were changed."
    )
    install_language(QApplication.instance(), "zh_CN")  # type: ignore[arg-type]
    QApplication.processEvents()
    assert box.text().startswith("未通过验证：第 2 局")
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]
    box.close()
    sw.close()
    storage.close()


def test_rules_help_explains_fair_deals_in_both_tabs(qtbot: QtBot) -> None:
    dlg = RulesDialog()
    qtbot.addWidget(dlg)
    for game in ("jinlami", "rummy"):
        html = dlg.html(game)
        assert "<h3>Fair deals</h3>" in html
        for words in ("could see", "fixed before the first card", "python -m engine.verify"):
            assert words in html, (game, words)
    install_language(QApplication.instance(), "zh_CN")  # type: ignore[arg-type]
    QApplication.processEvents()
    assert "公平发牌" in dlg.browsers["rummy"].toHtml()
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]


def test_every_verdict_code_has_its_own_words() -> None:
    words = {code: verdict_text(code, {"hand": 3}) for code in VERDICT_CODES}
    assert len(set(words.values())) == len(VERDICT_CODES)
    assert "3" in words["deal_changed"]
    assert pack_save("x")  # the ledger's packing is plain deflate


def test_the_window_keeps_commitment_and_reveal_in_the_statistics(
    qtbot: QtBot, tmp_path: Path
) -> None:
    storage = Storage.open(tmp_path, parts=PARTS)
    w = MainWindow(Preferences(animation_speed="off", auto_layoff=False), storage=storage)
    qtbot.addWidget(w)
    w.show()
    w.start_match(MatchSetup(seed=3, hands=2, opponent="easy"))
    jin = w.current_ui().controller
    assert jin.meta is not None
    first, first_game = jin.meta.stats_match_id, jin.game
    assert first is not None
    row = storage.stats.fairness(first)
    assert row is not None and not row.is_revealed
    first_fairness = fairness_of(first_game)
    assert first_fairness is not None and row.commitment == first_fairness.commitment
    w.start_match(RummySetup(opponents=("easy",), seed=4, target=100))  # the first: abandoned
    rum = w.current_ui().controller
    assert rum.meta is not None
    second = rum.meta.stats_match_id
    assert second is not None
    rum.resign()
    for ui in w.uis():
        ui.controller.shutdown()
    storage.close()
    reopened = StatsStore(tmp_path / "stats.sqlite3", parts=PARTS)  # after a restart
    for mid, ended, seed in ((first, "abandoned", 3), (second, "resigned", 4)):
        kept = reopened.fairness(mid)
        assert kept is not None and (kept.ended, kept.seed) == (ended, seed)
        assert verify_text(kept.save_text).ok
    reopened.close()


def test_a_click_on_the_fingerprint_opens_match_info(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(MatchSetup(seed=6, hands=1, opponent="easy"))
    QTest.mouseClick(window.fairness.badge, Qt.MouseButton.LeftButton)
    dlg = window.match_info_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.commitment_label.text().startswith(window.fairness.badge.fingerprint)
