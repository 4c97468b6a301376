"""金拉米 Desktop: the Qt application around the pure-Python ``engine`` package.

Kept free of Qt imports so that reading the version (packaging, ``--version``
tooling) does not pay for loading Qt.  ``__version__`` comes from the installed
distribution's metadata, looked up on first use (``importlib.metadata`` and what it
imports cost more than the rest of this package's start-up imports together), so
importing the package reads nothing.
"""

from __future__ import annotations

__all__ = ["__version__"]

#: Reported when the package runs from a source tree that was never installed.
UNKNOWN_VERSION = "0.0.0"


def __getattr__(name: str) -> str:
    """``__version__``: the distribution's version, read once on first use."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        value = version("jinlami-desktop")
    except PackageNotFoundError:  # running from a source tree that was never installed
        value = UNKNOWN_VERSION
    globals()["__version__"] = value
    return value
