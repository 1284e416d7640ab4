"""The app in Dutch and English: chosen in the settings (switching at once, saved), by the command
line for one run, or by the system's locale."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Button, Select

from tutor.i18n import language
from tutor.tui.app import HomeScreen, RulesScreen, Settings, create_app
from tutor.tui.prefs import load_preferences
from tutor.tui.settings import SettingsScreen
from tutor.tui.speak import switch_language


def settings(tmp_path: Path, **kw: object) -> Settings:
    return Settings(data_dir=tmp_path, bot_delay=0.0, review=False, seed=5,
                    **kw)  # type: ignore[arg-type]


def footer_words(app: object) -> list[str]:
    screen = app.screen  # type: ignore[attr-defined]
    return [b.description for _, b in screen._bindings if b.show and b.description]


def buttons(screen: object) -> list[str]:
    return [str(b.label) for b in screen.query(Button)]  # type: ignore[attr-defined]


async def test_switching_to_dutch_in_the_settings_changes_the_screens(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 40)) as pilot:
        home = app.screen
        assert isinstance(home, HomeScreen)
        assert "Play" in buttons(home) and language() == "en"
        await pilot.press("s")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        assert "Home" in footer_words(app)
        screen.query_one("#language", Select).value = "nl"
        for _ in range(5):
            await pilot.pause()
        assert language() == "nl"
        assert "Home" not in footer_words(app) and footer_words(app)
        # The settings screen was drawn again in Dutch, and still shows the choice.
        assert app.screen.query_one("#language", Select).value == "nl"
        await pilot.press("escape")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Play" not in buttons(app.screen) and buttons(app.screen)
        assert app.title == "tutor"
        assert "Quit" not in footer_words(app)
    prefs, note = load_preferences(tmp_path)
    assert note == "" and prefs.language == "nl"
    # The next run starts in Dutch; switching back is saved too.
    again = create_app(settings(tmp_path))
    async with again.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert language() == "nl"
        await pilot.press("s")
        again.screen.query_one("#language", Select).value = "en"
        for _ in range(5):
            await pilot.pause()
        assert language() == "en" and "Home" in footer_words(again)
    assert load_preferences(tmp_path)[0].language == "en"


async def test_the_command_line_chooses_for_one_run(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert language() == "nl"
        assert "Play" not in buttons(app.screen)
    assert load_preferences(tmp_path)[0].language == "en"


@pytest.mark.parametrize(("lang", "expected"), [("nl_NL.UTF-8", "nl"), ("en_GB.UTF-8", "en")])
async def test_without_a_choice_the_system_decides(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   lang: str, expected: str) -> None:
    monkeypatch.setenv("LANG", lang)
    app = create_app(settings(tmp_path))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert language() == expected


async def test_the_rules_screen_shows_the_dutch_card(tmp_path: Path) -> None:
    from textual.widgets import Markdown

    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.push_screen(RulesScreen("klaverjassen"))
        for _ in range(5):
            await pilot.pause()
        text = app.screen.query_one(Markdown).source
        assert text.startswith("# Klaverjassen") and "troef" in text.lower()
        assert "The rules as the engine implements them" not in text


async def test_the_command_palette_speaks_the_language_chosen(tmp_path: Path) -> None:
    from textual.command import CommandInput, CommandPalette

    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        palette_keys = [b.description for _, b in app._bindings if b.action == "command_palette"]
        assert palette_keys == ["palet"]
        await pilot.press("ctrl+p")
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(CommandInput).placeholder == "Zoek een opdracht…"
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Thema" in titles and "Stoppen" in titles and "Theme" not in titles
        await pilot.press("escape")
        await pilot.pause()
        app.search_themes()
        await pilot.pause()
        assert app.screen.query_one(CommandInput).placeholder == "Zoek een thema…"
        await pilot.press("escape")
        await pilot.pause()
        # Textual's own notices: Ctrl+C (which does not quit) and a screenshot saved.
        app.action_help_quit()
        app.notify("Saved screenshot to [$text-success]'/tmp/x.svg'", title="Screenshot")
        await pilot.pause()
        notices = [(n.title, n.message) for n in app._notifications]
        assert ("Wil je stoppen?", "Druk op [b]q[/b] om de trainer te sluiten") in notices
        assert ("Schermafdruk", "Schermafdruk bewaard als [$text-success]'/tmp/x.svg'") \
            in notices
        # Switched back to English at run time, the palette key is Textual's own word again.
        switch_language(app, "en")
        palette_keys = [b.description for _, b in app._bindings if b.action == "command_palette"]
        assert palette_keys == ["palette"]


async def test_a_dutch_lesson_asks_and_shows_the_count_in_dutch(tmp_path: Path) -> None:
    """A score step's labels are Dutch words to a Dutch reader, and typed in Dutch they count."""
    from textual.widgets import Input, Static

    from tutor.tui.teach import LessonScreen

    app = create_app(settings(tmp_path, language="nl"), lesson="kj-points")
    async with app.run_test(size=(100, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        while (step := screen.runner.current) is not None and step.kind != "score":
            if step.interactive:
                screen.runner.submit(step.solution())
            screen.runner.advance()
        screen.show()
        await pilot.press("ctrl+r")
        await pilot.pause()
        shown = str(screen.query_one("#feedback", Static).render())
        assert "Het antwoord: punten " in shown and "points" not in shown
        box = screen.query_one("#answer", Input)
        box.value = "blah 3"
        box.focus()
        await pilot.press("enter")
        await pilot.pause()
        shown = str(screen.query_one("#feedback", Static).render())
        assert "geef punten" in shown and "points" not in shown


def test_every_game_has_each_sentence_that_names_its_rounds() -> None:
    from tutor import cli_text
    from tutor.registry import plugins
    from tutor.tui import text as TT

    forms = (TT.TABLE_TRACK, TT.TABLE_LEAD, TT.TABLE_REVIEW_TITLE, TT.TABLE_REVIEW_NONE,
             TT.TABLE_REVIEW_DUPLICATE, TT.TABLE_REVIEW_BOTS, TT.HOME_DUPLICATE,
             TT.HOME_DUPLICATE_ALL,
             cli_text.POSITION_ROUND_SCORE)
    for plugin in plugins():
        assert all(plugin.round_kind in f for f in forms), plugin.id


@pytest.mark.parametrize(("kind", "title", "none", "bots"), [
    ("deal", "Nabespreking van spel 3", "in dit spel nam", "Zo beslisten de bots in dit spel:"),
    ("round", "Nabespreking van ronde 3", "in deze ronde nam",
     "Zo beslisten de bots in deze ronde:")])
async def test_the_review_names_the_round_as_dutch_does(tmp_path: Path, kind: str, title: str,
                                                        none: str, bots: str) -> None:
    from textual.widgets import RichLog

    from tutor.tui.table_base import BotNote, ReviewScreen

    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.push_screen(ReviewScreen(3, [], kind, [BotNote(0, "Oost", "♥7", ("Een reden.",))]))
        for _ in range(3):
            await pilot.pause()
        log = app.screen.query_one("#review", RichLog)
        text = " ".join(str(line.text) for line in log.lines)
        assert str(log.border_title).startswith(title)
        assert none in text and bots in text


async def test_the_home_screen_counts_the_rounds_in_dutch(tmp_path: Path) -> None:
    from textual.widgets import OptionList, Static

    from tutor.registry import GAME_IDS
    from tutor.teach.progress import ProgressStore

    with ProgressStore.open(tmp_path) as store:
        for learner in (10, -4, 6):
            store.record_duplicate("casino", learner, 0, "expert")
    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#games", OptionList).highlighted = list(GAME_IDS).index("casino")
        for _ in range(3):
            await pilot.pause()
        status = str(app.screen.query_one("#status", Static).render())
        assert "+4,0 punten per ronde over je laatste 3 rondes" in status  # a decimal comma


async def test_levels_and_themes_are_named_in_dutch(tmp_path: Path) -> None:
    from textual.widgets import OptionList, Static

    from tutor.tui.teach import LessonListScreen, PuzzleScreen

    app = create_app(settings(tmp_path, language="nl"), lesson="", game="klaverjassen")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonListScreen)
        listed = app.screen.query_one(OptionList)
        items = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert any(i.endswith("(basis)") for i in items)
        assert not any("(novice)" in i or "(intermediate)" in i for i in items)
    app = create_app(settings(tmp_path, language="nl"), puzzles=True, game="bezique")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PuzzleScreen) and app.screen.runner is not None
        puzzle = app.screen.runner.puzzle
        heading = str(app.screen.query_one("#where", Static).render())
        english = [t for t in puzzle.themes if t not in {"brisques", "stuk", "roem", "gin"}]
        assert english and not any(t in heading for t in english), heading
        assert puzzle.level not in heading and "je rating" in heading


