"""The engine of Bezique, Rubicon Bezique and Fildinski: two players, two or four packs, a stock,
melds that lie on the table, and strict last tricks.

While the stock lasts any card may be played; the winner of a trick may declare before both
draw (Bezique: one meld or the dix; Rubicon: several melds; Fildinski: melds from the won cards,
each holding a card just won, and the dix). Once the stock is empty no more melds are declared,
and the last tricks are played strictly: follow suit and win if you can, else trump if you can.
Each decision is its own action: playing a card, declaring one meld, the dix, passing (no more
melds: draw), showing carte blanche; ``to_move`` says who decides next.

Physical cards are indices (``melds.CARDS``): identical cards are told apart by their copy, and
every card remembers the melds it has been in, so the re-use rules can be checked card by card.
Of identical cards that behave alike only the lowest copy is offered.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import typed_action
from ...cards import SUITS, Card, Suit, format_card, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...game import DETAIL, RESULT, TRICK
from ...seats import seat_name
from ..common import bit_indices, show_cards
from . import text as T
from .melds import (
    ACE,
    BRISQUE_MASK,
    CARDS,
    COURT_MASK,
    FACE_MASK,
    INDEX,
    JACK,
    KING,
    QUEEN,
    SEVEN,
    SUIT_MASK,
    TEN,
    Meld,
    bezique_pairs,
    classify,
    face,
    mask_cards,
    meld_name,
    pack_mask,
    sort_meld,
)
from .rules import (
    RUBICON_BONUS,
    RUBICON_LINE,
    RUBICON_WIN,
    BeziqueRules,
    MeldKind,
)

PLAYERS = 2
#: A place in a meld pattern: the faces that may fill it, and how many cards it takes.
Slot = tuple[tuple[int, ...], int]
KINDS: tuple[MeldKind, ...] = tuple(MeldKind)
KIND_BIT = {k: 1 << i for i, k in enumerate(KINDS)}
#: Rubicon: in the turn that fixes trump, no other meld of these kinds.
FIX_KINDS = frozenset({MeldKind.TRUMP_SEQUENCE, MeldKind.PLAIN_SEQUENCE, MeldKind.STUK,
                       MeldKind.MARRIAGE})
#: The meld patterns per (rule set, trump, kh-bezique, trump-queen-bezique).
Pattern = tuple[list[Slot], MeldKind, int]
_PATTERNS: dict[tuple[str, int, bool, bool], list[Pattern]] = {}


def _seat(s: int) -> str:
    return seat_name(s, PLAYERS)


def _cards(mask: int) -> str:
    return show_cards(mask_cards(mask))


# ---------------------------------------------------------------------------------------------
# Actions


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card (from the hand, or a melded card from the table)."""

    card: Card

    def __str__(self) -> str:
        return format_card(self.card)


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare one meld: its cards, in their shown order."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", sort_meld(self.cards))

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Dix:
    """Swap the trump 7 from the hand for the turned card."""

    def __str__(self) -> str:
        return "dix"


@dataclass(frozen=True, slots=True)
class Pass:
    """No (more) melds now: draw. At the start of a Rubicon deal: do not show carte blanche."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Blanche:
    """Show carte blanche: a dealt hand without king, queen or jack (Rubicon)."""

    def __str__(self) -> str:
        return "carte blanche"  # internal


Action = Play | Declare | Dix | Pass | Blanche
DIX = Dix()
PASS = Pass()
BLANCHE = Blanche()


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A new deal: the dealer, the turned trump (if any) and, for each seat alone, its hand."""

    level: ClassVar[int] = TRICK
    deal_no: int
    dealer: int
    turned: Card | None
    hand_size: int
    hands: tuple[tuple[Card, ...], ...]
    seven_points: int = 0

    def describe(self) -> str:
        leader = _seat(1 - self.dealer)
        if self.turned is None:
            return T.EV_DEAL_NO_TRUMP.format(no=self.deal_no, dealer=_seat(self.dealer),
                                             n=self.hand_size, leader=leader)
        text = T.EV_DEAL.format(no=self.deal_no, dealer=_seat(self.dealer), n=self.hand_size,
                                turned=self.turned, suit=self.turned.suit,
                                dutch=self.turned.suit.dutch, leader=leader)
        if self.seven_points:
            text += " " + T.EV_DEAL_SEVEN.format(dealer=_seat(self.dealer),
                                                 points=self.seven_points)
        return text

    def describe_for(self, seat: int) -> str:
        if 0 <= seat < len(self.hands):
            return T.EV_DEAL_YOURS.format(deal=self.describe(),
                                          cards=show_cards(self.hands[seat]))
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal", "deal": self.deal_no, "dealer": _seat(self.dealer),
                "turned": None if self.turned is None else format_card(self.turned),
                "seven_points": self.seven_points,
                "hands": {_seat(s): [format_card(c) for c in h] for s, h in enumerate(self.hands)}}


@dataclass(frozen=True, slots=True)
class BlancheShown:
    level: ClassVar[int] = TRICK
    seat: int
    cards: tuple[Card, ...]
    points: int
    shown: bool

    def describe(self) -> str:
        if not self.shown:
            return T.EV_BLANCHE_KEPT.format(seat=_seat(self.seat))
        return T.EV_BLANCHE.format(seat=_seat(self.seat), cards=show_cards(self.cards),
                                   points=self.points)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "carte_blanche", "seat": _seat(self.seat), "shown": self.shown,
                "cards": [format_card(c) for c in self.cards], "points": self.points}


@dataclass(frozen=True, slots=True)
class CardPlayed:
    level: ClassVar[int] = DETAIL
    seat: int
    card: Card
    from_table: bool = False
    #: Points for a trump 7 played (Bezique, Fildinski).
    seven: int = 0

    def describe(self) -> str:
        if self.seven:
            return T.EV_SEVEN.format(seat=_seat(self.seat), card=self.card, points=self.seven)
        text = T.EV_CARD_TABLE if self.from_table else T.EV_CARD
        return text.format(seat=_seat(self.seat), card=self.card)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "card", "seat": _seat(self.seat), "card": format_card(self.card),
                "from_table": self.from_table, "seven": self.seven}


@dataclass(frozen=True, slots=True)
class TrickTaken:
    level: ClassVar[int] = TRICK
    number: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    brisques: int  # points
    last: int  # the last trick's bonus, 0 before

    def describe(self) -> str:
        base = dict(no=self.number, cards=show_cards(self.cards), leader=_seat(self.leader),
                    winner=_seat(self.winner), points=self.brisques)
        text = (T.EV_TRICK_BRISQUES if self.brisques else T.EV_TRICK).format(**base)
        if self.last:
            text += " " + T.EV_LAST_TRICK.format(winner=_seat(self.winner), points=self.last)
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"type": "trick", "number": self.number, "leader": _seat(self.leader),
                "cards": [format_card(c) for c in self.cards], "winner": _seat(self.winner),
                "brisques": self.brisques, "last": self.last}


