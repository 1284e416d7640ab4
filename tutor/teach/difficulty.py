"""How hard a decision puzzle is, measured: which bot levels find the answer, how many answers
come close.

A puzzle's starting rating comes from the measurement, not from its level label: the game's bot
levels each try every move of the puzzle from the learner's view; each level that misses an
answer raises the rating by a step, and so does each wrong answer that the proof values close to
the best (close calls are harder to see). The learners' results then move the
rating (Glicko-2 on both sides, ``tutor.teach.rating``).

Measuring plays the strong bots, so it runs offline (``bench/rate_puzzles.py``) and is stored
beside the puzzles in ``measured.json``, each entry with a hash of the puzzle it measured: an
edited puzzle falls back to its label until it is measured again (a test holds the shipped file
current).
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import FileFormatError
from ..files import read_text
from ..registry import ROOT, get_plugin
from ..seats import english_name
from .games import adapter_for
from .proof import Proof, prove_best
from .puzzle import Puzzle
from .rating import PUZZLE_RD, Rating, puzzle_start

#: The file beside each game's puzzles that holds the measurements.
MEASURED = "measured.json"
#: The rating of a puzzle every level solves; each level that misses it adds ``STEP``.
BASE = 1100.0
STEP = 400.0
#: An answer worth within this many points of the best is a close call; each adds ``CLOSE_STEP``
#: (at most ``CLOSE_MAX`` of them count).
CLOSE_POINTS = 10.0
CLOSE_STEP = 50.0
CLOSE_MAX = 3


@dataclass(frozen=True, slots=True)
class Measure:
    """What the bots and the proof found of one puzzle."""

    solved_by: tuple[str, ...]
    close: int
    rating: float
    hash: str

    def to_dict(self) -> dict[str, Any]:
        return {"hash": self.hash, "solved_by": list(self.solved_by), "close": self.close,
                "rating": self.rating}


def puzzle_hash(puzzle: Puzzle) -> str:
    """A fingerprint of everything that decides a puzzle's answer."""
    parts = [puzzle.game, puzzle.kind, puzzle.position, repr(sorted(puzzle.rules.items())),
             puzzle.to_move or "", "|".join(puzzle.assumptions), puzzle.objective]
    for step in puzzle.steps:
        judge: Any = step.judge
        parts.append(step.canonical())
        if step.table is not None:
            players = step.table.board.players
            parts.append(",".join(english_name(s.owner or 0, players)
                                  for s in step.table.seats if s.hidden))
        parts.append(repr(getattr(judge, "accepted", "")))
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]


def solves(puzzle: Puzzle, level: str, seed: int = 0) -> bool:
    """Whether the bot of ``level`` finds the accepted answer of every move, from the view of
    the player to move (a bot never sees more)."""
    from ..bots.registry import make_bot  # the bots load only when measuring

    for n, step in enumerate(puzzle.steps):
        judge: Any = step.judge
        state = judge.state
        seat = state.to_move()
        bot = make_bot(puzzle.game, level, random.Random(seed * 1000 + n))
        if bot.choose(state.view(seat)) not in judge.accepted:
            return False
    return True


def close_calls(proof: Proof, accepted: Sequence[str], close: float = CLOSE_POINTS) -> int:
    """Wrong answers the proof values within ``close`` points of the best (a game's adapter may
    set its own ``close_points``: a round of one game holds 11 points, a deal of another 162)."""
    sign = 1 if proof.higher_is_better else -1
    values = {a: sign * v for a, v in (proof.values or {}).items()}
    if not values:
        return 0
    best = max(values.values())
    return sum(1 for a, v in values.items() if a not in accepted and best - v <= close)


def measure(puzzle: Puzzle, seed: int = 0) -> Measure:
    """Try every bot level on the puzzle and weigh its close calls."""
    levels = get_plugin(puzzle.game).levels
    judge: Any = puzzle.step.judge
    accepted = [judge.state.format_action(a) for a in judge.accepted]
    adapter = adapter_for(puzzle.game)
    close = close_calls(prove_best(puzzle), accepted,
                        float(getattr(adapter, "close_points", CLOSE_POINTS)))
    if puzzle.objective not in getattr(adapter, "bot_objectives", adapter.objectives[:1]):
        # The bots play for the game's result; a puzzle that counts something else (the least
        # deadwood) is measured by its close calls alone.
        return Measure((), close, BASE + CLOSE_STEP * min(close, CLOSE_MAX), puzzle_hash(puzzle))
    solved_by = tuple(level for level in levels if solves(puzzle, level, seed))
    # Each level that misses it adds a step (a weak bot may stumble on an answer that a
    # stronger one, reading more into the position, passes over: count the misses).
    missed = len(levels) - len(solved_by)
    rating = BASE + STEP * missed + CLOSE_STEP * min(close, CLOSE_MAX)
    return Measure(solved_by, close, rating, puzzle_hash(puzzle))


def measured_path(game: str, root: Path = ROOT) -> Path:
    return root / "puzzles" / game / MEASURED


def read_measured(game: str, root: Path = ROOT) -> dict[str, dict[str, Any]]:
    """The stored measurements of a game's puzzles by id (none when the file is missing or
    cannot be read: the puzzles then start from their labels)."""
    try:
        data = json.loads(read_text(measured_path(game, root)))
    except (FileFormatError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}


def start_rating(puzzle: Puzzle, measured: dict[str, dict[str, Any]]) -> Rating:
    """The puzzle's rating before any learner tried it: measured when the stored measurement is
    of this very puzzle, else from its level label."""
    entry = measured.get(puzzle.id)
    if entry is not None and entry.get("hash") == puzzle_hash(puzzle):
        rating = entry.get("rating")
        if isinstance(rating, int | float) and not isinstance(rating, bool) \
                and 0 < rating < 4000:
            return Rating(float(rating), PUZZLE_RD)
    return puzzle_start(puzzle.level)
