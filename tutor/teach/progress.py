"""The learner's progress: a SQLite database in the user's data directory.

It holds the lessons done and where each stopped, every puzzle attempt, a Glicko-2 rating per game
for the learner and one per puzzle, and the review queue of missed puzzles.

Never losing progress:

- every write is one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``), so a crash or a kill leaves
  either all of an attempt (attempt row, both ratings, review entry) or none of it;
- WAL journalling and a busy timeout let two running copies of the app share the file;
- a database that cannot be read, fails SQLite's integrity check (the quick check misses an index
  that no longer matches its table, and reads through that index would meet the damage), holds
  what this program cannot use (a table or column missing, a date, number or text that is not
  one: damage no SQLite check sees, checked row by row on opening), or was written by a newer
  version is moved aside (never deleted, never over an earlier one) with a message in
  ``notices``, and a fresh one is started with every entry of the old one that can still be
  read whole;
- the schema is versioned (``PRAGMA user_version``) and upgraded by numbered migrations.

The directory is ``TUTOR_DATA_DIR`` when set, else the platform's user data directory.
"""

from __future__ import annotations

import math
import os
import sqlite3
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

import platformdirs

from ..errors import TutorError
from ..files import os_reason
from . import text as T
from .rating import Rating, Review, schedule, versus

ENV_DATA_DIR = "TUTOR_DATA_DIR"
FILE_NAME = "progress.sqlite3"
BUSY_TIMEOUT_MS = 10_000
#: How long a write waits for the lock while earlier writes already wait (milliseconds).
RETRY_TIMEOUT_MS = 200

