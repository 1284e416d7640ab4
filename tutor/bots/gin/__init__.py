"""Gin Rummy bots: ``baseline`` (the published simple policy) and ``strong`` (inference and
exact scoring of going out), both with advice that explains their choice."""
