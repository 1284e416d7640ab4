"""`tutor check` over the whole tree: every shipped lesson and puzzle agrees with the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.cli import main
from tutor.registry import ROOT
from tutor.teach.check import Report, check_paths
from tutor.teach.lesson import LEVELS


@pytest.fixture(scope="module")
def report() -> Report:
    """The whole tree checked once (the proofs take most of a minute)."""
    return check_paths()


def test_every_lesson_and_puzzle_checks(report: Report) -> None:
    assert [str(p) for p in report.problems] == []
    kj = [les for les in report.lessons if les.game == "klaverjassen"]
    assert len(kj) >= 8
    assert {les.level for les in kj} == set(LEVELS)
    assert sum(1 for les in kj for s in les.steps if s.interactive) >= 60
    assert len({p.id for p in report.puzzles}) == len(report.puzzles)


def test_every_shipped_puzzle_explains_itself(report: Report) -> None:
    for p in report.puzzles:
        assert len(p.explanation.split()) >= 12, p.id
        assert p.themes and p.step.interactive


def test_cli_check_passes_on_the_tree(capsys: pytest.CaptureFixture[str]) -> None:
    # The lessons only: the puzzles' proofs are checked above, through the same code.
    assert main(["check", str(ROOT / "lessons")]) == 0
    out, err = capsys.readouterr()
    assert out == "" and "0 problems" in err


def test_cli_check_reports_file_and_line(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    good = ROOT / "lessons" / "klaverjassen" / "04-card-points.md"
    folder = tmp_path / "lessons" / "klaverjassen"
    folder.mkdir(parents=True)
    bad = folder / "points.md"
    text = good.read_text(encoding="utf-8")
    bad.write_text(text.replace("answer: points 21", "answer: points 22")
                   .replace("id: kj-points", "id: kj-points-copy"), encoding="utf-8")
    assert main(["check", str(bad)]) == 1
    out, err = capsys.readouterr()
    line = text.splitlines().index("answer: points 21") + 1
    # The copy has no Dutch translation beside it: that is a problem of its own.
    assert [x for x in out.splitlines() if "Nederlands" not in x] == [
        f"{bad}:{line}: the stated points 22 differs from the engine's 21: ♠A ♠10 ♠8 ♠7 with ♥ "
        "trump: 21 card points. No roem."]
    assert "2 problems" in err


def test_cross_file_problems(tmp_path: Path) -> None:
    folder = tmp_path / "lessons" / "gin"
    folder.mkdir(parents=True)
    src = (ROOT / "lessons" / "klaverjassen" / "01-cards-and-ranks.md").read_text(encoding="utf-8")
    (folder / "a.md").write_text(src, encoding="utf-8")
    (folder / "b.md").write_text(
        src.replace("level: beginner", "level: beginner\nprerequisites: kj-nothing kj-cards"),
        encoding="utf-8")
    report = check_paths([tmp_path / "lessons", tmp_path / "missing"], known_lessons=[])
    reasons = sorted(p.reason for p in report.problems)
    assert "no such file or folder" in reasons
    assert any("the file lies in 'gin/' but is for klaverjassen" in r for r in reasons)
    assert any(r.startswith("the id 'kj-cards' is also used in") for r in reasons)
    assert "unknown prerequisite 'kj-nothing': no lesson has that id" in reasons
    assert any("the prerequisites go round in a circle: kj-cards -> kj-cards" in r
               or "a lesson cannot be its own prerequisite" in r for r in reasons)
