"""The app's identity for installers, generated from ``pyproject.toml`` by our own code.

Standard library only (``tomllib``), so the tests, ``build.py`` and the PyInstaller
spec can all import it. Everything here is text or data; nothing touches Qt:

* :func:`read_project` — name, version, summary and licence from ``pyproject.toml``;
* :func:`windows_version_info` — a Windows version resource in PyInstaller's
  ``VSVersionInfo`` text format;
* :func:`info_plist` — the macOS ``Info.plist`` keys (bundle id, version, high-DPI);
* :func:`desktop_entry` and :func:`appstream_metainfo` — the Linux ``.desktop`` file
  and AppStream metadata, named after :data:`APP_ID`.
"""

from __future__ import annotations

import datetime as _dt
import os
import re
import subprocess
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape

__all__ = [
    "APP_ID",
    "BUNDLE_NAME",
    "DISPLAY_NAME",
    "EXE_NAME",
    "Project",
    "appstream_metainfo",
    "desktop_entry",
    "info_plist",
    "read_project",
    "release_date",
    "version_tuple",
    "windows_version_info",
]

REPO_ROOT = Path(__file__).resolve().parent.parent

#: Reverse-DNS id shared by the macOS bundle, the .desktop file, AppStream and the
#: hicolor icon name. Changing it later orphans users' dock entries: keep it.
APP_ID = "org.jinlami.JinLami"
#: The name players see (window title, menus, Start menu, Finder).
DISPLAY_NAME = "金拉米 Desktop"
#: ASCII name for file names: ``JinLami.app`` and macOS ``CFBundleName``.
BUNDLE_NAME = "JinLami"
#: The executable (``jinlami``/``jinlami.exe``), same as the console script.
EXE_NAME = "jinlami"
#: Qt's WM_CLASS on X11 is the application name set in ``app.py``.
WM_CLASS = "JinLami"
#: The lowest macOS to claim when no bundled wheel says more (``info_plist`` takes the
#: highest ``macosx_N_M`` tag of the wheels actually installed in the build venv).
MACOS_MINIMUM = "11.0"

SUMMARY_EN = "Offline Jin Rummy (Gin Rummy) and Rummy against fair computer opponents"
SUMMARY_ZH = "离线金拉米（Gin Rummy）与拉米牌，对手是公平的电脑玩家"
GENERIC_NAME_EN = "Card Game"
GENERIC_NAME_ZH = "纸牌游戏"
KEYWORDS_EN = ("cards", "rummy", "gin", "gin rummy", "jin rummy", "knock")
KEYWORDS_ZH = ("纸牌", "拉米", "金拉米", "扑克")
DESCRIPTION_EN = (
    "金拉米 Desktop is a card game for one player against the computer. It plays "
    "Jin Rummy, the Chinese variant of Gin Rummy with its 金 bonuses, as well as "
    "classic Gin and International Rummy scoring.",
    "The computer opponents never see your cards or the stock: they play only on what "
    "a human in their seat could know. Every hand can be replayed from its seed, the "
    "game saves itself, keeps statistics, and needs no network connection.",
)


@dataclass(frozen=True)
class Project:
    """What the installers need from ``[project]`` in ``pyproject.toml``."""

    name: str
    version: str
    description: str
    license: str
    authors: str

    @property
    def copyright(self) -> str:
        return f"© {self.authors}. {self.license} licence."


def read_project(pyproject: Path | None = None) -> Project:
    """Read the ``[project]`` table; the single source of the version number."""
    path = pyproject or REPO_ROOT / "pyproject.toml"
    with path.open("rb") as fh:
        data = tomllib.load(fh)["project"]
    licence = data.get("license", "")
    if isinstance(licence, dict):  # the older ``license = { text = "MIT" }`` form
        licence = licence.get("text", "")
    authors = ", ".join(a.get("name", "") for a in data.get("authors", []) if a.get("name"))
    return Project(
        name=data["name"],
        version=data["version"],
        description=data.get("description", ""),
        license=licence or "MIT",
        authors=authors or DISPLAY_NAME,
    )


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3rc1"`` → ``(1, 2, 3, 0)``: the four numbers a Windows resource holds."""
    parts = [int(p) for p in re.findall(r"\d+", version.split("+")[0])[:3]]
    if not parts:
        raise ValueError(f"no version number in {version!r}")
    parts += [0] * (4 - len(parts))
    if any(p > 0xFFFF for p in parts):
        raise ValueError(f"Windows version parts must be ≤ 65535: {version!r}")
    return (parts[0], parts[1], parts[2], parts[3])


