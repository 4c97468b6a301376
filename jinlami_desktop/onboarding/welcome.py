"""The first run: a welcome screen to pick the language, the game and the opponents'
level, then that match (or the game's tutorial first).

Why only on a first run: :attr:`~jinlami_desktop.storage.settings.Settings.first_run`
says no choice has been kept yet; once the screen is answered (``welcome_done``) it
never shows again.  The app shows it only when attended and keeping settings — never
for ``--smoke`` or ``--screenshot`` (but ``--screenshot-at welcome``, which only looks
at it), nor read-only, nor in tests that build a window.

Choosing a language applies it at once (the window's preferences, stored like a
change in Settings); a language given on the command line (``--lang``) is stored the
same way as the screen opens, since it is the one the player reads it in, so the next
start, without ``--lang``, comes up in it too.  Play starts the default match
of the chosen game against bots of the chosen level, with the number of players chosen
where the game seats more than two (拉米纸牌: 2 to 4, first ``--players``) —
``level_setup`` of the game's setup choices, with ``--seed``; kept for the next start
like a New match.  Tutorial keeps that match for after the game's tutorial, undealt:
closing the tutorial deals it, its Play a match… opens New match starting from it (so
no match is dealt only to be abandoned for another).  Skip starts the usual first
match.  The words are in the ``Welcome`` context.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import GAMES, entry, entry_of_setup
from ..ui.dialog_scale import TableScale
from ..ui.widgets import Retranslating, button_box, set_bold
from ..words.i18n import LANGUAGES, current_language
from ..words.texts import BOT_LEVELS, level_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from ..games.protocol import GameUi
    from ..model.preferences import Preferences
    from ..storage.settings import Settings
    from .menu import TutorialMenu

__all__ = ["DEFAULT_LEVEL", "FirstRun", "WelcomeDialog", "WelcomeHost", "show_welcome_table"]

#: Each language by its own name (never translated: the reader may not know the other).
LANGUAGE_NAMES = {"zh_CN": "中文", "en": "English"}
#: Wide enough for each game's line beside its name.
MIN_WIDTH = 520
#: The level chosen unless the player picks another (the usual default).
DEFAULT_LEVEL = "medium"


class WelcomeDialog(Retranslating, QDialog):
    """Language, game, level and (for a game that seats more) the number of players;
    Play, Tutorial or Skip (``answer`` says which)."""

    def __init__(
        self, parent: QWidget | None = None, game: str = GAMES[0].id, players: int | None = None
    ) -> None:
        """``players``: the number of players checked first (``--players``), for a game
        that seats more than two."""
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumWidth(MIN_WIDTH)
        #: ``play``, ``tutorial`` or ``skip`` once answered.
        self.answer = "skip"
        layout = QVBoxLayout(self)
        self.title = QLabel(self)
        self.title.setObjectName("welcomeTitle")
        set_bold(self.title, 1.5)
        self.intro = QLabel(self)
        self.intro.setObjectName("welcomeIntro")
        self.intro.setWordWrap(True)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)

        self.language_box = QGroupBox(self)
        row = QHBoxLayout(self.language_box)
        self.languages = QButtonGroup(self)
        self.language_buttons: dict[str, QRadioButton] = {}
        shown = current_language()
        for code in LANGUAGES:
            button = QRadioButton(LANGUAGE_NAMES[code], self.language_box)
            button.setObjectName(f"welcomeLanguage_{code}")
            button.setChecked(code == shown)
            self.languages.addButton(button)
            self.language_buttons[code] = button
            row.addWidget(button)
        row.addStretch(1)
        layout.addWidget(self.language_box)

        self.game_box = QGroupBox(self)
        grid = QGridLayout(self.game_box)
        grid.setColumnStretch(1, 1)
        self.games = QButtonGroup(self)
        self.game_buttons: dict[str, QRadioButton] = {}
        self.game_summaries: dict[str, QLabel] = {}
        for i, each in enumerate(GAMES):
            button = QRadioButton(self.game_box)
            button.setObjectName(f"welcomeGame_{each.id}")
            summary = QLabel(self.game_box)
            summary.setWordWrap(True)
            self.games.addButton(button)
            self.game_buttons[each.id] = button
            self.game_summaries[each.id] = summary
            grid.addWidget(button, i, 0, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(summary, i, 1)
        self.game_buttons.get(game, self.game_buttons[GAMES[0].id]).setChecked(True)
        layout.addWidget(self.game_box)

        # How many play, for the chosen game when it has a choice (拉米纸牌: 2 to 4).
        self.players_box = QGroupBox(self)
        self.players_box.setObjectName("welcomePlayersBox")
        counts = QHBoxLayout(self.players_box)
        self.player_counts = QButtonGroup(self)
        self.player_buttons: dict[int, QRadioButton] = {}
        choices = sorted({n for each in GAMES for n in _counts_of(each.id)})
        for n in choices:
            button = QRadioButton(self.players_box)
            button.setObjectName(f"welcomePlayers_{n}")
            self.player_counts.addButton(button)
            self.player_buttons[n] = button
            counts.addWidget(button)
        counts.addStretch(1)
        first = players if players in self.player_buttons else choices[0]
        self.player_buttons[first].setChecked(True)
        layout.addWidget(self.players_box)
        self.games.buttonToggled.connect(self._game_changed)

        self.level_box = QGroupBox(self)
        levels = QHBoxLayout(self.level_box)
        self.levels = QButtonGroup(self)
        self.level_buttons: dict[str, QRadioButton] = {}
        for level in BOT_LEVELS:
            button = QRadioButton(self.level_box)
            button.setObjectName(f"welcomeLevel_{level}")
            button.setChecked(level == DEFAULT_LEVEL)
            self.levels.addButton(button)
            self.level_buttons[level] = button
            levels.addWidget(button)
        levels.addStretch(1)
        self.level_note = QLabel(self)
        self.level_note.setWordWrap(True)
        layout.addWidget(self.level_box)
        layout.addWidget(self.level_note)

        layout.addStretch(1)

        role = QDialogButtonBox.ButtonRole
        self.buttons, (self.play_button, self.tutorial_button, self.skip_button) = button_box(
            self,
            ("welcomePlay", role.AcceptRole, self._play),
            ("welcomeTutorial", role.ActionRole, self._tutorial),
            ("welcomeSkip", role.RejectRole, self.reject),
        )
        self.play_button.setDefault(True)
        layout.addWidget(self.buttons)
        self._fit_players()
        self.retranslate()
        self.table_scale = TableScale(self)  # words as large as the table's

    # -- the choices -------------------------------------------------------------------------
    def language(self) -> str:
        return next(c for c, b in self.language_buttons.items() if b.isChecked())

    def game(self) -> str:
        return next(g for g, b in self.game_buttons.items() if b.isChecked())

    def level(self) -> str:
        return next(lv for lv, b in self.level_buttons.items() if b.isChecked())

    def players(self) -> int | None:
        """The number of players chosen for the chosen game (``None``: it has no choice)."""
        counts = _counts_of(self.game())
        if len(counts) < 2:
            return None
        chosen = next(n for n, b in self.player_buttons.items() if b.isChecked())
        return chosen if chosen in counts else counts[0]

    @Slot(object, bool)
    def _game_changed(self, button: object, checked: bool) -> None:
        if checked:
            self._fit_players()

    def _fit_players(self) -> None:
        """The number of players is asked only for a game that seats more than two, and
        offers only the numbers that game seats."""
        counts = _counts_of(self.game())
        self.players_box.setVisible(len(counts) > 1)
        for n, button in self.player_buttons.items():
            button.setEnabled(n in counts)
        if self.isVisible():
            self._fit_height()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: as tall as its words need (Qt's first size squeezed the games' lines)."""
        super().showEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the words need at the width shown (``adjustSize`` goes by the
        word-wrapped labels' one-line hint and squeezed the games' lines)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        if needed > 0:
            self.resize(self.width(), needed)

    @Slot()
    def _play(self) -> None:
        self.answer = "play"
        self.accept()

    @Slot()
    def _tutorial(self) -> None:
        self.answer = "tutorial"
        self.accept()

    def reject(self) -> None:
        """Skip (or the window closed): the usual first match."""
        self.answer = "skip"
        super().reject()

    # -- words -------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Welcome"))
        self.title.setText(self.tr("Welcome to 金拉米 Desktop"))
        self.intro.setText(
            self.tr(
                "Two card games against bots. Choose the language, a game and how well your "
                "opponents play; everything can be changed later (Settings, Game → New "
                "match…). Help → Tutorial teaches each game on a hand of its own."
            )
        )
        self.language_box.setTitle(self.tr("Language"))
        # Each language is shown in its own words; a screen reader hears it in the current one.
        spoken = {"zh_CN": self.tr("Chinese"), "en": self.tr("English")}
        for code, button in self.language_buttons.items():
            button.setAccessibleName(spoken.get(code, LANGUAGE_NAMES[code]))
        self.game_box.setTitle(self.tr("Game"))
        for game in GAMES:
            self.game_buttons[game.id].setText(game.name())
            self.game_summaries[game.id].setText(game.tutorial().summary())
        self.level_box.setTitle(self.tr("Opponents"))
        for level, button in self.level_buttons.items():
            button.setText(level_name(level))
        self.level_note.setText(
            self.tr("Easy bots make mistakes; Expert ones think a second and rarely do.")
        )
        self.players_box.setTitle(self.tr("Players"))
        for n, button in self.player_buttons.items():
            button.setText(self.tr("%n player(s)", "", n))
        self.play_button.setText(self.tr("&Play"))
        self.tutorial_button.setText(self.tr("Play the &tutorial first"))
        self.skip_button.setText(self.tr("&Skip"))
        if self.isVisible():
            self._fit_height()  # the other language's words take other room


