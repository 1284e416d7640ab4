"""The expert: sampled deals of the unseen cards, each played to the stock's end and solved.

* Every level's rules first (``common.forced``): uit when offered, every mariage, a rejection
  when possible (the meld scoring most), the trump-7 swap at once.
* Phase 2 (the stock empty): every card is known, and the exact solver values every legal
  move, declarations of the first phase-2 trick included.
* Phase 1, while the stock is long (more than ``sample_stock`` covered cards: 5 in Smousjas,
  7 in Vijfhonderden), the club decides: measured against the club, sampling that early lost
  points (``docs/bots.md``).
* Phase 1, late: the moves searched are every declaration it may make now (against keeping the
  melds hidden: playing a card without declaring), both choices of the last two stock cards, and
  the club's ``candidates`` best cards. Each sample deals the other hand and the stock again, in
  an order, at random among what the view allows (``tutor.games.smousjas.resample``: the cards
  the other player showed are in its hand in every sample). On each sample every move is played,
  then both players play on by the fast rule (``policy.play_to_stock_end``: swap, show every
  mariage, reject when possible, declare every meld when leading, take a ten or ace led with the
  cheapest winner, else lead or throw the cheapest card; take the turned trump unless it is the
  7 or 8) until the stock is empty, and the rest of the deal is solved exactly. A move's value is
  its mean over the samples of the deal's difference (its points minus the other's), the same
  samples for every move. The expert plays the best.
* Budget: at most ``deals`` samples, at least ``min_deals``, and no further sample once the
  play-outs and the solver have spent ``budget`` (actions played plus tricks searched): counted,
  not timed, so a seeded game plays the same on a loaded machine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...actions import shown_for
from ...games.smousjas.engine import (
    Action,
    Declare,
    Play,
    SmousjasView,
    TakeLast,
)
from ...games.smousjas.melds import cards_mask
from ...games.smousjas.resample import resample
from ..base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken
from . import club
from . import text as T
from .common import Seen, forced_advice, meld_of, solved_advice
from .policy import play_to_stock_end
from .solver import card_search, state_value

#: The game whose notation the reasons name actions in.
S = "smousjas"


@dataclass(frozen=True)
class Config:
    """The expert's settings; ``QUICK`` for smoke tests."""

    #: Samples at most, and at least.
    deals: int = 32
    min_deals: int = 8
    #: No further sample once the play-outs' actions and the solver's tricks searched reach this.
    budget: int = 100_000
    #: Cards searched (the club's best); the rest keep the club's order below them.
    candidates: int = 4
    #: Sample only with this many covered cards left in the stock, or fewer (per rule set);
    #: before that the club's heuristics decide: earlier, the fast rule's long play-outs chose
    #: worse than the club (``docs/bots.md``).
    sample_stock: tuple[tuple[str, int], ...] = (("smousjas", 5), ("vijfhonderden", 7))
    #: The club's value of each searched card added to its mean, times this (0: none).
    prior: float = 0.0
    club: club.Config = field(default_factory=club.Config)


DEFAULT = Config()
QUICK = Config(deals=2, min_deals=2, budget=1, candidates=2,
               sample_stock=(("smousjas", 99), ("vijfhonderden", 99)))


@dataclass
class _Stats:
    action: Action
    values: list[float] = field(default_factory=list)
    #: Declarations: in how many samples the meld stood at the stock's end.
    stood: int = 0

    def mean(self) -> float:
        return sum(self.values) / len(self.values)


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = sum(xs) / n
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


