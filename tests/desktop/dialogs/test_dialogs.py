"""Dialogs: new match round trip, settings applied at once, rules and result texts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine.jinlami.rules import PRESETS
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.dialogs.rules_help import RulesDialog
from jinlami_desktop.dialogs.settings import SettingsDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.jinlami.new_match import JinlamiMatchPage
from jinlami_desktop.games.rummy.new_match import RummyMatchPage
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.window.main_window import MainWindow
from tests.desktop.game_parts import jinlami_ui
from tests.desktop.rigged import layoff_hand


def test_new_match_dialog_round_trip(qtbot: QtBot) -> None:
    setup = MatchSetup(
        rules=PRESETS["jj"], mode="target", target=150, hand_limit=12, opponent="hard", seed=42
    )
    dlg = NewMatchDialog(setup)
    qtbot.addWidget(dlg)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    out = dlg.chosen()
    assert isinstance(out, MatchSetup)
    assert out.rules == PRESETS["jj"]
    assert (out.mode, out.target, out.hand_limit, out.opponent, out.seed) == (
        "target",
        150,
        12,
        "hard",
        42,
    )
    page.knock_limit.setValue(7)
    assert page.chosen(None).rules.knock_limit == 7
    page.mode.setCurrentIndex(page.mode.findData("team"))
    page.opponents[2].setCurrentIndex(page.opponents[2].findData("expert"))
    team = page.chosen(None)
    assert team.mode == "team" and team.opponents == ("medium", "hard", "expert")
    dlg.seed.setText("not a number")
    chosen = dlg.chosen()
    assert isinstance(chosen, MatchSetup) and chosen.seed is None


def test_new_match_preset_brings_its_match(qtbot: QtBot) -> None:
    """International plays its game to 100 (docs/RULES.md A1), the other presets eight
    hands; a target or team match chosen stays."""
    dlg = NewMatchDialog(MatchSetup())
    qtbot.addWidget(dlg)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    page.preset.setCurrentIndex(page.preset.findData("international"))
    out = dlg.chosen()
    assert isinstance(out, MatchSetup) and (out.mode, out.target) == ("game", 100)
    page.preset.setCurrentIndex(page.preset.findData("jj"))
    assert page.chosen(None).mode == "fixed"
    page.mode.setCurrentIndex(page.mode.findData("target"))
    page.preset.setCurrentIndex(page.preset.findData("international"))
    assert page.chosen(None).mode == "target"


def test_new_match_dialog_offers_rummy(qtbot: QtBot) -> None:
    rummy = RummySetup(opponents=("hard", "easy"), target=200, seed=9)
    dlg = NewMatchDialog((MatchSetup(opponent="expert"), rummy), game="rummy")
    qtbot.addWidget(dlg)
    jin, page = dlg.pages["jinlami"], dlg.pages["rummy"]
    assert isinstance(jin, JinlamiMatchPage) and isinstance(page, RummyMatchPage)
    assert dlg.game() == "rummy"
    assert dlg.chosen() == rummy
    assert not page.isHidden()
    assert jin.isHidden()  # the 金拉米 fields (rules, match, players) hide
    assert [c.isHidden() for c in page.rummy_opponents] == [False, False, True]
    page.players.setValue(4)
    assert [c.isHidden() for c in page.rummy_opponents] == [False, False, False]
    page.rummy_opponents[2].setCurrentIndex(page.rummy_opponents[2].findData("expert"))
    page.rummy_target.setCurrentIndex(page.rummy_target.findData(50))
    dlg.seed.setText("")
    assert dlg.chosen() == RummySetup(("hard", "easy", "expert"), 50, None)
    page.players.setValue(2)
    assert page.chosen(None).opponents == ("hard",)
    dlg.game_box.setCurrentIndex(dlg.game_box.findData("jinlami"))
    assert page.isHidden() and not jin.isHidden()
    chosen = dlg.chosen()
    assert isinstance(chosen, MatchSetup) and chosen.opponent == "expert"


def test_settings_apply_at_once(qtbot: QtBot) -> None:
    window = MainWindow(Preferences())
    qtbot.addWidget(window)
    window.show_settings()
    dlg = window.settings_dialog
    assert isinstance(dlg, SettingsDialog)
    dlg.four_color.setChecked(True)
    assert jinlami_ui(window).scene.deck_style.four_color
    dlg.speed.setCurrentIndex(dlg.speed.findData("off"))
    assert jinlami_ui(window).scene.speed == "off"
    dlg.auto_layoff.setChecked(True)
    assert jinlami_ui(window).controller.auto_layoff
    dlg.hints.setChecked(False)
    assert not jinlami_ui(window).panel.hints_enabled


def test_auto_layoff_setting_lays_off_for_the_player(qtbot: QtBot) -> None:
    window = MainWindow(Preferences(animation_speed="off", auto_layoff=True))
    qtbot.addWidget(window)
    jinlami_ui(window).controller.move_delay_ms = 0
    jinlami_ui(window).controller.load_hand(layoff_hand())
    qtbot.waitUntil(lambda: jinlami_ui(window).controller.state.is_over, timeout=5000)
    settlement = jinlami_ui(window).controller.state.settlement
    assert settlement is not None and settlement.layoff
    qtbot.waitUntil(lambda: jinlami_ui(window).result_dialog is not None, timeout=5000)
    result = jinlami_ui(window).result_dialog
    assert result is not None
    words = (result.outcome.text(), result.layoff_label.text(), result.meaning.text())
    assert not any("You wins" in w or "Laid off by" in w for w in words), words
    assert result.layoff_label.text().endswith("laid off:")


def test_rules_help_covers_the_rules() -> None:
    dlg = RulesDialog()
    html = dlg.html("jinlami")
    words = ("double gin", "gin dragon", "undercut", "lay off", "knock limit", "international")
    for word in (*words, "stock", "discard pile", "taking the discard", "set", "run", "400"):
        assert word in html.lower()
    dlg.deleteLater()


def test_the_shared_widget_pieces(qtbot: QtBot) -> None:
    """widgets.py: both games' panels, strips and dialogs are built from these."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QAbstractItemView, QDialog, QDialogButtonBox, QWidget

    from jinlami_desktop.ui.widgets import Retranslating, button_box, read_only_table

    class Worded(Retranslating, QDialog):
        def __init__(self) -> None:
            super().__init__()
            self.words = 0
            role = QDialogButtonBox.ButtonRole
            self.box, (self.ok, self.cancel) = button_box(
                self, ("okButton", role.AcceptRole, self.accept), ("", role.RejectRole, self.reject)
            )

        def retranslate(self) -> None:
            self.words += 1

    dlg = Worded()
    qtbot.addWidget(dlg)
    QCoreApplication.sendEvent(dlg, QEvent(QEvent.Type.LanguageChange))
    assert dlg.words == 1  # a language switch rewords at once
    assert dlg.ok.objectName() == "okButton" and dlg.box.buttons() != []
    with qtbot.waitSignal(dlg.accepted):
        dlg.ok.click()
    parent = QWidget()
    qtbot.addWidget(parent)
    rows = read_only_table(parent, 3, "rows", stretch=1)
    figures = read_only_table(parent, 3, "figures", selectable=False)
    assert rows.objectName() == "rows" and rows.columnCount() == 3
    assert rows.selectionMode() is QAbstractItemView.SelectionMode.SingleSelection
    assert figures.selectionMode() is QAbstractItemView.SelectionMode.NoSelection
    assert rows.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
    assert rows.verticalHeader().isHidden()