@dataclass(frozen=True, slots=True)
class MeldDeclared:
    level: ClassVar[int] = TRICK
    meld: Meld

    def describe(self) -> str:
        m = self.meld
        name = f"{m.name} ({show_cards(m.cards)})"
        if m.fixed >= 0:
            s = SUITS[m.fixed]
            return T.EV_MELD_FIXES.format(seat=_seat(m.seat), meld=name, points=m.points,
                                          suit=s, dutch=s.dutch)
        return T.EV_MELD.format(seat=_seat(m.seat), meld=name, points=m.points)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "meld", "seat": _seat(self.meld.seat), "meld": self.meld.to_dict()}


@dataclass(frozen=True, slots=True)
class DixMade:
    level: ClassVar[int] = TRICK
    seat: int
    seven: Card
    taken: Card
    points: int

    def describe(self) -> str:
        return T.EV_DIX.format(seat=_seat(self.seat), seven=self.seven, taken=self.taken,
                               points=self.points)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "dix", "seat": _seat(self.seat), "seven": format_card(self.seven),
                "taken": format_card(self.taken), "points": self.points}


@dataclass(frozen=True, slots=True)
class Drew:
    """A card from the stock: only the drawer reads it, unless it is the turned card."""

    level: ClassVar[int] = DETAIL
    seat: int
    card: Card
    left: int
    turned: bool = False

    def describe(self) -> str:
        if self.turned:
            return T.EV_DRAW_TURNED.format(seat=_seat(self.seat), card=self.card)
        if self.left == 0:
            return T.EV_DRAW_LAST.format(seat=_seat(self.seat))
        return T.EV_DRAW.format(seat=_seat(self.seat), left=self.left)

    def describe_for(self, seat: int) -> str:
        if seat == self.seat and not self.turned:
            text = T.EV_DRAW_LAST_YOURS if self.left == 0 else T.EV_DRAW_YOURS
            return text.format(seat=_seat(self.seat), card=self.card, left=self.left)
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw", "seat": _seat(self.seat), "card": format_card(self.card),
                "left": self.left, "turned": self.turned}


@dataclass(frozen=True, slots=True)
class EndPhase:
    level: ClassVar[int] = TRICK
    tricks: int
    from_won: bool

    def describe(self) -> str:
        return (T.EV_END_PHASE_WON if self.from_won else T.EV_END_PHASE).format(n=self.tricks)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "end_phase", "tricks": self.tricks}


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scoring of one deal, with everything needed to explain it line by line."""

    deal_no: int
    dealer: int
    trump: Suit | None
    melds: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    dix: tuple[int, int]
    brisques: tuple[int, int]  # aces and tens won
    brisque_value: int
    sevens: tuple[int, int]  # points for trump 7s (played, and the dealer's turned 7)
    last_trick: int  # seat
    last_bonus: int
    blanche: tuple[int, int]
    totals: tuple[int, int]
    #: What the deal adds to the match: the totals, or Rubicon's scoring of them.
    score: tuple[int, int]
    rubicon: bool = False

    @property
    def meld_points(self) -> tuple[int, int]:
        return (sum(m.points for m in self.melds[0]) + self.dix[0],
                sum(m.points for m in self.melds[1]) + self.dix[1])

    def parts(self, s: int) -> list[int]:
        """The non-zero amounts that add up to seat ``s``'s total, in the lines' order."""
        out = [self.meld_points[s], self.brisques[s] * self.brisque_value, self.sevens[s],
               self.last_bonus if self.last_trick == s else 0, self.blanche[s]]
        return [p for p in out if p]

    def describe_lines(self) -> list[str]:
        if self.trump is None:
            lines = [T.SC_HEAD_NO_TRUMP.format(no=self.deal_no, dealer=_seat(self.dealer))]
        else:
            lines = [T.SC_HEAD.format(no=self.deal_no, dealer=_seat(self.dealer),
                                      trump=self.trump)]
        for s in (0, 1):
            melds = [m.describe() for m in self.melds[s]]
            if self.dix[s]:
                melds.append(T.SC_DIX_ITEM.format(points=self.dix[s]))
            if melds:
                lines.append(T.SC_MELDS.format(seat=_seat(s), points=self.meld_points[s],
                                               melds=T.LIST_SEP.join(melds)))
            else:
                lines.append(T.SC_NO_MELDS.format(seat=_seat(s)))
            if self.brisques[s] and self.brisque_value:
                lines.append(T.SC_BRISQUES.format(seat=_seat(s), n=self.brisques[s],
                                                  points=self.brisques[s] * self.brisque_value))
            if self.sevens[s]:
                lines.append(T.SC_SEVENS.format(seat=_seat(s), points=self.sevens[s]))
            if self.blanche[s]:
                lines.append(T.SC_BLANCHE.format(seat=_seat(s), points=self.blanche[s]))
        lines.append(T.SC_LAST.format(seat=_seat(self.last_trick), points=self.last_bonus))
        for s in (0, 1):
            parts = self.parts(s)
            if len(parts) > 1:
                lines.append(T.SC_TOTAL.format(seat=_seat(s), sum=" + ".join(map(str, parts)),
                                               total=self.totals[s]))
            else:
                lines.append(T.SC_TOTAL_ONE.format(seat=_seat(s), total=self.totals[s]))
        if self.rubicon:
            lines.append(rubicon_line(self.totals, self.score))
        elif self.score != self.totals:
            lines.append(str(T.SC_PLAIN_TOTALS))
        lines.append(T.SC_DEAL.format(a=self.score[0], b=self.score[1]))
        return lines

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.deal_no, "dealer": _seat(self.dealer),
                "trump": None if self.trump is None else self.trump.symbol,
                "melds": [[m.to_dict() for m in ms] for ms in self.melds],
                "dix": list(self.dix), "brisques": list(self.brisques),
                "sevens": list(self.sevens), "last_trick": _seat(self.last_trick),
                "last_bonus": self.last_bonus, "blanche": list(self.blanche),
                "totals": list(self.totals), "score": list(self.score)}


def rubicon_score(totals: Sequence[int]) -> tuple[int, int]:
    """Rubicon's scoring of a game's totals: the winner's score, the loser 0."""
    a, b = totals[0], totals[1]
    if a == b:
        return 0, 0
    w = 0 if a > b else 1
    lo = min(a, b)
    got = RUBICON_BONUS + a + b if lo < RUBICON_LINE else RUBICON_WIN + abs(a - b)
    return (got, 0) if w == 0 else (0, got)


