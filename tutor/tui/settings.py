"""The settings screen: every choice is saved at once (``prefs.py`` holds the file).

Beside the look and the help, each game's plugin gives a row for its bots and one for each of its
rules options.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Header, Label, Select, Static, Switch

from ..i18n import LANGUAGES, language
from ..registry import plugins
from . import text as T
from .cards import CARD_SHAPES, SUIT_MARKS
from .colours import COLOUR_CHOICES
from .prefs import FILE_NAME, Preferences, load_preferences, save_preferences
from .speak import Speaks, switch_language

__all__ = ["FILE_NAME", "Preferences", "SettingsScreen", "load_preferences", "save_preferences"]


class SettingsScreen(Speaks, Screen[None]):
    BINDINGS = [Binding("escape", "app.pop_screen", T.HOME.msgid)]
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
        #: Every implemented game, each with its bots and rules options.
        self.plugins = plugins()
        self.command_line = command_line
        #: The value each control shows, so that the change events a control sends as it
        #: mounts (with the value it was given) save nothing.
        self._shown: dict[str, object] = {}

    def compose(self) -> ComposeResult:
        p = self.prefs
        yield Header()
        with VerticalScroll():
            yield Static(str(T.SETTINGS_NOTE), id="settings-note")
            if self.command_line:
                yield Static(self.command_line, id="settings-command-line")
            yield from self._select("language", str(T.SETTINGS_LANGUAGE), list(LANGUAGES),
                                    p.language or language(), dict(LANGUAGES))
            yield from self._switch("hints", str(T.SETTINGS_HINTS), p.hints)
            yield from self._switch("practice", str(T.SETTINGS_PRACTICE), p.practice)
            yield from self._select("cards", str(T.SETTINGS_CARDS), list(CARD_SHAPES), p.cards,
                                    {k: str(v) for k, v in T.SETTINGS_CARD_SHAPES.items()})
            yield from self._select("suits", str(T.SETTINGS_SUITS), list(SUIT_MARKS), p.suits,
                                    {k: str(v) for k, v in T.SETTINGS_SUIT_MARKS.items()})
            yield from self._select("colours", str(T.SETTINGS_COLOURS), list(COLOUR_CHOICES),
                                    p.colours,
                                    {k: str(v) for k, v in T.SETTINGS_COLOUR_CHOICES.items()})
            for plugin in self.plugins:
                level = p.level(plugin)
                yield from self._select(f"{plugin.id}-level", str(plugin.level_label),
                                        list(plugin.levels), level or plugin.opponent)
                chosen = p.rules_for(plugin)
                for option in plugin.settings:
                    key = f"{plugin.id}-{option.key}"
                    value = chosen.get(option.key, option.default)
                    if option.choices:
                        yield from self._select(key, str(option.label), list(option.choices),
                                                str(value))
                    else:
                        yield from self._switch(key, str(option.label), bool(value))
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

        levels = dict(self.prefs.levels)
        rules = {g: dict(r) for g, r in self.prefs.rules.items()}
        for plugin in self.plugins:
            levels[plugin.id] = sel(f"{plugin.id}-level")
            rules[plugin.id] = {o.key: (o.value(sel(f"{plugin.id}-{o.key}")) if o.choices
                                        else sw(f"{plugin.id}-{o.key}"))
                                for o in plugin.settings}
        lang = sel("language")
        switched = lang != language()
        prefs = replace(self.prefs, language=lang, hints=sw("hints"), practice=sw("practice"),
                        cards=sel("cards"), suits=sel("suits"), colours=sel("colours"),
                        levels=levels, rules=rules, legacy={})
        self.prefs = prefs
        app: Any = self.app
        app.set_preferences(prefs)
        if switched:
            switch_language(app, lang)

    def retranslate(self) -> None:
        self._shown.clear()
        self.refresh(recompose=True)
