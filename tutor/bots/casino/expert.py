"""The expert: its own plays searched over sampled deals of the unseen cards.

* **Candidates.** The club's one-ply values rank the legal plays; the best ``candidates`` of them
  are searched (all of them when there are no more), the rest keep their club order below.
* **Sampled deals.** Each sample deals the other hands and the stock at random among what the
  view allows (``tutor.games.casino.resample``). That reads the builds others announce: whoever
  owns a build or call holds a card of its value in every sample.
* **Play-outs.** On each sample every candidate is played, then every player, the expert
  included, plays on by a fast greedy rule (the most valuable capture by the card weights of the
  moment; a build, raise or call for half what it gathers; else the least valuable trail, a
  trail the next player can pair or add up with one loose card costing what they would take) to
  the end of the deal, or to the expert's turn once ``reach`` plays have followed the candidate;
  when the deal ends first, on to the expert's next turn. In the round's last deal the play-out
  goes to the end of the round, which is scored exactly. Every candidate meets the same samples
  (common random numbers), so their differences are measured more sharply than their values.
* **Value.** At the horizon the round is valued as in ``model``: points sure, the races for the
  most cards and spades estimated, a build or call still on the table counted to its owner; from
  the expert's side, its expected points minus the other sides' mean. A play's value is its mean
  over the samples plus ``prior`` times the club's one-ply value; the expert plays the best.
* **Budget.** At most ``deals`` samples, at least ``min_deals``, and no further sample once the
  play-outs have made ``budget`` plays (counted, not timed, so a seeded game plays the same on a
  loaded machine).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...actions import shown_for
from ...cards import Card
from ...games.casino.engine import (
    CARDS,
    VALUE,
    Action,
    Build,
    Call,
    Capture,
    Captured,
    CasinoState,
    CasinoView,
    HandsDealt,
    Raise,
    RoundScored,
    Trail,
    a_value,
)
from ...games.casino.resample import resample
from ...games.casino.rules import SWEEP_POINTS
from ...seats import seat_name
from ..base import NO_LEGAL_ACTION, ActionValue, Advice, Said, rank_actions, spoken
from . import club
from . import text as T
from .model import (
    CLUMP,
    VALUABLE,
    RoundValue,
    Weights,
    idx,
    round_value,
)

#: The game whose notation the reasons name actions in.
C = "casino"


@dataclass(frozen=True)
class Config:
    """The expert's settings; ``QUICK`` for smoke tests."""

    #: Sampled deals at most, and at least.
    deals: int = 24
    min_deals: int = 8
    #: No further sample once the play-outs have made this many plays.
    budget: int = 3000
    #: Plays searched (the club's best); the rest keep the club's order below them.
    candidates: int = 8
    #: The share of what a build, raise or call gathers that the play-out rule counts now.
    plan: float = 0.5
    #: The share of a build or call still on the table at the horizon counted to its owner.
    owned: float = 0.8
    #: Before the round's last deal, a play-out stops at the end of the deal (or the expert's
    #: next turn after it), or sooner: at the expert's turn once this many plays have followed
    #: the candidate. With two players the deal always ends first; with four players it stops
    #: after the expert's next play and the three replies to it.
    reach: int = 7
    #: The play-out rule avoids a trail the next player can take (``_policy``).
    wary: bool = True
    #: The club's one-ply value added to each searched play's mean, times this (0: none): the
    #: two estimates err in different ways, and together they chose better (``docs/bots.md``).
    prior: float = 1.0
    clump: float = CLUMP
    club: club.Config = field(default_factory=club.Config)


DEFAULT = Config()
QUICK = Config(deals=3, min_deals=3, candidates=3)


@dataclass
class _Stats:
    """What the samples found about one candidate."""

    action: Action
    values: list[float] = field(default_factory=list)
    races: list[float] = field(default_factory=list)
    #: Per sample, the seen valuable cards an opponent captured before the expert's next turn.
    lost: list[frozenset[int]] = field(default_factory=list)

    #: Added to the mean: the club's value times ``Config.prior``.
    prior: float = 0.0

    def sampled(self) -> float:
        """The mean over the sampled deals alone."""
        return sum(self.values) / len(self.values)

    def mean(self) -> float:
        return self.sampled() + self.prior


