"""Writers killed at random moments lose nothing and tear nothing.

Small writer processes (forked from the test, so a kill costs milliseconds) record puzzle
attempts and lesson steps in the progress store, or save a game over and over, and tell the test
each record once it is committed. The test kills them with SIGKILL at random moments (one writer,
or two at once on the same store), then opens what they left: every record a writer reported must
be there whole ("lost" otherwise), and no attempt may be there without its rating updates, nor any
record cut short ("torn"). Under ``HYPOTHESIS_PROFILE=ci`` the store takes 100 kills and the save
40; otherwise 12 and 6.
"""

from __future__ import annotations

import os
import random
import select
import signal
import sqlite3
import time
from pathlib import Path

import pytest

from tutor.teach.progress import ProgressStore

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the writers are forked")

PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "")
STORE_KILLS = {"ci": 100, "thorough": 400}.get(PROFILE, 12)
SAVE_KILLS = {"ci": 40, "thorough": 200}.get(PROFILE, 6)
#: Trials that share one store (its records are checked again after every later kill).
GROUP = 8
GAME = "klaverjassen"
PAD = "x" * 300  # long enough that a torn answer would show


def _answer(writer: int, i: int) -> str:
    return f"{writer}:{i}:{PAD}"


def _store_writer(directory: Path, writer: int, start: int, fd: int) -> None:
    """In the child: write records for ever, reporting each once committed."""
    try:
        store = ProgressStore.open(directory)
        os.write(fd, b"ready\n")
        i = start
        while True:
            store.record_attempt(f"p{writer}-{i % 11}", GAME, i % 3 != 0,
                                 answer=_answer(writer, i), seconds=1.5)
            store.save_lesson(f"l{writer}-{i % 5}", GAME, i)
            os.write(fd, f"{writer} {i}\n".encode())
            i += 1
    finally:
        os._exit(0)


def _spawn(target: object, *args: object) -> tuple[int, int]:
    """Fork a writer; its pid and the read end of its report pipe (after it said ready)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        os.close(r)
        target(*args, w)  # type: ignore[operator]
        os._exit(0)
    os.close(w)
    ready, _, _ = select.select([r], [], [], 20)
    assert ready, "a writer did not start"
    return pid, r


def _reports(fd: int) -> list[str]:
    """Every line a (dead) writer reported."""
    chunks = []
    while True:
        data = os.read(fd, 65536)
        if not data:
            break
        chunks.append(data)
    os.close(fd)
    return [line for line in b"".join(chunks).decode().splitlines() if line != "ready"]


def _kill(pid: int, rng: random.Random) -> None:
    time.sleep(rng.uniform(0.0, 0.03))  # a random moment: mid-transaction or between
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


def _check_store(directory: Path, committed: dict[tuple[int, int], None],
                 lessons: dict[str, int]) -> tuple[int, int]:
    """(lost, torn) records in the store after the kills."""
    with ProgressStore.open(directory) as store:
        assert store.notices == []  # nothing was moved aside: the file is whole
        attempts = store.attempts()
        have = {a.answer: a for a in attempts}
        lost = sum(1 for w, i in committed if _answer(w, i) not in have)
        torn = sum(1 for a in attempts
                   if not a.answer.endswith(PAD) or a.seconds != 1.5 or a.game != GAME)
        # Every attempt came with both rating updates (one transaction), or none did.
        rated = store.rated_games(GAME)
        conn = sqlite3.connect(store.path)
        try:
            puzzle_games = conn.execute(
                "SELECT SUM(games) FROM ratings WHERE kind = 'puzzle'").fetchone()[0] or 0
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        finally:
            conn.close()
        torn += abs(rated - len(attempts)) + abs(puzzle_games - len(attempts))
        for lesson_id, step in lessons.items():
            saved = store.lesson(lesson_id)
            # A later write may have landed after the last report; an earlier one may not.
            if saved is None or saved.step < step:
                lost += 1
    return lost, torn


def test_killed_store_writers_lose_and_tear_nothing(tmp_path: Path) -> None:
    rng = random.Random(f"kill:{PROFILE}")
    committed: dict[tuple[int, int], None] = {}
    lessons: dict[str, int] = {}
    kills = lost = torn = total = 0
    next_i = 0
    trial = 0
    directory = tmp_path
    while kills < STORE_KILLS:
        if trial % GROUP == 0:  # a store lives through a group of trials, then a fresh one
            directory = tmp_path / f"store-{trial // GROUP}"
            total += len(committed)
            committed, lessons = {}, {}
        writers = 1 if trial % 3 == 0 or STORE_KILLS - kills == 1 else 2
        started = [(_spawn(_store_writer, directory, w, next_i)) for w in range(writers)]
        next_i += 100_000
        order = list(started)
        rng.shuffle(order)
        for pid, _ in order:
            _kill(pid, rng)
            kills += 1
        for _, fd in started:
            for line in _reports(fd):
                w, i = map(int, line.split())
                committed[(w, i)] = None
                key = f"l{w}-{i % 5}"
                lessons[key] = max(lessons.get(key, -1), i)
        trial_lost, trial_torn = _check_store(directory, committed, lessons)
        lost += trial_lost
        torn += trial_torn
        trial += 1
    total += len(committed)
    print(f"progress store: {kills} kills, {total} records reported, {lost} lost, {torn} torn")
    assert kills >= STORE_KILLS and total > kills  # the writers did write
    assert (lost, torn) == (0, 0), f"{kills} kills: {lost} lost, {torn} torn"


def _save_writer(path: Path, texts: list[str], fd: int) -> None:
    from tutor.files import write_atomic

    try:
        os.write(fd, b"ready\n")
        k = 0
        while True:
            write_atomic(path, texts[k % len(texts)])
            os.write(fd, f"{k % len(texts)}\n".encode())
            k += 1
    finally:
        os._exit(0)


def test_killed_saves_leave_a_whole_save_and_no_litter(tmp_path: Path) -> None:
    from tutor.files import clean_temporary
    from tutor.play.session import PlaySession, save_path

    sessions = []
    for seed in (1, 2):
        s = PlaySession(GAME, seed=seed, human=2, level="random", advisor="sampler")
        for _ in range(seed * 9):
            s.bot_step() if not s.human_to_move() else s.play(s.view().legal_actions[0])
        sessions.append(s)
    texts = [s.to_json() for s in sessions]
    path = save_path(tmp_path, GAME)
    PlaySession.save(sessions[0], path)
    rng = random.Random(f"kill-save:{PROFILE}")
    lost = torn = 0
    for _ in range(SAVE_KILLS):
        pid, fd = _spawn(_save_writer, path, texts)
        _kill(pid, rng)
        _reports(fd)
        if not path.exists():
            lost += 1
            continue
        try:
            resumed = PlaySession.load(path, game=GAME)
        except Exception:
            torn += 1
            continue
        torn += resumed.to_json() not in texts
    left = len(clean_temporary(path, older_than=0))
    print(f"saves: {SAVE_KILLS} kills, {lost} lost, {torn} torn, {left} temporary files left")
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]
    assert (lost, torn) == (0, 0), f"{SAVE_KILLS} kills: {lost} lost, {torn} torn"
