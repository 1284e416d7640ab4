"""Proof that a ``best``-action puzzle's answer is best: each game's adapter proves its own.

A proof is the game's (an open-cards solver over every consistent deal, exact counts, seeded
play-outs); this module holds the verdict's shape and asks the puzzle's adapter for it. A game
whose adapter cannot prove reports every best-action puzzle unproven, so none ships without a
proof.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .puzzle import Puzzle


@dataclass(frozen=True, slots=True)
class Proof:
    proven: bool
    reason: str
    #: Each action's value (the average over the deals when hands are hidden).
    values: Mapping[str, float] | None = None
    #: How many deals were solved, how many fit in all, and whether those were all of them.
    deals: int = 1
    total: int = 1
    enumerated: bool = True


def prove_best(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's accepted answers are proven the best actions, by its game's proof."""
    from .games import adapter_for

    return adapter_for(puzzle.game).prove(puzzle)
