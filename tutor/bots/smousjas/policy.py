"""Card rules on masks: the beginner's rules of thumb, and the fast rule that plays the expert's
sampled deals on to the end of the stock.

Cards are indices (``melds.CARDS``); ``t`` is the engine's ``Tables`` for the deal (each card's
trick power and points).
"""

from __future__ import annotations

from ...games.smousjas.engine import (
    TAKE_COVERED,
    TAKE_TURNED,
    Declare,
    Mariage,
    Play,
    Reject,
    SmousjasState,
    Tables,
)
from ...games.smousjas.melds import CARDS, SUIT_MASK, classify, mask_cards

#: A card's worth to keep for later, on top of its points: trumps win tricks once the stock is
#: empty, aces and tens are worth taking.
TRUMP_KEEP = 12


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        b = mask & -mask
        out.append(b.bit_length() - 1)
        mask ^= b
    return out


def cheapest(mask: int, t: Tables, trump: int) -> int:
    """The card of ``mask`` that costs least to give away: a non-trump with the fewest points,
    the lowest; else the lowest trump."""
    plain = mask & ~SUIT_MASK[trump]
    pool = plain or mask
    return min(bits(pool), key=lambda i: (t.points[i], t.power[i], i))


def beats(a: int, b: int, t: Tables, trump: int) -> bool:
    """``b`` answered to ``a`` (led) wins the trick."""
    if a >> 3 == b >> 3:
        return t.power[b] > t.power[a]
    return b >> 3 == trump


def winners(hand: int, a: int, t: Tables, trump: int) -> list[int]:
    return [i for i in bits(hand) if beats(a, i, t, trump)]


def beginner_phase1(hand: int, led: int, t: Tables, trump: int) -> tuple[int, str]:
    """(the card, which rule): lead the cheapest card; answer an ace or a ten (10 points or
    more) with the cheapest card that wins it (of its suit, else a trump); else throw the
    cheapest card."""
    if led < 0:
        return cheapest(hand, t, trump), "lead"
    if t.points[led] >= 10:
        ws = winners(hand, led, t, trump)
        if ws:
            same = [i for i in ws if i >> 3 == led >> 3] or ws
            return min(same, key=lambda i: (t.points[i], t.power[i])), "take"
    return cheapest(hand, t, trump), "throw"


def beginner_phase2(hand: int, legal: int, led: int, t: Tables) -> tuple[int, str]:
    """Lead the highest card of the longest suit; answer with the cheapest legal card that
    wins, else the cheapest legal card."""
    if led < 0:
        longest = max(range(4), key=lambda s: ((hand & SUIT_MASK[s]).bit_count(), -s))
        cards = bits(hand & SUIT_MASK[longest])
        return max(cards, key=lambda i: t.power[i]), "lead"
    ws = [i for i in bits(legal) if beats(led, i, t, t.trump)]
    if ws:
        return min(ws, key=lambda i: (t.power[i], t.points[i])), "win"
    return min(bits(legal), key=lambda i: (t.points[i], t.power[i])), "lose"


def playout_card(hand: int, led: int, t: Tables, trump: int) -> int:
    """The fast rule's phase-1 card: the beginner's, but a ten or ace is taken with a trump
    only when no card of the suit wins it, and a lead keeps trumps, aces and tens."""
    if led < 0:
        plain = hand & ~SUIT_MASK[trump]
        pool = plain or hand
        return min(bits(pool), key=lambda i: (t.points[i], t.power[i]))
    if t.points[led] >= 10:
        ws = winners(hand, led, t, trump)
        if ws:
            same = [i for i in ws if i >> 3 == led >> 3]
            pick = same or ws
            return min(pick, key=lambda i: (t.points[i], t.power[i]))
    return cheapest(hand, t, trump)


def meld_points(st: SmousjasState, mask: int) -> int:
    found = classify(mask, st.trump, st.rs)
    return found[1] if found is not None else 0


def play_to_stock_end(st: SmousjasState) -> int:
    """Play ``st`` on by the fast rule for both players until the stock is empty (or the match
    ends); the actions applied. Each turn: swap the trump 7, show every mariage, reject when
    possible, declare (leading) every meld allowed, the most points first, then the card; at
    the last two stock cards take the turned trump unless it is the 7 or the 8."""
    steps = 0
    t = st.t
    trump = st.trump
    while st.phase == 1 and not st.over:
        seat = st.leader if (st.choosing or not st.trick) else 1 - st.leader
        if st.choosing:
            low = st.turned & 7 <= 1  # the 7 or the 8
            st.apply(TAKE_COVERED if low else TAKE_TURNED)
            steps += 1
            continue
        if st._can_swap(seat):
            st._swap(seat)
            steps += 1
        if st.declaring_open():
            for m in st.showable(seat):
                st.apply(Mariage(mask_cards(m)))
                steps += 1
            if st.trick:
                rej = st.rejections(seat)
                if rej:
                    best = max(rej, key=lambda m: meld_points(st, m))
                    st.apply(Reject(mask_cards(best)))
                    steps += 1
            else:
                while True:
                    decl = st.declarable(seat)
                    if not decl:
                        break
                    best = max(decl, key=lambda m: meld_points(st, m))
                    st.apply(Declare(mask_cards(best)))
                    steps += 1
        led = st.trick[0] if st.trick else -1
        card = playout_card(st.hands[seat], led, t, trump)
        st.apply(Play(CARDS[card]))
        steps += 1
    return steps
