"""The Smousjas and Vijfhonderden engine: two players, a stock with a turned trump, melds
declared from the hand, and a match to 500.

A deal has two parts. While the stock lasts (phase 1) any card may be played and after each trick
both players draw, the winner first; the leader may declare carrés and sequences as they lead, the
other player may reject them with a higher meld (afkeuren), and either may show a mariage as they
play. When the stock is empty (phase 2) suit must be followed, a void player must trump, and a
trump lead must be overtrumped when possible. Each decision is its own action: declaring one meld,
showing one mariage, rejecting, swapping the trump 7, playing a card, choosing between the last
two stock cards, calling "uit"; ``to_move`` says who decides next.

Hands are 32-bit masks (``melds.CARDS``); explanations are built only when a move is refused or an
event is described.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ...actions import typed_action
from ...cards import SUITS, Card, Rank, Suit, format_card, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...game import DETAIL, RESULT, TRICK
from ...seats import seat_name
from ..common import CardEvent, bit_indices, show_cards
from . import text as T
from .melds import (
    CARDS,
    INDEX,
    SUIT_MASK,
    Meld,
    MeldKind,
    classify,
    compare_key,
    make_meld,
    mariages_in,
    mask_cards,
    melds_in,
    seq_key,
    sequence_suit,
)
from .rules import PLAIN_ORDER, TRUMP_ORDER, RuleSet, SmousjasRules, round_to_ten

PLAYERS = 2


def _seat(s: int) -> str:
    return seat_name(s, PLAYERS)


def _cards(mask: int) -> str:
    return show_cards(mask_cards(mask))


# ---------------------------------------------------------------------------------------------
# Trick order and card points


class Tables:
    """Per rule set and trump: each card's trick power and points."""

    __slots__ = ("higher", "points", "power", "trump")

    def __init__(self, rs: RuleSet, trump: int) -> None:
        self.trump = trump
        plain = {r: 8 - i for i, r in enumerate(PLAIN_ORDER)}
        high = {r: 108 - i for i, r in enumerate(TRUMP_ORDER)}
        self.power = [high[c.rank] if c.suit.value == trump else plain[c.rank] for c in CARDS]
        self.points = [rs.trump_points[c.rank] if c.suit.value == trump else
                       rs.plain_points[c.rank] for c in CARDS]
        #: Cards of the same suit that beat each card.
        self.higher = [0] * 32
        for i in range(32):
            for j in range(32):
                if i >> 3 == j >> 3 and self.power[j] > self.power[i]:
                    self.higher[i] |= 1 << j

    def mask_points(self, mask: int) -> int:
        return sum(self.points[i] for i in bit_indices(mask))


_TABLES: dict[tuple[str, int], Tables] = {}


def tables(rs: RuleSet, trump: int) -> Tables:
    key = (rs.name, trump)
    t = _TABLES.get(key)
    if t is None:
        t = _TABLES[key] = Tables(rs, trump)
    return t


# ---------------------------------------------------------------------------------------------
# Actions


def _norm(cards: Sequence[Card]) -> tuple[Card, ...]:
    """Cards as a meld shows them: a sequence high to low, others in suit order, a king first."""
    return tuple(sorted(set(cards), key=lambda c: (c.suit.value, -c.rank)))


def _meld_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The canonical order of a declared meld's cards: one suit high to low; a carré and a
    pair of queens by suit; a king and a queen the king first."""
    cs = tuple(set(cards))
    suits = {c.suit for c in cs}
    ranks = {c.rank for c in cs}
    if len(suits) == 1 or ranks == {Rank.KING, Rank.QUEEN}:
        return tuple(sorted(cs, key=lambda c: (-c.rank, c.suit.value)))
    return tuple(sorted(cs, key=lambda c: (c.suit.value, -c.rank)))


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick."""

    card: Card

    def __str__(self) -> str:
        return format_card(self.card)


@dataclass(frozen=True, slots=True)
class Declare:
    """The leader declares a carré or a sequence before leading (one meld per action)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _meld_cards(self.cards))

    def __str__(self) -> str:
        return f"meld {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Mariage:
    """Show a mariage (stuk, dubbel, brok) before playing a card."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _meld_cards(self.cards))

    def __str__(self) -> str:
        return f"mariage {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Reject:
    """Afkeuren: the other player rejects the leader's declaration by showing one higher meld."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", _meld_cards(self.cards))

    def __str__(self) -> str:
        return f"reject {format_cards(self.cards)}"


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap the trump 7 from the hand for the turned card."""

    def __str__(self) -> str:
        return "swap"


@dataclass(frozen=True, slots=True)
class TakeLast:
    """Smousjas: the winner of the trick that empties the stock takes the covered card or the
    turned trump; the other player gets the other one."""

    turned: bool

    def __str__(self) -> str:
        return "take turned" if self.turned else "take covered"  # internal


@dataclass(frozen=True, slots=True)
class Out:
    """Smousjas: "uit", called right after declaring the stuk at 480 or more; wins at once."""

    def __str__(self) -> str:
        return "uit"


