"""Puzzle files: the format, each kind of problem with its line, proofs, and the puzzle runner."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import pytest

from tutor.errors import FileFormatError
from tutor.teach import text as T
from tutor.teach.check import check_paths, title_answer_problems
from tutor.teach.proof import Proof, prove_best
from tutor.teach.puzzle import load_puzzles, parse_puzzles
from tutor.teach.runner import PuzzleRunner

ROOT = Path(__file__).resolve().parent.parent

POSITION = """\
dealer: W
trump: ♥
goes: N
N: ♥9 ♠10 ♣7 ♣8 ♦7 ♦8
E: ♥A ♠K ♠Q ♣9 ♣10 ♦9 ♦10
S: ♥K ♠J ♠9 ♣J ♣Q ♦J ♦Q
W: ♥8 ♠8 ♠7 ♣K ♣A ♦K ♦A
trick 1: N ♥J ♥10 ♥Q ♥7
trick 2: N ♠A"""

SET = f'''\
game = "klaverjassen"
level = "beginner"
themes = ["following"]

[[puzzle]]
id = "t-legal"
kind = "legal"
to-move = "E"
hide = "others"
position = """
{POSITION}
"""
answer = "♠K ♠Q"
explanation = "East holds spades and must follow suit."

[[puzzle]]
id = "t-score"
kind = "score"
count = "trick 1"
position = """
{POSITION}
"""
answer = {{ points = 33, roem = 20 }}
explanation = "Jas 20, ten 10, Queen 3; Q J 10 of trump is a row of three."
'''

# The same deal in the ending of lesson 10: East to lead; the ♣10 draws the last trump.
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


def best(answer: str, extra: str = "") -> str:
    return f'''\
id = "t-best"
game = "klaverjassen"
level = "strong"
themes = ["endings"]
kind = "best"
to-move = "E"
{extra}position = """
{ENDING}
"""
answer = "{answer}"
explanation = "Draw the last trump and the rest is yours."
'''


def problems(text: str) -> list[tuple[int, str]]:
    return [(p.line, p.reason) for p in parse_puzzles(text, "p.toml").problems]


def test_a_set_of_puzzles() -> None:
    parsed = parse_puzzles(SET, "p.toml")
    assert parsed.problems == ()
    legal, score = parsed.puzzles
    assert (legal.id, legal.kind, legal.level, legal.themes, legal.to_move) == (
        "t-legal", "legal", "beginner", ("following",), "E")
    assert legal.line == 5 and score.line == 24
    assert legal.hidden and not score.hidden
    assert legal.step.submit("♠Q ♠K").correct
    fb = score.step.submit("33 20")
    assert fb.correct and fb.author.startswith("Jas 20")
    assert score.step.asks == ("points", "roem")


def test_one_puzzle_per_file(tmp_path: Path) -> None:
    path = tmp_path / "one.toml"
    path.write_text(best("♣10"), encoding="utf-8")
    (p,) = load_puzzles(path)
    assert (p.id, p.kind, p.line) == ("t-best", "best", 1)
    assert p.step.submit("♥K").correct is False
    assert p.step.submit("c10").correct


def change(old: str, new: str) -> str:
    assert old in SET, old
    return SET.replace(old, new, 1)


CASES = [
    (('kind = "legal"', 'kind = "legal'), 7, "not valid TOML"),
    (('to-move = "E"', 'to-move = "E"\ncolour = "red"'), 9, "unknown puzzle key 'colour'"),
    (('explanation = "East holds spades and must follow suit."\n', ""), 5,
     "the puzzle needs 'explanation'"),
    (('kind = "legal"', 'kind = "guess"'), 7, "unknown kind 'guess'"),
    (('level = "beginner"', 'level = "grandmaster"'), 2, "unknown level 'grandmaster'"),
    (('id = "t-legal"', 'id = "T legal"'), 6, "bad id 'T legal'"),
    (('themes = ["following"]', 'themes = "following"\ngame2 = 1'), 4, "unknown puzzle key"),
    (('to-move = "E"', 'to-move = "S"'), 8, "'to-move' says S, but in the position E is to play"),
    (('answer = "♠K ♠Q"', 'answer = "♠K"'), 21, "it leaves out ♠Q"),
    (('answer = {{ points = 33, roem = 20 }}'.replace("{{", "{").replace("}}", "}"),
      'answer = { points = 33, roem = 0 }'), 39, "the stated roem 0 differs from the engine's 20"),
    (('answer = {{ points = 33, roem = 20 }}'.replace("{{", "{").replace("}}", "}"),
      'answer = { points = "33" }'), 39, "a score answer is a table of numbers"),
    (('count = "trick 1"', 'count = "trick 5"'), 27, "trick 5 is not finished"),
    (("W: ♥8 ♠8 ♠7", "W: ♥8 ♠8 ♠X"), 17, "bad card '♠X'"),
    (('id = "t-score"', 'id = "t-legal"'), 24, "the id 't-legal' is used twice in this file"),
    (('level = "beginner"', 'level = "beginner"\nid = "top"'), 3,
     "a set of [[puzzle]] tables gives each puzzle its own id"),
    (('hide = "others"', 'hide = "others"\nrules = "amsterdam"'), 10, "'rules' must be a table"),
    (('hide = "others"', 'hide = "others"\nrules = { play = "utrecht" }'), 10,
     "'utrecht' is not one of rotterdam, amsterdam"),
    (('hide = "others"', 'hide = "others"\nmargin = 5'), 10, "'margin' is a number"),
    (('hide = "others"', 'hide = "E"'), 9, "the hand of the player to move cannot be hidden"),
    (('game = "klaverjassen"', 'game = "chess"'), 1, "unknown game 'chess'"),
]


@pytest.mark.parametrize(("edit", "line", "message"), CASES, ids=[c[2] for c in CASES])
def test_each_problem_is_reported_with_its_line(edit: tuple[str, str], line: int,
                                               message: str) -> None:
    found = problems(change(*edit))
    hits = [(n, m) for n, m in found if message in m]
    assert hits, found
    assert hits[0][0] == line, found


def test_load_puzzles_raises_the_first_problem(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(change('answer = "♠K ♠Q"', 'answer = "♠K ♥A"'), encoding="utf-8")
    with pytest.raises(FileFormatError) as e:
        load_puzzles(path)
    assert e.value.line == 21 and "it includes ♥A, which is illegal" in str(e.value)


def test_best_puzzles_need_a_solver(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Stand for a tree where the solver module does not exist yet.
    monkeypatch.setitem(sys.modules, "tutor.games.klaverjas.solver", None)
    (p,) = parse_puzzles(best("♣10"), "b.toml").puzzles
    proof = prove_best(p)
    assert not proof.proven and proof.reason == "unproven: no solver available"
    folder = tmp_path / "puzzles" / "klaverjassen"
    folder.mkdir(parents=True)
    (folder / "b.toml").write_text(best("♣10"), encoding="utf-8")
    report = check_paths([tmp_path / "puzzles"], known_lessons=[])
    assert [(p.line, p.reason) for p in report.problems] == [
        (1, "unproven: no solver available")]


def fake_solver(values: dict[str, int]) -> types.ModuleType:
    """A module with the solver's interface, giving fixed values (N-S minus E-W)."""
    from tutor.cards import card
    from tutor.games.klaverjas.engine import INDEX

    mod = types.ModuleType("tutor.games.klaverjas.solver")

    class Objective:
        RESULT = "result"

    class SolverPosition:
        @classmethod
        def from_state(cls, st: Any) -> SolverPosition:
            return cls()

    class Solver:
        def __init__(self, pos: Any, *, objective: Any) -> None:
            assert objective == "result"

        def move_values(self) -> dict[int, int]:
            return {INDEX[card(c)]: v for c, v in values.items()}

    mod.Objective = Objective  # type: ignore[attr-defined]
    mod.SolverPosition = SolverPosition  # type: ignore[attr-defined]
    mod.Solver = Solver  # type: ignore[attr-defined]
    return mod


