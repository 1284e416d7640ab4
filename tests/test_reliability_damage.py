"""Random damage to the progress database and to saves: the app always opens, nothing whole is lost.

Each trial damages a copy of a well-used database (bytes overwritten, bits flipped, a stretch
zeroed, or a change SQLite's quick check cannot see: a bad date, text that is not UTF-8, a table
dropped, a column renamed, a rating out of range) and starts the whole app on it in a pilot
test, which must reach its home screen with a working store and the notice shown, and then makes
every read the app's screens make. Every entry that could still be read whole from the damaged
file must be in the store afterwards. Saves get the same treatment: the whole app starts at the
table, and the damaged save is either resumed or kept byte for byte under a new name, never over
an earlier set-aside file. Under ``HYPOTHESIS_PROFILE=ci`` 100 trials each; otherwise 12.
"""

from __future__ import annotations

import os
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tutor.teach.progress import FILE_NAME, TABLES, ProgressStore

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "")
TRIALS = {"ci": 100, "thorough": 1000}.get(PROFILE, 12)
GAME = "klaverjassen"

Rows = dict[str, set[tuple[Any, ...]]]


@pytest.fixture(autouse=True)
def _no_terminal_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("COLORFGBG", raising=False)


@pytest.fixture(scope="module")
def well_used(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database after some weeks of use: lessons, attempts, ratings, reviews."""
    from datetime import UTC, datetime, timedelta

    directory = tmp_path_factory.mktemp("base")
    start = datetime(2026, 1, 5, 18, 0, tzinfo=UTC)
    rng = random.Random(5)
    with ProgressStore.open(directory) as store:
        for i in range(40):
            store.save_lesson(f"lesson-{i:02d}", GAME if i % 3 else "gin-rummy", i % 9,
                              done=i % 4 == 0, now=start + timedelta(hours=i))
        for i in range(300):
            store.record_attempt(f"puzzle-{rng.randrange(60):02d}", GAME if i % 4 else "gin-rummy",
                                 rng.random() < 0.6, answer=f"♥J {i}", seconds=rng.random() * 60,
                                 now=start + timedelta(hours=i))
    path = directory / FILE_NAME
    assert not path.with_name(FILE_NAME + "-wal").exists()
    return path


def whole_rows(path: Path) -> Rows:
    """Every row that can be read whole from a database file, as the program's tables define
    them: a table that reads straight through, else what the read gave before the damage and
    what a read of each rowid gives (a damaged page hides only its own rows)."""
    out: Rows = {t: set() for t in TABLES}
    if not path.exists():
        return out
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    except (sqlite3.Error, UnicodeDecodeError):
        return out
    conn.text_factory = bytes  # text that is not UTF-8 makes its row damaged, not the read
    try:
        for table, checks in TABLES.items():
            cols = list(checks)

            def add(row: Any, table: str = table, checks: Any = checks,
                    cols: list[str] = cols) -> None:
                n = len(cols)
                if b"blob" in row[n:]:  # a blob where the program keeps text or numbers
                    return
                try:
                    values = tuple(v.decode() if isinstance(v, bytes) else v for v in row[:n])
                except UnicodeDecodeError:
                    return
                if all(checks[c](v) for c, v in zip(cols, values, strict=True)):
                    out[table].add(values)
            kinds = ", ".join(f"typeof({c})" for c in cols)
            query = f"SELECT {', '.join(cols)}, {kinds} FROM {table}"
            try:
                for row in conn.execute(query):
                    add(row)
                continue  # read straight through: every row it holds
            except (sqlite3.Error, UnicodeDecodeError):  # a message quoting damaged bytes
                pass
            try:
                top = conn.execute(f"SELECT max(rowid) FROM {table}").fetchone()[0]
            except (sqlite3.Error, UnicodeDecodeError):
                top = None
            for rowid in range(1, (top if isinstance(top, int) else 1000) + 1):
                try:
                    row = conn.execute(query + " WHERE rowid = ?", (rowid,)).fetchone()
                except (sqlite3.Error, UnicodeDecodeError):
                    continue
                if row is not None:
                    add(row)
    finally:
        conn.close()
    return out


def _sql_damage(rng: random.Random) -> str:
    return rng.choice([
        "UPDATE lessons SET updated = 'last Tuesday' WHERE rowid = 3",
        "UPDATE attempts SET at = '2026-13-45T00:00:00+00:00' WHERE id = 17",
        "UPDATE attempts SET answer = CAST(X'C328FF' AS TEXT) WHERE id = 40",
        "UPDATE attempts SET correct = 7 WHERE id = 41",
        "UPDATE reviews SET due = '2026-02-01T10:00:00' WHERE rowid = 2",
        "UPDATE reviews SET stage = -3 WHERE rowid = 1",
        "UPDATE ratings SET rd = 0 WHERE rowid = 1",
        "UPDATE ratings SET rating = 1e300 WHERE rowid = 2",
        "UPDATE ratings SET vol = CAST(X'00' AS BLOB) WHERE rowid = 3",
        "UPDATE lessons SET step = 'four' WHERE rowid = 5",
        "DROP TABLE reviews",
        "DROP INDEX attempts_puzzle",
        "ALTER TABLE lessons RENAME COLUMN step TO stap",
        "ALTER TABLE attempts DROP COLUMN seconds",
        "PRAGMA user_version = 1",
    ])


def damage(data: bytes, rng: random.Random, path: Path) -> str:
    """Write ``data`` damaged to ``path``; what was done."""
    roll = rng.random()
    buf = bytearray(data)
    if roll < 0.3:
        path.write_bytes(data)
        sql = _sql_damage(rng)
        conn = sqlite3.connect(path)
        conn.execute(sql)
        conn.commit()
        conn.close()
        for suffix in ("-wal", "-shm"):
            path.with_name(path.name + suffix).unlink(missing_ok=True)
        return sql
    if roll < 0.6:
        at = rng.randrange(len(buf))
        n = rng.randint(1, 64)
        buf[at:at + n] = bytes(rng.randrange(256) for _ in range(min(n, len(buf) - at)))
        what = f"{n} bytes overwritten at {at}"
    elif roll < 0.85:
        spots = [rng.randrange(len(buf)) for _ in range(rng.randint(1, 8))]
        for at in spots:
            buf[at] ^= 1 << rng.randrange(8)
        what = f"bits flipped at {spots}"
    else:
        at = rng.randrange(len(buf))
        buf[at:at + 512] = bytes(min(512, len(buf) - at))
        what = f"512 bytes zeroed at {at}"
    path.write_bytes(bytes(buf))
    return what


def _settings(directory: Path) -> Any:
    from tutor.tui.app import Settings

    return Settings(data_dir=directory, bot_delay=0.0, review=False, seed=5,
                    levels={GAME: "random", "gin-rummy": "random"},
                    advisors={GAME: "sampler", "gin-rummy": "sampler"})


def _home_reads(store: ProgressStore) -> None:
    """Every read the home screen and the lesson and puzzle screens make of the store."""
    from functools import partial

    from tutor.tui.app import _puzzle_start

    for game in (GAME, "gin-rummy"):
        store.lessons(game), store.rating(game), store.due(game)
        store.rating_history(game, partial(_puzzle_start, game))
    store.lessons(), store.attempts(), store.reviews()
    for p in store.lessons():
        store.lesson(p.lesson_id)


async def test_a_damaged_database_never_keeps_the_app_shut(tmp_path: Path,
                                                           well_used: Path) -> None:
    """Each trial starts the whole app on the damaged folder in a pilot test and makes every read
    its screens make."""
    from tutor.tui.app import HomeScreen, create_app

    base = well_used.read_bytes()
    rng = random.Random(f"damage:{PROFILE}")
    moved = lost = apps = 0
    for trial in range(TRIALS):
        directory = tmp_path / f"t{trial}"
        directory.mkdir()
        path = directory / FILE_NAME
        what = damage(base, rng, path)
        whole = whole_rows(path)
        app = create_app(_settings(directory))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            store = app.store
            assert isinstance(app.screen, HomeScreen) and store is not None, what
            assert app.return_code in (None, 0), what
            notices = list(store.notices)
            if notices:  # said on the home screen
                status = " ".join(str(app.screen.query_one("#status").render()).split())
                assert "nothing was deleted" in status, what
            _home_reads(store)
        apps += 1
        moved += bool(notices)
        assert all("nothing was deleted" in n for n in notices), what
        after = whole_rows(path)
        missing = {t: whole[t] - after[t] for t in TABLES}
        lost += sum(len(v) for v in missing.values())
        assert not any(missing.values()), f"{what}: lost {missing}"
        with ProgressStore.open(directory) as store:  # and it takes new progress
            store.record_attempt("new", GAME, True)
            assert store.notices == [] and store.attempts()[-1].puzzle_id == "new"
    print(f"database: {TRIALS} trials ({apps} in the whole app), {moved} moved aside and "
          f"recovered, {lost} entries lost")
    assert moved > 0


def _save_variants(tmp_path: Path) -> dict[str, str]:
    from tutor.play.session import PlaySession
    from tutor.registry import get_plugin

    out = {}
    for game in (GAME, "gin-rummy"):
        seat = get_plugin(game).human_seat
        session = PlaySession(game, seed=4, human=seat, level="random", advisor="sampler")
        for _ in range(25):
            if session.state.is_terminal():
                break
            if session.human_to_move():
                session.play(session.view().legal_actions[-1])
            else:
                session.bot_step()
        out[game] = session.to_json()
    return out


def _damage_text(text: str, rng: random.Random) -> bytes:
    buf = bytearray(text.encode())
    roll = rng.random()
    if roll < 0.4:
        for _ in range(rng.randint(1, 6)):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
    elif roll < 0.7:
        at = rng.randrange(len(buf))
        del buf[at:at + rng.randint(1, 200)]
    elif roll < 0.85:
        buf = buf[:rng.randrange(len(buf))]
    else:
        at = rng.randrange(len(buf))
        buf[at:at] = rng.choice([b"[" * 5000, b"9" * 5000, b"\xff", b'"human": 9,', b"null"])
    return bytes(buf)


async def test_a_damaged_save_never_keeps_a_table_shut(tmp_path: Path) -> None:
    from tutor.play.session import save_path
    from tutor.tui.app import create_app
    from tutor.tui.table_base import TableScreen

    texts = _save_variants(tmp_path)
    rng = random.Random(f"damage-save:{PROFILE}")
    resumed = aside = 0
    for trial in range(TRIALS):
        game = (GAME, "gin-rummy")[trial % 2]
        directory = tmp_path / f"t{trial}"
        path = save_path(directory, game)
        path.parent.mkdir(parents=True)
        earlier = path.with_name(f"{path.stem}.unreadable.json")
        earlier.write_bytes(b"an earlier damaged save")
        bad = _damage_text(texts[game], rng)
        path.write_bytes(bad)
        app = create_app(_settings(directory), start=game)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TableScreen), bad[:80]
            session = app.screen.session
        assert earlier.read_bytes() == b"an earlier damaged save"
        kept = [p for p in path.parent.iterdir() if p.read_bytes() == bad]
        if session.seed == 4:  # resumed: the damage left a save that reads
            resumed += 1
        else:
            aside += 1
            assert kept and kept[0] != path and kept[0] != earlier, "the damaged save is kept"
        assert session.spec.id == game
    print(f"saves: {TRIALS} trials, {resumed} resumed, {aside} set aside, 0 lost")
    assert aside > 0
