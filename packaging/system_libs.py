#!/usr/bin/env python3
"""The system libraries Qt needs on Linux, and the distribution packages that hold them.

One table, read by everything that installs, checks or names them:

* ``dev.py play`` checks them before launching and names the missing packages;
* ``build.py`` refuses to freeze on a host without the xcb helper libraries (the bundle
  would lack them) and checks that the bundle carries them;
* ``.ci/run`` installs ``python3 packaging/system_libs.py apt``;
* ``tests/packaging`` checks that README.md's ``apt``/``dnf`` lines list every package.

    python3 packaging/system_libs.py apt     # the Debian/Ubuntu packages, one line
    python3 packaging/system_libs.py dnf     # the Fedora packages
    python3 packaging/system_libs.py check   # what is missing here (exit 1 if any)

Standard library only (``dev.py`` runs it before any venv exists).
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "BASE_LIBS",
    "CJK_FONT",
    "XCB_LIBS",
    "Missing",
    "Package",
    "apt_packages",
    "distro_family",
    "dnf_packages",
    "install_hint",
    "library_present",
    "missing_libraries",
]


@dataclass(frozen=True)
class Package:
    """Where a library comes from: the Debian/Ubuntu and the Fedora package."""

    debian: str
    fedora: str


#: What QtGui, QtWidgets and the offscreen platform load (any Qt run, also the tests).
BASE_LIBS: Mapping[str, Package] = {
    "libGL.so.1": Package("libgl1", "libglvnd-glx"),
    "libEGL.so.1": Package("libegl1", "libglvnd-egl"),
    "libxkbcommon.so.0": Package("libxkbcommon0", "libxkbcommon"),
    "libfontconfig.so.1": Package("libfontconfig1", "fontconfig"),
    "libdbus-1.so.3": Package("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": Package("libglib2.0-0", "glib2"),
}

#: What Qt's X11 platform plugin (``libqxcb.so``, ``libQt6XcbQpa.so.6``) links: without
#: any of them Qt aborts with "Could not load the Qt platform plugin xcb". The xcb
#: "util" helpers (cursor, icccm, image, keysyms, render-util, util) are the ones a
#: desktop often lacks; the frozen bundle carries all but ``libxcb.so.1`` itself.
XCB_LIBS: Mapping[str, Package] = {
    "libxcb.so.1": Package("libxcb1", "libxcb"),
    "libX11.so.6": Package("libx11-6", "libX11"),
    "libX11-xcb.so.1": Package("libx11-xcb1", "libX11-xcb"),
    "libxkbcommon-x11.so.0": Package("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxcb-cursor.so.0": Package("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": Package("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-image.so.0": Package("libxcb-image0", "xcb-util-image"),
    "libxcb-keysyms.so.1": Package("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": Package("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-util.so.1": Package("libxcb-util1", "xcb-util"),
    "libxcb-randr.so.0": Package("libxcb-randr0", "libxcb"),
    "libxcb-render.so.0": Package("libxcb-render0", "libxcb"),
    "libxcb-shape.so.0": Package("libxcb-shape0", "libxcb"),
    "libxcb-shm.so.0": Package("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": Package("libxcb-sync1", "libxcb"),
    "libxcb-xfixes.so.0": Package("libxcb-xfixes0", "libxcb"),
    "libxcb-xkb.so.1": Package("libxcb-xkb1", "libxcb"),
}

#: A font with Chinese glyphs (without one Chinese text shows as boxes).
CJK_FONT = Package("fonts-wqy-microhei", "wqy-microhei-fonts")


@dataclass(frozen=True)
class Missing:
    """Libraries not found, each with its package."""

    libraries: tuple[tuple[str, Package], ...]

    def __bool__(self) -> bool:
        return bool(self.libraries)

    @property
    def sonames(self) -> list[str]:
        return [soname for soname, _ in self.libraries]

    @property
    def packages(self) -> list[Package]:
        seen: dict[str, Package] = {}
        for _, package in self.libraries:
            seen.setdefault(package.debian, package)
        return list(seen.values())


def library_present(soname: str) -> bool:
    """Whether the dynamic loader finds ``soname`` (``LD_LIBRARY_PATH`` included)."""
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(
    table: Mapping[str, Package], present: Callable[[str], bool] = library_present
) -> Missing:
    """The libraries of ``table`` that ``present`` does not find."""
    return Missing(tuple((s, p) for s, p in table.items() if not present(s)))


def _unique(names: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(names))


def apt_packages(*, fonts: bool = True) -> list[str]:
    """Every Debian/Ubuntu package of the tables (plus the CJK font)."""
    libs = [*BASE_LIBS.values(), *XCB_LIBS.values(), *([CJK_FONT] if fonts else [])]
    return _unique(p.debian for p in libs)


def dnf_packages(*, fonts: bool = True) -> list[str]:
    """The Fedora packages of the tables (plus the CJK font)."""
    libs = [*BASE_LIBS.values(), *XCB_LIBS.values(), *([CJK_FONT] if fonts else [])]
    return _unique(p.fedora for p in libs)


def distro_family(os_release: Path = Path("/etc/os-release")) -> str:
    """``"debian"``, ``"fedora"`` or ``""`` (unknown), from ``ID`` and ``ID_LIKE``."""
    try:
        text = os_release.read_text(encoding="utf-8")
    except OSError:
        return ""
    ids: list[str] = []
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key in {"ID", "ID_LIKE"}:
            ids += value.strip().strip("\"'").lower().split()
    if any(i in {"debian", "ubuntu"} for i in ids):
        return "debian"
    if any(i in {"fedora", "rhel", "centos"} for i in ids):
        return "fedora"
    return ""


def as_root() -> bool:
    """Whether this process already runs as root (a root shell on a minimal system
    often has no ``sudo`` at all)."""
    geteuid = getattr(os, "geteuid", None)
    return geteuid is not None and geteuid() == 0


def admin_prefix(root: bool | None = None) -> str:
    """``"sudo "`` before an install command, or nothing when already root."""
    return "" if (as_root() if root is None else root) else "sudo "


def install_hint(
    packages: Iterable[Package], family: str | None = None, root: bool | None = None
) -> str:
    """The command that installs ``packages`` on this system (both when unknown);
    without ``sudo`` when this already is a root shell."""
    packages = list(packages)
    family = distro_family() if family is None else family
    sudo = admin_prefix(root)
    apt = f"{sudo}apt install " + " ".join(_unique(p.debian for p in packages))
    dnf = f"{sudo}dnf install " + " ".join(_unique(p.fedora for p in packages))
    if family == "debian":
        return apt
    if family == "fedora":
        return dnf
    return f"{apt} (Debian/Ubuntu) or {dnf} (Fedora)"


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "apt":
        print(" ".join(apt_packages()))
        return 0
    if command == "dnf":
        print(" ".join(dnf_packages()))
        return 0
    if command == "check":
        missing = missing_libraries({**BASE_LIBS, **XCB_LIBS})
        if not missing:
            print("system_libs: every library Qt needs is installed")
            return 0
        print("system_libs: missing " + ", ".join(missing.sonames), file=sys.stderr)
        print(f"system_libs: install them with: {install_hint(missing.packages)}", file=sys.stderr)
        return 1
    print("usage: python3 packaging/system_libs.py apt|dnf|check", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
