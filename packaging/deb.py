#!/usr/bin/env python3
"""The Debian/Ubuntu package: the frozen one-folder app as a ``.deb``, made with ``dpkg-deb``.

    python3 packaging/build.py --deb               # builds dist/jinlami_<version>_<arch>.deb
    python3 packaging/deb.py check dist/jinlami_*.deb   # unpack, validate, --smoke it

Layout of the package (Filesystem Hierarchy Standard, Debian policy):

* ``/usr/lib/jinlami/`` — the PyInstaller one-folder app, as built (``dist/jinlami``):
  a package's private, architecture-dependent files live under ``/usr/lib`` (FHS), so
  the package owns only its own folder and removing it leaves the system as it was
  (a package that installed into ``/opt`` owned ``/opt`` too, and ``apt remove``
  deleted it when nothing else was there);
* ``/usr/bin/jinlami`` — the command on ``PATH``, a link to ``/usr/lib/jinlami/jinlami``
  (the bootloader follows the link to find its ``_internal`` folder);
* ``/usr/share/applications/org.jinlami.JinLami.desktop`` — the menu entry
  (``Exec=jinlami``), ``/usr/share/metainfo/org.jinlami.JinLami.metainfo.xml`` —
  AppStream, ``/usr/share/icons/hicolor/<N>x<N>/apps/org.jinlami.JinLami.png`` for
  16…512 px, drawn by our own code (``make_icons.py``); the desktop and icon caches are
  refreshed by the triggers of ``desktop-file-utils`` and ``hicolor-icon-theme``, so
  the package has no maintainer scripts;
* ``/usr/share/doc/jinlami/copyright`` — the licence; ``changelog.gz`` beside it, and
  ``THIRD-PARTY-NOTICES.txt.gz``: every bundled component's licence (the bundle's own
  copy stays in ``_internal/`` for Help → About → Licences);
* ``/usr/share/man/man6/jinlami.6.gz`` — the manual page (``packaging/debian/jinlami.6``).

``Depends`` lists the packages of the system libraries the bundle links but does not
carry (OpenGL/EGL dispatch, ``libxcb1``, glibc), found with ``ldd`` over every bundled
binary and ``dpkg-query -S`` on the build host, plus what the app needs to show any
text at all: ``fontconfig`` (without its configuration Qt finds no font and every
glyph is a box) and a font with Chinese glyphs. ``Recommends`` ``libpulse0`` (sound
is optional). Standard library only; Debian/Ubuntu build hosts.
"""

from __future__ import annotations

import email.utils
import gzip
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import appmeta  # noqa: E402
import notices  # noqa: E402
import smoke  # noqa: E402

__all__ = [
    "ICON_SIZES",
    "PACKAGE",
    "Control",
    "build_deb",
    "check_deb",
    "control_text",
    "debian_version",
    "system_dependencies",
]

#: The package name (and the folder under /opt, and the command).
PACKAGE = appmeta.EXE_NAME
#: The hicolor sizes installed (the theme's standard application sizes).
ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
#: What the app needs to draw text, beyond the libraries the bundle links: fontconfig's
#: configuration and a font that has the Chinese glyphs (and the suits, and Latin).
TEXT_DEPENDS = ("fontconfig", "fonts-wqy-microhei | fonts-noto-cjk")
#: What the package suggests beyond hard dependencies.
RECOMMENDS = ("libpulse0",)
#: Used when ``pyproject.toml`` gives no author e-mail (``.invalid`` is reserved, RFC 2606).
MAINTAINER_EMAIL = "maintainers@jinlami.invalid"
INSTALL_DIR = f"usr/lib/{PACKAGE}"
#: The manual page's source (roff), installed gzipped as ``man6/jinlami.6.gz``.
MANUAL_PAGE = HERE / "debian" / f"{PACKAGE}.6"


class DebError(Exception):
    """The package could not be made or failed its check; the message says why."""


@dataclass(frozen=True)
class Control:
    """The fields of ``DEBIAN/control`` that vary."""

    version: str
    architecture: str
    depends: tuple[str, ...]
    installed_size_kib: int
    maintainer: str


def debian_version(version: str) -> str:
    """A PEP 440 version as a Debian one that sorts the same: pre-releases sort before
    the release with ``~`` (``1.0rc1`` → ``1.0~rc1``), ``.devN`` likewise."""
    text = version.split("+")[0]
    text = re.sub(r"\.?(a|b|rc|dev)(\d*)", r"~\1\2", text)
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~]*", text):
        raise DebError(f"cannot turn {version!r} into a Debian version")
    return text