Action = Play | Declare | Mariage | Reject | Swap | TakeLast | Out
SWAP = Swap()
OUT = Out()
TAKE_COVERED = TakeLast(False)
TAKE_TURNED = TakeLast(True)


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A new deal: the dealer, the turned trump and (for each seat alone) its hand."""

    level: ClassVar[int] = TRICK
    deal_no: int  # 1-based, in the match
    dealer: int
    turned: Card
    hand_size: int
    hands: tuple[tuple[Card, ...], ...]
    replay: bool = False

    def describe(self) -> str:
        text = T.EV_DEAL_REPLAY if self.replay else T.EV_DEAL
        return text.format(no=self.deal_no, dealer=_seat(self.dealer), n=self.hand_size,
                           turned=self.turned, suit=self.turned.suit,
                           dutch=self.turned.suit.dutch, leader=_seat(1 - self.dealer))

    def describe_for(self, seat: int) -> str:
        if 0 <= seat < len(self.hands):
            return T.EV_DEAL_YOURS.format(deal=self.describe(),
                                          cards=show_cards(self.hands[seat]))
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal", "deal": self.deal_no, "dealer": _seat(self.dealer),
                "turned": format_card(self.turned), "replay": self.replay,
                "hands": {_seat(s): [format_card(c) for c in h] for s, h in enumerate(self.hands)}}


@dataclass(frozen=True, slots=True)
class Swapped:
    level: ClassVar[int] = TRICK
    seat: int
    seven: Card
    taken: Card

    def describe(self) -> str:
        return T.EV_SWAP.format(seat=_seat(self.seat), seven=self.seven, taken=self.taken)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "swap", "seat": _seat(self.seat), "seven": format_card(self.seven),
                "taken": format_card(self.taken)}


@dataclass(frozen=True, slots=True)
class MeldDeclared:
    """The leader declares a carré or sequence; it counts once the other player has played
    without rejecting it."""

    level: ClassVar[int] = TRICK
    seat: int
    meld: Meld

    def describe(self) -> str:
        return T.EV_DECLARE.format(seat=_seat(self.seat), meld=self.meld.describe(),
                                   other=_seat(1 - self.seat))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "declare", "seat": _seat(self.seat), "meld": self.meld.to_dict()}


@dataclass(frozen=True, slots=True)
class MariageShown:
    level: ClassVar[int] = TRICK
    seat: int
    meld: Meld
    #: The seat may now call "uit" (it stood at 480 or more before the stuk).
    may_go_out: bool = False
    standing: int = 0

    def describe(self) -> str:
        text = T.EV_MARIAGE.format(seat=_seat(self.seat), meld=self.meld.describe())
        if self.may_go_out:
            text += "\n" + T.EV_MAY_GO_OUT.format(seat=_seat(self.seat), standing=self.standing)
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"type": "mariage", "seat": _seat(self.seat), "meld": self.meld.to_dict(),
                "may_go_out": self.may_go_out}


@dataclass(frozen=True, slots=True)
class Rejected:
    """Afkeuren: the reasons line by line, the melds cancelled and the points the rejecter
    scores."""

    level: ClassVar[int] = TRICK
    seat: int
    meld: Meld
    best: Meld
    cancelled: tuple[Meld, ...]
    reason: str

    def describe(self) -> str:
        lines = [T.EV_REJECT.format(seat=_seat(self.seat), meld=self.meld.describe(),
                                    leader=_seat(1 - self.seat)),
                 self.reason,
                 T.EV_REJECT_CANCELS.format(leader=_seat(1 - self.seat),
                                            melds=T.LIST_SEP.join(m.describe()
                                                                  for m in self.cancelled)),
                 T.EV_REJECT_SCORES.format(seat=_seat(self.seat), points=self.meld.points)]
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "reject", "seat": _seat(self.seat), "meld": self.meld.to_dict(),
                "best": self.best.to_dict(), "cancelled": [m.to_dict() for m in self.cancelled],
                "reason": self.reason}


@dataclass(frozen=True, slots=True)
class DeclarationStands:
    level: ClassVar[int] = TRICK
    seat: int
    melds: tuple[Meld, ...]

    @property
    def points(self) -> int:
        return sum(m.points for m in self.melds)

    def describe(self) -> str:
        return T.EV_STANDS.format(seat=_seat(self.seat), other=_seat(1 - self.seat),
                                  points=self.points,
                                  melds=T.LIST_SEP.join(m.describe() for m in self.melds))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "declaration_stands", "seat": _seat(self.seat),
                "melds": [m.to_dict() for m in self.melds], "points": self.points}


class CardPlayed(CardEvent):
    __slots__ = ()
    level: ClassVar[int] = DETAIL
    type = "card"
    text = T.EV_CARD
    players = PLAYERS


@dataclass(frozen=True, slots=True)
class TrickTaken:
    level: ClassVar[int] = TRICK
    number: int  # 1-based in the deal
    leader: int
    cards: tuple[Card, ...]
    winner: int
    points: int  # card points, the last trick's bonus included
    phase: int  # 1 or 2
    last: bool

    def describe(self) -> str:
        text = T.EV_TRICK.format(self.points, no=self.number, cards=show_cards(self.cards),
                                 leader=_seat(self.leader), winner=_seat(self.winner))
        if self.last:
            text += " " + str(T.EV_LAST_TRICK)
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"type": "trick", "number": self.number, "leader": _seat(self.leader),
                "cards": [format_card(c) for c in self.cards], "winner": _seat(self.winner),
                "points": self.points, "phase": self.phase, "last": self.last}


@dataclass(frozen=True, slots=True)
class Drew:
    """A card drawn from the stock: only the drawer reads it (unless it was shown)."""

    level: ClassVar[int] = DETAIL
    seat: int
    card: Card
    left: int  # covered cards left after the draw

    def describe(self) -> str:
        return T.EV_DRAW.format(self.left, seat=_seat(self.seat))

    def describe_for(self, seat: int) -> str:
        if seat == self.seat:
            return T.EV_DRAW_YOURS.format(self.left, seat=_seat(self.seat), card=self.card)
        return self.describe()

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw", "seat": _seat(self.seat), "card": format_card(self.card),
                "left": self.left}


@dataclass(frozen=True, slots=True)
class LastCardsTaken:
    """The last covered card and the turned trump: who took which (the covered card is shown)."""

    level: ClassVar[int] = TRICK
    winner: int
    covered: Card
    turned: Card
    #: Smousjas: what the winner chose (``None``: the rule set decides, no choice).
    chose_turned: bool | None

    def describe(self) -> str:
        w, loser = _seat(self.winner), _seat(1 - self.winner)
        if self.chose_turned is None:
            first = T.EV_LAST_CARDS.format(winner=w, loser=loser, covered=self.covered,
                                           turned=self.turned)
        elif self.chose_turned:
            first = T.EV_CHOSE_TURNED.format(winner=w, loser=loser, covered=self.covered,
                                             turned=self.turned)
        else:
            first = T.EV_CHOSE_COVERED.format(winner=w, loser=loser, covered=self.covered,
                                              turned=self.turned)
        return first + "\n" + str(T.EV_PHASE_TWO)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "last_cards", "winner": _seat(self.winner),
                "covered": format_card(self.covered), "turned": format_card(self.turned),
                "chose_turned": self.chose_turned}


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scoring of one deal, with everything needed to explain it line by line."""

    deal_no: int
    dealer: int
    trump: Suit
    rule_set: str
    card_points: tuple[int, int]  # tricks' card points, the last trick's bonus not included
    last_trick: int  # seat
    last_bonus: int
    melds: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    #: The seat that took no phase-2 trick (Vijfhonderden gives its opponent the bonus).
    no_trick: int | None
    bonus: int
    raw: tuple[int, int]
    score: tuple[int, int]
    rounded: bool

    @property
    def roem(self) -> tuple[int, int]:
        return (sum(m.points for m in self.melds[0]), sum(m.points for m in self.melds[1]))

    def describe_lines(self) -> list[str]:
        lines = [T.SC_HEAD.format(no=self.deal_no, dealer=_seat(self.dealer), trump=self.trump,
                                  dutch=self.trump.dutch)]
        for s in (0, 1):
            lines.append(T.SC_CARDS.format(seat=_seat(s), points=self.card_points[s]))
        lines.append(T.SC_LAST.format(seat=_seat(self.last_trick), points=self.last_bonus))
        for s in (0, 1):
            if self.melds[s]:
                lines.append(T.SC_ROEM.format(seat=_seat(s), points=self.roem[s],
                                              melds=T.LIST_SEP.join(m.describe()
                                                                    for m in self.melds[s])))
            else:
                lines.append(T.SC_NO_ROEM.format(seat=_seat(s)))
        if self.no_trick is not None and self.bonus:
            lines.append(T.SC_NO_TRICK.format(seat=_seat(self.no_trick),
                                              other=_seat(1 - self.no_trick), points=self.bonus))
        for s in (0, 1):
            parts = [str(self.card_points[s])]
            if self.last_trick == s:
                parts.append(str(self.last_bonus))
            if self.roem[s]:
                parts.append(str(self.roem[s]))
            if self.no_trick == 1 - s and self.bonus:
                parts.append(str(self.bonus))
            if len(parts) > 1:
                lines.append(T.SC_TOTAL.format(seat=_seat(s), sum=" + ".join(parts),
                                               total=self.raw[s]))
            else:  # nothing to add up: not "P2: 72 = 72."
                lines.append(T.SC_TOTAL_ONE.format(seat=_seat(s), total=self.raw[s]))
        if self.rounded:
            lines.append(T.SC_ROUNDED.format(a=self.raw[0], ra=self.score[0], b=self.raw[1],
                                             rb=self.score[1]))
        lines.append(T.SC_SCORE.format(a=self.score[0], b=self.score[1]))
        return lines

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.deal_no, "dealer": _seat(self.dealer), "trump": self.trump.symbol,
                "rule_set": self.rule_set, "card_points": list(self.card_points),
                "last_trick": _seat(self.last_trick), "last_bonus": self.last_bonus,
                "melds": [[m.to_dict() for m in ms] for ms in self.melds],
                "roem": list(self.roem),
                "no_trick": None if self.no_trick is None else _seat(self.no_trick),
                "bonus": self.bonus, "raw": list(self.raw), "score": list(self.score)}


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
class DealAnnulled:
    """Both players passed the target with equal totals: the deal does not count."""

    level: ClassVar[int] = RESULT
    deal_no: int
    score: tuple[int, int]
    level_total: int
    match: tuple[int, int]

    def describe(self) -> str:
        return T.EV_ANNULLED.format(total=self.level_total, a=self.match[0], b=self.match[1])

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal_annulled", "deal": self.deal_no, "score": list(self.score),
                "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class OutCalled:
    """"Uit": the deal stops; the roem written this deal counts, the cards do not."""

    level: ClassVar[int] = RESULT
    seat: int
    standing: int
    score: tuple[int, int]
    match: tuple[int, int]

    def describe(self) -> str:
        return T.EV_OUT.format(seat=_seat(self.seat), standing=self.standing,
                               a=self.score[0], b=self.score[1], ma=self.match[0],
                               mb=self.match[1])

    def to_dict(self) -> dict[str, Any]:
        return {"type": "out", "seat": _seat(self.seat), "standing": self.standing,
                "score": list(self.score), "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class RoundOver:
    """Smousjas with lives: a round to 500 is over; the loser loses one life, two "onder Jan"."""

    level: ClassVar[int] = RESULT
    round_no: int
    winner: int
    totals: tuple[int, int]
    onder_jan: bool
    lost: int
    lives: tuple[int, int]
    kip: bool  # the loser now sits on the kip

    def describe(self) -> str:
        w, loser = _seat(self.winner), _seat(1 - self.winner)
        lines = [T.EV_ROUND.format(no=self.round_no, winner=w, a=self.totals[self.winner],
                                   b=self.totals[1 - self.winner])]
        if self.onder_jan:
            lines.append(T.EV_ONDER_JAN.format(loser=loser, winner=w))
        lines.append(T.EV_LIVES_LOST.format(self.lost, loser=loser, a=self.lives[0],
                                            b=self.lives[1]))
        if self.kip:
            lines.append(T.EV_KIP.format(loser=loser))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "round_over", "round": self.round_no, "winner": _seat(self.winner),
                "totals": list(self.totals), "onder_jan": self.onder_jan, "lost": self.lost,
                "lives": list(self.lives), "kip": self.kip}


