"""Exact meld arithmetic on 52-bit hand masks.

Card index ``suit * 13 + r`` with ``r`` 0 for the ace up to 12 for the king (ace low), suits in
the core order ♠ ♥ ♦ ♣, so each suit is a 13-bit block in run order.

The minimum deadwood splits cleanly: sets are the only melds that cross suits, and a hand of 10 or
11 cards holds at most three ranks with three or more cards. So the search tries each way of
taking sets from those few ranks and scores every suit from an 8192-entry table of the least
deadwood that runs alone leave in a 13-bit suit. No set candidate (the usual case) costs four
table look-ups. The 11-card value (after the best discard) uses a second table: how much one
discard from a suit can save.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import product

from ...cards import SUITS, Card, format_card
from ..common import bit_indices, make_cards_mask, make_mask_cards
from . import text as T
from .rules import CARD_VALUES, MIN_MELD, RUN_ORDER

SUIT_BITS = 13
SUIT_FULL = (1 << SUIT_BITS) - 1
NCARDS = 52

#: The 52 cards by index.
CARDS: tuple[Card, ...] = tuple(Card(s, r) for s in SUITS for r in RUN_ORDER)
INDEX: dict[Card, int] = {c: i for i, c in enumerate(CARDS)}
#: Deadwood value by card index.
VALUES: tuple[int, ...] = tuple(CARD_VALUES[c.rank] for c in CARDS)
_RANK_VALUE: tuple[int, ...] = tuple(CARD_VALUES[r] for r in RUN_ORDER)
#: Rank bit (0..12) of each card index, and its suit (0..3).
RANK_OF: tuple[int, ...] = tuple(i % SUIT_BITS for i in range(NCARDS))
SUIT_OF: tuple[int, ...] = tuple(i // SUIT_BITS for i in range(NCARDS))
_NO_GAIN = -1000


#: The card indices of a mask, lowest first.
mask_indices = bit_indices
#: ``cards_mask(cards)``: the mask of some cards.
cards_mask = make_cards_mask(INDEX)
#: ``mask_cards(mask)``: the cards of a mask in index order (suits ♠ ♥ ♦ ♣, ace to king).
mask_cards = make_mask_cards(CARDS)


def mask_value(mask: int) -> int:
    return sum(VALUES[i] for i in mask_indices(mask))


def _suit_value(m: int) -> int:
    return sum(_RANK_VALUE[r] for r in range(SUIT_BITS) if m >> r & 1)


def _build_tables() -> tuple[list[int], list[int]]:
    """DW[m]: least deadwood runs leave in suit mask m; GAIN[m]: most one discard from m saves."""
    n = 1 << SUIT_BITS
    dw = [0] * n
    for m in range(1, n):
        low = m & -m
        i = low.bit_length() - 1
        # The lowest card is either deadwood or the bottom of a run: every run holding it starts
        # there, and the masks left over are smaller, so already known.
        best = _RANK_VALUE[i] + dw[m ^ low]
        run = 0
        j = i
        while j < SUIT_BITS and m >> j & 1:
            run |= 1 << j
            if j - i >= MIN_MELD - 1 and dw[m ^ run] < best:
                best = dw[m ^ run]
            j += 1
        dw[m] = best
    gain = [_NO_GAIN] * n
    for m in range(1, n):
        x = m
        drop = 1000
        while x:
            low = x & -x
            drop = min(drop, dw[m ^ low])
            x ^= low
        gain[m] = dw[m] - drop
    return dw, gain


DW, GAIN = _build_tables()


def _set_ranks(a: int, b: int, c: int, d: int) -> int:
    """Rank bits held in at least three suits."""
    return (a & b & (c | d)) | (c & d & (a | b))


def _set_choices(a: int, b: int, c: int, d: int, ranks: int) -> list[tuple[int, int, int, int]]:
    """The suit masks left by every way of taking sets from the ranks in ``ranks``."""
    states = [(a, b, c, d)]
    while ranks:
        bit = ranks & -ranks
        ranks ^= bit
        nxt = []
        for s in states:
            nxt.append(s)
            held = [k for k in range(4) if s[k] & bit]
            if len(held) == 4:
                nxt.append((s[0] ^ bit, s[1] ^ bit, s[2] ^ bit, s[3] ^ bit))
            # Every three of the held cards (with four held, the fourth may still go in a run).
            for skip in (held if len(held) == 4 else (-1,)):
                t = list(s)
                for k in held:
                    if k != skip:
                        t[k] ^= bit
                nxt.append((t[0], t[1], t[2], t[3]))
        states = nxt
    return states


def min_deadwood(mask: int) -> int:
    """The least deadwood of exactly these cards, every card counted (no discard)."""
    a = mask & SUIT_FULL
    b = (mask >> 13) & SUIT_FULL
    c = (mask >> 26) & SUIT_FULL
    d = mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))
    if not ranks:
        return DW[a] + DW[b] + DW[c] + DW[d]
    return min(DW[w] + DW[x] + DW[y] + DW[z] for w, x, y, z in _set_choices(a, b, c, d, ranks))


def min_deadwood_after_discard(mask: int) -> int:
    """The least deadwood left after the best discard (for a hand that has just drawn)."""
    a = mask & SUIT_FULL
    b = (mask >> 13) & SUIT_FULL
    c = (mask >> 26) & SUIT_FULL
    d = mask >> 39
    ranks = (a & b & (c | d)) | (c & d & (a | b))
    if not ranks:
        return DW[a] + DW[b] + DW[c] + DW[d] - max(GAIN[a], GAIN[b], GAIN[c], GAIN[d])
    return min(DW[w] + DW[x] + DW[y] + DW[z] - max(GAIN[w], GAIN[x], GAIN[y], GAIN[z])
               for w, x, y, z in _set_choices(a, b, c, d, ranks))


def deadwood_by_discard(mask: int) -> dict[int, int]:
    """For each card index in ``mask``: the least deadwood left after discarding it."""
    return {i: min_deadwood(mask ^ (1 << i)) for i in mask_indices(mask)}


# ---------------------------------------------------------------------------------------------
# Melds and arrangements (for the engine and explanations, not for the hot loop)


def is_run(mask: int) -> bool:
    """Three or more consecutive cards of one suit (ace low)."""
    if mask.bit_count() < MIN_MELD:
        return False
    low = mask & -mask
    s = SUIT_OF[low.bit_length() - 1]
    if mask >> (13 * s) & ~SUIT_FULL or mask & ((1 << (13 * s)) - 1):
        return False
    shifted = mask // low
    return shifted & (shifted + 1) == 0


def is_set(mask: int) -> bool:
    """Three or four cards of one rank."""
    if not MIN_MELD <= mask.bit_count() <= 4:
        return False
    ranks = {RANK_OF[i] for i in mask_indices(mask)}
    return len(ranks) == 1


def is_meld(mask: int) -> bool:
    return is_run(mask) or is_set(mask)


def _blocks(m: int) -> list[int]:
    """Maximal runs of consecutive bits in a 13-bit mask."""
    out = []
    while m:
        low = m & -m
        block = m & ~(m + low)  # the consecutive bits from ``low`` upwards
        out.append(block)
        m ^= block
    return out


@lru_cache(maxsize=8192)
def _suit_options(m: int) -> tuple[int, ...]:
    """Every melded part of suit mask ``m`` that leaves the least deadwood ``DW[m]``."""
    target = _suit_value(m) - DW[m]
    found = []
    sub = m
    while True:
        if _suit_value(sub) == target and all(x.bit_count() >= MIN_MELD for x in _blocks(sub)):
            found.append(sub)
        if sub == 0:
            break
        sub = (sub - 1) & m
    return tuple(found)


def layoff_spots(melds: Sequence[int], hand: int) -> int:
    """How many cards outside ``hand`` could be laid off one step onto ``melds``."""
    spots = 0
    for meld in melds:
        for i in _meld_neighbours(meld):
            if not hand >> i & 1:
                spots |= 1 << i
    return spots.bit_count()


def _meld_neighbours(meld: int) -> list[int]:
    """Cards that extend a meld by one: a set's missing suit, a run's two ends."""
    idx = mask_indices(meld)
    if is_set(meld):
        if len(idx) == 4:
            return []
        r = RANK_OF[idx[0]]
        suits = {SUIT_OF[i] for i in idx}
        return [13 * s + r for s in range(4) if s not in suits]
    lo, hi = idx[0], idx[-1]
    out = []
    if RANK_OF[lo] > 0:
        out.append(lo - 1)
    if RANK_OF[hi] < SUIT_BITS - 1:
        out.append(hi + 1)
    return out


def _order_melds(melds: Iterable[int]) -> tuple[int, ...]:
    """Sets before runs, then by lowest card, so a listing reads the same every time."""
    return tuple(sorted(melds, key=lambda m: (not is_set(m), (m & -m).bit_length(), m)))


@dataclass(frozen=True)
class Arrangement:
    """One way of melding a hand: the melds, the deadwood, and why this way was chosen."""

    melds: tuple[int, ...]
    deadwood: int  # mask
    #: How many other arrangements leave the same least deadwood.
    others: int = 0
    #: The reason among equals: "" (unique), "layoffs" (fewest layoff places), "order" (card
    #: order among those), or "chosen" (the player's choice; ``other_spots`` are then those of
    #: the engine's choice).
    reason: str = ""
    spots: int = 0
    other_spots: int = 0

    @property
    def value(self) -> int:
        return mask_value(self.deadwood)

    @property
    def meld_cards(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(mask_cards(m) for m in self.melds)

    @property
    def deadwood_cards(self) -> tuple[Card, ...]:
        return mask_cards(self.deadwood)

    def describe(self) -> str:
        """E.g. ``♠A ♠2 ♠3 · ♥9 ♦9 ♣9; deadwood ♣4 (4)``."""
        melds = " · ".join(show(m) for m in self.melds) or T.NO_MELDS
        if self.deadwood:
            return T.ARR_LINE.format(melds=melds, dead=show(self.deadwood), value=self.value)
        return T.ARR_LINE_GIN.format(melds=melds)

    def explain(self) -> str:
        """Why this arrangement among equals (empty when it is the only one)."""
        if not self.others:
            return ""
        n = self.others + 1
        if self.reason == "chosen":
            return T.ARR_TIE_CHOSEN.format(n=n, value=self.value, spots=self.spots,
                                           other=self.other_spots)
        if self.reason == "layoffs":
            return T.ARR_TIE_LAYOFFS.format(n=n, value=self.value, spots=self.spots,
                                            other=self.other_spots)
        return T.ARR_TIE_ORDER.format(n=n, value=self.value, spots=self.spots)

    def to_dict(self) -> dict[str, object]:
        return {"melds": [[format_card(c) for c in mask_cards(m)] for m in self.melds],
                "deadwood": [format_card(c) for c in self.deadwood_cards], "value": self.value}


def show(mask: int) -> str:
    """Cards of a mask for a learner: ace-low order within each suit."""
    return " ".join(str(c) for c in mask_cards(mask))


def min_arrangements(mask: int) -> list[tuple[tuple[int, ...], int]]:
    """Every arrangement (melds, deadwood mask) that leaves the least deadwood.

    Runs are kept whole (a run of six is one meld, not two of three), so arrangements differ in
    which cards they meld or in sets versus runs.
    """
    suits = [(mask >> (13 * s)) & SUIT_FULL for s in range(4)]
    best = min_deadwood(mask)
    out: list[tuple[tuple[int, ...], int]] = []
    ranks = _set_ranks(*suits)
    for choice in _set_choices(suits[0], suits[1], suits[2], suits[3], ranks):
        if sum(DW[x] for x in choice) != best:
            continue
        taken = [suits[s] ^ choice[s] for s in range(4)]
        sets = []
        rest = taken[0] | taken[1] | taken[2] | taken[3]
        while rest:
            bit = rest & -rest
            rest ^= bit
            sets.append(sum(1 << (13 * s) for s in range(4) if taken[s] & bit) * bit)
        for parts in product(*(_suit_options(x) for x in choice)):
            runs = [blk << (13 * s) for s, part in enumerate(parts) for blk in _blocks(part)]
            melded = sum(parts[s] << (13 * s) for s in range(4)) | sum(sets)
            out.append((_order_melds(sets + runs), mask & ~melded))
    return out


def _ranked(mask: int) -> list[tuple[tuple[int, ...], int]]:
    """Every least-deadwood arrangement once, the engine's choice first: fewest layoff places,
    then card order."""

    def key(opt: tuple[tuple[int, ...], int]) -> tuple[int, int, tuple[int, ...], tuple[int, ...]]:
        melds, dead = opt
        return (layoff_spots(melds, mask), dead.bit_count(), tuple(mask_indices(dead)), melds)

    seen: set[tuple[int, ...]] = set()
    options = []
    for opt in sorted(min_arrangements(mask), key=key):
        if opt[0] not in seen:
            seen.add(opt[0])
            options.append(opt)
    return options


def best_arrangement(mask: int) -> Arrangement:
    """The least-deadwood arrangement; ties go to fewest layoff places, then card order."""
    options = _ranked(mask)
    melds, dead = options[0]
    spots = layoff_spots(melds, mask)
    if len(options) == 1:
        return Arrangement(melds, dead, spots=spots)
    other = min(layoff_spots(m, mask) for m, _ in options[1:])
    reason = "layoffs" if other > spots else "order"
    return Arrangement(melds, dead, len(options) - 1, reason, spots, other)


def arrangement_choices(mask: int) -> list[tuple[int, ...]]:
    """The melds of every arrangement that leaves the least deadwood, each once, in the order of
    ``min_arrangements`` (melds ordered as ``order_melds``); the engine's choice first."""
    return [melds for melds, _ in _ranked(mask)]


