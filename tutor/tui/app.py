"""The app and its factory. ``create_app`` builds it for ``tutor`` and for tests alike."""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping
from contextlib import suppress
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.command import CommandPalette
from textual.containers import Horizontal, VerticalScroll
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, OptionList, Sparkline, Static
from textual.widgets.option_list import Option

from ..i18n import _, cards_for_reader, detect_language, language
from ..registry import (
    GAME_IDS,
    GAMES,
    ROOT,
    game_name,
    get_plugin,
    implemented,
    rule_card_for_reader,
)
from ..teach.progress import ProgressStore, StoreError, summarize
from ..teach.translations import translation_of
from . import text as T
from .cards import CardStyle
from .colours import theme_for, tone
from .prefs import Preferences, check_preferences, load_preferences, save_preferences
from .speak import Speaks, switch_language, translate_bindings

if TYPE_CHECKING:
    from .table_base import TableScreen

# Only what the home screen needs is imported at start-up: the engines, bots, tables, the
# Markdown renderer (with pygments) and the other screens load when first opened.


@dataclass(frozen=True)
class Settings:
    """What the app starts with; tests set a data folder, no bot delay and fast bots."""

    data_dir: Path
    #: The bots' level per game id (a game not named: the saved settings, else its default).
    levels: Mapping[str, str] = field(default_factory=dict)
    hints: bool = True
    practice: bool = True
    bot_delay: float = 0.35
    review: bool = True
    #: The hint and review bot per game id (a game not named: its plugin's advisor).
    advisors: Mapping[str, str] = field(default_factory=dict)
    seed: int | None = None
    #: Take hints, practice and bot levels from the saved settings (off when the command line
    #: chose them).
    use_preferences: bool = True
    #: The language the command line chose for this run (``None``: the saved or the system's).
    language: str | None = None


