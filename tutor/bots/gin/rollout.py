"""Playing a hand out fast, to value "play on" against "go out now" in points.

Both players follow the simple policy (take the pile card when it melds, go out as soon as the
limit allows, otherwise discard to keep the least deadwood) on card masks, using the exact meld
arithmetic of ``tutor.games.gin.melds`` and the scoring constants of ``rules``.
"""

from __future__ import annotations

from ...games.gin.melds import VALUES, best_arrangement, best_layoff, min_deadwood
from ...games.gin.rules import DEAD_STOCK, GIN_BONUS, UNDERCUT_BONUS
from .table import Table, is_spade

ME, OPP = 0, 1


def _score(out_hand: int, defender: int, kind: str, top: int, no_layoff_on_gin: bool) -> int:
    """Points for the player going out (negative after an undercut)."""
    mine = min_deadwood(out_hand)
    if kind != "knock" and no_layoff_on_gin:
        dd = min_deadwood(defender)
    else:
        dd = best_layoff(best_arrangement(out_hand).melds, defender)[1]
    if kind == "gin":
        base = GIN_BONUS + dd
    elif mine < dd:
        base = dd - mine
    else:
        base = -(UNDERCUT_BONUS + mine - dd)
    return base * 2 if is_spade(top) else base


def simple_discard(hand: int, took: int) -> tuple[int, int]:
    """(card, deadwood left) that keeps the least deadwood; ties drop the higher card."""
    best, best_dw = -1, 10**6
    x = hand
    while x:
        low = x & -x
        x ^= low
        i = low.bit_length() - 1
        if i == took:
            continue
        dw = min_deadwood(hand ^ low)
        if dw < best_dw or (dw == best_dw and VALUES[i] >= VALUES[best]):
            best, best_dw = i, dw
    return best, best_dw


def play_out(t: Table, hands: tuple[int, int], pile: list[int], stock: list[int],
             to_move: int, no_layoff_on_gin: bool, first: str = "") -> int:
    """Our points when the hand is played out from a draw by ``to_move``.

    ``hands`` are ours and the opponent's (10 cards each), ``pile`` bottom first and ``stock``
    with its top card last; both lists are used up. ``first`` forces the first draw
    (``"stock"`` or ``"pile"``).
    """
    h = [hands[0], hands[1]]
    p = to_move
    while True:
        hand = h[p]
        took = -1
        if pile and first != "stock":
            top = pile[-1]
            # Take the card when it joins a meld: less deadwood than holding it loose.
            if first == "pile" or min_deadwood(hand | 1 << top) < min_deadwood(hand) + VALUES[top]:
                took = pile.pop()
                hand |= 1 << took
        first = ""
        if took < 0:
            hand |= 1 << stock.pop()
        limit = t.limit_value(pile[-1] if pile else -1)
        card, left = simple_discard(hand, took)
        top = pile[-1] if pile else -1
        if left == 0 or (limit is not None and left <= limit):
            kind = "gin" if left == 0 else "knock"
            pts = _score(hand ^ 1 << card, h[1 - p], kind, top, no_layoff_on_gin)
            return pts if p == ME else -pts
        h[p] = hand ^ 1 << card
        pile.append(card)
        if len(stock) <= DEAD_STOCK:
            return 0
        p = 1 - p

