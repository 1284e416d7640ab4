"""Proofs for Bezique, Rubicon Bezique and Fildinski ``best`` puzzles: exact in the last tricks,
sampled play-outs before.

What is counted (objective ``result``, the only one): the deal's points from the mover's side
from this position on: the points scored so far, the trump 7s still held (they score when played,
whatever the order) and the last tricks' brisques and last-trick bonus, minus the other player's.

* **The last tricks** (the stock and the turned card gone): every card is known to both players,
  so the proof is exact. The solver of the bots (``tutor.bots.bezique.solver``) values every
  legal card by perfect play of both players to the deal's end.
* **While the stock lasts**: the cards the mover cannot see (the other player's concealed cards
  but for those shown, and the covered stock with its order) are dealt again among the ways that
  fit what the mover knows (the game's ``resample``: the mover's hand, both players' melded
  cards, every card played, the turned trump), ``samples`` times (``DEFAULT_SAMPLES`` when the
  puzzle states none), seeded by the puzzle's id. When the other hand is shown face up only the
  stock's order is dealt again. In each, every legal action is played, then both players follow
  the expert's fixed play-out rule (``tutor.bots.bezique.expert.fast_action``: the most valuable
  meld, the dix, the cheapest lead, an ace or ten won as cheaply as possible) to the stock's end,
  and the last tricks are solved exactly. Every action meets the same deals; the verdict
  (``tutor.teach.verdict``) asks the answer to beat every other action by the margin and by two
  standard errors of the paired difference. A quarter of the sample is played first; an action
  far below the answer there (``SCREEN_Z`` standard errors and the margin) is settled.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...games.bezique import engine as be
from ...games.bezique.resample import resample
from ..proof import Proof
from ..puzzle import Puzzle
from ..steps import PlayJudge
from ..verdict import Texts, judge, paired
from . import bezique_text as S

#: Ways the unseen cards may lie, played when a puzzle states no ``samples``.
DEFAULT_SAMPLES = 60
DEFAULT_MARGIN = 1.0
SCREEN_Z = 4.0
SCREEN_SHARE = 4
SCREEN_LEAST = 10
_SEATS = ("P1", "P2")
_TEXTS = Texts(S.PROOF_BELOW, S.PROOF_TIE, S.PROOF_MARGIN, S.PROOF_NOISE, S.PROOF_UNEQUAL,
               S.PROVEN)


def prove_bezique(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's answers are best for the player to move (module docstring)."""
    judge_ = puzzle.step.judge
    assert isinstance(judge_, PlayJudge)
    state = judge_.state
    assert isinstance(state, be.BeziqueState)
    if puzzle.max_cost is not None:
        return Proof(False, S.UNPROVEN_OPTION.format(key="max-cost"))
    if puzzle.objective != "result":
        return Proof(False, S.UNPROVEN_OBJECTIVE.format(objective=puzzle.objective))
    if state.over or state.to_move() is None:
        return Proof(False, str(S.UNPROVEN_OVER))
    if puzzle.assumptions:
        return Proof(False, str(S.UNPROVEN_ASSUME))
    if any(isinstance(a, be.Blanche) for a in state.legal_actions()):
        return Proof(False, str(S.UNPROVEN_BLANCHE))
    margin = DEFAULT_MARGIN if puzzle.margin is None else puzzle.margin
    mover = state.to_move()
    assert mover is not None
    if state.end_phase:
        return prove_exact(state, judge_.accepted, margin)
    table = puzzle.step.table
    assert table is not None
    hidden = table.seats[1 - mover].hidden
    layouts = deal_layouts(state, hidden, puzzle.samples or DEFAULT_SAMPLES, puzzle.id)
    return prove_sampled(state, judge_.accepted, layouts, margin)


def counted(state: be.BeziqueState, seat: int) -> str:
    words = S.COUNTED if state.rs.brisque else S.COUNTED_RUBICON
    return words.format(seat=_SEATS[seat])


def exact_values(state: be.BeziqueState) -> dict[Any, float]:
    """Every legal card's exact value from the mover's side in the last tricks."""
    from ...bots.bezique.common import exact_values as solved

    mover = state.to_move()
    assert mover is not None
    return {a: float(v) for a, v in solved(state.view(mover)).items()}


