"""``python -m engine.review``: the command lives in :mod:`engine.tools.review`."""

from __future__ import annotations

from engine.tools.review import main

if __name__ == "__main__":
    raise SystemExit(main())
