"""The learner's settings and their file (``settings.json`` in the data folder).

No Textual here: the app reads the file before its first screen, and the settings screen is
imported only when opened. Settings apply to new games; a game in progress keeps its rules.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import text as T
from .cards import CARD_SHAPES, SUIT_MARKS, CardStyle
from .colours import COLOUR_CHOICES

FILE_NAME = "settings.json"


@dataclass(frozen=True)
class Preferences:
    """What the learner chose; stored as JSON, unknown or bad entries fall back to defaults."""

    hints: bool = True
    practice: bool = True
    level: str = "club"
    gin_level: str = "strong"
    kj_rules: dict[str, Any] = field(default_factory=dict)
    gin_rules: dict[str, Any] = field(default_factory=dict)
    cards: str = CARD_SHAPES[0]  # one of CARD_SHAPES
    suits: str = SUIT_MARKS[0]  # one of SUIT_MARKS
    colours: str = COLOUR_CHOICES[0]  # auto (the terminal's say, else dark), dark or light

    @property
    def card_style(self) -> CardStyle:
        return CardStyle.named(self.cards, self.suits)

    def to_json(self) -> str:
        return json.dumps({"hints": self.hints, "practice": self.practice, "level": self.level,
                           "gin_level": self.gin_level, "kj_rules": self.kj_rules,
                           "gin_rules": self.gin_rules, "cards": self.cards,
                           "suits": self.suits, "colours": self.colours}, indent=1) + "\n"


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
        prefs = Preferences(
            hints=bool(data.get("hints", base.hints)),
            practice=bool(data.get("practice", base.practice)),
            level=str(data.get("level", base.level)),
            gin_level=str(data.get("gin_level", base.gin_level)),
            kj_rules=dict(data.get("kj_rules", {})),
            gin_rules=dict(data.get("gin_rules", {})),
            cards=_one_of(data.get("cards"), CARD_SHAPES),
            suits=_one_of(data.get("suits"), SUIT_MARKS),
            colours=_one_of(data.get("colours"), COLOUR_CHOICES))
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
    from ..registry import get_spec

    get_spec("klaverjassen").rules_from_dict(prefs.kj_rules)
    get_spec("gin-rummy").rules_from_dict(prefs.gin_rules)


def save_preferences(data_dir: Path, prefs: Preferences) -> None:
    """Write atomically so a crash never leaves half a file."""
    data_dir.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=FILE_NAME, dir=data_dir)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(prefs.to_json())
    os.replace(tmp, data_dir / FILE_NAME)
