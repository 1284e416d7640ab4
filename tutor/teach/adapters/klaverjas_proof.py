"""Proof that a Klaverjassen ``best``-action puzzle's answer is best, by the open-cards solver.

The solver is imported lazily from the engine package (``tutor.games.klaverjas.solver``). Without
it, every best-action puzzle is reported unproven, so none is shipped without a proof.

With every hand shown to the learner, the open-cards value of each legal action for the player to
move is computed (for Klaverjassen: the true deal result with nat and pit, seen from the mover's
team); the answer must be best by at least the puzzle's margin, and every action as good as the best
must be listed.

With hidden hands the solver knows what the learner knows: the cards shown, what the rules prove
about who cannot hold which card (``tutor.bots.klaverjas.knowledge``), and the puzzle's stated
assumptions (``"W holds ♥J"``, ``"E has no ♠"``, ``"partner's ♣7 was a PIT signal"``). Every deal of
the hidden cards that fits is counted exactly; when there are few (``ENUMERATE_LIMIT``) each one is
solved, otherwise a fixed seeded sample of ``SAMPLES`` deals, drawn uniformly. The answer must be
best on average by the margin and, when every deal was solved (or ``proof = "every-deal"``), never
worse than another card in any deal. A signal-giving puzzle (``max-cost``) states the convention's
card instead: it must be a truthful signal and cost at most ``max-cost`` on average against the
best-scoring card, since the search cannot value what the signal tells the partner.

A trump decision (the position is before trump is fixed) is proven over the same deals of the
hidden hands: each call of a suit is worth the deal's result (for the mover's team, nat and pit
included) solved from trick 1 with that suit as trump and the caller's team going, averaged over
the deals. A pass is worth what follows it, which the puzzle states as an assumption ("if you
pass: E pass, S pass, W pass", or "if you pass, the others pass too"): the stated calls are played
in turn; a suit named ends them (that deal is solved with it), and the mover's own forced call
after four passes is the suit best on average over the same deals. Solving a whole deal is dear,
so a call proof solves at most ``samples`` deals (``CALL_SAMPLES`` when the puzzle states none),
every one when no more fit; a sampled answer must beat every other call by the margin and by
``CALL_Z`` standard errors of the paired difference. The sample is solved a quarter at a time, and
after each quarter the calls far below every answer are settled and solved no further.
"""

from __future__ import annotations

import importlib
import math
import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from types import ModuleType
from typing import Any

from ...bots.klaverjas.knowledge import Knowledge, Signal, master_of, read
from ...bots.klaverjas.sampling import respects_signals
from ...cards import SUITS, Card, format_cards, parse_cards, parse_suit, sort_hand
from ...errors import IllegalActionError, NotationError
from ...games.klaverjas.engine import (
    CARDS,
    INDEX,
    PASS,
    SUIT_MASK,
    KlaverjasState,
    Phase,
    TrumpCall,
    bit_indices,
    mask_cards,
    tables,
)
from ...seats import COMPASS, parse_seat, partner, seat_name
from .. import text as T
from ..proof import Proof
from ..puzzle import AVERAGE, EVERY_DEAL, Puzzle
from ..steps import PlayJudge
from . import klaverjas_text as K


def _long(seat: int) -> str:
    """A seat's name in the reader's language ("North", "Noord")."""
    return seat_name(seat, 4, long=True)


Hands = tuple[int, int, int, int]


def _objective(solver: ModuleType, name: str) -> Any:
    try:
        return getattr(solver.Objective, name.upper())
    except AttributeError:
        raise LookupError(T.UNPROVEN_OBJECTIVE.format(objective=name)) from None


def _klaverjas_values(solver: ModuleType, state: Any, objective: str) -> dict[Any, float]:
    """Every legal card's value for the mover's team: the deal result, N-S minus E-W, turned."""
    if state.trump_suit is None:
        raise LookupError(str(K.UNPROVEN_TRUMP_CALL))
    pos = solver.SolverPosition.from_state(state)
    values = solver.Solver(pos, objective=_objective(solver, objective)).move_values()
    sign = 1 if state.to_move() % 2 == 0 else -1
    return {CARDS[i]: float(sign * v) for i, v in values.items()}


#: Per game: the solver module and how to get action values from it.
SOLVERS: Mapping[str, tuple[str, Callable[[ModuleType, Any, str], Mapping[Any, float]]]] = {
    "klaverjassen": ("tutor.games.klaverjas.solver", _klaverjas_values),
}
#: The margin when a puzzle states none: strictly better with open cards ...
DEFAULT_MARGIN = 1.0
#: ... and clearly better on average over hidden hands, where averages are not whole numbers.
DEFAULT_HIDDEN_MARGIN = 5.0
#: At most this many consistent deals are all solved; more are sampled.
ENUMERATE_LIMIT = 2000
#: The size of the fixed sample.
SAMPLES = 400
#: Two averages closer than this are equal (sums of whole numbers over at most a few thousand).
_EPS = 1e-9
#: A trump decision: the deals solved when the puzzle states no ``samples`` (each from trick 1,
#: once per suit), every consistent deal when no more fit.
CALL_SAMPLES = 40
#: ... the margin over hidden hands when the puzzle states none ...
DEFAULT_CALL_MARGIN = 10.0
#: ... how many standard errors of the paired difference a sampled answer must beat each other
#: call by ...
CALL_Z = 2.0
#: ... and, after each ``1 / SCREEN_SHARE`` of the sample, how far below (the margin plus this
#: many standard errors) a call is settled without solving the rest. On a quarter of the sample,
#: three standard errors are more than the two the whole sample asks for, counted in points.
SCREEN_Z = 3.0
SCREEN_SHARE = 4
#: ... but never on fewer deals than this.
SCREEN_MIN = 8


