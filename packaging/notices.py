#!/usr/bin/env python3
"""Third-party notices: every component the frozen app carries, its version, its
licence and the licence's text, in one ``THIRD-PARTY-NOTICES.txt``.

The PyInstaller spec writes it into the bundle (``_internal/``), from what it is about
to bundle; the .deb ships it in ``/usr/share/doc/jinlami/``, the installers carry it
with the bundle, and Help → About → Licences shows it.  The parts:

* the Python interpreter (PSF-2.0; the interpreter's own ``LICENSE.txt``);
* every Python distribution whose code is bundled (PySide6, shiboken6, platformdirs,
  PyInstaller's bootloader), read from its installed metadata: version, licence
  expression, and the licence files the distribution ships — or, for Qt's LGPL, the
  texts kept in ``packaging/licences/`` (the wheels ship none);
* Qt's libraries, with what the LGPL asks of a program that carries them: the licence
  text, where the source is, and how a user replaces the Qt libraries of the
  one-folder app with their own build;
* on Debian/Ubuntu, every system library the bundle copies from the build host
  (``dpkg -S`` names its package, whose ``copyright`` file is its notice);
* libraries inside the Qt wheels that come from other projects (ICU), named with their
  licence.

Standard library only: it runs inside the spec, under the build venv's Python, and in
the tests.

    python3 packaging/notices.py [OUT]    # the notice for this environment (no bundle)
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

__all__ = [
    "BUNDLED_DISTRIBUTIONS",
    "NOTICE_NAME",
    "Component",
    "bundle_notice",
    "distribution_component",
    "notice_text",
    "python_component",
    "qt_component",
    "system_library_components",
    "wheel_library_components",
]

HERE = Path(__file__).resolve().parent
#: Licence texts the wheels that need them do not ship (from Debian's common-licenses).
LICENCE_TEXTS = HERE / "licences"
#: The notice's file name, in the bundle and in the packages.
NOTICE_NAME = "THIRD-PARTY-NOTICES.txt"
#: The Python distributions whose code the bundle carries (the app's runtime
#: dependencies and PyInstaller, whose bootloader starts the app).
BUNDLED_DISTRIBUTIONS = ("PySide6-Essentials", "PySide6-Addons", "shiboken6", "platformdirs")
PYINSTALLER = "pyinstaller"
#: Libraries inside the PySide6 wheels that other projects wrote: file name pattern →
#: (component, licence).
WHEEL_LIBRARIES: dict[str, tuple[str, str]] = {
    r"(lib)?icu(data|i18n|uc|dt|in|io|tu)[\w.-]*": (
        "ICU (International Components for Unicode)",
        "Unicode-3.0",
    ),
}
RULE = "=" * 78


@dataclass(frozen=True)
class Component:
    """One thing the bundle carries, as the notice lists it."""

    name: str
    version: str
    licence: str
    #: How it gets into the app, and what a user may do (the LGPL's notes for Qt).
    about: str = ""
    #: (title, text) of each licence file.
    texts: tuple[tuple[str, str], ...] = field(default=())


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def _kept_text(spdx: str) -> tuple[str, str]:
    path = LICENCE_TEXTS / f"{spdx}.txt"
    return (f"{spdx} (the text of the licence)", _read(path))


def python_component(stdlib: Path | None = None) -> Component:
    """The interpreter the app runs on: its version and its ``LICENSE.txt`` (Debian's
    Python keeps it as ``/usr/share/doc/python3.X/copyright`` instead)."""
    version = ".".join(map(str, sys.version_info[:3]))
    folder = Path(sysconfig.get_paths()["stdlib"]) if stdlib is None else stdlib
    major_minor = f"{sys.version_info[0]}.{sys.version_info[1]}"
    candidates = [folder / "LICENSE.txt", Path(f"/usr/share/doc/python{major_minor}/copyright")]
    found = next((p for p in candidates if p.is_file()), None)
    return Component(
        "Python",
        version,
        "PSF-2.0",
        "The interpreter and its standard library.",
        (("LICENSE", _read(found)),) if found is not None else (),
    )


def _licence_of(meta: metadata.PackageMetadata) -> str:
    expression = meta["License-Expression"] or ""
    if expression:
        return expression
    short = (meta["License"] or "").strip()
    if short and "\n" not in short and len(short) < 120:
        return short
    classifiers = [
        c.split("::")[-1].strip()
        for c in meta.get_all("Classifier") or []
        if c.startswith("License ::")
    ]
    return " OR ".join(classifiers) or "see the licence text"


def _licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    """The licence files a distribution ships (``License-File`` entries, or files in
    its metadata folder named like a licence)."""
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for item in dist.files or ():
        parts = Path(str(item)).parts
        in_metadata = bool(parts) and parts[0].endswith((".dist-info", ".egg-info"))
        name = parts[-1] if parts else ""
        if in_metadata and re.match(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", name, re.I):
            path = Path(str(dist.locate_file(item)))
            if path.is_file() and name not in seen:
                seen.add(name)
                found.append((name, _read(path)))
    return found


def distribution_component(name: str) -> Component | None:
    """A bundled Python distribution, from its installed metadata (``None``: not
    installed here)."""
    try:
        dist = metadata.distribution(name)
    except metadata.PackageNotFoundError:
        return None
    meta = dist.metadata
    licence = _licence_of(meta)
    texts = _licence_files(dist)
    if not texts and "LGPL-3.0" in licence:
        texts = [_kept_text("LGPL-3.0"), _kept_text("GPL-3.0")]
    about = ""
    if dist.metadata["Name"].lower() == PYINSTALLER:
        about = (
            "PyInstaller's bootloader starts the app and its run-time hooks unpack it; "
            "PyInstaller's licence lets it build programs under any licence."
        )
    return Component(meta["Name"], dist.version, licence, about, tuple(texts))


def qt_component(qt_version: str) -> Component:
    """Qt's libraries, under the LGPL-3.0 (as the PySide6 wheels carry them), with what
    that licence asks of an app that bundles them."""
    series = ".".join(qt_version.split(".")[:2])
    about = (
        "The Qt libraries (QtCore, QtGui, QtWidgets, QtCharts, QtMultimedia, QtNetwork "
        "and the plugins they load) are used under the GNU Lesser General Public "
        "License version 3, unmodified, as the PySide6 wheels from PyPI carry them.\n"
        "Source: the Qt sources of this version are at "
        f"https://download.qt.io/official_releases/qt/{series}/{qt_version}/ (and "
        "https://code.qt.io/); PySide6 and shiboken6 at "
        "https://download.qt.io/official_releases/QtForPython/ and "
        "https://code.qt.io/pyside/pyside-setup.git.\n"
        "Replacing them: in the one-folder app the Qt libraries are separate files — "
        "_internal/PySide6/Qt/lib/libQt6*.so.6 (Linux), _internal/PySide6/Qt6*.dll "
        "(Windows), Contents/Frameworks/PySide6/Qt/lib/Qt*.framework (macOS) — and the "
        "app loads whatever is there: replace them (and the plugins beside them) with "
        f"your own build of Qt {qt_version}, or of a later {series}.x release with the "
        "same ABI, and the app runs on it. The game's own source is at its project "
        "repository, under the MIT licence."
    )
    texts = (_kept_text("LGPL-3.0"), _kept_text("GPL-3.0"))
    return Component("Qt", qt_version, "LGPL-3.0-only", about, texts)


def _dpkg_package(path: Path) -> str | None:
    """The Debian package that installed ``path`` (following the /lib → /usr/lib
    merge), or ``None``."""
    if shutil.which("dpkg-query") is None:
        return None
    candidates = [str(path)]
    resolved = str(path.resolve())
    for text in (str(path), resolved):
        if text.startswith("/usr/lib/"):
            candidates.append("/lib/" + text[len("/usr/lib/") :])
        elif text.startswith("/lib/"):
            candidates.append("/usr" + text)
    for candidate in dict.fromkeys([*candidates, resolved]):
        out = subprocess.run(
            ["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False
        )
        if out.returncode == 0 and ":" in out.stdout:
            return out.stdout.split(":")[0].strip()
    return None


def _dpkg_version(package: str) -> str:
    out = subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", package],
        capture_output=True,
        text=True,
        check=False,
    )
    return out.stdout.strip() or "?"


def _copyright_licence(text: str) -> str:
    names = re.findall(r"^License:\s*(\S[^\n]*)$", text, re.MULTILINE)
    return " / ".join(dict.fromkeys(n.strip() for n in names)) or "see the copyright file"


def system_library_components(sources: Iterable[Path]) -> list[Component]:
    """The build host's libraries the bundle copies (sources outside any Python
    environment), one component per Debian package with its ``copyright`` file."""
    by_package: dict[str, list[str]] = {}
    for source in sources:
        package = _dpkg_package(source)
        if package is not None:
            by_package.setdefault(package.split(":")[0], []).append(source.name)
    components = []
    for package, files in sorted(by_package.items()):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        text = _read(copyright_file) if copyright_file.is_file() else ""
        components.append(
            Component(
                f"{package} (Debian package)",
                _dpkg_version(package),
                _copyright_licence(text),
                "Copied from the build system: " + ", ".join(sorted(set(files))) + ".",
                (("copyright", text),) if text else (),
            )
        )
    return components


def wheel_library_components(names: Iterable[str], version_of: str) -> list[Component]:
    """Libraries from other projects inside the Qt wheels (ICU), named and licensed;
    their texts come with the sources at the locations the Qt entry gives."""
    found: dict[str, tuple[str, set[str]]] = {}
    for name in names:
        for pattern, (component, licence) in WHEEL_LIBRARIES.items():
            if re.fullmatch(pattern, name, re.IGNORECASE):
                found.setdefault(component, (licence, set()))[1].add(name)
    components = []
    for component, (licence, files) in sorted(found.items()):
        numbers = sorted({m.group(1) for f in files if (m := re.search(r"\.(\d+)$", f))})
        about = (
            f"Inside the {version_of} wheels: {', '.join(sorted(files))}. Licence: "
            f"https://spdx.org/licenses/{licence}.html; the full notice is in the ICU "
            "source (https://github.com/unicode-org/icu, LICENSE)."
        )
        components.append(Component(component, ".".join(numbers) or "?", licence, about))
    return components


def notice_text(project: str, components: Sequence[Component]) -> str:
    """The notice: a list of every component, then each one's licence texts (a text
    already given for an earlier component is referred to, not repeated)."""
    lines = [
        f"{project}: third-party notices",
        "",
        f"{project} is free software under the MIT licence (LICENSE). The app as built "
        "carries the components below, each under its own licence.",
        "",
        "Components:",
    ]
    lines += [f"  - {c.name} {c.version}: {c.licence}" for c in components]
    given: dict[str, str] = {}
    for c in components:
        lines += ["", RULE, f"{c.name} {c.version}", f"Licence: {c.licence}"]
        if c.about:
            lines += ["", c.about]
        for title, text in c.texts:
            body = text.strip()
            if body in given:
                lines += ["", f"--- {title}: the same text as given for {given[body]} above ---"]
                continue
            given[body] = c.name
            lines += ["", f"--- {title} ---", "", text.rstrip()]
    return "\n".join(lines) + "\n"


def bundle_notice(project: str, binary_sources: Iterable[tuple[str, Path]], qt_version: str) -> str:
    """The notice for a bundle: ``binary_sources`` are (name in the bundle, file it
    was copied from) of every bundled binary, as PyInstaller's analysis lists them."""
    sources = list(binary_sources)
    environment = {Path(sys.prefix).resolve(), Path(sys.base_prefix).resolve()}
    outside = [
        src
        for _, src in sources
        if not any(src.resolve().is_relative_to(prefix) for prefix in environment)
    ]
    components: list[Component] = [python_component()]
    for name in (*BUNDLED_DISTRIBUTIONS, PYINSTALLER):
        component = distribution_component(name)
        if component is not None:
            components.append(component)
    components.append(qt_component(qt_version))
    components += wheel_library_components((Path(d).name for d, _ in sources), "PySide6")
    components += system_library_components(outside)
    return notice_text(project, components)


def main(argv: list[str]) -> int:
    """Write this environment's notice (no bundle: Python, the distributions and Qt)."""
    try:
        import PySide6

        qt_version = PySide6.__version__
    except ImportError:
        qt_version = "?"
    text = bundle_notice("金拉米 Desktop", [], qt_version)
    if argv:
        Path(argv[0]).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
