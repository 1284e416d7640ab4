"""Fuzz every input format the program reads: real files and played games, mutated, fed to the
readers in-process.

    .venv/bin/python bench/fuzz.py [--format NAME ...] [--inputs 1000000] [--seed 1] [--jobs 2]
    .venv/bin/python bench/fuzz.py --list

The formats: ``position:<game>`` for every game with a position notation, ``record``, ``lesson``,
``puzzle``, ``save`` and ``settings``. Seeds come from the project's lessons and puzzles (each
block and each puzzle on its own, so one input reads fast), from random play of every game
(positions, records and saves at random moments) and from settings files. Each input is a seed
with one to four mutations: bytes flipped, inserted, deleted or repeated, lines dropped, doubled
or swapped, words replaced by awkward ones (digits that are not ASCII, numbers too long for
Python, brackets nested thousands deep, bytes that are not UTF-8, characters ``str.splitlines``
breaks lines at and an editor does not, other cards, seats and keys), JSON values replaced,
pieces of other seeds spliced in. Lessons and puzzles are also read as ``tutor check`` reads
them (their translations' checks).

A failure is an exception other than the project's own errors (``tutor.errors``), an error that
does not name the file, or a line number outside the file. ``tests/test_fuzz_formats.py`` runs
the same checks (20,000 inputs a format under ``HYPOTHESIS_PROFILE=ci``); the numbers of a long
run stand in ``docs/reliability.md``. Exits 1 when anything failed, printing each kind of failure
once with an input that shows it.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
import traceback
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tutor.errors import FileFormatError  # noqa: E402
from tutor.files import decode  # noqa: E402
from tutor.registry import ROOT as PROJECT  # noqa: E402
from tutor.registry import get_plugin, implemented  # noqa: E402

#: The name every input is read under; errors must name it.
PATH = "fuzzed.input"
#: Inputs grow no larger than this (bytes).
MAX_SIZE = 32_000

#: Awkward words a mutation puts in: digits ``int`` refuses or reads differently, numbers too
#: long for Python, deep brackets (open, and closed again), bytes that are not UTF-8, control
#: characters (those ``str.splitlines`` breaks lines at too), and the words of the formats
#: themselves (cards, seats, keys) in the wrong places.
TOKENS: tuple[bytes, ...] = tuple(t.encode() if isinstance(t, str) else t for t in (
    "²", "٣", "７", "0", "-1", "+3", "00", "1" * 19, "9" * 4400, "1e309", "NaN", "-Infinity",
    "4294967296", "-9223372036854775809", "[" * 3000, "{" * 3000, "[[" * 600, "{\"a\":" * 2000,
    "[" * 5000 + "]" * 5000, "{a=" * 2000 + "1" + "}" * 2000,
    b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00", "\ufeff", "\u202e", "é", "\r\n", "\t", "\n\n",
    "\u2028", "\u2029", "\x85", "\x1c", "\x1d", "\x1e", "\x0b", "\x0c", "\r", "\u2028" * 40,
    " ", ":", "::", ",", "-", "#", "=", "\"", "'", "\"\"\"", "'''", "\\", "(", ")", "*",
    "♠A", "♥J", "♦10", "♣7", "♠Q'", "h10", "sa", "zz", "♥", "10♥", "2", "K", "B",
    "N", "E", "S", "W", "P1", "P2", "P3", "P0", "Player 9",
    "captured N:", "captured P1:", "captured P2: -", "captured e: ♠A",
    "\"advisor\": \"random\"", "\"advisor\": \"open-cards\"", "\"advisor\": \"nobody\"",
    "trick 9:", "trick 0:", "trick 1:", "deal:", "dealer:", "score:", "rules:", "deals=0",
    "deals=²", "deals=99999", "turned:", "calls:", "trump:", "goes:", "hand:", "seed:",
    "upcard:", "pile:", "stock:", "turn:", "limit:", "out:", "history:", "31 cards",
    "turn: over", "turn: P1 lay off", "out: P2 knock ♠K", "out: P1 big gin",
    "```legal", "```play", "```score", "```choice", "```position", "```", "---", "use:",
    "name:", "then:", "answer:", "seat:", "hide:", "check:", "count:", "- ", "- a",
    "[[puzzle]]", "puzzle = [1, 2]", "puzzle = 3", "answer = 7", "answer = {}",
    "samples = 99999", "margin = -1", "max-cost = nan", "rules = 5", "rules = { deals = 0 }",
    "kind = \"best\"", "game = \"gin\"", "game = \"poker\"",
    "true", "false", "null", "[]", "{}", "\"version\": 2", "\"human\": 9", "\"level\": \"\"",
    "\"level\": \"open-cards\"", "\"game\": \"gin\"", "\"game\": \"klaverjassen\"",
    "\"position\": \"dealer: N\"", "\"rules\": {\"deals\": 0}", "\"rules\": {\"hands\": -1}",
    "\"seed\": 1e400", "\"levels\": {\"klaverjassen\": \"nobody\"}",
    "\"rules\": {\"gin-rummy\": {\"target\": [1]}}",
))
_JSON_VALUES: tuple[Any, ...] = (
    0, -1, 1, 2, 99, 2**64, -(2**63), 1e300, 0.5, True, False, None, "", "²", "-", "zz",
    "open-cards", "gin", "klaverjassen", "poker", "P1", [], {}, [1, [2]], {"a": {"b": 1}},
    ["♠A"], ["pass", "♠"], {"deals": 0}, {"hands": 2}, {"play": "amsterdam"},
)


@dataclass
class Format:
    """One input format: seeds and the check each input must pass."""

    name: str
    seeds: list[bytes]
    #: Reads one input; raises ``Failure`` (or anything unexpected) when the reader misbehaves.
    check: Callable[[bytes], None]
    json_aware: bool = False
    #: Inputs that once broke a reader: each is fed as it is, first, and serves as a seed.
    found: list[bytes] = field(default_factory=list)


class Failure(Exception):
    """The reader answered, but not as it must (an error that does not name the file or line)."""


# ---------------------------------------------------------------------------------------------
# Checks: what every reader must do with any input


def _lines(data: bytes) -> int:
    return data.count(b"\n") + 1


def _file_error(e: FileFormatError, data: bytes) -> None:
    """An error must name the file, and a line within it when it gives one."""
    if e.path != PATH or not str(e).startswith(PATH):
        raise Failure(f"the error does not name the file: {e}")
    if e.line is not None and not 1 <= e.line <= _lines(data) + 1:
        raise Failure(f"line {e.line} is outside the file ({_lines(data)} lines): {e}")


def _problems(problems: Iterable[Any], data: bytes) -> None:
    for p in problems:
        if p.path != PATH:
            raise Failure(f"a problem does not name the file: {p}")
        if not 0 <= p.line <= _lines(data) + 1:
            raise Failure(f"line {p.line} is outside the file ({_lines(data)} lines): {p}")
        if not isinstance(p.reason, str) or not p.reason:
            raise Failure(f"a problem without a reason: {p!r}")


def _checked(read: Callable[[bytes], None]) -> Callable[[bytes], None]:
    """The project's file errors are answers; they must name the file and line."""
    def check(data: bytes) -> None:
        try:
            read(data)
        except FileFormatError as e:
            _file_error(e, data)
    return check


