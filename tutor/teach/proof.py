"""Proof that a ``best``-action puzzle's answer is best: each game's adapter proves its own.

A proof is the game's (an open-cards solver over every consistent deal, exact counts, seeded
play-outs); this module holds the verdict's shape and asks the puzzle's adapter for it. A game
whose adapter cannot prove reports every best-action puzzle unproven, so none ships without a
proof.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..actions import shown_action
from ..i18n import Text
from . import text as T

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
    #: Each action's value in each deal, in the same order for every action (where known).
    per_deal: Mapping[str, tuple[float, ...]] | None = None
    #: False where a lower value is better (the least deadwood).
    higher_is_better: bool = True


def refutation(proof: Proof, answer: str, forms: Iterable[Text] = ()) -> str:
    """Why ``answer`` is not the best, in the learner's terms, from what the proof computed:
    how much it loses against the best action, and (over hidden hands) in how many of the ways
    the unseen cards can lie it does worse or better. Empty when the proof has nothing to say.
    The actions are named in the reader's words (``forms``: the game's, ``tutor.actions``).
    """
    sign = 1 if proof.higher_is_better else -1
    values = {a: sign * v for a, v in (proof.values or {}).items()}
    if answer not in values:
        return ""
    best = max(values, key=lambda a: values[a])
    gap = values[best] - values[answer]
    if best == answer or gap <= 0:
        return ""
    said, said_best = shown_action(answer, forms), shown_action(best, forms)
    points = _points(gap)
    count = 1 if points == 1 else 2
    if proof.deals <= 1:
        words = T.REFUTE_ONE if proof.higher_is_better else T.REFUTE_ONE_LOWER
        return words.format(count, answer=said, best=said_best, gap=points)
    if proof.per_deal and answer in proof.per_deal and best in proof.per_deal:
        mine, theirs = proof.per_deal[answer], proof.per_deal[best]
        worse = sum(1 for a, b in zip(mine, theirs, strict=True) if a < b)
        better = sum(1 for a, b in zip(mine, theirs, strict=True) if a > b)
        words = T.REFUTE_LAYOUTS if better else T.REFUTE_LAYOUTS_NEVER
        return words.format(count, answer=said, best=said_best, gap=points, ways=len(mine),
                            worse=worse, better=better)
    return T.REFUTE_AVERAGE.format(count, answer=said, best=said_best, gap=points,
                                   ways=proof.deals)


def _points(v: float) -> int | float:
    """Points to one decimal, a whole number without one (filled in as a number, so a Dutch
    reader gets the decimal comma)."""
    r = round(v, 1)
    return int(r) if r.is_integer() else r


def prove_best(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's accepted answers are proven the best actions, by its game's proof;
    in a line of several moves, every move's (the first move's proof is returned)."""
    from .games import adapter_for

    adapter = adapter_for(puzzle.game)
    first = adapter.prove(puzzle.move(0))
    if not first.proven:
        return first
    for n in range(1, len(puzzle.steps)):
        later = adapter.prove(puzzle.move(n))
        if not later.proven:
            return replace(later, reason=T.PROOF_MOVE.format(n=n + 1, reason=later.reason))
    return first
