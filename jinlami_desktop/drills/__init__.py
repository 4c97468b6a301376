"""Drills: the player's own costly decisions (and a daily puzzle) asked again on the real
table, spaced out in time (the screen, its table, its words)."""
