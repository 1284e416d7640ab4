"""Lessons and puzzles in the reader's language, and the checks that a translation says what its
English source says (``docs/i18n.md``).

A lesson's translation is a file beside it (``05-roem.nl.md`` beside ``05-roem.md``) with the
same front matter and step blocks, only the words translated; a puzzle's translated texts sit in
the same entry under twin keys (``explanation-nl`` after ``explanation``). Each translated text
must name exactly the cards and the numbers of its English text: the engine has checked the
English, and a translation that keeps its cards and numbers keeps its facts.
"""

from __future__ import annotations

import re
import tomllib
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import FileFormatError
from ..files import read_text, text_lines
from ..i18n import DEFAULT, LANGUAGES, language
from . import translations_text as T
from .problems import Problem

#: The languages a lesson or puzzle is translated into (English is the source).
TRANSLATIONS: tuple[str, ...] = tuple(lang for lang in LANGUAGES if lang != DEFAULT)
#: Step-block keys whose values are words to translate (``wrong <answer>`` too).
LESSON_TEXT_KEYS = frozenset({"caption", "ask", "explain", "wrong", "hint"})
#: Front-matter keys whose values are translated.
FRONT_TEXT_KEYS = frozenset({"title", "summary"})
#: Puzzle keys whose values are translated, and those of a line's later moves.
PUZZLE_TEXT_KEYS = ("title", "question", "explanation", "hint")
_MOVE_TEXT = re.compile(r"^(question|explanation|hint)-[2-9]$")
_STEP_KINDS = frozenset({"position", "play", "legal", "score", "choice"})
_CARD = re.compile(r"[♠♥♦♣](?:10|[2-9AKQJ])(?:'(?![A-Za-z]))*")  # "♣J's" is no copy mark
_NUMBER = re.compile(r"\d+")
_FIELD = re.compile(r"^([^\s:#-][^:]*?):(?:\s|$)")


def twin_path(path: Path, lang: str) -> Path:
    """Where the ``lang`` translation of a lesson file lives."""
    return path.with_suffix(f".{lang}{path.suffix}")


def translation_of(path: Path) -> str | None:
    """The language a file translates into (``05-roem.nl.md``: ``nl``), ``None`` for a source."""
    parts = path.name.split(".")
    return parts[-2] if len(parts) >= 3 and parts[-2] in TRANSLATIONS else None


def original_path(path: Path) -> Path:
    """The English file a translation belongs to."""
    lang = translation_of(path)
    return path if lang is None else path.with_name(path.name.replace(f".{lang}.", ".", 1))


def lesson_for_reader(path: Path) -> Path:
    """The lesson file in the language spoken now: its translation when there is one."""
    lang = language()
    if lang == DEFAULT:
        return path
    twin = twin_path(path, lang)
    return twin if twin.is_file() else path


def puzzle_text_key(key: str) -> bool:
    """True for a puzzle key whose value is words to translate."""
    return key in PUZZLE_TEXT_KEYS or bool(_MOVE_TEXT.match(key))


def localize_entry(entry: Mapping[str, Any], lang: str | None = None) -> dict[str, Any]:
    """A puzzle entry as read in ``lang`` (default: the language spoken now): each text whose
    twin there is has the twin's words, and the twins themselves are gone."""
    lang = language() if lang is None else lang
    out: dict[str, Any] = {}
    for key, value in entry.items():
        base, _, suffix = key.rpartition("-")
        if suffix in TRANSLATIONS and puzzle_text_key(base):
            continue
        out[key] = entry.get(f"{key}-{lang}", value) if lang != DEFAULT else value
    return out


def tokens(text: str) -> Counter[str]:
    """The cards and the numbers a text names (a card's own digits not counted again)."""
    cards = _CARD.findall(text)
    return Counter(cards) + Counter(_NUMBER.findall(_CARD.sub(" ", text)))


