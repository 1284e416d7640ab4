"""Glicko-2 against the worked example of Glickman's paper, and the review schedule."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tutor.teach.rating import (
    REVIEW_DAYS,
    Rating,
    Review,
    puzzle_start,
    schedule,
    update,
    versus,
)


def test_glickman_worked_example() -> None:
    # "Example of the Glicko-2 system": a 1500/200/0.06 player beats a 1400/30 player and loses
    # to 1550/100 and 1700/300, with tau = 0.5.
    player = Rating(1500, 200, 0.06)
    after = update(player, [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0),
                            (Rating(1700, 300), 0.0)], tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.vol == pytest.approx(0.05999, abs=0.00001)


def test_no_games_only_widens_the_deviation() -> None:
    r = update(Rating(1500, 200, 0.06), [])
    assert r.rating == 1500 and r.vol == 0.06
    assert r.rd == pytest.approx(200.2714, abs=0.001)  # sqrt(phi^2 + sigma^2), back on scale
    assert update(Rating(1500, 349.9, 0.06), []).rd == 350  # never beyond a newcomer's RD


def test_one_game_moves_both_sides_oppositely() -> None:
    a, b = versus(Rating(), Rating(), a_won=True)
    assert a.rating > 1500 > b.rating
    assert a.rating - 1500 == pytest.approx(1500 - b.rating)
    assert a.rd < 350 and b.rd < 350
    # Beating a much weaker puzzle gains little; failing it costs a lot.
    strong = Rating(1800, 60)
    easy = puzzle_start("beginner")
    assert easy == Rating(1000, 250)
    won, _ = versus(strong, easy, True)
    lost, _ = versus(strong, easy, False)
    assert 0 < won.rating - 1800 < 1 and 1800 - lost.rating > 10


NOW = datetime(2026, 1, 10, 12, 0, tzinfo=UTC)


def test_review_schedule_intervals() -> None:
    assert REVIEW_DAYS == (1, 3, 7, 30)
    assert schedule(None, True, NOW) is None  # solved at once: never queued
    r = schedule(None, False, NOW)
    assert r == Review(0, NOW + timedelta(days=1))
    t = NOW
    for stage, days in enumerate(REVIEW_DAYS[1:], start=1):
        assert r is not None
        t = r.due
        r = schedule(r, True, t)
        assert r == Review(stage, t + timedelta(days=days))
    assert r is not None
    assert schedule(r, True, r.due) is None  # solved after the month: out of the queue


def test_a_miss_resets_and_an_early_solve_keeps_the_spacing() -> None:
    r = Review(2, NOW + timedelta(days=7))
    assert schedule(r, False, NOW + timedelta(days=8)) == Review(0, NOW + timedelta(days=9))
    assert schedule(r, True, NOW + timedelta(days=1)) is r
