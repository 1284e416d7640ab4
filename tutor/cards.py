"""Cards, suits, ranks and packs, with one notation parsed and formatted with an exact round trip.

Notation (see ``docs/notation.md``): a card is a suit then a rank, e.g. ``♥J``, ``h10``, ``sa``.
Suits: ``♠ ♥ ♦ ♣`` or the letters ``s h d c``. Ranks: ``2``..``10`` (or ``T``), ``J Q K A``, and the
Dutch ``B`` (boer), ``V`` (vrouw), ``H`` (heer). Rank-first forms such as ``10♥`` or ``Jh`` are also
read. In multi-pack games a copy other than the first carries one ``'`` per copy: ``♠Q'``.

Two ways to write a card: ``format_card`` gives the canonical notation (English letters), for files,
records and positions; ``str(card)`` gives the card as the learner reads it, with the Dutch letters
``H``, ``V`` and ``B`` for the King, Queen and Jack when the trainer speaks Dutch. Both keep the
copy marks; ``copies_alike`` writes identical cards alike for the table, as players see them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache

from . import text as T
from .errors import NotationError
from .i18n import dutch


class Suit(Enum):
    """The four suits. The index order ♠ ♥ ♦ ♣ is fixed: bitmask layouts rely on it."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self.value]

    @property
    def letter(self) -> str:
        return "shdc"[self.value]

    @property
    def dutch(self) -> str:
        """The Dutch name players use: schoppen, harten, ruiten, klaveren."""
        return ("schoppen", "harten", "ruiten", "klaveren")[self.value]

    @property
    def english(self) -> str:
        return ("spades", "hearts", "diamonds", "clubs")[self.value]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    def __str__(self) -> str:
        return self.symbol


_SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
SUITS: tuple[Suit, ...] = tuple(Suit)
#: Display order alternating colours, as players sort a hand.
DISPLAY_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


class Rank(IntEnum):
    """Ranks in natural order (the order of rows/sequences: 2 low, A high)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def symbol(self) -> str:
        return _RANK_SYMBOLS[self]

    @property
    def dutch(self) -> str:
        """Dutch name: Aas, Heer, Vrouw, Boer, Tien, Negen, ..."""
        return _RANK_DUTCH[self]

    @property
    def english(self) -> str:
        return _RANK_ENGLISH[self]

    @property
    def shown(self) -> str:
        """The rank as the learner reads it: ``symbol``, but ``H``, ``V``, ``B`` for the King,
        Queen and Jack when the trainer speaks Dutch. Never for files: use ``symbol`` there."""
        return _RANK_DUTCH_SYMBOLS.get(self, self.symbol) if dutch() else self.symbol

    def __str__(self) -> str:
        return self.shown


_RANK_SYMBOLS = {r: str(r.value) for r in Rank if r <= 10} | {
    Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A"}
#: The letters Dutch players write for the court cards (the Ace stays ``A``).
_RANK_DUTCH_SYMBOLS = {Rank.JACK: "B", Rank.QUEEN: "V", Rank.KING: "H"}
_RANK_DUTCH = {
    Rank.TWO: "Twee", Rank.THREE: "Drie", Rank.FOUR: "Vier", Rank.FIVE: "Vijf", Rank.SIX: "Zes",
    Rank.SEVEN: "Zeven", Rank.EIGHT: "Acht", Rank.NINE: "Negen", Rank.TEN: "Tien",
    Rank.JACK: "Boer", Rank.QUEEN: "Vrouw", Rank.KING: "Heer", Rank.ACE: "Aas"}
_RANK_ENGLISH = {
    Rank.TWO: "two", Rank.THREE: "three", Rank.FOUR: "four", Rank.FIVE: "five", Rank.SIX: "six",
    Rank.SEVEN: "seven", Rank.EIGHT: "eight", Rank.NINE: "nine", Rank.TEN: "ten",
    Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king", Rank.ACE: "ace"}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card. ``copy`` tells identical cards of a multi-pack game apart (0 for the first)."""

    suit: Suit
    rank: Rank
    copy: int = 0

    def __str__(self) -> str:
        """The card as the learner reads it (Dutch letters in Dutch); ``format_card`` gives the
        canonical notation for files."""
        return f"{self.suit.symbol}{self.rank.shown}{chr(39) * self.copy}"

    def __repr__(self) -> str:
        return f"Card({format_card(self)!r})"

    @property
    def sort_key(self) -> tuple[int, int, int]:
        return (self.suit.value, -self.rank, self.copy)

    def same_face(self, other: Card) -> bool:
        """True for identical cards of different copies (or the same card)."""
        return self.suit is other.suit and self.rank is other.rank


@cache
def card(text: str) -> Card:
    """Parse one card token (cached; use ``parse_card`` for uncached parsing)."""
    return parse_card(text)


_SUIT_BY_CHAR = {"♠": Suit.SPADES, "♤": Suit.SPADES, "s": Suit.SPADES,
                 "♥": Suit.HEARTS, "♡": Suit.HEARTS, "h": Suit.HEARTS,
                 "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS, "d": Suit.DIAMONDS,
                 "♣": Suit.CLUBS, "♧": Suit.CLUBS, "c": Suit.CLUBS}
