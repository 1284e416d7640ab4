"""A pygments lexer for the card and position notation (``docs/notation.md``), and a style.

Cards of the red suits (♥ ♦) and of the black suits (♠ ♣) get different token types, so a style
can print hearts and diamonds red; cards of the trump suit (from a ``trump:`` line, or the last
suit named in ``calls:``) get a ``Trump`` subtype so they can be marked. Keys, seats, numbers,
rules words and comments have their own tokens. Registered as ``tutor`` through the
``pygments.lexers`` entry point, so ``pygmentize -l tutor`` and fenced blocks marked ``tutor`` in
lessons use it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, ClassVar

from pygments.lexer import RegexLexer, bygroups
from pygments.style import Style
from pygments.token import (
    Comment,
    Keyword,
    Name,
    Number,
    Operator,
    Punctuation,
    Text,
    Token,
    Whitespace,
    _TokenType,
)

from ..cards import Suit, parse_card, parse_suit
from ..errors import NotationError

#: Token types: style ``Card.Red`` red, and ``Card.Red.Trump`` / ``Card.Black.Trump`` marked.
Card = Token.Literal.Card
RedCard = Card.Red
BlackCard = Card.Black
RedTrump = RedCard.Trump
BlackTrump = BlackCard.Trump
SuitToken = Token.Literal.Suit
RedSuit = SuitToken.Red
BlackSuit = SuitToken.Black
Seat = Name.Variable
Key = Name.Tag

_RANK = r"(?:10|[2-9TJQKABVHtjqkabvh])'*"
_RANK_FIRST = r"(?:10|[2-9TJQKAtjqka])"
_B, _E = r"(?<![\w♠♥♦♣♤♡♢♧])", r"(?![\w♠♥♦♣♤♡♢♧])"
_WORDS = (r"(?:pass|past|go|gaan|rotterdam|amsterdam|verplicht|draaien|maken|four-jacks-200|"
          r"legal|any|none|others|opponents|deal|last|trick|yes|no|of)")


def _key(lexer: RegexLexer, match: re.Match[str]) -> Iterator[tuple[int, _TokenType, str]]:
    """A line's key: seats (``N:``) apart from the other keys."""
    lead, key, space, colon = match.group(1, 2, 3, 4)
    pos = match.start()
    if lead:
        yield pos, Whitespace, lead
    pos += len(lead)
    word = key.strip()
    kind = Seat if word.upper() in ("N", "E", "S", "W", "P1", "P2", "P3", "P4") else Key
    yield pos, kind, key
    pos += len(key)
    if space:
        yield pos, Whitespace, space
    yield pos + len(space), Punctuation, colon


class NotationLexer(RegexLexer):
    """Cards, positions and lesson blocks in the tutor notation."""

    name = "Tutor card notation"  # internal
    aliases: ClassVar[list[str]] = ["tutor", "tutor-notation", "cards"]
    filenames: ClassVar[list[str]] = ["*.pos"]
    mimetypes: ClassVar[list[str]] = ["text/x-tutor-notation"]
    flags = re.MULTILINE | re.UNICODE

    tokens: ClassVar[dict[str, Any]] = {
        "root": [
            (r"#.*?$", Comment.Single),
            (r"^(\s*)(trick\s+\d+|[A-Za-z][\w -]*?)(\s*)(:)", _key),
            (r"^(\s*)(-)(\s)",
             bygroups(Whitespace, Punctuation, Whitespace)),  # type: ignore[no-untyped-call]
            (rf"[♥♦♡♢]{_RANK}", RedCard),
            (rf"[♠♣♤♧]{_RANK}", BlackCard),
            (rf"{_B}[hHdD]{_RANK}{_E}", RedCard),
            (rf"{_B}[sScC]{_RANK}{_E}", BlackCard),
            (rf"{_B}{_RANK_FIRST}[♥♦♡♢hHdD]{_E}", RedCard),
            (rf"{_B}{_RANK_FIRST}[♠♣♤♧sScC]{_E}", BlackCard),
            (r"[♥♦♡♢]", RedSuit),
            (r"[♠♣♤♧]", BlackSuit),
            (rf"{_B}(?:N|E|S|W|P[1-4]){_E}", Seat),
            (rf"{_B}{_WORDS}{_E}", Keyword.Constant),
            (r"\d+", Number.Integer),
            (r"[=]", Operator),
            (r"[,;()'.-]", Punctuation),
            (r"\s+", Whitespace),
            (r"[^\s#,;()'.=\d♥♦♡♢♠♣♤♧-]+", Text),
            (r".", Text),
        ],
    }

    def get_tokens_unprocessed(self, text: str, stack: Any = ("root",)
                               ) -> Iterator[tuple[int, _TokenType, str]]:
        trump = _trump_of(text)
        for pos, tok, value in super().get_tokens_unprocessed(text, stack):
            if trump is not None and tok in (RedCard, BlackCard):
                try:
                    if parse_card(value).suit is trump:
                        tok = RedTrump if tok is RedCard else BlackTrump
                except NotationError:
                    pass
            yield pos, tok, value


_TRUMP_LINE = re.compile(r"^\s*trump\s*:\s*(\S+)", re.MULTILINE | re.IGNORECASE)
_CALLS_LINE = re.compile(r"^\s*calls\s*:(.*)$", re.MULTILINE | re.IGNORECASE)


def _trump_of(text: str) -> Suit | None:
    """The trump suit a position text fixes, if it says."""
    m = _TRUMP_LINE.search(text)
    words: list[str] = [m.group(1)] if m else []
    c = _CALLS_LINE.search(text)
    if c and not words:
        words = [item.split()[-1] for item in c.group(1).split(",") if item.split()]
        words = [w for w in words if w.lower() not in ("pass", "past")][-1:]
    for w in words:
        try:
            return parse_suit(w)
        except NotationError:
            return None
    return None


class NotationStyle(Style):
    """Red hearts and diamonds, trumps in bold; the rest quiet."""

    name = "tutor"
    styles: ClassVar[dict[_TokenType, str]] = {
        Comment: "italic #888888",
        Key: "#005f87",
        Seat: "bold #5f00af",
        Number: "#875f00",
        Keyword.Constant: "#008700",
        RedCard: "#d70000",
        BlackCard: "#000000",
        RedTrump: "bold underline #d70000",  # internal
        BlackTrump: "bold underline #000000",  # internal
        RedSuit: "#d70000",
        BlackSuit: "#000000",
        Text: "",
    }
