"""Best-action proofs over hidden hands: deals, assumptions, verdicts and their messages."""

from __future__ import annotations

import itertools
import json
import sys
import types
from typing import Any

import pytest

from tutor.cards import card
from tutor.games.klaverjas.engine import CARDS, INDEX, KlaverjasState, mask_cards
from tutor.teach.adapters import klaverjas_proof as P
from tutor.teach.proof import prove_best
from tutor.teach.puzzle import Puzzle, parse_puzzles
from tutor.teach.steps import PlayJudge

pytest.importorskip("tutor.games.klaverjas.solver")

# East went with clubs and leads to trick 6. With North's and South's hands hidden only ten
# deals fit, and in each the ♣10 (drawing the last trump) is best. With West hidden too, the
# ♠J is better in some deals.
ENDING = """\
dealer: N
calls: E ♣
N: ♥10 ♦J ♦9
E: ♠J ♥K ♣10
S: ♥J ♥9 ♣7
W: ♠K ♦Q ♦10
trick 1: E ♣J ♣9 ♣Q ♠9
trick 2: E ♥Q ♥A ♣K ♥8
trick 3: W ♠10 ♠7 ♠Q ♠8
trick 4: W ♦7 ♦K ♦A ♦8
trick 5: E ♣A ♣8 ♠A ♥7"""

# South went with diamonds and has drawn every trump; North threw the ♥A, the ♥7 and the ♣J.
READING = """\
dealer: E
trump: ♦
goes: S
N: ♠J ♥K ♥Q ♥10 ♥9
E: ♠A ♠9 ♥J ♣10 ♣8
S: ♠K ♠Q ♥8 ♣K ♣Q
W: ♠10 ♠8 ♣A ♣9 ♣7
trick 1: S ♦J ♦7 ♥A ♦10
trick 2: S ♦9 ♦8 ♥7 ♦Q
trick 3: S ♦A ♠7 ♣J ♦K"""

# North went with spades and leads the ♦A after drawing trumps; South discards.
GIVING = """\
dealer: W
trump: ♠
goes: N
N: ♠A ♥10 ♣7 ♦K ♦10
E: ♥A ♥9 ♣K ♣8 ♦Q
S: ♥K ♥8 ♥7 ♣A ♣Q ♣10
W: ♥Q ♣J ♣9 ♦J ♦9 ♦7
trick 1: N ♠J ♠Q ♠7 ♠10
trick 2: N ♠9 ♠K ♠8 ♥J
trick 3: N ♦A ♦8"""

# East went with diamonds; North leads the ♣A and South follows: 1260 deals fit.
SPEK = """\
dealer: N
trump: ♦
goes: E
N: ♠J ♥10 ♥8 ♣K
E: ♠A ♦A ♦K ♦10
S: ♠K ♠7 ♥9 ♣10 ♣8
W: ♠10 ♥Q ♣J ♣9 ♣7
trick 1: E ♦J ♦8 ♦Q ♦7
trick 2: E ♦9 ♠Q ♠9 ♠8
trick 3: E ♥7 ♥K ♥J ♥A
trick 4: N ♣A ♣Q"""


def toml(value: Any) -> str:
    """A TOML value: strings quoted, lists of them bracketed, numbers as they are."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    return str(value)


def puzzle_text(position: str, answer: str | list[str], to_move: str, hide: str = "others",
                **fields: Any) -> str:
    extra = "".join(f"{k.replace('_', '-')} = {toml(v)}\n" for k, v in fields.items())
    return f'''\
id = "t-proof"
game = "klaverjassen"
level = "strong"
themes = ["test"]
kind = "best"
to-move = "{to_move}"
hide = "{hide}"
{extra}position = """
{position}
"""
answer = {toml(answer)}
explanation = "Test."
'''


def puzzle(position: str, answer: str | list[str], to_move: str, hide: str = "others",
           **fields: Any) -> Puzzle:
    parsed = parse_puzzles(puzzle_text(position, answer, to_move, hide, **fields), "t.toml")
    assert not parsed.problems, parsed.problems
    (p,) = parsed.puzzles
    return p


def problems(text: str) -> list[str]:
    return [p.reason for p in parse_puzzles(text, "t.toml").problems]


def test_an_obviously_best_card_is_proven_over_every_deal() -> None:
    proof = prove_best(puzzle(ENDING, "♣10", "E", hide="N S"))
    assert proof.proven, proof.reason
    assert (proof.deals, proof.total, proof.enumerated) == (10, 10, True)
    assert proof.reason.startswith("proven over all 10 consistent deals: ♣10 262")


def test_a_wrong_answer_is_rejected_with_its_gap() -> None:
    proof = prove_best(puzzle(ENDING, "♥K", "E", hide="N S"))
    assert not proof.proven
    assert proof.reason.startswith(
        "unproven: ♥K scores 151.6 below ♣10 on average over all 10 consistent deals")


def test_best_on_average_is_not_enough_when_every_deal_was_solved() -> None:
    every = prove_best(puzzle(ENDING, "♣10", "E"))
    assert not every.proven and every.deals == 100
    assert every.reason.startswith("unproven: ♠J scores more than the answer ♣10 in 29 of all "
                                   "100 consistent deals (by 20 with N ")
    assert 'write proof = "average"' in every.reason
    average = prove_best(puzzle(ENDING, "♣10", "E", proof="average"))
    assert average.proven, average.reason


def fake_solver(values: dict[str, int]) -> types.ModuleType:
    """The solver's interface with fixed values (N-S minus E-W), the same in every deal."""
    mod = types.ModuleType("tutor.games.klaverjas.solver")

    class Objective:
        RESULT = "result"
        DIFFERENCE = "difference"

    class SolverPosition:
        @classmethod
        def from_state(cls, st: Any) -> SolverPosition:
            return cls()

    class Solver:
        def __init__(self, pos: Any, *, objective: Any) -> None:
            pass

        def move_values(self) -> dict[int, int]:
            return {INDEX[card(c)]: v for c, v in values.items()}

    mod.Objective = Objective  # type: ignore[attr-defined]
    mod.SolverPosition = SolverPosition  # type: ignore[attr-defined]
    mod.Solver = Solver  # type: ignore[attr-defined]
    return mod


