"""Klaverjassen for lessons and puzzles: the table, tricks and deals counted, choice checks.

Every number comes from the engine: a trick's points and roem from its ``TrickTaken`` event, a
deal's score from its ``DealScored`` event (the deal replayed through the engine), and the short
forms from the engine's tables and scoring function.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...cards import Card, Suit, format_cards, parse_cards
from ...errors import NotationError
from ...game import GameSpec
from ...games.klaverjas import engine as kj
from ...games.klaverjas.notation import parse_position
from ...games.klaverjas.rules import DEAL_CARD_POINTS, LAST_TRICK, PIT_BONUS, KlaverjasRules
from ...games.klaverjas.table import board
from ...numbers import is_int, read_int
from ...seats import COMPASS, parse_seat, seat_name
from .. import text as T
from ..blocks import Field
from ..games import (
    Count,
    QueryContext,
    bool_option,
    card_option,
    common_explain,
    common_query,
    int_option,
    only_keys,
    suit_field,
)
from ..problems import StepError
from ..table import TableView
from . import klaverjas_text as K

if TYPE_CHECKING:
    from ..proof import Proof
    from ..puzzle import Puzzle

_KJ_KEYS = frozenset({"rules", "deal", "score", "dealer", "turned", "calls", "trump", "goes"})
#: Besides yes and no, a nat check reads the words players use (in either language).
_NAT_YES = frozenset({"nat"})
_NAT_NO = frozenset({"made", "gemaakt", "gehaald"})


@dataclass(frozen=True, slots=True)
class DealFacts:
    """What a deal's count knows beyond the scores: was it nat, was there a pit."""

    nat: bool
    pit: bool


