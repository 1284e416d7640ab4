"""The shipped lessons of the Bezique family (Bezique, Rubicon Bezique, Fildinski): every one
checks, runs to its end with the engine's answers, and teaches the ideas that name it."""

from __future__ import annotations

from test_teach_smousjas import _answer

from tutor.ideas import ideas_for
from tutor.registry import ROOT
from tutor.teach.check import Report, _texts, check_paths, lesson_sites
from tutor.teach.lesson import parse_lesson
from tutor.teach.runner import LessonRunner

GAMES = ("bezique", "rubicon", "fildinski")
FOLDERS = [ROOT / "lessons" / g for g in GAMES]


def _report() -> Report:
    return check_paths(FOLDERS)


def test_every_shipped_lesson_runs_to_its_end_with_the_right_answers() -> None:
    report = _report()
    assert [str(p) for p in report.problems] == []
    games = [les.game for les in report.lessons]
    assert set(games) == set(GAMES)
    assert len(report.lessons) >= 6
    for les in report.lessons:
        runner = LessonRunner(les)
        asked = 0
        while (step := runner.current) is not None:
            if step.interactive:
                feedback = runner.submit(_answer(step))
                assert feedback.correct, (les.id, step.line, feedback.engine)
                asked += 1
            runner.advance()
        assert asked >= 4, les.id
        assert runner.summary().first_try == asked


def test_each_idea_of_the_three_games_has_its_lesson() -> None:
    """Rubicon and Fildinski add their own idea to those of Bezique, whose lessons lie in
    ``lessons/bezique``: every idea's lesson is one of the family's."""
    ids = {les.id for les in _report().lessons}
    for game in GAMES:
        for idea in ideas_for(game):
            assert idea.lesson in ids, (game, idea.id, idea.lesson)


def test_a_false_sentence_in_a_shipped_lesson_is_caught() -> None:
    path = ROOT / "lessons" / "bezique" / "04-last-tricks.md"
    src = path.read_text(encoding="utf-8")
    broken = src.replace("explain: You have no diamonds, so you must trump",
                         "explain: You have no spades, so you must trump")
    assert broken != src
    parsed = parse_lesson(broken, "04.md")
    assert parsed.lesson is not None
    found = _texts(lesson_sites(parsed.lesson, broken), "04.md")
    assert len(found) == 1
    assert "no ♠" in found[0].reason and found[0].reason.endswith("P2 holds ♠A ♠9")
