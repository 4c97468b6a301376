"""``python -m engine.bench``: the benchmark lives in :mod:`engine.tools.bench`."""

from __future__ import annotations

from engine.tools.bench import main

if __name__ == "__main__":
    raise SystemExit(main())
