"""Bezique, Rubicon Bezique and Fildinski for lessons and puzzles: the table, counts and choice
checks.

One adapter serves the three games (one engine, three rule sets). Every number comes from the
engine: a meld's value from its classification of the cards, a trick's brisques and winner from
its ``TrickTaken`` event, a deal's score and its lines from the ``DealScored`` event when the
moves that end the deal are played on a copy of the position. The table is the plugin's board:
the other hand face down but for what it showed, both players' melds on the table, the stock as a
count beside the turned trump.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ...cards import SUITS, Card, Suit, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...games.bezique import engine as be
from ...games.bezique import text as BT
from ...games.bezique.melds import BRISQUE_MASK, INDEX, PLACE, cards_mask, classify, meld_name
from ...games.bezique.notation import parse_position
from ...games.bezique.rules import BeziqueRules
from ...games.bezique.table import TB_BRISQUES, TB_POINTS
from ...numbers import read_int
from ...zones import Kind, Zone
from .. import text as T
from ..blocks import Field
from ..games import (
    Count,
    QueryContext,
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
from . import bezique_text as S
from .two_player import CONCEAL_POINTS, CONCEAL_WINNER, SEATS, TwoPlayerAdapter, tricks_fact

if TYPE_CHECKING:
    from ..proof import Proof
    from ..puzzle import Puzzle

#: The keys of a position (file words, not shown to learners).
_POSITION_KEYS = frozenset({
    "seed", "deal", "score", "dealer", "trump", "turned", "stock", "trick", "turn", "sevens",
    "dix", "blanche", "declaring", "p1", "p2",
    "blanche to say", "just won", "this turn",  # internal
    *(f"{k} {s}" for k in ("table", "shown", "won", "meld") for s in ("p1", "p2"))})
#: The quantities a count may give, per player.
_ITEMS = ("melds", "brisques", "total")


def _labels() -> dict[str, str]:
    out: dict[str, str] = {"points": "points", "point": "points", "pts": "points",
                           "punten": "points", "punt": "points",
                           "brisques": "brisques", "brisque": "brisques"}
    for side in SEATS:
        out[side.lower()] = side
        for item in _ITEMS:
            out[f"{side}-{item}".lower()] = f"{side}-{item}"
            out[f"{item}-{side}".lower()] = f"{side}-{item}"
    return out


@dataclass(frozen=True, slots=True)
class Counted:
    """What a count found beyond its numbers: the trick taken, the deal's result."""

    trick: be.TrickTaken | None = None
    result: be.DealResult | None = None