def _description() -> str:
    """The long description: continuation lines start with a space, " ." is a blank."""
    paragraphs = [" " + p for p in appmeta.DESCRIPTION_EN]
    wrapped = []
    for paragraph in paragraphs:
        line = ""
        for word in paragraph.split():
            if line and len(line) + 1 + len(word) > 79:
                wrapped.append(" " + line)
                line = word
            else:
                line = f"{line} {word}".strip()
        wrapped.append(" " + line)
        wrapped.append(" .")
    return "\n".join(wrapped[:-1])


def control_text(control: Control) -> str:
    """``DEBIAN/control`` (deb-control(5)); ASCII summary, UTF-8 allowed in the rest."""
    return (
        f"Package: {PACKAGE}\n"
        f"Version: {control.version}\n"
        f"Architecture: {control.architecture}\n"
        f"Maintainer: {control.maintainer}\n"
        f"Installed-Size: {control.installed_size_kib}\n"
        f"Depends: {', '.join(control.depends)}\n"
        f"Recommends: {', '.join(RECOMMENDS)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {appmeta.SUMMARY_EN}\n"
        f"{_description()}\n"
    )


def _run(
    command: list[str], env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, env=env)


def _elf_files(folder: Path) -> Iterable[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    yield path


def system_libraries(folder: Path) -> dict[str, Path]:
    """Every library a bundled binary loads from outside the bundle (soname → path);
    :class:`DebError` when one is not found at all."""
    internal = folder / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    found: dict[str, Path] = {}
    for path in _elf_files(folder):
        for line in _run(["ldd", str(path)], env=env).stdout.splitlines():
            match = re.match(r"\s*(\S+) => (\S+) \(", line)
            if not match:
                continue
            soname, where = match.group(1), Path(match.group(2))
            if internal.resolve() in where.resolve().parents:
                continue
            if soname.startswith("libpulse"):
                continue  # QtMultimedia's, optional by design: a Recommends
            found.setdefault(soname, where)
    return found


def _owner(path: Path) -> str | None:
    """The installed package holding ``path`` (merged-/usr paths tried both ways)."""
    candidates = [path, path.resolve()]
    candidates += [Path("/usr" + str(p)) for p in list(candidates) if not str(p).startswith("/usr")]
    for candidate in candidates:
        result = _run(["dpkg-query", "-S", str(candidate)])
        if result.returncode == 0 and ":" in result.stdout:
            return result.stdout.split(":")[0].strip()
    return None


def _glibc_version() -> str:
    out = _run(["ldd", "--version"]).stdout
    match = re.search(r"(\d+\.\d+)\s*$", out.splitlines()[0] if out else "")
    if not match:
        raise DebError("could not read the glibc version from `ldd --version`")
    return match.group(1)


def system_dependencies(folder: Path) -> tuple[str, ...]:
    """``Depends`` for the bundle: the packages owning its system libraries, glibc at
    least the build host's (the bundle was linked against it)."""
    packages: set[str] = set()
    unowned = []
    for soname, path in sorted(system_libraries(folder).items()):
        owner = _owner(path)
        if owner is None:
            unowned.append(f"{soname} ({path})")
        else:
            packages.add(owner)
    if unowned:
        raise DebError(
            "no installed package holds these libraries the bundle needs: " + ", ".join(unowned)
        )
    glibc = _glibc_version()
    depends = [f"libc6 (>= {glibc})"]
    depends += sorted(p for p in packages if p != "libc6")
    return tuple(depends)


def _maintainer(project: appmeta.Project) -> str:
    return os.environ.get("JINLAMI_DEB_MAINTAINER") or f"{project.authors} <{MAINTAINER_EMAIL}>"


def _copy_tree(source: Path, target: Path) -> None:
    shutil.copytree(source, target, symlinks=True, ignore=shutil.ignore_patterns("share"))


#: A shared library's name (``libz.so.1``, ``_json.cpython-311-x86_64-linux-gnu.so``).
_SHARED_LIBRARY = re.compile(r"\.so(\.[0-9][0-9.]*)?$|\.abi3\.so\.")


def _normalize_modes(root: Path) -> None:
    """Directories 0755, executables 0755, shared libraries and other files 0644
    (Debian policy 10.9: a shared library is loaded, never run, so it is not executable)."""
    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif _SHARED_LIBRARY.search(path.name):
            path.chmod(0o644)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)
    root.chmod(0o755)