def order_melds(melds: Iterable[int]) -> tuple[int, ...]:
    """Melds in the order an arrangement lists them: sets before runs, then by lowest card."""
    return _order_melds(melds)


def chosen_arrangement(mask: int, melds: Sequence[int]) -> Arrangement | None:
    """The arrangement of ``mask`` with these melds, when it is one that leaves the least
    deadwood (``None`` otherwise); it explains itself as the player's choice among equals."""
    options = _ranked(mask)
    want = _order_melds(melds)
    for k, (m, dead) in enumerate(options):
        if m == want:
            if k == 0:
                return best_arrangement(mask)
            return Arrangement(m, dead, len(options) - 1, "chosen", layoff_spots(m, mask),
                               layoff_spots(options[0][0], mask))
    return None


# ---------------------------------------------------------------------------------------------
# Layoffs onto the melds of the player who went out


def layoff_options(melds: Sequence[int], hand: int) -> list[int]:
    """Every set of cards from ``hand`` that can be laid off onto ``melds`` (the empty set too).

    A run takes cards at either end, one after another; a set of three takes its fourth card.
    """
    choices: list[list[int]] = []
    for meld in melds:
        if is_set(meld):
            extra = [0]
            extra += [1 << i for i in _meld_neighbours(meld) if hand >> i & 1]
            choices.append(extra)
            continue
        idx = mask_indices(meld)
        lo, hi = idx[0], idx[-1]
        downs = [0]
        i, acc = lo, 0
        while RANK_OF[i] > 0 and hand >> (i - 1) & 1:
            i -= 1
            acc |= 1 << i
            downs.append(acc)
        ups = [0]
        i, acc = hi, 0
        while RANK_OF[i] < SUIT_BITS - 1 and hand >> (i + 1) & 1:
            i += 1
            acc |= 1 << i
            ups.append(acc)
        choices.append(sorted({x | y for x in downs for y in ups}))
    found = {0}
    for opts in choices:
        found = {f | o for f in found for o in opts}
    return sorted(found, key=lambda m: (m.bit_count(), mask_indices(m)))