#: Schema migrations: version N is reached by running MIGRATIONS[N - 1]. Never edit a shipped one;
#: add the next.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE lessons (
            lesson_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            step INTEGER NOT NULL,
            done INTEGER NOT NULL DEFAULT 0,
            updated TEXT NOT NULL)""",  # internal
        """CREATE TABLE attempts (
            id INTEGER PRIMARY KEY,
            puzzle_id TEXT NOT NULL,
            game TEXT NOT NULL,
            answer TEXT NOT NULL,
            correct INTEGER NOT NULL,
            at TEXT NOT NULL)""",  # internal
        "CREATE INDEX attempts_puzzle ON attempts (puzzle_id)",  # internal
        """CREATE TABLE ratings (
            kind TEXT NOT NULL,
            subject TEXT NOT NULL,
            rating REAL NOT NULL,
            rd REAL NOT NULL,
            vol REAL NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            updated TEXT NOT NULL,
            PRIMARY KEY (kind, subject))""",  # internal
    ),
    (
        "ALTER TABLE attempts ADD COLUMN seconds REAL",  # internal
        """CREATE TABLE reviews (
            puzzle_id TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            stage INTEGER NOT NULL,
            due TEXT NOT NULL)""",  # internal
        "CREATE INDEX reviews_due ON reviews (due)",  # internal
    ),
    (
        """CREATE TABLE duplicates (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            learner INTEGER NOT NULL,
            bot INTEGER NOT NULL,
            level TEXT NOT NULL,
            at TEXT NOT NULL)""",  # internal
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)

_LEARNER, _PUZZLE = "learner", "puzzle"
#: What reading a damaged file can raise: SQLite's errors, and a message of SQLite's that quotes
#: damaged bytes (Python cannot decode it).
_READ_ERRORS = (sqlite3.Error, UnicodeDecodeError)
#: SQLite errors that say nothing about the file (busy, locked, out of disk or memory, no
#: permission): the file is left alone and the store cannot start now. Every other error means
#: the file cannot serve as our database, and it is moved aside.
_PASSING_CODES = ("SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_FULL", "SQLITE_IOERR", "SQLITE_NOMEM",
                  "SQLITE_READONLY", "SQLITE_PERM", "SQLITE_INTERRUPT", "SQLITE_PROTOCOL",
                  "SQLITE_AUTH")


# -- What the tables must hold --------------------------------------------------------------------
# Every value the program reads is checked on opening, so no read later meets damage.

Check = Callable[[Any], bool]


def _is_text(v: Any) -> bool:
    return isinstance(v, str)


def _is_count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**62


def _is_score(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and -10**6 <= v <= 10**6


def _is_flag(v: Any) -> bool:
    return v in (0, 1) and isinstance(v, int)


def _is_date(v: Any) -> bool:
    if not isinstance(v, str):
        return False
    try:
        return datetime.fromisoformat(v).tzinfo is not None
    except ValueError:
        return False


def _is_real(low: float, high: float, *, low_open: bool = False) -> Check:
    def check(v: Any) -> bool:
        return (isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)
                and (low < v if low_open else low <= v) and v <= high)
    return check


def _or_none(check: Check) -> Check:
    return lambda v: v is None or check(v)


#: Each table's columns and what a value must be. Ratings stay where Glicko-2's arithmetic holds.
TABLES: Mapping[str, Mapping[str, Check]] = {
    "lessons": {"lesson_id": _is_text, "game": _is_text, "step": _is_count, "done": _is_flag,
                "updated": _is_date},
    "attempts": {"id": _is_count, "puzzle_id": _is_text, "game": _is_text, "answer": _is_text,
                 "correct": _is_flag, "at": _is_date,
                 "seconds": _or_none(_is_real(0.0, 1e9))},
    "ratings": {"kind": _is_text, "subject": _is_text, "rating": _is_real(-1000.0, 5000.0),
                "rd": _is_real(0.0, 350.0, low_open=True), "vol": _is_real(0.0, 1.0, low_open=True),
                "games": _is_count, "updated": _is_date},
    "reviews": {"puzzle_id": _is_text, "game": _is_text, "stage": _is_count, "due": _is_date},
    "duplicates": {"id": _is_count, "game": _is_text, "learner": _is_score,
                   "bot": _is_score, "level": _is_text, "at": _is_date},
}
#: The columns the writes' conflict clauses need unique, per table.
UNIQUE: Mapping[str, tuple[str, ...]] = {"lessons": ("lesson_id",), "ratings": ("kind", "subject"),
                                         "reviews": ("puzzle_id",)}


class StoreError(TutorError):
    """The progress database cannot be used at all (e.g. the directory is not writable)."""


class StoreWriteError(StoreError):
    """A write could not be made now (the file locked by another program for too long, full,
    or refusing the row); it is kept in memory and made again by ``retry`` or the next write."""


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
class Duplicate:
    """One free-play round against the same cards played by a bot in the learner's seat
    (``tutor.play.duplicate``): each side's result as its points minus the others'."""

    game: str
    learner: int
    bot: int
    level: str
    at: datetime

    @property
    def difference(self) -> int:
        return self.learner - self.bot


#: How many of the latest rounds the trend looks at.
RECENT = 20


@dataclass(frozen=True, slots=True)
class Summary:
    """The running duplicate rating: the mean difference over the rounds kept, and over the
    most recent ones (the trend)."""

    rounds: int
    mean: float
    recent: int
    recent_mean: float


def summarize(differences: Sequence[int]) -> Summary | None:
    """``differences`` oldest first; ``None`` before the first round."""
    if not differences:
        return None
    recent = list(differences[-RECENT:])
    return Summary(len(differences), sum(differences) / len(differences), len(recent),
                   sum(recent) / len(recent))


@dataclass(frozen=True, slots=True)
class DueReview:
    puzzle_id: str
    game: str
    stage: int
    due: datetime


def _reschedule(c: sqlite3.Connection, item_id: str, game: str, correct: bool,
                t: datetime) -> Review | None:
    """Move an item (a puzzle, a lesson exercise) in the review queue after an answer."""
    row = c.execute("SELECT stage, due FROM reviews WHERE puzzle_id = ?",  # internal
                    (item_id,)).fetchone()
    current = None if row is None else Review(row[0], _parse(row[1]))
    review = schedule(current, correct, t)
    if review is None:
        c.execute("DELETE FROM reviews WHERE puzzle_id = ?", (item_id,))  # internal
    else:
        c.execute(
            """INSERT INTO reviews (puzzle_id, game, stage, due) VALUES (?, ?, ?, ?)
               ON CONFLICT (puzzle_id) DO UPDATE SET stage = excluded.stage,
                 due = excluded.due""",  # internal
            (item_id, game, review.stage, _iso(review.due)))
    return review


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
        #: Writes that could not be made yet, oldest first (each one transaction).
        self._pending: list[Callable[[sqlite3.Connection], Any]] = []
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
            raise StoreError(T.STORE_NO_DIR.format(path=self.path.parent,
                                                   error=os_reason(e))) from None
        try:
            return self._connect()
        except _Unusable as e:
            unusable = e
        moved = self._move_aside()
        try:
            conn = self._connect()
        except (_Unusable, *_READ_ERRORS) as e:
            raise StoreError(T.STORE_CANNOT_START.format(path=self.path, error=e)) from None
        kept = 0 if unusable.newer else recover(moved, conn)
        if unusable.newer:
            notice = T.STORE_NEWER.format(path=self.path, moved=moved, reason=unusable.reason)
        elif kept:
            notice = T.STORE_RECOVERED.format(kept, path=self.path, moved=moved,
                                              reason=unusable.reason)
        else:
            notice = T.STORE_MOVED_ASIDE.format(path=self.path, moved=moved,
                                                reason=unusable.reason)
        self.notices.append(notice)
        return conn

    def _connect(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = None
        try:
            # Only regular files are handed to SQLite: opening a FIFO (the database or a file
            # beside it) blocks for ever, and a folder or device is no database either.
            if self.path.exists() and not self.path.is_file():
                raise _Unusable(str(T.STORE_NOT_A_FILE))
            for side in _with_sidecars(self.path)[1:]:
                if side.exists() and not side.is_file():
                    raise _Unusable(T.STORE_SIDE_NOT_A_FILE.format(name=side.name))
            # Autocommit mode: transactions are opened explicitly, so their extent is visible.
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000,
                                   isolation_level=None)
            conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # internal
            version = conn.execute("PRAGMA user_version").fetchone()[0]  # internal
            if version > SCHEMA_VERSION:
                raise _Unusable(T.STORE_VERSION.format(found=version, known=SCHEMA_VERSION),
                                newer=True)
            check = conn.execute("PRAGMA integrity_check(1)").fetchone()[0]  # internal
            if check != "ok":
                raise _Unusable(str(check))
            conn.execute("PRAGMA journal_mode = WAL")  # internal
            conn.execute("PRAGMA synchronous = NORMAL")  # internal
            self._migrate(conn)
            damage = find_damage(conn)
            if damage:
                raise _Unusable(damage)
            return conn
        except sqlite3.Error as e:
            if conn is not None:
                conn.close()
            name = getattr(e, "sqlite_errorname", "")
            if name.startswith(_PASSING_CODES):
                # Busy, locked, out of disk...: the file may be fine, so never move it aside.
                raise StoreError(T.STORE_CANNOT_OPEN.format(path=self.path, error=e)) from None
            raise _Unusable(str(e)) from None
        except UnicodeDecodeError as e:  # SQLite's message quotes a damaged schema
            if conn is not None:
                conn.close()
            raise _Unusable(T.STORE_DAMAGED_SCHEMA.format(error=e)) from None
        except _Unusable:
            if conn is not None:
                conn.close()
            raise

    def _migrate(self, conn: sqlite3.Connection) -> None:
        while True:
            conn.execute("BEGIN IMMEDIATE")  # internal
            try:
                # Read again under the write lock: another copy may have migrated meanwhile.
                version = conn.execute("PRAGMA user_version").fetchone()[0]  # internal
                if version >= SCHEMA_VERSION:
                    conn.execute("COMMIT")
                    return
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")  # internal
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
            raise StoreError(T.STORE_CANNOT_MOVE.format(path=self.path,
                                                        error=os_reason(e))) from None
        return target

    # -- plumbing --------------------------------------------------------------------------

    def close(self) -> None:
        """Close the file, after one last try at the writes still waiting."""
        with suppress(StoreError):
            self._flush(wait=True)
        self._conn.close()

    def __enter__(self) -> ProgressStore:
        return self

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        """One write transaction; the write lock is taken at the start, so it cannot deadlock.
        SQLite refusing it (locked, full, a constraint) is a ``StoreWriteError``."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")  # internal
        except sqlite3.Error as e:
            raise StoreWriteError(T.STORE_CANNOT_WRITE.format(path=self.path, error=e)) from None
        try:
            yield conn
            conn.execute("COMMIT")  # internal
        except BaseException as e:
            if conn.in_transaction:
                with suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")  # internal
            if isinstance(e, sqlite3.Error):
                raise StoreWriteError(T.STORE_CANNOT_WRITE.format(path=self.path,
                                                                  error=e)) from None
            raise

    @property
    def pending(self) -> int:
        """How many writes wait to be made."""
        return len(self._pending)

    def _write(self, op: Callable[[sqlite3.Connection], Any]) -> Any:
        """Make ``op`` in a transaction of its own, after the writes waiting before it; its
        result. Unless it is written, ``StoreWriteError`` (it waits, in order, with the rest)."""
        self._pending.append(op)
        # While earlier writes wait, the file is known to be blocked: try without waiting, so
        # the screen does not freeze for the lock's whole timeout on every answer.
        return self._flush(wait=len(self._pending) == 1)

    def _flush(self, *, wait: bool) -> Any:
        result = None
        if not wait:
            self._conn.execute(f"PRAGMA busy_timeout = {RETRY_TIMEOUT_MS}")  # internal
        try:
            while self._pending:
                with self._tx() as c:
                    result = self._pending[0](c)
                self._pending.pop(0)
        finally:
            if not wait:
                self._conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")  # internal
        return result

    def retry(self) -> bool:
        """Try the waiting writes again (briefly); whether none is left."""
        if self._pending:
            with suppress(StoreError):
                self._flush(wait=False)
        return not self._pending

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])  # internal

    # -- lessons ---------------------------------------------------------------------------

    def save_lesson(self, lesson_id: str, game: str, step: int, done: bool = False, *,
                    now: datetime | None = None) -> None:
        """Remember where a lesson stopped; once done, a lesson stays done."""
        at = _iso(_now(now))

        def write(c: sqlite3.Connection) -> None:
            c.execute(
                """INSERT INTO lessons (lesson_id, game, step, done, updated)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (lesson_id) DO UPDATE SET
                     game = excluded.game, step = excluded.step,
                     done = MAX(lessons.done, excluded.done),
                     updated = excluded.updated""",  # internal
                (lesson_id, game, step, int(done), at))

        self._write(write)

    def lesson(self, lesson_id: str) -> LessonProgress | None:
        row = self._conn.execute(
            "SELECT lesson_id, game, step, done, updated FROM lessons "  # internal
            "WHERE lesson_id = ?", (lesson_id,)).fetchone()
        if row is None:
            return None
        return LessonProgress(row[0], row[1], row[2], bool(row[3]), _parse(row[4]))

    def lessons(self, game: str | None = None) -> list[LessonProgress]:
        rows = self._conn.execute(
            "SELECT lesson_id, game, step, done, updated FROM lessons"  # internal
            + (" WHERE game = ?" if game else "") + " ORDER BY lesson_id",  # internal
            (game,) if game else ()).fetchall()
        return [LessonProgress(r[0], r[1], r[2], bool(r[3]), _parse(r[4])) for r in rows]

    # -- ratings and attempts ---------------------------------------------------------------

    def _rating(self, c: sqlite3.Connection, kind: str, subject: str,
                default: Rating) -> Rating:
        row = c.execute(
            "SELECT rating, rd, vol FROM ratings WHERE kind = ? AND subject = ?",  # internal
            (kind, subject)).fetchone()
        return default if row is None else Rating(row[0], row[1], row[2])

    def rating(self, game: str) -> Rating:
        """The learner's rating for a game (a new learner starts at 1500 with RD 350)."""
        return self._rating(self._conn, _LEARNER, game, Rating())

    def puzzle_rating(self, puzzle_id: str, default: Rating | None = None) -> Rating:
        return self._rating(self._conn, _PUZZLE, puzzle_id, default or Rating())

    def rated_games(self, game: str) -> int:
        row = self._conn.execute(
            "SELECT games FROM ratings WHERE kind = ? AND subject = ?",  # internal
            (_LEARNER, game)).fetchone()
        return 0 if row is None else int(row[0])

    def _set_rating(self, c: sqlite3.Connection, kind: str, subject: str, r: Rating,
                    now: datetime) -> None:
        c.execute(
            """INSERT INTO ratings (kind, subject, rating, rd, vol, games, updated)
               VALUES (?, ?, ?, ?, ?, 1, ?)
               ON CONFLICT (kind, subject) DO UPDATE SET rating = excluded.rating,
                 rd = excluded.rd, vol = excluded.vol, games = ratings.games + 1,
                 updated = excluded.updated""",  # internal
            (kind, subject, r.rating, r.rd, r.vol, _iso(now)))

    def record_attempt(self, puzzle_id: str, game: str, correct: bool, *, answer: str = "",
                       seconds: float | None = None, puzzle_default: Rating | None = None,
                       now: datetime | None = None) -> AttemptResult:
        """Store an attempt and, in the same transaction, both ratings and the review entry.

        ``puzzle_default`` is the puzzle's starting rating when it has none yet (see
        ``rating.puzzle_start``).
        """
        t = _now(now)

        def write(c: sqlite3.Connection) -> AttemptResult:
            learner = self._rating(c, _LEARNER, game, Rating())
            puzzle = self._rating(c, _PUZZLE, puzzle_id, puzzle_default or Rating())
            new_learner, new_puzzle = versus(learner, puzzle, correct)
            c.execute("INSERT INTO attempts (puzzle_id, game, answer, correct, seconds, at) "
                      "VALUES (?, ?, ?, ?, ?, ?)",  # internal
                      (puzzle_id, game, answer, int(correct), seconds, _iso(t)))
            self._set_rating(c, _LEARNER, game, new_learner, t)
            self._set_rating(c, _PUZZLE, puzzle_id, new_puzzle, t)
            review = _reschedule(c, puzzle_id, game, correct, t)
            return AttemptResult(learner, new_learner, puzzle, new_puzzle, review)

        result: AttemptResult = self._write(write)
        return result

    def record_exercise(self, item_id: str, game: str, correct: bool, *,
                        now: datetime | None = None) -> Review | None:
        """A lesson exercise answered (its first answer of a sitting): it joins the review queue
        on a miss and moves through it like a puzzle, but rates nothing (a lesson teaches; its
        exercises are not a test)."""
        t = _now(now)
        review: Review | None = self._write(lambda c: _reschedule(c, item_id, game, correct, t))
        return review

    def attempts(self, puzzle_id: str | None = None) -> list[Attempt]:
        rows = self._conn.execute(
            "SELECT puzzle_id, game, answer, correct, seconds, at FROM attempts"  # internal
            + (" WHERE puzzle_id = ?" if puzzle_id else "") + " ORDER BY id",  # internal
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

    def record_duplicate(self, game: str, learner: int, bot: int, level: str, *,
                         now: datetime | None = None) -> None:
        """Store one round's comparison with the bot in the learner's seat."""
        at = _iso(_now(now))
        self._write(lambda c: c.execute(
            "INSERT INTO duplicates (game, learner, bot, level, at) "  # internal
            "VALUES (?, ?, ?, ?, ?)", (game, learner, bot, level, at)))

    def duplicates(self, game: str, last: int = 150) -> list[Duplicate]:
        """The last ``last`` rounds compared for ``game``, oldest first."""
        rows = self._conn.execute(
            "SELECT game, learner, bot, level, at FROM duplicates WHERE game = ? "
            "ORDER BY id DESC LIMIT ?", (game, last)).fetchall()  # internal
        return [Duplicate(r[0], r[1], r[2], r[3], _parse(r[4])) for r in reversed(rows)]

    def reviews(self, game: str | None = None) -> list[DueReview]:
        """Every puzzle in the review queue, soonest first."""
        rows = self._conn.execute(
            "SELECT puzzle_id, game, stage, due FROM reviews"  # internal
            + (" WHERE game = ?" if game else "") + " ORDER BY due, puzzle_id",  # internal
            (game,) if game else ()).fetchall()
        return [DueReview(r[0], r[1], r[2], _parse(r[3])) for r in rows]

    def due(self, game: str | None = None, now: datetime | None = None) -> list[DueReview]:
        """The reviews due now (or at ``now``), soonest first."""
        t = _now(now)
        return [r for r in self.reviews(game) if r.due <= t]


# -- Damage SQLite's checks miss, and what can be saved ------------------------------------------


def _name(value: Any) -> str:
    """A name SQLite gave (bytes while ``text_factory`` is ``bytes``)."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


def _columns(conn: sqlite3.Connection, table: str) -> set[str]:
    return {_name(r[1]) for r in conn.execute(f"PRAGMA table_info({table})")}  # internal


def _has_unique(conn: sqlite3.Connection, table: str, columns: tuple[str, ...]) -> bool:
    for row in conn.execute(f"PRAGMA index_list({table})").fetchall():  # internal
        if row[2] and tuple(_name(r[2]) for r in conn.execute(
                f"PRAGMA index_info({_quote(_name(row[1]))})")) == columns:  # internal
            return True
    return False


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _decoded(values: tuple[Any, ...], kinds: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """A row read with ``text_factory=bytes``: texts decoded, or ``None`` when one is not UTF-8
    (a blob where text belongs counts as damage too)."""
    out: list[Any] = []
    for v, kind in zip(values, kinds, strict=True):
        if kind == b"blob" or kind == "blob":
            return None
        if isinstance(v, bytes):
            try:
                v = v.decode("utf-8")
            except UnicodeDecodeError:
                return None
        out.append(v)
    return tuple(out)


def _select(table: str, columns: list[str]) -> str:
    cols = ", ".join(columns)
    kinds = ", ".join(f"typeof({c})" for c in columns)
    return f"SELECT {cols}, {kinds} FROM {table}"


def _valid(table: str, columns: list[str], row: tuple[Any, ...]) -> tuple[Any, ...] | None:
    n = len(columns)
    values = _decoded(row[:n], row[n:])
    if values is None:
        return None
    checks = TABLES[table]
    if not all(checks[c](v) for c, v in zip(columns, values, strict=True)):
        return None
    return values


def find_damage(conn: sqlite3.Connection) -> str:
    """What in an open database this program could not use (``""``: nothing): a table or column
    missing, a key no longer unique, a value of the wrong kind. Reads every row once."""
    conn.text_factory = bytes
    try:
        for table, checks in TABLES.items():
            have = _columns(conn, table)
            if not have:
                return T.STORE_MISSING_TABLE.format(table=table)
            missing = [c for c in checks if c not in have]
            if missing:
                return T.STORE_DAMAGED_TABLE.format(table=table, columns=", ".join(missing))
            if table in UNIQUE and not _has_unique(conn, table, UNIQUE[table]):
                return T.STORE_DAMAGED_TABLE.format(table=table,
                                                    columns=", ".join(UNIQUE[table]))
            columns = list(checks)
            for row in conn.execute(_select(table, columns)):
                if _valid(table, columns, row) is None:
                    return T.STORE_DAMAGED_ROW.format(table=table)
        return ""
    finally:
        conn.text_factory = str


#: How many rowids past the last one found a salvage keeps looking when it cannot ask for the
#: largest rowid (the page that holds it is damaged).
_SALVAGE_GAP = 1000


def _salvage(old: sqlite3.Connection, table: str) -> tuple[list[str], list[tuple[Any, ...]]]:
    """The rows of ``table`` that can still be read whole, with the columns they hold: what a
    straight read gives before it meets damage, and what a read of each rowid gives (a damaged
    page then hides only its own rows)."""
    try:
        have = _columns(old, table)
    except _READ_ERRORS:
        return [], []
    columns = [c for c in TABLES[table] if c in have]
    needed = [c for c, check in TABLES[table].items() if not check(None)]
    if not columns or any(c not in columns for c in needed):
        return columns, []
    rows: dict[tuple[Any, ...], None] = {}

    def keep(row: tuple[Any, ...]) -> None:
        values = _valid(table, columns, row)
        if values is not None:
            rows[values] = None
    try:
        for row in old.execute(_select(table, columns)):
            keep(row)
    except _READ_ERRORS:
        pass
    query = _select(table, columns) + " WHERE rowid = ?"  # internal
    try:
        top = old.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0]  # internal
    except _READ_ERRORS:
        top = None
    rowid, last_found = 0, 0
    while True:
        rowid += 1
        if isinstance(top, int) and rowid > top:
            break
        if not isinstance(top, int) and rowid - last_found > _SALVAGE_GAP:
            break
        try:
            row = old.execute(query, (rowid,)).fetchone()
        except _READ_ERRORS:
            continue
        if row is not None:
            last_found = rowid
            keep(row)
    return columns, list(rows)


def _with_sidecars(path: Path) -> tuple[Path, Path, Path]:
    """The database file and the two files SQLite keeps beside it in WAL mode."""
    return path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")


def recover(moved: Path, conn: sqlite3.Connection) -> int:
    """Copy every entry of the database set aside at ``moved`` that can still be read whole into
    the fresh one; the number copied."""
    kept = 0
    if not moved.is_file():  # a FIFO would block SQLite for ever; a folder holds nothing
        return 0
    _, wal_path, shm = _with_sidecars(moved)
    had_shm = shm.exists()
    # With no log beside it the file is read as it lies, making no files next to it; with one,
    # read-only through the log (which needs a "-shm" file, removed again below). A log or
    # "-shm" that is not a regular file would block the read: the file is read as it lies.
    wal = wal_path.exists() and wal_path.is_file() and (not had_shm or shm.is_file())
    try:
        old = sqlite3.connect(f"{moved.resolve().as_uri()}?{'mode=ro' if wal else 'immutable=1'}",
                              uri=True, isolation_level=None)
    except (*_READ_ERRORS, ValueError):
        return 0
    try:
        old.text_factory = bytes
        salvaged = {t: _salvage(old, t) for t in TABLES}
    except _READ_ERRORS:
        return 0
    finally:
        old.close()
        if wal and not had_shm:  # reading a WAL database makes one; leave the folder as it was
            shm.unlink(missing_ok=True)
    conn.execute("BEGIN IMMEDIATE")  # internal
    try:
        for table, (columns, rows) in salvaged.items():
            if not rows:
                continue
            marks = ", ".join("?" for _ in columns)
            for row in rows:
                cur = conn.execute(f"INSERT OR IGNORE INTO {table} ({', '.join(columns)}) "
                                   f"VALUES ({marks})", row)  # internal
                kept += cur.rowcount
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return kept
