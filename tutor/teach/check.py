"""``tutor check``: validate every lesson and puzzle file, and what holds across files.

Per file, the lesson and puzzle readers already ask the engine for every answer. Across files this
adds: ids are unique, prerequisites name existing lessons without cycles, a file lies in the folder
of its game, and every best-action puzzle is proven by the solver.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import NotationError
from ..registry import ROOT, canonical_id
from . import text as T
from .lesson import Lesson, parse_lesson
from .problems import Problem
from .proof import Proof, prove_best
from .puzzle import Puzzle, parse_puzzles

LESSON_SUFFIX = ".md"
PUZZLE_SUFFIX = ".toml"


@dataclass(frozen=True)
class Report:
    files: int
    lessons: tuple[Lesson, ...]
    puzzles: tuple[Puzzle, ...]
    problems: tuple[Problem, ...]

    @property
    def ok(self) -> bool:
        return not self.problems


def default_paths(root: Path = ROOT) -> list[Path]:
    return [root / "lessons", root / "puzzles"]


def _files(paths: Iterable[Path]) -> tuple[list[Path], list[Problem]]:
    out: list[Path] = []
    problems: list[Problem] = []
    for p in paths:
        if p.is_dir():
            out.extend(sorted(f for f in p.rglob("*")
                              if f.suffix in (LESSON_SUFFIX, PUZZLE_SUFFIX) and f.is_file()
                              and not f.name.startswith(".") and f.name.lower() != "readme.md"))
        elif p.is_file():
            out.append(p)
        else:
            problems.append(Problem(str(p), 0, T.CHECK_NO_SUCH_PATH))
    return out, problems


def _show(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _folder_game(path: Path, game: str) -> str | None:
    """The problem when the file sits under ``lessons/<g>`` or ``puzzles/<g>`` of another game."""
    parent = path.resolve().parent
    if parent.parent.name not in ("lessons", "puzzles"):
        return None
    try:
        folder = canonical_id(parent.name)
    except NotationError:
        return T.CHECK_FOLDER_UNKNOWN.format(folder=parent.name)
    if folder != game:
        return T.CHECK_FOLDER.format(folder=parent.name, game=game)
    return None


def _read(path: Path, shown: str) -> str | Problem:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return Problem(shown, 0, T.CANNOT_READ.format(error=e))


def check_paths(paths: Sequence[Path] | None = None, *,
                prove: Callable[[Puzzle], Proof] = prove_best,
                known_lessons: Iterable[str] | None = None) -> Report:
    """Check files and folders (by default ``lessons/`` and ``puzzles/`` of the project).

    ``known_lessons`` are lesson ids prerequisites may name besides the checked ones (by default
    those of the project's ``lessons/``).
    """
    files, problems = _files(paths if paths is not None else default_paths())
    lessons: list[Lesson] = []
    puzzles: list[Puzzle] = []
    for f in files:
        shown = _show(f)
        text = _read(f, shown)
        if isinstance(text, Problem):
            problems.append(text)
            continue
        if f.suffix == LESSON_SUFFIX:
            parsed = parse_lesson(text, shown)
            problems.extend(parsed.problems)
            if parsed.lesson is not None:
                lessons.append(parsed.lesson)
                where = _folder_game(f, parsed.lesson.game)
                if where:
                    problems.append(Problem(shown, parsed.lesson.lines.get("game", 1), where))
        elif f.suffix == PUZZLE_SUFFIX:
            pp = parse_puzzles(text, shown)
            problems.extend(pp.problems)
            puzzles.extend(pp.puzzles)
            for p in pp.puzzles:
                where = _folder_game(f, p.game)
                if where:
                    problems.append(Problem(shown, p.line, where))
        else:
            problems.append(Problem(shown, 0, T.CHECK_SUFFIX))
    problems.extend(_ids(lessons, puzzles))
    problems.extend(_prerequisites(lessons, known_lessons))
    for p in puzzles:
        if p.kind == "best":
            proof = prove(p)
            if not proof.proven:
                problems.append(Problem(p.path, p.line, proof.reason))
    return Report(len(files), tuple(lessons), tuple(puzzles), tuple(sorted(problems)))


def _ids(lessons: list[Lesson], puzzles: list[Puzzle]) -> list[Problem]:
    items = [(les.id, les.path, les.lines.get("id", 1)) for les in lessons]
    items += [(p.id, p.path, p.line) for p in puzzles]
    out = []
    seen: dict[str, tuple[str, int]] = {}
    for ident, path, line in items:
        if ident in seen:
            first_path, first = seen[ident]
            if first_path != path:  # twice in one puzzle file is reported by the reader
                out.append(Problem(path, line, T.CHECK_ID_TWICE.format(
                    id=ident, path=first_path, line=first)))
        else:
            seen[ident] = (path, line)
    return out


def _prerequisites(lessons: list[Lesson], known: Iterable[str] | None) -> list[Problem]:
    if known is None:
        known = [] if not (ROOT / "lessons").is_dir() else _lesson_ids(ROOT / "lessons")
    ids = set(known) | {les.id for les in lessons}
    by_id = {les.id: les for les in lessons}
    out = []
    for les in lessons:
        line = les.lines.get("prerequisites", 1)
        for pre in les.prerequisites:
            if pre == les.id:
                out.append(Problem(les.path, line, T.CHECK_PREREQ_SELF))
            elif pre not in ids:
                out.append(Problem(les.path, line, T.CHECK_PREREQ_UNKNOWN.format(id=pre)))
    # A cycle: following prerequisites from a lesson leads back to it.
    for les in lessons:
        stack = [(p, [les.id, p]) for p in les.prerequisites if p != les.id]
        seen: set[str] = set()
        while stack:
            cur, trail = stack.pop()
            if cur == les.id:
                out.append(Problem(les.path, les.lines.get("prerequisites", 1),
                                   T.CHECK_PREREQ_CYCLE.format(cycle=" -> ".join(trail))))
                break
            if cur in seen or cur not in by_id:
                continue
            seen.add(cur)
            stack.extend((p, [*trail, p]) for p in by_id[cur].prerequisites)
    return out


def _lesson_ids(folder: Path) -> list[str]:
    out = []
    for f in folder.rglob("*.md"):
        for line in f.read_text(encoding="utf-8", errors="replace").splitlines()[:20]:
            key, sep, value = line.partition(":")
            if sep and key.strip().lower() == "id":
                out.append(value.strip())
                break
    return out
