"""Puzzles: TOML files of one puzzle, or a themed set of ``[[puzzle]]`` tables.

In a set, top-level keys are defaults for every puzzle (``game``, ``rules``, ``themes`` ...).
Fields (``docs/lessons.md``): ``id game title level themes rules kind to-move seat hide
assumptions position count question answer explanation hint margin objective proof max-cost
samples``.
Kinds: ``legal`` (the set of legal actions), ``score`` (points and roem of a trick, or a deal's
score) and ``best`` (the best action, which the game's adapter must prove: ``tutor.teach.proof``).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..errors import FileFormatError, NotationError
from ..files import beyond_parser, read_text, text_lines
from ..registry import canonical_id, implemented
from . import text as T
from .blocks import Body, Field, parse_body
from .build import Context, build_step
from .games import adapter_for
from .lesson import ID_PATTERN, LEVELS
from .problems import Problem, StepError
from .steps import LEGAL, PLAY, POSITION, SCORE, Step
from .translations import localize_entry

KINDS: Mapping[str, str] = {"legal": LEGAL, "score": SCORE, "best": PLAY}
#: The sample sizes a puzzle may state (``samples``).
SAMPLES_RANGE = (40, 2000)
#: What a best-action proof asks of the answer over hidden hands (``proof``).
EVERY_DEAL = "every-deal"
AVERAGE = "average"
PROOF_RULES = (EVERY_DEAL, AVERAGE)
_KEYS = ("id", "game", "title", "level", "themes", "rules", "kind", "to-move", "seat", "hide",
         "assumptions", "position", "count", "question", "answer", "explanation", "hint",
         "margin", "objective", "proof", "max-cost", "samples")
_REQUIRED = ("id", "game", "level", "themes", "kind", "position", "answer", "explanation")
#: The keys of a line's later moves: ``then-2`` (what the others play after the first answer),
#: ``answer-2``, ``explanation-2``, ``question-2``, ``hint-2``, and so on up to move 9.
_MOVE_KEY = re.compile(r"^(then|answer|explanation|question|hint)-([2-9])$")
_MOVE_KEYS = ("then", "answer", "explanation", "question", "hint")
#: A rules table as a puzzle file writes it, for the message about a bad one.
_RULES_EXAMPLE = 'rules = { play = "amsterdam" }'


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    title: str
    level: str
    themes: tuple[str, ...]
    kind: str  # legal, score, best
    to_move: str | None
    assumptions: tuple[str, ...]
    explanation: str
    rules: Mapping[str, Any]
    position: str
    #: For ``best``: how much better than any other action the answer must be (solver units).
    margin: float | None
    step: Step
    path: str
    line: int
    #: For ``best``: what the proof counts (one of the adapter's ``objectives``).
    objective: str = "result"
    #: For ``best`` over hidden hands: ``every-deal`` or ``average``; ``None`` lets the proof
    #: choose (every deal when all were solved, the average over a sample).
    proof: str | None = None
    #: For a convention answer (a signal): how much below the best-scoring action it may be.
    max_cost: float | None = None
    #: For a sampled proof: how many deals to sample (``None``: the default).
    samples: int | None = None
    #: A line of several decisions: the later moves, each a step after the others' replies.
    moves: tuple[Step, ...] = ()
    #: What the others played before each later move (``then-2`` ...), as written.
    replies: tuple[str, ...] = ()

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every decision of the puzzle, in order (one, unless it is a line)."""
        return (self.step, *self.moves)

    def move(self, index: int) -> Puzzle:
        """Move ``index`` of a line as a puzzle of its own (to prove it, or weigh an answer)."""
        if index == 0:
            return replace(self, moves=(), replies=())
        step = self.moves[index - 1]
        return replace(self, id=f"{self.id}#{index + 1}", step=step, explanation=step.explain,
                       moves=(), replies=())

    @property
    def hidden(self) -> bool:
        """True when the learner does not see every hand (a proof must cover every deal)."""
        return self.step.table is not None and any(s.hidden for s in self.step.table.seats)


@dataclass(frozen=True)
class PuzzleParse:
    puzzles: tuple[Puzzle, ...]
    problems: tuple[Problem, ...]


_KEY_LINE = re.compile(r"""^\s*(["']?)([A-Za-z0-9_-]+)\1\s*=""")
_TABLE = re.compile(r"^\s*\[\[\s*puzzle\s*\]\]")


