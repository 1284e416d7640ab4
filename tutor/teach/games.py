"""What lessons and puzzles need from a game, beyond the protocol: one adapter per game.

An adapter builds a state from position text, draws a ``TableView`` of it, counts a trick or a
deal, and answers the engine questions a multiple-choice step can be checked against. Every number
and verdict comes from the engine (its events, tables and scoring function); the adapter only
selects and phrases. Games without a full adapter get the generic one: positions, ``play`` and
``legal`` steps work for every game with a position notation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from ..cards import Card, Suit, format_cards, parse_cards, parse_suit, sort_hand
from ..errors import NotationError
from ..game import GameSpec, GameState, can
from ..games.klaverjas import engine as kj
from ..games.klaverjas.notation import parse_position
from ..games.klaverjas.rules import DEAL_CARD_POINTS, LAST_TRICK, PIT_BONUS, KlaverjasRules
from ..registry import get_spec
from ..seats import COMPASS, COMPASS_LONG, parse_seat, seat_name
from . import text as T
from .blocks import Field
from .problems import StepError
from .table import Played, SeatHand, TableView

#: Keys that turn a ``score`` or ``choice`` block into a short form without a position.
SHORT_FORM_KEYS = frozenset({"cards", "points", "roem", "tricks", "last"})


@dataclass(frozen=True, slots=True)
class Count:
    """What the engine counts for a trick or a deal.

    ``values`` holds the quantities a learner may be asked: ``points`` and ``roem`` for a trick,
    ``N-S`` and ``E-W`` (each team's score) for a deal.
    """

    values: Mapping[str, int]
    breakdown: str
    winner: str | None = None
    winning_card: Card | None = None
    nat: bool | None = None
    pit: bool | None = None
    #: The default question for a score step ("" for the usual trick or deal question).
    question: str = ""
    #: Game-specific facts behind the count, for choice checks (Gin: the scored hand).
    detail: Any = None


@dataclass
class QueryContext:
    """What a choice check may ask the engine about: a position and/or the count fields."""

    adapter: Adapter
    state: Any | None
    fields: Mapping[str, Field]
    rules: Any
    options: tuple[str, ...] = ()
    _count: Count | None = field(default=None, repr=False)

    def count(self) -> Count:
        if self._count is None:
            self._count = self.adapter.count(self.state, self.fields, self.rules)
        return self._count


class Adapter(Protocol):
    spec: GameSpec
    #: The names a ``check:`` line may use in a choice block.
    queries: tuple[str, ...]
    #: The checks that count a trick or a deal (and so read ``count:``, ``cards:`` ...).
    count_queries: frozenset[str]

    @property
    def seats(self) -> tuple[str, ...]: ...

    def parse_seat(self, text: str) -> int: ...

    def is_position_key(self, key: str) -> bool: ...

    def build(self, text: str, rules: Any) -> GameState[Any]:
        """The state of a position text; raises ``NotationError`` (line relative to ``text``)."""
        ...

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        """The position seen from ``viewer``; ``conceal`` leaves out facts a question asks for:
        ``winner`` (of the trick shown), ``to-move``, ``points`` (the running count)."""
        ...

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        """Count a trick or a deal; raises ``StepError``."""
        ...

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        """Whether an option is true for the engine; raises ``StepError``."""
        ...

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        """The engine's own account behind a check, shown once the learner has answered."""
        ...


# ---------------------------------------------------------------------------------------------
# Generic: any game with a position notation


class GenericAdapter:
    """Positions, ``play`` and ``legal`` for any game whose spec reads positions."""

    queries: tuple[str, ...] = ("legal", "to-move")
    count_queries: frozenset[str] = frozenset()

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        n = max(self.spec.players)
        return tuple(seat_name(s, n) for s in range(n))

    def parse_seat(self, text: str) -> int:
        return parse_seat(text, max(self.spec.players))

    def is_position_key(self, key: str) -> bool:
        return True

    def build(self, text: str, rules: Any) -> GameState[Any]:
        if self.spec.from_position is None:
            raise NotationError(T.NO_POSITIONS.format(game=self.spec.name))
        return self.spec.from_position(text, rules)

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        n = state.players
        mover = None if "to-move" in conceal else state.to_move()
        seats = []
        for s in range(n):
            hand = tuple(getattr(state.view(s), "hand", ()))
            marks = _marks(s == mover, s == viewer)
            seats.append(SeatHand(seat_name(s, n), seat_name(s, n, long=True),
                                  () if s in hidden else tuple(sort_hand(hand)), s in hidden,
                                  len(hand), marks))
        return TableView(self.spec.id, seat_name(viewer, n), tuple(seats), (), False, None, None,
                         None if mover is None else seat_name(mover, n), ())

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        raise StepError(T.NO_COUNTING.format(game=self.spec.name))

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        return _common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        return _common_explain(self, name, ctx)


def _marks(to_move: bool, you: bool, dealer: bool = False, goes: bool = False) -> tuple[str, ...]:
    flags = ((dealer, T.MARK_DEALER), (goes, T.MARK_GOES), (to_move, T.MARK_TO_MOVE),
             (you, T.MARK_YOU))
    return tuple(text for on, text in flags if on)


def _common_query(adapter: Adapter, name: str, ctx: QueryContext, option: str) -> bool:
    state = ctx.state
    if state is None:
        raise StepError(T.QUERY_NEEDS_POSITION.format(check=name))
    if name == "legal":
        if state.to_move() is None:
            raise StepError(T.NOBODY_TO_MOVE)
        try:
            action = state.parse_action(option)
        except NotationError as e:
            raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
        return can(state, action)
    if name == "to-move":
        try:
            seat = adapter.parse_seat(option)
        except NotationError as e:
            raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
        return bool(state.to_move() == seat)
    raise StepError(T.UNKNOWN_CHECK.format(check=name, known=", ".join(adapter.queries)))


def _common_explain(adapter: Adapter, name: str, ctx: QueryContext) -> str:
    if name == "to-move" and ctx.state is not None and ctx.state.to_move() is not None:
        return T.NOTE_TO_MOVE.format(seat=adapter.seats[ctx.state.to_move()])
    return ""


# ---------------------------------------------------------------------------------------------
# Klaverjassen


_KJ_KEYS = frozenset({"rules", "deal", "score", "dealer", "turned", "calls", "trump", "goes"})
_YES = frozenset({"yes", "y", "true", "nat"})
_NO = frozenset({"no", "n", "false", "made"})


class KlaverjasAdapter:
    queries: tuple[str, ...] = ("legal", "to-move", "winner", "points", "roem", "nat", "pit",
                                "higher")
    count_queries: frozenset[str] = frozenset({"winner", "points", "roem", "nat", "pit"})

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        return COMPASS

    def parse_seat(self, text: str) -> int:
        return parse_seat(text, 4)

    def is_position_key(self, key: str) -> bool:
        low = " ".join(key.lower().split())
        if low in _KJ_KEYS or key.upper() in COMPASS:
            return True
        return low.startswith("trick") and low[5:].strip().isdigit()

    def build(self, text: str, rules: Any) -> kj.KlaverjasState:
        # A finished deal ends its match here, so it stays on the table to be counted.
        return parse_position(text, rules, finished_deal_ends_match=True)

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        assert isinstance(state, kj.KlaverjasState)
        v = state.view(viewer)
        to_move = None if "to-move" in conceal else v.to_move
        seats = []
        for s in range(4):
            hand = state.view(s).hand
            marks = _marks(to_move == s, s == viewer, s == v.dealer, v.going == s)
            seats.append(SeatHand(COMPASS[s], COMPASS_LONG[s],
                                  () if s in hidden else tuple(sort_hand(hand)), s in hidden,
                                  len(hand), marks))
        complete = False
        winner = None
        if v.trick:
            trick = tuple(Played(COMPASS[(v.trick_leader + j) % 4], c)
                          for j, c in enumerate(v.trick))
        elif v.tricks:
            last = v.tricks[-1]
            trick = tuple(Played(COMPASS[(last.leader + j) % 4], c)
                          for j, c in enumerate(last.cards))
            complete = True
            winner = None if "winner" in conceal else COMPASS[last.winner]
        else:
            trick = ()
        mover = None if to_move is None else COMPASS[to_move]
        return TableView(self.spec.id, COMPASS[viewer], tuple(seats), trick, complete, winner,
                         v.trump, mover, self._facts(state, "points" in conceal))

    def _facts(self, state: kj.KlaverjasState, quiet: bool) -> tuple[str, ...]:
        v = state.view(0)
        r = state.rules
        facts = [T.KJ_FACT_RULES.format(play=r.play.value.capitalize(),
                                        method=r.trump_method.value)]
        if v.turned is not None:
            facts.append(T.KJ_FACT_TURNED.format(card=v.turned))
        if v.trump is not None and v.going is not None:
            facts.append(T.KJ_FACT_TRUMP.format(suit=v.trump, dutch=v.trump.dutch,
                                                seat=COMPASS_LONG[v.going]))
        elif v.calls:
            calls = ", ".join(f"{COMPASS[s]} {T.KJ_PASS if x is None else x}" for s, x in v.calls)
            facts.append(T.KJ_FACT_CALLS.format(calls=calls))
        if v.tricks and not quiet:
            tricks = [sum(1 for t in v.tricks if t.winner % 2 == team) for team in (0, 1)]
            facts.append(T.KJ_FACT_SO_FAR.format(n=len(v.tricks), ns=v.points[0], nsr=v.roem[0],
                                                 nst=tricks[0], ew=v.points[1], ewr=v.roem[1],
                                                 ewt=tricks[1]))
        if any(v.match) and not v.results:
            facts.append(T.KJ_FACT_MATCH.format(ns=v.match[0], ew=v.match[1]))
        return tuple(facts)

    # -- counting --------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if "cards" in fields:
            return self._count_cards(fields, rules)
        if "points" in fields:
            return self._count_totals(fields)
        if state is None:
            raise StepError(T.COUNT_NEEDS_WHAT)
        assert isinstance(state, kj.KlaverjasState)
        which = fields.get("count")
        events = deal_events(state)
        tricks = [e for e in events if isinstance(e, kj.TrickTaken)]
        text = " ".join(which.value.lower().split()) if which else ""
        line = which.line if which else None
        if text == "deal":
            scored = [e for e in events if isinstance(e, kj.DealScored)]
            if not scored:
                raise StepError(T.COUNT_DEAL_UNFINISHED.format(n=len(tricks)), line)
            res = scored[-1].result
            return Count({"N-S": res.score[0], "E-W": res.score[1]},
                         "\n".join(res.describe_lines()), nat=res.nat, pit=res.pit is not None)
        if text in ("", "last trick"):
            if not tricks:
                raise StepError(T.COUNT_NO_TRICK, line)
            taken = tricks[-1]
        elif text.startswith("trick") and text[5:].strip().isdigit():
            n = int(text[5:])
            if not 1 <= n <= len(tricks):
                raise StepError(T.COUNT_TRICK_MISSING.format(n=n, done=len(tricks)), line)
            taken = tricks[n - 1]
        else:
            raise StepError(T.COUNT_BAD.format(value=which.value if which else ""), line)
        return Count({"points": taken.points, "roem": taken.roem}, taken.describe(),
                     winner=COMPASS[taken.winner], winning_card=taken.winning_card)

    def _count_cards(self, fields: Mapping[str, Field], rules: Any) -> Count:
        _only(fields, {"cards", "trump", "last", "count"}, T.SHORT_TRICK_KEYS)
        f = fields["cards"]
        try:
            cards = parse_cards(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards):
            raise StepError(T.SHORT_TRICK_CARDS, f.line)
        for c in cards:
            if c not in kj.INDEX:
                raise StepError(T.KJ_NOT_IN_PACK.format(card=c), f.line)
        trump = _suit_field(fields, "trump", f.line)
        last = _yes_no(fields["last"]) if "last" in fields else False
        four_jacks = bool(getattr(rules, "four_jacks_200", False))
        pts, roem = kj.tables(trump, four_jacks).value(kj.cards_mask(cards))
        if last:
            pts += LAST_TRICK
        items = kj.roem_items(cards, trump, four_jacks)
        parts = [T.SHORT_TRICK_POINTS.format(cards=format_cards(cards), trump=trump,
                                             points=pts, last=T.SHORT_LAST if last else "")]
        parts.append(T.SHORT_ROEM.format(items=", ".join(i.describe() for i in items))
                     if items else T.SHORT_NO_ROEM)
        return Count({"points": pts, "roem": roem}, " ".join(parts))

    def _count_totals(self, fields: Mapping[str, Field]) -> Count:
        _only(fields, {"points", "roem", "tricks", "goes", "trump", "count"}, T.SHORT_DEAL_KEYS)
        pf = fields["points"]
        points = _pair(pf)
        roem = _pair(fields["roem"]) if "roem" in fields else (0, 0)
        if sum(points) != DEAL_CARD_POINTS:
            raise StepError(T.SHORT_DEAL_SUM.format(a=points[0], b=points[1]), pf.line)
        if any(r % 10 for r in roem):
            raise StepError(T.SHORT_DEAL_ROEM, fields["roem"].line)
        if "tricks" in fields:
            tricks = _pair(fields["tricks"])
            if sum(tricks) != kj.TRICKS:
                raise StepError(T.SHORT_DEAL_TRICKS, fields["tricks"].line)
            for team in (0, 1):
                if tricks[team] == 0 and (points[team] or roem[team]):
                    raise StepError(T.SHORT_DEAL_NO_TRICKS, fields["tricks"].line)
        elif 0 in points:
            raise StepError(T.SHORT_DEAL_NEED_TRICKS, pf.line)
        else:
            # Both teams took card points, so both took a trick: no pit. The counts only matter
            # to the engine's pit test.
            tricks = (1, 1)
        if "goes" not in fields:
            raise StepError(T.SHORT_DEAL_NEED.format(key="goes"), pf.line)
        going = _seat_field(fields["goes"])
        trump = _suit_field(fields, "trump", pf.line)
        score, pit, nat = kj.score_deal(going, points, roem, tricks)
        full_roem = list(roem)
        if pit is not None:
            full_roem[pit] += PIT_BONUS
        res = kj.DealResult(1, (going - 1) % 4, trump, going, points,
                            (full_roem[0], full_roem[1]), (tricks[0], tricks[1]), pit, nat, score)
        return Count({"N-S": score[0], "E-W": score[1]}, "\n".join(res.describe_lines()),
                     nat=nat, pit=pit is not None)

    # -- choice checks ---------------------------------------------------------------------

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name in ("points", "roem"):
            value = ctx.count().values.get(name)
            if value is None:
                raise StepError(T.QUERY_NEEDS_TRICK.format(check=name))
            return _int_option(option) == value
        if name in ("nat", "pit"):
            c = ctx.count()
            truth = c.nat if name == "nat" else c.pit
            if truth is None:
                raise StepError(T.QUERY_NEEDS_DEAL.format(check=name))
            return _bool_option(option) == truth
        if name == "winner":
            c = ctx.count()
            if c.winner is None:
                raise StepError(T.QUERY_NEEDS_PLAYED_TRICK)
            try:
                return parse_seat(option, 4) == COMPASS.index(c.winner)
            except NotationError:
                return _card_option(option) == c.winning_card
        if name == "higher":
            return self._higher(ctx, option)
        return _common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        if name in ("points", "roem", "nat", "pit", "winner"):
            return ctx.count().breakdown
        if name == "higher":
            trump, ranked = self._ranked(ctx)
            return T.NOTE_HIGHER.format(order=" > ".join(map(str, ranked)), trump=trump)
        return _common_explain(self, name, ctx)

    def _higher(self, ctx: QueryContext, option: str) -> bool:
        return _card_option(option) == self._ranked(ctx)[1][0]

    def _ranked(self, ctx: QueryContext) -> tuple[Suit, list[Card]]:
        """The trump and the option cards in the engine's trick order, highest first."""
        trump: Suit | None = None
        if ctx.state is not None:
            trump = ctx.state.trump_suit
        if "trump" in ctx.fields:
            trump = _suit_field(ctx.fields, "trump", None)
        if trump is None:
            raise StepError(T.QUERY_HIGHER_TRUMP)
        options = [_card_option(o) for o in ctx.options]
        plain = {c.suit for c in options if c.suit is not trump}
        if len(plain) > 1:
            raise StepError(T.QUERY_HIGHER_SUITS)
        power = kj.tables(trump).power
        return trump, sorted(options, key=lambda c: -power[kj.INDEX[c]])


def _card_option(option: str) -> Card:
    try:
        cards = parse_cards(option)
    except NotationError as e:
        raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
    if len(cards) != 1 or cards[0] not in kj.INDEX:
        raise StepError(T.OPTION_NOT_CARD.format(option=option))
    return cards[0]


def _int_option(option: str) -> int:
    t = option.strip()
    if not t.isdigit():
        raise StepError(T.OPTION_NOT_NUMBER.format(option=option))
    return int(t)


def _bool_option(option: str) -> bool:
    t = option.strip().lower()
    if t in _YES:
        return True
    if t in _NO:
        return False
    raise StepError(T.OPTION_NOT_YES_NO.format(option=option))


def _only(fields: Mapping[str, Field], allowed: set[str], message: str) -> None:
    for name, f in fields.items():
        if name not in allowed and not name.startswith("-"):
            raise StepError(message.format(key=f.key), f.line)


def _pair(f: Field) -> tuple[int, int]:
    parts = f.value.replace(",", " ").replace("-", " ").split()
    if len(parts) != 2 or not all(p.isdigit() for p in parts):
        raise StepError(T.SHORT_PAIR.format(key=f.key, value=f.value), f.line)
    return int(parts[0]), int(parts[1])


def _yes_no(f: Field) -> bool:
    try:
        return _bool_option(f.value)
    except StepError as e:
        raise StepError(e.reason, f.line) from None


def _suit_field(fields: Mapping[str, Field], key: str, line: int | None) -> Suit:
    f = fields.get(key)
    if f is None:
        raise StepError(T.SHORT_DEAL_NEED.format(key=key), line)
    try:
        return parse_suit(f.value)
    except NotationError as e:
        raise StepError(e.message, f.line) from None


def _seat_field(f: Field) -> int:
    try:
        return parse_seat(f.value, 4)
    except NotationError as e:
        raise StepError(e.message, f.line) from None


def deal_events(state: kj.KlaverjasState) -> list[kj.Event]:
    """Every event of the current (or just finished) deal, replayed through the engine.

    The deal is dealt again from the hands held now plus the cards played, and every call and
    card is applied, so trick points, roem and the deal's scoring are the engine's own.
    """
    v = state.view(0)
    finished = state.results[-1] if state.results else None
    hands = [list(state.view(s).hand) for s in range(4)]
    for t in v.tricks:
        for j, c in enumerate(t.cards):
            hands[(t.leader + j) % 4].append(c)
    for j, c in enumerate(v.trick):
        hands[(v.trick_leader + j) % 4].append(c)
    deal_no = finished.deal_no - 1 if finished else v.deal_no - 1
    rules: KlaverjasRules = replace(state.rules, deals=deal_no + 1)
    if v.calls or v.trump is None:
        st = kj.KlaverjasState.from_hands(rules, hands, dealer=v.dealer, turned=v.turned,
                                          deal_no=deal_no)
        for _, suit in v.calls:
            st.apply(kj.TrumpCall(suit))
    else:
        st = kj.KlaverjasState.from_hands(rules, hands, dealer=v.dealer, trump=v.trump,
                                          going=v.going, turned=v.turned, deal_no=deal_no)
    events: list[kj.Event] = []
    for t in v.tricks:
        for c in t.cards:
            events.extend(st.apply(c))
    for c in v.trick:
        events.extend(st.apply(c))
    return events


def _gin_adapter(spec: GameSpec) -> Adapter:
    # Imported here: the Gin adapter builds on this module's helpers.
    from .gin import GinAdapter

    return GinAdapter(spec)


_ADAPTERS: dict[str, Callable[[GameSpec], Adapter]] = {"klaverjassen": KlaverjasAdapter,
                                                       "gin-rummy": _gin_adapter}


def adapter_for(game: str) -> Adapter:
    """The adapter of a game id or alias; raises ``NotationError`` for an unknown game."""
    spec = get_spec(game)
    make = _ADAPTERS.get(spec.id, GenericAdapter)
    return make(spec)

