/* Compiled open-cards Klaverjassen search: the same algorithm as solver.py, for speed.
 *
 * Card index c = suit * 8 + rank - 7 (ranks 7 8 9 10 J Q K A), hands as 32-bit masks.
 * Value = N-S minus E-W over the rest of the deal (card points, roem, last trick 10).
 * MTD(f) over fail-soft alpha-beta with a transposition table at trick boundaries.
 * solver.py keeps the pure-Python path; tests compare the two.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define INF (1 << 20)
#define LAST_TRICK 10

typedef struct {
    uint64_t key;   /* rem | leader << 32 | 1 << 40 (0 = empty) */
    int32_t lo, hi;
    int8_t best;
} Entry;

typedef struct {
    uint32_t hands[4];      /* dealt ownership (current hands plus the current trick) */
    int going_team;         /* result mode: 0 = N-S went, 1 = E-W went */
    int roem_mode;          /* additive search scores roem only, signed by roem_sign */
    int roem_sign;          /* -1 when N-S went (nat costs N-S the roem), +1 when E-W went */
    int trump;
    uint32_t tmask, stuk;
    int power[32], points[32];
    uint32_t higher[32];    /* same-suit cards of higher trick power */
    int rotterdam, four_jacks;
    Entry *tt;
    uint64_t tt_mask;
    long long nodes;
} S;

static const uint32_t SUITMASK[4] = {0xFFu, 0xFF00u, 0xFF0000u, 0xFF000000u};
static int ROW_ROEM[256];

static void init_rows(void) {
    for (int b = 0; b < 256; b++) {
        int best = 0, run = 0;
        for (int r = 0; r < 8; r++) {
            run = (b >> r & 1) ? run + 1 : 0;
            if (run >= 4) best = 50;
            else if (run == 3 && best < 20) best = 20;
        }
        ROW_ROEM[b] = best;
    }
}

static inline int lowbit(uint32_t m) { return __builtin_ctz(m); }
static inline int popc(uint32_t m) { return __builtin_popcount(m); }

static int trick_value(const S *s, uint32_t m) {
    int v = 0;
    uint32_t x = m;
    while (x) { v += s->points[lowbit(x)]; x &= x - 1; }
    v += ROW_ROEM[m & 0xFF] + ROW_ROEM[(m >> 8) & 0xFF] + ROW_ROEM[(m >> 16) & 0xFF]
         + ROW_ROEM[m >> 24];
    if ((m & s->stuk) == s->stuk) v += 20;
    uint32_t four = m & (m >> 8) & (m >> 16) & (m >> 24) & 0xFF;
    if (four) v += (s->four_jacks && (four >> 4 & 1)) ? 200 : 100;
    return v;
}

static int trick_roem(const S *s, uint32_t m) {
    int v = ROW_ROEM[m & 0xFF] + ROW_ROEM[(m >> 8) & 0xFF] + ROW_ROEM[(m >> 16) & 0xFF]
            + ROW_ROEM[m >> 24];
    if ((m & s->stuk) == s->stuk) v += 20;
    uint32_t four = m & (m >> 8) & (m >> 16) & (m >> 24) & 0xFF;
    if (four) v += (s->four_jacks && (four >> 4 & 1)) ? 200 : 100;
    return v;
}

static int points_of(const S *s, uint32_t m) {
    int v = 0;
    while (m) { v += s->points[lowbit(m)]; m &= m - 1; }
    return v;
}

static int roem_cap(const S *s, uint32_t rem) {
    int cap = 0;
    for (int k = 0; k < 4; k++) {
        uint32_t b = (rem >> (8 * k)) & 0xFF;
        cap += 50 * popc(b & (b >> 1) & (b >> 2));
    }
    if ((rem & s->stuk) == s->stuk) cap += 20;
    cap += 200 * popc(rem & (rem >> 8) & (rem >> 16) & (rem >> 24) & 0xFF);
    return cap;
}

