"""Fast checks of what the PyInstaller build generates: app identity files, icon
containers and the spec's module list. The build itself runs in ``.ci/run``."""

from __future__ import annotations

import ast
import configparser
import importlib.util
import plistlib
import re
import struct
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGING = REPO_ROOT / "packaging"


def load(name: str) -> ModuleType:
    """Import ``packaging/<name>.py`` (the folder is not a package)."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


appmeta = load("appmeta")
make_icons = load("make_icons")


def pyproject() -> dict[str, Any]:
    with (REPO_ROOT / "pyproject.toml").open("rb") as fh:
        return tomllib.load(fh)


def fake_png(width: int, height: int, payload: bytes = b"") -> bytes:
    ihdr = struct.pack(">II", width, height) + bytes([8, 6, 0, 0, 0])
    signature: bytes = make_icons.PNG_SIGNATURE
    return signature + struct.pack(">I", 13) + b"IHDR" + ihdr + b"\0" * 4 + payload


# ------------------------------------------------------------------ project and version


def test_version_and_name_come_from_pyproject() -> None:
    project = appmeta.read_project()
    data = pyproject()["project"]
    assert project.version == data["version"]
    assert project.name == data["name"]
    assert project.license == "MIT"


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("2.0.1rc3", (2, 0, 1, 0)),
        ("3.4.5.dev7+g1234", (3, 4, 5, 0)),
    ],
)
def test_version_tuple(version: str, expected: tuple[int, int, int, int]) -> None:
    assert appmeta.version_tuple(version) == expected


def test_version_tuple_rejects_nonsense() -> None:
    with pytest.raises(ValueError):
        appmeta.version_tuple("latest")
    with pytest.raises(ValueError):
        appmeta.version_tuple("70000.0")


# ------------------------------------------------------------------ icon containers


def test_png_size_reads_ihdr_and_rejects_other_data() -> None:
    assert make_icons.png_size(fake_png(48, 32)) == (48, 32)
    with pytest.raises(ValueError):
        make_icons.png_size(b"GIF89a" + b"\0" * 30)


def test_ico_container_layout() -> None:
    pngs = [fake_png(16, 16, b"a"), fake_png(48, 48, b"bb"), fake_png(256, 256, b"ccc")]
    data = make_icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 3)
    for i, png in enumerate(pngs):
        w, h, colours, res, planes, bpp, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        expected = make_icons.png_size(png)[0] % 256  # 256 is written as 0
        assert (w, h, colours, res, planes, bpp) == (expected, expected, 0, 0, 1, 32)
        assert data[offset : offset + size] == png
    assert len(data) == 6 + 16 * 3 + sum(map(len, pngs))


def test_ico_refuses_oversized_or_empty() -> None:
    with pytest.raises(ValueError):
        make_icons.ico_bytes([fake_png(512, 512)])
    with pytest.raises(ValueError):
        make_icons.ico_bytes([])


def test_icns_container_layout() -> None:
    pngs = {size: fake_png(size, size, bytes([size % 251])) for size in make_icons.PNG_SIZES}
    data = make_icons.icns_bytes(make_icons.icns_elements(pngs))
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    seen = {}
    pos = 8
    while pos < len(data):
        kind = data[pos : pos + 4]
        length = struct.unpack(">I", data[pos + 4 : pos + 8])[0]
        seen[kind] = make_icons.png_size(data[pos + 8 : pos + length])
        pos += length
    assert pos == len(data)
    assert seen == {kind: (size, size) for kind, size in make_icons.ICNS_TYPES}


def test_rendered_icons_are_real_pngs(qapp: Any, tmp_path: Path) -> None:
    pngs = make_icons.render_pngs((16, 256))
    assert {size: make_icons.png_size(data) for size, data in pngs.items()} == {
        16: (16, 16),
        256: (256, 256),
    }
    written = make_icons.write_icons(tmp_path, pngs)
    names = {path.name for path in written}
    assert {"jinlami-16.png", "jinlami-256.png", "jinlami.ico", "jinlami.icns"} <= names
    assert (tmp_path / "jinlami.ico").read_bytes()[:4] == b"\0\0\1\0"


# ------------------------------------------------------------------ identity files


def parse_desktop(text: str) -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(delimiters=("=",), strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read_string(text)
    return parser


def test_desktop_entry_basic_validity() -> None:
    text = appmeta.desktop_entry(appmeta.read_project())
    assert text.startswith("[Desktop Entry]\n")
    entry = parse_desktop(text)["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Version"] == "1.4"
    assert entry["Exec"] == "jinlami"
    assert entry["Icon"] == appmeta.APP_ID
    assert entry["Terminal"] == "false"
    for key in ("Categories", "Keywords", "Keywords[zh_CN]"):
        assert entry[key].endswith(";"), key
    assert "Game" in entry["Categories"].split(";")
    known = {
        "Type", "Version", "Name", "GenericName", "Comment", "Exec", "TryExec", "Icon",
        "Terminal", "Categories", "Keywords", "StartupWMClass", "StartupNotify",
    }  # fmt: skip
    for key in entry:
        assert re.sub(r"\[[A-Za-z_@]+\]$", "", key) in known or key.startswith("X-"), key


def test_desktop_entry_quotes_paths_with_spaces() -> None:
    entry = parse_desktop(appmeta.desktop_entry(appmeta.read_project(), "/opt/Jin Lami/jinlami"))
    assert entry["Desktop Entry"]["Exec"] == '"/opt/Jin Lami/jinlami"'
    assert entry["Desktop Entry"]["TryExec"] == "/opt/Jin Lami/jinlami"


def test_appstream_metainfo() -> None:
    project = appmeta.read_project()
    root = ET.fromstring(appmeta.appstream_metainfo(project, date="2026-01-02"))
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == appmeta.APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "MIT"
    assert root.findtext("launchable") == f"{appmeta.APP_ID}.desktop"
    assert root.findtext("provides/binary") == "jinlami"
    release = root.find("releases/release")
    assert release is not None
    assert release.get("version") == project.version
    assert release.get("date") == "2026-01-02"
    assert root.find("content_rating") is not None
    assert len(root.findall("description/p")) >= 1


def test_release_date_follows_source_date_epoch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1767225600")  # 2026-01-01T00:00:00Z
    assert appmeta.release_date() == "2026-01-01"


def test_info_plist_is_high_dpi_with_bundle_id() -> None:
    project = appmeta.read_project()
    plist = appmeta.info_plist(project)
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleIdentifier"] == appmeta.APP_ID
    assert plist["CFBundleShortVersionString"] == project.version
    assert plistlib.loads(plistlib.dumps(plist)) == plist
    assert appmeta.info_plist(project, "13.0")["LSMinimumSystemVersion"] == "13.0"


def test_the_macos_minimum_is_the_bundled_wheels_own() -> None:
    """The plist claimed macOS 11 while the PySide6 wheels bundled were macosx_13_0:
    the minimum is now read from the wheels' tags (never below the floor)."""
    tags = ["cp39-abi3-macosx_13_0_universal2", "cp39-abi3-macosx_12_0_x86_64"]
    assert appmeta.macos_minimum(tags) == "13.0"
    assert appmeta.macos_minimum(["cp310-abi3-macosx_10_9_universal2"]) == appmeta.MACOS_MINIMUM
    assert appmeta.macos_minimum(["cp310-abi3-manylinux_2_34_x86_64"]) == appmeta.MACOS_MINIMUM
    assert appmeta.installed_wheel_tags(["PySide6-Essentials"])  # read from its WHEEL file
    spec = (PACKAGING / "jinlami.spec").read_text(encoding="utf-8")
    assert "appmeta.macos_minimum(" in spec and "installed_wheel_tags(" in spec


