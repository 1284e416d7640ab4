"""Club and expert bots: deals consistent with the view, each searched exactly with open cards.

For every legal card the bot averages the solver's true deal result (with nat and pit) over the
sampled deals and plays the best average. The expert also reads its partner's signals when
sampling and, when it discards while its partner went, prefers a truthful signal among the cards
that cost (almost) nothing.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import TypeVar

from ...cards import SUITS, Card, Suit
from ...games.klaverjas.engine import (
    INDEX,
    PASS,
    SUIT_MASK,
    Action,
    KlaverjasView,
    Phase,
    TrumpCall,
    cards_mask,
    tables,
)
from ...games.klaverjas.rules import TrumpMethod
from ...games.klaverjas.solver import (
    Objective,
    Solver,
    SolverPosition,
    Taken,
    compiled_available,
)
from ...seats import partner
from ..base import HOW_SEARCHED, ActionValue, Advice, Said, rank_actions, spoken
from . import text as T
from .beginner import trump_strength
from .bidding import misfit
from .knowledge import AF_RANKS, PIT_RANKS, Knowledge, master_of, read, trick_winner
from .lookahead import DealLook, fused_values, look_job
from .play_model import shipped as play_model
from .plays import BETA as READ_BETA
from .plays import Deal, model_likelihood, play_likelihood
from .sampling import POOL as READ_POOL
from .sampling import sample_deals
from .trump_model import TrumpModel, shipped

_POOL: ThreadPoolExecutor | None = None
T_ = TypeVar("T_")


def _pool() -> ThreadPoolExecutor:
    """The compiled search releases the interpreter lock: two threads use both cores."""
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=2)
    return _POOL


@dataclass(frozen=True)
class Level:
    """A named, documented configuration (see ``docs/bots.md``)."""

    name: str
    samples: int  # deals searched per card decision
    trump_samples: int  # deals searched per suit for the trump decision
    signals: bool  # read the partner's signals and give signals
    go_limit: float = 0.0  # expected result needed to go when passing is allowed
    signal_cost: float = 3.0  # how much average value a signal may cost
    bidding: bool = False  # sample deals that fit the trump calls (who went, who passed)
    #: Search nodes one decision may spend: once spent, no further sampled deal is searched
    #: (at least ``min_samples`` are). Counting nodes, not seconds, keeps play reproducible.
    node_budget: int | None = None
    min_samples: int = 4
    suits: int = 2  # trump suits searched (the strongest holdings by the rule-of-thumb count)
    #: The search: ``None`` the compiled one when it was built, ``False`` pure Python.
    compiled: bool | None = None
    #: Trump calls start from the fitted model's prediction for the hand (``trump_model.py``):
    #: it picks the suits to search and weighs in the estimate as a number of searched deals.
    trump_model: bool = False
    #: Sampled deals are drawn in proportion to how well they explain the cards played
    #: (``plays.py``: nobody throws points needlessly).
    read_play: bool = False
    #: How hard the play is read: likelihood lost per needless point, and how many equally
    #: fitting deals each sampled one is chosen from.
    read_beta: float = READ_BETA
    read_pool: int = READ_POOL
    #: Whose signals are read: ``False`` the partner's discards, whoever went; ``True`` those of
    #: the going player's partner, who signals under the convention, opponent or partner (the
    #: goer's own discards are no signals).
    read_signaller: bool = False
    #: The cards played are read by the fitted model of how players choose (``play_model.py``:
    #: every card, leads and discards included) instead of by the points given away, the log
    #: likelihood scaled by ``read_strength``.
    read_model: bool = False
    read_strength: float = 1.0
    #: Without the compiled search: tricks searched exactly (the current one included) before
    #: the rest of the deal is estimated, and the node budget; a trump call with the model takes
    #: the model's prediction alone. ``None``: searched as with the compiled search, however long.
    python_horizon: int | None = None
    python_budget: int | None = None
    #: With this many tricks left or fewer (the current one included), the bot's next card is
    #: chosen once for the deals it could not tell apart by then (``lookahead.py``); 0 never.
    #: Only with the compiled search.
    lookahead: int = 0
    #: The node budget of a card decision in the first trick, where one searched deal costs
    #: most and the budget otherwise cuts the samples short; ``None``: ``node_budget``.
    first_trick_budget: int | None = None


#: About a second of the compiled search on one core of this machine.
EXPERT_NODES = 20_000_000
#: About a second of the pure-Python search on one core of this machine.
PYTHON_NODES = 300_000
PYTHON_HORIZON = 3

LEVELS = {
    "club": Level("club", samples=10, trump_samples=6, signals=False,
                  python_horizon=PYTHON_HORIZON, python_budget=PYTHON_NODES // 2),
    "expert": Level("expert", samples=32, trump_samples=12, signals=True, bidding=True,
                    node_budget=EXPERT_NODES, min_samples=8, suits=3, trump_model=True,
                    read_play=True, read_model=True, read_pool=20, read_signaller=True,
                    python_horizon=PYTHON_HORIZON, python_budget=PYTHON_NODES),
    # The expert as shipped on 2026-12-01 (the trump model, the play read by the points given
    # away), kept for comparison like expert-v1.
    "expert-v2": Level("expert-v2", samples=32, trump_samples=12, signals=True, bidding=True,
                       node_budget=EXPERT_NODES, min_samples=8, suits=3, trump_model=True,
                       read_play=True, python_horizon=PYTHON_HORIZON,
                       python_budget=PYTHON_NODES),
    # The expert as shipped on 2026-11-29, kept unchanged so that a new expert is measured
    # against it in duplicate (``tutor selfplay klaverjassen --bots expert,expert-v1``).
    "expert-v1": Level("expert-v1", samples=32, trump_samples=12, signals=True, bidding=True,
                       node_budget=EXPERT_NODES, min_samples=8, suits=3),
    # The expert as a machine without the compiled search runs it (the same configuration on
    # the pure-Python search), to measure it beside the compiled one on any machine.
    "expert-python": Level("expert-python", samples=32, trump_samples=12, signals=True,
                           bidding=True, node_budget=EXPERT_NODES, min_samples=8, suits=3,
                           compiled=False, trump_model=True, read_play=True,
                           read_model=True, read_pool=20, read_signaller=True,
                           python_horizon=PYTHON_HORIZON,
                           python_budget=PYTHON_NODES),
    # Trials against the expert, measured in duplicate (docs/benchmarks.md): the play read
    # harder, and twice the deals searched for each card.
    "expert-read": Level("expert-read", samples=32, trump_samples=12, signals=True, bidding=True,
                         node_budget=EXPERT_NODES, min_samples=8, suits=3, trump_model=True,
                         read_play=True, read_beta=0.2, read_pool=20,
                         python_horizon=PYTHON_HORIZON, python_budget=PYTHON_NODES),
    "expert-wide": Level("expert-wide", samples=64, trump_samples=12, signals=True, bidding=True,
                         node_budget=2 * EXPERT_NODES, min_samples=8, suits=3, trump_model=True,
                         read_play=True, python_horizon=PYTHON_HORIZON,
                         python_budget=PYTHON_NODES),
    # Both: the play read harder, and up to 64 deals a card within the same node budget (the
    # first tricks stay as costly; the later, cheap decisions search more deals).
    # The cards played read by the fitted model of how players choose, the going player's
    # partner's signals read whichever side it is on, and up to 64 deals a card.
    "expert-model": Level("expert-model", samples=64, trump_samples=12, signals=True,
                          bidding=True, node_budget=EXPERT_NODES, min_samples=8, suits=3,
                          trump_model=True, read_play=True, read_model=True, read_pool=20,
                          read_signaller=True, python_horizon=PYTHON_HORIZON,
                          python_budget=PYTHON_NODES),
    # The expert, choosing its next card once for the deals it cannot tell apart then, in the
    # last five tricks.
    "expert-ahead": Level("expert-ahead", samples=32, trump_samples=12, signals=True,
                          bidding=True, node_budget=EXPERT_NODES, min_samples=8, suits=3,
                          trump_model=True, read_play=True, read_model=True, read_pool=20,
                          read_signaller=True, python_horizon=PYTHON_HORIZON,
                          python_budget=PYTHON_NODES, lookahead=5),
    "expert-next": Level("expert-next", samples=64, trump_samples=12, signals=True,
                         bidding=True, node_budget=EXPERT_NODES, min_samples=8, suits=3,
                         trump_model=True, read_play=True, read_beta=0.2, read_pool=20,
                         python_horizon=PYTHON_HORIZON, python_budget=PYTHON_NODES),
}

# The lookahead from seven tricks left, every trick after the first (a trial, measured level).
LEVELS["expert-ahead7"] = replace(LEVELS["expert-ahead"], name="expert-ahead7", lookahead=7)
# Four times the node budget in the first trick, where the budget cuts the deals searched
# to as few as 8 (a trial).
LEVELS["expert-first"] = replace(LEVELS["expert"], name="expert-first",
                                 first_trick_budget=4 * EXPERT_NODES)


def _taken(view: KlaverjasView) -> Taken:
    won = 0
    for t in view.tricks:
        won |= 1 << (t.winner & 1)
    p, r = view.points, view.roem
    return Taken(p[0] + r[0] - p[1] - r[1], r[0] + r[1], won)


def _stats(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    if n < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in xs) / (n - 1)
    return mean, math.sqrt(var / n)


def _budgeted(jobs: Sequence[Callable[[], tuple[T_, int]]], budget: int | None,
              min_samples: int, group: int = 1) -> list[T_]:
    """Run ``jobs`` in order, two at a time, until the node ``budget`` is spent.

    Jobs come in groups of ``group`` (one sampled deal's searches); only whole groups count,
    and at least ``min_samples`` groups run.
    """
    out: list[T_] = []
    spent = 0
    step = 2 * group
    for i in range(0, len(jobs), step):
        done = len(out) // group
        if budget is not None and spent >= budget and done >= min_samples:
            break
        for value, nodes in _pool().map(lambda job: job(), jobs[i:i + step]):
            out.append(value)
            spent += nodes
    return out


class SearchBot:
    """Sampling plus open-cards search; ``advise`` explains every choice from its numbers."""

    def __init__(self, level: Level, rng: random.Random) -> None:
        self.level = level
        self.name = level.name
        self.rng = rng

    def choose(self, view: KlaverjasView) -> Action:
        return self.advise(view).chosen  # type: ignore[no-any-return]

    def advise(self, view: KlaverjasView) -> Advice:
        if view.phase is Phase.CALL:
            return self._advise_call(view)
        return self._advise_play(view)

    # -- card play ------------------------------------------------------------------------------

    def _advise_play(self, view: KlaverjasView) -> Advice:
        legal = [a for a in view.legal_actions if isinstance(a, Card)]
        if len(legal) == 1:
            only, told = spoken([T.ONLY_CARD.format(card=legal[0])])
            return Advice(view.seat, (ActionValue(legal[0], str(legal[0]), 0.0),), legal[0],
                          only, method=self.name, told=told)
        assert view.trump is not None and view.going is not None
        k = read(view)
        mate = partner(view.seat)
        signaller = self._signaller(view)
        reading = signaller is not None and bool(k.signals.get(signaller))
        t = tables(view.trump, view.rules.four_jacks_200)
        likely = self._likelihood(view)
        deals = sample_deals(k, self.rng, self.level.samples,
                             read_signals_of=signaller if reading else None, power=t.power,
                             misfit=misfit(view) if self.level.bidding else None,
                             likelihood=likely, pool_size=self.level.read_pool)
        trick = tuple(INDEX[c] for c in view.trick)
        taken = _taken(view)
        trump, going = view.trump.value, view.going
        left = len(view.hand)  # tricks left, the current one included
        horizon = self._horizon(left)

        def solver(hands: tuple[int, int, int, int]) -> Callable[[], tuple[dict[int, int], int]]:
            def run() -> tuple[dict[int, int], int]:
                pos = SolverPosition(hands, trump, view.trick_leader, trick, view.rules.play,
                                     view.rules.four_jacks_200, going, taken)
                s = Solver(pos, objective=Objective.RESULT, compiled=self.level.compiled,
                           horizon=horizon)
                return s.move_values(), s.nodes
            return run

        sign = 1 if view.seat % 2 == 0 else -1
        ahead = 1 < left <= self.level.lookahead and not self._python()
        if ahead:
            looks: list[DealLook] = _budgeted(
                [look_job(SolverPosition(d, trump, view.trick_leader, trick, view.rules.play,
                                         view.rules.four_jacks_200, going, taken),
                          t, self.level.compiled) for d in deals], *self._budget(left))
            fused = fused_values(looks, [INDEX[c] for c in legal], sign)
            per_card = {c: fused[INDEX[c]] for c in legal}
            n = len(looks)
        else:
            results = _budgeted([solver(d) for d in deals], *self._budget(left))
            n = len(results)
            per_card = {c: [float(sign * r[INDEX[c]]) for r in results] for c in legal}
        deals = deals[:n]
        values = []
        best_count: dict[Card, int] = dict.fromkeys(legal, 0)
        for i in range(n):
            top = max(per_card[c][i] for c in legal)
            for c in legal:
                if per_card[c][i] == top:
                    best_count[c] += 1
        for c in legal:
            mean, se = _stats(per_card[c])
            values.append(ActionValue(c, str(c), mean, se, n))
        ranked = rank_actions(values)
        chosen = ranked[0].action
        sampled = (T.SAMPLED_PARTNER if signaller == mate else T.SAMPLED_OPPONENT) \
            if reading else T.SAMPLED
        reasons = [sampled.format(n=n)]
        if likely is not None:
            reasons.append((T.PLAYS_READ_MODEL if self.level.read_model else T.PLAYS_READ)
                           .format())
        if horizon is not None:
            reasons.append(T.HORIZON.format(tricks=horizon))
        if ahead:
            reasons.append(T.LOOKAHEAD.format())
        # The log shows the first reason after these, which say how the deals were searched.
        how = len(reasons)
        said = T.PARTNER_SIGNAL if signaller == mate else T.OPPONENT_SIGNAL
        for suit, sig in (k.signals.get(signaller, {}) if signaller is not None and reading
                          else {}).items():
            card = _first_discard(view, signaller, suit) if signaller is not None else None
            if card is not None:
                reasons.append(said.format(card=card, kind=T.SIGNAL_KIND[sig.value],
                                           suit=SUITS[suit]))
        signal = self._signal_choice(view, k, ranked) if self.level.signals else None
        if signal is not None:
            card, why = signal
            reasons.append(why)
            reasons.append(T.SIGNAL_KEPT.format(cost=ranked[0].value - _value(ranked, card),
                                                best=ranked[0].action))
            chosen = card
        else:
            reasons.extend(self._value_reasons(ranked))
        ideas: list[str] = ["signal"] if signal is not None else []
        reasons.extend(self._pattern_reasons(view, k, chosen, deals, best_count, n, ideas))
        to_you, told = spoken(reasons)
        return Advice(view.seat, ranked, chosen, to_you, method=self.name,
                      extra={HOW_SEARCHED: how}, idea=ideas[0] if ideas else "", told=told)

    def _likelihood(self, view: KlaverjasView) -> Callable[[Deal], float] | None:
        """How well a sampled deal explains the cards played, as this level reads them."""
        if self.level.read_model:
            return model_likelihood(view, play_model(), self.level.read_strength)
        if self.level.read_play:
            return play_likelihood(view, self.level.read_beta)
        return None

    def _signaller(self, view: KlaverjasView) -> int | None:
        """The seat whose discards this level reads as signals, if any."""
        if not self.level.signals:
            return None
        if not self.level.read_signaller:
            return partner(view.seat)
        if view.going is None or partner(view.going) == view.seat:
            return None
        return partner(view.going)

    def _value_reasons(self, ranked: tuple[ActionValue, ...]) -> list[Said]:
        if len(ranked) < 2:
            return []
        a, b = ranked[0], ranked[1]
        if abs(a.value - b.value) < 1e-9:
            return [T.BEST_TIE.format(best=a.text, second=b.text, best_v=a.value)]
        return [T.BEST_BY.format(best=a.text, second=b.text, delta=a.value - b.value,
                                 best_v=a.value, second_v=b.value)]

    def _pattern_reasons(self, view: KlaverjasView, k: Knowledge, chosen: Card,
                         deals: list[tuple[int, int, int, int]], best_count: dict[Card, int],
                         n: int, ideas: list[str]) -> list[Said]:
        """The facts of the searched deals behind the choice; ``ideas`` gets the named idea
        each one shows (``tutor.games.klaverjas.ideas``)."""
        out = [T.BEST_IN.format(card=chosen, k=best_count[chosen], n=n)]
        assert view.trump is not None
        t = tables(view.trump, view.rules.four_jacks_200)
        c = INDEX[chosen]
        trump = view.trump.value
        my_team = view.seat % 2
        wins = sum(1 for d in deals if _holds_trick(view, d, c, t.power, t.higher, trump))
        if wins == n:
            out.append(T.WINS_TRICK_ALL.format(card=chosen))
        elif wins:
            out.append(T.WINS_TRICK.format(card=chosen, k=wins, n=n))
        if not view.trick and c >> 3 == trump and view.going is not None \
                and view.going % 2 == my_team:
            opp = [s for s in range(4) if s % 2 != my_team]
            k_opp = sum(1 for d in deals if any(d[s] & SUIT_MASK[trump] for s in opp))
            if k_opp:
                out.append(T.PULL_TRUMPS.format(k=k_opp, n=n))
                ideas.append("pull-trumps")
        if view.trick and t.points[c] >= 10:
            mate = partner(view.seat)
            winner_seat, winner_card = trick_winner(view, t.power, trump)
            if winner_seat == mate:
                holds = sum(1 for d in deals
                            if _holds_trick(view, d, c, t.power, t.higher, trump, for_seat=mate))
                if holds == n:
                    out.append(T.SPEKKEN.format(winner=winner_card, k=holds, n=n, card=chosen,
                                                points=t.points[c]))
                    ideas.append("spek")
        return out

    def _signal_choice(self, view: KlaverjasView, k: Knowledge,
                       ranked: tuple[ActionValue, ...]) -> tuple[Card, Said] | None:
        """A truthful signal among near-best discards, when the partner went."""
        if not view.trick or view.going != partner(view.seat) or view.trump is None:
            return None
        led = view.trick[0].suit
        trump = view.trump
        hand = view.hand
        if any(c.suit is led for c in hand):
            return None
        best = ranked[0].value
        t = tables(trump, view.rules.four_jacks_200)
        done = k.signals.get(view.seat, {})
        for av in ranked:
            card = av.action
            if best - av.value > self.level.signal_cost:
                break
            if card.suit in (trump, led) or card.suit.value in done:
                continue
            strong = _pit_suit(k, card.suit, t.power)
            if strong and card.rank in PIT_RANKS:
                return card, T.SIGNAL_PIT.format(card=card, suit=card.suit)
            if not strong and card.rank in AF_RANKS and not _can_take(k, card.suit, t.power):
                return card, T.SIGNAL_AF.format(card=card, suit=card.suit)
        return None

    def _python(self) -> bool:
        """Does this bot search in pure Python (no compiled search, or told not to use it)?"""
        if self.level.compiled is None:
            return not compiled_available()
        return not self.level.compiled

    def _horizon(self, left: int) -> int | None:
        """The horizon of a search with ``left`` tricks to play, or ``None`` (to the end)."""
        hz = self.level.python_horizon
        if hz is None or not self._python() or left <= hz:
            return None
        return hz

    def _budget(self, left: int = 0) -> tuple[int | None, int]:
        """The node budget and the fewest deals of a decision with ``left`` tricks to play (0
        for a trump call)."""
        if self._python() and self.level.python_budget is not None:
            return self.level.python_budget, min(self.level.min_samples, 4)
        if left == 8 and self.level.first_trick_budget is not None:
            return self.level.first_trick_budget, self.level.min_samples
        return self.level.node_budget, self.level.min_samples

    # -- trump decision -------------------------------------------------------------------------

    def _advise_call(self, view: KlaverjasView) -> Advice:
        legal = [a for a in view.legal_actions if isinstance(a, TrumpCall)]
        allowed = [a.suit for a in legal if a.suit is not None]
        leader = (view.dealer + 1) % 4
        model = shipped() if self.level.trump_model else None
        hand = cards_mask(view.hand)
        place = (view.seat - leader) % 4
        prior = {s: model.predict(hand, s.value, place) for s in allowed} if model else {}
        # Search the strongest trump holdings; the others are plainly weaker.
        if model:
            by_strength = sorted(allowed, key=lambda s: -prior[s])
        else:
            by_strength = sorted(allowed, key=lambda s: -trump_strength(view.hand, s))
        # Without the compiled search the model alone decides: searching a whole deal is too
        # slow there.
        searched = 0 if model and self._python() and self.level.python_budget else \
            self.level.suits
        suits = by_strength[:searched]
        skipped = by_strength[searched:]
        horizon = self._horizon(8)
        k = read(view)
        deals = sample_deals(k, self.rng, self.level.trump_samples,
                             misfit=misfit(view) if self.level.bidding else None)
        sign = 1 if view.seat % 2 == 0 else -1

        def solver(suit: Suit, hands: tuple[int, int, int, int]) -> Callable[[], tuple[int, int]]:
            def run() -> tuple[int, int]:
                pos = SolverPosition(hands, suit.value, leader, (), view.rules.play,
                                     view.rules.four_jacks_200, view.seat)
                s = Solver(pos, objective=Objective.RESULT, compiled=self.level.compiled,
                           horizon=horizon)
                return sign * s.value(), s.nodes
            return run

        # Deal by deal, every suit searched on each, so a spent budget leaves equal samples.
        outs = _budgeted([solver(s, d) for d in deals for s in suits] if suits else [],
                         *self._budget(), group=max(len(suits), 1))
        n = len(outs) // len(suits) if suits else 0
        values: list[ActionValue] = []
        notes: list[Said] = []
        for i, s in enumerate(suits):
            xs = outs[i::len(suits)]
            mean, se = _stats(xs)
            made = sum(1 for x in xs if x > 0)
            note = T.TRUMP_EST.format(suit=s, made=made, n=n, value=mean)
            if model:
                value = model.combine(prior[s], mean, n)
                note = T.TRUMP_EST_MODEL.format(suit=s, made=made, n=n, value=mean,
                                                prior=prior[s], worth=model.prior_deals,
                                                together=value)
                se = se * n / (n + model.prior_deals)
            else:
                value = mean
            notes.append(note)
            values.append(ActionValue(TrumpCall(s), str(s), value, se, n, (note.you,)))
        floor = min((v.value for v in values), default=0.0) - 1.0
        for s in skipped:
            if model and not suits:
                note = T.TRUMP_MODEL_ONLY.format(suit=s, prior=prior[s])
                notes.append(note)
                values.append(ActionValue(TrumpCall(s), str(s), prior[s], notes=(note.you,)))
            elif model:
                values.append(ActionValue(TrumpCall(s), str(s), prior[s], notes=(
                    T.TRUMP_SKIPPED_MODEL.format(suit=s, prior=prior[s]).you,)))
            else:
                values.append(ActionValue(TrumpCall(s), str(s), floor,
                                          notes=(T.TRUMP_SKIPPED.format(suit=s).you,)))
        can_pass = PASS in legal
        if can_pass and model and deals:
            value, goes = self._pass_value(view, deals, model, leader)
            note = T.PASS_EST.format(n=len(deals), goes=goes, value=value)
            notes.append(note)
            values.append(ActionValue(PASS, "pass", value, samples=len(deals),
                                      notes=(note.you,)))
        elif can_pass:
            values.append(ActionValue(PASS, "pass", self.level.go_limit))
        ranked = rank_actions(values)
        chosen = ranked[0].action
        best_suit = max((v for v in values if v.action != PASS), key=lambda v: v.value)
        reasons = [T.SAMPLED.format(n=n) if suits else T.NOT_SEARCHED.format(), *notes]
        if horizon is not None and suits:
            reasons.append(T.HORIZON.format(tricks=horizon))
        if chosen == PASS and model:
            reasons.append(T.TRUMP_PASS_BETTER.format(suit=best_suit.text, value=best_suit.value,
                                                      pass_value=ranked[0].value))
        elif chosen == PASS:
            reasons.append(T.TRUMP_PASS.format(suit=best_suit.text, value=best_suit.value,
                                               limit=f"{self.level.go_limit:+.0f}"))
        elif can_pass or view.rules.trump_method is TrumpMethod.VERPLICHT:
            reasons.append(T.TRUMP_GO.format(suit=best_suit.text, value=best_suit.value))
        else:
            reasons.append(T.TRUMP_FORCED.format(suit=best_suit.text, value=best_suit.value))
        to_you, told = spoken(reasons)
        return Advice(view.seat, ranked, chosen, to_you, method=self.name, idea="trump-call",
                      told=told)


    def _pass_value(self, view: KlaverjasView, deals: Sequence[tuple[int, int, int, int]],
                    model: TrumpModel, leader: int) -> tuple[float, int]:
        """What passing is worth: in each sampled deal the players after this one decide by the
        trump model (going when their best suit is worth more than the level's limit), and if
        all pass the first player must choose; the contract is valued by the model for the
        player who goes. Returns the mean for this player's team and in how many deals a later
        player went."""
        draaien = view.rules.trump_method is TrumpMethod.DRAAIEN
        turned = view.turned.suit.value if view.turned is not None else -1
        free = [turned] if draaien else [0, 1, 2, 3]
        forced = [s for s in range(4) if not (draaien and s == turned)]
        me = view.seat % 2
        total, goes = 0.0, 0
        for d in deals:
            goer, worth = leader, 0.0
            for place in range(len(view.calls) + 1, 4):
                seat = (leader + place) % 4
                worth = max(model.predict(d[seat], s, place) for s in free)
                if worth > self.level.go_limit:
                    goer = seat
                    goes += 1
                    break
            else:
                worth = max(model.predict(d[leader], s, 0) for s in forced)
            total += worth if goer % 2 == me else -worth
        return total / len(deals), goes


def _value(ranked: tuple[ActionValue, ...], card: Card) -> float:
    return next(av.value for av in ranked if av.action == card)


def _first_discard(view: KlaverjasView, seat: int, suit: int) -> Card | None:
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        for i, c in enumerate(cards):
            if (leader + i) % 4 == seat and i and c.suit.value == suit \
                    and c.suit is not cards[0].suit:
                return c
    return None


def _holds_trick(view: KlaverjasView, deal: tuple[int, int, int, int], c: int, power: list[int],
                 higher: list[int], trump: int, for_seat: int | None = None) -> bool:
    """After ``c`` is played, can no later player in this deal beat the trick's winner?

    ``for_seat`` asks whether that seat (already winning) keeps the trick instead.
    A later player beats it only with a higher card of the led suit, or a trump when void.
    """
    cards = [INDEX[x] for x in view.trick] + [c]
    led = cards[0] >> 3
    win = max(cards, key=lambda x: power[x] if (x >> 3) in (trump, led) else -1)
    win_seat = (view.trick_leader + cards.index(win)) % 4
    if for_seat is not None and win_seat != for_seat:
        return False
    if for_seat is None and win != c:
        return False
    for k in range(len(cards), 4):
        seat = (view.trick_leader + k) % 4
        if seat % 2 == win_seat % 2:
            continue
        hand = deal[seat]
        follow = hand & SUIT_MASK[led]
        if follow:
            if win >> 3 == led and follow & higher[win]:
                return False
        elif hand & SUIT_MASK[trump] and (win >> 3 != trump or hand & higher[win]):
            return False
    return True


def _pit_suit(k: Knowledge, suit: Suit, power: list[int]) -> bool:
    """Would this player take every trick in ``suit`` once trumps are out?

    True when it holds the best cards left in the suit, at least as many as any other player
    could follow with.
    """
    mine = k.own & SUIT_MASK[suit.value]
    others = k.unknown & SUIT_MASK[suit.value]
    if not mine:
        return False
    lowest_mine = min(power[c] for c in range(32) if mine >> c & 1)
    if any(others >> c & 1 and power[c] > lowest_mine for c in range(32)):
        return False
    return mine.bit_count() >= max((others & ~k.excluded[s]).bit_count()
                                   for s in range(4) if s != k.seat) or not others


def _can_take(k: Knowledge, suit: Suit, power: list[int]) -> bool:
    """Holds the best card left in ``suit``."""
    left = (k.own | k.unknown) & SUIT_MASK[suit.value]
    top = master_of(suit.value, left, power)
    return top >= 0 and bool(k.own >> top & 1)


def factory_for(level: str) -> Callable[[random.Random, bool], SearchBot]:
    def make(rng: random.Random, quick: bool = False) -> SearchBot:
        lv = LEVELS[level]
        if quick:
            lv = Level(lv.name, samples=3, trump_samples=2, signals=lv.signals,
                       bidding=lv.bidding, compiled=lv.compiled, read_play=lv.read_play,
                       read_model=lv.read_model, read_signaller=lv.read_signaller,
                       python_horizon=lv.python_horizon, python_budget=lv.python_budget,
                       lookahead=lv.lookahead)
        return SearchBot(lv, rng)
    return make


def machine_note() -> str:
    """Which search the bots use on this machine (``tutor games`` says it)."""
    return str(T.MACHINE_COMPILED) if compiled_available() else str(T.MACHINE_PYTHON)


club = factory_for("club")
expert = factory_for("expert")
expert_v1 = factory_for("expert-v1")
expert_python = factory_for("expert-python")
expert_read = factory_for("expert-read")
expert_wide = factory_for("expert-wide")
expert_next = factory_for("expert-next")
expert_model = factory_for("expert-model")
expert_v2 = factory_for("expert-v2")
expert_ahead = factory_for("expert-ahead")
expert_ahead7 = factory_for("expert-ahead7")
expert_first = factory_for("expert-first")
