"""The exact solver of the last tricks of Bezique, Rubicon Bezique and Fildinski: once the stock
is empty both players know every card, and the rest of the deal is a game of perfect
information.

What the last tricks can still change: the brisques (each ace and ten won, where the game counts
them) and the last trick's bonus. Every card left will be played by its holder, so the trump 7s
score the same whatever the order, and no melds are declared any more. ``CardSearch.value`` is
player 1's points minus player 2's over the tricks still to be played, under best play by both.

Hands are counts per face, three bits a face in one int (face = suit * 8 + place, the ace's
place 0), so identical cards are one move. Of the cards of one hand that lie next to each other in
a suit, with no card of the other hand between them or identical to one of them, and the same
worth (a brisque or not), only one is searched: for the rest of the deal they are the same card.
Fail-soft alpha-beta with a transposition table keyed by both hands and the leader.
"""

from __future__ import annotations

from collections.abc import Iterator

INF = 1 << 20
#: The transposition table is cleared when it grows past this many entries.
TT_LIMIT = 500_000

UNIT = tuple(1 << (3 * f) for f in range(32))
SUIT_FIELDS = tuple(sum(7 << (3 * (s * 8 + p)) for p in range(8)) for s in range(4))
#: Aces and tens: place 0 and 1 of every suit.
BRISQUE_FACES = frozenset(s * 8 + p for s in range(4) for p in (0, 1))


def count(h: int, f: int) -> int:
    return (h >> (3 * f)) & 7


def counts_of(mask: int) -> int:
    """A physical-card mask (``melds.CARDS`` indices) as counts per face."""
    h = 0
    while mask:
        b = mask & -mask
        h += UNIT[(b.bit_length() - 1) & 31]
        mask ^= b
    return h