def _stderr(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return 0.0
    m = sum(xs) / n
    return math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)


class ExpertBot:
    """Searches its own plays over sampled deals (``Config``)."""

    name = "expert"

    def __init__(self, rng: random.Random, config: Config = DEFAULT) -> None:
        self.rng = rng
        self.config = config

    def choose(self, view: CasinoView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: CasinoView) -> Advice:
        legal = tuple(view.legal_actions)
        if not legal:
            raise ValueError(NO_LEGAL_ACTION)
        cfg = self.config
        pos = club.Position.of(view, cfg.clump)
        evals = [club.evaluate_action(pos, a, cfg.club) for a in legal]
        if len(legal) == 1:
            e = evals[0]
            only, told = spoken([T.ONLY_MOVE.format(move=shown_for(C, e.action))])
            return Advice(view.seat, (ActionValue(e.action, str(e.action), round(e.value, 3)),),
                          e.action, only, method=str(T.X_METHOD), idea=club.idea(e), told=told)
        by_club = sorted(range(len(legal)), key=lambda k: (-evals[k].value, k))
        chosen = sorted(by_club[:cfg.candidates])
        stats = [_Stats(legal[k], prior=cfg.prior * evals[k].value) for k in chosen]
        me = view.seat
        side_of = pos.side_of
        mine = side_of[me]
        w = pos.w
        seen_valuable = {i for i in VALUABLE
                         if i in pos.loose or i in pos.hand
                         or any(i in u.cards for u in pos.units)}
        # Per sample: does an opponent (not a partner) hold a card of each value?
        opp_holds: list[set[int]] = []
        steps = 0
        drawn = 0
        for d in range(cfg.deals):
            if d >= cfg.min_deals and steps >= cfg.budget:
                break
            state = resample(view, self.rng)
            drawn += 1
            held: set[int] = set()
            for s in range(view.players):
                if side_of[s] != mine:
                    held.update(VALUE[i] for i in state.hands[s])
            opp_holds.append(held)
            for st in stats:
                sim = state.clone()
                value, races, lost, n = _play_out(sim, st.action, me, side_of, w, cfg,
                                                  seen_valuable)
                steps += n
                st.values.append(value)
                st.races.append(races)
                st.lost.append(lost)
        searched = sorted(stats, key=lambda s: -s.mean())
        values = []
        for st in stats:
            k = legal.index(st.action)
            values.append(ActionValue(st.action, str(st.action), round(st.mean(), 3),
                                      round(_stderr(st.values), 3), len(st.values),
                                      (T.X_NOTE.format(value=st.sampled(),
                                                       se=_stderr(st.values),
                                                       deals=len(st.values)),
                                       club.note(evals[k]))))
        floor = min(v.value for v in values)
        cut = evals[by_club[min(cfg.candidates, len(legal)) - 1]].value
        for k in by_club[cfg.candidates:]:
            e = evals[k]
            values.append(ActionValue(e.action, str(e.action),
                                      round(floor - 0.01 - (cut - e.value), 3),
                                      notes=(str(T.X_NOTE_UNSEARCHED), club.note(e))))
        ranked = rank_actions(values)
        best = next(s for s in stats if s.action is ranked[0].action)
        second = next((s for s in stats if s.action is ranked[1].action), None)
        best_eval = evals[legal.index(best.action)]
        second_eval = None if second is None else evals[legal.index(second.action)]
        reasons, told = spoken(_reasons(view, best, second, searched, best_eval, opp_holds,
                                        len(legal), drawn, cfg.prior))
        return Advice(view.seat, ranked, best.action, reasons, method=str(T.X_METHOD),
                      extra={"deals": drawn, "steps": steps, "searched": len(stats)},
                      idea=_idea(view, best, second, best_eval, second_eval, cfg.prior),
                      told=told)


