"""The exact phase-2 solver of Smousjas and Vijfhonderden: once the stock is empty both players
know every card, and the rest of the deal is a game of perfect information.

Values are deal points: the card points of the tricks still to be played, the last trick's bonus,
Vijfhonderden's 100 for the opponent of a player who takes no phase-2 trick, and the roem of the
first phase-2 trick's declarations (the only trick of phase 2 that allows them). ``state_value``
gives the whole deal's difference, player 1 minus player 2, before any rounding: what was taken
and scored so far plus the rest under best play by both; ``move_values`` gives each legal action's
value from the mover's side.

The card play is searched by fail-soft alpha-beta with a transposition table at trick boundaries
(bounds and the best lead, keyed by both hands, the leader and, in Vijfhonderden, who has taken a
phase-2 trick). Hands are 32-bit masks (``melds.CARDS``). Moves are ordered (the table's lead,
then cards by a static guess), and of the cards of one hand that lie next to each other in a
suit's trick order, with no other remaining card between them, and count the same points, only
one is searched: they are the same card for the rest of the deal.

Declarations in the first phase-2 trick do not change the card play, so they are valued apart:
the leader declares the set of carrés and sequences (at most one sequence a suit) that scores
most once the other player's answer is counted; the other player rejects whenever a higher meld
allows it (it scores the meld shown and cancels the declaration), and both show every mariage
they may (never rejected, and with every card known nothing is given away).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...games.smousjas.engine import Action, Out, Play, SmousjasState
from ...games.smousjas.engine import tables as engine_tables
from ...games.smousjas.melds import INDEX, SUIT_MASK, MeldKind, classify, compare_key, melds_in
from ...games.smousjas.rules import RuleSet

INF = 1 << 20
#: The transposition table is cleared when it grows past this many entries.
TT_LIMIT = 400_000


class CardSearch:
    """Alpha-beta over the card play of phase 2 for one rule set and trump suit.

    ``value`` is player 1's points minus player 2's over the tricks still to be played (their
    card points, the last trick's bonus and the no-trick bonus). The table survives between
    calls, so successive positions of one deal reuse it; ``nodes`` counts the tricks searched.
    """

    __slots__ = ("answers", "bonus", "higher", "last", "leads", "nodes", "order", "points",
                 "power", "reps", "tmask", "trump", "tt")

    def __init__(self, rs: RuleSet, trump: int) -> None:
        t = engine_tables(rs, trump)
        self.trump = trump
        self.tmask = SUIT_MASK[trump]
        self.power = t.power
        self.points = t.points
        self.higher = t.higher
        self.last = rs.last_trick
        self.bonus = rs.no_trick_bonus
        #: Per suit, its cards from the highest in trick order to the lowest.
        self.order = [sorted(range(8 * s, 8 * s + 8), key=lambda i: -t.power[i])
                      for s in range(4)]
        self.tt: dict[int, tuple[int, int, int]] = {}
        self.reps: dict[int, int] = {}
        #: The follower's answers to a lead among its legal cards, in the order searched.
        self.answers: dict[int, tuple[tuple[int, bool], ...]] = {}
        #: Per suit, the leads of a hand keyed for their order (``_lead_order``).
        self.leads: dict[int, tuple[tuple[int, int], ...]] = {}
        self.nodes = 0

    # -- equivalent cards ----------------------------------------------------------------------

    def _reps(self, h0: int, h1: int) -> int:
        """The cards of each hand worth searching, player 1's in the low 32 bits, player 2's
        above: of cards next to each other in a suit's order among the cards still in the
        hands, held together and worth the same, the lowest."""
        out = 0
        reps = self.reps
        for sh in (0, 8, 16, 24):
            key = (h0 >> sh & 0xFF) | (h1 >> sh & 0xFF) << 8 | sh << 13
            r = reps.get(key)
            if r is None:
                s = sh >> 3
                live = (h0 | h1) & SUIT_MASK[s]
                r = reps[key] = (self._suit_reps(s, h0 & SUIT_MASK[s], live)
                                 | self._suit_reps(s, h1 & SUIT_MASK[s], live) << 32)
            out |= r
        return out

    def _suit_reps(self, s: int, hand: int, live: int) -> int:
        out = 0
        points = self.points
        prev = -1
        for i in self.order[s]:  # highest first
            if not live >> i & 1:
                continue
            if hand >> i & 1:
                if prev >= 0 and points[prev] == points[i]:
                    out &= ~(1 << prev)
                out |= 1 << i
                prev = i
            else:
                prev = -1
        return out

    # -- the search ------------------------------------------------------------------------------

    def _rem(self, live: int) -> int:
        """The card points of ``live``."""
        points = self.points
        r = 0
        while live:
            b = live & -live
            live ^= b
            r += points[b.bit_length() - 1]
        return r

    def value(self, h0: int, h1: int, leader: int, flags: int, led: int = -1) -> int:
        """Player 1 minus player 2 over the rest of the card play. ``flags``: bit 0 set when
        player 1 has taken a phase-2 trick, bit 1 for player 2. ``led``: the card already led
        by ``leader`` (no longer in its hand), or -1 at the start of a trick."""
        if len(self.tt) > TT_LIMIT:
            self.tt.clear()
        if len(self.reps) > TT_LIMIT:
            self.reps.clear()
        if len(self.answers) > TT_LIMIT:
            self.answers.clear()
        if len(self.leads) > TT_LIMIT:
            self.leads.clear()
        if not self.bonus:
            flags = 3
        if led < 0:
            return self._search(h0, h1, leader, flags, -INF, INF, self._rem(h0 | h1))
        # The follower's answers to the card led, each followed by the rest.
        fol = 1 - leader
        hand = h1 if fol else h0
        best = -INF if fol == 0 else INF
        m = self._legal(hand, led)
        while m:
            b = m & -m
            m ^= b
            i = b.bit_length() - 1
            n0, n1 = (h0 & ~b, h1) if fol == 0 else (h0, h1 & ~b)
            v = self._after(n0, n1, leader, flags, led, i)
            best = max(best, v) if fol == 0 else min(best, v)
        return best

    def _after(self, h0: int, h1: int, leader: int, flags: int, a: int, b: int) -> int:
        """The value once the trick ``a`` (led), ``b`` is complete, both cards gone from the
        hands."""
        w = self.trick_winner(a, b, leader)
        pts = self.points[a] + self.points[b]
        f = flags | (1 << w)
        if not (h0 | h1):
            v = pts + self.last
            v = v if w == 0 else -v
            if f != 3:
                v += self.bonus if f == 1 else -self.bonus
            return v
        return (pts if w == 0 else -pts) + self._search(h0, h1, w, f, -INF, INF,
                                                        self._rem(h0 | h1))

    def trick_winner(self, a: int, b: int, leader: int) -> int:
        """The winner of a trick led with ``a`` and answered with ``b``."""
        if a >> 3 == b >> 3:
            return 1 - leader if self.power[b] > self.power[a] else leader
        return 1 - leader if b >> 3 == self.trump else leader

    def _legal(self, hand: int, led: int) -> int:
        """The follower's legal cards in phase 2."""
        suit = SUIT_MASK[led >> 3]
        follow = hand & suit
        if follow:
            if suit == self.tmask:
                return (follow & self.higher[led]) or follow
            return follow
        return (hand & self.tmask) or hand

    def _end(self, h0: int, h1: int, leader: int, flags: int) -> int:
        """The last trick: one card each."""
        a = (h0 if leader == 0 else h1).bit_length() - 1
        b = (h1 if leader == 0 else h0).bit_length() - 1
        w = self.trick_winner(a, b, leader)
        v = self.points[a] + self.points[b] + self.last
        flags |= 1 << w
        v = v if w == 0 else -v
        if flags != 3:
            v += self.bonus if flags == 1 else -self.bonus
        return v

    def _two(self, h0: int, h1: int, leader: int, flags: int) -> int:
        """The last two tricks, two cards each: exact, without the table."""
        power = self.power
        points = self.points
        trump = self.trump
        last = self.last
        bonus = self.bonus
        hand, other = (h0, h1) if leader == 0 else (h1, h0)
        maximise = leader == 0
        best = -INF if maximise else INF
        m = hand
        while m:
            abit = m & -m
            m ^= abit
            a = abit.bit_length() - 1
            sa = a >> 3
            # The follower's legal answers.
            suit = SUIT_MASK[sa]
            follow = other & suit
            if follow:
                legal = ((follow & self.higher[a]) or follow) if sa == trump else follow
            else:
                legal = (other & self.tmask) or other
            rv = INF if maximise else -INF
            ra = hand ^ abit
            x = ra.bit_length() - 1
            while legal:
                bbit = legal & -legal
                legal ^= bbit
                b = bbit.bit_length() - 1
                if b >> 3 == sa:
                    w = (1 - leader) if power[b] > power[a] else leader
                else:
                    w = (1 - leader) if b >> 3 == trump else leader
                pts = points[a] + points[b]
                y = (other ^ bbit).bit_length() - 1
                # The last trick, led by w: the leader's card x, the follower's y.
                if w == leader:
                    c, d = x, y
                else:
                    c, d = y, x
                if d >> 3 == c >> 3:
                    w2 = (1 - w) if power[d] > power[c] else w
                else:
                    w2 = (1 - w) if d >> 3 == trump else w
                p2 = points[c] + points[d] + last
                v = (pts if w == 0 else -pts) + (p2 if w2 == 0 else -p2)
                f = flags | (1 << w) | (1 << w2)
                if f != 3:
                    v += bonus if f == 1 else -bonus
                if maximise:
                    if v < rv:
                        rv = v
                else:
                    if v > rv:
                        rv = v
            if maximise:
                if rv > best:
                    best = rv
            elif rv < best:
                best = rv
        return best

    def _answers(self, a: int, legal: int) -> tuple[tuple[int, bool], ...]:
        """The answers to ``a`` among ``legal``, best guesses first: those that win the trick,
        the most points first; then the rest, the fewest points first."""
        power = self.power
        points = self.points
        trump = self.trump
        sa = a >> 3
        keyed = []
        m = legal
        while m:
            b = m & -m
            m ^= b
            i = b.bit_length() - 1
            wins = power[i] > power[a] if i >> 3 == sa else i >> 3 == trump
            keyed.append(((-100 - points[i]) if wins else points[i], i, wins))
        keyed.sort()
        out = tuple((i, wins) for _, i, wins in keyed)
        self.answers[a | legal << 5] = out
        return out

    def _search(self, h0: int, h1: int, leader: int, flags: int, alpha: int, beta: int,
                rem: int) -> int:
        """The value at the start of a trick, ``leader`` to lead: fail-soft alpha-beta over the
        lead and the answer, the table at the trick's start. ``rem``: the card points still
        in the hands."""
        # Quick bounds: every point still out, the last trick and the 100, to one side.
        hi = rem + self.last
        lo = -hi
        if self.bonus:
            if not flags & 2:
                hi += self.bonus
            if not flags & 1:
                lo -= self.bonus
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        if h0.bit_count() <= 2:
            if (h0 & (h0 - 1)) == 0:
                return self._end(h0, h1, leader, flags)
            return self._two(h0, h1, leader, flags)
        self.nodes += 1
        key = h0 | h1 << 32 | leader << 64 | flags << 65
        tt = self.tt
        entry = tt.get(key)
        first = -1
        a0, b0 = alpha, beta
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        both = self._reps(h0, h1)
        if leader == 0:
            other = h1
            order = self._lead_order(both & 0xFFFFFFFF, other, first)
            orep = both >> 32
        else:
            other = h0
            order = self._lead_order(both >> 32, other, first)
            orep = both & 0xFFFFFFFF
        points = self.points
        higher = self.higher
        tmask = self.tmask
        search = self._search
        answers_of = self.answers
        make_answers = self._answers
        fol = 1 - leader
        maximise = leader == 0
        best = -INF if maximise else INF
        best_move = -1
        for a in order:
            abit = 1 << a
            pa = points[a]
            suit = SUIT_MASK[a >> 3]
            follow = other & suit
            if follow:
                legal = ((follow & higher[a]) or follow) if suit == tmask else follow
            else:
                legal = (other & tmask) or other
            legal &= orep
            answers = answers_of.get(a | legal << 5)
            if answers is None:
                answers = make_answers(a, legal)
            # The follower minimises when the leader maximises, and the other way round.
            rv = INF if maximise else -INF
            lo_w, hi_w = alpha, beta
            for i, wins in answers:
                w = fol if wins else leader
                pts = pa + points[i]
                bit = 1 << i
                if leader == 0:
                    n0, n1 = h0 & ~abit, h1 & ~bit
                else:
                    n0, n1 = h0 & ~bit, h1 & ~abit
                sign = pts if w == 0 else -pts
                v = sign + search(n0, n1, w, flags | (1 << w), lo_w - sign, hi_w - sign,
                                  rem - pts)
                if maximise:
                    if v < rv:
                        rv = v
                        if rv <= lo_w:
                            break
                        if rv < hi_w:
                            hi_w = rv
                else:
                    if v > rv:
                        rv = v
                        if rv >= hi_w:
                            break
                        if rv > lo_w:
                            lo_w = rv
            if maximise:
                if rv > best:
                    best, best_move = rv, a
                    if rv > alpha:
                        alpha = rv
                        if alpha >= beta:
                            break
            else:
                if rv < best:
                    best, best_move = rv, a
                    if rv < beta:
                        beta = rv
                        if alpha >= beta:
                            break
        lo, hi = (entry[0], entry[1]) if entry is not None else (-INF, INF)
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        tt[key] = (lo, hi, best_move)
        return best

    def _lead_order(self, cand: int, other: int, first: int) -> list[int]:
        """Leads to try, best guesses first: the table's lead, then cards the other hand cannot
        beat (the most points first), then the rest, the cheapest first."""
        leads = self.leads
        ot = 1 if other & self.tmask else 0
        keyed: list[tuple[int, int]] = []
        for sh in (0, 8, 16, 24):
            cb = cand >> sh & 0xFF
            if not cb:
                continue
            key = cb | (other >> sh & 0xFF) << 8 | ot << 16 | sh << 14
            got = leads.get(key)
            if got is None:
                got = leads[key] = self._suit_leads(sh >> 3, cand & (0xFF << sh), other, ot)
            keyed += got
        keyed.sort()
        out = [i for _, i in keyed]
        if first >= 0 and cand >> first & 1:
            out.remove(first)
            out.insert(0, first)
        return out

    def _suit_leads(self, s: int, cand: int, other: int, ot: int) -> tuple[tuple[int, int], ...]:
        """The leads of ``cand`` (one suit) with their keys for ``_lead_order``."""
        points = self.points
        higher = self.higher
        suit = SUIT_MASK[s]
        trump = s == self.trump
        keyed = []
        m = cand
        while m:
            b = m & -m
            m ^= b
            i = b.bit_length() - 1
            if other & higher[i]:
                k = 50 + points[i]  # beaten in the suit
            elif other & suit or not ot or trump:
                k = -points[i] - (30 if trump else 0)  # a master
            else:
                k = 40 + points[i]  # trumped
            keyed.append((k, i))
        return tuple(keyed)


# ---------------------------------------------------------------------------------------------
# Whole positions: the engine's state in phase 2, declarations included

_SEARCHES: dict[tuple[str, int], CardSearch] = {}


def card_search(rs: RuleSet, trump: int) -> CardSearch:
    """The search for a rule set and trump, shared while the process lives."""
    key = (rs.name, trump)
    s = _SEARCHES.get(key)
    if s is None:
        s = _SEARCHES[key] = CardSearch(rs, trump)
    return s


def _points(mask: int, st: SmousjasState) -> int:
    found = classify(mask, st.trump, st.rs)
    assert found is not None
    return found[1]


def _roem_diff(st: SmousjasState) -> int:
    r = 0
    for seat, m in st.melds:
        p = _points(m, st)
        r += p if seat == 0 else -p
    return r


def _best_rejection(st: SmousjasState, seat: int, pending: list[int]) -> int:
    """The most points ``seat`` scores by rejecting a declaration of ``pending`` (0: it
    cannot): a meld it may still score that beats the declaration's best. A rejection comes
    before the rejecter's card, so its hand is the same before and after the lead."""
    if not pending:
        return 0
    trump, rs = st.trump, st.rs
    best = max(compare_key(m, _kind(m, st), trump) for m in pending)
    points = 0
    for m in melds_in(st.hands[seat], rs):
        if compare_key(m, _kind(m, st), trump) > best and st._may_score(seat, m):
            points = max(points, _points(m, st))
    return points


def _kind(mask: int, st: SmousjasState) -> MeldKind:
    found = classify(mask, st.trump, st.rs)
    assert found is not None
    return found[0]


def _mariage_points(st: SmousjasState, seat: int) -> int:
    return sum(_points(m, st) for m in st.showable(seat))


@dataclass(frozen=True)
class Declaration:
    """The leader's best declaration in the first phase-2 trick: the melds added and what
    the declaration is worth to the leader once the other player's answer is counted."""

    melds: tuple[int, ...]
    value: int
    rejected_by: int  # the points of the other player's best rejection (0: none)


def best_declaration(st: SmousjasState) -> Declaration:
    """The leader's best set of further melds before the lead (``st``: the first phase-2
    trick, nothing led): the cancelled ones cost nothing but the other's rejection scores."""
    seat = st.leader
    options = st.declarable(seat)
    pending = list(st.pending)
    best = Declaration((), *_declaration_outcome(st, seat, pending))
    # Every subset, at most one sequence per suit (``declarable`` already drops suits that
    # hold a pending sequence). Few melds are ever declarable at once.
    subsets: list[list[int]] = [[]]
    for m in options:
        subsets += [[*s, m] for s in subsets if _fits(s, m)]
    for s in subsets[1:]:
        value, rej = _declaration_outcome(st, seat, pending + s)
        if value > best.value:
            best = Declaration(tuple(s), value, rej)
    return best


def _fits(chosen: list[int], m: int) -> bool:
    """``m`` may join ``chosen`` in one declaration: at most one sequence a suit."""
    suits = [s for s in range(4) if m & SUIT_MASK[s]]
    if len(suits) > 1:
        return True  # a carré
    suit = SUIT_MASK[suits[0]]
    return not any(c & suit == c for c in chosen)


def _declaration_outcome(st: SmousjasState, seat: int, melds: list[int]) -> tuple[int, int]:
    """(the value of declaring ``melds`` to ``seat``, the other's best rejection points)."""
    if not melds:
        return 0, 0
    rej = _best_rejection(st, 1 - seat, melds)
    if rej:
        return -rej, rej
    return sum(_points(m, st) for m in melds), 0


def state_value(st: SmousjasState) -> int:
    """The deal's difference, player 1 minus player 2, under best play from ``st`` (phase 2:
    the stock empty), before rounding."""
    search = card_search(st.rs, st.trump)
    base = st.points[0] - st.points[1] + _roem_diff(st)
    flags = (1 if st.p2[0] else 0) | (2 if st.p2[1] else 0)
    h0, h1 = st.hands
    if st.over or not (h0 | h1 | len(st.trick)):
        return base
    if st.declaring_open():
        leader = st.leader
        ls = 1 if leader == 0 else -1
        if not st.trick:
            decl = best_declaration(st)
            extra = ls * decl.value
            extra += ls * (_mariage_points(st, leader) - _mariage_points(st, 1 - leader))
            return base + extra + search.value(h0, h1, leader, flags)
        fol = 1 - leader
        extra = 0
        if st.pending and not st.rejected:
            rej = _best_rejection(st, fol, st.pending)
            if rej:
                extra -= ls * rej
            else:
                extra += ls * sum(_points(m, st) for m in st.pending)
        extra -= ls * _mariage_points(st, fol)
        return base + extra + search.value(h0, h1, leader, flags, st.trick[0])
    if st.trick:
        return base + search.value(h0, h1, st.leader, flags, st.trick[0])
    return base + search.value(h0, h1, st.leader, flags)


@dataclass(frozen=True)
class Valued:
    """One legal action and its exact value from the mover's side: the deal's difference
    (the mover's points minus the other's) after best play by both."""

    action: Action
    value: int


#: The value given to "uit": it wins the match at once.
OUT_VALUE = 1000


def move_values(st: SmousjasState) -> list[Valued]:
    """Every legal action of the player to move in phase 2, valued exactly, in legal order."""
    seat = st.to_move()
    assert seat is not None and st.phase == 2
    sign = 1 if seat == 0 else -1
    out = []
    for a in st.legal_actions():
        if isinstance(a, Out):
            out.append(Valued(a, OUT_VALUE))
            continue
        if isinstance(a, Play) and not st.declaring_open():
            out.append(Valued(a, sign * _play_value(st, a)))
            continue
        nxt = st.clone()
        nxt.apply(a)
        out.append(Valued(a, sign * state_value(nxt)))
    return out


def _play_value(st: SmousjasState, a: Play) -> int:
    """``state_value`` after playing ``a`` in a trick without declarations (no clone)."""
    i = INDEX[a.card]
    search = card_search(st.rs, st.trump)
    base = st.points[0] - st.points[1] + _roem_diff(st)
    flags = (1 if st.p2[0] else 0) | (2 if st.p2[1] else 0)
    seat = st.to_move()
    h = list(st.hands)
    assert seat is not None
    h[seat] &= ~(1 << i)
    if not st.trick:
        return base + search.value(h[0], h[1], seat, flags, i)
    led = st.trick[0]
    w = search.trick_winner(led, i, st.leader)
    pts = search.points[led] + search.points[i]
    f = flags | (1 << w) if search.bonus else 3
    if not (h[0] | h[1]):
        v = pts + search.last
        v = v if w == 0 else -v
        if f != 3:
            v += search.bonus if f == 1 else -search.bonus
        return base + v
    return base + (pts if w == 0 else -pts) + search.value(h[0], h[1], w, f)


__all__ = ["CardSearch", "Declaration", "Valued", "best_declaration", "card_search",
           "move_values", "state_value"]
