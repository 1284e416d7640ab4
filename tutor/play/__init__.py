"""Free play against bots: sessions with hints, undo, review and saving (no UI)."""
