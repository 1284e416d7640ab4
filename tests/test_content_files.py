"""Lesson and puzzle files that cannot be used: the app leaves each out with a notice naming the
file and line, keeps the rest of the game's lessons and puzzles, and never waits on a FIFO;
``tutor check`` reports each as a problem, never a traceback."""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tutor.i18n import set_language
from tutor.registry import ROOT

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")

LESSON = ROOT / "lessons" / "klaverjassen" / "01-cards-and-ranks.md"
PUZZLES = ROOT / "puzzles" / "klaverjassen" / "endings.toml"
DEEP = "a = " + "[" * 5000 + "]" * 5000 + "\n"


def _broken_answer(folder: Path, name: str) -> None:
    text = LESSON.read_text(encoding="utf-8").replace("id: kj-cards", "id: kj-other", 1)
    (folder / name).write_text(text.replace("answer: ♠10", "answer: ♠2", 1), encoding="utf-8")


def _illegal_answer(folder: Path, name: str) -> None:
    text = PUZZLES.read_text(encoding="utf-8").replace('"kj-end-', '"kj-other-')
    (folder / name).write_text(text.replace('answer = "♦7"', 'answer = "♣7"', 1),
                               encoding="utf-8")


def _link(target: str, make: Callable[[Path], None] | None = None
          ) -> Callable[[Path, str], None]:
    def link(folder: Path, name: str) -> None:
        if make is not None:
            make(folder)
        (folder / name).symlink_to(target)
    return link


def _fifo(folder: Path, name: str = "pipe") -> None:
    os.mkfifo(folder / name)


def _outside(folder: Path) -> None:
    shutil.copy(LESSON if folder.parent.name == "lessons" else PUZZLES,
                folder.parent.parent / "elsewhere")


#: Each bad file: how it is made (in the game's folder, under the name given) and what the
#: problem says after the file's name (its line, the reason; ``{tree}``: the lessons' or the
#: puzzles' folder).
COMMON: dict[str, tuple[Callable[[Path, str], None], str]] = {
    "folder": (lambda f, n: (f / n).mkdir(), ": it is not a regular file"),
    "fifo": (_fifo, ": it is not a regular file"),
    "dangling link": (_link("gone"), ": it is a link to gone, which does not exist"),
    "link to a fifo": (_link("pipe", _fifo), ": it is not a regular file"),
    "link to a folder": (_link("."), ": it is not a regular file"),
    "link out of the folder": (_link("../../elsewhere", _outside),
                               ": it is a link to ../../elsewhere, outside the folder {tree}"),
}
LESSON_CASES = {
    **COMMON,
    "not utf-8": (lambda f, n: (f / n).write_bytes(b"---\nid: x\n\xff\n"),
                  ":3: the text is not UTF-8 (byte 0xff at column 1)"),
    "broken block": (_broken_answer, ":50: "),
}
PUZZLE_CASES = {
    **COMMON,
    "not utf-8": (lambda f, n: (f / n).write_bytes(b'game = "klaverjassen"\n\xff\n'),
                  ":2: the text is not UTF-8 (byte 0xff at column 1)"),
    "bad toml": (lambda f, n: (f / n).write_text("a = [\n", encoding="utf-8"),
                 ":1: not valid TOML"),
    "illegal answer": (_illegal_answer, ":29: the stated answer ♣7 is illegal here"),
    "deep brackets": (lambda f, n: (f / n).write_text(DEEP, encoding="utf-8"),
                      ":1: not valid TOML: the data is nested too deeply to read"),
}


