"""Full Bezique, Rubicon and Fildinski states that fit one seat's view.

What a player knows: the own hand, both players' melds on the table, the cards the other player
has shown and still holds (the turned card, carte blanche, melded cards taken back), every card
played, the turned card, and how many cards the other hand and the stock hold. The rest of the
other hand and the stock's order are unseen; once the stock is empty the other hand is exactly
the cards not yet seen, so a sample is the true deal.
"""

from __future__ import annotations

import random

from ..common import bit_indices
from .engine import BeziqueState, BeziqueView
from .melds import INDEX, cards_mask, pack_mask


def resample(view: BeziqueView, rng: random.Random) -> BeziqueState:
    """A full state that shows ``view`` to its seat: the unseen cards dealt at random."""
    me = view.seat
    other = 1 - me
    rs = view.rules.rs
    hands = [0, 0]
    hands[me] = cards_mask(view.hand)
    hands[other] = cards_mask(view.shown[other])
    table = [cards_mask(view.table[0]), cards_mask(view.table[1])]
    won = [cards_mask(view.won[0]), cards_mask(view.won[1])]
    known = hands[0] | hands[1] | table[0] | table[1] | won[0] | won[1] | cards_mask(view.trick)
    turned = -1 if view.turned is None else INDEX[view.turned]
    if turned >= 0:
        known |= 1 << turned
    unseen = bit_indices(pack_mask(rs.copies) & ~known)
    need = view.hand_sizes[other] - len(view.shown[other])
    if need + view.stock_size != len(unseen):
        raise ValueError("the view's card counts do not add up")  # internal
    rng.shuffle(unseen)
    for i in unseen[:need]:
        hands[other] |= 1 << i
    return BeziqueState.from_parts(
        view.rules, seed=rng.getrandbits(64), deal_count=view.deal_no, totals=view.match,
        dealer=view.dealer, trump=-1 if view.trump is None else view.trump.value,
        turned=turned, hands=hands, table=table, won=won,
        seen=(cards_mask(view.shown[0]), cards_mask(view.shown[1])), stock=unseen[need:],
        melds=view.melds, sevens=view.sevens, dix=view.dix, blanche=view.blanche,
        trick=[INDEX[c] for c in view.trick], leader=view.leader,
        melder=-1 if view.melder is None else view.melder,
        just_won=cards_mask(view.just_won), turn_melds=view.turn_melds,
        turn_dix=view.turn_dix, over=view.to_move is None,
        blanche_pending=view.blanche_pending, results=view.results,
        tricks=[(t.leader, tuple(INDEX[c] for c in t.cards), t.winner) for t in view.tricks])
