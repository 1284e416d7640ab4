"""The learner's settings and their file (``settings.json`` in the data folder).

No Textual here: the app reads the file before its first screen, and the settings screen is
imported only when opened. Settings apply to new games; a game in progress keeps its rules.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import FileFormatError
from ..files import clean_temporary, parse_json, read_text, set_aside, write_atomic
from ..i18n import LANGUAGES
from . import text as T
from .cards import CARD_SHAPES, SUIT_MARKS, CardStyle
from .colours import COLOUR_CHOICES

if TYPE_CHECKING:
    from ..plugin import GamePlugin

FILE_NAME = "settings.json"


@dataclass(frozen=True)
class Preferences:
    """What the learner chose; stored as JSON, unknown or bad entries fall back to defaults.

    Bot levels and rules options are kept per game id. Entries an older file kept under other
    names stay in ``legacy`` until a game's plugin (which knows those names) reads them, so
    loading the file imports no engine.
    """

    hints: bool = True
    practice: bool = True
    levels: Mapping[str, str] = field(default_factory=dict)
    rules: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    cards: str = CARD_SHAPES[0]  # one of CARD_SHAPES
    suits: str = SUIT_MARKS[0]  # one of SUIT_MARKS
    colours: str = COLOUR_CHOICES[0]  # auto (the terminal's say, else dark), dark or light
    #: The language chosen (a code of ``tutor.i18n.LANGUAGES``); empty: the system's.
    language: str = ""
    legacy: Mapping[str, Any] = field(default_factory=dict)

    @property
    def card_style(self) -> CardStyle:
        return CardStyle.named(self.cards, self.suits)

    def level(self, plugin: GamePlugin) -> str | None:
        """The bots' level chosen for a game, if any."""
        if plugin.id in self.levels:
            return self.levels[plugin.id]
        old = self.legacy.get(plugin.legacy_settings.get("level", ""))
        return old if isinstance(old, str) else None

    def rules_for(self, plugin: GamePlugin) -> dict[str, Any]:
        """The rules options chosen for a game (empty: the defaults)."""
        if plugin.id in self.rules:
            return dict(self.rules[plugin.id])
        old = self.legacy.get(plugin.legacy_settings.get("rules", ""))
        return dict(old) if isinstance(old, dict) else {}

    def to_json(self) -> str:
        return json.dumps({"hints": self.hints, "practice": self.practice,
                           "levels": dict(self.levels),
                           "rules": {g: dict(r) for g, r in self.rules.items()},
                           "cards": self.cards, "suits": self.suits, "colours": self.colours,
                           "language": self.language},
                          indent=1) + "\n"


_KNOWN = frozenset({"hints", "practice", "levels", "rules", "cards", "suits", "colours",
                    "language"})


def load_preferences(data_dir: Path, *, check_rules: bool = True) -> tuple[Preferences, str]:
    """The saved preferences, and a message when the file could not be used.

    A file that cannot be read at all is set aside (as ``settings.unreadable.json``, never over
    an earlier one) so that saving new settings does not overwrite what the learner had.
    ``check_rules=False`` skips checking the rules options against the engines (which imports
    them); the app does that check just after its first screen is drawn (``check_preferences``).
    """
    path = data_dir / FILE_NAME
    if not (path.exists() or path.is_symlink()):
        return Preferences(), ""
    try:
        text = read_text(path)
    except FileFormatError as e:
        prefs, note = None, str(e)
    else:
        prefs, note = preferences_from_text(text, str(path), check_rules=check_rules)
    if prefs is not None:
        return prefs, note
    try:
        aside = set_aside(path)
    except OSError:
        return Preferences(), bad_file(data_dir, note)
    return Preferences(), T.SETTINGS_SET_ASIDE.format(path=path, aside=aside.name, why=note)


def preferences_from_text(text: str, path: str = FILE_NAME, *,
                          check_rules: bool = True) -> tuple[Preferences | None, str]:
    """The preferences a settings file's text holds and a message when they cannot all be used;
    ``None`` (with the reason) when the text cannot be read as settings at all. Never raises."""
    try:
        prefs = parse_preferences(text, path)
    except (FileFormatError, ValueError, TypeError) as e:
        return None, str(e)
    if check_rules:
        try:
            _check_rules(prefs)
        except (ValueError, TypeError) as e:
            return Preferences(), T.SETTINGS_BAD.format(path=path, why=e)
    return prefs, ""


def parse_preferences(text: str, path: str = FILE_NAME) -> Preferences:
    """The preferences a settings file's text holds; ``FileFormatError`` or ``ValueError`` when
    it cannot be used."""
    data = parse_json(text, path)
    if not isinstance(data, dict):
        raise ValueError(str(T.SETTINGS_NOT_OBJECT))
    base = Preferences()
    levels = data.get("levels", {})
    rules = data.get("rules", {})
    if not isinstance(levels, dict) or not all(isinstance(v, str) for v in levels.values()):
        raise ValueError(str(T.SETTINGS_BAD_LEVELS))
    if not isinstance(rules, dict) or not all(isinstance(v, dict) for v in rules.values()):
        raise ValueError(str(T.SETTINGS_BAD_RULES))
    return Preferences(
        hints=_switch(data.get("hints"), base.hints),
        practice=_switch(data.get("practice"), base.practice),
        levels=dict(levels), rules={g: dict(r) for g, r in rules.items()},
        cards=_one_of(data.get("cards"), CARD_SHAPES),
        suits=_one_of(data.get("suits"), SUIT_MARKS),
        colours=_one_of(data.get("colours"), COLOUR_CHOICES),
        language=_one_of(data.get("language"), ("", *LANGUAGES)),
        legacy={k: v for k, v in data.items() if k not in _KNOWN})


def _switch(value: object, default: bool) -> bool:
    """A saved on/off choice, or the default when it is missing or not true or false."""
    return value if isinstance(value, bool) else default


def _one_of(value: object, choices: tuple[str, ...]) -> str:
    """A saved choice, or the first (the default) when it is missing or unknown."""
    return value if isinstance(value, str) and value in choices else choices[0]


def check_preferences(data_dir: Path, prefs: Preferences) -> str:
    """A message when the saved rules options do not fit the engines, else ``""``."""
    try:
        _check_rules(prefs)
    except (ValueError, TypeError) as e:
        return bad_file(data_dir, e)
    return ""


def bad_file(data_dir: Path, why: object) -> str:
    return T.SETTINGS_BAD.format(path=data_dir / FILE_NAME, why=why)


def _check_rules(prefs: Preferences) -> None:
    """Raise ``ValueError`` when the saved rules options or bot levels do not fit a game."""
    from ..registry import plugins

    for plugin in plugins():
        plugin.spec.rules_from_dict(prefs.rules_for(plugin))
        level = prefs.level(plugin)
        if level is not None and level not in plugin.levels:
            raise ValueError(T.SETTINGS_BAD_LEVEL.format(level=level, name=plugin.name,
                                                         levels=", ".join(plugin.levels)))


def save_preferences(data_dir: Path, prefs: Preferences) -> None:
    """Write atomically so a crash never leaves half a file (nor, later, its temporary file)."""
    path = data_dir / FILE_NAME
    write_atomic(path, prefs.to_json())
    clean_temporary(path)
