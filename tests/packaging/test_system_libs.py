"""``dev.py play``'s checks before launching (libraries, display) and the one table of
system libraries (``packaging/system_libs.py``) that README.md, ``.ci/run`` and the
builds follow.  Missing libraries are simulated with a ``present`` function (or a
soname the loader cannot find): this machine has them all."""

from __future__ import annotations

import re
import signal
import socket
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.test_packaging import REPO_ROOT, load

system_libs = load("system_libs")
dev = load("dev")

ABSENT = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}


def without(*sonames: str) -> Any:
    """A ``present`` function for a machine lacking ``sonames``."""
    return lambda soname: soname not in sonames


def test_the_loader_check_finds_real_libraries_and_not_made_up_ones() -> None:
    assert system_libs.library_present("libc.so.6")
    assert not system_libs.library_present("libjinlami-no-such-library.so.9")
    table = {"libjinlami-no-such-library.so.9": system_libs.Package("jl-deb", "jl-rpm")}
    missing = system_libs.missing_libraries(table)
    assert missing.sonames == ["libjinlami-no-such-library.so.9"]


def test_missing_xcb_helpers_are_named_with_their_packages() -> None:
    env = {"DISPLAY": ":0"}
    text = dev.libraries_problem(env, without(*ABSENT), family="debian")
    assert text is not None
    assert "libxcb-icccm.so.4" in text and "libxcb-keysyms.so.1" in text
    assert "apt install libxcb-icccm4 libxcb-keysyms1" in text
    fedora = dev.libraries_problem(env, without(*ABSENT), family="fedora")
    assert fedora is not None and "dnf install xcb-util-wm xcb-util-keysyms" in fedora
    unknown = dev.libraries_problem(env, without(*ABSENT), family="")
    assert unknown is not None and "apt install" in unknown and "dnf install" in unknown


def test_offscreen_needs_no_xcb_library_but_the_base_ones() -> None:
    offscreen = {"QT_QPA_PLATFORM": "offscreen"}
    assert dev.libraries_problem(offscreen, without(*ABSENT)) is None
    text = dev.libraries_problem(offscreen, without("libEGL.so.1"), family="debian")
    assert text is not None and "libegl1" in text
    assert dev.libraries_problem({"DISPLAY": ":0"}, lambda soname: True) is None


@pytest.mark.parametrize(
    ("env", "platform"),
    [
        ({}, "xcb"),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "wayland"),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "xcb"),
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, "wayland"),
        ({"QT_QPA_PLATFORM": "offscreen"}, "offscreen"),
        ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, "vnc"),
    ],
)
def test_the_platform_qt_will_use(env: dict[str, str], platform: str) -> None:
    assert dev.qt_platform(env) == platform


def test_no_display_is_said_in_words(tmp_path: Path) -> None:
    text = dev.display_problem({}, tmp_path)
    assert text is not None and "DISPLAY is not set" in text and "offscreen" in text
    text = dev.display_problem({"DISPLAY": ":42"}, tmp_path)
    assert text is not None and ":42 does not answer" in text
    assert dev.display_problem({"DISPLAY": "otherhost:0"}, tmp_path) is None  # on trust
    assert dev.display_problem({"QT_QPA_PLATFORM": "wayland"}, tmp_path) is not None


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="Unix sockets")
def test_a_listening_x_socket_counts_as_a_display(tmp_path: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(tmp_path / "X42"))
        server.listen(1)
        assert dev.display_problem({"DISPLAY": ":42.0"}, tmp_path) is None
        assert dev.display_problem({"DISPLAY": "unix:42"}, tmp_path) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux checks")
def test_launch_problems_lists_libraries_then_display(tmp_path: Path) -> None:
    problems = dev.launch_problems({}, without(*ABSENT), tmp_path)
    assert len(problems) == 2
    assert "libxcb-icccm4" in problems[0] and "DISPLAY" in problems[1]
    assert dev.launch_problems({"QT_QPA_PLATFORM": "offscreen"}, without(*ABSENT)) == []


class _Launcher:
    """Stands for ``run_child``: records the launch and returns a given status."""

    def __init__(self, code: int) -> None:
        self.code = code
        self.commands: list[list[str]] = []

    def __call__(self, command: list[str], **_: Any) -> int:
        self.commands.append(command)
        return self.code


@pytest.fixture
def fake_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / f"jinlami{dev.EXE_SUFFIX}").write_text("")
    monkeypatch.setattr(dev, "BIN_DIR", tmp_path)
    monkeypatch.setattr(dev, "missing_font_hint", lambda: False)
    return tmp_path


def _no_venv(*_: object) -> None:
    raise AssertionError("the venv must not be set up before the launch check")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux checks")
