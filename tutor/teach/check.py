"""``tutor check``: validate every lesson and puzzle file, and what holds across files.

Per file, the lesson and puzzle readers already ask the engine for every answer. Across files this
adds: ids are unique, prerequisites name existing lessons without cycles, a file lies in the folder
of its game, and every best-action puzzle is proven by the solver.

The words around the answers are checked too, where the game's adapter can read them
(``check_texts``): every text a learner reads (a question, hint, explanation, a note on a wrong
answer, the prose before a position, a puzzle's title) goes to the adapter with the position it
speaks about and the seat it is seen from, and the adapter reports what is false there, what
tells the learner about a face-down hand, and words the learner should not meet.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards import Rank, Suit
from ..errors import FileFormatError, NotationError
from ..files import read_bytes, read_text, text_lines
from ..i18n import LANGUAGES
from ..ideas import idea_for, ideas_for
from ..plugin import load_attr
from ..registry import ROOT, canonical_id, get_plugin, implemented
from . import text as T
from . import translations_text as TT
from .blocks import parse_body
from .build import step_keys
from .games import Adapter, adapter_for
from .lesson import MARKDOWN, Lesson, parse_lesson
from .problems import Problem
from .proof import Proof, prove_best
from .puzzle import Puzzle, _Lines, parse_puzzles
from .steps import BLOCK_KINDS, PROSE, Step, split_actions
from .translations import (
    TRANSLATIONS,
    lesson_twin_problems,
    original_path,
    puzzle_twin_problems,
    translation_of,
)

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

    def summary(self) -> str:
        """The last line of ``tutor check``: how many files, lessons, puzzles and problems."""
        return T.CHECK_SUMMARY.format(files=T.CHECK_FILES.format(self.files),
                                      lessons=T.CHECK_LESSONS.format(len(self.lessons)),
                                      puzzles=T.CHECK_PUZZLES.format(len(self.puzzles)),
                                      problems=T.CHECK_PROBLEMS.format(len(self.problems)))


def default_paths(root: Path = ROOT) -> list[Path]:
    return [root / "lessons", root / "puzzles"]


def _files(paths: Iterable[Path]) -> tuple[list[tuple[Path, Path | None]], list[Problem]]:
    """The files to check, each with the folder its links must stay in (``None``: a file named
    on the command line, whose link is followed wherever it leads)."""
    out: list[tuple[Path, Path | None]] = []
    problems: list[Problem] = []
    for p in paths:
        if p.is_dir():
            # Whatever bears a lesson's or a puzzle's name is checked, a folder or a FIFO too:
            # the app would try it. A translation is checked with its English lesson.
            out.extend((f, _tree(f, p)) for f in sorted(p.rglob("*"))
                       if f.suffix in (LESSON_SUFFIX, PUZZLE_SUFFIX)
                       and not f.name.startswith(".") and f.name.lower() != "readme.md"
                       and (translation_of(f) is None or not original_path(f).is_file()))
        elif p.exists() or p.is_symlink():
            out.append((p, None))
        else:
            problems.append(Problem(str(p), 0, str(T.CHECK_NO_SUCH_PATH)))
    return out, problems


def _tree(path: Path, folder: Path) -> Path:
    """The folder a link found in ``folder`` must lead into: the ``lessons/`` or ``puzzles/``
    the file lies in (as the app reads it), else ``folder``."""
    return next((d for d in path.parents if d.name in ("lessons", "puzzles")), folder)


def _show(path: Path) -> str:
    try:
        # The name as found, not where a link leads: the learner looks for the link.
        return str((path.parent.resolve() / path.name).relative_to(Path.cwd()))
    except ValueError:
        return str(path)


def _folder_game(path: Path, game: str) -> str | None:
    """The problem when the file sits under ``lessons/<g>`` or ``puzzles/<g>`` of another game."""
    parent = path.parent.resolve()  # where a link lies, as the app finds it, not its target
    if parent.parent.name not in ("lessons", "puzzles"):
        return None
    try:
        folder = canonical_id(parent.name)
    except NotationError:
        return T.CHECK_FOLDER_UNKNOWN.format(folder=parent.name)
    if folder != game:
        return T.CHECK_FOLDER.format(folder=parent.name, game=game)
    return None


def _read(path: Path, shown: str, within: Path | None) -> str | Problem:
    try:
        return read_text(path, within=within)
    except FileFormatError as e:
        return Problem(shown, e.line or 0, e.message)


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
    for f, within in files:
        shown = _show(f)
        text = _read(f, shown, within)
        if isinstance(text, Problem):
            problems.append(text)
            continue
        if f.suffix == LESSON_SUFFIX and translation_of(f) is not None:
            problems.append(Problem(shown, 1, TT.NO_ORIGINAL.format(
                language=LANGUAGES[translation_of(f) or ""], original=original_path(f).name)))
            continue
        if f.suffix == LESSON_SUFFIX:
            problems.extend(lesson_twin_problems(f, shown, within))
            parsed = parse_lesson(text, shown)
            problems.extend(parsed.problems)
            if parsed.lesson is not None:
                lessons.append(parsed.lesson)
                where = _folder_game(f, parsed.lesson.game)
                if where:
                    problems.append(Problem(shown, parsed.lesson.lines.get("game", 1), where))
                problems.extend(_texts(lesson_sites(parsed.lesson, text), shown))
        elif f.suffix == PUZZLE_SUFFIX:
            pp = parse_puzzles(text, shown)
            problems.extend(pp.problems)
            problems.extend(puzzle_twin_problems(text, shown, _Lines(text).line))
            puzzles.extend(pp.puzzles)
            problems.extend(title_answer_problems(pp.puzzles, text, shown))
            for p in pp.puzzles:
                where = _folder_game(f, p.game)
                if where:
                    problems.append(Problem(shown, p.line, where))
                problems.extend(_texts(puzzle_sites(p, text), shown))
                if (p.kind == "best" and p.game in implemented()
                        and idea_for(p.game, p.themes) is None):
                    names = ", ".join(i.id for i in ideas_for(p.game))
                    problems.append(Problem(shown, p.line, T.CHECK_NO_IDEA.format(ideas=names)))
        else:
            problems.append(Problem(shown, 0, str(T.CHECK_SUFFIX)))
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
                out.append(Problem(les.path, line, str(T.CHECK_PREREQ_SELF)))
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
        try:
            text = read_bytes(f).decode("utf-8", errors="replace")
        except FileFormatError:
            continue  # a file that cannot be read names no lesson
        for line in text_lines(text)[:20]:
            key, sep, value = line.partition(":")
            if sep and key.strip().lower() == "id":
                out.append(value.strip())
                break
    return out


# ---------------------------------------------------------------------------------------------
# The words around the answers


@dataclass(frozen=True)
class TextSite:
    """Texts a learner reads about one position, with the file line each starts on.

    ``state`` is the position (``None`` for a step without one, such as a trick given by its
    cards); ``viewer`` the seat the learner sees it from; ``hidden`` the seats shown face down.
    """

    adapter: Adapter
    state: Any | None
    viewer: int
    hidden: frozenset[int]
    texts: tuple[tuple[int, str], ...]
    assumptions: tuple[str, ...] = ()


def _texts(sites: Iterable[TextSite], path: str) -> list[Problem]:
    """Ask each site's adapter what is wrong with its texts (adapters without the check: none).

    The adapter answers per text with (offset, reason); a text spread over several file lines
    (prose) is reported at the line the offset falls on.
    """
    out: list[Problem] = []
    for site in sites:
        check = getattr(site.adapter, "check_texts", None)
        if check is None or not site.texts:
            continue
        found = check(site.state, site.viewer, site.hidden, [t for _, t in site.texts],
                      site.assumptions)
        for (line, text), problems in zip(site.texts, found, strict=True):
            for offset, reason in problems:
                out.append(Problem(path, line + text.count("\n", 0, offset), reason))
    return out


def _view(adapter: Adapter, step: Step) -> tuple[int, frozenset[int]]:
    """The seat a step is seen from and the seats it shows face down (from its table)."""
    table = step.table
    if table is None:
        return adapter.default_viewer, frozenset()
    viewer = adapter.seats.index(table.viewer)
    return viewer, frozenset(i for i, seat in enumerate(table.seats) if seat.hidden)


_TEXT_KEYS = ("ask", "hint", "explain", "wrong", "caption")


def _header_lines(lines: list[str]) -> int:
    if not lines or lines[0].strip() != "---":
        return 0
    for k in range(1, len(lines)):
        if lines[k].strip() == "---":
            return k + 1
    return 0


def lesson_sites(lesson: Lesson, text: str) -> list[TextSite]:
    """Every step's texts with its position, and the prose before it with the same position.

    The blocks are read again to rebuild each position (``use``, ``then`` and ``name`` as the
    lesson reader does); a block the reader refused is skipped, since it is reported already.
    """
    try:
        adapter = adapter_for(lesson.game)
        rules = adapter.spec.rules_from_dict(dict(lesson.rules))
    except (NotationError, ValueError, TypeError):
        return []
    lines = text_lines(text)
    header = _header_lines(lines)
    body = "\n".join([""] * header + lines[header:])
    blocks = {}
    for tok in MARKDOWN.parse(body):
        if tok.type == "fence" and tok.map is not None and tok.level == 0:
            kind = tok.info.strip().split()[0].lower() if tok.info.strip() else ""
            if kind in BLOCK_KINDS:
                blocks[tok.map[0] + 1] = parse_body(tok.content, tok.map[0] + 2)
    every_key = frozenset().union(*step_keys(adapter).values())
    named: dict[str, Any] = {}
    sites: list[TextSite] = []
    prose: list[tuple[int, str]] = []
    for step in lesson.steps:
        if step.kind == PROSE:
            prose.extend(_paragraphs(lines, step.line, step.markdown))
            continue
        block = blocks.get(step.line)
        if block is None:
            continue
        fields = {f.name: f for f in block.fields if f.name in every_key}
        texts = [(f.line, f.value) for f in block.fields
                 if f.name in _TEXT_KEYS or f.name.startswith("wrong ")]
        pos = [f for f in block.fields
               if f.name not in every_key and not f.name.startswith("wrong ")
               and adapter.is_position_key(f.key)]
        state = _rebuild(adapter, rules, fields, pos, named)
        viewer, hidden = _view(adapter, step)
        sites.append(TextSite(adapter, state, viewer, hidden, tuple(prose + texts)))
        prose = []
    return sites


def _paragraphs(lines: list[str], first: int, markdown: str) -> Iterator[tuple[int, str]]:
    """The prose's paragraphs with their first file lines (headings and code left out)."""
    n = first
    para: list[str] = []
    start = n
    fenced = False
    for line in text_lines(markdown):
        stripped = line.strip()
        if stripped.startswith("```") or stripped.startswith("~~~"):
            fenced = not fenced
        elif not fenced and stripped and not stripped.startswith("#"):
            if not para:
                start = n
            para.append(line)
        elif para:
            yield start, "\n".join(para)
            para = []
        n += 1
    if para:
        yield start, "\n".join(para)