def test_about_and_help_name_both_games() -> None:
    """Help → About names both games, 金拉米 and 拉米纸牌."""
    from jinlami_desktop.dialogs.about import about_text

    text = about_text()
    assert "金拉米" in text and "拉米纸牌" in text
    assert "Jin Rummy" in text and "Rummy, for two to four players" in text


def test_result_sentences_agree_with_their_subject() -> None:
    """One sentence per subject ("You win", "Bot (Medium) wins"); a knock without a
    layoff is not said to be won "after the layoff"."""
    from jinlami_desktop.games.jinlami import words as jinlami_words

    assert "layoff" not in jinlami_words.result_description("knock")
    assert "after the layoff" in jinlami_words.result_description("knock", laid_off=True)


def test_every_match_mode_says_what_it_is(qtbot: QtBot) -> None:
    """Each mode's choice carries its one line, and the mode chosen shows it; Hollywood
    under Jin Rummy scoring says instead why it cannot be chosen."""
    dlg = NewMatchDialog(MatchSetup(rules=PRESETS["international"]))
    qtbot.addWidget(dlg)
    page = dlg.pages["jinlami"]
    assert isinstance(page, JinlamiMatchPage)
    tips = [page.mode.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(page.mode.count())]
    assert all(isinstance(t, str) and len(t) > 20 for t in tips)
    assert len(set(tips)) == len(tips)
    page.mode.setCurrentIndex(page.mode.findData("hollywood"))
    assert "game 1" in page.mode.toolTip() and "all three" in page.mode.toolTip()
    page.preset.setCurrentIndex(page.preset.findData("classic"))
    index = page.mode.findData("hollywood")
    assert "International scoring" in page.mode.itemData(index, Qt.ItemDataRole.ToolTipRole)
