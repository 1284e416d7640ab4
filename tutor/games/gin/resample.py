"""Full Gin Rummy states that fit one seat's view: the opponent's unseen cards and the stock.

What the rules let a player know: the own hand, the pile, the cards the opponent took from the
pile and has not discarded since, how many cards the opponent and the stock hold, and once
someone goes out the melds they show (after the hand, both players' shown cards). The rest of
the opponent's hand, the stock's order and the face-down discard of a knock or gin are unseen.
One more fact while the defender lays off: that phase is only reached when the defender holds a
card that fits the shown melds, so a sampled defender hand must hold one.
"""

from __future__ import annotations

import random

from ...cards import Card
from .engine import GinState, GinView, HandResult, Phase
from .melds import CARDS, INDEX, NCARDS, cards_mask, layoff_options, mask_cards

#: Draws of the defender's hand before one card that fits is placed by force: nearly every draw
#: fits, so this bound is only reached by views that leave almost no such card.
_TRIES = 200


def _shown(result: HandResult, seat: int) -> int:
    """The cards ``seat`` showed when ``result``'s hand was scored (0 for a dead hand)."""
    if result.seat is None:
        return 0
    arr = result.out_arrangement if seat == result.seat else result.defender_arrangement
    if arr is None:
        return 0
    cards = arr.deadwood
    for m in arr.melds:
        cards |= m
    if seat != result.seat:
        cards |= cards_mask(c for c, _ in result.layoffs)
    return cards


def _kept(view: GinView, seat: int) -> int:
    """The cards ``seat`` took from the pile this hand and has not discarded face up since."""
    kept = 0
    for m in view.history:
        if m.seat == seat:
            bit = 1 << INDEX[m.card]
            kept = kept | bit if m.took else kept & ~bit
    return kept


def resample(view: GinView, rng: random.Random) -> GinState:
    """A full state that shows ``view`` to its seat: the unseen cards dealt at random among what
    fits, each such deal equally likely. Hands still to come are shuffled from ``rng`` too."""
    me, opp = view.seat, 1 - view.seat
    mine = cards_mask(view.hand)
    pile = cards_mask(view.pile)
    known = _kept(view, opp)  # surely in the opponent's hand
    # A card taken and kept but no longer in the hand can only be the face-down discard.
    facedown = _kept(view, me) & ~mine
    out = view.out
    if out is not None and out.seat == opp:
        shown = out.arrangement.deadwood
        for m in out.arrangement.melds:
            shown |= m
        facedown |= known & ~shown
        known = shown
    elif view.phase is Phase.OVER and view.results and view.results[-1].seat is not None:
        last = view.results[-1]
        known = _shown(last, opp)
        facedown = 0 if last.discard is None else 1 << INDEX[last.discard]
    hidden = NCARDS - len(view.hand) - len(view.pile) - view.opponent_cards - view.stock_size
    unseen_discards = hidden - facedown.bit_count()
    pool = [i for i in range(NCARDS) if not (mine | pile | known | facedown) >> i & 1]
    need = view.opponent_cards - known.bit_count()
    if need < 0 or unseen_discards < 0 or len(pool) != need + view.stock_size + unseen_discards:
        raise ValueError("the view's card counts do not add up")  # internal
    melds = out.arrangement.melds if out is not None and out.seat == me else None

    opp_hand, rest = _draw(pool, need, known, melds, rng)
    discard = [CARDS[i] for i in rest[:unseen_discards]] + list(mask_cards(facedown))
    stock = [CARDS[i] for i in rest[unseen_discards:]]
    hands: list[tuple[Card, ...]] = [(), ()]
    hands[me] = view.hand
    hands[opp] = mask_cards(opp_hand)

    took = None
    if view.phase is Phase.DISCARD and view.history:
        last_move = view.history[-1]
        if last_move.took and last_move.seat == view.to_move:
            took = last_move.card
    out_parts = None
    if out is not None:
        out_parts = (out.seat, out.kind, discard[0] if discard else None)
    state = GinState.from_parts(
        view.rules, seed=rng.getrandbits(64), hand_no=view.hand_no - 1, totals=view.match,
        dealer=view.dealer, hands=hands, pile=view.pile, stock=stock, upcard=view.upcard,
        phase=view.phase, turn=view.to_move if view.to_move is not None else view.dealer,
        took=took, history=[(m.seat, m.card, m.took) for m in view.history], out=out_parts)
    state.results = list(view.results)
    return state


def _draw(pool: list[int], need: int, known: int, melds: tuple[int, ...] | None,
          rng: random.Random) -> tuple[int, list[int]]:
    """(the opponent's hand, the other pool cards in random order).

    With ``melds`` (the opponent is defending against our shown melds) the hand must hold a card
    that can be laid off; draws that do not are rejected, which keeps every fitting hand equally
    likely.
    """
    cards = sorted(pool)
    for _ in range(_TRIES if melds is not None else 1):
        rng.shuffle(cards)
        hand = known
        for i in cards[:need]:
            hand |= 1 << i
        if melds is None or len(layoff_options(melds, hand)) > 1:
            return hand, cards[need:]
    assert melds is not None
    fits = [i for i in sorted(pool) if len(layoff_options(melds, known | 1 << i)) > 1]
    if not fits or need == 0:
        raise ValueError("the defender must hold a card that fits the melds, "  # internal
                         "and none can")
    first = fits[rng.randrange(len(fits))]
    rest = [i for i in sorted(pool) if i != first]
    rng.shuffle(rest)
    hand = known | 1 << first
    for i in rest[:need - 1]:
        hand |= 1 << i
    return hand, rest[need - 1:]