@pytest.mark.parametrize(("values", "answer", "extra", "proven", "reason"), [
    # East (E-W) is to play: its values are the negated N-S minus E-W values.
    ({"♣10": -262, "♥K": -124, "♠J": -108}, "♣10", "", True, "proven: ♣10 262, ♥K 124, ♠J 108"),
    ({"♣10": -262, "♥K": -124, "♠J": -108}, "♥K", "", False,
     "the answer ♥K is not best: the solver finds ♣10 best with 262"),
    ({"♣10": -262, "♥K": -262, "♠J": -108}, "♣10", "", False,
     "♥K is as good as the answer (262): list it as an answer too"),
    ({"♣10": -262, "♥K": -262, "♠J": -108}, "♣10, ♥K", "", True, "proven"),
    ({"♣10": -262, "♥K": -258, "♠J": -108}, "♣10", "margin = 10\n", False,
     "the answer beats ♥K by only 4, less than the margin 10"),
    ({"♥K": -124, "♠J": -108}, "♣10", "", False, "unproven: the solver gives no value for ♣10"),
])
def test_proof_logic(monkeypatch: pytest.MonkeyPatch, values: dict[str, int], answer: str,
                     extra: str, proven: bool, reason: str) -> None:
    monkeypatch.setitem(sys.modules, "tutor.games.klaverjas.solver", fake_solver(values))
    (p,) = parse_puzzles(best(answer, extra), "b.toml").puzzles
    proof = prove_best(p)
    assert proof.proven is proven and reason in proof.reason


def test_the_real_solver_proves_an_ending() -> None:
    pytest.importorskip("tutor.games.klaverjas.solver")
    (good,) = parse_puzzles(best("♣10"), "b.toml").puzzles
    proof = prove_best(good)
    assert proof.proven, proof.reason
    (bad,) = parse_puzzles(best("♥K"), "b.toml").puzzles
    assert prove_best(bad).reason.startswith("the answer ♥K is not best")


