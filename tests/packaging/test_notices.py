"""The third-party notice (``packaging/notices.py``): every bundled component named,
with its licence and its text, Qt's LGPL obligations spelled out."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.packaging.test_packaging import load

notices = load("notices")

needs_dpkg = pytest.mark.skipif(
    shutil.which("dpkg-query") is None, reason="system libraries are named through dpkg"
)


def test_a_distribution_brings_its_own_licence_file() -> None:
    component = notices.distribution_component("platformdirs")
    assert component is not None
    assert component.licence == "MIT"
    assert any("Permission is hereby granted" in text for _, text in component.texts)


def test_the_qt_wheels_get_the_lgpl_and_gpl_texts_they_do_not_ship() -> None:
    component = notices.distribution_component("PySide6-Essentials")
    assert component is not None and "LGPL-3.0" in component.licence
    bodies = [text for _, text in component.texts]
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in t for t in bodies)
    assert any("GNU GENERAL PUBLIC LICENSE" in t and "LESSER" not in t[:200] for t in bodies)


def test_an_absent_distribution_is_none() -> None:
    assert notices.distribution_component("jinlami-no-such-distribution") is None


def test_qt_says_where_its_source_is_and_how_to_replace_it() -> None:
    qt = notices.qt_component("6.11.3")
    assert qt.licence == "LGPL-3.0-only"
    assert "https://download.qt.io/official_releases/qt/6.11/6.11.3/" in qt.about
    assert "libQt6*.so.6" in qt.about and "Qt6*.dll" in qt.about and ".framework" in qt.about
    assert "replace them" in qt.about


def test_python_carries_its_licence() -> None:
    python = notices.python_component()
    assert python.version == ".".join(map(str, sys.version_info[:3]))
    assert python.licence == "PSF-2.0"
    assert python.texts and "PYTHON SOFTWARE FOUNDATION" in python.texts[0][1].upper()


def test_icu_inside_the_wheels_is_named() -> None:
    found = notices.wheel_library_components(
        ["libicuuc.so.73", "libicudata.so.73", "libQt6Core.so.6", "icuuc73.dll"], "PySide6"
    )
    assert [(c.name, c.licence) for c in found] == [
        ("ICU (International Components for Unicode)", "Unicode-3.0")
    ]
    assert "libicuuc.so.73" in found[0].about and "libQt6Core" not in found[0].about


def test_a_text_given_once_is_referred_to_afterwards() -> None:
    one = notices.Component("A", "1", "X", texts=(("LICENSE", "same words"),))
    two = notices.Component("B", "2", "X", texts=(("LICENSE", "same words"),))
    text = notices.notice_text("Game", [one, two])
    assert text.count("same words") == 1
    assert "the same text as given for A above" in text
    assert "  - A 1: X\n  - B 2: X\n" in text


@needs_dpkg
def test_system_libraries_are_named_by_their_debian_package(tmp_path: Path) -> None:
    """A library copied from the build host: its Debian package, version and copyright
    file; a file of the Python environment is left to the Python entries."""
    libz = next(
        (p for p in Path("/usr/lib").rglob("libz.so.1") if p.exists()),
        None,
    )
    if libz is None:
        pytest.skip("no libz.so.1 under /usr/lib")
    text = notices.bundle_notice(
        "Game",
        [("libz.so.1", libz), ("PySide6/QtCore.abi3.so", Path(sys.prefix) / "fake.so")],
        "6.11.3",
    )
    assert "zlib1g (Debian package)" in text
    assert "Copied from the build system: libz.so.1." in text
    assert "fake.so" not in text
    for name in ("Python ", "PySide6_Essentials", "shiboken6", "platformdirs", "Qt 6.11.3"):
        assert name in text