class WelcomeHost(Protocol):
    """What the first run needs of the main window."""

    @property
    def prefs(self) -> Preferences: ...

    @property
    def tutorials(self) -> TutorialMenu: ...

    def apply_prefs(self, prefs: Preferences) -> None: ...
    def dialog_parent(self) -> QWidget: ...
    def show_game(self, game: str) -> None: ...
    def ui(self, game_id: str) -> GameUi: ...
    def match_running(self) -> bool: ...
    def start_session(
        self,
        setup: object,
        unattended: bool = False,
        defer: bool = False,
        resume: bool = False,
        deal: bool = True,
    ) -> None: ...


def _counts_of(game_id: str) -> tuple[int, ...]:
    """The numbers of players ``game_id`` seats (one: no choice to ask)."""
    return entry(game_id).setup_choices().player_counts()


def show_welcome_table(host: WelcomeHost, game: str, setup: object) -> None:
    """Behind the welcome: ``game``'s empty table on show, seated as ``setup`` (the
    match Play would deal), its panel drawn as before a first deal (the first run, and
    ``--screenshot-at welcome``'s picture of it)."""
    host.show_game(game)
    host.ui(game).show_setup(setup)


class FirstRun(QObject):
    """Shows the welcome screen, applies its choices and starts the session.

    ``setup`` is the usual first match (Skip); ``remember`` keeps a chosen setup for
    the next start (the window's ``on_setup_chosen``); ``resume`` is ``--resume``,
    ``language`` is ``--lang`` (stored as the player's choice) and ``players`` is
    ``--players`` (the seats of a match chosen here, where its game has a choice)."""

    def __init__(
        self,
        host: WelcomeHost,
        settings: Settings,
        setup: object,
        remember: Callable[[object], object] | None = None,
        resume: bool = False,
        language: str | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__(host.dialog_parent())
        self.host = host
        self.settings = settings
        self.setup = setup
        self.remember = remember
        self.resume = resume
        self.language = language
        self.players = players
        self.dialog: WelcomeDialog | None = None

    @Slot()
    def start(self) -> None:
        """Open the welcome screen over the (empty) table of the game it has chosen; a
        ``--lang`` becomes the player's choice, as if picked in Settings."""
        if self.language and self.language != self.host.prefs.language:
            self.host.apply_prefs(replace(self.host.prefs, language=self.language))
        dlg = WelcomeDialog(
            self.host.dialog_parent(), game=entry_of_setup(self.setup).id, players=self.players
        )
        dlg.languages.buttonToggled.connect(self._language_toggled)
        dlg.games.buttonToggled.connect(self._game_toggled)
        dlg.levels.buttonToggled.connect(self._game_toggled)
        dlg.player_counts.buttonToggled.connect(self._game_toggled)
        dlg.finished.connect(self._answered)
        self.dialog = dlg
        self._show_table(dlg)
        dlg.open()

    @Slot(object, bool)
    def _game_toggled(self, button: object, checked: bool) -> None:
        """The table behind the welcome follows the game and the level chosen in it (a
        game's table is built the first time it shows)."""
        dlg = self.dialog
        if dlg is not None and checked:
            self._show_table(dlg)

    def _show_table(self, dlg: WelcomeDialog) -> None:
        show_welcome_table(self.host, dlg.game(), self._chosen_setup(dlg))

    def _chosen_setup(self, dlg: WelcomeDialog) -> object:
        """The match Play (or Tutorial) starts: the chosen game's default one against
        bots of the chosen level, with the players chosen (first ``--players``) and
        ``--seed`` (or ``--deal-words``)."""
        seed = getattr(self.setup, "seed", None)  # --seed holds for the chosen match
        players = dlg.players() or self.players
        chosen: Any = entry(dlg.game()).setup_choices().level_setup(dlg.level(), seed, players)
        words = getattr(self.setup, "deal_words", None)  # and so does --deal-words
        return chosen if words is None else replace(chosen, seed=None, deal_words=words)

    @Slot(object, bool)
    def _language_toggled(self, button: object, checked: bool) -> None:
        dlg = self.dialog
        if dlg is None or not checked:
            return
        code = dlg.language()
        if code != self.host.prefs.language:
            self.host.apply_prefs(replace(self.host.prefs, language=code))

    @Slot(int)
    def _answered(self, result: int) -> None:
        dlg, self.dialog = self.dialog, None
        if dlg is None:
            return
        answer, game = dlg.answer, dlg.game()
        setup = self.setup if answer == "skip" else self._chosen_setup(dlg)
        dlg.deleteLater()
        self.settings.welcome_done = True
        self.settings.sync()
        if answer != "skip" and self.remember is not None:
            self.remember(setup)
        tutorial_first = answer == "tutorial"
        # The tutorial first: nothing is dealt before it (a match dealt then abandoned for
        # the one its Play a match… chooses would be recorded as abandoned).
        self.host.start_session(setup, resume=self.resume, deal=not tutorial_first)
        if tutorial_first:
            tutorial = self.host.tutorials.open(game)
            if not self.host.match_running():  # else a resumed match waits behind it
                tutorial.waiting_setup = setup
