"""Smousjas and Vijfhonderden lessons: the adapter's table, counts and choice checks, broken
lessons reported with file and line, the checks on a text's words, and every shipped lesson
answered through to its end."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import teach_helpers
from teach_helpers import problems, steps, translated_aside

from tutor.registry import ROOT
from tutor.teach.adapters.smousjas import SmousjasAdapter
from tutor.teach.check import check_paths
from tutor.teach.games import adapter_for
from tutor.teach.lesson import parse_lesson
from tutor.teach.puzzle import parse_puzzles
from tutor.teach.runner import LessonRunner
from tutor.teach.steps import CHOICE, LEGAL, PLAY, SCORE
from tutor.teach.table import render_text

# Phase 1, first trick: P1 leads with ♥ trump; P1 holds ♥Q ♥J ♥10, P2 ♦A ♦K ♦Q.
FIRST = """\
dealer: P2
trump: ♥
turned: ♥9
stock: 15 cards
P1: ♠7 ♠8 ♠9 ♥Q ♥J ♥10 ♣7 ♣8
P2: ♠10 ♠J ♦A ♦K ♦Q ♣9 ♣10 ♣J
turn: P1"""

# Phase 2 of Smousjas after its first trick, P1 to lead, ♠ trump.
LATE = """\
dealer: P2
trump: ♠
turned: -
stock: -
P1: ♠A ♠9 ♥A ♥K ♥Q ♦7 ♣7
P2: ♠J ♠10 ♠7 ♦A ♦8 ♣A ♣K
won P1: ♠K ♠Q ♥10 ♥9 ♥8 ♥7 ♦K ♦Q ♣Q ♣J
won P2: ♠8 ♥J ♦J ♦10 ♦9 ♣10 ♣9 ♣8
phase 2 tricks: 1 0
turn: P1"""

# The last trick of a deal at 390 to 180.
LAST = """\
dealer: P1
score: 390 180
trump: ♠
turned: -
stock: -
P1: ♣A
P2: ♣7
won P1: ♠J ♠9 ♠A ♠10 ♠K ♠Q ♥A ♥10 ♥K ♥Q ♦A ♦10 ♦K ♦Q ♣K ♣Q ♣J ♦J ♦9 ♦8
won P2: ♠8 ♠7 ♥9 ♥8 ♥7 ♦7 ♣9 ♣8 ♣10 ♥J
phase 2 tricks: 5 2
meld P1: ♠K ♠Q
meld P2: ♦K ♣Q
turn: P1"""


def lesson(body: str, game: str = "smousjas") -> str:
    return teach_helpers.lesson(body, game, "t-sj")


def block(kind: str, *lines: str, position: str = FIRST) -> str:
    return teach_helpers.block(kind, *lines, position=position)


# -- The adapter ----------------------------------------------------------------------------------


def test_both_games_name_the_adapter_and_the_table_hides_the_other_hand() -> None:
    for game in ("smousjas", "vijfhonderden", "500"):
        assert isinstance(adapter_for(game), SmousjasAdapter)
    ad = adapter_for("smousjas")
    st = ad.build(FIRST, ad.spec.rules_from_dict({}))
    shown = render_text(ad.table(st, 0, frozenset({1})))
    assert "Rules: Smousjas, match to 500." in shown
    assert "Player 2  8 cards, face down" in shown and "♦A" not in shown
    assert "Stock: 15 cards face down, ♥9 turned up." in shown
    # A declared meld is shown to the other player; the rest of the hand stays face down.
    st.apply(st.parse_action("meld ♥Q ♥J ♥10"))
    seen = render_text(ad.table(st, 1, frozenset({0})))
    assert "face down; shown: ♥Q ♥J ♥10" in seen and "♠9" not in seen
    # A question that counts does not show the points beside the tricks.
    late = ad.build(LATE, ad.spec.rules_from_dict({}))
    loud = render_text(ad.table(late, 0, frozenset()))
    quiet = render_text(ad.table(late, 0, frozenset(), ad.concealed(True, "")))
    assert "(29 card points)" in loud and "card points)" not in quiet
    assert "P1 has taken: ♠Q ♠K" in quiet
    with pytest.raises(Exception, match="P1 or P2"):
        ad.parse_seat("N")


def test_play_legal_and_choice_steps_are_checked_by_the_engine() -> None:
    (play,) = steps(lesson(block("play", "hide: others", "answer: meld ♥Q ♥J ♥10",
                                 "wrong meld ♠9 ♠8 ♠7: Lower.")))
    assert play.submit("meld ♥Q ♥J ♥10").correct
    wrong = play.submit("meld ♠9 ♠8 ♠7")
    assert not wrong.correct and wrong.author == "Lower."
    refused = play.submit("mariage ♥K ♥Q")
    assert not refused.correct and "You do not hold" in refused.engine
    (legal,) = steps(lesson(block("legal", "then: ♣7", "answer: ♣A ♣K", position=LATE)))
    assert legal.submit("♣A ♣K").correct and not legal.submit("♣A").correct
    (trump,) = steps(lesson(block("legal", "then: ♠9", "answer: ♠J", position=LATE)))
    assert "you must play a higher trump" in trump.submit("♠10").engine
    (choice,) = steps(lesson(block("choice", "then: meld ♥Q ♥J ♥10, ♠7", "check: legal",
                                   "- reject ♦A ♦K ♦Q", "- reject ♣J ♣10 ♣9", "answer: a")))
    assert choice.submit("a").correct and not choice.submit("b").correct
    # The author's word against the engine's: every mismatch is refused.
    bad = problems(lesson(block("legal", "then: ♣7", "answer: ♣A", position=LATE)))
    assert bad and "♣K" in bad[0]
    bad = problems(lesson(block("choice", "then: meld ♥Q ♥J ♥10, ♠7", "check: legal",
                                "- reject ♦A ♦K ♦Q", "- reject ♣J ♣10 ♣9", "answer: a, b")))
    assert bad and "b) reject ♣J ♣10 ♣9" in bad[0]
    bad = problems(lesson(block("play", "answer: ♥K")))
    assert bad and "You do not hold ♥K" in bad[0]


def test_tricks_deals_roem_and_cards_are_counted_by_the_engine() -> None:
    (trick,) = steps(lesson(block("score", "count: ♠9, ♠J", "answer: points 34",
                                  position=LATE)))
    assert trick.judge.count.winner == "P2"
    (deal,) = steps(lesson(block("score", "count: ♣A, ♣7", "answer: P1 190, P2 32, P1-match 580",
                                 position=LAST)))
    breakdown = deal.judge.count.breakdown
    assert "P1: 140 + 10 + 40 = 190." in breakdown and "onder Jan" in breakdown
    assert deal.submit("P1 190, P2 32, P1-match 580").correct
    assert not deal.submit("P1 190, P2 42, P1-match 580").correct
    (roem,) = steps(lesson(block("score", "then: meld ♥Q ♥J ♥10, ♠7, reject ♦A ♦K ♦Q, ♠10",
                                 "count: roem", "answer: P1-roem 0, P2-roem 20")))
    assert "♦A ♦K ♦Q, a sequence of three to the ace (20)" in roem.judge.count.breakdown
    (cards,) = steps(lesson(block("score", "answer: points 6", position="cards: ♠K ♠Q ♠J\n"
                                  "trump: ♥"), game="vijfhonderden"))
    assert "♠K 3 ♠Q 2 ♠J 1" in cards.judge.count.breakdown
    (match,) = steps(lesson(block("choice", "count: ♣A, ♣7", "check: match", "- P1", "- P2",
                                  "- nobody", "answer: P1", position=LAST)))
    assert match.submit("a").correct
    (jan,) = steps(lesson(block("choice", "count: ♣A, ♣7", "check: onder-jan", "- yes",
                                "- no", "answer: yes", position=LAST)))
    assert jan.submit("yes").correct
    # A deal that does not end the match: nobody has won it yet.
    early = LAST.replace("score: 390 180", "score: 0 0")
    (open_,) = steps(lesson(block("choice", "count: ♣A, ♣7", "check: match", "- P1", "- P2",
                                  "- nobody", "answer: nobody", position=early)))
    assert open_.submit("c").correct
    bad = problems(lesson(block("score", "count: ♣A, ♣7", "answer: P1 200", position=LAST)))
    assert bad and "190" in bad[0]
    bad = problems(lesson(block("score", "count: ♠7", "answer: points 0")))
    assert bad and "takes no trick" in bad[0]
    bad = problems(lesson(block("score", "answer: points 0")))
    assert bad and "no trick has been played" in bad[0]


def test_a_broken_lesson_is_reported_with_its_file_and_line(tmp_path: Path) -> None:
    folder = tmp_path / "lessons" / "smousjas"
    folder.mkdir(parents=True)
    f = folder / "bad.md"
    f.write_text(lesson(block("legal", "then: ♣7", "answer: ♣A", position=LATE)),
                 encoding="utf-8")
    report = check_paths([f], known_lessons=[])
    found = [p for p in translated_aside(report.problems) if "asks nothing" not in p.reason]
    assert [(p.path.endswith("bad.md"), p.line) for p in found] == [(True, 23)]
    assert "it leaves out ♣K" in found[0].reason
    # A position line the engine refuses names that line.
    f.write_text(lesson(block("position", position=FIRST.replace("♣8\nP2", "♣8 ♣9\nP2"))),
                 encoding="utf-8")
    found = [p for p in translated_aside(check_paths([f], known_lessons=[]).problems)
             if "asks nothing" not in p.reason]
    assert [p.line for p in found] == [17] and "♣9" in found[0].reason


def test_best_puzzles_go_to_the_proof() -> None:
    """The proof itself is tested in ``test_smousjas_proof.py``."""
    text = ('game = "smousjas"\nid = "t-sj-01"\nlevel = "beginner"\nthemes = ["x"]\n'
            'kind = "best"\nto-move = "P1"\nanswer = "♦7"\nexplanation = "Because."\n'
            f'position = """\n{LATE}\n"""\n')
    parsed = parse_puzzles(text, "t.toml")
    assert not parsed.problems, parsed.problems
    proof = adapter_for("smousjas").prove(parsed.puzzles[0])
    assert proof.values is not None and "♦7" in proof.values
    assert proof.proven == (proof.values["♦7"] > max(
        v for a, v in proof.values.items() if a != "♦7"))


# -- The words ------------------------------------------------------------------------------------


def texts(position: str, viewer: int, hidden: frozenset[int], *said: str,
          game: str = "smousjas") -> list[list[str]]:
    ad = adapter_for(game)
    st = ad.build(position, ad.spec.rules_from_dict({}))
    assert isinstance(ad, SmousjasAdapter)
    return [[why for _, why in found] for found in ad.check_texts(st, viewer, hidden, said)]


def test_texts_may_not_place_a_hidden_card_or_a_stock_card() -> None:
    found = texts(FIRST, 0, frozenset({1}),
                  "Player 2 holds the ♦A.",  # true, but face down
                  "You hold ♥Q ♥J ♥10.",  # your own hand
                  "The ♦A is still out.",  # naming without placing
                  "If Player 2 held the ♦A, you would lose.",  # a condition
                  "The ♣A is in the stock.",
                  "The next card is the ♠A.",
                  "The solver says so.")
    assert "face-down hand" in found[0][0]
    assert found[1] == [] and found[2] == [] and found[3] == []
    assert "in the stock, whose cards lie face down" in found[4][0]
    assert "places ♠A in the stock" in found[5][0]
    assert "trainer's own word" in found[6][0]
    # The same statement with the hand face up, or once it showed the cards, is fine.
    assert texts(FIRST, 0, frozenset(), "Player 2 holds the ♦A.") == [[]]
    assert texts(FIRST + "\nshown P2: ♦A ♦K ♦Q", 0, frozenset({1}),
                 "Player 2 holds the ♦A.") == [[]]
    # Once the stock is empty every card is known: the other hand may be named.
    assert texts(LATE, 0, frozenset({1}), "Player 2 holds the ♠J.",
                 "Player 2 has no hearts.") == [[], []]
    # In phase 1 a void of a face-down hand cannot be known.
    assert "cannot know" in texts(FIRST, 0, frozenset({1}), "P2 has no hearts.")[0][0]


def test_texts_may_not_state_what_is_false_and_close_true_ones_pass() -> None:
    found = texts(LATE, 1, frozenset(),
                  "Player 2 holds the ♠9.",
                  "Player 2 has no clubs.",
                  "Hearts are trump.",
                  "Player 1's ♠J wins.",
                  "Your ♠10 is lower than the Nel.",
                  "Player 2 still holds the Jas and the ♠10.",
                  "Spades are trump.",
                  "Player 2 has no hearts.",
                  "Player 1 does not hold the ♠J.")
    assert "it is in P1's hand" in found[0][0]
    assert "P2 holds ♣K ♣A" in found[1][0]
    assert "trump is ♠" in found[2][0]
    assert "it is in P2's hand" in found[3][0]
    assert found[4:] == [[], [], [], [], []]
    # A card played to the trick belongs to its player; the other's claim on it is false.
    led = FIRST.replace("P1: ♠7 ", "P1: ").replace("turn: P1", "trick: ♠7\nturn: P2")
    assert texts(led, 1, frozenset(), "Player 1 led the ♠7.") == [[]]
    assert "in the trick" in texts(led, 1, frozenset(), "Player 2 led the ♠7.")[0][0]


def test_shipped_lesson_texts_pass_the_checker_when_it_reads_them() -> None:
    """The checker runs over the shipped lessons: a false sentence slipped into one is caught."""
    src = (ROOT / "lessons" / "smousjas" / "05-phase-two.md").read_text(encoding="utf-8")
    broken = src.replace("explain: Player 2 has no hearts, so must trump",
                         "explain: Player 2 has no spades, so must trump")
    parsed = parse_lesson(broken, "05.md")
    assert parsed.lesson is not None
    from tutor.teach.check import _texts, lesson_sites

    found = _texts(lesson_sites(parsed.lesson, broken), "05.md")
    assert [p.reason.split(",")[0] for p in found] == ["says Player 2 has no ♠"]


# -- The shipped lessons --------------------------------------------------------------------------


def _answer(step: Any) -> str:
    judge = step.judge
    if step.kind == PLAY:
        return str(judge.state.format_action(judge.accepted[0]))
    if step.kind == LEGAL:
        return str(step.solution())
    if step.kind == SCORE:
        return ", ".join(f"{a} {judge.count.values[a]}" for a in step.asks)
    assert step.kind == CHOICE
    return ", ".join("abcdefghijklmnopqrstuvwxyz"[i] for i in sorted(judge.correct))


def test_every_shipped_lesson_runs_to_its_end_with_the_right_answers() -> None:
    report = check_paths([ROOT / "lessons" / "smousjas", ROOT / "lessons" / "vijfhonderden"])
    assert [str(p) for p in report.problems] == []
    assert len([x for x in report.lessons if x.game == "smousjas"]) >= 6
    assert [x.game for x in report.lessons].count("vijfhonderden") >= 1
    for les in report.lessons:
        runner = LessonRunner(les)
        asked = 0
        while (step := runner.current) is not None:
            if step.interactive:
                feedback = runner.submit(_answer(step))
                assert feedback.correct, (les.id, step.line, feedback.engine)
                asked += 1
            runner.advance()
        assert asked >= 3, les.id
        assert runner.summary().first_try == asked
