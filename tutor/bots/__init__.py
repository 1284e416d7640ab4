"""Bots. Every bot chooses from a player's view, never from the full state."""
