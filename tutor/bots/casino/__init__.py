"""Casino's own bots: ``beginner`` (greedy), ``club`` (one ply with card counting) and ``expert``
(its own moves searched over sampled deals of the unseen cards); see ``docs/bots.md``."""