static inline uint32_t legal(const S *s, int seat, uint32_t rem, int led, int ht, int ws) {
    uint32_t hand = s->hands[seat] & rem;
    uint32_t f = hand & SUITMASK[led];
    if (f) {
        if (led == s->trump) {
            uint32_t o = f & s->higher[ht];
            return o ? o : f;
        }
        return f;
    }
    uint32_t tr = hand & s->tmask;
    if (!tr) return hand;
    uint32_t o = ht >= 0 ? (tr & s->higher[ht]) : tr;
    if (s->rotterdam) return o ? o : tr;
    uint32_t rest = hand & ~s->tmask;
    if ((ws ^ seat) == 2) return rest ? (rest | o) : hand;
    return o ? o : (rest ? rest : hand);
}

static inline int eff_power(const S *s, int c, int led) {
    int suit = c >> 3;
    return (suit == s->trump || suit == led) ? s->power[c] : -1;
}

static int node(S *s, uint32_t rem, int leader, int won, int alpha, int beta);

/* Pit as a difference: +100 when only N-S took tricks, -100 when only E-W did. */
static inline int pit_adj(const S *s, int won) {
    if (s->roem_mode) return (won == 1 || won == 2) ? 100 * s->roem_sign : 0;
    return won == 1 ? 100 : won == 2 ? -100 : 0;
}

/* A finished trick's contribution: the signed difference, or in roem mode the signed roem. */
static inline int trick_score(const S *s, uint32_t m, int last, int winner) {
    if (s->roem_mode) return s->roem_sign * trick_roem(s, m);
    int v = trick_value(s, m) + (last ? LAST_TRICK : 0);
    return (winner & 1) == 0 ? v : -v;
}

static int follow(S *s, int k, int seat, uint32_t tm, int led, int wp, int ws, int ht,
                  uint32_t rem, int won, int alpha, int beta) {
    s->nodes++;
    uint32_t lg = legal(s, seat, rem, led, ht, ws);
    int maxim = (seat & 1) == 0;
    int best = maxim ? -INF : INF;
    if (k == 3) {
        int sv[8], win[8], n = 0;
        uint32_t bits[8];
        uint32_t x = lg;
        while (x) {
            int c = lowbit(x);
            uint32_t bit = 1u << c;
            x &= x - 1;
            int w = eff_power(s, c, led) > wp ? seat : ws;
            sv[n] = trick_score(s, tm | bit, rem == bit, w);
            win[n] = w;
            bits[n] = bit;
            n++;
        }
        /* insertion sort, best-looking first for the side to move */
        for (int i = 1; i < n; i++) {
            int a = sv[i], b = win[i];
            uint32_t c = bits[i];
            int j = i - 1;
            while (j >= 0 && (maxim ? sv[j] < a : sv[j] > a)) {
                sv[j + 1] = sv[j]; win[j + 1] = win[j]; bits[j + 1] = bits[j]; j--;
            }
            sv[j + 1] = a; win[j + 1] = b; bits[j + 1] = c;
        }
        for (int i = 0; i < n; i++) {
            uint32_t r = rem & ~bits[i];
            int nw = won == 3 ? 3 : won | (1 << (win[i] & 1));
            int v = r ? sv[i] + node(s, r, win[i], nw, alpha - sv[i], beta - sv[i])
                      : sv[i] + pit_adj(s, nw);
            if (maxim) {
                if (v > best) { best = v; if (v > alpha) { alpha = v; if (alpha >= beta) break; } }
            } else {
                if (v < best) { best = v; if (v < beta) { beta = v; if (alpha >= beta) break; } }
            }
        }
        return best;
    }
    int mine = (ws & 1) == (seat & 1);
    int moves[8], score[8], n = 0;
    uint32_t x = lg;
    while (x) {
        int c = lowbit(x);
        x &= x - 1;
        int p = eff_power(s, c, led);
        int sc = (p > wp || mine) ? 100 + s->points[c] : -s->points[c];
        int j = n - 1;
        while (j >= 0 && score[j] < sc) { score[j + 1] = score[j]; moves[j + 1] = moves[j]; j--; }
        score[j + 1] = sc; moves[j + 1] = c;
        n++;
    }
    int nxt = (seat + 1) & 3;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        int suit = c >> 3;
        int p = eff_power(s, c, led);
        int nht = (suit == s->trump && (ht < 0 || s->power[c] > s->power[ht])) ? c : ht;
        int v;
        if (p > wp)
            v = follow(s, k + 1, nxt, tm | (1u << c), led, p, seat, nht, rem & ~(1u << c),
                       won, alpha, beta);
        else
            v = follow(s, k + 1, nxt, tm | (1u << c), led, wp, ws, nht, rem & ~(1u << c),
                       won, alpha, beta);
        if (maxim) {
            if (v > best) { best = v; if (v > alpha) { alpha = v; if (alpha >= beta) break; } }
        } else {
            if (v < best) { best = v; if (v < beta) { beta = v; if (alpha >= beta) break; } }
        }
    }
    return best;
}

