"""Playing a match: the match controller base the games build on, and the bot pool that
thinks off the GUI thread."""
