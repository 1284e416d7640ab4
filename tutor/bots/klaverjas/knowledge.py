"""What a Klaverjassen player can know from its view: who cannot hold which cards, and signals.

The cards a seat cannot hold come from the rules (``tutor.games.klaverjas.resample.excluded``): a
player who did not follow suit has none of it; a player who had to trump and did not has no trump;
one who had to overtrump and played lower has no higher trump. Signals are read under the seed's
convention (see the rule card, "Signalling (seinen)").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...cards import Card, Rank
from ...games.klaverjas.engine import INDEX, SUIT_MASK, KlaverjasView, cards_mask
from ...games.klaverjas.resample import excluded

FULL = (1 << 32) - 1


class Signal(Enum):
    """The convention set "the seed's convention"."""

    PIT = "pit"  # 7, 8, 9 or A: once trumps are out I take every trick in this suit
    AF = "afseinen"  # 10, J, Q or K: I cannot take a trick in this suit
    VUIL = "vuil"  # after afseinen in two plain suits, the third plain suit is the signal suit


PIT_RANKS = frozenset({Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.ACE})
AF_RANKS = frozenset({Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING})


@dataclass(frozen=True)
class Knowledge:
    """Public deductions from one view."""

    seat: int
    own: int  # the viewer's hand (mask)
    played: int  # every card played so far, the current trick included
    unknown: int  # cards in other hands
    excluded: tuple[int, int, int, int]  # per seat: cards it cannot hold
    sizes: tuple[int, int, int, int]
    #: Signals read per seat: ``{seat: {suit: Signal}}`` (first discard per suit only).
    signals: dict[int, dict[int, Signal]]

    def possible(self, seat: int) -> int:
        """Cards ``seat`` may hold."""
        if seat == self.seat:
            return self.own
        return self.unknown & ~self.excluded[seat]


def read(view: KlaverjasView) -> Knowledge:
    """Replay the public history of the current deal and collect what it proves."""
    if view.trump is None:
        own = cards_mask(view.hand)
        sizes = (8, 8, 8, 8)
        return Knowledge(view.seat, own, 0, FULL & ~own, (0, 0, 0, 0), sizes, {})
    trump = view.trump.value
    discards: dict[int, dict[int, Signal]] = {}
    afs: dict[int, set[int]] = {}
    played = 0
    tricks = [(tr.leader, tr.cards) for tr in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        led = cards[0].suit.value
        for k, card in enumerate(cards):
            s = card.suit.value
            if k and s != led and s != trump:
                _signal(discards, afs, (leader + k) % 4, card.rank, s, trump)
            played |= 1 << INDEX[card]
    own = cards_mask(view.hand)
    unknown = FULL & ~own & ~played
    return Knowledge(view.seat, own, played, unknown, excluded(view), view.hand_sizes, discards)


def _signal(discards: dict[int, dict[int, Signal]], afs: dict[int, set[int]], seat: int,
            rank: Rank, suit: int, trump: int) -> None:
    mine = discards.setdefault(seat, {})
    if suit in mine:
        return  # only the first discard in a suit means anything
    if rank in PIT_RANKS:
        mine[suit] = Signal.PIT
    else:
        mine[suit] = Signal.AF
        done = afs.setdefault(seat, set())
        done.add(suit)
        plain = [x for x in range(4) if x != trump]
        if len(done) == 2:
            rest = [x for x in plain if x not in done]
            if len(rest) == 1 and rest[0] not in mine:
                mine[rest[0]] = Signal.VUIL


def trick_winner(view: KlaverjasView, power: list[int], trump: int) -> tuple[int, Card]:
    """The seat winning the current trick so far, and its card."""
    led = view.trick[0].suit.value
    best, bp, seat = view.trick[0], -1, view.trick_leader
    for i, card in enumerate(view.trick):
        c = INDEX[card]
        p = power[c] if (c >> 3) in (trump, led) else -1
        if p > bp:
            best, bp, seat = card, p, (view.trick_leader + i) % 4
    return seat, best


def master_of(suit: int, cards: int, power: list[int]) -> int:
    """The strongest card of ``suit`` among ``cards`` (index), or -1."""
    m = cards & SUIT_MASK[suit]
    best, bp = -1, -1
    while m:
        b = m & -m
        c = b.bit_length() - 1
        m ^= b
        if power[c] > bp:
            best, bp = c, power[c]
    return best