class ExpertBot:
    """Sampling with the exact solver at the end of every sample (``Config``)."""

    name = "expert"

    def __init__(self, rng: random.Random, config: Config = DEFAULT) -> None:
        self.rng = rng
        self.config = config

    def choose(self, view: SmousjasView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: SmousjasView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        found = forced_advice(view, str(T.X_METHOD))
        if found is not None:
            return found
        if view.phase == 2:
            return solved_advice(view)
        if view.stock_size > dict(self.config.sample_stock).get(view.rules.rule_set, 99):
            return club.ClubBot(config=self.config.club).advise(view)
        return self._search(view)

    def _search(self, view: SmousjasView) -> Advice:
        cfg = self.config
        legal = list(view.legal_actions)
        me = view.seat
        sign = 1 if me == 0 else -1
        by_club = club.ClubBot(config=cfg.club).advise(view)
        club_plays = [av for av in by_club.actions if isinstance(av.action, Play)]
        searched: list[Action] = [a for a in legal if isinstance(a, Declare | TakeLast)]
        searched += [av.action for av in club_plays[:cfg.candidates]]
        searched = [a for a in legal if a in searched]  # the legal order
        stats = [_Stats(a) for a in searched]
        prior = {av.action: av.value for av in club_plays}
        search = card_search(view.rules.rs, view.trump.value)
        spent = 0
        drawn = 0
        for d in range(cfg.deals):
            if d >= cfg.min_deals and spent >= cfg.budget:
                break
            state = resample(view, self.rng)
            drawn += 1
            for st in stats:
                sim = state.clone()
                sim.apply(st.action)
                spent += play_to_stock_end(sim)
                if isinstance(st.action, Declare):
                    mask = cards_mask(st.action.cards)
                    st.stood += any(s == me and m == mask for s, m in sim.melds)
                before = search.nodes
                st.values.append(sign * state_value(sim) + cfg.prior * prior.get(st.action, 0.0))
                spent += search.nodes - before
        values = [ActionValue(st.action, str(st.action), round(st.mean(), 2),
                              round(_stderr(st.values), 2), len(st.values),
                              (T.X_NOTE.format(value=st.mean(), se=_stderr(st.values),
                                               deals=len(st.values)),))
                  for st in stats]
        floor = min(v.value for v in values)
        rest = [av for av in by_club.actions if av.action not in searched]
        for k, av in enumerate(rest):
            values.append(ActionValue(av.action, av.text, round(floor - 1.0 - k, 2),
                                      notes=(str(T.X_NOTE_UNSEARCHED), *av.notes)))
        ranked = rank_actions(values)
        best = next(s for s in stats if s.action == ranked[0].action)
        second = next((s for s in stats if len(ranked) > 1 and s.action == ranked[1].action),
                      None)
        reasons, told = spoken(_reasons(view, best, second, stats, drawn))
        return Advice(me, ranked, best.action, reasons, method=str(T.X_METHOD),
                      extra={"deals": drawn, "spent": spent, "searched": len(stats)}, told=told)


def _reasons(view: SmousjasView, best: _Stats, second: _Stats | None, stats: list[_Stats],
             drawn: int) -> list[Said]:
    seen = Seen.of(view)
    out = [T.X_SAMPLED.format(moves=len(stats), deals=drawn, unseen=seen.unseen.bit_count())]
    shown = view.shown[1 - view.seat]
    if shown:
        out.append(T.X_KNOWN.format(cards=" ".join(map(str, shown))))
    move = shown_for(S, best.action)
    if second is not None:
        delta = best.mean() - second.mean()
        diffs = [x - y for x, y in zip(best.values, second.values, strict=True)]
        better = sum(1 for x in diffs if x > 1e-9)
        worse = sum(1 for x in diffs if x < -1e-9)
        if delta > 1e-9:
            out.append(T.X_BEST_BY.format(best=move, second=shown_for(S, second.action),
                                          delta=delta,
                                          best_value=best.mean(), second_value=second.mean(),
                                          better=better, worse=worse, deals=len(diffs)))
            margin = 1.96 * _stderr(diffs)
            out.append((T.X_CLEAR if delta > margin else T.X_CLOSE).format(
                margin=margin, second=shown_for(S, second.action)))
        else:
            out.append(T.X_TIE.format(best=move, second=shown_for(S, second.action),
                                      value=best.mean(), deals=len(diffs)))
    declares = [s for s in stats if isinstance(s.action, Declare)]
    if isinstance(best.action, Declare):
        desc, _ = meld_of(best.action, view)
        out.append(T.X_DECLARE.format(meld=desc, stood=best.stood, deals=len(best.values)))
    elif declares and isinstance(best.action, Play):
        top = max(declares, key=lambda s: s.mean())
        desc, _ = meld_of(top.action, view)  # type: ignore[arg-type]
        out.append(T.X_KEEP.format(meld=desc, delta=best.mean() - top.mean(), stood=top.stood,
                                   deals=len(top.values)))
    if isinstance(best.action, TakeLast) and second is not None \
            and isinstance(second.action, TakeLast):
        diffs = [x - y for x, y in zip(best.values, second.values, strict=True)]
        choice = T.X_CHOICE_TURNED if best.action.turned else T.X_CHOICE_COVERED
        out.append(choice.format(better=sum(1 for x in diffs if x > 1e-9), deals=len(diffs)))
    return out


def factory(rng: random.Random, quick: bool = False) -> ExpertBot:
    return ExpertBot(rng, QUICK if quick else DEFAULT)
