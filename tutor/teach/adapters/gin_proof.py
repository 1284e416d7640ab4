"""Proofs for Gin Rummy ``best`` puzzles: exact where the question is exact, sampled otherwise.

Two objectives (``objective`` in the puzzle):

* ``deadwood`` (exact): the answer is the discard, or the defender's layoff, that leaves the least
  deadwood, by the engine's own count. Every other legal discard (or layoff) must leave at least
  ``margin`` more (default 1), and any that leaves as little must be listed as an answer too.
* ``points`` (the default): what the hand brings the player to move, in points (their score for
  the hand minus the opponent's). The cards the player cannot see (the opponent's hand when it is
  hidden, and always the order of the stock) are dealt again in a fixed sample seeded by the
  puzzle's id: uniformly among the deals that fit what the player knows (the cards the opponent
  took from the pile and kept, and the puzzle's ``assumptions``). In each deal every legal action
  is played by the engine and the hand is played out to its end, both players following the plain
  policy below; the engine scores it. The answer must beat every other action on average by the
  margin (default 1 point) and by at least ``Z`` standard errors of the paired difference, so a
  gap that sampling could explain does not pass. Actions far below the answer on the first part of
  the sample (by the margin plus ``SCREEN_Z`` standard errors) are settled there, to save time.

Knock now or wait: when a knock is allowed, the plain discard of the same card is an action of its
own, "playing on". Its play-outs continue under the plain policy, so the player knocks (or goes
gin) at their next chance. A proven wait therefore says: waiting one turn, then going out as soon
as the policy may, beats knocking now in these deals; it says nothing about waiting longer.

What the sample knows of the opponent: the pile cards they took and still hold are certainly in
their hand; every other unseen card is equally likely to be theirs or in the stock. Their takes
are not read as evidence of what else they hold, nor their discards and passed upcards as
evidence of what they lack. A discard that could feed the cards they kept loses in the play-outs
only through what the policy then does with it.

The plain policy: take the pile card when keeping it leaves less deadwood than the hand has now;
go gin, or knock, as soon as the rules allow; otherwise throw the card that leaves the least
deadwood (the higher card among equals); as the defender, lay off what leaves the least deadwood.
It is the same for both players and uses only what a player may know, so a position's answer
never depends on which side the opponent's samples favour. Nothing is cached between runs.

``match`` counts the same play-outs in the match's final score instead (the mover's final total
minus the opponent's, the game bonus, line bonuses and shutout included as the rules set them).
A hand that ends the match is scored by the engine exactly. When the match goes on, the totals
after the hand are valued by the model of the hands to come that the bots use
(``tutor.bots.gin.match``: each later hand won by either player with equal chance, for points
drawn from bot play). A ``match`` puzzle should be one where most play-outs end the match, so the
exact part decides; the proof reports in how many they did.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...bots.gin import match as match_model
from ...cards import parse_cards
from ...errors import NotationError
from ...games.gin import engine as gin
from ...games.gin.melds import CARDS, VALUES, cards_mask, mask_indices, min_deadwood
from ...seats import parse_seat
from ..proof import Proof
from ..puzzle import Puzzle
from ..steps import PlayJudge
from . import gin_text as G

#: Deals sampled when a puzzle states no ``samples``.
DEFAULT_SAMPLES = 200
#: The answer must beat every other action by this many standard errors of the difference.
Z = 2.0
#: An action this many standard errors (plus the margin) below the answer on the first part of
#: the sample is settled there.
SCREEN_Z = 4.0
#: The share of the sample every action is played on.
SCREEN_SHARE = 4
DEFAULT_POINTS_MARGIN = 1.0
DEFAULT_DEADWOOD_MARGIN = 1.0
_EPS = 1e-9


def prove_gin(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's answers are best for the player to move (module docstring)."""
    judge = puzzle.step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    assert isinstance(state, gin.GinState)
    if puzzle.proof is not None:
        return Proof(False, G.UNPROVEN_OPTION.format(key="proof"))
    if puzzle.max_cost is not None:
        return Proof(False, G.UNPROVEN_OPTION.format(key="max-cost"))
    objective = puzzle.objective
    if objective not in ("points", "deadwood", "match"):
        return Proof(False, G.UNPROVEN_OBJECTIVE.format(objective=objective))
    if objective == "deadwood":
        margin = DEFAULT_DEADWOOD_MARGIN if puzzle.margin is None else puzzle.margin
        return prove_deadwood(state, judge.accepted, margin)
    try:
        deals = sample_deals(state, puzzle_hidden(puzzle), puzzle.assumptions,
                             seed=puzzle.id, n=puzzle.samples or DEFAULT_SAMPLES)
    except AssumptionError as e:
        return Proof(False, e.message)
    margin = DEFAULT_POINTS_MARGIN if puzzle.margin is None else puzzle.margin
    return prove_points(state, judge.accepted, deals, margin, match=objective == "match")


