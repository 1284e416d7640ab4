"""Your play, measured: a finished round replayed with a bot in the learner's seat."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tutor.play.duplicate import compare_round, round_scores, side_value
from tutor.play.session import PlaySession
from tutor.registry import get_spec
from tutor.teach.progress import summarize


def play_one_round(game: str, human: int, level: str) -> tuple[PlaySession, int, tuple[int, ...]]:
    """A session whose first round is over (random cards for the learner); the scores."""
    s = PlaySession(game, seed=9, human=human, level=level, advisor=level)
    rng = random.Random(2)
    while True:
        st = s.state
        if s.human_to_move():
            action = rng.choice(list(st.legal_actions()))
        else:
            action = s.choose_bot_action()[1]
        s.actions.append(st.format_action(action))
        scores = round_scores(s.spec, st.apply(action))
        if scores is not None:
            return s, len(s.actions), scores


@pytest.mark.parametrize(("game", "human", "level"), [("klaverjassen", 2, "beginner"),
                                                      ("gin-rummy", 1, "baseline")])
def test_a_round_is_replayed_with_the_bot_in_the_learners_seat(
        game: str, human: int, level: str) -> None:
    s, end, scores = play_one_round(game, human, level)
    c = compare_round(s.record(), 0, end, human, level, level, seed=s.seed, round_no=1)
    assert c is not None and c.level == level and c.round_no == 1
    assert c.learner == side_value(get_spec(game), s.state.players, human, scores)
    again = compare_round(s.record(), 0, end, human, level, level, seed=s.seed, round_no=1)
    assert again == c  # the replay is seeded
    assert c.difference == c.learner - c.bot


def test_a_round_not_finished_compares_nothing() -> None:
    s, end, _ = play_one_round("klaverjassen", 2, "beginner")
    assert compare_round(s.record(), 0, end - 1, 2, "beginner", "beginner") is None


def test_side_value_is_the_sides_points_minus_the_others() -> None:
    kj, gin = get_spec("klaverjassen"), get_spec("gin-rummy")
    assert side_value(kj, 4, 1, (40, 122)) == 82 and side_value(kj, 4, 2, (40, 122)) == -82
    assert side_value(gin, 2, 0, (25, 0)) == 25


def test_the_running_figure_and_its_trend() -> None:
    assert summarize([]) is None
    s = summarize([-10] * 30 + [10] * 20)
    assert s is not None and s.rounds == 50 and s.mean == pytest.approx(-2.0)
    assert (s.recent, s.recent_mean) == (20, 10.0)


async def test_the_home_screen_shows_the_running_figure(tmp_path: Path) -> None:
    from textual.widgets import Static

    from tutor.teach.progress import ProgressStore
    from tutor.tui.app import Settings, create_app

    with ProgressStore.open(tmp_path) as store:
        for diff in (-12, 4, 20):
            store.record_duplicate("klaverjassen", diff, 0, "expert")
    app = create_app(Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                              advisors={}, seed=1))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        status = " ".join(str(app.screen.query_one("#status", Static).content).split())
        # Every round is a recent one: one figure, not "over the last 3" again.
        assert ("Your play, on the same cards as the bot in your seat: +4.0 points a deal "
                "over your last 3 deals.") in status and "over the last" not in status
    with ProgressStore.open(tmp_path) as store:
        for diff in [10] * 20:
            store.record_duplicate("klaverjassen", diff, 0, "expert")
    app = create_app(Settings(data_dir=tmp_path, levels={}, bot_delay=0.0, review=False,
                              advisors={}, seed=1))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        status = " ".join(str(app.screen.query_one("#status", Static).content).split())
        assert ("+9.2 points a deal over your last 23 deals; over the last 20: +10.0."
                in status)