def check_position(game: str) -> Callable[[bytes], None]:
    from tutor.cli import describe_position
    from tutor.record import parse_position

    plugin = get_plugin(game)
    rules = plugin.spec.rules_from_dict({})

    def read(data: bytes) -> None:
        state = parse_position(plugin.spec, decode(data, PATH), PATH, rules)
        describe_position(plugin, state)  # everything ``tutor position`` prints
        # What was accepted is written out the one canonical way, which must read back as the
        # same position (an accepted alias once dropped cards and made the output unreadable).
        assert plugin.spec.to_position is not None
        text = plugin.spec.to_position(state)
        try:
            again = parse_position(plugin.spec, text, PATH, rules)
        except FileFormatError as e:
            raise Failure(f"the position's own output is refused: {e}") from None
        if plugin.spec.to_position(again) != text:
            raise Failure("the position's own output reads as another position")
    return _checked(read)


def _read_record(data: bytes) -> None:
    from tutor.record import parse_record, replay

    result = replay(parse_record(decode(data, PATH), PATH), PATH)
    for _, events in result.steps:  # everything ``tutor replay`` prints, and ``--json``
        for e in events:
            e.describe()
            e.to_dict()
    result.state.returns()


def _read_lesson(data: bytes) -> None:
    from tutor.teach.lesson import parse_lesson
    from tutor.teach.translations import lesson_pair_problems

    text = decode(data, PATH)
    parsed = parse_lesson(text, PATH)
    _problems(parsed.problems, data)
    _problems(lesson_pair_problems(text, text, PATH), data)  # as its own translation
    if parsed.lesson is not None and not parsed.problems:
        for step in parsed.lesson.steps:
            if step.interactive:
                step.solution()