def _policy(state: CasinoState, w: Sequence[float], plan: float, wary: bool = False) -> int:
    """The play-out rule's choice among the legal plays: its index. ``wary``: a trail that the
    next player can pair, or add up with one loose card, costs what they would take."""
    actions, moves = state._moves()
    if len(actions) == 1:
        return 0
    loose, units = state.loose, state.units
    sweeps = state.rules.sweeps
    best, pick = -1e9, 0
    nxt: set[int] = set()
    if wary:
        nxt = {VALUE[i] for i in state.hands[(state.turn + 1) % state.n]}
    for k, a in enumerate(actions):
        _, c, ls, us, _ = moves[k]
        g = w[c]
        for j in ls:
            g += w[j]
        for p in us:
            for j in units[p].cards:
                g += w[j]
        if isinstance(a, Capture):
            if sweeps and len(ls) == len(loose) and len(us) == len(units):
                g += SWEEP_POINTS
        elif isinstance(a, Trail):
            g = -0.5 * g
            v = VALUE[c]
            if wary and v:
                if v in nxt:
                    g -= w[c]
                else:
                    for j in loose:
                        if VALUE[j] and VALUE[j] + v in nxt:
                            g -= w[c] + w[j]
                            break
        else:
            g *= plan
        if g > best:
            best, pick = g, k
    return pick


def _play_out(state: CasinoState, action: Action, me: int, side_of: Sequence[int], w: Weights,
              cfg: Config, watch: set[int]) -> tuple[float, float, frozenset[int], int]:
    """Play ``action`` and on to the horizon; (the value for ``me``'s side, the races' share of
    it, the watched cards an opponent captured before ``me`` moved again, plays made)."""
    mine = side_of[me]
    events = state.apply(action)
    steps = 1
    dealt = False
    lost: set[int] = set()
    waiting = True  # the opponents' turns before ``me`` moves again
    weights = w.of
    while True:
        result = None
        for ev in events:
            if isinstance(ev, RoundScored):
                result = ev
            elif isinstance(ev, HandsDealt):
                dealt = True
            elif waiting and watch and isinstance(ev, Captured) and side_of[ev.seat] != mine:
                got = [ev.card, *ev.loose, *(c for u in ev.combos for c in u.cards)]
                lost.update(i for i in (idx(c) for c in got) if i in watch)
        if result is not None:
            rv = _exact(result)
            return rv.relative(mine), rv.races(mine), frozenset(lost), steps
        if state.over:
            break
        if state.turn == me:
            waiting = False
            if dealt or (steps > cfg.reach and state.stock):
                break
        actions = state._moves()[0]
        events = state.apply(actions[_policy(state, weights, cfg.plan, cfg.wary)])
        steps += 1
    rv = _horizon(state, side_of, w, cfg)
    return rv.relative(mine), rv.races(mine), frozenset(lost), steps


def _exact(ev: RoundScored) -> RoundValue:
    r = ev.result
    n = len(r.score)
    cards = tuple(3.0 if r.most_cards == k else 0.0 for k in range(n))
    spades = tuple(1.0 if r.most_spades == k else 0.0 for k in range(n))
    sure = tuple(r.score[k] - cards[k] - spades[k] for k in range(n))
    return RoundValue(sure, cards, spades)


def _horizon(state: CasinoState, side_of: Sequence[int], w: Weights, cfg: Config
             ) -> RoundValue:
    nsides = max(side_of) + 1
    piles = [0] * nsides
    sweeps = [0] * nsides
    for s, m in enumerate(state.captured):
        piles[side_of[s]] |= m
        sweeps[side_of[s]] += state.sweeps[s]
    rv = round_value(piles, sweeps, state.rules.sweeps, cfg.clump)
    if state.units:
        sure = list(rv.sure)
        for u in state.units:
            sure[side_of[u.owner]] += cfg.owned * sum(w.of[j] for j in u.cards)
        rv = RoundValue(tuple(sure), rv.cards, rv.spades)
    return rv