def _rebuild(adapter: Adapter, rules: Any, fields: dict[str, Any], pos: list[Any],
             named: dict[str, Any]) -> Any | None:
    """The position a block shows, or ``None`` (none, or one the reader reports as wrong)."""
    try:
        if "use" in fields:
            state = named[fields["use"].value].clone()
        elif pos and not (set(fields) & adapter.short_form_keys) \
                and not ({f.name for f in pos} <= adapter.short_form_alone):
            state = adapter.build("\n".join(f"{f.key}: {f.value}" for f in pos), rules)
        else:
            return None
        if "then" in fields:
            for tok in split_actions(fields["then"].value, state):
                state.apply(state.parse_action(tok))
    except Exception:  # any failure: the lesson reader reports every bad block
        return None
    if "name" in fields:
        named[fields["name"].value] = state.clone()
    return state


_SET = re.compile(r"^\s*\[\[\s*puzzle\s*\]\]", re.MULTILINE)
_PUZZLE_TEXT = re.compile(r"^\s*(title|question|hint|explanation)\s*=")


def puzzle_sites(puzzle: Puzzle, text: str) -> list[TextSite]:
    """A puzzle's title, question, hint and explanation with its position and assumptions."""
    try:
        adapter = adapter_for(puzzle.game)
        state = getattr(puzzle.step.judge, "state", None)
        if state is None:  # a score puzzle: its judge keeps the count, not the position
            state = adapter.build(puzzle.position, adapter.spec.rules_from_dict(
                dict(puzzle.rules)))
    except (NotationError, ValueError, TypeError):  # the puzzle reader has reported it
        return []
    lines = text_lines(text)
    where: dict[str, int] = {}
    first = max(puzzle.line - 1, 0) if _SET.search(text) else 0
    for n in range(first, len(lines)):
        if n > first and _SET.match(lines[n]):
            break
        m = _PUZZLE_TEXT.match(lines[n])
        if m:
            where.setdefault(m.group(1), n + 1)
    step = puzzle.step
    texts = [(where.get("title", puzzle.line), puzzle.title),
             (where.get("question", puzzle.line), step.question if "question" in where else ""),
             (where.get("hint", puzzle.line), step.hint),
             (where.get("explanation", puzzle.line), puzzle.explanation)]
    viewer, hidden = _view(adapter, step)
    return [TextSite(adapter, state, viewer, hidden, tuple((n, t) for n, t in texts if t),
                     puzzle.assumptions)]