@dataclass(frozen=True, slots=True)
class MatchOver:
    level: ClassVar[int] = RESULT
    totals: tuple[int, int]
    winner: int | None
    #: "target", "out", "deals" (stopped by the option), "lives".
    how: str
    onder_jan: bool = False
    lives: tuple[int, int] | None = None

    def describe(self) -> str:
        if self.winner is None:
            return T.EV_MATCH_DRAW.format(a=self.totals[0], b=self.totals[1])
        w, loser = _seat(self.winner), _seat(1 - self.winner)
        lines = [T.EV_MATCH_HOW[self.how].format(winner=w, loser=loser,
                                                 a=self.totals[self.winner],
                                                 b=self.totals[1 - self.winner])]
        if self.onder_jan and self.lives is None:
            lines.append(T.EV_ONDER_JAN.format(loser=loser, winner=w))
        if self.lives is not None:
            lines.append(T.EV_MATCH_LIVES.format(a=self.lives[0], b=self.lives[1]))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "match_over", "totals": list(self.totals),
                "winner": None if self.winner is None else _seat(self.winner),
                "how": self.how, "onder_jan": self.onder_jan,
                "lives": None if self.lives is None else list(self.lives)}


Event = (DealStarted | Swapped | MeldDeclared | MariageShown | Rejected | DeclarationStands
         | CardPlayed | TrickTaken | Drew | LastCardsTaken | DealScored | DealAnnulled
         | OutCalled | RoundOver | MatchOver)


# ---------------------------------------------------------------------------------------------
# Views


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True, slots=True)
class ScoredMeld:
    seat: int
    meld: Meld


@dataclass(frozen=True)
class SmousjasView:
    """What one seat may see: its own hand, the cards the other has shown, and everything played
    or said in public. The other hand and the stock's order are not in it."""

    seat: int
    rules: SmousjasRules
    to_move: int | None
    legal_actions: tuple[Action, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int]
    #: For each seat, the cards of its hand that both players have seen (a declared meld, the
    #: turned card taken by a swap or at the last draw, the last covered card).
    shown: tuple[tuple[Card, ...], tuple[Card, ...]]
    deal_no: int
    round_no: int
    dealer: int
    trump: Suit
    #: The turned card still lying by the stock (after a swap, the trump 7), else ``None``.
    turned: Card | None
    stock_size: int  # covered cards
    phase: int
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[PlayedTrick, ...]
    won: tuple[tuple[Card, ...], tuple[Card, ...]]
    phase2_tricks: tuple[int, int]
    melds: tuple[ScoredMeld, ...]
    #: The leader's carrés and sequences of this trick, not yet standing.
    pending: tuple[Meld, ...]
    rejected: bool
    choosing: bool
    out_offer: int | None
    #: What the seat that may call uit stood at before its stuk.
    out_standing: int
    match: tuple[int, int]
    lives: tuple[int, int]
    kip: int | None
    results: tuple[DealResult, ...]

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def roem(self) -> tuple[int, int]:
        r = [0, 0]
        for m in self.melds:
            r[m.seat] += m.meld.points
        return r[0], r[1]

    def played_cards(self) -> tuple[Card, ...]:
        return tuple(c for pile in self.won for c in pile) + self.trick


