"""Each game the app plays, one folder each (``jinlami``, ``rummy``) exporting one
:class:`~jinlami_desktop.games.protocol.GameUi`; :mod:`.registry` declares them once and
:mod:`.protocol` types what a game brings and what the window offers it."""
