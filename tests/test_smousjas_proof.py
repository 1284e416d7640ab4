"""Smousjas and Vijfhonderden ``best`` puzzles proven: exactly once the stock is empty, over the
ways the unseen cards may lie before; refutations, the sample's respect for what the player
knows, and a failing proof reported by ``tutor check`` with its file and line."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from teach_helpers import translated_aside

from tutor.games.smousjas import engine as se
from tutor.games.smousjas.melds import INDEX
from tutor.games.smousjas.notation import parse_position
from tutor.games.smousjas.rules import SmousjasRules
from tutor.teach.adapters import smousjas_proof as P
from tutor.teach.check import check_paths
from tutor.teach.games import adapter_for
from tutor.teach.proof import Proof, refutation
from tutor.teach.puzzle import Puzzle, parse_puzzles

# Phase 2 of Smousjas, P1 to lead the first trick, ♠ trump: the brok ♥K ♣Q scores 20 and nothing
# else comes near (every card known).
PHASE_TWO = """\
dealer: P2
trump: ♠
turned: -
stock: -
P1: ♠A ♠9 ♥A ♥K ♦7 ♣K ♣Q ♣7
P2: ♠J ♠10 ♠7 ♥Q ♦A ♦8 ♣A ♣8
won P1: ♠K ♠Q ♥10 ♥9 ♥8 ♥7 ♦K ♦Q
won P2: ♠8 ♥J ♦J ♦10 ♦9 ♣J ♣10 ♣9
turn: P1"""

# Vijfhonderden, the last two tricks: P2 has taken no trick of phase 2, so P1's lead decides the
# 100 (the ♦10 led is trumped by the ♠7; the ♠J first draws it and takes both).
VIJF_END = """\
dealer: P1
trump: ♠
turned: -
stock: -
P1: ♠J ♦10
P2: ♠7 ♥A
won P1: ♠9 ♠A ♠10 ♠K ♠Q ♠8 ♥K ♥Q ♥J ♥10 ♥9 ♥8 ♥7 ♦A ♦K ♦Q ♦J ♦9 ♦8 ♦7
won P2: ♣A ♣10 ♣K ♣Q ♣J ♣9 ♣8 ♣7
phase 2 tricks: 7 0
turn: P1"""

# Smousjas: P1 won the last trick of phase 1 and chooses between the covered card and the turned
# ♠7. P2 has shown ♠Q ♠K ♠A ♥K ♣Q; three cards are unseen (two in P2's hand, one covered).
CHOOSE = """\
dealer: P1
trump: ♠
turned: ♠7
stock: 1 card
P1: ♠8 ♠10 ♠J ♦J ♦Q ♣J ♣A
P2: ♠9 ♠Q ♠K ♠A ♥K ♥A ♣Q
shown P1: ♠J ♦J ♦Q ♣J
shown P2: ♠Q ♠K ♠A ♥K ♣Q
won P1: ♥7 ♥9 ♥10 ♥J ♦8 ♦10 ♣8 ♣10
won P2: ♥8 ♥Q ♦7 ♦9 ♦K ♣7 ♣9 ♣K
meld P2: ♦K ♠Q
meld P2: ♣K ♥Q
meld P1: ♦Q ♦J ♦10 ♦9
meld P2: ♥K ♠Q
meld P2: ♠K ♠Q
meld P2: ♠A ♠K ♠Q
meld P2: ♥K ♣Q
meld P1: ♠J ♥J ♦J ♣J
choose: yes
turn: P1"""

# Smousjas phase 1 with three covered cards: P2 to lead, ♦ trump, the ♦9 turned; P1 has shown
# its stuk ♦K ♦Q.
LATE_STOCK = """\
dealer: P1
trump: ♦
turned: ♦9
stock: ♠7 ♥8 ♣9
P1: ♠A ♠10 ♥A ♦K ♦Q ♣7 ♣8 ♣10
P2: ♠K ♠J ♥K ♥10 ♥7 ♦J ♦A ♣A
shown P1: ♦K ♦Q
won P1: ♠Q ♠9 ♥Q ♥J ♦10 ♦8 ♣K ♣Q
won P2: ♠8 ♥9 ♦7 ♣J
meld P1: ♦K ♦Q
turn: P2"""


def _toml(value: Any) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, str) and "\n" in value:
        return f'"""\n{value}\n"""'
    return f'"{value}"' if isinstance(value, str) else str(value)


def puzzle_text(position: str, answer: str | list[str], to_move: str, *,
                game: str = "smousjas", ident: str = "t-sj-proof", **fields: Any) -> str:
    entry = {"id": ident, "game": game, "level": "novice", "themes": ["ending"],
             "kind": "best", "hide": "others", "to-move": to_move, "answer": answer,
             "explanation": "Because.", "position": position, **fields}
    return "\n".join(f"{k} = {_toml(v)}" for k, v in entry.items()) + "\n"


def puzzle(position: str, answer: str | list[str], to_move: str, **fields: Any) -> Puzzle:
    parsed = parse_puzzles(puzzle_text(position, answer, to_move, **fields), "t.toml")
    assert not parsed.problems, parsed.problems
    (p,) = parsed.puzzles
    return p


def prove(p: Puzzle) -> Proof:
    return adapter_for(p.game).prove(p)


def state(position: str, rule_set: str = "smousjas") -> se.SmousjasState:
    return parse_position(position, SmousjasRules.from_dict({"rule-set": rule_set}))


# -- Exact: phase 2 -------------------------------------------------------------------------------


def test_an_exact_phase_two_proof_passes_and_says_what_it_counts() -> None:
    proof = prove(puzzle(PHASE_TWO, "mariage ♥K ♣Q", "P1"))
    assert proof.proven, proof.reason
    assert proof.reason.startswith("proven exactly, every card known")
    assert "the deal's points from P1's side" in proof.reason
    assert proof.deals == 1 and proof.enumerated and proof.values is not None
    # The brok is worth its 20 on top of the best card play.
    assert proof.values["mariage ♥K ♣Q"] - max(
        v for a, v in proof.values.items() if a != "mariage ♥K ♣Q") == 20


def test_an_exact_proof_fails_with_its_reason_and_refutes_the_wrong_answer() -> None:
    proof = prove(puzzle(PHASE_TWO, "♠A", "P1"))
    assert not proof.proven
    assert proof.reason.startswith("unproven: ♠A scores 20 points below mariage ♥K ♣Q")
    right = prove(puzzle(PHASE_TWO, "mariage ♥K ♣Q", "P1"))
    assert refutation(right, "♠A") == "♠A scores 20 points less than mariage ♥K ♣Q."
    # A margin larger than the gap is not met.
    short = prove(puzzle(PHASE_TWO, "mariage ♥K ♣Q", "P1", margin=25))
    assert not short.proven and "less than the margin 25" in short.reason


def test_vijfhonderden_counts_the_hundred_for_no_trick() -> None:
    proof = prove(puzzle(VIJF_END, "♠J", "P1", game="vijfhonderden"))
    assert proof.proven, proof.reason
    assert "with the 100 for taking no trick of phase 2" in proof.reason
    assert proof.values is not None
    # ♠J first: both tricks and the 100, against a trick and the 100 lost.
    assert proof.values["♠J"] - proof.values["♦10"] > 100


def test_equal_actions_must_be_listed() -> None:
    st = state(PHASE_TWO)
    values = P.exact_values(st)
    ties = [a for a in values if values[a] == values[se.Play(st.parse_action("♠A").card)]]
    assert len(ties) > 1  # ♠A, ♥A and ♦7 all score the same here
    proof = P.prove_exact(st, [se.Play(st.parse_action("♠A").card)], 1.0)
    assert not proof.proven


# -- Sampled: phase 1 -----------------------------------------------------------------------------


def test_a_proof_over_every_way_the_cards_lie_passes_and_fails() -> None:
    proof = prove(puzzle(CHOOSE, "take covered", "P1"))
    assert proof.proven, proof.reason
    assert "over all 3 ways the unseen cards can lie" in proof.reason
    assert proof.enumerated and proof.deals == 3 and proof.per_deal is not None
    wrong = prove(puzzle(CHOOSE, "take turned", "P1"))
    assert not wrong.proven and wrong.reason.startswith(
        "unproven: take turned scores 16 points below take covered")
    assert "does worse in" in refutation(proof, "take turned")


def test_a_sampled_proof_passes_and_fails_on_noise() -> None:
    st = state(LATE_STOCK)
    layouts, total = P.layouts_for(st, True, [], seed="t", limit=12)
    assert len(layouts) == 12 and total > 12
    values = {a: [P.play_out(st, a, lay) for lay in layouts] for a in st.legal_actions()}
    means = {a: sum(v) / len(v) for a, v in values.items()}
    ranked = sorted(means, key=lambda a: -means[a])
    best = ranked[0]
    proof = P.prove_sampled(st, [best], layouts, total, 1.0)
    clear = means[best] - means[ranked[1]]
    if proof.proven:
        assert "sampled ways the unseen cards can lie, of" in proof.reason
    else:  # the gap is real but a sample this small cannot tell it from noise
        assert "within the noise" in proof.reason or "less than the margin" in proof.reason
    worst = ranked[-1]
    bad = P.prove_sampled(st, [worst], layouts, total, 1.0)
    assert not bad.proven and bad.reason.startswith(f"unproven: {st.format_action(worst)} ")
    assert clear >= 0
    # A puzzle stating a large margin over the same kind of sample fails on it.
    noisy = P.prove_sampled(st, [best], layouts, total, 500.0)
    assert not noisy.proven


def test_the_sample_respects_what_the_player_knows() -> None:
    st = state(LATE_STOCK)
    mover = st.to_move()
    assert mover == 1
    shown = st.shown[0]
    known = P.known_mask(st, 1)
    layouts, total = P.layouts_for(st, True, [], seed="t", limit=50)
    # 8 unseen cards in all (P1's six unshown cards and the three covered): 9 x 8 x 7 stocks.
    unseen = 32 - known.bit_count()
    assert unseen == 9 and total == 9 * 8 * 7 and len(layouts) == 50
    for lay in layouts:
        assert lay.other & shown == shown  # the stuk P1 showed is in its hand every time
        assert lay.other.bit_count() == st.hands[0].bit_count()
        assert len(lay.stock) == 3
        for i in lay.stock:
            assert not known >> i & 1 and not lay.other >> i & 1
        assert not (lay.other & ~shown) & known
        assert not lay.other >> INDEX[st.parse_action("♦9").card] & 1  # the turned card
    assert len({lay.stock for lay in layouts}) > 10  # the stock's order is dealt again
    again, _ = P.layouts_for(st, True, [], seed="t", limit=50)
    assert again == layouts  # seeded
    # Assumptions narrow the layouts and must be true.
    held, _ = P.layouts_for(st, True, ["P1 holds ♠A", "P1 does not hold ♣9"], seed="t",
                            limit=50)
    ace = 1 << INDEX[st.parse_action("♠A").card]
    nine = 1 << INDEX[st.parse_action("♣9").card]
    assert all(lay.other & ace and not lay.other & nine for lay in held)
    for text in ("P1 holds ♣9", "P2 holds ♠K", "P1 holds ♦K", "P1 likes ♠A"):
        try:
            P.layouts_for(st, True, [text], seed="t", limit=50)
        except P.AssumptionError as e:
            assert repr(text) in e.message
        else:  # pragma: no cover - the assertion names the text
            raise AssertionError(text)
    # With the other hand face up only the stock's order is dealt again.
    face_up, n = P.layouts_for(st, False, [], seed="t", limit=50)
    assert n == 6 and all(lay.other == st.hands[0] for lay in face_up)


def test_the_policy_plays_to_the_stock_end_and_the_solver_counts_the_rest() -> None:
    st = state(LATE_STOCK)
    layouts, _ = P.layouts_for(st, True, [], seed="t", limit=3)
    for lay in layouts:
        for a in st.legal_actions():
            sim = st.clone()
            sim.hands[0], sim.stock = lay.other, list(lay.stock)
            sim.apply(a)
            P.play_to_stock_end(sim)
            assert sim.phase == 2 and not sim.stock
            assert isinstance(P.play_out(st, a, lay), int)


def test_uit_and_bad_settings_are_refused() -> None:
    proof = prove(puzzle(PHASE_TWO, "mariage ♥K ♣Q", "P1", objective="result",
                         assumptions=["P2 holds ♠J"]))
    assert not proof.proven and "leave out the assumptions" in proof.reason


# -- tutor check ----------------------------------------------------------------------------------


def test_tutor_check_reports_a_failing_proof_with_file_and_line(tmp_path: Path) -> None:
    folder = tmp_path / "puzzles" / "smousjas"
    folder.mkdir(parents=True)
    f = folder / "endings.toml"
    good = puzzle_text(PHASE_TWO, "mariage ♥K ♣Q", "P1", ident="t-sj-good")
    bad = puzzle_text(PHASE_TWO, "♦7", "P1", ident="t-sj-bad")
    body = 'game = "smousjas"\n\n[[puzzle]]\n' + good.replace('game = "smousjas"\n', "")
    line = body.count("\n") + 2
    body += "\n[[puzzle]]\n" + bad.replace('game = "smousjas"\n', "")
    f.write_text(body, encoding="utf-8")
    report = check_paths([f], known_lessons=[])
    found = [p for p in translated_aside(report.problems)
             if "best-action puzzle needs a theme" not in p.reason]
    assert len(found) == 1, found
    (problem,) = found
    assert problem.path.endswith("endings.toml") and problem.line == line
    assert problem.reason.startswith("unproven: ♦7 scores 20 points below mariage ♥K ♣Q")
    assert textwrap.dedent(problem.reason) == problem.reason
