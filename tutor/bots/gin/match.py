"""What a hand's points are worth in the match, scored as the rules score it.

The match is worth its final score: our total minus the opponent's when it ends, the Oklahoma
bonuses included (the game bonus for the winner, the line bonus for every hand won, the winner's
total doubled in a shutout; each a rules option). Its expected value from any pair of totals comes
from a simple model of the hands to come: each is won by either player with equal chance, for
points drawn from the spread below. A spread of outcomes for the current hand is then worth
what it adds to that expected final score.

Under that model the hands' points and the line bonuses add up to what they are now on average,
so what the match still holds is the game bonus (worth the chance to win it) and the shutout
(worth the chance that the opponent never scores). With every bonus off, a spread of outcomes is
worth its mean.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...games.gin.rules import GAME_BONUS, LINE_BONUS, SHUTOUT_MULTIPLIER, GinRules

#: Points won in a hand (bucket means) and how often, from 1,200 single hands between the bots
#: (strong against baseline and baseline against itself). Dead hands (two of them) are left out:
#: they only replay the same totals.
HAND_POINTS: tuple[tuple[int, int], ...] = (
    (3, 194), (7, 179), (10, 200), (14, 122), (19, 105), (23, 87), (27, 68), (31, 49), (35, 54),
    (39, 30), (44, 44), (53, 24), (60, 14), (71, 20), (88, 5), (105, 3))


@dataclass(frozen=True)
class Scoring:
    """How a match is scored: its target and the bonuses in play (0 for one switched off)."""

    target: int
    game_bonus: int = 0
    line_bonus: int = 0
    #: What the winner's total is multiplied by in a shutout (1: no shutout).
    shutout: int = 1

    @classmethod
    def of(cls, rules: GinRules) -> Scoring:
        return cls(rules.target, GAME_BONUS if rules.game_bonus else 0,
                   LINE_BONUS if rules.line_bonus else 0,
                   SHUTOUT_MULTIPLIER if rules.shutout else 1)


def _steps() -> list[tuple[int, float]]:
    """Each hand's points for one player, with their chance (half the hands are the other's)."""
    total = sum(n for _, n in HAND_POINTS)
    return [(k, n / total / 2) for k, n in HAND_POINTS]


@lru_cache(maxsize=4)
def _table(target: int) -> tuple[tuple[float, ...], ...]:
    """``win[a][b]``: our chance to win from totals ``a`` (ours) and ``b`` below the target."""
    steps = _steps()
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


@lru_cache(maxsize=8)
def _shutout_table(target: int, line_bonus: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """From our total ``a`` with the opponent at 0: (``p[a]``, the chance we reach the target
    before they score at all; ``e[a]``, the mean of our points then plus the line bonuses of
    the hands still to win, over those matches, weighted by that chance)."""
    steps = _steps()
    p = [0.0] * target
    e = [0.0] * target
    for a in range(target - 1, -1, -1):
        pv = ev = 0.0
        for k, q in steps:
            if a + k >= target:
                pv += q
                ev += q * (a + k + line_bonus)
            else:
                pv += q * p[a + k]
                ev += q * (e[a + k] + line_bonus * p[a + k])
        p[a], e[a] = pv, ev
    return tuple(p), tuple(e)


def win_chance(ours: int, theirs: int, target: int) -> float:
    """Our chance to win the match from these totals, before the next hand."""
    if ours >= target or theirs >= target:
        return 1.0 if ours > theirs else 0.0 if theirs > ours else 0.5
    return _table(target)[ours][theirs]


def _shutout_extra(ours: int, won: int, s: Scoring) -> float:
    """What our possible shutout adds to our final total, on average, with the opponent at 0:
    the total before the doubling, once more for a multiplier of 2."""
    if s.shutout == 1:
        return 0.0
    if ours >= s.target:
        return (s.shutout - 1) * (ours + s.game_bonus + s.line_bonus * won)
    p, e = _shutout_table(s.target, s.line_bonus)
    return (s.shutout - 1) * (p[ours] * (s.game_bonus + s.line_bonus * won) + e[ours])


def value(ours: int, theirs: int, won: tuple[int, int], s: Scoring) -> float:
    """The expected final score of the match, ours minus theirs, from these totals (the hands'
    points) and hands won, before the next hand."""
    p = win_chance(ours, theirs, s.target)
    v = ours - theirs + s.game_bonus * (2 * p - 1) + s.line_bonus * (won[0] - won[1])
    # A shutout is still possible only for a player whose opponent has not scored.
    if theirs == 0:
        v += _shutout_extra(ours, won[0], s)
    if ours == 0:
        v -= _shutout_extra(theirs, won[1], s)
    return v


def after(ours: int, theirs: int, points: float, target: int) -> float:
    """Our chance to win once this hand brings us ``points`` (negative: to the opponent)."""
    p = round(points)
    return win_chance(ours + p, theirs, target) if p >= 0 else win_chance(ours, theirs - p,
                                                                        target)


def value_after(ours: int, theirs: int, won: tuple[int, int], points: float,
                s: Scoring) -> float:
    """The match's expected final score once this hand brings us ``points`` (negative: to the
    opponent; 0: nobody scores)."""
    p = round(points)
    if p > 0:
        return value(ours + p, theirs, (won[0] + 1, won[1]), s)
    if p < 0:
        return value(ours, theirs - p, (won[0], won[1] + 1), s)
    return value(ours, theirs, won, s)


def worth(ours: int, theirs: int, outcomes: Sequence[float], scoring: Scoring | int,
          won: tuple[int, int] = (0, 0)) -> tuple[float, float]:
    """(what these equally likely outcomes of the hand add to the match's expected final score,
    ours minus theirs, against a hand that scores nothing; the chance to win the match they
    give).

    A won hand adds its points and its line bonus; the game bonus and the shutout add what the
    change in the chances to win them is worth. ``scoring`` may be a bare target: a match with no
    bonuses, where the worth is the outcomes' mean.
    """
    s = scoring if isinstance(scoring, Scoring) else Scoring(scoring)
    chance = sum(after(ours, theirs, x, s.target) for x in outcomes) / len(outcomes)
    base = value(ours, theirs, won, s)
    gain = sum(value_after(ours, theirs, won, x, s) - base for x in outcomes) / len(outcomes)
    return gain, chance
