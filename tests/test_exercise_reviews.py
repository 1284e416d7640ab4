"""Missed lesson exercises join the review queue and come back among the puzzles."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from textual.widgets import Input, Static

from tutor.registry import ROOT
from tutor.teach.exercises import exercise_id, exercises, is_exercise
from tutor.teach.lesson import load_lesson
from tutor.teach.progress import ProgressStore
from tutor.tui.app import Settings, create_app

LESSON = ROOT / "lessons" / "klaverjassen" / "09-spekken.md"


def test_each_exercise_is_a_review_item() -> None:
    lesson = load_lesson(LESSON)
    items = exercises(lesson)
    steps = [s for s in lesson.steps if s.interactive]
    assert [p.id for p in items] == [exercise_id(lesson, s) for s in steps]
    assert all(is_exercise(p.id) and p.id.startswith("lesson:kj-spekken:") for p in items)
    assert all(p.step is s and p.kind == s.kind for p, s in zip(items, steps, strict=True))
    assert "spekken" in items[0].themes


def test_an_exercise_moves_through_the_queue_and_rates_nothing(tmp_path: Path) -> None:
    now = datetime(2026, 11, 30, 12, tzinfo=UTC)
    with ProgressStore.open(tmp_path) as store:
        review = store.record_exercise("lesson:kj-spekken:40", "klaverjassen", False, now=now)
        assert review is not None and review.due == now + timedelta(days=1)
        assert store.attempts() == [] and store.rated_games("klaverjassen") == 0
        assert store.record_exercise("lesson:kj-spekken:40", "klaverjassen", True,
                                     now=now) == review  # solved before due: spacing kept
        later = store.record_exercise("lesson:kj-spekken:40", "klaverjassen", True,
                                      now=now + timedelta(days=2))
        assert later is not None and later.stage == 1


async def test_a_missed_exercise_comes_back_among_the_puzzles(tmp_path: Path) -> None:
    lesson = load_lesson(LESSON)
    first = exercises(lesson)[0]
    settings = Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                        advisors={}, seed=5)
    app = create_app(settings, lesson="kj-spekken")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen: Any = app.screen
        while screen.runner.current.line != first.step.line:
            screen.runner.skip()
        screen.show()
        await pilot.pause()
        table = first.step.table
        assert table is not None and first.kind == "play"
        wrong = next(str(c) for c in table.seat(table.viewer).cards
                     if str(c) != first.step.solution())
        screen.query_one("#answer", Input).value = wrong
        await pilot.press("enter")
        await pilot.pause()
        assert [r.puzzle_id for r in app.store.reviews()] == [first.id]
        said = str(screen.query_one("#feedback", Static).content)
        assert "This exercise comes back on" in said and "puzzle" not in said
    # Two days on, the exercise is due: the puzzles show it first.
    with ProgressStore.open(tmp_path) as store:
        store.record_exercise(first.id, "klaverjassen", False,
                              now=datetime.now(UTC) - timedelta(days=2))
    app = create_app(settings, puzzles=True, game="klaverjassen")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.runner.puzzle.id == first.id
        assert "From the lesson “Spekken”" in str(screen.query_one("#where", Static).content)
        screen.query_one("#answer", Input).value = first.step.solution().split(" or ")[0]
        await pilot.press("enter")
        await pilot.pause()
        assert "Right." in str(screen.query_one("#feedback", Static).content)
        assert app.store.attempts() == []  # no rating for a lesson's exercise
