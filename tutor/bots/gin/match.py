"""What a hand's points are worth towards winning the match.

The chance to win from any pair of totals comes from a simple model of the hands to come: each
is won by either player with equal chance, for points drawn from the spread below. A spread of
outcomes for the current hand is then worth as much as one sure number of points, its
certainty equivalent: the points that would give the same chance to win the match.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

#: Points won in a hand (bucket means) and how often, from 1,200 single hands between the bots
#: (strong against baseline and baseline against itself). Dead hands (two of them) are left out:
#: they only replay the same totals.
HAND_POINTS: tuple[tuple[int, int], ...] = (
    (3, 194), (7, 179), (10, 200), (14, 122), (19, 105), (23, 87), (27, 68), (31, 49), (35, 54),
    (39, 30), (44, 44), (53, 24), (60, 14), (71, 20), (88, 5), (105, 3))


@lru_cache(maxsize=4)
def _table(target: int) -> tuple[tuple[float, ...], ...]:
    """``win[a][b]``: our chance to win from totals ``a`` (ours) and ``b`` below the target."""
    total = sum(n for _, n in HAND_POINTS)
    steps = [(k, n / total / 2) for k, n in HAND_POINTS]
    win = [[0.0] * target for _ in range(target)]
    for a in range(target - 1, -1, -1):
        row = win[a]
        for b in range(target - 1, -1, -1):
            v = 0.0
            for k, q in steps:
                if a + k >= target:
                    v += q
                else:
                    v += q * win[a + k][b]
                if b + k < target:
                    v += q * row[b + k]
            row[b] = v
    return tuple(tuple(r) for r in win)


def win_chance(ours: int, theirs: int, target: int) -> float:
    """Our chance to win the match from these totals, before the next hand."""
    if ours >= target or theirs >= target:
        return 1.0 if ours > theirs else 0.0 if theirs > ours else 0.5
    return _table(target)[ours][theirs]


def after(ours: int, theirs: int, points: float, target: int) -> float:
    """Our chance to win once this hand brings us ``points`` (negative: to the opponent)."""
    p = round(points)
    return win_chance(ours + p, theirs, target) if p >= 0 else win_chance(ours, theirs - p,
                                                                        target)


def equivalent(ours: int, theirs: int, outcomes: Sequence[float], target: int) -> tuple[float,
                                                                                          float]:
    """(sure points worth as much towards the match as these equally likely outcomes, the
    chance to win the match they give)."""
    p = sum(after(ours, theirs, x, target) for x in outcomes) / len(outcomes)
    prev_g, prev_w = 0, win_chance(ours, theirs, target)
    sign = 1 if p >= prev_w else -1
    for g in range(1, 2 * target + 1):
        w = after(ours, theirs, sign * g, target)
        if (sign > 0 and w >= p) or (sign < 0 and w <= p):
            # Interpolate between the two whole numbers of points around the chance.
            frac = 0.0 if w == prev_w else (p - prev_w) / (w - prev_w)
            return sign * (prev_g + frac), p
        prev_g, prev_w = g, w
    return sign * float(2 * target), p