# ---------------------------------------------------------------------------------------------
# A puzzle's title names the situation, never the answer


#: A card as the files write it (``♠Q``, ``♦10``, a copy ``♣A'``; "♣J's" is no copy mark).
_CARD_TEXT = re.compile(r"[♠♥♦♣](?:10|[2-9AKQJ])(?:'(?![A-Za-z]))*")
#: Rank words a title may name a card by, English and Dutch, one card or several. Two to six are
#: left out: "two builds", "vier troeven" count things more often than they name cards.
_RANK_WORDS = {word: rank.symbol for rank in Rank if rank >= Rank.SEVEN
               for word in (rank.english, f"{rank.english}s", rank.dutch.lower())}
_RANK_WORDS |= {"deuce": "2", "deuces": "2", "azen": "A", "heren": "K", "vrouwen": "Q",
                "boeren": "J", "tienen": "10", "negens": "9", "achten": "8", "zevens": "7"}
_SUIT_WORDS = {"spade": "♠", "heart": "♥", "diamond": "♦", "club": "♣",
               "schoppen": "♠", "harten": "♥", "ruiten": "♦", "klaveren": "♣"}
_RANKS = "|".join(sorted(_RANK_WORDS, key=len, reverse=True))
_TITLE_CARD = re.compile(
    rf"\b(?:(?P<nl>schoppen|harten|ruiten|klaveren) ?(?P<nlrank>{_RANKS})"
    rf"|(?:(?P<suit>spade|heart|diamond|club)s? )?(?P<rank>{_RANKS})"
    r"(?: of (?P<of>spade|heart|diamond|club)s)?)\b", re.IGNORECASE)


