"""Proofs for Casino ``best`` puzzles: each play searched to the end of the round.

The objective (``points``, the only one) is the round's points for the mover's side minus the
most any other side scores, as the engine scores the round (cards, spades, the big and little
casino, the aces, sweeps with the option). Each legal play is valued by searching the rest of the
round with every hand open: the mover's side chooses its best play, every other side its best
against the mover (with three or more sides the others play together against the mover, the
paranoid assumption), down to the last card, when the last capturer takes the table and the
engine scores the round.

A search to the round's end needs every card still to come, so the position must be in the
round's last deal (the stock empty). There, every card the mover cannot see lies in the other
hands: the captured piles and the table are open, so counting tells the learner which cards are
still out, and with two players exactly what the opponent holds. The hidden cards are dealt to
the face-down hands in every way that fits their sizes, the rule that an owner keeps a card of
each build's and call's value, and the puzzle's ``assumptions`` (``P2 holds ♥7``, ``N does not
hold ♠K``). When at most ``samples`` ways fit (``ENUMERATE`` when none are stated) every one is
searched; otherwise ``samples`` are drawn uniformly, seeded by the puzzle's id. Nothing is cached
between runs.

The verdict: the answer must beat every other play on average by the margin (default 1 point)
and, over a sample, by two standard errors of the paired difference; any play as good must be
listed too, and listed answers must lie within the margin of each other. When every deal was
searched the answer must also never score below another play in any of them (``proof =
"average"`` drops that; ``proof = "every-deal"`` asks it of a sample too).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

from ...cards import format_cards, parse_cards
from ...errors import NotationError
from ...games.casino import engine as ce
from ...games.casino.rules import BIG_CASINO, LITTLE_CASINO
from ...seats import parse_seat, seat_name
from ..proof import Proof
from ..puzzle import AVERAGE, EVERY_DEAL, Puzzle
from ..steps import PlayJudge
from ..verdict import Texts, judge, num
from . import casino_text as C

#: Deals searched one by one when a puzzle states no ``samples``; more are sampled.
ENUMERATE = 200
DEFAULT_MARGIN = 1.0
#: The cards whose place in a pile matters to the score besides its size and spades.
_POINT_CARDS = ce.ACES_MASK | 1 << ce.INDEX[BIG_CASINO] | 1 << ce.INDEX[LITTLE_CASINO]
_INF = 10**6


def prove_casino(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's answers are best for the player to move (module docstring)."""
    judge = puzzle.step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    assert isinstance(state, ce.CasinoState)
    if puzzle.max_cost is not None:
        return Proof(False, C.UNPROVEN_OPTION.format(key="max-cost"))
    if puzzle.objective != "points":
        return Proof(False, C.UNPROVEN_OBJECTIVE.format(objective=puzzle.objective))
    if state.stock:
        return Proof(False, C.UNPROVEN_STOCK.format(n=len(state.stock)))
    table = puzzle.step.table
    assert table is not None
    hidden = frozenset(i for i, z in enumerate(table.seats) if z.hidden)
    try:
        deals, total = deals_for(state, hidden, puzzle.assumptions, seed=puzzle.id,
                                 limit=puzzle.samples or ENUMERATE)
    except AssumptionError as e:
        return Proof(False, e.message)
    if not deals:
        return Proof(False, str(C.UNPROVEN_NO_DEAL))
    margin = DEFAULT_MARGIN if puzzle.margin is None else puzzle.margin
    return verdict(state, judge.accepted, deals, total, margin, puzzle.proof)


# -- The deals that fit --------------------------------------------------------------------------


