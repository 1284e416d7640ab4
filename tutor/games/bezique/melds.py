"""The cards of the Bezique games as bit masks, and the melds: what a set of cards makes.

A physical card has an index 0..127: ``face = index & 31`` (suit * 8 + place in ``ORDER``, the
ace first) and ``copy = index >> 5``. Two packs use indices 0..63, four packs all 128. Masks of
physical cards are Python ints.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...cards import SUITS, Card, Rank, Suit, format_card
from ..common import make_cards_mask, make_mask_cards, show_cards
from . import text as T
from .rules import BEZIQUES, FOURS, ORDER, SEQUENCE_RANKS, MeldKind, RuleSet

CARDS: tuple[Card, ...] = tuple(Card(SUITS[(i & 31) >> 3], ORDER[i & 7], i >> 5)
                                for i in range(128))
INDEX: Mapping[Card, int] = {c: i for i, c in enumerate(CARDS)}
mask_cards = make_mask_cards(CARDS)
cards_mask = make_cards_mask(INDEX)

ACE, TEN, KING, QUEEN, JACK, NINE, EIGHT, SEVEN = range(8)
PLACE: Mapping[Rank, int] = {r: i for i, r in enumerate(ORDER)}


def pack_mask(copies: int) -> int:
    """Every card of ``copies`` packs."""
    return (1 << (32 * copies)) - 1


def face_mask(face: int) -> int:
    """Every copy of one face."""
    return sum(1 << (face + 32 * k) for k in range(4))


FACE_MASK: tuple[int, ...] = tuple(face_mask(f) for f in range(32))
SUIT_MASK: tuple[int, ...] = tuple(sum(FACE_MASK[s * 8 + r] for r in range(8)) for s in range(4))
RANK_MASK: tuple[int, ...] = tuple(sum(FACE_MASK[s * 8 + r] for s in range(4)) for r in range(8))
#: Aces and tens: the brisques.
BRISQUE_MASK = RANK_MASK[ACE] | RANK_MASK[TEN]
#: Kings, queens and jacks: a hand without any is carte blanche.
COURT_MASK = RANK_MASK[KING] | RANK_MASK[QUEEN] | RANK_MASK[JACK]
#: Suits that pair for the trump-queen bezique: ♠ with ♦, ♥ with ♣.
PARTNER = (2, 3, 0, 1)


def face(suit: int, place: int) -> int:
    return suit * 8 + place


def suit_of(i: int) -> int:
    return (i & 31) >> 3


def place_of(i: int) -> int:
    return i & 7


def count_faces(mask: int) -> dict[int, int]:
    """How many copies of each face a mask holds."""
    out: dict[int, int] = {}
    while mask:
        b = mask & -mask
        f = (b.bit_length() - 1) & 31
        out[f] = out.get(f, 0) + 1
        mask ^= b
    return out


def bezique_pairs(trump: int, rs: RuleSet, kh: bool,
                  trump_queen: bool) -> list[tuple[int, int, int]]:
    """The (queen face, jack face, suit it fixes or -1) pairs that make a bezique now."""
    if trump_queen and rs.trump_fixed_by_meld:
        if trump >= 0:
            return [(face(trump, QUEEN), face(PARTNER[trump], JACK), -1)]
        return [(face(s, QUEEN), face(PARTNER[s], JACK), s) for s in range(4)]
    if kh and rs.kh_option and trump in (Suit.DIAMONDS.value, Suit.SPADES.value):
        return [(face(Suit.HEARTS.value, QUEEN), face(Suit.CLUBS.value, JACK), -1)]
    return [(face(Suit.SPADES.value, QUEEN), face(Suit.DIAMONDS.value, JACK), -1)]


@dataclass(frozen=True, slots=True)
class Shape:
    """What a set of cards makes: a kind of meld, its points, and the suit it fixes as trump
    (-1 when trump is fixed already or the meld fixes none)."""

    kind: MeldKind
    points: int
    suit: int  # the sequence's, marriage's or bezique queen's suit; -1 for four of a rank
    fixes: int


def classify(mask: int, trump: int, rs: RuleSet, kh: bool = False,
             trump_queen: bool = False) -> Shape | None:
    """The meld ``mask`` makes with ``trump`` (-1: not yet fixed), or ``None``."""
    n = mask.bit_count()
    faces = count_faces(mask)
    values = rs.values
    if n == 5 and len(faces) == 5:
        suits = {f >> 3 for f in faces}
        if len(suits) == 1 and {f & 7 for f in faces} == {ACE, TEN, KING, QUEEN, JACK}:
            s = suits.pop()
            if s == trump:
                return Shape(MeldKind.TRUMP_SEQUENCE, values[MeldKind.TRUMP_SEQUENCE], s, -1)
            if trump < 0:
                return Shape(MeldKind.TRUMP_SEQUENCE, values[MeldKind.TRUMP_SEQUENCE], s, s)
            if MeldKind.PLAIN_SEQUENCE in values:
                return Shape(MeldKind.PLAIN_SEQUENCE, values[MeldKind.PLAIN_SEQUENCE], s, -1)
            return None
    if n == 4 and len({f & 7 for f in faces}) == 1:
        rank = ORDER[next(iter(faces)) & 7]
        kind = FOURS.get(rank)
        if kind is not None and kind in values:
            return Shape(kind, values[kind], -1, -1)
    if n == 2 and len(faces) == 2:
        a, b = sorted(faces)
        if a >> 3 == b >> 3 and (a & 7, b & 7) == (KING, QUEEN):
            s = a >> 3
            if s == trump:
                return Shape(MeldKind.STUK, values[MeldKind.STUK], s, -1)
            if trump < 0:
                return Shape(MeldKind.STUK, values[MeldKind.STUK], s, s)
            return Shape(MeldKind.MARRIAGE, values[MeldKind.MARRIAGE], s, -1)
    if n % 2 == 0 and len(faces) == 2:
        for q, j, fixes in bezique_pairs(trump, rs, kh, trump_queen):
            if faces.get(q) == n // 2 and faces.get(j) == n // 2:
                kind = BEZIQUES.get(n // 2)
                if kind is not None and kind in values:
                    return Shape(kind, values[kind], q >> 3, fixes)
    return None


def meld_name(kind: MeldKind, suit: int, rs: RuleSet) -> str:
    """The meld's name in a sentence: "the stuk", "a marriage in ♥", "a double bezique"."""
    return T.MELD_NAMES[kind.value].format(suit=SUITS[suit] if suit >= 0 else "",
                                           b=rs.bezique_word)


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld: who, which cards, what it made and scored."""

    seat: int
    cards: tuple[Card, ...]
    kind: MeldKind
    points: int
    suit: int
    #: The suit it fixed as trump (Rubicon), else -1.
    fixed: int = -1
    #: The trick after which it was declared (1-based).
    trick: int = 0
    name: str = ""
    #: The physical cards, as a mask over ``CARDS``.
    mask: int = field(default=0, compare=False, repr=False)

    def mask_has(self, i: int) -> bool:
        return bool(self.mask >> i & 1)

    def describe(self) -> str:
        return T.MELD_LINE.format(cards=show_cards(self.cards), name=self.name,
                                  points=self.points)

    def to_dict(self) -> dict[str, Any]:
        return {"cards": [format_card(c) for c in self.cards], "kind": self.kind.value,
                "points": self.points, "fixed": SUITS[self.fixed].symbol if self.fixed >= 0
                else None, "trick": self.trick}


def sort_meld(cards: tuple[Card, ...] | list[Card]) -> tuple[Card, ...]:
    """A meld's cards in their shown order: by suit, strongest first, then copy."""
    return tuple(sorted(cards, key=lambda c: (c.suit.value, PLACE[c.rank], c.copy)))


SEQUENCE_PLACES = tuple(PLACE[r] for r in SEQUENCE_RANKS)
