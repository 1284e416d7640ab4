"""Casino lessons and puzzles: the adapter's table and counts, its choice checks, the search
behind a proof against plain minimax, the proof's verdicts, and the checks on a text's words."""

from __future__ import annotations

import random
import textwrap
from typing import Any

import pytest

from tutor.games.casino import engine as ce
from tutor.games.casino.notation import parse_position
from tutor.games.casino.rules import CasinoRules
from tutor.teach.adapters import casino_proof as P
from tutor.teach.adapters.casino import CasinoAdapter
from tutor.teach.blocks import Field
from tutor.teach.games import adapter_for
from tutor.teach.lesson import parse_lesson
from tutor.teach.proof import refutation
from tutor.teach.puzzle import parse_puzzles
from tutor.teach.table import render_text

# The last deal of a round: nothing of Player 1's captures; the ♣J is kept for the last capture.
LAST = """\
dealer: P1
P1: ♠4 ♣2 ♣J
P2: ♠7 ♥J
table: ♠5
captured P1: ♠A ♠2 ♠8 ♠9 ♥A ♥2 ♥4 ♥5 ♥6 ♥8 ♥9 ♥10 ♦A ♦2 ♦3 ♦5 ♦9 ♦10 ♣A ♣3 ♣5 ♣6 ♣7 ♣9
captured P2: ♠3 ♠6 ♠10 ♠J ♠Q ♠K ♥3 ♥7 ♥Q ♥K ♦4 ♦6 ♦7 ♦8 ♦J ♦Q ♦K ♣4 ♣8 ♣10 ♣Q ♣K
stock: 0 cards
last capture: P2
turn: P1"""

# The first deal: Player 1 owns a build of 9 and may not trail.
OWN = """\
dealer: P2
P1: ♣9 ♥2 ♠K
P2: ♠6 ♦8 ♣A
table: ♠9 ♦K ♣Q ♥10
build: 9 P1 ♦4 ♥5
stock: 40 cards
turn: P1"""


def lesson(body: str, rules: str = "") -> str:
    head = ("---\nid: t-casino\ngame: casino\ntitle: Test\nlevel: beginner\n"
            f"prerequisites: none\n{rules}---\n\nProse.\n\n")
    return head + textwrap.dedent(body)


def block(kind: str, *lines: str, position: str = LAST) -> str:
    return f"```{kind}\n{position}\n" + "\n".join(lines) + "\n```\n"


def problems(text: str) -> list[str]:
    return [p.reason for p in parse_lesson(text, "t.md").problems
            if not p.reason.startswith("the lesson asks nothing")]


def steps(text: str) -> list[Any]:
    parsed = parse_lesson(text, "t.md")
    assert not parsed.problems, parsed.problems
    assert parsed.lesson is not None
    return [s for s in parsed.lesson.steps if s.interactive]


def puzzle(position: str, answer: str, *extra: str, hide: str = "others") -> Any:
    lines = "\n".join(extra)
    text = (f'game = "casino"\nid = "t-casino-01"\nlevel = "beginner"\nthemes = ["trail"]\n'
            f'kind = "best"\nto-move = "P1"\nhide = "{hide}"\nanswer = "{answer}"\n'
            f'explanation = "Because."\n{lines}\nposition = """\n{position}\n"""\n')
    parsed = parse_puzzles(text, "t.toml")
    assert not parsed.problems, parsed.problems
    return parsed.puzzles[0]


# -- The table ------------------------------------------------------------------------------------


