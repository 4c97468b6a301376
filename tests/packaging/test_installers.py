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
