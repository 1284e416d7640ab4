"""The lesson runner: a whole lesson stepped through, feedback, reveal, skip and resume."""

from __future__ import annotations

import pytest

from tutor.registry import ROOT
from tutor.teach.lesson import Lesson, load_lesson
from tutor.teach.runner import LessonRunner, RunnerError
from tutor.teach.steps import CHOICE, LEGAL, PLAY, POSITION, PROSE, SCORE
from tutor.teach.table import render_text

LESSONS = ROOT / "lessons" / "klaverjassen"


@pytest.fixture(scope="module")
def rotterdam() -> Lesson:
    return load_lesson(LESSONS / "02-following-rotterdam.md")


@pytest.fixture(scope="module")
def cards() -> Lesson:
    return load_lesson(LESSONS / "01-cards-and-ranks.md")


def test_walk_a_whole_lesson(rotterdam: Lesson) -> None:
    run = LessonRunner(rotterdam)
    seen = []
    while not run.done:
        step = run.current
        assert step is not None
        seen.append(step.kind)
        if step.interactive:
            assert not run.can_advance
            with pytest.raises(RunnerError):
                run.advance()
            fb = run.submit(step.solution())
            assert fb.correct and fb.headline == "Right." and fb.author == step.explain
        else:
            with pytest.raises(RunnerError):
                run.submit("♠A")
        run.advance()
    assert seen[0] == PROSE and seen.count(LEGAL) == 8 and CHOICE in seen
    assert run.summary().exercises == run.summary().first_try == 9
    with pytest.raises(RunnerError):
        run.advance()


def test_wrong_answers_get_the_engine_and_the_author(rotterdam: Lesson) -> None:
    run = LessonRunner(rotterdam)
    step = run.advance()  # the first legal block: North led the ♠A
    assert step is not None and step.kind == LEGAL
    fb = run.submit("♠K ♥J")
    assert not fb.correct and fb.readable
    assert "You left out: ♠8." in fb.engine
    assert "♥J is not allowed: You must follow suit: ♠ was led and you hold ♠K ♠8." in fb.engine
    fb = run.submit("♠8, ♠K")
    assert fb.correct and "Exactly: ♠8 ♠K." in fb.engine
    assert run.summary().solved == 1 and run.summary().first_try == 0


def test_unreadable_answers_do_not_count(rotterdam: Lesson) -> None:
    run = LessonRunner(rotterdam, start=1)
    fb = run.submit("♠X")
    assert not fb.readable and fb.headline == "I cannot read that answer." and "'♠X'" in fb.engine
    run.submit("♠K ♠8")
    assert run.summary().first_try == 1


def test_play_feedback_names_the_rule_and_shows_the_trick(cards: Lesson) -> None:
    run = LessonRunner(cards)
    while run.current is not None and run.current.kind != PLAY:
        run.skip()
    step = run.current
    assert step is not None and step.table is not None
    fb = run.submit("♣A")
    assert not fb.correct
    assert fb.engine == "You must follow suit: ♥ was led and you hold ♥10 ♥8."
    fb = run.submit("♥8")
    assert not fb.correct and "it is not the card this position asks for" in fb.engine
    assert fb.author.startswith("The ♥8 follows suit")
    fb = run.submit("h10")
    assert fb.correct and fb.events == (
        "Trick 1 (N leads): ♥K ♥Q ♥7 ♥10. W wins with ♥10 (E-W): 17 points.",)
    text = render_text(step.table)
    assert "West   ♠ A* 7*   ♥ 10 8   ♣ A 8   ♦ Q 9 (dealer, to play, you)" in text
    assert "North  7 cards, face down (goes)" in text
    assert "Trick so far: N ♥K, E ♥Q, S ♥7." in text


def test_choice_and_score_feedback(cards: Lesson) -> None:
    run = LessonRunner(cards)
    while run.current is not None and run.current.kind != CHOICE:
        run.skip()
    fb = run.submit("a")  # ♠K is not higher than ♠10
    assert not fb.correct and fb.author.startswith("The King comes after the 10")
    assert fb.engine == "In trick order with ♥ trump: ♠10 > ♠K."
    assert run.submit("♠10").correct
    points = load_lesson(LESSONS / "04-card-points.md")
    run = LessonRunner(points)
    while run.current is not None and run.current.kind != SCORE:
        run.skip()
    assert run.current is not None and run.current.asks == ("points",)
    fb = run.submit("20")
    assert not fb.correct and fb.engine == "The points count is not right."
    fb = run.submit("points 21")
    assert fb.correct and "♠A ♠10 ♠8 ♠7 with ♥ trump: 21 card points" in fb.engine


def test_reveal_skip_back_and_resume(rotterdam: Lesson) -> None:
    run = LessonRunner(rotterdam, start=1)
    shown = run.reveal()
    assert shown.solution == "♠8 ♠K" and "must play a spade" in shown.explain
    assert run.can_advance
    run.advance()
    run.skip()
    assert run.summary().revealed == 1 and run.summary().skipped == 1
    assert run.index == 3
    assert run.back() is rotterdam.steps[2]
    resumed = LessonRunner(rotterdam, start=run.index)
    assert resumed.current is rotterdam.steps[2]
    assert LessonRunner(rotterdam, start=999).done
    assert LessonRunner(rotterdam, start=-5).index == 0


def test_position_steps_are_read_not_answered() -> None:
    methods = load_lesson(LESSONS / "07-trump-methods.md")
    kinds = {s.kind for s in methods.steps}
    assert {PLAY, LEGAL, CHOICE} <= kinds and POSITION not in kinds
    run = LessonRunner(methods)
    while run.current is not None and run.current.kind != LEGAL:
        run.skip()
    fb = run.submit("♠ ♥ ♦ ♣ pass")
    assert not fb.correct and "pass is not allowed: You cannot pass: verplicht" in fb.engine
