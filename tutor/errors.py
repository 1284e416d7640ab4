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

from .i18n import Text
from .text import AMBIGUOUS_ACTION as AMBIGUOUS_ACTION
from .text import AT_LINE


class TutorError(Exception):
    """Base of every error the project raises on purpose."""


class NotationError(TutorError, ValueError):
    """Text that does not parse. ``line`` is 1-based when the text had several lines.

    The message may be given as a ``Text``: it is translated when the error is made.
    """

    def __init__(self, message: str | Text, *, line: int | None = None) -> None:
        self.message = str(message)
        self.line = line
        super().__init__(AT_LINE.format(line=line, message=self.message) if line is not None
                         else self.message)


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

    def __init__(self, explanation: str | Text, *, rule: str = "", action: object = None) -> None:
        self.explanation = str(explanation)
        self.rule = rule
        self.action = action
        super().__init__(self.explanation)


class FileFormatError(TutorError):
    """A malformed file. The message starts with ``path:line`` or ``path: field``."""

    def __init__(self, path: str, message: str | Text, *, line: int | None = None,
                 field: str | None = None) -> None:
        self.path = path
        self.line = line
        self.field = field
        self.message = str(message)
        where = path
        if line is not None:
            where += f":{line}"
        if field is not None:
            where += f": {field}"
        super().__init__(f"{where}: {self.message}")