def test_puzzle_runner() -> None:
    legal, score = parse_puzzles(SET, "p.toml").puzzles
    run = PuzzleRunner(legal)
    unreadable = run.submit("♠Z")
    assert not unreadable.feedback.readable and not unreadable.first and run.attempts == 0
    first = run.submit("♠K")
    assert first.first and not first.feedback.correct
    assert "You left out: ♠Q." in first.feedback.engine
    second = run.submit("♠K ♠Q")
    assert not second.first and second.feedback.correct and run.solved
    shown = PuzzleRunner(score).reveal()
    assert shown.solution == "points 33, roem 20" and shown.explain.startswith("Jas 20")


# -- Titles name the situation, not the answer ------------------------------------------------

# North leads to the first trick; hearts are trump, so North's ♥J is the Jas and the ♥9 the Nel.
OPENING = """\
dealer: W
trump: ♥
goes: N
N: ♥J ♥9 ♠A ♠10 ♣7 ♣8 ♦7 ♦8
E: ♥A ♥10 ♠K ♠Q ♣9 ♣10 ♦9 ♦10
S: ♥K ♥Q ♠J ♠9 ♣J ♣Q ♦J ♦Q
W: ♥8 ♥7 ♠8 ♠7 ♣K ♣A ♦K ♦A"""


def titled(title: str, title_nl: str, answer: str = "♥J") -> str:
    return f'''\
id = "t-title"
game = "klaverjassen"
level = "novice"
themes = ["troef-trekken"]
kind = "best"
to-move = "N"
title = "{title}"
title-nl = "{title_nl}"
position = """
{OPENING}
"""
answer = "{answer}"
explanation = "Draw trumps with the card nothing beats."
'''


def title_problems(text: str) -> list[tuple[int, str]]:
    parsed = parse_puzzles(text, "t.toml")
    assert parsed.problems == ()
    return [(p.line, p.reason) for p in title_answer_problems(parsed.puzzles, text, "t.toml")]


@pytest.mark.parametrize(("title", "title_nl", "named", "named_nl"), [
    ("Lead the ♥J", "Kom uit met de ♥J", "♥J", "♥J"),
    ("Lead the Jas", "Kom uit met de Jas", "'Jas' (♥J)", "'Jas' (♥J)"),
    ("The heart jack first", "Eerst de hartenboer", "'heart jack' (♥J)", "'hartenboer' (♥J)"),
    # A rank alone names the answer when every card of that rank to play is an answer.
    ("The jack, not the ace", "De Boer, niet de Aas", "'jack' (♥J)", "'Boer' (♥J)"),
])
def test_a_title_naming_its_answer_is_refused(title: str, title_nl: str, named: str,
                                              named_nl: str) -> None:
    assert title_problems(titled(title, title_nl)) == [
        (7, T.CHECK_TITLE_ANSWER.format(key="title", card=named)),
        (8, T.CHECK_TITLE_ANSWER.format(key="title-nl", card=named_nl))]


@pytest.mark.parametrize(("title", "title_nl", "answer"), [
    # Cards of the position that the answer does not play: the Nel, the ace, another hand's.
    ("The Nel and the ♠A in hand", "De Nel en de ♠A in de hand", "♥J"),
    ("An ace to cash", "Een Aas om binnen te halen", "♥J"),
    ("East holds the ♥A", "Oost heeft de ♥A", "♥J"),
    # The Jas is the trump jack: a title naming it does not name the answer ♠10.
    ("The Jas in hand", "De Jas in de hand", "♠10"),
    # A rank that more moves than the answer have: the ♦7 is no answer beside the ♣7.
    ("Two sevens in hand", "Twee zevens in de hand", "♣7"),
])
def test_a_title_naming_the_position_passes(title: str, title_nl: str, answer: str) -> None:
    assert title_problems(titled(title, title_nl, answer)) == []


def test_a_legal_set_is_an_answer_too() -> None:
    text = change('id = "t-legal"\n', 'id = "t-legal"\ntitle = "The ♠Q or the ♠K"\n'
                                       'title-nl = "De ♠Q of de ♠K"\n')
    assert [line for line, _ in title_problems(text)] == [7, 8]


def test_tutor_check_reports_a_title_naming_its_answer(tmp_path: Path) -> None:
    folder = tmp_path / "puzzles" / "klaverjassen"
    folder.mkdir(parents=True)
    (folder / "t.toml").write_text(titled("Lead the Jas", "Kom uit met de Jas"), encoding="utf-8")
    report = check_paths([tmp_path / "puzzles"], known_lessons=[],
                         prove=lambda p: Proof(True, "proven"))
    assert [(p.line, p.reason) for p in report.problems] == [
        (7, T.CHECK_TITLE_ANSWER.format(key="title", card="'Jas' (♥J)")),
        (8, T.CHECK_TITLE_ANSWER.format(key="title-nl", card="'Jas' (♥J)"))]


def test_no_shipped_title_names_its_answer() -> None:
    files = sorted((ROOT / "puzzles").rglob("*.toml"))
    assert len(files) > 40
    found = []
    for path in files:
        text = path.read_text(encoding="utf-8")
        found += title_answer_problems(parse_puzzles(text, str(path)).puzzles, text, str(path))
    assert found == []