class KlaverjasAdapter:
    """Tricks and deals counted, the table with trump and calls, proofs by the solver."""

    queries: tuple[str, ...] = ("legal", "to-move", "winner", "points", "roem", "nat", "pit",
                                "higher")
    count_queries: frozenset[str] = frozenset({"winner", "points", "roem", "nat", "pit"})
    short_form_keys: frozenset[str] = frozenset({"cards", "points", "roem", "tricks", "last"})
    # A bare 'trump:' is a short form too: 'check: higher' reads it.
    short_form_alone: frozenset[str] = frozenset({"trump"})
    check_reads: Mapping[str, frozenset[str]] = {"higher": frozenset({"trump"})}
    score_labels: Mapping[str, str] = {"points": "points", "point": "points", "pts": "points",
                                       "punten": "points", "punt": "points",
                                       "roem": "roem", "n-s": "N-S", "ns": "N-S", "e-w": "E-W",
                                       "ew": "E-W"}
    objectives: tuple[str, ...] = ("result", "difference")

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        return COMPASS

    @property
    def default_viewer(self) -> int:
        return 2  # South, the learner's seat at the table

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        if score:
            return frozenset({"points"})
        if check in ("winner", "to-move"):
            # The winner of a trick is the next to play, so either gives the other away.
            return frozenset({"winner", "to-move", "points"})
        if check in ("points", "roem", "nat", "pit"):
            return frozenset({"points"})
        return frozenset()

    def prove(self, puzzle: Puzzle) -> Proof:
        from .klaverjas_proof import prove_klaverjas

        return prove_klaverjas(puzzle)

    def check_texts(self, state: Any, viewer: int, hidden: frozenset[int],
                    texts: Sequence[str], assumptions: Sequence[str] = ()
                    ) -> list[list[tuple[int, str]]]:
        """Per text, (offset, problem) for each statement about the cards that is false in the
        position or places a card of a face-down hand, and for each word of jargon
        (``klaverjas_facts``)."""
        from .klaverjas_facts import check_texts

        return check_texts(state, viewer, hidden, texts, assumptions)

    def parse_seat(self, text: str) -> int:
        return parse_seat(text, 4)

    def is_position_key(self, key: str) -> bool:
        low = " ".join(key.lower().split())
        if low in _KJ_KEYS or key.upper() in COMPASS:
            return True
        return low.startswith("trick") and is_int(low[5:])

    def build(self, text: str, rules: Any) -> kj.KlaverjasState:
        # A finished deal ends its match here, so it stays on the table to be counted.
        return parse_position(text, rules, finished_deal_ends_match=True)

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        assert isinstance(state, kj.KlaverjasState)
        opened = {s: state.view(s).hand for s in range(4) if s not in hidden}
        # The points so far are a fact line here (with the tricks), not the board's score line.
        shown = board(state.view(viewer), opened, winner="winner" not in conceal,
                      to_move="to-move" not in conceal, points=False)
        return TableView(self.spec.id, shown, self._facts(state, conceal))

    def _facts(self, state: kj.KlaverjasState, conceal: frozenset[str]) -> tuple[str, ...]:
        quiet = "points" in conceal
        v = state.view(0)
        r = state.rules
        facts = [K.KJ_FACT_RULES.format(play=r.play.value.capitalize(),
                                        method=r.trump_method.value)]
        if v.turned is not None and v.trump is not None:  # before, the board shows it
            facts.append(K.KJ_FACT_TURNED.format(card=v.turned))
        if v.trump is not None and v.going is not None:
            facts.append(K.KJ_FACT_TRUMP.format(suit=v.trump, dutch=v.trump.dutch,
                                                seat=seat_name(v.going, 4, long=True)))
        elif v.calls:
            calls = ", ".join(f"{COMPASS[s]} {K.KJ_PASS if x is None else x}" for s, x in v.calls)
            facts.append(K.KJ_FACT_CALLS.format(calls=calls))
        facts.extend(self._tricks(v, quiet, "winner" in conceal))
        if v.tricks and not quiet:
            tricks = [sum(1 for t in v.tricks if t.winner % 2 == team) for team in (0, 1)]
            facts.append(K.KJ_FACT_SO_FAR.format(len(v.tricks), ns=v.points[0], nsr=v.roem[0],
                                                 nst=tricks[0], ew=v.points[1], ewr=v.roem[1],
                                                 ewt=tricks[1]))
        if any(v.match) and not v.results:
            facts.append(K.KJ_FACT_MATCH.format(ns=v.match[0], ew=v.match[1]))
        return tuple(facts)

    def _tricks(self, v: kj.KlaverjasView, quiet: bool, no_winner: bool) -> list[str]:
        """Each trick taken so far: who led, the cards, who won; its points and roem unless a
        question asks for them (and the last one's winner when that is asked)."""
        if v.trump is None:
            return []
        t = kj.tables(v.trump, v.rules.four_jacks_200)
        out = []
        for n, trick in enumerate(v.tricks, start=1):
            cards = " ".join(map(str, trick.cards))
            lead, won = COMPASS[trick.leader], COMPASS[trick.winner]
            if no_winner and n == len(v.tricks):
                out.append(K.KJ_FACT_TRICK_LED.format(n=n, leader=lead, cards=cards))
                continue
            if quiet:
                out.append(K.KJ_FACT_TRICK_QUIET.format(n=n, leader=lead, cards=cards,
                                                        winner=won))
                continue
            points = sum(t.points[kj.INDEX[c]] for c in trick.cards)
            roem = sum(i.points for i in kj.roem_items(trick.cards, v.trump,
                                                       v.rules.four_jacks_200))
            words = K.KJ_FACT_TRICK_ROEM if roem else K.KJ_FACT_TRICK
            out.append(words.format(n=n, leader=lead, cards=cards, winner=won, points=points,
                                    roem=roem))
        return out

    # -- counting --------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if "cards" in fields:
            return self._count_cards(fields, rules)
        if "points" in fields:
            return self._count_totals(fields)
        if state is None:
            raise StepError(str(T.COUNT_NEEDS_WHAT))
        assert isinstance(state, kj.KlaverjasState)
        which = fields.get("count")
        events = deal_events(state)
        tricks = [e for e in events if isinstance(e, kj.TrickTaken)]
        text = " ".join(which.value.lower().split()) if which else ""
        line = which.line if which else None
        if text == "deal":
            scored = [e for e in events if isinstance(e, kj.DealScored)]
            if not scored:
                raise StepError(K.COUNT_DEAL_UNFINISHED.format(n=len(tricks)), line)
            res = scored[-1].result
            return Count({"N-S": res.score[0], "E-W": res.score[1]},
                         "\n".join(res.describe_lines()),
                         detail=DealFacts(res.nat, res.pit is not None),
                         question=str(K.ASK_SCORE_DEAL))
        if text in ("", "last trick"):  # internal
            if not tricks:
                raise StepError(str(K.COUNT_NO_TRICK), line)
            taken = tricks[-1]
        elif text.startswith("trick") and (n := read_int(text[5:])) is not None:
            if not 1 <= n <= len(tricks):
                raise StepError(K.COUNT_TRICK_MISSING.format(n=n, done=len(tricks)), line)
            taken = tricks[n - 1]
        else:
            raise StepError(K.COUNT_BAD.format(value=which.value if which else ""), line)
        return Count({"points": taken.points, "roem": taken.roem}, taken.describe(),
                     winner=COMPASS[taken.winner], detail=taken.winning_card)

    def _count_cards(self, fields: Mapping[str, Field], rules: Any) -> Count:
        only_keys(fields, {"cards", "trump", "last", "count"}, str(K.SHORT_TRICK_KEYS))
        f = fields["cards"]
        try:
            cards = parse_cards(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if not 1 <= len(cards) <= 4 or len(set(cards)) != len(cards):
            raise StepError(str(K.SHORT_TRICK_CARDS), f.line)
        for c in cards:
            if c not in kj.INDEX:
                raise StepError(K.KJ_NOT_IN_PACK.format(card=c), f.line)
        trump = suit_field(fields, "trump", f.line, str(K.SHORT_DEAL_NEED))
        last = _yes_no(fields["last"]) if "last" in fields else False
        four_jacks = bool(getattr(rules, "four_jacks_200", False))
        pts, roem = kj.tables(trump, four_jacks).value(kj.cards_mask(cards))
        if last:
            pts += LAST_TRICK
        items = kj.roem_items(cards, trump, four_jacks)
        words = K.SHORT_TRICK_POINTS_LAST if last else K.SHORT_TRICK_POINTS
        parts = [words.format(cards=format_cards(cards), trump=trump, points=pts)]
        parts.append(K.SHORT_ROEM.format(items=", ".join(i.describe() for i in items))
                     if items else str(K.SHORT_NO_ROEM))
        return Count({"points": pts, "roem": roem}, " ".join(parts))

    def _count_totals(self, fields: Mapping[str, Field]) -> Count:
        only_keys(fields, {"points", "roem", "tricks", "goes", "trump", "count"},
                  str(K.SHORT_DEAL_KEYS))
        pf = fields["points"]
        points = _pair(pf)
        roem = _pair(fields["roem"]) if "roem" in fields else (0, 0)
        if sum(points) != DEAL_CARD_POINTS:
            raise StepError(K.SHORT_DEAL_SUM.format(a=points[0], b=points[1]), pf.line)
        if any(r % 10 for r in roem):
            raise StepError(str(K.SHORT_DEAL_ROEM), fields["roem"].line)
        if "tricks" in fields:
            tricks = _pair(fields["tricks"])
            if sum(tricks) != kj.TRICKS:
                raise StepError(str(K.SHORT_DEAL_TRICKS), fields["tricks"].line)
            for team in (0, 1):
                if tricks[team] == 0 and (points[team] or roem[team]):
                    raise StepError(str(K.SHORT_DEAL_NO_TRICKS), fields["tricks"].line)
        elif 0 in points:
            raise StepError(str(K.SHORT_DEAL_NEED_TRICKS), pf.line)
        else:
            # Both teams took card points, so both took a trick: no pit. The counts only matter
            # to the engine's pit test.
            tricks = (1, 1)
        if "goes" not in fields:
            raise StepError(K.SHORT_DEAL_NEED.format(key="goes"), pf.line)
        going = _seat_field(fields["goes"])
        trump = suit_field(fields, "trump", pf.line, str(K.SHORT_DEAL_NEED))
        score, pit, nat = kj.score_deal(going, points, roem, tricks)
        full_roem = list(roem)
        if pit is not None:
            full_roem[pit] += PIT_BONUS
        res = kj.DealResult(1, (going - 1) % 4, trump, going, points,
                            (full_roem[0], full_roem[1]), (tricks[0], tricks[1]), pit, nat, score)
        return Count({"N-S": score[0], "E-W": score[1]}, "\n".join(res.describe_lines()),
                     detail=DealFacts(nat, pit is not None), question=str(K.ASK_SCORE_DEAL))

    # -- choice checks ---------------------------------------------------------------------

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name in ("points", "roem"):
            value = ctx.count().values.get(name)
            if value is None:
                raise StepError(K.QUERY_NEEDS_TRICK.format(check=name))
            return int_option(option) == value
        if name in ("nat", "pit"):
            c = ctx.count()
            facts = c.detail if isinstance(c.detail, DealFacts) else None
            truth = None if facts is None else facts.nat if name == "nat" else facts.pit
            if truth is None:
                raise StepError(K.QUERY_NEEDS_DEAL.format(check=name))
            return bool_option(option, _NAT_YES, _NAT_NO, K.OPTION_NOT_YES_NO) == truth
        if name == "winner":
            c = ctx.count()
            if c.winner is None:
                raise StepError(str(K.QUERY_NEEDS_PLAYED_TRICK))
            try:
                return parse_seat(option, 4) == COMPASS.index(c.winner)
            except NotationError:
                return bool(_card_option(option) == c.detail)
        if name == "higher":
            return self._higher(ctx, option)
        return common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        if name in ("points", "roem", "nat", "pit", "winner"):
            return ctx.count().breakdown
        if name == "higher":
            trump, ranked = self._ranked(ctx)
            return K.NOTE_HIGHER.format(order=" > ".join(map(str, ranked)), trump=trump)
        return common_explain(self, name, ctx)

    def _higher(self, ctx: QueryContext, option: str) -> bool:
        return _card_option(option) == self._ranked(ctx)[1][0]

    def _ranked(self, ctx: QueryContext) -> tuple[Suit, list[Card]]:
        """The trump and the option cards in the engine's trick order, highest first."""
        trump: Suit | None = None
        if ctx.state is not None:
            trump = ctx.state.trump_suit
        if "trump" in ctx.fields:
            trump = suit_field(ctx.fields, "trump", None, str(K.SHORT_DEAL_NEED))
        if trump is None:
            raise StepError(str(K.QUERY_HIGHER_TRUMP))
        options = [_card_option(o) for o in ctx.options]
        plain = {c.suit for c in options if c.suit is not trump}
        if len(plain) > 1:
            raise StepError(str(K.QUERY_HIGHER_SUITS))
        power = kj.tables(trump).power
        return trump, sorted(options, key=lambda c: -power[kj.INDEX[c]])


def _card_option(option: str) -> Card:
    return card_option(option, kj.INDEX)








def _pair(f: Field) -> tuple[int, int]:
    numbers = [read_int(p) for p in f.value.replace(",", " ").replace("-", " ").split()]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        raise StepError(K.SHORT_PAIR.format(key=f.key, value=f.value), f.line)
    return numbers[0], numbers[1]


def _yes_no(f: Field) -> bool:
    try:
        return bool_option(f.value)
    except StepError as e:
        raise StepError(e.reason, f.line) from None




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