def title_answer_problems(puzzles: Sequence[Puzzle], text: str, path: str) -> list[Problem]:
    """Each title of a puzzle file, in any language, that names a card of its puzzle's answer.

    A title names the position the learner faces; the move is the answer, and its idea comes with
    the answer. The answer is the first step's (``Step.canonical``): the accepted actions of a
    best puzzle, the legal set of a legal one (a score has no cards). A title names a card by its
    notation (``♠K``), by suit and rank (``the club ace``, ``klaverenaas``), by its name (the Jas
    and Nel in the trump suit, the casinos), or by its rank alone when every move with a card of
    that rank is an answer ("The jack, not the ace" with one jack to play). A rank that fits
    other moves too (the table's 4 beside the 4 you hold) names nothing.
    """
    if not puzzles:
        return []
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return []  # the puzzle reader reports it
    entries = data.get("puzzle")
    if not isinstance(entries, list):
        entries = [data]  # a file of one puzzle
    by_id = {p.id: p for p in puzzles}
    lines = _Lines(text)
    out: list[Problem] = []
    for index, entry in enumerate(entries):
        ident = entry.get("id") if isinstance(entry, dict) else None
        puzzle = by_id.get(ident) if isinstance(ident, str) else None
        if puzzle is None:  # refused by the reader, which says why
            continue
        for key in ("title", *(f"title-{lang}" for lang in TRANSLATIONS)):
            title = entry.get(key, data.get(key))
            named = _answer_card(puzzle, title) if isinstance(title, str) else None
            if named:
                out.append(Problem(path, lines.line(index, key),
                                   T.CHECK_TITLE_ANSWER.format(key=key, card=named)))
    return out