def puzzle_hidden(puzzle: Puzzle) -> bool:
    """Whether the opponent's hand is face down for the learner."""
    table = puzzle.step.table
    assert table is not None
    return any(s.hidden for s in table.seats)


# -- Exact: the least deadwood ------------------------------------------------------------------


def deadwood_values(state: gin.GinState) -> dict[Any, int]:
    """Each discard's (or layoff's) deadwood left, as the engine counts it."""
    if state.phase is gin.Phase.DISCARD:
        return {a: state.deadwood_after(a.card) for a in state.legal_actions()
                if isinstance(a, gin.Discard)}
    if state.phase is gin.Phase.LAYOFF:
        out: dict[Any, int] = {}
        for a in state.legal_actions():
            st = state.clone()
            scored = [e for e in st.apply(a) if isinstance(e, gin.HandScored)]
            out[a] = scored[0].result.defender_deadwood
        return out
    return {}


def prove_deadwood(state: gin.GinState, accepted: Sequence[Any], margin: float) -> Proof:
    values = deadwood_values(state)
    if not values:
        return Proof(False, str(G.UNPROVEN_DEADWOOD_PHASE))
    fmt = state.format_action
    shown = {fmt(a): float(v) for a, v in values.items()}
    for a in accepted:
        if a not in values:
            return Proof(False, G.UNPROVEN_GOING_OUT.format(action=fmt(a)), shown,
                         higher_is_better=False)
    least = min(values.values())
    listing = _listing({fmt(a): -v for a, v in values.items()}, sign=-1)
    worse = [fmt(a) for a in accepted if values[a] > least]
    if worse:
        best = " ".join(fmt(a) for a, v in values.items() if v == least)
        return Proof(False, G.PROOF_NOT_LEAST.format(actions=" ".join(worse), best=best,
                                                     value=least, values=listing), shown,
                     higher_is_better=False)
    others = {a: v for a, v in values.items() if a not in accepted}
    if others:
        runner_up = min(others, key=lambda a: others[a])
        gap = others[runner_up] - least
        if gap == 0:
            return Proof(False, G.PROOF_TIE_DEADWOOD.format(action=fmt(runner_up), value=least),
                         shown)
        if gap < margin:
            return Proof(False, G.PROOF_MARGIN_DEADWOOD.format(
                gap=gap, action=fmt(runner_up), margin=_num(margin)), shown, higher_is_better=False)
    return Proof(True, G.PROVEN_DEADWOOD.format(values=listing), shown, higher_is_better=False)


# -- Sampled: points over play-outs --------------------------------------------------------------


class AssumptionError(Exception):
    """An assumption that cannot be read, or that is not true in the position."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Deal:
    """One way the unseen cards may lie: the opponent's hand and the stock (top card last)."""

    opponent: int
    stock: tuple[int, ...]


_HOLDS = re.compile(r"(?P<who>p[12]|player [12])\s+(?P<neg>does not hold|doesn't hold|holds)"
                    r"\s+(?P<cards>.+)", re.IGNORECASE)  # internal: assumptions


def read_assumptions(texts: Sequence[str], state: gin.GinState) -> tuple[int, int]:
    """The cards the opponent is stated to hold and not to hold; each must be true."""
    mover = state.turn
    holds = lacks = 0
    for text in texts:
        m = _HOLDS.fullmatch(" ".join(text.split()).rstrip("."))
        if m is None:
            raise AssumptionError(G.ASSUME_UNREAD.format(text=text))
        try:
            seat = parse_seat(m["who"].split()[-1].lstrip("pP"), 2)
            mask = cards_mask(c for c in parse_cards(m["cards"].replace(" and ", " ")))
        except (NotationError, KeyError):
            raise AssumptionError(G.ASSUME_UNREAD.format(text=text)) from None
        if seat == mover:
            raise AssumptionError(G.ASSUME_OWN.format(text=text))
        real = state.hands[seat] & mask
        if m["neg"].lower() == "holds":
            if real != mask:
                raise AssumptionError(G.ASSUME_FALSE.format(text=text))
            holds |= mask
        else:
            if real:
                raise AssumptionError(G.ASSUME_FALSE.format(text=text))
            lacks |= mask
    return holds, lacks


