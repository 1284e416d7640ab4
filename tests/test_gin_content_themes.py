"""The Gin Rummy course as issue 12 asks for it: eight lessons at least, forty puzzles, the new
themes each taught by a lesson and drilled by puzzles, and the README's counts current."""

from __future__ import annotations

import re
from typing import Any

from tutor.ideas import by_id, idea_for, ideas_for
from tutor.registry import ROOT

GAME = "gin-rummy"
NEW_IDEAS = ("first-upcard", "late-stock", "match-score")
WORDS = {"five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11,
         "twelve": 12}


def course() -> tuple[list[Any], list[Any]]:
    from tutor.tui.teach import lessons_for, puzzles_for

    return list(lessons_for(GAME)), list(puzzles_for(GAME))


def test_the_course_has_eight_lessons_and_forty_puzzles() -> None:
    lessons, puzzles = course()
    assert len(lessons) >= 8 and len(puzzles) >= 40
    assert len({p.id for p in puzzles}) == len(puzzles)


def test_each_new_idea_has_its_lesson_and_puzzles_that_name_it_first() -> None:
    lessons, puzzles = course()
    by_lesson = {les.id: les for les in lessons}
    ideas = ideas_for(GAME)
    for name in NEW_IDEAS:
        idea = by_id(ideas, name)
        assert idea is not None, name
        assert idea.lesson in by_lesson, idea.lesson
        drills = [p for p in puzzles if p.themes and p.themes[0] == name]
        assert len(drills) >= 2, name
        assert all(idea_for(GAME, p.themes) == idea for p in drills)


def test_first_upcard_puzzles_open_the_pile_under_the_first_upcard_rule() -> None:
    _, puzzles = course()
    opening = [p for p in puzzles if p.themes[0] == "first-upcard"]
    assert opening and all(p.rules.get("first-upcard") in (True, "true") for p in opening)
    assert all("turn: P2 open" in p.position or "turn: P1 open" in p.position for p in opening)


def test_late_stock_puzzles_are_played_with_three_cards_or_fewer_in_the_stock() -> None:
    _, puzzles = course()
    late = [p for p in puzzles if p.themes[0] == "late-stock"]
    assert late
    for p in late:
        m = re.search(r"stock: (\d+) cards", p.position)
        assert m is not None and int(m[1]) <= 3, p.id


def test_match_score_counts_know_the_hands_won() -> None:
    """A final score with the bonuses is counted only where the position says who won the
    hands before it."""
    _, puzzles = course()
    match = [p for p in puzzles if p.themes[0] == "match-score" and p.kind == "score"]
    assert len(match) >= 2
    for p in match:
        assert re.search(r"^won: \d+ \d+$", p.position, re.MULTILINE), p.id
        assert {"P1-final", "P2-final"} <= set(p.step.asks), p.id


def test_the_readme_counts_the_gin_course() -> None:
    lessons, puzzles = course()
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    m = re.search(r"teaches Gin Rummy \(Oklahoma\) in (\w+) lessons", text)
    assert m is not None and WORDS.get(m[1]) == len(lessons)
    m = re.search(r"`puzzles/gin-rummy/` holds (\d+) puzzles", text)
    assert m is not None and int(m[1]) == len(puzzles)
