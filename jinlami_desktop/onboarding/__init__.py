"""The first run and learning the games: the welcome screen (:mod:`.welcome`), the
tutorial hands (:mod:`.tutorial`, each game's lesson in ``games/<id>/tutorial.py``) and
Help → Tutorial (:mod:`.menu`).  Imported only when shown, so start-up pays nothing."""