def _card_names(game: str) -> dict[str, str]:
    """The cards ``game``'s players call by a name (its plugin's ``card_names``)."""
    try:
        path = get_plugin(game).card_names
    except NotationError:
        return {}
    return dict(load_attr(path)) if path else {}


def _answer_card(puzzle: Puzzle, title: str) -> str | None:
    """The card of the puzzle's first answer that ``title`` names, as the title names it."""
    step = puzzle.step
    state: Any = getattr(step.judge, "state", None)
    answers = [item for part in step.canonical().split(T.OR.msgid)
               for item in split_actions(part, state)]
    cards: set[str] = {c for a in answers for c in _CARD_TEXT.findall(a)}
    for written in _CARD_TEXT.findall(title):
        if written in cards:
            return str(written)
    faces = {c.rstrip("'") for c in cards}
    trump_suit = getattr(state, "trump_suit", None)  # a property of the trick-taking games
    moves = ([state.format_action(a) for a in state.legal_actions()]
             if hasattr(state, "legal_actions") else answers)
    for name, face in _card_names(puzzle.game).items():
        said = re.search(rf"\b{re.escape(name)}\b", title, re.IGNORECASE)
        if said is None:
            continue
        if len(face) <= 2 and face[0] not in "♠♥♦♣":  # a rank: that card of the trump suit
            face = f"{trump_suit.symbol}{face}" if isinstance(trump_suit, Suit) else ""
        if face in faces:
            return f"'{said.group(0)}' ({face})"
    for m in _TITLE_CARD.finditer(title):
        word = m.group(0)
        if m.group("nl") or m.group("suit") or m.group("of"):
            suit = m.group("nl") or m.group("suit") or m.group("of")
            face = _SUIT_WORDS[suit.lower()] + _RANK_WORDS[(m.group("nlrank")
                                                            or m.group("rank")).lower()]
        else:
            rank = _RANK_WORDS[m.group("rank").lower()]
            with_rank = [a for a in moves
                         if any(c[1:].rstrip("'") == rank for c in _CARD_TEXT.findall(a))]
            if with_rank and all(a in answers for a in with_rank):
                named = sorted({c for a in with_rank for c in _CARD_TEXT.findall(a)
                                if c[1:].rstrip("'") == rank})
                return f"'{word}' ({' '.join(named)})"
            continue
        if face in faces:
            return f"'{word}' ({face})"
    return None
