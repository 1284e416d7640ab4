"""The app, driven headless with Textual's pilot."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.text import Text
from textual.widgets import RichLog

from tutor.games.klaverjas.engine import Phase
from tutor.registry import get_plugin
from tutor.tui.app import HomeScreen, RulesScreen, Settings, create_app
from tutor.tui.games.klaverjas import KlaverjasTable, ReviewScreen
from tutor.tui.widgets import PICK_KEYS, ChoiceRow


@pytest.fixture(autouse=True)
def _no_terminal_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    """The "auto" colours follow COLORFGBG: the tests must not depend on the terminal."""
    monkeypatch.delenv("COLORFGBG", raising=False)


def settings(tmp_path: Path, **kw: object) -> Settings:
    """Test settings: fast bots at the Klaverjassen table (``level``, ``advisor``), the Gin Rummy
    table's bots by ``gin_level`` and ``gin_advisor``."""
    levels = {"klaverjassen": str(kw.pop("level", "beginner"))}
    advisors = {"klaverjassen": str(kw.pop("advisor", "beginner"))}
    if "gin_level" in kw:
        levels["gin-rummy"] = str(kw.pop("gin_level"))
    if "gin_advisor" in kw:
        advisors["gin-rummy"] = str(kw.pop("gin_advisor"))
    if "casino" in kw:
        levels["casino"] = str(kw.pop("casino"))
        advisors["casino"] = "sampler"  # the hint bot must advise, whatever the level
    base: dict[str, object] = {"data_dir": tmp_path, "levels": levels, "bot_delay": 0.0,
                               "review": False, "advisors": advisors, "seed": 5}
    base.update(kw)
    return Settings(**base)  # type: ignore[arg-type]


def log_text(table: KlaverjasTable) -> str:
    """The log as one line of text (the widget wraps long entries)."""
    lines = (str(line.text) for line in table.query_one("#log", RichLog).lines)
    return " ".join(" ".join(lines).split())


async def settle(pilot: object, table: KlaverjasTable) -> None:
    """Wait until the bots have moved and it is the human's turn (or the game is over)."""
    for _ in range(400):
        await pilot.pause()  # type: ignore[attr-defined]
        if not table.thinking and (table.session.human_to_move()
                                   or table.session.state.is_terminal()):
            return
    raise AssertionError("the bots did not finish")


async def test_home_rules_and_back(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("r")
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)


async def test_play_a_whole_deal_with_keys(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path, practice=True), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        deals_done = 0
        while deals_done < 1:
            await settle(pilot, table)
            view = table.session.view()
            if view.deal_no > 1 or table.session.state.is_terminal():
                deals_done += 1
                break
            legal = view.legal_actions
            row = table.query_one("#hand", ChoiceRow)
            index = next(i for i, ch in enumerate(row.choices) if ch.action in legal)
            await pilot.press(str(index + 1))
        assert table.session.view().deal_no == 2
        saved = json.loads((tmp_path / "saves" / "klaverjassen.json").read_text("utf-8"))
        assert saved["actions"] == table.session.actions


