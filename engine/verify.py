"""``python -m engine.verify``: the check lives in :mod:`engine.tools.verify`."""

from __future__ import annotations

from engine.tools.verify import main

if __name__ == "__main__":
    raise SystemExit(main())