def _idea(view: CasinoView, best: _Stats, second: _Stats | None, e: club.Eval,
          e2: club.Eval | None, prior: float) -> str:
    races = safer = False
    if second is not None and e2 is not None:
        n = len(best.lost)
        delta = best.mean() - second.mean()
        race = (sum(best.races) - sum(second.races)) / n + prior * (e.race - e2.race)
        races = delta > 0 and delta - race <= 0
        for i in club.CASINOS:
            if i in _seen(view):
                lost1 = sum(1 for x in best.lost if i in x)
                lost2 = sum(1 for x in second.lost if i in x)
                safer = safer or lost2 - lost1 >= max(2, n // 4)
    return club.idea(e, races_decide=races, casino_safer=safer)


def _seen(view: CasinoView) -> set[int]:
    out = {idx(c) for c in view.hand} | {idx(c) for c in view.loose}
    for u in view.combinations:
        out.update(idx(c) for c in u.cards)
    return out


def _card(i: int) -> Card:
    return CARDS[i]


def _reasons(view: CasinoView, best: _Stats, second: _Stats | None, searched: list[_Stats],
             e: club.Eval, opp_holds: list[set[int]], moves: int, drawn: int,
             prior: float) -> list[Said]:
    """Sentences from what the search found."""
    out: list[Said] = []
    last_deal = view.stock_size == 0
    out.append((T.X_SEARCHED_LAST if last_deal else T.X_SEARCHED).format(
        searched=len(searched), moves=moves, deals=drawn))
    if prior:
        out.append(T.X_BLEND.format(best=shown_for(C, best.action), sampled=best.sampled(),
                                    prior=best.prior))
    for u in view.combinations:
        if u.owner != view.seat:
            out.append(T.X_READ.format(seat=seat_name(u.owner, view.players),
                                       combo=u.describe(), a_value=a_value(u.value)))
    move = shown_for(C, best.action)
    if isinstance(best.action, Capture):
        out.append(T.X_TAKES.format(move=move, n=e.cards, spades=e.spades, points=e.points))
    if second is not None:
        delta = best.mean() - second.mean()
        diffs = [x - y for x, y in zip(best.values, second.values, strict=True)]
        better = sum(1 for x in diffs if x > 1e-9)
        worse = sum(1 for x in diffs if x < -1e-9)
        if delta > 1e-9:
            out.append(T.X_BEST_BY.format(best=move, second=shown_for(C, second.action),
                                          delta=delta,
                                          best_value=best.mean(), second_value=second.mean(),
                                          better=better, worse=worse, deals=len(diffs)))
            margin = 1.96 * _stderr(diffs)
            out.append((T.X_CLEAR if delta > margin else T.X_CLOSE).format(
                margin=margin, second=shown_for(C, second.action)))
        else:
            out.append(T.X_TIE.format(best=move, second=shown_for(C, second.action),
                                      value=best.mean(), deals=len(diffs)))
    a = best.action
    value = a.value if isinstance(a, Build | Raise | Call) else 0
    if value:
        safe = sum(1 for h in opp_holds if value not in h)
        out.append(T.X_SAFE.format(move=move, a_value=a_value(value), safe=safe,
                                   deals=len(opp_holds),
                                   kind=T.CALL if isinstance(a, Call) else T.BUILD))
    if second is not None:
        for i in sorted(_seen(view) & set(VALUABLE)):
            n1 = sum(1 for x in best.lost if i in x)
            n2 = sum(1 for x in second.lost if i in x)
            if n1 != n2:
                out.append(T.X_LOST.format(card=_card(i), second=shown_for(C, second.action), n2=n2,
                                           best=move, n1=n1, deals=len(best.lost)))
    return out


def factory(rng: random.Random, quick: bool = False) -> ExpertBot:
    return ExpertBot(rng, QUICK if quick else DEFAULT)