def _solver(game: str) -> ModuleType | None:
    entry = SOLVERS.get(game)
    if entry is None:
        return None
    name = entry[0]
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        # Only the solver's own absence means "no solver"; a missing dependency inside it is a
        # real error and must show.
        if e.name is not None and name.startswith(e.name):
            return None
        raise
    except ImportError:
        # ``sys.modules[name] = None`` (how tests stand for a missing module) lands here.
        return None


def prove_klaverjas(puzzle: Puzzle) -> Proof:
    """Whether the solver shows the puzzle's accepted answers are the best actions."""
    solver = _solver(puzzle.game)
    if solver is None:
        return Proof(False, str(T.UNPROVEN_NO_SOLVER))
    judge = puzzle.step.judge
    assert isinstance(judge, PlayJudge)
    state = judge.state
    accepted = [state.format_action(a) for a in judge.accepted]
    if isinstance(state, KlaverjasState) and state.phase is Phase.CALL:
        return prove_call(puzzle, solver, state, judge.accepted)
    if puzzle.hidden:
        return _prove_hidden(puzzle, solver, state, judge.accepted)
    try:
        raw = SOLVERS[puzzle.game][1](solver, state.clone(), puzzle.objective)
    except LookupError as e:
        return Proof(False, str(e.args[0]) if e.args else str(T.UNPROVEN_NO_SOLVER))
    except AttributeError as e:
        return Proof(False, T.UNPROVEN_API.format(error=e))
    values = {state.format_action(a): float(v) for a, v in raw.items()}
    missing = [a for a in accepted if a not in values]
    if missing:
        return Proof(False, T.UNPROVEN_NO_VALUE.format(actions=" ".join(missing)), values)
    if puzzle.max_cost is not None:
        signal = signal_problem(state, judge.accepted)
        if signal:
            return Proof(False, signal, values)
        return _judge_cost({a: [v] for a, v in values.items()}, accepted, puzzle.max_cost,
                           str(T.DEALS_OPEN), 1, 1, True)
    best = max(values.values())
    worse = [a for a in accepted if values[a] < best]
    if worse:
        top = [a for a, v in values.items() if v == best]
        return Proof(False, T.PROOF_NOT_BEST.format(
            actions=" ".join(worse), best=" ".join(top), value=_fmt(best),
            values=_fmt_all(values)), values)
    margin = DEFAULT_MARGIN if puzzle.margin is None else puzzle.margin
    others = {a: v for a, v in values.items() if a not in accepted}
    if others:
        runner_up = max(others, key=lambda a: others[a])
        if others[runner_up] == best:
            return Proof(False, T.PROOF_TIE.format(action=runner_up, value=_fmt(best)), values)
        if best - others[runner_up] < margin:
            return Proof(False, T.PROOF_MARGIN.format(
                action=runner_up, gap=_fmt(best - others[runner_up]), margin=_fmt(margin)),
                values)
    return Proof(True, T.PROVEN.format(values=_fmt_all(values)), values)


# ---------------------------------------------------------------------------------------------
# Hidden hands (Klaverjassen)


def _prove_hidden(puzzle: Puzzle, solver: ModuleType, state: Any,
                  answers: Sequence[Any]) -> Proof:
    if not isinstance(state, KlaverjasState):
        return Proof(False, str(K.UNPROVEN_HIDDEN_GAME))
    if state.trump_suit is None:
        return Proof(False, str(K.UNPROVEN_TRUMP_CALL))
    accepted = [state.format_action(a) for a in answers]
    table = puzzle.step.table
    assert table is not None
    viewer = COMPASS.index(table.viewer)
    hidden = frozenset(i for i, s in enumerate(table.seats) if s.hidden)
    try:
        facts = read_assumptions(puzzle.assumptions, state, viewer)
        deals = consistent_deals(state, viewer, hidden, facts, seed=puzzle.id)
    except AssumptionError as e:
        return Proof(False, e.message)
    if not deals.hands:
        return Proof(False, str(T.PROOF_NO_DEALS))
    try:
        per_deal = deal_values(solver, state, deals.hands, puzzle.objective)
    except LookupError as e:
        return Proof(False, str(e.args[0]) if e.args else str(T.UNPROVEN_NO_SOLVER))
    except AttributeError as e:
        return Proof(False, T.UNPROVEN_API.format(error=e))
    values = {str(c): v for c, v in per_deal.items()}
    missing = [a for a in accepted if a not in values]
    if missing:
        return Proof(False, T.UNPROVEN_NO_VALUE.format(actions=" ".join(missing)))
    n, total, full = len(deals.hands), deals.total, deals.enumerated
    where = T.DEALS_ALL.format(n=n) if full else T.DEALS_SAMPLED.format(n=n)
    if puzzle.max_cost is not None:
        signal = signal_problem(state, answers)
        if signal:
            return Proof(False, signal, _means(values), n, total, full)
        return _judge_cost(values, accepted, puzzle.max_cost, where, n, total, full)
    margin = DEFAULT_HIDDEN_MARGIN if puzzle.margin is None else puzzle.margin
    rule = puzzle.proof or (EVERY_DEAL if full else AVERAGE)
    return judge_deals(values, accepted, margin, rule, where, deals, hidden)


