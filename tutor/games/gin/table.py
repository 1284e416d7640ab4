"""The Gin Rummy table as zones: two hands, the stock, the discard pile, melds laid down."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card
from ...seats import seat_name
from ...zones import Board, Group, Kind, Track, Zone, seat_marks
from . import text as T
from .engine import GinView, Phase
from .melds import best_arrangement, cards_mask


def board(view: GinView, open_hands: Mapping[int, Sequence[Card]] | None = None, *,
          grouped: bool = True, to_move: bool = True, limit: bool = True) -> Board:
    """``view``'s table; ``open_hands`` lays the other hand open (a lesson may).

    An open hand is grouped into its best melds and deadwood unless ``grouped`` is off (a
    question that asks for the melds); ``to_move`` and ``limit`` leave out what a question asks.
    """
    opened = dict(open_hands or {})
    names = tuple(seat_name(s, 2, long=True) for s in range(2))
    mover = view.to_move if to_move else None
    zones: list[Zone] = []
    for s in range(2):
        mine = s == view.seat
        cards = view.hand if mine else tuple(opened.get(s, ()))
        count = len(view.hand) if mine else view.opponent_cards
        marks = seat_marks(s == mover, mine, s == view.dealer)
        if cards and grouped:
            arr = best_arrangement(cards_mask(cards))
            zones.append(Zone(Kind.HAND, names[s], owner=s, cards=arr.deadwood_cards,
                              count=count, groups=tuple(Group(m) for m in arr.meld_cards),
                              marks=marks, note=T.TB_DEADWOOD.format(value=arr.value)))
        elif cards:
            zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(cards),
                              count=count, marks=marks))
        else:
            known = view.opponent_known() if not mine else ()
            zones.append(Zone(Kind.HAND, names[s], owner=s, count=count, marks=marks,
                              groups=(Group(known, str(T.TB_KNOWN)),) if known else ()))
    zones.append(Zone(Kind.STOCK, str(T.TB_STOCK), count=view.stock_size))
    zones.append(Zone(Kind.PILE, str(T.TB_PILE), cards=view.pile, count=len(view.pile)))
    if view.out is not None:
        arr = view.out.arrangement
        title = T.TB_WENT_OUT[view.out.kind].format(seat=names[view.out.seat])
        zones.append(Zone(Kind.MELDS, title, owner=view.out.seat, cards=arr.deadwood_cards,
                          count=sum(map(len, arr.meld_cards)) + len(arr.deadwood_cards),
                          groups=tuple(Group(m) for m in arr.meld_cards)))
    if limit and view.limit_card is not None and view.phase is Phase.DISCARD:
        heading = T.TB_HEADING_LIMIT.format(hand=view.hand_no, p1=view.match[0],
                                            p2=view.match[1], target=view.rules.target,
                                            limit=view.limit, card=view.limit_card)
    else:
        heading = T.TB_HEADING.format(hand=view.hand_no, p1=view.match[0], p2=view.match[1],
                                      target=view.rules.target)
    running = [0, 0]
    totals = []
    for r in view.results:
        running = [running[0] + r.score[0], running[1] + r.score[1]]
        totals.append((running[0], running[1]))
    return Board(2, view.seat, tuple(zones), names, tuple(seat_name(s, 2) for s in range(2)),
                 to_move=mover, heading=heading,
                 track=Track(names, tuple(totals), view.rules.target, sides=((0,), (1,))))
