"""Lessons: Markdown files with a front-matter header and interactive fenced blocks.

::

    ---
    id: follow-suit
    game: <game id>
    title: Following suit
    level: beginner
    prerequisites: the-cards
    rules: play=rotterdam
    ---

    Prose in Markdown ...

    ```legal
    dealer: W
    ...
    answer: ♠A ♠7
    ```

The Markdown is parsed with markdown-it-py; a top-level fence whose info string is one of
``position play legal score choice`` becomes a step, everything between them is prose. See
``docs/lessons.md``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from markdown_it import MarkdownIt

from ..errors import FileFormatError, NotationError
from ..files import read_text, text_lines
from ..options import parse_value
from ..registry import canonical_id, implemented
from . import text as T
from .blocks import parse_body
from .build import Context, build_step
from .games import adapter_for
from .problems import Problem, StepError
from .steps import BLOCK_KINDS, PROSE, Step

#: Levels from first steps to strong play, in order.
LEVELS: tuple[str, ...] = ("beginner", "novice", "intermediate", "advanced", "strong")
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_FRONT_KEYS = ("id", "game", "title", "level", "prerequisites", "rules", "summary")
_REQUIRED = ("id", "game", "title", "level")


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    title: str
    level: str
    prerequisites: tuple[str, ...]
    rules: Mapping[str, Any]
    summary: str
    steps: tuple[Step, ...]
    path: str
    #: File lines of the front-matter fields, for problems found across files.
    lines: Mapping[str, int]


@dataclass(frozen=True)
class LessonParse:
    """A lesson read with every problem found; ``lesson`` is ``None`` when the header is bad."""

    lesson: Lesson | None
    problems: tuple[Problem, ...]


def parse_rules_words(text: str) -> dict[str, Any]:
    """``play=amsterdam trump-method=maken`` (spaces or commas) as an options dict."""
    out: dict[str, Any] = {}
    for item in text.replace(",", " ").split():
        key, sep, value = item.partition("=")
        if not sep or not key or not value:
            raise ValueError(T.RULES_WORD.format(item=item))
        out[key] = parse_value(value)
    return out


def _front(lines: list[str], path: str,
           problems: list[Problem]) -> tuple[dict[str, tuple[str, int]], int]:
    """The header fields and the number of lines it takes (0 when there is none)."""
    if not lines or lines[0].strip() != "---":
        problems.append(Problem(path, 1, str(T.FRONT_MISSING)))
        return {}, 0
    fields: dict[str, tuple[str, int]] = {}
    for k in range(1, len(lines)):
        n = k + 1
        line = lines[k].strip()
        if line == "---":
            return fields, n
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip().lower()
        if not sep:
            problems.append(Problem(path, n, T.FRONT_BAD_LINE.format(line=line)))
        elif key not in _FRONT_KEYS:
            problems.append(Problem(path, n, T.FRONT_UNKNOWN.format(
                key=key, keys=", ".join(_FRONT_KEYS))))
        elif key in fields:
            problems.append(Problem(path, n, T.FRONT_TWICE.format(key=key,
                                                                  line=fields[key][1])))
        else:
            fields[key] = (value.strip(), n)
    problems.append(Problem(path, 1, str(T.FRONT_UNCLOSED)))
    return {}, 0


def parse_lesson(text: str, path: str) -> LessonParse:
    """Read a lesson and build every step, collecting all problems."""
    problems: list[Problem] = []
    lines = text_lines(text)
    fields, header = _front(lines, path, problems)
    if not header:
        return LessonParse(None, tuple(problems))
    for key in _REQUIRED:
        if not fields.get(key, ("", 0))[0]:
            problems.append(Problem(path, 1, T.FRONT_NEEDS.format(key=key)))
    if problems:
        return LessonParse(None, tuple(problems))
    lid, lid_line = fields["id"]
    if not ID_PATTERN.match(lid):
        problems.append(Problem(path, lid_line, T.BAD_ID.format(id=lid)))
    level, level_line = fields["level"]
    if level not in LEVELS:
        problems.append(Problem(path, level_line, T.BAD_LEVEL.format(
            level=level, levels=", ".join(LEVELS))))
    game_text, game_line = fields["game"]
    try:
        game = canonical_id(game_text)
        if game not in implemented():
            raise NotationError(T.GAME_NOT_PLAYABLE.format(game=game))
        adapter = adapter_for(game)
    except NotationError as e:
        problems.append(Problem(path, game_line, str(e)))
        return LessonParse(None, tuple(problems))
    options: dict[str, Any] = {}
    rules: Any = None
    try:
        if "rules" in fields:
            options = parse_rules_words(fields["rules"][0])
        rules = adapter.spec.rules_from_dict(options)
    except (ValueError, TypeError) as e:
        problems.append(Problem(path, fields.get("rules", ("", 1))[1], str(e)))
        return LessonParse(None, tuple(problems))
    prereq_text = fields.get("prerequisites", ("", 0))[0]
    prereqs = tuple(p for p in prereq_text.replace(",", " ").split() if p not in ("-", "none"))
    steps = _steps(lines, header, path, Context(adapter, rules), problems)
    lesson = Lesson(lid, game, fields["title"][0], level, prereqs, options,
                    fields.get("summary", ("", 0))[0], tuple(steps), path,
                    {k: v[1] for k, v in fields.items()})
    return LessonParse(lesson, tuple(problems))


#: Finds the step blocks. Without its "normalize" rule, which would break lines at a lone
#: ``"\r"`` too, its line map counts the lines ``text_lines`` counts (it splits at ``"\n"``).
MARKDOWN = MarkdownIt("commonmark").disable("normalize")


def _steps(lines: list[str], header: int, path: str, ctx: Context,
           problems: list[Problem]) -> list[Step]:
    # Blank out the header so that markdown-it's line numbers are the file's.
    body = "\n".join([""] * header + lines[header:])
    steps: list[Step] = []
    prose_from = header
    for tok in MARKDOWN.parse(body):
        if tok.type != "fence" or tok.map is None:
            continue
        kind = tok.info.strip().split()[0].lower() if tok.info.strip() else ""
        if kind not in BLOCK_KINDS:
            continue
        start, end = tok.map
        if tok.level > 0:
            problems.append(Problem(path, start + 1, T.BLOCK_NESTED.format(kind=kind)))
            continue
        _prose(lines, prose_from, start, steps)
        prose_from = end
        try:
            steps.append(build_step(kind, parse_body(tok.content, start + 2), start + 1, ctx))
        except StepError as e:
            problems.append(Problem(path, e.line or start + 1, e.reason))
    _prose(lines, prose_from, len(lines), steps)
    if not any(s.interactive for s in steps):
        problems.append(Problem(path, header or 1, str(T.NO_EXERCISES)))
    return steps


def _prose(lines: list[str], start: int, end: int, steps: list[Step]) -> None:
    chunk = lines[start:end]
    while chunk and not chunk[0].strip():
        chunk = chunk[1:]
        start += 1
    text = "\n".join(chunk).strip()
    if text:
        steps.append(Step(PROSE, start + 1, markdown=text))


def load_lesson(path: str | Path, *, within: Path | None = None) -> Lesson:
    """Read a lesson file; the first problem raises ``FileFormatError``. With ``within``, a link
    is followed only to a file inside that folder."""
    p = str(path)
    text = read_text(path, within=within)
    parsed = parse_lesson(text, p)
    if parsed.problems or parsed.lesson is None:
        first = parsed.problems[0]
        raise FileFormatError(p, first.reason, line=first.line)
    return parsed.lesson