def content(tmp_path: Path) -> Path:
    """A project folder with one lesson (and its Dutch twin) and one puzzle file of
    Klaverjassen, all good."""
    root = tmp_path / "project"
    for source in (LESSON, LESSON.with_suffix(".nl.md"), PUZZLES):
        folder = root / source.parent.relative_to(ROOT)
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(source, folder)
    return root


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The app and ``tutor check`` read their lessons and puzzles from ``content``."""
    import tutor.teach.check
    import tutor.tui.app
    import tutor.tui.teach

    root = content(tmp_path)
    for module in (tutor.tui.app, tutor.tui.teach, tutor.teach.check):
        monkeypatch.setattr(module, "ROOT", root)
    return root


# -- The app's readers ---------------------------------------------------------------------------


@pytest.mark.parametrize("case", sorted(LESSON_CASES))
def test_a_lesson_file_that_cannot_be_used_is_left_out(root: Path, case: str) -> None:
    from tutor.tui.teach import read_lessons

    make, said = LESSON_CASES[case]
    folder = root / "lessons" / "klaverjassen"
    make(folder, "zz.md")
    lessons, problems = read_lessons("klaverjassen")
    assert [les.id for les in lessons] == ["kj-cards"]
    assert len(problems) == 1
    assert str(problems[0]).startswith(f"{folder / 'zz.md'}{said.format(tree=folder.parent)}")


@pytest.mark.parametrize("case", sorted(PUZZLE_CASES))
def test_a_puzzle_file_that_cannot_be_used_is_left_out(root: Path, case: str) -> None:
    from tutor.tui.teach import read_puzzles

    make, said = PUZZLE_CASES[case]
    folder = root / "puzzles" / "klaverjassen"
    make(folder, "zz.toml")
    puzzles, problems = read_puzzles("klaverjassen")
    assert puzzles and all(p.path == str(folder / "endings.toml") for p in puzzles)
    assert len(problems) == 1
    assert str(problems[0]).startswith(f"{folder / 'zz.toml'}{said.format(tree=folder.parent)}")


def test_a_link_to_a_file_inside_the_folder_is_followed(root: Path) -> None:
    from tutor.teach.check import check_paths
    from tutor.tui.teach import read_lessons, read_puzzles

    drafts = root / "lessons" / "drafts"
    drafts.mkdir()
    (drafts / "other.txt").write_text(LESSON.read_text(encoding="utf-8").replace(
        "id: kj-cards", "id: kj-other", 1), encoding="utf-8")
    (root / "lessons" / "klaverjassen" / "zz.md").symlink_to("../drafts/other.txt")
    lessons, problems = read_lessons("klaverjassen")
    assert [les.id for les in lessons] == ["kj-cards", "kj-other"] and problems == []
    report = check_paths([root / "lessons"], known_lessons=())
    assert [p.reason for p in report.problems if "zz" in p.path] == [
        "the lesson has no Nederlands translation: write zz.nl.md beside it"]
    alone = len(read_puzzles("klaverjassen")[0])
    (root / "puzzles" / "klaverjassen" / "zz.toml").symlink_to("endings.toml")
    puzzles, problems = read_puzzles("klaverjassen")
    assert len(puzzles) == 2 * alone and problems == []


def test_a_translation_that_cannot_be_read_gives_way_to_its_english_lesson(root: Path) -> None:
    from tutor.tui.teach import read_lessons

    twin = root / "lessons" / "klaverjassen" / LESSON.with_suffix(".nl.md").name
    twin.write_bytes(b"---\n\xc3(\n")
    set_language("nl")
    lessons, problems = read_lessons("klaverjassen")
    assert [les.title for les in lessons] == ["Cards, suits and ranks"]
    assert [(p.path, p.line) for p in problems] == [(str(twin), 2)]


# -- In the app --------------------------------------------------------------------------------


def _notices(app: object) -> list[tuple[str, str]]:
    return [(n.title, n.message) for n in app._notifications]  # type: ignore[attr-defined]


async def test_the_lesson_list_leaves_out_every_bad_file_and_says_why(root: Path,
                                                                      tmp_path: Path) -> None:
    from textual.widgets import OptionList

    from tutor.tui.app import Settings, create_app
    from tutor.tui.teach import LessonListScreen, LessonScreen

    folder = root / "lessons" / "klaverjassen"
    names = {case: f"z{k:02}.md" for k, case in enumerate(sorted(LESSON_CASES))}
    for case, name in names.items():
        LESSON_CASES[case][0](folder, name)
    app = create_app(Settings(data_dir=tmp_path / "data", bot_delay=0), lesson="",
                     game="klaverjassen")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonListScreen)
        [(title, message)] = _notices(app)
        assert title == f"{len(LESSON_CASES)} lesson files left out"
        for case, name in names.items():
            said = LESSON_CASES[case][1].format(tree=folder.parent)
            assert f"lessons/klaverjassen/{name}{said}" in message, case
        screen.query_one(OptionList).highlighted = 0
        await pilot.press("enter")
        assert isinstance(app.screen, LessonScreen) and app.screen.lesson.id == "kj-cards"


async def test_the_puzzles_leave_out_every_bad_file_and_say_why(root: Path,
                                                               tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app
    from tutor.tui.teach import PuzzleScreen

    folder = root / "puzzles" / "klaverjassen"
    names = {case: f"z{k:02}.toml" for k, case in enumerate(sorted(PUZZLE_CASES))}
    for case, name in names.items():
        PUZZLE_CASES[case][0](folder, name)
    app = create_app(Settings(data_dir=tmp_path / "data", bot_delay=0), puzzles=True,
                     game="klaverjassen")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen) and screen.runner is not None
        [(title, message)] = _notices(app)
        assert title == f"{len(PUZZLE_CASES)} puzzle files left out"
        for case, name in names.items():
            said = PUZZLE_CASES[case][1].format(tree=folder.parent)
            assert f"puzzles/klaverjassen/{name}{said}" in message, case


# -- tutor check ---------------------------------------------------------------------------------


@pytest.fixture
def freed(root: Path) -> Iterator[None]:
    """A reader left waiting on a FIFO of the project is freed after a while and fails the
    test, which would otherwise hang."""
    import threading

    waited: list[Path] = []

    def free() -> None:
        for path in root.rglob("*"):
            with contextlib.suppress(OSError):  # not a FIFO, or no reader waiting on it
                if stat.S_ISFIFO(path.lstat().st_mode):
                    os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))
                    waited.append(path)
    timer = threading.Timer(5, free)
    timer.start()
    yield
    timer.cancel()
    assert not waited, f"a reader waited on {waited}"


def check(capsys: pytest.CaptureFixture[str], *paths: str) -> tuple[int, list[str]]:
    """``tutor check`` on ``paths``: its exit status and the problems it printed."""
    from tutor.cli import main

    code = main(["check", *paths])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "problem" in err
    return code, out.splitlines()


@pytest.mark.parametrize(("kind", "case"), [("lessons", c) for c in sorted(LESSON_CASES)]
                         + [("puzzles", c) for c in sorted(PUZZLE_CASES)])
def test_check_reports_every_file_the_app_leaves_out(root: Path, freed: None, kind: str,
                                                      case: str, capsys: pytest.CaptureFixture[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    make, said = (LESSON_CASES if kind == "lessons" else PUZZLE_CASES)[case]
    name = "zz.md" if kind == "lessons" else "zz.toml"
    make(root / kind / "klaverjassen", name)
    monkeypatch.chdir(root)
    code, problems = check(capsys, kind)
    if said.startswith(": "):  # a problem of the whole file is at line 0 in check's list
        said = ":0" + said
    wanted = f"{kind}/klaverjassen/{name}{said.format(tree=kind)}"
    assert code == 1 and [p for p in problems if p.startswith(wanted)], problems


def test_check_reports_bad_utf_8_at_its_line_in_the_projects_words(
        root: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    lesson = root / "lessons" / "klaverjassen" / "zz.md"
    lesson.write_bytes(b"---\nid: x\n\xff\n")
    twin = root / "lessons" / "klaverjassen" / LESSON.with_suffix(".nl.md").name
    twin.write_bytes(twin.read_bytes().replace(b"\n---\n", b"\n---\n\xc3(\n", 1))
    monkeypatch.chdir(root)
    code, problems = check(capsys, "lessons")
    line = twin.read_bytes().split(b"\n").index(b"\xc3(") + 1
    assert code == 1 and problems == [
        f"lessons/klaverjassen/{twin.name}:{line}: the text is not UTF-8 (byte 0xc3 at column 1)",
        "lessons/klaverjassen/zz.md:3: the text is not UTF-8 (byte 0xff at column 1)"]


def test_check_names_a_fifo_given_by_name(root: Path, freed: None,
                                          capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    _fifo(root, "pipe.toml")
    monkeypatch.chdir(root)
    code, problems = check(capsys, "pipe.toml")
    assert code == 1 and problems == ["pipe.toml:0: it is not a regular file"]


@pytest.mark.parametrize("make", [lambda f: (f / "zz.md").mkdir(), lambda f: _fifo(f, "zz.md")])
def test_prerequisites_are_looked_up_past_a_folder_or_fifo_among_the_lessons(
        root: Path, freed: None, make: Callable[[Path], None]) -> None:
    from tutor.teach.check import check_paths

    make(root / "lessons" / "klaverjassen")
    report = check_paths([root / "lessons" / "klaverjassen" / LESSON.name])
    assert [p.reason for p in report.problems] == []


def test_check_reports_a_puzzle_file_nested_too_deeply_once(root: Path) -> None:
    from tutor.teach.check import check_paths

    path = root / "puzzles" / "klaverjassen" / "deep.toml"
    path.write_text('game = "klaverjassen"\n' + DEEP, encoding="utf-8")
    report = check_paths([path])
    assert [(p.line, p.reason) for p in report.problems] == [
        (2, "not valid TOML: the data is nested too deeply to read")]
