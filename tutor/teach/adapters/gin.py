"""The Gin Rummy adapter: positions drawn as a table, counts and choice checks from the engine.

Every number and verdict here is the engine's: deadwood from ``melds`` (the least deadwood and the
arrangement the engine lays down), the knock limit and what may be discarded from the state's own
checks, and a hand's score from the ``HandScored`` event the engine emits when the hand is played
to its end on a copy of the position. The adapter only chooses what to ask and how to say it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards import Card, format_cards, parse_cards
from ...errors import IllegalActionError, NotationError
from ...game import GameSpec, can
from ...games.gin import engine as gin
from ...games.gin.melds import (
    CARDS,
    INDEX,
    best_arrangement,
    cards_mask,
    is_meld,
    is_run,
    mask_cards,
    min_deadwood,
    show,
)
from ...games.gin.notation import parse_position
from ...games.gin.table import board
from ...numbers import read_int
from ...seats import parse_seat
from .. import text as T
from ..blocks import Field
from ..games import Count, QueryContext, bool_option, common_explain, common_query, int_option
from ..problems import StepError
from ..steps import split_actions
from ..table import TableView
from . import gin_text as G

if TYPE_CHECKING:
    from ..proof import Proof
    from ..puzzle import Puzzle

SEATS = ("P1", "P2")
_POSITION_KEYS = frozenset({"seed", "hand", "score", "won", "dealer", "upcard", "p1", "p2",
                            "pile", "stock", "turn", "limit", "out", "history"})
#: Checks that read the end of the hand ('count:' names the actions that end it).
_HAND_CHECKS = frozenset({"points", "winner", "undercut", "doubled", "match-over"})


@dataclass(frozen=True)
class HandCount:
    """The end of a hand as the engine scored it: the event and whether the match ended."""

    scored: gin.HandScored
    over: gin.MatchOver | None
    target: int


class GinAdapter:
    """Gin Rummy positions, counts (deadwood, a hand's score) and choice checks."""

    queries: tuple[str, ...] = ("legal", "to-move", "deadwood", "discard", "meld", "limit",
                                "knock", "layoff", "points", "winner", "undercut", "doubled",
                                "match-over")
    count_queries: frozenset[str] = frozenset({"deadwood"}) | _HAND_CHECKS
    short_form_keys: frozenset[str] = frozenset({"cards"})
    short_form_alone: frozenset[str] = frozenset()
    check_reads: Mapping[str, frozenset[str]] = {}
    score_labels: Mapping[str, str] = {"deadwood": "deadwood", "dw": "deadwood", "points": "points",
                                       "point": "points", "pts": "points", "punten": "points",
                                       "punt": "points", "p1": "P1",
                                       "p2": "P2", "p1-final": "P1-final",
                                       "p2-final": "P2-final", "final-p1": "P1-final",
                                       "final-p2": "P2-final"}
    #: The points a hand brings (sampled play-outs), or the deadwood left (exact).
    objectives: tuple[str, ...] = ("points", "deadwood", "match")
    #: Objectives the bots play for (they value a hand by what it is worth in the match), so a
    #: puzzle counting one of these is measured by which levels solve it.
    bot_objectives: tuple[str, ...] = ("points", "match")

    def __init__(self, spec: GameSpec) -> None:
        self.spec = spec

    @property
    def seats(self) -> tuple[str, ...]:
        return SEATS

    @property
    def default_viewer(self) -> int:
        return 0

    def concealed(self, score: bool, check: str) -> frozenset[str]:
        # An exercise never shows a hand's best melds, which would answer most questions.
        melds = frozenset({"melds"})
        if score:
            return melds | {"points"}
        if check in ("winner", "to-move"):
            return melds | {"winner", "to-move", "points"}
        if check == "limit":
            return melds | {"limit"}
        return melds

    def prove(self, puzzle: Puzzle) -> Proof:
        # No open-cards solver here: exact counts and sampled play-outs (``gin_proof``).
        from .gin_proof import prove_gin

        return prove_gin(puzzle)

    def check_texts(self, state: Any, viewer: int, hidden: frozenset[int],
                    texts: Sequence[str], assumptions: Sequence[str] = ()
                    ) -> list[list[tuple[int, str]]]:
        """Per text, (offset, problem) for each statement about the cards that is false in the
        position or places a face-down card, and for each word of jargon (``gin_facts``)."""
        from .gin_facts import check_texts

        return check_texts(state if isinstance(state, gin.GinState) else None, viewer, hidden,
                           texts, assumptions)

    def parse_seat(self, text: str) -> int:
        return parse_seat(text, 2)

    def is_position_key(self, key: str) -> bool:
        return key.strip().lower() in _POSITION_KEYS

    def build(self, text: str, rules: Any) -> gin.GinState:
        return parse_position(text, rules)

    # -- the table -----------------------------------------------------------------------------

    def table(self, state: Any, viewer: int, hidden: frozenset[int],
              conceal: frozenset[str] = frozenset()) -> TableView:
        assert isinstance(state, gin.GinState)
        v = state.view(viewer)
        opened = {s: state.hand(s) for s in range(2) if s not in hidden}
        # A hand's best melds are a fact line here, left out when a question asks for them.
        shown = board(v, opened, grouped=False, to_move="to-move" not in conceal,
                      limit="limit" not in conceal)
        return TableView(self.spec.id, shown, self._facts(state, v, hidden, conceal))

    def _facts(self, state: gin.GinState, v: gin.GinView, hidden: frozenset[int],
               conceal: frozenset[str]) -> tuple[str, ...]:
        # The pile, the stock, the cards a hidden hand took and the melds laid down are zones of
        # the board; these lines say what the board does not.
        facts = [G.FACT_RULES.format(rules=v.rules.describe()),
                 G.FACT_HAND.format(no=v.hand_no, dealer=SEATS[v.dealer], p1=v.match[0],
                                    p2=v.match[1])]
        if state.is_terminal():
            facts.append(G.FACT_OVER.format(p1=v.match[0], p2=v.match[1]))
            return tuple(facts)
        if v.upcard is not None:
            facts.append(G.FACT_UPCARD.format(upcard=v.upcard))
        if v.phase is gin.Phase.DISCARD and "limit" not in conceal:
            facts.append(G.FACT_LIMIT.format(limit=state.limit_text()))
        if v.phase is gin.Phase.DISCARD and state.took >= 0:
            facts.append(G.FACT_TOOK.format(seat=SEATS[state.turn], card=CARDS[state.took]))
        discards = [f"{SEATS[m.seat]} {m.card}" for m in v.history if not m.took]
        if discards:
            facts.append(G.FACT_DISCARDS.format(moves=", ".join(discards)))
        if "melds" not in conceal:
            for s in range(2):
                if s in hidden or (v.out is not None and v.out.seat == s):
                    continue
                hand = state.hands[s]
                words = G.FACT_MELDS_11 if hand.bit_count() == 11 else G.FACT_MELDS
                facts.append(words.format(seat=SEATS[s],
                                          arrangement=best_arrangement(hand).describe()))
        return tuple(facts)

    # -- counting ------------------------------------------------------------------------------

    def count(self, state: Any | None, fields: Mapping[str, Field], rules: Any) -> Count:
        if "cards" in fields:
            return self._count_cards(fields)
        if state is None:
            raise StepError(str(T.COUNT_NEEDS_WHAT))
        assert isinstance(state, gin.GinState)
        which = fields.get("count")
        text = " ".join(which.value.split()) if which else ""
        line = which.line if which else None
        low = text.lower()
        if low == "deadwood" or low.startswith("deadwood "):
            return self._count_deadwood(state, text[len("deadwood"):].strip(), line)
        return self._count_hand(state, "" if low in ("", "hand") else text, line)

    def _count_cards(self, fields: Mapping[str, Field]) -> Count:
        for name, f in fields.items():
            if name not in ("cards", "count"):
                raise StepError(G.COUNT_SHORT_KEYS.format(key=f.key), f.line)
        f = fields["cards"]
        try:
            cards = parse_cards(f.value)
        except NotationError as e:
            raise StepError(e.message, f.line) from None
        if not 1 <= len(cards) <= 11 or len(set(cards)) != len(cards) or any(
                c.copy for c in cards):
            raise StepError(str(G.COUNT_CARDS), f.line)
        mask = cards_mask(cards)
        arr = best_arrangement(mask)
        why = " ".join(filter(None, [arr.describe(), arr.explain()]))
        return Count({"deadwood": arr.value},
                     G.DEADWOOD_CARDS.format(cards=format_cards(cards), arrangement=why),
                     question=str(G.ASK_DEADWOOD))

    def _count_deadwood(self, state: gin.GinState, who: str, line: int | None) -> Count:
        if who:
            try:
                seat = self.parse_seat(who)
            except NotationError as e:
                raise StepError(e.message, line) from None
        else:
            mover = state.to_move()
            if mover is None:
                raise StepError(str(G.COUNT_NO_SEAT), line)
            seat = mover
        hand = state.hands[seat]
        cards = format_cards(state.hand(seat))
        if hand.bit_count() == 11:
            # Eleven cards are held only just before a discard: count what the best discard keeps.
            after = {c: min_deadwood(hand & ~cards_mask([c])) for c in state.hand(seat)}
            value = min(after.values())
            best = [c for c, dw in after.items() if dw == value]
            arr = best_arrangement(hand & ~cards_mask(best[:1]))
            why = G.DEADWOOD_AFTER.format(seat=SEATS[seat], value=value,
                                          cards=str(T.OR).join(map(str, best)),
                                          arrangement=arr.describe())
        else:
            arr = best_arrangement(hand)
            value = arr.value
            why = G.DEADWOOD_HAND.format(seat=SEATS[seat], cards=cards,
                                         arrangement=arr.describe())
        return Count({"deadwood": value}, why, question=str(G.ASK_DEADWOOD))

    def _count_hand(self, state: gin.GinState, actions: str, line: int | None) -> Count:
        end = self.play_to_end(state, actions, line)
        r = end.scored.result
        assert r.winner is not None
        lines = [end.scored.describe()]
        lines.append(self._match_note(end))
        values = {"points": r.points, "P1": end.scored.match[0], "P2": end.scored.match[1]}
        over = end.over
        if over is not None and over.reached:
            if _hands_known(state):
                # The final score, the match bonuses included: only where every hand won is known.
                lines.append(over.describe())
                values |= {"P1-final": over.totals[0], "P2-final": over.totals[1]}
            else:
                lines.append(str(G.NOTE_BONUS_UNKNOWN))
        return Count(values, "\n".join(lines), winner=SEATS[r.winner], question=str(G.ASK_HAND),
                     detail=end)

    def play_to_end(self, state: gin.GinState, actions: str, line: int | None) -> HandCount:
        """Play ``actions`` on a copy, then the defender's best layoff, until the hand is scored."""
        st = state.clone()
        events: list[Any] = []
        for tok in split_actions(actions, st):
            try:
                events.extend(st.apply(st.parse_action(tok)))
            except (NotationError, IllegalActionError) as e:
                raise StepError(G.COUNT_ACTION.format(action=tok, error=e), line) from None
        if st.phase is gin.Phase.LAYOFF:
            events.extend(st.apply(st.parse_action("layoff best")))  # internal: notation
        scored = [e for e in events if isinstance(e, gin.HandScored)]
        if not scored:
            raise StepError(G.COUNT_NOT_OVER.format(actions=actions or T.NOTHING), line)
        if scored[0].result.kind == "dead":
            raise StepError(str(G.COUNT_DEAD), line)
        over = next((e for e in events if isinstance(e, gin.MatchOver)), None)
        return HandCount(scored[0], over, st.rules.target)

    @staticmethod
    def _match_note(end: HandCount) -> str:
        p1, p2 = end.scored.match
        if end.over is not None and end.over.winner is not None:
            return G.NOTE_MATCH_OVER.format(p1=p1, p2=p2, who=SEATS[end.over.winner],
                                            target=end.target)
        return G.NOTE_MATCH_ON.format(p1=p1, p2=p2, target=end.target)

    # -- choice checks -------------------------------------------------------------------------

    def _deadwood(self, ctx: QueryContext) -> Count:
        """The deadwood a 'check: deadwood' is about: the cards given, else the position's."""
        if "cards" in ctx.fields or "count" in ctx.fields:
            got = ctx.count()
            if "deadwood" not in got.values:
                f = ctx.fields["count"]
                raise StepError(G.COUNT_BAD.format(value=f.value), f.line)
            return got
        return self._count_deadwood(_state(ctx, "deadwood"), "", None)

    def query(self, name: str, ctx: QueryContext, option: str) -> bool:
        if name == "deadwood":
            return int_option(option) == self._deadwood(ctx).values["deadwood"]
        if name == "meld":
            return is_meld(cards_mask(_cards_option(option)))
        if name in _HAND_CHECKS:
            end = _hand(ctx)
            r = end.scored.result
            if name == "points":
                return int_option(option) == r.points
            if name == "winner":
                return _seat_option(option) == r.winner
            truth = {"undercut": r.undercut, "doubled": r.doubled,
                     "match-over": end.over is not None}[name]
            return bool_option(option) == truth
        state = _state(ctx, name)
        if name == "limit":
            _discarding(state, name)
            return _limit_option(option) == state.limit()
        if name == "knock":
            _discarding(state, name)
            card = _card_option(option)
            return can(state, gin.Knock(card)) or can(state, gin.Gin(card))
        if name == "discard":
            _discarding(state, name)
            card = _card_option(option)
            after = _discards(state)
            return card in after and after[card] == min(after.values())
        if name == "layoff":
            return all(c in _layable(state) for c in _cards_option(option))
        return common_query(self, name, ctx, option)

    def explain_check(self, name: str, ctx: QueryContext) -> str:
        if name == "deadwood":
            return self._deadwood(ctx).breakdown
        if name in _HAND_CHECKS:
            return ctx.count().breakdown
        if name == "meld":
            return "\n".join(_meld_note(_cards_option(o)) for o in ctx.options)
        state = ctx.state
        assert isinstance(state, gin.GinState)
        if name == "limit":
            return G.NOTE_LIMIT.format(limit=state.limit_text())
        if name == "knock":
            return "\n".join(_knock_note(state, _card_option(o)) for o in ctx.options)
        if name == "discard":
            after = _discards(state)
            value = min(after.values())
            notes = [G.NOTE_DISCARD.format(card=c, value=after[c])
                     for c in map(_card_option, ctx.options) if c in after]
            notes.append(G.NOTE_DISCARD_BEST.format(value=value, cards=" ".join(
                str(c) for c, dw in after.items() if dw == value)))
            return " ".join(notes)
        if name == "layoff":
            out = state.view(state.turn).out
            assert out is not None
            return G.NOTE_LAYOFF.format(
                seat=SEATS[out.seat], melds=" · ".join(show(m) for m in out.arrangement.melds),
                cards=format_cards(sorted(_layable(state), key=INDEX.__getitem__)))
        return common_explain(self, name, ctx)


def _state(ctx: QueryContext, name: str) -> gin.GinState:
    if ctx.state is None:
        raise StepError(T.QUERY_NEEDS_POSITION.format(check=name))
    assert isinstance(ctx.state, gin.GinState)
    return ctx.state


def _discarding(state: gin.GinState, name: str) -> None:
    if state.phase is not gin.Phase.DISCARD:
        raise StepError(G.QUERY_PHASE_DISCARD.format(check=name))


def _hand(ctx: QueryContext) -> HandCount:
    detail = ctx.count().detail
    assert isinstance(detail, HandCount)
    return detail


def _discards(state: gin.GinState) -> dict[Card, int]:
    """Each card that may be discarded now, with the least deadwood it leaves (the engine's)."""
    return {a.card: state.deadwood_after(a.card) for a in state.legal_actions()
            if isinstance(a, gin.Discard)}


def _layable(state: gin.GinState) -> set[Card]:
    """Every card the defender can lay off in some legal layoff."""
    if state.phase is not gin.Phase.LAYOFF:
        raise StepError(str(G.QUERY_PHASE_LAYOFF))
    return {c for a in state.legal_actions() if isinstance(a, gin.LayOff) for c in a.cards}


def _knock_note(state: gin.GinState, card: Card) -> str:
    for action in (gin.Gin(card), gin.Knock(card)):
        if can(state, action):
            if isinstance(action, gin.Gin):
                return G.NOTE_GIN_OK.format(card=card)
            arr = best_arrangement(state.hands[state.turn] & ~cards_mask([card]))
            return G.NOTE_KNOCK_OK.format(card=card, value=arr.value, dead=show(arr.deadwood))
    try:
        state.check(gin.Knock(card))
    except IllegalActionError as e:
        return f"{card}: {e}"
    return ""


def _meld_note(cards: list[Card]) -> str:
    mask = cards_mask(cards)
    words = format_cards(mask_cards(mask))
    if not is_meld(mask):
        return G.NOTE_MELD_NOT.format(cards=words)
    return (G.NOTE_MELD_RUN if is_run(mask) else G.NOTE_MELD_SET).format(cards=words)


def _cards_option(option: str) -> list[Card]:
    try:
        cards = parse_cards(option)
    except NotationError as e:
        raise StepError(T.OPTION_UNREADABLE.format(option=option, error=e)) from None
    if not cards or any(c.copy for c in cards) or len(set(cards)) != len(cards):
        raise StepError(T.OPTION_UNREADABLE.format(option=option, error=G.COUNT_CARDS))
    return cards


def _card_option(option: str) -> Card:
    cards = _cards_option(option)
    if len(cards) != 1:
        raise StepError(T.OPTION_NOT_CARD.format(option=option))
    return cards[0]


def _seat_option(option: str) -> int:
    try:
        return parse_seat(option, 2)
    except NotationError:
        raise StepError(G.OPTION_SEAT.format(option=option)) from None


def _limit_option(option: str) -> int | None:
    t = " ".join(option.lower().split())
    if t in G.GIN_ONLY_WORDS:
        return None
    number = read_int(t)
    if number is None:
        raise StepError(G.OPTION_LIMIT.format(option=option))
    return number


def _hands_known(state: gin.GinState) -> bool:
    """Whether every hand won so far is known: the hands won before were given, or every point
    of the score comes from hands on record (the first hand at 0 - 0, or a whole match). A
    position states the score, and who won the hands behind it only with a ``won:`` line."""
    if any(state.won_before):
        return True
    points = tuple(sum(r.score[s] for r in state.results) for s in (0, 1))
    return state.hand_no == len(state.results) and points == tuple(state.totals)
