"""The one small protocol every game implements.

A game state is a mutable object (as in python-chess and OpenSpiel) so that search can apply and
copy cheaply. Every mutation goes through ``apply``, which first runs ``check``; an illegal action
raises ``IllegalActionError`` (its message is the rule, in the learner's terms) and leaves the state
untouched. Players are seat numbers ``0..players-1``. Bots receive ``view(player)``, never the
state. See ``docs/architecture.md`` for why this shape fits every game in the project.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeVar, runtime_checkable

from .errors import IllegalActionError

if TYPE_CHECKING:
    from .cards import Card

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)
V_co = TypeVar("V_co", covariant=True)


#: Event levels: how much a listing shows. A record replay prints ``TRICK`` and up.
DETAIL, TRICK, RESULT = 0, 1, 2


def event_level(event: object) -> int:
    """An event's ``level`` attribute (``TRICK`` when it has none)."""
    level = getattr(event, "level", TRICK)
    return level if isinstance(level, int) else TRICK


@runtime_checkable
class Event(Protocol):
    """Something that happened: a card played, a trick taken, a deal scored.

    An event class may set a ``level`` class attribute (``DETAIL``, ``TRICK``, ``RESULT``).
    """

    def describe(self) -> str:
        """One or more lines for the learner."""
        ...

    def to_dict(self) -> dict[str, Any]:
        """Machine-readable form (``tutor replay --json``); includes a ``"type"`` key."""
        ...


def describe_for(event: Event, seat: int) -> str:
    """The event as ``seat`` may read it.

    An event that holds private information (a card drawn from the stock) defines
    ``describe_for(seat)``; every other event reads the same for everyone.
    """
    method = getattr(event, "describe_for", None)
    if callable(method):
        text = method(seat)
        assert isinstance(text, str)
        return text
    return event.describe()


class Rules(Protocol):
    """A game's rules options: a frozen dataclass that round-trips through a plain dict."""

    def to_dict(self) -> dict[str, Any]: ...


@runtime_checkable
class View(Protocol):
    """What one seat may see, and nothing else: what ``GameState.view`` returns.

    Every game's view is a frozen object with at least these; the rest is the game's own (hands,
    tricks, piles, scores). Bots and the app read views, never states.
    """

    @property
    def seat(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def legal_actions(self) -> Sequence[Any]:
        """The legal actions when this seat is to move, else empty."""
        ...


class GameState(Protocol[A]):
    """The protocol: legal actions, check, apply, terminal/returns, per-player view."""

    @property
    def players(self) -> int: ...

    def to_move(self) -> int | None:
        """The seat that must act, or ``None`` when the game is over."""
        ...

    def legal_actions(self) -> Sequence[A]:
        """Every legal action for the player to move, in a fixed deterministic order."""
        ...

    def check(self, action: A) -> None:
        """Raise ``IllegalActionError`` explaining the rule if ``action`` is not legal now."""
        ...

    def apply(self, action: A) -> Sequence[Event]:
        """Check, then perform ``action``; return the events it caused."""
        ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> tuple[int, ...]:
        """Scores so far, one per player (team games repeat the team score per seat)."""
        ...

    def view(self, player: int) -> Any:
        """Everything ``player`` may see, and nothing else (a ``View``)."""
        ...

    def clone(self) -> Self: ...

    def parse_action(self, text: str) -> A:
        """Read an action as a player types it; raises ``NotationError``."""
        ...

    def format_action(self, action: A) -> str:
        """The canonical text of an action; ``parse_action`` reads it back."""
        ...


def can(state: GameState[A], action: A) -> bool:
    """True when ``action`` is legal now (the "can" of a verify/can/do triplet)."""
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


@runtime_checkable
class Describable(Protocol):
    def describe(self) -> str: ...


Sides = tuple[tuple[int, ...], ...]


def solo_sides(players: int) -> Sides:
    """Every seat plays for itself."""
    return tuple((s,) for s in range(players))


def partnership_sides(players: int) -> Sides:
    """Partners sit opposite: with four players seats 0 and 2 against 1 and 3."""
    if players % 2:
        return solo_sides(players)
    half = players // 2
    return tuple(tuple(range(k, players, half)) for k in range(half))


@dataclass(frozen=True)
class GameSpec:
    """How the CLI, records and the app find a game: ids, names, and constructors."""

    id: str
    name: str
    aliases: tuple[str, ...]
    players: tuple[int, ...]
    #: Builds the rules from a dict of options (raises ``ValueError`` naming the bad key).
    rules_from_dict: Callable[[Mapping[str, Any]], Any]
    #: Starts a game: ``new_game(rules, seed)``; every shuffle derives from ``seed``.
    new_game: Callable[[Any, int], GameState[Any]]
    #: The rule card file name in ``seeds/``.
    rule_card: str
    #: The rules field that ``tutor selfplay --deals/--hands N`` sets, if any.
    length_option: str | None = None
    #: Reads a position in the game's notation: ``from_position(text, rules)``.
    from_position: Callable[[str, Any], GameState[Any]] | None = None
    #: Writes a state's position in the game's notation (``from_position`` reads it back).
    to_position: Callable[[Any], str] | None = None
    #: The sides for a number of players: each a tuple of seats that score together.
    sides: Callable[[int], Sides] = solo_sides
    #: ``resample(view, rng)``: a full state consistent with everything the view knows (hidden
    #: cards dealt at random among what fits); the generic sampling bot plays from it.
    resample: Callable[[Any, random.Random], GameState[Any]] | None = None
    #: ``hidden_cards(state, seat)``: the cards ``seat`` may not see now (other hands, the stock);
    #: the protocol tests check that no view holds one of them.
    hidden_cards: Callable[[Any, int], frozenset[Card]] | None = None
    #: ``scores(event)``: the points per side (in ``sides`` order) that an event adds to the match
    #: score (a deal's scoring), or ``None``; summed over the events they make ``returns()``.
    scores: Callable[[Any], tuple[int, ...] | None] | None = None
    #: The rules field that sets the number of players, for a game played by several counts.
    players_option: str | None = None
    #: ``sides_of(game)``: the sides of a state or view in play, for a game where a rules option
    #: (partners or not) decides them; ``None``: ``sides(players)`` says.
    sides_of: Callable[[Any], Sides] | None = None
    #: ``opening(state)``: the events of a new game's start that no action caused (the first
    #: deal), so that a replay from the seed tells the game from its beginning.
    opening: Callable[[Any], Sequence[Any]] | None = None

    def sides_in(self, game: Any) -> Sides:
        """The sides of a game in play (a state or a view)."""
        if self.sides_of is not None:
            return self.sides_of(game)
        return self.sides(game.players)
