"""What a table shows, as zones: plain data that every front end draws the same way.

A game describes one seat's view of the table as a ``Board``: hands (open or face down), the
trick, the stock with its turned card, the discard pile, melds lying on the table, captured piles,
the cards and builds lying open in the middle, and the match score. The app's tables and the
lessons' positions draw a board with one renderer each, so a new game's table is a description,
not a new screen. A board holds only what the seat it was made for may see, plus the hands a
lesson chose to open.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from string import Formatter

from . import text as T
from .cards import Card, Suit
from .i18n import Plural, Text, ngettext

# The marks beside a seat's name (``Text``: ``seat_marks`` gives them in the language spoken now,
# so compare a zone's mark with ``str(MARK_YOU)``).
MARK_DEALER = T.MARK_DEALER
MARK_GOES = T.MARK_GOES
MARK_TO_MOVE = T.MARK_TO_MOVE
MARK_YOU = T.MARK_YOU


class Kind(Enum):
    """What a zone is; the renderers place and draw each kind in its own way."""

    HAND = "hand"  # a seat's hand: its cards, or only how many when face down
    TRICK = "trick"  # the trick under way (or the last one taken), by seat
    STOCK = "stock"  # the face-down stock, with the turned card when one lies under it
    PILE = "pile"  # a face-up discard pile, the top card last
    MELDS = "melds"  # cards a seat has laid open on the table, in groups
    CAPTURED = "captured"  # the cards a seat or side has won (face up where the game shows them)
    LAYOUT = "layout"  # cards lying open in the middle: loose cards and builds
    SCORE = "score"  # a line of the score


@dataclass(frozen=True, slots=True)
class Group:
    """Cards that belong together inside a zone: a meld, a build, a sequence."""

    cards: tuple[Card, ...]
    #: What the group is, in the learner's words ("build of 8", "run"); may be empty.
    label: str = ""
    #: The seat the group belongs to (a build's owner), when it has one.
    owner: int | None = None


@dataclass(frozen=True, slots=True)
class Zone:
    """One place on the table and the cards in it, as far as the viewer may see them."""

    kind: Kind
    title: str
    #: The seat the zone belongs to (a hand, a seat's melds or captures); ``None``: shared.
    owner: int | None = None
    #: The cards face up, in the order shown (a pile: bottom first, the top card last).
    cards: tuple[Card, ...] = ()
    #: How many cards the zone holds, face-down ones included.
    count: int = 0
    #: Cards in groups (melds, builds); a hand's groups come before its loose ``cards``.
    groups: tuple[Group, ...] = ()
    #: A trick: who played each card, in the order played.
    played: tuple[tuple[int, Card], ...] = ()
    #: A trick that is complete: who took it (``None`` while it is under way or left unsaid).
    winner: int | None = None
    #: Short marks beside the title ("dealer", "goes", "to play", "you"), as ``seat_marks``
    #: gives them (in the language spoken when the board was made).
    marks: tuple[str, ...] = ()
    #: One short line that goes with the zone (a hand's deadwood, the points so far).
    note: str = ""

    @property
    def hidden(self) -> bool:
        """Whether some of the zone's cards lie face down for the viewer."""
        return self.count > len(self.cards) + sum(len(g.cards) for g in self.groups)

    @property
    def complete(self) -> bool:
        """A trick already taken, shown until the next card is led."""
        return self.kind is Kind.TRICK and self.winner is not None

    def visible(self) -> Iterator[Card]:
        """Every face-up card of the zone."""
        for g in self.groups:
            yield from g.cards
        yield from self.cards
        for _, c in self.played:
            yield c


@dataclass(frozen=True, slots=True)
class Track:
    """The match so far: each side's running total after each round, and the target if any."""

    names: tuple[str, ...]
    totals: tuple[tuple[int, ...], ...]
    target: int | None = None
    #: The seats of each side, in the order of ``names``.
    sides: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True, slots=True)
class Board:
    """One seat's view of the table, as zones."""

    players: int
    viewer: int
    zones: tuple[Zone, ...]
    #: Seat names, long ("North", "Player 1") and short ("N", "P1").
    names: tuple[str, ...]
    short: tuple[str, ...]
    trump: Suit | None = None
    to_move: int | None = None
    #: One line under the title: the deal, the trump, the score.
    heading: str = ""
    track: Track | None = None

    def hand(self, seat: int) -> Zone:
        """The hand zone of ``seat``."""
        for z in self.zones:
            if z.kind is Kind.HAND and z.owner == seat:
                return z
        raise KeyError(seat)

    def of_kind(self, kind: Kind) -> tuple[Zone, ...]:
        return tuple(z for z in self.zones if z.kind is kind)

    def trick(self) -> Zone | None:
        tricks = self.of_kind(Kind.TRICK)
        return tricks[0] if tricks else None

    def visible(self) -> tuple[Card, ...]:
        """Every card face up anywhere on the board."""
        return tuple(c for z in self.zones for c in z.visible())