def _read_puzzle(data: bytes) -> None:
    from tutor.teach.puzzle import _Lines, parse_puzzles
    from tutor.teach.translations import puzzle_twin_problems

    text = decode(data, PATH)
    parsed = parse_puzzles(text, PATH)
    _problems(parsed.problems, data)
    _problems(puzzle_twin_problems(text, PATH, _Lines(text).line), data)
    for p in parsed.puzzles:
        p.step.solution()


def _read_save(data: bytes) -> None:
    from tutor.bots.registry import advisor_names
    from tutor.play.session import PlaySession

    session = PlaySession.from_text(decode(data, PATH), PATH)
    session.to_json()
    if session.advisor_level not in advisor_names(session.spec.id):  # ``h`` would crash
        raise Failure(f"resumed with the {session.advisor_level} bot giving the hints")


def _read_settings(data: bytes) -> None:
    from tutor.registry import plugins
    from tutor.tui.prefs import preferences_from_text

    prefs, note = preferences_from_text(decode(data, PATH), PATH)
    if prefs is not None:
        prefs.card_style  # noqa: B018 - the look the app draws with
        prefs.to_json()
        for plugin in plugins():
            prefs.level(plugin)
            if not note:  # checked: the app starts games with these
                plugin.spec.rules_from_dict(prefs.rules_for(plugin))


# ---------------------------------------------------------------------------------------------
# Seeds


def _play(game: str, rng: random.Random, options: dict[str, Any]) -> Any:
    """A game played by random legal moves to a random moment."""
    spec = get_plugin(game).spec
    state = spec.new_game(spec.rules_from_dict(options), rng.randrange(1000))
    for _ in range(rng.randrange(200)):
        if state.is_terminal():
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def _one_round(game: str) -> dict[str, Any]:
    spec = get_plugin(game).spec
    return {spec.length_option: 1} if spec.length_option else {}


def position_seeds(game: str, n: int = 24) -> list[bytes]:
    spec = get_plugin(game).spec
    assert spec.to_position is not None
    rng = random.Random(f"fuzz:position:{game}")
    out = []
    for k in range(n):
        out.append(spec.to_position(_play(game, rng, _options(game, rng, k))).encode())
    return out


def _options(game: str, rng: random.Random, k: int) -> dict[str, Any]:
    """Rules for the ``k``th seed: one round, the defaults, or a choice of each option the
    settings offer (so the seeds hold every table size and variant)."""
    if k % 3 == 0:
        return _one_round(game)
    if k % 3 == 1:
        return {c.key: c.value(rng.choice(c.choices)) for c in get_plugin(game).settings
                if c.choices}
    return {}


def record_seeds(n: int = 8) -> list[bytes]:
    from tutor.record import Record

    out = []
    for game in implemented():
        spec = get_plugin(game).spec
        rng = random.Random(f"fuzz:record:{game}")
        for k in range(n):
            seed = rng.randrange(1000)
            rules = spec.rules_from_dict(_one_round(game))
            state = spec.new_game(rules, seed)
            actions = []
            stop = rng.randrange(80)
            while not state.is_terminal() and len(actions) < stop:
                action = rng.choice(list(state.legal_actions()))
                actions.append(state.format_action(action))
                state.apply(action)
            position = None
            if k == 0 and spec.to_position is not None and spec.from_position is not None:
                position, actions = spec.to_position(state), []
            out.append(Record(spec.id, rules.to_dict(), seed, actions, position).to_json()
                       .encode())
    return out


def save_seeds(n: int = 4) -> list[bytes]:
    from tutor.play.session import PlaySession

    out = []
    for game in implemented():
        plugin = get_plugin(game)
        rng = random.Random(f"fuzz:save:{game}")
        for _ in range(n):
            session = PlaySession(game, seed=rng.randrange(1000), human=plugin.human_seat,
                                  level="random", advisor="sampler",
                                  rules=_one_round(game))
            state = session.state
            for _ in range(rng.randrange(60)):
                if state.is_terminal():
                    break
                action = rng.choice(list(state.legal_actions()))
                session.actions.append(state.format_action(action))
                state.apply(action)
            out.append(session.to_json().encode())
    return out


