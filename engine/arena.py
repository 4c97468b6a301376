"""``python -m engine.arena``: the arena lives in :mod:`engine.tools.arena`."""

from __future__ import annotations

from engine.tools.arena import main

if __name__ == "__main__":
    raise SystemExit(main())
