#!/usr/bin/env python3
"""Generate the app icon files from the icon our own code draws.

    python packaging/make_icons.py OUT_DIR

writes into ``OUT_DIR``:

* ``jinlami-<N>.png`` for every size in :data:`PNG_SIZES` (Linux hicolor theme, docs);
* ``jinlami.ico`` — Windows, PNG-compressed entries 16…256 px;
* ``jinlami.icns`` — macOS, PNG entries 16…1024 px including the @2x variants.

The pictures come from ``jinlami_desktop.table.card_art.render_icon_png`` (so the
installed package must be importable, with Qt; the offscreen platform is used when no
other is set). The ICO and ICNS containers are written here with :mod:`struct`: both
formats accept embedded PNG data, so no image library is needed. The container
writers are pure functions of PNG bytes and have their own tests.
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = [
    "ICNS_TYPES",
    "ICO_SIZES",
    "PNG_SIZES",
    "icns_bytes",
    "ico_bytes",
    "png_size",
    "render_pngs",
    "write_icons",
]

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
#: Every square size rendered (the union of what the three systems want).
PNG_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
#: Sizes inside the Windows .ico (Explorer, taskbar, title bar at 100–200 % scaling).
ICO_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256)
#: ICNS element types holding PNG data, with the pixel size each one needs. The
#: ``ic11``–``ic14`` types are the @2x (Retina) variants of 16, 32, 128 and 256 pt.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk; ``ValueError`` when it is not a PNG."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def ico_bytes(pngs: list[bytes]) -> bytes:
    """A Windows ICO holding each PNG as one image (Vista and later read PNG entries).

    Layout: ICONDIR (reserved 0, type 1, count), one 16-byte ICONDIRENTRY per image
    (width and height as a byte where 0 means 256, colour count 0, reserved 0,
    planes 1, 32 bits per pixel, data size, data offset), then the PNG data.
    """
    if not pngs:
        raise ValueError("an icon needs at least one image")
    entries = []
    offset = 6 + 16 * len(pngs)
    for data in pngs:
        width, height = png_size(data)
        if not (1 <= width <= 256 and 1 <= height <= 256):
            raise ValueError(f"ICO images are 1…256 px, got {width}×{height}")
        entries.append(
            struct.pack("<BBBBHHII", width % 256, height % 256, 0, 0, 1, 32, len(data), offset)
        )
        offset += len(data)
    return struct.pack("<HHH", 0, 1, len(pngs)) + b"".join(entries) + b"".join(pngs)


def icns_bytes(elements: list[tuple[bytes, bytes]]) -> bytes:
    """An Apple ICNS from ``(type, png)`` pairs: the magic ``icns`` and the file length,
    then per element its 4-byte type and length (header included), big-endian."""
    if not elements:
        raise ValueError("an icon needs at least one image")
    body = b""
    for kind, data in elements:
        if len(kind) != 4:
            raise ValueError(f"ICNS types have four bytes, got {kind!r}")
        png_size(data)  # only PNG payloads are written
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def icns_elements(pngs: Mapping[int, bytes]) -> list[tuple[bytes, bytes]]:
    """The :data:`ICNS_TYPES` for which a PNG of the right size is at hand."""
    return [(kind, pngs[size]) for kind, size in ICNS_TYPES if size in pngs]


def render_pngs(sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """Render the icon at each size with Qt and return the PNG bytes by size."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImageWriter

    from jinlami_desktop.table.card_art import render_icon_png

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    out: dict[int, bytes] = {}
    for size in sizes:
        image = render_icon_png(size)
        array = QByteArray()
        buffer = QBuffer(array)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        # QImageWriter, not QImage.save: the stubs type save()'s format as bytes, which
        # PySide6 refuses at run time (it wants a str there).
        writer = QImageWriter(buffer, QByteArray(b"PNG"))
        if not writer.write(image):
            raise RuntimeError(
                f"could not encode the {size} px icon as PNG: {writer.errorString()}"
            )
        buffer.close()
        out[size] = bytes(array.data())
        if png_size(out[size]) != (size, size):
            raise RuntimeError(f"the {size} px icon came out {png_size(out[size])}")
    del app
    return out


def write_icons(out_dir: Path, pngs: Mapping[int, bytes]) -> list[Path]:
    """Write the PNG set, ``jinlami.ico`` and ``jinlami.icns``; return the paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for size, data in sorted(pngs.items()):
        path = out_dir / f"jinlami-{size}.png"
        path.write_bytes(data)
        written.append(path)
    ico = out_dir / "jinlami.ico"
    ico.write_bytes(ico_bytes([pngs[s] for s in ICO_SIZES if s in pngs]))
    icns = out_dir / "jinlami.icns"
    icns.write_bytes(icns_bytes(icns_elements(pngs)))
    return [*written, ico, icns]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: python packaging/make_icons.py OUT_DIR", file=sys.stderr)
        return 2
    for path in write_icons(Path(argv[0]), render_pngs()):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