def seat_marks(to_move: bool, you: bool, dealer: bool = False, goes: bool = False
               ) -> tuple[str, ...]:
    """A seat's marks on the table, in a fixed order, in the language spoken now."""
    flags = ((dealer, MARK_DEALER), (goes, MARK_GOES), (to_move, MARK_TO_MOVE), (you, MARK_YOU))
    return tuple(str(text) for on, text in flags if on)


def place(seat: int, viewer: int, players: int) -> str:
    """Where ``seat`` sits as the viewer sees the table: bottom (the viewer), left, top, right.

    Play passes clockwise, so the next seat is on the viewer's left.
    """
    step = (seat - viewer) % players
    if step == 0:
        return "bottom"
    if players == 2:
        return "top"
    if players == 3:
        return "left" if step == 1 else "right"
    return ("left", "top", "right")[step - 1]


# -- drawing a board as lines ------------------------------------------------------------------
#
# Both front ends draw a board from the same lines: a sentence with placeholders and the values
# that fill them. A plain-text renderer formats cards as text; the app draws them in colour.

# The sentences of a drawn board are in ``tutor.text`` (``T.HAND_HIDDEN``...), for translation.
SEAT_LINE = "{name}{hand}{marks}"


@dataclass(frozen=True, slots=True)
class Cards:
    """Cards to draw inside a line; ``by_suit`` groups a hand by suit in plain text."""

    cards: tuple[Card, ...]
    by_suit: bool = False


#: A piece of a drawn line: words, a card, or cards.
Part = str | Card | Cards
#: What may fill a placeholder: words, a number, a card, cards, groups of cards, or parts.
Fill = str | int | Card | Cards | tuple[Cards, ...] | tuple[Part, ...]

_FORMATTER = Formatter()


def fill(template: str | Text, **values: Fill) -> tuple[Part, ...]:
    """The sentence ``template`` (a ``Text`` in the language spoken now) with its placeholders
    filled, as parts for a renderer.

    Groups of cards are separated by " · "; a tuple of parts is spliced in as it is.
    """
    parts: list[Part] = []
    for literal, name, spec, _ in _FORMATTER.parse(str(template)):
        if literal:
            parts.append(literal)
        if name is None:
            continue
        v = values[name]
        if isinstance(v, tuple):
            melds = all(isinstance(item, Cards) for item in v)
            for i, item in enumerate(v):
                if melds and i:
                    parts.append(" · ")
                parts.append(item)
        elif isinstance(v, (Card, Cards)):
            parts.append(v)
        else:
            parts.append(format(v, spec or ""))
    return tuple(parts)


def fill_count(template: Plural, n: int, **values: Fill) -> tuple[Part, ...]:
    """``fill`` for a counted sentence: the form for ``n``, with ``{n}`` filled."""
    return fill(ngettext(template.singular, template.plural, n), n=n, **values)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a drawn board, and its tone: "" (plain), "dim", "bold" or "italic"."""

    parts: tuple[Part, ...]
    tone: str = ""


def _melds(groups: tuple[Group, ...]) -> tuple[Cards, ...]:
    return tuple(Cards(g.cards) for g in groups)


def hand_parts(zone: Zone) -> tuple[Part, ...]:
    """A hand's cards as the lessons list them: by suit, grouped into melds, or how many."""
    known = [g for g in zone.groups if g.label]
    if zone.hidden and known:
        return fill_count(T.HAND_KNOWN, zone.count, label=known[0].label,
                          cards=Cards(known[0].cards))
    if zone.hidden:
        return fill_count(T.HAND_HIDDEN, zone.count)
    if zone.groups:
        return fill(T.HAND_GROUPED, melds=_melds(zone.groups), cards=Cards(zone.cards))
    if not zone.cards:
        return fill(T.HAND_EMPTY)
    return (Cards(zone.cards, by_suit=True),)