async def test_illegal_card_is_refused_with_the_rule(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        # Play until South must follow a suit while holding a card it may not play.
        for _ in range(60):
            await settle(pilot, table)
            view = table.session.view()
            if view.phase is Phase.PLAY and view.trick:
                illegal = [c for c in view.hand if c not in view.legal_actions]
                if illegal:
                    break
            row = table.query_one("#hand", ChoiceRow)
            index = next(i for i, ch in enumerate(row.choices) if ch.action in view.legal_actions)
            await pilot.press(str(index + 1))
        else:
            pytest.skip("no illegal card came up")
        before = list(table.session.actions)
        row = table.query_one("#hand", ChoiceRow)
        index = next(i for i, ch in enumerate(row.choices) if ch.action == illegal[0])
        await pilot.press(str(index + 1))
        await pilot.pause()
        assert table.session.actions == before
        log = log_text(table)
        assert "Not allowed: " in log and ("must follow" in log or "must" in log)


async def test_hint_and_undo(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        await pilot.press("h")
        for _ in range(200):
            await pilot.pause()
            if table.last_hint is not None:
                break
        assert table.last_hint is not None
        chosen = table.last_hint.chosen
        row = table.query_one("#hand", ChoiceRow)
        assert row.choices[row.cursor].action == chosen
        actions_before = len(table.session.actions)
        await pilot.press("enter")
        await settle(pilot, table)
        assert len(table.session.actions) > actions_before
        await pilot.press("u")
        await settle(pilot, table)
        assert len(table.session.actions) == actions_before


async def test_quit_mid_deal_and_resume(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        for _ in range(3):
            row = table.query_one("#hand", ChoiceRow)
            legal = table.session.view().legal_actions
            index = next(i for i, ch in enumerate(row.choices) if ch.action in legal)
            await pilot.press(str(index + 1))
            await settle(pilot, table)
        played = list(table.session.actions)
    again = create_app(settings(tmp_path, seed=99), start="klaverjassen")
    async with again.run_test(size=(80, 24)) as pilot:
        table = again.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        assert table.session.actions[:len(played)] == played
        assert table.session.seed == 5
        log = log_text(table)
        assert "Resumed your saved game." in log


async def test_bad_save_is_set_aside(tmp_path: Path) -> None:
    save = tmp_path / "saves" / "klaverjassen.json"
    save.parent.mkdir(parents=True)
    save.write_text("{not json", encoding="utf-8")
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert (tmp_path / "saves" / "klaverjassen.unreadable.json").exists()
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        log = log_text(table)
        assert "could not be read and was set aside" in log


async def test_review_after_a_deal(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path, review=True), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        for _ in range(40):
            await settle(pilot, table)
            if isinstance(app.screen, ReviewScreen):
                break
            view = table.session.view()
            if view.deal_no > 1:
                for _ in range(200):
                    await pilot.pause()
                    if isinstance(app.screen, ReviewScreen):
                        break
                break
            row = table.query_one("#hand", ChoiceRow)
            index = next(i for i, ch in enumerate(row.choices) if ch.action in view.legal_actions)
            await pilot.press(str(index + 1))
        assert isinstance(app.screen, ReviewScreen)
        # The review comes between the deals: nothing of the next deal was played under it.
        view = table.session.view()
        assert view.deal_no == 2 and len(view.hand) == 8 and view.phase is Phase.CALL
        assert table.session.actions == table.session.actions[:table.review_start]
        assert "play goes on once you have read the review" in str(
            table.query_one("#prompt").render())
        waited = len(table.session.actions)
        for _ in range(20):
            await pilot.pause()
        assert len(table.session.actions) == waited
        await pilot.press("escape")
        assert isinstance(app.screen, KlaverjasTable)
        await settle(pilot, table)
        assert not table.reviewing
        assert len(table.session.actions) > waited or table.session.human_to_move()



async def answer(pilot: Any, text: str) -> None:
    from textual.widgets import Input

    box = pilot.app.screen.query_one("#answer", Input)
    box.value = text
    box.focus()
    await pilot.press("enter")


async def test_finish_a_lesson(tmp_path: Path) -> None:
    from tutor.teach.progress import ProgressStore
    from tutor.tui.teach import LessonScreen

    app = create_app(settings(tmp_path), lesson="kj-cards")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        for _ in range(200):
            step = screen.runner.current
            if step is None:
                break
            if step.interactive:
                await answer(pilot, "surely wrong")
                assert not screen.runner.can_advance
                await answer(pilot, step.solution())
            await pilot.press("ctrl+n")
        assert screen.runner.done
        summary = screen.runner.summary()
        assert summary.solved == summary.exercises > 0
    with ProgressStore.open(tmp_path) as store:
        saved = store.lesson("kj-cards")
        assert saved is not None and saved.done


async def test_lesson_resumes_where_it_stopped(tmp_path: Path) -> None:
    from tutor.tui.teach import LessonScreen

    app = create_app(settings(tmp_path), lesson="kj-rotterdam")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        await pilot.press("ctrl+n")
        step = screen.runner.current
        assert step is not None and step.interactive
        await answer(pilot, step.solution())
        await pilot.press("ctrl+n")
        index = screen.runner.index
    again = create_app(settings(tmp_path), lesson="kj-rotterdam")
    async with again.run_test(size=(80, 24)):
        screen = again.screen
        assert isinstance(screen, LessonScreen)
        assert screen.runner.index == index


async def test_solve_and_fail_puzzles(tmp_path: Path) -> None:
    from tutor.teach.progress import ProgressStore
    from tutor.tui.teach import PuzzleScreen, StepView

    app = create_app(settings(tmp_path), puzzles=True)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        assert isinstance(screen, PuzzleScreen)
        assert screen.runner is not None
        first = screen.runner.puzzle
        # A puzzle with several accepted answers shows them joined by "or": give the first.
        await answer(pilot, first.step.solution().split(" or ")[0])
        shown = str(screen.query_one(StepView).query_one("#feedback").render())
        assert "Your rating: 1500 →" in shown
        assert shown.count(first.explanation) == 1  # once, not again after the rating
        await pilot.press("ctrl+n")
        assert screen.runner is not None
        second = screen.runner.puzzle
        assert second.id != first.id
        await answer(pilot, wrong_answer(second))
        await pilot.press("ctrl+r")
        shown = str(screen.query_one(StepView).query_one("#feedback").render())
        assert "The answer:" in shown
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        from textual.widgets import Sparkline

        spark = app.screen.query_one("#history", Sparkline)
        assert len(list(spark.data or [])) == 2 and spark.display
    with ProgressStore.open(tmp_path) as store:
        attempts = store.attempts()
        assert [a.correct for a in attempts][:1] == [True]
        assert any(a.puzzle_id == second.id and not a.correct for a in attempts)
        assert any(r.puzzle_id == second.id for r in store.reviews())


def wrong_answer(puzzle: Any) -> str:
    """A readable answer the judge must refuse: the solution with a card changed or added."""
    solution = puzzle.step.solution()
    if puzzle.kind == "score":
        import re

        return re.sub(r"\d+", lambda m: str(int(m.group()) + 1), solution)
    table = puzzle.step.table
    seat = table.seat(table.viewer)
    extra = next(str(c) for c in seat.cards if str(c) not in solution.replace(" or ", " ").split())
    return f"{solution} {extra}" if puzzle.kind == "legal" else extra


async def test_play_a_whole_gin_hand(tmp_path: Path) -> None:
    from tutor.games.gin.engine import Phase as GinPhase
    from tutor.tui.games.gin import GinTable

    app = create_app(settings(tmp_path, gin_level="random", gin_advisor="sampler"),
                     start="gin-rummy")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, GinTable)
        for _ in range(300):
            await settle(pilot, table)  # type: ignore[arg-type]
            view = table.session.view()
            if view.hand_no > 1 or table.session.state.is_terminal():
                break
            if view.phase is GinPhase.DRAW:
                await pilot.press("s")
            else:
                row = table.query_one("#hand", ChoiceRow)
                if view.phase is GinPhase.DISCARD:
                    # The last card shown is the worst deadwood: throw it (or the one before,
                    # when the last was just taken from the pile).
                    for index in (len(row.choices) - 1, len(row.choices) - 2):
                        row.cursor = index
                        await pilot.press("enter")
                        if len(table.session.view().hand) < len(view.hand):
                            break
                else:
                    await pilot.press("1")
        assert table.session.view().hand_no > 1 or table.session.state.is_terminal()
        log = " ".join(str(line.text) for line in table.query_one("#log", RichLog).lines)
        assert "Hand 1" in log


async def test_gin_keys_zero_and_minus_discard_the_tenth_and_eleventh_cards(
        tmp_path: Path) -> None:
    from tutor.games.gin.engine import Phase as GinPhase
    from tutor.tui.games.gin import GinTable

    app = create_app(settings(tmp_path, gin_level="random", gin_advisor="sampler"),
                     start="gin-rummy")
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.screen
        assert isinstance(table, GinTable)
        row = table.query_one("#hand", ChoiceRow)
        for key, index in (("minus", 10), ("0", 9)):
            for _ in range(20):
                await settle(pilot, table)  # type: ignore[arg-type]
                phase = table.session.view().phase
                if phase is GinPhase.DISCARD:
                    break
                await pilot.press("s" if phase is GinPhase.DRAW else "1")
            view = table.session.view()
            assert view.phase is GinPhase.DISCARD and len(row.choices) == 11
            card = row.choices[index].card
            assert card is not None and card in view.hand
            # The key is shown under the card, once.
            assert row.render().plain.splitlines()[-1].split().count(PICK_KEYS[index]) == 1
            await pilot.press(key)
            await settle(pilot, table)  # type: ignore[arg-type]
            assert card not in table.session.view().hand


async def test_match_chart_after_two_deals(tmp_path: Path) -> None:
    import random

    from textual.widgets import Sparkline

    from tutor.play.session import PlaySession, save_path

    session = PlaySession("klaverjassen", seed=5, human=2, level="beginner", advisor="beginner")
    rng = random.Random(1)
    while session.view().deal_no < 3:
        state = session.state
        action = rng.choice(list(state.legal_actions()))
        session.actions.append(state.format_action(action))
        state.apply(action)
    session.save(save_path(tmp_path, "klaverjassen"))
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        chart = table.query_one("#chart-line", Sparkline)
        results = table.session.view().results
        assert len(results) >= 2 and chart.display
        assert list(chart.data or [])[:2] == [
            results[0].score[0] - results[0].score[1],
            sum(r.score[0] - r.score[1] for r in results[:2])]


async def test_settings_are_saved_and_used(tmp_path: Path) -> None:
    from textual.widgets import Select, Switch

    from tutor.tui.settings import SettingsScreen, load_preferences

    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#klaverjassen-play", Select).value = "amsterdam"
        screen.query_one("#hints", Switch).value = False
        await pilot.pause()
        await pilot.press("escape")
    prefs, note = load_preferences(tmp_path)
    assert note == "" and prefs.rules["klaverjassen"]["play"] == "amsterdam"
    assert prefs.hints is False
    again = create_app(settings(tmp_path), start="klaverjassen")
    async with again.run_test(size=(80, 24)) as pilot:
        table = again.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        assert table.session.rules.play.value == "amsterdam"
        assert table.session.hints is False


async def test_settings_screen_says_what_the_command_line_chose(tmp_path: Path) -> None:
    from textual.widgets import Select, Static, Switch

    from tutor.tui.settings import SettingsScreen

    (tmp_path / "settings.json").write_text('{"level": "beginner"}', encoding="utf-8")
    app = create_app(settings(tmp_path, level="expert", use_preferences=False))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        said = str(screen.query_one("#settings-command-line", Static).render())
        assert "Klaverjassen bots expert" in said and "hints on" in said
        # The saved choice is shown, and kept.
        assert screen.query_one("#klaverjassen-level", Select).value == "beginner"
        assert app.level_for("klaverjassen") == "expert"
        screen.query_one("#practice", Switch).value = False
        await pilot.pause()
        assert app.level_for("klaverjassen") == "beginner"
        await pilot.press("escape")
        await pilot.press("s")
        assert not app.screen.query("#settings-command-line")
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    plain = create_app(settings(fresh))
    async with plain.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert not plain.screen.query("#settings-command-line")
    # Looking at the settings changes nothing.
    assert not (fresh / "settings.json").exists()


async def test_bad_settings_file_is_reported(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("[1, 2", encoding="utf-8")
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        status = str(app.screen.query_one("#status").render())
        assert "could not be read and the defaults are used" in " ".join(status.split())


async def test_bad_rules_option_is_reported_after_start(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"hints": False, "kj_rules": {"play": "nowhere"}}), encoding="utf-8")
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        status = str(app.screen.query_one("#status").render())
        assert "could not be read and the defaults are used" in " ".join(status.split())
        assert app.settings.hints is True  # the command line's choice, not the bad file's


def test_start_up_leaves_engines_and_markdown_unloaded() -> None:
    import subprocess
    import sys

    code = ("import sys, tutor.tui.app; "
            "print(sorted(m for m in sys.modules if m.startswith(('tutor.games', 'tutor.bots', "
            "'tutor.play', 'markdown_it', 'pygments', 'tutor.tui.games.klaverjas', "
            "'tutor.tui.games.gin', 'tutor.tui.teach'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def home_highlight(app: Any, game: str) -> None:
    from textual.widgets import OptionList

    from tutor.registry import GAME_IDS

    app.screen.query_one("#games", OptionList).highlighted = list(GAME_IDS).index(game)


async def test_home_follows_the_game_chosen(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets import Button

    import tutor.tui.app as app_module

    # Lesson folders for Klaverjassen only, so that Gin Rummy has none.
    root = tmp_path / "root"
    (root / "lessons" / "klaverjassen").mkdir(parents=True)
    (root / "lessons" / "klaverjassen" / "01.md").write_text("", encoding="utf-8")
    monkeypatch.setattr(app_module, "ROOT", root)
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        status = app.screen.query_one("#status")
        assert str(status.render()).startswith("Lessons done: 0 of 1")
        assert app.screen.query_one("#puzzles", Button).disabled
        home_highlight(app, "gin-rummy")
        await pilot.pause()
        text = " ".join(str(status.render()).split())
        assert "Gin Rummy has no lessons or puzzles yet" in text
        assert app.screen.query_one("#lessons", Button).disabled
        await pilot.press("l")
        await pilot.press("z")
        assert isinstance(app.screen, HomeScreen)


@pytest.mark.parametrize("game", ["klaverjassen", "gin-rummy", "bezique", "rubicon"])
async def test_lessons_and_puzzles_open_for_the_game_chosen(tmp_path: Path, game: str) -> None:
    from textual.widgets import OptionList

    from tutor.tui.app import has_puzzles, lesson_count
    from tutor.tui.teach import LessonListScreen, LessonScreen, PuzzleScreen

    if not lesson_count(game) and not has_puzzles(game):
        pytest.skip(f"{game} has no lessons or puzzles yet")
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        home_highlight(app, game)
        await pilot.pause()
        if lesson_count(game):
            await pilot.press("l")
            assert isinstance(app.screen, LessonListScreen) and app.screen.game == game
            app.screen.query_one(OptionList).highlighted = 0
            await pilot.press("enter")
            # A variant lists the lessons of the game it builds on first (Rubicon: Bezique's).
            taught = (*get_plugin(game).lessons_from, game)
            assert isinstance(app.screen, LessonScreen) and app.screen.lesson.game in taught
            await pilot.press("escape", "escape")
        if has_puzzles(game):
            await pilot.press("z")
            screen = app.screen
            assert isinstance(screen, PuzzleScreen) and screen.game == game
            assert screen.runner is not None
            await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)


async def test_card_style_changes_the_table_and_persists(tmp_path: Path) -> None:
    from textual.widgets import Select

    from tutor.tui.settings import SettingsScreen, load_preferences

    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        drawn = str(table.query_one("#hand", ChoiceRow).render())
        assert "┌" in drawn and any(s in drawn for s in "♠♥♦♣")
        assert table.query_one("#hand").size.height == 4
        await pilot.press("escape", "s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#cards", Select).value = "compact"
        screen.query_one("#suits", Select).value = "letters"
        await pilot.pause()
        await pilot.press("escape", "p")
        # A setting changed puts the saved settings in use, whose bots differ from this run's:
        # the saved match is resumed on the learner's word.
        from tutor.tui.table_base import ResumeOrNewScreen

        assert isinstance(app.screen, ResumeOrNewScreen)
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        await pilot.pause()
        row = table.query_one("#hand", ChoiceRow)
        compact = str(row.render())
        assert "┌" not in compact and "\n" not in compact
        assert not any(s in compact for s in "♠♥♦♣")
        names = {f"{c.suit.letter}{c.rank.symbol}" for c in table.session.view().hand}
        assert all(n in compact for n in names)
        assert row.size.height == 1
        assert not any(s in log_text(table) for s in "♠♥♦♣")
    prefs, note = load_preferences(tmp_path)
    assert note == "" and (prefs.cards, prefs.suits) == ("compact", "letters")
    again = create_app(settings(tmp_path), start="klaverjassen")
    async with again.run_test(size=(80, 24)) as pilot:
        table = again.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        assert table.query_one("#hand", ChoiceRow).size.height == 1


async def test_gin_match_chart(tmp_path: Path) -> None:
    from tui_helpers import save_gin_match

    from tutor.tui.games.gin import GinTable
    from tutor.tui.widgets import MatchChart

    app = create_app(settings(tmp_path, gin_level="baseline", gin_advisor="baseline"),
                     start="gin-rummy")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, GinTable)
        assert not table.query_one("#chart", MatchChart).display  # nothing scored yet
    save_gin_match(tmp_path, 5)
    app = create_app(settings(tmp_path, gin_level="baseline", gin_advisor="baseline"),
                     start="gin-rummy")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, GinTable)
        await settle(pilot, table)  # type: ignore[arg-type]
        chart = table.query_one("#chart", MatchChart)
        results = table.session.view().results
        assert len(results) >= 5 and chart.display
        you = [sum(r.score[1] for r in results[:i + 1]) for i in range(len(results))]
        bot = [sum(r.score[0] for r in results[:i + 1]) for i in range(len(results))]
        assert chart.totals == list(zip(you, bot, strict=True)) and chart.target == 150
        drawn = str(chart.render())
        assert "150" in drawn and f"you {you[-1]}" in drawn and "█" in drawn