def judge_deals(values: Mapping[str, Sequence[float]], accepted: Sequence[str], margin: float,
                rule: str, where: str, deals: Deals, hidden: frozenset[int]) -> Proof:
    """The verdict on per-deal values: best on average by ``margin`` and, for ``every-deal``,
    never below another card in any deal."""
    n, total, full = len(deals.hands), deals.total, deals.enumerated
    means = _means(values)

    per_deal = {a: tuple(v) for a, v in values.items()}

    def fail(reason: str) -> Proof:
        return Proof(False, reason, means, n, total, full, per_deal)

    others = {a: m for a, m in means.items() if a not in accepted}
    hi = max(accepted, key=lambda a: means[a])
    lo = min(accepted, key=lambda a: means[a])
    if others:
        runner_up = max(others, key=lambda a: others[a])
        gap = means[lo] - others[runner_up]
        if gap < -_EPS:
            return fail(T.PROOF_BELOW.format(answer=lo, gap=_fmt1(-gap), best=runner_up,
                                             deals=where, values=_fmt_all(means, 1)))
        if gap <= _EPS:
            return fail(T.PROOF_TIE_AVERAGE.format(action=runner_up, answer=lo, deals=where,
                                                   value=_fmt1(means[lo])))
        if gap < margin:
            return fail(T.PROOF_MARGIN_AVERAGE.format(answer=lo, action=runner_up,
                                                      gap=_fmt1(gap), deals=where,
                                                      margin=_fmt(margin)))
    if means[hi] - means[lo] >= margin:
        return fail(T.PROOF_UNEQUAL.format(low=lo, high=hi, gap=_fmt1(means[hi] - means[lo]),
                                           deals=where))
    if rule == EVERY_DEAL and others:
        for a in accepted:
            for o in others:
                worse = [d for d in range(n) if values[a][d] < values[o][d]]
                if worse:
                    d = worse[0]
                    return fail(T.PROOF_SOME_DEAL.format(
                        action=o, answer=a, k=len(worse), deals=where,
                        gap=_fmt(values[o][d] - values[a][d]),
                        hands=describe_hands(deals.hands[d], hidden)))
    return Proof(True, T.PROVEN_HIDDEN.format(deals=where, values=_fmt_all(means, 1)), means, n,
                 total, full, per_deal)


def _judge_cost(values: Mapping[str, Sequence[float]], accepted: Sequence[str], cost: float,
                where: str, n: int, total: int, full: bool) -> Proof:
    means = _means(values)
    best = max(means, key=lambda a: means[a])
    for a in accepted:
        gap = means[best] - means[a]
        if gap > cost + _EPS:
            return Proof(False, T.PROOF_COST.format(answer=a, gap=_fmt1(gap), best=best,
                                                    deals=where, cost=_fmt(cost)),
                         means, n, total, full)
    gap = means[best] - min(means[a] for a in accepted)
    return Proof(True, T.PROVEN_COST.format(deals=where, gap=_fmt1(gap), best=best,
                                            cost=_fmt(cost), values=_fmt_all(means, 1)),
                 means, n, total, full)


def _means(values: Mapping[str, Sequence[float]]) -> dict[str, float]:
    return {a: sum(v) / len(v) for a, v in values.items()}


def _fmt(v: float) -> str:
    return f"{v:g}"


def _fmt1(v: float) -> str:
    return f"{round(v, 1):g}"


def _fmt_all(values: Mapping[str, float], digits: int | None = None) -> str:
    show = _fmt if digits is None else _fmt1
    return ", ".join(f"{a} {show(v)}" for a, v in sorted(values.items(), key=lambda kv: -kv[1]))


# -- Assumptions ------------------------------------------------------------------------------


