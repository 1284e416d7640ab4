"""Writing small lessons in the tests: a lesson around some blocks, its problems and its steps."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from typing import Any

from tutor.teach.lesson import parse_lesson
from tutor.teach.problems import Problem


def lesson(body: str, game: str, lesson_id: str = "t-lesson") -> str:
    """A lesson of ``game`` whose body is ``body`` (dedented), with a header that checks."""
    head = (f"---\nid: {lesson_id}\ngame: {game}\ntitle: Test\nlevel: beginner\n"
            "prerequisites: none\n---\n\nProse.\n\n")
    return head + textwrap.dedent(body)


def block(kind: str, *lines: str, position: str) -> str:
    return f"```{kind}\n{position}\n" + "\n".join(lines) + "\n```\n"


def problems(text: str) -> list[str]:
    """The lesson's problems, but the one every lesson without a step has."""
    return [p.reason for p in parse_lesson(text, "t.md").problems
            if not p.reason.startswith("the lesson asks nothing")]


def steps(text: str) -> list[Any]:
    """The lesson's interactive steps; it must have no problem."""
    parsed = parse_lesson(text, "t.md")
    assert not parsed.problems, parsed.problems
    assert parsed.lesson is not None
    return [s for s in parsed.lesson.steps if s.interactive]


def translated_aside(problems: Iterable[Problem]) -> list[Problem]:
    """``problems`` but the missing translations, which every English-only scratch file has
    (they are tested in ``test_translations.py``)."""
    return [p for p in problems if " translation: " not in p.reason]