class RulesScreen(Speaks, Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", T.KEY_BACK.msgid)]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        from textual.widgets import Markdown

        yield Header()
        with VerticalScroll():
            yield Markdown(cards_for_reader(rule_card_for_reader(self.game).read_text(
                encoding="utf-8")))
        yield Footer()

    def retranslate(self) -> None:
        self.refresh(recompose=True)


class HomeScreen(Speaks, Screen[None]):
    BINDINGS = [
        Binding("p", "play", T.KEY_PLAY.msgid),
        Binding("l", "lessons", T.KEY_LESSONS.msgid),
        Binding("z", "puzzles", T.KEY_PUZZLES.msgid),
        Binding("r", "rules", T.KEY_RULES.msgid),
        Binding("s", "settings", T.KEY_SETTINGS.msgid),
        Binding("q", "app.quit", T.KEY_QUIT.msgid),
    ]
    DEFAULT_CSS = """
    #intro { padding: 1 2; }
    #games { height: auto; max-height: 12; margin: 0 2; }
    #buttons { height: auto; padding: 1 2; }
    #buttons Button { margin-right: 1; min-width: 10; width: auto; }
    #status { padding: 0 2; color: $text-muted; }
    #history { height: 2; margin: 0 2; }
    """

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(Text(str(T.HOME_INTRO)), id="intro")
        have = set(implemented())
        options = []
        for entry in GAMES:
            playable = entry.id in have
            if not playable:
                label = T.HOME_PLANNED.format(name=entry.name)
            elif get_plugin(entry.id).table is None:
                label = T.HOME_NO_TABLE.format(name=entry.name)
            else:
                label = T.HOME_GAME.format(name=entry.name)
            options.append(Option(label, id=entry.id, disabled=not playable))
        yield OptionList(*options, id="games")
        yield Static(id="status")
        yield Sparkline([], id="history")
        with Horizontal(id="buttons"):
            yield Button(str(T.HOME_PLAY), id="play", variant="primary")
            yield Button(str(T.HOME_LESSONS), id="lessons")
            yield Button(str(T.HOME_PUZZLES), id="puzzles")
            yield Button(str(T.HOME_RULES), id="rules")
            yield Button(str(T.HOME_SETTINGS), id="settings")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()
        self.show_status()

    def retranslate(self) -> None:
        self.refresh(recompose=True)
        self.call_after_refresh(self.on_mount)

    def on_screen_resume(self) -> None:
        self.show_status()

    def show_status(self) -> None:
        """Progress in the game highlighted: lessons, puzzles, the rating history."""
        app = self.app
        assert isinstance(app, TutorApp)
        store = app.store
        game = self.game
        # Count lesson files and finished lessons without reading (and checking) the lessons.
        total = lesson_count(game)
        parts = []
        if total:
            done = sum(1 for p in (store.lessons(game) if store is not None else []) if p.done)
            parts.append(T.HOME_LESSONS_DONE.format(done=done, total=total))
        puzzles = has_puzzles(game)
        if puzzles:
            rating = store.rating(game).rating if store is not None else 1500.0
            due = len(store.due(game)) if store is not None else 0
            parts.append(T.HOME_PUZZLES_STATUS.format(rating=rating, due=due))
        if parts:
            line = T.HOME_STATUS_JOIN.join(parts)
            status = Text(line[:1].upper() + line[1:])
        else:
            status = Text(T.HOME_NO_TEACHING.format(name=game_name(game)))
        played = summarize([d.difference for d in store.duplicates(game)]) \
            if store is not None else None
        if played is not None:
            kind = get_plugin(game).round_kind
            if played.recent < played.rounds:
                figure = T.HOME_DUPLICATE[kind].format(n=played.rounds, mean=played.mean,
                                                       recent=played.recent,
                                                       recent_mean=played.recent_mean)
            else:
                figure = T.HOME_DUPLICATE_ALL[kind].format(played.rounds, mean=played.mean)
            status.append("\n" + figure)
        notices = list(store.notices) if store is not None else []
        if app.preferences_note:
            notices.append(app.preferences_note)
        for notice in notices:
            status.append("\n" + T.HOME_NOTICE.format(notice=notice),
                          style=tone(app, "warning"))
        self.query_one("#status", Static).update(status)
        self.query_one("#lessons", Button).disabled = not total
        self.query_one("#puzzles", Button).disabled = not puzzles
        history = store.rating_history(game, partial(_puzzle_start, game)) \
            if store is not None and puzzles else []
        spark = self.query_one("#history", Sparkline)
        spark.data = history
        spark.display = len(history) >= 2
        spark.tooltip = str(T.HOME_HISTORY)

    @property
    def game(self) -> str:
        ol = self.query_one("#games", OptionList)
        opt = ol.get_option_at_index(ol.highlighted or 0)
        return opt.id or GAMES[0].id

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_status()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        actions = {"play": self.action_play, "lessons": self.action_lessons,
                   "puzzles": self.action_puzzles, "rules": self.action_rules,
                   "settings": self.action_settings}
        if event.button.id in actions:
            actions[event.button.id]()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_play()

    def action_play(self) -> None:
        app = self.app
        assert isinstance(app, TutorApp)
        app.open_game(self.game)

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.game))

    def action_settings(self) -> None:
        from ..registry import plugins
        from .settings import SettingsScreen

        app = self.app
        assert isinstance(app, TutorApp)
        s = app.settings
        bots = T.SETTINGS_COMMAND_LINE_JOIN.join(
            T.SETTINGS_COMMAND_LINE_BOTS.format(label=p.level_label, level=app.level_for(p.id))
            for p in plugins())
        chosen = "" if not app.command_line_chose else T.SETTINGS_COMMAND_LINE.format(
            bots=bots, hints=T.ON_OFF[s.hints], practice=T.ON_OFF[s.practice])
        app.push_screen(SettingsScreen(app.preferences, chosen))

    def action_lessons(self) -> None:
        from .teach import LessonListScreen

        app = self.app
        assert isinstance(app, TutorApp)
        if not lesson_count(self.game):
            self.notify(T.HOME_NO_LESSONS.format(name=game_name(self.game)))
            return
        app.push_screen(LessonListScreen(self.game, app.store))

    def action_puzzles(self) -> None:
        from .teach import PuzzleScreen

        app = self.app
        assert isinstance(app, TutorApp)
        if not has_puzzles(self.game):
            self.notify(T.HOME_NO_PUZZLES.format(name=game_name(self.game)))
            return
        app.push_screen(PuzzleScreen(self.game, app.store))


