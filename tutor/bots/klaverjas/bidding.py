"""What the trump decision says about the hands: reading who went, who passed, and on what.

A player who chose a suit as trump most likely held its strongest trump holding in it; a player
who passed a suit they could have played most likely held too little in it. Neither is proof (a
player may choose for other reasons), so the reading only ranks sampled deals: the sampler keeps
the deals that fit it best. Strength is the beginner's rule-of-thumb count
(:func:`~tutor.bots.klaverjas.beginner.trump_strength`), which is what most players go by.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...cards import Rank
from ...games.klaverjas.engine import CARDS, INDEX, KlaverjasView
from ...games.klaverjas.rules import TRUMP_POINTS, TrumpMethod
from .beginner import GO_LIMIT

#: How far a choice may fall short of the strongest alternative before the deal counts as not
#: fitting it (players weigh more than the count: side cards, roem, the seat).
SLACK = 12

Deal = tuple[int, int, int, int]


def _strength_table() -> tuple[tuple[int, ...], ...]:
    """``table[suit][card]``: what one card adds to a hand's strength with ``suit`` as trump."""
    rows = []
    for trump in range(4):
        row = []
        for card in CARDS:
            if card.suit.value == trump:
                row.append(TRUMP_POINTS[card.rank] + 10)
            else:
                row.append(11 if card.rank is Rank.ACE else 0)
        rows.append(tuple(row))
    return tuple(rows)


_STRENGTH = _strength_table()


def strength(mask: int, suit: int) -> int:
    """The rule-of-thumb trump strength of the hand ``mask`` with ``suit`` as trump."""
    row = _STRENGTH[suit]
    total = 0
    while mask:
        low = mask & -mask
        total += row[low.bit_length() - 1]
        mask ^= low
    return total


@dataclass(frozen=True)
class Claim:
    """One thing a call says: ``seat``'s strength in ``suit`` compared with a bound.

    ``at_least`` (when set) is a floor; ``beats`` lists suits whose strength it should not fall
    behind by more than :data:`SLACK`; ``below`` (when set) is a ceiling.
    """

    seat: int
    suit: int
    at_least: int | None = None
    below: int | None = None
    beats: tuple[int, ...] = ()


def claims(view: KlaverjasView) -> tuple[Claim, ...]:
    """What each trump call of the deal says, under the rules' trump method."""
    method = view.rules.trump_method
    turned = view.turned.suit.value if view.turned is not None else -1
    out: list[Claim] = []
    for i, (seat, suit) in enumerate(view.calls):
        if seat == view.seat:
            continue
        forced = i >= 4
        if suit is None:
            if method is TrumpMethod.DRAAIEN:
                out.append(Claim(seat, turned, below=GO_LIMIT + SLACK))
            elif method is TrumpMethod.MAKEN:
                out.extend(Claim(seat, s, below=GO_LIMIT + SLACK) for s in range(4))
            continue
        s = suit.value
        if method is TrumpMethod.DRAAIEN and not forced:
            out.append(Claim(seat, s, at_least=GO_LIMIT - SLACK))
            continue
        others = tuple(x for x in range(4)
                       if x != s and not (method is TrumpMethod.DRAAIEN and x == turned))
        floor = GO_LIMIT - SLACK if method is TrumpMethod.MAKEN and not forced else None
        out.append(Claim(seat, s, at_least=floor, beats=others))
    return tuple(out)


def played_by(view: KlaverjasView) -> tuple[int, int, int, int]:
    """Per seat: the cards it has played this deal (mask)."""
    masks = [0, 0, 0, 0]
    tricks = [(t.leader, t.cards) for t in view.tricks]
    if view.trick:
        tricks.append((view.trick_leader, view.trick))
    for leader, cards in tricks:
        for k, card in enumerate(cards):
            masks[(leader + k) % 4] |= 1 << INDEX[card]
    return masks[0], masks[1], masks[2], masks[3]


def misfit(view: KlaverjasView) -> Callable[[Deal], int] | None:
    """A function counting how many claims of the calls a sampled deal breaks (``None``: the
    calls say nothing about other hands)."""
    cs = claims(view)
    if not cs:
        return None
    gone = played_by(view)

    def count(deal: Deal) -> int:
        broken = 0
        for c in cs:
            hand = deal[c.seat] | gone[c.seat]
            v = strength(hand, c.suit)
            if c.at_least is not None and v < c.at_least:
                broken += 1
            if c.below is not None and v >= c.below:
                broken += 1
            if c.beats and v + SLACK < max(strength(hand, x) for x in c.beats):
                broken += 1
        return broken

    return count
