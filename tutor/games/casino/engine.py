"""The Casino engine: two to four players capture, build and call with a 52-card pack; rounds
score 11 points (and sweeps), the game goes to 21.

Cards are numbered ``suit * 13 + r`` with the suits ♠ ♥ ♦ ♣ and ``r`` 0 for the ace up to 12 for
the king, so a card's value (``VALUE``) is ``r + 1`` up to the ten and 0 for the jack, queen and
king, which only pair. The table holds loose cards and combinations (builds and calls), each with
its value and owner. Every turn plays one card: a capture, a build, a raise, a call or a trail.

One rule holds the game together: after your play you hold a card of the value of every build or
call you own (the rulings ask it when a build, raise or call is made; the engine keeps it after
every play, so a player never owns a combination they cannot take). Hence a player always has a
legal play, and when the hands run out every combination has been taken.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from ...actions import typed_action
from ...cards import Card, Rank, Suit, format_card, format_cards, parse_card
from ...errors import AmbiguousActionError, IllegalActionError, NotationError
from ...game import RESULT, TRICK, Sides, partnership_sides, solo_sides
from ...i18n import Text
from ...numbers import read_int
from ...seats import seat_name
from ..common import MatchEnd, make_cards_mask, make_mask_cards, show_cards
from . import text as T
from .rules import (
    ACE_POINTS,
    AT_A_TIME,
    BIG_CASINO,
    BIG_CASINO_POINTS,
    HAND_SIZE,
    LITTLE_CASINO,
    LITTLE_CASINO_POINTS,
    MAX_BUILD,
    MOST_CARDS,
    MOST_SPADES,
    SWEEP_POINTS,
    TABLE_CARDS,
    CasinoRules,
    card_value,
)

# ---------------------------------------------------------------------------------------------
# Cards

_RANKS: tuple[Rank, ...] = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX,
                            Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN,
                            Rank.KING)
_SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
#: The pack in index order: ♠A ♠2 .. ♠K, ♥A .. ♣K.
CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in _SUITS for r in _RANKS)
NCARDS = len(CARDS)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
VALUE: tuple[int, ...] = tuple(card_value(c.rank) for c in CARDS)
#: The rank of each card as a number 0 (ace) .. 12 (king): a face card pairs by it.
RANK_NO: tuple[int, ...] = tuple(i % 13 for i in range(NCARDS))
SPADES_MASK = (1 << 13) - 1
ACES_MASK = sum(1 << (13 * s) for s in range(4))
mask_cards = make_mask_cards(CARDS)
cards_mask = make_cards_mask(INDEX)

# The kinds of play, in the order the legal actions list them for one card.
_CAPTURE, _BUILD, _RAISE, _CALL, _TRAIL = range(5)


def card_index(card: Card) -> int | None:
    """The index of a card of the pack, ``None`` for a copy (Casino uses one pack)."""
    if card.copy:
        return None
    return INDEX.get(card)


def _order(card: Card) -> int:
    i = card_index(card)
    return NCARDS + 1 if i is None else i


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_order))


def _norm_groups(groups: Iterable[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    inner = [_sorted(g) for g in groups]
    return tuple(sorted((g for g in inner if g), key=lambda g: [_order(c) for c in g]))


def _items_text(groups: tuple[tuple[Card, ...], ...]) -> str:
    """Table items as the notation writes them: a loose card bare, a combination in brackets."""
    return " ".join(format_card(g[0]) if len(g) == 1 else f"[{format_cards(g)}]"
                    for g in groups)


def value_word(value: int) -> str:
    """A value as a player names the card: ``ace`` for 1, else the number."""
    return str(T.ACE_WORD) if value == 1 else str(value)


def a_value(value: int) -> str:
    """``an 8``, ``an ace``, ``a 9``."""
    if value == 1:
        return str(T.AN_ACE)
    text = T.AN_VALUE if str(value)[0] == "8" or value == 11 else T.A_VALUE
    return text.format(value=value)


# ---------------------------------------------------------------------------------------------
# Actions
#
# An action's hash is computed once and kept (``_h``): a hash goes through every card's suit and
# rank, and actions are looked up many times (the legal set, a typed action, records).


def _cached_hash(self: Any) -> int:
    h: int = self._h
    if not h:
        h = hash((type(self).__name__, *(getattr(self, f) for f in self._key))) or 1
        object.__setattr__(self, "_h", h)
    return h


def _reduce(self: Any) -> tuple[Any, ...]:
    """Pickle an action by its fields alone: a kept hash belongs to one process."""
    return (type(self), tuple(getattr(self, f) for f in self._key))


@dataclass(frozen=True, slots=True)
class Trail:
    """Lay the card on the table."""

    card: Card

    _h: int = field(default=0, init=False, repr=False, compare=False)
    _key: ClassVar[tuple[str, ...]] = ("card",)
    __hash__ = _cached_hash
    __reduce__ = _reduce

    def __str__(self) -> str:
        return f"{format_card(self.card)} trails"


@dataclass(frozen=True, slots=True)
class Capture:
    """Take table items with the card: each item a loose card (a 1-tuple) or a combination's
    cards; together they split into groups of the card's value (a face card: one card of its
    rank)."""

    card: Card
    taken: tuple[tuple[Card, ...], ...]

    _h: int = field(default=0, init=False, repr=False, compare=False)
    _key: ClassVar[tuple[str, ...]] = ("card", "taken")
    __hash__ = _cached_hash
    __reduce__ = _reduce

    def __str__(self) -> str:
        return f"{format_card(self.card)} takes {_items_text(self.taken)}"


@dataclass(frozen=True, slots=True)
class Build:
    """Play the card onto loose table cards, making a build of ``value``."""

    card: Card
    value: int
    cards: tuple[Card, ...]

    _h: int = field(default=0, init=False, repr=False, compare=False)
    _key: ClassVar[tuple[str, ...]] = ("card", "value", "cards")
    __hash__ = _cached_hash
    __reduce__ = _reduce

    def __str__(self) -> str:
        return f"{format_card(self.card)} builds {self.value} on {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Raise:
    """Play the card onto a build (``build``: its cards), raising it to ``value``."""

    card: Card
    build: tuple[Card, ...]
    value: int

    _h: int = field(default=0, init=False, repr=False, compare=False)
    _key: ClassVar[tuple[str, ...]] = ("card", "build", "value")
    __hash__ = _cached_hash
    __reduce__ = _reduce

    def __str__(self) -> str:
        return f"{format_card(self.card)} raises [{format_cards(self.build)}] to {self.value}"


@dataclass(frozen=True, slots=True)
class Call:
    """Play the card and combine it with table items into a call of ``value``."""

    card: Card
    value: int
    taken: tuple[tuple[Card, ...], ...]

    _h: int = field(default=0, init=False, repr=False, compare=False)
    _key: ClassVar[tuple[str, ...]] = ("card", "value", "taken")
    __hash__ = _cached_hash
    __reduce__ = _reduce

    def __str__(self) -> str:
        return f"{format_card(self.card)} calls {self.value} on {_items_text(self.taken)}"


Action = Trail | Capture | Build | Raise | Call
_ACTION_TYPES = (Trail, Capture, Build, Raise, Call)


def normal(action: Action) -> Action:
    """The action with its cards in canonical order (as ``legal_actions`` lists it)."""
    if isinstance(action, Capture):
        return Capture(action.card, _norm_groups(action.taken))
    if isinstance(action, Call):
        return Call(action.card, action.value, _norm_groups(action.taken))
    if isinstance(action, Build):
        return Build(action.card, action.value, _sorted(action.cards))
    if isinstance(action, Raise):
        return Raise(action.card, _sorted(action.build), action.value)
    return action


# ---------------------------------------------------------------------------------------------
# The table


@dataclass(frozen=True, slots=True)
class Combination:
    """A build or a call on the table: its cards, its value and its owner."""

    cards: tuple[Card, ...]
    value: int
    owner: int
    call: bool = False

    @property
    def kind(self) -> str:
        return "call" if self.call else "build"

    def describe(self) -> str:
        """``build of 8 (♠3 ♦5)``."""
        text = T.CALL_OF if self.call else T.BUILD_OF
        return text.format(value=self.value, cards=show_cards(self.cards))

    def describe_owned(self, seat: int, players: int) -> str:
        """``their build of 8 (♠3 ♦5)`` when ``seat`` owns it, else ``P2's build of 8 (...)``."""
        cards = show_cards(self.cards)
        if self.owner == seat:
            text = T.OWN_CALL_OF if self.call else T.OWN_BUILD_OF
            return text.format(value=self.value, cards=cards)
        text = T.OWNERS_CALL_OF if self.call else T.OWNERS_BUILD_OF
        return text.format(owner=seat_name(self.owner, players), value=self.value, cards=cards)

    def to_dict(self, players: int) -> dict[str, Any]:
        return {"kind": self.kind, "value": self.value, "owner": seat_name(self.owner, players),
                "cards": [format_card(c) for c in self.cards]}


