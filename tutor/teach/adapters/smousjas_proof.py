"""Proofs for Smousjas and Vijfhonderden ``best`` puzzles: exact once the stock is empty, sampled
play-outs before.

What is counted (objective ``result``, the only one): the deal's points from the mover's side,
their card points, roem and the last trick's 10 minus the other player's, and in Vijfhonderden
the 100 for the opponent of a player who takes no trick of phase 2; before any rounding, and for
this deal only (the match's totals play no part).

* **Phase 2** (the stock and the turned card gone): every card is known to both players, so the
  proof is exact. The solver of the bots (``tutor.bots.smousjas.solver.move_values``) values
  every legal action by perfect play of both players to the deal's end, the declarations,
  rejections and mariages of the first phase-2 trick included.
* **Phase 1**: the cards the mover cannot see (the other hand, but for the cards it has shown in
  a meld or taken from beside the stock and still holds, and the covered stock with its order)
  are dealt again, uniformly among the ways that fit what the mover knows: their own hand, the
  cards shown, every card played, the turned trump, and the puzzle's ``assumptions`` (``P2 holds
  ♠A``, ``P2 does not hold ♥9``, each true in the position). When the other hand is shown face
  up, only the stock's order is dealt again. When at most ``samples`` ways fit (100 when the
  puzzle states none), every one is played; otherwise ``samples`` are drawn, seeded by the
  puzzle's id. In each, every legal action is played by the engine, then both players follow
  the fixed policy below to the end of the stock, and the solver values the rest exactly.

The plain policy (the same for both players, using nothing hidden): with the last covered card
beside the turned trump, the trick winner swaps the trump 7 if it may, then takes the turned trump
unless it is the trump 7 or 8. At the start of a turn a player swaps the trump 7 when allowed,
shows every mariage it may, rejects a declaration when it can (with the meld scoring most) and,
when leading, declares every carré and sequence allowed, the most points first; in the turn of
the action tested, the mover declares nothing more (a declaration is tried alone, and playing a
card without declaring keeps every meld for a later lead). The card: leading, the cheapest card
that is not a trump (the fewest points, then the lowest), else the lowest trump; following an
ace, a ten or a trump worth 10 or more, the cheapest card that wins it, of the suit led if one
does, else a trump; otherwise the cheapest card, a non-trump if there is one. Uit is never
called (a position offering it is not proven: it wins the match, which the deal's points do not
count).

The verdict: the answer must beat every other legal action by the margin (default 1 point) on
average, and over a sample by ``Z`` standard errors of the paired difference as well; an action
as good must be listed too, and listed answers must lie within the margin of each other. Over a
sample of 40 layouts or more, an action far below the answer on the first quarter (by the margin
plus ``SCREEN_Z`` standard errors) is settled there. ``proof = "every-deal"`` also asks the
answer never to score below another action in any way the cards lie (no screening then).
Nothing is cached between runs.
"""

from __future__ import annotations

import itertools
import math
import random
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import format_cards, parse_cards
from ...errors import NotationError
from ...games.smousjas import engine as se
from ...games.smousjas.melds import CARDS, INDEX, SUIT_MASK, classify, mask_cards
from ..proof import Proof
from ..puzzle import EVERY_DEAL, Puzzle
from ..steps import PlayJudge
from ..verdict import EPS, Texts, judge, num, paired
from . import smousjas_text as S

#: Ways the unseen cards may lie, played when a puzzle states no ``samples``.
DEFAULT_SAMPLES = 100
DEFAULT_MARGIN = 1.0
#: An action this many standard errors (plus the margin) below the answer on the first part of
#: a sample is settled there.
SCREEN_Z = 4.0
SCREEN_SHARE = 4
#: No screening on fewer layouts than this (a small sample is played in full).
SCREEN_LEAST = 10
_SEATS = ("P1", "P2")


