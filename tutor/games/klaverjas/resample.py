"""Full Klaverjassen states that fit one seat's view: what the rules prove, and dealing the rest.

The rules prove some cards absent from a hand. A player who did not follow suit has none of the
suit led; one who had to trump and did not has no trump; one who had to overtrump and played a
lower trump has no higher trump; under Amsterdam rules one who undertrumped on the partner's trick
holds nothing but trumps. Nothing else in public play limits a hand (the trump calls are choices,
not proofs), so every deal of the unseen cards that respects these exclusions and the hand sizes
fits the view, and :func:`resample` draws one of them, each equally likely.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from math import comb

from ...cards import Card
from .engine import (
    FULL_MASK,
    INDEX,
    PASS,
    SUIT_MASK,
    KlaverjasState,
    KlaverjasView,
    Phase,
    TrumpCall,
    bit_indices,
    cards_mask,
    mask_cards,
    tables,
)
from .rules import PlayRule

Masks = tuple[int, int, int, int]


def _deal_tricks(view: KlaverjasView) -> list[tuple[int, tuple[Card, ...]]]:
    """(leader, cards) of every trick of the current deal, the unfinished one included."""
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    return tricks


def excluded(view: KlaverjasView) -> Masks:
    """Per seat, the cards the public play of this deal proves it does not hold (masks)."""
    if view.trump is None:
        return (0, 0, 0, 0)
    trump = view.trump.value
    t = tables(trump, view.rules.four_jacks_200)
    rotterdam = view.rules.play is PlayRule.ROTTERDAM
    excl = [0, 0, 0, 0]
    for leader, cards in _deal_tricks(view):
        led = INDEX[cards[0]] >> 3
        high = -1  # the highest trump in the trick so far
        win_power, winner = -1, leader
        for k, card in enumerate(cards):
            c = INDEX[card]
            seat = (leader + k) % 4
            s = c >> 3
            if k:
                excl[seat] |= _proven_absent(c, led, trump, high, winner ^ seat == 2, t.higher,
                                             t.tmask, rotterdam)
            p = t.power[c] if s in (trump, led) else -1
            if p > win_power:
                win_power, winner = p, seat
            if s == trump and (high < 0 or t.power[c] > t.power[high]):
                high = c
    return (excl[0], excl[1], excl[2], excl[3])


def _proven_absent(c: int, led: int, trump: int, high: int, partner_wins: bool,
                   higher: list[int], tmask: int, rotterdam: bool) -> int:
    """The cards a player cannot hold, given that playing card ``c`` to this trick was legal."""
    s = c >> 3
    if s == led:
        if led == trump and high >= 0 and not (higher[high] >> c & 1):
            return higher[high]  # had to go higher if it could
        return 0
    out = SUIT_MASK[led]
    if led == trump:
        return out
    if s != trump:
        if rotterdam:
            return out | tmask
        if not partner_wins:
            return out | (higher[high] if high >= 0 else tmask)
        return out
    if high >= 0 and not (higher[high] >> c & 1):
        if rotterdam:
            return out | higher[high]  # undertrumped: could not overtrump
        if partner_wins:
            return out | (FULL_MASK & ~tmask)  # Amsterdam undertrump on the partner: only trumps
        return out | higher[high] | (FULL_MASK & ~tmask)  # on an opponent: only lower trumps
    return out


def deal_uniform(cards: Sequence[int], allowed: Sequence[int], room: Sequence[int],
                 rng: random.Random) -> list[int]:
    """Deal ``cards`` so that seat ``s`` gets ``room[s]`` of them, card ``cards[k]`` only to a
    seat in the bit mask ``allowed[k]``; every such deal is equally likely. Hands as masks.

    Cards with the same possible holders form a group; the number of deals for each way of
    splitting the groups is counted exactly, so one draw suffices (no retries, no bias towards
    the seats with fewer constraints). Raises ``ValueError`` when no deal fits.
    """
    seats = len(room)
    groups: dict[int, list[int]] = {}
    for c, ok in zip(cards, allowed, strict=True):
        groups.setdefault(ok, []).append(c)
    order = sorted(groups)
    memo: dict[tuple[int, tuple[int, ...]], int] = {}

    def splits(k: int, left: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
        """Each way to split group ``k`` within ``left``, with its number of card choices."""
        members = [s for s in range(seats) if order[k] >> s & 1]
        out: list[tuple[tuple[int, ...], int]] = []

        def fill(i: int, rest: int, take: list[int], ways: int) -> None:
            s = members[i]
            if i == len(members) - 1:
                if rest <= left[s]:
                    take[s] = rest
                    out.append((tuple(take), ways))
                    take[s] = 0
                return
            for n in range(min(rest, left[s]) + 1):
                take[s] = n
                fill(i + 1, rest - n, take, ways * comb(rest, n))
            take[s] = 0

        if members:
            fill(0, len(groups[order[k]]), [0] * seats, 1)
        return out

    def count(k: int, left: tuple[int, ...]) -> int:
        if k == len(order):
            return 0 if any(left) else 1
        key = (k, left)
        got = memo.get(key)
        if got is None:
            got = sum(ways * count(k + 1, _minus(left, take)) for take, ways in splits(k, left))
            memo[key] = got
        return got

    left = tuple(room)
    if count(0, left) == 0:
        raise ValueError("no deal of the unseen cards fits what this view has seen")  # internal
    hands = [0] * seats
    for k in range(len(order)):
        options = [(split, ways * count(k + 1, _minus(left, split)))
                   for split, ways in splits(k, left)]
        r = rng.randrange(sum(w for _, w in options))
        take = options[-1][0]
        for split, w in options:
            r -= w
            if r < 0:
                take = split
                break
        pool = list(groups[order[k]])
        rng.shuffle(pool)
        pos = 0
        for s, n in enumerate(take):
            for c in pool[pos:pos + n]:
                hands[s] |= 1 << c
            pos += n
        left = _minus(left, take)
    return hands


def _minus(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def resample(view: KlaverjasView, rng: random.Random) -> KlaverjasState:
    """A full state that shows ``view`` to its seat: the unseen cards dealt at random among the
    deals the public play allows, each equally likely, and the deal replayed on them.

    Deals still to come are shuffled from ``rng`` as well.
    """
    seat = view.seat
    own = cards_mask(view.hand)
    tricks = _deal_tricks(view)
    played_by = [0, 0, 0, 0]
    for leader, cards in tricks:
        for k, card in enumerate(cards):
            played_by[(leader + k) % 4] |= 1 << INDEX[card]
    played = played_by[0] | played_by[1] | played_by[2] | played_by[3]
    unknown = bit_indices(FULL_MASK & ~own & ~played)
    excl = excluded(view)
    room = list(view.hand_sizes)
    room[seat] = 0
    allowed = [sum(1 << s for s in range(4) if s != seat and not excl[s] >> c & 1)
               for c in unknown]
    hands = deal_uniform(unknown, allowed, room, rng)
    hands[seat] = own
    dealt = [mask_cards(hands[s] | played_by[s]) for s in range(4)]

    deal_index = view.deal_no - 1
    totals = view.match
    results = list(view.results)
    if view.phase is Phase.OVER and results:
        # A finished match still shows its last deal: replay it onto the score before it.
        last = results.pop().score
        deal_index -= 1
        totals = (totals[0] - last[0], totals[1] - last[1])
    fixed = view.trump is not None and not view.calls
    state = KlaverjasState.from_hands(
        view.rules, dealt, dealer=view.dealer, turned=view.turned, seed=rng.getrandbits(64),
        deal_no=deal_index, totals=totals, trump=view.trump if fixed else None,
        going=view.going if fixed else None)
    state.results = results
    for _, suit in view.calls:
        state.apply(PASS if suit is None else TrumpCall(suit))
    for _, cards in tricks:
        for card in cards:
            state.apply(card)
    return state