class AssumptionError(Exception):
    """An assumption that cannot be read, or that is not true in the position."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Facts:
    """What a proof may assume about the hidden hands, besides what the rules prove."""

    holds: Hands = (0, 0, 0, 0)  # per seat: cards it is stated to hold
    lacks: Hands = (0, 0, 0, 0)  # per seat: cards it is stated not to hold
    #: Signals assumed true, read under the seed's convention: ``{seat: {suit: Signal}}``.
    signals: Mapping[int, Mapping[int, Signal]] | None = None


_WHO = r"(?:your\s+)?(?P<who>partner|north|east|south|west|[nesw])"
_POSS = _WHO + r"(?:'s|’s)\s+"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(p, re.IGNORECASE)) for name, p in (
        ("signal", _POSS + r"(?P<card>\S+)\s+(?:was|is)\s+(?:an?\s+)?"
                           r"(?P<kind>pit|afseinen)(?:\s+signal)?"),
        ("vuil", _POSS + r"signal\s+suit\s+is\s+(?P<suit>\S+)(?:\s*\(vuil(?:\s+seinen)?\))?"),
        ("lacks", _WHO + r"\s+(?:does\s+not|doesn't)\s+hold\s+(?P<cards>.+)"),
        ("holds", _WHO + r"\s+holds\s+(?P<cards>.+)"),
        ("void", _WHO + r"\s+(?:has\s+no|is\s+void\s+in)\s+(?P<suit>\S+)"),
    ))
_KINDS = {"pit": Signal.PIT, "afseinen": Signal.AF}
_TRUMP_WORDS = ("trump", "trumps", "troef")
#: The calls after the mover's pass, for a trump decision: listed in the position's ``calls:``
#: notation, or all passing.
_IF_PASS = r"(?:if\s+you\s+pass|after\s+(?:a|the|your)\s+pass)"
_AFTER_PASS = re.compile(_IF_PASS + r"\s*:\s*(?P<calls>.+)", re.IGNORECASE)
_OTHERS_PASS = re.compile(
    r"(?:" + _IF_PASS + r"\s*[:,]?\s*)?(?:the\s+others|all\s+(?:the\s+)?others|everyone\s+else)"
    r"\s+(?:all\s+)?pass(?:es)?(?:\s+too)?", re.IGNORECASE)


def _plain(text: str) -> str:
    return " ".join(text.split()).rstrip(".")


def _is_call_assumption(plain: str) -> bool:
    return bool(_OTHERS_PASS.fullmatch(plain) or _AFTER_PASS.fullmatch(plain))


def read_assumptions(texts: Sequence[str], state: KlaverjasState, viewer: int) -> Facts:
    """The facts the stated assumptions give; each must be true in the position itself."""
    holds = [0, 0, 0, 0]
    lacks = [0, 0, 0, 0]
    signals: dict[int, dict[int, Signal]] = {}
    view = state.view(viewer)
    k = read(view)
    trump = state.trump
    for text in texts:
        plain = _plain(text)
        if _is_call_assumption(plain):
            # The calls after a pass: read by ``after_pass`` for a trump decision only.
            if state.trump >= 0:
                raise AssumptionError(K.ASSUME_CALLS_IN_PLAY.format(text=text))
            continue
        found = None
        for name, pattern in _PATTERNS:
            m = pattern.fullmatch(plain)
            if m is not None:
                found = name, m
                break
        if found is None:
            raise AssumptionError(K.ASSUME_UNREAD.format(text=text))
        name, m = found
        who = m.group("who").lower()
        seat = partner(viewer) if who == "partner" else parse_seat(who, 4)
        try:
            if name in ("holds", "lacks"):
                mask = _cards_mask(m.group("cards"))
                (holds if name == "holds" else lacks)[seat] |= mask
                real = state.hands[seat] & mask
                if (name == "holds" and real != mask) or (name == "lacks" and real):
                    raise AssumptionError(K.ASSUME_FALSE.format(text=text))
            elif name == "void":
                word = m.group("suit").lower()
                if word in _TRUMP_WORDS and trump < 0:
                    raise AssumptionError(K.ASSUME_NO_TRUMP_YET.format(text=text))
                suit = trump if word in _TRUMP_WORDS else parse_suit(word).value
                lacks[seat] |= SUIT_MASK[suit]
                if state.hands[seat] & SUIT_MASK[suit]:
                    raise AssumptionError(K.ASSUME_FALSE.format(text=text))
            elif name == "signal":
                cards = parse_cards(m.group("card"))
                if len(cards) != 1 or cards[0] not in INDEX:
                    raise AssumptionError(K.ASSUME_UNREAD.format(text=text))
                c = cards[0]
                _check_discard(view, seat, c, text)
                stated = _KINDS[m.group("kind").lower()]
                got = k.signals.get(seat, {}).get(c.suit.value)
                if got is not stated:
                    raise AssumptionError(K.ASSUME_SIGNAL_READ.format(
                        text=text, card=c, read=K.SIGNAL_NAMES[got.value if got else "none"]))
                signals.setdefault(seat, {})[c.suit.value] = stated
            else:
                suit = parse_suit(m.group("suit")).value
                if k.signals.get(seat, {}).get(suit) is not Signal.VUIL:
                    raise AssumptionError(K.ASSUME_NOT_VUIL.format(
                        text=text, seat=_long(seat), suit=SUITS[suit]))
                signals.setdefault(seat, {})[suit] = Signal.VUIL
        except NotationError as e:
            raise AssumptionError(K.ASSUME_BAD.format(text=text, error=e.message)) from None
    facts = Facts((holds[0], holds[1], holds[2], holds[3]),
                  (lacks[0], lacks[1], lacks[2], lacks[3]), signals)
    if signals and not _respects(k, facts, _hands(state), tables(trump).power):
        raise AssumptionError(K.ASSUME_SIGNAL_UNTRUE.format(
            texts="; ".join(t for t in texts if "signal" in t.lower())))
    return facts


def _cards_mask(text: str) -> int:
    words = [w for w in re.split(r"[\s,]+", text) if w and w.lower() not in ("the", "and")]
    mask = 0
    for c in parse_cards(" ".join(words)):
        if c not in INDEX:
            raise NotationError(K.ASSUME_NOT_IN_PACK.format(card=c))
        mask |= 1 << INDEX[c]
    return mask


def _check_discard(view: Any, seat: int, card: Card, text: str) -> None:
    """``card`` must be ``seat``'s first discard in its suit (only that one is a signal)."""
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    trump = view.trump
    for leader, cards in tricks:
        for j, c in enumerate(cards):
            if (leader + j) % 4 != seat or j == 0 or c.suit is not card.suit:
                continue
            if c.suit is cards[0].suit or c.suit is trump:
                continue
            if c != card:
                raise AssumptionError(K.ASSUME_FIRST_DISCARD.format(
                    text=text, seat=_long(seat), suit=card.suit, first=c))
            return
    raise AssumptionError(K.ASSUME_NO_DISCARD.format(text=text, seat=_long(seat), card=card))