_RANK_BY_TEXT = {str(v): Rank(v) for v in range(2, 11)} | {
    "t": Rank.TEN, "j": Rank.JACK, "b": Rank.JACK, "q": Rank.QUEEN, "v": Rank.QUEEN,
    "k": Rank.KING, "h": Rank.KING, "a": Rank.ACE}


def parse_suit(text: str) -> Suit:
    """Parse a suit token: a symbol, a letter, or an English/Dutch name."""
    t = text.strip().lower()
    s = _SUIT_BY_CHAR.get(t)
    if s is None:
        for suit in SUITS:
            if t in (suit.english, suit.dutch, suit.english[:-1]):
                return suit
        raise NotationError(T.BAD_SUIT.format(text=text))
    return s


#: A card named in running text: a suit symbol, a rank (the English letters or the Dutch ones
#: ``str(card)`` writes in Dutch), its copy marks, nothing word-like after.
CARD_IN_TEXT = re.compile(r"[♠♥♦♣](?:10|[2-9JQKABVH])'*(?![\w'])")


def cards_in_text(text: str) -> list[Card]:
    """Every card a sentence names, in order (``"♥Q beats ♥A"`` names ♥Q and ♥A)."""
    return [parse_card(m.group()) for m in CARD_IN_TEXT.finditer(text)]


def copies_alike(text: str, marks: Mapping[Card, str] | None = None) -> str:
    """The cards a sentence names as the learner sees them: identical cards alike, without the
    notation's copy marks (``♠Q'`` reads ``♠Q``); a card in ``marks`` is followed by its mark
    instead (``♠Q▴``), where it must be told from its twin."""
    if not marks and "'" not in text:
        return text

    def one(found: re.Match[str]) -> str:
        token = found.group()
        face = token.rstrip("'")
        return face + marks.get(parse_card(token), "") if marks else face

    return CARD_IN_TEXT.sub(one, text)


def twins_apart(apart: Mapping[Card, str], hand: Iterable[Card]) -> dict[Card, str]:
    """The marks ``copies_alike`` needs to tell a player's identical cards apart: of the cards
    lying apart from the hand (``apart``: each with the mark of its place), those whose twin the
    hand holds. Where only one of them is in view, no card is marked."""
    held = {(c.suit, c.rank) for c in hand}
    return {c: mark for c, mark in apart.items() if (c.suit, c.rank) in held}


def parse_card(text: str) -> Card:
    """Parse one card token; raises ``NotationError`` quoting the token on failure."""
    raw = text.strip()
    body = raw.rstrip("'")
    copy = len(raw) - len(body)
    t = body.lower()
    if len(t) >= 2:
        # Suit first, then rank first: "hh" is ♥K, "kh" is ♥K, "10h" is ♥10.
        s = _SUIT_BY_CHAR.get(t[0])
        r = _RANK_BY_TEXT.get(t[1:])
        if s is not None and r is not None:
            return Card(s, r, copy)
        s = _SUIT_BY_CHAR.get(t[-1])
        r = _RANK_BY_TEXT.get(t[:-1])
        if s is not None and r is not None:
            return Card(s, r, copy)
    raise NotationError(T.BAD_CARD.format(text=text, expected=T.CARD_EXPECTED))


def parse_cards(text: str) -> list[Card]:
    """Parse cards separated by spaces or commas. An empty text or ``-`` gives no cards."""
    tokens = text.replace(",", " ").split()
    if tokens == ["-"]:
        return []
    return [parse_card(tok) for tok in tokens]


def format_card(c: Card, *, ascii: bool = False) -> str:
    """Canonical form, the same in every language (files, records, positions): ``♥J``, ``♠10``,
    ``♦Q'``; ``ascii=True`` gives ``hJ``, ``s10``."""
    suit = c.suit.letter if ascii else c.suit.symbol
    return f"{suit}{c.rank.symbol}{chr(39) * c.copy}"


def format_cards(cards: Iterable[Card], *, ascii: bool = False) -> str:
    """Space-separated cards in the given order, in canonical form; ``-`` for none (so it parses
    back)."""
    out = " ".join(format_card(c, ascii=ascii) for c in cards)
    return out or "-"


def sort_hand(cards: Iterable[Card], order: Sequence[Suit] = DISPLAY_SUITS) -> list[Card]:
    """Sort for display: suits in ``order``, high rank first."""
    pos = {s: i for i, s in enumerate(order)}
    return sorted(cards, key=lambda c: (pos[c.suit], -c.rank, c.copy))


def dutch_name(c: Card) -> str:
    """E.g. ``harten Boer``."""
    return f"{c.suit.dutch} {c.rank.dutch}"


PIQUET_RANKS: tuple[Rank, ...] = tuple(r for r in Rank if r >= Rank.SEVEN)


def piquet_pack(copy: int = 0) -> list[Card]:
    """The 32-card pack 7..A in each suit, in suit then natural rank order."""
    return [Card(s, r, copy) for s in SUITS for r in PIQUET_RANKS]


def full_pack(copy: int = 0) -> list[Card]:
    """The 52-card pack 2..A in each suit."""
    return [Card(s, r, copy) for s in SUITS for r in Rank]


def double_pack() -> list[Card]:
    """Two piquet packs (64 cards); copies 0 and 1."""
    return piquet_pack(0) + piquet_pack(1)


def quadruple_pack() -> list[Card]:
    """Four piquet packs (128 cards); copies 0..3."""
    return [c for k in range(4) for c in piquet_pack(k)]