def test_the_plugin_names_the_adapter_and_the_table_lists_the_piles() -> None:
    ad = adapter_for("casino")
    assert isinstance(ad, CasinoAdapter) and ad.objectives == ("points",)
    st = ad.build(LAST, CasinoRules())
    shown = render_text(ad.table(st, 0, frozenset({1})))
    assert "P1 has captured: ♠A ♠2 ♠8 ♠9 ♥A" in shown
    assert "Player 2  2 cards, face down" in shown and "♥J" not in shown.split("P2 has")[0]
    assert "the round's last deal" in shown and "Player 1's captures: 24 cards." in shown
    # A question that counts the piles does not show how many cards each holds.
    quiet = render_text(ad.table(st, 0, frozenset({1}), ad.concealed(True, "")))
    assert "captures: 24 cards" not in quiet and "P1 has captured: ♠A" in quiet
    # Before anyone captured, no pile is listed; four seats are named by the compass.
    four = ad.build("dealer: W\nN: ♠A ♠2 ♠3 ♠4\nE: ♥A ♥2 ♥3 ♥4\nS: ♦A ♦2 ♦3 ♦4\n"
                    "W: ♣A ♣2 ♣3 ♣4\ntable: ♠5 ♥5 ♦5 ♣5\nturn: N", CasinoRules())
    assert ad.seats == ("N", "E", "S", "W") and ad.seats.index("P3") == 2
    assert "has captured" not in render_text(ad.table(four, 0, frozenset({1, 2, 3})))


# -- Counting --------------------------------------------------------------------------------------


def test_a_round_is_counted_after_the_plays_that_end_it() -> None:
    text = lesson(block(
        "score", "count: ♠4 trails, ♠7 trails, ♣2 trails, ♥J trails, ♣J takes ♥J",
        "answer: P1 11, P2 0, P1-cards 30, P1-spades 7, P2-aces 0"))
    (step,) = steps(text)
    judge: Any = step.judge
    assert judge.count.values["P2-cards"] == 22 and judge.count.values["P1-total"] == 11
    assert "P1 made the last capture and takes the rest of the table" in judge.count.breakdown
    assert step.submit("11 30 7 0 0").correct
    assert step.submit("spades-P1 7, P1 11, P2 0, P1-cards 30, P2-aces 0").correct
    assert not step.submit("11 31 7 0 0").correct
    bad = problems(lesson(block("score", "count: ♠4 trails", "answer: P1 1")))
    assert bad and "the round is not over after ♠4 trails" in bad[0]
    bad = problems(lesson(block("score", "count: ♠4 takes ♠5", "answer: P1 1")))
    assert bad and "'count:' cannot play ♠4 takes ♠5" in bad[0]
    bad = problems(lesson(block("score", "answer: P1 1")))
    assert bad and "the round is not over" in bad[0]


def test_piles_as_they_stand_a_finished_position_and_piles_given_alone() -> None:
    now = steps(lesson(block("score", "count: captured", "answer: P1-spades 4, P2-spades 6")))
    assert now[0].judge.count.values["P1-cards"] == 24
    over = ("dealer: P2\nP1: -\nP2: -\ncaptured P1: ♠A ♠2 ♠3 ♠4 ♦10\n"
            "captured P2: " + " ".join(str(c) for c in ce.CARDS[4:] if str(c) != "♦10")
            + "\nstock: 0 cards\nlast capture: P2\nturn: over")
    (step,) = steps(lesson(block("score", "answer: P1 4, P2 7", position=over)))
    assert "Big casino ♦10: P1 took it, 2." in step.judge.count.breakdown
    ad = adapter_for("casino")
    fields = {"captured p1": Field("captured P1", "♠A ♠2 ♦10", 1),
              "captured p2": Field("captured P2", "♠3 ♠4 ♥K ♣K", 2),
              "sweeps": Field("sweeps", "1 0", 3)}
    count = ad.count(None, fields, CasinoRules(sweeps=True))
    assert count.values["P1"] == 5 and count.values["P2"] == 3 and count.values["P1-sweeps"] == 1
    with pytest.raises(Exception, match="every seat"):
        ad.count(None, {"captured p1": Field("captured P1", "♠A", 1)}, CasinoRules())
    with pytest.raises(Exception, match="one per seat"):
        ad.count(None, {**fields, "sweeps": Field("sweeps", "1", 3)}, CasinoRules())


