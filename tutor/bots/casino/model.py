"""What the Casino bots compute about a position, shared by the three levels.

* **The round's value.** A round scores 3 for the most cards, 1 for the most spades, 2 for the
  big casino, 1 for the little casino and 1 an ace (and 1 a sweep with the option). Points
  already taken are sure; the two races are estimated (``race``): each side's count so far, and
  the cards still to be taken shared out at random among the sides, in clumps (a capture takes
  several cards at once), give each side's chance to end with the most.
* **Card weights.** What taking one card is worth now: its own points, and what one more card
  (one more spade) adds to the side's chances in the races; read off the same estimate, so a
  card matters more while the race is close.
* **Counting the unseen cards.** The cards neither in one's hand, on the table nor captured lie
  in the other hands and the stock; how likely a player holds a card of a value follows from how
  many such cards are unseen (the hypergeometric chance). A player who owns a build or call holds
  a card of its value for certain (the engine's rule).
* **The best capture of each value** on a table: every build and call of the value, and the
  most valuable set of loose cards that splits into groups adding up to it.

Values are from one side's point of view: its expected round points minus the average of the
other sides' (in a two-sided game, its points minus the opponents'). Since a round's points add
up to 11 (ties aside), that is the side's own points, rescaled.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple, Protocol

from ...cards import Card
from ...games.casino.engine import (
    CARDS,
    INDEX,
    RANK_NO,
    SPADES_MASK,
    VALUE,
    Capture,
    CasinoView,
)
from ...games.casino.rules import (
    ACE_POINTS,
    BIG_CASINO,
    BIG_CASINO_POINTS,
    LITTLE_CASINO,
    LITTLE_CASINO_POINTS,
    MAX_BUILD,
    MOST_CARDS,
    MOST_SPADES,
    SWEEP_POINTS,
)

NCARDS = len(CARDS)
NSPADES = 13
ALL = (1 << NCARDS) - 1
BIG = INDEX[BIG_CASINO]
LITTLE = INDEX[LITTLE_CASINO]
#: The points a card scores on its own: an ace, the big and the little casino.
POINTS: tuple[int, ...] = tuple(
    BIG_CASINO_POINTS if i == BIG else LITTLE_CASINO_POINTS if i == LITTLE
    else ACE_POINTS if i % 13 == 0 else 0 for i in range(NCARDS))
SPADE: tuple[bool, ...] = tuple(bool(SPADES_MASK >> i & 1) for i in range(NCARDS))
ACES = tuple(i for i in range(NCARDS) if i % 13 == 0)
#: Cards worth points on their own, which reasons name when they are seen.
VALUABLE: tuple[int, ...] = tuple(i for i in range(NCARDS) if POINTS[i])
#: The face ranks (jack, queen, king) by rank number; they only pair.
FACE_RANKS = (10, 11, 12)

#: How lumpy the share-out of the remaining cards is: a capture takes a few cards at once, so the
#: spread of a side's share is this many times wider (in variance) than card by card.
CLUMP = 2.5


class Unit(NamedTuple):
    """A build or call: card indices, value, owner, whether it is a call (the engine's shape)."""

    cards: tuple[int, ...]
    value: int
    owner: int
    call: bool


class UnitLike(Protocol):
    @property
    def cards(self) -> tuple[int, ...]: ...
    @property
    def value(self) -> int: ...
    @property
    def owner(self) -> int: ...


def idx(card: Card) -> int:
    return INDEX[card]


def capture_groups(action: Capture) -> int:
    """How many groups of the played card's value a capture takes (a face card: one)."""
    v = VALUE[idx(action.card)]
    if not v:
        return 1
    loose = sum(VALUE[idx(g[0])] for g in action.taken if len(g) == 1)
    return loose // v + sum(1 for g in action.taken if len(g) > 1)


def mask_of(cards: Sequence[int]) -> int:
    m = 0
    for i in cards:
        m |= 1 << i
    return m


# ---------------------------------------------------------------------------------------------
# The races and the round's value

_SQRT2 = math.sqrt(2.0)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / _SQRT2))


