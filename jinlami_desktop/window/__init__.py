"""The main window and the menu commands it carries out (saves, statistics, review, score),
the game tables it composes by id."""