class _Unit(NamedTuple):
    """A combination inside the engine: card indices (ascending), value, owner, call."""

    cards: tuple[int, ...]
    value: int
    owner: int
    call: bool


def _public(u: _Unit) -> Combination:
    return Combination(tuple(CARDS[i] for i in u.cards), u.value, u.owner, u.call)


# ---------------------------------------------------------------------------------------------
# Sides


def sides_for(players: int, partners: bool) -> Sides:
    """Partners opposite when the option is on with four players, else each seat alone."""
    return partnership_sides(4) if partners and players == 4 else solo_sides(players)


def side_name(side: Sequence[int], players: int) -> str:
    return "-".join(seat_name(s, players) for s in side)


def _names(sides: Sides, players: int) -> tuple[str, ...]:
    return tuple(side_name(side, players) for side in sides)


def _list(names: Sequence[str]) -> str:
    """``P1``, ``P1 and P2``, ``P1, P2 and P3``."""
    if len(names) <= 1:
        return "".join(names)
    return T.LIST_AND.format(first=", ".join(names[:-1]), last=names[-1])


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class RoundDealt:
    """A new round: the dealer, and the four cards laid face up on the table."""

    level: ClassVar[int] = TRICK
    round_no: int  # 1-based
    dealer: int
    players: int
    table: tuple[Card, ...]

    def describe(self) -> str:
        return T.EV_ROUND.format(no=self.round_no, dealer=seat_name(self.dealer, self.players),
                                 first=seat_name((self.dealer + 1) % self.players, self.players),
                                 cards=show_cards(self.table))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "round", "round": self.round_no,
                "dealer": seat_name(self.dealer, self.players),
                "table": [format_card(c) for c in self.table]}


@dataclass(frozen=True, slots=True)
class HandsDealt:
    """Four more cards to each player from the stock (each seat reads only its own)."""

    level: ClassVar[int] = TRICK
    players: int
    hands: tuple[tuple[Card, ...], ...]
    stock: int  # cards left in the stock

    def describe(self) -> str:
        return T.EV_DEAL.format(n=len(self.hands[0]), left=self.stock)

    def describe_for(self, seat: int) -> str:
        if 0 <= seat < len(self.hands):
            return T.EV_DEAL_YOURS.format(n=len(self.hands[seat]), left=self.stock,
                                          cards=show_cards(self.hands[seat]))
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal", "stock": self.stock,
                "hands": {seat_name(s, self.players): [format_card(c) for c in h]
                          for s, h in enumerate(self.hands)}}


def _taken_text(loose: Sequence[Card], combos: Sequence[Combination], players: int,
                seat: int) -> str:
    """What a play takes or combines, in words: ``♣8 and P2's build of 8 (♠3 ♦5)``."""
    parts = []
    if loose:
        parts.append(show_cards(loose))
    for c in combos:
        parts.append(c.describe_owned(seat, players))
    return _list(parts)


@dataclass(frozen=True, slots=True)
class Trailed:
    level: ClassVar[int] = TRICK
    seat: int
    card: Card
    players: int

    def describe(self) -> str:
        return T.EV_TRAIL.format(seat=seat_name(self.seat, self.players), card=self.card)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "trail", "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card)}


@dataclass(frozen=True, slots=True)
class Captured:
    level: ClassVar[int] = TRICK
    seat: int
    card: Card
    loose: tuple[Card, ...]
    combos: tuple[Combination, ...]
    players: int
    #: The capture left the table empty; ``sweep``: and sweeps score.
    cleared: bool = False
    sweep: bool = False

    def describe(self) -> str:
        text = T.EV_CAPTURE.format(seat=seat_name(self.seat, self.players), card=self.card,
                                   taken=_taken_text(self.loose, self.combos, self.players,
                                                     self.seat))
        if self.cleared:
            text += " " + (str(T.EV_SWEEP) if self.sweep else str(T.EV_CLEARED))
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"type": "capture", "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card), "loose": [format_card(c) for c in self.loose],
                "combinations": [c.to_dict(self.players) for c in self.combos],
                "cleared": self.cleared}


@dataclass(frozen=True, slots=True)
class Built:
    level: ClassVar[int] = TRICK
    seat: int
    card: Card
    value: int
    cards: tuple[Card, ...]
    players: int

    def describe(self) -> str:
        return T.EV_BUILD.format(seat=seat_name(self.seat, self.players), card=self.card,
                                 cards=show_cards(self.cards), value=self.value)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "build", "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card), "value": self.value,
                "on": [format_card(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Raised:
    level: ClassVar[int] = TRICK
    seat: int
    card: Card
    build: Combination
    value: int
    players: int

    def describe(self) -> str:
        return T.EV_RAISE.format(seat=seat_name(self.seat, self.players), card=self.card,
                                 build=_taken_text((), (self.build,), self.players, self.seat),
                                 value=self.value)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "raise", "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card), "build": self.build.to_dict(self.players),
                "value": self.value}


@dataclass(frozen=True, slots=True)
class Called:
    level: ClassVar[int] = TRICK
    seat: int
    card: Card
    value: int
    loose: tuple[Card, ...]
    combos: tuple[Combination, ...]
    players: int

    def describe(self) -> str:
        return T.EV_CALL.format(seat=seat_name(self.seat, self.players), card=self.card,
                                taken=_taken_text(self.loose, self.combos, self.players,
                                                  self.seat), value=self.value)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "call", "seat": seat_name(self.seat, self.players),
                "card": format_card(self.card), "value": self.value,
                "loose": [format_card(c) for c in self.loose],
                "combinations": [c.to_dict(self.players) for c in self.combos]}


@dataclass(frozen=True, slots=True)
class TableTaken:
    """The round's end: the last player to capture takes what is left on the table."""

    level: ClassVar[int] = TRICK
    seat: int | None  # None: nobody captured this round
    cards: tuple[Card, ...]
    players: int

    def describe(self) -> str:
        if self.seat is None:
            return T.EV_TABLE_LEFT.format(cards=show_cards(self.cards))
        return T.EV_TABLE_TAKEN.format(seat=seat_name(self.seat, self.players),
                                       cards=show_cards(self.cards))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "last_take",
                "seat": None if self.seat is None else seat_name(self.seat, self.players),
                "cards": [format_card(c) for c in self.cards]}


