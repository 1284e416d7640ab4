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


def test_a_refutation_agrees_with_its_count_in_either_language() -> None:
    from tutor.i18n import set_language

    assert refutation(Proof(True, "", {"a": 3.0, "b": 2.0}), "b") == \
        "b scores 1 point less than a."
    half = Proof(True, "", {"a": 3.0, "b": 0.5, "c": 2.0}, 8, 8)
    assert refutation(half, "b") == ("b scores 2.5 points less than a on average, over 8 ways "
                                     "the cards you cannot see may lie.")
    set_language("nl")
    try:
        assert "1 punt minder" in refutation(Proof(True, "", {"a": 3.0, "b": 2.0}), "b")
        assert "2,5 punten minder" in refutation(half, "b")
    finally:
        set_language("en")


def test_the_ladder_gives_the_idea_then_the_look_then_nothing() -> None:
    puzzle = next(p for p in load_puzzles(ENDINGS) if p.id == "kj-end-02")
    runner = PuzzleRunner(puzzle)
    idea = idea_for("klaverjassen", puzzle.themes)
    assert idea is not None and idea.id == "count-points"
    first = runner.hint(idea, "Counting card points")
    assert first is not None and first.startswith("Think of the idea: Count the points.")
    assert "Counting card points" in first
    # This puzzle has no author's hint: after the idea only the answer is left.
    assert runner.hint(idea) is None and runner.hints == 1 and not runner.solved


@pytest.mark.parametrize("game", implemented())
def test_every_idea_is_taught_and_every_decision_puzzle_has_one(game: str) -> None:
    from tutor.tui.teach import lessons_for, puzzles_for

    lessons = {les.id for les in lessons_for(game)}
    ideas = ideas_for(game)
    assert ideas or not lessons, "each game with lessons names the ideas they teach"
    assert {i.lesson for i in ideas} <= lessons
    assert len({i.id for i in ideas}) == len(ideas)
    bare = [p.id for p in puzzles_for(game) if p.kind == "best"
            and idea_for(game, p.themes) is None]
    assert not bare, f"decision puzzles with no idea among their themes: {bare}"


def puzzle_app(tmp_path: Path) -> Any:
    settings = Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                        advisors={}, seed=5)
    return create_app(settings, puzzles=True, game="klaverjassen")


async def open_puzzle(pilot: Any, puzzle_id: str) -> Any:
    """The puzzle screen showing the puzzle ``puzzle_id``."""
    await pilot.pause()
    screen = pilot.app.screen
    screen.puzzles = [p for p in screen.puzzles if p.id == puzzle_id]
    screen.seen.clear()
    screen.action_next()
    await pilot.pause()
    assert screen.runner.puzzle.id == puzzle_id
    return screen


async def test_a_wrong_answer_is_weighed_and_the_ladder_ends_in_the_answer(
        tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({}), encoding="utf-8")
    app = puzzle_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_puzzle(pilot, "kj-end-02")
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


LINES = ROOT / "puzzles" / "klaverjassen" / "lines.toml"


def line_puzzle() -> Any:
    return next(p for p in load_puzzles(LINES) if p.id == "kj-line-01")


def test_a_line_is_answered_move_by_move() -> None:
    puzzle = line_puzzle()
    assert len(puzzle.steps) == 2 and puzzle.replies == ("♣7, ♦10, ♦9",)
    run = PuzzleRunner(puzzle)
    pf = run.submit("♣10")
    assert pf.advanced and not pf.first and pf.replies == "♣7, ♦10, ♦9"
    assert run.step is puzzle.moves[0] and run.move.id == "kj-line-01#2"
    table = run.step.table
    assert table is not None and table.to_move == "E"
    assert "Trick 6: E led ♣10 ♣7 ♦10 ♦9; E won it" in " ".join(table.facts)
    wrong = run.submit("♥K")
    assert wrong.first and not wrong.rated_correct  # the mistake is what the ratings count
    done = run.submit("♠J")
    assert done.feedback.correct and not done.first and run.solved


def test_a_line_solved_without_a_slip_counts_as_solved() -> None:
    run = PuzzleRunner(line_puzzle())
    run.submit("♣10")
    done = run.submit("♠J")
    assert done.first and done.rated_correct


