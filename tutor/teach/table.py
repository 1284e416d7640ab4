"""What a lesson or puzzle shows of a position: hands as cards, the trick, and the facts.

A ``TableView`` is plain data for any front end; ``render_text`` draws it for a terminal without
colour (the app draws its own cards from the same data).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, Suit
from . import text as T


@dataclass(frozen=True, slots=True)
class SeatHand:
    """One seat: its cards (empty when hidden), how many it holds, and its marks."""

    seat: str  # short name: N, E, S, W or P1, P2
    name: str  # long name: North, ...
    cards: tuple[Card, ...]
    hidden: bool
    count: int
    marks: tuple[str, ...]  # "dealer", "goes", "to move", "you" (text.MARK_*)


@dataclass(frozen=True, slots=True)
class Played:
    seat: str
    card: Card


@dataclass(frozen=True, slots=True)
class TableView:
    """A position as the learner sees it from ``viewer``."""

    game: str
    viewer: str
    seats: tuple[SeatHand, ...]
    trick: tuple[Played, ...]  # the trick under way, or the last one taken when none is
    trick_complete: bool
    trick_winner: str | None
    trump: Suit | None
    to_move: str | None
    facts: tuple[str, ...]  # short lines: rules, trump and who went, the score so far

    def seat(self, name: str) -> SeatHand:
        for s in self.seats:
            if s.seat == name:
                return s
        raise KeyError(name)


def _hand_text(hand: SeatHand, trump: Suit | None) -> str:
    if hand.hidden:
        return T.HIDDEN_HAND.format(count=hand.count)
    if not hand.cards:
        return T.EMPTY_HAND
    groups: list[str] = []
    for c in hand.cards:
        mark = "*" if trump is not None and c.suit is trump else ""
        if groups and groups[-1].startswith(c.suit.symbol):
            groups[-1] += f" {c.rank.symbol}{mark}"
        else:
            groups.append(f"{c.suit.symbol} {c.rank.symbol}{mark}")
    return "   ".join(groups)


def render_text(view: TableView) -> str:
    """The table as lines of text: each seat's hand grouped by suit (trumps starred), the trick."""
    lines: list[str] = list(view.facts)
    width = max(len(s.name) for s in view.seats) + 2
    for s in view.seats:
        marks = f" ({', '.join(s.marks)})" if s.marks else ""
        lines.append(f"{s.name:<{width}}{_hand_text(s, view.trump)}{marks}")
    if view.trick:
        cards = ", ".join(f"{p.seat} {p.card}" for p in view.trick)
        if view.trick_complete and view.trick_winner is not None:
            lines.append(T.TRICK_DONE.format(cards=cards, winner=view.trick_winner))
        elif view.trick_complete:
            lines.append(T.TRICK_SHOWN.format(cards=cards))
        else:
            lines.append(T.TRICK_NOW.format(cards=cards))
    if view.to_move is not None:
        lines.append(T.TO_MOVE.format(seat=view.to_move))
    return "\n".join(lines)
