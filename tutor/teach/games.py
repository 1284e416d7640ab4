"""What lessons and puzzles need from a game, beyond the protocol: one adapter per game.

An adapter builds a state from position text, draws a ``TableView`` of it, counts what a score
step asks, answers the engine questions a multiple-choice step can be checked against, and proves
a puzzle's best action. Every number and verdict comes from the engine (its events, tables and
scoring function); the adapter only selects and phrases. Each game's adapter lives in
``tutor/teach/adapters/`` and its plugin names it; a game without one gets the generic adapter:
positions, ``play`` and ``legal`` steps work for every game with a position notation.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from ..cards import Card, Suit, parse_cards, parse_suit, sort_hand
from ..errors import NotationError
from ..game import GameSpec, GameState, can
from ..i18n import Text
from ..numbers import read_int
from ..plugin import load_attr
from ..registry import get_plugin
from ..seats import parse_seat, seat_name
from ..zones import Board, Kind, Zone
from ..zones import seat_marks as seat_marks
from . import text as T
from .blocks import Field
from .problems import StepError
from .table import TableView

if TYPE_CHECKING:
    from .proof import Proof
    from .puzzle import Puzzle


@dataclass(frozen=True, slots=True)
class Count:
    """What the engine counts for a score step: a trick, a deal, a hand.

    ``values`` holds the quantities a learner may be asked, by the labels the adapter reads
    (``score_labels``).
    """

    values: Mapping[str, int]
    breakdown: str
    #: The seat that won what was counted (a trick, a hand), when that means something.
    winner: str | None = None
    #: The default question for a score step ("" for the usual one).
    question: str = ""
    #: Game-specific facts behind the count, for choice checks.
    detail: Any = None


@dataclass
class QueryContext:
    """What a choice check may ask the engine about: a position and/or the count fields."""

    adapter: Adapter
    state: Any | None
    fields: Mapping[str, Field]
    rules: Any
    options: tuple[str, ...] = ()
    _count: Count | None = field(default=None, repr=False)

    def count(self) -> Count:
        if self._count is None:
            self._count = self.adapter.count(self.state, self.fields, self.rules)
        return self._count


class Adapter(Protocol):
    spec: GameSpec
    #: The names a ``check:`` line may use in a choice block.
    queries: tuple[str, ...]
    #: The checks that count a trick or a deal (and so read ``count:``, ``cards:`` ...).
    count_queries: frozenset[str]
    #: Keys that turn a ``score`` or ``choice`` block into a short form without a position.
    short_form_keys: frozenset[str]
    #: Position keys that, alone in a block, also make it a short form.
    short_form_alone: frozenset[str]
    #: Per check: count keys it reads as facts of the question, not as something to count.
    check_reads: Mapping[str, frozenset[str]]
    #: How a learner may name each quantity of a score answer: word → the ``Count`` label.
    score_labels: Mapping[str, str]
    #: What a puzzle proof may count (``objective``); the first is the default.
    objectives: tuple[str, ...]

    @property
    def seats(self) -> tuple[str, ...]: ...

    @property
    def default_viewer(self) -> int:
        """The seat a position is seen from when a block names none and nobody is to move."""
        ...

    def parse_seat(self, text: str) -> int: ...

    def is_position_key(self, key: str) -> bool: ...

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        """What an exercise's table must not show because the question asks for it (``score``:
        a score step; ``check``: a choice step's check, or ``""``)."""
        ...

    def build(self, text: str, rules: Any) -> GameState[Any]:
        """The state of a position text; raises ``NotationError`` (line relative to ``text``)."""
        ...

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        """The position seen from ``viewer``; ``conceal`` leaves out facts a question asks for
        (the names ``concealed`` gives: ``to-move``, and the game's own)."""
        ...

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        """Count what a score step asks (a trick, a deal, a hand); raises ``StepError``."""
        ...

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        """Whether an option is true for the engine; raises ``StepError``."""
        ...

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        """The engine's own account behind a check, shown once the learner has answered."""
        ...

    def prove(self, puzzle: Puzzle) -> Proof:
        """Whether a best-action puzzle's accepted answers are proven best."""
        ...


# ---------------------------------------------------------------------------------------------
# Generic: any game with a position notation