def _differs(english: str, translated: str) -> str | None:
    want, got = tokens(english), tokens(translated)
    if want == got:
        return None
    missing = " ".join(sorted((want - got).elements())) or str(T.NOTHING)
    extra = " ".join(sorted((got - want).elements())) or str(T.NOTHING)
    return T.TOKENS.format(missing=missing, extra=extra)


# ---------------------------------------------------------------------------------------------
# Lessons


@dataclass(frozen=True)
class _Item:
    """One field (``key: value`` with its continuation lines), option or other line of a block."""

    line: int
    kind: str  # "field", "option", "other"
    key: str
    text: str
    raw: str


@dataclass(frozen=True)
class _Block:
    line: int
    info: str
    items: tuple[_Item, ...]
    raw: tuple[str, ...]


@dataclass(frozen=True)
class _Layout:
    front: dict[str, tuple[int, str]]
    blocks: tuple[_Block, ...]
    prose: tuple[tuple[int, str], ...]  # the text before each step block, and after the last


def _items(lines: list[str], first: int) -> tuple[_Item, ...]:
    out: list[_Item] = []
    for n, line in enumerate(lines, start=first):
        if line.startswith((" ", "\t")) and out and out[-1].kind == "field":
            last = out[-1]
            out[-1] = _Item(last.line, last.kind, last.key, f"{last.text}\n{line.strip()}",
                            f"{last.raw}\n{line}")
            continue
        m = _FIELD.match(line)
        if line.startswith("- "):
            out.append(_Item(n, "option", "", line[2:].strip(), line))
        elif m:
            out.append(_Item(n, "field", m.group(1).strip(), line[m.end():].strip(), line))
        else:
            out.append(_Item(n, "other", "", line, line))
    return tuple(out)


def _layout(text: str) -> _Layout:
    lines = text_lines(text)
    front: dict[str, tuple[int, str]] = {}
    start = 0
    if lines and lines[0].strip() == "---":
        for n in range(1, len(lines)):
            if lines[n].strip() == "---":
                start = n + 1
                break
            key, sep, value = lines[n].partition(":")
            if sep:
                front[key.strip()] = (n + 1, value.strip())
    blocks: list[_Block] = []
    prose: list[tuple[int, str]] = []
    segment: list[str] = []
    segment_line = start + 1
    n = start
    while n < len(lines):
        line = lines[n]
        if line.startswith("```"):
            info = line[3:].strip()
            end = n + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            body = lines[n + 1:end]
            if info in _STEP_KINDS:
                prose.append((segment_line, "\n".join(segment)))
                segment = []
                segment_line = end + 2
            blocks.append(_Block(n + 1, info, _items(body, n + 2), tuple(body)))
            n = end + 1
            continue
        segment.append(line)
        n += 1
    prose.append((segment_line, "\n".join(segment)))
    return _Layout(front, tuple(blocks), tuple(prose))


def lesson_pair_problems(english: str, translated: str, path: str) -> list[Problem]:
    """What a lesson's translation (``translated``, read from ``path``) gets wrong against its
    English text: front matter, blocks, cards and numbers."""
    en, tr = _layout(english), _layout(translated)
    out: list[Problem] = []
    if set(en.front) != set(tr.front):
        keys = ", ".join(sorted(set(en.front) ^ set(tr.front)))
        out.append(Problem(path, 1, T.FRONT_KEYS.format(keys=keys)))
    for key in sorted(set(en.front) & set(tr.front)):
        (_, want), (line, got) = en.front[key], tr.front[key]
        why = _differs(want, got) if key in FRONT_TEXT_KEYS else (
            None if want == got else T.FRONT_KEY.format(key=key))
        if why:
            out.append(Problem(path, line, why))
    kinds_en = [b.info for b in en.blocks]
    kinds_tr = [b.info for b in tr.blocks]
    if kinds_en != kinds_tr:
        out.append(Problem(path, 1, T.BLOCKS.format(english=" ".join(kinds_en) or "-",
                                                     translated=" ".join(kinds_tr) or "-")))
        return out
    for (_, want), (line, got) in zip(en.prose, tr.prose, strict=True):
        why = _differs(want, got)
        if why:
            out.append(Problem(path, line, why))
    for a, b in zip(en.blocks, tr.blocks, strict=True):
        out.extend(_block_problems(a, b, path))
    return out


