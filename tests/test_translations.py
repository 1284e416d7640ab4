"""Lessons and puzzles in Dutch: each translation pairs with its English source (same blocks,
same cards and numbers), and the app reads the one in the reader's language."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tutor.i18n import set_language
from tutor.registry import ROOT
from tutor.teach.check import check_paths
from tutor.teach.puzzle import _Lines, load_puzzles
from tutor.teach.translations import (
    lesson_pair_problems,
    lesson_twin_problems,
    localize_entry,
    original_path,
    puzzle_twin_problems,
    tokens,
    translation_of,
    twin_path,
)
from tutor.tui.teach import lessons_for

LESSON = """---
id: t-roem
game: klaverjassen
title: Roem
level: novice
summary: Rows of 3 score 20.
---

# Roem

Three in a row scores 20; the ♥K and ♥Q are the stuk.

```score
cards: ♦K ♦Q ♦J ♠7
trump: ♥
ask: Count this trick.
answer: points 9, roem 20
explain: K Q J is a row: 20 roem, and 4 + 3 + 2 = 9 points.
```

```choice
ask: Which is the Jas?
- the ♥J
- the ♥9
answer: a
```
"""

DUTCH = """---
id: t-roem
game: klaverjassen
title: Roem
level: novice
summary: Een driekaart van 3 levert 20 op.
---

# Roem

Drie op een rij levert 20 op; de ♥K en de ♥Q zijn het stuk.

```score
cards: ♦K ♦Q ♦J ♠7
trump: ♥
ask: Tel deze slag.
answer: points 9, roem 20
explain: H V B is een rij: 20 roem, en 4 + 3 + 2 = 9 punten.
```

