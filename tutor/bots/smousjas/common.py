"""What every Smousjas and Vijfhonderden bot shares: what a view shows, the moves every level
makes the same way, and advice from the exact phase-2 solver.

Moves every level makes at once, before choosing a card: ``uit`` when it is offered (it wins the
match), every mariage (never rejected, so its points are sure), the trump-7 swap (the card taken
is a higher trump) and a rejection when one is possible (it cancels the declaration and scores
for the rejecter), with the meld that scores most.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...actions import shown_for
from ...games.smousjas.engine import (
    Action,
    Declare,
    Mariage,
    Out,
    Play,
    Reject,
    SmousjasState,
    SmousjasView,
    Swap,
    Tables,
    tables,
)
from ...games.smousjas.melds import INDEX, SUIT_MASK, cards_mask, make_meld
from ...games.smousjas.resample import resample
from ..base import RULE_ORDER, ActionValue, Advice, Said, rank_actions, spoken
from . import solver
from . import text as T

#: The game whose notation the reasons name actions in.
S = "smousjas"


@dataclass(frozen=True)
class Seen:
    """What a seat knows, as masks."""

    view: SmousjasView
    seat: int
    trump: int
    t: Tables
    hand: int
    #: The other player's cards it has shown and still holds.
    shown: int
    #: Every card played (tricks won and the current trick).
    played: int
    #: Cards the seat has not seen: the other hand's unshown cards and the covered stock.
    unseen: int
    #: How many of the unseen cards the other player holds.
    other_unknown: int

    @classmethod
    def of(cls, view: SmousjasView) -> Seen:
        me = view.seat
        trump = view.trump.value
        hand = cards_mask(view.hand)
        shown = cards_mask(view.shown[1 - me])
        played = cards_mask(view.won[0]) | cards_mask(view.won[1]) | cards_mask(view.trick)
        known = hand | shown | played
        if view.turned is not None:
            known |= 1 << INDEX[view.turned]
        unseen = ((1 << 32) - 1) & ~known
        other = view.hand_sizes[1 - me] - len(view.shown[1 - me])
        return cls(view, me, trump, tables(view.rules.rs, trump), hand, shown, played, unseen,
                   other)

    def p_other(self) -> float:
        """The chance that one given unseen card is in the other hand."""
        n = self.unseen.bit_count()
        return self.other_unknown / n if n else 0.0

    def p_holds(self, mask: int) -> float:
        """The chance the other player holds every card of ``mask`` (certain for shown cards,
        impossible for cards seen elsewhere), by the count of unseen cards."""
        if mask & ~(self.shown | self.unseen):
            return 0.0
        need = mask & self.unseen
        k = need.bit_count()
        n = self.unseen.bit_count()
        h = self.other_unknown
        p = 1.0
        for j in range(k):
            if n - j <= 0:
                return 0.0
            p *= max(h - j, 0) / (n - j)
        return p


def meld_of(action: Declare | Reject | Mariage, view: SmousjasView) -> tuple[str, int]:
    """A meld's description and points."""
    m = make_meld(cards_mask(action.cards), view.trump.value, view.rules.rs)
    assert m is not None
    return m.describe(), m.points


def forced(view: SmousjasView) -> tuple[Action, Said] | None:
    """A move every level makes at once, with its reason: uit, a mariage, the swap, a
    rejection (the one scoring most)."""
    legal = view.legal_actions
    for a in legal:
        if isinstance(a, Out):
            return a, T.OUT.format(standing=view.out_standing)
    for a in legal:
        if isinstance(a, Mariage):
            desc, pts = meld_of(a, view)
            return a, T.MARIAGE.format(meld=desc, points=pts)
    rejects = [a for a in legal if isinstance(a, Reject)]
    if rejects:
        best = max(rejects, key=lambda a: meld_of(a, view)[1])  # first of the highest
        desc, pts = meld_of(best, view)
        cancelled = sum(m.points for m in view.pending)
        return best, T.REJECT.format(meld=desc, cancelled=cancelled, points=pts)
    for a in legal:
        if isinstance(a, Swap) and view.turned is not None:
            return a, T.SWAP.format(card=view.turned)
    return None


def forced_advice(view: SmousjasView, method: str) -> Advice | None:
    """Advice for a forced move: the only legal move, or one of ``forced``; every other legal
    move ranked below it in the legal order."""
    legal = view.legal_actions
    if len(legal) == 1:
        a = legal[0]
        reasons, told = spoken([T.ONLY_MOVE.format(move=shown_for(S, a))])
        return Advice(view.seat, (ActionValue(a, str(a), 0.0),), a, reasons, method=method,
                      told=told)
    found = forced(view)
    if found is None:
        return None
    action, reason = found
    values = [ActionValue(a, str(a), 0.0 if a == action else -1.0 - k)
              for k, a in enumerate(legal)]
    reasons, told = spoken([reason])
    return Advice(view.seat, rank_actions(values), action, reasons, method=method,
                  extra={"values": RULE_ORDER}, told=told)


def exact_state(view: SmousjasView) -> SmousjasState:
    """Phase 2: the one full state the view allows (the other hand is every unseen card)."""
    assert view.stock_size == 0 and view.turned is None
    return resample(view, random.Random(0))


def solved_advice(view: SmousjasView, method: str = str(T.S_METHOD),
                  lead: Said | None = None) -> Advice:
    """Phase 2: every legal move valued exactly by the solver, with reasons from the values."""
    st = exact_state(view)
    valued = solver.move_values(st)
    me = view.seat
    values = [ActionValue(v.action, str(v.action), float(v.value),
                          notes=(T.S_NOTE.format(diff=v.value),)) for v in valued]
    ranked = rank_actions(values)
    best = ranked[0]
    reasons = [lead or T.S_SOLVED.format()]
    if best.value < solver.OUT_VALUE:
        reasons.append(T.S_RESULT.format(move=shown_for(S, best.text), diff=int(best.value)))
    if len(ranked) > 1:
        second = ranked[1]
        delta = int(best.value - second.value)
        reasons.append(T.S_BETTER.format(delta=delta, second=shown_for(S, second.text)) if delta
                       else T.S_EQUAL.format(second=shown_for(S, second.text)))
        worst = ranked[-1]
        if len(ranked) > 2 and worst.value < second.value:
            reasons.append(T.S_WORST.format(worst=shown_for(S, worst.text),
                                            diff=int(worst.value)))
    if isinstance(best.action, Declare):
        desc, _ = meld_of(best.action, view)
        reasons.append(T.S_DECLARE.format(meld=desc))
    elif (isinstance(best.action, Play) and any(isinstance(a, Declare) for a in view.legal_actions)
          and not view.pending):
        reasons.append(T.S_DECLARE_STUCK.format())
    to_you, told = spoken(reasons)
    return Advice(me, ranked, best.action, to_you, method=method, extra={"exact": True},
                  told=told)


def is_trump(i: int, trump: int) -> bool:
    return i >> 3 == trump


def suit_of(i: int) -> int:
    return SUIT_MASK[i >> 3]
