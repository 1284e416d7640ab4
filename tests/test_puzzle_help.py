"""Help with a puzzle: the hint ladder before the answer, and what a wrong answer costs."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Static

from tutor.ideas import idea_for, ideas_for
from tutor.registry import ROOT, implemented
from tutor.teach.proof import Proof, refutation
from tutor.teach.puzzle import load_puzzles
from tutor.teach.runner import PuzzleRunner
from tutor.tui.app import Settings, create_app

ENDINGS = ROOT / "puzzles" / "klaverjassen" / "endings.toml"


def test_refutation_counts_the_layouts() -> None:
    proof = Proof(True, "", {"♣8": 14.0, "♥7": -96.0}, 4, 4, True,
                  {"♣8": (20.0, 20.0, 8.0, 8.0), "♥7": (-100.0, -100.0, -92.0, 10.0)})
    assert refutation(proof, "♥7") == (
        "♥7 scores 110 points less than ♣8 on average: of the 4 ways the cards you cannot see "
        "may lie, it does worse in 3 and better in 1.")
    assert refutation(proof, "♣8") == ""  # the best answer costs nothing
    assert refutation(proof, "♠A") == ""  # not an action the proof valued


def test_refutation_of_one_position_and_of_least_deadwood() -> None:
    assert refutation(Proof(True, "", {"a": 5.0, "b": 2.0}), "b") == \
        "b scores 3 points less than a."
    lower = Proof(True, "", {"♠K": 10.0, "♣2": 3.0}, higher_is_better=False)
    assert refutation(lower, "♠K") == "♠K leaves 7 points more than ♣2."


def test_the_ladder_gives_the_idea_then_the_look_then_nothing() -> None:
    puzzle = next(p for p in load_puzzles(ENDINGS) if p.id == "kj-end-02")
    runner = PuzzleRunner(puzzle)
    idea = idea_for("klaverjassen", puzzle.themes)
    assert idea is not None and idea.id == "count-points"
    first = runner.hint(idea, "Counting card points")
    assert first is not None and first.startswith("Think of the idea: Count the points.")
    assert "Counting card points" in first
    # This puzzle has no author's hint: after the idea only the answer is left.
    assert runner.hint(idea) is None and runner.hints == 1
    assert not runner.rated_correct


@pytest.mark.parametrize("game", implemented())
def test_every_idea_is_taught_and_every_decision_puzzle_has_one(game: str) -> None:
    from tutor.tui.teach import lessons_for, puzzles_for

    lessons = {les.id for les in lessons_for(game)}
    ideas = ideas_for(game)
    assert ideas, "each game names the ideas its lessons teach"
    assert {i.lesson for i in ideas} <= lessons
    assert len({i.id for i in ideas}) == len(ideas)
    bare = [p.id for p in puzzles_for(game) if p.kind == "best"
            and idea_for(game, p.themes) is None]
    assert not bare, f"decision puzzles with no idea among their themes: {bare}"


async def test_a_wrong_answer_is_weighed_and_the_ladder_ends_in_the_answer(
        tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({}), encoding="utf-8")
    settings = Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                        advisors={}, seed=5)
    app = create_app(settings, puzzles=True, game="klaverjassen", theme="nat")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen: Any = app.screen
        screen.puzzles = [p for p in screen.puzzles if p.id == "kj-end-02"]
        screen.seen.clear()
        screen.action_next()
        await pilot.pause()
        assert screen.runner.puzzle.id == "kj-end-02"
        screen.query_one("#answer", Input).value = "♥7"
        await pilot.press("enter")
        for _ in range(200):
            await pilot.pause(0.05)
            text = str(screen.query_one("#feedback", Static).content)
            if "points less than" in text:
                break
        assert "Working out what that answer costs" in text
        assert "♥7 scores" in text and "points less than ♣8 on average" in text
        assert "ways the cards you cannot see may lie" in text
        await pilot.press("ctrl+t")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert text.startswith("Think of the idea: Count the points.")
        await pilot.press("ctrl+t")  # no author's hint here: the answer itself
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert "The answer: ♣8" in text
