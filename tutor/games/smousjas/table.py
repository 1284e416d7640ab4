"""The Smousjas and Vijfhonderden table as zones: both hands (the other face down but for the
cards it has shown), the trick, the stock with the turned trump, each player's melds and tricks,
and the match to 500."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card, sort_hand
from ...seats import seat_name
from ...zones import Board, Group, Kind, Track, Zone, seat_marks
from . import text as T
from .engine import SmousjasView


def board(view: SmousjasView, open_hands: Mapping[int, Sequence[Card]] | None = None, *,
          to_move: bool = True) -> Board:
    """``view``'s table; ``open_hands`` lays the other hand open (a lesson may)."""
    opened = dict(open_hands or {})
    names = tuple(seat_name(s, 2, long=True) for s in (0, 1))
    short = tuple(seat_name(s, 2) for s in (0, 1))
    mover = view.to_move if to_move else None
    zones: list[Zone] = []
    for s in (0, 1):
        mine = s == view.seat
        cards = view.hand if mine else tuple(opened.get(s, view.shown[s]))
        zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(sort_hand(cards)),
                          count=view.hand_sizes[s],
                          marks=seat_marks(s == mover, mine, s == view.dealer)))
    if view.trick:
        zones.append(Zone(Kind.TRICK, T.TB_TRICK, played=((view.leader, view.trick[0]),),
                          count=1))
    elif view.tricks:
        last = view.tricks[-1]
        played = tuple(((last.leader + j) % 2, c) for j, c in enumerate(last.cards))
        zones.append(Zone(Kind.TRICK, T.TB_TRICK, played=played, count=2, winner=last.winner))
    else:
        zones.append(Zone(Kind.TRICK, T.TB_TRICK))
    turned = (view.turned,) if view.turned is not None else ()
    zones.append(Zone(Kind.STOCK, T.TB_STOCK, cards=turned, count=view.stock_size + len(turned),
                      note=T.TB_TRUMP.format(suit=view.trump, dutch=view.trump.dutch)))
    for s in (0, 1):
        groups = tuple(Group(m.meld.cards, m.meld.name(), s) for m in view.melds if m.seat == s)
        if groups:
            zones.append(Zone(Kind.MELDS, T.TB_MELDS.format(seat=names[s]), owner=s,
                              groups=groups, count=sum(len(g.cards) for g in groups),
                              note=T.TB_ROEM.format(points=view.roem[s])))
    if view.pending:
        groups = tuple(Group(m.cards, m.name(), view.leader) for m in view.pending)
        zones.append(Zone(Kind.MELDS, T.TB_DECLARED.format(seat=names[view.leader]),
                          owner=view.leader, groups=groups,
                          count=sum(len(g.cards) for g in groups)))
    for s in (0, 1):
        zones.append(Zone(Kind.CAPTURED, T.TB_WON.format(seat=names[s]), owner=s,
                          count=len(view.won[s])))
    target = view.rules.target
    zones.append(Zone(Kind.SCORE, "", note=T.TB_MATCH.format(a=view.match[0], b=view.match[1],
                                                             target=target)))
    running = [0, 0]
    totals = []
    for r in view.results:
        running = [running[0] + r.score[0], running[1] + r.score[1]]
        totals.append((running[0], running[1]))
    heading = T.TB_HEADING.format(deal=view.deal_no, suit=view.trump, a=view.match[0],
                                  b=view.match[1], target=target)
    return Board(2, view.seat, tuple(zones), names, short, trump=view.trump, to_move=mover,
                 heading=heading, track=Track(short, tuple(totals), target,
                                              sides=((0,), (1,))))