def prove_exact(state: be.BeziqueState, accepted: Sequence[Any], margin: float) -> Proof:
    mover = state.to_move()
    assert mover is not None
    per = {a: [v] for a, v in exact_values(state).items()}
    where = S.EXACT.format(counted=counted(state, mover))
    return _verdict(state, accepted, per, set(), where, margin, sampled=False)


def deal_layouts(state: be.BeziqueState, hidden: bool, n: int, seed: str
                 ) -> list[be.BeziqueState]:
    """``n`` full states that fit what the mover knows (module docstring), seeded."""
    mover = state.to_move()
    assert mover is not None
    rng = random.Random(f"bezique-proof:{seed}")
    out = []
    for _ in range(n):
        if hidden:
            st = resample(state.view(mover), rng)
        else:
            st = state.clone()
            rng.shuffle(st.stock)
        out.append(st)
    return out


def play_out(layout: be.BeziqueState, action: Any, mover: int) -> float:
    """The deal's points from the mover's side after ``action``: the play-out rule to the
    stock's end, then the last tricks solved."""
    from ...bots.bezique.expert import fast_action, final_value

    st = layout.clone()
    st.apply(action)
    while not st.end_phase and not st.over:
        st.apply(fast_action(st))
    if st.over or st.trick:
        # Only a rule set whose stock ends inside a trick could get here; none does.
        raise AssertionError("the stock ended inside a trick")  # internal
    return final_value(st, mover)


def prove_sampled(state: be.BeziqueState, accepted: Sequence[Any],
                  layouts: Sequence[be.BeziqueState], margin: float) -> Proof:
    mover = state.to_move()
    assert mover is not None
    actions = list(state.legal_actions())
    n = len(layouts)
    first = n if n // SCREEN_SHARE < SCREEN_LEAST else n // SCREEN_SHARE
    per: dict[Any, list[float]] = {
        a: [play_out(lay, a, mover) for lay in layouts[:first]] for a in actions}
    settled: set[Any] = set()
    if first < n:
        for o in actions:
            if o not in accepted and all(_clearly_below(per[a], per[o], margin)
                                         for a in accepted):
                settled.add(o)
        for a in actions:
            if a not in settled:
                per[a] += [play_out(lay, a, mover) for lay in layouts[first:]]
    where = S.LAYOUTS_SAMPLED.format(n=n, counted=counted(state, mover))
    return _verdict(state, accepted, per, settled, where, margin, sampled=True)


def _clearly_below(answer: Sequence[float], other: Sequence[float], margin: float) -> bool:
    gap, se_ = paired(answer, other)
    return gap - SCREEN_Z * se_ > margin


def _verdict(state: be.BeziqueState, accepted: Sequence[Any], per: Mapping[Any, list[float]],
             settled: set[Any], where: str, margin: float, *, sampled: bool) -> Proof:
    fmt = state.format_action
    means = {fmt(a): sum(v) / len(v) for a, v in per.items()}
    n = max(len(v) for v in per.values())
    full = {fmt(a): tuple(v) for a, v in per.items() if len(v) == n}
    listing = ", ".join(f"{a} {round(m, 1):+g}"
                        for a, m in sorted(means.items(), key=lambda kv: -kv[1]))
    rivals = sorted((o for o in per if o not in accepted and o not in settled),
                    key=lambda o: -means[fmt(o)])
    values = {fmt(a): v for a, v in per.items()}
    missing = [a for a in accepted if a not in per]
    if missing:
        # An accepted answer that is not legal here: the puzzle's own check reports it.
        return Proof(False, str(S.UNPROVEN_OVER))
    ok, reason = judge(values, [fmt(a) for a in accepted], [fmt(o) for o in rivals],
                       where=where, listing=listing, margin=margin, sampled=sampled,
                       texts=_TEXTS)
    return Proof(ok, reason, means, n, n if sampled else 1, not sampled,
                 full if n > 1 else None)


__all__ = ["deal_layouts", "play_out", "prove_bezique", "prove_exact", "prove_sampled"]
