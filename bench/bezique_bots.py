"""Bezique, Rubicon Bezique and Fildinski bots: the last-tricks solver's speed and agreement,
the strength ladder by duplicate deals, and decision times.

    .venv/bin/python bench/bezique_bots.py solver --deals 100
    .venv/bin/python bench/bezique_bots.py ladder --deals 200 --jobs 2
    .venv/bin/python bench/bezique_bots.py times --deals 4 --level club
    ... --game bezique|rubicon|fildinski|all (default all)   ... --check: exit 1 on a miss

``solver`` plays seeded deals with the club at both seats until the stock is empty, then solves
the last tricks (8 in Bezique and Fildinski, 9 in Rubicon) with an empty transposition table,
and apart every legal lead (what a bot's decision costs). It prints the median, the 95th
percentile and the slowest in wall-clock time on this machine. On the same deals, with 4 tricks
left, it compares the solver's value with a plain minimax over the engine's own moves (an
independent computation: no grouping of cards, no table). Targets (``--check``): the solve's
median at most 20 ms (Bezique) and 50 ms (Rubicon), and every value agreeing.

``ladder`` plays duplicate single deals through the tournament harness
(``tutor.bots.tournament.duplicate``, as ``tutor selfplay bezique --bots A,B`` does) for
neighbouring levels: every deal twice, the bots swapping seats with the same cards. It prints each
pair's difference in deal points per deal with its 95% interval (Rubicon: in game scores, the
rubicon bonus included). Target: a strict ladder (every interval above zero).

``times`` plays seeded deals with one level at both seats and times each decision with more than
one legal move. Targets: median at most 0.5 s, 95th percentile at most 1.5 s.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Any

from bench_stats import pct

from tutor.bots.bezique.solver import CardSearch, counts_of
from tutor.bots.registry import make_bot
from tutor.bots.tournament import duplicate
from tutor.games.bezique.engine import BeziqueState, DealScored
from tutor.games.bezique.melds import FACE_MASK, SEVEN, face
from tutor.registry import get_spec

GAMES = ("bezique", "rubicon", "fildinski")
PAIRS = (("club", "beginner"), ("expert", "club"))
SOLVE_TARGET = {"bezique": 0.020, "rubicon": 0.050, "fildinski": 0.020}
MEDIAN_TARGET = 0.5
P95_TARGET = 1.5


def stock_empty(game: str, seed: int) -> BeziqueState:
    """A seeded deal played by the club at both seats until the stock is empty."""
    spec = get_spec(game)
    state = spec.new_game(spec.rules_from_dict({"deals": 1}), seed)
    assert isinstance(state, BeziqueState)
    bots = [make_bot(game, "club", random.Random(f"{seed}:{s}")) for s in (0, 1)]
    while not state.end_phase:
        seat = state.to_move()
        assert seat is not None
        state.apply(bots[seat].choose(state.view(seat)))
    return state


def brute(st: BeziqueState) -> int:
    """P1 minus P2 of the points still to come, by plain minimax over the engine."""
    mover = st.to_move()
    before = list(st.points)
    values = []
    for a in st.legal_actions():
        c = st.clone()
        scored = [e for e in c.apply(a) if isinstance(e, DealScored)]
        if scored:
            t = scored[0].result.totals
            values.append((t[0] - before[0]) - (t[1] - before[1]))
        else:
            values.append((c.points[0] - before[0]) - (c.points[1] - before[1]) + brute(c))
    return max(values) if mover == 0 else min(values)


def sevens_left(st: BeziqueState) -> int:
    if not st.rs.seven or st.trump < 0:
        return 0
    m = FACE_MASK[face(st.trump, SEVEN)]
    return st.rs.seven * ((st.hands[0] & m).bit_count() - (st.hands[1] & m).bit_count())


def solve_times(game: str, deals: int, seed: int) -> dict[str, Any]:
    value_t: list[float] = []
    leads_t: list[float] = []
    agree = checked = 0
    for i in range(deals):
        st = stock_empty(game, seed * 1000 + i)
        h0, h1 = counts_of(st.hands[0]), counts_of(st.hands[1])
        t0 = time.perf_counter()
        CardSearch(st.trump, st.rs.brisque, st.rs.last_trick).value(h0, h1, st.leader)
        value_t.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        CardSearch(st.trump, st.rs.brisque, st.rs.last_trick).lead_values(h0, h1, st.leader)
        leads_t.append(time.perf_counter() - t0)
        short = st.clone()
        rng = random.Random(i)
        while short.hands[short.leader].bit_count() > 4 or short.trick:
            short.apply(rng.choice(short.legal_actions()))
        value = CardSearch(short.trump, short.rs.brisque, short.rs.last_trick).value(
            counts_of(short.hands[0]), counts_of(short.hands[1]), short.leader)
        checked += 1
        agree += value + sevens_left(short) == brute(short)
    return {"game": game, "deals": deals,
            "solve_median_ms": round(1000 * statistics.median(value_t), 1),
            "solve_p95_ms": round(1000 * pct(value_t, 0.95), 1),
            "solve_max_ms": round(1000 * max(value_t), 1),
            "leads_median_ms": round(1000 * statistics.median(leads_t), 1),
            "leads_p95_ms": round(1000 * pct(leads_t, 0.95), 1),
            "checked": checked, "agree": agree}


def ladder(game: str, deals: int, jobs: int, seed: int,
           pairs: tuple[tuple[str, str], ...] = PAIRS) -> dict[str, Any]:
    out: dict[str, Any] = {"game": game, "deals": deals, "seed": seed, "pairs": {}}
    for a, b in pairs:
        t0 = time.perf_counter()
        r = duplicate(game, a, b, deals=deals, seed=seed, jobs=jobs)
        d = r.deals()
        row = {"mean": round(d.mean, 2), "ci95": round(d.ci95, 2),
               "interval": [round(d.low, 2), round(d.high, 2)],
               "seconds": round(time.perf_counter() - t0, 1)}
        out["pairs"][f"{a}-{b}"] = row
        lo, hi = row["interval"]
        print(f"{game}: {a} against {b}: {row['mean']:+.1f} points per deal, 95% interval "
              f"{lo:+.1f} to {hi:+.1f} ({deals} duplicate deals, {row['seconds']:.0f} s)",
              flush=True)
    return out


def times(game: str, deals: int, seed: int, level: str) -> dict[str, Any]:
    spec = get_spec(game)
    ts: list[float] = []
    for i in range(deals):
        state = spec.new_game(spec.rules_from_dict({"deals": 1}), seed * 1000 + i)
        bots = [make_bot(game, level, random.Random(f"{seed}:{i}:{s}")) for s in (0, 1)]
        while not state.is_terminal():
            seat = state.to_move()
            assert seat is not None
            view = state.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view)
            dt = time.perf_counter() - t0
            if len(view.legal_actions) > 1:
                ts.append(dt)
            state.apply(action)
    return {"level": level, "game": game, "deals": deals, "decisions": len(ts),
            "median_s": round(statistics.median(ts), 4), "p95_s": round(pct(ts, 0.95), 4),
            "max_s": round(max(ts), 4)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=["solver", "ladder", "times"])
    ap.add_argument("--game", default="all", choices=[*GAMES, "all"])
    ap.add_argument("--deals", type=int, default=0,
                    help="deals per game (solver 100, ladder 200, times 4)")
    ap.add_argument("--level", default="club", help="times: the bot timed")
    ap.add_argument("--pairs", default="",
                    help="ladder: only these pairs, e.g. expert-club,club-beginner")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 when a target is missed")
    a = ap.parse_args()
    games = GAMES if a.game == "all" else (a.game,)
    missed: list[str] = []
    results: list[dict[str, Any]] = []
    for game in games:
        if a.what == "solver":
            out = solve_times(game, a.deals or 100, a.seed)
            print(f"{game}: the last tricks from an empty stock over {out['deals']} deals: "
                  f"median {out['solve_median_ms']} ms, 95th percentile {out['solve_p95_ms']} "
                  f"ms, slowest {out['solve_max_ms']} ms; every lead valued: median "
                  f"{out['leads_median_ms']} ms, 95th percentile {out['leads_p95_ms']} ms; "
                  f"plain minimax agrees on {out['agree']} of {out['checked']} endings of 4 "
                  "tricks", flush=True)
            if out["solve_median_ms"] > 1000 * SOLVE_TARGET[game]:
                missed.append(f"{game}: solve median {out['solve_median_ms']} ms > "
                              f"{1000 * SOLVE_TARGET[game]:.0f} ms")
            if out["agree"] != out["checked"]:
                missed.append(f"{game}: the solver and plain minimax disagree on "
                              f"{out['checked'] - out['agree']} endings")
        elif a.what == "times":
            out = times(game, a.deals or 4, a.seed, a.level)
            print(f"{game}: {a.level}, {out['deals']} deals: {out['decisions']} decisions, "
                  f"median {out['median_s']:.4f} s, 95th percentile {out['p95_s']:.4f} s, "
                  f"slowest {out['max_s']:.4f} s", flush=True)
            if out["median_s"] > MEDIAN_TARGET:
                missed.append(f"{game}: median {out['median_s']} s > {MEDIAN_TARGET} s")
            if out["p95_s"] > P95_TARGET:
                missed.append(f"{game}: 95th percentile {out['p95_s']} s > {P95_TARGET} s")
        else:
            pairs = PAIRS
            if a.pairs:
                pairs = tuple((p.split("-", 1)[0], p.split("-", 1)[1])
                              for p in a.pairs.split(","))
            out = ladder(game, a.deals or 200, a.jobs, a.seed, pairs)
            for name, row in out["pairs"].items():
                if row["interval"][0] <= 0:
                    missed.append(f"{game} {name}: interval not above zero")
        results.append(out)
    if a.json:
        print(json.dumps(results, indent=1))
    for m in missed:
        print(f"target missed: {m}")
    return 1 if a.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
