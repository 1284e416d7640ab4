"""The progress store: data, migrations, corruption, interruption, and two copies at once."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tutor.teach.progress import (
    ENV_DATA_DIR,
    FILE_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    ProgressStore,
    StoreError,
    data_dir,
)
from tutor.teach.rating import Rating, puzzle_start

NOW = datetime(2026, 3, 1, 9, 30, tzinfo=UTC)
GAME = "klaverjassen"


def test_data_dir_from_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path / "d"))
    assert data_dir() == tmp_path / "d"
    with ProgressStore.open() as store:
        assert store.path == tmp_path / "d" / FILE_NAME and store.notices == []
    monkeypatch.delenv(ENV_DATA_DIR)
    assert data_dir().name == "tutor"


def test_lessons_are_remembered(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        assert store.lesson("kj-cards") is None
        store.save_lesson("kj-cards", GAME, 4, now=NOW)
        store.save_lesson("kj-cards", GAME, 9, done=True, now=NOW)
        store.save_lesson("kj-cards", GAME, 2, now=NOW)  # opened again: done stays done
        store.save_lesson("kj-roem", GAME, 1, now=NOW)
    with ProgressStore.open(tmp_path) as store:
        p = store.lesson("kj-cards")
        assert p is not None and (p.step, p.done, p.updated) == (2, True, NOW)
        assert [x.lesson_id for x in store.lessons(GAME)] == ["kj-cards", "kj-roem"]
        assert store.lessons("gin-rummy") == []


def test_attempts_ratings_and_reviews(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        assert store.rating(GAME) == Rating()
        miss = store.record_attempt("p1", GAME, False, answer="♠7", seconds=12.5,
                                    puzzle_default=puzzle_start("beginner"), now=NOW)
        assert miss.learner_before == Rating() and miss.puzzle_before == Rating(1000, 250)
        assert miss.learner_after.rating < 1500 and miss.puzzle_after.rating > 1000
        assert miss.review is not None and miss.review.due == NOW + timedelta(days=1)
        assert store.due(now=NOW) == []
        due = store.due(GAME, now=NOW + timedelta(days=1))
        assert [(d.puzzle_id, d.stage) for d in due] == [("p1", 0)]
        # Solved when due: on to 3 days, then a week, then a month, then out.
        t = NOW + timedelta(days=1)
        for days in (3, 7, 30):
            res = store.record_attempt("p1", GAME, True, now=t)
            assert res.review is not None and res.review.due == t + timedelta(days=days)
            t = res.review.due
        assert store.record_attempt("p1", GAME, True, now=t).review is None
        assert store.reviews() == []
        store.record_attempt("p2", GAME, True, now=t)
        attempts = store.attempts()
        assert [(a.puzzle_id, a.correct) for a in attempts] == [
            ("p1", False), ("p1", True), ("p1", True), ("p1", True), ("p1", True), ("p2", True)]
        assert attempts[0].seconds == 12.5 and attempts[0].answer == "♠7"
        assert store.rated_games(GAME) == 6
        assert store.rating(GAME).rd < 200
        assert store.puzzle_rating("p1").rating < miss.puzzle_after.rating


def test_migration_from_the_first_schema(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        conn.execute(statement)
    conn.execute("INSERT INTO attempts (puzzle_id, game, answer, correct, at) "
                 "VALUES ('old', 'klaverjassen', '♥J', 1, '2025-12-01T10:00:00+00:00')")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with ProgressStore.open(tmp_path) as store:
        assert store.schema_version == SCHEMA_VERSION == 3 and store.notices == []
        assert store.duplicates(GAME) == []
        (old,) = store.attempts()
        assert (old.puzzle_id, old.correct, old.seconds) == ("old", True, None)
        store.record_attempt("new", GAME, False, now=NOW)
        assert [r.puzzle_id for r in store.reviews()] == ["new"]


def assert_moved_aside(store: ProgressStore, tmp_path: Path, words: str) -> None:
    assert len(store.notices) == 1 and words in store.notices[0]
    assert "nothing was deleted" in store.notices[0]
    aside = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert aside and str(aside[0]) in store.notices[0]
    store.save_lesson("kj-cards", GAME, 1)  # the fresh store works
    assert store.lesson("kj-cards") is not None


def test_garbage_file_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"this is no database " * 500)
    with ProgressStore.open(tmp_path) as store:
        assert_moved_aside(store, tmp_path, "could not be read (file is not a database)")


def test_damaged_pages_are_moved_aside(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        for i in range(300):
            store.save_lesson(f"lesson-{i:04d}", GAME, i)
    path = tmp_path / FILE_NAME
    data = bytearray(path.read_bytes())
    assert len(data) > 8192
    data[100:] = bytes((i * 7 + 3) % 256 for i in range(len(data) - 100))
    path.write_bytes(bytes(data))
    with ProgressStore.open(tmp_path) as store:
        assert_moved_aside(store, tmp_path, "could not be read")
        assert store.lessons() == [store.lesson("kj-cards")]


def test_a_directory_in_the_way_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).mkdir()
    with ProgressStore.open(tmp_path) as store:
        assert_moved_aside(store, tmp_path, "it is not a regular file")


def test_a_newer_schema_is_kept_aside(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / FILE_NAME)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    with ProgressStore.open(tmp_path) as store:
        assert_moved_aside(store, tmp_path, "written by a newer version of tutor")


def test_an_unwritable_place_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    with pytest.raises(StoreError, match="cannot create the data directory"):
        ProgressStore.open(blocker / "sub")


WRITER = """
import sys
from tutor.teach.progress import ProgressStore
store = ProgressStore.open(sys.argv[1])
limit = int(sys.argv[2])
print("ready", flush=True)
i = 0
while limit < 0 or i < limit:
    store.record_attempt(f"p{i % 7}", "klaverjassen", i % 3 != 0, answer="x" * 200)
    store.save_lesson(f"l{i % 5}", "klaverjassen", i)
    i += 1