@dataclass(frozen=True)
class RoundResult:
    """The scoring of one round, per side, with everything needed to explain it."""

    round_no: int  # 1-based
    dealer: int
    players: int
    sides: Sides
    cards: tuple[int, ...]
    spades: tuple[int, ...]
    most_cards: int | None  # the side with the most cards, None on a tie
    most_spades: int | None
    big: int | None  # the side that took the big casino
    little: int | None
    aces: tuple[tuple[Card, ...], ...]
    sweeps_on: bool
    sweeps: tuple[int, ...]  # counted sweeps per side
    void_sweep: int | None  # the seat whose sweep, the round's last capture, does not count
    score: tuple[int, ...]

    @property
    def names(self) -> tuple[str, ...]:
        return _names(self.sides, self.players)

    def describe_lines(self) -> list[str]:
        names = self.names
        lines = [T.SC_HEAD.format(no=self.round_no,
                                  dealer=seat_name(self.dealer, self.players))]
        lines.append(self._most(str(T.SC_CARDS), self.cards, self.most_cards, MOST_CARDS))
        lines.append(self._most(str(T.SC_SPADES), self.spades, self.most_spades, MOST_SPADES))
        lines.append(self._casino(T.SC_BIG_TAKEN, T.SC_BIG_NOBODY, BIG_CASINO, self.big,
                                  BIG_CASINO_POINTS))
        lines.append(self._casino(T.SC_LITTLE_TAKEN, T.SC_LITTLE_NOBODY, LITTLE_CASINO,
                                  self.little, LITTLE_CASINO_POINTS))
        held = []
        for k, aces in enumerate(self.aces):
            if aces:
                held.append(T.SC_ACES_SIDE.format(side=names[k], cards=show_cards(aces),
                                                  points=len(aces) * ACE_POINTS))
        lines.append(T.SC_ACES.format(held=", ".join(held)) if held else str(T.SC_NO_ACES))
        if self.sweeps_on:
            counts = ", ".join(f"{n} {s}" for n, s in zip(names, self.sweeps, strict=True))
            lines.append(T.SC_SWEEPS.format(counts=counts, points=SWEEP_POINTS))
            if self.void_sweep is not None:
                lines.append(T.SC_VOID_SWEEP.format(seat=seat_name(self.void_sweep,
                                                                   self.players)))
        score = ", ".join(f"{n} {p}" for n, p in zip(names, self.score, strict=True))
        lines.append(T.SC_ROUND.format(score=score))
        return lines

    def _most(self, text: str, counts: tuple[int, ...], best: int | None, points: int) -> str:
        names = self.names
        shown = ", ".join(f"{n} {c}" for n, c in zip(names, counts, strict=True))
        if best is None:
            top = max(counts)
            level = [names[k] for k, c in enumerate(counts) if c == top]
            tie = (T.SC_TIE_TWO.format(points=points) if len(level) == len(counts)
                   else T.SC_TIE.format(sides=_list(level), points=points))
            return text.format(counts=shown) + " " + tie
        return text.format(counts=shown) + " " + T.SC_MOST.format(side=names[best],
                                                                   points=points)

    def _casino(self, taken: Text, nobody: Text, card: Card, side: int | None,
                points: int) -> str:
        if side is None:
            return nobody.format(card=card)
        return taken.format(card=card, side=self.names[side], points=points)

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        def side(k: int | None) -> str | None:
            return None if k is None else names[k]

        return {"round": self.round_no, "dealer": seat_name(self.dealer, self.players),
                "sides": list(names), "cards": list(self.cards), "spades": list(self.spades),
                "most_cards": side(self.most_cards), "most_spades": side(self.most_spades),
                "big_casino": side(self.big), "little_casino": side(self.little),
                "aces": [[format_card(c) for c in a] for a in self.aces],
                "sweeps": list(self.sweeps) if self.sweeps_on else None,
                "void_sweep": (None if self.void_sweep is None
                               else seat_name(self.void_sweep, self.players)),
                "score": list(self.score)}


@dataclass(frozen=True, slots=True)
class RoundScored:
    level: ClassVar[int] = RESULT
    result: RoundResult
    match: tuple[int, ...]
    #: The sides level at the top on or over the target: another round is played.
    level_at_top: tuple[int, ...] = ()

    def describe(self) -> str:
        r = self.result
        lines = r.describe_lines()
        names = r.names
        lines.append(T.SC_MATCH.format(score=", ".join(
            f"{n} {p}" for n, p in zip(names, self.match, strict=True))))
        if self.level_at_top:
            lines.append(T.SC_LEVEL.format(sides=_list([names[k] for k in self.level_at_top]),
                                           total=self.match[self.level_at_top[0]]))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "round_scored", **self.result.to_dict(), "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class MatchOver(MatchEnd):
    """The game's end: the totals per side and who won."""

    rounds: int
    totals: tuple[int, ...]
    names: tuple[str, ...]
    target: int
    reached: bool  # a side reached the target (else the rounds ran out)

    def describe(self) -> str:
        result = self.result_text(T.EV_WIN, T.EV_DRAW, self.names.__getitem__)
        if self.reached:
            return T.EV_GAME_WON.format(self.rounds, target=self.target, result=result)
        return T.EV_STOPPED.format(self.rounds, result=result)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "match_over", "rounds": self.rounds, "reached": self.reached,
                **self.result_dict(self.names.__getitem__)}


Event = (RoundDealt | HandsDealt | Trailed | Captured | Built | Raised | Called | TableTaken
         | RoundScored | MatchOver)


# ---------------------------------------------------------------------------------------------
# The view


@dataclass(frozen=True)
class CasinoView:
    """What one seat may see: its hand, the table, every captured card, the score."""

    seat: int
    players: int
    rules: CasinoRules
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    #: Loose cards on the table, and the combinations (builds and calls) with their owners.
    loose: tuple[Card, ...]
    combinations: tuple[Combination, ...]
    #: The cards each seat has captured this round (all were seen on the table).
    captured: tuple[tuple[Card, ...], ...]
    stock_size: int
    dealer: int
    round_no: int  # 1-based
    last_capturer: int | None
    #: Whether the last capture cleared the table (if it stays the last, it is no sweep).
    last_swept: bool
    #: Table-clearing captures per seat this round.
    sweeps: tuple[int, ...]
    #: The match score per side (``sides``).
    match: tuple[int, ...]
    sides: Sides
    results: tuple[RoundResult, ...]
    legal_actions: tuple[Action, ...]

    def owned(self, seat: int) -> tuple[Combination, ...]:
        return tuple(c for c in self.combinations if c.owner == seat)


# ---------------------------------------------------------------------------------------------
# Enumeration helpers


def _sums(values: Sequence[int]) -> list[list[int]]:
    """For each total 0..10, the masks (over positions in ``values``) of the non-empty subsets
    that add up to it."""
    out: list[list[int]] = [[] for _ in range(MAX_BUILD + 1)]
    order = sorted(range(len(values)), key=values.__getitem__)
    vals = [values[k] for k in order]
    bits = [1 << k for k in order]
    n = len(order)

    def rec(start: int, mask: int, total: int) -> None:
        for k in range(start, n):
            t = total + vals[k]
            if t > MAX_BUILD:
                return
            m = mask | bits[k]
            out[t].append(m)
            rec(k + 1, m, t)

    rec(0, 0, 0)
    return out


