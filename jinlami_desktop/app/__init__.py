"""The process: the entry point, the command line, start-up, unattended runs, the data
folder lock and the GUI-thread garbage collector."""
