"""Full Casino states that fit one seat's view: the other hands and the stock.

What a player knows: the own hand, the table with every build's and call's value and owner,
every card captured (each was seen on the table), how many cards each hand and the stock hold.
The other hands and the stock's order are unseen. One more fact: the owner of a build or call
always holds a card of its value (the engine keeps that rule), so a sampled hand of an owner
holds one.
"""

from __future__ import annotations

import random

from ...cards import Card
from .engine import CARDS, INDEX, VALUE, CasinoState, CasinoView

#: Shuffles tried before the cards an owner must hold are placed by force: most shuffles fit.
_TRIES = 200


def resample(view: CasinoView, rng: random.Random) -> CasinoState:
    """A full state that shows ``view`` to its seat: the unseen cards dealt at random among
    what fits. Rounds still to come are shuffled from ``rng`` too."""
    me, n = view.seat, view.players
    seen = {INDEX[c] for c in view.hand} | {INDEX[c] for c in view.loose}
    for combo in view.combinations:
        seen.update(INDEX[c] for c in combo.cards)
    for pile in view.captured:
        seen.update(INDEX[c] for c in pile)
    unseen = [i for i in range(len(CARDS)) if i not in seen]
    others = [s for s in range(n) if s != me]
    need = {s: view.hand_sizes[s] for s in others}
    if sum(need.values()) + view.stock_size != len(unseen):
        raise ValueError("the view's card counts do not add up")  # internal
    wants = {s: sorted({c.value for c in view.combinations if c.owner == s}) for s in others}

    hands = _deal(unseen, need, wants, rng)
    dealt = {i for h in hands.values() for i in h}
    stock = [i for i in unseen if i not in dealt]
    rng.shuffle(stock)
    full: list[tuple[Card, ...]] = [()] * n
    full[me] = view.hand
    for s in others:
        full[s] = tuple(CARDS[i] for i in sorted(hands[s]))
    state = CasinoState.from_parts(
        view.rules, seed=rng.getrandbits(64), round_no=view.round_no - 1, totals=view.match,
        dealer=view.dealer, hands=full, loose=view.loose, combinations=view.combinations,
        captured=view.captured, stock=[CARDS[i] for i in stock],
        turn=view.dealer if view.to_move is None else view.to_move,
        last_capturer=view.last_capturer, sweeps=view.sweeps, last_swept=view.last_swept,
        over=view.to_move is None)
    state.results = list(view.results)
    return state


def _fits(hand: list[int], values: list[int]) -> bool:
    held = {VALUE[i] for i in hand}
    return all(v in held for v in values)


def _deal(unseen: list[int], need: dict[int, int], wants: dict[int, list[int]],
          rng: random.Random) -> dict[int, list[int]]:
    """The other hands: random, each owner holding a card of every value it owns. Shuffles
    that break the rule are drawn again, which keeps every fitting deal equally likely; after
    ``_TRIES`` the needed cards are placed first."""
    pool = list(unseen)
    for _ in range(_TRIES if any(wants.values()) else 1):
        rng.shuffle(pool)
        hands: dict[int, list[int]] = {}
        at = 0
        for s, k in need.items():
            hands[s] = pool[at:at + k]
            at += k
        if all(_fits(hands[s], wants[s]) for s in need):
            return hands
    left = list(unseen)
    rng.shuffle(left)
    hands = {}
    for s in need:
        hand: list[int] = []
        for v in wants[s]:
            i = next((i for i in left if VALUE[i] == v), None)
            if i is None:
                raise ValueError("an owner must hold a card of its build's value, "  # internal
                                 "and none is left")
            left.remove(i)
            hand.append(i)
        hands[s] = hand
    for s, k in need.items():
        while len(hands[s]) < k:
            hands[s].append(left.pop())
    return hands