static int last_trick(S *s, uint32_t rem, int leader, int won) {
    int seat = leader, wp = -1, ws = leader, led = -1;
    for (int k = 0; k < 4; k++) {
        int c = 31 - __builtin_clz(s->hands[seat] & rem);
        if (led < 0) led = c >> 3;
        int p = eff_power(s, c, led);
        if (p > wp) { wp = p; ws = seat; }
        seat = (seat + 1) & 3;
    }
    int nw = won == 3 ? 3 : won | (1 << (ws & 1));
    return trick_score(s, rem, 1, ws) + pit_adj(s, nw);
}

static int node(S *s, uint32_t rem, int leader, int won, int alpha, int beta) {
    s->nodes++;
    if (popc(rem) == 4) return last_trick(s, rem, leader, won);
    uint64_t key = (uint64_t)rem | ((uint64_t)leader << 32) | ((uint64_t)won << 34)
                   | ((uint64_t)s->roem_mode << 36) | ((uint64_t)1 << 40);
    uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 20;
    Entry *e = &s->tt[h & s->tt_mask];
    int lo, hi, hint = -1;
    if (e->key == key) {
        lo = e->lo; hi = e->hi; hint = e->best;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
    } else {
        int cap = (s->roem_mode ? 0 : points_of(s, rem) + LAST_TRICK) + roem_cap(s, rem)
                  + (won == 3 ? 0 : 100);
        if (cap <= alpha) return cap;
        if (-cap >= beta) return -cap;
        lo = -cap; hi = cap;
    }
    int a = alpha > lo ? alpha : lo;
    int b = beta < hi ? beta : hi;
    int maxim = (leader & 1) == 0;
    uint32_t hand = s->hands[leader] & rem;
    int moves[8], score[8], n = 0;
    uint32_t x = hand;
    while (x) {
        int c = lowbit(x);
        x &= x - 1;
        int sc;
        if (c == hint) sc = 10000;
        else if ((rem & s->higher[c]) == 0) sc = 1000 + s->points[c] + ((c >> 3) == s->trump ? 100 : 0);
        else sc = -s->points[c] - ((c >> 3) == s->trump ? 40 : 0);
        int j = n - 1;
        while (j >= 0 && score[j] < sc) { score[j + 1] = score[j]; moves[j + 1] = moves[j]; j--; }
        score[j + 1] = sc; moves[j + 1] = c;
        n++;
    }
    int best = maxim ? -INF : INF, best_c = -1;
    int nxt = (leader + 1) & 3;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        int suit = c >> 3;
        int v = follow(s, 1, nxt, 1u << c, suit, s->power[c], leader,
                       suit == s->trump ? c : -1, rem & ~(1u << c), won, a, b);
        if (maxim) {
            if (v > best) { best = v; best_c = c; if (v > a) { a = v; if (a >= b) break; } }
        } else {
            if (v < best) { best = v; best_c = c; if (v < b) { b = v; if (a >= b) break; } }
        }
    }
    if (best <= alpha) { if (best < hi) hi = best; }
    else if (best >= beta) { if (best > lo) lo = best; }
    else { lo = hi = best; }
    e->key = key; e->lo = lo; e->hi = hi; e->best = (int8_t)best_c;
    return best;
}