class AssumptionError(Exception):
    """An assumption that cannot be read, or that is not true in the position."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


#: One way the hidden cards may lie: for each hidden seat, its hand (card indices).
Deal = Mapping[int, tuple[int, ...]]

# internal: the assumptions are written in English in every puzzle file.
_HOLDS = re.compile(r"(?P<who>\S+)\s+(?P<neg>does not hold|doesn't hold|holds)\s+"  # internal
                    r"(?P<cards>.+)", re.IGNORECASE)


def read_assumptions(texts: Sequence[str], state: ce.CasinoState, hidden: frozenset[int]
                     ) -> tuple[dict[int, int], dict[int, int]]:
    """The cards stated to be in, and not in, each hidden hand (masks); each must be true."""
    holds: dict[int, int] = {}
    lacks: dict[int, int] = {}
    for text in texts:
        m = _HOLDS.fullmatch(" ".join(text.split()).rstrip("."))
        if m is None:
            raise AssumptionError(C.ASSUME_UNREAD.format(text=text))
        try:
            seat = parse_seat(m["who"], state.players)
            mask = ce.cards_mask(parse_cards(m["cards"].replace(" and ", " ")))
        except (NotationError, ValueError, KeyError):
            raise AssumptionError(C.ASSUME_UNREAD.format(text=text)) from None
        if seat >= state.players or seat not in hidden:
            raise AssumptionError(C.ASSUME_SHOWN.format(text=text))
        real = ce.cards_mask(state.hand(seat)) & mask
        if m["neg"].lower() == "holds":
            if real != mask:
                raise AssumptionError(C.ASSUME_FALSE.format(text=text))
            holds[seat] = holds.get(seat, 0) | mask
        else:
            if real:
                raise AssumptionError(C.ASSUME_FALSE.format(text=text))
            lacks[seat] = lacks.get(seat, 0) | mask
    return holds, lacks


def deals_for(state: ce.CasinoState, hidden: frozenset[int], assumptions: Sequence[str], *,
              seed: str, limit: int) -> tuple[list[Deal], int]:
    """The deals to search, and how many fit in all: every one when at most ``limit`` fit,
    else ``limit`` drawn uniformly from them with a fixed seed."""
    mover = state.turn
    seats = sorted(s for s in hidden if s != mover and state.hands[s])
    holds, lacks = read_assumptions(assumptions, state, frozenset(seats))
    if not seats:
        return [{}], 1
    pool = sorted(i for s in seats for i in state.hands[s])
    sizes = [len(state.hands[s]) for s in seats]
    wants = {s: {u.value for u in state.units if u.owner == s} for s in seats}

    def fits(seat: int, hand: tuple[int, ...]) -> bool:
        mask = 0
        for i in hand:
            mask |= 1 << i
        if mask & holds.get(seat, 0) != holds.get(seat, 0) or mask & lacks.get(seat, 0):
            return False
        held = {ce.VALUE[i] for i in hand}
        return wants[seat] <= held

    def every(k: int, left: tuple[int, ...]) -> Iterator[tuple[tuple[int, ...], ...]]:
        if k == len(seats):
            yield ()
            return
        for hand in itertools.combinations(left, sizes[k]):
            if fits(seats[k], hand):
                rest = tuple(i for i in left if i not in hand)
                for more in every(k + 1, rest):
                    yield (hand, *more)

    found = [dict(zip(seats, hands, strict=True)) for hands in every(0, tuple(pool))]
    total = len(found)
    if total <= limit:
        return list(found), total
    rng = random.Random(f"casino-proof:{seed}")
    return rng.sample(found, limit), total


def _deal_state(state: ce.CasinoState, deal: Deal) -> ce.CasinoState:
    """A copy with the hidden hands dealt as ``deal`` says, whose game ends with this round."""
    st = state.clone()
    for s, hand in deal.items():
        st.hands[s] = sorted(hand)
    st.rules = replace(st.rules, rounds=st.round_no + 1)
    st._legal = None
    st._texts = None
    return st


# -- The search ----------------------------------------------------------------------------------


class Search:
    """Alpha-beta over the rest of one round with every hand open; a value is the round's points
    for side ``side`` minus the most any other side scores. The table of bounds is kept across
    the root's plays (every position's value depends only on the position)."""

    def __init__(self, side: int) -> None:
        self.side = side
        self.table: dict[Any, tuple[int, int]] = {}
        self.nodes = 0

    def value_after(self, state: ce.CasinoState, move: Any) -> int:
        child = state.clone()
        events = child._play(move)
        if child.over:
            return self._scored(events)
        return self._search(child, -_INF, _INF)

    def _scored(self, events: Sequence[Any]) -> int:
        for e in events:
            if isinstance(e, ce.RoundScored):
                score = e.result.score
                return score[self.side] - max(p for k, p in enumerate(score) if k != self.side)
        raise AssumptionError("the round did not end")  # pragma: no cover  # internal: a bug

    def _key(self, st: ce.CasinoState) -> Any:
        return (tuple(tuple(h) for h in st.hands), tuple(st.loose), tuple(st.units),
                tuple((p.bit_count(), (p & ce.SPADES_MASK).bit_count(), p & _POINT_CARDS)
                      for p in st.captured),
                st.turn, st.last_capturer, st.last_swept, tuple(st.sweeps))

    def _search(self, st: ce.CasinoState, alpha: int, beta: int) -> int:
        self.nodes += 1
        key = self._key(st)
        hit = self.table.get(key)
        if hit is not None:
            lo, hi = hit
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        a0, b0 = alpha, beta
        maximize = st.side_of[st.turn] == self.side
        best = -_INF if maximize else _INF
        # Captures first, the biggest first: they settle most positions soonest.
        moves = sorted(st._moves()[1], key=lambda m: (m[0] != 0, -len(m[2]) - len(m[3])))
        for move in moves:
            child = st.clone()
            events = child._play(move)
            v = self._scored(events) if child.over else self._search(child, alpha, beta)
            if maximize:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        if best <= a0:
            self.table[key] = (-_INF, best)
        elif best >= b0:
            self.table[key] = (best, _INF)
        else:
            self.table[key] = (best, best)
        return best


def solve_deal(state: ce.CasinoState, deal: Deal) -> dict[ce.Action, int]:
    """Each legal play's exact value in one deal (module docstring)."""
    st = _deal_state(state, deal)
    search = Search(st.side_of[st.turn])
    actions, moves = st._moves()
    return {a: search.value_after(st, m) for a, m in zip(actions, moves, strict=True)}


