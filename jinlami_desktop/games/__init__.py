"""Each game the app plays, one folder each: its controller, table, panel and dialogs."""
