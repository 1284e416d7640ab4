"""The three kinds of failure a learner or author can meet, kept distinct.

- ``NotationError``: text that cannot be read (a card, an action, a position). Its subclass
  ``AmbiguousActionError`` is typed text that fits several legal actions (in a game of two or four
  identical packs, ``♠Q`` when the ``♠Q`` on the table and the one in the hand play differently);
  it lists their canonical texts so the player can type one in full.
- ``IllegalActionError``: a readable action that the rules forbid here; its message is the rule.
- ``FileFormatError``: a lesson, puzzle, record or saved game that is malformed; it names the file
  and the line or field.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: The message of ``AmbiguousActionError``: what was typed, and the canonical texts that fit it.
AMBIGUOUS_ACTION = "{text!r} fits {count} actions: {choices}; type one of them as shown"


class TutorError(Exception):
    """Base of every error the project raises on purpose."""


class NotationError(TutorError, ValueError):
    """Text that does not parse. ``line`` is 1-based when the text had several lines."""

    def __init__(self, message: str, *, line: int | None = None) -> None:
        self.message = message
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)


class AmbiguousActionError(NotationError):
    """Typed text that fits several legal actions; ``candidates`` are those actions."""

    def __init__(self, text: str, candidates: Sequence[Any], texts: Sequence[str], *,
                 line: int | None = None) -> None:
        self.text = text
        self.candidates = tuple(candidates)
        self.texts = tuple(texts)
        super().__init__(AMBIGUOUS_ACTION.format(text=text, count=len(self.texts),
                                                 choices=", ".join(self.texts)), line=line)


class IllegalActionError(TutorError):
    """An action the rules forbid. ``str(error)`` is the explanation in the learner's terms."""

    def __init__(self, explanation: str, *, rule: str = "", action: object = None) -> None:
        self.explanation = explanation
        self.rule = rule
        self.action = action
        super().__init__(explanation)


class FileFormatError(TutorError):
    """A malformed file. The message starts with ``path:line`` or ``path: field``."""

    def __init__(self, path: str, message: str, *, line: int | None = None,
                 field: str | None = None) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.message = message
        where = path
        if line is not None:
            where += f":{line}"
        if field is not None:
            where += f": {field}"
        super().__init__(f"{where}: {message}")