# -- The verdict ---------------------------------------------------------------------------------


_num = num
_TEXTS = Texts(C.PROOF_BELOW, C.PROOF_TIE, C.PROOF_MARGIN, C.PROOF_NOISE, C.PROOF_UNEQUAL,
               C.PROVEN)


def _deal_text(state: ce.CasinoState, deal: Deal) -> str:
    return "; ".join(f"{seat_name(s, state.players)} {format_cards(ce.CARDS[i] for i in h)}"
                     for s, h in sorted(deal.items())) or str(C.DEAL_SHOWN)


def verdict(state: ce.CasinoState, accepted: Sequence[Any], deals: Sequence[Deal], total: int,
            margin: float, rule: str | None) -> Proof:
    fmt = state.format_action
    actions = list(state.legal_actions())
    per: dict[Any, list[float]] = {a: [] for a in actions}
    for deal in deals:
        values = solve_deal(state, deal)
        for a in actions:
            per[a].append(float(values[a]))
    n = len(deals)
    enumerated = n == total
    means = {fmt(a): sum(v) / n for a, v in per.items()}
    if n == 1 and total == 1:
        where = str(C.DEALS_ALL_ONE)
    elif enumerated:
        where = C.DEALS_ALL.format(n=n)
    else:
        where = C.DEALS_SAMPLED.format(n=n, total=total)
    listing = ", ".join(f"{a} {round(m, 2):+g}"
                        for a, m in sorted(means.items(), key=lambda kv: -kv[1]))
    per_deal = {fmt(a): tuple(v) for a, v in per.items()}

    def done(ok: bool, reason: str) -> Proof:
        return Proof(ok, reason, means, n, total, enumerated, per_deal)

    rivals = sorted((o for o in actions if o not in accepted), key=lambda o: -means[fmt(o)])

    def beaten(answer: str, rival: str) -> str | None:
        for k, deal in enumerate(deals):
            better, worse = per_deal[rival][k], per_deal[answer][k]
            if better > worse:
                return C.PROOF_DEAL.format(action=rival, answer=answer, better=_num(better),
                                           worse=_num(worse), deal=_deal_text(state, deal))
        return None

    every = rule == EVERY_DEAL or (enumerated and rule != AVERAGE)
    ok, reason = judge(per_deal, [fmt(a) for a in accepted], [fmt(o) for o in rivals],
                       where=where, listing=listing, margin=margin, sampled=not enumerated,
                       texts=_TEXTS, beaten_in_a_deal=beaten if every else None)
    return done(ok, reason)