def race(counts: Sequence[int], remaining: int, clump: float = CLUMP) -> tuple[float, ...]:
    """Each side's chance to end with strictly the most, ``remaining`` items still to share out
    at random (a normal estimate; exact where the count already decides)."""
    n = len(counts)
    top = max(counts)
    if remaining <= 0:
        leaders = [k for k, c in enumerate(counts) if c == top]
        return tuple(1.0 if len(leaders) == 1 and k == leaders[0] else 0.0 for k in range(n))
    sigma = math.sqrt(clump * remaining * 2.0 / n)
    out = []
    for i, ci in enumerate(counts):
        others = [c for j, c in enumerate(counts) if j != i]
        best_other = max(others)
        if ci + remaining <= best_other:
            out.append(0.0)
            continue
        if ci > best_other + remaining:
            out.append(1.0)
            continue
        p = 1.0
        for cj in others:
            p *= _phi((ci - cj - 0.5) / sigma)
        out.append(p)
    total = sum(out)
    if total > 1.0:
        out = [p / total for p in out]
    return tuple(out)


@dataclass(frozen=True, slots=True)
class RoundValue:
    """A round's expected points per side, in three parts: points already sure (aces, casinos,
    sweeps), the most-cards race and the most-spades race."""

    sure: tuple[float, ...]
    cards: tuple[float, ...]
    spades: tuple[float, ...]

    def of(self, side: int) -> float:
        return self.sure[side] + self.cards[side] + self.spades[side]

    def relative(self, side: int) -> float:
        """The side's expected points minus the mean of the other sides'."""
        return relative([self.of(k) for k in range(len(self.sure))], side)

    def races(self, side: int) -> float:
        """The races' share of ``relative``."""
        return relative([self.cards[k] + self.spades[k] for k in range(len(self.sure))], side)


def relative(values: Sequence[float], side: int) -> float:
    others = [v for k, v in enumerate(values) if k != side]
    return values[side] - (sum(others) / len(others) if others else 0.0)


def round_value(piles: Sequence[int], sweeps: Sequence[int] = (), sweeps_on: bool = False,
                clump: float = CLUMP) -> RoundValue:
    """The expected points of each side from its captured pile (a card mask) so far."""
    cards = [p.bit_count() for p in piles]
    spades = [(p & SPADES_MASK).bit_count() for p in piles]
    pc = race(cards, NCARDS - sum(cards), clump)
    ps = race(spades, NSPADES - sum(spades), clump)
    sure = []
    for k, p in enumerate(piles):
        pts = 0.0
        m = p
        while m:
            low = m & -m
            pts += POINTS[low.bit_length() - 1]
            m ^= low
        if sweeps_on and sweeps:
            pts += SWEEP_POINTS * sweeps[k]
        sure.append(pts)
    return RoundValue(tuple(sure), tuple(MOST_CARDS * p for p in pc),
                      tuple(MOST_SPADES * p for p in ps))


@dataclass(frozen=True, slots=True)
class Weights:
    """What taking each card is worth to a side now (``of``: by card index)."""

    card: float
    spade: float
    of: tuple[float, ...]

    @classmethod
    def make(cls, card: float, spade: float) -> Weights:
        return cls(card, spade, tuple(card + (spade if SPADE[i] else 0.0) + POINTS[i]
                                      for i in range(NCARDS)))

    def sum(self, cards: Sequence[int]) -> float:
        w = self.of
        return sum(w[i] for i in cards)


def weights(piles: Sequence[int], side: int, clump: float = CLUMP) -> Weights:
    """Card weights for ``side``: its points for the card, and what one more card and one more
    spade add to its races (in its expected points minus the others' mean)."""
    cards = [p.bit_count() for p in piles]
    spades = [(p & SPADES_MASK).bit_count() for p in piles]
    left, sleft = NCARDS - sum(cards), NSPADES - sum(spades)

    def gain(counts: list[int], rem: int, points: int) -> float:
        if rem <= 0:
            return 0.0
        before = relative(race(counts, rem, clump), side)
        more = list(counts)
        more[side] += 1
        return points * (relative(race(more, rem - 1, clump), side) - before)

    return Weights.make(max(gain(cards, left, MOST_CARDS), 0.02),
                        max(gain(spades, sleft, MOST_SPADES), 0.02))


# ---------------------------------------------------------------------------------------------
# Counting the unseen cards


def p_holds(wanted: int, unseen: int, hand: int) -> float:
    """The chance that ``hand`` cards drawn from ``unseen`` include one of ``wanted``."""
    if wanted <= 0 or hand <= 0 or unseen <= 0:
        return 0.0
    if hand > unseen - wanted:
        return 1.0
    q = 1.0
    for k in range(hand):
        q *= (unseen - wanted - k) / (unseen - k)
    return 1.0 - q


