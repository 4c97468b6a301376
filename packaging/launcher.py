"""The script PyInstaller freezes: the same ``main()`` as the ``jinlami`` console script.

It imports the *installed* ``jinlami_desktop`` (``build.py`` runs PyInstaller from a
virtual environment holding ``pip install .``), so a frozen build ships exactly what a
wheel would.
"""

from __future__ import annotations

import sys

from jinlami_desktop.app.main import main

if __name__ == "__main__":
    sys.exit(main())
