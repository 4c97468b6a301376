"""The hand review the player opens over the table: its model, words, worker thread and
dialog."""