def lesson_count(game: str) -> int:
    """How many lesson files teach a game (``lessons/<game>/*.md``, and those of the games it
    builds on), without reading them."""
    games = (*get_plugin(game).lessons_from, game) if game in implemented() else (game,)
    return sum(1 for g in games for p in (ROOT / "lessons" / g).glob("*.md")
               if translation_of(p) is None)


def has_puzzles(game: str) -> bool:
    return any((ROOT / "puzzles" / game).glob("*.toml"))


def first_game_with(kind: str) -> str:
    """The first game (in the home screen's order) with files in ``lessons/`` or ``puzzles/``."""
    have = lesson_count if kind == "lessons" else has_puzzles
    return next((g for g in GAME_IDS if have(g)), next(iter(GAME_IDS)))


#: How often a session of ``tutor serve`` looks whether its server is still there (seconds).
SERVER_CHECK_SECONDS = 2.0
#: How often writes to the progress file that failed are tried again (seconds).
PROGRESS_RETRY_SECONDS = 30.0


def served_session() -> bool:
    """This app is a browser tab's session of ``tutor serve`` (Textual's web driver runs it)."""
    return os.environ.get("TEXTUAL_DRIVER", "").startswith("textual.drivers.web_driver")


# Textual's own notices, by their English words (the catalog's ids).
_NOTICES = frozenset(t.msgid for t in (T.SCREENSHOT_TITLE, T.SCREENSHOT_SAVED,
                                         T.SCREENSHOT_FAILED))
_SAVED_TO = re.compile(r"Saved screenshot to \[\$text-success\](.*)", re.S)  # internal