def sample_deals(state: gin.GinState, hidden: bool, assumptions: Sequence[str], *, seed: str,
                 n: int) -> tuple[Deal, ...]:
    """``n`` deals of the unseen cards, uniform among those that fit, from a fixed seed."""
    mover = state.turn
    opp = 1 - mover
    holds, lacks = read_assumptions(assumptions, state)
    real_opp = state.hands[opp]
    stock = list(state.stock)
    if not hidden:
        pool = stock
        fixed = real_opp
    else:
        kept = cards_mask(state.view(mover).opponent_known())
        fixed = kept | holds
        pool = mask_indices(real_opp & ~fixed) + stock
    room = real_opp.bit_count() - fixed.bit_count()
    rng = random.Random(f"gin-proof:{seed}")
    deals = []
    for _ in range(n):
        cards = list(pool)
        rng.shuffle(cards)
        if hidden:
            # The first ``room`` cards the opponent may hold go to the opponent; the rest, in
            # their shuffled order, are the stock. Uniform over every deal that fits.
            take = [i for i in cards if not lacks >> i & 1][:room]
            hand = fixed | _mask(take)
            rest = tuple(i for i in cards if not hand >> i & 1)
        else:
            hand, rest = fixed, tuple(cards)
        deals.append(Deal(hand, rest))
    return tuple(deals)


def _mask(indices: Sequence[int]) -> int:
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def play_out(state: gin.GinState, action: Any, deal: Deal) -> int:
    """The mover's points minus the opponent's for the hand, after ``action`` in ``deal``."""
    mover = state.turn
    scored, _ = _play_hand(state, action, deal)
    score = scored.result.score
    return score[mover] - score[1 - mover]


def play_out_match(state: gin.GinState, action: Any, deal: Deal) -> tuple[float, bool]:
    """(the match's final score, the mover's minus the opponent's, after ``action`` in ``deal``
    and the hand played out: exact when the hand ends the match, else the model's expectation;
    whether the hand ended it)."""
    mover = state.turn
    scored, over = _play_hand(state, action, deal)
    if over is not None and over.reached:
        return float(over.totals[mover] - over.totals[1 - mover]), True
    totals = scored.match
    won = list(state.hands_won())
    if scored.result.winner is not None:
        won[scored.result.winner] += 1
    value = match_model.value(totals[mover], totals[1 - mover], (won[mover], won[1 - mover]),
                              match_model.Scoring.of(state.rules))
    return value, False


def _play_hand(state: gin.GinState, action: Any,
               deal: Deal) -> tuple[gin.HandScored, gin.MatchOver | None]:
    """The hand played to its end on a copy: its score, and the match's end if it came."""
    mover = state.turn
    st = state.clone()
    st.hands[1 - mover] = deal.opponent
    st.stock = list(deal.stock)
    events = st.apply(action)
    while True:
        scored = next((e for e in events if isinstance(e, gin.HandScored)), None)
        if scored is not None:
            over = next((e for e in events if isinstance(e, gin.MatchOver)), None)
            return scored, over
        events = st.apply(policy(st))


def policy(st: gin.GinState) -> Any:
    """The plain policy's action for the player to move (module docstring)."""
    phase = st.phase
    hand = st.hands[st.turn]
    if phase is gin.Phase.DRAW:
        if st.pile:
            top = st.pile[-1]
            now = min_deadwood(hand)
            grown = hand | 1 << top
            if any(min_deadwood(grown ^ 1 << i) < now for i in mask_indices(hand)):
                return gin.PILE
        return gin.STOCK
    if phase is gin.Phase.LAYOFF:
        return st.parse_action("layoff best")  # internal: notation
    best, best_key = -1, (10**6, 0, 0)
    for i in mask_indices(hand):
        if i == st.took:
            continue
        key = (min_deadwood(hand ^ 1 << i), -VALUES[i], -i)
        if key < best_key:
            best, best_key = i, key
    card = CARDS[best]
    left = best_key[0]
    if phase is gin.Phase.DISCARD:
        limit = st.limit()
        if left == 0:
            return gin.Gin(card)
        if limit is not None and left <= limit:
            return gin.Knock(card)
    return gin.Discard(card)


