"""Allow ``python -m jinlami_desktop`` (used by tests and packaging smoke runs)."""

from __future__ import annotations

from jinlami_desktop.app.main import main

raise SystemExit(main())