/* Result mode: the true deal result N-S minus E-W with nat and pit, which is not additive over
 * tricks, so the search carries what was taken so far: d = N-S total minus E-W total (card
 * points and roem), r = all roem, won = bit 0 if N-S took a trick, bit 1 if E-W did. */
static int deal_result(const S *s, int d, int r, int won) {
    if (won == 1) { d += 100; r += 100; }
    else if (won == 2) { d -= 100; r += 100; }
    if (s->going_team == 0) return d > 0 ? d : -(162 + r);
    return d < 0 ? d : 162 + r;
}

static int node_r(S *s, uint32_t rem, int leader, int d, int r, int won, int alpha, int beta);

static int follow_r(S *s, int k, int seat, uint32_t tm, int led, int wp, int ws, int ht,
                    uint32_t rem, int d, int r, int won, int alpha, int beta) {
    s->nodes++;
    uint32_t lg = legal(s, seat, rem, led, ht, ws);
    int maxim = (seat & 1) == 0;
    int best = maxim ? -INF : INF;
    int moves[8], score[8], n = 0;
    int mine = (ws & 1) == (seat & 1);
    uint32_t x = lg;
    while (x) {
        int c = lowbit(x);
        x &= x - 1;
        int p = eff_power(s, c, led);
        int sc = (p > wp || mine) ? 100 + s->points[c] : -s->points[c];
        int j = n - 1;
        while (j >= 0 && score[j] < sc) { score[j + 1] = score[j]; moves[j + 1] = moves[j]; j--; }
        score[j + 1] = sc; moves[j + 1] = c;
        n++;
    }
    int nxt = (seat + 1) & 3;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        uint32_t bit = 1u << c;
        int p = eff_power(s, c, led);
        int nwp = wp, nws = ws;
        if (p > wp) { nwp = p; nws = seat; }
        int v;
        if (k == 3) {
            uint32_t m = tm | bit, nrem = rem & ~bit;
            int tv = points_of(s, m) + (nrem == 0 ? LAST_TRICK : 0);
            int tr = trick_roem(s, m);
            int nd = (nws & 1) == 0 ? d + tv + tr : d - tv - tr;
            v = node_r(s, nrem, nws, nd, r + tr, won | (1 << (nws & 1)), alpha, beta);
        } else {
            int nht = ((c >> 3) == s->trump && (ht < 0 || s->power[c] > s->power[ht])) ? c : ht;
            v = follow_r(s, k + 1, nxt, tm | bit, led, nwp, nws, nht, rem & ~bit, d, r, won,
                         alpha, beta);
        }
        if (maxim) {
            if (v > best) { best = v; if (v > alpha) { alpha = v; if (alpha >= beta) break; } }
        } else {
            if (v < best) { best = v; if (v < beta) { beta = v; if (alpha >= beta) break; } }
        }
    }
    return best;
}