def zone_lines(board: Board, zone: Zone) -> list[Line]:
    """Every zone but the hands, as lines (a trick, the stock, a pile, melds, a layout...)."""
    short = board.short
    if zone.kind is Kind.TRICK:
        if not zone.played:
            return []
        cards: list[Part] = []
        for i, (seat, card) in enumerate(zone.played):
            cards.extend(((", " if i else "") + f"{short[seat]} ", card))
        if zone.winner is not None:
            return [Line(fill(T.TRICK_DONE, cards=tuple(cards), winner=short[zone.winner]))]
        if len(zone.played) == board.players:
            return [Line(fill(T.TRICK_SHOWN, cards=tuple(cards)))]
        return [Line(fill(T.TRICK_NOW, cards=tuple(cards)))]
    if zone.kind is Kind.STOCK:
        # A turned card beside covered ones (a trump turned under the stock) is named; the
        # zone's note (what may be done with it) goes under it.
        covered = zone.count - len(zone.cards)
        if zone.cards and covered > 0:
            line = Line(fill_count(T.STOCK_TURNED, covered, title=zone.title,
                                   cards=Cards(zone.cards)))
        elif zone.cards:
            line = Line(fill(T.STOCK_SHOWN, title=zone.title, cards=Cards(zone.cards)))
        else:
            line = Line(fill_count(T.STOCK_COUNT, zone.count, title=zone.title))
        return [line, Line((zone.note,), "dim")] if zone.note else [line]
    if zone.kind is Kind.PILE:
        if not zone.cards:
            return [Line(fill(T.PILE_EMPTY, title=zone.title))]
        return [Line(fill(T.PILE_CARDS, title=zone.title, cards=Cards(zone.cards),
                          top=zone.cards[-1]))]
    if zone.kind is Kind.MELDS:
        if zone.cards:
            return [Line(fill(T.MELDS_LOOSE, title=zone.title, melds=_melds(zone.groups),
                              cards=Cards(zone.cards)))]
        return [Line(fill(T.MELDS_ONLY, title=zone.title, melds=_melds(zone.groups)))]
    if zone.kind is Kind.CAPTURED:
        if zone.cards:  # won cards lying open (a game that melds from them)
            return [Line(fill(T.CAPTURED_CARDS, title=zone.title, cards=Cards(zone.cards)))]
        return [Line(fill_count(T.CAPTURED_COUNT, zone.count, title=zone.title))]
    if zone.kind is Kind.LAYOUT:
        builds: list[Part] = []
        for i, g in enumerate(zone.groups):
            owner = "" if g.owner is None else board.names[g.owner]
            builds.extend(((", ",) if i else ()) + fill(T.BUILD, label=g.label, owner=owner,
                                                        cards=Cards(g.cards)))
        if builds:
            return [Line(fill(T.LAYOUT_BUILDS, title=zone.title, cards=Cards(zone.cards),
                              builds=tuple(builds)))]
        if not zone.cards:
            return [Line(fill(T.LAYOUT_EMPTY, title=zone.title))]
        return [Line(fill(T.LAYOUT_CARDS, title=zone.title, cards=Cards(zone.cards)))]
    if zone.kind is Kind.SCORE:
        return [Line((zone.note,), "dim")] if zone.note else []
    return []


def listing(board: Board) -> list[Line]:
    """The board as the lessons show it: every hand on its own line, then the other zones,
    then who is to play."""
    lines: list[Line] = []
    hands = board.of_kind(Kind.HAND)
    width = max((len(board.names[z.owner or 0]) for z in hands), default=0) + 2
    for z in hands:
        marks = f" ({', '.join(z.marks)})" if z.marks else ""
        lines.append(Line(fill(SEAT_LINE, name=f"{board.names[z.owner or 0]:<{width}}",
                               hand=hand_parts(z), marks=marks)))
    for z in board.zones:
        if z.kind is not Kind.HAND:
            lines.extend(zone_lines(board, z))
    if board.to_move is not None:
        lines.append(Line(fill(T.TO_MOVE, seat=board.short[board.to_move])))
    return lines


def plain(parts: tuple[Part, ...], trump: Suit | None = None) -> str:
    """Parts as plain text; a hand by suit (``♠ A* 7*   ♥ 10 8``, trumps starred)."""
    out: list[str] = []
    for p in parts:
        if isinstance(p, Card):
            out.append(str(p))
        elif isinstance(p, Cards):
            out.append(_by_suit(p.cards, trump) if p.by_suit else " ".join(map(str, p.cards)))
        else:
            out.append(p)
    return "".join(out)


def _by_suit(cards: tuple[Card, ...], trump: Suit | None) -> str:
    groups: list[str] = []
    last: Suit | None = None
    for c in cards:
        mark = "*" if trump is not None and c.suit is trump else ""
        if groups and c.suit is last:
            groups[-1] += f" {c.rank.shown}{mark}"
        else:
            groups.append(f"{c.suit.symbol} {c.rank.shown}{mark}")
        last = c.suit
    return "   ".join(groups)