def _block_problems(en: _Block, tr: _Block, path: str) -> Iterator[Problem]:
    if en.info not in _STEP_KINDS:
        if en.raw != tr.raw:
            yield Problem(path, tr.line, T.BLOCK_LENGTH.format(kind=en.info or "```"))
        return
    if len(en.items) != len(tr.items):
        yield Problem(path, tr.line, T.BLOCK_LENGTH.format(kind=en.info))
        return
    checked = any(i.kind == "field" and i.key == "check" for i in en.items)
    for a, b in zip(en.items, tr.items, strict=True):
        words = (a.kind == "field" and a.key.split(" ", 1)[0] in LESSON_TEXT_KEYS) or (
            a.kind == "option" and en.info == "choice" and not checked)
        if words and a.kind == b.kind and a.key == b.key:
            why = _differs(a.text, b.text)
            if why:
                yield Problem(path, b.line, why)
        elif a.raw != b.raw:
            yield Problem(path, b.line, T.BLOCK_LINE.format(kind=en.info, english=a.raw))


def lesson_twin_problems(path: Path, shown: str, within: Path | None = None) -> list[Problem]:
    """For an English lesson file: each translation missing, unreadable (a link is followed
    only inside ``within``, when given), or disagreeing with it."""
    out: list[Problem] = []
    try:
        english = read_text(path, within=within)
    except FileFormatError:
        return out  # the lesson's own check says why
    for lang in TRANSLATIONS:
        twin = twin_path(path, lang)
        if not twin.exists() and not twin.is_symlink():
            out.append(Problem(shown, 1, T.NO_TWIN.format(language=LANGUAGES[lang],
                                                          twin=twin.name)))
            continue
        try:
            translated = read_text(twin, within=within)
        except FileFormatError as e:
            out.append(Problem(str(Path(shown).with_name(twin.name)), e.line or 0, e.message))
            continue
        out.extend(lesson_pair_problems(english, translated,
                                        str(Path(shown).with_name(twin.name))))
    return out


# ---------------------------------------------------------------------------------------------
# Puzzles


def puzzle_twin_problems(text: str, path: str, line_of: Any) -> list[Problem]:
    """Each puzzle text without its translation, each translation without its text, and each
    translation that names other cards or numbers. ``line_of(index, key)`` gives file lines."""
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, RecursionError, ValueError):
        return []  # the puzzle file's own check says why (bad, too deep, too long a number)
    entries = data.get("puzzle", [])
    if not isinstance(entries, list):
        return []
    out: list[Problem] = []
    for index, entry in enumerate(entries):
        if not isinstance(entry, dict):
            continue
        for key, value in entry.items():
            base, _, suffix = key.rpartition("-")
            if suffix in TRANSLATIONS and puzzle_text_key(base):
                if base not in entry:
                    out.append(Problem(path, line_of(index, key),
                                       T.PZ_NO_ORIGINAL.format(key=key, original=base)))
                continue
            if not (puzzle_text_key(key) and isinstance(value, str)):
                continue
            for lang in TRANSLATIONS:
                twin = entry.get(f"{key}-{lang}")
                if not isinstance(twin, str) or not twin.strip():
                    out.append(Problem(path, line_of(index, key), T.PZ_NO_TWIN.format(
                        key=key, language=LANGUAGES[lang], twin=f"{key}-{lang}")))
                    continue
                why = _differs(value, twin)
                if why:
                    out.append(Problem(path, line_of(index, f"{key}-{lang}"), why))
    return out
