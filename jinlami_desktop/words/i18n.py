"""Choosing and installing the UI language: our catalogue and Qt's own.

Why one module: it alone decides what a language choice means (``""`` = follow the
system: any ``zh`` locale → Chinese, anything else → English) and keeps the
translators alive (a ``QTranslator`` that Python garbage-collects silently stops
translating).  The compiled catalogues are package data
(``jinlami_desktop/translations/*.qm``, built by ``packaging/translations.py update``),
so an installed wheel and a frozen app find them next to this file.  Qt's own
``qtbase_zh_CN.qm`` comes from the PySide6 wheel, so standard buttons read 确定 / 取消.

Installing a translator makes Qt post ``QEvent.LanguageChange`` to every window; each
window and dialog retranslates itself in ``changeEvent``, so a switch applies at once,
without a restart.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

__all__ = [
    "LANGUAGES",
    "current_language",
    "install_language",
    "resolve_language",
    "translations_dir",
]

#: The languages the app ships, as catalogue suffixes (``jinlami_<code>.qm``).
LANGUAGES = ("zh_CN", "en")

_installed: list[QTranslator] = []
_current = "en"


def translations_dir() -> Path:
    """Where the compiled ``.qm`` catalogues are: inside the package (also when frozen)."""
    return Path(__file__).resolve().parent.parent / "translations"


def resolve_language(choice: str, system: str | None = None) -> str:
    """The language a choice means: ``zh_CN`` or ``en``.

    ``choice`` is the stored setting or ``--lang`` (``""`` = the system's); ``system`` is
    a locale name such as ``zh_TW`` or ``de_DE`` (default: ``QLocale.system().name()``).
    Any Chinese locale gets Chinese (the only Chinese we have); everything else English.
    """
    code = choice or (QLocale.system().name() if system is None else system)
    return "zh_CN" if code.lower().startswith("zh") else "en"


def current_language() -> str:
    """The language installed last (``en`` before any)."""
    return _current


def install_language(app: QCoreApplication, lang: str) -> str:
    """Install ``lang`` (``zh_CN``, ``en``; ``""`` = the system's); return the code used.

    Removes the previous translators first, so this is also the runtime switch.
    """
    global _current
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    code = resolve_language(lang)
    _current = code
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
    if ours.load(f"jinlami_{code}", str(translations_dir())):
        app.installTranslator(ours)
        _installed.append(ours)
    else:
        # English still reads (the source strings) but plurals would show "(s)".
        print(f"jinlami: no catalogue jinlami_{code}.qm in {translations_dir()}", file=sys.stderr)
    if code != "en":
        qt = QTranslator(app)
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{code}", qt_dir) or qt.load(f"qt_{code}", qt_dir):
            app.installTranslator(qt)
            _installed.append(qt)
    return code