class BeziqueAdapter(TwoPlayerAdapter):
    """Melds, tricks and deals counted by the engine; the table from the plugin's board."""

    queries: tuple[str, ...] = ("legal", "to-move", "winner", "points", "brisques", "higher")
    count_queries: frozenset[str] = frozenset({"winner", "points", "brisques"})
    short_form_keys: frozenset[str] = frozenset({"cards"})
    short_form_alone: frozenset[str] = frozenset({"trump"})
    check_reads: Mapping[str, frozenset[str]] = {"higher": frozenset({"trump"})}
    score_labels: Mapping[str, str] = _labels()
    objectives: tuple[str, ...] = ("result",)

    position_keys = _POSITION_KEYS
    bad_seat = BT.POS_SEAT

    def rules(self, rules: Any) -> BeziqueRules:
        """The rules given, else the game's defaults."""
        if isinstance(rules, BeziqueRules):
            return rules
        base = self.spec.rules_from_dict({})
        assert isinstance(base, BeziqueRules)
        return base

    def build(self, text: str, rules: Any) -> be.BeziqueState:
        return parse_position(text, self.rules(rules))

    def prove(self, puzzle: Puzzle) -> Proof:
        from .bezique_proof import prove_bezique

        return prove_bezique(puzzle)

    def check_texts(self, state: Any, viewer: int, hidden: frozenset[int],
                    texts: Sequence[str], assumptions: Sequence[str] = ()
                    ) -> list[list[tuple[int, str]]]:
        """Per text, (offset, problem) for each statement that is false in the position, places
        a card in a face-down hand or in the stock, and each word of jargon
        (``bezique_facts``)."""
        from .bezique_facts import check_texts

        return check_texts(state if isinstance(state, be.BeziqueState) else None, viewer,
                           hidden, texts)

    # -- the table -----------------------------------------------------------------------------

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        from ...games.bezique.table import board

        assert isinstance(state, be.BeziqueState)
        opened = {s: state.hand(s) for s in (0, 1) if s not in hidden}
        shown = board(state.view(viewer), opened, to_move="to-move" not in conceal)
        zones = tuple(q for z in shown.zones if (q := _quiet(z, conceal)) is not None)
        return TableView(self.spec.id, replace(shown, zones=zones), self._facts(state, conceal))

    def _facts(self, state: be.BeziqueState, conceal: frozenset[str]) -> tuple[str, ...]:
        v = state.view(0)
        facts = [S.FACT_RULES.format(game=self.spec.name, rules=state.rules.describe())]
        if v.tricks:
            facts.append(tricks_fact(v.tricks, CONCEAL_WINNER in conceal))
        for s in (0, 1):
            melds = [m for m in v.melds if m.seat == s]
            if not melds:
                continue
            if CONCEAL_POINTS in conceal:
                facts.append(S.FACT_MELDS_QUIET.format(
                    seat=SEATS[s], cards=BT.LIST_SEP.join(format_cards(m.cards) for m in melds)))
            else:
                facts.append(S.FACT_MELDS.format(
                    seat=SEATS[s], melds=BT.LIST_SEP.join(m.describe() for m in melds)))
        return tuple(facts)

    # -- counting ------------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if "cards" in fields:
            return self._count_meld(fields, rules)
        if state is None:
            raise StepError(str(T.COUNT_NEEDS_WHAT))
        assert isinstance(state, be.BeziqueState)
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
            t = tricks[n - 1]
            return _trick_count(state, be.TrickTaken(n, t.leader, t.cards, t.winner, 0, 0))
        if low == "melds":
            return _melds_count(state, "")
        if low == "deal":
            if not state.results:
                raise StepError(str(S.COUNT_NO_DEAL), line)
            return _deal_count(state.results[-1], None, "")
        return self._count_after(state, text, line)

    def _count_after(self, state: be.BeziqueState, actions: str, line: int | None) -> Count:
        """Play ``actions`` on a copy and count what they did last: the deal when they end it,
        else the last trick or meld."""
        st = state.clone()
        st.rules = replace(st.rules, deals=st.deal_count)  # no new deal is shuffled and dealt
        events: list[Any] = []
        for tok in split_actions(actions, st):
            try:
                events.extend(st.apply(st.parse_action(tok)))
            except (NotationError, IllegalActionError) as e:
                raise StepError(S.COUNT_ACTION.format(action=tok, error=e), line) from None
        note = S.NOTE_AFTER.format(actions=actions)
        scored = [e for e in events if isinstance(e, be.DealScored)]
        if scored:
            return _deal_count(scored[-1].result, scored[-1].match, note)
        counted = [e for e in events if isinstance(e, be.TrickTaken | be.MeldDeclared
                                                   | be.DixMade)]
        if not counted:
            raise StepError(S.COUNT_NOTHING.format(actions=actions), line)
        last = counted[-1]
        if isinstance(last, be.TrickTaken):
            return _trick_count(st, last, note)
        if isinstance(last, be.DixMade):
            text = S.DIX_COUNTED.format(seat=SEATS[last.seat], points=last.points)
            return Count({"points": last.points}, "\n".join([note, text]), question=str(S.ASK_MELD))
        m = last.meld
        text = S.MELD_COUNTED.format(seat=SEATS[m.seat], cards=format_cards(m.cards),
                                     name=m.name, points=m.points)
        return Count({"points": m.points, **_meld_values(st)}, "\n".join([note, text]),
                     question=str(S.ASK_MELD))

    def _count_meld(self, fields: Mapping[str, Field], rules: Any) -> Count:
        only_keys(fields, {"cards", "trump", "count"}, str(S.SHORT_KEYS))
        f = fields["cards"]
        try:
            cards = parse_cards(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if len(set(cards)) != len(cards):
            raise StepError(str(S.SHORT_TWICE), f.line)
        base = self.rules(rules)
        for c in cards:
            if c not in INDEX or INDEX[c] >> 5 >= base.rs.copies:
                raise StepError(S.SHORT_PACK.format(card=c), f.line)
        trump = suit_field(fields, "trump", f.line, "") if "trump" in fields else None
        t = -1 if trump is None else trump.value
        shape = classify(cards_mask(cards), t, base.rs, base.kh_bezique,
                         base.trump_queen_bezique)
        if shape is None:
            words = S.SHORT_NOT_MELD if trump is not None else S.SHORT_NOT_MELD_NO_TRUMP
            raise StepError(words.format(cards=format_cards(cards), trump=trump), f.line)
        meld = S.SHORT_MELD if trump is not None else S.SHORT_MELD_NO_TRUMP
        text = meld.format(cards=format_cards(cards),
                           name=meld_name(shape.kind, shape.suit, base.rs),
                           points=shape.points, trump=trump)
        return Count({"points": shape.points}, text, question=str(S.ASK_MELD))

    # -- choice checks -------------------------------------------------------------------------

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name in ("points", "brisques"):
            value = ctx.count().values.get(name)
            if value is None:
                raise StepError(S.QUERY_NEEDS_COUNT.format(check=name))
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
        """The trump and the option cards in trick order, highest first."""
        trump: Suit | None = None
        if isinstance(ctx.state, be.BeziqueState):
            trump = ctx.state.trump_suit
        if "trump" in ctx.fields:
            trump = suit_field(ctx.fields, "trump", None, str(S.QUERY_HIGHER_TRUMP))
        if trump is None:
            raise StepError(str(S.QUERY_HIGHER_TRUMP))
        options = [_card(o) for o in ctx.options]
        if len({c.suit for c in options if c.suit is not trump}) > 1:
            raise StepError(str(S.QUERY_HIGHER_SUITS))
        if len({(c.suit, c.rank) for c in options}) < len(options):
            raise StepError(str(S.QUERY_HIGHER_SAME))
        return trump, sorted(options, key=lambda c: (c.suit is not trump,
                                                     PLACE[c.rank]))


def _quiet(zone: Zone, conceal: frozenset[str]) -> Zone | None:
    """A zone without what a question asks for: the lines of points and brisques, the points in
    the melds' titles, the winner of the trick shown (``None``: leave the zone out)."""
    if CONCEAL_POINTS in conceal:
        if zone.kind is Kind.SCORE and zone.note.startswith(_point_lines()):
            return None
        if zone.kind in (Kind.MELDS, Kind.CAPTURED):
            zone = replace(zone, title=_POINTS_AFTER.sub("", zone.title))
    if CONCEAL_WINNER in conceal and zone.kind is Kind.TRICK:
        zone = replace(zone, winner=None)
    return zone


def _point_lines() -> tuple[str, ...]:
    """The board's lines that give points, up to their first field, in the reader's language."""
    return tuple(line[:line.index("{")] for line in map(str, (TB_POINTS, TB_BRISQUES)))


#: The points in a title.
_POINTS_AFTER = re.compile(r"\s*\([^()]*[0-9][^()]*\)$")


def _trick_count(state: be.BeziqueState, taken: be.TrickTaken, note: str = "") -> Count:
    brisques = sum(1 for c in taken.cards if BRISQUE_MASK >> INDEX[c] & 1)
    value = state.rs.brisque
    words = S.TRICK_LINE if value else S.TRICK_LINE_RUBICON
    text = words.format(brisques, trick=taken.number, cards=format_cards(taken.cards),
                        leader=SEATS[taken.leader], winner=SEATS[taken.winner],
                        points=brisques * value)
    lines = [note, text] if note else [text]
    return Count({"points": brisques * value, "brisques": brisques}, "\n".join(lines),
                 winner=SEATS[taken.winner], question=str(S.ASK_TRICK), detail=Counted(trick=taken))


def _meld_values(state: be.BeziqueState) -> dict[str, int]:
    out = {f"{SEATS[s]}-melds": 0 for s in (0, 1)}
    for m in state.melds:
        out[f"{SEATS[m.seat]}-melds"] += m.points
    for s in (0, 1):
        out[f"{SEATS[s]}-melds"] += state.dix_pts[s]
    return out


def _melds_count(state: be.BeziqueState, note: str) -> Count:
    values = _meld_values(state)
    lines = [note] if note else []
    for s in (0, 1):
        melds = [m.describe() for m in state.melds if m.seat == s]
        if state.dix_pts[s]:
            melds.append(f"{BT.ACT_DIX} ({state.dix_pts[s]})")
        if melds:
            lines.append(S.NOTE_MELDS.format(seat=SEATS[s], points=values[f"{SEATS[s]}-melds"],
                                             melds=BT.LIST_SEP.join(melds)))
        else:
            lines.append(S.NOTE_MELDS_NONE.format(seat=SEATS[s]))
    return Count(values, "\n".join(lines), question=str(S.ASK_MELDS))


def _deal_count(result: be.DealResult, match: tuple[int, int] | None, note: str) -> Count:
    values: dict[str, int] = {}
    melds = result.meld_points
    for s in (0, 1):
        side = SEATS[s]
        values[side] = result.score[s]
        values[f"{side}-total"] = result.totals[s]
        values[f"{side}-melds"] = melds[s]
        values[f"{side}-brisques"] = result.brisques[s]
    lines = [note] if note else []
    lines += result.describe_lines()
    if match is not None:
        lines.append(S.NOTE_MATCH.format(a=match[0], b=match[1]))
    return Count(values, "\n".join(lines), question=str(S.ASK_DEAL), detail=Counted(result=result))


def _card(option: str) -> Card:
    return card_option(option, INDEX, S.OPTION_CARD)


__all__ = ["SUITS", "BeziqueAdapter"]