class CardSearch:
    """Alpha-beta over the last tricks for one trump suit (-1: none) and scoring."""

    __slots__ = ("brisque", "last", "nodes", "trump", "tt")

    def __init__(self, trump: int, brisque: int, last: int) -> None:
        self.trump = trump
        self.brisque = brisque
        self.last = last
        self.tt: dict[tuple[int, int, int], tuple[int, int]] = {}
        self.nodes = 0

    # -- moves -----------------------------------------------------------------------------

    def _groups(self, mine: int, theirs: int, suit: int, lo: int = 0,
                hi: int = 8) -> Iterator[int]:
        """One face per run of ``mine``'s cards in a suit between places ``lo`` and ``hi``:
        adjacent (no card of ``theirs`` between) and alike in worth."""
        prev_worth = -1
        base = suit * 8
        for p in range(lo, hi):
            f = base + p
            theirs_too = (theirs >> (3 * f)) & 7
            if (mine >> (3 * f)) & 7:
                worth = 1 if p < 2 else 0
                # An identical card in the other hand splits the run: of two identical cards
                # the first played wins, so this card and its neighbours differ.
                if worth != prev_worth or theirs_too:
                    yield f
                prev_worth = -1 if theirs_too else worth
            elif theirs_too:
                prev_worth = -1

    def leads(self, mine: int, theirs: int) -> list[int]:
        out: list[int] = []
        for s in range(4):
            if mine & SUIT_FIELDS[s]:
                out.extend(self._groups(mine, theirs, s))
        return out

    def replies(self, mine: int, theirs: int, led: int) -> list[int]:
        """The follower's cards: follow and win if you can, else follow; else trump; else any."""
        s, p = led >> 3, led & 7
        if mine & SUIT_FIELDS[s]:
            higher = list(self._groups(mine, theirs, s, 0, p))
            return higher or list(self._groups(mine, theirs, s, p, 8))
        t = self.trump
        if t >= 0 and mine & SUIT_FIELDS[t]:
            return list(self._groups(mine, theirs, t))
        return self.leads(mine, theirs)

    def trick(self, led: int, reply: int) -> tuple[bool, int]:
        """(the follower wins, the trick's brisque points)."""
        ls, fs = led >> 3, reply >> 3
        follower = (reply & 7) < (led & 7) if ls == fs else fs == self.trump
        pts = self.brisque * ((led in BRISQUE_FACES) + (reply in BRISQUE_FACES))
        return follower, pts

    # -- search ----------------------------------------------------------------------------

    def value(self, h0: int, h1: int, leader: int, alpha: int = -INF, beta: int = INF) -> int:
        """P1 minus P2 over the tricks left, both hands full to the same size, ``leader`` to
        lead (fail-soft within ``alpha``..``beta``)."""
        if not h0 and not h1:
            return 0
        key = (h0, h1, leader)
        got = self.tt.get(key)
        if got is not None:
            lo, hi = got
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha, beta = max(alpha, lo), min(beta, hi)
        self.nodes += 1
        a0, b0 = alpha, beta
        hands = (h0, h1)
        mine, theirs = hands[leader], hands[1 - leader]
        maxim = leader == 0
        best = -INF if maxim else INF
        for led in self.leads(mine, theirs):
            m2 = mine - UNIT[led]
            # The follower answers to the leader's worst: min if the leader maximises.
            inner = INF if maxim else -INF
            for rep in self.replies(theirs, m2, led):
                t2 = theirs - UNIT[rep]
                follower, pts = self.trick(led, rep)
                winner = 1 - leader if follower else leader
                if not m2 and not t2:
                    pts += self.last
                gain = pts if winner == 0 else -pts
                n0, n1 = (m2, t2) if leader == 0 else (t2, m2)
                if maxim:
                    v = gain + self.value(n0, n1, winner, max(alpha, best) - gain,
                                          min(beta, inner) - gain)
                    if v < inner:
                        inner = v
                        if inner <= max(alpha, best):
                            break
                else:
                    v = gain + self.value(n0, n1, winner, max(alpha, inner) - gain,
                                          min(beta, best) - gain)
                    if v > inner:
                        inner = v
                        if inner >= min(beta, best):
                            break
            if maxim:
                if inner > best:
                    best = inner
                    if best >= beta:
                        break
            elif inner < best:
                best = inner
                if best <= alpha:
                    break
        if len(self.tt) > TT_LIMIT:
            self.tt.clear()
        lo, hi = (got if got is not None else (-INF, INF))
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi)
        return best

    def after_lead(self, h0: int, h1: int, leader: int, led: int) -> dict[int, int]:
        """Each reply face's exact value (P1 minus P2 over the tricks left, this one included)
        once ``leader`` has led ``led`` (already taken out of its hand)."""
        hands = [h0, h1]
        mine, theirs = hands[leader], hands[1 - leader]
        out = {}
        for rep in self._all_replies(theirs, led):
            t2 = theirs - UNIT[rep]
            follower, pts = self.trick(led, rep)
            winner = 1 - leader if follower else leader
            if not mine and not t2:
                pts += self.last
            gain = pts if winner == 0 else -pts
            n0, n1 = (mine, t2) if leader == 0 else (t2, mine)
            out[rep] = gain + self.value(n0, n1, winner)
        return out

    def _all_replies(self, mine: int, led: int) -> list[int]:
        # Every legal face (no grouping): a bot must know each card's value.
        s, p = led >> 3, led & 7
        faces = [f for f in range(32) if (mine >> (3 * f)) & 7]
        follow = [f for f in faces if f >> 3 == s]
        if follow:
            return [f for f in follow if (f & 7) < p] or follow
        t = self.trump
        trumps = [f for f in faces if t >= 0 and f >> 3 == t]
        return trumps or faces

    def lead_values(self, h0: int, h1: int, leader: int) -> dict[int, int]:
        """Each lead face's exact value (P1 minus P2 over the tricks left)."""
        hands = [h0, h1]
        mine = hands[leader]
        out = {}
        for led in [f for f in range(32) if (mine >> (3 * f)) & 7]:
            hands2 = list(hands)
            hands2[leader] = mine - UNIT[led]
            vals = self.after_lead(hands2[0], hands2[1], leader, led)
            out[led] = min(vals.values()) if leader == 0 else max(vals.values())
        return out