def test_two_equal_answers_must_both_be_listed(monkeypatch: pytest.MonkeyPatch) -> None:
    # East is to play: its values are the negated N-S minus E-W values.
    monkeypatch.setitem(sys.modules, "tutor.games.klaverjas.solver",
                        fake_solver({"♣10": -60, "♥K": -60, "♠J": -20}))
    one = prove_best(puzzle(ENDING, "♣10", "E", hide="N S"))
    assert not one.proven
    assert one.reason.startswith("♥K scores as much as the answer ♣10 on average over all 10 "
                                 "consistent deals (60): list it as an answer too")
    both = prove_best(puzzle(ENDING, ["♣10", "♥K"], "E", hide="N S"))
    assert both.proven, both.reason
    unequal = fake_solver({"♣10": -60, "♥K": -50, "♠J": -20})
    monkeypatch.setitem(sys.modules, "tutor.games.klaverjas.solver", unequal)
    listed = prove_best(puzzle(ENDING, ["♣10", "♥K"], "E", hide="N S"))
    assert listed.reason.startswith("unproven: the answers are not equally good: ♥K scores 10 "
                                    "below ♣10")
    close = prove_best(puzzle(ENDING, "♣10", "E", hide="N S", margin=20))
    assert close.reason.startswith("unproven: ♣10 beats ♥K by only 10 on average over all 10 "
                                   "consistent deals, less than the margin 20")


def test_a_stated_signal_changes_the_answer() -> None:
    # Without the signal a club scores a little more than the heart on average ...
    plain = prove_best(puzzle(READING, "♥8", "S"))
    assert not plain.proven and plain.reason.startswith("unproven: ♥8 scores ")
    assert "below ♣" in plain.reason and "over 400 sampled deals" in plain.reason
    # ... with it, North holds the best heart left (the ♥10) and the heart is clearly best.
    read = prove_best(puzzle(READING, "♥8", "S",
                               assumptions=["partner's ♥A was a PIT signal"]))
    assert read.proven, read.reason
    assert read.total < plain.total
    assert read.values is not None and read.values["♥8"] - max(
        v for c, v in read.values.items() if c != "♥8") > 15


def test_the_switch_between_every_deal_and_a_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    every = prove_best(puzzle(SPEK, "♣10", "S", proof="average"))
    assert (every.deals, every.total, every.enumerated) == (1260, 1260, True)
    assert "over all 1260 consistent deals" in every.reason
    monkeypatch.setattr(P, "ENUMERATE_LIMIT", 1000)
    sampled = prove_best(puzzle(SPEK, "♣10", "S"))
    assert (sampled.deals, sampled.total, sampled.enumerated) == (P.SAMPLES, 1260, False)
    assert sampled.proven and "over 400 sampled deals" in sampled.reason


def _state(p: Puzzle) -> KlaverjasState:
    judge = p.step.judge
    assert isinstance(judge, PlayJudge)
    return judge.state  # type: ignore[no-any-return]


