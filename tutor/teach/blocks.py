"""The body of an interactive block: ``key: value`` lines, ``- option`` lines, continuations.

A block body is read line by line (``docs/lessons.md``):

- ``key: value`` sets a field; the key is everything before the first colon;
- ``- text`` adds an option (multiple choice);
- a line indented by at least one space continues the previous field or option;
- blank lines and lines starting with ``#`` are skipped.

Every field keeps the file line it came from, so problems can name it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..files import text_lines
from . import text as T

_KEY = re.compile(r"^([^\s:#-][^:]*?)\s*:(.*)$")


@dataclass(frozen=True, slots=True)
class Field:
    """One ``key: value`` line (continuations joined with a space) and its file line."""

    key: str
    value: str
    line: int

    @property
    def name(self) -> str:
        """The key in lower case with single spaces: the form step keys are compared in."""
        return " ".join(self.key.lower().split())


@dataclass(frozen=True, slots=True)
class Body:
    fields: tuple[Field, ...]
    options: tuple[Field, ...]
    problems: tuple[tuple[int, str], ...]


def parse_body(content: str, first_line: int) -> Body:
    """Split a block's content; ``first_line`` is the file line of its first content line."""
    items: list[tuple[bool, Field]] = []  # (is an option, field)
    problems: list[tuple[int, str]] = []
    for k, raw in enumerate(text_lines(content)):
        n = first_line + k
        line = raw.rstrip()
        if not line.strip():
            continue
        if line[:1].isspace():
            if not items:
                problems.append((n, str(T.BLOCK_CONTINUATION_FIRST)))
                continue
            opt, last = items[-1]
            items[-1] = (opt, Field(last.key, f"{last.value} {line.strip()}".strip(), last.line))
            continue
        if line.startswith("#"):
            continue
        if line.startswith("- ") or line == "-":
            items.append((True, Field("-", line[1:].strip(), n)))
            continue
        m = _KEY.match(line)
        if m is None:
            problems.append((n, T.BLOCK_BAD_LINE.format(line=line)))
            continue
        items.append((False, Field(m.group(1).strip(), m.group(2).strip(), n)))
    return Body(tuple(f for opt, f in items if not opt), tuple(f for opt, f in items if opt),
                tuple(problems))