def test_choice_checks_read_the_counted_round_and_the_table() -> None:
    count = "count: ♠4 trails, ♠7 trails, ♣2 trails, ♥J trails, ♣J takes ♥J"
    assert not problems(lesson(block("choice", count, "check: most-spades", "- P1", "- P2",
                                     "- nobody", "answer: P1")))
    assert not problems(lesson(block("choice", count, "check: big-casino", "- P1", "- P2",
                                     "answer: P1")))
    wrong = problems(lesson(block("choice", count, "check: little-casino", "- P1", "- P2",
                                  "answer: P2")))
    assert wrong and "a) P1" in wrong[0]
    sweep = ("dealer: P1\nP1: ♦6 ♥10 ♠9\nP2: ♣A ♠Q\ntable: ♥4 ♦2 ♣6\n"
             "captured P1: ♠3 ♠5 ♥5 ♥9 ♦9 ♣9\ncaptured P2: ♠4 ♣4 ♦K ♥K ♣3 ♦3\n"
             "stock: 32 cards\nlast capture: P2\nturn: P1")
    (step,) = steps(lesson(block("choice", "check: clears", "- ♦6 takes ♥4 ♦2 ♣6",
                                 "- ♦6 takes ♣6", "- ♠9 takes ♣6", "answer: a",
                                 position=sweep)))
    feedback = step.submit("b")
    assert not feedback.correct and "it leaves ♥4 ♦2 on the table" in feedback.engine
    out = steps(lesson(block("choice", "check: out", "- 7", "- J", "- ace", "- 9",
                             "answer: a, b")))
    assert "7: 1 not seen yet" in out[0].submit("a, b").engine
    bad = problems(lesson(block("choice", "check: out", "- 7", "- 11", "answer: a")))
    assert bad and "must be a value or rank" in bad[0]
    legal = steps(lesson(block("legal", "answer: ♣9 takes [♦4 ♥5], ♣9 takes ♠9 [♦4 ♥5], "
                                        "♠K takes ♦K", position=OWN)))
    assert "You cannot trail: you own the build of 9" in legal[0].submit(
        "♥2 trails").engine


# -- The search --------------------------------------------------------------------------------


def minimax(st: ce.CasinoState, side: int) -> int:
    """Plain minimax through the engine's own apply: no bounds, no table."""
    best: int | None = None
    maximize = st.side_of[st.turn] == side
    for action in st.legal_actions():
        child = st.clone()
        events = child.apply(action)
        if child.over:
            score = next(e for e in events if isinstance(e, ce.RoundScored)).result.score
            v = score[side] - max(p for k, p in enumerate(score) if k != side)
        else:
            v = minimax(child, side)
        if best is None or (v > best if maximize else v < best):
            best = v
    assert best is not None
    return best


@pytest.mark.parametrize("seed", range(6))
def test_the_search_agrees_with_plain_minimax(seed: int) -> None:
    rng = random.Random(seed)
    players = (2, 2, 3, 2, 3, 4)[seed]
    st = ce.CasinoState(CasinoRules(players=players, partners=seed == 5), seed)
    while st.stock or sum(len(h) for h in st.hands) > 2 * players - 1:
        st.apply(rng.choice(st.legal_actions()))
    values = P.solve_deal(st, {})
    play = P._deal_state(st, {})
    side = play.side_of[play.turn]
    for action, value in values.items():
        child = play.clone()
        events = child.apply(action)
        expect = (minimax(child, side) if not child.over else P.Search(side)._scored(events))
        assert value == expect, (seed, str(action))


# -- Proofs ----------------------------------------------------------------------------------------


def test_a_proof_values_every_play_over_the_one_deal_counting_allows() -> None:
    p = puzzle(LAST, "♠4 trails")
    proof = P.prove_casino(p)
    assert proof.proven and proof.deals == 1 and proof.enumerated
    assert proof.values == {"♠4 trails": 11.0, "♣2 trails": 9.0, "♣J trails": 3.0}
    assert refutation(proof, "♣2 trails") == "♣2 trails scores 2 points less than ♠4 trails."
    wrong = P.prove_casino(puzzle(LAST, "♣2 trails"))
    assert not wrong.proven and "♣2 trails scores 2 points below ♠4 trails" in wrong.reason
    wide = P.prove_casino(puzzle(LAST, "♠4 trails", "margin = 3"))
    assert not wide.proven and "by only 2 points" in wide.reason
    both = P.prove_casino(puzzle(LAST, "♠4 trails, ♣2 trails"))
    assert not both.proven and "not equally good" in both.reason


