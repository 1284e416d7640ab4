"""The Bezique, Rubicon Bezique and Fildinski table as zones: both hands (the other face down but
for the cards it has shown), each player's melded cards lying face up on the table (playable from
there), the trick (or the last one taken), the stock with the turned trump beside it, the points
of the deal with the brisques won, who may declare now, the last tricks' rule, and the match.

Fildinski makes its melds from the cards won, so there the won cards lie open and each player's
melds are listed as declared; Rubicon turns no card, and until the first marriage or sequence
fixes trump the table says there is none yet.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ...cards import DISPLAY_SUITS, Card, Rank
from ...i18n import capitalised
from ...seats import seat_name
from ...zones import Board, Group, Kind, Track, Zone, seat_marks
from ..common import show_cards
from . import text as T
from .engine import DIX, BeziqueView
from .melds import PLACE
from .text import TB_BRISQUES as TB_BRISQUES  # the teaching adapter reads them from here
from .text import TB_POINTS as TB_POINTS

_SUIT_POS = {s: i for i, s in enumerate(DISPLAY_SUITS)}


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Cards for display: by suit, strongest first in the order of these games (the ten above
    the king), then copy."""
    return sorted(cards, key=lambda c: (_SUIT_POS[c.suit], PLACE[c.rank], c.copy))


def board(view: BeziqueView, open_hands: Mapping[int, Sequence[Card]] | None = None, *,
          to_move: bool = True) -> Board:
    """``view``'s table; ``open_hands`` lays the other hand open (a lesson may)."""
    opened = dict(open_hands or {})
    rs = view.rules.rs
    names = tuple(seat_name(s, 2, long=True) for s in (0, 1))
    short = tuple(seat_name(s, 2) for s in (0, 1))
    mover = view.to_move if to_move else None
    zones: list[Zone] = []
    for s in (0, 1):
        mine = s == view.seat
        marks = seat_marks(s == mover, mine, s == view.dealer)
        if mine or s in opened:
            cards = view.hand if mine else tuple(opened[s])
            zones.append(Zone(Kind.HAND, names[s], owner=s, cards=tuple(sort_cards(cards)),
                              count=view.hand_sizes[s], marks=marks))
        else:
            # Face down but for the cards both players have seen (the turned card taken, carte
            # blanche, melded cards taken back for the last tricks).
            shown = tuple(sort_cards(view.shown[s]))
            groups: tuple[Group, ...] = (Group(shown, str(T.TB_SHOWN), s),) if shown else ()
            zones.append(Zone(Kind.HAND, names[s], owner=s, groups=groups,
                              count=view.hand_sizes[s], marks=marks))
    zones.append(_trick(view))
    if view.stock_size or view.turned is not None:
        zones.append(_stock(view))
    for s in (0, 1):
        melds = _melds(view, s)
        if melds is not None:
            zones.append(melds)
    for s in (0, 1):
        if rs.from_won:
            won = tuple(sort_cards(view.won[s]))
            zones.append(Zone(Kind.CAPTURED, capitalised(T.TB_WON_CARDS.format(seat=names[s])),
                              owner=s, cards=won, count=len(won)))
        else:
            zones.append(Zone(Kind.CAPTURED, capitalised(T.TB_TRICKS.format(seat=names[s])),
                              owner=s, count=len(view.won[s])))
    zones.extend(Zone(Kind.SCORE, "", note=line) for line in _score_lines(view, opened))
    return Board(2, view.seat, tuple(zones), names, short, trump=view.trump, to_move=mover,
                 heading=_heading(view),
                 track=Track(short, match_totals(view), view.rules.goal or None,
                             sides=((0,), (1,))))


def _trick(view: BeziqueView) -> Zone:
    """The trick under way, else the last one taken (until the next card is led)."""
    if view.trick:
        return Zone(Kind.TRICK, str(T.TB_TRICK), played=((view.leader, view.trick[0]),), count=1)
    if view.tricks:
        last = view.tricks[-1]
        played = tuple(((last.leader + j) % 2, c) for j, c in enumerate(last.cards))
        return Zone(Kind.TRICK, str(T.TB_TRICK), played=played, count=2, winner=last.winner)
    return Zone(Kind.TRICK, str(T.TB_TRICK))


def _stock(view: BeziqueView) -> Zone:
    """The covered cards, the turned trump beside them (none in Rubicon), and the trump."""
    turned = (view.turned,) if view.turned is not None else ()
    rs = view.rules.rs
    if view.trump is None:
        note = str(T.TB_NO_TRUMP)
    else:
        seven = next((c for c in view.hand if c.suit is view.trump and c.rank is Rank.SEVEN),
                     None)
        dix = (rs.dix and seven is not None and view.turned is not None
               and view.turned.rank is not Rank.SEVEN)
        words = T.TB_TRUMP_DIX if dix else T.TB_TRUMP
        note = words.format(suit=view.trump, dutch=view.trump.dutch, seven=seven,
                            points=rs.dix)
    return Zone(Kind.STOCK, str(T.TB_STOCK), cards=turned, count=view.stock_size + len(turned),
                note=note)