def _hands(state: KlaverjasState) -> Hands:
    h = state.hands
    return (h[0], h[1], h[2], h[3])


def _respects(k: Knowledge, facts: Facts, hands: Hands, power: list[int]) -> bool:
    """Whether a deal fits the assumed signals, as the bots read them."""
    for seat, sigs in (facts.signals or {}).items():
        if not respects_signals(replace(k, signals={seat: dict(sigs)}), hands, seat, power):
            return False
    return True


# -- Deals --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Deals:
    """The deals a proof covers: every consistent one, or a uniform seeded sample of them."""

    hands: tuple[Hands, ...]
    total: int  # consistent deals in all
    enumerated: bool


def consistent_deals(state: KlaverjasState, viewer: int, hidden: frozenset[int], facts: Facts,
                     *, seed: str, limit: int | None = None,
                     samples: int | None = None) -> Deals:
    """The deals of the hidden seats' cards that fit the rules and the facts.

    They are counted exactly (a count of the ways to fill each hidden hand, card by card), so
    the choice between solving every deal and sampling is exact, and a sample is drawn uniformly
    from the consistent deals. The bots' ``deal_unknown`` places cards with chances that are not
    uniform over deals, which a proof should not lean on; the signal test is theirs.
    """
    limit = ENUMERATE_LIMIT if limit is None else limit
    samples = SAMPLES if samples is None else samples
    real = _hands(state)
    seats = sorted(s for s in hidden if s != viewer)
    if not seats:
        return Deals((real,), 1, True)
    k = read(state.view(viewer))
    # Trick order matters only to signals, and before trump is fixed nobody has signalled.
    power = tables(state.trump).power if state.trump >= 0 else []
    holds = list(facts.holds)
    lacks = [k.excluded[s] | facts.lacks[s] for s in range(4)]
    # A signal read as the bots read it says who holds the best card left in its suit, which is a
    # fixed card here: make it a holding (or an exclusion) so the count stays exact.
    left_all = real[0] | real[1] | real[2] | real[3]
    for seat, sigs in (facts.signals or {}).items():
        for suit, sig in sigs.items():
            top = master_of(suit, left_all & SUIT_MASK[suit], power)
            if top < 0:
                continue
            if sig is Signal.AF:
                lacks[seat] |= 1 << top
            else:
                holds[seat] |= 1 << top
    pool = 0
    for s in seats:
        pool |= real[s]
    fixed = [holds[s] & pool for s in range(4)]
    cards = [c for c in bit_indices(pool)
             if not any(fixed[s] >> c & 1 for s in seats)]
    allowed = [tuple(j for j, s in enumerate(seats) if not lacks[s] >> c & 1) for c in cards]
    rooms = tuple(real[s].bit_count() - fixed[s].bit_count() for s in seats)
    if any(holds[s] & ~pool or fixed[s] & lacks[s] for s in seats) or min(rooms) < 0:
        return Deals((), 0, True)
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def count(i: int, room: tuple[int, ...]) -> int:
        if i == len(cards):
            return 1
        key = (i, room)
        got = memo.get(key)
        if got is None:
            got = 0
            for j in allowed[i]:
                if room[j]:
                    got += count(i + 1, _less(room, j))
            memo[key] = got
        return got

    def deal(picks: Sequence[int]) -> Hands:
        h = list(real)
        for s in seats:
            h[s] = fixed[s]
        for c, j in zip(cards, picks, strict=True):
            h[seats[j]] |= 1 << c
        return (h[0], h[1], h[2], h[3])

    def every(i: int, room: tuple[int, ...], picks: list[int]) -> Iterator[Hands]:
        if i == len(cards):
            yield deal(picks)
            return
        for j in allowed[i]:
            if room[j] and count(i + 1, _less(room, j)):
                picks.append(j)
                yield from every(i + 1, _less(room, j), picks)
                picks.pop()

    total = count(0, rooms)
    if total == 0:
        return Deals((), 0, True)

    def fits(h: Hands) -> bool:
        return _respects(k, facts, h, power)

    if total <= limit:
        found = tuple(h for h in every(0, rooms, []) if fits(h))
        return Deals(found, len(found), True)
    rng = random.Random(f"proof:{seed}")
    out: list[Hands] = []
    while len(out) < samples:
        room = rooms
        picks = []
        for i in range(len(cards)):
            r = rng.randrange(count(i, room))
            for j in allowed[i]:
                if room[j]:
                    nxt = _less(room, j)
                    r -= count(i + 1, nxt)
                    if r < 0:
                        picks.append(j)
                        room = nxt
                        break
        h = deal(picks)
        if fits(h):  # always, since the signals became holdings; kept as the bots' own test
            out.append(h)
    return Deals(tuple(out), total, False)


def _less(room: tuple[int, ...], j: int) -> tuple[int, ...]:
    """``room`` with one place fewer at ``j``."""
    return (*room[:j], room[j] - 1, *room[j + 1:])


def deal_values(solver: ModuleType, state: KlaverjasState, deals: Sequence[Hands],
                objective: str = "result") -> dict[Card, list[float]]:
    """Each legal card's value in every deal, for the mover's team (solver in two threads)."""

    def one(hands: Hands) -> Mapping[Any, float]:
        st = state.clone()
        st.hands = list(hands)
        return _klaverjas_values(solver, st, objective)

    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(one, deals))
    legal = [c for c in state.legal_actions() if isinstance(c, Card)]
    return {c: [r[c] for r in results if c in r] for c in legal
            if all(c in r for r in results)}