def stage(folder: Path, root: Path, project: appmeta.Project) -> Path:
    """Lay the package's files out under ``root`` (cleared first); returns ``root``.
    The desktop entry, AppStream file and icons are the ones the spec wrote into the
    bundle's ``share/`` folder (``Exec=jinlami``), which becomes ``/usr/share``."""
    if root.exists():
        shutil.rmtree(root)
    if not (folder / "share" / "applications" / f"{appmeta.APP_ID}.desktop").is_file():
        raise DebError(f"{folder}/share has no desktop entry: build with packaging/build.py")
    _copy_tree(folder, root / INSTALL_DIR)
    bin_dir = root / "usr" / "bin"
    bin_dir.mkdir(parents=True)
    # Relative, as Debian wants a link inside /usr (it then survives a moved root).
    (bin_dir / PACKAGE).symlink_to(
        os.path.relpath(f"/{INSTALL_DIR}/{appmeta.EXE_NAME}", "/usr/bin")
    )
    share = root / "usr" / "share"
    shutil.copytree(folder / "share", share)
    for size in ICON_SIZES:
        icon = share / f"icons/hicolor/{size}x{size}/apps/{appmeta.APP_ID}.png"
        if not icon.is_file():
            raise DebError(f"the bundle has no {size} px icon ({icon.name})")
    bundled_notice = folder / "_internal" / notices.NOTICE_NAME
    if not bundled_notice.is_file():
        raise DebError(f"the bundle has no _internal/{notices.NOTICE_NAME}")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / f"{notices.NOTICE_NAME}.gz").write_bytes(_gzip(bundled_notice.read_bytes()))
    licence = (appmeta.REPO_ROOT / "LICENSE").read_text(encoding="utf-8")
    (doc / "copyright").write_text(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        f"Upstream-Name: {project.name}\n\n"
        f"Files: *\nCopyright: {project.authors}\n"
        f"Comment: the components bundled in /{INSTALL_DIR}/_internal keep their own\n"
        f" licences: /usr/share/doc/{PACKAGE}/{notices.NOTICE_NAME}.gz gives each\n"
        " with its text.\n"
        f"License: {project.license}\n"
        + "".join(f" {line}\n" if line.strip() else " .\n" for line in licence.splitlines()),
        encoding="utf-8",
    )
    (doc / "changelog.gz").write_bytes(_gzip(changelog_text(project).encode("utf-8")))
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    (man / f"{PACKAGE}.6.gz").write_bytes(_gzip(MANUAL_PAGE.read_bytes()))
    _normalize_modes(root)
    return root


def _gzip(data: bytes) -> bytes:
    """``gzip -9n``: best compression, no name and no time stamp (Debian policy 12.3),
    so that the same input makes the same package."""
    out = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=out, mtime=0) as fh:
        fh.write(data)
    return out.getvalue()


def changelog_text(project: appmeta.Project) -> str:
    """The package's ``changelog`` (deb-changelog(5)) for this version: a native package
    has one changelog, and its entry names the release. Dated ``SOURCE_DATE_EPOCH``
    when set (reproducible builds), else now."""
    stamp = float(os.environ.get("SOURCE_DATE_EPOCH") or time.time())
    return (
        f"{PACKAGE} ({debian_version(project.version)}) unstable; urgency=medium\n\n"
        f"  * Version {project.version} of 金拉米 Desktop: Jin Rummy (Gin Rummy) and\n"
        "    Rummy against fair computer opponents, offline. The changes are in the\n"
        "    project's history (git log).\n\n"
        f" -- {_maintainer(project)}  {email.utils.formatdate(stamp, localtime=False)}\n"
    )