def place_layoffs(melds: Sequence[int], layoff: int) -> list[tuple[int, int]]:
    """(card index, meld number) for each laid-off card, in the order they can be laid.

    A card can fit two melds (the ♠5 on ♥5 ♦5 ♣5 and on ♠2 ♠3 ♠4); when the first choice
    strands a later card (the ♠6 needs the ♠5 on the run), the search backs up and tries the next.
    """

    def place(grown: list[int], left: int) -> list[tuple[int, int]] | None:
        if not left:
            return []
        for i in mask_indices(left):
            for k, m in enumerate(grown):
                if not _fits(m, i):
                    continue
                grown[k] = m | 1 << i
                rest = place(grown, left ^ 1 << i)
                grown[k] = m
                if rest is not None:
                    return [(i, k), *rest]
        return None

    found = place(list(melds), layoff)
    if found is None:
        raise ValueError(f"cannot lay off {show(layoff)} onto these melds")  # internal
    return found


def _fits(meld: int, i: int) -> bool:
    grown = meld | 1 << i
    return grown != meld and (is_run(grown) or is_set(grown))


def best_layoff(melds: Sequence[int], hand: int) -> tuple[int, int]:
    """(layoff mask, deadwood left) that leaves the defender the least deadwood.

    Among equals the fewest laid-off cards, then card order, so the choice never varies.
    """
    best = (0, min_deadwood(hand))
    for lay in layoff_options(melds, hand)[1:]:
        dw = min_deadwood(hand & ~lay)
        if dw < best[1]:
            best = (lay, dw)
    return best