def rubicon_line(totals: Sequence[int], score: Sequence[int]) -> str:
    a, b = totals[0], totals[1]
    if a == b:
        return T.SC_RUBICON_DRAW.format(a=a)
    w = 0 if a > b else 1
    if min(a, b) < RUBICON_LINE:
        return T.SC_RUBICONED.format(loser=_seat(1 - w), winner=_seat(w), a=totals[w],
                                     b=totals[1 - w], score=score[w])
    return T.SC_RUBICON_WIN.format(winner=_seat(w), a=totals[w], b=totals[1 - w],
                                   diff=abs(a - b), score=score[w])


@dataclass(frozen=True, slots=True)
class DealScored:
    level: ClassVar[int] = RESULT
    result: DealResult
    match: tuple[int, int]

    def describe(self) -> str:
        return "\n".join([*self.result.describe_lines(),
                          T.SC_MATCH.format(a=self.match[0], b=self.match[1])])

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal_scored", **self.result.to_dict(), "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class TieGoesOn:
    level: ClassVar[int] = RESULT
    total: int

    def describe(self) -> str:
        return T.EV_TIE_GOES_ON.format(total=self.total)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "tie_goes_on", "total": self.total}


@dataclass(frozen=True, slots=True)
class MatchOver:
    level: ClassVar[int] = RESULT
    totals: tuple[int, int]
    winner: int | None
    how: str  # "target" or "deals"

    def describe(self) -> str:
        if self.winner is None:
            return T.EV_MATCH_DRAW.format(a=self.totals[0])
        text = T.EV_MATCH_TARGET if self.how == "target" else T.EV_MATCH_DEALS
        return text.format(winner=_seat(self.winner), a=self.totals[self.winner],
                           b=self.totals[1 - self.winner])

    def to_dict(self) -> dict[str, Any]:
        return {"type": "match_over", "totals": list(self.totals),
                "winner": None if self.winner is None else _seat(self.winner), "how": self.how}


Event = (DealStarted | BlancheShown | CardPlayed | TrickTaken | MeldDeclared | DixMade | Drew
         | EndPhase | DealScored | TieGoesOn | MatchOver)


