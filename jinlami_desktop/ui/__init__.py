"""The widget kit every screen shares: labels, buttons, text and dialog scaling, the move
log, the replay strip, sound."""
