"""Best-action proofs of trump decisions: each call is worth the deal solved from trick 1 with
that trump and the caller's team going, over the deals of the hidden hands; a pass is worth what
the stated calls after it lead to."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tutor.games.klaverjas.engine import KlaverjasState
from tutor.teach.adapters import klaverjas_proof as P
from tutor.teach.adapters import klaverjas_text as K
from tutor.teach.proof import Proof, prove_best
from tutor.teach.puzzle import Puzzle, parse_puzzles
from tutor.teach.steps import PlayJudge

solver = pytest.importorskip("tutor.games.klaverjas.solver")

# Verplicht, West to call: spades (Jas, Nel) keep the ♥A ♥10 ♦A as side winners; hearts (Jas,
# Aas, Tien) would leave the ♠J ♠9 ♠8 as a weak side suit.
SIDE_ACES = """\
rules: verplicht
dealer: S
N: ♠A ♠Q ♥9 ♥8 ♣Q ♣10 ♦J ♦7
E: ♠10 ♠K ♥K ♥Q ♥7 ♣J ♣9 ♦9
S: ♠7 ♦8 ♦10 ♦K ♦Q ♣A ♣K ♣8
W: ♠J ♠9 ♠8 ♥J ♥A ♥10 ♦A ♣7"""

# The same deal with spades and hearts swapped in every hand is the same deal: the two calls
# score exactly alike.
TWINS = """\
rules: verplicht
dealer: S
N: ♠A ♠10 ♥A ♥10 ♦K ♦Q ♣K ♣Q
E: ♠K ♠Q ♥K ♥Q ♦10 ♦9 ♣10 ♣9
S: ♠7 ♥7 ♦J ♦8 ♦7 ♣J ♣8 ♣7
W: ♠J ♠9 ♠8 ♥J ♥9 ♥8 ♦A ♣A"""

# Hearts (Jas and one) against clubs (Nel, Aas, Tien, Heer): close, whatever the others hold.
CLOSE = """\
rules: verplicht
dealer: S
N: ♠K ♠Q ♥A ♥Q ♣Q ♣J ♦J ♦7
E: ♠10 ♠9 ♥K ♥10 ♥8 ♣8 ♦9 ♦8
S: ♠J ♠8 ♠7 ♥9 ♣7 ♦K ♦Q ♦10
W: ♣9 ♣A ♣10 ♣K ♥J ♥7 ♠A ♦A"""

# Draaien, hearts turned: West holds only the ♥8 there and the four best spades.
DRAAIEN = """\
rules: draaien
dealer: S
turned: ♥5
N: ♠K ♥A ♥Q ♥9 ♣Q ♣10 ♦J ♦7
E: ♠Q ♠8 ♥K ♥10 ♣J ♣9 ♦9 ♦8
S: ♠7 ♥J ♥7 ♣8 ♣7 ♦K ♦Q ♦10
W: ♠J ♠9 ♠A ♠10 ♦A ♣A ♣K ♥8"""

# Maken, West first to speak.
MAKEN = """\
rules: maken
dealer: S
N: ♠K ♥A ♥Q ♥9 ♣Q ♣10 ♦J ♦7
E: ♠Q ♠8 ♥K ♥10 ♣J ♣9 ♦9 ♦8
S: ♠7 ♥J ♥7 ♣8 ♣7 ♦K ♦Q ♦10
W: ♠J ♠9 ♠A ♠10 ♦A ♣A ♣K ♥8"""

# East went with clubs; West to play (a card, not a call).
PLAYING = """\
dealer: S
trump: ♣
goes: E
N: ♠K ♥A ♥Q ♥9 ♣Q ♣10 ♦J ♦7
E: ♠Q ♠8 ♥K ♥10 ♣J ♣9 ♦9 ♦8
S: ♠7 ♥J ♥7 ♣8 ♣7 ♦K ♦Q ♦10
W: ♠J ♠9 ♠A ♠10 ♦A ♣A ♣K ♥8"""


def toml(value: Any) -> str:
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml(v) for v in value) + "]"
    return str(value)


def puzzle(position: str, answer: str, to_move: str = "W", hide: str = "none",
           **fields: Any) -> Puzzle:
    extra = "".join(f"{k.replace('_', '-')} = {toml(v)}\n" for k, v in fields.items())
    text = f'''\
id = "t-call"
game = "klaverjassen"
level = "strong"
themes = ["trump-call"]
kind = "best"
to-move = "{to_move}"
hide = "{hide}"
{extra}position = """
{position}
"""
answer = {toml(answer)}
explanation = "Test."
'''
    parsed = parse_puzzles(text, "t.toml")
    assert not parsed.problems, parsed.problems
    (p,) = parsed.puzzles
    return p


def state_of(p: Puzzle) -> KlaverjasState:
    judge = p.step.judge
    assert isinstance(judge, PlayJudge)
    assert isinstance(judge.state, KlaverjasState)
    return judge.state


def deal_result(st: KlaverjasState, trump: int, going: int, seat: int) -> float:
    """The open deal solved from trick 1 with ``trump`` and ``going``, for ``seat``'s team."""
    h = st.hands
    pos = solver.SolverPosition((h[0], h[1], h[2], h[3]), trump, st.leader, (), st.rules.play,
                                False, going)
    value = solver.Solver(pos, objective=solver.Objective.RESULT).value()
    return float(value if seat % 2 == 0 else -value)


