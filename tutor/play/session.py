"""A free-play session: one human seat against bots, with hints, undo and saving.

Pure game logic and file I/O only; the app is a view on it. The session keeps the game as a record
(seed and action texts), so a save is a record and resuming is a replay.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..bots.base import Advice
from ..bots.registry import advisor_names, make_advisor, make_bot
from ..bots.review import Decision, review
from ..errors import FileFormatError, IllegalActionError, NotationError, TutorError
from ..files import parse_json, read_text, write_atomic
from ..game import Event, GameState
from ..record import Record, parse_record, replay
from ..registry import canonical_id, get_plugin, get_spec
from . import text as T

SAVE_VERSION = 1


@dataclass
class Outcome:
    """What one step did: the action's text, the events, or the rule that refused it."""

    seat: int
    text: str
    events: list[Event] = field(default_factory=list)
    refused: str | None = None
    advice: Advice | None = None


class PlaySession:
    """The human plays ``human``; every other seat is a ``level`` bot."""

    def __init__(self, game: str, *, seed: int, human: int, level: str,
                 rules: dict[str, Any] | None = None, hints: bool = True,
                 practice: bool = True, actions: Sequence[str] = (),
                 advisor: str = "expert") -> None:
        self.plugin = get_plugin(game)
        self.spec = self.plugin.spec
        self.rules_dict = dict(rules or {})
        self.rules = self.spec.rules_from_dict(self.rules_dict)
        self.seed = seed
        self.human = human
        self.level = level
        self.hints = hints
        self.practice = practice
        self.state: GameState[Any] = self.spec.new_game(self.rules, seed)
        self.actions: list[str] = []
        self.bots = {s: make_bot(self.spec.id, level, random.Random(f"play:{seed}:{s}"))
                     for s in range(self.state.players) if s != human}
        if any(getattr(b, "open_cards", False) for b in self.bots.values()):
            # Such a bot reads the whole state: it may measure others, never sit at a table.
            raise NotationError(T.OPEN_CARDS_AT_TABLE.format(level=level))
        self.advisor_level = advisor
        self._advisor = make_advisor(self.spec.id, advisor, random.Random(f"hint:{seed}"))
        self._undo: list[int] = []  # action counts before each human decision
        #: What the learner should know about how this session was resumed (said once, shown
        #: by the table).
        self.notes: list[str] = []
        #: The settings (bot level and rules) the learner chose to resume this match under,
        #: though they differ from its own; the app does not ask again while they hold.
        self.settings_seen: dict[str, Any] | None = None
        for text in actions:
            self._apply_text(text)

    # -- turn handling ------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return self.state.to_move()

    def human_to_move(self) -> bool:
        return self.state.to_move() == self.human

    def view(self) -> Any:
        return self.state.view(self.human)

    def play(self, action: Any) -> Outcome:
        """The human's action: applied, or refused with the rule's explanation."""
        if not self.human_to_move():
            return Outcome(self.human, str(action), refused=str(T.NOT_YOUR_TURN))
        try:
            if isinstance(action, str):
                action = self.state.parse_action(action)
            text = self.state.format_action(action)
            self.state.check(action)
        except (IllegalActionError, NotationError) as e:
            return Outcome(self.human, str(action), refused=str(e))
        self._undo.append(len(self.actions))
        return Outcome(self.human, text, self._apply(action, text))

    def choose_bot_action(self) -> tuple[int, Any, Advice | None]:
        """The bot to move decides (slow: call from a worker). Nothing is applied yet."""
        seat = self.state.to_move()
        assert seat is not None and seat != self.human
        bot = self.bots[seat]
        view = self.state.view(seat)
        if hasattr(bot, "advise"):
            advice: Advice = bot.advise(view)
            return seat, advice.chosen, advice
        return seat, bot.choose(view), None

    def apply_bot_action(self, seat: int, action: Any, advice: Advice | None) -> Outcome:
        text = self.state.format_action(action)
        return Outcome(seat, text, self._apply(action, text), advice=advice)

    def bot_step(self) -> Outcome:
        seat, action, advice = self.choose_bot_action()
        return self.apply_bot_action(seat, action, advice)

    def _apply_text(self, text: str) -> list[Event]:
        """A recorded action (a save's, an undo's replay): read, then applied."""
        return self._apply(self.state.parse_action(text), text)

    def _apply(self, action: Any, text: str) -> list[Event]:
        """Apply the action as the object it is and record its text: every game's notation
        reads its own text back as the same action (``tests/test_protocol.py``), so a save
        replays exactly what was played."""
        events = list(self.state.apply(action))
        self.actions.append(text)
        return events

    # -- help -----------------------------------------------------------------------------------

    def hint(self) -> Advice:
        """The advisor's valuation of every legal action for the human (slow)."""
        if not self.human_to_move():
            raise IllegalActionError(T.HINT_NOT_YOUR_TURN)
        advice: Advice = self._advisor.advise(self.state.view(self.human))
        return advice

    def can_undo(self) -> bool:
        return self.practice and bool(self._undo)

    def undo(self) -> bool:
        """Back to before the human's last decision (practice mode only)."""
        if not self.can_undo():
            return False
        keep = self._undo.pop()
        actions = self.actions[:keep]
        self.state = self.spec.new_game(self.rules, self.seed)
        self.actions = []
        for text in actions:
            self._apply_text(text)
        return True

    def review(self, start: int = 0) -> list[Decision]:
        """The human's decisions since action ``start``, valued by the advisor (slow)."""
        return review(self.record(), self.human, self.advisor_level, seed=self.seed,
                      start=start)

    # -- saving ---------------------------------------------------------------------------------

    def record(self) -> Record:
        return Record(self.spec.id, self.rules.to_dict(), self.seed, list(self.actions))

    def to_json(self) -> str:
        data = json.loads(self.record().to_json())
        data["session"] = {"version": SAVE_VERSION, "human": self.human, "level": self.level,
                           "hints": self.hints, "practice": self.practice,
                           "advisor": self.advisor_level}
        if self.settings_seen is not None:
            data["session"]["settings_seen"] = self.settings_seen
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def save(self, path: Path) -> None:
        """Write atomically: a crash mid-write leaves the previous save intact."""
        write_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: Path, *, game: str | None = None) -> PlaySession:
        """Resume a saved game (of ``game``, when given); a bad file raises ``FileFormatError``
        naming it, whatever it holds."""
        return cls.from_text(read_text(path), str(path), game=game)

    @classmethod
    def from_text(cls, text: str, path: str, *, game: str | None = None) -> PlaySession:
        """A session from a save's text; every problem is a ``FileFormatError`` naming ``path``."""
        rec = parse_record(text, path)
        info = parse_json(text, path).get("session")
        if not isinstance(info, dict) or info.get("version") != SAVE_VERSION \
                or isinstance(info.get("version"), bool):
            raise FileFormatError(path, T.SAVE_NOT_THIS_VERSION, field="session")
        human, level = info.get("human"), info.get("level")
        advisor = info.get("advisor", "expert")
        if isinstance(human, bool) or not isinstance(human, int) or not isinstance(level, str) \
                or not isinstance(advisor, str):
            raise FileFormatError(path, T.SAVE_SEAT_AND_LEVEL, field="session")
        switches = {}
        for key in ("hints", "practice"):
            value = info.get(key, True)
            if not isinstance(value, bool):
                raise FileFormatError(path, T.SAVE_NOT_A_SWITCH.format(key=key), field="session")
            switches[key] = value
        if rec.position is not None:
            raise FileFormatError(path, T.SAVE_FROM_POSITION, field="position")
        checked = replay(rec, path)  # every action re-checked before the session trusts it
        if game is not None and checked.spec.id != canonical_id(game):
            raise FileFormatError(path, T.SAVE_OTHER_GAME.format(found=checked.spec.id,
                                                                 expected=canonical_id(game)),
                                  field="game")
        players = checked.state.players
        if not 0 <= human < players:
            raise FileFormatError(path, T.SAVE_NO_SUCH_SEAT.format(seat=human, players=players),
                                  field="session")
        note = None
        if advisor not in advisor_names(checked.spec.id):
            # The hint bot only advises: a save naming one that cannot (the random bot, an
            # open-cards bot, a name since retired) keeps its game, with the game's own advisor.
            default = get_plugin(checked.spec.id).advisor
            note = T.SAVE_ADVISOR_REPLACED.format(advisor=advisor, default=default)
            advisor = default
        try:
            session = cls(rec.game, seed=rec.seed, human=human, level=level, rules=rec.rules,
                          hints=switches["hints"], practice=switches["practice"],
                          actions=rec.actions, advisor=advisor)
        except (TutorError, ValueError, TypeError) as e:  # an unknown bot level, say
            raise FileFormatError(path, T.SAVE_CANNOT_RESUME.format(error=e),
                                  field="session") from None
        if note is not None:
            session.notes.append(note)
        seen = info.get("settings_seen")
        if isinstance(seen, dict) and isinstance(seen.get("level"), str) \
                and isinstance(seen.get("rules"), dict):
            # Only a remembered answer: when it does not read, the learner is asked again.
            session.settings_seen = {"level": seen["level"], "rules": seen["rules"]}
        return session


def save_path(data_dir: Path, game: str) -> Path:
    return data_dir / "saves" / f"{get_spec(game).id}.json"
