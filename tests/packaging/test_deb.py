"""The Linux package (``packaging/deb.py``) and the build's xcb checks (``build.py``),
without PyInstaller: a stand-in one-folder bundle with the spec's ``share/`` files is
packaged with the real ``dpkg-deb`` and unpacked again.  The real build, and the
``--smoke`` of the unpacked app, run in ``.ci/run``."""

from __future__ import annotations

import gzip
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.packaging.test_packaging import load

appmeta = load("appmeta")
system_libs = load("system_libs")
deb = load("deb")
build = load("build")

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux build")
needs_dpkg = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", "0.1.0"), ("1.2rc1", "1.2~rc1"), ("2.0.0b3", "2.0.0~b3"), ("1.0.dev4", "1.0~dev4")],
)
def test_debian_version_sorts_pre_releases_first(version: str, expected: str) -> None:
    assert deb.debian_version(version) == expected


def test_control_file_fields() -> None:
    control = deb.Control("0.1.0", "amd64", ("libc6 (>= 2.36)", "libgl1"), 1234, "A <a@b.invalid>")
    text = deb.control_text(control)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "jinlami"
    assert fields["Architecture"] == "amd64"
    assert fields["Depends"] == "libc6 (>= 2.36), libgl1"
    assert fields["Installed-Size"] == "1234"
    assert fields["Section"] == "games"
    assert fields["Recommends"] == "libpulse0"  # the font is a Depends (build_deb adds it)
    continuation = [line for line in text.splitlines() if line.startswith(" ")]
    assert continuation and all(len(line) <= 80 for line in continuation)
    assert " ." in continuation  # the blank line between paragraphs
    assert text.endswith("\n")


def fake_bundle(tmp_path: Path) -> Path:
    """A one-folder bundle's shape: the executable, ``_internal/``, and ``share/`` as
    the spec writes it (desktop entry, AppStream, icons)."""
    folder = tmp_path / "dist" / "jinlami"
    (folder / "_internal").mkdir(parents=True)
    exe = folder / "jinlami"
    exe.write_text("#!/bin/sh\necho jinlami\n")
    exe.chmod(0o700)
    (folder / "_internal" / "data.txt").write_text("x")
    for library in ("libz.so.1", "_json.cpython-311-x86_64-linux-gnu.so"):
        (folder / "_internal" / library).write_bytes(b"\x7fELF")
        (folder / "_internal" / library).chmod(0o755)
    (folder / "_internal" / deb.notices.NOTICE_NAME).write_text("Qt 6: LGPL-3.0-only\n")
    project = appmeta.read_project()
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    (share / "applications" / f"{appmeta.APP_ID}.desktop").write_text(
        appmeta.desktop_entry(project)
    )
    (share / "metainfo").mkdir()
    (share / "metainfo" / f"{appmeta.APP_ID}.metainfo.xml").write_text(
        appmeta.appstream_metainfo(project, date="2026-01-01")
    )
    for size in deb.ICON_SIZES:
        icons = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        icons.mkdir(parents=True)
        (icons / f"{appmeta.APP_ID}.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    return folder


@linux_only
def test_stage_lays_out_usr_lib_usr_bin_and_share(tmp_path: Path) -> None:
    root = deb.stage(fake_bundle(tmp_path), tmp_path / "root", appmeta.read_project())
    assert (root / "usr/lib/jinlami/jinlami").is_file()
    assert not (root / "usr/lib/jinlami/share").exists()  # it became /usr/share
    link = root / "usr/bin/jinlami"
    assert link.is_symlink() and str(link.readlink()) == "../lib/jinlami/jinlami"  # relative
    desktop = root / f"usr/share/applications/{appmeta.APP_ID}.desktop"
    assert "Exec=jinlami\n" in desktop.read_text()
    for size in deb.ICON_SIZES:
        assert (root / f"usr/share/icons/hicolor/{size}x{size}/apps/{appmeta.APP_ID}.png").exists()
    assert "MIT" in (root / "usr/share/doc/jinlami/copyright").read_text()
    assert not (root / "opt").exists()  # owning /opt made `apt remove` delete it
    changelog = gzip.decompress((root / "usr/share/doc/jinlami/changelog.gz").read_bytes())
    assert changelog.decode().startswith(f"jinlami ({appmeta.read_project().version}) unstable;")
    notice = gzip.decompress(
        (root / "usr/share/doc/jinlami/THIRD-PARTY-NOTICES.txt.gz").read_bytes()
    )
    assert b"LGPL-3.0" in notice
    manual = gzip.decompress((root / "usr/share/man/man6/jinlami.6.gz").read_bytes()).decode()
    assert manual.startswith(".TH JINLAMI 6")
    assert (root / "usr/lib/jinlami/jinlami").stat().st_mode & 0o777 == 0o755
    assert (root / "usr/lib/jinlami/_internal/data.txt").stat().st_mode & 0o777 == 0o644
    # a shared library is loaded, not run: never executable (lintian's error otherwise)
    assert (root / "usr/lib/jinlami/_internal/libz.so.1").stat().st_mode & 0o777 == 0o644
    assert (
        root / "usr/lib/jinlami/_internal/_json.cpython-311-x86_64-linux-gnu.so"
    ).stat().st_mode & 0o777 == 0o644


@linux_only
def test_stage_refuses_a_bundle_without_its_share_files(tmp_path: Path) -> None:
    folder = fake_bundle(tmp_path)
    shutil.rmtree(folder / "share" / "icons" / "hicolor" / "512x512")
    with pytest.raises(deb.DebError, match="512 px"):
        deb.stage(folder, tmp_path / "root", appmeta.read_project())


@linux_only
@needs_dpkg
def test_build_and_check_a_package(tmp_path: Path) -> None:
    if not (shutil.which("desktop-file-validate") and shutil.which("appstreamcli")):
        pytest.skip("needs desktop-file-utils and appstream")
    package = deb.build_deb(
        fake_bundle(tmp_path), tmp_path / "work", tmp_path / "out", appmeta.read_project()
    )
    assert (
        package.name
        == f"jinlami_{appmeta.read_project().version}_"
        + (
            subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True).stdout
        ).strip()
        + ".deb"
    )
    summary = deb.check_deb(package, run_smoke=False)
    assert "metadata valid" in summary
    assert "Depends: libc6 (>= " in summary  # no binaries here: glibc only ...
    # ... and what text needs: without fontconfig's configuration every glyph is a box
    assert "fontconfig, fonts-wqy-microhei | fonts-noto-cjk" in summary
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(package)], capture_output=True, text=True, check=True
    ).stdout
    assert "./usr/bin/jinlami -> ../lib/jinlami/jinlami" in listing
    assert "root/root" in listing and "./DEBIAN" not in listing


