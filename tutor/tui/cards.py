"""Cards as the player chose to see them: drawn or on one line, suit symbols or letters.

Red suits are red in every style; a trump carries a star. A card's copy (a game of several packs)
is never drawn: identical cards look alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text

from ..cards import Card, Suit, copies_alike
from ..i18n import cards_for_reader, dutch

RED = "bold red"  # internal
BLACK = "bold"
TRUMP_MARK = "*"

#: The choices offered in the settings, as saved in ``settings.json``.
CARD_SHAPES = ("drawn", "compact")
SUIT_MARKS = ("symbols", "letters")

_TO_LETTERS = str.maketrans({s.symbol: s.letter for s in Suit})


@dataclass(frozen=True)
class CardStyle:
    """How cards look: ``drawn`` hands are boxes three lines high, else one line of text;
    ``letters`` writes suits as ``s h d c`` (the notation's letters) for terminals whose fonts
    draw ``♠ ♥ ♦ ♣`` badly."""

    drawn: bool = True
    letters: bool = False
    #: Identical cards alike in free text too, as on the table (``tutor.cards.copies_alike``);
    #: lessons keep the notation's copy marks, which they teach.
    alike: bool = False

    @classmethod
    def named(cls, shape: str, suits: str) -> CardStyle:
        return cls(drawn=shape != "compact", letters=suits == "letters")

    def suit(self, suit: Suit) -> str:
        return suit.letter if self.letters else suit.symbol

    def name(self, card: Card) -> str:
        """``♥J`` or ``hJ``."""
        return f"{self.suit(card.suit)}{card.rank.shown}"

    def text(self, line: str) -> str:
        """Free text (the engine's sentences, lesson prose) with its suits in this style and
        its cards with the reader's letters (files write ``♥Q``; a Dutch reader sees ``♥V``)."""
        line = cards_for_reader(copies_alike(line) if self.alike else line)
        return line.translate(_TO_LETTERS) if self.letters else line

    def rich(self, line: Text | str) -> Text | str:
        """As ``text``, keeping a ``Text``'s styles."""
        if not self.letters and not dutch() and not (self.alike and "'" in line):
            return line
        if isinstance(line, str):
            return self.text(line)
        if not line.spans:
            out = line.copy()
            out.plain = self.text(out.plain)
            return out
        # A dropped copy mark shortens the text: each styled piece is redone on its own.
        cuts = sorted({i for span in line.spans for i in (span.start, span.end)})
        pieces = line.divide(cuts)
        for piece in pieces:
            piece.plain = self.text(piece.plain)
        return Text("").join(pieces)


DEFAULT_STYLE = CardStyle()


def style_of(app: Any) -> CardStyle:
    """The app's card style (the default outside the tutor app, e.g. in a bare test app)."""
    style = getattr(app, "card_style", None)
    return style if isinstance(style, CardStyle) else DEFAULT_STYLE


def suit_style(suit: Suit | None) -> str:
    return RED if suit is not None and suit.is_red else BLACK


def card_text(card: Card, *, trump: Suit | None = None, value: int | None = None,
              style: CardStyle = DEFAULT_STYLE) -> Text:
    """``♥J`` styled; trumps marked; with ``value`` the card's points after it."""
    t = Text(style.name(card), style=suit_style(card.suit))
    if trump is not None and card.suit is trump:
        t.append(TRUMP_MARK, style="bold")
    if value is not None:
        t.append(f"·{value}", style="dim")
    return t


def cards_line(cards: Sequence[Card], *, trump: Suit | None = None,
               style: CardStyle = DEFAULT_STYLE) -> Text:
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append(" ")
        out.append_text(card_text(c, trump=trump, style=style))
    return out
