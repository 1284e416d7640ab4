"""The Casino course as issue 14 asks for it: six lessons at least, thirty puzzles with fifteen
about builds, every idea taught by a lesson and drilled by puzzles that name it first, every
decision set in a round's last deal (where its proof searches to the round's end), and the
README's counts current."""

from __future__ import annotations

import re
from typing import Any

from tutor.games.casino import engine as ce
from tutor.ideas import by_id, idea_for, ideas_for
from tutor.registry import ROOT

GAME = "casino"
IDEAS = ("capture", "build", "raise", "call", "trail", "sweep", "count-spades", "big-casino")
BUILD_IDEAS = ("build", "raise", "call")
WORDS = {"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def course() -> tuple[list[Any], list[Any]]:
    from tutor.tui.teach import lessons_for, puzzles_for

    return list(lessons_for(GAME)), list(puzzles_for(GAME))


def about_builds(puzzle: Any) -> bool:
    """A puzzle about builds: its answer builds, raises or calls, or its first theme is one of
    those ideas."""
    accepted = puzzle.step.judge.accepted
    return (puzzle.themes[0] in BUILD_IDEAS
            or any(isinstance(a, ce.Build | ce.Raise | ce.Call) for a in accepted))


def test_the_course_has_six_lessons_and_thirty_puzzles_fifteen_about_builds() -> None:
    lessons, puzzles = course()
    assert len(lessons) >= 6 and len(puzzles) >= 30
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert sum(1 for p in puzzles if about_builds(p)) >= 15


def test_each_idea_has_its_lesson_and_puzzles_that_name_it_first() -> None:
    lessons, puzzles = course()
    by_lesson = {les.id for les in lessons}
    ideas = ideas_for(GAME)
    assert {i.id for i in ideas} == set(IDEAS)
    for name in IDEAS:
        idea = by_id(ideas, name)
        assert idea is not None and idea.lesson in by_lesson, name
        drills = [p for p in puzzles if p.themes[0] == name]
        assert len(drills) >= 3, name
    for p in puzzles:
        first = idea_for(GAME, p.themes[:1])
        assert first is not None and first == idea_for(GAME, p.themes), p.id


def test_every_decision_is_in_a_last_deal_seen_from_the_mover() -> None:
    _, puzzles = course()
    for p in puzzles:
        state = p.step.judge.state
        assert p.kind == "best" and not state.stock, p.id
        table = p.step.table
        assert table.viewer == table.to_move and any(z.hidden for z in table.seats), p.id
        if p.themes[0] == "sweep":
            assert p.rules.get("sweeps") is True, p.id


def test_the_readme_counts_the_casino_course() -> None:
    lessons, puzzles = course()
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    m = re.search(r"teaches Casino in (\w+) lessons", text)
    assert m is not None and WORDS.get(m[1]) == len(lessons)
    m = re.search(r"`puzzles/casino/` holds (\d+) puzzles", text)
    assert m is not None and int(m[1]) == len(puzzles)
