"""What a lesson's table says of the tricks already played, and what it keeps back."""

from __future__ import annotations

from test_lessons_format import GOOD

from tutor.teach.lesson import parse_lesson
from tutor.teach.table import render_text


def test_tricks_so_far_are_listed_with_points_and_roem() -> None:
    lesson = parse_lesson(GOOD, "t.md").lesson
    assert lesson is not None
    shown = lesson.steps[1].table
    assert shown is not None
    # N ♥J, E ♥10, S ♥Q, W ♥7 with hearts trump: 20 + 10 + 3 + 0 = 33, and J-Q-10 is a row.
    assert "Trick 1: N led ♥J ♥10 ♥Q ♥7; N won it (33 points and 20 roem)." in shown.facts
    assert "Trick so far: N ♠A." in render_text(shown)


def test_a_count_question_keeps_the_points_of_the_tricks_back() -> None:
    lesson = parse_lesson(GOOD, "t.md").lesson
    assert lesson is not None
    asked = lesson.steps[4].table  # count: trick 1
    assert asked is not None
    assert "Trick 1: N led ♥J ♥10 ♥Q ♥7; N won it." in asked.facts
    assert not any("points" in f or "roem" in f for f in asked.facts)
