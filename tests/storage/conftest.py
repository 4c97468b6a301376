"""Fixtures for the storage tests (helpers live in ``tests/storage/helpers.py``)."""

from __future__ import annotations

import pytest

from tests.storage.helpers import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    """A deterministic clock, one minute per reading."""
    return FakeClock()
