"""Puzzle difficulty measured by the bots and the proof, not taken from a label."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from tutor.registry import ROOT, implemented
from tutor.teach.difficulty import (
    BASE,
    CLOSE_STEP,
    STEP,
    close_calls,
    measure,
    puzzle_hash,
    read_measured,
    start_rating,
)
from tutor.teach.proof import Proof
from tutor.teach.puzzle import load_puzzles
from tutor.teach.rating import puzzle_start

LINES = ROOT / "puzzles" / "klaverjassen" / "lines.toml"


def line() -> object:
    return load_puzzles(LINES)[0]


@pytest.mark.parametrize("game", implemented())
def test_every_decision_puzzle_is_measured_in_its_current_form(game: str) -> None:
    """Run ``bench/rate_puzzles.py`` after adding or editing a decision puzzle."""
    from tutor.tui.teach import puzzles_for

    stored = read_measured(game)
    stale = [p.id for p in puzzles_for(game)
             if p.kind == "best" and stored.get(p.id, {}).get("hash") != puzzle_hash(p)]
    assert not stale, f"measure these with bench/rate_puzzles.py: {stale}"


def test_a_measured_rating_applies_to_the_puzzle_it_measured(tmp_path: Path) -> None:
    p = line()
    measured = {p.id: {"hash": puzzle_hash(p), "rating": 1777.0}}  # type: ignore[attr-defined]
    assert start_rating(p, measured).rating == 1777.0  # type: ignore[arg-type]
    edited = dataclasses.replace(p, position=p.position + "\n")  # type: ignore[type-var]
    assert puzzle_hash(edited) != puzzle_hash(p)  # type: ignore[arg-type]
    assert start_rating(edited, measured) == puzzle_start(edited.level)  # type: ignore[arg-type]
    # A damaged file is no measurement at all.
    (tmp_path / "puzzles" / "klaverjassen").mkdir(parents=True)
    (tmp_path / "puzzles" / "klaverjassen" / "measured.json").write_bytes(b"\xff[[")
    assert read_measured("klaverjassen", tmp_path) == {}
    (tmp_path / "puzzles" / "klaverjassen" / "measured.json").write_text(
        json.dumps({p.id: {"hash": puzzle_hash(p), "rating": True}}))  # type: ignore[arg-type]
    bad = read_measured("klaverjassen", tmp_path)
    assert start_rating(p, bad) == puzzle_start(p.level)  # type: ignore[arg-type]


def test_measure_asks_every_level_and_counts_close_calls() -> None:
    m = measure(line())  # type: ignore[arg-type]
    assert m.solved_by == ("beginner", "club", "expert")  # the pit ending is plain to all
    assert m.rating == BASE + CLOSE_STEP * min(m.close, 3)
    proof = Proof(True, "", {"a": 10.0, "b": 4.0, "c": -30.0})
    assert close_calls(proof, ["a"]) == 1 and STEP > CLOSE_STEP