def test_every_move_of_a_line_is_proven() -> None:
    from tutor.teach.proof import prove_best

    proof = prove_best(line_puzzle())
    assert proof.proven and proof.values is not None and max(
        proof.values, key=lambda a: proof.values[a]) == "♣10"  # type: ignore[index]


def broken_line(old: str, new: str) -> list[tuple[int, str]]:
    from tutor.teach.puzzle import parse_puzzles

    text = LINES.read_text(encoding="utf-8")
    assert old in text
    parsed = parse_puzzles(text.replace(old, new), "lines.toml")
    return [(p.line, p.reason) for p in parsed.problems]


def test_a_broken_line_is_reported_with_its_line() -> None:
    lines = LINES.read_text(encoding="utf-8").splitlines()
    at = {key: n for n, text in enumerate(lines, start=1)
          for key in ("then-2", "answer-2", "answer") if text.startswith(f"{key} =")}
    # South is to play after only two of the replies: the line is one seat's decisions.
    (line, reason), = broken_line('then-2 = "♣7, ♦10, ♦9"', 'then-2 = "♣7, ♦10"')
    assert line == at["then-2"] and "N is to play, not E" in reason
    (line, reason), = broken_line('answer-2 = "♠J"', 'answer-3 = "♠J"')
    assert "needs 'answer-2'" in reason
    from tutor.teach.puzzle import parse_puzzles

    renumbered = LINES.read_text(encoding="utf-8").replace("-2 =", "-3 =")
    (problem,) = parse_puzzles(renumbered, "lines.toml").problems
    assert "skips move 2" in problem.reason
    (line, reason), = broken_line('answer = "♣10"', 'answer = "♣10, ♥K"')
    assert line == at["answer"] and "one answer" in reason
    (line, reason), = broken_line('then-2 = "♣7, ♦10, ♦9"', 'then-2 = "♣7, ♦10, ♠K"')
    assert line == at["then-2"]


async def test_the_app_plays_a_line(tmp_path: Path) -> None:
    app = puzzle_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_puzzle(pilot, "kj-line-01")
        screen.query_one("#answer", Input).value = "♣10"
        await pilot.press("enter")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert "Right." in text and "Then the others play ♣7, ♦10, ♦9. Your next move:" in text
        question = str(screen.query_one("#question", Static).content)
        assert question.startswith("South's last trump fell")
        screen.query_one("#answer", Input).value = "♠J"
        await pilot.press("enter")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert "Right." in text and "pit" in text
        history = screen.store.attempts()
        assert [(a.puzzle_id, a.correct) for a in history] == [("kj-line-01", True)]


async def test_a_lesson_leads_into_its_puzzles(tmp_path: Path) -> None:
    from tutor.tui.teach import LessonScreen, PuzzleScreen

    settings = Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                        advisors={}, seed=5)
    app = create_app(settings, lesson="kj-spekken")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)
        await pilot.press("ctrl+o")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        assert screen.puzzles and all("spekken" in p.themes for p in screen.puzzles)
    app = create_app(settings, lesson="kj-cards")  # teaches no idea a puzzle drills
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)


async def test_a_hint_is_said_to_count_as_missed_before_and_after(tmp_path: Path) -> None:
    from tutor.teach.progress import ProgressStore

    (tmp_path / "settings.json").write_text(json.dumps({}), encoding="utf-8")
    app = puzzle_app(tmp_path)
    async with app.run_test(size=(100, 40)) as pilot:
        screen = await open_puzzle(pilot, "kj-end-02")
        await pilot.press("ctrl+t")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert text.startswith("A hint counts this puzzle as missed for your rating")
        assert screen.runner is not None and screen.runner.hints == 0  # not taken yet
        await pilot.press("ctrl+t")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert text.startswith("Think of the idea: Count the points.")
        screen.query_one("#answer", Input).value = "♣8"
        await pilot.press("enter")
        await pilot.pause()
        text = str(screen.query_one("#feedback", Static).content)
        assert "Solved with a hint, so your rating counts it as missed." in text
        assert "Your rating: 1500 →" in text
    with ProgressStore.open(tmp_path) as store:
        [attempt] = store.attempts()
        assert not attempt.correct and store.rating("klaverjassen").rating < 1500
