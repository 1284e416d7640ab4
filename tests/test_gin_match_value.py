"""The match model of the strong Gin bot: chances to win from two totals, and sure-point
equivalents of a spread of outcomes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tutor.bots.gin.match import after, equivalent, win_chance

TARGET = 150
totals = st.integers(0, TARGET - 1)


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


@given(totals, totals, st.integers(-60, 60))
def test_a_sure_outcome_is_worth_itself(a: int, b: int, x: int) -> None:
    eq, p = equivalent(a, b, [x], TARGET)
    assert p == after(a, b, x, TARGET)
    # Totals past the target all win (or lose) alike, so only the chance must agree there.
    assert after(a, b, eq, TARGET) == p or abs(eq - x) < 1e-9


def test_near_the_target_a_sure_win_beats_a_gamble_worth_more_points() -> None:
    """At 140-140 a sure 10 ends the match; a coin flip between +40 and -20 averages +10 but
    loses half the time."""
    sure, p_sure = equivalent(140, 140, [10], TARGET)
    gamble, p_gamble = equivalent(140, 140, [40, -20], TARGET)
    assert p_sure == 1.0 and p_gamble == 0.5
    assert sure > gamble
