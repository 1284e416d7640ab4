"""The Smousjas and Vijfhonderden table as zones: both hands (the other face down but for the
cards it has shown), the trick, the stock with the turned trump (and whether the trump 7 may be
swapped for it), each player's roem and tricks with their card points, the phase, and the match
to 500 (or 1000) with the lives when the match is played for lives."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card, Rank, sort_hand
from ...seats import seat_name
from ...zones import Board, Group, Kind, Track, Zone, seat_marks
from . import text as T
from .engine import DealResult, SmousjasView


def card_points(view: SmousjasView, cards: Sequence[Card]) -> int:
    """The card points of ``cards`` under this deal's trump."""
    rs = view.rules.rs
    return sum(rs.trump_points[c.rank] if c.suit is view.trump else rs.plain_points[c.rank]
               for c in cards)


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
        marks = seat_marks(s == mover, mine, s == view.dealer)
        if mine or s in opened:
            cards = view.hand if mine else tuple(opened[s])
            zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(sort_hand(cards)),
                              count=view.hand_sizes[s], marks=marks))
        else:
            # Face down but for the cards both players have seen (a meld, the turned trump).
            shown = tuple(sort_hand(view.shown[s]))
            groups: tuple[Group, ...] = (Group(shown, str(T.TB_SHOWN), s),) if shown else ()
            zones.append(Zone(Kind.HAND, names[s], owner=s, groups=groups,
                              count=view.hand_sizes[s], marks=marks))
    zones.append(_trick(view))
    if view.phase == 1:  # no stock in phase 2
        zones.append(_stock(view))
    for s in (0, 1):
        groups = tuple(Group(m.meld.cards, m.meld.name(), s) for m in view.melds if m.seat == s)
        if groups:
            zones.append(Zone(Kind.MELDS, T.TB_ROEM_POINTS.format(seat=names[s],
                                                                  points=view.roem[s]),
                              owner=s, groups=groups, count=sum(len(g.cards) for g in groups),
                              note=T.TB_ROEM.format(points=view.roem[s])))
    if view.pending:
        groups = tuple(Group(m.cards, m.name(), view.leader) for m in view.pending)
        points = sum(m.points for m in view.pending)
        zones.append(Zone(Kind.MELDS, T.TB_DECLARED_POINTS.format(seat=names[view.leader],
                                                                  points=points),
                          owner=view.leader, groups=groups,
                          count=sum(len(g.cards) for g in groups)))
    for s in (0, 1):
        zones.append(Zone(Kind.CAPTURED, T.TB_WON_POINTS.format(
            seat=names[s], points=card_points(view, view.won[s])), owner=s,
            count=len(view.won[s])))
    zones.extend(Zone(Kind.SCORE, "", note=line) for line in _score_lines(view))
    target = view.rules.target
    if view.rules.lives:
        heading = T.TB_HEADING_PHASE_LIVES.format(deal=view.deal_no, phase=view.phase,
                                                  suit=view.trump, a=view.match[0],
                                                  b=view.match[1], target=target,
                                                  la=view.lives[0], lb=view.lives[1])
    else:
        heading = T.TB_HEADING_PHASE.format(deal=view.deal_no, phase=view.phase,
                                            suit=view.trump, a=view.match[0], b=view.match[1],
                                            target=target)
    return Board(2, view.seat, tuple(zones), names, short, trump=view.trump, to_move=mover,
                 heading=heading, track=Track(short, round_totals(view), target,
                                              sides=((0,), (1,))))


def _trick(view: SmousjasView) -> Zone:
    """The trick under way, else the last one taken (until the next card is led)."""
    if view.trick:
        return Zone(Kind.TRICK, str(T.TB_TRICK), played=((view.leader, view.trick[0]),), count=1)
    if view.tricks:
        last = view.tricks[-1]
        played = tuple(((last.leader + j) % 2, c) for j, c in enumerate(last.cards))
        return Zone(Kind.TRICK, str(T.TB_TRICK), played=played, count=2, winner=last.winner)
    return Zone(Kind.TRICK, str(T.TB_TRICK))


def _stock(view: SmousjasView) -> Zone:
    """The covered cards and the turned trump beside them, with what may be done with it."""
    turned = (view.turned,) if view.turned is not None else ()
    seven = Card(view.trump, Rank.SEVEN)
    note = T.TB_STOCK_NOTE
    if view.turned is not None and view.choosing:
        note = T.TB_CHOOSING
    elif view.turned is not None and view.stock_size:
        if view.turned == seven:
            note = T.TB_SWAP_DONE
        elif seven in view.hand:
            note = T.TB_SWAP_YOURS
        elif seven not in view.played_cards():
            note = T.TB_SWAP_OPEN
    text = note.format(suit=view.trump, dutch=view.trump.dutch, seven=seven,
                       seat=seat_name(view.leader, 2))
    return Zone(Kind.STOCK, str(T.TB_STOCK), cards=turned, count=view.stock_size + len(turned),
                note=text)


def _score_lines(view: SmousjasView) -> list[str]:
    """The phase, an offer to call uit, the match and the lives, a line each."""
    rs = view.rules.rs
    lines = []
    lines.append(str(T.TB_PHASE_ONE if view.phase == 1 else T.TB_PHASE_TWO))
    if view.phase == 2 and rs.no_trick_bonus:
        a, b = view.phase2_tricks
        lines.append(T.TB_PHASE_TWO_TRICKS.format(a=a, b=b, bonus=rs.no_trick_bonus))
    if view.out_offer is not None:
        lines.append(T.TB_UIT.format(seat=seat_name(view.out_offer, 2, long=True),
                                   standing=view.out_standing))
    lines.append(T.TB_MATCH.format(a=view.match[0], b=view.match[1], target=view.rules.target))
    if view.rules.lives:
        a, b = view.lives
        if view.kip is not None:
            lines.append(T.TB_LIVES_KIP.format(round=view.round_no, a=a, b=b,
                                             seat=seat_name(view.kip, 2)))
        else:
            lines.append(T.TB_LIVES.format(round=view.round_no, a=a, b=b))
    return lines


def round_totals(view: SmousjasView) -> tuple[tuple[int, int], ...]:
    """Both players' running totals after each deal of the round under way (a match for lives
    starts every round at 0), ending at the match score."""
    results = _round_results(view)
    running = (0, 0)
    totals = []
    for r in results:
        running = (running[0] + r.score[0], running[1] + r.score[1])
        totals.append(running)
    if view.match != running and (view.match != (0, 0) or totals):
        # Uit ended the match: the roem of the deal called out counts without a deal result.
        totals.append(view.match)
    return tuple(totals)


def _round_results(view: SmousjasView) -> tuple[DealResult, ...]:
    """The deals scored in the round under way: every deal unless the match is for lives."""
    results = view.results
    if not view.rules.lives:
        return results
    # Walk back from the match score until it is spent: those deals are this round's.
    left = view.match
    k = len(results)
    while k and left != (0, 0):
        s = results[k - 1].score
        left = (left[0] - s[0], left[1] - s[1])
        k -= 1
    return results[k:] if left == (0, 0) else results