def prove_smousjas(puzzle: Puzzle) -> Proof:
    """Whether the puzzle's answers are best for the player to move (module docstring)."""
    judge = puzzle.step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    assert isinstance(state, se.SmousjasState)
    if puzzle.max_cost is not None:
        return Proof(False, S.UNPROVEN_OPTION.format(key="max-cost"))
    if puzzle.objective != "result":
        return Proof(False, S.UNPROVEN_OBJECTIVE.format(objective=puzzle.objective))
    if state.over or state.to_move() is None:
        return Proof(False, str(S.UNPROVEN_OVER))
    if any(isinstance(a, se.Out) for a in state.legal_actions()):
        return Proof(False, str(S.UNPROVEN_OUT))
    margin = DEFAULT_MARGIN if puzzle.margin is None else puzzle.margin
    if state.phase == 2:
        if puzzle.assumptions:
            return Proof(False, str(S.UNPROVEN_EXACT_ASSUME))
        return prove_exact(state, judge.accepted, margin)
    table = puzzle.step.table
    assert table is not None
    mover = state.to_move()
    assert mover is not None
    hidden = table.seats[1 - mover].hidden
    try:
        layouts, total = layouts_for(state, hidden, puzzle.assumptions, seed=puzzle.id,
                                     limit=puzzle.samples or DEFAULT_SAMPLES)
    except AssumptionError as e:
        return Proof(False, e.message)
    if not layouts:
        return Proof(False, str(S.UNPROVEN_NO_DEAL))
    return prove_sampled(state, judge.accepted, layouts, total, margin,
                         every=puzzle.proof == EVERY_DEAL)


def counted(state: se.SmousjasState, seat: int) -> str:
    """What the values count, in words."""
    words = S.COUNTED_BONUS if state.rs.no_trick_bonus else S.COUNTED
    return words.format(seat=_SEATS[seat])


# -- Exact: phase 2 ------------------------------------------------------------------------------


def exact_values(state: se.SmousjasState) -> dict[se.Action, int]:
    """Every legal action's exact value from the mover's side (phase 2)."""
    from ...bots.smousjas.solver import move_values

    return {v.action: v.value for v in move_values(state)}


def prove_exact(state: se.SmousjasState, accepted: Sequence[Any], margin: float) -> Proof:
    mover = state.to_move()
    assert mover is not None
    values = exact_values(state)
    per = {a: [float(v)] for a, v in values.items()}
    where = S.EXACT.format(counted=counted(state, mover))
    return _verdict(state, accepted, per, set(), where, margin, exact=True, every=False,
                    layouts=[], total=1)


# -- Sampled: phase 1 ----------------------------------------------------------------------------


class AssumptionError(Exception):
    """An assumption that cannot be read, or that is not true in the position."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Layout:
    """One way the unseen cards may lie: the other hand (a mask) and the covered stock, the next
    card to be drawn first."""

    other: int
    stock: tuple[int, ...]


_HOLDS = re.compile(r"(?P<who>p[12]|player [12])\s+(?P<neg>does not hold|doesn't hold|holds)"
                    r"\s+(?P<cards>.+)", re.IGNORECASE)  # internal: assumptions


def known_mask(state: se.SmousjasState, seat: int) -> int:
    """The cards ``seat`` has seen: its hand, the other's shown cards, every card played and the
    turned card."""
    known = state.hands[seat] | state.shown[1 - seat] | state.won[0] | state.won[1]
    for i in state.trick:
        known |= 1 << i
    if state.turned >= 0:
        known |= 1 << state.turned
    return known


def read_assumptions(texts: Sequence[str], state: se.SmousjasState, mover: int
                     ) -> tuple[int, int]:
    """The unseen cards the other player is stated to hold and not to hold; each must be true."""
    holds = lacks = 0
    known = known_mask(state, mover)
    for text in texts:
        m = _HOLDS.fullmatch(" ".join(text.split()).rstrip("."))
        if m is None:
            raise AssumptionError(S.ASSUME_UNREAD.format(text=text))
        seat = int(m["who"][-1]) - 1
        try:
            mask = 0
            for c in parse_cards(m["cards"].replace(" and ", " ").replace(",", " ")):
                mask |= 1 << INDEX[c]
        except (NotationError, KeyError):
            raise AssumptionError(S.ASSUME_UNREAD.format(text=text)) from None
        if seat == mover:
            raise AssumptionError(S.ASSUME_OWN.format(text=text))
        if mask & known:
            raise AssumptionError(S.ASSUME_SHOWN.format(text=text))
        real = state.hands[seat] & mask
        if m["neg"].lower() == "holds":
            if real != mask:
                raise AssumptionError(S.ASSUME_FALSE.format(text=text))
            holds |= mask
        else:
            if real:
                raise AssumptionError(S.ASSUME_FALSE.format(text=text))
            lacks |= mask
    return holds, lacks


def layouts_for(state: se.SmousjasState, hidden: bool, assumptions: Sequence[str], *,
                seed: str, limit: int) -> tuple[list[Layout], int]:
    """The layouts to play, and how many fit in all: every one when at most ``limit`` fit, else
    ``limit`` drawn uniformly (with a fixed seed)."""
    mover = state.to_move()
    assert mover is not None
    other = 1 - mover
    holds, lacks = read_assumptions(assumptions, state, mover)
    k = len(state.stock)
    if hidden:
        fixed = state.shown[other] | holds
        pool = [i for i in range(32) if (state.hands[other] & ~fixed | _mask(state.stock)) >> i & 1]
    else:
        fixed = state.hands[other]
        pool = list(state.stock)
    # A layout is an ordered stock of k cards from the pool; the rest go to the other hand. The
    # stated-to-be-held cards are in the hand already; stated-not-held cards must be in the stock.
    must_stock = [i for i in pool if lacks >> i & 1]
    total = _count_layouts(len(pool), k, len(must_stock))
    if total <= limit:
        found = [lay for lay in _every(pool, k, fixed, lacks)]
        return found, len(found)
    rng = random.Random(f"smousjas-proof:{seed}")
    out = []
    free = [i for i in pool if not lacks >> i & 1]
    for _ in range(limit):
        # Uniform among the layouts that fit: the stock holds every card stated not held and the
        # rest of its places go to free cards at random; then the stock is shuffled.
        cards = list(free)
        rng.shuffle(cards)
        stock = must_stock + cards[:k - len(must_stock)]
        rng.shuffle(stock)
        rest = fixed | _mask(cards[k - len(must_stock):])
        out.append(Layout(rest, tuple(stock)))
    return out, total


def _count_layouts(n: int, k: int, forced: int) -> int:
    """Ordered stocks of ``k`` from ``n`` cards holding ``forced`` given ones."""
    if forced > k:
        return 0
    return math.comb(n - forced, k - forced) * math.factorial(k)


def _every(pool: Sequence[int], k: int, fixed: int, lacks: int) -> Iterator[Layout]:
    for stock in itertools.permutations(pool, k):
        rest = _mask([i for i in pool if i not in stock])
        if rest & lacks:
            continue
        yield Layout(fixed | rest, stock)


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for i in cards:
        m |= 1 << i
    return m


def _layout_state(state: se.SmousjasState, layout: Layout) -> se.SmousjasState:
    mover = state.to_move()
    assert mover is not None
    st = state.clone()
    st.hands[1 - mover] = layout.other
    st.stock = list(layout.stock)
    return st


def play_out(state: se.SmousjasState, action: Any, layout: Layout) -> int:
    """The deal's points from the mover's side after ``action`` in ``layout``: the policy to the
    stock's end, then the solver."""
    from ...bots.smousjas.solver import state_value

    mover = state.to_move()
    assert mover is not None
    st = _layout_state(state, layout)
    st.apply(action)
    # A declaration, mariage, rejection or swap leaves the mover's turn open: it declares
    # nothing more in it.
    same_turn = not isinstance(action, se.Play | se.TakeLast)
    play_to_stock_end(st, quiet=mover if same_turn else -1)
    sign = 1 if mover == 0 else -1
    return sign * state_value(st)