```choice
ask: Welke is de Jas?
- de ♥J
- de ♥9
answer: a
```
"""


def test_a_faithful_translation_pairs() -> None:
    assert lesson_pair_problems(LESSON, DUTCH, "x.nl.md") == []


@pytest.mark.parametrize(("old", "new", "why"), [
    ("answer: points 9, roem 20", "answer: punten 9, roem 20", "must be as in the English"),
    ("explain: H V B is een rij: 20 roem", "explain: H V B is een rij: 50 roem", "20 missing"),
    ("de ♥K en de ♥Q", "de ♥K en de ♥J", "♥Q missing"),
    ("- de ♥9", "- de ♥8", "♥9 missing"),
    ("level: novice", "level: beginner", "'level' differs"),
    ("```choice", "```legal", "blocks differ"),
    ("trump: ♥\n", "trump: ♥\nhint: een tip\n", "other lines"),
    ("summary: Een driekaart van 3 levert 20 op.", "summary: Een driekaart.", "20 3 missing"),
])
def test_a_translation_that_strays_is_found(old: str, new: str, why: str) -> None:
    assert old in DUTCH
    problems = lesson_pair_problems(LESSON, DUTCH.replace(old, new, 1), "x.nl.md")
    assert problems and any(why in p.reason for p in problems), problems


def test_the_problem_names_the_line() -> None:
    bad = DUTCH.replace("Tel deze slag.", "Tel deze slag van 8.")
    [problem] = lesson_pair_problems(LESSON, bad, "x.nl.md")
    assert problem.line == DUTCH.splitlines().index("ask: Tel deze slag.") + 1


def test_tokens_count_cards_and_numbers() -> None:
    assert tokens("the ♠10 and 10 more, ♣J's capture, ♦Q' twice") == {
        "♠10": 1, "10": 1, "♣J": 1, "♦Q'": 1}


@given(st.text(alphabet="♠♥♦♣AKQJ1023456789 abc'", max_size=40))
def test_a_text_pairs_with_itself(text: str) -> None:
    lesson = LESSON.replace("Count this trick.", text.replace("\n", " ") or "x")
    assert lesson_pair_problems(lesson, lesson, "x.md") == []


def test_paths() -> None:
    p = Path("lessons/klaverjassen/05-roem.md")
    assert twin_path(p, "nl").name == "05-roem.nl.md"
    assert translation_of(twin_path(p, "nl")) == "nl" and translation_of(p) is None
    assert original_path(twin_path(p, "nl")) == p


def test_every_lesson_of_the_project_has_a_faithful_translation() -> None:
    problems = []
    for path in sorted((ROOT / "lessons").rglob("*.md")):
        if translation_of(path) is None:
            problems.extend(lesson_twin_problems(path, str(path)))
    assert [str(p) for p in problems] == []


def test_every_puzzle_of_the_project_has_faithful_translations() -> None:
    problems = []
    for path in sorted((ROOT / "puzzles").rglob("*.toml")):
        text = path.read_text(encoding="utf-8")
        problems.extend(puzzle_twin_problems(text, str(path), _Lines(text).line))
    assert [str(p) for p in problems] == []


PUZZLE = '''[[puzzle]]
id = "t-1"
game = "klaverjassen"
title = "Spek it"
title-nl = "Spekken"
level = "novice"
themes = ["spekken"]
kind = "legal"
to-move = "S"
question = "Which cards may South play?"
question-nl = "Welke kaarten mag zuid spelen?"
position = """
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
trick 4: N ♣A ♣Q
"""
answer = "♣10 ♣8"
explanation = "South holds clubs: ♣10 or ♣8."
explanation-nl = "Zuid heeft klaveren: ♣10 of ♣8."
'''


def test_a_puzzle_reads_in_the_language_spoken(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text(PUZZLE, encoding="utf-8")
    [english] = load_puzzles(path)
    assert english.title == "Spek it" and english.explanation.startswith("South holds")
    set_language("nl")
    [dutch] = load_puzzles(path)
    assert dutch.title == "Spekken" and dutch.explanation.startswith("Zuid heeft")
    assert dutch.step.question == "Welke kaarten mag zuid spelen?"
    assert dutch.step.submit("♣10 ♣8").correct and english.step.submit("♣10 ♣8").correct
    assert not dutch.step.submit("♣10").correct


def test_a_puzzle_missing_a_translation_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    path.write_text(PUZZLE.replace('explanation-nl = "Zuid heeft klaveren: ♣10 of ♣8."\n', "")
                    .replace("Welke kaarten", "Welke 2 kaarten"), encoding="utf-8")
    report = check_paths([path], known_lessons=[])
    reasons = [p.reason for p in report.problems]
    assert any("'explanation' has no Nederlands translation" in r for r in reasons), reasons
    assert any("2 extra" in r for r in reasons), reasons


def test_localize_drops_the_twins() -> None:
    entry = {"title": "A", "title-nl": "B", "answer": "♠A"}
    assert localize_entry(entry, "en") == {"title": "A", "answer": "♠A"}
    assert localize_entry(entry, "nl") == {"title": "B", "answer": "♠A"}


def test_a_lesson_without_its_translation_is_reported(tmp_path: Path) -> None:
    folder = tmp_path / "lessons" / "klaverjassen"
    folder.mkdir(parents=True)
    (folder / "01-t.md").write_text(LESSON, encoding="utf-8")
    (folder / "02-t.nl.md").write_text(DUTCH, encoding="utf-8")
    report = check_paths([tmp_path / "lessons"], known_lessons=[])
    reasons = [str(p) for p in report.problems]
    assert any("01-t.md:1: the lesson has no Nederlands translation" in r for r in reasons)
    assert any("02-t.nl.md:1: a Nederlands translation of a lesson that does not exist" in r
               for r in reasons)
    assert [les.id for les in report.lessons] == ["t-roem"]


def test_the_app_lists_the_lessons_in_the_language_spoken() -> None:
    english = lessons_for("klaverjassen")
    set_language("nl")
    dutch = lessons_for("klaverjassen")
    assert [les.id for les in english] == [les.id for les in dutch]
    assert any(a.title != b.title for a, b in zip(english, dutch, strict=True))
    assert [len(a.steps) for a in english] == [len(b.steps) for b in dutch]