def describe_hands(hands: Hands, seats: frozenset[int]) -> str:
    """The hidden hands of one deal, for a message: ``N ♠A ♠7, S ♥K``."""
    return ", ".join(f"{COMPASS[s]} {format_cards(sort_hand(mask_cards(hands[s]))) or '-'}"
                     for s in sorted(seats))


# -- Signals given ------------------------------------------------------------------------------


def signal_problem(state: Any, answers: Sequence[Any]) -> str:
    """Why an answer is not a truthful signal under the convention ("" when every one is).

    Every signal the card starts must fit the real deal as the partner reads it (the bots'
    ``respects_signals``), and a PIT signal must also be what it says: once trumps are out, the
    signaller takes every trick in the suit.
    """
    if not isinstance(state, KlaverjasState) or state.trump_suit is None:
        return str(K.UNPROVEN_HIDDEN_GAME)
    seat = state.to_move()
    assert seat is not None
    power = tables(state.trump).power
    before = read(state.view(seat)).signals.get(seat, {})
    for a in answers:
        after = state.clone()
        after.apply(a)
        k = read(after.view(seat))
        new = {s: g for s, g in k.signals.get(seat, {}).items() if before.get(s) is not g}
        if not new:
            return K.SIGNAL_NONE.format(answer=a)
        hands = _hands(after)
        for suit, sig in new.items():
            one = replace(k, signals={seat: {suit: sig}})
            if not respects_signals(one, hands, seat, power) or (
                    sig is Signal.PIT and not takes_every_trick(hands, seat, suit, power)):
                return K.SIGNAL_UNTRUE.format(answer=a, kind=K.SIGNAL_NAMES[sig.value],
                                              suit=SUITS[suit], seat=_long(seat))
    return ""


def takes_every_trick(hands: Hands, seat: int, suit: int, power: list[int]) -> bool:
    """With trumps gone, does ``seat`` win every round of ``suit``? It needs as many cards above
    the opponents' best as the longer opponent has cards there (then its low cards win too)."""
    mine = bit_indices(hands[seat] & SUIT_MASK[suit])
    theirs = [bit_indices(hands[s] & SUIT_MASK[suit]) for s in ((seat + 1) % 4, (seat + 3) % 4)]
    top = max((power[c] for cs in theirs for c in cs), default=-1)
    masters = sum(1 for c in mine if power[c] > top)
    return bool(mine) and masters >= max(len(cs) for cs in theirs)


# -- Trump decisions ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Contract:
    """A deal to solve from trick 1: ``trump`` fixed and the team ``going`` (0 N-S, 1 E-W)."""

    trump: int
    going: int


@dataclass(frozen=True)
class CallPlan:
    """What a call leads to: a contract, or the mover's own forced call later (among
    ``choice``, the suit best on average over the deals)."""

    contract: Contract | None
    choice: tuple[int, ...] = ()

    def contracts(self, team: int) -> tuple[Contract, ...]:
        if self.contract is not None:
            return (self.contract,)
        return tuple(Contract(s, team) for s in self.choice)


def after_pass(texts: Sequence[str], state: KlaverjasState) -> CallPlan | None:
    """What the mover's pass leads to, by the stated calls after it (``None``: none stated).

    ``"if you pass: E pass, S pass, W ♠"`` lists them in the position's ``calls:`` notation;
    ``"if you pass, the others pass too"`` passes every player until someone must name a suit.
    The calls are played in turn and must be legal; they end with a suit named (the contract) or
    at the mover's own forced call, which the proof chooses.
    """
    stated: tuple[str, list[tuple[int, TrumpCall]] | None] | None = None
    for text in texts:
        plain = _plain(text)
        if _OTHERS_PASS.fullmatch(plain):
            calls = None
        else:
            m = _AFTER_PASS.fullmatch(plain)
            if m is None:
                continue
            calls = _read_calls(m.group("calls"), text)
        if stated is not None:
            raise AssumptionError(K.ASSUME_CALLS_TWICE.format(text=text))
        stated = (text, calls)
    if stated is None:
        return None
    text, calls = stated
    mover = state.to_move()
    if state.phase is not Phase.CALL or PASS not in state.legal_actions():
        raise AssumptionError(K.ASSUME_CALLS_NO_PASS.format(text=text))
    st = state.clone()
    st.apply(PASS)
    queue = None if calls is None else list(calls)
    while st.phase is Phase.CALL:
        seat = st.to_move()
        assert seat is not None
        if seat == mover:
            if queue:
                raise AssumptionError(K.ASSUME_CALLS_OWN.format(text=text,
                                                                seat=_long(mover)))
            return CallPlan(None, tuple(a.suit.value for a in st.legal_actions()
                                        if isinstance(a, TrumpCall) and a.suit is not None))
        if queue is None:
            if PASS not in st.legal_actions():
                raise AssumptionError(K.ASSUME_CALLS_FORCED.format(
                    text=text, seat=_long(seat), example=_pass_example(state)))
            st.apply(PASS)
            continue
        if not queue:
            raise AssumptionError(K.ASSUME_CALLS_SHORT.format(text=text, seat=_long(seat)))
        who, call = queue.pop(0)
        if who != seat:
            raise AssumptionError(K.ASSUME_CALLS_TURN.format(
                text=text, seat=_long(who), turn=_long(seat)))
        try:
            st.apply(call)
        except IllegalActionError as e:
            raise AssumptionError(K.ASSUME_CALLS_ILLEGAL.format(
                text=text, call=f"{COMPASS[who]} {call}", error=e.explanation)) from None
    if queue:
        raise AssumptionError(K.ASSUME_CALLS_AFTER_TRUMP.format(text=text,
                                                                suit=st.trump_suit))
    return CallPlan(Contract(st.trump, st.going & 1))


