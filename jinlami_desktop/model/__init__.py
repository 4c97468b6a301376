"""Qt-free models the screens share: fair deals, bot pacing, preferences, replays, match
reports."""
