"""The Klaverjassen engine: a 16-deal match for four players in two teams.

Hands are 32-bit masks (card index ``suit * 8 + rank - 7``) so that legality and scoring are a few
table look-ups; explanations are built only when a move is refused or an event is described.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from ...actions import typed_action
from ...cards import PIQUET_RANKS, SUITS, Card, Rank, Suit, format_card, parse_card, parse_suit
from ...errors import IllegalActionError, NotationError
from ...game import DETAIL, RESULT, TRICK
from ...seats import partner, seat_name, team_of
from ..common import CardEvent, MatchEnd, make_cards_mask, make_mask_cards
from ..common import bit_indices as bit_indices  # the solver and the bots import it from here
from . import text as T
from .rules import (
    DEAL_CARD_POINTS,
    FOUR_JACKS_OPTION,
    FOUR_OF_A_KIND,
    LAST_TRICK,
    PIT_BONUS,
    PLAIN_ORDER,
    PLAIN_POINTS,
    ROW3,
    ROW4,
    STUK,
    TRUMP_ORDER,
    TRUMP_POINTS,
    KlaverjasRules,
    PlayRule,
    TrumpMethod,
)

PLAYERS = 4
TRICKS = 8

#: The 32 cards by index: ``CARDS[suit * 8 + rank - 7]``.
CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in PIQUET_RANKS)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
SUIT_MASK: tuple[int, ...] = tuple(0xFF << (8 * s) for s in range(4))
FULL_MASK = (1 << 32) - 1
_JACK_BIT = Rank.JACK - 7
_QUEEN, _KING = Rank.QUEEN - 7, Rank.KING - 7

#: ``mask_cards(mask)``: the cards of a mask in index order (suits ♠ ♥ ♦ ♣, low rank first).
mask_cards = make_mask_cards(CARDS)
#: ``cards_mask(cards)``: the mask of some cards.
cards_mask = make_cards_mask(INDEX)


def _row_roem(b: int) -> int:
    """Roem for the cards of one suit in a trick (8-bit mask in natural order)."""
    best = 0
    run = 0
    for r in range(8):
        run = run + 1 if b >> r & 1 else 0
        if run >= 4:
            best = ROW4
        elif run == 3:
            best = max(best, ROW3)
    return best


_ROW_ROEM: tuple[int, ...] = tuple(_row_roem(b) for b in range(256))


class Tables:
    """Per-trump look-up tables: trick power, points, higher trumps, trick values."""

    __slots__ = ("_values", "four_jacks", "higher", "points", "power", "stuk", "tmask", "trump")

    def __init__(self, trump: int, four_jacks_200: bool) -> None:
        self.trump = trump
        self.four_jacks = four_jacks_200
        self.tmask = SUIT_MASK[trump]
        plain_pw = {r: 8 - i for i, r in enumerate(PLAIN_ORDER)}
        trump_pw = {r: 24 - i for i, r in enumerate(TRUMP_ORDER)}
        self.power = [trump_pw[c.rank] if c.suit.value == trump else plain_pw[c.rank]
                      for c in CARDS]
        self.points = [TRUMP_POINTS[c.rank] if c.suit.value == trump else PLAIN_POINTS[c.rank]
                       for c in CARDS]
        self.higher = [0] * 32
        for i in range(32):
            for j in range(32):
                if i >> 3 == j >> 3 and self.power[j] > self.power[i]:
                    self.higher[i] |= 1 << j
        self.stuk = (1 << (8 * trump + _QUEEN)) | (1 << (8 * trump + _KING))
        self._values: dict[int, tuple[int, int]] = {}

    def roem(self, m: int) -> int:
        """Roem of the cards in mask ``m`` (one trick)."""
        r = (_ROW_ROEM[m & 0xFF] + _ROW_ROEM[(m >> 8) & 0xFF] + _ROW_ROEM[(m >> 16) & 0xFF]
             + _ROW_ROEM[m >> 24])
        if m & self.stuk == self.stuk:
            r += STUK
        four = m & (m >> 8) & (m >> 16) & (m >> 24) & 0xFF
        if four:
            jacks = self.four_jacks and four >> _JACK_BIT & 1
            r += FOUR_JACKS_OPTION if jacks else FOUR_OF_A_KIND
        return r

    def value(self, m: int) -> tuple[int, int]:
        """(card points, roem) of a trick mask, memoised."""
        v = self._values.get(m)
        if v is None:
            pts = 0
            x = m
            while x:
                b = x & -x
                pts += self.points[b.bit_length() - 1]
                x ^= b
            v = (pts, self.roem(m))
            self._values[m] = v
        return v


_TABLES: dict[tuple[int, bool], Tables] = {}


def tables(trump: Suit | int, four_jacks_200: bool = False) -> Tables:
    """Shared tables for a trump suit (built once)."""
    t = trump.value if isinstance(trump, Suit) else trump
    key = (t, four_jacks_200)
    tb = _TABLES.get(key)
    if tb is None:
        tb = _TABLES[key] = Tables(t, four_jacks_200)
    return tb


@dataclass(frozen=True, slots=True)
class RoemItem:
    """One piece of roem in a trick."""

    kind: str  # "row3", "row4", "stuk", "four"
    cards: tuple[Card, ...]
    points: int

    def describe(self) -> str:
        cards = " ".join(map(str, self.cards))
        if self.kind == "row3":
            return T.EV_ROW3.format(cards=cards)
        if self.kind == "row4":
            return T.EV_ROW4.format(cards=cards)
        if self.kind == "stuk":
            return T.EV_STUK.format(cards=cards)
        return T.EV_FOUR[self.cards[0].rank].format(cards=cards, points=self.points)


def roem_items(cards: Sequence[Card], trump: Suit, four_jacks_200: bool = False) -> list[RoemItem]:
    """The roem in one trick, item by item (rows, stuk, four of a kind)."""
    items: list[RoemItem] = []
    for suit in SUITS:
        ranks = sorted((c.rank for c in cards if c.suit is suit), reverse=True)
        best: list[Rank] = []
        run: list[Rank] = []
        for r in ranks:
            run = [*run, r] if run and run[-1] == r + 1 else [r]
            if len(run) >= 3 and len(run) > len(best):
                best = list(run)
        if len(best) >= 3:
            kind, pts = ("row4", ROW4) if len(best) >= 4 else ("row3", ROW3)
            items.append(RoemItem(kind, tuple(Card(suit, r) for r in best), pts))
    trumps = {c.rank for c in cards if c.suit is trump}
    if Rank.KING in trumps and Rank.QUEEN in trumps:
        items.append(RoemItem("stuk", (Card(trump, Rank.KING), Card(trump, Rank.QUEEN)), STUK))
    if len(cards) == 4 and len({c.rank for c in cards}) == 1:
        rank = cards[0].rank
        pts = FOUR_JACKS_OPTION if (four_jacks_200 and rank is Rank.JACK) else FOUR_OF_A_KIND
        items.append(RoemItem("four", tuple(sorted(cards, key=lambda c: c.suit.value)), pts))
    return items


class Phase(Enum):
    CALL = "call"
    PLAY = "play"
    OVER = "over"


_CALL, _PLAY, _OVER = 0, 1, 2
_PHASES = (Phase.CALL, Phase.PLAY, Phase.OVER)


@dataclass(frozen=True, slots=True)
class TrumpCall:
    """A trump decision: name ``suit`` and go, or pass (``suit is None``)."""

    suit: Suit | None

    def __str__(self) -> str:
        return "pass" if self.suit is None else self.suit.symbol


PASS = TrumpCall(None)
Action = Card | TrumpCall


# ---------------------------------------------------------------------------------------------
# Events


def _seat(s: int) -> str:
    return seat_name(s, PLAYERS)


@dataclass(frozen=True, slots=True)
class DealStarted:
    deal_no: int  # 1-based
    deals: int
    dealer: int
    turned: Card | None

    def describe(self) -> str:
        line = T.EV_DEAL.format(no=self.deal_no, total=self.deals, dealer=_seat(self.dealer),
                                leader=_seat((self.dealer + 1) % 4))
        if self.turned is not None:
            line += " " + T.EV_TURNED.format(card=self.turned, suit=self.turned.suit)
        return line

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal", "deal": self.deal_no, "dealer": _seat(self.dealer),
                "turned": format_card(self.turned) if self.turned else None}


@dataclass(frozen=True, slots=True)
class TrumpCalled:
    seat: int
    suit: Suit | None
    forced: bool

    def describe(self) -> str:
        if self.suit is None:
            return T.EV_PASS.format(seat=_seat(self.seat))
        msg = T.EV_GOES_FORCED if self.forced else T.EV_GOES
        return msg.format(seat=_seat(self.seat), suit=self.suit, dutch=self.suit.dutch)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "call", "seat": _seat(self.seat),
                "suit": None if self.suit is None else self.suit.symbol, "forced": self.forced}


class CardPlayed(CardEvent):
    __slots__ = ()
    level: ClassVar[int] = DETAIL
    type = "card"
    text = T.EV_CARD
    players = PLAYERS


@dataclass(frozen=True, slots=True)
class TrickTaken:
    """A completed trick with its points; the roem breakdown is computed when asked for."""

    level: ClassVar[int] = TRICK
    number: int  # 1-based
    leader: int
    cards: tuple[Card, ...]  # in playing order from the leader
    winner: int
    points: int  # card points, last-trick bonus included
    roem: int
    trump: Suit
    four_jacks_200: bool

    @property
    def roem_items(self) -> list[RoemItem]:
        return roem_items(self.cards, self.trump, self.four_jacks_200)

    @property
    def winning_card(self) -> Card:
        return self.cards[(self.winner - self.leader) % 4]

    def describe(self) -> str:
        items = self.roem_items
        last = self.number == TRICKS
        if items:
            text = T.EV_TRICK_LAST_ROEM if last else T.EV_TRICK_ROEM
        else:
            text = T.EV_TRICK_LAST if last else T.EV_TRICK
        return text.format(no=self.number, leader=_seat(self.leader),
                           cards=" ".join(map(str, self.cards)), winner=_seat(self.winner),
                           card=self.winning_card, team=T.TEAM_NAMES[team_of(self.winner)],
                           points=self.points, roem=T.ROEM_SEP.join(i.describe() for i in items))

    def to_dict(self) -> dict[str, Any]:
        return {"type": "trick", "number": self.number, "leader": _seat(self.leader),
                "cards": [format_card(c) for c in self.cards], "winner": _seat(self.winner),
                "points": self.points, "roem": self.roem,
                "roem_items": [{"kind": i.kind, "cards": [format_card(c) for c in i.cards],
                                "points": i.points} for i in self.roem_items]}


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scoring of one deal, with everything needed to explain it."""

    deal_no: int  # 1-based
    dealer: int
    trump: Suit
    going: int  # seat
    points: tuple[int, int]  # card points per team (N-S, E-W), last trick included
    roem: tuple[int, int]  # roem per team, pit included
    tricks: tuple[int, int]
    pit: int | None  # team with all eight tricks
    nat: bool
    score: tuple[int, int]  # what each team scores for this deal

    @property
    def going_team(self) -> int:
        return team_of(self.going)

    def totals(self) -> tuple[int, int]:
        """Card points + roem per team before the nat rule."""
        return (self.points[0] + self.roem[0], self.points[1] + self.roem[1])

    def describe_lines(self) -> list[str]:
        g = self.going_team
        o = 1 - g
        tot = self.totals()
        lines = [T.EV_TEAM_LINE.format(team=T.TEAM_NAMES[t], points=self.points[t],
                                       roem=self.roem[t], total=tot[t]) for t in (0, 1)]
        if self.pit is not None:
            lines.append(T.EV_PIT.format(team=T.TEAM_NAMES[self.pit]))
        going = f"{_seat(self.going)} ({T.TEAM_NAMES[g]})"
        if self.nat:
            lines.append(T.EV_DEAL_NAT.format(going=going, trump=self.trump, gt=tot[g], ot=tot[o],
                                              other=T.TEAM_NAMES[o], total=self.score[o]))
        else:
            lines.append(T.EV_DEAL_MADE.format(going=going, trump=self.trump, gt=tot[g],
                                               ot=tot[o]))
        return lines

    def to_dict(self) -> dict[str, Any]:
        return {"deal": self.deal_no, "dealer": _seat(self.dealer), "trump": self.trump.symbol,
                "going": _seat(self.going), "points": list(self.points),
                "roem": list(self.roem), "tricks": list(self.tricks),
                "pit": None if self.pit is None else T.TEAM_NAMES[self.pit],
                "nat": self.nat, "score": list(self.score)}