def _paired(a: Sequence[float], b: Sequence[float]) -> tuple[float, float]:
    """Mean and standard error of ``a - b`` over the deals both were played on."""
    d = [x - y for x, y in zip(a, b, strict=False)]
    n = len(d)
    mean = sum(d) / n
    if n < 2:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in d) / (n - 1)
    return mean, math.sqrt(var / n)


def prove_points(state: gin.GinState, accepted: Sequence[Any], deals: Sequence[Deal],
                 margin: float, *, match: bool = False) -> Proof:
    """The verdict of the play-outs (module docstring); ``match``: counted in the match's final
    score."""
    fmt = state.format_action
    actions = list(state.legal_actions())
    n = len(deals)
    first = max(1, min(n, n // SCREEN_SHARE))
    ended = [0, 0]

    def value(a: Any, d: Deal) -> float:
        if not match:
            return float(play_out(state, a, d))
        v, over = play_out_match(state, a, d)
        ended[0] += over
        ended[1] += 1
        return v

    results: dict[Any, list[float]] = {a: [value(a, d) for d in deals[:first]]
                                       for a in actions}
    settled: set[Any] = set()
    for o in actions:
        if o in accepted:
            continue
        if all(_clearly_below(results[a], results[o], margin) for a in accepted):
            settled.add(o)
    for a in actions:
        if a not in settled:
            results[a] += [value(a, d) for d in deals[first:]]
    means = {fmt(a): sum(v) / len(v) for a, v in results.items()}
    where = G.DEALS.format(n=n)
    if match:
        share = round(100 * ended[0] / ended[1]) if ended[1] else 0
        where = G.DEALS_MATCH.format(n=n, share=share)
    listing = _listing(means)

    def fail(reason: str) -> Proof:
        return Proof(False, reason, means, n, n, False)

    lo = min(accepted, key=lambda a: means[fmt(a)])
    hi = max(accepted, key=lambda a: means[fmt(a)])
    rivals = sorted((o for o in actions if o not in accepted and o not in settled),
                    key=lambda o: -means[fmt(o)])
    for o in rivals:
        gap, se = _paired(results[lo], results[o])
        if gap < -_EPS:
            return fail(G.PROOF_BELOW.format(answer=fmt(lo), gap=_num1(-gap), best=fmt(o),
                                             deals=where, values=listing))
        if gap <= _EPS:
            return fail(G.PROOF_TIE.format(action=fmt(o), answer=fmt(lo), deals=where,
                                           value=_num1(means[fmt(lo)])))
        if gap < margin:
            return fail(G.PROOF_MARGIN.format(answer=fmt(lo), action=fmt(o), gap=_num1(gap),
                                              deals=where, margin=_num(margin)))
        if gap < Z * se:
            return fail(G.PROOF_NOISE.format(answer=fmt(lo), action=fmt(o), gap=_num1(gap),
                                             deals=where, se=_num1(se)))
    spread = means[fmt(hi)] - means[fmt(lo)]
    if spread >= margin:
        return fail(G.PROOF_UNEQUAL.format(low=fmt(lo), high=fmt(hi), gap=_num1(spread),
                                           deals=where))
    return Proof(True, G.PROVEN_POINTS.format(deals=where, values=listing), means, n, n, False)


def _clearly_below(answer: Sequence[float], other: Sequence[float], margin: float) -> bool:
    gap, se = _paired(answer, other)
    return gap - SCREEN_Z * se > margin


def _num(v: float) -> str:
    return f"{v:g}"


def _num1(v: float) -> str:
    return f"{round(v, 1):g}"


def _listing(values: Mapping[str, float], sign: int = 1) -> str:
    """``knock ♣9 +4.2, ♦K -1.5`` best first (``sign=-1``: deadwood, shown as positive)."""
    items = sorted(values.items(), key=lambda kv: -kv[1])
    if sign < 0:
        return ", ".join(f"{a} {_num(-v)}" for a, v in items)
    return ", ".join(f"{a} {round(v, 1):+g}" for a, v in items)

