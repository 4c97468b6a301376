"""The card table: card art, the scene of cards and piles, and its view."""

from __future__ import annotations