def test_a_clearly_best_call_is_proven() -> None:
    p = puzzle(SIDE_ACES, "♠")
    proof = prove_best(p)
    assert proof.proven, proof.reason
    st = state_of(p)
    assert proof.values is not None
    # Each call is the deal's result from trick 1 with the caller's team going (West: E-W).
    for suit in range(4):
        assert proof.values["♠♥♦♣"[suit]] == deal_result(st, suit, 3, 3)
    assert proof.values["♠"] - max(v for a, v in proof.values.items() if a != "♠") >= 50


def test_a_wrong_call_is_refused_with_what_the_best_scores() -> None:
    proof = prove_best(puzzle(SIDE_ACES, "♦"))
    assert not proof.proven
    assert proof.reason.startswith("unproven: ♦ scores ")
    assert "below ♠" in proof.reason


def test_two_calls_that_score_alike_are_refused() -> None:
    proof = prove_best(puzzle(TWINS, "♠"))
    assert not proof.proven
    assert proof.values is not None and proof.values["♠"] == proof.values["♥"]
    assert "♥ scores as much as the answer ♠" in proof.reason
    assert "list it as an answer too" in proof.reason


def test_a_close_call_over_hidden_hands_is_refused_as_noise(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(P, "CALL_SAMPLES", 4)
    proof = prove_best(puzzle(CLOSE, "♥", hide="others"))
    assert not proof.proven
    assert proof.deals == 4 and not proof.enumerated
    assert proof.reason.startswith("unproven: ♥ beats ♣ by ")
    assert "within the noise (standard error" in proof.reason


def test_a_clear_call_over_hidden_hands_is_proven_on_a_seeded_sample(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(P, "CALL_SAMPLES", 8)
    p = puzzle(SIDE_ACES, "♠", hide="others")
    proof = prove_best(p)
    assert proof.proven, proof.reason
    assert proof.reason.startswith("proven over 8 sampled deals")
    assert proof.deals == 8 and proof.total > 10**9 and not proof.enumerated
    assert proof.per_deal is not None and len(proof.per_deal["♠"]) == 8
    # The deals are drawn from what West can see: West's own hand in every one.
    deals = P.consistent_deals(state_of(p), 3, frozenset({0, 1, 2}), P.Facts(), seed=p.id,
                               limit=8, samples=8)
    assert all(h[3] == state_of(p).hands[3] for h in deals.hands)
    assert deals == P.consistent_deals(state_of(p), 3, frozenset({0, 1, 2}), P.Facts(),
                                       seed=p.id, limit=8, samples=8)


def test_pass_needs_the_calls_after_it_stated() -> None:
    proof = prove_best(puzzle(DRAAIEN, "pass"))
    assert not proof.proven
    assert "what a pass is worth depends on the calls after it" in proof.reason
    assert '"if you pass: N pass, E pass, S pass"' in proof.reason


@pytest.mark.parametrize("assumption", ["if you pass, the others pass too",
                                        "if you pass: N pass, E pass, S pass"])
def test_pass_then_the_forced_call_is_the_best_other_suit(assumption: str) -> None:
    p = puzzle(DRAAIEN, "pass", assumptions=[assumption])
    proof = prove_best(p)
    assert proof.proven, proof.reason
    st = state_of(p)
    assert proof.values is not None
    # After four passes West must name spades, diamonds or clubs (not the turned hearts): the
    # pass is worth the best of them.
    forced = [deal_result(st, suit, 3, 3) for suit in (0, 2, 3)]
    assert proof.values["pass"] == max(forced) == deal_result(st, 0, 3, 3)
    assert proof.values["♥"] == deal_result(st, 1, 3, 3)
    assert set(proof.values) == {"♥", "pass"}


def test_pass_then_a_stated_call_by_another_player() -> None:
    # Maken: if West passes, North names spades and North-South go (nat, in this deal).
    p = puzzle(MAKEN, "pass", assumptions=["if you pass: N ♠"])
    proof = prove_best(p)
    st = state_of(p)
    assert proof.values is not None
    assert proof.values["pass"] == deal_result(st, 0, 0, 3)
    assert proof.values["♠"] == deal_result(st, 0, 3, 3) < proof.values["pass"]
    assert proof.proven, proof.reason


def test_pass_is_as_good_as_the_best_suit_when_the_pass_comes_back() -> None:
    # Maken, first to speak: if everyone passes, West names the suit anyway.
    proof = prove_best(puzzle(MAKEN, "♠", assumptions=["the others pass"]))
    assert not proof.proven
    assert proof.values is not None and proof.values["pass"] == proof.values["♠"]
    assert "pass scores as much as the answer ♠" in proof.reason


@pytest.mark.parametrize(("position", "to_move", "assumption", "message"), [
    (DRAAIEN, "W", "if you pass: E pass, S pass, N pass",
     "East cannot call there, it is North's turn"),
    (DRAAIEN, "W", "if you pass: N ♠", "N ♠ cannot be called"),
    (DRAAIEN, "W", "if you pass: N pass, E pass, S pass, W ♠",
     "the calls go past West's own next call"),
    (DRAAIEN, "W", "if you pass: N pass, E pass", "the calls stop at South's turn"),
    (MAKEN, "W", "if you pass: N ♥, E pass", "once ♥ is named trump is fixed"),
    (DRAAIEN.replace("turned: ♥5", "turned: ♥5\ncalls: W pass"), "N", "the others pass",
     "after four passes West must name a suit"),
    (SIDE_ACES, "W", "the others pass", "cannot pass here"),
    (SIDE_ACES, "W", "E has no trumps", "trump is not fixed yet"),
    (PLAYING, "W", "if you pass, the others pass too", "trump is fixed here"),
])
def test_calls_that_cannot_be_assumed(position: str, to_move: str, assumption: str,
                                      message: str) -> None:
    answer, hide = ("♠A", "others") if position is PLAYING else ("♥", "none")
    proof = prove_best(puzzle(position, answer, to_move=to_move, hide=hide,
                              assumptions=[assumption]))
    assert not proof.proven
    assert message in proof.reason, proof.reason


def test_a_trump_decision_has_no_convention_answer() -> None:
    proof = prove_best(puzzle(SIDE_ACES, "♠", max_cost=5))
    assert proof == Proof(False, str(K.UNPROVEN_CALL_COST))


def test_calls_far_below_are_settled_early_and_said_so() -> None:
    n = 20
    deals = P.Deals(((0, 0, 0, 0),) * n, 10**9, False)
    answer = [100.0 + 30 * (i % 3) for i in range(n)]
    values = {"♠": answer,
              "♥": [x - 90 + 90 * (i % 2) for i, x in enumerate(answer)],  # 45 below, noisy
              "♦": [x - 250 - i for i, x in enumerate(answer[:10])]}  # solved on 10 deals
    first = {a: v[:10] for a, v in values.items()}
    assert P._settled(first, ["♠"], "♦", 10.0)
    assert not P._settled(first, ["♠"], "♥", 10.0)
    proof = P.judge_calls(values, ["♠"], 10.0, "average", deals, frozenset({0, 1, 2}), n, ["♦"])
    assert proof.proven, proof.reason
    assert proof.reason.endswith("settled early (after so many deals): ♦ (10)")
    assert proof.per_deal is not None and {len(v) for v in proof.per_deal.values()} == {10}
    refused = P.judge_calls(values, ["♠"], 50.0, "average", deals, frozenset({0, 1, 2}), n,
                            ["♦"])
    assert refused.reason.startswith("unproven: ♠ beats ♥ by only 45 on average over 20 sampled")
    noisy = {"♠": answer[:4], "♥": values["♥"][:4]}
    refused = P.judge_calls(noisy, ["♠"], 10.0, "average", deals, frozenset({0, 1, 2}), 4, [])
    assert "within the noise" in refused.reason


def test_the_sample_size_is_the_puzzles_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[int | None, int | None]] = []
    real = P.consistent_deals

    def recorded(*args: Any, limit: int | None = None, samples: int | None = None,
                 **kwargs: Any) -> P.Deals:
        asked.append((limit, samples))
        return real(*args, limit=limit, samples=samples, **kwargs)

    monkeypatch.setattr(P, "consistent_deals", recorded)
    prove_best(puzzle(TWINS, "♠"))
    prove_best(puzzle(TWINS, "♠", samples=60))
    assert asked == [(P.CALL_SAMPLES, P.CALL_SAMPLES), (60, 60)]
