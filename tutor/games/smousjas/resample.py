"""Full Smousjas and Vijfhonderden states that fit one seat's view.

What a player knows: the own hand, the cards the other player has shown and still holds (a
declared meld, the turned card taken by a swap or at the last draw, the last covered card), every
card played, the turned card, and how many cards the other hand and the stock hold. The rest of
the other hand and the stock's order are unseen; once the stock is empty the other hand is
exactly the cards not yet seen, so a sample is the true deal.
"""

from __future__ import annotations

import random

from .engine import SmousjasState, SmousjasView
from .melds import INDEX, NCARDS, cards_mask


def resample(view: SmousjasView, rng: random.Random) -> SmousjasState:
    """A full state that shows ``view`` to its seat: the unseen cards dealt at random."""
    me = view.seat
    other = 1 - me
    known = cards_mask(view.hand) | cards_mask(view.shown[other])
    known |= cards_mask(view.won[0]) | cards_mask(view.won[1]) | cards_mask(view.trick)
    if view.turned is not None:
        known |= 1 << INDEX[view.turned]
    unseen = [i for i in range(NCARDS) if not known >> i & 1]
    need = view.hand_sizes[other] - len(view.shown[other])
    if need + view.stock_size != len(unseen):
        raise ValueError("the view's card counts do not add up")  # internal
    rng.shuffle(unseen)
    hands = [0, 0]
    hands[me] = cards_mask(view.hand)
    hands[other] = cards_mask(view.shown[other])
    for i in unseen[:need]:
        hands[other] |= 1 << i
    melds = [(m.seat, m.meld.mask) for m in view.melds]
    return SmousjasState.from_parts(
        view.rules, seed=rng.getrandbits(64), deal_count=view.deal_no, round_no=view.round_no,
        totals=view.match, lives=view.lives, kip=-1 if view.kip is None else view.kip,
        dealer=view.dealer, trump=view.trump.value,
        turned=-1 if view.turned is None else INDEX[view.turned], hands=hands,
        stock=unseen[need:], shown=(cards_mask(view.shown[0]), cards_mask(view.shown[1])),
        won=(cards_mask(view.won[0]), cards_mask(view.won[1])), p2=view.phase2_tricks,
        melds=melds, trick=[INDEX[c] for c in view.trick], leader=view.leader,
        pending=[m.mask for m in view.pending], rejected=view.rejected,
        choosing=view.choosing, out_offer=-1 if view.out_offer is None else view.out_offer,
        offer_standing=view.out_standing, over=view.to_move is None, results=view.results,
        tricks=[(t.leader, tuple(INDEX[c] for c in t.cards), t.winner) for t in view.tricks])
