"""Open-cards (double-dummy) solver for Klaverjassen: exact values with every hand known.

Two objectives, both N-S minus E-W, N-S maximising and E-W minimising:

- ``DIFFERENCE``: the point difference over what is left of the deal: card points, roem and the
  last trick's 10, with the current trick's cards counted for its winner.
- ``RESULT``: the deal's true score difference, with pit and nat. It is not additive over tricks,
  so the search carries what each team has taken so far.
 The search is fail-soft alpha-beta, driven by null-window probes (MTD(f))
with a transposition table at trick boundaries that keeps lower and upper bounds and the best lead.

Hands are 32-bit masks as in ``engine.py``. ``SolverPosition`` is what the solver needs; build it
from an engine state with ``SolverPosition.from_state``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from types import ModuleType

from .engine import SUIT_MASK, KlaverjasState, Tables, bit_indices, tables
from .rules import DEAL_CARD_POINTS, LAST_TRICK, PIT_BONUS, PlayRule

INF = 1 << 20

_compiled: ModuleType | None
try:
    from . import _csolver as _compiled
except ImportError:  # no C compiler at install time: the pure-Python path serves
    _compiled = None


def compiled_available() -> bool:
    """True when the compiled search was built at install time."""
    return _compiled is not None


class Objective(Enum):
    DIFFERENCE = "difference"
    RESULT = "result"


@dataclass(frozen=True)
class Taken:
    """What the teams took before this position: N-S minus E-W (card points and roem), all
    roem, and which teams have won a trick (bit 0 N-S, bit 1 E-W)."""

    diff: int = 0
    roem: int = 0
    won: int = 0


@dataclass(frozen=True)
class SolverPosition:
    """A position for the solver: hands now, trump, leader of the current trick, its cards.

    ``going`` (a seat) and ``taken`` are needed for the ``RESULT`` objective.
    """

    hands: tuple[int, int, int, int]
    trump: int
    leader: int
    trick: tuple[int, ...] = ()
    play: PlayRule = PlayRule.ROTTERDAM
    four_jacks_200: bool = False
    going: int = 0
    taken: Taken = Taken()

    @classmethod
    def from_state(cls, st: KlaverjasState) -> SolverPosition:
        if st.trump < 0:
            raise ValueError("the solver needs a fixed trump")  # internal
        h = st.hands
        taken = Taken(st.points[0] + st.roem[0] - st.points[1] - st.roem[1],
                      st.roem[0] + st.roem[1],
                      (1 if st.ntricks[0] else 0) | (2 if st.ntricks[1] else 0))
        return cls((h[0], h[1], h[2], h[3]), st.trump, st.leader, tuple(st.trick),
                   st.rules.play, st.rules.four_jacks_200, st.going, taken)

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4


class Solver:
    """Exact open-cards search for one deal (the hands' owners are fixed per solver).

    ``compiled=None`` uses the compiled search when it was built, ``False`` forces pure Python.
    """

    def __init__(self, pos: SolverPosition, *, compiled: bool | None = None,
                 objective: Objective = Objective.DIFFERENCE,
                 horizon: int | None = None) -> None:
        if horizon is not None:
            # Only the pure-Python search has a horizon: the compiled one needs none.
            if compiled or objective is not Objective.RESULT or horizon < 1:
                raise ValueError("a horizon needs the pure-Python RESULT search "  # internal
                                 "and >= 1 trick")
            compiled = False
        self.pos = pos
        self.objective = objective
        self.horizon = horizon
        self.t: Tables = tables(pos.trump, pos.four_jacks_200)
        self.nodes = 0
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.compiled = _compiled is not None if compiled is None else compiled
        if self.compiled and _compiled is None:
            raise RuntimeError("the compiled search is not built on this machine")  # internal
        self._built: _Search | None = None

    @property
    def _search(self) -> _Search:
        """The pure-Python search, built on first use only."""
        if self._built is None:
            if self.objective is Objective.DIFFERENCE:
                self._built = _build(self.pos, self.t, self.tt, self)
            else:
                self._built = _build_result(self.pos, self.t, self.tt, self, self.horizon)
        return self._built

    def _native(self, moves: bool) -> tuple[int, dict[int, int] | None]:
        assert _compiled is not None
        p, t = self.pos, self.t
        going_team = -1 if self.objective is Objective.DIFFERENCE else p.going & 1
        value, mv, nodes = _compiled.solve(
            p.hands, p.trump, p.leader, p.trick, tuple(t.power), tuple(t.points),
            tuple(t.higher), p.play is PlayRule.ROTTERDAM, p.four_jacks_200, int(moves),
            going_team, p.taken.diff, p.taken.roem, p.taken.won)
        self.nodes += nodes
        return value, mv

    def value(self, guess: int = 0) -> int:
        """The exact value of the position (N-S minus E-W)."""
        if self.compiled:
            return self._native(False)[0]
        return self._mtdf(None, guess)

    def move_values(self) -> dict[int, int]:
        """The exact value of every legal card for the player to move (card index -> value)."""
        if self.compiled:
            mv = self._native(True)[1]
            assert mv is not None
            return mv
        out: dict[int, int] = {}
        guess = 0
        for c in self._search.root_moves():
            guess = out[c] = self._mtdf(c, guess)
        return out

    def best_move(self) -> tuple[int, int]:
        """(card index, value) of a best card for the player to move."""
        vals = self.move_values()
        maxim = self.pos.to_move % 2 == 0
        c = (max if maxim else min)(vals, key=lambda k: (vals[k], -k) if maxim else (vals[k], k))
        return c, vals[c]

    def window(self, alpha: int, beta: int, first: int | None = None) -> int:
        """Fail-soft alpha-beta value of the position (or after playing ``first``)."""
        return self._search.run(first, alpha, beta)

    def _mtdf(self, first: int | None, guess: int) -> int:
        lo, hi = -INF, INF
        g = guess
        while lo < hi:
            beta = g + 1 if g == lo else g
            g = self._search.run(first, beta - 1, beta)
            if g < beta:
                hi = g
            else:
                lo = g
        return g


class _Search:
    """The closures of one search, bundled so the solver can call them."""

    def __init__(self, run: Callable[[int | None, int, int], int],
                 root_moves: Callable[[], list[int]]) -> None:
        self.run = run
        self.root_moves = root_moves


def _owners(pos: SolverPosition) -> tuple[int, int, int, int]:
    """The hands with the current trick's cards given back to the seats that played them."""
    hl = list(pos.hands)
    for k, c in enumerate(pos.trick):
        hl[(pos.leader + k) % 4] |= 1 << c
    return (hl[0], hl[1], hl[2], hl[3])


def _make_legal(h: tuple[int, int, int, int], t: Tables,
                rotterdam: bool) -> Callable[[int, int, int, int, int], int]:
    """legal(seat, rem, led, highest trump, winning seat) -> mask, as the engine's rules."""
    T = t.trump
    tmask = t.tmask
    higher = t.higher
    SM = SUIT_MASK

    def legal(seat: int, rem: int, led: int, ht: int, ws: int) -> int:
        hand = h[seat] & rem
        f = hand & SM[led]
        if f:
            if led == T:
                o = f & higher[ht]
                return o or f
            return f
        tr = hand & tmask
        if not tr:
            return hand
        o = tr & higher[ht] if ht >= 0 else tr
        if rotterdam:
            return o or tr
        rest = hand & ~tmask
        if ws ^ seat == 2:
            return (rest | o) if rest else hand
        return o or rest or hand

    return legal


def _build(pos: SolverPosition, t: Tables, tt: dict[int, tuple[int, int, int]],
           solver: Solver) -> _Search:
    """Build the search closures; locals keep the inner loops fast."""
    h = _owners(pos)
    T = pos.trump
    power = t.power
    points = t.points
    higher = t.higher
    rotterdam = pos.play is PlayRule.ROTTERDAM
    tv_memo: dict[int, int] = {}
    tvalue = t.value
    # Same-suit higher cards by trick power, for every card (masters and ordering).
    hi_same = higher
    legal = _make_legal(h, t, rotterdam)

    # Upper bound on the roem still possible from a set of cards: rows and stuk and fours.
    def roem_cap(rem: int) -> int:
        cap = 0
        for s in range(4):
            b = (rem >> (8 * s)) & 0xFF
            if b & (b >> 1) & (b >> 2):
                cap += 50 * ((b & (b >> 1) & (b >> 2)).bit_count())
        if rem & t.stuk == t.stuk:
            cap += 20
        four = rem & (rem >> 8) & (rem >> 16) & (rem >> 24) & 0xFF
        if four:
            cap += 200 * four.bit_count()
        return cap

    def pts_of(m: int) -> int:
        v = 0
        while m:
            b = m & -m
            v += points[b.bit_length() - 1]
            m ^= b
        return v

    def trick_val(m: int) -> int:
        v = tv_memo.get(m)
        if v is None:
            p, r = tvalue(m)
            v = tv_memo[m] = p + r
        return v

    def last_trick(rem: int, leader: int) -> int:
        seat = leader
        wp = -1
        ws = leader
        led = -1
        for _ in range(4):
            c = (h[seat] & rem).bit_length() - 1
            s = c >> 3
            if led < 0:
                led = s
            p = power[c] if (s == T or s == led) else -1
            if p > wp:
                wp = p
                ws = seat
            seat = (seat + 1) & 3
        v = trick_val(rem) + LAST_TRICK
        return v if ws & 1 == 0 else -v

    def node(rem: int, leader: int, alpha: int, beta: int) -> int:
        """Trick boundary: ``leader`` to lead from the cards in ``rem``."""
        solver.nodes += 1
        if rem.bit_count() == 4:
            return last_trick(rem, leader)
        key = rem | (leader << 32)
        e = tt.get(key)
        best_hint = -1
        lo, hi = -INF, INF
        if e is not None:
            lo, hi, best_hint = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        else:
            cap = pts_of(rem) + LAST_TRICK + roem_cap(rem)
            lo, hi = -cap, cap
            if cap <= alpha:
                return cap
            if -cap >= beta:
                return -cap
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        maxim = leader & 1 == 0
        hand = h[leader] & rem
        # Order leads: the remembered best, masters (most points first), then low cards.
        scored = []
        x = hand
        while x:
            bit = x & -x
            c = bit.bit_length() - 1
            x ^= bit
            if c == best_hint:
                sc = 10_000
            elif rem & hi_same[c] == 0:
                sc = 1_000 + points[c] + (100 if c >> 3 == T else 0)
            else:
                sc = -points[c] - (40 if c >> 3 == T else 0)
            scored.append((sc, c))
        scored.sort(reverse=True)
        best = -INF if maxim else INF
        best_c = -1
        nxt = (leader + 1) & 3
        for _, c in scored:
            s = c >> 3
            p = power[c]
            v = follow(1, nxt, 1 << c, s, p, leader, c if s == T else -1,
                       rem & ~(1 << c), a, b)
            if maxim:
                if v > best:
                    best, best_c = v, c
                    if v > a:
                        a = v
                        if a >= b:
                            break
            elif v < best:
                best, best_c = v, c
                if v < b:
                    b = v
                    if a >= b:
                        break
        if best <= alpha:
            hi = best if best < hi else hi
        elif best >= beta:
            lo = best if best > lo else lo
        else:
            lo = hi = best
        tt[key] = (lo, hi, best_c)
        return best

    def follow(k: int, seat: int, tm: int, led: int, wp: int, ws: int, ht: int, rem: int,
               alpha: int, beta: int) -> int:
        """Inside a trick: ``k`` cards in it (mask ``tm``), ``seat`` to play."""
        solver.nodes += 1
        lg = legal(seat, rem, led, ht, ws)
        maxim = seat & 1 == 0
        if k == 3:
            # Last card of the trick: score each reply exactly, best-looking first.
            outs = []
            x = lg
            while x:
                bit = x & -x
                c = bit.bit_length() - 1
                x ^= bit
                s = c >> 3
                p = power[c] if (s == T or s == led) else -1
                w = seat if p > wp else ws
                m = tm | bit
                v = trick_val(m)
                if rem == bit:
                    v += LAST_TRICK
                sv = v if w & 1 == 0 else -v
                outs.append((sv, w, bit))
            if len(outs) > 1:
                outs.sort(reverse=maxim)
            best = -INF if maxim else INF
            for sv, w, bit in outs:
                r = rem & ~bit
                v = sv + node(r, w, alpha - sv, beta - sv) if r else sv
                if maxim:
                    if v > best:
                        best = v
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                elif v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
            return best
        mine = (ws & 1) == (seat & 1)
        moves = []
        x = lg
        while x:
            bit = x & -x
            c = bit.bit_length() - 1
            x ^= bit
            moves.append(c)
        if len(moves) > 1:
            def order(c: int) -> int:
                s = c >> 3
                p = power[c] if (s == T or s == led) else -1
                if p > wp or mine:
                    return 100 + points[c]
                return -points[c]
            moves.sort(key=order, reverse=True)
        best = -INF if maxim else INF
        nxt = (seat + 1) & 3
        k1 = k + 1
        for c in moves:
            s = c >> 3
            p = power[c] if (s == T or s == led) else -1
            nht = c if (s == T and (ht < 0 or power[c] > power[ht])) else ht
            if p > wp:
                v = follow(k1, nxt, tm | (1 << c), led, p, seat, nht, rem & ~(1 << c),
                           alpha, beta)
            else:
                v = follow(k1, nxt, tm | (1 << c), led, wp, ws, nht, rem & ~(1 << c),
                           alpha, beta)
            if maxim:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < best:
                best = v
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        return best

    # The root: the position may be in the middle of a trick.
    trick = pos.trick
    leader = pos.leader
    rem0 = pos.hands[0] | pos.hands[1] | pos.hands[2] | pos.hands[3]

    def trick_state() -> tuple[int, int, int, int, int]:
        """(trick mask, led suit, winning power, winning seat, highest trump) of the trick."""
        tm, led, wp, ws, ht = 0, -1, -1, leader, -1
        for k, c in enumerate(trick):
            s = c >> 3
            if led < 0:
                led = s
            p = power[c] if (s == T or s == led) else -1
            if p > wp:
                wp, ws = p, (leader + k) % 4
            if s == T and (ht < 0 or power[c] > power[ht]):
                ht = c
            tm |= 1 << c
        return tm, led, wp, ws, ht

    def root_moves() -> list[int]:
        seat = (leader + len(trick)) % 4
        if not trick:
            m = h[seat] & rem0
        else:
            _, led, _, ws, ht = trick_state()
            m = legal(seat, rem0, led, ht, ws)
        out = []
        while m:
            bit = m & -m
            out.append(bit.bit_length() - 1)
            m ^= bit
        return out

    def run(first: int | None, alpha: int, beta: int) -> int:
        if first is None:
            if not trick:
                return node(rem0, leader, alpha, beta)
            tm, led, wp, ws, ht = trick_state()
            return follow(len(trick), (leader + len(trick)) % 4, tm, led, wp, ws, ht, rem0,
                          alpha, beta)
        # Value after the mover plays ``first``.
        seat = (leader + len(trick)) % 4
        tm, led, wp, ws, ht = trick_state()
        s = first >> 3
        if led < 0:
            led = s
        p = power[first] if (s == T or s == led) else -1
        if p > wp:
            wp, ws = p, seat
        if s == T and (ht < 0 or power[first] > power[ht]):
            ht = first
        tm |= 1 << first
        rem = rem0 & ~(1 << first)
        k = len(trick) + 1
        if k == 4:
            w = ws
            v = trick_val(tm) + (LAST_TRICK if rem == 0 else 0)
            sv = v if w & 1 == 0 else -v
            return sv + node(rem, w, alpha - sv, beta - sv) if rem else sv
        return follow(k, (seat + 1) & 3, tm, led, wp, ws, ht, rem, alpha, beta)

    return _Search(run, root_moves)


def _build_result(pos: SolverPosition, t: Tables, tt: dict[int, tuple[int, int, int]],
                  solver: Solver, horizon: int | None = None) -> _Search:
    """The ``RESULT`` objective: plain alpha-beta carrying what was taken so far.

    With a ``horizon`` only that many tricks (the current one included) are searched; the rest
    of the deal is played out by a greedy rule (``playout``), so the value is no longer exact.
    """
    h = _owners(pos)
    T = pos.trump
    power = t.power
    points = t.points
    legal = _make_legal(h, t, pos.play is PlayRule.ROTTERDAM)
    going_team = pos.going & 1
    table: dict[tuple[int, int, int, int, int], tuple[int, int, int]] = {}
    del tt  # the key carries what was taken, so this search keeps its own table

    def result(d: int, r: int, won: int) -> int:
        if won == 1:
            d, r = d + PIT_BONUS, r + PIT_BONUS
        elif won == 2:
            d, r = d - PIT_BONUS, r + PIT_BONUS
        if going_team == 0:
            return d if d > 0 else -(DEAL_CARD_POINTS + r)
        return d if d < 0 else DEAL_CARD_POINTS + r

    def close(tm: int, ws: int, rem: int, d: int, r: int, won: int, alpha: int,
              beta: int) -> int:
        pts, roem = t.value(tm)
        if rem == 0:
            pts += LAST_TRICK
        v = pts + roem
        return node(rem, ws, d + v if ws & 1 == 0 else d - v, r + roem, won | (1 << (ws & 1)),
                    alpha, beta)

    def node(rem: int, leader: int, d: int, r: int, won: int, alpha: int, beta: int) -> int:
        solver.nodes += 1
        if rem == 0:
            return result(d, r, won)
        if rem.bit_count() <= cutoff:
            return playout(rem, leader, d, r, won)
        key = (rem, leader, d, r, won)
        e = table.get(key)
        lo, hi, hint = -INF, INF, -1
        if e is not None:
            lo, hi, hint = e
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
        a, b = max(alpha, lo), min(beta, hi)
        maxim = leader & 1 == 0
        moves = bit_indices(h[leader] & rem)
        moves.sort(key=lambda c: (c != hint, -points[c]))
        best, best_c = (-INF if maxim else INF), -1
        for c in moves:
            s = c >> 3
            v = step(1, (leader + 1) & 3, 1 << c, s, power[c], leader, c if s == T else -1,
                     rem & ~(1 << c), d, r, won, a, b)
            if (v > best) if maxim else (v < best):
                best, best_c = v, c
                if maxim:
                    a = max(a, v)
                else:
                    b = min(b, v)
                if a >= b:
                    break
        if best <= alpha:
            hi = min(hi, best)
        elif best >= beta:
            lo = max(lo, best)
        else:
            lo = hi = best
        table[key] = (lo, hi, best_c)
        return best

    def step(k: int, seat: int, tm: int, led: int, wp: int, ws: int, ht: int, rem: int, d: int,
             r: int, won: int, alpha: int, beta: int) -> int:
        solver.nodes += 1
        maxim = seat & 1 == 0
        best = -INF if maxim else INF
        for c in bit_indices(legal(seat, rem, led, ht, ws)):
            s = c >> 3
            p = power[c] if (s == T or s == led) else -1
            nwp, nws = (p, seat) if p > wp else (wp, ws)
            bit = 1 << c
            if k == 3:
                v = close(tm | bit, nws, rem & ~bit, d, r, won, alpha, beta)
            else:
                nht = c if (s == T and (ht < 0 or power[c] > power[ht])) else ht
                v = step(k + 1, (seat + 1) & 3, tm | bit, led, nwp, nws, nht, rem & ~bit, d, r,
                         won, alpha, beta)
            if maxim:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    # power_in[led][card]: the card's power in a trick where ``led`` was led (-1: cannot win).
    power_in = [[power[x] if (x >> 3 == T or x >> 3 == led) else -1 for x in range(32)]
                for led in range(4)]

    def playout(rem: int, leader: int, d: int, r: int, won: int) -> int:
        """The rest of the deal played by a greedy rule, every hand open: the leader cashes
        its best master (else leads its least card); a player whose partner holds the trick
        gives the most points that keep it so; one who can take it takes it as cheaply as it can;
        else the least card. The value of the horizon search's leaves (each card counted as a
        node, so a node budget covers the play-outs too)."""
        solver.nodes += rem.bit_count()
        while rem:
            masters = 0
            for s in range(4):
                m = rem & SUIT_MASK[s]
                if m:
                    masters |= 1 << max(bit_indices(m), key=power.__getitem__)
            hand = h[leader] & rem
            mine = hand & masters
            if mine:
                c = max(bit_indices(mine), key=lambda x: (x >> 3 == T, points[x]))
            else:
                c = min(bit_indices(hand), key=lambda x: (x >> 3 == T, points[x], power[x]))
            led = c >> 3
            tm = 1 << c
            wp, ws = power[c], leader
            ht = c if led == T else -1
            seat = leader
            pw = power_in[led]
            for _ in range(3):
                seat = (seat + 1) & 3
                opts = bit_indices(legal(seat, rem & ~tm, led, ht, ws))
                if ws ^ seat == 2:
                    keep = [x for x in opts if pw[x] <= wp]
                    c = max(keep, key=lambda x: (points[x], -power[x])) if keep else \
                        min(opts, key=pw.__getitem__)
                else:
                    wins = [x for x in opts if pw[x] > wp]
                    c = min(wins, key=lambda x: (x >> 3 == T, power[x])) if wins else \
                        min(opts, key=lambda x: (points[x], power[x]))
                p = pw[c]
                if p > wp:
                    wp, ws = p, seat
                if c >> 3 == T and (ht < 0 or power[c] > power[ht]):
                    ht = c
                tm |= 1 << c
            rem &= ~tm
            pts, roem = t.value(tm)
            if rem == 0:
                pts += LAST_TRICK
            v = pts + roem
            d = d + v if ws & 1 == 0 else d - v
            r += roem
            won |= 1 << (ws & 1)
            leader = ws
        return result(d, r, won)

    leader = pos.leader
    trick = pos.trick
    rem0 = pos.hands[0] | pos.hands[1] | pos.hands[2] | pos.hands[3]
    tk = pos.taken
    # Positions with this many cards or fewer left are past the horizon.
    cutoff = -1 if horizon is None else rem0.bit_count() - (4 - len(trick)) - 4 * (horizon - 1)

    def trick_state(cards: tuple[int, ...]) -> tuple[int, int, int, int, int]:
        tm, led, wp, ws, ht = 0, -1, -1, leader, -1
        for k, c in enumerate(cards):
            s = c >> 3
            if led < 0:
                led = s
            p = power[c] if (s == T or s == led) else -1
            if p > wp:
                wp, ws = p, (leader + k) % 4
            if s == T and (ht < 0 or power[c] > power[ht]):
                ht = c
            tm |= 1 << c
        return tm, led, wp, ws, ht

    def run(first: int | None, alpha: int, beta: int) -> int:
        cards = trick if first is None else (*trick, first)
        rem = rem0 if first is None else rem0 & ~(1 << first)
        if not cards:
            return node(rem, leader, tk.diff, tk.roem, tk.won, alpha, beta)
        tm, led, wp, ws, ht = trick_state(cards)
        if len(cards) == 4:
            return close(tm, ws, rem, tk.diff, tk.roem, tk.won, alpha, beta)
        return step(len(cards), (leader + len(cards)) % 4, tm, led, wp, ws, ht, rem, tk.diff,
                    tk.roem, tk.won, alpha, beta)

    def root_moves() -> list[int]:
        seat = (leader + len(trick)) % 4
        if not trick:
            return bit_indices(h[seat] & rem0)
        _, led, _, ws, ht = trick_state(trick)
        return bit_indices(legal(seat, rem0, led, ht, ws))

    return _Search(run, root_moves)


def solve(pos: SolverPosition, objective: Objective = Objective.DIFFERENCE) -> int:
    """The exact value of ``pos`` (N-S minus E-W) under ``objective``."""
    return Solver(pos, objective=objective).value()
