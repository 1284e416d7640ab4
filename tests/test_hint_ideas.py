"""A hint names the idea behind the move only where the bot's computation found it."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tutor.bots.registry import make_bot
from tutor.games.klaverjas import SPEC
from tutor.games.klaverjas.engine import INDEX, TrumpCall, tables
from tutor.ideas import by_id, ideas_for
from tutor.seats import partner


@pytest.mark.parametrize("level", ["beginner", "club"])
def test_klaverjassen_hint_ideas_fit_the_position(level: str) -> None:
    ideas = ideas_for("klaverjassen")
    rng = random.Random(7)
    bot = make_bot("klaverjassen", level, random.Random(1), quick=True)
    seen: set[str] = set()
    for seed in (3, 4):
        state = SPEC.new_game(SPEC.rules_from_dict({"deals": 1}), seed)
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            if len(view.legal_actions) > 1:
                advice = bot.advise(view)
                idea, chosen = advice.idea, advice.chosen
                if idea:
                    seen.add(idea)
                    assert by_id(ideas, idea) is not None, idea
                if idea == "trump-call":
                    assert isinstance(chosen, TrumpCall)
                if idea == "pull-trumps":
                    assert not view.trick and chosen.suit is view.trump
                    assert view.going is not None and view.going % 2 == seat % 2
                if idea == "spek":
                    t = tables(view.trump, view.rules.four_jacks_200)
                    assert view.trick and t.points[INDEX[chosen]] >= 10
                if idea == "signal":
                    assert view.trick and chosen.suit is not view.trick[0].suit
                    assert view.going == partner(seat)
                action = chosen
            else:
                action = view.legal_actions[0]
            if rng.random() < 0.3:  # now and then another card, for more kinds of position
                action = rng.choice(list(view.legal_actions))
            state.apply(action)
    assert {"trump-call", "pull-trumps"} <= seen


async def test_the_table_names_the_idea_of_a_hint(tmp_path: Path) -> None:
    from textual.widgets import RichLog

    from tutor.bots.base import ActionValue, Advice
    from tutor.tui.app import Settings, create_app

    settings = Settings(data_dir=tmp_path, levels={"klaverjassen": "beginner"}, bot_delay=0.0,
                        review=False, advisors={"klaverjassen": "beginner"}, seed=5)
    app = create_app(settings, start="klaverjassen")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table: Any = app.screen
        card = table.session.view().legal_actions[0]
        advice = Advice(2, (ActionValue(card, str(card), 3.0),), card, ("Because.",),
                        idea="spek")
        table.show_hint(advice)
        await pilot.pause()
        log = " ".join(str(line.text) for line in table.query_one("#log", RichLog).lines)
        assert "The idea: Spekken. When your partner wins the trick, give it points" in log


@pytest.mark.parametrize("level", ["baseline", "strong"])
def test_gin_hint_ideas_fit_the_move(level: str) -> None:
    from tutor.games.gin import SPEC as GIN
    from tutor.games.gin.engine import BigGin, Discard, Gin, Knock, LayOff
    from tutor.games.gin.melds import best_arrangement, cards_mask

    ideas = ideas_for("gin-rummy")
    bot = make_bot("gin-rummy", level, random.Random(1), quick=True)
    seen: set[str] = set()
    state = GIN.new_game(GIN.rules_from_dict({"hands": 1}), 3)
    while not state.is_terminal():
        seat = state.to_move()
        assert seat is not None
        view = state.view(seat)
        advice = bot.advise(view)
        a, idea = advice.chosen, advice.idea
        if idea:
            seen.add(idea)
            assert by_id(ideas, idea) is not None, idea
        if idea == "knock":
            assert isinstance(a, Knock)
        if idea == "gin":
            assert isinstance(a, Gin | BigGin | LayOff)
        if idea in ("melds", "safe-discard"):
            assert isinstance(a, Discard)
        if idea == "safe-discard":
            # A discard leaving more deadwood than another would: safety, not deadwood.
            left = [best_arrangement(cards_mask(tuple(c for c in view.hand if c != d.card))).value
                    for d in view.legal_actions if isinstance(d, Discard)]
            mine = best_arrangement(cards_mask(tuple(c for c in view.hand if c != a.card))).value
            assert mine > min(left)
        state.apply(a)
    assert "melds" in seen or "safe-discard" in seen
