"""The settings screen: every choice is saved at once (``prefs.py`` holds the file)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, Select, Static, Switch

from . import text as T
from .cards import CARD_SHAPES, SUIT_MARKS
from .colours import COLOUR_CHOICES
from .prefs import FILE_NAME, Preferences, load_preferences, save_preferences

__all__ = ["FILE_NAME", "Preferences", "SettingsScreen", "load_preferences", "save_preferences"]


class SettingsScreen(Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", T.HOME)]
    DEFAULT_CSS = """
    SettingsScreen Horizontal { height: auto; margin: 0 2; }
    SettingsScreen Label { width: 34; padding: 1 0; }
    SettingsScreen Select { width: 30; }
    #settings-note { padding: 1 2; color: $text-muted; }
    #settings-command-line { padding: 0 2 1 2; color: $warning; }
    """

    def __init__(self, prefs: Preferences, command_line: str = "") -> None:
        """``command_line``: what the command line chose for this run, when it did."""
        super().__init__()
        self.prefs = prefs
        self.command_line = command_line
        #: The value each control shows, so that the change events a control sends as it
        #: mounts (with the value it was given) save nothing.
        self._shown: dict[str, object] = {}

    def compose(self) -> ComposeResult:
        p = self.prefs
        yield Header()
        with VerticalScroll():
            yield Static(T.SETTINGS_NOTE, id="settings-note")
            if self.command_line:
                yield Static(self.command_line, id="settings-command-line")
            yield from self._switch("hints", T.SETTINGS_HINTS, p.hints)
            yield from self._switch("practice", T.SETTINGS_PRACTICE, p.practice)
            yield from self._select("cards", T.SETTINGS_CARDS, list(CARD_SHAPES), p.cards,
                                    T.SETTINGS_CARD_SHAPES)
            yield from self._select("suits", T.SETTINGS_SUITS, list(SUIT_MARKS), p.suits,
                                    T.SETTINGS_SUIT_MARKS)
            yield from self._select("colours", T.SETTINGS_COLOURS, list(COLOUR_CHOICES),
                                    p.colours, T.SETTINGS_COLOUR_CHOICES)
            yield from self._select("level", T.SETTINGS_LEVEL, ["beginner", "club", "expert"],
                                    p.level)
            yield from self._select("kj-play", T.SETTINGS_KJ_PLAY, ["rotterdam", "amsterdam"],
                                    str(p.kj_rules.get("play", "rotterdam")))
            yield from self._select("kj-trump", T.SETTINGS_KJ_TRUMP,
                                    ["verplicht", "draaien", "maken"],
                                    str(p.kj_rules.get("trump-method", "verplicht")))
            yield from self._switch("kj-jacks", T.SETTINGS_KJ_JACKS,
                                    bool(p.kj_rules.get("four-jacks-200", False)))
            yield from self._select("gin-level", T.SETTINGS_GIN_LEVEL, ["baseline", "strong"],
                                    p.gin_level)
            yield from self._switch("gin-first", T.SETTINGS_GIN_FIRST,
                                    bool(p.gin_rules.get("first-upcard", False)))
            yield from self._switch("gin-nolayoff", T.SETTINGS_GIN_NOLAYOFF,
                                    bool(p.gin_rules.get("no-layoff-on-gin", False)))
            yield from self._switch("gin-big", T.SETTINGS_GIN_BIG,
                                    bool(p.gin_rules.get("big-gin", False)))
        yield Footer()

    def _switch(self, key: str, label: str, value: bool) -> ComposeResult:
        self._shown[key] = value
        with Horizontal():
            yield Label(label)
            yield Switch(value=value, id=key)

    def _select(self, key: str, label: str, options: list[str], value: str,
                names: dict[str, str] | None = None) -> ComposeResult:
        """A row with a list of ``options`` (shown by their ``names`` when given)."""
        names = names or {}
        shown = value if value in options else options[0]
        self._shown[key] = shown
        with Horizontal():
            yield Label(label)
            yield Select([(names.get(o, o), o) for o in options], value=shown,
                         allow_blank=False, id=key)

    def on_switch_changed(self, event: Switch.Changed) -> None:
        self._changed(event.switch.id, event.value)

    def on_select_changed(self, event: Select.Changed) -> None:
        self._changed(event.select.id, event.value)

    def _changed(self, key: str | None, value: object) -> None:
        if key is None or self._shown.get(key) == value:
            return
        self._shown[key] = value
        self._store()

    def _store(self) -> None:
        def sw(key: str) -> bool:
            return self.query_one(f"#{key}", Switch).value

        def sel(key: str) -> str:
            return str(self.query_one(f"#{key}", Select).value)

        prefs = replace(self.prefs, hints=sw("hints"), practice=sw("practice"),
                        cards=sel("cards"), suits=sel("suits"), colours=sel("colours"),
                        level=sel("level"), gin_level=sel("gin-level"),
                        kj_rules={"play": sel("kj-play"), "trump-method": sel("kj-trump"),
                                  "four-jacks-200": sw("kj-jacks")},
                        gin_rules={"first-upcard": sw("gin-first"),
                                   "no-layoff-on-gin": sw("gin-nolayoff"),
                                   "big-gin": sw("gin-big")})
        self.prefs = prefs
        app: Any = self.app
        app.set_preferences(prefs)
