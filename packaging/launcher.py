"""The script PyInstaller freezes: the same ``main()`` as the ``jinlami`` console script.

It imports the *installed* ``jinlami_desktop`` (``build.py`` runs PyInstaller from a
virtual environment holding ``pip install .``), so a frozen build ships exactly what a
wheel would.

The expert's play-outs run in a pool of ``spawn`` processes
(``engine.jinlami.bots.pool``): in a frozen app each worker starts this same executable,
and ``multiprocessing.freeze_support()`` turns such a start into the worker (it returns
only in the app itself).  It comes before the app's import, so that a worker does not
load Qt.
"""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from jinlami_desktop.app.main import main

    sys.exit(main())