def _blocks(text: str) -> tuple[str, list[str]]:
    """A lesson's front matter and its fenced blocks, each as text."""
    lines = text.splitlines(keepends=True)
    end = next((k for k in range(1, len(lines)) if lines[k].strip() == "---"), 0)
    head = "".join(lines[:end + 1])
    blocks = re.findall(r"^```[a-z]+\n.*?^```\n", text, re.MULTILINE | re.DOTALL)
    return head, blocks


def lesson_seeds() -> list[bytes]:
    out = []
    for path in sorted((PROJECT / "lessons").glob("*/*.md")):
        text = path.read_text(encoding="utf-8")
        head, blocks = _blocks(text)
        out += [(head + "\nSome prose.\n\n" + b).encode() for b in blocks]
    return out


def puzzle_seeds() -> list[bytes]:
    out = []
    for path in sorted((PROJECT / "puzzles").glob("*/*.toml")):
        text = path.read_text(encoding="utf-8")
        head, *items = re.split(r"^(?=\[\[puzzle\]\])", text, flags=re.MULTILINE)
        out += [(head + item).encode() for item in items]
    return out


def settings_seeds() -> list[bytes]:
    from tutor.tui.prefs import Preferences

    out = [Preferences().to_json().encode()]
    for plugin in (get_plugin(g) for g in implemented()):
        levels = {plugin.id: plugin.levels[-1]}
        rules = {plugin.id: plugin.spec.rules_from_dict({}).to_dict()}
        out.append(Preferences(hints=False, levels=levels, rules=rules, cards="line",
                               colours="light").to_json().encode())
    out.append(b'{"hints": false, "kj_level": "club", "kj_rules": {"play": "amsterdam"}}\n')
    return out


def found_inputs() -> dict[str, list[bytes]]:
    """Inputs that broke a reader once, by format (``docs/reliability.md`` lists them)."""
    from tutor.games.casino.notation import format_position

    rng = random.Random("fuzz:found")
    # A seat's captured cards given again under its other name dropped the first line's cards.
    casino = next(st for st in (_play("casino", rng, {"players": 4}) for _ in range(200))
                  if st.captured[0])
    aliased = [f"{format_position(casino)}captured {alias}: -\n".encode()
               for alias in ("P1", "p1")]
    # A save naming a hint bot that cannot advise resumed, and the first hint crashed the app.
    saves = [seed.replace(b'"advisor": "sampler"', b'"advisor": "' + bot.encode() + b'"')
             for seed in save_seeds(1)[:2] for bot in ("random", "open-cards")]
    return {"position:casino": aliased, "save": saves}


def formats() -> dict[str, Format]:
    """Every input format by name (seeds are built here: a second or two)."""
    out: dict[str, Format] = {}
    found = found_inputs()
    for game in implemented():
        spec = get_plugin(game).spec
        if spec.from_position is not None and spec.to_position is not None:
            name = f"position:{game}"
            out[name] = Format(name, position_seeds(game), check_position(game),
                               found=found.get(name, []))
    out["record"] = Format("record", record_seeds(), _checked(_read_record), json_aware=True)
    out["lesson"] = Format("lesson", lesson_seeds(), _checked(_read_lesson))
    out["puzzle"] = Format("puzzle", puzzle_seeds(), _checked(_read_puzzle))
    out["save"] = Format("save", save_seeds(), _checked(_read_save), json_aware=True,
                         found=found["save"])
    out["settings"] = Format("settings", settings_seeds(), _checked(_read_settings),
                             json_aware=True)
    return out


# ---------------------------------------------------------------------------------------------
# Mutations


def _words(data: bytes) -> list[tuple[int, int]]:
    return [m.span() for m in re.finditer(rb"[^\s,:=\[\]{}\"]+", data)]


_NUMBER = re.compile(rb"-?[0-9]+")
_AWKWARD_NUMBERS = (b"0", b"-1", b"1", b"2", b"7", b"99", b"1000", b"1001", b"-0", b"\xc2\xb2",
                    b"\xd9\xa3", b"9" * 30, b"9" * 4400, b"+1", b"1.5", b"00")


def _number_mutation(rng: random.Random, data: bytes) -> bytes:
    """A number in the text made another (near by, zero, negative, huge, not ASCII)."""
    spans = [m.span() for m in _NUMBER.finditer(data)]
    if not spans:
        return data + rng.choice(_AWKWARD_NUMBERS)
    a, b = rng.choice(spans)
    if rng.random() < 0.4:
        try:
            new = str(int(data[a:b]) + rng.choice((-2, -1, 1, 2, 10, -100))).encode()
        except ValueError:
            new = b"1"
    else:
        new = rng.choice(_AWKWARD_NUMBERS)
    return data[:a] + new + data[b:]


