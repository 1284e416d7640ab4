"""The Klaverjassen table as zones: four hands, the trick, the turned card and the score."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card, sort_hand
from ...seats import COMPASS, seat_name
from ...zones import Board, Kind, Track, Zone, seat_marks
from . import text as T
from .engine import KlaverjasView, Phase

SIDES = ("N-S", "E-W")


def board(view: KlaverjasView, open_hands: Mapping[int, Sequence[Card]] | None = None, *,
          winner: bool = True, to_move: bool = True, points: bool = True) -> Board:
    """``view``'s table; ``open_hands`` lays other seats' hands open (a lesson may).

    ``winner``, ``to_move`` and ``points`` leave out what a question asks the learner to find.
    """
    opened = dict(open_hands or {})
    mover = view.to_move if to_move else None
    zones: list[Zone] = []
    trick = str(T.TB_TRICK)
    names = tuple(seat_name(s, 4, long=True) for s in range(4))
    for s in range(4):
        cards = view.hand if s == view.seat else tuple(opened.get(s, ()))
        marks = seat_marks(s == mover, s == view.seat, s == view.dealer, s == view.going)
        zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(sort_hand(cards)),
                          count=view.hand_sizes[s], marks=marks))
    if view.trick:
        played = tuple(((view.trick_leader + j) % 4, c) for j, c in enumerate(view.trick))
        zones.append(Zone(Kind.TRICK, trick, played=played, count=len(played)))
    elif view.tricks:
        last = view.tricks[-1]
        played = tuple(((last.leader + j) % 4, c) for j, c in enumerate(last.cards))
        zones.append(Zone(Kind.TRICK, trick, played=played, count=4,
                          winner=last.winner if winner else None))
    else:
        zones.append(Zone(Kind.TRICK, trick))
    if view.turned is not None and view.trump is None:
        zones.append(Zone(Kind.STOCK, str(T.TB_TURNED), cards=(view.turned,), count=1))
    if points and view.phase is not Phase.CALL:
        zones.append(Zone(Kind.SCORE, "", note=T.TB_POINTS.format(
            ns_p=view.points[0], ns_r=view.roem[0], ew_p=view.points[1], ew_r=view.roem[1])))
    if view.trump is None:
        trump = str(T.TB_TRUMP_NONE)
    else:
        trump = T.TB_TRUMP.format(suit=view.trump, dutch=view.trump.dutch,
                                  going=names[view.going or 0])
    heading = T.TB_HEADING.format(deal=view.deal_no, deals=view.rules.deals, trump=trump,
                                  ns=view.match[0], ew=view.match[1])
    running = [0, 0]
    totals = []
    for r in view.results:
        running = [running[0] + r.score[0], running[1] + r.score[1]]
        totals.append((running[0], running[1]))
    track = Track(SIDES, tuple(totals), sides=((0, 2), (1, 3)))
    return Board(4, view.seat, tuple(zones), names, COMPASS, trump=view.trump,
                 to_move=mover, heading=heading, track=track)