# ---------------------------------------------------------------------------------------------
# State


class SmousjasState:
    """A match in progress. Mutable; ``clone`` for copies."""

    __slots__ = ("choosing", "deal_count", "dealer", "grand", "hands", "kip", "kip_used",
                 "leader", "lives", "melds", "offer_standing", "out_offer", "over", "p2",
                 "pending", "points", "rejected", "results", "round_no", "rs", "rules", "seed",
                 "shown", "stock", "t", "totals", "trick", "tricks", "trump", "turned", "won")

    def __init__(self, rules: SmousjasRules, seed: int = 0, *, dealer: int = 0) -> None:
        self.rules = rules
        self.rs = rules.rs
        self.seed = seed
        self.totals = [0, 0]
        self.grand = [0, 0]
        self.lives = [rules.lives, rules.lives]
        self.kip = -1
        self.kip_used = False
        self.round_no = 1
        self.results: list[DealResult] = []
        self.deal_count = 0
        self.over = False
        self._deal(dealer)

    # -- construction --------------------------------------------------------------------------

    def _deal(self, dealer: int, replay: bool = False) -> DealStarted:
        rs = self.rs
        rng = random.Random(f"{rs.name}:{self.seed}:{self.deal_count}")
        order = list(range(32))
        rng.shuffle(order)
        hands = [0, 0]
        pos = 0
        for packet in rs.deal_pattern:
            for seat in (1 - dealer, dealer):
                for i in order[pos:pos + packet]:
                    hands[seat] |= 1 << i
                pos += packet
        turned = order[pos]
        self.deal_count += 1
        self._start(dealer, hands, order[pos + 1:], turned)
        return DealStarted(self.deal_count, dealer, CARDS[turned], rs.hand_size,
                           (mask_cards(hands[0]), mask_cards(hands[1])), replay)

    def _start(self, dealer: int, hands: list[int], stock: list[int], turned: int) -> None:
        self.dealer = dealer
        self.hands = hands
        self.stock = list(stock)
        self.turned = turned
        self.trump = turned >> 3
        self.t = tables(self.rs, self.trump)
        self.shown = [0, 0]
        self.won = [0, 0]
        self.points = [0, 0]
        self.p2 = [0, 0]
        self.melds: list[tuple[int, int]] = []  # (seat, mask) in the order scored
        self.leader = 1 - dealer
        self.trick: list[int] = []
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []
        self.pending: list[int] = []
        self.rejected = False
        self.choosing = False
        self.out_offer = -1
        self.offer_standing = 0

    @classmethod
    def from_parts(cls, rules: SmousjasRules, *, seed: int, deal_count: int, round_no: int,
                   totals: Sequence[int], lives: Sequence[int], kip: int, dealer: int,
                   trump: int, turned: int, hands: Sequence[int], stock: Sequence[int],
                   shown: Sequence[int], won: Sequence[int], p2: Sequence[int],
                   melds: Sequence[tuple[int, int]], trick: Sequence[int], leader: int,
                   pending: Sequence[int], rejected: bool, choosing: bool, out_offer: int,
                   over: bool, offer_standing: int = 0, grand: Sequence[int] | None = None,
                   results: Sequence[DealResult] = (),
                   tricks: Sequence[tuple[int, tuple[int, ...], int]] = ()) -> SmousjasState:
        """A state from its parts (positions and resampling); the caller checks they fit."""
        st = cls.__new__(cls)
        st.rules = rules
        st.rs = rules.rs
        st.seed = seed
        st.totals = list(totals)
        st.grand = list(totals if grand is None else grand)
        st.lives = list(lives)
        st.kip = kip
        st.kip_used = kip >= 0
        st.round_no = round_no
        st.results = list(results)
        st.deal_count = deal_count
        st.over = over
        st.dealer = dealer
        st.hands = list(hands)
        st.stock = list(stock)
        st.turned = turned
        st.trump = trump
        st.t = tables(st.rs, trump)
        st.shown = list(shown)
        st.won = list(won)
        st.points = [st.t.mask_points(won[0]), st.t.mask_points(won[1])]
        st.p2 = list(p2)
        st.melds = list(melds)
        st.offer_standing = offer_standing
        st.leader = leader
        st.trick = list(trick)
        st.tricks = list(tricks)
        st.pending = list(pending)
        st.rejected = rejected
        st.choosing = choosing
        st.out_offer = out_offer
        return st

    def clone(self) -> SmousjasState:
        st = SmousjasState.__new__(SmousjasState)
        for name in SmousjasState.__slots__:
            v = getattr(self, name)
            setattr(st, name, list(v) if isinstance(v, list) else v)
        return st

    # -- protocol ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def trump_suit(self) -> Suit:
        return SUITS[self.trump]

    @property
    def phase(self) -> int:
        """1 while the stock lasts (or its last two cards wait for the winner's choice), else 2."""
        return 1 if self.stock or self.turned >= 0 else 2

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.choosing or not self.trick:
            return self.leader
        return 1 - self.leader

    def is_terminal(self) -> bool:
        return self.over

    def returns(self) -> tuple[int, ...]:
        return self.grand[0], self.grand[1]

    def declaring_open(self) -> bool:
        """Melds may be declared in this trick: any trick of phase 1, the first of phase 2."""
        return self.phase == 1 or self.p2[0] + self.p2[1] == 0

    def legal_actions(self) -> tuple[Action, ...]:
        if self.over:
            return ()
        if self.choosing:
            swap = (SWAP,) if self._can_swap(self.leader) else ()
            return (TAKE_COVERED, TAKE_TURNED, *swap)
        seat = self.leader if not self.trick else 1 - self.leader
        out: list[Action] = []
        if self.out_offer == seat:
            out.append(OUT)
        if self.declaring_open():
            if self.trick:
                out += [Reject(mask_cards(m)) for m in self.rejections(seat)]
            else:
                out += [Declare(mask_cards(m)) for m in self.declarable(seat)]
            out += [Mariage(mask_cards(m)) for m in self.showable(seat)]
        if self._can_swap(seat):
            out.append(SWAP)
        out += [Play(c) for c in mask_cards(self.legal_mask())]
        return tuple(out)

    def legal_mask(self) -> int:
        """The cards the player to move may play."""
        seat = self.leader if not self.trick else 1 - self.leader
        hand = self.hands[seat]
        if not self.trick or self.phase == 1:
            return hand
        led = self.trick[0]
        suit = led >> 3
        follow = hand & SUIT_MASK[suit]
        if follow:
            if suit == self.trump:
                return (follow & self.t.higher[led]) or follow
            return follow
        trumps = hand & SUIT_MASK[self.trump]
        return trumps or hand

    # -- what may be declared -----------------------------------------------------------------

    def _scored_masks(self) -> set[int]:
        return {m for _, m in self.melds}

    def _seq_allowed(self, seat: int, mask: int) -> bool:
        """The upward rule: higher than every sequence ``seat`` scored in its suit."""
        suit = sequence_suit(mask)
        key = seq_key(mask)
        return all(seq_key(m) < key for s, m in self.melds
                   if s == seat and _is_seq(m) and sequence_suit(m) == suit)

    def _may_score(self, seat: int, mask: int) -> bool:
        if mask in self._scored_masks():
            return False
        return not _is_seq(mask) or self._seq_allowed(seat, mask)

    def declarable(self, seat: int) -> list[int]:
        """The carrés and sequences the leader may still add to this trick's declaration."""
        if self.trick or seat != self.leader:
            return []
        pending_suits = {sequence_suit(m) for m in self.pending if _is_seq(m)}
        out = []
        for m in melds_in(self.hands[seat], self.rs):
            if m in self.pending or not self._may_score(seat, m):
                continue
            if _is_seq(m) and sequence_suit(m) in pending_suits:
                continue
            out.append(m)
        return out

    def _best_pending(self) -> tuple[int, tuple[int, int, int]] | None:
        best: tuple[int, tuple[int, int, int]] | None = None
        for m in self.pending:
            kind, _ = _kind(m, self.trump, self.rs)
            key = compare_key(m, kind, self.trump)
            if best is None or key > best[1]:
                best = (m, key)
        return best

    def rejections(self, seat: int) -> list[int]:
        """The melds with which the other player may reject this trick's declaration."""
        if not self.trick or seat == self.leader or self.rejected or not self.pending:
            return []
        best = self._best_pending()
        assert best is not None
        out = []
        for m in melds_in(self.hands[seat], self.rs):
            kind, _ = _kind(m, self.trump, self.rs)
            if compare_key(m, kind, self.trump) > best[1] and self._may_score(seat, m):
                out.append(m)
        return out

    def showable(self, seat: int) -> list[int]:
        scored = self._scored_masks()
        return [m for m in mariages_in(self.hands[seat], self.trump, self.rs) if m not in scored]

    def _seven(self) -> int:
        return 8 * self.trump  # the trump 7: rank bit 0

    def _can_swap(self, seat: int) -> bool:
        seven = self._seven()
        return (bool(self.stock) and self.turned >= 0 and self.turned != seven
                and bool(self.hands[seat] >> seven & 1))

    # -- check ---------------------------------------------------------------------------------

    def check(self, action: Action) -> None:
        if self.over:
            raise IllegalActionError(str(T.GAME_OVER), rule="over", action=action)
        if not isinstance(action, Play | Declare | Mariage | Reject | Swap | TakeLast | Out):
            raise IllegalActionError(T.NOT_AN_ACTION.format(action=action), rule="kind",
                                     action=action)
        if self.choosing:
            if isinstance(action, TakeLast) or (isinstance(action, Swap)
                                                and self._can_swap(self.leader)):
                return
            raise IllegalActionError(T.MUST_CHOOSE.format(turned=CARDS[self.turned]),
                                     rule="choose-first", action=action)
        if isinstance(action, Play):
            i = INDEX.get(action.card) if not action.card.copy else None
            if i is not None and self.legal_mask() >> i & 1:
                return
        elif action in self.legal_actions():
            return
        seat = self.leader if not self.trick else 1 - self.leader
        rule, msg = self._explain(seat, action)
        raise IllegalActionError(msg, rule=rule, action=action)

    def _explain(self, seat: int, action: Action) -> tuple[str, str]:
        if isinstance(action, Play):
            return self._explain_play(seat, action.card)
        if isinstance(action, TakeLast):
            return "no-choice", str(T.NO_CHOICE if self.rs.winner_chooses else T.NO_CHOICE_RULE)
        if isinstance(action, Out):
            return self._explain_out(seat)
        if isinstance(action, Swap):
            return self._explain_swap(seat)
        cards = action.cards
        if any(c.copy or c not in INDEX for c in cards) or len(set(cards)) != len(cards):
            return "pack", T.NOT_A_MELD.format(cards=show_cards(cards))
        mask = sum(1 << INDEX[c] for c in cards)
        missing = mask & ~self.hands[seat]
        text = show_cards(cards)
        if isinstance(action, Mariage):
            return self._explain_mariage(mask, missing, text)
        if isinstance(action, Reject):
            return self._explain_reject(seat, mask, missing, text)
        return self._explain_declare(seat, mask, missing, text)

    def _explain_play(self, seat: int, card: Card) -> tuple[str, str]:
        i = INDEX.get(card) if not card.copy else None
        if i is None or not self.hands[seat] >> i & 1:
            return "not-held", T.NOT_HELD.format(card=card)
        hand = self.hands[seat]
        led = self.trick[0]
        suit = led >> 3
        follow = hand & SUIT_MASK[suit]
        legal = self.legal_mask()
        if follow and not follow >> i & 1:
            return "follow", T.MUST_FOLLOW.format(led=SUITS[suit], cards=_cards(follow))
        if follow:
            return "overtrump", T.MUST_OVERTRUMP.format(led=CARDS[led], cards=_cards(legal))
        return "must-trump", T.MUST_TRUMP.format(led=SUITS[suit], cards=_cards(legal))

    def _explain_out(self, seat: int) -> tuple[str, str]:
        if not self.rs.out_at:
            return "no-out", str(T.NO_OUT_RULE)
        return "out", T.NO_OUT.format(at=self.rs.out_at)

    def _explain_swap(self, seat: int) -> tuple[str, str]:
        seven = CARDS[self._seven()]
        if self.turned < 0 or not self.stock:
            return "swap-late", str(T.SWAP_LATE)
        if self.turned == self._seven():
            return "swap-done", T.SWAP_IS_SEVEN.format(seven=seven)
        return "swap-seven", T.SWAP_NO_SEVEN.format(seven=seven)

    def _explain_mariage(self, mask: int, missing: int, cards: str) -> tuple[str, str]:
        if not self.declaring_open():
            return "declare-late", str(T.DECLARE_PHASE_TWO)
        found = classify(mask, self.trump, self.rs)
        if found is None or not found[0].mariage:
            return "not-mariage", (T.NOT_MARIAGE if self.rs.brok else
                                   T.NOT_MARIAGE_STUK).format(cards=cards, trump=self.trump_suit)
        if missing:
            return "not-held", T.MELD_NOT_HELD.format(cards=_cards(missing))
        return "once", T.ONCE.format(cards=cards)

    def _explain_declare(self, seat: int, mask: int, missing: int,
                         cards: str) -> tuple[str, str]:
        found = classify(mask, self.trump, self.rs)
        if found is not None and found[0].mariage:
            return "mariage", T.USE_MARIAGE.format(cards=cards)
        if not self.declaring_open():
            return "declare-late", str(T.DECLARE_PHASE_TWO)
        if seat != self.leader:
            return "leader", str(T.ONLY_LEADER)
        if found is None:
            return "not-meld", self._not_a_meld(mask, cards)
        if missing:
            return "not-held", T.MELD_NOT_HELD.format(cards=_cards(missing))
        if mask in self.pending or mask in self._scored_masks():
            return "once", T.ONCE.format(cards=cards)
        suit = sequence_suit(mask)
        same = [m for m in self.pending if _is_seq(m) and sequence_suit(m) == suit]
        if same:
            return "one-sequence", T.ONE_SEQUENCE.format(suit=SUITS[suit],
                                                         other=self._show(same[0]))
        return "upward", self._upward(seat, mask, cards)

    def _explain_reject(self, seat: int, mask: int, missing: int,
                        cards: str) -> tuple[str, str]:
        if not self.declaring_open():
            return "declare-late", str(T.DECLARE_PHASE_TWO)
        if seat == self.leader or not self.trick:
            return "reject-leader", str(T.REJECT_NOT_YOURS)
        if self.rejected:
            return "reject-once", str(T.REJECT_ONCE)
        if not self.pending:
            return "reject-nothing", T.REJECT_NOTHING.format(leader=_seat(self.leader))
        found = classify(mask, self.trump, self.rs)
        if found is None or found[0].mariage:
            return "not-meld", (T.REJECT_MARIAGE.format(cards=cards) if found is not None
                                else self._not_a_meld(mask, cards))
        if missing:
            return "not-held", T.MELD_NOT_HELD.format(cards=_cards(missing))
        best = self._best_pending()
        assert best is not None
        if compare_key(mask, found[0], self.trump) <= best[1]:
            mine = make_meld(mask, self.trump, self.rs)
            theirs = make_meld(best[0], self.trump, self.rs)
            assert mine is not None and theirs is not None
            return "not-higher", T.REJECT_NOT_HIGHER.format(
                meld=mine.describe(), best=theirs.describe(),
                why=self._compare_text(mine, theirs, rejecter_wins=False))
        if mask in self._scored_masks():
            return "once", T.ONCE.format(cards=cards)
        return "upward", self._upward(seat, mask, cards)

    def _show(self, mask: int) -> str:
        """A meld's cards in the order a meld shows them."""
        return show_cards(_meld(mask, self.trump, self.rs).cards)

    def _not_a_meld(self, mask: int, cards: str) -> str:
        n = mask.bit_count()
        if n == 4 and len({i & 7 for i in bit_indices(mask)}) == 1:
            rank = T.PLURAL[CARDS[bit_indices(mask)[0]].rank]
            return T.NO_CARRE.format(cards=cards, rank=rank)
        return T.NOT_A_MELD.format(cards=cards)

    def _upward(self, seat: int, mask: int, cards: str) -> str:
        suit = sequence_suit(mask)
        higher = [m for s, m in self.melds if s == seat and _is_seq(m)
                  and sequence_suit(m) == suit]
        best = max(higher, key=seq_key)
        return T.UPWARD.format(cards=cards, suit=SUITS[suit], done=self._show(best))

    def _compare_text(self, mine: Meld, theirs: Meld, *, rejecter_wins: bool) -> str:
        """Why one meld beats another, in the order of the comparison."""
        a, b = len(mine.cards), len(theirs.cards)
        if a != b:
            return T.CMP_CARDS.format(a=a, b=b) if a > b else T.CMP_CARDS_FEWER.format(a=a, b=b)
        if mine.top != theirs.top:
            hi, lo = (mine.top, theirs.top) if mine.top > theirs.top else (theirs.top, mine.top)
            text = T.CMP_TOP if mine.top > theirs.top else T.CMP_TOP_LOWER
            return text.format(n=a, high=hi.symbol, low=lo.symbol)
        kt = compare_key(mine.mask, mine.kind, self.trump)[2]
        lt = compare_key(theirs.mask, theirs.kind, self.trump)[2]
        if kt and not lt:
            return T.CMP_TRUMP.format(trump=self.trump_suit)
        return str(T.CMP_LEADER)

    # -- apply ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        self.check(action)
        seat = self.to_move()
        assert seat is not None
        if isinstance(action, Play):
            return self._play(seat, INDEX[action.card])
        if isinstance(action, TakeLast):
            return self._take_last(action.turned)
        if isinstance(action, Swap):
            return self._swap(seat)
        if isinstance(action, Out):
            return self._out(seat)
        mask = sum(1 << INDEX[c] for c in action.cards)
        meld = make_meld(mask, self.trump, self.rs)
        assert meld is not None
        if isinstance(action, Declare):
            self.pending.append(mask)
            self.shown[seat] |= mask
            return [MeldDeclared(seat, meld)]
        if isinstance(action, Mariage):
            standing = self.totals[seat] + self.roem(seat)
            self.melds.append((seat, mask))
            self.shown[seat] |= mask
            may_out = (meld.kind is MeldKind.STUK and self.rs.out_at > 0
                       and standing >= self.rs.out_at)
            if may_out:
                self.out_offer = seat
                self.offer_standing = standing
            return [MariageShown(seat, meld, may_out, standing)]
        return self._reject(seat, mask, meld)

    def roem(self, seat: int) -> int:
        """The roem ``seat`` has scored this deal."""
        total = 0
        for s, m in self.melds:
            if s == seat:
                total += _kind(m, self.trump, self.rs)[1]
        return total

    def _reject(self, seat: int, mask: int, meld: Meld) -> list[Event]:
        best = self._best_pending()
        assert best is not None
        theirs = make_meld(best[0], self.trump, self.rs)
        assert theirs is not None
        cancelled = []
        for m in self.pending:
            c = make_meld(m, self.trump, self.rs)
            assert c is not None
            cancelled.append(c)
        reason = T.REJECT_WHY.format(meld=meld.name(), best=theirs.name(),
                                     why=self._compare_text(meld, theirs, rejecter_wins=True))
        self.pending = []
        self.rejected = True
        self.melds.append((seat, mask))
        self.shown[seat] |= mask
        return [Rejected(seat, meld, theirs, tuple(cancelled), reason)]

    def _swap(self, seat: int) -> list[Event]:
        seven = self._seven()
        taken = self.turned
        self.hands[seat] ^= (1 << seven) | (1 << taken)
        self.shown[seat] |= 1 << taken
        self.shown[seat] &= ~(1 << seven)
        self.turned = seven
        return [Swapped(seat, CARDS[seven], CARDS[taken])]

    def _play(self, seat: int, i: int) -> list[Event]:
        bit = 1 << i
        self.hands[seat] ^= bit
        self.shown[seat] &= ~bit
        if self.out_offer == seat:
            self.out_offer = -1
        self.trick.append(i)
        events: list[Event] = [CardPlayed(seat, CARDS[i])]
        if len(self.trick) == 2:
            if self.pending:
                stands = []
                for m in self.pending:
                    self.melds.append((self.leader, m))
                    meld = make_meld(m, self.trump, self.rs)
                    assert meld is not None
                    stands.append(meld)
                self.pending = []
                events.append(DeclarationStands(self.leader, tuple(stands)))
            events += self._finish_trick()
        return events

    def _finish_trick(self) -> list[Event]:
        a, b = self.trick
        t = self.t
        leader = self.leader
        if b >> 3 == a >> 3:
            winner = 1 - leader if t.power[b] > t.power[a] else leader
        else:
            winner = 1 - leader if b >> 3 == self.trump else leader
        phase = self.phase
        pts = t.points[a] + t.points[b]
        self.won[winner] |= (1 << a) | (1 << b)
        self.points[winner] += pts
        last = phase == 2 and not self.hands[0] and not self.hands[1]
        if phase == 2:
            self.p2[winner] += 1
        self.tricks.append((leader, (a, b), winner))
        number = (self.won[0].bit_count() + self.won[1].bit_count()) // 2
        shown_pts = pts + (self.rs.last_trick if last else 0)
        events: list[Event] = [TrickTaken(number, leader, (CARDS[a], CARDS[b]), winner,
                                          shown_pts, phase, last)]
        self.trick = []
        self.rejected = False
        self.out_offer = -1
        self.leader = winner
        if last:
            events += self._score_deal(winner)
        elif phase == 1:
            events += self._draw(winner)
        return events

    def _draw(self, winner: int) -> list[Event]:
        if len(self.stock) >= 2:
            events: list[Event] = []
            for s in (winner, 1 - winner):
                c = self.stock.pop(0)
                self.hands[s] |= 1 << c
                events.append(Drew(s, CARDS[c], len(self.stock)))
            return events
        if self.rs.winner_chooses:
            self.choosing = True
            return []
        return self._give_last(winner, False, None)

    def _take_last(self, turned: bool) -> list[Event]:
        self.choosing = False
        return self._give_last(self.leader, turned, turned)

    def _give_last(self, winner: int, turned: bool, chose: bool | None) -> list[Event]:
        covered = self.stock.pop(0)
        trump_card = self.turned
        self.turned = -1
        to_winner, to_loser = (trump_card, covered) if turned else (covered, trump_card)
        self.hands[winner] |= 1 << to_winner
        self.hands[1 - winner] |= 1 << to_loser
        self.shown[winner] |= 1 << to_winner
        self.shown[1 - winner] |= 1 << to_loser
        return [LastCardsTaken(winner, CARDS[covered], CARDS[trump_card], chose)]

    def _out(self, seat: int) -> list[Event]:
        standing = self.offer_standing
        score = (self.roem(0), self.roem(1))
        self._add(score)
        events: list[Event] = [OutCalled(seat, standing, score, (self.totals[0],
                                                                  self.totals[1]))]
        return events + self._round_won(seat, "out")

    # -- scoring -------------------------------------------------------------------------------

    def _add(self, score: Sequence[int], sign: int = 1) -> None:
        for s in (0, 1):
            self.totals[s] += sign * score[s]
            self.grand[s] += sign * score[s]

    def _score_deal(self, last_winner: int) -> list[Event]:
        rs = self.rs
        melds: list[list[Meld]] = [[], []]
        for s, m in self.melds:
            meld = make_meld(m, self.trump, rs)
            assert meld is not None
            melds[s].append(meld)
        roem = [sum(m.points for m in melds[s]) for s in (0, 1)]
        no_trick = None
        bonus = 0
        if rs.no_trick_bonus:
            for s in (0, 1):
                if self.p2[s] == 0:
                    no_trick, bonus = s, rs.no_trick_bonus
        raw = [self.points[s] + roem[s] + (rs.last_trick if s == last_winner else 0)
               + (bonus if no_trick == 1 - s else 0) for s in (0, 1)]
        rounded = rs.rounding and not self.rules.exact_scores
        score = [round_to_ten(x) for x in raw] if rounded else list(raw)
        result = DealResult(self.deal_count, self.dealer, self.trump_suit, rs.name,
                            (self.points[0], self.points[1]), last_winner, rs.last_trick,
                            (tuple(melds[0]), tuple(melds[1])), no_trick, bonus,
                            (raw[0], raw[1]), (score[0], score[1]), rounded)
        self.results.append(result)
        self._add(score)
        events: list[Event] = [DealScored(result, (self.totals[0], self.totals[1]))]
        next_dealer = last_winner if rs.last_trick_deals else 1 - self.dealer
        return events + self._after_deal(next_dealer, (score[0], score[1]))

    def _limit(self) -> bool:
        return bool(self.rules.deals) and self.deal_count >= self.rules.deals

    def _after_deal(self, next_dealer: int, score: tuple[int, int]) -> list[Event]:
        t = self.totals
        target = self.rules.target
        if t[0] >= target or t[1] >= target:
            if t[0] != t[1]:
                return self._round_won(0 if t[0] > t[1] else 1, "target")
            if self._limit():
                return self._match_over(None, "deals")
            self._add(score, -1)
            self.results.pop()
            level = t[0] + score[0]
            events: list[Event] = [DealAnnulled(self.deal_count, score, level,
                                                (t[0], t[1]))]
            events.append(self._deal(self.dealer, replay=True))
            return events
        if self._limit():
            winner = None if t[0] == t[1] else (0 if t[0] > t[1] else 1)
            return self._match_over(winner, "deals")
        return [self._deal(next_dealer)]

    def _round_won(self, winner: int, how: str) -> list[Event]:
        loser = 1 - winner
        rs = self.rs
        onder = bool(rs.onder_jan) and self.totals[loser] < rs.onder_jan
        if not self.rules.lives:
            return self._match_over(winner, how, onder)
        lost = 2 if onder else 1
        self.lives[loser] -= lost
        kip = False
        done = False
        if self.lives[loser] <= 0:
            if self.lives[loser] == 0 and not self.kip_used:
                self.kip_used = True
                self.kip = loser
                self.lives[loser] = 1
                kip = True
            else:
                self.lives[loser] = max(self.lives[loser], 0)
                done = True
        events: list[Event] = [RoundOver(self.round_no, winner, (self.totals[0], self.totals[1]),
                                         onder, lost, (self.lives[0], self.lives[1]), kip)]
        if done:
            return events + self._match_over(winner, "lives")
        if self._limit():
            a, b = self.lives
            return events + self._match_over(None if a == b else (0 if a > b else 1), "deals")
        self.round_no += 1
        self.totals = [0, 0]
        events.append(self._deal(1 - self.dealer))
        return events

    def _match_over(self, winner: int | None, how: str, onder: bool = False) -> list[Event]:
        self.over = True
        self.choosing = False
        self.out_offer = -1
        lives = (self.lives[0], self.lives[1]) if self.rules.lives else None
        return [MatchOver((self.totals[0], self.totals[1]), winner, how, onder, lives)]

    # -- views and text ------------------------------------------------------------------------

    def view(self, player: int) -> SmousjasView:
        to_move = self.to_move()
        return SmousjasView(
            seat=player, rules=self.rules, to_move=to_move,
            legal_actions=self.legal_actions() if to_move == player else (),
            hand=mask_cards(self.hands[player]),
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count()),
            shown=(mask_cards(self.shown[0]), mask_cards(self.shown[1])),
            deal_no=self.deal_count, round_no=self.round_no, dealer=self.dealer,
            trump=self.trump_suit, turned=CARDS[self.turned] if self.turned >= 0 else None,
            stock_size=len(self.stock), phase=self.phase, leader=self.leader,
            trick=tuple(CARDS[i] for i in self.trick),
            tricks=tuple(PlayedTrick(ld, tuple(CARDS[i] for i in cs), w)
                         for ld, cs, w in self.tricks),
            won=(mask_cards(self.won[0]), mask_cards(self.won[1])),
            phase2_tricks=(self.p2[0], self.p2[1]),
            melds=tuple(ScoredMeld(s, _meld(m, self.trump, self.rs)) for s, m in self.melds),
            pending=tuple(_meld(m, self.trump, self.rs) for m in self.pending),
            rejected=self.rejected, choosing=self.choosing,
            out_offer=None if self.out_offer < 0 else self.out_offer,
            out_standing=self.offer_standing if self.out_offer >= 0 else 0,
            match=(self.totals[0], self.totals[1]), lives=(self.lives[0], self.lives[1]),
            kip=None if self.kip < 0 else self.kip, results=tuple(self.results))

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def format_action(self, action: Action) -> str:
        return str(action)

    # -- reading the state (notation, tests) ---------------------------------------------------

    def hand(self, seat: int) -> tuple[Card, ...]:
        return mask_cards(self.hands[seat])

    def stock_cards(self) -> tuple[Card, ...]:
        return tuple(CARDS[i] for i in self.stock)


