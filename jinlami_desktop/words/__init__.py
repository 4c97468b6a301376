"""The shared words of the app (every text through Qt translation) and the language switch."""