static int node_r(S *s, uint32_t rem, int leader, int d, int r, int won, int alpha, int beta) {
    s->nodes++;
    if (rem == 0) return deal_result(s, d, r, won);
    {
        /* Once the going team has surely made it, the result is d plus the (pit-aware)
         * difference still to come: an additive search with a far better table. */
        int cap = points_of(s, rem) + LAST_TRICK + roem_cap(s, rem) + (won == 3 ? 0 : 100);
        if ((s->going_team == 0 && d - cap > 0) || (s->going_team == 1 && d + cap < 0))
            return d + node(s, rem, leader, won, alpha - d, beta - d);
        /* Surely nat: only the roem still to come changes the result. */
        if ((s->going_team == 0 && d + cap <= 0) || (s->going_team == 1 && d - cap >= 0)) {
            int base = s->going_team == 0 ? -(162 + r) : 162 + r;
            s->roem_mode = 1;
            int v = base + node(s, rem, leader, won, alpha - base, beta - base);
            s->roem_mode = 0;
            return v;
        }
    }
    uint64_t key = (uint64_t)rem | ((uint64_t)leader << 32) | ((uint64_t)(won & 3) << 34)
                   | ((uint64_t)(d + 2048) << 36) | ((uint64_t)r << 48) | ((uint64_t)1 << 62);
    uint64_t h = (key * 0x9E3779B97F4A7C15ull) >> 20;
    Entry *e = &s->tt[h & s->tt_mask];
    int lo = -INF, hi = INF, hint = -1;
    if (e->key == key) {
        lo = e->lo; hi = e->hi; hint = e->best;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo == hi) return lo;
    }
    int a = alpha > lo ? alpha : lo;
    int b = beta < hi ? beta : hi;
    int maxim = (leader & 1) == 0;
    uint32_t hand = s->hands[leader] & rem;
    int moves[8], score[8], n = 0;
    uint32_t x = hand;
    while (x) {
        int c = lowbit(x);
        x &= x - 1;
        int sc;
        if (c == hint) sc = 10000;
        else if ((rem & s->higher[c]) == 0) sc = 1000 + s->points[c] + ((c >> 3) == s->trump ? 100 : 0);
        else sc = -s->points[c] - ((c >> 3) == s->trump ? 40 : 0);
        int j = n - 1;
        while (j >= 0 && score[j] < sc) { score[j + 1] = score[j]; moves[j + 1] = moves[j]; j--; }
        score[j + 1] = sc; moves[j + 1] = c;
        n++;
    }
    int best = maxim ? -INF : INF, best_c = -1;
    int nxt = (leader + 1) & 3;
    for (int i = 0; i < n; i++) {
        int c = moves[i];
        int suit = c >> 3;
        int v = follow_r(s, 1, nxt, 1u << c, suit, s->power[c], leader,
                         suit == s->trump ? c : -1, rem & ~(1u << c), d, r, won, a, b);
        if (maxim) {
            if (v > best) { best = v; best_c = c; if (v > a) { a = v; if (a >= b) break; } }
        } else {
            if (v < best) { best = v; best_c = c; if (v < b) { b = v; if (a >= b) break; } }
        }
    }
    if (best <= alpha) { if (best < hi) hi = best; }
    else if (best >= beta) { if (best > lo) lo = best; }
    else { lo = hi = best; }
    e->key = key; e->lo = lo; e->hi = hi; e->best = (int8_t)best_c;
    return best;
}

/* The root may be mid-trick; ``first`` (or -1) is a card the mover plays first. */
typedef struct {
    int leader, ntrick; int trick[3]; uint32_t rem0;
    int result; int d, r, won;   /* result mode and what was taken so far */
    int additive;                /* result mode, probing d + the pit-aware difference */
} Root;