# ---------------------------------------------------------------------------------------------
# Views


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True)
class BeziqueView:
    """What one seat may see: its own hand, both players' melds on the table (Fildinski: the
    won cards), the cards the other has shown, and everything played or declared. The other's
    concealed cards and the stock's order are not in it."""

    seat: int
    rules: BeziqueRules
    to_move: int | None
    legal_actions: tuple[Action, ...]
    hand: tuple[Card, ...]
    #: Each seat's melded cards lying face up (Bezique, Rubicon), playable from there.
    table: tuple[tuple[Card, ...], tuple[Card, ...]]
    #: Each seat's concealed cards that both have seen (the turned card, carte blanche, melded
    #: cards taken back for the last tricks).
    shown: tuple[tuple[Card, ...], tuple[Card, ...]]
    hand_sizes: tuple[int, int]  # concealed cards
    deal_no: int
    dealer: int
    trump: Suit | None
    turned: Card | None
    stock_size: int  # covered cards
    end_phase: bool
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[PlayedTrick, ...]
    #: Each seat's won cards (Fildinski melds from them).
    won: tuple[tuple[Card, ...], tuple[Card, ...]]
    melds: tuple[Meld, ...]
    #: The seat that may declare now (it won the last trick), else ``None``.
    melder: int | None
    #: The cards just won that a Fildinski meld must use.
    just_won: tuple[Card, ...]
    points: tuple[int, int]
    #: Points so far for trump 7s, the dix and carte blanche.
    sevens: tuple[int, int]
    dix: tuple[int, int]
    blanche: tuple[int, int]
    #: This turn's declarations so far: how many melds, and whether the dix.
    turn_melds: int
    turn_dix: bool
    #: Seats still to say whether they show carte blanche.
    blanche_pending: tuple[int, ...]
    match: tuple[int, int]
    results: tuple[DealResult, ...]

    @property
    def players(self) -> int:
        return PLAYERS

    def played_cards(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


# ---------------------------------------------------------------------------------------------
# State


class BeziqueState:
    """A match in progress. Mutable; ``clone`` for copies."""

    __slots__ = ("_legal", "_views", "blanche", "blanche_pending", "brisques", "deal_count",
                 "dealer", "dix_pts", "hands", "just_won", "last", "leader", "level", "melder",
                 "melds", "over", "points", "results", "rs", "rules", "seed", "seen", "sevens",
                 "stock", "table", "totals", "trick", "tricks", "trump", "turn_dix", "turn_fix",
                 "turn_mask", "turn_melds", "turned", "used", "won")

    def __init__(self, rules: BeziqueRules, seed: int = 0, *, dealer: int = 0) -> None:
        self.rules = rules
        self.rs = rules.rs
        self.seed = seed
        self.totals = [0, 0]
        self.results: list[DealResult] = []
        self.deal_count = 0
        self.over = False
        self._deal(dealer)

    # -- construction --------------------------------------------------------------------------

    def _deal(self, dealer: int) -> DealStarted:
        rs = self.rs
        rng = random.Random(f"{rs.name}:{self.seed}:{self.deal_count}")
        order = bit_indices(pack_mask(rs.copies))
        rng.shuffle(order)
        hands = [0, 0]
        pos = 0
        for packet in rs.deal_pattern:
            for seat in (1 - dealer, dealer):
                for i in order[pos:pos + packet]:
                    hands[seat] |= 1 << i
                pos += packet
        turned = order[pos] if rs.turned_trump else -1
        stock = order[pos + 1:] if rs.turned_trump else order[pos:]
        self.deal_count += 1
        self._start(dealer, hands, stock, turned)
        seven = 0
        if turned >= 0 and turned & 7 == SEVEN and rs.seven:
            seven = rs.seven
            self.points[dealer] += seven
            self.sevens[dealer] += seven
        return DealStarted(self.deal_count, dealer, CARDS[turned] if turned >= 0 else None,
                           rs.hand_size, (mask_cards(hands[0]), mask_cards(hands[1])), seven)

    def _start(self, dealer: int, hands: list[int], stock: Sequence[int], turned: int) -> None:
        self.dealer = dealer
        self.hands = hands
        # The top of the stock is the list's end.
        self.stock = list(reversed(stock))
        self.turned = turned
        self.trump = (turned & 31) >> 3 if turned >= 0 else -1
        self.table = [0, 0]
        self.won = [0, 0]
        self.seen = [0, 0]
        self.points = [0, 0]
        self.brisques = [0, 0]
        self.sevens = [0, 0]
        self.dix_pts = [0, 0]
        self.blanche = [0, 0]
        self.last = -1
        self.melds: list[Meld] = []
        self.used = [0] * 128  # kinds each card has been in
        self.level = [0] * 128  # the most a meld it was in was worth
        self.leader = 1 - dealer
        self.trick: list[int] = []
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []
        self.melder = -1
        self.just_won = 0
        self.turn_melds = 0
        self.turn_mask = 0
        self.turn_dix = False
        self.turn_fix = False
        self.blanche_pending = [s for s in (1 - dealer, dealer)
                                if self.rs.carte_blanche and not hands[s] & COURT_MASK]
        self._legal: tuple[Action, ...] | None = None
        self._views: dict[int, BeziqueView] = {}

    @classmethod
    def from_parts(cls, rules: BeziqueRules, *, seed: int, deal_count: int,
                   totals: Sequence[int], dealer: int, trump: int, turned: int,
                   hands: Sequence[int], table: Sequence[int], won: Sequence[int],
                   seen: Sequence[int], stock: Sequence[int], melds: Sequence[Meld],
                   sevens: Sequence[int], dix: Sequence[int], blanche: Sequence[int],
                   trick: Sequence[int], leader: int, melder: int, just_won: int,
                   turn_melds: int, turn_dix: bool, over: bool,
                   blanche_pending: Sequence[int] = (), results: Sequence[DealResult] = (),
                   tricks: Sequence[tuple[int, tuple[int, ...], int]] = ()) -> BeziqueState:
        """A state from its parts (positions and resampling; ``stock`` from the top down); the
        caller checks they fit. Each card's meld history comes from ``melds``."""
        st = cls.__new__(cls)
        st.rules = rules
        rs = st.rs = rules.rs
        st.seed = seed
        st.totals = list(totals)
        st.results = list(results)
        st.deal_count = deal_count
        st.over = over
        st._start(dealer, list(hands), list(reversed(stock)), turned)
        st.stock = list(reversed(stock))
        st.trump = trump
        st.table = list(table)
        st.won = list(won)
        st.seen = list(seen)
        st.melds = list(melds)
        for m in melds:
            for i in bit_indices(m.mask):
                st.used[i] |= KIND_BIT[m.kind]
                st.level[i] = max(st.level[i], m.points)
        st.sevens = list(sevens)
        st.dix_pts = list(dix)
        st.blanche = list(blanche)
        st.brisques = [(won[s] & BRISQUE_MASK).bit_count() if rs.brisque else 0 for s in (0, 1)]
        st.points = [sum(m.points for m in melds if m.seat == s) + st.dix_pts[s] + st.sevens[s]
                     + st.blanche[s] + st.brisques[s] * rs.brisque for s in (0, 1)]
        st.leader = leader
        st.trick = list(trick)
        st.tricks = list(tricks)
        st.melder = melder
        st.just_won = just_won
        st.turn_melds = turn_melds
        turn = list(melds[len(melds) - turn_melds:]) if turn_melds else []
        st.turn_mask = 0
        for m in turn:
            st.turn_mask |= m.mask
        st.turn_dix = turn_dix
        st.turn_fix = any(m.fixed >= 0 for m in turn)
        st.blanche_pending = list(blanche_pending)
        st._legal = None
        st._views = {}
        return st

    def clone(self) -> BeziqueState:
        st = BeziqueState.__new__(BeziqueState)
        for name in BeziqueState.__slots__:
            v = getattr(self, name)
            setattr(st, name, list(v) if isinstance(v, list) else v)
        st._views = dict(self._views)
        return st

    # -- protocol ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def trump_suit(self) -> Suit | None:
        return SUITS[self.trump] if self.trump >= 0 else None

    @property
    def end_phase(self) -> bool:
        """The stock is empty: the last tricks, played strictly."""
        return not self.stock and self.turned < 0 and self.melder < 0

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.blanche_pending:
            return self.blanche_pending[0]
        if self.melder >= 0:
            return self.melder
        return self.leader if not self.trick else 1 - self.leader

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> tuple[int, ...]:
        return self.totals[0], self.totals[1]

    def legal_actions(self) -> tuple[Action, ...]:
        # Asked many times of one state (check, parse, views): computed once per move.
        legal = self._legal
        if legal is None:
            legal = self._legal = self._legal_actions()
        return legal

    def _legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        if self.blanche_pending:
            return (BLANCHE, PASS)
        if self.melder >= 0:
            seat = self.melder
            out: list[Action] = [Declare(tuple(CARDS[i] for i in bit_indices(m)))
                                 for m in self.declarable(seat)]
            if self._can_dix(seat):
                out.append(DIX)
            out.append(PASS)
            return tuple(out)
        return tuple(Play(CARDS[i]) for i in self.playable())

    # -- what may be played --------------------------------------------------------------------

    def _key(self, seat: int, i: int) -> tuple[int, ...]:
        """Cards with equal keys behave alike now and later: only the lowest is offered."""
        where = 0 if self.hands[seat] >> i & 1 else 1
        return (i & 31, where, self.used[i], self.level[i], self._blocked(seat, i),
                self.just_won >> i & 1)

    def _canonical(self, seat: int, mask: int) -> list[int]:
        seen: set[tuple[int, ...]] = set()
        out = []
        for i in bit_indices(mask):
            # Hand cards carry no meld history, so in the hand the face alone tells them apart.
            k = self._key(seat, i) if self.table[seat] >> i & 1 or self.rs.from_won else (
                i & 31, 0)
            if k not in seen:
                seen.add(k)
                out.append(i)
        return sorted(out, key=lambda i: (i & 31, i >> 5))

    def legal_mask(self) -> int:
        """The physical cards the player to move may play (every copy)."""
        seat = self.leader if not self.trick else 1 - self.leader
        hand = self.hands[seat] | self.table[seat]
        if not self.trick or not self.end_phase:
            return hand
        led = self.trick[0]
        suit = (led & 31) >> 3
        follow = hand & SUIT_MASK[suit]
        if follow:
            higher = follow & self._stronger(led)
            return higher or follow
        if self.trump >= 0:
            trumps = hand & SUIT_MASK[self.trump]
            if trumps:
                return trumps
        return hand

    @staticmethod
    def _stronger(led: int) -> int:
        """Cards of the led suit that beat it (an identical card does not)."""
        s, p = (led & 31) >> 3, led & 7
        m = 0
        for q in range(p):
            m |= FACE_MASK[s * 8 + q]
        return m

    def playable(self) -> list[int]:
        seat = self.leader if not self.trick else 1 - self.leader
        return self._canonical(seat, self.legal_mask())

    # -- what may be declared ------------------------------------------------------------------

    def _source(self, seat: int) -> int:
        """The cards melds are made from."""
        if self.rs.from_won:
            return self.won[seat]
        return self.hands[seat] | self.table[seat]

    def _blocked(self, seat: int, i: int) -> int:
        """The kinds a card may not join again: every kind it was in (Rubicon: only those whose
        meld still lies complete on the table)."""
        used = self.used[i]
        if not used or not self.rs.reform:
            return used
        lying = self.table[seat]
        out = 0
        for m in self.melds:
            if m.seat == seat and m.mask_has(i) and m.mask & lying == m.mask:
                out |= KIND_BIT[m.kind]
        return out

    def _card_ok(self, seat: int, i: int, kind: MeldKind, value: int) -> bool:
        return not self._blocked(seat, i) & KIND_BIT[kind] and self.level[i] <= value

    def _turn_open(self, seat: int) -> bool:
        return (self.melder == seat and not self.end_phase
                and not (self.rs.melds_per_turn and self.turn_melds >= self.rs.melds_per_turn)
                and not (self.rs.dix_is_declaration and self.turn_dix))

    def declarable(self, seat: int) -> list[int]:
        """Every meld ``seat`` may declare now, as masks (alike cards offered once)."""
        if not self._turn_open(seat):
            return []
        rs = self.rs
        avail = self._source(seat) & ~self.turn_mask
        out: dict[int, None] = {}
        key = (rs.name, self.trump, self.rules.kh_bezique, self.rules.trump_queen_bezique)
        patterns = _PATTERNS.get(key)
        if patterns is None:
            patterns = _PATTERNS[key] = list(self._patterns())
        for faces, kind, pool in patterns:
            # A pattern is a meld of its kind by construction (``classify`` agrees, as the
            # tests check); skip it at once when the cards are not there.
            if (self.turn_fix and kind in FIX_KINDS) or (avail & pool).bit_count() < 2:
                continue
            value = rs.values[kind]
            for mask in self._choices(seat, avail, faces, kind, value):
                if rs.from_won and not mask & self.just_won:
                    continue
                out[mask] = None
        return list(out)

    def meld_options(self, seat: int, just_won: int | None = None) -> list[int]:
        """The melds ``seat`` could declare if it won the trick now, with a fresh turn
        (Fildinski: holding a card of ``just_won``, by default any won card): for bots that
        weigh a trick by the melds it opens. Empty once the stock is empty."""
        if self.end_phase:
            return []
        st = self.clone()
        st.melder = seat
        st.turn_melds = 0
        st.turn_mask = 0
        st.turn_dix = False
        st.turn_fix = False
        st.just_won = st.won[seat] if just_won is None else just_won
        st._legal = None
        st._views = {}
        return st.declarable(seat)

    def _patterns(self) -> Iterator[Pattern]:
        """The melds to look for: for each, its slots, its kind, and every card that could
        fill it."""
        for slots, kind in self._pattern_slots():
            pool = 0
            for faces, _ in slots:
                for f in faces:
                    pool |= FACE_MASK[f]
            yield slots, kind, pool

    def _pattern_slots(self) -> Iterator[tuple[list[Slot], MeldKind]]:
        rs, t = self.rs, self.trump
        values = rs.values
        suits = range(4)
        for s in suits:
            seq: list[Slot] = [((face(s, p),), 1) for p in (ACE, TEN, KING, QUEEN, JACK)]
            if s == t or (t < 0 and rs.trump_fixed_by_meld):
                yield seq, MeldKind.TRUMP_SEQUENCE
            elif MeldKind.PLAIN_SEQUENCE in values and t >= 0:
                yield seq, MeldKind.PLAIN_SEQUENCE
            pair: list[Slot] = [((face(s, KING),), 1), ((face(s, QUEEN),), 1)]
            if s == t or (t < 0 and rs.trump_fixed_by_meld):
                yield pair, MeldKind.STUK
            elif t >= 0:
                yield pair, MeldKind.MARRIAGE
        for p, kind in ((ACE, MeldKind.FOUR_ACES), (TEN, MeldKind.FOUR_TENS),
                        (KING, MeldKind.FOUR_KINGS), (QUEEN, MeldKind.FOUR_QUEENS),
                        (JACK, MeldKind.FOUR_JACKS)):
            if kind in values:
                yield [(tuple(face(s, p) for s in suits), 4)], kind
        for q, j, _ in bezique_pairs(t, rs, self.rules.kh_bezique,
                                         self.rules.trump_queen_bezique):
            for n, kind in ((1, MeldKind.BEZIQUE), (2, MeldKind.DOUBLE), (3, MeldKind.TRIPLE),
                            (4, MeldKind.QUADRUPLE)):
                if kind in values:
                    yield [((q,), n), ((j,), n)], kind

    def _choices(self, seat: int, avail: int, slots: list[Slot],
                 kind: MeldKind, value: int) -> Iterator[int]:
        """Masks filling every slot with cards that may join this meld, alike cards once."""
        groups: list[tuple[list[list[int]], int]] = []
        for faces, n in slots:
            pool = 0
            for f in faces:
                pool |= FACE_MASK[f]
            cands = [i for i in bit_indices(avail & pool) if self._card_ok(seat, i, kind, value)]
            if len(cands) < n:
                return
            classes: dict[tuple[int, ...], list[int]] = {}
            for i in cands:
                classes.setdefault(self._key(seat, i), []).append(i)
            groups.append((list(classes.values()), n))

        def pick(classes: list[list[int]], n: int, k: int) -> Iterator[int]:
            if n == 0:
                yield 0
                return
            if k == len(classes):
                return
            members = classes[k]
            for take in range(min(n, len(members)), -1, -1):
                head = 0
                for i in members[:take]:
                    head |= 1 << i
                for rest in pick(classes, n - take, k + 1):
                    yield head | rest

        def fill(g: int) -> Iterator[int]:
            if g == len(groups):
                yield 0
                return
            classes, n = groups[g]
            for part in pick(classes, n, 0):
                for rest in fill(g + 1):
                    yield part | rest

        yield from fill(0)

    def _can_dix(self, seat: int) -> bool:
        rs = self.rs
        if not rs.dix or self.melder != seat or self.end_phase or self.turned < 0:
            return False
        if self.turn_dix or (rs.dix_is_declaration and self.turn_melds):
            return False
        if self.turned & 7 == SEVEN:
            return False
        return bool(self.hands[seat] & FACE_MASK[face(self.trump, SEVEN)])

    # -- check ---------------------------------------------------------------------------------

    def check(self, action: Action) -> None:
        if self.over:
            raise IllegalActionError(str(T.GAME_OVER), rule="over", action=action)
        if not isinstance(action, Play | Declare | Dix | Pass | Blanche):
            raise IllegalActionError(T.NOT_AN_ACTION.format(action=action), rule="kind",
                                     action=action)
        if action in self.legal_actions():
            return
        seat = self.to_move()
        assert seat is not None
        rule, msg = self._explain(seat, action)
        raise IllegalActionError(msg, rule=rule, action=action)

    def _explain(self, seat: int, action: Action) -> tuple[str, str]:
        who = _seat(seat)
        if self.blanche_pending:
            if isinstance(action, Blanche | Pass):  # pragma: no cover - both are legal
                return "blanche", T.BLANCHE_FIRST.format(seat=who)
            return "blanche-first", T.BLANCHE_FIRST.format(seat=who)
        if isinstance(action, Blanche):
            if not self.rs.carte_blanche:
                why = str(T.NO_BLANCHE_RULES)
            elif self.tricks or self.trick or self.melds:
                why = str(T.NO_BLANCHE_TIME)
            else:
                why = T.NO_BLANCHE_HAND.format(cards=_cards(self.hands[seat] & COURT_MASK))
            return "carte-blanche", T.NO_BLANCHE.format(seat=who, why=why)
        if self.melder >= 0:
            if isinstance(action, Play):
                return "declare-first", T.PLAY_FIRST.format(seat=who)
            if isinstance(action, Dix):
                return self._explain_dix(seat)
            assert isinstance(action, Declare)
            return self._explain_declare(seat, action.cards)
        if isinstance(action, Pass):
            return "pass", T.PASS_NOTHING.format(seat=who)
        if isinstance(action, Dix):
            return self._explain_dix(seat)
        if isinstance(action, Declare):
            if self.end_phase:
                return "end-phase", str(T.NO_MELDS_END)
            return "meld-time", str(T.NOT_MELD_TIME)
        return self._explain_play(seat, action.card)

    def _explain_dix(self, seat: int) -> tuple[str, str]:
        rs, who = self.rs, _seat(seat)
        if not rs.dix:
            return "dix", T.NO_DIX.format(seat=who, why=T.NO_DIX_RULES)
        if self.melder != seat or self.end_phase:
            return "meld-time", str(T.NO_MELDS_END) if self.end_phase else str(T.NOT_MELD_TIME)
        if self.turn_dix:
            return "dix", T.NO_DIX.format(seat=who, why=T.NO_DIX_DONE)
        if rs.dix_is_declaration and self.turn_melds:
            return "one-meld", T.ONE_MELD.format(seat=who, meld=self._turn_meld_name())
        if self.turned & 7 == SEVEN:
            return "dix", T.NO_DIX.format(seat=who, why=T.NO_DIX_TURNED)
        seven = CARDS[face(self.trump, SEVEN)]
        return "dix", T.NO_DIX.format(seat=who, why=T.NO_DIX_SEVEN.format(seven=seven,
                                                                          seat=who))

    def _turn_meld_name(self) -> str:
        ms = [m for m in self.melds[len(self.melds) - self.turn_melds:]]
        return ms[-1].name if ms else ""

    def _explain_declare(self, seat: int, cards: tuple[Card, ...]) -> tuple[str, str]:
        rs, who = self.rs, _seat(seat)
        if self.end_phase:
            return "end-phase", str(T.NO_MELDS_END)
        if rs.dix_is_declaration and self.turn_dix:
            return "one-meld", T.ONE_MELD_DIX.format(seat=who)
        if rs.melds_per_turn and self.turn_melds >= rs.melds_per_turn:
            return "one-meld", T.ONE_MELD.format(seat=who, meld=self._turn_meld_name())
        text = show_cards(cards)
        if len(set(cards)) != len(cards) or any(c not in INDEX for c in cards):
            return "not-held", T.NOT_A_MELD.format(cards=text, why=self._meld_why())
        mask = 0
        for c in cards:
            mask |= 1 << INDEX[c]
        source = self._source(seat)
        missing = mask & ~source
        if missing:
            c = CARDS[(missing & -missing).bit_length() - 1]
            msg = T.NOT_HELD_WON if rs.from_won else T.NOT_HELD
            return "not-held", msg.format(seat=who, card=c)
        shape = classify(mask, self.trump, rs, self.rules.kh_bezique,
                         self.rules.trump_queen_bezique)
        if shape is None:
            return "not-a-meld", T.NOT_A_MELD.format(cards=text, why=self._meld_why())
        name = meld_name(shape.kind, shape.suit, rs)
        if self.turn_fix and shape.kind in FIX_KINDS:
            return "fix-once", T.FIX_ONE.format(meld=self._turn_meld_name())
        twice = mask & self.turn_mask
        if twice:
            i = (twice & -twice).bit_length() - 1
            earlier = next(m.name for m in reversed(self.melds) if m.mask_has(i))
            return "twice", T.TWICE_THIS_TURN.format(card=CARDS[i], meld=earlier)
        if rs.from_won and not mask & self.just_won:
            return "new-card", T.NEEDS_NEW_WON.format(won=_cards(self.just_won), cards=text)
        for i in bit_indices(mask):
            if self._blocked(seat, i) & KIND_BIT[shape.kind]:
                same = next(m for m in self.melds if m.seat == seat and m.mask_has(i)
                            and m.kind is shape.kind)
                if rs.reform:
                    return "reuse-same", T.REUSE_SAME_INTACT.format(card=CARDS[i],
                                                                    earlier=same.name)
                return "reuse-same", T.REUSE_SAME.format(card=CARDS[i], earlier=same.name)
            if self.level[i] > shape.points:
                top = max((m for m in self.melds if m.seat == seat and m.mask_has(i)),
                          key=lambda m: m.points)
                return "reuse-lower", T.REUSE_LOWER.format(
                    card=CARDS[i], earlier=top.name, was=top.points, meld=name,
                    points=shape.points)
        # Legal in substance: a copy that is offered under another name.
        return "alike", T.ALIKE.format(card=text, other=self._alike_meld(seat, mask))

    def _alike_meld(self, seat: int, mask: int) -> str:
        faces = sorted(i & 31 for i in bit_indices(mask))
        for m in self.declarable(seat):
            if sorted(i & 31 for i in bit_indices(m)) == faces:
                return _cards(m)
        return _cards(mask)

    def _meld_why(self) -> str:
        rs = self.rs
        pairs = bezique_pairs(self.trump, rs, self.rules.kh_bezique,
                              self.rules.trump_queen_bezique)
        if self.rules.trump_queen_bezique and rs.trump_fixed_by_meld:
            pair = str(T.TRUMP_QUEEN_PAIR)
        else:
            pair = f"{CARDS[pairs[0][1]]} {CARDS[pairs[0][0]]}"
        if self.trump < 0:
            return T.NOT_A_MELD_NO_TRUMP.format(b=rs.bezique_word)
        text = T.NOT_A_MELD_WHY_RUBICON if rs.reform else T.NOT_A_MELD_WHY
        return text.format(b=rs.bezique_word, pair=pair)

    def _explain_play(self, seat: int, card: Card) -> tuple[str, str]:
        i = INDEX.get(card)
        held = self.hands[seat] | self.table[seat]
        if i is None or not held >> i & 1:
            return "not-held", T.NOT_IN_HAND.format(seat=_seat(seat), card=card)
        legal = self.legal_mask()
        if legal >> i & 1:
            canon = next(j for j in self.playable() if self._equiv(seat, i, j))
            return "alike", T.ALIKE.format(card=card, other=CARDS[canon])
        led = self.trick[0]
        suit = (led & 31) >> 3
        follow = held & SUIT_MASK[suit]
        if follow:
            higher = follow & self._stronger(led)
            if higher and follow >> i & 1:
                return "win-trick", T.MUST_FOLLOW_HIGHER.format(
                    higher=CARDS[(higher & -higher).bit_length() - 1], led=CARDS[led])
            return "follow", T.MUST_FOLLOW.format(cards=_cards(follow), suit=SUITS[suit])
        return "must-trump", T.MUST_TRUMP.format(suit=SUITS[suit], cards=_cards(legal))

    def _equiv(self, seat: int, i: int, j: int) -> bool:
        if self.table[seat] >> i & 1 or self.rs.from_won:
            return self._key(seat, i) == self._key(seat, j)
        return (i & 31) == (j & 31) and bool(self.hands[seat] >> j & 1)

    # -- apply ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        self.check(action)
        seat = self.to_move()
        assert seat is not None
        self._legal = None
        self._views = {}
        if isinstance(action, Blanche | Pass) and self.blanche_pending:
            return self._blanche(seat, isinstance(action, Blanche))
        if isinstance(action, Declare):
            return self._declare(seat, action.cards)
        if isinstance(action, Dix):
            return self._dix(seat)
        if isinstance(action, Pass):
            return self._draw()
        assert isinstance(action, Play)
        return self._play(seat, INDEX[action.card])

    def _blanche(self, seat: int, shown: bool) -> list[Event]:
        self.blanche_pending.pop(0)
        pts = self.rs.carte_blanche if shown else 0
        if shown:
            self.blanche[seat] = pts
            self.points[seat] += pts
            self.seen[seat] |= self.hands[seat]
        return [BlancheShown(seat, mask_cards(self.hands[seat]) if shown else (), pts, shown)]

    def _declare(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        rs = self.rs
        mask = 0
        for c in cards:
            mask |= 1 << INDEX[c]
        shape = classify(mask, self.trump, rs, self.rules.kh_bezique,
                         self.rules.trump_queen_bezique)
        assert shape is not None
        if shape.fixes >= 0:
            self.trump = shape.fixes
            self.turn_fix = True
        meld = Meld(seat, sort_meld([CARDS[i] for i in bit_indices(mask)]), shape.kind,
                    shape.points, shape.suit, shape.fixes, len(self.tricks),
                    meld_name(shape.kind, shape.suit, rs), mask)
        self.melds.append(meld)
        bit = KIND_BIT[shape.kind]
        for i in bit_indices(mask):
            self.used[i] |= bit
            if shape.points > self.level[i]:
                self.level[i] = shape.points
        if not rs.from_won:
            self.table[seat] |= mask & self.hands[seat]
            self.hands[seat] &= ~mask
            self.seen[seat] &= ~mask
        self.points[seat] += shape.points
        self.turn_melds += 1
        self.turn_mask |= mask
        events: list[Event] = [MeldDeclared(meld)]
        return events + self._after_declaration(seat)

    def _after_declaration(self, seat: int) -> list[Event]:
        """The winner's turn to declare goes on while something is left to declare (those
        choices are the next legal actions), else both draw."""
        legal = self._legal_actions()
        if len(legal) > 1:
            self._legal = legal
            return []
        return self._draw()

    def _dix(self, seat: int) -> list[Event]:
        seven = next(i for i in bit_indices(self.hands[seat] & FACE_MASK[face(self.trump, SEVEN)]))
        taken = self.turned
        self.hands[seat] = self.hands[seat] & ~(1 << seven) | 1 << taken
        self.seen[seat] |= 1 << taken
        self.turned = seven
        self.turn_dix = True
        self.points[seat] += self.rs.dix
        self.dix_pts[seat] += self.rs.dix
        return [DixMade(seat, CARDS[seven], CARDS[taken], self.rs.dix),
                *self._after_declaration(seat)]

    def _play(self, seat: int, i: int) -> list[Event]:
        from_table = bool(self.table[seat] >> i & 1)
        self.hands[seat] &= ~(1 << i)
        self.table[seat] &= ~(1 << i)
        self.seen[seat] &= ~(1 << i)
        seven = 0
        if self.rs.seven and self.trump >= 0 and i & 31 == face(self.trump, SEVEN):
            seven = self.rs.seven
            self.points[seat] += seven
            self.sevens[seat] += seven
        self.trick.append(i)
        events: list[Event] = [CardPlayed(seat, CARDS[i], from_table, seven)]
        if len(self.trick) == 2:
            events += self._finish_trick()
        return events

    def _winner(self) -> int:
        a, b = self.trick
        sa, sb = (a & 31) >> 3, (b & 31) >> 3
        second = (b & 7) < (a & 7) if sa == sb else sb == self.trump
        return 1 - self.leader if second else self.leader

    def _finish_trick(self) -> list[Event]:
        rs = self.rs
        winner = self._winner()
        cards = tuple(self.trick)
        mask = (1 << cards[0]) | (1 << cards[1])
        self.won[winner] |= mask
        n = (mask & BRISQUE_MASK).bit_count()
        brisques = n * rs.brisque
        if brisques:
            self.points[winner] += brisques
            self.brisques[winner] += n
        self.tricks.append((self.leader, cards, winner))
        self.trick = []
        self.leader = winner
        last = 0
        ending = self.end_phase and not self.hands[0] and not self.hands[1]
        if ending:
            last = rs.last_trick
            self.points[winner] += last
            self.last = winner
        events: list[Event] = [TrickTaken(len(self.tricks), self.tricks[-1][0],
                                          tuple(CARDS[i] for i in cards), winner, brisques, last)]
        if ending:
            return events + self._score_deal()
        if self.stock or self.turned >= 0:
            self.melder = winner
            self.just_won = mask
            self.turn_melds = 0
            self.turn_mask = 0
            self.turn_dix = False
            self.turn_fix = False
            events += self._after_declaration(winner)
        return events

    def _draw(self) -> list[Event]:
        self._legal = None
        winner = self.melder
        self.melder = -1
        self.just_won = 0
        events: list[Event] = []
        for seat in (winner, 1 - winner):
            if self.stock:
                i = self.stock.pop()
                self.hands[seat] |= 1 << i
                events.append(Drew(seat, CARDS[i], len(self.stock)))
            else:
                i = self.turned
                self.turned = -1
                self.hands[seat] |= 1 << i
                self.seen[seat] |= 1 << i
                events.append(Drew(seat, CARDS[i], 0, turned=True))
        if not self.stock and self.turned < 0:
            for seat in (0, 1):
                self.seen[seat] |= self.table[seat]
                self.hands[seat] |= self.table[seat]
                self.table[seat] = 0
            events.append(EndPhase(self.rs.hand_size, self.rs.from_won))
        return events

    # -- the deal's end ------------------------------------------------------------------------

    def _score_deal(self) -> list[Event]:
        rs = self.rs
        totals = (self.points[0], self.points[1])
        rubicon = rs.rubicon_bonus and self.rules.rubicon_scoring
        score = rubicon_score(totals) if rubicon else totals
        result = DealResult(
            self.deal_count, self.dealer, self.trump_suit,
            (tuple(m for m in self.melds if m.seat == 0),
             tuple(m for m in self.melds if m.seat == 1)),
            (self.dix_pts[0], self.dix_pts[1]), (self.brisques[0], self.brisques[1]),
            rs.brisque, (self.sevens[0], self.sevens[1]), self.last, rs.last_trick,
            (self.blanche[0], self.blanche[1]), totals, score, rubicon)
        self.results.append(result)
        for s in (0, 1):
            self.totals[s] += score[s]
        events: list[Event] = [DealScored(result, (self.totals[0], self.totals[1]))]
        limit, goal = self.rules.deal_limit, self.rules.goal
        t = (self.totals[0], self.totals[1])
        if limit and self.deal_count >= limit:
            return events + self._match_over("deals")
        if goal and max(t) >= goal:
            if t[0] != t[1]:
                return events + self._match_over("target")
            events.append(TieGoesOn(t[0]))
        events.append(self._deal(1 - self.dealer))
        return events

    def _match_over(self, how: str) -> list[Event]:
        self.over = True
        t = (self.totals[0], self.totals[1])
        winner = None if t[0] == t[1] else (0 if t[0] > t[1] else 1)
        return [MatchOver(t, winner, how)]

    # -- views and text ------------------------------------------------------------------------

    def view(self, player: int) -> BeziqueView:
        # Views are immutable and asked for often between two moves: made once per move.
        got = self._views.get(player)
        if got is None:
            got = self._views[player] = self._view(player)
        return got

    def _view(self, player: int) -> BeziqueView:
        to_move = self.to_move()
        return BeziqueView(
            seat=player, rules=self.rules, to_move=to_move,
            legal_actions=self.legal_actions() if to_move == player else (),
            hand=mask_cards(self.hands[player]),
            table=(mask_cards(self.table[0]), mask_cards(self.table[1])),
            shown=(mask_cards(self.seen[0]), mask_cards(self.seen[1])),
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count()),
            deal_no=self.deal_count, dealer=self.dealer, trump=self.trump_suit,
            turned=CARDS[self.turned] if self.turned >= 0 else None,
            stock_size=len(self.stock), end_phase=self.end_phase, leader=self.leader,
            trick=tuple(CARDS[i] for i in self.trick),
            tricks=tuple(PlayedTrick(ld, tuple(CARDS[i] for i in cs), w)
                         for ld, cs, w in self.tricks),
            won=(mask_cards(self.won[0]), mask_cards(self.won[1])),
            melds=tuple(self.melds), melder=None if self.melder < 0 else self.melder,
            just_won=mask_cards(self.just_won),
            points=(self.points[0], self.points[1]),
            sevens=(self.sevens[0], self.sevens[1]), dix=(self.dix_pts[0], self.dix_pts[1]),
            blanche=(self.blanche[0], self.blanche[1]), turn_melds=self.turn_melds,
            turn_dix=self.turn_dix, blanche_pending=tuple(self.blanche_pending),
            match=(self.totals[0], self.totals[1]), results=tuple(self.results))

    def parse_action(self, text: str) -> Action:
        """Read a typed action; a card or meld named without copy marks means the copies the
        mover may use (the hand's before the table's)."""
        action = parse_action(text)
        legal = self.legal_actions()
        if action in legal:
            return action
        if isinstance(action, Play):
            for a in legal:
                if isinstance(a, Play) and a.card.same_face(action.card):
                    return a
        elif isinstance(action, Declare):
            faces = sorted((c.suit.value, c.rank) for c in action.cards)
            for a in legal:
                if isinstance(a, Declare) and sorted(
                        (c.suit.value, c.rank) for c in a.cards) == faces:
                    return a
        return action

    def format_action(self, action: Action) -> str:
        return str(action)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return mask_cards(self.hands[seat])

    def stock_cards(self) -> tuple[Card, ...]:
        """The stock from the top down."""
        return tuple(CARDS[i] for i in reversed(self.stock))


# ---------------------------------------------------------------------------------------------
# Reading actions

_WORDS = {"meld": "meld", "roem": "meld", "declare": "meld", "mel": "meld"}


def parse_action(text: str) -> Action:
    """Read an action as written (copies exactly as marked), in the notation's words or the
    reader's in any language; raises ``NotationError``."""
    text = typed_action(text, T.ACTION_FORMS)
    t = " ".join(text.strip().lower().split())
    if t in ("dix", "swap", "ruil"):
        return DIX
    if t in ("pass", "draw", "pas"):
        return PASS
    if t in ("carte blanche", "blanche"):  # internal
        return BLANCHE
    word, _, rest = t.partition(" ")
    if word in _WORDS:
        try:
            cards = parse_cards(text.strip().split(maxsplit=1)[1] if rest else "")
        except NotationError as e:
            raise NotationError(T.BAD_ACTION.format(text=text, error=e.message)) from None
        if len(cards) < 2 or len(cards) > 8 or any(c.copy > 3 or c not in INDEX
                                                    for c in cards):
            raise NotationError(T.BAD_MELD_TEXT.format(text=text))
        return Declare(tuple(cards))
    try:
        cards = parse_cards(text)
    except NotationError:
        cards = []
    if len(cards) == 1 and cards[0] in INDEX:
        return Play(cards[0])
    raise NotationError(T.BAD_ACTION_TEXT.format(text=text))


# ---------------------------------------------------------------------------------------------
# The spec's functions


def new_game(rules: BeziqueRules, seed: int) -> BeziqueState:
    """A new match; every deal's shuffle derives from ``seed``."""
    return BeziqueState(rules, seed)


def opening_events(state: BeziqueState) -> list[Event]:
    """The first deal of a new match, which no action caused."""
    turned = state.turned
    seven = state.rs.seven if turned >= 0 and turned & 7 == SEVEN else 0
    return [DealStarted(state.deal_count, state.dealer, CARDS[turned] if turned >= 0 else None,
                        state.rs.hand_size, (state.hand(0), state.hand(1)), seven)]


def hidden_cards(state: BeziqueState, seat: int) -> frozenset[Card]:
    """The cards ``seat`` may not see: the other's concealed cards but for those it showed,
    and the covered cards of the stock."""
    other = state.hands[1 - seat] & ~state.seen[1 - seat]
    for i in state.stock:
        other |= 1 << i
    return frozenset(mask_cards(other))


def event_scores(event: object) -> tuple[int, int] | None:
    """What an event adds to each player's match total (``GameSpec.scores``)."""
    if isinstance(event, DealScored):
        return event.result.score
    return None


__all__ = ["CARDS", "INDEX", "Action", "BeziqueState", "BeziqueView", "Blanche", "Declare",
           "Dix", "Pass", "Play", "hidden_cards", "new_game"]
