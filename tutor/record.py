"""Game records: JSON files holding the rules options, the seed and every action as text.

A record replays exactly: the engine deals from the seed, then each action is parsed, checked and
applied in turn. Format (``docs/records.md``)::

    {"format": "tutor-record", "version": 1, "game": "<game id>",
     "rules": {"play": "rotterdam"}, "seed": 7, "actions": ["♥", "♠A", ...]}

An optional ``"position"`` (the game's position notation) replaces the seeded first deal.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import FileFormatError, IllegalActionError, NotationError
from .files import parse_json, read_text
from .game import Event, GameSpec, GameState
from .registry import get_spec
from .text import (
    AFTER_THE_END,
    BAD_ACTION,
    NO_GAME,
    NO_NOTATION,
    NO_POSITIONS,
    NOT_A_SEED,
    NOT_ACTIONS,
    NOT_AN_OBJECT,
    NOT_POSITION_TEXT,
    NOT_RULES,
    WRONG_FORMAT,
    WRONG_VERSION,
)

FORMAT = "tutor-record"
VERSION = 1


@dataclass
class Record:
    game: str
    rules: dict[str, Any]
    seed: int
    actions: list[str] = field(default_factory=list)
    position: str | None = None

    def to_json(self) -> str:
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION, "game": self.game,
                                "rules": self.rules, "seed": self.seed}
        if self.position is not None:
            data["position"] = self.position
        data["actions"] = self.actions
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def start_state(spec: GameSpec, rules: Any, seed: int, position: str | None) -> GameState[Any]:
    if position is None:
        return spec.new_game(rules, seed)
    if spec.from_position is None:
        raise NotationError(NO_POSITIONS.format(game=spec.id))
    return spec.from_position(position, rules)


def parse_record(text: str, path: str) -> Record:
    """Read a record; every problem raises ``FileFormatError`` naming the line or field."""
    data = parse_json(text, path)
    if not isinstance(data, dict):
        raise FileFormatError(path, NOT_AN_OBJECT, line=1)
    if data.get("format") != FORMAT:
        raise FileFormatError(path, WRONG_FORMAT.format(format=FORMAT), field="format")
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise FileFormatError(path, WRONG_VERSION.format(version=_short(data.get("version")),
                                                         known=VERSION), field="version")
    game = data.get("game")
    if not isinstance(game, str):
        raise FileFormatError(path, NO_GAME, field="game")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise FileFormatError(path, NOT_RULES, field="rules")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise FileFormatError(path, NOT_A_SEED, field="seed")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise FileFormatError(path, NOT_ACTIONS, field="actions")
    position = data.get("position")
    if position is not None and not isinstance(position, str):
        raise FileFormatError(path, NOT_POSITION_TEXT, field="position")
    return Record(game, rules, seed, actions, position)


def _short(value: Any) -> str:
    """A value as a message quotes it: ``repr``, cut short."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


@dataclass
class Replay:
    """The result of replaying a record: each action with the events it caused."""

    spec: GameSpec
    rules: Any
    state: GameState[Any]
    steps: list[tuple[str, list[Event]]]
    #: The events of the game's start (the first deal) when it began from the seed.
    opening: list[Event] = field(default_factory=list)


def replay(record: Record, path: str = "<record>") -> Replay:
    """Re-check and apply every action; raises ``FileFormatError`` at the first bad one."""
    try:
        spec = get_spec(record.game)
    except NotationError as e:
        raise FileFormatError(path, str(e), field="game") from None
    try:
        rules = spec.rules_from_dict(record.rules)
    except (ValueError, TypeError) as e:
        raise FileFormatError(path, str(e), field="rules") from None
    try:
        state = start_state(spec, rules, record.seed, record.position)
    except (ValueError, TypeError) as e:  # NotationError is a ValueError
        raise FileFormatError(path, str(e), field="position") from None
    opening = (list(spec.opening(state))
               if spec.opening is not None and record.position is None else [])
    steps: list[tuple[str, list[Event]]] = []
    for n, text in enumerate(record.actions):
        where = f"actions[{n}]"
        if state.is_terminal():
            raise FileFormatError(path, AFTER_THE_END.format(action=_cut(text)), field=where)
        try:
            action = state.parse_action(text)
            events = list(state.apply(action))
        except (NotationError, IllegalActionError) as e:
            raise FileFormatError(path, BAD_ACTION.format(action=_cut(text), error=e),
                                  field=where) from None
        steps.append((text, events))
    return Replay(spec, rules, state, steps, opening)


def _cut(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def load(path: str | Path) -> Record:
    """Read a record file; every problem raises ``FileFormatError`` naming the file."""
    return parse_record(read_text(path), str(path))


def parse_position(spec: GameSpec, text: str, path: str, rules: Any) -> GameState[Any]:
    """A position in the game's notation, read from a file: every problem raises
    ``FileFormatError`` naming the file and, where there is one, the line."""
    if spec.from_position is None:
        raise FileFormatError(path, NO_NOTATION.format(game=spec.id))
    try:
        return spec.from_position(text, rules)
    except NotationError as e:
        raise FileFormatError(path, e.message, line=e.line) from None
    except (ValueError, TypeError) as e:
        raise FileFormatError(path, str(e)) from None


def load_position(spec: GameSpec, path: str | Path, rules: Any) -> GameState[Any]:
    """Read a position file (``tutor position``)."""
    return parse_position(spec, read_text(path), str(path), rules)
