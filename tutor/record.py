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
from .game import Event, GameSpec, GameState
from .registry import get_spec

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
        raise NotationError(f"{spec.id} records cannot start from a position")
    return spec.from_position(position, rules)


def parse_record(text: str, path: str) -> Record:
    """Read a record; every problem raises ``FileFormatError`` naming the line or field."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise FileFormatError(path, f"not valid JSON: {e.msg}", line=e.lineno) from None
    if not isinstance(data, dict):
        raise FileFormatError(path, "a record is a JSON object")
    if data.get("format") != FORMAT:
        raise FileFormatError(path, f"expected \"{FORMAT}\"", field="format")
    if data.get("version") != VERSION:
        raise FileFormatError(path, f"unsupported version {data.get('version')!r} "
                              f"(this program reads version {VERSION})", field="version")
    game = data.get("game")
    if not isinstance(game, str):
        raise FileFormatError(path, "missing game id", field="game")
    rules = data.get("rules", {})
    if not isinstance(rules, dict):
        raise FileFormatError(path, "expected an object of rules options", field="rules")
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise FileFormatError(path, "expected a whole number", field="seed")
    actions = data.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise FileFormatError(path, "expected a list of action strings", field="actions")
    position = data.get("position")
    if position is not None and not isinstance(position, str):
        raise FileFormatError(path, "expected the position as text", field="position")
    return Record(game, rules, seed, actions, position)


@dataclass
class Replay:
    """The result of replaying a record: each action with the events it caused."""

    spec: GameSpec
    rules: Any
    state: GameState[Any]
    steps: list[tuple[str, list[Event]]]


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
    except NotationError as e:
        raise FileFormatError(path, str(e), field="position") from None
    steps: list[tuple[str, list[Event]]] = []
    for n, text in enumerate(record.actions):
        where = f"actions[{n}]"
        if state.is_terminal():
            raise FileFormatError(path, f"{text!r} comes after the end of the game", field=where)
        try:
            action = state.parse_action(text)
            events = list(state.apply(action))
        except (NotationError, IllegalActionError) as e:
            raise FileFormatError(path, f"{text!r}: {e}", field=where) from None
        steps.append((text, events))
    return Replay(spec, rules, state, steps)


def load(path: str | Path) -> Record:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise FileFormatError(str(p), f"cannot read: {e.strerror}") from None
    except UnicodeDecodeError:
        raise FileFormatError(str(p), "not UTF-8 text") from None
    return parse_record(text, str(p))
