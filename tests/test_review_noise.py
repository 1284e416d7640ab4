"""A review calls a decision a mistake only when its loss is beyond the values' sampling error;
otherwise the two choices were level."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tutor.bots.base import ActionValue, Advice
from tutor.bots.review import Decision, loss_margin, review
from tutor.record import Record


def decision(loss: float, margin: float) -> Decision:
    advice = Advice(seat=1, actions=(ActionValue("a", "♣A", 0.0),), chosen="a",
                    reasons=("♣A keeps the lead.",))
    return Decision(4, "♣A", "♣7", loss, advice, "casino", margin)


@pytest.mark.parametrize(("loss", "margin", "mistake", "words"), [
    (34.2, 33.6, True, "♣7 was better by 34.2 points (± 33.6, the sampling error)."),
    (30.0, 33.6, False, "♣A and ♣7 were level: the difference, 30.0 points, is within the "
                        "sampling error (± 33.6)."),
    (0.02, 0.0, False, "Move 5: ♣A was a best choice."),
    (1.0, 0.0, True, "you played ♣A; ♣7 was better by 1.0 points."),
])
def test_a_loss_is_a_mistake_only_beyond_its_sampling_error(
        loss: float, margin: float, mistake: bool, words: str) -> None:
    d = decision(loss, margin)
    assert d.mistake is mistake
    assert words in d.describe()
    assert ("♣A keeps the lead." in d.describe()) is mistake


def test_the_margin_of_two_sampled_values() -> None:
    best = ActionValue("a", "a", 3.0, stderr=3.0)
    played = ActionValue("b", "b", 1.0, stderr=4.0)
    assert loss_margin(best, played) == pytest.approx(1.96 * 5.0)
    assert loss_margin(ActionValue("a", "a", 3.0), ActionValue("b", "b", 1.0)) == 0.0


def test_a_sampled_review_weighs_its_losses(tmp_path: Path) -> None:
    from tutor.registry import get_spec

    spec = get_spec("casino")
    rules = spec.rules_from_dict({})
    state = spec.new_game(rules, 4)
    rng = random.Random(2)
    actions = []
    while not state.is_terminal() and len(actions) < 16:
        action = rng.choice(list(state.legal_actions()))
        actions.append(state.format_action(action))
        state.apply(action)
    decisions = review(Record("casino", rules.to_dict(), 4, actions), 1, "sampler", quick=True)
    assert decisions and any(d.margin > 0 for d in decisions)
    for d in decisions:
        assert d.mistake == (d.loss >= 0.05 and d.loss > d.margin)


async def test_the_review_screen_lists_level_choices_apart(tmp_path: Path) -> None:
    from tutor.tui.app import Settings, create_app
    from tutor.tui.table_base import ReviewScreen

    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.push_screen(ReviewScreen(1, [decision(40.0, 10.0), decision(5.0, 9.0),
                                               decision(0.0, 0.0)], "round"))
        await pilot.pause()
        log = app.screen.query_one("#review")
        text = " ".join(" ".join(str(line.text) for line in log.lines).split())
        assert "better by 40.0 points (± 10.0, the sampling error)" in text
        assert "1 decision was level with the best" in text
        assert "were level: the difference, 5.0 points" in text
        assert "best choice" not in text