def _read_calls(text: str, whole: str) -> list[tuple[int, TrumpCall]]:
    out = []
    for item in (x.strip() for x in text.split(",") if x.strip()):
        seat_tok, _, what = item.partition(" ")
        try:
            seat = parse_seat(seat_tok, 4)
            word = what.strip()
            call = PASS if word.lower() == "pass" else TrumpCall(parse_suit(word))
        except NotationError as e:
            raise AssumptionError(K.ASSUME_BAD.format(text=whole, error=e.message)) from None
        out.append((seat, call))
    return out


def _pass_example(state: KlaverjasState) -> str:
    """The calls after the mover's pass, all passing, up to a forced call: for a message."""
    mover = state.to_move()
    st = state.clone()
    st.apply(PASS)
    words = []
    while st.phase is Phase.CALL and st.to_move() != mover:
        seat = st.to_move()
        assert seat is not None
        legal = st.legal_actions()
        call = PASS if PASS in legal else legal[0]
        words.append(f"{COMPASS[seat]} {call}")
        st.apply(call)
    return ", ".join(words)


def prove_call(puzzle: Puzzle, solver: ModuleType, state: KlaverjasState,
               answers: Sequence[Any]) -> Proof:
    """A trump decision: each call's value is the deal's result solved from trick 1 (module
    docstring), over the deals of the hidden hands."""
    if puzzle.max_cost is not None:
        return Proof(False, str(K.UNPROVEN_CALL_COST))
    mover = state.to_move()
    assert mover is not None
    team = mover & 1
    table = puzzle.step.table
    assert table is not None
    viewer = COMPASS.index(table.viewer)
    hidden = frozenset(i for i, s in enumerate(table.seats) if s.hidden)
    try:
        facts = read_assumptions(puzzle.assumptions, state, viewer)
        later = after_pass(puzzle.assumptions, state)
    except AssumptionError as e:
        return Proof(False, e.message)
    plans: dict[str, CallPlan] = {}
    for a in state.legal_actions():
        assert isinstance(a, TrumpCall)
        if a.suit is not None:
            plans[str(a)] = CallPlan(Contract(a.suit.value, team))
        elif later is None:
            return Proof(False, K.UNPROVEN_CALL_PASS.format(example=_pass_example(state)))
        else:
            plans[str(a)] = later
    accepted = [state.format_action(a) for a in answers]
    n = puzzle.samples or CALL_SAMPLES
    deals = consistent_deals(state, viewer, hidden, facts, seed=puzzle.id, limit=n, samples=n)
    if not deals.hands:
        return Proof(False, str(T.PROOF_NO_DEALS))
    values = _CallValues(solver, state, puzzle.objective, plans, team)
    try:
        if deals.enumerated:
            got = values.solve(list(plans), deals.hands)
            if not puzzle.hidden:
                where, margin = str(T.DEALS_OPEN), DEFAULT_MARGIN
            else:
                where, margin = T.DEALS_ALL.format(n=len(deals.hands)), DEFAULT_CALL_MARGIN
            margin = margin if puzzle.margin is None else puzzle.margin
            return judge_deals(got, accepted, margin, puzzle.proof or EVERY_DEAL, where, deals,
                               hidden)
        margin = DEFAULT_CALL_MARGIN if puzzle.margin is None else puzzle.margin
        # The sample in parts: after each part but the last, the calls far below every answer
        # are settled and solved no further.
        step = max(SCREEN_MIN, len(deals.hands) // SCREEN_SHARE)
        live = [a for a in plans if a not in accepted]
        settled: dict[str, list[float]] = {}
        done = 0
        while True:
            got = values.solve([*accepted, *live], deals.hands[done:done + step])
            done = min(done + step, len(deals.hands))
            if done == len(deals.hands):
                break
            for o in [o for o in live if _settled(got, accepted, o, margin)]:
                settled[o] = got[o]
                live.remove(o)
            if not live:
                break
        return judge_calls({**settled, **got}, accepted, margin, puzzle.proof or AVERAGE, deals,
                           hidden, done, list(settled))
    except LookupError as e:
        return Proof(False, str(e.args[0]) if e.args else str(T.UNPROVEN_NO_SOLVER))
    except AttributeError as e:
        return Proof(False, T.UNPROVEN_API.format(error=e))


class _CallValues:
    """Each contract's value for the mover's team, deal by deal, solved once (two threads: the
    compiled search releases the interpreter lock)."""

    def __init__(self, solver: ModuleType, state: KlaverjasState, objective: str,
                 plans: Mapping[str, CallPlan], team: int) -> None:
        self.solver = solver
        self.state = state
        self.objective = _objective(solver, objective)
        self.plans = plans
        self.team = team
        self.sign = 1 if team == 0 else -1
        self.done: dict[Contract, list[float]] = {}
        #: The mover's later forced call: suits far below the best one, no longer solved.
        self.dropped: set[Contract] = set()

    def _one(self, job: tuple[Contract, Hands]) -> float:
        c, hands = job
        st, s = self.state, self.solver
        # The going seat's team is all the result needs (seat 0 or 1 stands for it).
        pos = s.SolverPosition(hands, c.trump, st.leader, (), st.rules.play,
                               st.rules.four_jacks_200, c.going)
        return float(self.sign * s.Solver(pos, objective=self.objective).value())

    def solve(self, actions: Sequence[str], deals: Sequence[Hands]) -> dict[str, list[float]]:
        """``actions``' values over all deals solved so far, after solving ``deals`` for the
        contracts they need (a forced call's suit is chosen over every deal solved)."""
        need: list[Contract] = []
        for a in actions:
            for c in self._contracts(a):
                if c not in need:
                    need.append(c)
        jobs = [(c, h) for h in deals for c in need]
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(self._one, jobs))
        for (c, _), v in zip(jobs, results, strict=True):
            self.done.setdefault(c, []).append(v)
        out = {}
        for a in actions:
            options = self._contracts(a)
            best = max(options, key=lambda c: sum(self.done[c]) / len(self.done[c]))
            out[a] = list(self.done[best])
            # The forced call is the suit best on average: one far below it (by ``SCREEN_Z``
            # standard errors of the paired difference) will not be it.
            for c in options:
                gap, se = _mean_se([x - y for x, y in zip(self.done[best], self.done[c],
                                                           strict=True)])
                if c != best and gap > _EPS and gap >= SCREEN_Z * se:
                    self.dropped.add(c)
        return out

    def _contracts(self, action: str) -> list[Contract]:
        plan = self.plans[action]
        if plan.contract is not None:
            return [plan.contract]
        return [c for c in plan.contracts(self.team) if c not in self.dropped]


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    """The mean and its standard error (unknown, so infinite, from one value)."""
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, math.inf
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def _settled(values: Mapping[str, Sequence[float]], accepted: Sequence[str], other: str,
             margin: float) -> bool:
    """Whether ``other`` is far below every answer already (margin plus ``SCREEN_Z`` standard
    errors of the paired difference)."""
    for a in accepted:
        gap, se = _mean_se([x - y for x, y in zip(values[a], values[other], strict=True)])
        if gap <= _EPS or gap < margin + SCREEN_Z * se:
            return False
    return True


