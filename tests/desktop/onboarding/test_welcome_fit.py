"""The welcome's words are never squeezed: each game's line is as tall as its wrapped
text at the width shown, from the first show on (Qt's first size went by the labels'
one-line hint and clipped the games' lines to half their height)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from jinlami_desktop.onboarding.welcome import WelcomeDialog
from jinlami_desktop.words.i18n import install_language


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("game", ["jinlami", "rummy"])
def test_every_line_of_the_welcome_has_its_height(
    qtbot: QtBot, qapp: QApplication, lang: str, game: str
) -> None:
    install_language(qapp, lang)
    try:
        dialog = WelcomeDialog(None, game)
        qtbot.addWidget(dialog)
        # What a window system may give it: the size Qt first computes, which goes by
        # the word-wrapped labels' one-line hints.
        dialog.resize(dialog.width(), dialog.minimumSizeHint().height())
        dialog.show()
        qtbot.waitExposed(dialog)
        labels = [dialog.intro, dialog.level_note, *dialog.game_summaries.values()]
        for label in labels:
            assert label.height() >= label.heightForWidth(label.width()), label.text()
    finally:
        install_language(qapp, "en")