static int run(S *s, const Root *r, int first, int alpha, int beta) {
    uint32_t tm = 0;
    int led = -1, wp = -1, ws = r->leader, ht = -1;
    int k;
    for (k = 0; k < r->ntrick; k++) {
        int c = r->trick[k];
        if (led < 0) led = c >> 3;
        int p = eff_power(s, c, led);
        if (p > wp) { wp = p; ws = (r->leader + k) & 3; }
        if ((c >> 3) == s->trump && (ht < 0 || s->power[c] > s->power[ht])) ht = c;
        tm |= 1u << c;
    }
    int seat = (r->leader + k) & 3;
    uint32_t rem = r->rem0;
    if (r->result && !r->additive && first < 0) {
        if (k == 0) return node_r(s, rem, r->leader, r->d, r->r, r->won, alpha, beta);
        return follow_r(s, k, seat, tm, led, wp, ws, ht, rem, r->d, r->r, r->won, alpha, beta);
    }
    int won = r->result ? r->won : 3;
    int base = r->additive ? r->d : 0;  /* additive probe of result mode: d + difference */
    if (r->additive) { alpha -= base; beta -= base; }
    if (first < 0) {
        if (k == 0) return base + node(s, rem, r->leader, won, alpha, beta);
        return base + follow(s, k, seat, tm, led, wp, ws, ht, rem, won, alpha, beta);
    }
    if (led < 0) led = first >> 3;
    int p = eff_power(s, first, led);
    if (p > wp) { wp = p; ws = seat; }
    if ((first >> 3) == s->trump && (ht < 0 || s->power[first] > s->power[ht])) ht = first;
    tm |= 1u << first;
    rem &= ~(1u << first);
    k++;
    if (r->result && !r->additive) {
        if (k < 4)
            return follow_r(s, k, (seat + 1) & 3, tm, led, wp, ws, ht, rem, r->d, r->r, r->won,
                            alpha, beta);
        int tv = points_of(s, tm) + (rem == 0 ? LAST_TRICK : 0);
        int tr = trick_roem(s, tm);
        int nd = (ws & 1) == 0 ? r->d + tv + tr : r->d - tv - tr;
        return node_r(s, rem, ws, nd, r->r + tr, r->won | (1 << (ws & 1)), alpha, beta);
    }
    if (k == 4) {
        int v = trick_value(s, tm) + (rem == 0 ? LAST_TRICK : 0);
        int sv = (ws & 1) == 0 ? v : -v;
        int nw = won == 3 ? 3 : won | (1 << (ws & 1));
        return base + (rem ? sv + node(s, rem, ws, nw, alpha - sv, beta - sv)
                           : sv + pit_adj(s, nw));
    }
    return base + follow(s, k, (seat + 1) & 3, tm, led, wp, ws, ht, rem, won, alpha, beta);
}

static int mtdf_raw(S *s, const Root *r, int first, int guess) {
    int lo = -INF, hi = INF, g = guess;
    while (lo < hi) {
        int beta = g == lo ? g + 1 : g;
        g = run(s, r, first, beta - 1, beta);
        if (g < beta) hi = g; else lo = g;
    }
    return g;
}

/* In result mode the true value equals d + the pit-aware difference whenever that makes the
 * going team's contract (the going team can force it and nat is worse for it than any made
 * result); only otherwise is the slower search that carries d and r needed. */
static int mtdf(S *s, Root *r, int first, int guess) {
    if (!r->result) return mtdf_raw(s, r, first, guess);
    r->additive = 1;
    int g = mtdf_raw(s, r, first, guess);
    r->additive = 0;
    if ((s->going_team == 0 && g > 0) || (s->going_team == 1 && g < 0)) return g;
    return mtdf_raw(s, r, first, guess);
}