class _Lines:
    """File lines of keys, found by scanning the text (``tomllib`` keeps none)."""

    def __init__(self, text: str) -> None:
        self.tables: list[int] = []
        self.keys: dict[tuple[int, str], int] = {}
        self.multiline_start: dict[tuple[int, str], bool] = {}
        inside = ""
        for n, line in enumerate(text_lines(text), start=1):
            if inside:
                if line.count(inside) % 2 == 1:
                    inside = ""
                continue
            if _TABLE.match(line):
                self.tables.append(n)
                continue
            m = _KEY_LINE.match(line)
            if m is None:
                continue
            where = (len(self.tables) - 1, m.group(2))
            self.keys.setdefault(where, n)
            rest = line[m.end():].strip()
            for quote in ('"""', "'''"):
                if rest.startswith(quote):
                    self.multiline_start[where] = rest == quote
                    if rest.count(quote) % 2 == 1:
                        inside = quote

    def line(self, index: int, key: str | None = None) -> int:
        if key is not None:
            for where in ((index, key), (-1, key)):
                if where in self.keys:
                    return self.keys[where]
        if 0 <= index < len(self.tables):
            return self.tables[index]
        return 1

    def content_line(self, index: int, key: str) -> int:
        """The file line of the first line of a multi-line string's content."""
        where = (index, key) if (index, key) in self.keys else (-1, key)
        first = self.line(index, key)
        # A newline right after the opening quotes is not part of the string (TOML).
        return first + 1 if self.multiline_start.get(where, False) else first