def test_a_proof_needs_the_last_deal_and_true_assumptions() -> None:
    early = P.prove_casino(puzzle(OWN, "♠K takes ♦K"))
    assert not early.proven and "the stock empty, 40 cards in it here" in early.reason
    assumed = P.prove_casino(puzzle(LAST, "♠4 trails", 'assumptions = ["P2 holds ♥J"]'))
    assert assumed.proven
    false = P.prove_casino(puzzle(LAST, "♠4 trails", 'assumptions = ["P2 holds ♣K"]'))
    assert not false.proven and "not true in the position" in false.reason
    unread = P.prove_casino(puzzle(LAST, "♠4 trails", 'assumptions = ["P2 is clever"]'))
    assert not unread.proven and "cannot read the assumption" in unread.reason


def test_hidden_hands_of_three_players_are_dealt_every_way_that_fits() -> None:
    st = ce.CasinoState(CasinoRules(players=3), 4)
    rng = random.Random(4)
    while st.stock or sum(len(h) for h in st.hands) > 6:
        st.apply(rng.choice(st.legal_actions()))
    mover = st.turn
    others = [s for s in range(3) if s != mover]
    deals, total = P.deals_for(st, frozenset(others), (), seed="x", limit=200)
    sizes = [len(st.hands[s]) for s in others]
    from math import comb
    assert total == len(deals) == comb(sum(sizes), sizes[0])
    assert {tuple(sorted(st.hands[s])) for s in others} <= {
        tuple(sorted(d[s])) for d in deals for s in others}
    few, total2 = P.deals_for(st, frozenset(others), (), seed="x", limit=3)
    assert len(few) == 3 and total2 == total
    assert few == P.deals_for(st, frozenset(others), (), seed="x", limit=3)[0]


def test_an_owner_keeps_a_card_of_its_build_in_every_deal() -> None:
    st = parse_position(
        "dealer: P2\nP1: ♥3 ♣K\nP2: ♥8 ♦J\ntable: ♥5\nbuild: 8 P2 ♠2 ♠6\n"
        "captured P1: " + " ".join(str(c) for c in ce.CARDS if c.suit.symbol == "♣"
                                   and str(c) != "♣K")
        + "\ncaptured P2: " + " ".join(str(c) for c in ce.CARDS if c.suit.symbol in "♥♦"
                                       and str(c) not in ("♥3", "♥8", "♦J", "♥5"))
        + " ♠A ♠3 ♠4 ♠5 ♠7 ♠8 ♠9 ♠10 ♠J ♠Q ♠K"
        + "\nstock: 0 cards\nlast capture: P2\nturn: P1")
    deals, total = P.deals_for(st, frozenset({1}), (), seed="x", limit=200)
    assert total == 1 and sorted(deals[0][1]) == sorted(st.hands[1])


# -- The words ----------------------------------------------------------------------------------


def test_texts_may_not_name_a_hidden_card_or_use_the_trainers_words() -> None:
    ad = adapter_for("casino")
    st = ad.build(LAST, CasinoRules())
    found = ad.check_texts(st, 0, frozenset({1}), [
        "Keep the ♣J for the last capture.",
        "Player 2 holds the ♥J.",
        "The proof over the sampled deals says so."], ())
    assert found[0] == []
    assert len(found[1]) == 1 and "♥J, which lies in P2's face-down hand" in found[1][0][1]
    assert [w for _, w in found[2]] and all("trainer's own word" in w for _, w in found[2])
    assert ad.check_texts(st, 0, frozenset(), ["Player 2 holds the ♥J."], ()) == [[]]