def score_deal(going: int, points: Sequence[int], roem: Sequence[int],
               tricks: Sequence[int]) -> tuple[tuple[int, int], int | None, bool]:
    """(score per team, pit team, nat) from the raw totals of a finished deal.

    ``roem`` must not include the pit bonus yet; it is added here.
    """
    r = list(roem)
    pit = None
    for t in (0, 1):
        if tricks[t] == TRICKS:
            pit = t
            r[t] += PIT_BONUS
    g = team_of(going)
    o = 1 - g
    if points[g] + r[g] > points[o] + r[o]:
        sc = [0, 0]
        sc[g] = points[g] + r[g]
        sc[o] = points[o] + r[o]
        return (sc[0], sc[1]), pit, False
    sc = [0, 0]
    sc[o] = DEAL_CARD_POINTS + r[0] + r[1]
    return (sc[0], sc[1]), pit, True


@dataclass(frozen=True, slots=True)
class DealScored:
    level: ClassVar[int] = RESULT
    result: DealResult
    match: tuple[int, int]

    def describe(self) -> str:
        lines = self.result.describe_lines()
        lines.append(T.EV_DEAL_RESULT.format(no=self.result.deal_no, ns=self.result.score[0],
                                             ew=self.result.score[1], mns=self.match[0],
                                             mew=self.match[1]))
        return "\n".join(lines)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "deal_scored", **self.result.to_dict(), "match": list(self.match)}