class GenericAdapter:
    """Positions, ``play`` and ``legal`` for any game whose spec reads positions."""

    queries: tuple[str, ...] = ("legal", "to-move")
    count_queries: frozenset[str] = frozenset()
    short_form_keys: frozenset[str] = frozenset()
    short_form_alone: frozenset[str] = frozenset()
    check_reads: Mapping[str, frozenset[str]] = {}
    score_labels: Mapping[str, str] = {}
    objectives: tuple[str, ...] = ("result",)

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        n = max(self.spec.players)
        return tuple(seat_name(s, n) for s in range(n))

    @property
    def default_viewer(self) -> int:
        return 0

    def parse_seat(self, text: str) -> int:
        return parse_seat(text, max(self.spec.players))

    def is_position_key(self, key: str) -> bool:
        return True

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        return frozenset({"to-move"}) if check == "to-move" else frozenset()

    def build(self, text: str, rules: Any) -> GameState[Any]:
        if self.spec.from_position is None:
            raise NotationError(T.NO_POSITIONS.format(game=self.spec.name))
        return self.spec.from_position(text, rules)

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        n = state.players
        opened = {s: tuple(getattr(state.view(s), "hand", ())) for s in range(n)
                  if s not in hidden}
        plugin = get_plugin(self.spec.id)
        if plugin.board is not None:
            shown = load_attr(plugin.board)(state.view(viewer), opened)
            if "to-move" in conceal:
                shown = replace(shown, to_move=None)
            return TableView(self.spec.id, shown, ())
        mover = None if "to-move" in conceal else state.to_move()
        zones = []
        for s in range(n):
            hand = tuple(getattr(state.view(s), "hand", ()))
            zones.append(Zone(Kind.HAND, seat_name(s, n, long=True), owner=s,
                              cards=tuple(sort_hand(opened.get(s, ()))), count=len(hand),
                              marks=seat_marks(s == mover, s == viewer)))
        names = tuple(seat_name(s, n, long=True) for s in range(n))
        short = tuple(seat_name(s, n) for s in range(n))
        return TableView(self.spec.id, Board(n, viewer, tuple(zones), names, short,
                                             to_move=mover), ())

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        raise StepError(T.NO_COUNTING.format(game=self.spec.name))

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        return common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        return common_explain(self, name, ctx)

    def prove(self, puzzle: Puzzle) -> Proof:
        from .proof import Proof

        return Proof(False, str(T.UNPROVEN_NO_SOLVER))


def common_query(adapter: Adapter, name: str, ctx: QueryContext, option: str) -> bool:
    state = ctx.state
    if state is None:
        raise StepError(T.QUERY_NEEDS_POSITION.format(check=name))
    if name == "legal":
        if state.to_move() is None:
            raise StepError(str(T.NOBODY_TO_MOVE))
        try:
            action = state.parse_action(option)
        except NotationError as e:
            raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
        return can(state, action)
    if name == "to-move":
        try:
            seat = adapter.parse_seat(option)
        except NotationError as e:
            raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
        return bool(state.to_move() == seat)
    raise StepError(T.UNKNOWN_CHECK.format(check=name, known=", ".join(adapter.queries)))


def common_explain(adapter: Adapter, name: str, ctx: QueryContext) -> str:
    if name == "to-move" and ctx.state is not None and ctx.state.to_move() is not None:
        return T.NOTE_TO_MOVE.format(seat=adapter.seats[ctx.state.to_move()])
    return ""


# ---------------------------------------------------------------------------------------------
# Reading options and fields, for every adapter

#: Yes and no as an option may say them, in either language.
_YES = frozenset({"yes", "y", "true", "ja", "j", "waar"})
_NO = frozenset({"no", "n", "false", "nee", "onwaar"})


def int_option(option: str) -> int:
    number = read_int(option)
    if number is None:
        raise StepError(T.OPTION_NOT_NUMBER.format(option=option))
    return number


def bool_option(option: str, yes: Collection[str] = (), no: Collection[str] = (),
                message: Text = T.OPTION_NOT_YES_NO) -> bool:
    """Yes or no, in plain words or the game's own (``yes``: words meaning yes)."""
    t = option.strip().lower()
    if t in _YES or t in yes:
        return True
    if t in _NO or t in no:
        return False
    raise StepError(message.format(option=option))


def card_option(option: str, pack: Collection[Card] | None = None,
                message: Text = T.OPTION_NOT_CARD) -> Card:
    """One card (of ``pack`` when given)."""
    try:
        cards = parse_cards(option)
    except NotationError as e:
        raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
    if len(cards) != 1 or (pack is not None and cards[0] not in pack):
        raise StepError(message.format(option=option))
    return cards[0]


def only_keys(fields: Mapping[str, Field], allowed: set[str], message: str) -> None:
    for name, f in fields.items():
        if name not in allowed and not name.startswith("-"):
            raise StepError(message.format(key=f.key), f.line)


def suit_field(fields: Mapping[str, Field], key: str, line: int | None, missing: str) -> Suit:
    """A suit given by ``key``; ``missing`` (with ``{key}``) says it is needed."""
    f = fields.get(key)
    if f is None:
        raise StepError(missing.format(key=key), line)
    try:
        return parse_suit(f.value)
    except NotationError as e:
        raise StepError(e.message, f.line) from None


def adapter_for(game: str) -> Adapter:
    """The adapter of a game id or alias; raises ``NotationError`` for an unknown game."""
    plugin = get_plugin(game)
    if plugin.teaching is None:
        return GenericAdapter(plugin.spec)
    adapter: Adapter = load_attr(plugin.teaching)(plugin.spec)
    return adapter