def _is_seq(mask: int) -> bool:
    """A mask of three or more cards of one suit (a sequence, when it is a meld)."""
    s = sequence_suit(mask)
    return mask.bit_count() >= 3 and not mask & ~SUIT_MASK[s]


def _kind(mask: int, trump: int, rs: RuleSet) -> tuple[MeldKind, int]:
    found = classify(mask, trump, rs)
    assert found is not None
    return found


def _meld(mask: int, trump: int, rs: RuleSet) -> Meld:
    meld = make_meld(mask, trump, rs)
    assert meld is not None
    return meld


# ---------------------------------------------------------------------------------------------
# Reading actions

_WORDS: dict[str, str] = {
    "meld": "meld", "roem": "meld", "declare": "meld", "mel": "meld",
    "mariage": "mariage", "marriage": "mariage", "stuk": "mariage", "dubbel": "mariage",
    "brok": "mariage",
    "reject": "reject", "afkeuren": "reject", "afkeur": "reject",
}


def parse_action(text: str) -> Action:
    """Read an action as a player types it, in the notation's words or the reader's in any
    language; raises ``NotationError``."""
    text = typed_action(text, T.ACTION_FORMS)
    t = " ".join(text.strip().lower().split())
    if t in ("swap", "ruil", "swap 7"):  # internal
        return SWAP
    if t in ("uit", "out"):
        return OUT
    if t in ("take covered", "covered", "take stock"):  # internal
        return TAKE_COVERED
    if t in ("take turned", "turned", "take trump"):  # internal
        return TAKE_TURNED
    word, _, rest = t.partition(" ")
    kind = _WORDS.get(word)
    if kind is not None:
        try:
            cards = parse_cards(text.strip().split(maxsplit=1)[1] if rest else "")
        except NotationError as e:
            raise NotationError(T.BAD_ACTION.format(text=text, error=e.message)) from None
        if len(cards) < 2 or any(c.copy for c in cards):
            raise NotationError(T.BAD_MELD_TEXT.format(text=text))
        if kind == "meld":
            return Declare(tuple(cards))
        if kind == "mariage":
            return Mariage(tuple(cards))
        return Reject(tuple(cards))
    try:
        cards = parse_cards(text)
    except NotationError:
        cards = []
    if len(cards) == 1:
        return Play(cards[0])
    raise NotationError(T.BAD_ACTION_TEXT.format(text=text))