@dataclass(frozen=True, slots=True)
class MatchOver(MatchEnd):
    deals: int
    totals: tuple[int, int]

    def describe(self) -> str:
        result = self.result_text(T.EV_MATCH_WIN, T.EV_MATCH_DRAW, T.TEAM_NAMES.__getitem__)
        return T.EV_MATCH.format(self.deals, result=result)

    def to_dict(self) -> dict[str, Any]:
        return {"type": "match_over", **self.result_dict(T.TEAM_NAMES.__getitem__)}


Event = DealStarted | TrumpCalled | CardPlayed | TrickTaken | DealScored | MatchOver


# ---------------------------------------------------------------------------------------------
# Views


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    cards: tuple[Card, ...]
    winner: int


@dataclass(frozen=True)
class KlaverjasView:
    """What one seat may see: its own hand and everything played or said in public."""

    seat: int
    rules: KlaverjasRules
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    deal_no: int  # 1-based
    dealer: int
    turned: Card | None
    calls: tuple[tuple[int, Suit | None], ...]
    trump: Suit | None
    going: int | None
    tricks: tuple[PlayedTrick, ...]
    trick_leader: int
    trick: tuple[Card, ...]
    points: tuple[int, int]
    roem: tuple[int, int]
    match: tuple[int, int]
    results: tuple[DealResult, ...]
    legal_actions: tuple[Action, ...]

    @property
    def players(self) -> int:
        return PLAYERS

    def played_cards(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for c in t.cards) + self.trick


