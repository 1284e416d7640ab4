"""A finished match can be replaced at every table, and a save that does not honour the settings
chosen since asks whether to resume it or start anew."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from tutor.play.session import PlaySession, save_path
from tutor.plugin import load_attr
from tutor.registry import get_plugin, implemented
from tutor.tui.app import HomeScreen, Settings, create_app
from tutor.tui.table_base import ResumeOrNewScreen, TableScreen
from tutor.tui.widgets import ChoiceRow

GAMES = [g for g in implemented() if get_plugin(g).table is not None]


def finished(game: str, seed: int = 3) -> PlaySession:
    """A one-round match played to its end by random legal moves."""
    plugin = get_plugin(game)
    spec = plugin.spec
    rules = {spec.length_option: 1} if spec.length_option else {}
    session = PlaySession(game, seed=seed, human=plugin.human_seat, level="random",
                          advisor="sampler", rules=rules)
    rng = random.Random(seed)
    state = session.state
    while not state.is_terminal():
        action = rng.choice(list(state.legal_actions()))
        session.actions.append(state.format_action(action))
        state.apply(action)
    return session


def settings(tmp_path: Path, game: str) -> Settings:
    return Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                    levels={game: "random"}, advisors={game: "sampler"})


def prompt(table: Any) -> str:
    return str(table.query_one("#prompt").render())


async def settle(pilot: Any, table: TableScreen) -> None:
    for _ in range(400):
        await pilot.pause()
        if not table.thinking:
            return


@pytest.mark.parametrize("game", GAMES)
async def test_n_starts_a_new_match_once_the_match_is_over(tmp_path: Path, game: str) -> None:
    plugin = get_plugin(game)
    done = finished(game)
    app = create_app(settings(tmp_path, game))
    save = save_path(tmp_path, game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table_class: type[TableScreen] = load_attr(plugin.table or "")
        table = table_class(done, save_to=save, bot_delay=0.0, review=False)
        await app.push_screen(table)
        await settle(pilot, table)
        assert "Press n for a new match" in prompt(table)
        await pilot.press("n")
        await settle(pilot, table)
        assert table.session is not done and not table.session.state.is_terminal()
        assert table.session.seed != done.seed
        assert "Press n for a new match" not in prompt(table)
        assert isinstance(app.screen, TableScreen)
        if table.session.human_to_move():
            assert table.query_one("#hand", ChoiceRow).choices
    resumed = PlaySession.load(save, game=game)  # the new match is what was saved
    assert not resumed.state.is_terminal() and resumed.seed == table.session.seed


async def test_n_does_nothing_while_the_match_goes_on(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path, "casino"), start="casino")
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await settle(pilot, table)
        before = table.session
        await pilot.press("n")
        await settle(pilot, table)
        assert table.session is before


@pytest.mark.parametrize("game", GAMES)
async def test_a_finished_save_opens_on_a_new_match(tmp_path: Path, game: str) -> None:
    save = save_path(tmp_path, game)
    finished(game).save(save)
    app = create_app(settings(tmp_path, game), start=game)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await settle(pilot, table)
        assert not table.session.state.is_terminal()
        assert "Your last match here was over, so a new match begins." in table.note


def _casino_save(tmp_path: Path) -> PlaySession:
    session = PlaySession("casino", seed=8, human=1, level="beginner", advisor="sampler")
    rng = random.Random(1)
    for _ in range(3):
        action = rng.choice(list(session.state.legal_actions()))
        session.actions.append(session.state.format_action(action))
        session.state.apply(action)
    session.save(save_path(tmp_path, "casino"))
    return session


def _three_players(tmp_path: Path) -> Any:
    from tutor.tui.prefs import Preferences, save_preferences

    save_preferences(tmp_path, Preferences(levels={"casino": "beginner"},
                                           rules={"casino": {"players": 3}}))
    return create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                               advisors={"casino": "sampler"}), start="casino")


@pytest.mark.parametrize(("choice", "players"), [("new", 3), ("resume", 2), ("escape", None)])
async def test_a_changed_setting_asks_resume_or_new(tmp_path: Path, choice: str,
                                                    players: int | None) -> None:
    saved = _casino_save(tmp_path)
    app = _three_players(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        ask = app.screen
        assert isinstance(ask, ResumeOrNewScreen)
        assert any("2 in the saved match, 3 now" in line for line in ask.changes)
        if choice == "escape":
            await pilot.press("escape")
        else:
            if choice == "new":
                await pilot.press("down")
            await pilot.press("enter")
        await pilot.pause()
        if players is None:
            assert isinstance(app.screen, HomeScreen)
            return
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.session.state.players == players
        if choice == "resume":
            assert table.session.actions[:3] == saved.actions


async def test_a_save_with_nothing_played_follows_the_new_settings_without_asking(
        tmp_path: Path) -> None:
    PlaySession("casino", seed=8, human=1, level="beginner",
                advisor="sampler").save(save_path(tmp_path, "casino"))
    app = _three_players(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.session.state.players == 3


async def test_a_table_opened_at_start_with_unusable_saved_settings(tmp_path: Path) -> None:
    """The saved settings name a level the learner cannot choose: the note waits for the home
    screen, the table opens (the check once ran before the home screen was drawn, and failed)."""
    from tutor.tui.prefs import Preferences, save_preferences

    save_preferences(tmp_path, Preferences(levels={"casino": "random"}))
    app = create_app(Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                              advisors={"casino": "sampler"}), start="casino")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.preferences_note
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "random" in str(app.screen.query_one("#status").render())


async def test_a_match_resumed_under_other_settings_is_not_asked_about_again(
        tmp_path: Path) -> None:
    _casino_save(tmp_path)
    app = _three_players(tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeOrNewScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
    again = _three_players(tmp_path)
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = again.screen
        assert isinstance(table, TableScreen) and table.session.state.players == 2


async def test_a_review_ready_waits_for_the_table_and_is_dropped_when_it_was_left(
        tmp_path: Path) -> None:
    from tutor.tui.app import RulesScreen
    from tutor.tui.table_base import ReviewScreen

    app = create_app(settings(tmp_path, "casino"), start="casino")
    async with app.run_test(size=(100, 30)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await settle(pilot, table)
        # A screen over the table: the review waits for the table to be back.
        table.reviewing = True
        await app.push_screen(RulesScreen("casino"))
        table.review_ready(ReviewScreen(1, [], "round"))
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and table.pending_review is not None
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ReviewScreen) and table.reviewing
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is table and not table.reviewing
        # The table left: a review that becomes ready then is not shown over the home screen.
        table.reviewing = True
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        table.review_ready(ReviewScreen(2, [], "round"))
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


@pytest.mark.parametrize("game", ["bezique", "smousjas", "casino", "klaverjassen"])
async def test_a_resumed_table_says_so_once(tmp_path: Path, game: str) -> None:
    from textual.widgets import RichLog

    plugin = get_plugin(game)
    session = PlaySession(game, seed=4, human=plugin.human_seat, level="random",
                          advisor="sampler")
    rng = random.Random(5)
    for _ in range(3):
        action = rng.choice(list(session.state.legal_actions()))
        session.actions.append(session.state.format_action(action))
        session.state.apply(action)
    session.save(save_path(tmp_path, game))
    app = create_app(settings(tmp_path, game), start=game)
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen
        assert isinstance(table, TableScreen)
        await settle(pilot, table)
        log = "\n".join(str(line.text) for line in table.query_one("#log", RichLog).lines)
        assert log.count("Resumed your saved game.") == 1


async def test_the_match_chart_keeps_the_score_readable_when_low(tmp_path: Path) -> None:
    from textual.app import App, ComposeResult

    from tutor.tui.widgets import MatchChart

    class Chart(App[None]):
        CSS = "MatchChart { height: 3; max-height: 3; }"

        def compose(self) -> ComposeResult:
            yield MatchChart(id="chart")

    app = Chart()
    async with app.run_test(size=(60, 10)) as pilot:
        chart = app.query_one(MatchChart)
        chart.show([(100, 0), (350, 120)], 1000, "The match, deal by deal:", ("you", "club bot"))
        await pilot.pause()
        lines = str(chart.render()).splitlines()
        assert lines[0] == "The match, deal by deal:"
        assert lines[1].startswith("you ") and lines[1].endswith(" 350/1000")
        assert lines[2].startswith("club bot ") and lines[2].endswith(" 120/1000")
        assert lines[1].count("█") > lines[2].count("█") > 0
        assert all(len(line) <= 60 for line in lines)
