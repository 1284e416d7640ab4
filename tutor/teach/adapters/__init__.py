"""Each game's teaching adapter and puzzle proofs: one module (or a few) per game, named by the
game's plugin."""
