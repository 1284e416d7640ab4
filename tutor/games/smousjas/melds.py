"""Melds of Smousjas and Vijfhonderden: carrés, sequences and mariages, found and compared.

Cards are numbered ``suit * 8 + rank - 7`` (suits ♠ ♥ ♦ ♣), so the eight cards of a suit are one
byte in the natural order 7 8 9 10 J Q K A, which is also the order of sequences: a sequence is a
run of set bits in one byte.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from ...cards import PIQUET_RANKS, SUITS, Card, Rank, Suit, format_card
from ..common import bit_indices, make_cards_mask, make_mask_cards, show_cards
from . import text as T
from .rules import RuleSet

#: The 32 cards by index: ``CARDS[suit * 8 + rank - 7]``.
CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in PIQUET_RANKS)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
NCARDS = 32
FULL = (1 << NCARDS) - 1
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
mask_cards = make_mask_cards(CARDS)
cards_mask = make_cards_mask(INDEX)

_KING, _QUEEN = Rank.KING - 7, Rank.QUEEN - 7


def rank_mask(rank: Rank) -> int:
    """The four cards of a rank."""
    b = rank - 7
    return sum(1 << (8 * s + b) for s in range(4))


class MeldKind(Enum):
    """What a meld is. Carrés and sequences are declared by the leader and may be rejected;
    mariages by either player, and never rejected."""

    CARRE = "carré"
    SEQUENCE = "sequence"
    STUK = "stuk"
    DUBBEL = "dubbel"
    BROK = "brok"

    @property
    def mariage(self) -> bool:
        return self in (MeldKind.STUK, MeldKind.DUBBEL, MeldKind.BROK)


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld: its kind, its cards (a sequence high to low, a carré and a pair in suit order,
    a king before a queen) and its points."""

    kind: MeldKind
    cards: tuple[Card, ...]
    points: int

    @property
    def mask(self) -> int:
        return cards_mask(self.cards)

    @property
    def top(self) -> Rank:
        """The top card's rank in the order A K Q J 10 9 8 7."""
        return max(c.rank for c in self.cards)

    @property
    def suit(self) -> Suit | None:
        """A sequence's suit (``None`` for a carré)."""
        return self.cards[0].suit if self.kind is MeldKind.SEQUENCE else None

    def name(self) -> str:
        """``a sequence of four to the king``, ``the stuk``, ``a carré of jacks``."""
        if self.kind is MeldKind.SEQUENCE:
            n = len(self.cards)
            return T.MELD_SEQUENCE.format(n=T.COUNT_WORDS.get(n, n), top=T.TOP_WORDS[self.top])
        if self.kind is MeldKind.CARRE:
            return T.MELD_CARRE.format(rank=T.PLURAL[self.top])
        return str(T.MARIAGE_NAMES[self.kind.value])

    def describe(self) -> str:
        """``♥K ♥Q ♥J, a sequence of three to the king (20)``."""
        return T.MELD_LINE.format(cards=show_cards(self.cards), name=self.name(),
                                  points=self.points)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "cards": [format_card(c) for c in self.cards],
                "points": self.points}


def _display(mask: int, kind: MeldKind) -> tuple[Card, ...]:
    cards = mask_cards(mask)
    if kind is MeldKind.SEQUENCE or kind in (MeldKind.STUK, MeldKind.BROK):
        return tuple(sorted(cards, key=lambda c: -c.rank))
    return cards


def classify(mask: int, trump: int, rs: RuleSet) -> tuple[MeldKind, int] | None:
    """The kind and points of the cards of ``mask`` as one meld of the rule set, or ``None``."""
    n = mask.bit_count()
    if n == 2:
        a, b = bit_indices(mask)
        ranks = {a & 7, b & 7}
        if ranks == {_KING, _QUEEN}:
            if a >> 3 == b >> 3:
                return (MeldKind.STUK, rs.stuk) if a >> 3 == trump else None
            if rs.brok and SUITS[a >> 3].is_red != SUITS[b >> 3].is_red:
                return MeldKind.BROK, rs.brok
            return None
        if rs.dubbel and mask == DUBBEL_MASK:
            return MeldKind.DUBBEL, rs.dubbel
        return None
    if n == 4:
        for rank, points in rs.carres.items():
            if mask == rank_mask(rank):
                return MeldKind.CARRE, points
    if n >= 3:
        for s in range(4):
            if mask & ~SUIT_MASK[s]:
                continue
            b = mask >> (8 * s)
            low = b & -b
            if b == ((low << n) - low):  # n set bits in a row
                top = Rank(7 + (b.bit_length() - 1))
                return MeldKind.SEQUENCE, rs.sequence_points(n, top)
    return None


DUBBEL_MASK = (1 << (8 * Suit.DIAMONDS.value + _QUEEN)) | (1 << (8 * Suit.SPADES.value + _QUEEN))


def make_meld(mask: int, trump: int, rs: RuleSet) -> Meld | None:
    found = classify(mask, trump, rs)
    if found is None:
        return None
    kind, points = found
    return Meld(kind, _display(mask, kind), points)


def melds_in(hand: int, rs: RuleSet) -> list[int]:
    """Every carré and sequence in a hand, as masks: carrés by rank (7 up), then sequences by
    suit, each by length and then top card, shortest and lowest first."""
    out = []
    for rank in PIQUET_RANKS:
        if rank in rs.carres:
            m = rank_mask(rank)
            if hand & m == m:
                out.append(m)
    for s in range(4):
        b = hand >> (8 * s) & 0xFF
        if b.bit_count() < 3:
            continue
        for length in range(3, 9):
            for lo in range(0, 9 - length):
                run = ((1 << length) - 1) << lo
                if b & run == run:
                    out.append(run << (8 * s))
    return out


def mariages_in(hand: int, trump: int, rs: RuleSet) -> list[int]:
    """Every mariage a hand holds, as masks, in the order of their cards."""
    out = []
    kings = [s for s in range(4) if hand >> (8 * s + _KING) & 1]
    queens = [s for s in range(4) if hand >> (8 * s + _QUEEN) & 1]
    pairs = [(1 << (8 * k + _KING)) | (1 << (8 * q + _QUEEN)) for k in kings for q in queens]
    if rs.dubbel and hand & DUBBEL_MASK == DUBBEL_MASK:
        pairs.append(DUBBEL_MASK)
    for m in sorted(pairs):
        if classify(m, trump, rs) is not None:
            out.append(m)
    return out


def seq_key(mask: int) -> tuple[int, int]:
    """(length, top card) of a sequence: the order of the upward rule."""
    return mask.bit_count(), (mask.bit_length() - 1) & 7


def compare_key(mask: int, kind: MeldKind, trump: int) -> tuple[int, int, int]:
    """How melds compare when one rejects another: more cards, then the higher top card in the
    order A K Q J 10 9 8 7, then trump (a carré holds the trump card of its rank)."""
    top = (mask.bit_length() - 1) & 7 if kind is MeldKind.SEQUENCE else bit_indices(mask)[0] & 7
    in_trump = kind is MeldKind.CARRE or bool(mask & SUIT_MASK[trump])
    return mask.bit_count(), top, int(in_trump)


def sequence_suit(mask: int) -> int:
    return (mask.bit_length() - 1) >> 3
