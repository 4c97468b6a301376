"""The statistics window: figures, history, charts, the accuracy page and verifying a
recorded match."""