class TutorApp(App[None]):
    TITLE = T.TITLE.msgid
    SUB_TITLE = T.SUBTITLE.msgid

    def __init__(self, settings: Settings, *, start: str | None = None,
                 lesson: str | None = None, puzzles: bool = False,
                 theme: str | None = None, game: str | None = None) -> None:
        super().__init__()
        self.teach_game = game
        self.settings = settings
        self.start = start
        self.start_lesson = lesson
        self.start_puzzles = puzzles
        self.puzzle_theme = theme
        self.store: ProgressStore | None = None
        #: Whether writes to the progress file are failing now (the learner has been told).
        self.progress_blocked = False
        self.preferences = Preferences()
        self.preferences_note = ""
        self.rules_checked = False
        #: Why the app could not start (the data folder cannot be used); it exits at once.
        self.startup_error = ""
        #: What the command line chose, restored when the saved settings turn out unusable.
        self.start_settings = settings
        #: The command line chose bots or hints for this run (until the learner changes a
        #: setting, which puts the saved settings in use).
        self.command_line_chose = not settings.use_preferences
        #: The saved settings choose the bots (else the command line, else each game's default).
        self.saved_in_use = False
        translate_bindings(self)
        self.retitle()

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """Textual's commands in the palette, in the language spoken now."""
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def action_command_palette(self) -> None:
        """The command palette, its search line in the language spoken now."""
        # App is invariant in its result type; is_open only looks at the screens.
        is_open = CommandPalette.is_open(self)  # type: ignore[arg-type]
        if self.use_command_palette and not is_open:
            self.push_screen(CommandPalette(placeholder=str(T.PALETTE_SEARCH),
                                            id="--command-palette"))

    def search_themes(self) -> None:
        """The theme list of the palette, its search line in the language spoken now."""
        from textual.theme import ThemeProvider

        self.push_screen(CommandPalette(providers=[ThemeProvider],
                                        placeholder=str(T.THEME_SEARCH)))

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit: say which key does, in the language spoken now."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(T.HELP_QUIT.format(key=key), title=str(T.HELP_QUIT_TITLE))
                return

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = True) -> None:
        # Textual's own notices (a screenshot saved) come in English: they are catalog ids.
        saved = _SAVED_TO.fullmatch(message)
        if saved is not None:
            message = T.SCREENSHOT_SAVED_TO.format(path=saved.group(1))
        elif message in _NOTICES:
            message = _(message)
        if title in _NOTICES:
            title = _(title)
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    def server_gone(self, server: int) -> None:
        """Quit when the process that started this session is no longer its parent."""
        if os.getppid() != server:
            self.exit()

    def retitle(self) -> None:
        """The title and subtitle in the language spoken now."""
        self.title = str(T.TITLE)
        self.sub_title = str(T.SUBTITLE)

    @property
    def card_style(self) -> CardStyle:
        return self.preferences.card_style

    def set_preferences(self, prefs: Preferences) -> None:
        """Remember the learner's choices: saved at once, used by the next new game."""
        self.preferences = prefs
        save_preferences(self.settings.data_dir, prefs)
        self.command_line_chose = False
        self.apply_preferences()

    def apply_preferences(self) -> None:
        prefs = self.preferences
        self.apply_colours()
        self.settings = replace(self.settings, hints=prefs.hints, practice=prefs.practice,
                                levels={})
        self.saved_in_use = True

    def level_for(self, game: str) -> str:
        """The bots' level a new table of ``game`` gets."""
        plugin = get_plugin(game)
        saved = self.preferences.level(plugin) if self.saved_in_use else None
        return self.settings.levels.get(plugin.id) or saved or plugin.opponent

    def apply_colours(self) -> None:
        """The theme the learner chose; "auto" follows the terminal when it says, else leaves
        the theme alone (so a theme picked from the command palette stays)."""
        theme = theme_for(self.preferences.colours)
        if theme is not None and theme != self.theme:
            self.theme = theme

    def check_rules(self) -> None:
        """Check the saved rules options against the engines (once; they import the engines)."""
        if self.rules_checked:
            return
        self.rules_checked = True
        note = check_preferences(self.settings.data_dir, self.preferences)
        if note:
            # The file's look (checked field by field) stays; its rules and bots do not.
            p = self.preferences
            self.preferences = Preferences(cards=p.cards, suits=p.suits, colours=p.colours)
            self.preferences_note = note
            self.settings = self.start_settings
            self.saved_in_use = False
            if isinstance(self.screen, HomeScreen) and self.screen.is_mounted:
                self.screen.show_status()  # (not yet mounted: its mount shows the note)

    def on_mount(self) -> None:
        try:
            # A damaged progress file is moved aside inside (with a notice); what is left is a
            # data folder the program cannot use at all: say so and stop, non-zero.
            self.store = ProgressStore.open(self.settings.data_dir)
        except StoreError as e:
            self.startup_error = str(e)
            self.exit(return_code=1)
            return
        if served_session():
            # A session of ``tutor serve`` lives as long as its server: once the server is gone
            # (killed, so it could not tell the session to quit), nobody reads this one.
            server = os.getppid()
            self.set_interval(SERVER_CHECK_SECONDS, lambda: self.server_gone(server))
        self.set_interval(PROGRESS_RETRY_SECONDS, self.retry_progress)
        prefs, self.preferences_note = load_preferences(self.settings.data_dir,
                                                        check_rules=False)
        self.preferences = prefs
        # The command line's choice for this run, else the saved one, else the system's.
        lang = self.settings.language or prefs.language or detect_language(os.environ)
        if lang != language():
            switch_language(self, lang)
        if self.settings.use_preferences and (self.settings.data_dir / "settings.json").exists() \
                and not self.preferences_note:
            self.apply_preferences()
        else:
            self.apply_colours()  # the look is the learner's even when the command line chose
        # The engines load for the check: after the first frame, so the home screen is not kept
        # waiting.
        self.call_after_refresh(self.check_rules)
        self.push_screen(HomeScreen())
        if self.start is not None:
            self.open_game(self.start)
        elif self.start_lesson is not None:
            from .teach import LessonListScreen, LessonScreen, lessons_for

            games = [self.teach_game] if self.teach_game else \
                [g for g in GAME_IDS if lesson_count(g)]
            for game in games if self.start_lesson else []:
                found = {x.id: x for x in lessons_for(game)}.get(self.start_lesson)
                if found is not None:
                    self.push_screen(LessonScreen(found, self.store))
                    return
            self.push_screen(LessonListScreen(self.teach_game or first_game_with("lessons"),
                                              self.store))
        elif self.start_puzzles:
            from .teach import PuzzleScreen

            self.push_screen(PuzzleScreen(self.teach_game or first_game_with("puzzles"),
                                          self.store, self.puzzle_theme))

    def on_unmount(self) -> None:
        if self.store is not None:
            self.store.close()

    def progress_not_saved(self, error: StoreError) -> None:
        """A write to the progress file failed: it waits in memory (the store keeps it) and is
        made again shortly; the learner is told once for each spell of failures."""
        if self.progress_blocked:
            return
        self.progress_blocked = True
        self.notify(T.PROGRESS_NOT_SAVED.format(error=error), title=str(T.PROGRESS_TITLE),
                    severity="warning", timeout=10)

    def retry_progress(self) -> None:
        if self.store is None or not self.store.pending:
            return
        if self.store.retry() and self.progress_blocked:
            self.progress_blocked = False
            self.notify(str(T.PROGRESS_SAVED_AGAIN), title=str(T.PROGRESS_TITLE))

    def open_game(self, game: str) -> None:
        from ..errors import NotationError
        from ..play.session import PlaySession, save_path
        from ..plugin import load_attr
        from .table_base import ResumeOrNewScreen, open_table, seen_settings, settings_changes

        self.check_rules()
        s = self.settings
        plugin = get_plugin(game)
        if plugin.table is None:
            self.notify(T.NO_TABLE.format(name=plugin.name), title=str(T.CANNOT_OPEN),
                        severity="error")
            return
        save = save_path(s.data_dir, game)
        seed = s.seed if s.seed is not None else _fresh_seed()
        level = self.level_for(game)
        advisor = s.advisors.get(plugin.id) or plugin.advisor

        rules = self.preferences.rules_for(plugin)
        seeds = [seed]

        def fresh() -> PlaySession:
            # Each new match at this table gets a seed of its own (the next one when the
            # settings fix the first, so a test's matches are the same every run).
            this = seeds[0]
            seeds[0] = this + 1 if s.seed is not None else _fresh_seed()
            return PlaySession(game, seed=this, human=plugin.human_seat, level=level,
                               hints=s.hints, practice=s.practice, advisor=advisor, rules=rules)

        try:
            session, note = open_table(fresh, save, game=plugin.id)
            changes = settings_changes(session, level, rules)
            if changes and not session.actions:  # nothing played yet: nothing to ask
                session, changes, note = fresh(), [], ""
        except NotationError as e:  # a bot level this game does not have
            self.notify(str(e), title=str(T.CANNOT_OPEN), severity="error")
            return
        table: type[TableScreen] = load_attr(plugin.table)

        def sit(new: bool | None = False) -> None:
            if new is None:  # Escape: neither, back home
                return
            try:
                chosen = fresh() if new else session
            except NotationError as e:
                self.notify(str(e), title=str(T.CANNOT_OPEN), severity="error")
                return
            if changes and not new:  # resumed on the learner's word: not asked again
                chosen.settings_seen = seen_settings(
                    level, plugin.spec.rules_from_dict(rules).to_dict())
                with suppress(OSError):
                    chosen.save(save)
            self.push_screen(table(chosen, save_to=save, bot_delay=s.bot_delay,
                                   review=s.review, note="" if new else note, new_match=fresh))

        if changes:
            self.push_screen(ResumeOrNewScreen(changes), sit)
        else:
            sit()


def _puzzle_start(game: str, puzzle_id: str) -> Any:
    """A puzzle's first rating: measured, or from its level (``tutor.teach.difficulty``)."""
    from ..teach.rating import puzzle_start
    from .teach import puzzle_starts

    return puzzle_starts(game).get(puzzle_id) or puzzle_start("")


def _fresh_seed() -> int:
    import secrets

    return secrets.randbelow(2**31)


def create_app(settings: Settings, *, start: str | None = None, lesson: str | None = None,
               puzzles: bool = False, theme: str | None = None,
               game: str | None = None) -> TutorApp:
    """The app, ready to ``run()`` or to drive with ``run_test()``.

    ``start`` opens a game's table, ``lesson`` a lesson (an empty id: the list), ``puzzles`` the
    puzzles (of ``theme``); ``game`` says whose lessons or puzzles (default: the first game that
    has them).
    """
    return TutorApp(settings, start=start, lesson=lesson, puzzles=puzzles, theme=theme,
                    game=game)