def _byte_mutation(rng: random.Random, data: bytes) -> bytes:
    n = len(data)
    i = rng.randrange(n)
    kind = rng.randrange(5)
    if kind == 0:  # flip a bit
        return data[:i] + bytes([data[i] ^ (1 << rng.randrange(8))]) + data[i + 1:]
    if kind == 1:  # a random byte
        return data[:i] + bytes([rng.randrange(256)]) + data[i + 1:]
    if kind == 2:  # delete a stretch
        return data[:i] + data[i + rng.randrange(1, 40):]
    if kind == 3:  # repeat a stretch
        j = min(n, i + rng.randrange(1, 80))
        return data[:j] + data[i:j] * rng.randrange(1, 4) + data[j:]
    return data[:i]  # cut short


def _word_mutation(rng: random.Random, data: bytes, seeds: list[bytes]) -> bytes:
    """A word replaced: by an awkward token or by a word of another seed; or a token put in."""
    words = _words(data)
    roll = rng.random()
    if not words or roll < 0.2:
        i = rng.randrange(len(data) + 1)
        return data[:i] + rng.choice(TOKENS) + data[i:]
    a, b = rng.choice(words)
    if roll < 0.55:
        new = rng.choice(TOKENS)
    else:
        other = rng.choice(seeds)
        spans = _words(other) or [(0, len(other))]
        c, d = rng.choice(spans)
        new = other[c:d]
    return data[:a] + new + data[b:]


def _line_mutation(rng: random.Random, data: bytes, seeds: list[bytes]) -> bytes:
    lines = data.split(b"\n")
    k = rng.randrange(len(lines))
    kind = rng.randrange(4)
    if kind == 0:  # a line dropped
        return b"\n".join(lines[:k] + lines[k + 1:])
    if kind == 1:  # a line doubled
        return b"\n".join(lines[:k + 1] + lines[k:])
    if kind == 2:  # two lines swapped
        m = rng.randrange(len(lines))
        lines[k], lines[m] = lines[m], lines[k]
        return b"\n".join(lines)
    other = rng.choice(seeds).split(b"\n")  # a line of another seed spliced in
    return b"\n".join([*lines[:k], rng.choice(other), *lines[k:]])


def text_mutation(rng: random.Random, data: bytes, seeds: list[bytes]) -> bytes:
    """One mutation of a text: mostly words, numbers and lines (so most inputs stay readable
    text and reach deep into the reader), sometimes raw bytes."""
    if not data:
        return rng.choice(TOKENS)
    roll = rng.random()
    if roll < 0.35:
        return _word_mutation(rng, data, seeds)
    if roll < 0.55:
        return _number_mutation(rng, data)
    if roll < 0.85:
        return _line_mutation(rng, data, seeds)
    return _byte_mutation(rng, data)


def _json_mutation(rng: random.Random, data: bytes, seeds: list[bytes]) -> bytes:
    """A JSON document changed inside: a value replaced, removed or added, or a text value
    mutated as text (an action, a position). Falls back to a text mutation."""
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError):
        return text_mutation(rng, data, seeds)
    holders: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                holders.append((node, k))
                walk(v)
        elif isinstance(node, list):
            for i, v in enumerate(node):
                holders.append((node, i))
                walk(v)
    try:
        walk(doc)
    except RecursionError:
        return text_mutation(rng, data, seeds)
    if not holders:
        return text_mutation(rng, data, seeds)
    node, key = rng.choice(holders)
    roll = rng.random()
    if isinstance(node[key], str) and roll < 0.5:
        texts = [s for s in (_strings(x) for x in seeds) for s in s] or [b""]
        # A parsed document may hold lone surrogates (a "\ud800" escape); they stay as bytes
        # no reader should accept.
        mutated = text_mutation(rng, node[key].encode("utf-8", "surrogatepass"), texts)
        node[key] = mutated.decode("utf-8", "replace")
    elif roll < 0.6 and isinstance(node, dict):
        del node[key]
    elif roll < 0.7 and isinstance(node, list):
        node.insert(rng.randrange(len(node) + 1), rng.choice(_JSON_VALUES))
    elif roll < 0.75 and isinstance(node, list) and node:
        del node[rng.randrange(len(node))]
    else:
        node[key] = rng.choice(_JSON_VALUES)
    try:
        return json.dumps(doc, ensure_ascii=rng.random() < 0.2,
                          indent=rng.choice((None, 1))).encode("utf-8", "surrogatepass")
    except (ValueError, RecursionError):
        return data