def test_every_puzzle_theme_and_level_has_a_name() -> None:
    from tutor.plugin import load_attr
    from tutor.registry import GAME_IDS, get_plugin
    from tutor.teach import text as TT
    from tutor.teach.lesson import LEVELS
    from tutor.tui.teach import puzzles_for

    assert set(TT.LEVEL_NAMES) == set(LEVELS)
    for game in GAME_IDS:
        themes = {t for p in puzzles_for(game) for t in p.themes}
        path = get_plugin(game).theme_names
        named = set(load_attr(path)) if path else set()
        assert themes <= named, (game, sorted(themes - named))


async def test_the_keys_panel_lists_textuals_own_keys_in_dutch(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path, language="nl"))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        words = {a.binding.description for a in app.screen.active_bindings.values()}
        tips = {a.binding.tooltip for a in app.screen.active_bindings.values()}
        # The game list has the focus: its keys are Textual's, as is Ctrl+Q's tooltip.
        assert {"Omhoog", "Omlaag", "Kiezen", "Volgende onderdeel"} <= words
        assert not words & {"Up", "Down", "Select", "Focus Next", "Page Up"}
        assert "Sluit de trainer en ga terug naar de opdrachtregel." in tips
        app.action_show_help_panel()
        await pilot.pause()
        assert footer_words(app)


