"""Smousjas and Vijfhonderden for lessons and puzzles: the table, counts and choice checks.

One adapter serves both games (``smousjas`` and ``vijfhonderden``: one engine, two rule sets).
Every number comes from the engine: a trick's points from its ``TrickTaken`` event, a deal's score
and its lines from the ``DealScored`` event when the moves that end the deal are played on a copy
of the position, the roem from the melds the state has scored, card values from the engine's
tables. The table is the plugin's board: the other hand face down but for the cards it showed,
the stock as a count beside the turned trump.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...cards import Card, Suit, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...games.smousjas import engine as se
from ...games.smousjas import text as ST
from ...games.smousjas.melds import INDEX
from ...games.smousjas.notation import parse_position
from ...games.smousjas.rules import SmousjasRules
from ...games.smousjas.table import board
from ...i18n import capitalised
from ...numbers import read_int
from ...seats import seat_name
from ...zones import Kind, Zone
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
from ..steps import split_actions
from ..table import TableView
from . import smousjas_text as S
from .two_player import CONCEAL_POINTS, CONCEAL_WINNER, SEATS, TwoPlayerAdapter, tricks_fact

if TYPE_CHECKING:
    from ..proof import Proof
    from ..puzzle import Puzzle

_POSITION_KEYS = frozenset({
    "seed", "deal", "round", "score", "lives", "kip", "dealer", "trump", "turned", "stock",
    "phase 2 tricks", "trick", "rejected", "choose", "uit", "turn", "p1", "p2", "shown p1",
    "shown p2", "won p1", "won p2", "meld p1", "meld p2", "declared"})
#: The quantities a count may give, per player.
_ITEMS = ("cards", "roem", "match", "lives")


def _labels() -> dict[str, str]:
    out: dict[str, str] = {"points": "points", "point": "points", "pts": "points",
                           "punten": "points", "punt": "points"}
    for side in SEATS:
        out[side.lower()] = side
        for item in _ITEMS:
            out[f"{side}-{item}".lower()] = f"{side}-{item}"
            out[f"{item}-{side}".lower()] = f"{side}-{item}"
    return out


@dataclass(frozen=True, slots=True)
class Counted:
    """What a count found beyond its numbers: the trick (its winner and winning card) and the
    deal's end (the match's winner, onder Jan)."""

    trick: se.TrickTaken | None = None
    result: se.DealResult | None = None
    match_over: se.MatchOver | None = None


class SmousjasAdapter(TwoPlayerAdapter):
    """Tricks, deals and roem counted by the engine; the table from the plugin's board."""

    queries: tuple[str, ...] = ("legal", "to-move", "winner", "points", "higher", "match",
                                "onder-jan")
    count_queries: frozenset[str] = frozenset({"winner", "points", "match", "onder-jan"})
    short_form_keys: frozenset[str] = frozenset({"cards", "last"})
    # A bare 'trump:' is a short form too: 'check: higher' reads it.
    short_form_alone: frozenset[str] = frozenset({"trump"})
    check_reads: Mapping[str, frozenset[str]] = {"higher": frozenset({"trump"})}
    score_labels: Mapping[str, str] = _labels()
    objectives: tuple[str, ...] = ("result",)

    position_keys = _POSITION_KEYS
    bad_seat = ST.POS_SEAT

    def build(self, text: str, rules: Any) -> se.SmousjasState:
        return parse_position(text, rules if isinstance(rules, SmousjasRules) else None)

    def prove(self, puzzle: Puzzle) -> Proof:
        from .smousjas_proof import prove_smousjas

        return prove_smousjas(puzzle)

    def check_texts(self, state: Any, viewer: int, hidden: frozenset[int],
                    texts: Sequence[str], assumptions: Sequence[str] = ()
                    ) -> list[list[tuple[int, str]]]:
        """Per text, (offset, problem) for each statement that is false in the position, places
        a card in a face-down hand or in the stock, and each word of jargon
        (``smousjas_facts``)."""
        from .smousjas_facts import check_texts

        return check_texts(state if isinstance(state, se.SmousjasState) else None, viewer,
                           hidden, texts)

    # -- the table -----------------------------------------------------------------------------

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        assert isinstance(state, se.SmousjasState)
        opened = {s: state.hand(s) for s in (0, 1) if s not in hidden}
        shown = board(state.view(viewer), opened, to_move="to-move" not in conceal)
        zones = tuple(_quiet(z, state, conceal) for z in shown.zones)
        shown = replace(shown, zones=zones)
        return TableView(self.spec.id, shown, self._facts(state, conceal))

    def _facts(self, state: se.SmousjasState, conceal: frozenset[str]) -> tuple[str, ...]:
        v = state.view(0)
        facts = [S.FACT_RULES.format(game=self.spec.name, rules=state.rules.describe())]
        if v.tricks:
            facts.append(tricks_fact(v.tricks, CONCEAL_WINNER in conceal))
        for s in (0, 1):
            won = v.won[s]
            if not won:
                continue
            if CONCEAL_POINTS in conceal:
                facts.append(S.FACT_TAKEN.format(seat=SEATS[s], cards=format_cards(won)))
            else:
                facts.append(S.FACT_TAKEN_POINTS.format(seat=SEATS[s], cards=format_cards(won),
                                                        points=state.t.mask_points(
                                                            state.won[s])))
        return tuple(facts)

    # -- counting ------------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if "cards" in fields:
            return self._count_cards(fields, rules)
        if state is None:
            raise StepError(str(T.COUNT_NEEDS_WHAT))
        assert isinstance(state, se.SmousjasState)
        which = fields.get("count")
        text = " ".join(which.value.split()) if which else ""
        line = which.line if which else None
        low = text.lower()
        if low in ("", "last trick") or (low.startswith("trick")  # internal: count words
                                         and read_int(low[5:]) is not None):
            tricks = state.view(0).tricks
            if not tricks:
                raise StepError(str(S.COUNT_NO_TRICK), line)
            n = len(tricks) if low in ("", "last trick") else read_int(low[5:]) or 0  # internal
            if not 1 <= n <= len(tricks):
                raise StepError(S.COUNT_TRICK_MISSING.format(n=n, done=len(tricks)), line)
            return self._trick_count(state, n)
        if low == "roem":
            return _roem_count(state, "")
        if low == "deal":
            if not state.results:
                raise StepError(str(S.COUNT_NO_DEAL), line)
            return _deal_count(state.results[-1], None, None, state, "")
        return self._count_after(state, text, line)

    def _trick_count(self, state: se.SmousjasState, n: int) -> Count:
        """Trick ``n`` of those played in this position, replayed through the engine."""
        t = state.view(0).tricks[n - 1]
        points = sum(state.t.points[INDEX[c]] for c in t.cards)
        taken = se.TrickTaken(n, t.leader, t.cards, t.winner, points, state.phase, False)
        return Count({"points": points}, taken.describe(), winner=SEATS[t.winner],
                     question=str(S.ASK_TRICK), detail=Counted(trick=taken))

    def _count_after(self, state: se.SmousjasState, actions: str, line: int | None) -> Count:
        """Play ``actions`` on a copy and count what they did: the last trick they completed,
        and the deal when they ended it."""
        st = state.clone()
        # The copy's match stops with this deal: no new deal is shuffled and dealt.
        st.rules = replace(st.rules, deals=st.deal_count)
        events: list[Any] = []
        for tok in split_actions(actions, st):
            try:
                events.extend(st.apply(st.parse_action(tok)))
            except (NotationError, IllegalActionError) as e:
                raise StepError(S.COUNT_ACTION.format(action=tok, error=e), line) from None
        tricks = [e for e in events if isinstance(e, se.TrickTaken)]
        scored = [e for e in events if isinstance(e, se.DealScored)]
        if not tricks:
            raise StepError(S.COUNT_NOTHING.format(actions=actions), line)
        taken = tricks[-1]
        if scored:
            over = next((e for e in events if isinstance(e, se.MatchOver)), None)
            if over is not None and over.how == "deals" and not state.rules.deals:
                over = None  # only the copy stopped here: the match goes on
            rounds = [e for e in events if isinstance(e, se.RoundOver)]
            count = _deal_count(scored[-1].result, scored[-1].match, over, st,
                                S.NOTE_AFTER.format(actions=actions),
                                rounds[-1] if rounds else None)
            values = dict(count.values)
            values["points"] = taken.points
            return replace(count, values=values, winner=SEATS[taken.winner],
                           detail=replace(count.detail, trick=taken))
        return Count({"points": taken.points, **_roem_values(st)}, taken.describe(),
                     winner=SEATS[taken.winner], question=str(S.ASK_TRICK),
                     detail=Counted(trick=taken))

    def _count_cards(self, fields: Mapping[str, Field], rules: Any) -> Count:
        only_keys(fields, {"cards", "trump", "last", "count"}, str(S.SHORT_KEYS))
        f = fields["cards"]
        try:
            cards = parse_cards(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if len(set(cards)) != len(cards):
            raise StepError(str(S.SHORT_TWICE), f.line)
        for c in cards:
            if c not in INDEX:
                raise StepError(S.SHORT_PIQUET.format(card=c), f.line)
        trump = suit_field(fields, "trump", f.line, str(S.SHORT_NEED_TRUMP))
        last = False
        if "last" in fields:
            try:
                last = bool_option(fields["last"].value)
            except StepError as e:
                raise StepError(e.reason, fields["last"].line) from None
        base = rules if isinstance(rules, SmousjasRules) else SmousjasRules()
        t = se.tables(base.rs, trump.value)
        points = sum(t.points[INDEX[c]] for c in cards)
        bonus = base.rs.last_trick if last else 0
        values = " ".join(S.SHORT_CARD.format(card=c, value=t.points[INDEX[c]]) for c in cards)
        words = S.SHORT_CARDS_LAST if last else S.SHORT_CARDS
        text = words.format(cards=values, trump=trump, points=points + bonus, bonus=bonus)
        return Count({"points": points + bonus}, text, question=str(S.ASK_CARDS))

    # -- choice checks -------------------------------------------------------------------------

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name == "points":
            value = ctx.count().values.get("points")
            if value is None:
                raise StepError(S.QUERY_NEEDS_TRICK.format(check=name))
            return int_option(option) == value
        if name == "winner":
            c = ctx.count()
            detail = c.detail if isinstance(c.detail, Counted) else None
            if c.winner is None or detail is None or detail.trick is None:
                raise StepError(S.QUERY_NEEDS_TRICK.format(check=name))
            t = option.strip().upper()
            if t in SEATS:
                return SEATS.index(t) == SEATS.index(c.winner)
            card = card_option(option, INDEX, S.OPTION_CARD)
            k = detail.trick.cards.index(card) if card in detail.trick.cards else -1
            return k >= 0 and (detail.trick.leader + k) % 2 == detail.trick.winner
        if name in ("match", "onder-jan"):
            detail = _counted(ctx)
            if detail.result is None:
                raise StepError(S.QUERY_NEEDS_DEAL.format(check=name))
            over = detail.match_over
            if name == "onder-jan":
                return bool_option(option) == bool(over is not None and over.onder_jan)
            winner = None if over is None else over.winner
            return _seat_option(option) == winner
        if name == "higher":
            return _card(option) == self._ranked(ctx)[1][0]
        return common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        if name in self.count_queries:
            return ctx.count().breakdown
        if name == "higher":
            trump, ranked = self._ranked(ctx)
            return S.NOTE_HIGHER.format(order=" > ".join(map(str, ranked)), trump=trump)
        return common_explain(self, name, ctx)

    def _ranked(self, ctx: QueryContext) -> tuple[Suit, list[Card]]:
        """The trump and the option cards in the engine's trick order, highest first."""
        trump: Suit | None = None
        if isinstance(ctx.state, se.SmousjasState):
            trump = ctx.state.trump_suit
        if "trump" in ctx.fields:
            trump = suit_field(ctx.fields, "trump", None, str(S.QUERY_HIGHER_TRUMP))
        if trump is None:
            raise StepError(str(S.QUERY_HIGHER_TRUMP))
        options = [_card(o) for o in ctx.options]
        if len({c.suit for c in options if c.suit is not trump}) > 1:
            raise StepError(str(S.QUERY_HIGHER_SUITS))
        rules = ctx.rules if isinstance(ctx.rules, SmousjasRules) else SmousjasRules()
        power = se.tables(rules.rs, trump.value).power
        return trump, sorted(options, key=lambda c: -power[INDEX[c]])


def _quiet(zone: Zone, state: se.SmousjasState, conceal: frozenset[str]) -> Zone:
    """A zone without what a question asks for: the points beside the tricks and the roem, the
    winner of the trick shown."""
    if CONCEAL_POINTS in conceal:
        name = seat_name(zone.owner or 0, 2, long=True)
        if zone.kind is Kind.CAPTURED:
            return replace(zone, title=capitalised(ST.TB_WON.format(seat=name)))
        if zone.kind is Kind.MELDS and zone.note:
            return replace(zone, title=ST.TB_MELDS.format(seat=name), note="")
    if CONCEAL_WINNER in conceal and zone.kind is Kind.TRICK:
        return replace(zone, winner=None)
    return zone


def _roem_values(state: se.SmousjasState) -> dict[str, int]:
    return {f"{SEATS[s]}-roem": state.roem(s) for s in (0, 1)}


def _roem_count(state: se.SmousjasState, note: str) -> Count:
    v = state.view(0)
    lines = [note] if note else []
    for s in (0, 1):
        melds = [m.meld.describe() for m in v.melds if m.seat == s]
        if melds:
            lines.append(S.NOTE_ROEM.format(seat=SEATS[s], points=v.roem[s],
                                            melds=ST.LIST_SEP.join(melds)))
        else:
            lines.append(S.NOTE_ROEM_NONE.format(seat=SEATS[s]))
    return Count(_roem_values(state), "\n".join(lines), question=str(S.ASK_ROEM))


def _deal_count(result: se.DealResult, match: tuple[int, int] | None,
                over: se.MatchOver | None, state: se.SmousjasState, note: str,
                round_over: se.RoundOver | None = None) -> Count:
    values: dict[str, int] = {}
    for s in (0, 1):
        side = SEATS[s]
        values[side] = result.score[s]
        values[f"{side}-cards"] = result.card_points[s]
        values[f"{side}-roem"] = result.roem[s]
        if match is not None:
            values[f"{side}-match"] = match[s]
        if round_over is not None:
            values[f"{side}-lives"] = round_over.lives[s]
    lines = [note] if note else []
    lines += result.describe_lines()
    if match is not None:
        lines.append(S.NOTE_MATCH.format(a=match[0], b=match[1]))
    if round_over is not None:
        lines.append(round_over.describe())
    if over is not None:
        lines.append(over.describe())
    return Count(values, "\n".join(lines), question=str(S.ASK_DEAL),
                 detail=Counted(result=result, match_over=over))


def _counted(ctx: QueryContext) -> Counted:
    detail = ctx.count().detail
    return detail if isinstance(detail, Counted) else Counted()


def _card(option: str) -> Card:
    return card_option(option, INDEX, S.OPTION_CARD)


def _seat_option(option: str) -> int | None:
    t = " ".join(option.strip().lower().split())
    if t in S.NOBODY_WORDS:
        return None
    if t.upper() in SEATS:
        return SEATS.index(t.upper())
    raise StepError(S.OPTION_SEAT.format(option=option))


__all__ = ["SmousjasAdapter"]
