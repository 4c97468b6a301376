"""金拉米 Desktop: the Qt application around the pure-Python ``engine`` package.

Kept free of Qt imports so that reading the version (packaging, ``--version``
tooling) does not pay for loading Qt.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__: str = version("jinlami-desktop")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"

__all__ = ["__version__"]
