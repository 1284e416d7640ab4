"""The beginner: rules of thumb, alike in the three games.

* Carte blanche is always shown.
* Declaring: the most valuable meld it can, at once (in Rubicon and Fildinski again and again
  while one is left), then the dix; it never thinks about the order of its melds.
* While the stock lasts: lead the cheapest card (no ace or ten, no trump, the lowest); win a
  trick that holds an ace or a ten with the cheapest card that wins it, else throw the cheapest.
* The last tricks: lead the highest card of the longest suit; answer with the cheapest legal
  card that wins the trick, else the cheapest legal card.

Its advice values are its rule order (0 for its choice, then -1, -2, ...), not points.
"""

from __future__ import annotations

import random

from ...games.bezique.engine import Action, BeziqueView, Declare, Dix, Pass, Play
from ...games.bezique.melds import INDEX, TEN
from ..base import RULE_ORDER, ActionValue, Advice, Said, spoken
from . import text as T
from .common import meld_text, only_or_blanche


def cheapness(card_index: int, trump: int) -> tuple[int, int, int]:
    """Lower is cheaper: brisques and trumps last, then by rank (the 7 first)."""
    face = card_index & 31
    place = face & 7
    return ((face >> 3) == trump, place <= TEN, -place)


def wins(led: int, card: int, trump: int) -> bool:
    ls, cs = (led & 31) >> 3, (card & 31) >> 3
    if ls == cs:
        return (card & 7) < (led & 7)
    return cs == trump


class BeginnerBot:
    """Rules of thumb; deterministic (the rng is accepted and unused)."""

    name = "beginner"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng

    def choose(self, view: BeziqueView) -> Action:
        action: Action = self.advise(view).chosen
        return action

    def advise(self, view: BeziqueView) -> Advice:
        found = only_or_blanche(view, str(T.B_METHOD))
        if found is not None:
            return found
        legal = list(view.legal_actions)
        choice, reason = self._rule(view, legal)
        order = [choice] + [a for a in legal if a != choice]
        values = tuple(ActionValue(a, str(a), -float(k), notes=(T.B_NOTE.format(k=k + 1),))
                       for k, a in enumerate(order))
        reasons, told = spoken([reason])
        return Advice(view.seat, values, choice, reasons, method=str(T.B_METHOD),
                      extra={"values": RULE_ORDER}, told=told)

    def _rule(self, view: BeziqueView, legal: list[Action]) -> tuple[Action, Said]:
        trump = -1 if view.trump is None else view.trump.value
        declares = [a for a in legal if isinstance(a, Declare)]
        if declares:
            scored = [(meld_text(a, view), a) for a in declares]
            (text, _), best = max(scored, key=lambda x: x[0][1])
            return best, T.B_DECLARE.format(meld=text)
        if any(isinstance(a, Dix) for a in legal):
            dix = next(a for a in legal if isinstance(a, Dix))
            return dix, T.B_DIX.format(card=view.turned)
        if any(isinstance(a, Pass) for a in legal):
            return next(a for a in legal if isinstance(a, Pass)), T.B_PASS.format()
        plays = [a for a in legal if isinstance(a, Play)]
        idx = {a: INDEX[a.card] for a in plays}
        cheapest = min(plays, key=lambda a: cheapness(idx[a], trump))
        if not view.end_phase:
            if not view.trick:
                return cheapest, T.B_LEAD.format(card=cheapest.card)
            led = INDEX[view.trick[0]]
            if led & 7 <= TEN:  # an ace or a ten in the trick
                winners = [a for a in plays if wins(led, idx[a], trump)]
                if winners:
                    w = min(winners, key=lambda a: cheapness(idx[a], trump))
                    return w, T.B_TAKE.format(card=w.card, led=view.trick[0])
                # A brisque was led and nothing wins it.
                return cheapest, T.B_THROW_LOSE.format(card=cheapest.card)
            return cheapest, T.B_THROW.format(card=cheapest.card)
        if not view.trick:
            suits: dict[int, int] = {}
            for a in plays:
                s = (idx[a] & 31) >> 3
                suits[s] = suits.get(s, 0) + 1
            longest = max(suits, key=lambda s: (suits[s], -s))
            high = min((a for a in plays if (idx[a] & 31) >> 3 == longest),
                       key=lambda a: idx[a] & 7)
            return high, T.B_LEAD_END.format(card=high.card)
        led = INDEX[view.trick[0]]
        winners = [a for a in plays if wins(led, idx[a], trump)]
        if winners:
            w = min(winners, key=lambda a: cheapness(idx[a], trump))
            return w, T.B_FOLLOW_END.format(card=w.card)
        return cheapest, T.B_LOSE_END.format(card=cheapest.card)


def factory(rng: random.Random, quick: bool = False) -> BeginnerBot:
    return BeginnerBot(rng)