@linux_only
def test_build_refuses_a_host_without_the_xcb_helpers() -> None:
    def present(soname: str) -> bool:
        return soname not in {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}

    with pytest.raises(build.BuildError, match="libxcb-icccm4") as info:
        build.check_host_libraries(present)
    assert "libxcb-keysyms.so.1" in str(info.value)
    build.check_host_libraries(lambda soname: True)


@linux_only
def test_bundle_must_carry_every_xcb_helper(tmp_path: Path) -> None:
    folder = tmp_path / "jinlami"
    lib_dir = folder / "_internal"
    lib_dir.mkdir(parents=True)
    for soname in system_libs.XCB_LIBS:
        if soname not in build.LEFT_TO_SYSTEM:
            (lib_dir / soname).write_bytes(b"")
    build.check_bundled_xcb(folder)
    (lib_dir / "libxcb-icccm.so.4").unlink()
    with pytest.raises(build.BuildError, match=r"libxcb-icccm\.so\.4 \(libxcb-icccm4\)"):
        build.check_bundled_xcb(folder)


def test_pip_installs_from_a_copy_without_build_products(tmp_path: Path) -> None:
    copy = build.clean_source_copy(tmp_path / "source")
    assert (copy / "pyproject.toml").is_file()
    assert (copy / "jinlami_desktop" / "app" / "main.py").is_file()
    for name in ("build", "dist", ".venv", ".git"):
        assert not (copy / name).exists(), name
    assert not list(copy.rglob("__pycache__"))
    assert not list(copy.glob("*.egg-info"))


@pytest.mark.slow
def test_a_stale_build_lib_does_not_reach_the_wheel(tmp_path: Path) -> None:
    """``pip install .`` with an old ``build/lib`` holding a deleted module: setup.py's
    build_py empties it first, so the module does not come back."""
    copy = build.clean_source_copy(tmp_path / "source")
    ghost = copy / "build" / "lib" / "jinlami_desktop" / "ghost_module.py"
    ghost.parent.mkdir(parents=True)
    ghost.write_text("GHOST = True\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path / "w"), "."],
        cwd=copy,
        check=True,
        capture_output=True,
    )
    (wheel,) = (tmp_path / "w").glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "jinlami_desktop/app/main.py" in names
    assert "jinlami_desktop/ghost_module.py" not in names


def test_the_manual_page_names_every_option_and_choice() -> None:
    """``jinlami.6`` is written by hand; every option of the app's parser (and every
    choice of ``--screenshot-at``) must be in it, so that a new flag cannot go
    undocumented in the installed manual."""
    from jinlami_desktop.app.cli import build_parser

    manual = deb.MANUAL_PAGE.read_text(encoding="utf-8").replace("\\-", "-")
    parser = build_parser()
    for action in parser._actions:
        for option in action.option_strings:
            assert option in manual, f"{option} is not in {deb.MANUAL_PAGE.name}"
        if action.dest == "screenshot_at":
            for choice in action.choices or ():
                assert choice in manual, f"--screenshot-at {choice} is not in the manual"
