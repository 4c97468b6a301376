"""setuptools hook; the project's metadata is all in pyproject.toml.

setuptools copies the modules into ``build/lib`` and packs whatever it finds there, so a
module deleted from the sources but left in an old ``build/lib`` would come back in the
wheel of a plain ``pip install .``. Here ``build_py`` starts from an empty ``build/lib``
(``packaging/build.py`` also installs from a clean copy of the sources).
"""

from __future__ import annotations

import shutil

from setuptools import setup
from setuptools.command.build_py import build_py


class FreshBuildPy(build_py):
    """``build_py`` that first empties its output folder (not for editable installs,
    which build nothing there)."""

    def run(self) -> None:
        if not getattr(self, "editable_mode", False):
            shutil.rmtree(self.build_lib, ignore_errors=True)
        super().run()


setup(cmdclass={"build_py": FreshBuildPy})