def test_deals_are_counted_exactly_and_sampled_from_them() -> None:
    p = puzzle(SPEK, "♣10", "S")
    st = _state(p)
    hidden = frozenset({0, 1, 3})
    facts = P.read_assumptions([], st, 2)
    every = P.consistent_deals(st, 2, hidden, facts, seed="x")
    # Brute force: every way to hand the hidden cards out, kept when the rules allow it.
    from tutor.bots.klaverjas.knowledge import read
    k = read(st.view(2))
    pool = [INDEX[c] for s in hidden for c in mask_cards(st.hands[s])]
    n, e = st.hands[0].bit_count(), st.hands[1].bit_count()
    brute = set()
    for north in itertools.combinations(pool, n):
        rest = [c for c in pool if c not in north]
        for east in itertools.combinations(rest, e):
            west = [c for c in rest if c not in east]
            hands = [sum(1 << c for c in part) for part in (north, east, west)]
            if all(not h & k.excluded[s] for s, h in zip((0, 1, 3), hands, strict=True)):
                brute.add((hands[0], hands[1], hands[2]))
    assert every.enumerated and every.total == len(brute) == len(set(every.hands))
    assert {(h[0], h[1], h[3]) for h in every.hands} == brute
    sample = P.consistent_deals(st, 2, hidden, facts, seed="x", limit=10, samples=300)
    assert not sample.enumerated and len(sample.hands) == 300 and sample.total == len(brute)
    assert set(sample.hands) <= set(every.hands)
    # A fixed seed gives a fixed sample.
    again = P.consistent_deals(st, 2, hidden, facts, seed="x", limit=10, samples=300)
    assert again.hands == sample.hands


@pytest.mark.parametrize(("assumption", "message"), [
    ("West is probably short in hearts", "cannot read the assumption"),
    ("W holds ♥Q", "is not true in the position"),
    ("N has no ♥", "is not true in the position"),
    ("partner's ♥A was afseinen", "under the convention the ♥A is a PIT signal"),
    ("partner's ♥7 was a PIT signal", "North's first discard in ♥ was the ♥A"),
    ("partner's ♠J was a PIT signal", "North did not discard the ♠J"),
    ("partner's signal suit is ♠ (vuil)", "♠ is not North's signal suit"),
    ("W holds ♥Z", "bad card"),
])
def test_assumptions_that_cannot_be_used(assumption: str, message: str) -> None:
    proof = prove_best(puzzle(READING, "♥8", "S", assumptions=[assumption]))
    assert not proof.proven and message in proof.reason, proof.reason


def test_stated_holdings_and_voids_narrow_the_deals() -> None:
    p = puzzle(READING, "♥8", "S")
    st = _state(p)
    hidden = frozenset({0, 1, 3})
    plain = P.consistent_deals(st, 2, hidden, P.read_assumptions([], st, 2), seed="x")
    facts = P.read_assumptions(["N holds ♥K ♥Q", "W has no hearts", "E does not hold ♣A"],
                               st, 2)
    narrow = P.consistent_deals(st, 2, hidden, facts, seed="x")
    assert narrow.total < plain.total
    for h in narrow.hands:
        assert h[0] & (1 << INDEX[card("♥K")]) and h[0] & (1 << INDEX[card("♥Q")])
        assert not any(CARDS[i].suit is card("♥8").suit for i in range(32) if h[3] >> i & 1)
        assert not h[1] >> INDEX[card("♣A")] & 1


def test_a_convention_answer_may_cost_up_to_max_cost() -> None:
    proof = prove_best(puzzle(GIVING, "♥K", "S", max_cost=3))
    assert proof.proven, proof.reason
    assert proof.reason.startswith("proven over 400 sampled deals: the answer costs ")
    dear = prove_best(puzzle(GIVING, "♥K", "S", max_cost=0))
    assert not dear.proven and dear.reason.startswith("unproven: ♥K scores ")
    assert "more than the max-cost 0" in dear.reason


@pytest.mark.parametrize(("answer", "message"), [
    ("♥8", "the answer ♥8 would be a PIT signal in ♥, which is not true of South's hand"),
    ("♣10", "the answer ♣10 would be afseinen in ♣, which is not true of South's hand"),
])
def test_a_convention_answer_must_be_a_true_signal(answer: str, message: str) -> None:
    proof = prove_best(puzzle(GIVING, answer, "S", max_cost=100))
    assert not proof.proven and proof.reason == message


def test_a_card_that_follows_suit_is_no_signal() -> None:
    proof = prove_best(puzzle(SPEK, "♣10", "S", max_cost=100))
    assert proof.reason.startswith("the answer ♣10 gives no signal under the convention")


@pytest.mark.parametrize(("fields", "message"), [
    ({"objective": "points"}, "'objective' is one of result, difference"),
    ({"proof": "always"}, "'proof' is one of every-deal, average"),
    ({"max_cost": -1}, "'max-cost' is a number of at least 0"),
    ({"max_cost": 3, "margin": 5}, "does not go with 'margin' or 'proof'"),
])
def test_the_new_fields_are_checked(fields: dict[str, Any], message: str) -> None:
    found = problems(puzzle_text(ENDING, "♣10", "E", **fields))
    assert any(message in r for r in found), found


def test_the_difference_objective_is_used_when_stated() -> None:
    result = prove_best(puzzle(ENDING, "♣10", "E", hide="N S"))
    diff = prove_best(puzzle(ENDING, "♣10", "E", hide="N S", objective="difference"))
    assert result.proven and diff.proven
    assert result.values is not None and diff.values is not None
    assert result.values != diff.values  # the deal result counts what was taken before