# ---------------------------------------------------------------------------------------------
# The spec's functions


def new_game(rules: SmousjasRules, seed: int) -> SmousjasState:
    """A new match; every deal's shuffle derives from ``seed``."""
    return SmousjasState(rules, seed)


def opening_events(state: SmousjasState) -> list[Event]:
    """The first deal of a new match, which no action caused."""
    return [DealStarted(state.deal_count, state.dealer, CARDS[state.turned], state.rs.hand_size,
                        (state.hand(0), state.hand(1)))]


def hidden_cards(state: SmousjasState, seat: int) -> frozenset[Card]:
    """The cards ``seat`` may not see: the other hand but for the cards it showed, and the
    covered cards of the stock."""
    other = state.hands[1 - seat] & ~state.shown[1 - seat]
    for i in state.stock:
        other |= 1 << i
    return frozenset(mask_cards(other))


def event_scores(event: object) -> tuple[int, int] | None:
    """What an event adds to each player's match total (``GameSpec.scores``)."""
    if isinstance(event, DealScored):
        return event.result.score
    if isinstance(event, OutCalled):
        return event.score
    if isinstance(event, DealAnnulled):
        return -event.score[0], -event.score[1]
    return None


__all__ = ["CARDS", "INDEX", "Action", "Declare", "Mariage", "Out", "Play", "Reject",
           "SmousjasState", "SmousjasView", "Swap", "TakeLast", "hidden_cards", "new_game"]