def test_every_key_of_textuals_widgets_the_app_uses_is_translated() -> None:
    """A Textual release that adds a key to a widget the app shows fails here until the
    catalog has its words."""
    from textual import widgets as w
    from textual.app import App
    from textual.containers import VerticalScroll
    from textual.screen import ModalScreen, Screen
    from textual.widgets._select import SelectOverlay

    from tutor.i18n import _, set_language

    set_language("nl")
    used = (App, Screen, ModalScreen, w.OptionList, w.Input, w.Select, SelectOverlay, w.Switch,
            w.Button, w.Markdown, w.RichLog, VerticalScroll, w.Sparkline, w.Footer)
    words = {text for cls in used for bindings in cls._merged_bindings.key_to_bindings.values()
             for b in bindings for text in (b.description, b.tooltip) if text}
    assert [t for t in sorted(words) if _(t) == t] == []


async def test_the_table_frames_its_log_in_dutch(tmp_path: Path) -> None:
    app = create_app(settings(tmp_path, language="nl", levels={"casino": "beginner"},
                              advisors={"casino": "beginner"}), start="casino")
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#log").border_title == "Verloop"


def test_a_bezique_pile_opens_its_line_with_a_capital() -> None:
    from tutor.games.bezique.table import board
    from tutor.i18n import set_language
    from tutor.registry import get_plugin
    from tutor.zones import Kind

    set_language("nl")
    spec = get_plugin("bezique").spec
    state = spec.new_game(spec.rules_from_dict({}), 3)
    titles = [z.title for z in board(state.view(1)).zones if z.kind is Kind.CAPTURED]
    assert titles == ["De slagen van Speler 1", "De slagen van Speler 2"]
