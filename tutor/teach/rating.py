"""Glicko-2 ratings (Mark Glickman's published algorithm) and the puzzle review schedule.

A puzzle attempt is one game between the learner and the puzzle: the learner wins by solving it.
Both ratings are updated from their values before the attempt, each as a rating period of one game,
as puzzle sites commonly do.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

#: The conversion between the Glicko and Glicko-2 scales.
SCALE = 173.7178
#: System constant: how much volatility may change; the paper's example uses 0.5.
TAU = 0.5
#: Convergence tolerance of the volatility iteration.
EPSILON = 0.000001
#: A new player's RD is 350 (and no RD grows beyond it).
MAX_RD = 350.0


@dataclass(frozen=True, slots=True)
class Rating:
    rating: float = 1500.0
    rd: float = MAX_RD
    vol: float = 0.06


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """Step 5 of the algorithm: the new volatility, by the Illinois variant of regula falsi."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex)
                / (2.0 * (phi * phi + v + ex) ** 2)) - (x - a) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one rating period of ``games`` (opponent, score 1/0.5/0)."""
    mu = (player.rating - 1500.0) / SCALE
    phi = player.rd / SCALE
    if not games:
        # No games: only the deviation grows (step 6 alone).
        phi_star = math.sqrt(phi * phi + player.vol * player.vol)
        return Rating(player.rating, min(phi_star * SCALE, MAX_RD), player.vol)
    opp = [((o.rating - 1500.0) / SCALE, o.rd / SCALE, s) for o, s in games]
    v_inv = 0.0
    total = 0.0
    for mu_j, phi_j, s in opp:
        g = _g(phi_j)
        e = _e(mu, mu_j, phi_j)
        v_inv += g * g * e * (1.0 - e)
        total += g * (s - e)
    v = 1.0 / v_inv
    delta = v * total
    sigma = _volatility(phi, player.vol, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * total
    return Rating(SCALE * mu_new + 1500.0, min(SCALE * phi_new, MAX_RD), sigma)


def versus(a: Rating, b: Rating, a_won: bool) -> tuple[Rating, Rating]:
    """Both ratings after one game between ``a`` and ``b``."""
    s = 1.0 if a_won else 0.0
    return update(a, [(b, s)]), update(b, [(a, 1.0 - s)])


#: A new puzzle's rating by its level (the author's estimate, with a wide deviation).
LEVEL_RATINGS: dict[str, float] = {"beginner": 1000.0, "novice": 1250.0, "intermediate": 1500.0,
                                   "advanced": 1750.0, "strong": 2000.0}
PUZZLE_RD = 250.0


def puzzle_start(level: str) -> Rating:
    return Rating(LEVEL_RATINGS.get(level, 1500.0), PUZZLE_RD)


#: Days until a missed puzzle comes back: after the miss, then after each solved retry.
REVIEW_DAYS: tuple[int, ...] = (1, 3, 7, 30)


@dataclass(frozen=True, slots=True)
class Review:
    """A puzzle in the review queue: its stage (index into ``REVIEW_DAYS``) and when it is due."""

    stage: int
    due: datetime


def schedule(current: Review | None, correct: bool, now: datetime) -> Review | None:
    """The review entry after an attempt (``None``: not in the queue).

    A miss (re)starts the schedule: back in a day. A solve of a due review moves it to the next
    interval (3 days, a week, a month); solving it after the month's wait takes it out. A solve
    before the review is due changes nothing, so that spacing is kept.
    """
    if not correct:
        return Review(0, now + timedelta(days=REVIEW_DAYS[0]))
    if current is None:
        return None
    if now < current.due:
        return current
    stage = current.stage + 1
    if stage >= len(REVIEW_DAYS):
        return None
    return Review(stage, now + timedelta(days=REVIEW_DAYS[stage]))
