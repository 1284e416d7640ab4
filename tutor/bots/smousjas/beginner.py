"""The beginner: rules of thumb, the same in both rule sets.

* Every level's rules first (``common.forced``): uit when offered, every mariage, a rejection
  when possible, the trump-7 swap at once.
* Declaring: whatever it can, as soon as it leads, the meld scoring most first; it never keeps a
  meld hidden.
* The last two stock cards (Smousjas): it takes the turned trump.
* Phase 1: lead the cheapest card (a non-trump with the fewest points, the lowest); answer an ace
  or a ten with the cheapest card that wins it (of its suit, else a trump); else throw the
  cheapest card.
* Phase 2: lead the highest card of the longest suit; answer with the cheapest legal card that
  wins the trick, else the cheapest legal card.

Its advice values are its rule order (0 for its choice, then -1, -2, ...), not points.
"""

from __future__ import annotations

import random

from ...games.smousjas.engine import TAKE_TURNED, Action, Declare, Play, SmousjasView, TakeLast
from ...games.smousjas.melds import CARDS, INDEX
from ..base import NO_LEGAL_ACTION, RULE_ORDER, ActionValue, Advice, Said, spoken
from . import text as T
from .common import Seen, forced_advice, meld_of
from .policy import beginner_phase1, beginner_phase2


class BeginnerBot:
    """Rules of thumb; deterministic (the rng is accepted and unused)."""

    name = "beginner"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: SmousjasView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: SmousjasView) -> Advice:
        if not view.legal_actions:
            raise ValueError(NO_LEGAL_ACTION)
        found = forced_advice(view, str(T.B_METHOD))
        if found is not None:
            return found
        action, reason = self._rule(view)
        legal = list(view.legal_actions)
        order = [action] + [a for a in legal if a != action]
        values = tuple(ActionValue(a, str(a), float(-k), notes=(T.B_NOTE.format(k=k + 1),))
                       for k, a in enumerate(order))
        reasons, told = spoken([reason])
        return Advice(view.seat, values, action, reasons, method=str(T.B_METHOD),
                      extra={"values": RULE_ORDER}, told=told)

    def _rule(self, view: SmousjasView) -> tuple[Action, Said]:
        legal = view.legal_actions
        if any(isinstance(a, TakeLast) for a in legal):
            assert view.turned is not None
            return TAKE_TURNED, T.B_TAKE_TURNED.format(card=view.turned)
        declares = [a for a in legal if isinstance(a, Declare)]
        if declares:
            best = max(declares, key=lambda a: meld_of(a, view)[1])
            return best, T.B_DECLARE.format(meld=meld_of(best, view)[0])
        seen = Seen.of(view)
        t, trump = seen.t, seen.trump
        led = INDEX[view.trick[0]] if view.trick else -1
        legal_mask = sum(1 << INDEX[a.card] for a in legal if isinstance(a, Play))
        if view.phase == 1:
            i, rule = beginner_phase1(seen.hand, led, t, trump)
            card = CARDS[i]
            if rule == "lead":
                return Play(card), T.B_LEAD_LOW.format(card=card)
            if rule == "take":
                return Play(card), T.B_TAKE.format(card=card, led=view.trick[0],
                                                   points=t.points[led] + t.points[i])
            return Play(card), T.B_THROW.format(card=card)
        i, rule = beginner_phase2(seen.hand, legal_mask, led, t)
        card = CARDS[i]
        text = {"lead": T.B_LEAD_P2, "win": T.B_FOLLOW_P2, "lose": T.B_LOSE_P2}[rule]
        return Play(card), text.format(card=card)


def factory(rng: random.Random, quick: bool = False) -> BeginnerBot:
    return BeginnerBot(rng)
