"""Lessons and puzzles: formats checked against the engine, the runner, and the learner's progress.

``docs/lessons.md`` describes the file formats. The modules: ``lesson`` and ``puzzle`` read files,
``build`` turns a block into a ``steps.Step`` whose judge holds what the engine computed,
``games`` adapts each game, ``check`` is ``tutor check``, ``runner`` steps through a lesson or a
puzzle, ``progress`` and ``rating`` keep the learner's record, ``proof`` asks the game's solver
about best-action puzzles, ``lexer`` highlights the notation, ``text`` holds every sentence.
"""

# Submodules are imported where used: the app's first screen should not wait for them.