# -- The plain policy ----------------------------------------------------------------------------


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


def _cheapest(mask: int, t: se.Tables, trump: int) -> int:
    plain = mask & ~SUIT_MASK[trump]
    return min(_bits(plain or mask), key=lambda i: (t.points[i], t.power[i], i))


def _beats(a: int, b: int, t: se.Tables, trump: int) -> bool:
    if a >> 3 == b >> 3:
        return t.power[b] > t.power[a]
    return b >> 3 == trump


def policy_card(hand: int, led: int, t: se.Tables, trump: int) -> int:
    """The plain policy's card (module docstring); ``led`` is -1 when leading."""
    if led < 0:
        return _cheapest(hand, t, trump)
    if t.points[led] >= 10:
        wins = [i for i in _bits(hand) if _beats(led, i, t, trump)]
        if wins:
            same = [i for i in wins if i >> 3 == led >> 3]
            return min(same or wins, key=lambda i: (t.points[i], t.power[i], i))
    return _cheapest(hand, t, trump)


def _meld_points(st: se.SmousjasState, mask: int) -> int:
    found = classify(mask, st.trump, st.rs)
    return found[1] if found is not None else 0


def play_to_stock_end(st: se.SmousjasState, quiet: int = -1) -> None:
    """Play ``st`` on by the plain policy until the stock is empty. ``quiet``: the seat whose
    current turn declares nothing more (the mover of the action tested)."""
    t = st.t
    trump = st.trump
    first = True
    while st.phase == 1 and not st.over:
        seat = st.to_move()
        assert seat is not None
        if st.choosing:
            if st._can_swap(seat):
                st.apply(se.SWAP)
            low = st.turned & 7 <= 1  # the 7 or the 8 of trumps
            st.apply(se.TAKE_COVERED if low else se.TAKE_TURNED)
            first = False
            continue
        if st._can_swap(seat):
            st.apply(se.SWAP)
        if st.declaring_open():
            for m in st.showable(seat):
                st.apply(se.Mariage(mask_cards(m)))
            if st.trick:
                rejections = st.rejections(seat)
                if rejections:
                    best = max(rejections, key=lambda m: _meld_points(st, m))
                    st.apply(se.Reject(mask_cards(best)))
            elif not (first and seat == quiet):
                while True:
                    allowed = st.declarable(seat)
                    if not allowed:
                        break
                    best = max(allowed, key=lambda m: _meld_points(st, m))
                    st.apply(se.Declare(mask_cards(best)))
        led = st.trick[0] if st.trick else -1
        st.apply(se.Play(CARDS[policy_card(st.hands[seat], led, t, trump)]))
        first = False


