"""The Casino table as zones: the hands, the layout of loose cards and combinations with their
values and owners, how many cards each seat has captured, the stock, and the match to 21."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card
from ...seats import seat_name
from ...zones import Board, Group, Kind, Track, Zone, seat_marks
from . import text as T
from .engine import CasinoView, side_name


def board(view: CasinoView, open_hands: Mapping[int, Sequence[Card]] | None = None, *,
          to_move: bool = True) -> Board:
    """``view``'s table; ``open_hands`` lays other hands open (a lesson may)."""
    opened = dict(open_hands or {})
    n = view.players
    names = tuple(seat_name(s, n, long=True) for s in range(n))
    short = tuple(seat_name(s, n) for s in range(n))
    mover = view.to_move if to_move else None
    zones: list[Zone] = []
    for s in range(n):
        mine = s == view.seat
        cards = view.hand if mine else tuple(opened.get(s, ()))
        zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(cards),
                          count=view.hand_sizes[s],
                          marks=seat_marks(s == mover, mine, s == view.dealer)))
    groups = tuple(Group(c.cards, (T.TB_CALL if c.call else T.TB_BUILD).format(value=c.value),
                         c.owner)
                   for c in view.combinations)
    count = len(view.loose) + sum(len(c.cards) for c in view.combinations)
    zones.append(Zone(Kind.LAYOUT, str(T.TB_TABLE), cards=view.loose, count=count, groups=groups))
    zones.append(Zone(Kind.STOCK, str(T.TB_STOCK), count=view.stock_size))
    for s in range(n):
        # How many cards, not which: counting the spades and the points is the learner's part.
        note = T.TB_SWEEPS_NOTE.format(n=view.sweeps[s]) if view.rules.sweeps else ""
        zones.append(Zone(Kind.CAPTURED, T.TB_CAPTURED.format(seat=names[s]), owner=s,
                          count=len(view.captured[s]), note=note))
    sides = view.sides
    side_names = tuple(side_name(side, n) for side in sides)
    score = " · ".join(T.TB_SIDE_SCORE.format(side=side_names[k], points=view.match[k])
                       for k in range(len(sides)))
    target = view.rules.target
    zones.append(Zone(Kind.SCORE, "", note=T.TB_MATCH.format(score=score.replace(" · ", ", "),
                                                             target=target,
                                                             round=view.round_no)))
    if view.last_capturer is not None:
        last = T.TB_LAST_SWEPT if view.last_swept else T.TB_LAST
        zones.append(Zone(Kind.SCORE, "", note=last.format(seat=names[view.last_capturer])))
    running = [0] * len(sides)
    totals = []
    for r in view.results:
        running = [a + b for a, b in zip(running, r.score, strict=True)]
        totals.append(tuple(running))
    heading = T.TB_HEADING.format(round=view.round_no, score=score, target=target)
    return Board(n, view.seat, tuple(zones), names, short, to_move=mover, heading=heading,
                 track=Track(side_names, tuple(totals), target, sides=sides))
