"""Installing the UI language: our catalogue and Qt's own, if they exist.

Why tolerant: the catalogues are completed in a later issue; until a ``.qm`` is there,
the English source strings are shown.  Translators are kept alive here (a translator
that Python garbage-collects silently stops translating).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

__all__ = ["install_language", "translations_dir"]

_installed: list[QTranslator] = []


def translations_dir() -> Path:
    return Path(__file__).resolve().parent.parent / "translations"


def install_language(app: QCoreApplication, lang: str) -> str:
    """Install ``lang`` (``zh_CN``, ``en``; empty = the system's); return the code used."""
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    code = lang or QLocale.system().name()
    if code.startswith("zh"):
        code = "zh_CN"
    elif not lang:
        code = "en"
    # Dates and numbers follow a language the player chose, unless the system's locale
    # already speaks it (an English speaker in Britain keeps day-month dates); with no
    # choice they follow the system, except the bare "C" locale.
    system = QLocale.system()
    chosen = bool(lang) and system.name().split("_")[0] != code.split("_")[0]
    if chosen or system.language() == QLocale.Language.C:
        QLocale.setDefault(QLocale(code))
    else:
        QLocale.setDefault(system)
    ours = QTranslator(app)
    for name in (f"jinlami_{code}", code):
        if ours.load(name, str(translations_dir())):
            app.installTranslator(ours)
            _installed.append(ours)
            break
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if code != "en" and qt.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    return code
