"""The learner's progress: a SQLite database in the user's data directory.

It holds the lessons done and where each stopped, every puzzle attempt, a Glicko-2 rating per game
for the learner and one per puzzle, and the review queue of missed puzzles.

Never losing progress:

- every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``), so a crash or a kill leaves
  either all of an attempt (attempt row, both ratings, review entry) or none of it;
- WAL journalling and a busy timeout let two running copies of the app share the file;
- a database that cannot be read, fails SQLite's quick check, or was written by a newer version
  is moved aside (never deleted) with a message in ``notices``, and a fresh one is started;
- the schema is versioned (``PRAGMA user_version``) and upgraded by numbered migrations.

The directory is ``TUTOR_DATA_DIR`` when set, else the platform's user data directory.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType

import platformdirs

from ..errors import TutorError
from . import text as T
from .rating import Rating, Review, schedule, versus

ENV_DATA_DIR = "TUTOR_DATA_DIR"
FILE_NAME = "progress.sqlite3"
BUSY_TIMEOUT_MS = 10_000

#: Schema migrations: version N is reached by running MIGRATIONS[N - 1]. Never edit a shipped one;
#: add the next.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE lessons (
            lesson_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            step INTEGER NOT NULL,
            done INTEGER NOT NULL DEFAULT 0,
            updated TEXT NOT NULL)""",
        """CREATE TABLE attempts (
            id INTEGER PRIMARY KEY,
            puzzle_id TEXT NOT NULL,
            game TEXT NOT NULL,
            answer TEXT NOT NULL,
            correct INTEGER NOT NULL,
            at TEXT NOT NULL)""",
        "CREATE INDEX attempts_puzzle ON attempts (puzzle_id)",
        """CREATE TABLE ratings (
            kind TEXT NOT NULL,
            subject TEXT NOT NULL,
            rating REAL NOT NULL,
            rd REAL NOT NULL,
            vol REAL NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            updated TEXT NOT NULL,
            PRIMARY KEY (kind, subject))""",
    ),
    (
        "ALTER TABLE attempts ADD COLUMN seconds REAL",
        """CREATE TABLE reviews (
            puzzle_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            stage INTEGER NOT NULL,
            due TEXT NOT NULL)""",
        "CREATE INDEX reviews_due ON reviews (due)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

_LEARNER, _PUZZLE = "learner", "puzzle"
#: SQLite errors that mean the file itself is damaged or unreadable (prefixes of error names).
_UNUSABLE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_CANTOPEN")


class StoreError(TutorError):
    """The progress database cannot be used at all (e.g. the directory is not writable)."""


def data_dir() -> Path:
    """``TUTOR_DATA_DIR`` when set, else the user data directory of the platform."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env).expanduser()
    return platformdirs.user_data_path("tutor", appauthor=False)


@dataclass(frozen=True, slots=True)
class LessonProgress:
    lesson_id: str
    game: str
    step: int
    done: bool
    updated: datetime


@dataclass(frozen=True, slots=True)
class Attempt:
    puzzle_id: str
    game: str
    answer: str
    correct: bool
    seconds: float | None
    at: datetime


@dataclass(frozen=True, slots=True)
class AttemptResult:
    """What one attempt changed: both ratings and the puzzle's place in the review queue."""

    learner_before: Rating
    learner_after: Rating
    puzzle_before: Rating
    puzzle_after: Rating
    review: Review | None


@dataclass(frozen=True, slots=True)
class DueReview:
    puzzle_id: str
    game: str
    stage: int
    due: datetime


def _now(now: datetime | None) -> datetime:
    # Whole seconds: what is stored is what the caller gets back.
    return (now or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)


def _iso(t: datetime) -> str:
    return t.astimezone(UTC).isoformat(timespec="seconds")


def _parse(t: str) -> datetime:
    return datetime.fromisoformat(t)


class _Unusable(Exception):
    """The file is there but cannot serve as our database; ``reason`` says why."""

    def __init__(self, reason: str, newer: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.newer = newer


class ProgressStore:
    """The progress database. Open with ``ProgressStore.open()``; use as a context manager."""

    def __init__(self, path: Path) -> None:
        self.path = path
        #: Messages for the learner about what happened on opening (a database moved aside).
        self.notices: list[str] = []
        self._conn = self._open()

    @classmethod
    def open(cls, directory: Path | str | None = None) -> ProgressStore:
        base = Path(directory).expanduser() if directory is not None else data_dir()
        return cls(base / FILE_NAME)

    # -- opening ---------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise StoreError(T.STORE_NO_DIR.format(path=self.path.parent, error=e)) from None
        try:
            return self._connect()
        except _Unusable as e:
            moved = self._move_aside()
            msg = T.STORE_NEWER if e.newer else T.STORE_MOVED_ASIDE
            self.notices.append(msg.format(path=self.path, moved=moved, reason=e.reason))
        try:
            return self._connect()
        except (_Unusable, sqlite3.Error) as e:
            raise StoreError(T.STORE_CANNOT_START.format(path=self.path, error=e)) from None

    def _connect(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = None
        try:
            if self.path.exists() and not self.path.is_file():
                raise _Unusable(T.STORE_NOT_A_FILE)
            # Autocommit mode: transactions are opened explicitly, so their extent is visible.
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000,
                                   isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Unusable(T.STORE_VERSION.format(found=version, known=SCHEMA_VERSION),
                                newer=True)
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _Unusable(str(check))
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            self._migrate(conn)
            return conn
        except sqlite3.DatabaseError as e:
            if conn is not None:
                conn.close()
            name = getattr(e, "sqlite_errorname", "")
            if name.startswith(_UNUSABLE_CODES):
                raise _Unusable(str(e)) from None
            # Busy, locked, out of disk...: the file may be fine, so never move it aside.
            raise StoreError(T.STORE_CANNOT_OPEN.format(path=self.path, error=e)) from None
        except _Unusable:
            if conn is not None:
                conn.close()
            raise

    def _migrate(self, conn: sqlite3.Connection) -> None:
        while True:
            conn.execute("BEGIN IMMEDIATE")
            try:
                # Read again under the write lock: another copy may have migrated meanwhile.
                version = conn.execute("PRAGMA user_version").fetchone()[0]
                if version >= SCHEMA_VERSION:
                    conn.execute("COMMIT")
                    return
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def _move_aside(self) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.broken-{stamp}")
        k = 1
        while target.exists():
            k += 1
            target = self.path.with_name(f"{self.path.name}.broken-{stamp}-{k}")
        try:
            self.path.rename(target)
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    side.rename(target.with_name(target.name + suffix))
        except OSError as e:
            raise StoreError(T.STORE_CANNOT_MOVE.format(path=self.path, error=e)) from None
        return target

    # -- plumbing --------------------------------------------------------------------------

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; the write lock is taken at the start, so it cannot deadlock."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # -- lessons ---------------------------------------------------------------------------

    def save_lesson(self, lesson_id: str, game: str, step: int, done: bool = False, *,
                    now: datetime | None = None) -> None:
        """Remember where a lesson stopped; once done, a lesson stays done."""
        with self._tx() as c:
            c.execute(
                """INSERT INTO lessons (lesson_id, game, step, done, updated)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (lesson_id) DO UPDATE SET
                     game = excluded.game, step = excluded.step,
                     done = MAX(lessons.done, excluded.done), updated = excluded.updated""",
                (lesson_id, game, step, int(done), _iso(_now(now))))

    def lesson(self, lesson_id: str) -> LessonProgress | None:
        row = self._conn.execute(
            "SELECT lesson_id, game, step, done, updated FROM lessons WHERE lesson_id = ?",
            (lesson_id,)).fetchone()
        if row is None:
            return None
        return LessonProgress(row[0], row[1], row[2], bool(row[3]), _parse(row[4]))

    def lessons(self, game: str | None = None) -> list[LessonProgress]:
        rows = self._conn.execute(
            "SELECT lesson_id, game, step, done, updated FROM lessons"
            + (" WHERE game = ?" if game else "") + " ORDER BY lesson_id",
            (game,) if game else ()).fetchall()
        return [LessonProgress(r[0], r[1], r[2], bool(r[3]), _parse(r[4])) for r in rows]

    # -- ratings and attempts ---------------------------------------------------------------

    def _rating(self, c: sqlite3.Connection, kind: str, subject: str,
                default: Rating) -> Rating:
        row = c.execute("SELECT rating, rd, vol FROM ratings WHERE kind = ? AND subject = ?",
                        (kind, subject)).fetchone()
        return default if row is None else Rating(row[0], row[1], row[2])

    def rating(self, game: str) -> Rating:
        """The learner's rating for a game (a new learner starts at 1500 with RD 350)."""
        return self._rating(self._conn, _LEARNER, game, Rating())

    def puzzle_rating(self, puzzle_id: str, default: Rating | None = None) -> Rating:
        return self._rating(self._conn, _PUZZLE, puzzle_id, default or Rating())

    def rated_games(self, game: str) -> int:
        row = self._conn.execute(
            "SELECT games FROM ratings WHERE kind = ? AND subject = ?",
            (_LEARNER, game)).fetchone()
        return 0 if row is None else int(row[0])

    def _set_rating(self, c: sqlite3.Connection, kind: str, subject: str, r: Rating,
                    now: datetime) -> None:
        c.execute(
            """INSERT INTO ratings (kind, subject, rating, rd, vol, games, updated)
               VALUES (?, ?, ?, ?, ?, 1, ?)
               ON CONFLICT (kind, subject) DO UPDATE SET rating = excluded.rating,
                 rd = excluded.rd, vol = excluded.vol, games = ratings.games + 1,
                 updated = excluded.updated""",
            (kind, subject, r.rating, r.rd, r.vol, _iso(now)))

    def record_attempt(self, puzzle_id: str, game: str, correct: bool, *, answer: str = "",
                       seconds: float | None = None, puzzle_default: Rating | None = None,
                       now: datetime | None = None) -> AttemptResult:
        """Store an attempt and, in the same transaction, both ratings and the review entry.

        ``puzzle_default`` is the puzzle's starting rating when it has none yet (see
        ``rating.puzzle_start``).
        """
        t = _now(now)
        with self._tx() as c:
            learner = self._rating(c, _LEARNER, game, Rating())
            puzzle = self._rating(c, _PUZZLE, puzzle_id, puzzle_default or Rating())
            new_learner, new_puzzle = versus(learner, puzzle, correct)
            c.execute("INSERT INTO attempts (puzzle_id, game, answer, correct, seconds, at) "
                      "VALUES (?, ?, ?, ?, ?, ?)",
                      (puzzle_id, game, answer, int(correct), seconds, _iso(t)))
            self._set_rating(c, _LEARNER, game, new_learner, t)
            self._set_rating(c, _PUZZLE, puzzle_id, new_puzzle, t)
            row = c.execute("SELECT stage, due FROM reviews WHERE puzzle_id = ?",
                            (puzzle_id,)).fetchone()
            current = None if row is None else Review(row[0], _parse(row[1]))
            review = schedule(current, correct, t)
            if review is None:
                c.execute("DELETE FROM reviews WHERE puzzle_id = ?", (puzzle_id,))
            else:
                c.execute(
                    """INSERT INTO reviews (puzzle_id, game, stage, due) VALUES (?, ?, ?, ?)
                       ON CONFLICT (puzzle_id) DO UPDATE SET stage = excluded.stage,
                         due = excluded.due""",
                    (puzzle_id, game, review.stage, _iso(review.due)))
        return AttemptResult(learner, new_learner, puzzle, new_puzzle, review)

    def attempts(self, puzzle_id: str | None = None) -> list[Attempt]:
        rows = self._conn.execute(
            "SELECT puzzle_id, game, answer, correct, seconds, at FROM attempts"
            + (" WHERE puzzle_id = ?" if puzzle_id else "") + " ORDER BY id",
            (puzzle_id,) if puzzle_id else ()).fetchall()
        return [Attempt(r[0], r[1], r[2], bool(r[3]), r[4], _parse(r[5])) for r in rows]

    def rating_history(self, game: str,
                       puzzle_start: Callable[[str], Rating] | None = None) -> list[float]:
        """The learner's rating after each rated attempt, oldest first.

        Ratings are stored as they are now, so the history is replayed from the attempts with
        the same arithmetic; ``puzzle_start(puzzle_id)`` gives a puzzle's first rating (as the
        ``puzzle_default`` of ``record_attempt``).
        """
        learner = Rating()
        puzzles: dict[str, Rating] = {}
        out: list[float] = []
        for a in self.attempts():
            if a.game != game:
                continue
            start = puzzle_start(a.puzzle_id) if puzzle_start is not None else Rating()
            learner, puzzles[a.puzzle_id] = versus(learner, puzzles.get(a.puzzle_id, start),
                                                   a.correct)
            out.append(learner.rating)
        return out

    def reviews(self, game: str | None = None) -> list[DueReview]:
        """Every puzzle in the review queue, soonest first."""
        rows = self._conn.execute(
            "SELECT puzzle_id, game, stage, due FROM reviews"
            + (" WHERE game = ?" if game else "") + " ORDER BY due, puzzle_id",
            (game,) if game else ()).fetchall()
        return [DueReview(r[0], r[1], r[2], _parse(r[3])) for r in rows]

    def due(self, game: str | None = None, now: datetime | None = None) -> list[DueReview]:
        """The reviews due now (or at ``now``), soonest first."""
        t = _now(now)
        return [r for r in self.reviews(game) if r.due <= t]
