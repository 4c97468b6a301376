#!/usr/bin/env python3
"""Build 金拉米 Desktop with PyInstaller for the system this runs on.

    python packaging/build.py                 # one-folder app: dist/jinlami/jinlami[.exe]
    python packaging/build.py --onefile       # one file:       dist/onefile/jinlami[.exe]
    python packaging/build.py --smoke         # ... then run its --smoke and time start-up
    python packaging/build.py --check-install # also: the pip-installed `jinlami --smoke`

Steps:

1. A clean virtual environment ``build/venv-runtime`` with only the runtime
   dependencies: ``pip install .`` (not editable) plus PyInstaller. It is created
   once and its dependencies refreshed when ``pyproject.toml`` changes; the project
   itself is reinstalled from the source tree on every build. ``--fresh`` starts over.
2. PyInstaller runs ``packaging/jinlami.spec`` from that venv, outside the source tree,
   so the bundle holds the *installed* package — exactly what a wheel carries.
3. The size of the result is reported (and, on Linux, every bundled library is
   checked to resolve); ``--smoke`` runs ``packaging/smoke.py`` on it.

Needs Python 3.11+ (the one you run this with goes into the venv) and, on Linux,
``objdump`` (Debian: ``binutils``). Standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO_ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import appmeta  # noqa: E402
import deb  # noqa: E402
import notices  # noqa: E402
import smoke  # noqa: E402
import system_libs  # noqa: E402

IS_WINDOWS = os.name == "nt"
IS_MAC = sys.platform == "darwin"
IS_LINUX = sys.platform.startswith("linux")
BUILD_DIR = REPO_ROOT / "build"
VENV_DIR = BUILD_DIR / "venv-runtime"
WORK_DIR = BUILD_DIR / "pyinstaller"
DIST_DIR = REPO_ROOT / "dist"
SPEC = HERE / "jinlami.spec"
BIN_DIR = VENV_DIR / ("Scripts" if IS_WINDOWS else "bin")
EXE_SUFFIX = ".exe" if IS_WINDOWS else ""
VENV_PYTHON = BIN_DIR / f"python{EXE_SUFFIX}"
STAMP = VENV_DIR / "jinlami-build.stamp"

#: The build tool, the only thing in the venv beyond the runtime dependencies.
PYINSTALLER = "pyinstaller>=6.10,<7"
#: What pyproject.toml's [build-system] needs, for building the sdist to check it.
SETUPTOOLS = "setuptools>=77"
#: The largest the Linux one-folder bundle may grow (build.py fails above it).
LINUX_SIZE_LIMIT_MIB = 130
#: Libraries PyInstaller never bundles on Linux although Qt's xcb plugin links them
#: (its exclusion list: they must match the X server / GPU driver of the player's
#: system). The .deb depends on their packages; the rest of system_libs.XCB_LIBS
#: must be inside the bundle.
LEFT_TO_SYSTEM = frozenset({"libxcb.so.1"})
#: Libraries a bundled file may miss on purpose: QtMultimedia's PulseAudio client
#: (sound is optional; packaging/README.md).
OPTIONAL_MISSING = re.compile(r"^libpulse")
#: Folders and files never copied into the clean source copy that pip installs from.
COPY_IGNORE = (
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", "*.pyc",
    ".mypy_cache", ".ruff_cache", ".pytest_cache", ".hypothesis",
)  # fmt: skip


class BuildError(Exception):
    """A build step failed; the message says what to do."""


def say(message: str) -> None:
    print(f"build.py: {message}", file=sys.stderr, flush=True)


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    say("$ " + " ".join(command))
    if subprocess.call(command, cwd=cwd, env=env) != 0:
        raise BuildError(f"command failed: {' '.join(command)}")


def clean_env() -> dict[str, str]:
    """The environment for venv tools: nothing from an activated dev venv leaks in."""
    env = dict(os.environ)
    for name in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP"):
        env.pop(name, None)
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def venv_stamp() -> str:
    digest = hashlib.sha256()
    digest.update((REPO_ROOT / "pyproject.toml").read_bytes())
    digest.update(PYINSTALLER.encode())
    digest.update(SETUPTOOLS.encode())
    digest.update(sys.version.encode())
    digest.update(str(VENV_DIR).encode())
    return digest.hexdigest()


def check_tools() -> None:
    if IS_LINUX and shutil.which("objdump") is None:
        raise BuildError(
            "PyInstaller needs objdump: install binutils (Debian/Ubuntu: apt install binutils)"
        )


def check_host_libraries(
    present: Callable[[str], bool] = system_libs.library_present,
) -> None:
    """On Linux, the libraries Qt's xcb plugin needs must be on the build host: the
    bundle takes them from there, and a bundle without them aborts on every desktop
    that lacks them too. Refuses to build, naming the packages."""
    if not IS_LINUX:
        return
    needed = {**system_libs.BASE_LIBS, **system_libs.XCB_LIBS}
    missing = system_libs.missing_libraries(needed, present)
    if missing:
        raise BuildError(
            "this build host lacks libraries the bundle must carry: "
            + ", ".join(missing.sonames)
            + f". Install them with: {system_libs.install_hint(missing.packages)}"
        )


def check_bundled_xcb(folder: Path) -> None:
    """Every xcb helper library is inside the one-folder bundle (all of
    ``system_libs.XCB_LIBS`` but :data:`LEFT_TO_SYSTEM`)."""
    if not IS_LINUX:
        return
    bundled = {p.name for p in (folder / "_internal").rglob("*.so*")}
    absent = [
        (soname, package)
        for soname, package in system_libs.XCB_LIBS.items()
        if soname not in LEFT_TO_SYSTEM and soname not in bundled
    ]
    if absent:
        raise BuildError(
            "the bundle lacks xcb libraries: "
            + ", ".join(f"{s} ({p.debian})" for s, p in absent)
            + " — install those packages on the build host and build again"
        )


def clean_source_copy(destination: Path) -> Path:
    """A copy of the source tree without build products (``build/``, ``dist/``,
    ``*.egg-info``, caches, venvs): pip builds the wheel from it, so no stale
    ``build/lib`` can put a deleted module back into the package."""
    if destination.exists():
        shutil.rmtree(destination)
    shutil.copytree(REPO_ROOT, destination, ignore=shutil.ignore_patterns(*COPY_IGNORE))
    return destination


def ensure_venv(fresh: bool) -> None:
    """Create ``build/venv-runtime`` (runtime deps + PyInstaller) and install the
    project into it, not editable."""
    env = clean_env()
    if fresh and VENV_DIR.exists():
        say(f"removing {VENV_DIR}")
        shutil.rmtree(VENV_DIR)
    created = False
    if not VENV_PYTHON.exists():
        say(f"creating the build venv {VENV_DIR}")
        run([sys.executable, "-m", "venv", "--clear", str(VENV_DIR)], env=env)
        created = True
    stamp = venv_stamp()
    try:
        current = STAMP.read_text(encoding="utf-8").strip()
    except OSError:
        current = ""
    # setuptools builds in ./build/lib: a leftover from an older tree would be
    # packaged too (deleted modules coming back). The repository's own is removed, and
    # pip installs from a fresh copy of the sources, which has none.
    for leftover in (BUILD_DIR / "lib", *BUILD_DIR.glob("bdist.*")):
        shutil.rmtree(leftover, ignore_errors=True)
    source = clean_source_copy(BUILD_DIR / "source")
    pip = [str(VENV_PYTHON), "-m", "pip", "install", "--quiet"]
    if created or current != stamp:
        STAMP.unlink(missing_ok=True)
        run([*pip, str(source), PYINSTALLER, SETUPTOOLS], cwd=BUILD_DIR, env=env)
        STAMP.write_text(stamp + "\n", encoding="utf-8")
    else:
        run([*pip, "--no-deps", "--force-reinstall", str(source)], cwd=BUILD_DIR, env=env)
    shutil.rmtree(source)


def check_installed_package() -> None:
    """The installed (non-editable) package carries every file the app needs: each
    ``.qm`` catalogue and package data file of the source tree is in site-packages."""
    probe = (
        "import json, pathlib, jinlami_desktop, engine;"
        "print(json.dumps([str(pathlib.Path(m.__file__).parent) for m in"
        " (jinlami_desktop, engine)]))"
    )
    out = subprocess.run(
        [str(VENV_PYTHON), "-c", probe],
        cwd=BUILD_DIR,
        env=clean_env(),
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    import json

    installed = [Path(p) for p in json.loads(out)]
    for package, target in zip(("jinlami_desktop", "engine"), installed, strict=True):
        if VENV_DIR.resolve() not in target.resolve().parents:
            raise BuildError(f"{package} imports from {target}, not from the build venv")
        source = REPO_ROOT / package
        for path in source.rglob("*"):
            if path.is_dir() or path.suffix in {".py", ".pyc"} or "__pycache__" in path.parts:
                continue
            if not (target / path.relative_to(source)).exists():
                raise BuildError(
                    f"{path.relative_to(REPO_ROOT)} is not in the installed package: "
                    "add it to [tool.setuptools.package-data] in pyproject.toml"
                )
    stray = sorted((REPO_ROOT / "translations").glob("*.qm"))
    if stray:
        raise BuildError(
            "compiled catalogues outside the package are not installed: "
            + ", ".join(str(p.relative_to(REPO_ROOT)) for p in stray)
            + " — compile them into jinlami_desktop/translations/ (package data) instead"
        )


def pyinstaller(onefile: bool, clean: bool) -> Path:
    dist = DIST_DIR / "onefile" if onefile else DIST_DIR
    command = [
        str(VENV_PYTHON),
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(WORK_DIR / ("onefile" if onefile else "onefolder")),
        str(SPEC),
    ]
    if clean:
        command.insert(3, "--clean")
    if onefile:
        command += ["--", "--onefile"]
    # Run outside the source tree so `jinlami_desktop` comes from the venv's site-packages.
    BUILD_DIR.mkdir(exist_ok=True)
    run(command, cwd=BUILD_DIR, env=clean_env())
    name = appmeta.EXE_NAME + EXE_SUFFIX
    return dist / name if onefile else dist / appmeta.EXE_NAME / name


def built_executable(onefile: bool) -> Path:
    """The executable a previous build left in ``dist/`` (``--archive-only``)."""
    name = appmeta.EXE_NAME + EXE_SUFFIX
    path = DIST_DIR / "onefile" / name if onefile else DIST_DIR / appmeta.EXE_NAME / name
    if not path.is_file():
        raise BuildError(f"{path} is missing: build first (python packaging/build.py)")
    return path


def tree_size(path: Path) -> int:
    """Bytes of all files under ``path`` (a file: its size); symlinks count as links."""
    if path.is_file():
        return path.stat().st_size
    total = 0
    for root, _dirs, files in os.walk(path):
        for name in files:
            total += os.lstat(os.path.join(root, name)).st_size
    return total


def check_libraries(folder: Path) -> None:
    """On Linux, every ELF file in the bundle must find its libraries (bundled ones
    through their RUNPATH/the bootloader's LD_LIBRARY_PATH, the rest from the system)."""
    if not IS_LINUX or shutil.which("ldd") is None:
        return
    internal = folder / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    missing: dict[str, set[str]] = {}
    for path in internal.rglob("*"):
        if not path.is_file() or path.is_symlink() or ".so" not in path.name:
            continue
        with path.open("rb") as fh:
            if fh.read(4) != b"\x7fELF":
                continue
        out = subprocess.run(["ldd", str(path)], env=env, capture_output=True, text=True).stdout
        for line in out.splitlines():
            if "=> not found" in line:
                lib = line.split("=>")[0].strip()
                missing.setdefault(lib, set()).add(str(path.relative_to(folder)))
    for lib, users in sorted(missing.items()):
        say(f"note: {lib} not found for {', '.join(sorted(users))}")
    qt_missing = [lib for lib in missing if "Qt6" in lib]
    if qt_missing:
        raise BuildError(f"bundled files need Qt libraries that were dropped: {qt_missing}")
    unexpected = sorted(lib for lib in missing if not OPTIONAL_MISSING.match(lib))
    if unexpected:
        raise BuildError(
            "bundled files need libraries found neither in the bundle nor on this host: "
            + ", ".join(unexpected)
        )


def check_notices(folder: Path) -> None:
    """The bundle carries its third-party notices (the spec writes them), naming Qt
    with the LGPL's text and every bundled Python distribution."""
    path = folder / "_internal" / notices.NOTICE_NAME
    if not path.is_file():
        raise BuildError(f"the bundle has no {notices.NOTICE_NAME}")
    text = path.read_text(encoding="utf-8")
    needed = ["Qt ", "GNU LESSER GENERAL PUBLIC LICENSE", "Python ", *notices.BUNDLED_DISTRIBUTIONS]
    absent = [n for n in needed if n.replace("-", "_") not in text and n not in text]
    if absent:
        raise BuildError(f"{notices.NOTICE_NAME} does not name {', '.join(absent)}")


def check_sdist() -> Path:
    """Build the sdist from a clean copy of the sources and check what it holds: every
    module and data file of both packages, and no tests (MANIFEST.in leaves them out
    on purpose: they need the whole repository)."""
    out = BUILD_DIR / "sdist"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    source = clean_source_copy(BUILD_DIR / "sdist-source")
    probe = "import sys; from setuptools.build_meta import build_sdist; build_sdist(sys.argv[1])"
    run([str(VENV_PYTHON), "-c", probe, str(out)], cwd=source, env=clean_env())
    shutil.rmtree(source)
    (sdist,) = out.glob("*.tar.gz")
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    tests = sorted(n for n in names if n.startswith("tests/"))
    if tests:
        raise BuildError(f"the sdist carries tests it cannot run: {tests[:3]}… (MANIFEST.in)")
    for package in ("engine", "jinlami_desktop"):
        for path in (REPO_ROOT / package).rglob("*"):
            rel = path.relative_to(REPO_ROOT).as_posix()
            if path.is_file() and "__pycache__" not in rel and rel not in names:
                raise BuildError(f"{rel} is not in the sdist")
    return sdist


def archive(target: Path, version: str, onefile: bool) -> Path:
    """Zip (Windows, macOS) or tar.gz (Linux) the build for a release page:
    ``dist/jinlami-<version>-<system>-<machine>[-onefile].<ext>``."""
    machine = platform.machine().lower() or "unknown"
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")
    suffix = "-onefile" if onefile else ""
    base = DIST_DIR / f"jinlami-{version}-{system}-{machine}{suffix}"
    if IS_MAC and (DIST_DIR / f"{appmeta.BUNDLE_NAME}.app").is_dir() and target.is_dir():
        out = base.with_name(base.name + ".zip")
        run(["ditto", "-c", "-k", "--keepParent", f"{appmeta.BUNDLE_NAME}.app", str(out)],
            cwd=DIST_DIR)  # fmt: skip
        return out
    if IS_LINUX:
        out = base.with_name(base.name + ".tar.gz")
        with tarfile.open(out, "w:gz") as tar:
            tar.add(target, arcname=target.name)
        return out
    out = base.with_name(base.name + ".zip")
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
        if target.is_file():
            zf.write(target, target.name)
        else:
            for path in sorted(target.rglob("*")):
                zf.write(path, Path(target.name) / path.relative_to(target))
    return out


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build the app with PyInstaller.")
    parser.add_argument("--onefile", action="store_true", help="one self-extracting file")
    parser.add_argument("--smoke", action="store_true", help="run the build's --smoke")
    parser.add_argument(
        "--startup", type=int, default=0, metavar="N", help="with --smoke: time N start-ups"
    )
    parser.add_argument(
        "--check-install",
        action="store_true",
        help="check the pip-installed package: its data files and `jinlami --smoke`",
    )
    parser.add_argument("--fresh", action="store_true", help="recreate build/venv-runtime")
    parser.add_argument("--clean", action="store_true", help="clear PyInstaller's cache")
    parser.add_argument("--archive", action="store_true", help="zip/tar the result")
    parser.add_argument(
        "--archive-only",
        action="store_true",
        help="only zip/tar the build already in dist/ (after signing and notarizing it)",
    )
    parser.add_argument(
        "--deb", action="store_true", help="also dist/jinlami_<version>_<arch>.deb (Debian/Ubuntu)"
    )
    args = parser.parse_args(argv)
    if args.deb and (args.onefile or not IS_LINUX):
        parser.error("--deb packages the Linux one-folder build (no --onefile)")

    started = time.perf_counter()
    if args.archive_only:
        try:
            built = built_executable(args.onefile)
            target = built if args.onefile else built.parent
            say(f"archived {archive(target, appmeta.read_project().version, args.onefile)}")
        except BuildError as exc:
            say(f"error: {exc}")
            return 1
        return 0
    try:
        check_tools()
        check_host_libraries()
        project = appmeta.read_project()
        ensure_venv(args.fresh)
        venv_done = time.perf_counter()
        if args.check_install:
            check_installed_package()
            say(f"sdist checked: {check_sdist().name} (package complete, no tests)")
            script = BIN_DIR / f"jinlami{EXE_SUFFIX}"
            seconds = smoke.run_smoke(script)
            say(f"pip-installed `jinlami --smoke` passed ({seconds:.1f} s)")
        freeze_start = time.perf_counter()
        executable = pyinstaller(args.onefile, args.clean)
        freeze_s = time.perf_counter() - freeze_start
        if not executable.exists():
            raise BuildError(f"PyInstaller finished but {executable} is missing")
        target = executable if args.onefile else executable.parent
        if not args.onefile:
            check_libraries(target)
            check_bundled_xcb(target)
            check_notices(target)
        size_mib = tree_size(target) / 2**20
        say(
            f"built {target} — {size_mib:.1f} MiB, version {project.version}; "
            f"venv {venv_done - started:.0f} s, PyInstaller {freeze_s:.0f} s"
        )
        if IS_LINUX and not args.onefile and size_mib > LINUX_SIZE_LIMIT_MIB:
            raise BuildError(f"the bundle is {size_mib:.1f} MiB, over {LINUX_SIZE_LIMIT_MIB}")
        if args.smoke:
            seconds = smoke.run_smoke(executable)
            say(f"{executable.name} --smoke passed ({seconds:.1f} s)")
            if args.startup > 0:
                times = smoke.startup_times(executable, args.startup)
                say(
                    f"start-up to shown window: median {statistics.median(times):.3f} s "
                    f"(min {min(times):.3f}, max {max(times):.3f}, {len(times)} runs)"
                )
        if args.archive:
            say(f"archived {archive(target, project.version, args.onefile)}")
        if args.deb:
            package = deb.build_deb(target, WORK_DIR / "deb", DIST_DIR, project)
            say(f"packaged {package} — {package.stat().st_size / 2**20:.1f} MiB")
    except (BuildError, smoke.SmokeError, deb.DebError) as exc:
        say(f"error: {exc}")
        return 1
    except subprocess.CalledProcessError as exc:
        say(f"error: {exc}\n{exc.stderr or ''}")
        return 1
    say(f"done in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