store.close()
"""


def writer(path: Path, limit: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)}
    p = subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(limit)],
                         stdout=subprocess.PIPE, text=True, env=env)
    assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    return p


def consistent(store: ProgressStore) -> int:
    """Every attempt came with its rating updates, or none did."""
    n = len(store.attempts())
    assert store.rated_games(GAME) == n
    conn = sqlite3.connect(store.path)
    try:
        games = conn.execute("SELECT SUM(games) FROM ratings WHERE kind = 'puzzle'").fetchone()[0]
        assert (games or 0) == n
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()
    return n


def test_killed_during_writes_loses_nothing_committed(tmp_path: Path) -> None:
    total = 0
    for _ in range(2):
        p = writer(tmp_path, -1)
        with ProgressStore.open(tmp_path) as watch:
            deadline = time.monotonic() + 20
            while len(watch.attempts()) < total + 150 and time.monotonic() < deadline:
                time.sleep(0.02)
        p.send_signal(signal.SIGKILL)
        p.wait()
        with ProgressStore.open(tmp_path) as store:
            assert store.notices == []
            n = consistent(store)
            assert n >= total + 150
            total = n


def test_two_copies_at_once(tmp_path: Path) -> None:
    procs = [writer(tmp_path, 120) for _ in range(2)]
    for p in procs:
        assert p.wait(timeout=60) == 0
    with ProgressStore.open(tmp_path) as store:
        assert store.notices == []
        assert consistent(store) == 240


def test_rating_history_replays_the_attempts(tmp_path: Path) -> None:
    from tutor.teach.progress import ProgressStore as Store
    from tutor.teach.rating import puzzle_start

    with Store.open(tmp_path) as store:
        for pid, ok in [("a", True), ("b", False), ("a", True)]:
            store.record_attempt(pid, "klaverjassen", ok, puzzle_default=puzzle_start("novice"))
        history = store.rating_history("klaverjassen", lambda _pid: puzzle_start("novice"))
        assert len(history) == 3
        assert history[-1] == pytest.approx(store.rating("klaverjassen").rating)
        assert history[0] > 1500 and history[1] < history[0] < history[2] + 1000


def test_duplicate_results_keep_the_last_rounds(tmp_path: Path) -> None:
    with ProgressStore.open(tmp_path) as store:
        for i in range(5):
            store.record_duplicate(GAME, 10 * i, 5, "expert", now=NOW)
        store.record_duplicate("gin-rummy", -3, 4, "strong", now=NOW)
        last = store.duplicates(GAME, last=3)
        assert [d.learner for d in last] == [20, 30, 40]
        assert [d.difference for d in last] == [15, 25, 35]
        (gin,) = store.duplicates("gin-rummy")
        assert (gin.learner, gin.bot, gin.level, gin.at) == (-3, 4, "strong", NOW)


# SQLite blocks for ever on opening a FIFO: the store and its recovery open regular files only.
# Each case runs in a child process, so that a regression fails on its time limit, not hangs.
_OPEN_AND_COUNT = """
import sys
from tutor.teach.progress import ProgressStore
store = ProgressStore.open(sys.argv[1])
print(len(store.attempts()))
print("\\n".join(store.notices))
"""


@pytest.mark.parametrize(("regular", "odd"), [
    (False, {"": "fifo", "-wal": "fifo"}),
    (False, {"": "fifo"}),
    (False, {"": "dir", "-wal": "fifo"}),
    (True, {"-wal": "fifo"}),
    (True, {"-shm": "fifo"}),
    (True, {"-wal": "dir"}),
    (True, {"-wal": "fifo", "-shm": "fifo"}),
], ids=["fifo-and-wal", "fifo", "dir-and-wal", "wal-fifo", "shm-fifo", "wal-dir", "both-fifo"])
def test_a_fifo_or_folder_where_the_store_lies_is_set_aside_without_blocking(
        tmp_path: Path, regular: bool, odd: dict[str, str]) -> None:
    name = "progress.sqlite3"
    if regular:
        with ProgressStore.open(tmp_path) as store:
            store.record_attempt("p1", "casino", True)
            store.record_attempt("p2", "casino", False)
    for suffix, kind in odd.items():
        path = tmp_path / (name + suffix)
        path.unlink(missing_ok=True)
        os.mkfifo(path) if kind == "fifo" else path.mkdir()
    done = subprocess.run([sys.executable, "-c", _OPEN_AND_COUNT, str(tmp_path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    kept, *notices = done.stdout.splitlines()
    assert int(kept) == (2 if regular else 0)  # the regular file's entries are recovered
    assert "was moved to" in " ".join(notices) and "not a regular file" in " ".join(notices)
    assert (tmp_path / name).is_file()
    assert [p for p in tmp_path.iterdir() if ".broken-" in p.name]
