"""Lessons and puzzles: formats, engine checks, the runner and the learner's progress."""
