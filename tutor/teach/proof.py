"""Proof that a ``best``-action puzzle's answer is best, by the game's solver.

The solver is not part of this package: it is imported lazily from the game's engine package
(``tutor.games.klaverjas.solver``). Without it, every best-action puzzle is reported unproven, so
none is shipped without a proof.

With every hand shown to the learner, the open-cards value of each legal action for the player to
move is computed (for Klaverjassen: the true deal result with nat and pit, seen from the mover's
team); the answer must be best by at least the puzzle's margin, and every action as good as the best
must be listed. Puzzles that hide cards need a proof over every consistent deal (or a large fixed
sample), which needs the bots' deal sampler as well; they are reported unproven until that is
wired in.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from . import text as T
from .puzzle import Puzzle
from .steps import PlayJudge


def _klaverjas_values(solver: ModuleType, state: Any) -> dict[Any, float]:
    """Every legal card's value for the mover's team: the deal result, N-S minus E-W, turned."""
    from ..games.klaverjas.engine import CARDS

    if state.trump_suit is None:
        raise LookupError(T.UNPROVEN_TRUMP_CALL)
    pos = solver.SolverPosition.from_state(state)
    values = solver.Solver(pos, objective=solver.Objective.RESULT).move_values()
    sign = 1 if state.to_move() % 2 == 0 else -1
    return {CARDS[i]: float(sign * v) for i, v in values.items()}


#: Per game: the solver module and how to get action values from it.
SOLVERS: Mapping[str, tuple[str, Callable[[ModuleType, Any], Mapping[Any, float]]]] = {
    "klaverjassen": ("tutor.games.klaverjas.solver", _klaverjas_values),
}
#: The margin when a puzzle states none: strictly better.
DEFAULT_MARGIN = 1.0


@dataclass(frozen=True, slots=True)
class Proof:
    proven: bool
    reason: str
    values: Mapping[str, float] | None = None


def _solver(game: str) -> ModuleType | None:
    entry = SOLVERS.get(game)
    if entry is None:
        return None
    name = entry[0]
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        # Only the solver's own absence means "no solver"; a missing dependency inside it is a
        # real error and must show.
        if e.name is not None and name.startswith(e.name):
            return None
        raise
    except ImportError:
        # ``sys.modules[name] = None`` (how tests stand for a missing module) lands here.
        return None


def prove_best(puzzle: Puzzle) -> Proof:
    """Whether the solver shows the puzzle's accepted answers are the best actions."""
    solver = _solver(puzzle.game)
    if solver is None:
        return Proof(False, T.UNPROVEN_NO_SOLVER)
    if puzzle.hidden:
        return Proof(False, T.UNPROVEN_HIDDEN)
    judge = puzzle.step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    try:
        raw = SOLVERS[puzzle.game][1](solver, state.clone())
    except LookupError as e:
        return Proof(False, str(e.args[0]) if e.args else T.UNPROVEN_NO_SOLVER)
    except AttributeError as e:
        return Proof(False, T.UNPROVEN_API.format(error=e))
    values = {state.format_action(a): float(v) for a, v in raw.items()}
    accepted = [state.format_action(a) for a in judge.accepted]
    missing = [a for a in accepted if a not in values]
    if missing:
        return Proof(False, T.UNPROVEN_NO_VALUE.format(actions=" ".join(missing)), values)
    best = max(values.values())
    worse = [a for a in accepted if values[a] < best]
    if worse:
        top = [a for a, v in values.items() if v == best]
        return Proof(False, T.PROOF_NOT_BEST.format(
            actions=" ".join(worse), best=" ".join(top), value=_fmt(best),
            values=_fmt_all(values)), values)
    margin = DEFAULT_MARGIN if puzzle.margin is None else puzzle.margin
    others = {a: v for a, v in values.items() if a not in accepted}
    if others:
        runner_up = max(others, key=lambda a: others[a])
        if others[runner_up] == best:
            return Proof(False, T.PROOF_TIE.format(action=runner_up, value=_fmt(best)), values)
        if best - others[runner_up] < margin:
            return Proof(False, T.PROOF_MARGIN.format(
                action=runner_up, gap=_fmt(best - others[runner_up]), margin=_fmt(margin)),
                values)
    return Proof(True, T.PROVEN.format(values=_fmt_all(values)), values)


def _fmt(v: float) -> str:
    return f"{v:g}"


def _fmt_all(values: Mapping[str, float]) -> str:
    return ", ".join(f"{a} {_fmt(v)}" for a, v in sorted(values.items(), key=lambda kv: -kv[1]))