def judge_calls(values: Mapping[str, Sequence[float]], accepted: Sequence[str], margin: float,
                rule: str, deals: Deals, hidden: frozenset[int], solved: int,
                settled: Sequence[str]) -> Proof:
    """The verdict on a sampled trump decision: every answer beats every call not ``settled`` on
    the first part of the sample by the margin and by ``CALL_Z`` standard errors, over ``solved``
    deals; with ``every-deal`` also never scores below another call in a deal solved for both."""
    means = _means(values)
    common = min(len(v) for v in values.values())
    per_deal = {a: tuple(v[:common]) for a, v in values.items()}
    where = T.DEALS_SAMPLED.format(n=solved)

    def fail(reason: str) -> Proof:
        return Proof(False, reason, means, solved, deals.total, False, per_deal)

    hi = max(accepted, key=lambda a: means[a])
    lo = min(accepted, key=lambda a: means[a])
    if means[hi] - means[lo] >= margin:
        return fail(T.PROOF_UNEQUAL.format(low=lo, high=hi, gap=_fmt1(means[hi] - means[lo]),
                                           deals=where))
    live = sorted((o for o in values if o not in accepted and o not in settled),
                  key=lambda o: -means[o])
    for o in live:
        for a in sorted(accepted, key=lambda a: means[a]):
            gap, se = _mean_se([x - y for x, y in zip(values[a], values[o], strict=True)])
            if gap < -_EPS:
                return fail(T.PROOF_BELOW.format(answer=a, gap=_fmt1(-gap), best=o, deals=where,
                                                 values=_fmt_all(means, 1)))
            if gap <= _EPS:
                return fail(T.PROOF_TIE_AVERAGE.format(action=o, answer=a, deals=where,
                                                       value=_fmt1(means[a])))
            if gap < margin:
                return fail(T.PROOF_MARGIN_AVERAGE.format(answer=a, action=o, gap=_fmt1(gap),
                                                          deals=where, margin=_fmt(margin)))
            if gap < CALL_Z * se:
                return fail(K.PROOF_CALL_NOISE.format(answer=a, action=o, gap=_fmt1(gap),
                                                      deals=where, se=_fmt1(se)))
    if rule == EVERY_DEAL:
        for a in accepted:
            for o in (o for o in values if o not in accepted):
                # A settled call was solved on the first deals only.
                pairs = zip(values[a], values[o], strict=False)
                worse = [d for d, (x, y) in enumerate(pairs) if x < y]
                if worse:
                    d = worse[0]
                    return fail(T.PROOF_SOME_DEAL.format(
                        action=o, answer=a, k=len(worse), deals=where,
                        gap=_fmt(values[o][d] - values[a][d]),
                        hands=describe_hands(deals.hands[d], hidden)))
    reason = T.PROVEN_HIDDEN.format(deals=where, values=_fmt_all(means, 1))
    early = [f"{o} ({len(values[o])})" for o in settled if len(values[o]) < solved]
    if early:
        reason = K.PROVEN_HIDDEN_SETTLED.format(deals=where, values=_fmt_all(means, 1),
                                                actions=", ".join(early))
    return Proof(True, reason, means, solved, deals.total, False, per_deal)
