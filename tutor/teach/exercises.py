"""Lesson exercises in the review queue: a missed exercise comes back like a missed puzzle.

An exercise is named in the queue by its lesson and the line its block starts on; when it is due
it is shown as a puzzle of its own (the lesson's position and question), and answering it moves
it through the queue without touching any rating (``ProgressStore.record_exercise``).
"""

from __future__ import annotations

from ..ideas import ideas_for
from . import text as T
from .lesson import Lesson
from .puzzle import Puzzle
from .steps import Step

#: How the review queue names a lesson exercise: ``lesson:<lesson id>:<line>``.
PREFIX = "lesson:"


def exercise_id(lesson: Lesson, step: Step) -> str:
    return f"{PREFIX}{lesson.id}:{step.line}"


def is_exercise(item_id: str) -> bool:
    return item_id.startswith(PREFIX)


def lesson_themes(lesson: Lesson) -> tuple[str, ...]:
    """The themes of the ideas a lesson teaches (for a due exercise's hint ladder)."""
    out: list[str] = []
    for idea in ideas_for(lesson.game):
        if idea.lesson == lesson.id:
            out.extend((idea.id, *idea.themes))
    return tuple(out)


def exercises(lesson: Lesson) -> list[Puzzle]:
    """Each exercise of a lesson as a puzzle to review (its kind is the step's own)."""
    themes = lesson_themes(lesson)
    out = []
    for step in lesson.steps:
        if not step.interactive:
            continue
        mover = step.table.to_move if step.table is not None else None
        out.append(Puzzle(exercise_id(lesson, step), lesson.game,
                          T.EXERCISE_TITLE.format(title=lesson.title), lesson.level, themes,
                          step.kind, mover, (), step.explain, lesson.rules, "", None, step,
                          lesson.path, step.line))
    return out
