"""Writes to the progress file that fail (another program holds it locked, a trigger or a check
refuses the row): the answer is kept in memory, said to be unsaved, written again later, and
the app never stops."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

import tutor.teach.progress as progress
from tutor.teach.progress import ProgressStore, StoreWriteError
from tutor.teach.rating import Rating


@pytest.fixture(autouse=True)
def short_lock_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    # The real wait is 10 s; what is tested is what happens after it.
    monkeypatch.setattr(progress, "BUSY_TIMEOUT_MS", 150)
    monkeypatch.setattr(progress, "RETRY_TIMEOUT_MS", 20)


@contextmanager
def locked(directory: Path) -> Iterator[None]:
    """Another program holding the write lock, as long as the block lasts."""
    other = sqlite3.connect(directory / progress.FILE_NAME, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def _refusing(directory: Path, table: str) -> sqlite3.Connection:
    other = sqlite3.connect(directory / progress.FILE_NAME, isolation_level=None)
    other.execute(f"CREATE TRIGGER refuse_{table} BEFORE INSERT ON {table} "
                  "BEGIN SELECT RAISE(ABORT, 'refused by a trigger'); END")
    return other


def test_a_locked_file_keeps_the_writes_in_order_and_writes_them_later(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path)
    with locked(tmp_path):
        with pytest.raises(StoreWriteError, match="cannot write to the progress file"):
            store.record_attempt("p1", "casino", True)
        with pytest.raises(StoreWriteError):
            store.save_lesson("casino-01", "casino", 3)
        with pytest.raises(StoreWriteError):
            store.record_attempt("p2", "casino", False)
        with pytest.raises(StoreWriteError):
            store.record_exercise("casino-01#x", "casino", False)
        assert store.pending == 4
        assert not store.retry()
    assert store.retry() and store.pending == 0
    assert [(a.puzzle_id, a.correct) for a in store.attempts()] == [("p1", True), ("p2", False)]
    lesson = store.lesson("casino-01")
    assert lesson is not None and lesson.step == 3
    assert {r.puzzle_id for r in store.reviews()} == {"p2", "casino-01#x"}
    # The ratings are those of the same answers written at once.
    with ProgressStore.open(tmp_path / "plain") as plain:
        plain.record_attempt("p1", "casino", True)
        plain.record_attempt("p2", "casino", False)
        assert plain.rating("casino") == store.rating("casino")
    store.close()


def test_a_write_after_a_failed_one_waits_behind_it(tmp_path: Path) -> None:
    """The writes keep their order: the second is not made before the first."""
    store = ProgressStore.open(tmp_path)
    other = _refusing(tmp_path, "attempts")
    with pytest.raises(StoreWriteError, match="refused by a trigger"):
        store.record_attempt("p1", "gin-rummy", True)
    with pytest.raises(StoreWriteError):
        store.save_lesson("gin-01", "gin-rummy", 1)  # lessons are not refused; it waits
    assert store.lesson("gin-01") is None and store.pending == 2
    other.execute("DROP TRIGGER refuse_attempts")
    other.close()
    result = store.record_attempt("p2", "gin-rummy", True)  # the queue goes first, then this
    assert store.pending == 0 and result.learner_before != Rating()
    assert [a.puzzle_id for a in store.attempts()] == ["p1", "p2"]
    assert store.lesson("gin-01") is not None
    store.close()


def test_closing_makes_the_waiting_writes_when_it_can(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path)
    with locked(tmp_path), pytest.raises(StoreWriteError):
        store.save_lesson("kj-cards", "klaverjassen", 2)
    store.close()
    with ProgressStore.open(tmp_path) as again:
        saved = again.lesson("kj-cards")
        assert saved is not None and saved.step == 2


def test_a_check_that_refuses_the_row_is_a_write_error_not_a_crash(tmp_path: Path) -> None:
    store = ProgressStore.open(tmp_path)
    other = sqlite3.connect(tmp_path / progress.FILE_NAME, isolation_level=None)
    # A CHECK cannot be added to a table in place: an index that refuses every duplicate
    # game in reviews serves as the refusal of an insert (a UNIQUE index).
    other.execute("INSERT INTO reviews (puzzle_id, game, stage, due) "
                  "VALUES ('x', 'casino', 0, '2026-01-01T00:00:00+00:00')")
    other.execute("CREATE UNIQUE INDEX one_per_game ON reviews (game)")
    other.close()
    with pytest.raises(StoreWriteError, match="UNIQUE"):
        store.record_exercise("casino-02#y", "casino", False)
    assert store.pending == 1
    store.close()


async def _puzzle_app(tmp_path: Path) -> Any:
    from tutor.tui.app import Settings, create_app

    return create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                               levels={"klaverjassen": "beginner"},
                               advisors={"klaverjassen": "beginner"}),
                      puzzles=True, game="klaverjassen")


async def _answer(pilot: Any, text: str) -> None:
    from textual.widgets import Input

    box = pilot.app.screen.query_one("#answer", Input)
    box.value = text
    box.focus()
    await pilot.press("enter")
    await pilot.pause()


def _notices(app: Any) -> str:
    return " | ".join(str(n.message) for n in app._notifications)


async def test_a_puzzle_answered_while_the_file_is_locked(tmp_path: Path) -> None:
    from tutor.tui.teach import PuzzleScreen, StepView

    app = await _puzzle_app(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, PuzzleScreen) and screen.runner is not None
        puzzle = screen.runner.puzzle
        with locked(tmp_path):
            await _answer(pilot, puzzle.step.solution().split(" or ")[0])
            shown = str(screen.query_one(StepView).query_one("#feedback").render())
            assert "Your answer could not be saved yet" in shown
            assert "Your rating" not in shown
            assert "Your progress could not be saved just now" in _notices(app)
            assert app.is_running and app.store.pending == 1
            app.retry_progress()  # still locked: nothing changes, nothing is said again
            await pilot.pause()
            assert app.store.pending == 1 and _notices(app).count("could not be saved") == 1
        app.retry_progress()
        await pilot.pause()
        assert app.store.pending == 0 and "Your progress is saved again." in _notices(app)
        assert [a.puzzle_id for a in app.store.attempts()] == [puzzle.id]


async def test_a_lesson_whose_progress_cannot_be_written(tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app
    from tutor.tui.teach import LessonScreen, StepView

    ProgressStore.open(tmp_path).close()
    other = _refusing(tmp_path, "lessons")
    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5),
                     lesson="kj-rotterdam")
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        assert "Your progress could not be saved just now" in _notices(app)
        await pilot.press("ctrl+n")
        step = screen.runner.current
        assert step is not None and step.interactive
        await _answer(pilot, step.solution())  # the exercise's first answer waits too
        shown = str(screen.query_one(StepView).query_one("#feedback").render())
        assert "Your answer could not be saved yet" in shown and app.is_running
        await pilot.press("ctrl+n")
        index = screen.runner.index
        assert app.store.pending >= 3
        other.execute("DROP TRIGGER refuse_lessons")
        app.retry_progress()
        assert app.store.pending == 0
        saved = app.store.lesson("kj-rotterdam")
        assert saved is not None and saved.step == index
    other.close()
