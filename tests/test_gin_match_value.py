"""The match model of the strong Gin bot: chances to win from two totals, the match's expected
final score with the Oklahoma bonuses, and what a spread of outcomes for a hand adds to it."""

from __future__ import annotations

import random
import statistics

from hypothesis import given
from hypothesis import strategies as st

from tutor.bots.gin.match import (
    HAND_POINTS,
    Scoring,
    after,
    value,
    value_after,
    win_chance,
    worth,
)
from tutor.games.gin.rules import GinRules

TARGET = 150
CLUB = Scoring.of(GinRules())
PLAIN = Scoring.of(GinRules(game_bonus=False, line_bonus=False, shutout=False))
totals = st.integers(0, TARGET - 1)
wins = st.integers(0, 12)


@given(totals, totals)
def test_the_two_chances_add_up_to_one(a: int, b: int) -> None:
    assert abs(win_chance(a, b, TARGET) + win_chance(b, a, TARGET) - 1) < 1e-9


@given(totals, st.integers(0, TARGET - 2))
def test_more_points_never_lower_the_chance(a: int, b: int) -> None:
    assert win_chance(a, b + 1, TARGET) <= win_chance(a, b, TARGET) + 1e-12
    if a + 1 < TARGET:
        assert win_chance(a + 1, b, TARGET) >= win_chance(a, b, TARGET) - 1e-12


def test_reaching_the_target_wins() -> None:
    assert win_chance(150, 149, TARGET) == 1.0
    assert after(140, 100, 10, TARGET) == 1.0
    assert after(100, 140, -10, TARGET) == 0.0
    assert abs(win_chance(0, 0, TARGET) - 0.5) < 1e-9


def test_the_scoring_follows_the_rules_options() -> None:
    assert (CLUB.target, CLUB.game_bonus, CLUB.line_bonus, CLUB.shutout) == (150, 100, 25, 2)
    assert (PLAIN.game_bonus, PLAIN.line_bonus, PLAIN.shutout) == (0, 0, 1)
    assert Scoring.of(GinRules(line_bonus=False, target=100)) == Scoring(100, 100, 0, 2)


@given(totals, totals, wins, wins)
def test_the_value_is_the_same_match_seen_from_the_other_side(a: int, b: int, wa: int,
                                                              wb: int) -> None:
    assert abs(value(a, b, (wa, wb), CLUB) + value(b, a, (wb, wa), CLUB)) < 1e-6


@given(totals, totals, wins, wins)
def test_without_bonuses_the_match_is_worth_its_points(a: int, b: int, wa: int, wb: int) -> None:
    assert abs(value(a, b, (wa, wb), PLAIN) - (a - b)) < 1e-9


def test_a_finished_match_is_valued_exactly() -> None:
    # 152 to 30, four hands won to two: 152 + 100 + 100 against 30 + 50.
    assert value(152, 30, (4, 2), CLUB) == 352 - 80
    # The loser never scored: the winner's 152 + 100 + 75 is doubled.
    assert value(152, 0, (3, 0), CLUB) == 2 * 327


def simulate(a: int, b: int, wa: int, wb: int, rng: random.Random) -> int:
    """One match played out under the model: each hand won by either player for points drawn
    from the spread, then scored as the rules score it."""
    points = [k for k, _ in HAND_POINTS]
    weights = [n for _, n in HAND_POINTS]
    while a < TARGET and b < TARGET:
        k = rng.choices(points, weights)[0]
        if rng.random() < 0.5:
            a, wa = a + k, wa + 1
        else:
            b, wb = b + k, wb + 1
    fa, fb = a + 25 * wa, b + 25 * wb
    if a > b:
        fa = (fa + 100) * (2 if b == 0 else 1)
    else:
        fb = (fb + 100) * (2 if a == 0 else 1)
    return fa - fb


def test_the_value_agrees_with_matches_played_out_under_the_model() -> None:
    rng = random.Random(3)
    for a, b, wa, wb in ((100, 0, 3, 0), (0, 120, 0, 4), (30, 60, 1, 2)):
        xs = [simulate(a, b, wa, wb, rng) for _ in range(20_000)]
        se = statistics.stdev(xs) / len(xs) ** 0.5
        assert abs(statistics.mean(xs) - value(a, b, (wa, wb), CLUB)) < 4 * se


@given(totals, totals, st.integers(-60, 60))
def test_without_bonuses_a_spread_is_worth_its_mean(a: int, b: int, x: int) -> None:
    gain, p = worth(a, b, [x], PLAIN)
    assert p == after(a, b, x, TARGET)
    assert abs(gain - x) < 1e-9


@given(totals, totals, wins, wins, st.integers(1, 60))
def test_a_hand_won_adds_its_points_and_more(a: int, b: int, wa: int, wb: int, x: int) -> None:
    """The line bonus and a better chance at the game bonus come on top of the points."""
    gain, _ = worth(a, b, [x], CLUB, (wa, wb))
    assert gain >= x + 25 - 1e-9
    assert abs(gain - (value_after(a, b, (wa, wb), x, CLUB) - value(a, b, (wa, wb), CLUB))) < 1e-9


def test_near_the_target_a_sure_win_beats_a_gamble_worth_more_points() -> None:
    """At 140-140 a sure 10 ends the match; a coin flip between +40 and -20 averages +10 but
    loses half the time."""
    sure, p_sure = worth(140, 140, [10], CLUB, (5, 5))
    gamble, p_gamble = worth(140, 140, [40, -20], CLUB, (5, 5))
    assert p_sure == 1.0 and p_gamble == 0.5
    assert sure > gamble


def test_a_shutout_in_sight_is_worth_protecting() -> None:
    """At 145 to 0 a small sure win ends the match with the opponent still at nothing; a gamble
    that gives them a hand spoils the shutout."""
    sure, _ = worth(145, 0, [5], CLUB, (5, 0))
    gamble, _ = worth(145, 0, [40, -4], CLUB, (5, 0))
    assert sure > gamble
    plain_sure, _ = worth(145, 0, [5], PLAIN)
    plain_gamble, _ = worth(145, 0, [40, -4], PLAIN)
    assert plain_gamble > plain_sure