async def test_colours_setting_switches_the_theme_and_persists(tmp_path: Path) -> None:
    from textual.widgets import Select

    from tutor.tui.colours import tone
    from tutor.tui.settings import SettingsScreen, load_preferences

    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 40)) as pilot:
        assert app.theme == "textual-dark"
        dark_warning = tone(app, "warning")
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#colours", Select).value = "light"
        await pilot.pause()
        assert app.theme == "textual-light"
        assert tone(app, "warning") != dark_warning
    assert load_preferences(tmp_path)[0].colours == "light"
    again = create_app(settings(tmp_path))
    async with again.run_test(size=(80, 24)):
        assert again.theme == "textual-light"


def test_auto_colours_follow_the_terminal() -> None:
    from tutor.tui.colours import theme_for

    assert theme_for("auto", {"COLORFGBG": "0;15"}) == "textual-light"
    assert theme_for("auto", {"COLORFGBG": "15;default;0"}) == "textual-dark"
    assert theme_for("auto", {}) is None
    assert theme_for("light", {"COLORFGBG": "15;0"}) == "textual-light"


@pytest.mark.parametrize("suits", ["symbols", "letters"])
async def test_cards_in_the_facts_are_drawn_as_cards(tmp_path: Path, suits: str) -> None:
    from textual.widgets import Static

    from tutor.tui.cards import RED
    from tutor.tui.teach import PuzzleScreen

    (tmp_path / "settings.json").write_text(json.dumps({"suits": suits}), encoding="utf-8")
    app = create_app(settings(tmp_path), puzzles=True, game="gin-rummy", theme="rules-option")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PuzzleScreen) and screen.runner is not None
        assert screen.runner.puzzle.id == "gin-score-04"
        text = screen.query_one("#table", Static).content
        assert isinstance(text, Text)
        # The pile is a zone of the board, drawn card by card (the top card named again).
        pile = next(line for line in text.split() if line.plain.startswith("Discard pile:"))
        red = [pile.plain[s.start:s.end] for s in pile.spans if s.style == RED]
        black = [pile.plain[s.start:s.end] for s in pile.spans if s.style == "bold"]
        if suits == "letters":
            assert red == ["d4", "h7", "h7"] and black == ["c9"]
        else:
            assert red == ["♦4", "♥7", "♥7"] and black == ["♣9"]
        assert "(top card" in pile.plain


