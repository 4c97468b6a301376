"""The player's words in the deal, in the app (docs/RULES.md D3): New match shows the
app's commitment before the words field can be typed in, the match is dealt from the
hash of the secret and the words, Match info… and the statistics' Verify show both
parts, bad words are refused in words, and ``--deal-words`` does the same unattended."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from pytestqt.qtbot import QtBot

from engine import serialize
from engine.fairness import MAX_WORDS, Pledge, seed_from_words, verify_save, with_fairness
from engine.jinlami.match import Match, MatchConfig
from engine.jinlami.rules import Rules
from jinlami_desktop.app.cli import build_parser, parse_arguments
from jinlami_desktop.dialogs.new_match import NewMatchDialog
from jinlami_desktop.games.jinlami.controller import MatchSetup
from jinlami_desktop.games.rummy.snapshot import RummySetup
from jinlami_desktop.model.fairness import DealWords, fairness_of, with_deal_words
from jinlami_desktop.model.preferences import Preferences
from jinlami_desktop.onboarding.welcome import FirstRun
from jinlami_desktop.statistics.window import StatisticsWindow
from jinlami_desktop.storage import Storage
from jinlami_desktop.window.main_window import MainWindow
from jinlami_desktop.words.i18n import install_language
from jinlami_desktop.words.texts import error_text
from tests.desktop.windows import shown_window
from tests.storage.game_parts import PARTS
from tests.storage.test_flow import play

SALT = "5bc8fbbcbde5c0994164d8399f767c45"


class EnabledWatch(QObject):
    """What the dialog showed at the moment the words field became enabled."""

    def __init__(self, dlg: NewMatchDialog) -> None:
        super().__init__(dlg)
        self.dlg = dlg
        self.seen: list[tuple[str, bool]] = []
        dlg.deal_words.words.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        box = self.dlg.deal_words
        if event.type() == QEvent.Type.EnabledChange and box.words.isEnabled():
            self.seen.append((box.commitment_label.text(), box.commitment_label.isVisible()))
        return False


def _dialog(qtbot: QtBot, setups: object = ()) -> NewMatchDialog:
    dlg = NewMatchDialog(setups or MatchSetup(opponent="easy"))
    qtbot.addWidget(dlg)
    return dlg


def test_the_commitment_is_shown_before_the_words_can_be_typed(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot)
    box = dlg.deal_words
    watch = EnabledWatch(dlg)
    assert box.pledge is None and not box.words.isEnabled()  # nothing committed yet
    assert box.commitment_label.text() == "" and not box.commitment_label.isVisible()
    dlg.show()
    qtbot.waitExposed(dlg)
    assert box.pledge is not None and box.words.isEnabled()
    assert box.commitment_label.text() == box.pledge.commitment
    # at the moment the field was enabled, the commitment was already on show
    assert watch.seen == [(box.pledge.commitment, True)]
    pledge = box.pledge
    dlg.hide()
    dlg.show()
    assert box.pledge is pledge  # one commitment per dialog: the one the words mix with


def test_the_words_deal_the_match(qtbot: QtBot) -> None:
    dlg = _dialog(qtbot)
    dlg.show()
    box = dlg.deal_words
    assert box.pledge is not None
    assert isinstance(dlg.chosen(), MatchSetup) and dlg.chosen().deal_words is None  # type: ignore[attr-defined]
    box.words.setText("  plum blossom ")
    assert not dlg.seed.isEnabled()  # words and a seed exclude each other
    chosen = dlg.chosen()
    assert isinstance(chosen, MatchSetup) and chosen.seed is None
    assert chosen.deal_words == DealWords(box.pledge, "plum blossom")
    assert chosen.deal_words.seed == seed_from_words(box.pledge.secret, "plum blossom")
    box.words.setText("")
    dlg.seed.setText("42")
    assert not box.words.isEnabled()  # a seed deals by itself
    chosen = dlg.chosen()
    assert isinstance(chosen, MatchSetup) and chosen.seed == 42 and chosen.deal_words is None
    dlg.game_box.setCurrentIndex(dlg.game_box.findData("rummy"))
    dlg.seed.setText("")
    box.words.setText("梅花")
    rummy = dlg.chosen()
    assert isinstance(rummy, RummySetup) and rummy.deal_words == DealWords(box.pledge, "梅花")


@pytest.mark.parametrize(
    ("words", "code"),
    [("   ", "words_empty"), ("x" * (MAX_WORDS + 1), "words_too_long"), ("a\tb", "words_control")],
)
def test_bad_words_are_said_and_keep_ok_off(qtbot: QtBot, words: str, code: str) -> None:
    dlg = _dialog(qtbot)
    dlg.show()
    box = dlg.deal_words
    ok = dlg.buttons.button(QDialogButtonBox.StandardButton.Ok)
    box.words.setText(words)
    assert box.problem() is not None and box.problem()[0] == code  # type: ignore[index]
    assert box.problem_label.isVisible()
    assert box.problem_label.text() == error_text(code, {"limit": MAX_WORDS})
    assert str(MAX_WORDS) in box.problem_label.text() or code != "words_too_long"
    assert not ok.isEnabled()
    assert isinstance(dlg.chosen(), MatchSetup) and dlg.chosen().deal_words is None  # type: ignore[attr-defined]
    app = QApplication.instance()
    assert app is not None
    install_language(app, "zh_CN")
    QApplication.processEvents()  # the LanguageChange events are posted
    try:
        assert box.problem_label.text() == error_text(code, {"limit": MAX_WORDS})
        assert any("\u4e00" <= ch <= "\u9fff" for ch in box.problem_label.text())
    finally:
        install_language(app, "en")
    box.words.setText("plum blossom")
    assert ok.isEnabled() and not box.problem_label.isVisible()


@pytest.fixture
def window(qtbot: QtBot) -> Iterator[MainWindow]:
    w = MainWindow(Preferences(animation_speed="off", auto_layoff=False))
    qtbot.addWidget(w)
    w.show()
    yield w


SETUPS = [
    MatchSetup(hands=1, opponent="easy"),
    MatchSetup(mode="team", hands=1, teammates=("easy",), opponents=("easy", "hard")),
    RummySetup(opponents=("easy",), target=100),
]


@pytest.mark.parametrize("setup", SETUPS, ids=["jinlami", "team", "rummy"])
def test_a_match_from_words_reveals_and_verifies_both_parts(
    window: MainWindow, setup: object
) -> None:
    words = DealWords(Pledge(77, SALT), "plum blossom")
    window.start_match(with_deal_words(setup, "plum blossom", 77))
    controller = window.current_ui().controller
    fair = fairness_of(controller.game)
    assert fair is not None and fair.words == "plum blossom" and fair.secret == 77
    assert controller.game is not None and controller.game.seed == words.seed
    assert fair.commitment == Pledge(77, fair.salt).commitment  # of the secret
    assert controller.setup.deal_words is None  # the words dealt this match only
    badge = window.fairness.badge
    assert badge.fingerprint == fair.commitment[:8] and "your words" in badge.toolTip()
    assert controller.setup.seed == words.seed
    window.match_info_action.trigger()
    dlg = window.match_info_dialog
    assert dlg is not None
    assert dlg.words_label is not None and dlg.words_label.text() == "plum blossom"
    assert dlg.secret_label is None  # hidden until the match ends
    assert dlg.seed_label.text() == "hidden until the match ends"
    controller.resign()
    assert dlg.secret_label is not None and dlg.secret_label.text() == "77"
    assert dlg.seed_label.text() == str(words.seed)
    dlg.verify_button.click()
    assert dlg.verdict is not None and dlg.verdict.ok and dlg.verdict.words == "plum blossom"
    assert "your words" in dlg.verdict_label.text()
    text = serialize.dumps(controller.game)
    assert verify_save(text, "plum blossom").ok


def test_the_statistics_record_and_verify_both_parts(qtbot: QtBot, tmp_path: Path) -> None:
    # secret 9 and 「梅花」: the first 8 bytes of their hash are 2**63 or more, a seed no
    # signed 64-bit column holds; the seed is those bytes shifted right by one bit
    words = DealWords(Pledge(9, SALT), "梅花")
    assert words.seed < 2**63
    storage = Storage.open(tmp_path, parts=PARTS)
    match = Match(Rules.preset("classic"), MatchConfig.fixed(1), words.seed, salt=SALT)
    with_fairness(match, words.fairness())
    meta = storage.begin(match, opponents=("easy",), player_name="p")
    play(storage, match, meta, random.Random(9))
    sw = StatisticsWindow(storage.stats)
    qtbot.addWidget(sw)
    sw.show()
    sw.refresh()
    sw.tabs.setCurrentIndex(2)
    sw.history.selectRow(0)
    box = sw.verify_selected()
    assert box is not None and box.verdict.ok and box.verdict.words == "梅花"
    assert "your words" in box.text()
    assert "Your words: 梅花" in box.informativeText()
    assert "App secret: 9" in box.informativeText()
    assert f"Seed: {words.seed}" in box.informativeText()
    box.close()
    sw.close()
    storage.close()


def test_the_command_line_takes_deal_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert "--deal-words" in build_parser().format_help()
    args = parse_arguments(["--deal-words", " plum blossom ", "--seed", "77"])
    assert args.deal_words == "plum blossom"
    setup = with_deal_words(MatchSetup(seed=77), args.deal_words, args.seed)
    assert setup.seed is None and setup.deal_words is not None
    assert setup.deal_words.pledge.secret == 77  # --seed is the secret: the same deal again
    assert setup.deal_words.seed == seed_from_words(77, "plum blossom")
    fresh = with_deal_words(MatchSetup(), "plum blossom")
    other = with_deal_words(MatchSetup(), "plum blossom")
    assert fresh.deal_words is not None and other.deal_words is not None
    assert fresh.deal_words.pledge != other.deal_words.pledge  # a secret drawn each time
    assert parse_arguments([]).deal_words is None
    for bad, code in (
        ("", "words_empty"),
        ("x" * 201, "words_too_long"),
        ("a\nb", "words_control"),
    ):
        with pytest.raises(SystemExit) as exit_:
            parse_arguments(["--deal-words", bad, "--lang", "en"])
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert code in err and "--deal-words" in err


def test_the_secret_is_drawn_from_the_system(monkeypatch: pytest.MonkeyPatch) -> None:
    from jinlami_desktop.model import fairness as model_fairness

    drawn: list[int] = []

    def urandom(n: int) -> bytes:
        drawn.append(n)
        return random.Random(n).randbytes(n)

    monkeypatch.setattr("jinlami_desktop.model.fairness.os.urandom", urandom)
    pledge = model_fairness.fresh_pledge()
    assert drawn == [8, 16]  # the secret's 63 bits, then the salt's 32 hex digits
    secret = int.from_bytes(random.Random(8).randbytes(8), "big") >> 1
    assert pledge.secret == secret < 2**63
    assert pledge.salt == random.Random(16).randbytes(16).hex()


def test_the_first_runs_welcome_keeps_the_deal_words(qtbot: QtBot, tmp_path: Path) -> None:
    """``--deal-words`` on the first run: the match Play deals is the words' one."""
    with shown_window(qtbot, tmp_path / "data", size=(1280, 800)) as window:
        assert window.storage is not None
        setup = with_deal_words(MatchSetup(seed=77), "plum blossom", 77)
        first_run = FirstRun(window, window.storage.settings, setup)
        first_run.start()
        dlg = first_run.dialog
        assert dlg is not None
        dlg.level_buttons["easy"].setChecked(True)
        QTest.mouseClick(dlg.play_button, Qt.MouseButton.LeftButton)
        controller = window.current_ui().controller
        fair = fairness_of(controller.game)
        assert fair is not None and (fair.words, fair.secret) == ("plum blossom", 77)
        assert controller.game is not None
        assert controller.game.seed == seed_from_words(77, "plum blossom")
        assert controller.setup.opponent == "easy"