def _melds(view: BeziqueView, s: int) -> Zone | None:
    """Seat ``s``'s melds: the melded cards lying on the table, each under the first of its
    melds (Bezique, Rubicon); in Fildinski every meld declared, from the won cards."""
    name = seat_name(s, 2, long=True)
    melds = [m for m in view.melds if m.seat == s]
    points = sum(m.points for m in melds)
    if view.rules.rs.from_won:
        if not melds:
            return None
        groups = tuple(Group(m.cards, m.name, s) for m in melds)
        return Zone(Kind.MELDS, T.TB_MELDS.format(seat=name, points=points), owner=s,
                    groups=groups, count=sum(len(g.cards) for g in groups))
    lying = set(view.table[s])
    if not lying:
        return None
    placed: set[Card] = set()
    found: list[Group] = []
    for m in melds:
        cards = tuple(c for c in m.cards if c in lying and c not in placed)
        if cards:
            placed.update(cards)
            found.append(Group(cards, m.name, s))
    rest = tuple(sort_cards(lying - placed))
    if rest:  # (every melded card came with a meld; kept whole should one not)
        found.append(Group(rest, "", s))
    return Zone(Kind.MELDS, T.TB_TABLE.format(seat=name, points=points), owner=s,
                groups=tuple(found), count=len(lying))


def _score_lines(view: BeziqueView, opened: Mapping[int, Sequence[Card]]) -> list[str]:
    """The deal's points and brisques, who may declare, carte blanche, the last tricks' rule,
    and the match, a line each."""
    rs = view.rules.rs
    lines = [T.TB_POINTS.format(a=view.points[0], b=view.points[1])]
    if rs.brisque:
        a, b = (_brisques(view.won[s]) for s in (0, 1))
        lines.append(T.TB_BRISQUES.format(value=rs.brisque, a=a, b=b))
    if view.melder is not None:
        lines.append(_melder_line(view, view.melder))
    if view.blanche_pending:
        seat = view.blanche_pending[0]
        # Only the holder knows the hand has no court card until it is shown.
        if seat == view.seat or seat in opened:
            lines.append(T.TB_BLANCHE.format(seat=seat_name(seat, 2, long=True),
                                           points=rs.carte_blanche))
    if view.end_phase:
        lines.append(str(T.TB_END_PHASE))
    a, b = view.match
    goal = view.rules.goal
    lines.append(T.TB_MATCH.format(a=a, b=b, target=goal) if goal else
                 T.TB_MATCH_OPEN.format(a=a, b=b))
    return lines


def _melder_line(view: BeziqueView, seat: int) -> str:
    """Who may declare now, and what: the dix is named while it may still be made (for the
    viewer: when it is legal; for the other, whose hand is unseen: while the turned card is no
    7)."""
    rs = view.rules.rs
    who = seat_name(seat, 2, long=True)
    open_dix = bool(rs.dix) and view.turned is not None and view.turned.rank is not Rank.SEVEN
    if seat == view.seat:
        open_dix = DIX in view.legal_actions
    if rs.from_won:
        words = T.TB_MELDER_WON_DIX if open_dix else T.TB_MELDER_WON
        return words.format(seat=who, cards=show_cards(sort_cards(view.just_won)))
    if rs.melds_per_turn == 1:
        words = T.TB_MELDER_ONE if open_dix else T.TB_MELDER_ONE_NO_DIX
    else:
        words = T.TB_MELDER_MANY_DIX if open_dix else T.TB_MELDER_MANY
    return words.format(seat=who)


def _brisques(cards: Iterable[Card]) -> int:
    """The aces and tens among ``cards``."""
    return sum(c.rank in (Rank.ACE, Rank.TEN) for c in cards)


def _heading(view: BeziqueView) -> str:
    a, b = view.match
    goal = view.rules.goal
    if view.trump is None:
        words = T.TB_HEADING_NO_TRUMP if goal else T.TB_HEADING_NO_TRUMP_NO_TARGET
        return words.format(deal=view.deal_no, a=a, b=b, target=goal)
    words = T.TB_HEADING if goal else T.TB_HEADING_NO_TARGET
    return words.format(deal=view.deal_no, suit=view.trump, a=a, b=b, target=goal)


def match_totals(view: BeziqueView) -> tuple[tuple[int, int], ...]:
    """Both players' running totals after each deal scored, ending at the match score."""
    running = (0, 0)
    totals = []
    for r in view.results:
        running = (running[0] + r.score[0], running[1] + r.score[1])
        totals.append(running)
    return tuple(totals)