def _tree_kib(root: Path) -> int:
    total = 0
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            total += path.stat().st_size
    return max(1, total // 1024)


def validate_metadata(root: Path) -> list[str]:
    """``desktop-file-validate`` and ``appstreamcli validate --no-net`` on the staged
    files; returns what each said (empty: clean). Tools that are missing are named."""
    problems = []
    desktop = root / "usr/share/applications" / f"{appmeta.APP_ID}.desktop"
    metainfo = root / "usr/share/metainfo" / f"{appmeta.APP_ID}.metainfo.xml"
    checks = [
        ("desktop-file-validate", [str(desktop)], "desktop-file-utils"),
        ("appstreamcli", ["validate", "--no-net", "--pedantic", str(metainfo)], "appstream"),
    ]
    for tool, args, package in checks:
        if shutil.which(tool) is None:
            problems.append(f"{tool} is not installed (Debian package {package})")
            continue
        result = _run([tool, *args])
        text = (result.stdout + result.stderr).strip()
        # appstreamcli reports pedantic hints with exit 0; they are listed, not fatal.
        if result.returncode != 0 or (tool == "desktop-file-validate" and text):
            problems.append(f"{tool}: {text}")
    return problems


def build_deb(folder: Path, work: Path, out_dir: Path, project: appmeta.Project) -> Path:
    """Make ``out_dir/jinlami_<version>_<arch>.deb`` from the one-folder ``folder``."""
    for tool in ("dpkg-deb", "dpkg-query", "ldd"):
        if shutil.which(tool) is None:
            raise DebError(f"{tool} is missing: build the .deb on Debian or Ubuntu (package dpkg)")
    arch = _run(["dpkg", "--print-architecture"]).stdout.strip()
    root = stage(folder, work / "root", project)
    problems = validate_metadata(root)
    if problems:
        raise DebError("the package's metadata does not validate:\n" + "\n".join(problems))
    control = Control(
        version=debian_version(project.version),
        architecture=arch,
        depends=(*system_dependencies(root / INSTALL_DIR), *TEXT_DEPENDS),
        installed_size_kib=_tree_kib(root),
        maintainer=_maintainer(project),
    )
    (root / "DEBIAN").mkdir()
    (root / "DEBIAN" / "control").write_text(control_text(control), encoding="utf-8")
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob(f"{PACKAGE}_*.deb"):
        old.unlink()  # one package in dist/: the one just made
    deb = out_dir / f"{PACKAGE}_{control.version}_{arch}.deb"
    command = ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)]
    result = _run(command)
    if result.returncode != 0:
        raise DebError(f"dpkg-deb failed:\n{result.stdout}{result.stderr}")
    return deb


def check_deb(deb: Path, run_smoke: bool = True) -> str:
    """Unpack ``deb`` into a temporary root (``dpkg-deb -x``, nothing installed) and
    check it as a user would meet it: the control fields, the ``jinlami`` command's link
    resolving to the app inside the package, the menu entry, AppStream file and icons
    validating, then the unpacked app's ``--smoke``. Returns a one-line summary."""
    fields = _run(["dpkg-deb", "-f", str(deb), "Package", "Version", "Depends"])
    if fields.returncode != 0:
        raise DebError(f"not a readable package: {deb}\n{fields.stderr}")
    with tempfile.TemporaryDirectory(prefix="jinlami-deb-") as tmp:
        root = Path(tmp) / "root"
        result = _run(["dpkg-deb", "-x", str(deb), str(root)])
        if result.returncode != 0:
            raise DebError(f"dpkg-deb -x failed: {result.stderr}")
        launcher = root / "usr" / "bin" / PACKAGE
        if not launcher.is_symlink():
            raise DebError("/usr/bin/jinlami is not in the package")
        link = os.readlink(launcher)
        target = (root / link.lstrip("/")) if link.startswith("/") else (launcher.parent / link)
        target = target.resolve()
        if not (target.is_file() and os.access(target, os.X_OK)):
            raise DebError(f"/usr/bin/jinlami points at {link}, not the app")
        for size in ICON_SIZES:
            icon = root / f"usr/share/icons/hicolor/{size}x{size}/apps/{appmeta.APP_ID}.png"
            if not icon.is_file():
                raise DebError(f"the {size} px icon is missing")
        for needed in TEXT_DEPENDS:
            if needed not in fields.stdout:
                raise DebError(f"Depends lacks {needed}: the app would show boxes for text")
        for doc in (
            f"usr/share/doc/{PACKAGE}/changelog.gz",
            f"usr/share/doc/{PACKAGE}/{notices.NOTICE_NAME}.gz",
            f"usr/share/man/man6/{PACKAGE}.6.gz",
        ):
            if not (root / doc).is_file():
                raise DebError(f"/{doc} is missing")
        if (root / "opt").exists():
            raise DebError("the package installs into /opt: removing it would remove /opt")
        problems = validate_metadata(root)
        if problems:
            raise DebError("\n".join(problems))
        # Started the way the menu entry does: the command through its link on PATH.
        path_dir = Path(tmp) / "bin"
        path_dir.mkdir()
        (path_dir / PACKAGE).symlink_to(target)
        seconds = smoke.run_smoke(path_dir / PACKAGE, follow_link=False) if run_smoke else 0.0
    size_mib = deb.stat().st_size / 2**20
    said = f", --smoke passed ({seconds:.1f} s)" if run_smoke else ""
    return f"{deb.name}: {size_mib:.1f} MiB, metadata valid{said}\n{fields.stdout.strip()}"


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] != "check":
        print("usage: python3 packaging/deb.py check DEB [--no-smoke]", file=sys.stderr)
        return 2
    try:
        print(check_deb(Path(argv[1]), run_smoke="--no-smoke" not in argv))
    except (DebError, smoke.SmokeError) as exc:
        print(f"deb.py: FAILED: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