@lru_cache(maxsize=8192)
def _sums_of(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """``_sums`` of the loose cards' values, kept: tables recur from play to play and in
    search."""
    return tuple(tuple(masks) for masks in _sums(values))


@lru_cache(maxsize=8192)
def _unions_of(values: tuple[int, ...], target: int) -> tuple[int, ...]:
    """Every set of the loose cards (by ``values``) that splits into groups of ``target``."""
    return tuple(_unions(_sums_of(values)[target]))


def clear_caches() -> None:
    """Forget the kept sums and unions (a benchmark's rounds start cold)."""
    _sums_of.cache_clear()
    _unions_of.cache_clear()


def _unions(groups: Sequence[int]) -> list[int]:
    """Every non-empty union of disjoint masks of ``groups``, once each."""
    if not groups:
        return []
    seen = {0}
    stack = [0]
    out: list[int] = []
    while stack:
        u = stack.pop()
        for g in groups:
            if not g & u:
                n = u | g
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
                    out.append(n)
    return out


def partitions(values: Sequence[int], target: int) -> bool:
    """Whether ``values`` split into groups that each add up to ``target``."""
    if target <= 0 or not values:
        return not values
    total = sum(values)
    if total % target or any(v <= 0 or v > target for v in values):
        return False
    if target > MAX_BUILD:
        return False
    lowest: dict[int, list[int]] = {}
    for g in _sums(values)[target]:
        lowest.setdefault(g & -g, []).append(g)
    memo: dict[int, bool] = {}

    def cover(rest: int) -> bool:
        """Whether ``rest`` splits into groups: the group of its lowest card, then the rest."""
        if not rest:
            return True
        got = memo.get(rest)
        if got is None:
            got = memo[rest] = any(g & rest == g and cover(rest ^ g)
                                   for g in lowest.get(rest & -rest, ()))
        return got

    return cover((1 << len(values)) - 1)


def _bits(mask: int, items: Sequence[int]) -> tuple[int, ...]:
    out = []
    k = 0
    while mask:
        if mask & 1:
            out.append(items[k])
        mask >>= 1
        k += 1
    return tuple(out)


# A move inside the engine: (kind, card, loose card indices taken or used, unit positions taken
# or used, value).
_Move = tuple[int, int, tuple[int, ...], tuple[int, ...], int]


# ---------------------------------------------------------------------------------------------
# State


class CasinoState:
    """A Casino game in progress. Mutable; ``clone`` for copies."""

    __slots__ = ("_legal", "_texts", "captured", "dealer", "hands", "last_capturer", "last_swept",
                 "loose", "n", "over", "results", "round_no", "rules", "seed", "side_of", "sides",
                 "stock", "sweeps", "totals", "turn", "units")

    def __init__(self, rules: CasinoRules, seed: int = 0, *, dealer: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.n = rules.players
        self.sides = sides_for(self.n, rules.partners)
        self.side_of = _side_of(self.sides, self.n)
        self.totals = [0] * len(self.sides)
        self.results: list[RoundResult] = []
        self.round_no = 0
        self.over = False
        self._deal_round(dealer)

    # -- construction --------------------------------------------------------------------------

    def _deal_round(self, dealer: int) -> tuple[Card, ...]:
        """Shuffle and deal a round's first cards: two to each player from the dealer's left,
        two face up to the table just before the dealer's two, and all of it again."""
        rng = random.Random(f"casino:{self.seed}:{self.round_no}")
        order = list(range(NCARDS))
        rng.shuffle(order)
        self.stock = order[::-1]  # the next card to deal is the last
        n = self.n
        self.dealer = dealer
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.loose: list[int] = []
        self.units: list[_Unit] = []
        self.captured = [0] * n
        self.sweeps = [0] * n
        self.last_capturer = -1
        self.last_swept = False
        self._legal: tuple[tuple[Action, ...], tuple[_Move, ...]] | None = None
        self._texts: dict[str, Action] | None = None
        stock = self.stock
        for _ in range(HAND_SIZE // AT_A_TIME):
            for k in range(1, n + 1):
                seat = (dealer + k) % n
                if seat == dealer:
                    for _ in range(TABLE_CARDS // (HAND_SIZE // AT_A_TIME)):
                        self.loose.append(stock.pop())
                for _ in range(AT_A_TIME):
                    self.hands[seat].append(stock.pop())
        for h in self.hands:
            h.sort()
        self.loose.sort()
        self.turn = (dealer + 1) % n
        return tuple(CARDS[i] for i in self.loose)

    def _deal_hands(self) -> None:
        """Four more cards to each player, two at a time from the dealer's left."""
        n, dealer, stock = self.n, self.dealer, self.stock
        for _ in range(HAND_SIZE // AT_A_TIME):
            for k in range(1, n + 1):
                seat = (dealer + k) % n
                for _ in range(AT_A_TIME):
                    self.hands[seat].append(stock.pop())
        for h in self.hands:
            h.sort()
        self.turn = (dealer + 1) % n

    @classmethod
    def from_parts(cls, rules: CasinoRules, *, seed: int, round_no: int,
                   totals: Sequence[int], dealer: int, hands: Sequence[Sequence[Card]],
                   loose: Sequence[Card], combinations: Sequence[Combination],
                   captured: Sequence[Sequence[Card]], stock: Sequence[Card], turn: int,
                   last_capturer: int | None, sweeps: Sequence[int], last_swept: bool = False,
                   over: bool = False) -> CasinoState:
        """A position built from its parts (``stock``: the next card to deal first); the caller
        validates."""
        st = cls.__new__(cls)
        st.rules = rules
        st.seed = seed
        st.n = rules.players
        st.sides = sides_for(st.n, rules.partners)
        st.side_of = _side_of(st.sides, st.n)
        st.totals = list(totals)
        st.results = []
        st.round_no = round_no
        st.over = over
        st.dealer = dealer
        st.hands = [sorted(INDEX[c] for c in h) for h in hands]
        st.loose = sorted(INDEX[c] for c in loose)
        st.units = [_Unit(tuple(sorted(INDEX[c] for c in u.cards)), u.value, u.owner, u.call)
                    for u in combinations]
        st.captured = [cards_mask(p) for p in captured]
        st.stock = [INDEX[c] for c in reversed(stock)]
        st.turn = turn
        st.last_capturer = -1 if last_capturer is None else last_capturer
        st.last_swept = last_swept
        st.sweeps = list(sweeps)
        st._legal = None
        st._texts = None
        return st

    def clone(self) -> CasinoState:
        st = CasinoState.__new__(CasinoState)
        st.rules = self.rules
        st.seed = self.seed
        st.n = self.n
        st.sides = self.sides
        st.side_of = self.side_of
        st.totals = list(self.totals)
        st.results = list(self.results)
        st.round_no = self.round_no
        st.over = self.over
        st.dealer = self.dealer
        st.hands = [list(h) for h in self.hands]
        st.loose = list(self.loose)
        st.units = list(self.units)
        st.captured = list(self.captured)
        st.stock = list(self.stock)
        st.turn = self.turn
        st.last_capturer = self.last_capturer
        st.last_swept = self.last_swept
        st.sweeps = list(self.sweeps)
        st._legal = self._legal
        st._texts = self._texts
        return st

    # -- protocol ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.n

    def to_move(self) -> int | None:
        return None if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> tuple[int, ...]:
        return tuple(self.totals[self.side_of[s]] for s in range(self.n))

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self.hands[seat])

    def loose_cards(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self.loose)

    def combinations(self) -> tuple[Combination, ...]:
        return tuple(_public(u) for u in self.units)

    def captured_cards(self, seat: int) -> tuple[Card, ...]:
        return mask_cards(self.captured[seat])

    def stock_cards(self) -> tuple[Card, ...]:
        """The stock, the next card to deal first."""
        return tuple(CARDS[i] for i in reversed(self.stock))

    def legal_actions(self) -> tuple[Action, ...]:
        return self._moves()[0]

    def _moves(self) -> tuple[tuple[Action, ...], tuple[_Move, ...]]:
        """The legal actions, and beside each the move it makes (computed once per turn)."""
        legal = self._legal
        if legal is None:
            legal = self._legal = ((), ()) if self.over else self._generate()
        return legal

    def _generate(self) -> tuple[tuple[Action, ...], tuple[_Move, ...]]:
        me = self.turn
        hand = self.hands[me]
        loose = self.loose
        units = self.units
        cnt = [0] * (MAX_BUILD + 1)
        for i in hand:
            cnt[VALUE[i]] += 1
        owned = [p for p, u in enumerate(units) if u.owner == me]
        owned_values = [units[p].value for p in owned]
        nums = [j for j in loose if VALUE[j]]
        values = tuple(VALUE[j] for j in nums)
        sums = _sums_of(values)
        by_value: dict[int, list[int]] = {}
        for p, u in enumerate(units):
            by_value.setdefault(u.value, []).append(p)

        def keeps(gone: tuple[int, ...], new: int) -> bool:
            """After the play, a card is held for every combination the mover owns."""
            if new and not cnt[new]:
                return False
            for p, w in zip(owned, owned_values, strict=True):
                if not cnt[w] and p not in gone:
                    return False
            return True

        moves: list[tuple[tuple[int, ...], _Move]] = []
        add = moves.append
        for c in hand:
            v = VALUE[c]
            if v == 0:
                rank = RANK_NO[c]
                for j in loose:
                    if RANK_NO[j] == rank and keeps((), 0):
                        add(((c, _CAPTURE, 0, j), (_CAPTURE, c, (j,), (), 0)))
            else:
                cnt[v] -= 1
                # Captures: loose groups of v, combinations of v.
                same = by_value.get(v, ())
                loose_sets = _unions_of(values, v)
                for s in range(1 << len(same)):
                    taken = _bits(s, same) if s else ()
                    if owned and not keeps(taken, 0):
                        continue
                    if s:
                        add(self._keyed(c, _CAPTURE, v, (), taken))
                    for m in loose_sets:
                        add(self._keyed(c, _CAPTURE, v, _bits(m, nums), taken))
                # Builds: onto loose cards, to a value held.
                for t in range(v + 1, MAX_BUILD + 1):
                    if cnt[t] and (not owned or keeps((), t)):
                        for m in sums[t - v]:
                            ls = _bits(m, nums)
                            add(((c, _BUILD, t, *ls), (_BUILD, c, ls, (), t)))
                # Raises: one simple build.
                for p, u in enumerate(units):
                    t = u.value + v
                    if not u.call and t <= MAX_BUILD and cnt[t] and keeps((p,), t):
                        add(((c, _RAISE, t, *u.cards), (_RAISE, c, (), (p,), t)))
                # Calls: the card (alone, or with loose cards) and at least one more group.
                for t in range(v, MAX_BUILD + 1):
                    if not cnt[t]:
                        continue
                    others = by_value.get(t, ())
                    more = _unions_of(values, t)
                    if not others and not more:
                        continue
                    seen: set[tuple[int, int]] = set()
                    for g in ((0,) if t == v else sums[t - v]):
                        for s in range(1 << len(others)):
                            taken = _bits(s, others) if s else ()
                            if owned and not keeps(taken, t):
                                continue
                            for m in (0, *more):
                                if m & g or not (m or s) or (g | m, s) in seen:
                                    continue
                                seen.add((g | m, s))
                                add(self._keyed(c, _CALL, t, _bits(g | m, nums), taken))
                cnt[v] += 1
            if not owned:
                add(((c, _TRAIL), (_TRAIL, c, (), (), 0)))
        moves.sort()
        actions = tuple(self._action(mv) for _, mv in moves)
        return actions, tuple(mv for _, mv in moves)

    def _keyed(self, c: int, kind: int, value: int, ls: tuple[int, ...], us: tuple[int, ...]
               ) -> tuple[tuple[int, ...], _Move]:
        """A capture or call with its sort key: the card, the kind, the value, then the cards it
        takes or combines as a sorted set."""
        if us:
            taken = sorted([*ls, *(j for p in us for j in self.units[p].cards)])
            return (c, kind, value, *taken), (kind, c, ls, us, value)
        return (c, kind, value, *ls), (kind, c, ls, us, value)

    def _action(self, move: _Move) -> Action:
        kind, c, ls, us, value = move
        card = CARDS[c]
        if kind == _TRAIL:
            return Trail(card)
        if kind == _BUILD:
            return Build(card, value, tuple(CARDS[j] for j in ls))
        if kind == _RAISE:
            return Raise(card, tuple(CARDS[j] for j in self.units[us[0]].cards), value)
        if us:
            items = [(j,) for j in ls] + [self.units[p].cards for p in us]
            items.sort()
            groups = tuple(tuple(CARDS[j] for j in item) for item in items)
        else:
            groups = tuple((CARDS[j],) for j in ls)
        if kind == _CAPTURE:
            return Capture(card, groups)
        return Call(card, value, groups)

    def check(self, action: Action) -> None:
        if self._find(action) is not None:
            return
        raise self._refusal(action)

    def _find(self, action: object) -> _Move | None:
        """The move of a legal action: the very object listed, else an equal one (its cards
        put in canonical order first); ``None`` when it is not legal."""
        actions, moves = self._moves()
        for k, a in enumerate(actions):
            if a is action:
                return moves[k]
        if not isinstance(action, _ACTION_TYPES):
            return None
        for k, a in enumerate(actions):
            if a == action:
                return moves[k]
        want = normal(action)
        if want != action:
            for k, a in enumerate(actions):
                if a == want:
                    return moves[k]
        return None

    def apply(self, action: Action) -> list[Event]:
        move = self._find(action)
        if move is None:
            raise self._refusal(action)
        return self._play(move)

    # -- playing -------------------------------------------------------------------------------

    def _play(self, move: _Move) -> list[Event]:
        kind, c, ls, us, value = move
        me, n = self.turn, self.n
        self.hands[me].remove(c)
        card = CARDS[c]
        events: list[Event] = []
        if kind == _TRAIL:
            self.loose.append(c)
            self.loose.sort()
            events.append(Trailed(me, card, n))
        else:
            gone = [self.units[p] for p in us]
            for j in ls:
                self.loose.remove(j)
            if us:
                self.units = [u for p, u in enumerate(self.units) if p not in us]
            loose = tuple(CARDS[j] for j in ls)
            combos = tuple(_public(u) for u in gone)
            if kind == _CAPTURE:
                mask = 1 << c
                for j in ls:
                    mask |= 1 << j
                for u in gone:
                    for j in u.cards:
                        mask |= 1 << j
                self.captured[me] |= mask
                self.last_capturer = me
                cleared = not self.loose and not self.units
                self.last_swept = cleared
                if cleared:
                    self.sweeps[me] += 1
                events.append(Captured(me, card, loose, combos, n, cleared,
                                       cleared and self.rules.sweeps))
            else:
                cards = sorted([c, *ls, *(j for u in gone for j in u.cards)])
                self.units.append(_Unit(tuple(cards), value, me, kind == _CALL))
                if kind == _BUILD:
                    events.append(Built(me, card, value, loose, n))
                elif kind == _RAISE:
                    events.append(Raised(me, card, combos[0], value, n))
                else:
                    events.append(Called(me, card, value, loose, combos, n))
        self._legal = None
        self._texts = None
        self.turn = (me + 1) % n
        if not any(self.hands):
            if self.stock:
                self._deal_hands()
                events.append(HandsDealt(n, tuple(self.hand(s) for s in range(n)),
                                         len(self.stock)))
            else:
                events.extend(self._end_round())
        return events

    def _end_round(self) -> list[Event]:
        events: list[Event] = []
        rest = list(self.loose) + [j for u in self.units for j in u.cards]
        if rest:
            seat = self.last_capturer
            if seat >= 0:
                for j in rest:
                    self.captured[seat] |= 1 << j
            events.append(TableTaken(seat if seat >= 0 else None,
                                     tuple(CARDS[j] for j in sorted(rest)), self.n))
        if self.last_capturer >= 0:
            self.loose = []
        self.units = []
        result = self._score()
        self.results.append(result)
        for k, p in enumerate(result.score):
            self.totals[k] += p
        self.round_no += 1
        match = tuple(self.totals)
        top = max(match)
        leaders = tuple(k for k, t in enumerate(match) if t == top)
        reached = top >= self.rules.target
        limit = bool(self.rules.rounds) and self.round_no >= self.rules.rounds
        level = leaders if reached and len(leaders) > 1 and not limit else ()
        events.append(RoundScored(result, match, level))
        if (reached and len(leaders) == 1) or limit:
            self.over = True
            self._legal = None
            self._texts = None
            events.append(MatchOver(self.round_no, match, _names(self.sides, self.n),
                                    self.rules.target, reached))
        else:
            table = self._deal_round((self.dealer + 1) % self.n)
            events.append(RoundDealt(self.round_no + 1, self.dealer, self.n, table))
        return events

    def _score(self) -> RoundResult:
        sides = self.sides
        piles = []
        for side in sides:
            m = 0
            for s in side:
                m |= self.captured[s]
            piles.append(m)
        cards = tuple(p.bit_count() for p in piles)
        spades = tuple((p & SPADES_MASK).bit_count() for p in piles)
        most_cards = _unique_max(cards)
        most_spades = _unique_max(spades)
        big = _holder(piles, INDEX[BIG_CASINO])
        little = _holder(piles, INDEX[LITTLE_CASINO])
        aces = tuple(mask_cards(p & ACES_MASK) for p in piles)
        void = None
        seat_sweeps = list(self.sweeps)
        if self.last_swept and self.last_capturer >= 0:
            void = self.last_capturer
            seat_sweeps[void] -= 1
        sweeps = tuple(sum(seat_sweeps[s] for s in side) if self.rules.sweeps else 0
                       for side in sides)
        score = []
        for k in range(len(sides)):
            pts = len(aces[k]) * ACE_POINTS + sweeps[k] * SWEEP_POINTS
            pts += MOST_CARDS if most_cards == k else 0
            pts += MOST_SPADES if most_spades == k else 0
            pts += BIG_CASINO_POINTS if big == k else 0
            pts += LITTLE_CASINO_POINTS if little == k else 0
            score.append(pts)
        return RoundResult(self.round_no + 1, self.dealer, self.n, sides, cards, spades,
                           most_cards, most_spades, big, little, aces, self.rules.sweeps, sweeps,
                           void if self.rules.sweeps else None, tuple(score))

    # -- refusals ------------------------------------------------------------------------------

    def _refusal(self, action: object) -> IllegalActionError:
        try:
            msg, rule = self._why(action)
        except (KeyError, IndexError, ValueError):  # a stranger the reasons do not foresee
            msg, rule = T.NOT_LEGAL.format(action=action), "illegal"
        return IllegalActionError(msg, rule=rule, action=action)

    def _why(self, action: object) -> tuple[str, str]:
        if self.over:
            return str(T.GAME_OVER), "over"
        if not isinstance(action, _ACTION_TYPES):
            return T.NOT_AN_ACTION.format(action=action), "not-an-action"
        card = action.card
        i = card_index(card) if isinstance(card, Card) else None
        me = self.turn
        if i is None or i not in self.hands[me]:
            return T.NOT_HELD.format(card=card), "not-held"
        owned = [u for u in self.units if u.owner == me]
        if isinstance(action, Trail):
            words = _list([_public(u).describe() for u in owned])
            if len(owned) > 1:
                return T.NO_TRAIL_SEVERAL.format(combos=words), "no-trail"
            if owned[0].call:
                return T.NO_TRAIL_CALL.format(combo=words), "no-trail"
            return T.NO_TRAIL_BUILD.format(combo=words), "no-trail"
        v = VALUE[i]
        if v == 0 and not isinstance(action, Capture):
            return T.FACE_NO_COMBINE.format(card=card, rank=T.FACE_RANK[card.rank]), "face"
        if isinstance(action, Capture):
            return self._why_capture(action, i)
        if isinstance(action, Build):
            return self._why_build(action, i)
        if isinstance(action, Raise):
            return self._why_raise(action, i)
        return self._why_call(action, i)

    def _items(self, groups: Iterable[Iterable[Card]]) -> tuple[list[int], list[int], str]:
        """The loose cards and combinations (positions) that named groups stand for, or a
        reason they do not."""
        ls: list[int] = []
        us: list[int] = []
        where = {j: p for p, u in enumerate(self.units) for j in u.cards}
        seen: set[int] = set()
        for g in groups:
            idx = []
            for c in g:
                j = card_index(c) if isinstance(c, Card) else None
                if j is None or (j not in where and j not in self.loose):
                    return ls, us, T.NOT_ON_TABLE.format(card=c)
                if j in seen:
                    return ls, us, T.NAMED_TWICE.format(card=c)
                seen.add(j)
                idx.append(j)
            if not idx:
                continue
            if all(j in self.loose for j in idx):
                if len(idx) > 1:
                    return ls, us, T.NOT_A_COMBO.format(cards=show_cards(CARDS[j] for j in idx))
                ls.extend(idx)
                continue
            p = where.get(idx[0], -1)
            u = self.units[p] if p >= 0 else None
            if u is None or any(where.get(j) != p for j in idx) or len(idx) != len(u.cards):
                j = next(j for j in idx if j in where)
                whole = _public(self.units[where[j]])
                return ls, us, T.PART_OF.format(card=CARDS[j], combo=whole.describe())
            us.append(p)
        return ls, us, ""

    def _last_card(self, v: int, gone: Sequence[int], new: int, card: Card) -> str:
        """Why a play leaves the mover unable to take a combination they own ("" if it does
        not)."""
        me = self.turn
        cnt = [0] * (MAX_BUILD + 1)
        left = list(self.hands[me])
        left.remove(INDEX[card])
        for j in left:
            cnt[VALUE[j]] += 1
        if new and not cnt[new]:
            return ""
        for p, u in enumerate(self.units):
            if u.owner == me and p not in gone and not cnt[u.value]:
                return T.LAST_CARD.format(card=card, value=value_word(u.value),
                                          a_value=a_value(u.value),
                                          combo=_public(u).describe())
        return ""

    def _why_capture(self, action: Capture, i: int) -> tuple[str, str]:
        card = action.card
        v = VALUE[i]
        ls, us, problem = self._items(action.taken)
        if problem:
            return problem, "not-on-table"
        if not ls and not us:
            return T.TAKE_NOTHING.format(card=card), "capture"
        if v == 0:
            word = T.FACE_RANK[card.rank]
            if us or len(ls) != 1 or RANK_NO[ls[0]] != RANK_NO[i]:
                return T.FACE_TAKES_ONE.format(card=card, rank=word), "face"
            return self._last_or_not_legal(action, 0, (), 0, card)
        for p in us:
            u = self.units[p]
            if u.value != v:
                return T.WRONG_COMBO_VALUE.format(combo=_public(u).describe(), card=card,
                                                  value=u.value, a_value=a_value(u.value)
                                                  ), "capture"
        faces = [j for j in ls if VALUE[j] == 0]
        if faces:
            f = CARDS[faces[0]]
            return T.FACE_ONLY_PAIRS.format(card=f, rank=T.FACE_RANK[f.rank]), "face"
        values = [VALUE[j] for j in ls]
        if not partitions(values, v):
            return self._sum_reason(str(T.CANNOT_TAKE), card, ls, v), "capture"
        return self._last_or_not_legal(action, v, us, 0, card)

    def _last_or_not_legal(self, action: Action, v: int, gone: Sequence[int], new: int,
                           card: Card) -> tuple[str, str]:
        last = self._last_card(v, gone, new, card)
        if last:
            return last, "keep-a-card"
        return T.NOT_LEGAL.format(action=action), "illegal"

    def _sum_reason(self, text: str, card: Card, ls: Sequence[int], v: int,
                    extra: int = 0) -> str:
        cards = show_cards(CARDS[j] for j in sorted(ls))
        total = extra + sum(VALUE[j] for j in ls)
        why = (T.SUM_NOT_MULTIPLE.format(total=total, value=v) if total % v
               else T.SUM_NO_SPLIT.format(total=total, value=v))
        return text.format(card=card, cards=cards, value=v, why=why)

    def _why_build(self, action: Build, i: int) -> tuple[str, str]:
        card = action.card
        v = VALUE[i]
        on_table = [c for c in action.cards if not self._in_unit(c)]
        ls, _, problem = self._items([[c] for c in on_table])
        if problem:
            return problem, "not-on-table"
        inside = [c for c in action.cards if self._in_unit(c)]
        if inside:
            _, _, part = self._items([inside[:1]])
            return T.BUILD_ON_COMBO.format(problem=part), "build"
        if not ls:
            return T.BUILD_ON_NOTHING.format(card=card), "build"
        faces = [j for j in ls if VALUE[j] == 0]
        if faces:
            f = CARDS[faces[0]]
            return T.FACE_NOT_IN_BUILD.format(card=f, rank=T.FACE_RANK[f.rank]), "face"
        total = v + sum(VALUE[j] for j in ls)
        cards = show_cards([card, *(CARDS[j] for j in sorted(ls))])
        if total != action.value:
            return T.BUILD_SUM.format(cards=cards, total=total, value=action.value), "build"
        if total > MAX_BUILD:
            return T.BUILD_TOO_HIGH.format(cards=cards, total=total, most=MAX_BUILD), "build"
        if not self._holds_other(i, total):
            return T.BUILD_NO_CARD.format(value=total), "build-needs-card"
        return self._last_or_not_legal(action, v, (), total, card)

    def _in_unit(self, c: Card) -> bool:
        j = card_index(c)
        return any(j in u.cards for u in self.units)

    def _holds_other(self, i: int, value: int) -> bool:
        return any(VALUE[j] == value for j in self.hands[self.turn] if j != i)

    def _why_raise(self, action: Raise, i: int) -> tuple[str, str]:
        card = action.card
        v = VALUE[i]
        _, us, problem = self._items([action.build])
        if problem:
            return problem, "not-on-table"
        if not us:
            return T.RAISE_NOT_BUILD.format(cards=show_cards(action.build)), "raise"
        u = self.units[us[0]]
        combo = _public(u).describe()
        if u.call:
            return T.RAISE_CALL.format(combo=combo, value=u.value), "raise-call"
        total = u.value + v
        if total != action.value:
            return T.RAISE_SUM.format(combo=combo, card=card, total=total,
                                      value=action.value), "raise"
        if total > MAX_BUILD:
            return T.RAISE_TOO_HIGH.format(combo=combo, card=card, total=total,
                                           most=MAX_BUILD), "raise"
        if not self._holds_other(i, total):
            return T.RAISE_NO_CARD.format(value=total), "build-needs-card"
        return self._last_or_not_legal(action, v, us, total, card)

    def _why_call(self, action: Call, i: int) -> tuple[str, str]:
        card = action.card
        v = VALUE[i]
        t = action.value
        ls, us, problem = self._items(action.taken)
        if problem:
            return problem, "not-on-table"
        if t > MAX_BUILD or t < 1:
            return T.CALL_RANGE.format(value=t, most=MAX_BUILD), "call"
        if v > t:
            return T.CALL_CARD_HIGH.format(card=card, value=t), "call"
        if not self._holds_other(i, t):
            return T.CALL_NO_CARD.format(value=t), "build-needs-card"
        for p in us:
            u = self.units[p]
            if u.value != t:
                return T.CALL_WRONG_COMBO.format(combo=_public(u).describe(), value=t), "call"
        faces = [j for j in ls if VALUE[j] == 0]
        if faces:
            f = CARDS[faces[0]]
            return T.FACE_NOT_IN_BUILD.format(card=f, rank=T.FACE_RANK[f.rank]), "face"
        values = [v] + [VALUE[j] for j in ls]
        if not partitions(values, t):
            return self._sum_reason(str(T.CANNOT_CALL), card, ls, t, v), "call"
        if sum(values) // t + len(us) < 2:
            return T.CALL_ONE_GROUP.format(card=card, value=t), "call"
        return self._last_or_not_legal(action, v, us, t, card)

    # -- views and text ------------------------------------------------------------------------

    def view(self, player: int) -> CasinoView:
        to_move = self.to_move()
        return CasinoView(
            seat=player, players=self.n, rules=self.rules, to_move=to_move,
            hand=self.hand(player), hand_sizes=tuple(len(h) for h in self.hands),
            loose=self.loose_cards(), combinations=self.combinations(),
            captured=tuple(self.captured_cards(s) for s in range(self.n)),
            stock_size=len(self.stock), dealer=self.dealer, round_no=self.round_no + 1,
            last_capturer=None if self.last_capturer < 0 else self.last_capturer,
            last_swept=self.last_swept, sweeps=tuple(self.sweeps), match=tuple(self.totals),
            sides=self.sides, results=tuple(self.results),
            legal_actions=self.legal_actions() if to_move == player else ())

    def format_action(self, action: Action) -> str:
        return str(action)

    def parse_action(self, text: str) -> Action:
        # The canonical text of a legal play is looked up; anything else is read.
        texts = self._texts
        if texts is None:
            texts = self._texts = {str(a): a for a in self.legal_actions()}
        found = texts.get(text)
        return found if found is not None else parse_action(self, text)


def _side_of(sides: Sides, players: int) -> tuple[int, ...]:
    out = [0] * players
    for k, side in enumerate(sides):
        for s in side:
            out[s] = k
    return tuple(out)


def _unique_max(counts: Sequence[int]) -> int | None:
    top = max(counts)
    best = [k for k, c in enumerate(counts) if c == top]
    return best[0] if len(best) == 1 else None


def _holder(piles: Sequence[int], i: int) -> int | None:
    for k, p in enumerate(piles):
        if p >> i & 1:
            return k
    return None


# ---------------------------------------------------------------------------------------------
# Reading actions

_VERBS = {"takes": "take", "take": "take", "captures": "take", "capture": "take",
          "builds": "build", "build": "build", "raises": "raise", "raise": "raise",
          "calls": "call", "call": "call", "trails": "trail", "trail": "trail"}
_RANK_WORDS = {"a": Rank.ACE, "1": Rank.ACE, "t": Rank.TEN, "j": Rank.JACK, "b": Rank.JACK,
               "q": Rank.QUEEN, "v": Rank.QUEEN, "k": Rank.KING, "h": Rank.KING,
               **{str(n): Rank(n) for n in range(2, 11)}}


def _card(token: str, text: str) -> Card:
    try:
        return parse_card(token)
    except NotationError:
        raise NotationError(T.BAD_ACTION.format(text=text)) from None


def _value(token: str, text: str) -> int:
    v = read_int(token)
    if v is None:
        raise NotationError(T.BAD_VALUE.format(value=token, text=text))
    return v


def _groups(tokens: list[str], text: str, state: CasinoState | None
            ) -> tuple[tuple[Card, ...], ...]:
    """Table items: ``[..]`` a combination's cards, else single cards; a bare card that lies in
    a combination joins the other bare cards of the same one."""
    groups: list[list[Card]] = []
    bare: list[Card] = []
    current: list[Card] | None = None
    for tok in tokens:
        while tok.startswith("["):
            if current is not None:
                raise NotationError(T.BAD_BRACKETS.format(text=text))
            current = []
            tok = tok[1:]
        close = tok.endswith("]")
        tok = tok.rstrip("]")
        if "[" in tok or "]" in tok:
            raise NotationError(T.BAD_BRACKETS.format(text=text))
        if tok:
            c = _card(tok, text)
            if current is not None:
                current.append(c)
            else:
                bare.append(c)
        if close:
            if current is None:
                raise NotationError(T.BAD_BRACKETS.format(text=text))
            groups.append(current)
            current = None
    if current is not None:
        raise NotationError(T.BAD_BRACKETS.format(text=text))
    where: dict[int, int] = {}
    if state is not None:
        where = {j: p for p, u in enumerate(state.units) for j in u.cards}
    loose: set[int] = set(state.loose) if state is not None else set()
    split = [g for g in groups if len(g) > 1 and all(card_index(c) in loose for c in g)]
    for g in split:  # loose cards written in brackets: each is an item of its own
        groups.remove(g)
        groups.extend([c] for c in g)
    joined: dict[int, list[Card]] = {}
    for c in bare:
        j = card_index(c)
        p = where.get(j, -1) if j is not None else -1
        if p >= 0:
            joined.setdefault(p, []).append(c)
        else:
            groups.append([c])
    groups.extend(joined.values())
    return _norm_groups(groups)


def parse_action(state: CasinoState | None, text: str) -> Action:
    """Read an action as a player types it (``state``: the game it is typed in).

    Canonical forms: ``♥7 trails``, ``♥8 takes ♣8 [♠3 ♦5]``, ``♥3 builds 8 on ♦5``,
    ``♥2 raises [♠3 ♦5] to 10``, ``♥8 calls 8 on ♣8 [♠3 ♦5]``. Also ``trail ♥7``, and a card or
    a rank alone (``♥8``, ``10``): the one legal play it fits, or ``AmbiguousActionError``
    listing them. The reader's words in any language read too (``♥3 bouwt 8 op ♦5``).
    """
    text = typed_action(text, T.ACTION_FORMS)
    spaced = text.replace("[", " [").replace("]", "] ")
    words = spaced.split()
    if not words:
        raise NotationError(T.BAD_ACTION.format(text=text))
    low = [w.lower() for w in words]
    if low[0] in ("trail", "trails") and len(words) == 2:
        return Trail(_card(words[1], text))
    if len(words) == 1:
        return _shorthand(state, words[0], text)
    card = _card(words[0], text)
    verb = _VERBS.get(low[1])
    rest = words[2:]
    if verb == "trail" and not rest:
        return Trail(card)
    if verb == "take" and rest:
        return Capture(card, _groups(rest, text, state))
    if verb == "build" and len(rest) >= 3 and low[3] == "on":
        value = _value(rest[0], text)
        groups = _groups(rest[2:], text, None)
        return Build(card, value, _sorted(c for g in groups for c in g))
    if verb == "raise" and len(rest) >= 3 and low[-2] == "to":
        value = _value(rest[-1], text)
        groups = _groups(rest[:-2], text, None)
        return Raise(card, _sorted(c for g in groups for c in g), value)
    if verb == "call" and len(rest) >= 3 and low[3] == "on":
        value = _value(rest[0], text)
        return Call(card, value, _groups(rest[2:], text, state))
    raise NotationError(T.BAD_ACTION.format(text=text))


def _shorthand(state: CasinoState | None, token: str, text: str) -> Action:
    """A card or a rank alone: the legal play it names, if only one."""
    rank = _RANK_WORDS.get(token.strip().lower())
    card: Card | None = None
    if rank is None:
        card = _card(token, text)
    if state is None or state.over:
        if card is None:
            raise NotationError(T.BAD_ACTION.format(text=text))
        return Trail(card)
    if card is None:
        held = [c for c in state.hand(state.turn) if c.rank is rank]
        if not held:
            raise NotationError(T.NO_SUCH_RANK.format(rank=token))
        if len(held) == 1:
            card = held[0]
    legal = state.legal_actions()
    fits = [a for a in legal if (a.card == card if card is not None else a.card.rank is rank)]
    if len(fits) == 1:
        return fits[0]
    if len(fits) > 1:
        raise AmbiguousActionError(text.strip(), fits, [str(a) for a in fits])
    if card is None:
        raise NotationError(T.NO_SUCH_RANK.format(rank=token))
    return Trail(card)


# ---------------------------------------------------------------------------------------------
# The spec's functions


def new_game(rules: CasinoRules, seed: int) -> CasinoState:
    """A new game; P1 (North with four) deals the first round, and every shuffle derives from
    ``seed``."""
    return CasinoState(rules, seed)


def hidden_cards(state: CasinoState, seat: int) -> frozenset[Card]:
    """The cards ``seat`` may not see (``GameSpec.hidden_cards``): the other hands and the
    stock."""
    hidden = 0
    for i in state.stock:
        hidden |= 1 << i
    for s, h in enumerate(state.hands):
        if s != seat:
            for i in h:
                hidden |= 1 << i
    return frozenset(mask_cards(hidden))


def opening_events(state: CasinoState) -> tuple[RoundDealt]:
    """The first round's deal (``GameSpec.opening``): the dealer and the table cards."""
    return (RoundDealt(state.round_no + 1, state.dealer, state.n,
                       tuple(CARDS[i] for i in state.loose)),)


def event_scores(event: object) -> tuple[int, ...] | None:
    """What an event adds to each side's total (``GameSpec.scores``): a round's points."""
    if isinstance(event, RoundScored):
        return event.result.score
    return None


def sides_of(game: Any) -> Sides:
    """The sides of a game or view in play (``GameSpec.sides_of``): partners with the option
    and four players, else each seat alone."""
    return sides_for(game.players, bool(game.rules.partners))