def _strings(data: bytes) -> list[bytes]:
    """The text values of a JSON seed (its actions, its position)."""
    return [m.group(1) for m in re.finditer(rb'"((?:[^"\\]|\\.){1,200})"', data)]


def mutate(rng: random.Random, data: bytes, seeds: list[bytes], *,
           json_aware: bool = False) -> bytes:
    """One mutation of ``data``."""
    if json_aware and rng.random() < 0.75:
        return _json_mutation(rng, data, seeds)
    return text_mutation(rng, data, seeds)


def inputs(fmt: Format, count: int, seed: int | str) -> Iterable[bytes]:
    """``count`` mutated inputs of a format, the same for the same seed."""
    rng = random.Random(f"fuzz:{fmt.name}:{seed}")
    seeds = fmt.seeds + fmt.found
    yield from fmt.found[:count]
    for _ in range(count - min(count, len(fmt.found))):
        data = rng.choice(seeds)
        for _ in range(rng.choice((1, 1, 1, 2, 2, 3, 4))):
            data = mutate(rng, data, seeds, json_aware=fmt.json_aware)
        yield data[:MAX_SIZE]


# ---------------------------------------------------------------------------------------------
# Running


@dataclass
class Report:
    name: str
    inputs: int = 0
    seconds: float = 0.0
    #: One input per kind of failure (the exception and where it was raised).
    failures: dict[str, bytes] = field(default_factory=dict)
    count: int = 0

    def merge(self, other: Report) -> None:
        self.inputs += other.inputs
        self.seconds += other.seconds
        self.count += other.count
        for k, v in other.failures.items():
            self.failures.setdefault(k, v)


def _kind(e: BaseException) -> str:
    """A failure's kind: the exception type and the innermost project frame."""
    frames = [f for f in traceback.extract_tb(e.__traceback__) if "/tutor/" in f.filename]
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    text = str(e) if isinstance(e, Failure) else ""
    return f"{type(e).__name__} at {where} {text}".strip()


def run(fmt: Format, count: int, seed: int | str = 1) -> Report:
    """Feed ``count`` inputs to a format's reader; every misbehaviour is kept by its kind."""
    report = Report(fmt.name)
    start = time.perf_counter()
    for data in inputs(fmt, count, seed):
        report.inputs += 1
        try:
            fmt.check(data)
        except RecursionError as e:  # kept apart: its traceback is long
            report.count += 1
            report.failures.setdefault(_kind(e), data)
        except Exception as e:
            report.count += 1
            report.failures.setdefault(_kind(e), data)
    report.seconds = time.perf_counter() - start
    return report


def _job(args: tuple[str, int, str]) -> Report:
    name, count, seed = args
    return run(formats()[name], count, seed)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--format", action="append", help="a format (repeatable; default: all)")
    p.add_argument("--inputs", type=int, default=1_000_000, help="inputs per format")
    p.add_argument("--seed", default="1")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--list", action="store_true", help="list the formats and their seeds")
    args = p.parse_args(argv)
    all_formats = formats()
    if args.list:
        for f in all_formats.values():
            print(f"{f.name:<24} {len(f.seeds)} seeds")
        return 0
    names = args.format or list(all_formats)
    failed = 0
    for name in names:
        if args.jobs > 1:
            share = -(-args.inputs // args.jobs)
            with ProcessPoolExecutor(args.jobs) as pool:
                parts = list(pool.map(_job, [(name, share, f"{args.seed}.{k}")
                                             for k in range(args.jobs)]))
            report = Report(name)
            for part in parts:
                report.merge(part)
        else:
            report = run(all_formats[name], args.inputs, args.seed)
        rate = report.inputs / report.seconds if report.seconds else 0.0
        print(f"{name:<24} {report.inputs:>9,} inputs  {report.count:>6,} failures "
              f"({len(report.failures)} kinds)  {report.seconds:7.1f} s  {rate:,.0f}/s",
              flush=True)
        for kind, data in report.failures.items():
            print(f"    {kind}\n        {data[:300]!r}")
        failed += report.count
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
