"""The Gin Rummy (Oklahoma) engine: a two-player match of hands to 150 points.

Hands are 52-bit masks (see ``melds``); the stock is a list with its top card last. Every turn is
two actions, a draw and then a discard (or a knock, gin or big gin in place of the discard). After
someone goes out the defender has one action, the layoff, unless there is nothing to choose.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum
from typing import Any, ClassVar

from ...actions import typed_action
from ...cards import Card, format_card, format_cards, parse_card, parse_cards
from ...errors import IllegalActionError, NotationError
from ...game import DETAIL, RESULT, TRICK
from ...i18n import Text
from ...seats import seat_name
from ..common import CardEvent, MatchEnd, winner_of
from . import text as T
from .melds import (
    CARDS,
    INDEX,
    SUIT_OF,
    VALUES,
    Arrangement,
    arrangement_choices,
    best_arrangement,
    cards_mask,
    chosen_arrangement,
    is_meld,
    layoff_options,
    mask_cards,
    mask_indices,
    mask_value,
    min_deadwood,
    min_deadwood_after_discard,
    order_melds,
    place_layoffs,
    show,
)
from .rules import (
    BIG_GIN_BONUS,
    DEAD_STOCK,
    GAME_BONUS,
    GIN_BONUS,
    HAND_SIZE,
    LINE_BONUS,
    NON_DEALER_DEAL,
    SHUTOUT_MULTIPLIER,
    SPADE_MULTIPLIER,
    UNDERCUT_BONUS,
    GinRules,
)

PLAYERS = 2
_SPADES = 0


class Phase(Enum):
    OPEN = "open"  # the non-dealer lays the first upcard
    DRAW = "draw"
    DISCARD = "discard"  # after the draw: discard, knock, gin or big gin
    LAYOFF = "layoff"  # the defender shows the hand and lays off
    OVER = "over"


_OPEN, _DRAW, _DISCARD, _LAYOFF, _OVER = range(5)
_PHASES = (Phase.OPEN, Phase.DRAW, Phase.DISCARD, Phase.LAYOFF, Phase.OVER)
_PHASE_CODE = {p: i for i, p in enumerate(_PHASES)}


class Source(Enum):
    STOCK = "stock"
    PILE = "pile"


# ---------------------------------------------------------------------------------------------
# Actions


@dataclass(frozen=True, slots=True)
class Draw:
    """Take the top card of the stock or of the discard pile."""

    source: Source

    def __str__(self) -> str:
        return self.source.value


@dataclass(frozen=True, slots=True)
class Discard:
    """Lay a card face up on the pile (also the non-dealer's opening card)."""

    card: Card

    def __str__(self) -> str:
        return format_card(self.card)


#: The melds a player going out chooses to lay down: each meld's cards.
Melds = tuple[tuple[Card, ...], ...]


def _normal_melds(melds: Melds | None) -> Melds | None:
    """The melds in one canonical order, so equal arrangements make equal actions: cards in
    card order, sets before runs, then by lowest card (as arrangements list them)."""
    if melds is None:
        return None
    inner = [tuple(sorted(m, key=_order)) for m in melds]
    return tuple(sorted(inner, key=lambda m: (not _all_one_rank(m), [_order(c) for c in m])))


def _all_one_rank(meld: tuple[Card, ...]) -> bool:
    return len({c.rank for c in meld}) == 1


def _melds_text(melds: Melds) -> str:
    return " / ".join(format_cards(m) for m in melds)


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``card`` face down and end the hand with deadwood within the limit.

    ``melds`` chooses the arrangement to lay down among those that leave the least deadwood;
    ``None`` lays down the engine's choice.
    """

    card: Card
    melds: Melds | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", _normal_melds(self.melds))

    def __str__(self) -> str:
        if self.melds is None:
            return f"knock {format_card(self.card)}"
        return f"knock {format_card(self.card)} melds {_melds_text(self.melds)}"


@dataclass(frozen=True, slots=True)
class Gin:
    """Discard ``card`` face down with every other card melded (``melds`` as for a knock)."""

    card: Card
    melds: Melds | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", _normal_melds(self.melds))

    def __str__(self) -> str:
        if self.melds is None:
            return f"gin {format_card(self.card)}"
        return f"gin {format_card(self.card)} melds {_melds_text(self.melds)}"


@dataclass(frozen=True, slots=True)
class BigGin:
    """All eleven cards melded, no discard (rules option ``big-gin``; ``melds`` as for a
    knock)."""

    melds: Melds | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", _normal_melds(self.melds))

    def __str__(self) -> str:
        if self.melds is None:
            return "big gin"  # internal
        return f"big gin melds {_melds_text(self.melds)}"  # internal


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender's one action: lay these cards off, meld the rest as well as possible."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return f"layoff {format_cards(self.cards)}"


Action = Draw | Discard | Knock | Gin | BigGin | LayOff
STOCK = Draw(Source.STOCK)
PILE = Draw(Source.PILE)
BIG_GIN = BigGin()


def _seat(s: int) -> str:
    return seat_name(s, PLAYERS)


def _card(i: int | None) -> Card | None:
    return None if i is None or i < 0 else CARDS[i]


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True, slots=True)
class HandDealt:
    level: ClassVar[int] = TRICK
    hand_no: int  # 1-based
    dealer: int

    def describe(self) -> str:
        return T.EV_DEAL.format(no=self.hand_no, dealer=_seat(self.dealer),
                                other=_seat(1 - self.dealer))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal", "hand": self.hand_no, "dealer": _seat(self.dealer)}


class PileOpened(CardEvent):
    __slots__ = ()
    level: ClassVar[int] = TRICK
    type = "open"
    text = T.EV_OPEN
    players = PLAYERS


@dataclass(frozen=True, slots=True)
class Drew:
    """A draw. A stock card is private: ``describe(public=True)`` leaves it out."""

    level: ClassVar[int] = DETAIL
    seat: int
    source: Source
    card: Card

    def describe(self, public: bool = False) -> str:
        if self.source is Source.PILE:
            return T.EV_TAKE.format(seat=_seat(self.seat), card=self.card)
        if public:
            return T.EV_DRAW_STOCK.format(seat=_seat(self.seat))
        return T.EV_DRAW_STOCK_CARD.format(seat=_seat(self.seat), card=self.card)

    def describe_for(self, seat: int) -> str:
        """Only the drawer learns which card came from the stock."""
        return self.describe(public=seat != self.seat)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "draw", "seat": _seat(self.seat), "source": self.source.value,
                "card": format_card(self.card)}


class Discarded(CardEvent):
    __slots__ = ()
    level: ClassVar[int] = DETAIL
    type = "discard"
    text = T.EV_DISCARD
    players = PLAYERS


@dataclass(frozen=True, slots=True)
class WentOut:
    """A knock, gin or big gin, before the defender answers."""

    level: ClassVar[int] = TRICK
    seat: int
    kind: str  # "knock", "gin", "big-gin"
    discard: Card | None
    arrangement: Arrangement
    limit: str

    def describe(self) -> str:
        s = _seat(self.seat)
        if self.kind == "knock":
            return T.EV_KNOCK.format(seat=s, card=self.discard, value=self.arrangement.value,
                                     dead=show(self.arrangement.deadwood), limit=self.limit)
        if self.kind == "gin":
            return T.EV_GIN.format(seat=s, card=self.discard)
        return T.EV_BIG_GIN.format(seat=s)

    def describe_for(self, seat: int) -> str:
        """The opponent does not see the card discarded face down."""
        if seat == self.seat or self.kind == "big-gin":
            return self.describe()
        s = _seat(self.seat)
        if self.kind == "knock":
            return T.EV_KNOCK_SEEN.format(seat=s, value=self.arrangement.value,
                                          dead=show(self.arrangement.deadwood), limit=self.limit)
        return T.EV_GIN_SEEN.format(seat=s)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "out", "seat": _seat(self.seat), "kind": self.kind,
                "discard": None if self.discard is None else format_card(self.discard),
                "arrangement": self.arrangement.to_dict(), "limit": self.limit}


@dataclass(frozen=True)
class HandResult:
    """The scoring of one hand, with everything needed to explain it."""

    hand_no: int  # 1-based
    dealer: int
    kind: str  # "knock", "gin", "big-gin", "dead"
    seat: int | None = None  # who went out
    discard: Card | None = None
    limit: str = ""
    top: Card | None = None  # the card on the pile before the last discard (doubling)
    out_arrangement: Arrangement | None = None
    defender_arrangement: Arrangement | None = None  # after the layoffs
    layoffs: tuple[tuple[Card, tuple[Card, ...]], ...] = ()  # (card, meld it joined)
    layoff_allowed: bool = True
    bonus: int = 0
    base: int = 0
    doubled: bool = False
    points: int = 0
    winner: int | None = None
    undercut: bool = False
    score: tuple[int, int] = (0, 0)

    @property
    def out_deadwood(self) -> int:
        return 0 if self.out_arrangement is None else self.out_arrangement.value

    @property
    def defender_deadwood(self) -> int:
        return 0 if self.defender_arrangement is None else self.defender_arrangement.value

    def describe_lines(self) -> list[str]:
        if self.kind == "dead" or self.seat is None:
            return []
        out, dfd = self.seat, 1 - self.seat
        oa, da = self.out_arrangement, self.defender_arrangement
        assert oa is not None and da is not None
        if self.kind == "knock":
            lines = [T.SC_HEAD_KNOCK.format(no=self.hand_no, seat=_seat(out),
                                            value=self.out_deadwood, limit=self.limit)]
        elif self.kind == "gin":
            lines = [T.SC_HEAD_GIN.format(no=self.hand_no, seat=_seat(out))]
        else:
            lines = [T.SC_HEAD_BIG_GIN.format(no=self.hand_no, seat=_seat(out))]
        lines.append(T.SC_MELDS.format(seat=_seat(out), arrangement=oa.describe()))
        if oa.explain():
            lines.append(oa.explain())
        if not self.layoff_allowed:
            lines.append(T.SC_NO_LAYOFF_GIN.format(seat=_seat(dfd)))
        elif not self.layoffs:
            lines.append(T.SC_NO_LAYOFF.format(seat=_seat(dfd)))
        for c, meld in self.layoffs:
            lines.append(T.SC_LAYOFF.format(seat=_seat(dfd), card=c,
                                            meld=" ".join(map(str, meld))))
        lines.append(T.SC_MELDS.format(seat=_seat(dfd), arrangement=da.describe()))
        if da.explain():
            lines.append(da.explain())
        kd, dd = self.out_deadwood, self.defender_deadwood
        if self.kind == "gin":
            lines.append(T.SC_GIN.format(bonus=self.bonus, seat=_seat(dfd), dd=dd, base=self.base))
        elif self.kind == "big-gin":
            lines.append(T.SC_BIG_GIN.format(bonus=self.bonus, seat=_seat(dfd), dd=dd,
                                             base=self.base))
        elif not self.undercut:
            lines.append(T.SC_KNOCK_WINS.format(seat=_seat(out), dd=dd, kd=kd, base=self.base))
        elif kd == dd:
            lines.append(T.SC_UNDERCUT_TIE.format(seat=_seat(dfd), bonus=self.bonus,
                                                  base=self.base))
        else:
            lines.append(T.SC_UNDERCUT.format(seat=_seat(dfd), bonus=self.bonus, kd=kd, dd=dd,
                                              base=self.base))
        if self.top is None:
            lines.append(str(T.SC_NO_TOP))
        elif self.doubled:
            lines.append(T.SC_DOUBLED.format(card=self.top, points=self.points))
        else:
            lines.append(T.SC_NOT_DOUBLED.format(card=self.top))
        return lines

    def to_dict(self) -> dict[str, Any]:
        def arr(a: Arrangement | None) -> dict[str, object] | None:
            return None if a is None else a.to_dict()

        return {"hand": self.hand_no, "dealer": _seat(self.dealer), "kind": self.kind,
                "seat": None if self.seat is None else _seat(self.seat),
                "discard": None if self.discard is None else format_card(self.discard),
                "limit": self.limit, "top": None if self.top is None else format_card(self.top),
                "out": arr(self.out_arrangement), "defender": arr(self.defender_arrangement),
                "layoffs": [{"card": format_card(c), "meld": [format_card(x) for x in m]}
                            for c, m in self.layoffs],
                "out_deadwood": self.out_deadwood, "defender_deadwood": self.defender_deadwood,
                "bonus": self.bonus, "base": self.base, "doubled": self.doubled,
                "points": self.points, "undercut": self.undercut,
                "winner": None if self.winner is None else _seat(self.winner),
                "score": list(self.score)}


@dataclass(frozen=True, slots=True)
class HandScored:
    level: ClassVar[int] = RESULT
    result: HandResult
    match: tuple[int, int]

    def describe(self) -> str:
        r = self.result
        if r.kind == "dead":
            return T.SC_DEAD.format(no=r.hand_no, left=DEAD_STOCK, p1=self.match[0],
                                    p2=self.match[1])
        lines = r.describe_lines()
        assert r.winner is not None
        lines.append(T.SC_POINTS.format(seat=_seat(r.winner), points=r.points,
                                        p1=self.match[0], p2=self.match[1]))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "hand_scored", **self.result.to_dict(), "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class MatchOver(MatchEnd):
    """The match's end. ``totals`` are the final scores, the match bonuses included; once a
    player reached the target ``points`` (the hands' points) decide who won, and the bonuses
    are added (the rules options ``game-bonus``, ``line-bonus`` and ``shutout``)."""

    hands: int
    totals: tuple[int, int]
    points: tuple[int, int] | None = None  # the hands' points; None: the same as ``totals``
    target: int = 0
    reached: bool = False  # a player reached the target (the bonuses apply)
    won: tuple[int, int] = (0, 0)  # hands won by each player
    game_bonus: int = 0  # added to the winner's total
    line: tuple[int, int] = (0, 0)  # each player's line bonus
    shutout: bool = False  # the winner's total was multiplied
    offered: tuple[bool, bool, bool] = (False, False, False)  # game, line, shutout options

    @property
    def hand_points(self) -> tuple[int, int]:
        return self.totals if self.points is None else self.points

    @property
    def winner(self) -> int | None:
        # The hands' points decide the match; the bonuses only add to it.
        return winner_of(self.hand_points)

    @property
    def bonuses(self) -> tuple[int, int]:
        """What the bonuses add to each total (the shutout's doubling included)."""
        pts = self.hand_points
        return (self.totals[0] - pts[0], self.totals[1] - pts[1])

    def describe(self) -> str:
        if not self.reached:
            result = self.result_text(T.EV_MATCH_WIN, T.EV_MATCH_DRAW, _seat)
            lines = [T.EV_MATCH.format(self.hands, result=result)]
            if any(self.offered) and self.target:
                lines.append(T.EV_MATCH_NO_BONUS.format(target=self.target))
            return "\n".join(lines)
        return "\n".join(self.describe_lines())

    def describe_lines(self) -> list[str]:
        """The bonuses line by line, each player's total, then the final score."""
        w = self.winner
        assert w is not None
        lo = 1 - w
        pts = self.hand_points
        lines = [T.MB_HEAD.format(self.hands, seat=_seat(w), target=self.target, a=pts[w],
                                  b=pts[lo])]
        game, line, shutout = self.offered
        if game:
            lines.append(T.MB_GAME.format(seat=_seat(w), bonus=self.game_bonus))
        if line:
            for s in (w, lo):
                n = self.won[s]
                if n == 0:
                    lines.append(T.MB_LINE_NONE.format(seat=_seat(s)))
                else:
                    lines.append(T.MB_LINE.format(n, seat=_seat(s), bonus=LINE_BONUS,
                                                  points=self.line[s]))
        before = [pts[s] + self.line[s] + (self.game_bonus if s == w else 0) for s in (0, 1)]
        for s in (w, lo):
            terms = [pts[s]]
            if game and s == w:
                terms.append(self.game_bonus)
            if self.line[s]:
                terms.append(self.line[s])
            if len(terms) > 1:
                lines.append(T.MB_TOTAL.format(seat=_seat(s), sum=" + ".join(map(str, terms)),
                                               total=before[s]))
        if shutout and self.shutout:
            lines.append(T.MB_SHUTOUT.format(loser=_seat(lo), seat=_seat(w), total=before[w],
                                             mult=SHUTOUT_MULTIPLIER, doubled=self.totals[w]))
        elif shutout:
            lines.append(T.MB_NO_SHUTOUT.format(loser=_seat(lo), points=pts[lo]))
        lines.append(T.MB_RESULT.format(seat=_seat(w), a=self.totals[w], loser=_seat(lo),
                                        b=self.totals[lo]))
        return lines

    def to_dict(self) -> dict[str, Any]:
        out = {"type": "match_over", "hands": self.hands, **self.result_dict(_seat),
               "points": list(self.hand_points), "won": list(self.won)}
        if self.reached:
            out |= {"game_bonus": self.game_bonus, "line_bonus": list(self.line),
                    "shutout": self.shutout}
        return out


Event = HandDealt | PileOpened | Drew | Discarded | WentOut | HandScored | MatchOver


# ---------------------------------------------------------------------------------------------
# Views


@dataclass(frozen=True, slots=True)
class PublicMove:
    """A card everyone saw move: discarded (``took=False``) or taken from the pile."""

    seat: int
    card: Card
    took: bool


@dataclass(frozen=True, slots=True)
class OutView:
    """What the table sees once someone went out: the melds are shown, the discard is face down."""

    seat: int
    kind: str
    arrangement: Arrangement


@dataclass(frozen=True)
class GinView:
    """What one seat may see: its own hand, the pile and everything that happened in public."""

    seat: int
    rules: GinRules
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    opponent_cards: int
    pile: tuple[Card, ...]  # bottom first
    stock_size: int
    upcard: Card | None
    history: tuple[PublicMove, ...]
    #: The knock limit for a discard now (``None``: gin only); meaningful in the discard phase.
    limit: int | None
    limit_card: Card | None
    took: Card | None  # the card this seat took from the pile this turn
    out: OutView | None
    hand_no: int  # 1-based
    dealer: int
    match: tuple[int, int]
    results: tuple[HandResult, ...]
    legal_actions: tuple[Action, ...]
    #: Hands each player has won in the match (the line bonus counts them).
    won: tuple[int, int] = (0, 0)

    @property
    def players(self) -> int:
        return PLAYERS

    def taken_by(self, seat: int) -> tuple[Card, ...]:
        """The pile cards ``seat`` took this hand."""
        return tuple(m.card for m in self.history if m.took and m.seat == seat)

    def opponent_known(self) -> tuple[Card, ...]:
        """Cards the opponent took from the pile and has not discarded since: still in hand."""
        other = 1 - self.seat
        known: list[Card] = []
        for m in self.history:
            if m.seat != other:
                continue
            if m.took:
                known.append(m.card)
            elif m.card in known:
                known.remove(m.card)
        return tuple(known)


# ---------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True, slots=True)
class _Out:
    seat: int
    kind: str
    discard: int  # card index, -1 for big gin
    top: int  # the pile card before the discard, -1 for none
    limit: str
    arrangement: Arrangement
    options: tuple[int, ...]  # the defender's layoff masks


class GinState:
    """A Gin Rummy match in progress. Mutable; ``clone`` for copies."""

    __slots__ = ("dealer", "hand_no", "hands", "history", "out", "phase_code", "pile", "results",
                 "rules", "seed", "stock", "took", "totals", "turn", "upcard", "won_before")

    def __init__(self, rules: GinRules, seed: int = 0, *, dealer: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.totals = [0, 0]
        self.results: list[HandResult] = []
        #: Hands each player won before the first of ``results`` (a position's earlier hands).
        self.won_before = (0, 0)
        self.hand_no = 0
        self._deal(dealer)

    # -- construction --------------------------------------------------------------------------

    def _deal(self, dealer: int) -> None:
        rng = random.Random(f"gin-rummy:{self.seed}:{self.hand_no}")
        order = list(range(52))
        rng.shuffle(order)
        # One card at a time, the non-dealer first, who also gets the 21st card.
        other = [*order[0:2 * HAND_SIZE:2], order[2 * HAND_SIZE]]
        own = order[1:2 * HAND_SIZE:2]
        hands = [0, 0]
        for i in other:
            hands[1 - dealer] |= 1 << i
        for i in own:
            hands[dealer] |= 1 << i
        # The stock's top card is its last element; the card after the deal is drawn first.
        stock = order[NON_DEALER_DEAL + HAND_SIZE:][::-1]
        self._start(dealer, hands, stock)

    def _start(self, dealer: int, hands: list[int], stock: list[int]) -> None:
        self.dealer = dealer
        self.hands = hands
        self.stock = stock
        self.pile: list[int] = []
        self.upcard = -1
        self.phase_code = _OPEN
        self.turn = 1 - dealer
        self.took = -1
        self.history: list[tuple[int, int, bool]] = []
        self.out: _Out | None = None

    @classmethod
    def from_parts(cls, rules: GinRules, *, seed: int, hand_no: int, totals: tuple[int, int],
                   dealer: int, hands: Sequence[Sequence[Card]], pile: Sequence[Card],
                   stock: Sequence[Card], upcard: Card | None, phase: Phase, turn: int,
                   took: Card | None = None, history: Sequence[tuple[int, Card, bool]] = (),
                   out: tuple[int, str, Card | None] | tuple[int, str, Card | None, Melds | None]
                   | None = None,
                   won: tuple[int, int] = (0, 0)) -> GinState:
        """A position built from its parts (``stock`` top card first); the caller validates.

        ``out`` is (seat, kind, discard), or with the melds the player chose to lay down as a
        fourth part (``None``, or the engine's own melds: the engine's choice); ``won`` counts
        the hands each player won before this one. A chosen arrangement that is not among the
        least-deadwood ones raises ``IllegalActionError`` explaining why.
        """
        st = cls.__new__(cls)
        st.rules = rules
        st.seed = seed
        st.totals = list(totals)
        st.results = []
        st.won_before = (won[0], won[1])
        st.hand_no = hand_no
        st._start(dealer, [cards_mask(h) for h in hands], [INDEX[c] for c in reversed(stock)])
        st.pile = [INDEX[c] for c in pile]
        st.upcard = -1 if upcard is None else INDEX[upcard]
        st.phase_code = _PHASE_CODE[phase]
        st.turn = turn
        st.took = -1 if took is None else INDEX[took]
        st.history = [(s, INDEX[c], t) for s, c, t in history]
        if out is not None:
            seat, kind, discard = out[0], out[1], out[2]
            chosen = out[3] if len(out) == 4 else None
            masks = None
            if chosen is not None and (order_melds(cards_mask(m) for m in chosen)
                                       != best_arrangement(st.hands[seat]).melds):
                masks = tuple(cards_mask(m) for m in chosen)
                action: Knock | Gin | BigGin
                if kind == "big-gin" or discard is None:
                    action = BigGin(chosen)
                else:
                    action = Knock(discard, chosen) if kind == "knock" else Gin(discard, chosen)
                st._check_melds(st.hands[seat], -1 if discard is None else INDEX[discard],
                                action)
            st.out = st._make_out(seat, kind, -1 if discard is None else INDEX[discard],
                                  st.pile[-1] if st.pile else -1,
                                  st._limit_text(st.pile[-1] if st.pile else -1), masks)
        return st

    def clone(self) -> GinState:
        st = GinState.__new__(GinState)
        st.rules = self.rules
        st.seed = self.seed
        st.totals = list(self.totals)
        st.results = list(self.results)
        st.won_before = self.won_before
        st.hand_no = self.hand_no
        st.dealer = self.dealer
        st.hands = list(self.hands)
        st.stock = list(self.stock)
        st.pile = list(self.pile)
        st.upcard = self.upcard
        st.phase_code = self.phase_code
        st.turn = self.turn
        st.took = self.took
        st.history = list(self.history)
        st.out = self.out
        return st

    # -- protocol ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def phase(self) -> Phase:
        return _PHASES[self.phase_code]

    def to_move(self) -> int | None:
        return None if self.phase_code == _OVER else self.turn

    def is_terminal(self) -> bool:
        return self.phase_code == _OVER

    def returns(self) -> tuple[int, ...]:
        return (self.totals[0], self.totals[1])

    def hand(self, seat: int) -> tuple[Card, ...]:
        return mask_cards(self.hands[seat])

    def stock_cards(self) -> tuple[Card, ...]:
        """The stock, top card first."""
        return tuple(CARDS[i] for i in reversed(self.stock))

    def pile_cards(self) -> tuple[Card, ...]:
        """The discard pile, bottom card first."""
        return tuple(CARDS[i] for i in self.pile)

    def legal_actions(self) -> tuple[Action, ...]:
        code = self.phase_code
        if code == _DRAW:
            return (STOCK, PILE) if self.pile else (STOCK,)
        if code == _DISCARD:
            return self._discard_actions()
        if code == _OPEN:
            return tuple(Discard(c) for c in mask_cards(self.hands[self.turn]))
        if code == _LAYOFF:
            assert self.out is not None
            return tuple(LayOff(mask_cards(m)) for m in self.out.options)
        return ()

    def _discard_actions(self) -> tuple[Action, ...]:
        hand = self.hands[self.turn]
        free = hand & ~(1 << self.took) if self.took >= 0 else hand
        acts: list[Action] = [Discard(CARDS[i]) for i in mask_indices(free)]
        limit = self.limit()
        # One exact look at the best discard rules out knocking for most turns at once.
        if min_deadwood_after_discard(hand) <= (limit or 0):
            knocks: list[Action] = []
            gins: list[Action] = []
            for i in mask_indices(free):
                left = hand ^ (1 << i)
                dw = min_deadwood(left)
                if dw == 0:
                    gins.append(Gin(CARDS[i]))
                    gins += [Gin(CARDS[i], m) for m in _other_melds(left)]
                elif limit is not None and dw <= limit:
                    knocks.append(Knock(CARDS[i]))
                    knocks += [Knock(CARDS[i], m) for m in _other_melds(left)]
            acts += knocks + gins
            if self.rules.big_gin and min_deadwood(hand) == 0:
                acts.append(BIG_GIN)
                acts += [BigGin(m) for m in _other_melds(hand)]
        return tuple(acts)

    def check(self, action: Action) -> None:
        code = self.phase_code
        if code == _OVER:
            raise IllegalActionError(str(T.GAME_OVER), rule="over", action=action)
        if not isinstance(action, Draw | Discard | Knock | Gin | BigGin | LayOff):
            raise IllegalActionError(T.NOT_GIN_ACTION.format(action=action), action=action)
        if code == _LAYOFF:
            self._check_layoff(action)
            return
        if isinstance(action, LayOff):
            raise IllegalActionError(str(T.NOT_LAYOFF_PHASE), rule="layoff-phase", action=action)
        if code == _OPEN:
            if isinstance(action, Draw):
                raise IllegalActionError(str(T.OPEN_NO_DRAW), rule="open", action=action)
            if not isinstance(action, Discard):
                raise IllegalActionError(T.MUST_OPEN.format(seat=_seat(self.turn)), rule="open",
                                         action=action)
            self._check_held(action.card, action)
            return
        if code == _DRAW:
            if isinstance(action, Draw):
                if action.source is Source.PILE and not self.pile:
                    raise IllegalActionError(str(T.PILE_EMPTY), rule="pile-empty", action=action)
                return
            msg = (T.MUST_DRAW.format(card=CARDS[self.pile[-1]]) if self.pile
                   else T.MUST_DRAW_STOCK)
            raise IllegalActionError(msg, rule="draw-first", action=action)
        # The discard phase.
        if isinstance(action, Draw):
            raise IllegalActionError(str(T.ALREADY_DREW), rule="drawn", action=action)
        if isinstance(action, BigGin):
            self._check_big_gin(action)
            if action.melds is not None:
                self._check_melds(self.hands[self.turn], -1, action)
            return
        i = self._check_held(action.card, action)
        if i == self.took:
            raise IllegalActionError(T.NO_THROW_BACK.format(card=action.card),
                                     rule="no-throw-back", action=action)
        if isinstance(action, Knock):
            self._check_knock(i, action)
        elif isinstance(action, Gin):
            left = self.hands[self.turn] ^ (1 << i)
            if min_deadwood(left) != 0:
                arr = best_arrangement(left)
                raise IllegalActionError(
                    T.CANNOT_GIN.format(card=action.card, value=arr.value,
                                        dead=show(arr.deadwood)), rule="gin", action=action)
        if isinstance(action, Knock | Gin) and action.melds is not None:
            self._check_melds(self.hands[self.turn] ^ (1 << i), i, action)

    def _check_melds(self, left: int, discard: int, action: Knock | Gin | BigGin) -> None:
        """A chosen arrangement: real melds of the cards kept, one of those that leave the
        least deadwood, and not the one laid down anyway."""
        assert action.melds is not None
        plain = replace(action, melds=None)
        used = 0
        masks = []
        for meld in action.melds:
            m = 0
            for c in meld:
                i = INDEX.get(Card(c.suit, c.rank))
                if i is not None and not c.copy and i == discard:
                    raise IllegalActionError(T.MELDS_DISCARD.format(card=c), rule="arrangement",
                                             action=action)
                if i is None or c.copy or not left >> i & 1:
                    raise IllegalActionError(T.MELDS_NOT_HELD.format(card=c), rule="not-held",
                                             action=action)
                if (used | m) >> i & 1:
                    raise IllegalActionError(T.MELDS_TWICE.format(card=c), rule="arrangement",
                                             action=action)
                m |= 1 << i
            if not is_meld(m):
                raise IllegalActionError(T.MELDS_NOT_MELD.format(cards=show(m)),
                                         rule="arrangement", action=action)
            used |= m
            masks.append(m)
        choices = arrangement_choices(left)
        want = order_melds(masks)
        if want == choices[0]:
            raise IllegalActionError(T.MELDS_DEFAULT.format(
                arrangement=best_arrangement(left).describe(), plain=plain), rule="arrangement",
                action=action)
        if want in choices:
            return
        if len(choices) == 1:
            raise IllegalActionError(T.MELDS_ONLY.format(
                arrangement=best_arrangement(left).describe(), plain=plain), rule="arrangement",
                action=action)
        options = " ".join(T.MELDS_OPTION.format(n=k + 1, arrangement=_describe(left, m))
                           for k, m in enumerate(choices))
        value = mask_value(left & ~used)
        least = min_deadwood(left)
        if value > least:
            raise IllegalActionError(T.MELDS_MORE.format(value=value, dead=show(left & ~used),
                                                         least=least, options=options),
                                     rule="arrangement", action=action)
        raise IllegalActionError(T.MELDS_OTHER.format(options=options), rule="arrangement",
                                 action=action)

    def _check_held(self, card: Card, action: Action) -> int:
        i = INDEX.get(Card(card.suit, card.rank))
        if i is None or card.copy or not self.hands[self.turn] >> i & 1:
            raise IllegalActionError(T.NOT_HELD.format(card=card), rule="not-held",
                                     action=action)
        return i

    def _check_knock(self, i: int, action: Knock) -> None:
        left = self.hands[self.turn] ^ (1 << i)
        dw = min_deadwood(left)
        if dw == 0:
            raise IllegalActionError(T.KNOCK_IS_GIN.format(card=action.card), rule="use-gin",
                                     action=action)
        limit = self.limit()
        if limit is not None and dw <= limit:
            return
        arr = best_arrangement(left)
        dead = show(arr.deadwood)
        if limit is None:
            raise IllegalActionError(T.CANNOT_KNOCK_NO_LIMIT.format(
                why=self._why_limit(), value=dw, dead=dead), rule="gin-only", action=action)
        raise IllegalActionError(T.CANNOT_KNOCK.format(value=dw, dead=dead,
                                                       why=self._why_limit()),
                                 rule="knock-limit", action=action)

    def _check_big_gin(self, action: BigGin) -> None:
        if not self.rules.big_gin:
            raise IllegalActionError(str(T.NO_BIG_GIN_RULE), rule="big-gin-off", action=action)
        hand = self.hands[self.turn]
        if min_deadwood(hand) != 0:
            arr = best_arrangement(hand)
            raise IllegalActionError(T.CANNOT_BIG_GIN.format(value=arr.value,
                                                             dead=show(arr.deadwood)),
                                     rule="big-gin", action=action)

    def _check_layoff(self, action: Action) -> None:
        out = self.out
        assert out is not None
        if not isinstance(action, LayOff):
            raise IllegalActionError(T.MUST_LAY_OFF.format(seat=_seat(out.seat),
                                                           defender=_seat(self.turn)),
                                     rule="layoff", action=action)
        hand = self.hands[self.turn]
        for c in action.cards:
            i = INDEX.get(Card(c.suit, c.rank))
            if i is None or c.copy or not hand >> i & 1:
                raise IllegalActionError(T.LAYOFF_NOT_HELD.format(card=c), rule="not-held",
                                         action=action)
        want = cards_mask(action.cards)
        if want in out.options:
            return
        if out.kind != "knock" and self.rules.no_layoff_on_gin:
            raise IllegalActionError(str(T.NO_LAYOFF_ON_GIN), rule="no-layoff-on-gin",
                                     action=action)
        fits = 0
        for m in out.options:
            fits |= m
        melds = " · ".join(show(m) for m in out.arrangement.melds)
        if fits:
            msg = T.LAYOFF_NO_FIT.format(cards=show(want), fits=show(fits), seat=_seat(out.seat),
                                         melds=melds)
        else:
            msg = T.LAYOFF_NO_FIT_NONE.format(cards=show(want), seat=_seat(out.seat), melds=melds)
        raise IllegalActionError(msg, rule="layoff-fit", action=action)

    def apply(self, action: Action) -> list[Event]:
        self.check(action)
        seat = self.turn
        if isinstance(action, Draw):
            if action.source is Source.STOCK:
                i = self.stock.pop()
            else:
                i = self.pile.pop()
                self.took = i
                self.history.append((seat, i, True))
            self.hands[seat] |= 1 << i
            self.phase_code = _DISCARD
            return [Drew(seat, action.source, CARDS[i])]
        if isinstance(action, Discard):
            i = INDEX[Card(action.card.suit, action.card.rank)]
            self.hands[seat] ^= 1 << i
            self.pile.append(i)
            self.history.append((seat, i, False))
            self.took = -1
            self.turn = 1 - seat
            if self.phase_code == _OPEN:
                self.upcard = i
                self.phase_code = _DRAW
                return [PileOpened(seat, action.card)]
            events: list[Event] = [Discarded(seat, action.card)]
            if len(self.stock) <= DEAD_STOCK:
                events.extend(self._finish(HandResult(self.hand_no + 1, self.dealer, "dead")))
            else:
                self.phase_code = _DRAW
            return events
        if isinstance(action, LayOff):
            return self._score(cards_mask(action.cards))
        return self._go_out(action)

    def _go_out(self, action: Knock | Gin | BigGin) -> list[Event]:
        seat = self.turn
        top = self.pile[-1] if self.pile else -1
        limit = self._limit_text(top)
        if isinstance(action, BigGin):
            kind, discard = "big-gin", -1
        else:
            kind = "knock" if isinstance(action, Knock) else "gin"
            discard = INDEX[Card(action.card.suit, action.card.rank)]
            self.hands[seat] ^= 1 << discard
        self.took = -1
        masks = None if action.melds is None else tuple(cards_mask(m) for m in action.melds)
        out = self._make_out(seat, kind, discard, top, limit, masks)
        self.out = out
        events: list[Event] = [WentOut(seat, kind, _card(discard), out.arrangement, limit)]
        if len(out.options) == 1:
            # Nothing to choose: the defender's hand is shown and scored at once.
            events.extend(self._score(0))
        else:
            self.phase_code = _LAYOFF
            self.turn = 1 - seat
        return events

    def _make_out(self, seat: int, kind: str, discard: int, top: int, limit: str,
                  melds: tuple[int, ...] | None = None) -> _Out:
        arr = None if melds is None else chosen_arrangement(self.hands[seat], melds)
        if arr is None:
            arr = best_arrangement(self.hands[seat])
        if kind != "knock" and self.rules.no_layoff_on_gin:
            options: tuple[int, ...] = (0,)
        else:
            options = tuple(layoff_options(arr.melds, self.hands[1 - seat]))
        return _Out(seat, kind, discard, top, limit, arr, options)

    def _score(self, layoff: int) -> list[Event]:
        out = self.out
        assert out is not None
        seat, dfd = out.seat, 1 - out.seat
        oarr = out.arrangement
        placed = place_layoffs(oarr.melds, layoff)
        grown = list(oarr.melds)
        layoffs: list[tuple[Card, tuple[Card, ...]]] = []
        for i, k in placed:
            layoffs.append((CARDS[i], mask_cards(grown[k])))
            grown[k] |= 1 << i
        darr = best_arrangement(self.hands[dfd] & ~layoff)
        kd, dd = oarr.value, darr.value
        undercut = False
        if out.kind == "knock":
            if kd < dd:
                winner, bonus, base = seat, 0, dd - kd
            else:
                winner, bonus, base, undercut = dfd, UNDERCUT_BONUS, UNDERCUT_BONUS + kd - dd, True
        else:
            bonus = BIG_GIN_BONUS if out.kind == "big-gin" else GIN_BONUS
            winner, base = seat, bonus + dd
        doubled = out.top >= 0 and SUIT_OF[out.top] == _SPADES
        points = base * SPADE_MULTIPLIER if doubled else base
        score = (points, 0) if winner == 0 else (0, points)
        allowed = out.kind == "knock" or not self.rules.no_layoff_on_gin
        result = HandResult(self.hand_no + 1, self.dealer, out.kind, seat, _card(out.discard),
                            out.limit, _card(out.top), oarr, darr, tuple(layoffs), allowed,
                            bonus, base, doubled, points, winner, undercut, score)
        return self._finish(result)

    def _finish(self, result: HandResult) -> list[Event]:
        self.results.append(result)
        self.totals[0] += result.score[0]
        self.totals[1] += result.score[1]
        events: list[Event] = [HandScored(result, (self.totals[0], self.totals[1]))]
        self.hand_no += 1
        self.out = None
        reached = max(self.totals) >= self.rules.target
        if reached or (self.rules.hands and self.hand_no >= self.rules.hands):
            self.phase_code = _OVER
            events.append(self._match_over(reached))
        else:
            self._deal(1 - self.dealer)
            events.append(HandDealt(self.hand_no + 1, self.dealer))
        return events

    def hands_won(self) -> tuple[int, int]:
        """Hands each player has won in the match so far."""
        won = [self.won_before[0], self.won_before[1]]
        for r in self.results:
            if r.winner is not None:
                won[r.winner] += 1
        return (won[0], won[1])

    def _match_over(self, reached: bool) -> MatchOver:
        """The match's end; once a player reached the target the match bonuses are added to
        the totals (the hands' points decide the winner)."""
        rules = self.rules
        points = (self.totals[0], self.totals[1])
        offered = (rules.game_bonus, rules.line_bonus, rules.shutout)
        won = self.hands_won()
        if not reached:
            return MatchOver(self.hand_no, points, target=rules.target, won=won,
                             offered=offered)
        w = 0 if points[0] > points[1] else 1
        game = GAME_BONUS if rules.game_bonus else 0
        line = (won[0] * LINE_BONUS, won[1] * LINE_BONUS) if rules.line_bonus else (0, 0)
        final = [points[s] + line[s] + (game if s == w else 0) for s in (0, 1)]
        shutout = rules.shutout and points[1 - w] == 0
        if shutout:
            final[w] *= SHUTOUT_MULTIPLIER
        self.totals = final
        return MatchOver(self.hand_no, (final[0], final[1]), points, rules.target, True, won,
                         game, line, shutout, offered)

    # -- limits --------------------------------------------------------------------------------

    def limit(self) -> int | None:
        """The knock limit for a discard now; ``None`` means gin only."""
        if self.rules.first_upcard:
            if self.upcard < 0:
                return None
            v = VALUES[self.upcard]
            return None if v == 1 else v
        return VALUES[self.pile[-1]] if self.pile else None

    def limit_card(self) -> Card | None:
        """The card that sets the limit now."""
        if self.rules.first_upcard:
            return _card(self.upcard)
        return CARDS[self.pile[-1]] if self.pile else None

    def _limit_text(self, top: int, *, canonical: bool = False) -> str:
        """The limit in words, e.g. ``6 (♥6 on the pile)``, in the language spoken now; or, with
        ``canonical``, as position files write it (in English, with the cards' English
        letters)."""
        text: Text
        card: Card | None = None
        value = 0
        if self.rules.first_upcard:
            card, value = CARDS[self.upcard], VALUES[self.upcard]
            text = T.LIMIT_NONE_ACE if value == 1 else T.LIMIT_UPCARD
        elif top < 0:
            text = T.LIMIT_NONE_EMPTY
        else:
            card, value = CARDS[top], VALUES[top]
            text = T.LIMIT_PILE
        if canonical:
            shown = "" if card is None else format_card(card)
            return text.msgid.format(value=value, card=shown)
        return text.format(value=value, card=card)

    def limit_text(self, *, canonical: bool = False) -> str:
        """The knock limit in words (``canonical``: as position files write it)."""
        return self._limit_text(self.pile[-1] if self.pile else -1, canonical=canonical)

    def _why_limit(self) -> str:
        c = self.limit_card()
        if self.rules.first_upcard:
            assert c is not None
            if VALUES[INDEX[c]] == 1:
                return T.WHY_ACE_UPCARD.format(card=c)
            return T.WHY_LIMIT_UPCARD.format(value=self.limit(), card=c)
        if c is None:
            return str(T.WHY_NO_LIMIT)
        return T.WHY_LIMIT_PILE.format(value=self.limit(), card=c)

    # -- learner helpers -----------------------------------------------------------------------

    def arrangement(self, seat: int) -> Arrangement:
        """The best arrangement of a seat's cards as they are now."""
        return best_arrangement(self.hands[seat])

    def deadwood_after(self, card: Card) -> int:
        """The least deadwood the player to move keeps after discarding ``card``."""
        return min_deadwood(self.hands[self.turn] & ~(1 << INDEX[card]))

    # -- views and text ------------------------------------------------------------------------

    def view(self, player: int) -> GinView:
        to_move = self.to_move()
        out = self.out
        return GinView(
            seat=player, rules=self.rules, phase=self.phase, to_move=to_move,
            hand=mask_cards(self.hands[player]),
            opponent_cards=self.hands[1 - player].bit_count(),
            pile=self.pile_cards(), stock_size=len(self.stock), upcard=_card(self.upcard),
            history=tuple(PublicMove(s, CARDS[i], t) for s, i, t in self.history),
            limit=self.limit() if self.phase_code == _DISCARD else None,
            limit_card=self.limit_card() if self.phase_code == _DISCARD else None,
            took=_card(self.took) if self.turn == player else None,
            out=None if out is None else OutView(out.seat, out.kind, out.arrangement),
            hand_no=self.hand_no + 1, dealer=self.dealer,
            match=(self.totals[0], self.totals[1]), results=tuple(self.results),
            legal_actions=self.legal_actions() if to_move == player else (),
            won=self.hands_won())

    def parse_action(self, text: str) -> Action:
        text = typed_action(text, T.ACTION_FORMS)  # the reader's words, in any language
        t = " ".join(text.strip().lower().split())
        if t in ("stock", "s", "draw", "draw stock"):  # internal
            return STOCK
        if t in ("pile", "p", "take", "draw pile"):  # internal
            return PILE
        t, melds = _split_melds(t, text)
        if melds is not None:
            return self._plain_if_default(self._going_out(t, text, melds))
        if t in ("big gin", "big-gin", "biggin"):  # internal
            return BIG_GIN
        if t in ("show", "layoff best", "lay off best") and self.out is not None:  # internal
            return LayOff(mask_cards(self._best_option()))
        for word in ("layoff", "lay off"):  # internal
            if t == word or t.startswith(word + " "):
                rest = t[len(word):]
                try:
                    cards = parse_cards(rest)
                except NotationError as e:
                    raise NotationError(T.BAD_LAYOFF.format(text=text, error=e)) from None
                return LayOff(tuple(sorted(cards, key=_order)))
        head, _, rest = t.partition(" ")
        try:
            if head in ("knock", "k") and rest:
                return Knock(parse_card(rest))
            if head in ("gin", "g") and rest:
                return Gin(parse_card(rest))
            if head in ("discard", "d") and rest:
                return Discard(parse_card(rest))
            return Discard(parse_card(text))
        except NotationError:
            raise NotationError(T.BAD_ACTION.format(text=text)) from None

    @staticmethod
    def _going_out(t: str, text: str, melds: Melds) -> Knock | Gin | BigGin:
        """A knock, gin or big gin with the melds named after the word 'melds'."""
        if t in ("big gin", "big-gin", "biggin"):  # internal
            return BigGin(melds)
        head, _, rest = t.partition(" ")
        try:
            if head in ("knock", "k") and rest:
                return Knock(parse_card(rest), melds)
            if head in ("gin", "g") and rest:
                return Gin(parse_card(rest), melds)
        except NotationError:
            pass
        raise NotationError(T.BAD_ACTION.format(text=text))

    def _plain_if_default(self, action: Knock | Gin | BigGin) -> Action:
        """The action without melds when they are the ones laid down anyway, so a typed
        arrangement reads as the legal action it means."""
        if self.phase_code != _DISCARD or action.melds is None:
            return action
        hand = self.hands[self.turn]
        if not isinstance(action, BigGin):
            i = INDEX.get(Card(action.card.suit, action.card.rank))
            if i is None or not hand >> i & 1:
                return action
            hand ^= 1 << i
        try:
            masks = [cards_mask(m) for m in action.melds]
        except KeyError:
            return action
        if order_melds(masks) == best_arrangement(hand).melds:
            return replace(action, melds=None)
        return action

    def _best_option(self) -> int:
        """The defender's layoff that leaves the least deadwood (fewest cards among equals)."""
        out = self.out
        assert out is not None
        hand = self.hands[self.turn]
        return min(out.options, key=lambda m: (min_deadwood(hand & ~m), m.bit_count(),
                                               mask_indices(m)))

    def format_action(self, action: Action) -> str:
        return str(action)


def _order(c: Card) -> int:
    return INDEX.get(Card(c.suit, c.rank), 99)


_MELDS_WORD = re.compile(r"\s+melds?\s+|\s+melds?$")
_MELD_SEPARATOR = re.compile(r"\s*[/|·;]\s*")


def _split_melds(t: str, text: str) -> tuple[str, Melds | None]:
    """``knock ♥7 melds ♠J ♠Q ♠K / ♥9 ♦9 ♣9`` -> (``knock ♥7``, the melds); no 'melds': None."""
    found = _MELDS_WORD.search(t)
    if found is None:
        return t, None
    melds: list[tuple[Card, ...]] = []
    for part in _MELD_SEPARATOR.split(t[found.end():].strip()):
        try:
            cards = parse_cards(part)
        except NotationError:
            raise NotationError(T.BAD_MELDS.format(text=text)) from None
        if not cards:
            raise NotationError(T.BAD_MELDS.format(text=text))
        melds.append(tuple(cards))
    return t[:found.start()], tuple(melds)


def new_game(rules: GinRules, seed: int) -> GinState:
    """A new match; the first dealer is P1 and every shuffle derives from ``seed``."""
    return GinState(rules, seed)


def hidden_cards(state: GinState, seat: int) -> frozenset[Card]:
    """The cards ``seat`` may not see now (``GameSpec.hidden_cards``).

    The stock, and the opponent's hand but for the melds it showed going out and the pile cards
    it was seen taking and has not discarded face up since; its going-out discard lies face down
    (a card seen taken is known even there). Once a hand is scored both hands were shown.
    """
    hidden = 0
    for i in state.stock:
        hidden |= 1 << i
    results = state.results
    if state.phase_code == _OVER and results and results[-1].kind != "dead":
        return frozenset(mask_cards(hidden))
    other = 1 - seat
    seen = 0
    for s, i, took in state.history:
        if s == other:
            seen = seen | (1 << i) if took else seen & ~(1 << i)
    unseen = state.hands[other]
    out = state.out
    if out is not None and out.seat == other:
        for m in out.arrangement.melds:
            unseen &= ~m
        unseen &= ~out.arrangement.deadwood
        if out.discard >= 0:
            unseen |= 1 << out.discard
    return frozenset(mask_cards(hidden | unseen & ~seen))


def opening_events(state: GinState) -> tuple[HandDealt]:
    """The first hand's deal (``GameSpec.opening``)."""
    return (HandDealt(state.hand_no + 1, state.dealer),)


def event_scores(event: object) -> tuple[int, int] | None:
    """What an event adds to each player's match total (``GameSpec.scores``): a hand's points,
    and the match bonuses at the end."""
    if isinstance(event, HandScored):
        return event.result.score
    if isinstance(event, MatchOver) and event.reached:
        return event.bonuses
    return None


def _other_melds(left: int) -> list[Melds]:
    """The melds of every arrangement of ``left`` that leaves the least deadwood, but for the
    one laid down by default."""
    return [tuple(mask_cards(m) for m in melds) for melds in arrangement_choices(left)[1:]]


def _describe(hand: int, melds: tuple[int, ...]) -> str:
    """One arrangement of ``hand`` in words, e.g. ``♠A ♠2 ♠3 · ♥9 ♦9 ♣9; deadwood ♣4 (4)``."""
    melded = 0
    for m in melds:
        melded |= m
    return Arrangement(melds, hand & ~melded).describe()
