"""Hands and tricks for games played with two or four identical packs.

Identical cards are told apart by ``Card.copy`` (``♠Q`` and ``♠Q'``). A ``PackHand`` keeps, for
every face, the set of copies held, four bits a face in one int, so counting a face, adding and
removing are bit operations. It keeps the copies rather than a bare count so that the engine can
say which physical card a player holds: records and the table name copies, the player does not.
When a player names a face, the engine plays the lowest copy held (``copy_to_play``), and
``resolve`` reads a typed card as the copy actually held. ``trick_winner`` settles a trick in which
two identical cards fall: the first one played wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cards import SUITS, Card, Rank, Suit, format_cards

#: Copies a face may have (a game of four packs).
COPIES = 4
_MASK = (1 << COPIES) - 1


def face_index(c: Card) -> int:
    """The face's place, 0..51: suits in index order, ranks high to low within a suit."""
    return c.suit.value * 13 + (Rank.ACE - c.rank)


def _bit(c: Card) -> int:
    if not 0 <= c.copy < COPIES:
        raise ValueError(f"copy {c.copy} of {c}: a card has copies 0 to {COPIES - 1}")  # internal
    return 1 << (face_index(c) * COPIES + c.copy)


# Bit order is the sort order of ``Card.sort_key``, so reading the bits low to high sorts the hand.
_CARD_AT: tuple[Card, ...] = tuple(Card(s, Rank(Rank.ACE - r), k)
                                   for s in SUITS for r in range(13) for k in range(COPIES))


@dataclass(frozen=True, slots=True)
class PackHand:
    """A hand of cards from several identical packs: an immutable value, each copy held once."""

    bits: int = 0

    @classmethod
    def of(cls, cards: Iterable[Card]) -> PackHand:
        hand = cls()
        for c in cards:
            hand = hand.add(c)
        return hand

    def __len__(self) -> int:
        return self.bits.bit_count()

    def __iter__(self) -> Iterator[Card]:
        b = self.bits
        while b:
            low = b & -b
            yield _CARD_AT[low.bit_length() - 1]
            b ^= low

    def __contains__(self, c: object) -> bool:
        return isinstance(c, Card) and bool(self.bits & _bit(c))

    def __str__(self) -> str:
        return format_cards(self)

    def cards(self) -> list[Card]:
        """Every card held, sorted by suit, high rank first, then copy."""
        return list(self)

    def _copies_mask(self, c: Card) -> int:
        return self.bits >> (face_index(c) * COPIES) & _MASK

    def count(self, c: Card) -> int:
        """How many copies of ``c``'s face are held (any copy of ``c`` names the face)."""
        return self._copies_mask(c).bit_count()

    def copies(self, c: Card) -> tuple[int, ...]:
        """The copies of ``c``'s face held, lowest first."""
        m = self._copies_mask(c)
        return tuple(k for k in range(COPIES) if m >> k & 1)

    def add(self, c: Card) -> PackHand:
        """The hand with the copy ``c``; a copy is one physical card, so holding it already is an
        error (``ValueError``)."""
        b = _bit(c)
        if self.bits & b:
            raise ValueError(f"{c} is already in the hand")  # internal
        return PackHand(self.bits | b)

    def remove(self, c: Card) -> PackHand:
        """The hand without the copy ``c`` (``ValueError`` when that copy is not held)."""
        b = _bit(c)
        if not self.bits & b:
            raise ValueError(f"{c} is not in the hand")  # internal
        return PackHand(self.bits ^ b)


def copy_to_play(hand: PackHand, c: Card) -> Card | None:
    """The copy the engine plays when a player names ``c``'s face: the lowest held, if any."""
    m = hand._copies_mask(c)
    if not m:
        return None
    return Card(c.suit, c.rank, (m & -m).bit_length() - 1)


def resolve(hand: PackHand, c: Card) -> Card | None:
    """The held card a typed ``c`` means: that very copy when held, else the copy to play of its
    face (identical cards look alike at the table, so ``♠Q`` names a held ``♠Q'``); ``None`` when
    no copy of the face is held."""
    return c if c in hand else copy_to_play(hand, c)


def trick_winner(cards: Sequence[Card], lead_suit: Suit, trump: Suit | None,
                 order: Sequence[Rank], *, trump_order: Sequence[Rank] | None = None) -> int:
    """The index, in play order, of the card that takes the trick.

    The highest trump wins, else the highest card of ``lead_suit``; a card of another suit never
    wins. ``order`` ranks the cards strongest first (``trump_order`` for trumps, when it differs).
    Of two identical cards the first played wins.
    """
    if not cards:
        raise ValueError("a trick needs at least one card")  # internal
    plain = {r: len(order) - i for i, r in enumerate(order)}
    trumps = plain if trump_order is None else {
        r: len(trump_order) - i for i, r in enumerate(trump_order)}
    best, best_key = -1, (0, 0)
    for i, c in enumerate(cards):
        if c.suit is trump:
            key = (2, trumps.get(c.rank, 0))
        elif c.suit is lead_suit:
            key = (1, plain.get(c.rank, 0))
        else:
            continue
        if not key[1]:
            raise ValueError(f"{c}: its rank is not in the order given")  # internal
        # Strictly greater: an identical face played later does not take the trick.
        if key > best_key:
            best, best_key = i, key
    if best < 0:
        raise ValueError("no card of the suit led or of trumps in the trick")  # internal
    return best