class _Node:
    """Stands for PyInstaller's version-resource classes when evaluating the file."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs


def test_windows_version_resource() -> None:
    project = appmeta.read_project()
    text = appmeta.windows_version_info(project)
    tree = ast.parse(text, mode="eval")
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert names == {
        "VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
        "VarFileInfo", "VarStruct",
    }  # fmt: skip
    strings: dict[str, str] = {}

    class StringStruct(_Node):
        def __init__(self, key: str, value: str) -> None:
            strings[key] = value

    namespace = {name: _Node for name in names} | {"StringStruct": StringStruct}
    info = eval(compile(tree, "version_info.txt", "eval"), {"__builtins__": {}}, namespace)
    assert info.kwargs["ffi"].kwargs["filevers"] == appmeta.version_tuple(project.version)
    assert strings["ProductVersion"] == project.version
    assert strings["ProductName"] == appmeta.DISPLAY_NAME
    assert strings["OriginalFilename"] == "jinlami.exe"
    assert text.isascii()  # readable whatever encoding PyInstaller opens it with


# ------------------------------------------------------------------ spec and package data


def kept_qt_modules() -> set[str]:
    spec = (PACKAGING / "jinlami.spec").read_text(encoding="utf-8")
    match = re.search(r"KEEP_QT_MODULES = \{([^}]*)\}", spec)
    assert match, "KEEP_QT_MODULES not found in the spec"
    return set(re.findall(r'"(Qt\w+)"', match.group(1)))


def test_spec_compiles() -> None:
    source = (PACKAGING / "jinlami.spec").read_text(encoding="utf-8")
    compile(source, "jinlami.spec", "exec")


def test_spec_keeps_every_qt_module_the_app_imports() -> None:
    used = set()
    for path in (REPO_ROOT / "jinlami_desktop").rglob("*.py"):
        used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    missing = used - kept_qt_modules()
    assert not missing, f"add {sorted(missing)} to KEEP_QT_MODULES in packaging/jinlami.spec"


def test_translations_ship_as_package_data() -> None:
    package_data = pyproject()["tool"]["setuptools"]["package-data"]
    assert "translations/*.qm" in package_data["jinlami_desktop"]