async def test_a_save_that_fails_does_not_stop_the_game(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path), start="klaverjassen")
    async with app.run_test(size=(80, 24)) as pilot:
        table = app.screen
        assert isinstance(table, KlaverjasTable)
        await settle(pilot, table)
        (tmp_path / "blocker").write_text("a file where a folder should be", encoding="utf-8")
        table.save_to = tmp_path / "blocker" / "klaverjassen.json"
        table.autosave()
        table.autosave()
        await pilot.pause()
        log = log_text(table)
        assert log.count("could not be saved") == 1 and table.save_failed
        await pilot.press("1", "2", "3", "4", "5", "6", "7", "8")  # play goes on
        await settle(pilot, table)
        assert table.session.actions


async def test_a_number_of_players_is_chosen_and_used(tmp_path: Path) -> None:
    from textual.widgets import Select

    from tutor.tui.settings import SettingsScreen, load_preferences

    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        screen.query_one("#casino-players", Select).value = "3"
        await pilot.pause()
        await pilot.press("escape")
    prefs, note = load_preferences(tmp_path)
    assert note == "" and prefs.rules["casino"]["players"] == 3
    again = create_app(settings(tmp_path, casino="random"), start="casino")
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table: Any = again.screen
        assert table.session.state.players == 3 and table.board().players == 3