def release_date() -> str:
    """The release's date for AppStream: ``SOURCE_DATE_EPOCH``, else HEAD's commit
    date, else today — reproducible whenever the build is."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if epoch and epoch.isdigit():
        return _dt.datetime.fromtimestamp(int(epoch), _dt.UTC).date().isoformat()
    try:
        out = subprocess.run(
            ["git", "log", "-1", "--format=%cs"],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            timeout=10,
            check=True,
        ).stdout.strip()
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", out):
            return out
    except (OSError, subprocess.SubprocessError):
        pass
    return _dt.date.today().isoformat()


def windows_version_info(project: Project) -> str:
    """PyInstaller's version-file text (``EXE(version=...)``): file and product version,
    names and copyright, in US English / Unicode. Strings are written with ``ascii()``
    so the file parses the same whatever encoding reads it."""
    nums = version_tuple(project.version)
    strings = [
        ("CompanyName", project.authors),
        ("FileDescription", DISPLAY_NAME),
        ("FileVersion", project.version),
        ("InternalName", EXE_NAME),
        ("LegalCopyright", project.copyright),
        ("OriginalFilename", f"{EXE_NAME}.exe"),
        ("ProductName", DISPLAY_NAME),
        ("ProductVersion", project.version),
    ]
    lines = ",\n".join(f"          StringStruct({key!a}, {value!a})" for key, value in strings)
    return (
        "# Windows version resource, generated by packaging/appmeta.py; do not edit.\n"
        "VSVersionInfo(\n"
        "  ffi=FixedFileInfo(\n"
        f"    filevers={nums},\n"
        f"    prodvers={nums},\n"
        "    mask=0x3f,\n"
        "    flags=0x0,\n"
        "    OS=0x40004,\n"
        "    fileType=0x1,\n"
        "    subtype=0x0,\n"
        "    date=(0, 0),\n"
        "  ),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable(\n"
        "        '040904B0',\n"
        "        [\n"
        f"{lines},\n"
        "        ],\n"
        "      )\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [0x0409, 1200])]),\n"
        "  ],\n"
        ")\n"
    )


def macos_minimum(wheel_tags: Iterable[str]) -> str:
    """The lowest macOS every bundled wheel runs on: the highest ``macosx_N_M`` of
    their tags (``cp39-abi3-macosx_13_0_universal2`` → ``13.0``), never below
    :data:`MACOS_MINIMUM`."""
    found = [
        tuple(map(int, m.groups()))
        for t in wheel_tags
        if (m := re.search(r"macosx_(\d+)_(\d+)", t))
    ]
    floor = tuple(map(int, MACOS_MINIMUM.split(".")))
    highest = max([floor, *found])
    return f"{highest[0]}.{highest[1]}"


def installed_wheel_tags(distributions: Iterable[str]) -> list[str]:
    """The ``Tag:`` lines of the installed ``distributions``' ``WHEEL`` files (the
    interpreter running this: the build venv inside the spec)."""
    from importlib import metadata

    tags: list[str] = []
    for name in distributions:
        try:
            text = metadata.distribution(name).read_text("WHEEL") or ""
        except metadata.PackageNotFoundError:
            continue
        tags += [
            line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("Tag:")
        ]
    return tags


def info_plist(project: Project, minimum: str = MACOS_MINIMUM) -> dict[str, object]:
    """Keys merged into the bundle's ``Info.plist`` (PyInstaller adds the executable,
    icon and package type). ``NSHighResolutionCapable`` gives sharp cards on Retina;
    ``minimum`` is the lowest macOS the bundled wheels run on (:func:`macos_minimum`)."""
    return {
        "CFBundleIdentifier": APP_ID,
        "CFBundleName": BUNDLE_NAME,
        "CFBundleDisplayName": DISPLAY_NAME,
        "CFBundleShortVersionString": project.version,
        "CFBundleVersion": project.version,
        "CFBundleDevelopmentRegion": "en",
        "CFBundleLocalizations": ["en", "zh_CN"],
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": minimum,
        "NSHighResolutionCapable": True,
        "NSPrincipalClass": "NSApplication",
        "NSRequiresAquaSystemAppearance": False,
        "NSHumanReadableCopyright": project.copyright,
    }


def _desktop_list(items: tuple[str, ...]) -> str:
    return "".join(f"{item};" for item in items)


def desktop_entry(project: Project, exec_path: str = EXE_NAME) -> str:
    """The freedesktop ``.desktop`` file (spec 1.4: what Debian 12 validates).
    ``exec_path`` is ``jinlami`` when the command is on ``PATH`` (pip, distro
    packages), or the absolute path of the executable."""
    command = exec_path
    if any(c in exec_path for c in " \t\n\"'\\><~|&;$*?#()`"):
        # Quoted per the spec: backslash, quote, backtick and dollar are escaped, and
        # the whole value is then escaped again as a string (backslash doubled).
        quoted = re.sub(r'(["`$\\])', r"\\\1", exec_path)
        command = '"' + quoted.replace("\\", "\\\\") + '"'
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        f"Name={DISPLAY_NAME}\n"
        f"GenericName={GENERIC_NAME_EN}\n"
        f"GenericName[zh_CN]={GENERIC_NAME_ZH}\n"
        f"Comment={SUMMARY_EN}\n"
        f"Comment[zh_CN]={SUMMARY_ZH}\n"
        f"Exec={command}\n"
        f"TryExec={exec_path}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;CardGame;\n"
        f"Keywords={_desktop_list(KEYWORDS_EN)}\n"
        f"Keywords[zh_CN]={_desktop_list(KEYWORDS_ZH)}\n"
        f"StartupWMClass={WM_CLASS}\n"
        "StartupNotify=true\n"
    )


def appstream_metainfo(project: Project, date: str | None = None) -> str:
    """AppStream metadata (``share/metainfo/<id>.metainfo.xml``) for software centres."""
    paragraphs = "\n".join(f"    <p>{escape(p)}</p>" for p in DESCRIPTION_EN)
    keywords = "\n".join(f"    <keyword>{escape(k)}</keyword>" for k in KEYWORDS_EN)
    keywords_zh = "\n".join(
        f'    <keyword xml:lang="zh_CN">{escape(k)}</keyword>' for k in KEYWORDS_ZH
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        "<!-- Generated by packaging/appmeta.py; do not edit. -->\n"
        '<component type="desktop-application">\n'
        f"  <id>{APP_ID}</id>\n"
        "  <metadata_license>CC0-1.0</metadata_license>\n"
        f"  <project_license>{escape(project.license)}</project_license>\n"
        f"  <name>{escape(DISPLAY_NAME)}</name>\n"
        f"  <summary>{escape(SUMMARY_EN)}</summary>\n"
        f'  <summary xml:lang="zh_CN">{escape(SUMMARY_ZH)}</summary>\n'
        f'  <developer id="{APP_ID.rsplit(".", 1)[0]}">\n'
        f"    <name>{escape(project.authors)}</name>\n"
        "  </developer>\n"
        "  <description>\n"
        f"{paragraphs}\n"
        "  </description>\n"
        f'  <launchable type="desktop-id">{APP_ID}.desktop</launchable>\n'
        "  <provides>\n"
        f"    <binary>{EXE_NAME}</binary>\n"
        "  </provides>\n"
        "  <categories>\n"
        "    <category>Game</category>\n"
        "    <category>CardGame</category>\n"
        "  </categories>\n"
        "  <keywords>\n"
        f"{keywords}\n"
        f"{keywords_zh}\n"
        "  </keywords>\n"
        "  <supports>\n"
        "    <control>pointing</control>\n"
        "    <control>keyboard</control>\n"
        "  </supports>\n"
        "  <requires>\n"
        '    <display_length compare="ge">640</display_length>\n'
        "  </requires>\n"
        '  <content_rating type="oars-1.1"/>\n'
        "  <releases>\n"
        f'    <release version="{escape(project.version)}" date="{date or release_date()}"/>\n'
        "  </releases>\n"
        "</component>\n"
    )
