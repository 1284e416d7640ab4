"""What the opponent probably holds, from what they took, discarded and left on the pile.

Every unseen card starts with weight 1. A card the opponent threw away or left lying tells us
they had little use for it, so the cards that would meld with it become less likely; a card they
took and kept tells us the opposite. The weights then spread the opponent's unseen cards over the
unseen pool, and sampled hands draw from it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...games.gin.melds import RANK_OF, SUIT_OF, VALUES, min_deadwood
from .table import Table

# How strongly each public fact moves the cards that meld with the card concerned.
DISCARD_SAME_RANK = 0.55
DISCARD_NEXT = 0.6
DISCARD_GAP = 0.85
DECLINED_SAME_RANK = 0.7
DECLINED_NEXT = 0.75
TAKEN_SAME_RANK = 1.8
TAKEN_NEXT = 1.8
TAKEN_GAP = 1.3
MAX_PROB = 0.95
#: How often a sample that could have knocked on the opponent's last turn is kept: most players
#: knock when they can, so such hands are unlikely, not impossible.
COULD_KNOCK_KEEP = 0.15
#: Sampled hands are weighted by how well they explain the opponent's last turn: a discard that
#: kept more deadwood than their best discard costs this factor per point...
DISCARD_SLACK = 0.7
#: ...and a pile card left behind although it would have melded counts this much.
DECLINED_MELD = 0.35
#: Candidates drawn per sample kept, before weighting.
OVERSAMPLE = 3


def _scale(w: list[float], i: int, same: float, nxt: float, gap: float) -> None:
    r, s = RANK_OF[i], SUIT_OF[i]
    for t in range(4):
        if t != s:
            w[13 * t + r] *= same
    for d, f in ((-2, gap), (-1, nxt), (1, nxt), (2, gap)):
        if 0 <= r + d <= 12:
            w[13 * s + r + d] *= f


@dataclass(frozen=True)
class Beliefs:
    """The chance that the opponent holds each card (1 for cards seen taken and kept)."""

    prob: tuple[float, ...]
    weight: tuple[float, ...]
    unseen: tuple[int, ...]

    @classmethod
    def from_table(cls, t: Table) -> Beliefs:
        w = [1.0] * 52
        for i in t.opp_discards:
            _scale(w, i, DISCARD_SAME_RANK, DISCARD_NEXT, DISCARD_GAP)
        for i in t.opp_declined:
            _scale(w, i, DECLINED_SAME_RANK, DECLINED_NEXT, 1.0)
        for i in range(52):
            if t.known >> i & 1:
                _scale(w, i, TAKEN_SAME_RANK, TAKEN_NEXT, TAKEN_GAP)
        unseen = tuple(i for i in range(52) if t.unseen >> i & 1)
        total = sum(w[i] for i in unseen) or 1.0
        p = [0.0] * 52
        for i in unseen:
            p[i] = min(MAX_PROB, t.opp_unknown * w[i] / total)
        for i in range(52):
            if t.known >> i & 1:
                p[i] = 1.0
        return cls(tuple(p), tuple(w[i] if t.unseen >> i & 1 else 0.0 for i in range(52)),
                   unseen)

    def meld_chance(self, i: int, pairs: list[tuple[int, int]]) -> float:
        """The chance the opponent holds at least one of these pairs (taken as independent)."""
        p = self.prob
        miss = 1.0
        for a, b in pairs:
            miss *= 1.0 - p[a] * p[b]
        return 1.0 - miss


def _weighted_pick(rng: random.Random, pool: list[int], w: tuple[float, ...], n: int) -> list[int]:
    """``n`` distinct cards from ``pool``, drawn one after another in proportion to weight.

    Sorting by ``u ** (1 / weight)`` for uniform ``u`` gives exactly that order in one pass.
    """
    keyed = sorted(pool, key=lambda i: rng.random() ** (1.0 / w[i]) if w[i] > 0 else 0.0,
                   reverse=True)
    return keyed[:n]


def sample_hands(t: Table, b: Beliefs, rng: random.Random, n: int, extra: int,
                 draws: int) -> list[tuple[int, tuple[int, ...]]]:
    """``n`` plausible opponent hands (mask), each with ``draws`` unseen cards it might draw.

    A player who has drawn for a while holds a better hand than a random deal: each sample
    draws ``extra`` more cards than the opponent holds and keeps the best, always keeping the
    cards we saw them take.
    """
    out: list[tuple[int, tuple[int, ...]]] = []
    pool = list(b.unseen)
    size = t.opp_unknown
    if not pool or size <= 0:
        return [(t.known, ())] * n
    limit = t.opp_last_limit
    tries = 0
    cands: list[int] = []
    weights: list[float] = []
    while len(cands) < n * OVERSAMPLE:
        tries += 1
        picked = _weighted_pick(rng, pool, b.weight, size + extra)
        hand = t.known
        for i in picked[:size]:
            hand |= 1 << i
        for i in picked[size:]:
            hand = _keep_best(hand | 1 << i, t.known)
        if (limit is not None and tries < 4 * n * OVERSAMPLE and min_deadwood(hand) <= limit
                and rng.random() > COULD_KNOCK_KEEP):
            continue
        cands.append(hand)
        weights.append(_likelihood(t, hand))
    for hand in rng.choices(cands, weights, k=n):
        rest = [i for i in pool if not hand >> i & 1]
        out.append((hand, tuple(rng.sample(rest, min(draws, len(rest))))))
    return out


def _likelihood(t: Table, hand: int) -> float:
    """How well ``hand`` explains the opponent's last turn, for a player who discards to keep
    the least deadwood and takes a pile card that melds."""
    w = 1.0
    d = t.opp_last_discard
    if d >= 0 and not hand >> d & 1:
        before = hand | 1 << d
        kept = min_deadwood(hand)
        best = kept
        x = before
        while x:
            low = x & -x
            x ^= low
            if low.bit_length() - 1 != t.opp_last_took:
                best = min(best, min_deadwood(before ^ low))
        w *= DISCARD_SLACK ** (kept - best)
    c = t.opp_last_declined
    if c >= 0 and not hand >> c & 1 and (
            min_deadwood(hand | 1 << c) < min_deadwood(hand) + VALUES[c]):
        w *= DECLINED_MELD
    return w


def _keep_best(hand: int, keep: int) -> int:
    """Drop the card whose loss leaves the least deadwood (never one of ``keep``)."""
    best, best_dw = 0, 10**6
    x = hand & ~keep
    while x:
        low = x & -x
        x ^= low
        dw = min_deadwood(hand ^ low)
        if dw < best_dw:
            best, best_dw = low, dw
    return hand ^ best
