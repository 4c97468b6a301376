"""The Windows installer script (``packaging/installers.py``) as generated text, and
the workflow that builds the installers.  ISCC and hdiutil run in the CI workflow on
Windows and macOS, not here."""

from __future__ import annotations

import re
from pathlib import PureWindowsPath
from typing import Any

from tests.packaging.test_packaging import REPO_ROOT, load

appmeta = load("appmeta")
installers = load("installers")


def sections(script: str) -> dict[str, list[str]]:
    """The ``[Section]`` blocks of an .iss script, comment and blank lines dropped."""
    out: dict[str, list[str]] = {}
    current = ""
    for line in script.splitlines():
        if not line.strip() or line.startswith(";"):
            continue
        match = re.fullmatch(r"\[(\w+)\]", line)
        if match:
            current = match.group(1)
            out[current] = []
        else:
            out[current].append(line)
    return out


def script() -> str:
    paths: Any = installers.InnoPaths(
        PureWindowsPath(r"D:\a\jl\dist\jinlami"),
        PureWindowsPath(r"D:\a\jl\build\jinlami.ico"),
        PureWindowsPath(r"D:\a\jl\LICENSE"),
        PureWindowsPath(r"D:\a\jl\dist"),
    )
    return str(installers.inno_setup_script(appmeta.read_project(), paths, "AMD64"))


def test_inno_setup_script_setup_section() -> None:
    project = appmeta.read_project()
    setup = dict(line.split("=", 1) for line in sections(script())["Setup"])
    assert setup["AppId"] == "{{" + installers.app_guid() + "}"
    assert setup["AppName"] == appmeta.DISPLAY_NAME
    assert setup["AppVersion"] == project.version
    assert setup["OutputBaseFilename"] == f"jinlami-{project.version}-windows-x86_64-setup"
    assert setup["DefaultDirName"] == r"{autopf}\JinLami"
    assert setup["PrivilegesRequired"] == "lowest"  # no admin rights needed
    assert setup["SetupIconFile"].endswith("jinlami.ico")
    assert setup["VersionInfoVersion"] == ".".join(map(str, appmeta.version_tuple(project.version)))


def test_inno_setup_script_installs_the_folder_with_shortcuts() -> None:
    parts = sections(script())
    assert parts["Files"] == [
        r'Source: "D:\a\jl\dist\jinlami\*"; DestDir: "{app}"; '
        "Flags: ignoreversion recursesubdirs createallsubdirs"
    ]
    assert any(
        r"{autoprograms}" in line and r"{app}\jinlami.exe" in line for line in parts["Icons"]
    )
    assert any("Tasks: desktopicon" in line for line in parts["Icons"])
    assert any("postinstall" in line for line in parts["Run"])


def test_app_guid_is_stable() -> None:
    # Upgrades find the installed version by this id: it must never change.
    assert installers.app_guid() == installers.app_guid()
    assert re.fullmatch(r"[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}", installers.app_guid())


def test_workflow_builds_signs_and_tests_the_installers() -> None:
    text = (REPO_ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    for needle in (
        "packaging/installers.py windows",
        "packaging/installers.py macos",
        "--deb",
        "packaging/deb.py check",
        "signtool",
        "notarytool",
        "/VERYSILENT",
        "hdiutil attach",
        "check-jsonschema --builtin-schema vendor.github-workflows",
    ):
        assert needle in text, needle
    # Signing only with the secrets, never on pull requests.
    assert "github.event_name != 'pull_request'" in text


def _paths(chinese: bool = True) -> Any:
    return installers.InnoPaths(
        PureWindowsPath(r"D:\a\jl\dist\jinlami"),
        PureWindowsPath(r"D:\a\jl\build\jinlami.ico"),
        PureWindowsPath(r"D:\a\jl\LICENSE"),
        PureWindowsPath(r"D:\a\jl\dist"),
        PureWindowsPath(r"C:\Inno Setup 6\Languages\ChineseSimplified.isl") if chinese else None,
    )


def test_the_installer_needs_windows_10_and_speaks_both_languages() -> None:
    """No MinVersion let Windows 7/8 install an app Qt 6 cannot run; the wizard was
    English only."""
    text = installers.inno_setup_script(appmeta.read_project(), _paths(), "AMD64")
    parts = sections(text)
    setup = dict(line.split("=", 1) for line in parts["Setup"])
    assert setup["MinVersion"].startswith("10.0")
    assert parts["Languages"] == [
        'Name: "english"; MessagesFile: "compiler:Default.isl"',
        'Name: "chinesesimplified"; '
        r'MessagesFile: "C:\Inno Setup 6\Languages\ChineseSimplified.isl"',
    ]
    assert "SignTool" not in setup and "SignedUninstaller" not in setup


def test_a_signed_installer_signs_its_uninstaller_too() -> None:
    text = installers.inno_setup_script(appmeta.read_project(), _paths(), "AMD64", signed=True)
    setup = dict(line.split("=", 1) for line in sections(text)["Setup"])
    assert setup["SignTool"] == installers.SIGN_TOOL_NAME
    assert setup["SignedUninstaller"] == "yes"


def test_the_chinese_messages_are_found_beside_the_compiler(tmp_path: Any) -> None:
    iscc = tmp_path / "ISCC.exe"
    iscc.write_text("")
    (tmp_path / "Languages" / "Unofficial").mkdir(parents=True)
    unofficial = tmp_path / "Languages" / "Unofficial" / "ChineseSimplified.isl"
    unofficial.write_text("")
    assert installers.chinese_messages(iscc) == unofficial
    official = tmp_path / "Languages" / "ChineseSimplified.isl"
    official.write_text("")
    assert installers.chinese_messages(iscc) == official
    unofficial.unlink()
    official.unlink()
    try:
        installers.chinese_messages(iscc)
    except installers.InstallerError as exc:
        assert "ChineseSimplified.isl" in str(exc)
    else:
        raise AssertionError("a compiler without Chinese messages must be refused")


def test_every_download_is_signed_before_it_is_archived_and_a_tag_releases() -> None:
    """The archives were made before signing (unsigned .exe in the .zip); there was no
    Intel Mac build, no stapled ticket, no release and no checksums."""
    text = (REPO_ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    build = text.index("python packaging/build.py --check-install")
    assert "--archive" not in text[build : text.index("\n", build)]
    sign = text.index("dist\\jinlami\\jinlami.exe")
    staple = text.index("xcrun stapler staple dist/JinLami.app")
    archive = text.index("python packaging/build.py --archive-only")
    assert sign < archive and staple < archive
    onefile_sign = text.index("dist\\onefile\\jinlami.exe")
    assert onefile_sign < text.index("python packaging/build.py --onefile --archive-only")
    assert "os: macos-13" in text and "os: macos-14" in text
    assert "SignedUninstaller" not in text  # the script's business: JINLAMI_SIGNTOOL
    assert "JINLAMI_SIGNTOOL" in text
    release = text[text.index("\n  release:") :]
    assert "startsWith(github.ref, 'refs/tags/v')" in release
    assert "sha256sum -- * > SHA256SUMS" in release and "gh release create" in release
    assert "contents: write" in release
