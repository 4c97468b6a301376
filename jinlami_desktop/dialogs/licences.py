"""Help → About → Licences: the licences of everything the app carries.

The frozen app carries ``THIRD-PARTY-NOTICES.txt`` (written at build time by
``packaging/notices.py``: every bundled component, its version, its licence and the
licence's text, Qt's LGPL obligations); this dialog shows it.  Run from source, there
is no bundle: the dialog lists the Python distributions the app runs on, as installed
here, with their licences, and says where Qt's source and licence are.
"""

from __future__ import annotations

import os
import stat
import sys
from importlib import metadata
from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPlainTextEdit, QVBoxLayout, QWidget

from ..ui.dialog_centre import KeepCentred

__all__ = ["NOTICE_NAME", "LicencesDialog", "bundled_notice", "licences_text", "source_notice"]

#: The notice's file name in the bundle (``packaging/notices.py`` writes it).
NOTICE_NAME: Final = "THIRD-PARTY-NOTICES.txt"
#: The distributions the app runs on (its runtime requirements and theirs).
RUNTIME: Final = ("PySide6-Essentials", "PySide6-Addons", "shiboken6", "platformdirs")
#: A notice larger than this is not ours: it is not read.
MAX_NOTICE_BYTES: Final = 8 * 2**20


def bundled_notice(folder: Path | None = None) -> str | None:
    """The frozen app's notice (``None`` when running from source, or when the file is
    missing, not a regular file, too large or unreadable)."""
    if folder is None:
        base = getattr(sys, "_MEIPASS", None)
        if base is None:
            return None
        folder = Path(base)
    path = folder / NOTICE_NAME
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_NOTICE_BYTES:
            return None
        return path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None


def source_notice() -> str:
    """What a source run can say: the installed runtime distributions and their
    licences, and where Qt's source and the LGPL are."""
    lines = [
        QCoreApplication.translate(
            "Licences",
            "金拉米 Desktop is free software under the MIT licence. Run from source, it uses "
            "these Python packages, installed here with their own licence files:",
        ),
        "",
    ]
    for name in RUNTIME:
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        meta = dist.metadata
        licence = meta["License-Expression"] or meta["License"] or "?"
        lines.append(f"  - {meta['Name']} {dist.version}: {licence.splitlines()[0]}")
    lines += [
        "",
        QCoreApplication.translate(
            "Licences",
            "Qt is used under the GNU LGPL version 3 "
            "(https://www.gnu.org/licenses/lgpl-3.0.html); its source is at "
            "https://download.qt.io/official_releases/qt/. The installed app carries "
            "the full notices of every component with their licence texts.",
        ),
    ]
    return "\n".join(lines) + "\n"


def licences_text() -> str:
    """The bundle's notice, or the source run's list."""
    return bundled_notice() or source_notice()


class LicencesDialog(QDialog):
    """The notices in a read-only, searchable text view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licencesDialog")
        layout = QVBoxLayout(self)
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licencesText")
        self.text.setReadOnly(True)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        width = self.text.fontMetrics().horizontalAdvance("M" * 84)
        self.resize(width, width * 3 // 4)
        self.centring = KeepCentred(self)  # over the window, also once framed (xcb)
        self.retranslate()

    def retranslate(self) -> None:
        """Title and text in the interface language (a source run's list is worded)."""
        self.setWindowTitle(QCoreApplication.translate("Licences", "Licences"))
        self.text.setPlainText(licences_text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