@dataclass(frozen=True, slots=True)
class Count:
    """The unseen cards from one seat: how many of each value (1..10) and each face rank."""

    unseen: int  # the mask
    total: int
    by_value: tuple[int, ...]  # index 0..10 (0 unused)
    by_rank: tuple[int, ...]  # index 0..12 by rank number

    @classmethod
    def of(cls, unseen: int) -> Count:
        by_value = [0] * (MAX_BUILD + 1)
        by_rank = [0] * 13
        m = unseen
        while m:
            low = m & -m
            i = low.bit_length() - 1
            by_value[VALUE[i]] += 1
            by_rank[RANK_NO[i]] += 1
            m ^= low
        return cls(unseen, unseen.bit_count(), tuple(by_value), tuple(by_rank))

    def cards_of(self, value: int, rank: int = -1) -> list[int]:
        """The unseen cards of a value (or, for a face card, of a rank number)."""
        m = self.unseen
        out = []
        while m:
            low = m & -m
            i = low.bit_length() - 1
            if (RANK_NO[i] == rank) if value == 0 else (VALUE[i] == value):
                out.append(i)
            m ^= low
        return out


def unseen_from(view: CasinoView) -> int:
    """The cards ``view``'s seat cannot see: the other hands and the stock."""
    seen = mask_of([idx(c) for c in view.hand]) | mask_of([idx(c) for c in view.loose])
    for combo in view.combinations:
        seen |= mask_of([idx(c) for c in combo.cards])
    for pile in view.captured:
        seen |= mask_of([idx(c) for c in pile])
    return ALL & ~seen


# ---------------------------------------------------------------------------------------------
# Captures on a table


def _sums(values: tuple[int, ...], target: int) -> list[int]:
    """Masks (over positions of ``values``) of the non-empty subsets adding up to ``target``."""
    out: list[int] = []
    order = sorted(range(len(values)), key=values.__getitem__)

    def rec(start: int, mask: int, total: int) -> None:
        for k in range(start, len(order)):
            t = total + values[order[k]]
            if t > target:
                return
            m = mask | 1 << order[k]
            if t == target:
                out.append(m)
            else:
                rec(k + 1, m, t)

    rec(0, 0, 0)
    return out


@lru_cache(maxsize=1 << 15)
def loose_sets(values: tuple[int, ...], target: int) -> tuple[int, ...]:
    """The largest sets of loose cards (masks over positions of ``values``) that split into
    groups of ``target``: every union of disjoint groups that no other such union contains."""
    groups = _sums(values, target)
    if not groups:
        return ()
    seen = {0}
    stack = [0]
    unions: list[int] = []
    while stack:
        u = stack.pop()
        grew = False
        for g in groups:
            if not g & u:
                grew = True
                n = u | g
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        if not grew and u:
            unions.append(u)
    return tuple(unions)


class Take(NamedTuple):
    """The most valuable capture with a card of one value: its weight and the table cards."""

    gain: float
    cards: tuple[int, ...]
    clears: bool


NO_TAKE = Take(0.0, (), False)


def best_take(loose: Sequence[int], units: Sequence[UnitLike], value: int,
              w: Sequence[float], rank: int = -1) -> Take:
    """The most valuable capture with a card of ``value`` (a face card: ``value`` 0 and its
    ``rank`` number) on a table of ``loose`` cards and ``units``; the played card not counted."""
    if value == 0:
        best = -1
        for j in loose:
            if RANK_NO[j] == rank and (best < 0 or w[j] > w[best]):
                best = j
        if best < 0:
            return NO_TAKE
        return Take(w[best], (best,), len(loose) == 1 and not units)
    taken: list[int] = []
    gain = 0.0
    whole_units = 0
    for u in units:
        if u.value == value:
            whole_units += 1
            for j in u.cards:
                taken.append(j)
                gain += w[j]
    nums = [j for j in loose if VALUE[j]]
    best_set: tuple[int, ...] = ()
    if nums:
        values = tuple(VALUE[j] for j in nums)
        best_gain = 0.0
        for m in loose_sets(values, value):
            cards = tuple(nums[k] for k in range(len(nums)) if m >> k & 1)
            g = sum(w[j] for j in cards)
            if g > best_gain:
                best_gain, best_set = g, cards
        gain += best_gain
        taken.extend(best_set)
    if not taken:
        return NO_TAKE
    clears = len(best_set) == len(loose) and whole_units == len(units)
    return Take(gain, tuple(taken), clears)
