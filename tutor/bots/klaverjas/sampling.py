"""Deals consistent with a view: the unseen cards dealt to the other seats, respecting every
card a seat is known not to hold, and (softly) the partner's signals."""

from __future__ import annotations

import random
from collections.abc import Callable

from ...games.klaverjas.engine import SUIT_MASK, bit_indices
from .knowledge import Knowledge, Signal, master_of

_TRIES = 200
#: Draws per sampled deal when the deals must also fit signals or calls.
CANDIDATES = 20
#: Deals that fit equally well, gathered to choose among by the play's likelihood.
POOL = 8

Deal = tuple[int, int, int, int]


def deal_unknown(k: Knowledge, rng: random.Random) -> tuple[int, int, int, int] | None:
    """One random deal of the unknown cards to the other seats (hands as masks), or ``None``.

    Cards with the fewest possible owners are placed first, each to a seat chosen with chance
    proportional to its free places; a dead end restarts.
    """
    return _Dealer(k).deal(rng)


class _Dealer:
    """:func:`deal_unknown` for one view, what every draw shares worked out once."""

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        cards = bit_indices(k.unknown)
        self.allowed = {c: [s for s in range(4) if s != k.seat and not (k.excluded[s] >> c & 1)]
                        for c in cards}
        self.order = sorted(cards, key=lambda c: len(self.allowed[c]))

    def deal(self, rng: random.Random) -> tuple[int, int, int, int] | None:
        k, allowed = self.k, self.allowed
        for _ in range(_TRIES):
            room = list(k.sizes)
            room[k.seat] = 0
            hands = [0, 0, 0, 0]
            hands[k.seat] = k.own
            ok = True
            # Shuffle within equally constrained cards so no order is favoured.
            keyed = sorted(self.order, key=lambda c: (len(allowed[c]), rng.random()))
            for c in keyed:
                seats = [s for s in allowed[c] if room[s] > 0]
                if not seats:
                    ok = False
                    break
                total = sum(room[s] for s in seats)
                r = rng.randrange(total)
                for s in seats:
                    r -= room[s]
                    if r < 0:
                        break
                hands[s] |= 1 << c
                room[s] -= 1
            if ok and not any(room):
                return (hands[0], hands[1], hands[2], hands[3])
        return None


def respects_signals(k: Knowledge, hands: tuple[int, int, int, int], seat: int,
                     power: list[int]) -> bool:
    """Does the deal fit what ``seat`` signalled? PIT: it holds the best card left in the suit;
    afseinen: it does not. Vuil seinen names a suit without promising anything in it (the
    partner may hold nothing there), so it constrains no deal."""
    for suit, sig in k.signals.get(seat, {}).items():
        left = (hands[0] | hands[1] | hands[2] | hands[3]) & SUIT_MASK[suit]
        top = master_of(suit, left, power)
        if top < 0:
            continue
        holds = bool(hands[seat] >> top & 1)
        if sig is Signal.PIT and not holds:
            return False
        if sig is Signal.AF and holds:
            return False
    return True


def sample_deals(k: Knowledge, rng: random.Random, n: int, *, read_signals_of: int | None = None,
                 power: list[int] | None = None,
                 misfit: Callable[[Deal], int] | None = None,
                 likelihood: Callable[[Deal], float] | None = None,
                 pool_size: int = POOL) -> list[Deal]:
    """``n`` consistent deals. With ``read_signals_of`` (a seat, usually the partner) the deals
    also fit that seat's signals, and with ``misfit`` (counting what a deal gets wrong, such as
    the trump calls' claims) they fit that, wherever such deals can be found: of up to
    :data:`CANDIDATES` draws the first that fits, else the one that fits best, is kept. With
    ``likelihood`` (how well a deal explains the play so far) up to ``pool_size`` draws that fit
    equally well are gathered and one is kept with chance in proportion to its likelihood."""
    signals = read_signals_of is not None and power is not None
    draws = CANDIDATES if signals or misfit is not None or likelihood is not None else 1
    out: list[Deal] = []
    dealer = _Dealer(k)
    while len(out) < n:
        pool: list[Deal] = []
        best_bad = 1 << 30
        for _ in range(draws):
            d = dealer.deal(rng)
            if d is None:
                break
            bad = 0
            if (read_signals_of is not None and power is not None
                    and not respects_signals(k, d, read_signals_of, power)):
                bad += 1
            if misfit is not None:
                bad += misfit(d)
            if bad < best_bad:
                pool, best_bad = [d], bad
            elif bad == best_bad and likelihood is not None:
                pool.append(d)
            if not bad and (likelihood is None or len(pool) >= pool_size):
                break
        if not pool:
            break
        if likelihood is None or len(pool) == 1:
            out.append(pool[0])
            continue
        weights = [likelihood(d) for d in pool]
        out.append(rng.choices(pool, weights)[0])
    return out