def parse_puzzles(text: str, path: str) -> PuzzleParse:
    """Read a puzzle file; every puzzle is built and checked against the engine."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        m = re.search(r"at line ([0-9]+)", str(e))  # internal: tomllib's message
        return PuzzleParse((), (Problem(path, int(m.group(1)) if m else 1,
                                        T.PZ_TOML.format(error=e)),))
    except (RecursionError, ValueError) as e:  # nested too deeply, a number too long
        line, reason = beyond_parser(text, e)
        return PuzzleParse((), (Problem(path, line, T.PZ_TOML.format(error=reason)),))
    lines = _Lines(text)
    items = data.pop("puzzle", None)
    problems: list[Problem] = []
    if items is None:
        entries: list[tuple[int, dict[str, Any]]] = [(-1, data)]
    elif not isinstance(items, list) or not all(isinstance(x, dict) for x in items):
        return PuzzleParse((), (Problem(path, lines.line(-1, "puzzle"), str(T.PZ_SET_SHAPE)),))
    else:
        if "id" in data:
            problems.append(Problem(path, lines.line(-1, "id"), str(T.PZ_SET_ID)))
        entries = [(k, {**data, **item}) for k, item in enumerate(items)]
    puzzles: list[Puzzle] = []
    seen: dict[str, int] = {}
    for index, entry in entries:
        try:
            p = _puzzle(entry, index, lines, path)
        except StepError as e:
            problems.append(Problem(path, e.line or lines.line(index), e.reason))
            continue
        if p.id in seen:
            problems.append(Problem(path, p.line, T.PZ_ID_TWICE.format(id=p.id, line=seen[p.id])))
            continue
        seen[p.id] = p.line
        puzzles.append(p)
    return PuzzleParse(tuple(puzzles), tuple(problems))


def _str(entry: Mapping[str, Any], key: str, where: int) -> str:
    v = entry.get(key, "")
    if not isinstance(v, str):
        raise StepError(T.PZ_TYPE_STRING.format(key=key), where)
    return v.strip()


def _strings(entry: Mapping[str, Any], key: str, where: int) -> tuple[str, ...]:
    v = entry.get(key, [])
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise StepError(T.PZ_TYPE_LIST.format(key=key), where)
    return tuple(x.strip() for x in v if x.strip())


def _puzzle(entry: dict[str, Any], index: int, lines: _Lines, path: str) -> Puzzle:
    def at(key: str | None = None) -> int:
        return lines.line(index, key)

    # The texts in the reader's language; their twins are checked by ``tutor check``.
    entry = localize_entry(entry)

    for key in entry:
        if key not in _KEYS and not _MOVE_KEY.match(key):
            raise StepError(T.PZ_UNKNOWN.format(key=key, keys=", ".join(_KEYS)), at(key))
    for key in _REQUIRED:
        if key not in entry or entry[key] in ("", [], {}):
            raise StepError(T.PZ_NEEDS.format(key=key), at())
    pid = _str(entry, "id", at("id"))
    if not ID_PATTERN.match(pid):
        raise StepError(T.BAD_ID.format(id=pid), at("id"))
    level = _str(entry, "level", at("level"))
    if level not in LEVELS:
        raise StepError(T.BAD_LEVEL.format(level=level, levels=", ".join(LEVELS)), at("level"))
    kind = _str(entry, "kind", at("kind"))
    if kind not in KINDS:
        raise StepError(T.PZ_KIND.format(kind=kind, kinds=", ".join(KINDS)), at("kind"))
    themes = _strings(entry, "themes", at("themes"))
    if not themes:
        raise StepError(T.PZ_NEEDS.format(key="themes"), at("themes"))
    try:
        game = canonical_id(_str(entry, "game", at("game")))
        if game not in implemented():
            raise NotationError(T.GAME_NOT_PLAYABLE.format(game=game))
    except NotationError as e:
        raise StepError(str(e), at("game")) from None
    adapter = adapter_for(game)
    options = entry.get("rules", {})
    if not isinstance(options, dict):
        raise StepError(T.PZ_TYPE_TABLE.format(key="rules", example=_RULES_EXAMPLE), at("rules"))
    try:
        rules = adapter.spec.rules_from_dict(options)
    except (ValueError, TypeError) as e:
        raise StepError(str(e), at("rules")) from None
    explanation = _str(entry, "explanation", at("explanation"))
    if not explanation:
        raise StepError(T.PZ_NEEDS.format(key="explanation"), at("explanation"))
    margin = entry.get("margin")
    if margin is not None and (kind != "best" or isinstance(margin, bool)
                               or not isinstance(margin, int | float) or margin < 0):
        raise StepError(str(T.PZ_MARGIN), at("margin"))
    max_cost = entry.get("max-cost")
    if max_cost is not None and (kind != "best" or isinstance(max_cost, bool)
                                 or not isinstance(max_cost, int | float) or max_cost < 0):
        raise StepError(str(T.PZ_MAX_COST), at("max-cost"))
    if max_cost is not None and (margin is not None or "proof" in entry):
        raise StepError(str(T.PZ_MAX_COST_ALONE), at("max-cost"))
    # What the proof counts is the game's: its adapter names the choices, the first the default.
    objectives = adapter.objectives
    objective = _choice(entry, "objective", objectives, kind, at("objective")) or objectives[0]
    samples = entry.get("samples")
    if samples is not None and (kind != "best" or isinstance(samples, bool)
                                or not isinstance(samples, int)
                                or not SAMPLES_RANGE[0] <= samples <= SAMPLES_RANGE[1]):
        raise StepError(T.PZ_SAMPLES.format(low=SAMPLES_RANGE[0], high=SAMPLES_RANGE[1]),
                        at("samples"))
    rule = _choice(entry, "proof", PROOF_RULES, kind, at("proof"))

    position = _str(entry, "position", at("position"))
    body = parse_body(position, lines.content_line(index, "position"))
    fields = list(body.fields)

    def add(key: str, value: str) -> None:
        fields.append(Field(key, value, at(key)))

    to_move = _str(entry, "to-move", at("to-move")) or None
    if to_move is None and kind != "score":
        raise StepError(T.PZ_NEEDS.format(key="to-move"), at())
    for key in ("seat", "question", "hint", "count"):
        if key in entry:
            add({"question": "ask"}.get(key, key), _str(entry, key, at(key)))
    if "hide" in entry:
        add("hide", " ".join(_strings(entry, "hide", at("hide"))))
    add("answer", _answer(entry["answer"], kind, at("answer")))
    add("explain", explanation)
    step = build_step(KINDS[kind], Body(tuple(fields), (), body.problems), at(),
                      Context(adapter, rules))
    if to_move is not None:
        try:
            seat_no = adapter.parse_seat(to_move)
            if not 0 <= seat_no < len(adapter.seats):
                raise NotationError(T.PZ_NO_SUCH_SEAT.format(seat=to_move))
            seat = adapter.seats[seat_no]
        except NotationError as e:
            raise StepError(e.message, at("to-move")) from None
        mover = step.table.to_move if step.table is not None else None
        if mover != seat:
            raise StepError(T.PZ_TO_MOVE.format(stated=seat, mover=mover or T.NOBODY),
                            at("to-move"))
    moves, replies = _line(entry, kind, at, body, add_common=fields[:len(body.fields)],
                          context=Context(adapter, rules), seat=step.table.to_move
                          if step.table is not None else None)
    return Puzzle(pid, game, _str(entry, "title", at("title")), level, themes, kind, to_move,
                  _strings(entry, "assumptions", at("assumptions")), explanation, options,
                  position, margin, step, path, at("id") if index < 0 else at(), objective, rule,
                  None if max_cost is None else float(max_cost), samples, moves, replies)


def _line(entry: Mapping[str, Any], kind: str, at: Callable[[str | None], int], body: Body,
          add_common: list[Field], context: Context, seat: str | None
          ) -> tuple[tuple[Step, ...], tuple[str, ...]]:
    """The later moves of a line: each built from the position with every earlier answer and
    reply played, and each the same seat's decision."""
    moves = sorted({int(m.group(2)) for k in entry if (m := _MOVE_KEY.match(k))})
    if not moves:
        return (), ()
    if kind != "best":
        raise StepError(str(T.PZ_LINE_KIND), at(f"answer-{moves[0]}"))
    if moves != list(range(2, moves[-1] + 1)):
        missing = next(n for n in range(2, moves[-1] + 1) if n not in moves)
        raise StepError(T.PZ_LINE_GAP.format(n=missing), at(f"answer-{moves[-1]}"))
    played = [_single(entry["answer"], at("answer"))]
    steps: list[Step] = []
    replies: list[str] = []
    for n in moves:
        for key in ("answer", "explanation"):
            if f"{key}-{n}" not in entry:
                raise StepError(T.PZ_NEEDS.format(key=f"{key}-{n}"), at(None))
        then = _str(entry, f"then-{n}", at(f"then-{n}"))
        replies.append(then)
        if then:
            played.append(then)
        fields = list(add_common)

        def add(key: str, value: str, where: str, fields: list[Field] = fields) -> None:
            fields.append(Field(key, value, at(where)))

        add("then", ", ".join(played), f"then-{n}")
        # Whose turn it is after the replies, before the answer is read against that hand.
        view = build_step(POSITION, Body(tuple(fields), (), body.problems), at(f"then-{n}"),
                          context)
        mover = view.table.to_move if view.table is not None else None
        if mover != seat:
            raise StepError(T.PZ_LINE_MOVER.format(n=n, mover=mover or T.NOBODY, seat=seat),
                            at(f"then-{n}") if f"then-{n}" in entry else at(f"answer-{n}"))
        for key, name in (("question", "ask"), ("hint", "hint")):
            if f"{key}-{n}" in entry:
                add(name, _str(entry, f"{key}-{n}", at(f"{key}-{n}")), f"{key}-{n}")
        if "hide" in entry:
            add("hide", " ".join(_strings(entry, "hide", at("hide"))), "hide")
        if "seat" in entry:
            add("seat", _str(entry, "seat", at("seat")), "seat")
        answer = _single(entry[f"answer-{n}"], at(f"answer-{n}"))
        add("answer", answer, f"answer-{n}")
        add("explain", _str(entry, f"explanation-{n}", at(f"explanation-{n}")),
            f"explanation-{n}")
        steps.append(build_step(PLAY, Body(tuple(fields), (), body.problems), at(f"answer-{n}"),
                                context))
        played.append(answer)
    return tuple(steps), tuple(replies)


