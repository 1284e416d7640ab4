"""Smousjas and Vijfhonderden bots: ``beginner`` (rules of thumb), ``club`` (heuristics with card
counting) and ``expert`` (sampled deals of the unseen cards and the stock, solved exactly once the
stock is empty); the phase-2 solver in ``solver``. See ``docs/bots.md``."""
