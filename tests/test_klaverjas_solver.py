"""The open-cards solver: exhaustive minimax on small endings, the pure-Python path against the
compiled one, and the reference solver's values when ../shared is present."""

from __future__ import annotations

import importlib
import random
import shutil
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.cards import parse_card
from tutor.games.klaverjas.engine import INDEX, KlaverjasState, TrickTaken
from tutor.games.klaverjas.rules import KlaverjasRules, PlayRule
from tutor.games.klaverjas.solver import (
    Objective,
    Solver,
    SolverPosition,
    compiled_available,
)

REFERENCE = Path(__file__).resolve().parent.parent.parent / "shared" / "reference"
needs_c = pytest.mark.skipif(not compiled_available(), reason="compiled search not built")


def position_after(rules: KlaverjasRules, seed: int, plays: int) -> KlaverjasState:
    s = KlaverjasState(rules, seed)
    rng = random.Random(seed)
    s.apply(s.legal_actions()[seed % 4])
    for _ in range(plays):
        s.apply(rng.choice(s.legal_actions()))
    return s


def minimax(s: KlaverjasState) -> int:
    """Exhaustive N-S minus E-W over the rest of the deal, through the engine itself."""
    if s.phase.value != "play":
        return 0
    maxim = (s.to_move() or 0) % 2 == 0
    values = []
    for a in s.legal_actions():
        child = s.clone()
        gained = 0
        for e in child.apply(a):
            if isinstance(e, TrickTaken):
                v = e.points + e.roem
                gained += v if e.winner % 2 == 0 else -v
        values.append(gained + (minimax(child) if child.results == s.results else 0))
    return max(values) if maxim else min(values)


rules_st = st.builds(KlaverjasRules, play=st.sampled_from(PlayRule),
                     four_jacks_200=st.booleans(), deals=st.just(1))


@given(rules_st, st.integers(0, 10**6), st.integers(20, 27))
def test_solver_equals_exhaustive_minimax(rules: KlaverjasRules, seed: int, plays: int) -> None:
    s = position_after(rules, seed, plays)
    exact = minimax(s)
    pos = SolverPosition.from_state(s)
    assert Solver(pos, compiled=False).value() == exact
    if compiled_available():
        assert Solver(pos, compiled=True).value() == exact


@given(rules_st, st.integers(0, 10**6), st.integers(20, 26))
def test_move_values_match_minimax_of_each_child(rules: KlaverjasRules, seed: int,
                                                 plays: int) -> None:
    s = position_after(rules, seed, plays)
    values = Solver(SolverPosition.from_state(s), compiled=False).move_values()
    assert len(values) == len(s.legal_actions())
    for a in s.legal_actions():
        child = s.clone()
        gained = 0
        for e in child.apply(a):
            if isinstance(e, TrickTaken):
                gained += (e.points + e.roem) * (1 if e.winner % 2 == 0 else -1)
        rest = minimax(child) if not child.is_terminal() else 0
        assert values[INDEX[a]] == gained + rest  # type: ignore[index]


@needs_c
@given(rules_st, st.integers(0, 10**6), st.integers(12, 20))
def test_compiled_equals_python(rules: KlaverjasRules, seed: int, plays: int) -> None:
    pos = SolverPosition.from_state(position_after(rules, seed, plays))
    py = Solver(pos, compiled=False)
    c = Solver(pos, compiled=True)
    assert py.value() == c.value()
    assert py.move_values() == c.move_values()


def minimax_result(s: KlaverjasState) -> int:
    """Exhaustive true deal result (N-S score minus E-W score) through the engine."""
    if s.results:
        r = s.results[-1]
        return r.score[0] - r.score[1]
    values = [minimax_result(_child(s, a)) for a in s.legal_actions()]
    return max(values) if (s.to_move() or 0) % 2 == 0 else min(values)


def _child(s: KlaverjasState, a: object) -> KlaverjasState:
    c = s.clone()
    c.apply(a)  # type: ignore[arg-type]
    return c


@given(rules_st, st.integers(0, 10**6), st.integers(19, 27))
def test_result_objective_equals_exhaustive_minimax(rules: KlaverjasRules, seed: int,
                                                    plays: int) -> None:
    s = position_after(rules, seed, plays)
    exact = minimax_result(s)
    pos = SolverPosition.from_state(s)
    assert Solver(pos, compiled=False, objective=Objective.RESULT).value() == exact
    if compiled_available():
        c = Solver(pos, compiled=True, objective=Objective.RESULT)
        assert c.value() == exact
        assert c.move_values() == Solver(pos, compiled=False,
                                         objective=Objective.RESULT).move_values()


