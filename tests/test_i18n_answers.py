"""Typed answers in the reader's language: the labels of a score step (``points 9``) are shown in
Dutch to a Dutch reader and read in either language, and what a puzzle's measured difficulty is
keyed on reads the same in both."""

from __future__ import annotations

import re

import pytest

from tutor.i18n import set_language
from tutor.registry import GAME_IDS
from tutor.teach.difficulty import puzzle_hash
from tutor.teach.steps import Step, label_forms, parse_quantities, shown_label
from tutor.tui.teach import lessons_for, puzzles_for

#: The files' English label words, which a Dutch reader should not meet.
ENGLISH = re.compile(r"\b(points|deadwood|melds|total|cards|spades|aces|sweeps|match|lives|"
                     r"final)\b")


def score_steps() -> list[tuple[str, Step]]:
    out = []
    for game in GAME_IDS:
        for lesson in lessons_for(game):
            out.extend((lesson.id, s) for s in lesson.steps if s.kind == "score")
        out.extend((p.id, p.step) for p in puzzles_for(game) if p.kind == "score")
    return out


@pytest.mark.parametrize(("label", "dutch"), [
    ("points", "punten"), ("roem", "roem"), ("deadwood", "brandhout"), ("N-S", "N-S"),
    ("P1", "P1"), ("P1-spades", "P1-schoppen"), ("P2-final", "P2-eindscore"),
    ("N-S-sweeps", "N-S-schoonvegen"), ("P1-melds", "P1-roem")])
def test_a_label_is_shown_in_the_language_spoken(label: str, dutch: str) -> None:
    assert shown_label(label) == label
    set_language("nl")
    assert shown_label(label) == dutch
    assert {label, dutch} <= label_forms(label)


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_labels_are_read_in_either_language_and_either_order(lang: str) -> None:
    set_language(lang)
    asks = ("P1-spades", "P2-spades")
    for text in ("P1-spades 7, P2-spades 6", "P1-schoppen 7, P2-schoppen 6",
                 "schoppen-P1 7 spades-P2 6", "p1-SCHOPPEN 7 P2-spades 6"):
        assert parse_quantities(text, asks) == {"P1-spades": 7, "P2-spades": 6}
    assert parse_quantities("punten 9 roem 20", ("points", "roem")) == {"points": 9, "roem": 20}


def test_an_unknown_word_is_reported_with_the_readers_labels() -> None:
    set_language("nl")
    with pytest.raises(ValueError, match="geef P1-schoppen, P2-schoppen"):
        parse_quantities("blah 7", ("P1-spades", "P2-spades"))


def test_every_score_step_speaks_dutch_to_a_dutch_reader() -> None:
    set_language("nl")
    steps = score_steps()
    assert len(steps) > 100
    for where, step in steps:
        assert step.judge is not None
        shown = step.solution()
        assert not ENGLISH.search(shown), (where, shown)
        assert not ENGLISH.search(step.question), (where, step.question)
        # What "show me" gives reads back as right, and so do the files' English words.
        assert step.submit(shown).correct, (where, shown)
        assert step.submit(step.canonical()).correct, (where, step.canonical())
        wrong = step.submit(re.sub(r"\d+", lambda m: str(int(m.group()) + 1), shown))
        assert not wrong.correct and not ENGLISH.search(wrong.engine), (where, wrong.engine)


def test_a_dutch_prompt_names_the_labels_in_dutch() -> None:
    set_language("nl")
    lesson = next(x for x in lessons_for("klaverjassen") if x.id == "kj-points")
    asked = {s.question for s in lesson.steps
             if s.kind == "score" and "Tel deze slag:" in s.question}
    assert asked == {"Tel deze slag: punten?"}


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_puzzles_fingerprint_is_the_same_in_both_languages(game: str) -> None:
    """The measured difficulty is keyed on it: a Dutch reader gets the measured puzzles too."""
    english = {p.id: puzzle_hash(p) for p in puzzles_for(game)}
    set_language("nl")
    assert {p.id: puzzle_hash(p) for p in puzzles_for(game)} == english