# ---------------------------------------------------------------------------------------------
# State


class KlaverjasState:
    """A Klaverjassen match in progress. Mutable; ``clone`` for copies."""

    __slots__ = (
        "calls",
        "deal_no",
        "dealer",
        "going",
        "hands",
        "high_trump",
        "leader",
        "ntricks",
        "phase_code",
        "points",
        "results",
        "roem",
        "rules",
        "seed",
        "t",
        "totals",
        "trick",
        "tricks",
        "trump",
        "turned",
        "win_power",
        "win_seat",
    )

    def __init__(self, rules: KlaverjasRules, seed: int = 0, *, dealer: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self.totals = [0, 0]
        self.results: list[DealResult] = []
        self.deal_no = 0
        self._deal(dealer)

    # -- construction --------------------------------------------------------------------------

    @classmethod
    def from_hands(cls, rules: KlaverjasRules, hands: Sequence[Sequence[Card]], *, dealer: int = 0,
                   trump: Suit | None = None, going: int | None = None,
                   turned: Card | None = None, seed: int = 0, deal_no: int = 0,
                   totals: tuple[int, int] = (0, 0)) -> KlaverjasState:
        """A deal with the given hands (8 cards each). With ``trump`` set, play starts at once."""
        st = cls.__new__(cls)
        st.rules = rules
        st.seed = seed
        st.totals = list(totals)
        st.results = []
        st.deal_no = deal_no
        st._start_deal(dealer, [cards_mask(h) for h in hands], turned)
        if trump is not None:
            st._fix_trump(trump.value, dealer + 1 if going is None else going)
        return st

    def _deal(self, dealer: int) -> None:
        rng = random.Random(f"klaverjassen:{self.seed}:{self.deal_no}")
        order = list(range(32))
        rng.shuffle(order)
        hands = [0, 0, 0, 0]
        pos = 0
        for packet in (3, 2, 3):
            for k in range(1, 5):
                seat = (dealer + k) % 4
                for i in order[pos:pos + packet]:
                    hands[seat] |= 1 << i
                pos += packet
        spare = [Card(s, r) for s in SUITS for r in Rank if r < Rank.SEVEN]
        rng.shuffle(spare)
        turned = spare[0] if self.rules.trump_method is TrumpMethod.DRAAIEN else None
        self._start_deal(dealer, hands, turned)

    def _start_deal(self, dealer: int, hands: list[int], turned: Card | None) -> None:
        self.dealer = dealer % 4
        self.hands = hands
        self.turned = turned
        self.calls: list[tuple[int, int]] = []
        self.phase_code = _CALL
        self.trump = -1
        self.going = -1
        self.t: Tables | None = None
        self.leader = (self.dealer + 1) % 4
        self.trick: list[int] = []
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []
        self.win_seat = self.leader
        self.win_power = -1
        self.high_trump = -1
        self.points = [0, 0]
        self.roem = [0, 0]
        self.ntricks = [0, 0]

    def clone(self) -> KlaverjasState:
        st = KlaverjasState.__new__(KlaverjasState)
        st.rules = self.rules
        st.seed = self.seed
        st.totals = list(self.totals)
        st.results = list(self.results)
        st.deal_no = self.deal_no
        st.dealer = self.dealer
        st.hands = list(self.hands)
        st.turned = self.turned
        st.calls = list(self.calls)
        st.phase_code = self.phase_code
        st.trump = self.trump
        st.going = self.going
        st.t = self.t
        st.leader = self.leader
        st.trick = list(self.trick)
        st.tricks = list(self.tricks)
        st.win_seat = self.win_seat
        st.win_power = self.win_power
        st.high_trump = self.high_trump
        st.points = list(self.points)
        st.roem = list(self.roem)
        st.ntricks = list(self.ntricks)
        return st

    # -- protocol ------------------------------------------------------------------------------

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def phase(self) -> Phase:
        return _PHASES[self.phase_code]

    @property
    def trump_suit(self) -> Suit | None:
        return None if self.trump < 0 else SUITS[self.trump]

    def to_move(self) -> int | None:
        if self.phase_code == _PLAY:
            return (self.leader + len(self.trick)) % 4
        if self.phase_code == _CALL:
            return self._caller()
        return None

    def is_terminal(self) -> bool:
        return self.phase_code == _OVER

    def returns(self) -> tuple[int, ...]:
        a, b = self.totals
        return (a, b, a, b)

    def legal_actions(self) -> tuple[Action, ...]:
        if self.phase_code == _PLAY:
            return mask_cards(self.legal_mask())
        if self.phase_code == _CALL:
            return tuple(PASS if s < 0 else TrumpCall(SUITS[s]) for s in self._call_options())
        return ()

    def legal_mask(self) -> int:
        """The legal cards for the player to move, as a mask (play phase only)."""
        seat = (self.leader + len(self.trick)) % 4
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            return hand
        t = self.t
        assert t is not None
        led = trick[0] >> 3
        follow = hand & SUIT_MASK[led]
        if follow:
            if led != self.trump:
                return follow
            return (follow & t.higher[self.high_trump]) or follow
        trumps = hand & t.tmask
        if not trumps:
            return hand
        ht = self.high_trump
        over = trumps & t.higher[ht] if ht >= 0 else trumps
        if self.rules.play is PlayRule.ROTTERDAM:
            return over or trumps
        others = hand & ~t.tmask
        if self.win_seat == (seat + 2) & 3:
            # Partner winning: anything, but a trump must beat the trick's trumps.
            return (others | over) if others else hand
        # Opponent winning: trump, overtrump if you can; never undertrump while you hold a card
        # of another suit.
        return over or others or hand

    def check(self, action: Action) -> None:
        if self.phase_code == _OVER:
            raise IllegalActionError(T.GAME_OVER, rule="over", action=action)
        if isinstance(action, TrumpCall):
            self._check_call(action)
            return
        if not isinstance(action, Card):
            raise IllegalActionError(T.NOT_AN_ACTION.format(action=action), action=action)
        if self.phase_code == _CALL:
            raise IllegalActionError(T.CALL_PHASE.format(what=self._call_prompt().lower()),
                                     rule="call-first", action=action)
        i = INDEX.get(action)
        if i is None:
            raise IllegalActionError(T.NOT_IN_PACK.format(card=action), rule="pack",
                                     action=action)
        if not self.legal_mask() >> i & 1:
            rule, msg = self.explain_illegal(i)
            raise IllegalActionError(msg, rule=rule, action=action)

    def apply(self, action: Action) -> list[Event]:
        if self.phase_code == _PLAY and type(action) is Card:
            i = INDEX.get(action)
            if i is not None and self.legal_mask() >> i & 1:
                return self.play_index(i)
        self.check(action)
        assert isinstance(action, TrumpCall)
        return self._call(action)

    def view(self, player: int) -> KlaverjasView:
        to_move = self.to_move()
        return KlaverjasView(
            seat=player, rules=self.rules, phase=self.phase, to_move=to_move,
            hand=mask_cards(self.hands[player]),
            hand_sizes=(self.hands[0].bit_count(), self.hands[1].bit_count(),
                        self.hands[2].bit_count(), self.hands[3].bit_count()),
            deal_no=self.deal_no + 1, dealer=self.dealer, turned=self.turned,
            calls=tuple((s, None if x < 0 else SUITS[x]) for s, x in self.calls),
            trump=self.trump_suit, going=None if self.going < 0 else self.going,
            tricks=tuple(PlayedTrick(ld, tuple(CARDS[i] for i in cs), w)
                         for ld, cs, w in self.tricks),
            trick_leader=self.leader, trick=tuple(CARDS[i] for i in self.trick),
            points=(self.points[0], self.points[1]), roem=(self.roem[0], self.roem[1]),
            match=(self.totals[0], self.totals[1]), results=tuple(self.results),
            legal_actions=self.legal_actions() if to_move == player else ())

    def parse_action(self, text: str) -> Action:
        text = typed_action(text, T.ACTION_FORMS)  # the reader's words, in any language
        t = text.strip().lower()
        if t in ("pass", "p", "past"):
            return PASS
        if t in ("go", "ga", "gaan") and self.turned is not None:
            return TrumpCall(self.turned.suit)
        try:
            return parse_card(text)
        except NotationError:
            pass
        try:
            return TrumpCall(parse_suit(text))
        except NotationError:
            raise NotationError(T.BAD_ACTION.format(text=text)) from None

    def format_action(self, action: Action) -> str:
        """The canonical text (the card's English letters, as records store it)."""
        return format_card(action) if isinstance(action, Card) else str(action)

    # -- trump decision ------------------------------------------------------------------------

    def _forced(self) -> bool:
        return len(self.calls) >= 4

    def _caller(self) -> int:
        if self._forced():
            return (self.dealer + 1) % 4
        return (self.dealer + 1 + len(self.calls)) % 4

    def _call_options(self) -> list[int]:
        method = self.rules.trump_method
        if method is TrumpMethod.VERPLICHT:
            return [0, 1, 2, 3]
        if method is TrumpMethod.DRAAIEN:
            assert self.turned is not None
            ts = self.turned.suit.value
            if self._forced():
                return [s for s in range(4) if s != ts]
            return [ts, -1]
        return [0, 1, 2, 3] if self._forced() else [0, 1, 2, 3, -1]

    def _call_prompt(self) -> str:
        method = self.rules.trump_method
        turned = self.turned.suit if self.turned is not None else ""
        if method is TrumpMethod.VERPLICHT:
            return str(T.CALL_VERPLICHT)
        if method is TrumpMethod.DRAAIEN:
            return (T.CALL_DRAAIEN_FORCED if self._forced() else T.CALL_DRAAIEN).format(
                turned=turned)
        return str(T.CALL_MAKEN_FORCED) if self._forced() else str(T.CALL_MAKEN)

    def call_prompt(self) -> str:
        """What the player to move must decide about trump."""
        return self._call_prompt()

    def _check_call(self, call: TrumpCall) -> None:
        if self.phase_code != _CALL:
            raise IllegalActionError(T.CALL_IN_PLAY.format(trump=self.trump_suit), rule="play",
                                     action=call)
        options = self._call_options()
        code = -1 if call.suit is None else call.suit.value
        if code in options:
            return
        prompt = self._call_prompt()
        if call.suit is None:
            raise IllegalActionError(T.CANNOT_PASS.format(why=prompt.lower()), rule="must-go",
                                     action=call)
        turned = self.turned.suit if self.turned is not None else ""
        if self._forced():
            raise IllegalActionError(T.NOT_TURNED.format(turned=turned), rule="draaien-forced",
                                     action=call)
        raise IllegalActionError(T.ONLY_TURNED.format(turned=turned), rule="draaien",
                                 action=call)

    def _call(self, call: TrumpCall) -> list[Event]:
        seat = self._caller()
        forced = self._forced()
        if call.suit is None:
            self.calls.append((seat, -1))
            return [TrumpCalled(seat, None, False)]
        self.calls.append((seat, call.suit.value))
        self._fix_trump(call.suit.value, seat)
        return [TrumpCalled(seat, call.suit, forced)]

    def _fix_trump(self, trump: int, going: int) -> None:
        self.trump = trump
        self.going = going % 4
        self.t = tables(trump, self.rules.four_jacks_200)
        self.phase_code = _PLAY

    # -- card play -----------------------------------------------------------------------------

    def play_index(self, i: int) -> list[Event]:
        """Play card index ``i`` for the player to move; legality is the caller's business."""
        t = self.t
        assert t is not None
        trick = self.trick
        seat = (self.leader + len(trick)) % 4
        self.hands[seat] ^= 1 << i
        suit = i >> 3
        if suit == self.trump:
            p = t.power[i]
            if self.high_trump < 0 or p > t.power[self.high_trump]:
                self.high_trump = i
        elif not trick or suit == trick[0] >> 3:
            p = t.power[i]
        else:
            p = -1
        if p > self.win_power:
            self.win_power = p
            self.win_seat = seat
        trick.append(i)
        events: list[Event] = [CardPlayed(seat, CARDS[i])]
        if len(trick) == 4:
            events.extend(self._finish_trick())
        return events

    def _finish_trick(self) -> list[Event]:
        t = self.t
        assert t is not None
        cards = self.trick
        m = (1 << cards[0]) | (1 << cards[1]) | (1 << cards[2]) | (1 << cards[3])
        pts, roem = t.value(m)
        number = len(self.tricks) + 1
        if number == TRICKS:
            pts += LAST_TRICK
        w = self.win_seat
        team = w & 1
        self.points[team] += pts
        self.roem[team] += roem
        self.ntricks[team] += 1
        self.tricks.append((self.leader, tuple(cards), w))
        events: list[Event] = [TrickTaken(number, self.leader, tuple(CARDS[i] for i in cards), w,
                                          pts, roem, SUITS[self.trump], t.four_jacks)]
        self.leader = w
        self.trick = []
        self.win_seat = w
        self.win_power = -1
        self.high_trump = -1
        if number == TRICKS:
            events.extend(self._score())
        return events

    def _score(self) -> list[Event]:
        score, pit, nat = score_deal(self.going, self.points, self.roem, self.ntricks)
        roem = list(self.roem)
        if pit is not None:
            roem[pit] += PIT_BONUS
        result = DealResult(self.deal_no + 1, self.dealer, SUITS[self.trump], self.going,
                            (self.points[0], self.points[1]), (roem[0], roem[1]),
                            (self.ntricks[0], self.ntricks[1]), pit, nat, score)
        self.results.append(result)
        self.totals[0] += score[0]
        self.totals[1] += score[1]
        events: list[Event] = [DealScored(result, (self.totals[0], self.totals[1]))]
        self.deal_no += 1
        if self.deal_no >= self.rules.deals:
            self.phase_code = _OVER
            events.append(MatchOver(self.rules.deals, (self.totals[0], self.totals[1])))
        else:
            self._deal((self.dealer + 1) % 4)
            events.append(DealStarted(self.deal_no + 1, self.rules.deals, self.dealer,
                                      self.turned))
        return events

    # -- explanations --------------------------------------------------------------------------

    def explain_illegal(self, i: int) -> tuple[str, str]:
        """(rule id, explanation) for why card index ``i`` may not be played now."""
        seat = (self.leader + len(self.trick)) % 4
        hand = self.hands[seat]
        card = CARDS[i]
        if not hand >> i & 1:
            return "not-held", T.NOT_HELD.format(card=card)
        t = self.t
        assert t is not None and self.trick
        led = self.trick[0] >> 3
        led_suit = SUITS[led]
        legal = self.legal_mask()

        def show(m: int) -> str:
            return " ".join(str(c) for c in _display(mask_cards(m)))

        follow = hand & SUIT_MASK[led]
        high = CARDS[self.high_trump] if self.high_trump >= 0 else None
        if follow and not follow >> i & 1:
            return "follow", T.MUST_FOLLOW.format(led=led_suit, cards=show(follow))
        if follow and led == self.trump:
            return "overtrump-led", T.TRUMP_LED_OVER.format(over=show(legal), high=high)
        trumps = hand & t.tmask
        partner_wins = self.win_seat == partner(seat)
        if self.rules.play is PlayRule.ROTTERDAM:
            if high is None:
                msg = T.ROT_MUST_TRUMP_PARTNER if partner_wins else T.ROT_MUST_TRUMP
                return "must-trump", msg.format(led=led_suit, cards=show(trumps))
            over = trumps & t.higher[self.high_trump]
            if over:
                return "must-overtrump", T.ROT_MUST_OVER.format(led=led_suit, high=high,
                                                                over=show(over))
            return "must-undertrump", T.ROT_MUST_UNDER.format(led=led_suit, high=high,
                                                              cards=show(trumps))
        winner = seat_name(self.win_seat, PLAYERS, long=True)
        others = show(hand & ~t.tmask)
        if partner_wins:
            # Only a trump lower than the partner's can be refused, so the trick holds a trump.
            assert high is not None
            over = trumps & t.higher[self.high_trump]
            msg = T.AMS_PARTNER_NO_UNDER_OVER if over else T.AMS_PARTNER_NO_UNDER
            return "no-undertrump", msg.format(high=high, winner=winner, over=show(over),
                                               cards=others)
        if high is None:
            return "must-trump", T.AMS_MUST_TRUMP.format(led=led_suit, winner=winner,
                                                         cards=show(trumps))
        over = trumps & t.higher[self.high_trump]
        if over:
            return "must-overtrump", T.AMS_MUST_OVER.format(led=led_suit, high=high,
                                                            winner=winner, over=show(over))
        return "no-undertrump", T.AMS_OPPONENT_NO_UNDER.format(high=high, winner=winner,
                                                               cards=others)


def _display(cards: Sequence[Card]) -> list[Card]:
    """Highest first within a suit for explanations."""
    return sorted(cards, key=lambda c: (c.suit.value, -c.rank))


def new_game(rules: KlaverjasRules, seed: int) -> KlaverjasState:
    """A new match; every deal's shuffle derives from ``seed``."""
    return KlaverjasState(rules, seed)


def hidden_cards(state: KlaverjasState, seat: int) -> frozenset[Card]:
    """The cards ``seat`` may not see now: the other three hands (``GameSpec.hidden_cards``)."""
    others = 0
    for s in range(PLAYERS):
        if s != seat:
            others |= state.hands[s]
    return frozenset(mask_cards(others))


def event_scores(event: object) -> tuple[int, int] | None:
    """What an event adds to each team's match total (``GameSpec.scores``)."""
    return event.result.score if isinstance(event, DealScored) else None