/* solve(hands, trump, leader, trick, power, points, higher, rotterdam, four_jacks, moves,
 *       going_team, d, r, won)
 *   -> (value, {card: value} or None, nodes)
 * going_team < 0 is the plain difference; otherwise the true deal result, with d, r, won what
 * was taken so far (see deal_result). */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *hands, *trick, *power, *points, *higher;
    int trump, leader, rotterdam, four_jacks, want_moves, going_team, d0, r0, won0;
    if (!PyArg_ParseTuple(args, "OiiOOOOpiiiiii", &hands, &trump, &leader, &trick, &power,
                          &points, &higher, &rotterdam, &four_jacks, &want_moves, &going_team,
                          &d0, &r0, &won0))
        return NULL;
    S s;
    memset(&s, 0, sizeof s);
    s.going_team = going_team < 0 ? 0 : going_team;
    s.roem_sign = s.going_team == 0 ? -1 : 1;
    s.trump = trump;
    s.rotterdam = rotterdam;
    s.four_jacks = four_jacks;
    s.tmask = SUITMASK[trump];
    s.stuk = (1u << (8 * trump + 5)) | (1u << (8 * trump + 6));
    for (int i = 0; i < 32; i++) {
        s.power[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(power, i));
        s.points[i] = (int)PyLong_AsLong(PyTuple_GET_ITEM(points, i));
        s.higher[i] = (uint32_t)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(higher, i));
    }
    Root r;
    r.result = going_team >= 0;
    r.additive = 0;
    r.d = d0; r.r = r0; r.won = won0;
    r.leader = leader;
    r.ntrick = (int)PyTuple_GET_SIZE(trick);
    if (r.ntrick > 3) { PyErr_SetString(PyExc_ValueError, "a trick in progress has 0-3 cards"); return NULL; }
    r.rem0 = 0;
    for (int i = 0; i < 4; i++) {
        s.hands[i] = (uint32_t)PyLong_AsUnsignedLong(PyTuple_GET_ITEM(hands, i));
        r.rem0 |= s.hands[i];
    }
    for (int k = 0; k < r.ntrick; k++) {
        r.trick[k] = (int)PyLong_AsLong(PyTuple_GET_ITEM(trick, k));
        s.hands[(leader + k) & 3] |= 1u << r.trick[k];
    }
    if (PyErr_Occurred()) return NULL;
    int cards = popc(r.rem0);
    int bits = cards >= 28 ? 20 : cards >= 20 ? 18 : 14;
    s.tt_mask = ((uint64_t)1 << bits) - 1;
    s.tt = (Entry *)calloc((size_t)1 << bits, sizeof(Entry));
    if (!s.tt) return PyErr_NoMemory();
    int value;
    PyObject *moves = Py_None;
    Py_BEGIN_ALLOW_THREADS
    value = mtdf(&s, &r, -1, 0);
    Py_END_ALLOW_THREADS
    if (want_moves) {
        moves = PyDict_New();
        if (!moves) { free(s.tt); return NULL; }
        int seat = (leader + r.ntrick) & 3;
        uint32_t m;
        if (r.ntrick == 0) {
            m = s.hands[seat] & r.rem0;
        } else {
            int led = r.trick[0] >> 3, wp = -1, ws = leader, ht = -1;
            for (int k = 0; k < r.ntrick; k++) {
                int c = r.trick[k];
                int p = eff_power(&s, c, led);
                if (p > wp) { wp = p; ws = (leader + k) & 3; }
                if ((c >> 3) == trump && (ht < 0 || s.power[c] > s.power[ht])) ht = c;
            }
            m = legal(&s, seat, r.rem0, led, ht, ws);
        }
        int guess = value;
        while (m) {
            int c = lowbit(m);
            m &= m - 1;
            int v;
            Py_BEGIN_ALLOW_THREADS
            v = mtdf(&s, &r, c, guess);
            Py_END_ALLOW_THREADS
            PyObject *kc = PyLong_FromLong(c), *kv = PyLong_FromLong(v);
            if (!kc || !kv || PyDict_SetItem(moves, kc, kv) < 0) {
                Py_XDECREF(kc); Py_XDECREF(kv); Py_DECREF(moves); free(s.tt); return NULL;
            }
            Py_DECREF(kc); Py_DECREF(kv);
        }
    } else {
        Py_INCREF(Py_None);
    }
    free(s.tt);
    PyObject *out = Py_BuildValue("(iNL)", value, moves, s.nodes);
    return out;
}

static PyMethodDef methods[] = {
    {"solve", py_solve, METH_VARARGS, "Exact open-cards value (and move values) of a position."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_csolver", NULL, -1, methods};

PyMODINIT_FUNC PyInit__csolver(void) {
    init_rows();
    return PyModule_Create(&module);
}
