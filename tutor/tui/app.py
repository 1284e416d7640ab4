"""The app and its factory. ``create_app`` builds it for ``tutor`` and for tests alike."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Footer, Header, Markdown, OptionList, Static
from textual.widgets.option_list import Option

from ..play.session import PlaySession, save_path
from ..registry import GAME_IDS, implemented, rule_card_path
from . import text as T
from .kj_table import KlaverjasTable, open_table


@dataclass(frozen=True)
class Settings:
    """What the app starts with; tests set a data folder, no bot delay and fast bots."""

    data_dir: Path
    level: str = "club"
    hints: bool = True
    practice: bool = True
    bot_delay: float = 0.35
    review: bool = True
    advisor: str = "expert"
    seed: int | None = None


class RulesScreen(Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", "Back")]

    def __init__(self, game: str) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll():
            yield Markdown(rule_card_path(self.game).read_text(encoding="utf-8"))
        yield Footer()


class HomeScreen(Screen[None]):
    BINDINGS = [
        Binding("p", "play", "Play"),
        Binding("r", "rules", "Rules"),
        Binding("q", "app.quit", "Quit"),
    ]
    DEFAULT_CSS = """
    #intro { padding: 1 2; }
    #games { height: auto; max-height: 12; margin: 0 2; }
    #buttons { height: auto; padding: 1 2; }
    #buttons Button { margin-right: 2; }
    """

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(Text(T.HOME_INTRO), id="intro")
        have = set(implemented())
        options = []
        for gid in GAME_IDS:
            playable = gid in have and gid == "klaverjassen"
            name = gid.replace("-", " ").title()
            label = T.HOME_GAME.format(name=name) if playable else T.HOME_PLANNED.format(
                name=name)
            options.append(Option(label, id=gid, disabled=not playable))
        yield OptionList(*options, id="games")
        with Vertical(id="buttons"):
            yield Button(T.HOME_PLAY, id="play", variant="primary")
            yield Button(T.HOME_RULES, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).focus()

    @property
    def game(self) -> str:
        ol = self.query_one("#games", OptionList)
        opt = ol.get_option_at_index(ol.highlighted or 0)
        return opt.id or "klaverjassen"

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "play":
            self.action_play()
        elif event.button.id == "rules":
            self.action_rules()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_play()

    def action_play(self) -> None:
        app = self.app
        assert isinstance(app, TutorApp)
        app.open_game(self.game)

    def action_rules(self) -> None:
        self.app.push_screen(RulesScreen(self.game))


class TutorApp(App[None]):
    TITLE = T.TITLE
    SUB_TITLE = T.SUBTITLE

    def __init__(self, settings: Settings, *, start: str | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.start = start

    def on_mount(self) -> None:
        self.push_screen(HomeScreen())
        if self.start is not None:
            self.open_game(self.start)

    def open_game(self, game: str) -> None:
        s = self.settings
        save = save_path(s.data_dir, game)
        seed = s.seed if s.seed is not None else _fresh_seed()

        def fresh() -> PlaySession:
            return PlaySession(game, seed=seed, human=2, level=s.level, hints=s.hints,
                               practice=s.practice, advisor=s.advisor)

        session, note = open_table(fresh, save)
        self.push_screen(KlaverjasTable(session, save_to=save, bot_delay=s.bot_delay,
                                        review=s.review, note=note))


def _fresh_seed() -> int:
    import secrets

    return secrets.randbelow(2**31)


def create_app(settings: Settings, *, start: str | None = None) -> TutorApp:
    """The app, ready to ``run()`` or to drive with ``run_test()``."""
    return TutorApp(settings, start=start)