def _single(value: Any, line: int) -> str:
    """One action: the answer of a move in a line (the line goes on from it)."""
    if not isinstance(value, str) or not value.strip() or "," in value or " or " in value:
        raise StepError(str(T.PZ_LINE_ONE), line)
    return value.strip()


def _choice(entry: Mapping[str, Any], key: str, allowed: tuple[str, ...], kind: str,
            line: int) -> str | None:
    """A best-action key with one of a few words as its value (``None`` when absent)."""
    if key not in entry:
        return None
    value = entry[key]
    if kind != "best" or not isinstance(value, str) or value.strip().lower() not in allowed:
        raise StepError(T.PZ_CHOICE.format(key=key, allowed=", ".join(allowed)), line)
    return str(value.strip().lower())


def _answer(value: Any, kind: str, line: int) -> str:
    """The answer as the step builder reads it: a set, a list of actions, or labelled numbers."""
    if isinstance(value, str):
        return value
    if kind == "score":
        if isinstance(value, int) and not isinstance(value, bool):
            return str(value)
        if isinstance(value, dict) and all(isinstance(v, int) for v in value.values()):
            return ", ".join(f"{k} {v}" for k, v in value.items())
        raise StepError(str(T.PZ_ANSWER_SCORE), line)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return (" " if kind == "legal" else ", ").join(value) or "-"
    raise StepError(str(T.PZ_ANSWER_LIST), line)


def load_puzzles(path: str | Path, *, within: Path | None = None) -> list[Puzzle]:
    """Read a puzzle file; the first problem raises ``FileFormatError``. With ``within``, a link
    is followed only to a file inside that folder."""
    p = str(path)
    text = read_text(path, within=within)
    parsed = parse_puzzles(text, p)
    if parsed.problems:
        first = parsed.problems[0]
        raise FileFormatError(p, first.reason, line=first.line)
    return list(parsed.puzzles)
