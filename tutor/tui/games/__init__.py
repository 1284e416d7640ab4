"""The app's table for each game: one module per game, named by the game's plugin."""