# -- The verdict ---------------------------------------------------------------------------------


def _clearly_below(answer: Sequence[float], other: Sequence[float], margin: float) -> bool:
    gap, se_ = paired(answer, other)
    return gap - SCREEN_Z * se_ > margin


def prove_sampled(state: se.SmousjasState, accepted: Sequence[Any], layouts: Sequence[Layout],
                  total: int, margin: float, *, every: bool = False) -> Proof:
    mover = state.to_move()
    assert mover is not None
    actions = list(state.legal_actions())
    n = len(layouts)
    enumerated = n == total
    first = n if every or n // SCREEN_SHARE < SCREEN_LEAST else n // SCREEN_SHARE
    per: dict[Any, list[float]] = {
        a: [float(play_out(state, a, lay)) for lay in layouts[:first]] for a in actions}
    settled: set[Any] = set()
    if first < n:
        for o in actions:
            if o not in accepted and all(_clearly_below(per[a], per[o], margin)
                                         for a in accepted):
                settled.add(o)
        for a in actions:
            if a not in settled:
                per[a] += [float(play_out(state, a, lay)) for lay in layouts[first:]]
    what = counted(state, mover)
    if enumerated and n == 1:
        where = S.LAYOUTS_ALL_ONE.format(counted=what)
    elif enumerated:
        where = S.LAYOUTS_ALL.format(n=n, counted=what)
    else:
        where = S.LAYOUTS_SAMPLED.format(n=n, total=total, counted=what)
    return _verdict(state, accepted, per, settled, where, margin, exact=enumerated, every=every,
                    layouts=layouts, total=total)


def _verdict(state: se.SmousjasState, accepted: Sequence[Any], per: Mapping[Any, list[float]],
             settled: set[Any], where: str, margin: float, *, exact: bool, every: bool,
             layouts: Sequence[Layout], total: int) -> Proof:
    fmt = state.format_action
    actions = list(per)
    means = {fmt(a): sum(v) / len(v) for a, v in per.items()}
    n = max(len(v) for v in per.values())
    full = {fmt(a): tuple(v) for a, v in per.items() if len(v) == n}
    listing = ", ".join(f"{a} {round(m, 1):+g}"
                        for a, m in sorted(means.items(), key=lambda kv: -kv[1]))

    def done(ok: bool, reason: str) -> Proof:
        return Proof(ok, reason, means, n, total, exact, full if n > 1 else None)

    rivals = sorted((o for o in actions if o not in accepted and o not in settled),
                    key=lambda o: -means[fmt(o)])
    mover = state.to_move()
    assert mover is not None
    values = {fmt(a): v for a, v in per.items()}

    def beaten(answer: str, rival: str) -> str | None:
        for k, lay in enumerate(layouts):
            better, worse = values[rival][k], values[answer][k]
            if better > worse + EPS:
                return S.PROOF_DEAL.format(action=rival, answer=answer, better=_num(better),
                                           worse=_num(worse), layout=layout_text(lay, 1 - mover))
        return None

    ok, reason = judge(values, [fmt(a) for a in accepted], [fmt(o) for o in rivals],
                       where=where, listing=listing, margin=margin, sampled=not exact,
                       texts=_TEXTS, beaten_in_a_deal=beaten if every else None)
    return done(ok, reason)


def layout_text(layout: Layout, other: int) -> str:
    return S.LAYOUT.format(seat=_SEATS[other], hand=format_cards(mask_cards(layout.other)),
                           stock=format_cards(CARDS[i] for i in layout.stock) or "-")


_num = num
_TEXTS = Texts(S.PROOF_BELOW, S.PROOF_TIE, S.PROOF_MARGIN, S.PROOF_NOISE, S.PROOF_UNEQUAL,
               S.PROVEN)


__all__ = ["Layout", "layouts_for", "play_out", "play_to_stock_end", "policy_card",
           "prove_exact", "prove_sampled", "prove_smousjas"]
