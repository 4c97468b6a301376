"""What a screen reader would be told about a window: every focusable control's name.

Used by ``tests/desktop/ui/test_accessible.py``.  A control is what the keyboard can reach:
a widget with a focus policy that does not hand its focus to another widget (a view's
viewport does), shown in the window.  Its name is what Qt's own accessibility interface
reports (``QAccessible.queryAccessibleInterface(w).text(Name)``): the explicit
accessible name, else the button's text, the label's text, a buddy label's text, a
window's title.  A tab bar is named by its tabs.

A name is in the wrong language when, in English, it holds Chinese characters (the
brand 金拉米 aside), or when, after a switch to Chinese, it still reads the same English
words it read before the switch.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from jinlami_desktop.words import i18n

__all__ = ["controls", "name_of", "named_controls", "problems", "switch_language", "wrong_language"]

_CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
_WORD = re.compile(r"[A-Za-z]{2,}")
#: Arrows drawn on a button for the eye, which a screen reader would spell out.
_DECORATION = re.compile(r"[◀▶↶]")
#: Names that read the same in both languages: the brand and the games' own names
#: (the About box gives them with their English names).
_BRAND = ("金拉米 Desktop", "金拉米", "拉米纸牌")


def controls(top: QWidget, hidden: bool = False) -> Iterator[QWidget]:
    """The focusable widgets shown in ``top``'s window (``top`` itself included);
    ``hidden``: those hidden for now too (a panel's buttons of another phase)."""
    for w in [top, *top.findChildren(QWidget)]:
        if w.window() is not top.window():
            continue
        if not hidden and not w.isVisibleTo(top.window()):
            continue
        if w.focusPolicy() == Qt.FocusPolicy.NoFocus or w.focusProxy() is not None:
            continue
        if w.isWindow() and w is not top:
            continue
        yield w


def name_of(w: QWidget) -> str:
    """The accessible name Qt reports for ``w``; a tab bar's names are its tabs'."""
    iface = QAccessible.queryAccessibleInterface(w)
    if iface is None:
        return ""
    name = iface.text(QAccessible.Text.Name).strip()
    if not name and iface.role() == QAccessible.Role.PageTabList:
        tabs = [iface.child(i) for i in range(iface.childCount())]
        names = [t.text(QAccessible.Text.Name).strip() for t in tabs if t is not None]
        if names and all(names):
            name = " | ".join(names)
    return name


def _label(w: QWidget) -> str:
    return f"{w.window().objectName() or type(w.window()).__name__}: {type(w).__name__} " + (
        repr(w.objectName()) if w.objectName() else f"at {w.mapTo(w.window(), w.rect().topLeft())}"
    )


def named_controls(top: QWidget, hidden: bool = False) -> dict[QWidget, str]:
    """Every control of ``top`` with its accessible name."""
    return {w: name_of(w) for w in controls(top, hidden)}


def wrong_language(name: str, lang: str, before: str | None = None) -> bool:
    """Whether ``name`` is not in ``lang``: Chinese in English, or (after a switch to
    Chinese) the same English words as ``before`` the switch."""
    plain = name
    for brand in _BRAND:
        plain = plain.replace(brand, "")
    if lang == "en":
        return bool(_CJK.search(plain))
    return before is not None and name == before and bool(_WORD.search(plain))


def problems(
    top: QWidget, lang: str, before: dict[QWidget, str] | None = None, hidden: bool = False
) -> list[str]:
    """One line per control of ``top`` without a name, or with a name not in ``lang``
    (``before``: the names read before a language switch)."""
    out: list[str] = []
    for w, name in named_controls(top, hidden).items():
        if not name:
            line = f"{_label(w)} has no accessible name"
        elif wrong_language(name, lang, (before or {}).get(w)):
            line = f"{_label(w)} is named {name!r}, not in {lang}"
        elif _DECORATION.search(name):
            line = f"{_label(w)} is named {name!r}: a decoration read out"
        else:
            continue
        if line not in out:
            out.append(line)
    return out


def switch_language(app: QApplication, lang: str) -> None:
    """Switch the UI language and let every window reword itself (the change is posted)."""
    i18n.install_language(app, lang)
    app.processEvents()
    app.processEvents()
    # Widgets a dialog replaced on the switch are gone, as in the event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
