"""Languages: the first-start choice from the system locale, the catalogues inside the
package, and a switch in Settings applied at once to every open window."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine import parse_card
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.games.jinlami import words as jinlami_words
from jinlami_desktop.games.jinlami.knock_dialog import KnockDialog, KnockOption
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.storage import Storage
from jinlami_desktop.table.card_art import DeckStyle
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words import i18n
from tests.desktop.game_parts import jinlami_ui
from tests.storage.game_parts import PARTS

REPO = Path(__file__).resolve().parents[3]


@pytest.fixture
def restore_english(qapp: QApplication) -> Iterator[None]:
    yield
    i18n.install_language(qapp, "en")


@pytest.mark.parametrize(
    ("choice", "system", "expected"),
    [
        ("", "zh_CN", "zh_CN"),
        ("", "zh_TW", "zh_CN"),
        ("", "zh_HK", "zh_CN"),
        ("", "en_US", "en"),
        ("", "de_DE", "en"),
        ("", "C", "en"),
        ("en", "zh_CN", "en"),
        ("zh_CN", "en_GB", "zh_CN"),
    ],
)
def test_language_from_choice_or_system_locale(choice: str, system: str, expected: str) -> None:
    assert i18n.resolve_language(choice, system) == expected


@pytest.mark.parametrize(("system", "expected"), [("zh_CN", "zh_CN"), ("fr_FR", "en")])
def test_first_start_follows_the_system_locale(
    qapp: QApplication,
    monkeypatch: pytest.MonkeyPatch,
    restore_english: None,
    system: str,
    expected: str,
) -> None:
    """No language stored (``""``): any ``zh`` system locale → Chinese, else English."""
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    assert i18n.install_language(qapp, "") == expected
    assert i18n.current_language() == expected
    word = jinlami_words.result_name("gin2")
    assert word == ("二金" if expected == "zh_CN" else "Double Gin")


def test_catalogues_ship_inside_the_package() -> None:
    folder = i18n.translations_dir()
    assert folder == REPO / "jinlami_desktop" / "translations"
    for lang in i18n.LANGUAGES:
        assert (folder / f"jinlami_{lang}.qm").is_file()
    assert not list((REPO / "translations").glob("*.qm"))


def test_qt_standard_buttons_are_translated(qapp: QApplication, restore_english: None) -> None:
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    i18n.install_language(qapp, "zh_CN")
    qapp.processEvents()
    assert sorted(b.text() for b in box.buttons()) == sorted(["确定", "取消"])
    i18n.install_language(qapp, "en")
    qapp.processEvents()
    assert sorted(b.text() for b in box.buttons()) == ["Cancel", "OK"]
    box.deleteLater()


def _standard(box: QDialogButtonBox, which: QDialogButtonBox.StandardButton) -> str:
    button = box.button(which)
    assert button is not None
    return button.text()


def test_switching_language_in_settings_rewords_every_window(
    qtbot: QtBot, tmp_path: Path, restore_english: None
) -> None:
    storage = Storage.open(tmp_path / "data", parts=PARTS)
    window = MainWindow(Preferences(animation_speed="off"), storage=storage)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_match(jinlami_ui(window).controller.setup)
    window.show_settings()
    window.show_rules()
    window.commands.show_statistics()
    new_match = NewMatchDialog(jinlami_ui(window).controller.setup, window)
    knock = KnockDialog(
        [KnockOption((), (parse_card("2C"),), 2)], parse_card("TH"), DeckStyle(), window
    )
    for dlg in (new_match, knock):
        dlg.show()
    settings, rules, stats = (
        window.settings_dialog,
        window.rules_dialog,
        window.commands.stats_window,
    )
    assert settings is not None and rules is not None and stats is not None
    assert window.game_menu.title() == "&Game"

    settings.language.setCurrentIndex(settings.language.findData("zh_CN"))
    qtbot.waitUntil(lambda: window.game_menu.title() == "游戏(&G)", timeout=3000)
    assert window.windowTitle() == "金拉米 Desktop"
    assert window.help_menu.title() == "帮助(&H)"
    assert window.rules_action.text() == "规则(&R)"
    assert jinlami_ui(window).panel.score_title.text() == "比分"
    assert jinlami_ui(window).panel.hint_button.text() == "提示"
    assert "底牌" in jinlami_ui(window).panel.stock_label.text()
    assert jinlami_ui(window).scene.knock_zone.label.replace("\u2060", "").startswith("胡牌区")
    assert settings.windowTitle() == "设置"
    assert settings.labels[settings.language].text() == "语言："
    assert _standard(settings.buttons, QDialogButtonBox.StandardButton.Close) == "关闭"
    assert rules.windowTitle() == "规则"
    assert rules.tabs.tabText(1) == "拉米纸牌"
    html = rules.browsers["jinlami"].toHtml()
    for word in ("三金", "二金", "金龙", "米胡", "诈胡", "贴牌", "吃牌", "底牌", "换牌堆"):
        assert word in html, word
    assert stats.windowTitle() == "统计"
    assert stats.tabs.tabText(2) == "牌局记录"
    assert _standard(new_match.buttons, QDialogButtonBox.StandardButton.Ok) == "确定"
    assert _standard(new_match.buttons, QDialogButtonBox.StandardButton.Cancel) == "取消"
    assert new_match.windowTitle() == "新比赛"
    assert knock.knock_button.text() == "胡牌"
    assert _standard(knock.buttons, QDialogButtonBox.StandardButton.Cancel) == "取消"
    assert "♥10" in knock.intro.text() and "扣下" in knock.intro.text()

    settings.language.setCurrentIndex(settings.language.findData("en"))
    qtbot.waitUntil(lambda: window.game_menu.title() == "&Game", timeout=3000)
    assert jinlami_ui(window).panel.score_title.text() == "Score"
    assert settings.windowTitle() == "Settings"
    assert _standard(new_match.buttons, QDialogButtonBox.StandardButton.Cancel) == "Cancel"
    assert knock.knock_button.text() == "Knock"
    assert "You knock with ♥10 face down" in knock.intro.text()
    assert "Double Gin" in rules.browsers["jinlami"].toHtml()
    assert stats.windowTitle() == "Statistics"
    for dlg in (new_match, knock):
        dlg.close()
    jinlami_ui(window).controller.shutdown()
    stats.close()
    window.close()
    storage.close()


def test_help_in_the_chosen_language() -> None:
    """The app's ``--help`` as a process (a QCoreApplication, no window: well under a
    second), so that its language is never installed on the test session's application."""
    result = subprocess.run(
        [sys.executable, "-m", "jinlami_desktop", "--help", "--lang", "zh_CN"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "界面语言" in out
    # argparse's own headings too, not "usage:" and "options:"
    assert out.startswith("用法：jinlami") and "\n选项：" in out
    assert "选项:" not in out  # one colon, the full-width one
    assert "金拉米" in out and "拉米纸牌" in out  # both games named
    flat = "".join(out.split())  # wherever the lines were wrapped
    assert "退出状态" in flat and flat.endswith("显示成空方框。")  # the exit statuses close it
    assert "usage" not in out and "options" not in out
    # wrapped usage lines line up under the first option: 用法： takes six columns
    wrapped = out.splitlines()[1]
    assert wrapped.startswith(" " * len("xxxxxx" + "jinlami ") + "[")


def test_switching_back_and_forth_then_quitting_does_not_crash(tmp_path: Path) -> None:
    """The exit-crash trap (TOOLCHAIN.md) only shows in a real process: windows that
    override ``changeEvent`` must not outlive QApplication after language switches."""
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtWidgets import QApplication
        from PySide6.QtTest import QTest
        from jinlami_desktop.words.i18n import install_language
        from jinlami_desktop.window.main_window import MainWindow
        from jinlami_desktop.model.preferences import Preferences
        from jinlami_desktop.games.registry import stats_parts
        from jinlami_desktop.storage import Storage

        app = QApplication(sys.argv[:1])
        storage = Storage.open(sys.argv[1], parts=stats_parts())
        window = MainWindow(Preferences(animation_speed="off"), storage=storage)
        window.show()
        window.start_match(window.games["jinlami"].controller.setup)
        window.show_settings()
        window.show_rules()
        window.commands.show_statistics()
        for lang in ("zh_CN", "en", "zh_CN"):
            window.settings_dialog.language.setCurrentIndex(
                window.settings_dialog.language.findData(lang)
            )
            QTest.qWait(50)
        assert window.game_menu.title() == "游戏(&G)", window.game_menu.title()
        window.games["jinlami"].controller.shutdown()
        window.close()
        del window
        storage.close()
        print("clean")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "data")],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "clean" in done.stdout
