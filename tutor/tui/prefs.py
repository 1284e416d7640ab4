"""The learner's settings and their file (``settings.json`` in the data folder).

No Textual here: the app reads the file before its first screen, and the settings screen is
imported only when opened. Settings apply to new games; a game in progress keeps its rules.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

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
                           "cards": self.cards, "suits": self.suits, "colours": self.colours},
                          indent=1) + "\n"


_KNOWN = frozenset({"hints", "practice", "levels", "rules", "cards", "suits", "colours"})


def load_preferences(data_dir: Path, *, check_rules: bool = True) -> tuple[Preferences, str]:
    """The saved preferences, and a message when the file could not be used.

    ``check_rules=False`` skips checking the rules options against the engines (which imports
    them); the app does that check just after its first screen is drawn (``check_preferences``).
    """
    path = data_dir / FILE_NAME
    if not path.exists():
        return Preferences(), ""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        base = Preferences()
        levels = data.get("levels", {})
        rules = data.get("rules", {})
        if not isinstance(levels, dict) or not all(
                isinstance(v, str) for v in levels.values()):
            raise ValueError("'levels' is not an object of bot levels")
        if not isinstance(rules, dict) or not all(isinstance(v, dict) for v in rules.values()):
            raise ValueError("'rules' is not an object of rules options per game")
        prefs = Preferences(
            hints=bool(data.get("hints", base.hints)),
            practice=bool(data.get("practice", base.practice)),
            levels=dict(levels), rules={g: dict(r) for g, r in rules.items()},
            cards=_one_of(data.get("cards"), CARD_SHAPES),
            suits=_one_of(data.get("suits"), SUIT_MARKS),
            colours=_one_of(data.get("colours"), COLOUR_CHOICES),
            legacy={k: v for k, v in data.items() if k not in _KNOWN})
        if check_rules:
            _check_rules(prefs)
        return prefs, ""
    except (OSError, ValueError, TypeError) as e:
        return Preferences(), bad_file(data_dir, e)


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


def bad_file(data_dir: Path, why: Exception) -> str:
    return T.SETTINGS_BAD.format(path=data_dir / FILE_NAME, why=why)


def _check_rules(prefs: Preferences) -> None:
    from ..registry import plugins

    for plugin in plugins():
        plugin.spec.rules_from_dict(prefs.rules_for(plugin))


def save_preferences(data_dir: Path, prefs: Preferences) -> None:
    """Write atomically so a crash never leaves half a file."""
    data_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=FILE_NAME, dir=data_dir)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(prefs.to_json())
    os.replace(tmp, data_dir / FILE_NAME)
