"""Dialogs of the desktop app: new match, knock, end of hand, settings, rules, about."""

from __future__ import annotations
