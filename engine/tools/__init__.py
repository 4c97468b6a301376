"""Tools that measure the engine, kept apart from the rules: the arena (bots against
each other on duplicate deals, both games), the benchmark, and what they share.

``python -m engine.arena`` and ``python -m engine.bench`` run them."""
