"""Help → About: version, the two games and the licence."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .. import __version__

__all__ = ["about_text"]


def about_text() -> str:
    return QCoreApplication.translate(
        "About",
        "<h3>金拉米 Desktop {version}</h3>"
        "<p>Two card games against fair bots, offline: 金拉米 (Jin Rummy, a Gin Rummy "
        "for two) and 拉米纸牌 (Rummy, for two to four players).</p>"
        "<p>Card faces, backs and sounds are drawn and made by the app's own code.</p>"
        "<p>Free software under the MIT licence.</p>",
    ).format(version=__version__)
