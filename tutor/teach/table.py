"""What a lesson or puzzle shows of a position: the game's zones, seen from one seat, and the
facts beside them.

A ``TableView`` is plain data for any front end; ``render_text`` draws it for a terminal without
colour (the app draws its own cards from the same lines).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Suit
from ..zones import Board, Line, Zone, listing, plain


@dataclass(frozen=True, slots=True)
class TableView:
    """A position as the learner sees it: the board from the viewer's seat, and facts."""

    game: str
    board: Board
    facts: tuple[str, ...]  # short lines: rules, trump and who went, the score so far

    @property
    def viewer(self) -> str:
        return self.board.short[self.board.viewer]

    @property
    def to_move(self) -> str | None:
        return None if self.board.to_move is None else self.board.short[self.board.to_move]

    @property
    def trump(self) -> Suit | None:
        return self.board.trump

    @property
    def seats(self) -> tuple[Zone, ...]:
        """Every seat's hand, in seat order."""
        return tuple(self.board.hand(s) for s in range(self.board.players))

    def seat(self, name: str) -> Zone:
        """The hand of the seat with this short name (``N``, ``P1``)."""
        return self.board.hand(self.board.short.index(name))

    @property
    def trick_complete(self) -> bool:
        trick = self.board.trick()
        return trick is not None and (trick.complete
                                      or len(trick.played) == self.board.players)

    def lines(self) -> list[Line]:
        """The facts, then the board as the lessons list it."""
        return [Line((f,)) for f in self.facts] + listing(self.board)


def render_text(view: TableView) -> str:
    """The table as lines of text: each seat's hand grouped by suit (trumps starred), the trick,
    the other zones and who is to play."""
    return "\n".join(plain(line.parts, view.trump) for line in view.lines())