def test_play_refuses_without_a_display_before_installing_anything(
    fake_script: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    launcher = _Launcher(0)
    monkeypatch.setattr(dev, "run_child", launcher)
    monkeypatch.setattr(dev, "ensure_venv", _no_venv)
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert dev.main(["play"]) == 1
    assert "DISPLAY is not set" in capsys.readouterr().err
    assert launcher.commands == []
    dev.check_can_launch(["--version"])  # prints and exits: no window, no check
    monkeypatch.setattr(dev, "ensure_venv", lambda *_: None)
    assert dev.main(["play", "--version"]) == 0
    assert len(launcher.commands) == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux checks")
def test_a_qt_abort_gets_a_hint_not_just_the_signal(
    fake_script: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(dev, "run_child", _Launcher(128 + signal.SIGABRT))
    monkeypatch.setattr(dev, "launch_problems", lambda env: [])
    assert dev.play([]) == 134
    assert "system_libs.py check" in capsys.readouterr().err


def test_distro_family(tmp_path: Path) -> None:
    release = tmp_path / "os-release"
    release.write_text('ID=ubuntu\nID_LIKE="debian"\n')
    assert system_libs.distro_family(release) == "debian"
    release.write_text("ID=fedora\n")
    assert system_libs.distro_family(release) == "fedora"
    release.write_text("ID=arch\n")
    assert system_libs.distro_family(release) == ""
    assert system_libs.distro_family(tmp_path / "none") == ""


def _code_blocks(text: str) -> list[str]:
    return [b.replace("\\\n", " ") for b in re.findall(r"```sh\n(.*?)```", text, re.DOTALL)]


def _install_line(blocks: list[str], tool: str) -> set[str]:
    for block in blocks:
        match = re.search(rf"sudo {tool} install ([^\n]+)", block)
        if match:
            return set(match.group(1).split())
    raise AssertionError(f"no `sudo {tool} install` line")


def test_readme_lists_every_package_for_debian_and_fedora() -> None:
    blocks = _code_blocks((REPO_ROOT / "README.md").read_text(encoding="utf-8"))
    assert set(system_libs.apt_packages()) <= _install_line(blocks, "apt")
    assert set(system_libs.dnf_packages()) <= _install_line(blocks, "dnf")
    assert {"libxcb-icccm4", "libxcb-keysyms1"} <= set(system_libs.apt_packages())


def test_readme_quick_start_is_play_then_test() -> None:
    blocks = _code_blocks((REPO_ROOT / "README.md").read_text(encoding="utf-8"))
    assert blocks[0].split("\n")[:2] == [
        "python3 packaging/dev.py play",
        "python3 packaging/dev.py test",
    ]


def test_ci_installs_the_table() -> None:
    ci = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "packaging/system_libs.py apt" in ci


def test_hints_say_sudo_only_outside_a_root_shell() -> None:
    font = [system_libs.CJK_FONT]
    assert system_libs.install_hint(font, "debian", root=False).startswith("sudo apt install ")
    assert system_libs.install_hint(font, "debian", root=True).startswith("apt install ")
    assert system_libs.install_hint(font, "fedora", root=True).startswith("dnf install ")
    assert "sudo" not in system_libs.install_hint(font, "", root=True)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux checks")
def test_test_stops_before_pytest_when_qt_cannot_load(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without Qt's libraries pytest died of an INTERNALERROR before any test; now the
    same list ``play`` gives is said, and neither the install nor pytest starts."""
    launcher = _Launcher(0)
    monkeypatch.setattr(dev, "run_child", launcher)
    monkeypatch.setattr(dev, "ensure_venv", _no_venv)
    monkeypatch.setattr(system_libs, "library_present", lambda soname: soname != "libglib-2.0.so.0")
    assert dev.main(["test", "tests/engine"]) == 1
    err = capsys.readouterr().err
    assert "libglib-2.0.so.0" in err and "install" in err
    assert launcher.commands == []


def test_play_installs_only_what_the_game_needs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``play`` installs the runtime (``-e .``), ``test`` the dev tools; a dev install
    serves ``play`` too, and a runtime one makes ``test`` install the rest."""
    calls: list[list[str]] = []

    def pip(command: list[str], **_: Any) -> int:
        calls.append(command)
        return 0

    monkeypatch.setattr(dev, "STAMP_FILE", tmp_path / "stamp")
    monkeypatch.setattr(dev, "venv_python_works", lambda: True)
    monkeypatch.setattr(dev.subprocess, "call", pip)
    dev.ensure_venv(dev.RUNTIME)
    assert calls[-1][-2:] == ["-e", "."]
    dev.ensure_venv(dev.RUNTIME)
    assert len(calls) == 1  # installed: nothing to do
    dev.ensure_venv(dev.DEV)
    assert calls[-1][-2:] == ["-e", ".[dev]"]
    dev.ensure_venv(dev.RUNTIME)
    assert len(calls) == 2  # the dev install has the runtime
    (tmp_path / "stamp").write_text(dev.install_stamp() + "\n")  # the older stamp: dev
    dev.ensure_venv(dev.DEV)
    assert len(calls) == 2
