"""The process: the entry point (``main``), the command line (``cli``), start-up
(``startup``), unattended runs (``unattended``, with ``screens`` for their pictures of
the welcome and the tutorial) and the GUI-thread garbage collector (``gui_gc``)."""