def test_result_objective_sees_nat_and_pit() -> None:
    # N-S went and holds every trump and ace: the result includes the pit bonus.
    from kj_helpers import position

    s = position("""\
        rules: deals=1
        dealer: W
        trump: ♥
        goes: N
        N: ♥J ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♥7
        E: ♠A ♠10 ♠K ♠Q ♠J ♠9 ♠8 ♠7
        S: ♦A ♦10 ♦K ♦Q ♦J ♦9 ♦8 ♦7
        W: ♣A ♣10 ♣K ♣Q ♣J ♣9 ♣8 ♣7
    """)
    for tricks in ("♥J ♠K ♦Q ♣J", "♥9 ♠Q ♦J ♣10", "♥A ♠J ♦10 ♣9", "♥10 ♠10 ♦9 ♣8"):
        for c in tricks.split(" "):
            s.apply(s.parse_action(c))
    pos = SolverPosition.from_state(s)
    # E-W avoid four of a kind, so N-S take 162 card points, no roem, and pit: 262.
    assert Solver(pos, compiled=False).value() == 162 - s.points[0]
    assert Solver(pos, compiled=False, objective=Objective.RESULT).value() == 262
    # Nat: the same cards with E-W going.
    nat = SolverPosition(pos.hands, pos.trump, pos.leader, going=1, taken=pos.taken)
    assert Solver(nat, compiled=False, objective=Objective.RESULT).value() == 262


@needs_c
def test_best_move_is_a_best_value() -> None:
    s = position_after(KlaverjasRules(deals=1), 3, 9)
    sol = Solver(SolverPosition.from_state(s))
    card, value = sol.best_move()
    values = sol.move_values()
    assert value == (max if s.to_move() in (0, 2) else min)(values.values())
    assert values[card] == value == sol.value()


def test_compiled_search_is_built_where_a_compiler_exists() -> None:
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler: the pure-Python path serves")
    assert compiled_available()


def test_solver_needs_trump() -> None:
    with pytest.raises(ValueError, match="fixed trump"):
        SolverPosition.from_state(KlaverjasState(KlaverjasRules(), 1))


@pytest.mark.reference
@needs_c
def test_reference_values_from_tricks_3_and_5() -> None:
    if not (REFERENCE / "klaverjas" / "bench.py").exists():
        pytest.skip("../shared/reference is not present")
    sys.path.insert(0, str(REFERENCE))
    try:
        kj = importlib.import_module("klaverjas.engine")
        bench = importlib.import_module("klaverjas.bench")
        ref_solver = importlib.import_module("klaverjas.solver")
    finally:
        sys.path.remove(str(REFERENCE))
    deals = bench.deals(50, 2024)
    rules = [kj.Rules(t) for t in range(4)]
    for start in (3, 5):
        for i, (hands, trump) in enumerate(deals[:25]):
            hs, leader, _ = kj.play_random_tricks(hands, rules[trump], random.Random(1000 * i + 7),
                                                  start - 1)
            ref, _, _ = ref_solver.solve_position(hs, trump, leader, "ab")
            ours = Solver(SolverPosition(tuple(hs), trump, leader)).value()
            assert ours == ref, (start, i)


def test_a_horizon_search_estimates_beyond_it() -> None:
    """The pure-Python search with a horizon: exact when the horizon reaches the end, an
    estimate (with fewer nodes) before; refused where it does not apply."""
    rng = random.Random(3)
    cards = list(range(32))
    rng.shuffle(cards)
    # Four cards each (four tricks to play): a horizon of four tricks searches to the end.
    late = SolverPosition(tuple(sum(1 << c for c in cards[4 * k:4 * k + 4])  # type: ignore[arg-type]
                                for k in range(4)), 1, 0, (), going=0)
    exact = Solver(late, objective=Objective.RESULT, compiled=False).move_values()
    assert Solver(late, objective=Objective.RESULT, horizon=4).move_values() == exact
    # Six cards each: six tricks to play, quick enough to solve exactly in pure Python.
    six = tuple(sum(1 << c for c in cards[6 * k:6 * k + 6]) for k in range(4))
    full = SolverPosition(six, 2, 0, (), going=1)  # type: ignore[arg-type]
    exact_s = Solver(full, objective=Objective.RESULT, compiled=False)
    exact_s.value()
    near = Solver(full, objective=Objective.RESULT, horizon=2)
    v = near.value()
    assert near.nodes < exact_s.nodes / 10
    assert -500 <= v <= 500
    assert set(near.move_values()) == set(exact_s.move_values())
    for bad in ({"horizon": 0}, {"horizon": 2, "compiled": True}):
        with pytest.raises(ValueError, match="horizon"):
            Solver(full, objective=Objective.RESULT, **bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="horizon"):
        Solver(full, horizon=2)


def test_the_horizon_plays_out_the_rest_greedily() -> None:
    """Past the horizon the deal is played out by a greedy rule: here North's two top trumps
    and East's two Aces make both the searched trick and the played-out one plain."""
    def mask(text: str) -> int:
        return sum(1 << INDEX[parse_card(c)] for c in text.split())

    hands = (mask("♥J ♥9 ♣7"), mask("♠A ♦A ♣8"), mask("♣9 ♣10 ♦7"), mask("♠7 ♠8 ♦8"))
    pos = SolverPosition(hands, parse_card("♥J").suit.value, 0, (), going=0)
    exact = Solver(pos, objective=Objective.RESULT, compiled=False)
    for horizon in (1, 2):
        near = Solver(pos, objective=Objective.RESULT, horizon=horizon)
        assert near.move_values() == exact.move_values()
