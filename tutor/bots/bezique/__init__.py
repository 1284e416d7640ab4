"""The bots of Bezique, Rubicon Bezique and Fildinski: ``beginner`` and ``club``, with the exact
solver of the last tricks (``solver``)."""
