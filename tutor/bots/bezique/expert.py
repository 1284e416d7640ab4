"""The expert: the club's play while the stock is long; near the stock's end, sampled deals
played out and solved; the exact solver in the last tricks.

Near the end of the stock (at most ``late`` covered cards) the last draws decide who holds which
cards for the strict last tricks, and the club's rules of thumb know least. There the expert
deals the unseen cards at random among what the view allows (``resample``), and on each sample
plays every candidate move (every declaration, the dix, passing, and the club's best cards),
then both players on by a fast rule to the stock's end, and solves the last tricks exactly. A
move's value is its mean over the samples, every move meeting the same samples; the deal's
difference from the expert's side. The fast rule: declare the most valuable meld, make the dix,
lead the cheapest card, win a trick holding an ace or ten with the cheapest card that wins it,
else throw the cheapest. Samples stop when the play-outs' actions reach ``budget`` (counted, not
timed, so a seeded game plays the same on a loaded machine), after ``min_samples`` at least.
"""

from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from ...actions import shown_for
from ...cards import Card
from ...games.bezique.engine import Action, BeziqueState, BeziqueView, Declare, Dix, Pass, Play
from ...games.bezique.melds import FACE_MASK, INDEX, SEVEN, TEN, classify, face
from ...games.bezique.resample import resample
from ..base import ActionValue, Advice, rank_actions, spoken
from . import text as T
from .club import ClubBot
from .common import only_or_blanche, solved_advice
from .solver import CardSearch, counts_of

#: The game whose notation the reasons name actions in.
B = "bezique"


@dataclass(frozen=True)
class Config:
    """How the expert samples."""

    #: Sample once the stock holds at most this many covered cards (Rubicon: twice as many
    #: packs, so ``late_rubicon``).
    late: int = 8
    late_rubicon: int = 12
    #: The club's best cards searched (every declaration always is).
    cards: int = 4
    min_samples: int = 8
    max_samples: int = 24
    #: Actions of the play-outs, all moves and samples together, before sampling stops.
    budget: int = 6_000


DEFAULT = Config()
QUICK = Config(late=4, late_rubicon=4, cards=2, min_samples=2, max_samples=2, budget=200)


def _cheap(i: int, trump: int) -> tuple[int, int, int]:
    f = i & 31
    return ((f >> 3) == trump, (f & 7) <= TEN, -(f & 7))


def fast_action(st: BeziqueState) -> Action:
    """The play-outs' rule, on the full state (both players alike)."""
    legal = st.legal_actions()
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, Declare | Dix | Pass):
        melds = [a for a in legal if isinstance(a, Declare)]
        if melds:
            def points(a: Declare) -> int:
                m = 0
                for c in a.cards:
                    m |= 1 << _index(c)
                shape = classify(m, st.trump, st.rs, st.rules.kh_bezique,
                                 st.rules.trump_queen_bezique)
                return 0 if shape is None else shape.points
            return max(melds, key=points)
        for a in legal:
            if isinstance(a, Dix):
                return a
        return next(a for a in legal if not isinstance(a, Declare))
    plays = [a for a in legal if isinstance(a, Play)]
    idx = {a: _index(a.card) for a in plays}
    cheapest = min(plays, key=lambda a: _cheap(idx[a], st.trump))
    if st.trick:
        led = st.trick[0]
        if (led & 7) <= TEN:
            ls = (led & 31) >> 3
            wins = [a for a in plays if ((idx[a] & 31) >> 3 == ls and (idx[a] & 7) < (led & 7))
                    or ((idx[a] & 31) >> 3 == st.trump and ls != st.trump)]
            if wins:
                return min(wins, key=lambda a: _cheap(idx[a], st.trump))
    return cheapest


def _index(card: Card) -> int:
    return INDEX[card]


def final_value(st: BeziqueState, me: int) -> float:
    """The deal's difference from ``me``'s side once the stock is empty (no card led yet):
    points so far, the trump 7s still held (they score when played), and the last tricks
    solved exactly."""
    search = CardSearch(st.trump, st.rs.brisque, st.rs.last_trick)
    value = search.value(counts_of(st.hands[0]), counts_of(st.hands[1]), st.leader)
    sevens = 0
    if st.rs.seven and st.trump >= 0:
        m = FACE_MASK[face(st.trump, SEVEN)]
        sevens = st.rs.seven * ((st.hands[0] & m).bit_count() - (st.hands[1] & m).bit_count())
    diff = st.points[0] - st.points[1] + value + sevens
    return float(diff if me == 0 else -diff)


class ExpertBot:
    """Sampled deals near the stock's end; the club before, the solver after."""

    name = "expert"

    def __init__(self, rng: random.Random | None = None, config: Config = DEFAULT) -> None:
        self.rng = rng or random.Random(0)
        self.cfg = config
        self.club = ClubBot()

    def choose(self, view: BeziqueView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: BeziqueView) -> Advice:
        found = only_or_blanche(view, str(T.E_METHOD))
        if found is not None:
            return found
        if view.end_phase:
            return solved_advice(view)
        late = self.cfg.late_rubicon if view.rules.rs.copies == 4 else self.cfg.late
        club = self.club.advise(view)
        if view.stock_size > late:
            return club
        return self._sampled(view, club)

    def _sampled(self, view: BeziqueView, club: Advice) -> Advice:
        cfg = self.cfg
        me = view.seat
        legal = view.legal_actions
        plays = [av.action for av in club.actions if isinstance(av.action, Play)][:cfg.cards]
        moves = [a for a in legal if not isinstance(a, Play)] + plays
        values: dict[Action, list[float]] = {a: [] for a in moves}
        spent = 0
        samples = 0
        while samples < cfg.max_samples and (samples < cfg.min_samples or spent < cfg.budget):
            base = resample(view, random.Random(self.rng.getrandbits(64)))
            for a in moves:
                st = base.clone()
                st.apply(a)
                while not st.end_phase and not st.over:
                    st.apply(fast_action(st))
                    spent += 1
                values[a].append(final_value(st, me))
            samples += 1
        means = {a: statistics.fmean(v) for a, v in values.items()}
        ranked = rank_actions([ActionValue(a, str(a), means[a], samples=samples,
                                           notes=(T.E_NOTE.format(value=means[a]),))
                               for a in moves])
        best = ranked[0]
        reasons = [T.E_SAMPLED.format(n=samples, moves=len(moves), value=best.value,
                                      move=shown_for(B, best.text))]
        if len(ranked) > 1:
            second = ranked[1]
            diffs = [x - y for x, y in zip(values[best.action], values[second.action],
                                           strict=True)]
            better = sum(d > 0 for d in diffs)
            worse = sum(d < 0 for d in diffs)
            reasons.append(T.E_MARGIN.format(move=shown_for(B, best.text),
                                             gap=best.value - second.value,
                                             second=shown_for(B, second.text), better=better,
                                             worse=worse, n=samples))
        # The moves not searched (the club's weaker cards) rank below, in the club's order.
        rest = [av for av in club.actions if av.action not in values]
        low = min((av.value for av in ranked), default=0.0)
        tail = [ActionValue(av.action, av.text, low - 1 - k, notes=(str(T.E_NOT_SEARCHED),))
                for k, av in enumerate(rest)]
        to_you, told = spoken(reasons)
        return Advice(me, (*ranked, *tail), best.action, to_you, method=str(T.E_METHOD),
                      extra={"samples": samples}, told=told)


def factory(rng: random.Random, quick: bool = False) -> ExpertBot:
    return ExpertBot(rng, QUICK if quick else DEFAULT)
